/**
 * The Slack `Deliverer`: posts reports and notices with the Web API.
 *
 * Download CSV posts the report's CSV file in the report's thread (csv.ts).
 * A report goes to its channel (or thread) with `chat.postMessage`, or replaces the message
 * a button was clicked on with `chat.update`; one posted with its figures only gets its
 * charts afterwards in a `chat.update` of the same message (`addCharts`, uploaded meanwhile
 * by `prepareCharts`). PNG charts are uploaded and shown as
 * `slack_file` images, or with SLACK_CHARTS=link shown from the bot's own signed links. When
 * the bot is not in the channel the command's `response_url` answers instead, with a line
 * asking to invite the bot. Failures become `DeliveryError`s:
 * the jobs layer retries the retryable ones and pauses subscriptions on permanent ones.
 */
import type { WebClient } from '@slack/web-api';
import type { ChartLinks } from '../http/chart-links.js';
import { DeliveryError, type Deliverer, type DeliveryAbilities, type PreparedCharts, type ReportMessage } from '../../jobs/index.js';
import type { Logger } from '../../src/log.js';
import type { SlackMessage } from '../../src/render/block-kit.js';
import { CHART_ERROR_LINE } from '../../src/render/charts.js';
import { postChartsInThread, prepareCharts, describe, type HostChart } from './charts.js';
import { postCsvInThread } from './csv.js';
import { cannotUpdate, isNotHere, platformCode, toDeliveryError } from './errors.js';
import { CHART_IN_THREAD_LINE, INVITE_LINE, reportMessage, urlChartsOnly, withContextLine } from './message.js';
import { deliverNotice, isUserId, openDm, type NoticeDeps, type Sent } from './notices.js';
import { ChannelPacer } from './pacer.js';
import { createResponsePoster, type PostResponse } from './response-url.js';
import type { SlackTarget } from './target.js';

export interface SlackDelivererOptions {
  client: WebClient;
  logger: Logger;
  /** Posts to response_url; default `fetch` with a 10 s timeout. */
  postResponse?: PostResponse;
  /** Per-channel spacing; default one message per second per channel. */
  pacer?: ChannelPacer;
  /** SLACK_CHARTS=link: charts are kept by the bot and shown from their links instead of uploaded. */
  chartLinks?: ChartLinks | null;
}

type ReportDeps = NoticeDeps & { chartLinks?: ChartLinks | null };

/** How a report's PNGs are hosted by the bot, when they are. */
function hostOf(deps: ReportDeps, msg: ReportMessage): HostChart | undefined {
  const links = deps.chartLinks;
  return links ? (key, png) => links.host(msg.report, key, png) : undefined;
}

/** Creates the Slack deliverer. Targets of other platforms are refused. */
export function createSlackDeliverer(opts: SlackDelivererOptions): Deliverer<SlackTarget> & DeliveryAbilities<SlackTarget> {
  const deps: ReportDeps = {
    chartLinks: opts.chartLinks,
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
        const receipt =
          message.kind === 'report'
            ? await deliverReport(deps, target, message)
            : message.kind === 'csv'
              ? await postCsvInThread(deps.client, await openDm(deps, target.channelId), target.threadTs ?? message.messageId, message)
              : await deliverNotice(deps, target, message);
        opts.logger.info(
          {
            event: 'slack_delivered',
            correlationId: message.correlationId,
            kind: message.kind,
            channel: target.channelId,
            via: receipt.via,
            ms: Date.now() - started,
          },
          'delivered to Slack',
        );
        // Through response_url (the bot is not in the channel) there is no message to update later.
        return { messageId: receipt.messageId, ...(receipt.via === 'response_url' ? { editable: false } : {}) };
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
    prepareCharts: (_target, message) => prepareCharts(deps.client, message.charts, deps.logger, message.correlationId, hostOf(deps, message)),
    async addCharts(target, posted, message, prepared) {
      const channel = await openDm(deps, target.channelId).catch(() => target.channelId);
      await addChartsTo(
        deps,
        target,
        channel,
        posted.messageId,
        message,
        prepared ?? (await prepareCharts(deps.client, message.charts, deps.logger, message.correlationId, hostOf(deps, message))),
      );
    },
    // A direct message's channel is known once opened; one not opened yet is not paced ahead.
    reserveTurn(target, firingId) {
      const channel = isUserId(target.channelId) ? deps.dms.get(target.channelId) : target.channelId;
      return channel === undefined ? 0 : deps.pacer.reserve(channel, firingId);
    },
    async findPosted(target, firingId, sinceMs) {
      try {
        return await findTagged(deps, await openDm(deps, target.channelId), firingId, sinceMs);
      } catch (err) {
        throw toDeliveryError(err);
      }
    },
  };
}

