/**
 * Slack's published Web API rate limits, as the fake Slack (fake-slack.ts) enforces them in its
 * limits mode, and the book of what it refused. One fake is one workspace: Slack counts limits
 * "per API method per app per workspace", so each fake keeps its own buckets.
 *
 * What Slack publishes (https://api.slack.com/docs/rate-limits): Tier 2 20+/min, Tier 3 50+/min,
 * Tier 4 100+/min, each "allowing occasional bursts"; chat.postMessage is Special, "one message
 * per second per channel" with "short bursts >1 allowed", and a workspace-wide limit it does not
 * put a number on (600 a minute here, issue 54's figure). The burst sizes are not published, so
 * they are choices here: a channel takes `channelBurst` messages at once, then one per
 * `channelIntervalMs`; a tier allows its count in any sliding window of `windowMs` (no burst
 * beyond it). chat.update is Tier 3 and the upload methods Tier 4, per method and workspace.
 *
 * The book counts every call that reached a bucket while it was held, that is before the
 * Retry-After of a 429 it answered had passed (`insideWindow`): what issue 54 holds to 1%.
 */

export interface TierLimit {
  /** Calls allowed in any sliding window. */
  limit: number;
  windowMs: number;
}

export interface SlackLimits {
  /** chat.postMessage (and chat.postEphemeral, chat.update, which Slack counts as posting) per channel. */
  channelIntervalMs: number;
  channelBurst: number;
  /** Tiered methods, per workspace (one fake). Methods not named are not limited. */
  methods: Record<string, TierLimit>;
}

const MINUTE = 60_000;
export const TIER_2: TierLimit = { limit: 20, windowMs: MINUTE };
export const TIER_3: TierLimit = { limit: 50, windowMs: MINUTE };
export const TIER_4: TierLimit = { limit: 100, windowMs: MINUTE };

/** The published limits, with the burst sizes chosen as said above. */
export const SLACK_LIMITS: SlackLimits = {
  channelIntervalMs: 1_000,
  channelBurst: 3,
  methods: {
    'chat.postMessage': { limit: 600, windowMs: MINUTE },
    'chat.update': TIER_3,
    'files.getUploadURLExternal': TIER_4,
    'files.completeUploadExternal': TIER_4,
    'conversations.info': TIER_3,
    'conversations.history': TIER_3,
    'users.info': TIER_4,
    'auth.test': TIER_4,
  },
};

/** Counted per channel as well as per method (the workspace's). */
const POSTING = new Set(['chat.postMessage']);

/** One 429 the fake answered. `answered`: a later call to the same bucket got through. */
export interface RateLimitedCall {
  method: string;
  bucket: string;
  at: number;
  retryAfterSeconds: number;
  answered: boolean;
  /** A call to the same bucket came back before Retry-After had passed. */
  early: boolean;
}

export class SlackRateLimiter {
  /** Every 429 answered, oldest first. */
  readonly refused: RateLimitedCall[] = [];
  private readonly channelTokens = new Map<string, { tokens: number; at: number }>();
  private readonly windows = new Map<string, number[]>();
  /** Until when each bucket told its caller to wait (ms since the epoch). */
  private readonly holds = new Map<string, number>();

  constructor(readonly limits: SlackLimits = SLACK_LIMITS) {}

  /** Calls checked, and those that came to a bucket while it was held (before a 429's Retry-After had passed). */
  calls = 0;
  insideWindow = 0;

  /** Admits a call (null) or answers how many seconds to wait (the 429's Retry-After). */
  check(method: string, channel: string | undefined, now = Date.now()): number | null {
    const tier = this.limits.methods[method];
    const buckets = [...(POSTING.has(method) && channel ? [`channel:${channel}`] : []), ...(tier ? [`method:${method}`] : [])];
    if (buckets.length === 0) return null;
    this.calls++;
    let inside = false;
    for (const bucket of buckets) {
      const hold = this.holds.get(bucket);
      if (hold === undefined || now >= hold) continue;
      inside = true;
      for (const r of this.refused) if (r.bucket === bucket && !r.answered) r.early = true;
    }
    if (inside) this.insideWindow++;
    // The first bucket without room refuses the call; a call one bucket admits is counted there only once all admit it.
    for (const bucket of buckets) {
      const waitMs = bucket.startsWith('channel:') ? this.channelWait(bucket, now) : this.tierWait(bucket, tier!, now);
      if (waitMs === 0) continue;
      const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
      this.holds.set(bucket, now + retryAfterSeconds * 1000);
      this.refused.push({ method, bucket, at: now, retryAfterSeconds, answered: false, early: false });
      return retryAfterSeconds;
    }
    for (const bucket of buckets) {
      if (bucket.startsWith('channel:')) this.channelTokens.get(bucket)!.tokens -= 1;
      else this.windows.get(bucket)!.push(now);
      for (const r of this.refused) if (r.bucket === bucket) r.answered = true;
    }
    return null;
  }

  /** 429s no later call got past: a message the caller gave up on. */
  unanswered(): RateLimitedCall[] {
    return this.refused.filter((r) => !r.answered);
  }

  /** Token bucket: `channelBurst` at once, one more each `channelIntervalMs`; 0 when a token is there (taken by `check`). */
  private channelWait(bucket: string, now: number): number {
    const { channelBurst, channelIntervalMs } = this.limits;
    const b = this.channelTokens.get(bucket) ?? { tokens: channelBurst, at: now };
    b.tokens = Math.min(channelBurst, b.tokens + (now - b.at) / channelIntervalMs);
    b.at = now;
    this.channelTokens.set(bucket, b);
    return b.tokens >= 1 ? 0 : Math.ceil((1 - b.tokens) * channelIntervalMs);
  }

  /** Sliding window: at most `limit` calls in any `windowMs`; 0 when there is room (taken by `check`). */
  private tierWait(bucket: string, tier: TierLimit, now: number): number {
    const times = (this.windows.get(bucket) ?? []).filter((t) => t > now - tier.windowMs);
    this.windows.set(bucket, times);
    return times.length < tier.limit ? 0 : times[0]! + tier.windowMs - now;
  }
}
