/**
 * Slack's published Web API rate limits, as the fake Slack (fake-slack.ts) enforces them in its
 * limits mode, and the book of what it refused. One fake is one workspace: Slack counts limits
 * "per API method per app per workspace", so each fake keeps its own buckets.
 *
 * What Slack publishes (https://api.slack.com/docs/rate-limits): Tier 2 20+/min, Tier 3 50+/min,
 * Tier 4 100+/min, each "allowing occasional bursts"; chat.postMessage is Special, "one message
 * per second per channel" with "short bursts >1 allowed", and a workspace-wide limit it does not
 * put a number on. The burst sizes are not published, so they are choices here: a channel takes
 * `channelBurst` messages at once, then one per `channelIntervalMs`; a tier allows its count in
 * any sliding window of `windowMs` (no burst beyond it); the workspace-wide posting limit is left
 * out, as unknown. The upload methods follow the tiers the methods' pages give.
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
    'files.getUploadURLExternal': TIER_4,
    'files.completeUploadExternal': TIER_3,
    'conversations.info': TIER_3,
    'conversations.history': TIER_3,
    'users.info': TIER_4,
    'auth.test': TIER_4,
  },
};

const POSTING = new Set(['chat.postMessage', 'chat.postEphemeral', 'chat.update']);

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

  /** Admits a call (null) or answers how many seconds to wait (the 429's Retry-After). */
  check(method: string, channel: string | undefined, now = Date.now()): number | null {
    const bucket = POSTING.has(method) && channel ? `channel:${channel}` : this.limits.methods[method] ? `method:${method}` : null;
    if (!bucket) return null;
    const hold = this.holds.get(bucket);
    if (hold !== undefined && now < hold) for (const r of this.refused) if (r.bucket === bucket && !r.answered) r.early = true;
    const waitMs = bucket.startsWith('channel:') ? this.takeChannel(bucket, now) : this.takeTier(bucket, this.limits.methods[method]!, now);
    if (waitMs === 0) {
      for (const r of this.refused) if (r.bucket === bucket) r.answered = true;
      return null;
    }
    const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
    this.holds.set(bucket, now + retryAfterSeconds * 1000);
    this.refused.push({ method, bucket, at: now, retryAfterSeconds, answered: false, early: false });
    return retryAfterSeconds;
  }

  /** 429s no later call got past: a message the caller gave up on. */
  unanswered(): RateLimitedCall[] {
    return this.refused.filter((r) => !r.answered);
  }

  /** Token bucket: `channelBurst` at once, one more each `channelIntervalMs`. */
  private takeChannel(bucket: string, now: number): number {
    const { channelBurst, channelIntervalMs } = this.limits;
    const b = this.channelTokens.get(bucket) ?? { tokens: channelBurst, at: now };
    b.tokens = Math.min(channelBurst, b.tokens + (now - b.at) / channelIntervalMs);
    b.at = now;
    this.channelTokens.set(bucket, b);
    if (b.tokens >= 1) {
      b.tokens -= 1;
      return 0;
    }
    return Math.ceil((1 - b.tokens) * channelIntervalMs);
  }

  /** Sliding window: at most `limit` calls in any `windowMs`. */
  private takeTier(bucket: string, tier: TierLimit, now: number): number {
    const times = (this.windows.get(bucket) ?? []).filter((t) => t > now - tier.windowMs);
    this.windows.set(bucket, times);
    if (times.length < tier.limit) {
      times.push(now);
      return 0;
    }
    return times[0]! + tier.windowMs - now;
  }
}
