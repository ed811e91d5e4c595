/**
 * The Slack `Deliverer`: posts reports and notices with the Web API.
 *
 * A report goes to its channel (or thread) with `chat.postMessage`, or replaces the message
 * a button was clicked on with `chat.update`. PNG charts are uploaded first and shown as
 * `slack_file` images. When the bot is not in the channel the command's `response_url`
 * answers instead, with a line asking to invite the bot. Failures become `DeliveryError`s:
 * the jobs layer retries the retryable ones and pauses subscriptions on permanent ones.
 */
import type { WebClient } from '@slack/web-api';
import { DeliveryError, type Deliverer, type OutgoingMessage } from '../../jobs/index.js';
import type { Logger } from '../../src/log.js';
import type { SlackMessage } from '../../src/render/block-kit.js';
import { postChartsInThread, prepareCharts, describe, type PreparedCharts } from './charts.js';
import { cannotUpdate, isNotHere, platformCode, toDeliveryError } from './errors.js';
import { CHART_IN_THREAD_LINE, INVITE_LINE, reportMessage, urlChartsOnly, withContextLine } from './message.js';
import { deliverNotice, openDm, type NoticeDeps, type Sent } from './notices.js';
import { ChannelPacer } from './pacer.js';
import { createResponsePoster, type PostResponse } from './response-url.js';
import type { SlackTarget } from './target.js';

type ReportMessage = Extract<OutgoingMessage, { kind: 'report' }>;

export interface SlackDelivererOptions {
  client: WebClient;
  logger: Logger;
  /** Posts to response_url; default `fetch` with a 10 s timeout. */
  postResponse?: PostResponse;
  /** Per-channel spacing; default one message per second per channel. */
  pacer?: ChannelPacer;
}

/** Creates the Slack deliverer. Targets of other platforms are refused. */
export function createSlackDeliverer(opts: SlackDelivererOptions): Deliverer<SlackTarget> {
  const deps: NoticeDeps = {
    client: opts.client,
    logger: opts.logger,
    postResponse: opts.postResponse ?? createResponsePoster(),
    pacer: opts.pacer ?? new ChannelPacer(),
    dms: new Map(),
  };
  return {
    async deliver(target, message) {
      const platform: string = target.platform;
      if (platform !== 'slack') {
        throw new DeliveryError('rejected', { platformCode: 'wrong_platform', detail: `the Slack deliverer got a ${platform} target` });
      }
      const started = Date.now();
      try {
        const receipt = message.kind === 'report' ? await deliverReport(deps, target, message) : await deliverNotice(deps, target, message);
        opts.logger.info(
          { event: 'slack_delivered', correlationId: message.correlationId, kind: message.kind, channel: target.channelId, via: receipt.via, ms: Date.now() - started },
          'delivered to Slack',
        );
        return { messageId: receipt.messageId };
      } catch (err) {
        const failure = toDeliveryError(err);
        opts.logger.warn(
          {
            event: 'slack_delivery_failed',
            correlationId: message.correlationId,
            kind: message.kind,
            channel: target.channelId,
            code: failure.code,
            platformCode: failure.platformCode,
            permanent: failure.permanent,
            retryable: failure.retryable,
          },
          'Slack delivery failed',
        );
        throw failure;
      }
    },
  };
}

async function deliverReport(deps: NoticeDeps, target: SlackTarget, msg: ReportMessage): Promise<Sent> {
  const channel = await openDm(deps, target.channelId);
  const prepared = await prepareCharts(deps.client, msg.charts, deps.logger, msg.correlationId);
  const chartError = msg.chartError || prepared.failed;
  const full = reportMessage(msg.report, prepared.charts, chartError, msg.subscriptionId);

  if (msg.replaceMessageId) {
    const ts = msg.replaceMessageId;
    try {
      await withChartFallback(deps, msg, prepared, channel, (m) => update(deps, channel, ts, m).then(() => ts), () => ts);
      return { messageId: ts, via: 'chat.update' };
    } catch (err) {
      const code = platformCode(err);
      if ((isNotHere(code) || cannotUpdate(code)) && target.responseUrl) {
        // A message the bot could not have posted itself (it came through response_url).
        await deps.postResponse(target.responseUrl, { ...fallbackMessage(msg, prepared), replace_original: true });
        return { messageId: ts, via: 'response_url' };
      }
      if (!cannotUpdate(code)) throw err;
      deps.logger.info({ event: 'slack_update_refused', correlationId: msg.correlationId, platformCode: code }, 'could not update the message; answering in its thread');
      return post(deps, { ...target, threadTs: target.threadTs ?? ts }, channel, msg, prepared, full);
    }
  }
  return post(deps, target, channel, msg, prepared, full);
}