/** The `event_type` of the message metadata a subscription's post carries: its firing's id. */
export const FIRING_EVENT_TYPE = 'report_bot_firing';
/** Pages of history searched for an earlier post of a firing (200 messages each). */
export const FIRING_SEARCH_PAGES = 3;

/** Metadata that tags a firing's post, so `findTagged` can find it after a crash. */
function firingMetadata(firingId: string | undefined) {
  return firingId ? { event_type: FIRING_EVENT_TYPE, event_payload: { firing: firingId } } : undefined;
}

/**
 * The ts of a message tagged with `firingId` posted in `channel` since `sinceMs`, newest
 * first, within `FIRING_SEARCH_PAGES` pages: a busy channel's older messages are not read.
 */
async function findTagged(deps: NoticeDeps, channel: string, firingId: string, sinceMs: number): Promise<string | null> {
  let cursor: string | undefined;
  for (let page = 0; page < FIRING_SEARCH_PAGES; page++) {
    const res = await deps.client.conversations.history({
      channel,
      oldest: (sinceMs / 1000).toFixed(6),
      include_all_metadata: true,
      limit: 200,
      cursor,
    });
    // The Web API types the payload as `{}`: its fields are ours, read as plain values.
    const hit = res.messages?.find(
      (m) => m.metadata?.event_type === FIRING_EVENT_TYPE && (m.metadata.event_payload as { firing?: unknown } | undefined)?.firing === firingId,
    );
    if (hit?.ts) return hit.ts;
    cursor = res.response_metadata?.next_cursor || undefined;
    if (!res.has_more || !cursor) return null;
  }
  deps.logger.warn(
    { event: 'slack_firing_search_truncated', channel, pages: FIRING_SEARCH_PAGES },
    'stopped looking for an earlier post after the newest pages',
  );
  return null;
}

async function deliverReport(deps: ReportDeps, target: SlackTarget, msg: ReportMessage): Promise<Sent> {
  const channel = await openDm(deps, target.channelId);
  if (msg.chartsPending) return place(deps, target, channel, msg, NO_CHARTS, reportMessage(msg.report, [], false, msg, true));
  const prepared = await prepareCharts(deps.client, msg.charts, deps.logger, msg.correlationId, hostOf(deps, msg));
  return place(deps, target, channel, msg, prepared, reportMessage(msg.report, prepared.charts, msg.chartError || prepared.failed, msg));
}

const NO_CHARTS: PreparedCharts = { charts: [], failed: false, hosted: new Set() };

/**
 * The chart after the figures: the message posted with a line holding the chart's place is
 * updated with the chart, uploaded (Slack's three upload calls need the PNG's length, so none
 * can start before it is drawn) or kept for its link while the figures were on their way. An
 * update Slack refuses puts the chart in the thread, as `withChartFallback` does. Never throws:
 * the figures are out, and a retry would post them twice.
 */
async function addChartsTo(
  deps: ReportDeps,
  target: SlackTarget,
  channel: string,
  ts: string,
  msg: ReportMessage,
  prepared: PreparedCharts,
): Promise<void> {
  try {
    await withChartFallback(
      deps,
      msg,
      prepared,
      channel,
      (m) => update(deps, channel, ts, m).then(() => ts),
      () => target.threadTs ?? ts,
    );
  } catch (err) {
    deps.logger.warn(
      { event: 'slack_chart_update_failed', correlationId: msg.correlationId, channel, error: describe(err) },
      'could not add the chart to the message; posting it in the thread',
    );
    await chartsInThreadInstead(deps, channel, target.threadTs ?? ts, ts, msg);
  }
}

/** After an update Slack refused: the chart in the thread, and the message's chart line saying where it went. */
async function chartsInThreadInstead(deps: NoticeDeps, channel: string, threadTs: string, ts: string, msg: ReportMessage): Promise<void> {
  const threaded = await postChartsInThread(deps.client, msg.charts, { channel, threadTs }, deps.logger, msg.correlationId);
  const line = threaded && msg.charts.length > 0 && !msg.chartError ? CHART_IN_THREAD_LINE : CHART_ERROR_LINE;
  await update(deps, channel, ts, withContextLine(reportMessage(msg.report, [], false, msg), line)).catch((err: unknown) => {
    deps.logger.warn(
      { event: 'slack_chart_line_failed', correlationId: msg.correlationId, error: describe(err) },
      'could not correct the chart line',
    );
  });
}

