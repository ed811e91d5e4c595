/**
 * How the bot writes in Slack: the voice of its sentences (mrkdwn, `/report help`), and the
 * message for a report, which is the pure renderer's output plus the few lines only the
 * delivery knows (how the chart travelled, why the bot answered through response_url, which
 * subscription sent it).
 */
import type { Voice } from '../../src/commands/index.js';
import { slackAlertMessage, type AlertBanner } from '../../src/render/alerts.js';
import type { SlackBlock, SlackMessage } from '../../src/render/block-kit.js';
import type { Chart } from '../../src/render/charts.js';
import { madeOnce } from '../../src/frozen.js';
import { RENDER_LIMITS } from '../../src/render/limits.js';
import { toSlackMessage } from '../../src/render/slack.js';
import { withSubscribeButton } from '../../src/render/slack-forms.js';
import { dropBodyBlock, escapeMrkdwn, mrkdwn } from '../../src/render/block-kit.js';
import type { Report } from '../../src/catalogue/types.js';
import { message as sentence } from '../../src/messages/index.js';

/** The bot's name as users see it (manifest `bot_user.display_name`). */
export const BOT_DISPLAY_NAME = 'Report bot';

/**
 * Slack's voice: help is `/report help`, and every reply is mrkdwn escaped once, as a whole,
 * by Slack's one escaping function (`escapeMrkdwn`): our placeholders (`/report unsubscribe
 * <id>`) show as typed instead of being read as links, and the user's words and report names
 * quoted in it cannot link or mention anyone. `*`, `_` and backticks stay marks.
 */
export const SLACK_VOICE: Voice = { help: '/report help', emphasis: (text) => text, quote: (text) => text, finish: escapeMrkdwn };

/** The answer to `subscribe` in a channel the bot cannot post in. */
export const CANNOT_POST_HERE = sentence('slack.cannotPostHere', { bot: BOT_DISPLAY_NAME });

/** Under a report the bot could only send through the command's response_url. */
export const INVITE_LINE = sentence('slack.invite', { bot: BOT_DISPLAY_NAME });

/** Under a report whose chart went into the thread instead of the message. */
export const CHART_IN_THREAD_LINE = sentence('slack.chartInThread');

/** What a scheduled post adds under (and, for an alert, above) its report. */
export interface SentBy {
  subscriptionId?: string;
  alert?: AlertBanner;
}

/**
 * Renders a report with the given charts (or, `chartPending`, a line holding their place); a
 * subscription's says which one sent it, an alert's what crossed. A report someone asked for
 * offers "Subscribe to this"; a subscription's or an alert's post already is one.
 */
export function reportMessage(report: Report, charts: Chart[], chartError: boolean, sentBy: SentBy = {}, chartPending = false): SlackMessage {
  // Room for what is added here (an alert's sentence, line and buttons; a subscription's
  // line) and for one line the deliverer may add (the chart is in the thread, an invitation).
  const reservedBlocks = (sentBy.alert ? 3 : sentBy.subscriptionId ? 1 : 0) + 1;
  // A shared report is rendered once for all its channels (src/frozen.ts); a chart's blocks name its own upload.
  const render = () => toSlackMessage(report, { charts, chartError, chartPending, reservedBlocks });
  const message = charts.length > 0 ? render() : madeOnce(report, `slack/${chartError}/${chartPending}/${reservedBlocks}`, render);
  if (sentBy.alert) {
    const id = escapeMrkdwn(sentBy.alert.alertId);
    return slackAlertMessage(withContextLine(message, sentence('slack.sentBy', { kind: 'alert', id })), report, sentBy.alert);
  }
  const { subscriptionId } = sentBy;
  if (!subscriptionId) return withSubscribeButton(message, report.query, report.locale);
  return withContextLine(message, sentence('slack.sentBy', { kind: 'subscription', id: escapeMrkdwn(subscriptionId) }));
}

/**
 * Adds a small grey line above the buttons. A message already at Slack's block limit gives
 * up its last body block for it: the line explains something the reader needs.
 */
export function withContextLine(message: SlackMessage, line: string): SlackMessage {
  const block: SlackBlock = { type: 'context', elements: [mrkdwn(line)] };
  const blocks = [...message.blocks];
  const hasActions = blocks.at(-1)?.type === 'actions';
  const at = hasActions ? blocks.length - 1 : blocks.length;
  blocks.splice(at, 0, block);
  // The renderer keeps room for this line (`reservedBlocks`); should it not have, a body block
  // goes, never the header or a line saying what was left out.
  if (blocks.length > RENDER_LIMITS.slack.blocks) dropBodyBlock(blocks, at);
  return { text: message.text, blocks };
}

/** Charts Slack can show without an upload into the channel (image URLs). */
export function urlChartsOnly(charts: Chart[]): Chart[] {
  return charts.filter((c) => c.image.kind === 'url');
}
