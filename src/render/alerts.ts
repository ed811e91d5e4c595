/**
 * An alert in words, the same on every platform: the condition (`revenue below $5,000`), the
 * sentence a crossing posts above its report ("Referral revenue for last week is $4,210.00,
 * below your alert of $5,000.") and the preview's "Check now" answer when nothing crossed
 * ("Not crossed: revenue $6,100.00 is above $5,000."), plain text; and an alert's message:
 * the sentence above its report and its buttons, for Slack and Teams alike.
 */
import { message } from '../messages/index.js';
import { parseCanonicalRange } from '../query/canonical.js';
import { rangeWords } from '../query/labels.js';
import type { AlertCondition, ReportQuery } from '../query/types.js';
import type { AlertCheck } from '../reports/alerts.js';
import type { Report, Unit } from '../catalogue/types.js';
import { ACTION_ID_PREFIX, alertActions } from './actions.js';
import { textBlock } from './adaptive-card.js';
import { clipMrkdwn, dropBodyBlock, escapeMrkdwn, mrkdwn, plainText, type SlackBlock, type SlackMessage } from './block-kit.js';
import { formatPercent, formatValue } from './format.js';
import { DEFAULT_LOCALE } from './locale.js';
import { RENDER_LIMITS } from './limits.js';
import type { AdaptiveCard } from './teams.js';

/**
 * A threshold as people typed it: `$5,000` rather than `$5,000.00`, `70.0%`, `1,200`; in the
 * reader's locale where a post says it (`5.000 $` in de-DE), en-US in the command's own words.
 */
export function thresholdWords(value: number, unit: Unit, currency: string, locale: string = DEFAULT_LOCALE): string {
  const text = formatValue(value, unit, currency, locale);
  // Whole cents are dropped wherever the decimal separator is: `$5,000.00`, `5.000,00 $`. Only
  // the last group of digits can be cents: en-IN writes `$1,00,000.00`, whose first `,00` is lakhs.
  return unit === 'currency' ? text.replace(/[.,]00(?=\D*$)/, '') : text;
}

/** `20%` (one decimal only when there is one): `20.0%` and `20,0 %` lose their `.0`. */
function fractionWords(fraction: number, locale: string = DEFAULT_LOCALE): string {
  return wholePercent(formatPercent(fraction, locale));
}
function wholePercent(text: string): string {
  // Some locales write a direction mark after the sign (ar: `20.0\u200e%\u200e`).
  return text.replace(/[.,]0(?=\D*%\D*$)/, '');
}

/** The condition in words: `revenue below $5,000`, `occupancy above 80%`, `signups changes by 25% or more`. */
export function conditionWords(condition: AlertCondition, unit: Unit, currency: string): string {
  if (condition.op === 'changes-by')
    return message('alert.conditionChangesBy', { metric: condition.metric, fraction: fractionWords(condition.fraction) });
  const threshold = wholePercent(thresholdWords(condition.value, unit, currency));
  return message('alert.condition', { metric: condition.metric, op: condition.op, threshold });
}

/** `for last week`, `for yesterday`, `for Oct 2026`. */
function periodOf(query: Pick<ReportQuery, 'range'>, locale: string): string {
  const spec = parseCanonicalRange(query.range);
  return spec ? message('alert.period', { range: rangeWords(spec) }, locale) : '';
}

/** `up 25.0%` / `down 25.0%`. */
function movedWords(relative: number, locale: string): string {
  return message('alert.moved', { direction: relative < 0 ? 'down' : 'up', percent: formatPercent(Math.abs(relative), locale) }, locale);
}

/**
 * The sentence a crossing posts: "Referral revenue for last week is $4,210.00, below your alert
 * of $5,000." / "… is $7,020.00, up 25.0% on the period before, past your alert of 20%."
 */
export function crossedSentence(
  check: AlertCheck,
  condition: AlertCondition,
  query: Pick<ReportQuery, 'range'>,
  currency: string,
  locale: string = DEFAULT_LOCALE,
): string {
  const m = check.metric!;
  const period = periodOf(query, locale);
  const figure = { label: m.label, hasPeriod: period ? 'yes' : 'no', period, value: formatValue(m.value, m.unit, currency, locale) };
  if (condition.op === 'changes-by') {
    const moved = movedWords(m.change!.relative!, locale);
    return message('alert.crossedChange', { ...figure, moved, fraction: fractionWords(condition.fraction, locale) }, locale);
  }
  return message('alert.crossed', { ...figure, op: condition.op, threshold: thresholdWords(condition.value, m.unit, currency, locale) }, locale);
}

