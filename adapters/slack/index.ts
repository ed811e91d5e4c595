/**
 * The Slack platform plug-in (see adapters/platform.ts): the Web API client shared by the
 * deliverer and the Bolt receiver, Slack's target, its table of delivery errors and its
 * renderer (Block Kit). The folder:
 *
 * - target.ts: `SlackTarget` (team, channel, person, response_url, thread) and its addressing.
 * - receiver.ts: the Bolt app (`/report`, buttons) on `POST /slack/events` or Socket Mode; messages.ts: its
 *   message events (@mentions, DMs, replies in threads it answered); conversation.ts: how each is answered.
 * - deliverer.ts, notices.ts, charts.ts: posting reports (charts uploaded, or shown from the bot's links) and notices.
 * - errors.ts: the one table of Slack error codes; message.ts: Slack's voice and report message.
 * - client.ts (the SDK's options and log bridge), rate-limits.ts (429s waited out per channel or method), pacer.ts, response-url.ts, constants.ts: the Web API's parts.
 */
import type { Cluster, Redis } from 'ioredis';
import type { RetryOptions } from '@slack/web-api';
import type { Config } from '../../src/config.js';
import type { Logger } from '../../src/log.js';
import type { ChartLinks } from '../http/chart-links.js';
import type { PlatformPlugin, Receiver } from '../platform.js';
import { createThreadContexts } from './assistant.js';
import { createSlackClient } from './client.js';
import { createSlackDeliverer } from './deliverer.js';
import { SLACK_DELIVERY_ERRORS } from './errors.js';
import { reportMessage } from './message.js';
import { createSlackLocales, type SlackLocalesOptions } from './locales.js';
import { ChannelPacer } from './pacer.js';
import { createCallLimiter } from '../call-limits.js';
import type { MethodLimits } from './method-limits.js';
import { createSlackReceiver } from './receiver.js';
import { seenSignatures } from './request-guard.js';
import { createResponsePoster, type PostResponse } from './response-url.js';
import { slackAddressing, type SlackTarget } from './target.js';

export { SLACK_EVENTS_PATH, SLASH_COMMAND, BOT_SCOPES, BOT_EVENTS, METHOD_SCOPES } from './constants.js';
export { DEFAULT_RETRY } from './client.js';
export { SLACK_DELIVERY_ERRORS, toDeliveryError } from './errors.js';
export { slackAddressing, SlackTargetSchema, type SlackTarget } from './target.js';

export interface SlackPlatformOptions {
  /** `config.slack`. */
  config: NonNullable<Config['slack']>;
  logger: Logger;
  /** WebClient retry policy; tests shorten it. */
  retryConfig?: RetryOptions;
  /** How people's locales are kept and waited for (locales.ts's defaults otherwise). */
  locales?: SlackLocalesOptions;
  /** Spacing of messages per channel, in ms (default 1,000). */
  channelIntervalMs?: number;
  /** How response_url is posted to (default: fetch). */
  postResponse?: PostResponse;
  /** Slack's limits per method (default: the published ones, method-limits.ts); tests hand in tighter ones. */
  methodLimits?: MethodLimits;
  /** Redis for the signatures already taken and the calls made (shared by every process); in memory without. */
  redis?: { client: Redis | Cluster; prefix: string } | null;
  /** With SLACK_CHARTS=link: where charts are kept and the links Slack fetches them from. */
  chartLinks?: ChartLinks | null;
}

export type SlackPlatform = PlatformPlugin<SlackTarget>;

/** Builds the Slack plug-in from `config.slack`; its receiver is made once jobs run. */
export function createSlackPlatform(opts: SlackPlatformOptions): SlackPlatform {
  const { config } = opts;
  if (!config.appToken && !config.signingSecret)
    throw new Error('SLACK_SIGNING_SECRET is required for Slack in HTTP mode (or set SLACK_APP_TOKEN for Socket Mode)');
  const logger = opts.logger.child({ component: 'slack' });
  const channelIntervalMs = opts.channelIntervalMs ?? 1_000;
  const pacer = new ChannelPacer(channelIntervalMs);
  // Slack's limits kept to by every process of the deployment together (through Redis when there is one).
  const limiter = createCallLimiter({ redis: opts.redis ?? null, logger });
  const client = createSlackClient(
    config.botToken,
    config.apiUrl,
    { logger, pacer, limiter, methodLimits: opts.methodLimits, channelPosting: [{ limit: 3, ms: 3 * channelIntervalMs, marginMs: 0 }] },
    opts.retryConfig,
  );
  const postResponse = opts.postResponse ?? createResponsePoster();
  // People's locales, asked of Slack by the front door once a request is acknowledged (locales.ts).
  const locales = createSlackLocales(client, logger, opts.locales);
  const deliverer = createSlackDeliverer({ client, logger, postResponse, pacer, chartLinks: opts.chartLinks });
  return {
    ...slackAddressing,
    deliverer,
    abilities: deliverer,
    deliveryErrors: SLACK_DELIVERY_ERRORS,
    renderer: { format: 'Block Kit', render: (report, charts, chartError) => reportMessage(report, charts, chartError) },
    receive: ({ door, jobs }): Receiver =>
      createSlackReceiver({
        config,
        door,
        client,
        subscriptions: jobs?.subscriptions ?? null,
        retryConfig: opts.retryConfig,
        logger,
        postResponse,
        locales,
        seen: seenSignatures(opts.redis ?? null, logger),
        threadContexts: createThreadContexts(opts.redis ?? null),
      }),
  };
}
