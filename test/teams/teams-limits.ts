/**
 * Teams' published rate limits for a bot, as the fake connector (fake-connector.ts) enforces
 * them in its limits mode, and the book of what it refused.
 *
 * What Microsoft publishes ("Optimize your bot with rate limiting in
 * Teams"): a bot sending to one conversation, 7 messages in any 1 s, 8 in 2 s, 60 in 30 s and
 * 1,800 in an hour; over them Teams answers 429. The per-tenant and global limits are far above
 * what one test or bench sends and are left out. Written here by hand, not taken from the bot's
 * own table (adapters/teams/throttle.ts), so the fake checks the bot rather than agreeing with it.
 * The Retry-After the fake sends is the wait until every window has room, in whole seconds.
 */

export interface ConnectorWindow {
  limit: number;
  windowMs: number;
}

export const TEAMS_LIMITS: readonly ConnectorWindow[] = [
  { limit: 7, windowMs: 1_000 },
  { limit: 8, windowMs: 2_000 },
  { limit: 60, windowMs: 30_000 },
  { limit: 1_800, windowMs: 3_600_000 },
];

/** One 429 the fake answered. `answered`: a later message to the same conversation got through. */
export interface ThrottledCall {
  conversationId: string;
  at: number;
  retryAfterSeconds: number;
  answered: boolean;
}

export class ConnectorRateLimiter {
  /** Every 429 answered, oldest first. */
  readonly refused: ThrottledCall[] = [];
  private readonly sent = new Map<string, number[]>();

  constructor(readonly windows: readonly ConnectorWindow[] = TEAMS_LIMITS) {}

  /** Messages checked, and those that came to a conversation before a 429's Retry-After for it had passed. */
  calls = 0;
  insideWindow = 0;
  private readonly holds = new Map<string, number>();

  /** Admits a message to `conversationId` (null) or answers how many seconds to wait (the 429's Retry-After). */
  check(conversationId: string, now = Date.now()): number | null {
    this.calls++;
    if (now < (this.holds.get(conversationId) ?? 0)) this.insideWindow++;
    const times = this.sent.get(conversationId) ?? [];
    let waitMs = 0;
    for (const w of this.windows) {
      const inside = times.filter((t) => t > now - w.windowMs);
      if (inside.length >= w.limit) waitMs = Math.max(waitMs, inside[inside.length - w.limit]! + w.windowMs - now);
    }
    if (waitMs === 0) {
      times.push(now);
      this.sent.set(conversationId, times);
      for (const r of this.refused) if (r.conversationId === conversationId) r.answered = true;
      return null;
    }
    const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
    this.holds.set(conversationId, now + retryAfterSeconds * 1000);
    this.refused.push({ conversationId, at: now, retryAfterSeconds, answered: false });
    return retryAfterSeconds;
  }

  /** 429s no later message got past: a message the bot gave up on. */
  unanswered(): ThrottledCall[] {
    return this.refused.filter((r) => !r.answered);
  }
}