/**
 * What a check found, said whether or not it crossed (the preview's "Check now"):
 * "Crossed: …" with the crossing sentence, or "Not crossed: revenue $6,100.00 is above $5,000.",
 * "Not crossed: revenue moved up 5.0%, less than 20%.", "Not crossed: there is no … to compare."
 */
export function checkSentence(
  check: AlertCheck,
  condition: AlertCondition,
  query: Pick<ReportQuery, 'range'>,
  currency: string,
  locale: string = DEFAULT_LOCALE,
): string {
  if (check.holding) return message('alert.checkCrossed', { sentence: crossedSentence(check, condition, query, currency, locale) }, locale);
  const m = check.metric;
  const { metric } = condition;
  const period = periodOf(query, locale);
  if (!m || m.value === null) return message('alert.checkNoFigure', { metric, period }, locale);
  const value = formatValue(m.value, m.unit, currency, locale);
  if (condition.op === 'changes-by') {
    if (check.why === 'no-comparison') return message('alert.checkNoComparison', { metric, value, period }, locale);
    const moved = movedWords(m.change!.relative!, locale);
    return message('alert.checkMovedLess', { metric, period, moved, fraction: fractionWords(condition.fraction, locale) }, locale);
  }
  const threshold = thresholdWords(condition.value, m.unit, currency, locale);
  const side = m.value === condition.value ? 'exactly' : condition.op === 'below' ? 'above' : 'below';
  return message('alert.checkNotCrossed', { metric, value, side, threshold }, locale);
}

/** What a crossing (or Check now) puts on its report's message: the sentence and the alert's id for its buttons. */
export interface AlertBanner {
  text: string;
  alertId: string;
}

/**
 * An alert's Slack message: the sentence of what crossed first (it is why the message exists),
 * then the report, then the Open report / Snooze buttons. At Slack's block limit, the body
 * block just above the report's own last blocks gives way.
 */
export function slackAlertMessage(message: SlackMessage, report: Pick<Report, 'query'>, alert: AlertBanner): SlackMessage {
  const buttons: SlackBlock = {
    type: 'actions',
    elements: alertActions(report.query, alert.alertId).map(({ action, value }) => ({
      type: 'button',
      text: plainText(action.label, RENDER_LIMITS.slack.buttonText),
      action_id: `${ACTION_ID_PREFIX}${action.id}`,
      value,
    })),
  };
  const blocks: SlackBlock[] = [{ type: 'section', text: mrkdwn(`*${escapeMrkdwn(alert.text)}*`) }, ...message.blocks, buttons];
  // The renderer keeps room for these (`reservedBlocks`); this is a guard, never cutting the notice of a cut.
  while (blocks.length > RENDER_LIMITS.slack.blocks) dropBodyBlock(blocks, blocks.length - 1);
  // The fallback is mrkdwn too, and under our cap (notifications show only its start).
  return { text: clipMrkdwn(`${escapeMrkdwn(alert.text)} ${message.text}`, RENDER_LIMITS.slack.fallbackText), blocks };
}

/**
 * An alert's Teams card: the sentence first, the report, and the Open report / Snooze buttons
 * before the report's own (a card holds five actions at most).
 */
export function teamsAlertCard(card: AdaptiveCard, report: Pick<Report, 'query'>, alert: AlertBanner): AdaptiveCard {
  const buttons = alertActions(report.query, alert.alertId).map(({ action, value }) => ({
    type: 'Action.Submit' as const,
    title: action.label,
    data: { action: 'report' as const, value },
  }));
  return {
    ...card,
    body: [textBlock(alert.text, { weight: 'Bolder' }), ...card.body],
    actions: [...buttons, ...(card.actions ?? [])].slice(0, TEAMS_MAX_ACTIONS),
  };
}

/** The most actions a card may have (the Adaptive Card host config of Teams, which the parser checks). */
const TEAMS_MAX_ACTIONS = 5;
