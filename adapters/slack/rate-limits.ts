/**
 * Slack's 429s, waited out per bucket. Slack limits posting per channel and every other Web API
 * method per method (its tiers, per workspace); a 429 names how long to wait (Retry-After).
 *
 * The WebClient's own handling (rejectRateLimitedCalls: false) pauses its whole request queue
 * for the Retry-After of any one call, so an upload refused for its tier would stop every
 * channel's messages too, and each 429 used up one of the few retries meant for 5xx and network
 * errors, so a storm could drop a chart after three refusals. Here the client rejects rate-limited
 * calls at once, and `RateLimitedWebClient.apiCall` waits out the Retry-After for that call's
 * bucket alone (the channel for posting, the method otherwise), holds the same bucket for every
 * call behind it, and tries again, for up to `maxWaitMs` in all; past that the refusal goes to the
 * caller (a retryable `rate_limited` delivery error, so the job tries later). Every call goes
 * through `apiCall`, the steps of `filesUploadV2` included, so each step is retried alone.
 */
import { ErrorCode, WebClient, type WebAPICallResult, type WebClientOptions } from '@slack/web-api';
import type { Logger } from '../../src/log.js';
import { RateLimitHolds } from '../rate-limit-holds.js';
import type { ChannelPacer } from './pacer.js';

/** Slack counts these per channel (one message a second); every other method per method. */
const POSTING = new Set(['chat.postMessage', 'chat.postEphemeral', 'chat.update', 'chat.scheduleMessage']);

/** The bucket Slack counts a call in: `channel:<id>` for posting, else `method:<name>`. */
export function rateLimitBucket(method: string, options?: Record<string, unknown>): string {
  const channel = options?.channel ?? options?.channel_id;
  return POSTING.has(method) && typeof channel === 'string' && channel !== '' ? `channel:${channel}` : `method:${method}`;
}

export interface RateLimitOptions {
  logger: Logger;
  /** Posting holds also go to the pacer, so the messages it spaces start after the hold. */
  pacer?: ChannelPacer;
  /** How long one call may spend waiting out 429s before the refusal is the caller's (default 60 s). */
  maxWaitMs?: number;
}

export class RateLimitedWebClient extends WebClient {
  readonly holds = new RateLimitHolds();

  constructor(
    token: string,
    options: WebClientOptions,
    private readonly limits: RateLimitOptions,
  ) {
    super(token, { ...options, rejectRateLimitedCalls: true });
  }

  override async apiCall(method: string, options?: Record<string, unknown>): Promise<WebAPICallResult> {
    const bucket = rateLimitBucket(method, options);
    const deadline = Date.now() + (this.limits.maxWaitMs ?? 60_000);
    for (;;) {
      await this.holds.wait(bucket);
      try {
        return await super.apiCall(method, options);
      } catch (err) {
        const retryAfter =
          (err as { code?: unknown; retryAfter?: unknown }).code === ErrorCode.RateLimitedError
            ? Number((err as { retryAfter?: unknown }).retryAfter)
            : NaN;
        if (!Number.isFinite(retryAfter)) throw err;
        const ms = Math.max(retryAfter, 1) * 1000;
        this.holds.hold(bucket, ms);
        if (bucket.startsWith('channel:')) this.limits.pacer?.holdFor(bucket.slice('channel:'.length), ms);
        const giveUp = Date.now() + ms > deadline;
        this.limits.logger.warn(
          { event: 'slack_rate_limited', method, bucket, retryAfterSeconds: retryAfter, giveUp },
          'Slack asked the bot to slow down',
        );
        if (giveUp) throw err;
      }
    }
  }
}