/** Posts a report, or rewrites the message a button was pressed on, with the fallbacks of each. */
async function place(
  deps: NoticeDeps,
  target: SlackTarget,
  channel: string,
  msg: ReportMessage,
  prepared: PreparedCharts,
  full: SlackMessage,
): Promise<Sent> {
  if (msg.replaceMessageId) {
    const ts = msg.replaceMessageId;
    try {
      await withChartFallback(
        deps,
        msg,
        prepared,
        channel,
        (m) => update(deps, channel, ts, m).then(() => ts),
        () => ts,
        full,
      );
      return { messageId: ts, via: 'chat.update' };
    } catch (err) {
      const code = platformCode(err);
      if ((isNotHere(code) || cannotUpdate(code)) && target.responseUrl) {
        // A message the bot could not have posted itself (it came through response_url).
        await deps.postResponse(target.responseUrl, { ...fallbackMessage(msg, prepared), replace_original: true });
        return { messageId: ts, via: 'response_url' };
      }
      if (!cannotUpdate(code)) throw err;
      deps.logger.info(
        { event: 'slack_update_refused', correlationId: msg.correlationId, platformCode: code },
        'could not update the message; answering in its thread',
      );
      return post(deps, { ...target, threadTs: target.threadTs ?? ts }, channel, msg, prepared, full);
    }
  }
  return post(deps, target, channel, msg, prepared, full);
}

async function post(
  deps: NoticeDeps,
  target: SlackTarget,
  channel: string,
  msg: ReportMessage,
  prepared: PreparedCharts,
  full: SlackMessage,
): Promise<Sent> {
  try {
    let posted = '';
    const send = async (m: SlackMessage) => {
      await deps.pacer.wait(channel);
      const res = await deps.client.chat.postMessage({
        channel,
        thread_ts: target.threadTs,
        text: m.text,
        blocks: m.blocks,
        unfurl_links: false,
        unfurl_media: false,
        metadata: firingMetadata(msg.firingId),
      });
      posted = res.ts ?? '';
      return posted;
    };
    await withChartFallback(deps, msg, prepared, channel, send, (ts) => target.threadTs ?? ts, full);
    return { messageId: posted, via: 'chat.postMessage' };
  } catch (err) {
    const code = platformCode(err);
    if (isNotHere(code) && target.responseUrl) {
      deps.logger.info(
        { event: 'slack_response_url_fallback', correlationId: msg.correlationId, channel, platformCode: code },
        'bot is not in the channel; answering through response_url',
      );
      await deps.postResponse(target.responseUrl, { ...fallbackMessage(msg, prepared), response_type: 'in_channel', replace_original: false });
      return { messageId: '', via: 'response_url' };
    }
    throw err;
  }
}

/**
 * Sends the full message; if Slack refuses its `slack_file` images (`invalid_blocks`: an
 * upload Slack has not finished processing) or could not fetch the bot's chart links, sends it
 * without them and posts the PNGs in the thread. If even that fails, the message is updated to say the chart could not be made.
 */
async function withChartFallback(
  deps: NoticeDeps,
  msg: ReportMessage,
  prepared: PreparedCharts,
  channel: string,
  send: (m: SlackMessage) => Promise<string>,
  threadOf: (ts: string) => string,
  full: SlackMessage = reportMessage(msg.report, prepared.charts, msg.chartError || prepared.failed, msg),
): Promise<void> {
  try {
    await send(full);
    return;
  } catch (err) {
    const hasOurs = prepared.charts.some((c) => c.image.kind === 'slack_file' || prepared.hosted.has(c.key));
    if (platformCode(err) !== 'invalid_blocks' || !hasOurs) throw err;
    deps.logger.warn(
      { event: 'slack_chart_not_shown', correlationId: msg.correlationId, error: describe(err) },
      'Slack refused the uploaded chart in the message; posting it in the thread',
    );
  }
  const chartError = msg.chartError || prepared.failed;
  // Charts drawn elsewhere (QuickChart) stay; the bot's own go in the thread.
  const elsewhere = urlChartsOnly(prepared.charts).filter((c) => !prepared.hosted.has(c.key));
  const withoutFiles = reportMessage(msg.report, elsewhere, chartError, msg);
  const ts = await send(withContextLine(withoutFiles, CHART_IN_THREAD_LINE));
  const threaded = await postChartsInThread(deps.client, msg.charts, { channel, threadTs: threadOf(ts) }, deps.logger, msg.correlationId);
  if (threaded) return;
  await update(deps, channel, ts, reportMessage(msg.report, elsewhere, true, msg)).catch((err: unknown) => {
    deps.logger.warn(
      { event: 'slack_chart_line_failed', correlationId: msg.correlationId, error: describe(err) },
      'could not correct the chart line',
    );
  });
}

async function update(deps: NoticeDeps, channel: string, ts: string, m: SlackMessage): Promise<void> {
  await deps.client.chat.update({ channel, ts, text: m.text, blocks: m.blocks });
}

/** The report as response_url can carry it: image-URL charts only, and the invitation. */
function fallbackMessage(msg: ReportMessage, prepared: PreparedCharts): SlackMessage {
  const m = reportMessage(msg.report, urlChartsOnly(prepared.charts), false, msg);
  return withContextLine(m, INVITE_LINE);
}
