/**
 * How the bot writes in Teams: the voice of its text replies ("Working on…", help, refusals,
 * notices) and the card of a report. Teams reads message text as markdown, in which a single
 * line break is not one, so every line becomes its own paragraph; link syntax in echoed words
 * is broken the same way the cards break it (`noLinks`).
 */
import { teamsAlertCard } from '../../src/render/alerts.js';
import type { Voice } from '../../src/commands/index.js';
import { noLinks, textBlock } from '../../src/render/adaptive-card.js';
import { teamsMarkdown } from '../../src/render/teams-markdown.js';
import { toTeamsCard, type AdaptiveCard } from '../../src/render/teams.js';
import { madeOnce } from '../../src/frozen.js';
import { subscribeRow } from '../../src/render/teams-forms.js';
import type { OutgoingMessage } from '../../jobs/deliverer.js';
import type { Chart } from '../../src/render/charts.js';
import { message } from '../../src/messages/index.js';

/**
 * Text ready for a Teams message: one paragraph per line (indentation dropped, since four
 * leading spaces would make a code block), no links from echoed words, nothing Teams would
 * show as an HTML entity (`teamsMarkdown`).
 */
export function teamsText(text: string): string {
  const lines = teamsMarkdown(noLinks(text))
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  return lines.join('\n\n');
}

const HOW_TO_ASK = message('teams.howToAsk');

/** How to talk to the bot in Teams, put before the grammar's own help. */
export const TEAMS_HELP_INTRO = HOW_TO_ASK;

/** The first message in a personal chat, when a user installs the bot. */
export const WELCOME_TEXT = message('teams.welcome', { howToAsk: HOW_TO_ASK });

/**
 * Teams' voice: help is `help` (no slash command here) after how to address the bot; a
 * report's name loses markdown marks inside the bold; every reply is laid out by `teamsText`.
 */
export const TEAMS_VOICE: Voice = {
  help: 'help',
  // One types `referrals last-month` here: help's examples are written without `/report`.
  commandPrefix: '',
  helpIntro: TEAMS_HELP_INTRO,
  emphasis: (text) => text.replace(/[*_~`]/g, ''),
  quote: unlinked,
  finish: teamsText,
};

/**
 * Words a user typed, echoed back so Teams shows them as text: Teams makes links of URLs,
 * bare domains, e-mail addresses and markdown links, so each gets a zero-width space where
 * the link would be recognised (`http:\u200B//evil\u200B.example`). The reader sees the same words.
 */
export function unlinked(text: string): string {
  return text
    .replace(/:\/\//g, ':\u200B//')
    .replace(/(\w)\.(?=\w)/g, '$1\u200B.')
    .replace(/@/g, '\u200B@')
    .replace(/\]\(/g, ']\u200B(');
}

/** The line under a report a subscription sent: which one, and how to stop it. */
export function subscriptionLine(subscriptionId: string): string {
  return message('teams.sentBy', { kind: 'subscription', id: subscriptionId });
}

type ReportMessage = Extract<OutgoingMessage, { kind: 'report' }>;

/** The line under a report an alert sent. */
export function alertLine(alertId: string): string {
  return message('teams.sentBy', { kind: 'alert', id: alertId });
}

/**
 * The report's card, with a line saying which subscription sent it; an alert's card starts
 * with the sentence of what crossed and ends with its Open report / Snooze buttons
 * (`Action.Submit`s posting the same values as Slack's); its Download CSV link when given. A
 * report asked for (not one a subscription or alert sent) ends with "Subscribe to this", in a row
 * of its own, which opens the subscription form (forms.ts) with its report and range.
 */
export function reportCard(
  msg: Pick<ReportMessage, 'report' | 'chartError' | 'subscriptionId' | 'alert'> & { chartUnattached?: boolean },
  charts: Chart[],
  chartError = msg.chartError,
  csvUrl?: string,
  chartPending = false,
): AdaptiveCard {
  const chartUnattached = msg.chartUnattached ?? false;
  const render = () => toTeamsCard(msg.report, { charts, chartError, chartPending, chartUnattached, ...(csvUrl ? { csvUrl } : {}) });
  // A shared report is rendered once for all its conversations (src/frozen.ts); a chart is its own image.
  const card = charts.length > 0 ? render() : madeOnce(msg.report, `teams/${chartError}/${chartPending}/${chartUnattached}/${csvUrl ?? ''}`, render);
  if (msg.alert) {
    const line = textBlock(alertLine(msg.alert.alertId), { isSubtle: true, size: 'Small' });
    return teamsAlertCard({ ...card, body: [...card.body, line] }, msg.report, msg.alert);
  }
  if (!msg.subscriptionId) return { ...card, body: [...card.body, subscribeRow(msg.report.query.report, msg.report.query.range, msg.report.locale)] };
  return {
    ...card,
    body: [...card.body, textBlock(subscriptionLine(msg.subscriptionId), { isSubtle: true, size: 'Small' })],
  };
}
