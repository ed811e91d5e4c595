/**
 * Slack's limits and 429s, kept to for every call the bot's Web API client makes (every process
 * and worker thread of a deployment together: call-limits.ts). Slack limits posting per channel
 * and every other Web API method per method (its tiers, per workspace); a 429 names how long to
 * wait (Retry-After).
 *
 * Before each call, its turn: for chat.postMessage the channel's (one a second) and the
 * workspace's; for any other method the method's tier (method-limits.ts). So a storm's calls to
 * a method are spread within its tier instead of bouncing off it. A 429 all the same (Slack's
 * own count is not ours: another app of the workspace, a burst Slack does not allow) holds the
 * call's bucket (the channel for chat.postMessage, else the method) for its Retry-After, for
 * every call of every process, and the refused call takes its turn again, for up to `maxWaitMs`
 * in all; past that the refusal goes to the caller (a retryable `rate_limited` delivery error,
 * so the job tries later).
 *
 * The WebClient's own handling (rejectRateLimitedCalls: false) would pause its whole request
 * queue for the Retry-After of any one call and use up one of the few retries meant for 5xx and
 * network errors on each 429; here the client rejects rate-limited calls at once and this class
 * does the waiting, so the two never double up. Every call goes through `apiCall`, the steps of
 * `filesUploadV2` included, so each step keeps to its own method's limit.
 */
import { createHash } from 'node:crypto';
import { ErrorCode, WebClient, type WebAPICallResult, type WebClientOptions } from '@slack/web-api';
import type { Logger } from '../../src/log.js';
import { createCallLimiter, type CallLimiter, type CallWindow } from '../call-limits.js';
import { CHANNEL_POSTING, SLACK_METHOD_LIMITS, type MethodLimits } from './method-limits.js';
import type { ChannelPacer } from './pacer.js';

/** The bucket Slack counts a refused call in: `channel:<id>` for chat.postMessage, else `method:<name>`. */
export function rateLimitBucket(method: string, options?: Record<string, unknown>): string {
  const channel = options?.channel;
  return method === 'chat.postMessage' && typeof channel === 'string' && channel !== '' ? `channel:${channel}` : `method:${method}`;
}

/** The buckets a call takes a turn in, each with its windows: the refused call's bucket first. */
function turnsOf(bucket: string, method: string, limits: RateLimitOptions): [string, readonly CallWindow[]][] {
  const own: [string, readonly CallWindow[]] = [`method:${method}`, (limits.methodLimits ?? SLACK_METHOD_LIMITS)[method] ?? []];
  return bucket === own[0] ? [own] : [[bucket, limits.channelPosting ?? CHANNEL_POSTING], own];
}

export interface RateLimitOptions {
  logger: Logger;
  /** Posting holds also go to the pacer, so the messages it spaces start after the hold. */
  pacer?: ChannelPacer;
  /** The deployment's shared limiter (default: this process's alone). */
  limiter?: CallLimiter;
  /** Slack's limits per method (default: the published ones; tests hand in tighter ones). */
  methodLimits?: MethodLimits;
  /** chat.postMessage per channel (default: one a second, as the pacer spaces them). */
  channelPosting?: readonly CallWindow[];
  /** How long one call may spend waiting out 429s before the refusal is the caller's (default 60 s). */
  maxWaitMs?: number;
}

export class RateLimitedWebClient extends WebClient {
  private readonly limiter: CallLimiter;
  /** The workspace the token is for, as the limiter's buckets name it: a digest of the token, never the token. */
  private readonly workspace: string;

  constructor(
    token: string,
    options: WebClientOptions,
    private readonly limits: RateLimitOptions,
  ) {
    super(token, { ...options, rejectRateLimitedCalls: true });
    this.limiter = limits.limiter ?? createCallLimiter({ redis: null, logger: limits.logger });
    this.workspace = createHash('sha256').update(token).digest('hex').slice(0, 16);
  }

  override async apiCall(method: string, options?: Record<string, unknown>): Promise<WebAPICallResult> {
    const bucket = rateLimitBucket(method, options);
    const turns = turnsOf(bucket, method, this.limits);
    const deadline = Date.now() + (this.limits.maxWaitMs ?? 60_000);
    for (;;) {
      const answered: (() => Promise<void>)[] = [];
      for (const [bucket, windows] of turns) answered.push(await this.limiter.turn(`slack:${this.workspace}:${bucket}`, windows));
      try {
        return await super.apiCall(method, options);
      } catch (err) {
        const retryAfter =
          (err as { code?: unknown; retryAfter?: unknown }).code === ErrorCode.RateLimitedError
            ? Number((err as { retryAfter?: unknown }).retryAfter)
            : NaN;
        if (!Number.isFinite(retryAfter)) throw err;
        const ms = Math.max(retryAfter, 1) * 1000;
        await this.limiter.hold(`slack:${this.workspace}:${bucket}`, ms);
        if (bucket.startsWith('channel:')) this.limits.pacer?.holdFor(bucket.slice('channel:'.length), ms);
        const giveUp = Date.now() + ms > deadline;
        this.limits.logger.warn(
          { event: 'slack_rate_limited', method, bucket, retryAfterSeconds: retryAfter, giveUp },
          'Slack asked the bot to slow down',
        );
        if (giveUp) throw err;
      } finally {
        // Answered (a 429 once its hold is stored): the next call of a single-file bucket may go.
        await Promise.all(answered.map((done) => done()));
      }
    }
  }
}