async function post(deps: NoticeDeps, target: SlackTarget, channel: string, msg: ReportMessage, prepared: PreparedCharts, full: SlackMessage): Promise<Sent> {
  try {
    let posted = '';
    const send = async (m: SlackMessage) => {
      await deps.pacer.wait(channel);
      const res = await deps.client.chat.postMessage({ channel, thread_ts: target.threadTs, text: m.text, blocks: m.blocks, unfurl_links: false, unfurl_media: false });
      posted = res.ts ?? '';
      return posted;
    };
    await withChartFallback(deps, msg, prepared, channel, send, (ts) => target.threadTs ?? ts, full);
    return { messageId: posted, via: 'chat.postMessage' };
  } catch (err) {
    const code = platformCode(err);
    if (isNotHere(code) && target.responseUrl) {
      deps.logger.info({ event: 'slack_response_url_fallback', correlationId: msg.correlationId, channel, platformCode: code }, 'bot is not in the channel; answering through response_url');
      await deps.postResponse(target.responseUrl, { ...fallbackMessage(msg, prepared), response_type: 'in_channel', replace_original: false });
      return { messageId: '', via: 'response_url' };
    }
    throw err;
  }
}

/**
 * Sends the full message; if Slack refuses its `slack_file` images (`invalid_blocks`: an
 * upload Slack has not finished processing), sends it without them and posts the PNGs in
 * the thread. If even that fails, the message is updated to say the chart could not be made.
 */
async function withChartFallback(
  deps: NoticeDeps,
  msg: ReportMessage,
  prepared: PreparedCharts,
  channel: string,
  send: (m: SlackMessage) => Promise<string>,
  threadOf: (ts: string) => string,
  full: SlackMessage = reportMessage(msg.report, prepared.charts, msg.chartError || prepared.failed, msg.subscriptionId),
): Promise<void> {
  try {
    await send(full);
    return;
  } catch (err) {
    const hasFiles = prepared.charts.some((c) => c.image.kind === 'slack_file');
    if (platformCode(err) !== 'invalid_blocks' || !hasFiles) throw err;
    deps.logger.warn({ event: 'slack_chart_not_shown', correlationId: msg.correlationId, error: describe(err) }, 'Slack refused the uploaded chart in the message; posting it in the thread');
  }
  const chartError = msg.chartError || prepared.failed;
  const withoutFiles = reportMessage(msg.report, urlChartsOnly(prepared.charts), chartError, msg.subscriptionId);
  const ts = await send(withContextLine(withoutFiles, CHART_IN_THREAD_LINE));
  const threaded = await postChartsInThread(deps.client, msg.charts, { channel, threadTs: threadOf(ts) }, deps.logger, msg.correlationId);
  if (threaded) return;
  await update(deps, channel, ts, reportMessage(msg.report, urlChartsOnly(prepared.charts), true, msg.subscriptionId)).catch((err: unknown) => {
    deps.logger.warn({ event: 'slack_chart_line_failed', correlationId: msg.correlationId, error: describe(err) }, 'could not correct the chart line');
  });
}

async function update(deps: NoticeDeps, channel: string, ts: string, m: SlackMessage): Promise<void> {
  await deps.client.chat.update({ channel, ts, text: m.text, blocks: m.blocks });
}

/** The report as response_url can carry it: image-URL charts only, and the invitation. */
function fallbackMessage(msg: ReportMessage, prepared: PreparedCharts): SlackMessage {
  const m = reportMessage(msg.report, urlChartsOnly(prepared.charts), false, msg.subscriptionId);
  return withContextLine(m, INVITE_LINE);
}
