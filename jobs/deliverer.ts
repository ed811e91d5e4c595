/**
 * The delivery port: how a finished report (or a one-sentence notice) reaches a chat.
 *
 * The message is platform-neutral on purpose: a deliverer renders it itself with the pure
 * renderers in src/render, because rendering depends on delivery. Slack must upload a chart
 * PNG first and put the returned file id in the blocks; Teams takes a data URI; the preview
 * page keeps the bytes. Slack and Teams implement this port in their adapters; this folder
 * ships the preview and recording deliverers.
 */
import { AppError } from '../src/errors.js';
import type { ChartImage } from '../src/render/charts.js';
import type { Report } from '../src/reports/types.js';
import type { DeliveryTarget } from './targets.js';

/** A chart made for a report, matched to the report's series by `key`. */
export interface ChartAttachment {
  key: string;
  title: string;
  alt: string;
  image: ChartImage;
}

/**
 * What to deliver.
 * - `report`: a report with its charts. `chartError` says a chart was wanted but could not
 *   be made (renderers show one line instead of a broken image). `replaceMessageId` asks to
 *   update a message in place (a Refresh button) where the platform can.
 * - `notice`: one sentence, for the requester only (Slack: ephemeral or DM) or for the whole
 *   channel. Failure notices end with `(ref <correlationId>)`.
 */
export type OutgoingMessage =
  | {
      kind: 'report';
      report: Report;
      charts: ChartAttachment[];
      chartError: boolean;
      correlationId: string;
      replaceMessageId?: string;
      /** Set when a subscription fired; deliverers may say so under the report. */
      subscriptionId?: string;
    }
  | { kind: 'notice'; text: string; correlationId: string; audience: 'requester' | 'channel' };

/** What the platform returned for a delivered message: its id there (Slack `ts`, Teams activity id). */
export interface DeliveryReceipt {
  messageId: string;
}

/** The port. Implementations throw `DeliveryError` for every failure they understand. */
export interface Deliverer {
  deliver(target: DeliveryTarget, message: OutgoingMessage): Promise<DeliveryReceipt>;
}

/**
 * Stable codes of delivery failures:
 * - `target_gone`: the channel was deleted or archived, or the bot was removed from it; trying
 *   again will not help and a subscription to it is paused (`permanent`).
 * - `rate_limited`: the platform said 429; retryable.
 * - `unavailable`: the platform answered 5xx or could not be reached; retryable.
 * - `rejected`: the platform refused this message (too big, invalid blocks, no permission
 *   to post here); not retryable, not permanent.
 */
export type DeliveryErrorCode = 'target_gone' | 'rate_limited' | 'unavailable' | 'rejected';

const SENTENCES: Record<DeliveryErrorCode, string> = {
  target_gone: 'I can no longer post in that conversation: it was archived or deleted, or I was removed from it.',
  rate_limited: 'The chat service asked me to slow down, so the report could not be posted yet.',
  unavailable: 'The chat service is not answering right now, so the report could not be posted.',
  rejected: 'The chat service refused the message.',
};

/** A failed delivery, in the app's error vocabulary. */
export class DeliveryError extends AppError {
  declare readonly code: DeliveryErrorCode;
  /** The conversation is gone for good: pause subscriptions that post there. */
  readonly permanent: boolean;
  /** The platform's own code or status, e.g. `channel_not_found`, `403`. */
  readonly platformCode?: string;
  /** A Retry-After the platform sent, in ms. */
  readonly retryAfterMs?: number;

  constructor(
    code: DeliveryErrorCode,
    opts: { userMessage?: string; platformCode?: string; retryAfterMs?: number; cause?: unknown; detail?: string } = {},
  ) {
    super(code, opts.userMessage ?? SENTENCES[code], {
      retryable: code === 'rate_limited' || code === 'unavailable',
      cause: opts.cause,
      detail: opts.detail ?? `delivery ${code}${opts.platformCode ? ` (${opts.platformCode})` : ''}`,
    });
    this.permanent = code === 'target_gone';
    this.platformCode = opts.platformCode;
    this.retryAfterMs = opts.retryAfterMs;
  }
}

/** Slack Web API `error` codes that mean the channel is gone or the bot is no longer in it. */
export const SLACK_TARGET_GONE_CODES: ReadonlySet<string> = new Set([
  'channel_not_found',
  'not_in_channel',
  'is_archived',
  'channel_is_archived',
  'team_access_not_granted',
  'account_inactive',
]);

const SLACK_GONE_SENTENCES: Record<string, string> = {
  channel_not_found: 'Slack says the channel no longer exists or I cannot see it.',
  not_in_channel: 'Slack says I am no longer a member of the channel.',
  is_archived: 'Slack says the channel is archived.',
  channel_is_archived: 'Slack says the channel is archived.',
};

/** The DeliveryError for a Slack Web API error code (`ok: false`) or HTTP status. */
export function slackDeliveryError(platformCode: string, opts: { status?: number; retryAfterMs?: number; cause?: unknown } = {}): DeliveryError {
  if (SLACK_TARGET_GONE_CODES.has(platformCode)) {
    return new DeliveryError('target_gone', { platformCode, userMessage: SLACK_GONE_SENTENCES[platformCode], cause: opts.cause });
  }
  if (platformCode === 'ratelimited' || platformCode === 'rate_limited' || opts.status === 429) {
    return new DeliveryError('rate_limited', { platformCode, retryAfterMs: opts.retryAfterMs, cause: opts.cause });
  }
  if ((opts.status !== undefined && opts.status >= 500) || ['internal_error', 'fatal_error', 'service_unavailable', 'request_timeout'].includes(platformCode)) {
    return new DeliveryError('unavailable', { platformCode, cause: opts.cause });
  }
  return new DeliveryError('rejected', { platformCode, userMessage: `Slack refused the message (${platformCode}).`, cause: opts.cause });
}

/**
 * The DeliveryError for an HTTP status from the Bot Framework (Teams): 403 (bot removed or
 * blocked) and 404 (conversation gone) are permanent; 412, 429 and 5xx are retryable.
 */
export function teamsDeliveryError(status: number, opts: { retryAfterMs?: number; cause?: unknown } = {}): DeliveryError {
  const platformCode = String(status);
  if (status === 403) return new DeliveryError('target_gone', { platformCode, userMessage: 'Teams says I was removed from the conversation or blocked.', cause: opts.cause });
  if (status === 404) return new DeliveryError('target_gone', { platformCode, userMessage: 'Teams says the conversation no longer exists.', cause: opts.cause });
  if (status === 429) return new DeliveryError('rate_limited', { platformCode, retryAfterMs: opts.retryAfterMs, cause: opts.cause });
  // 412: Teams' answer while the conversation is being changed at the same moment; Microsoft's
  // guidance is to retry it with backoff.
  if (status >= 500 || status === 412) return new DeliveryError('unavailable', { platformCode, cause: opts.cause });
  return new DeliveryError('rejected', { platformCode, userMessage: `Teams refused the message (HTTP ${status}).`, cause: opts.cause });
}
