/**
 * Teams throttles a bot per conversation with 429s. Posts to one conversation are kept within
 * the limits Microsoft publishes for a bot sending to a conversation (`TEAMS_CONVERSATION_WINDOWS`),
 * so a burst is spread rather than refused. The connector client already waits out a
 * Retry-After a few times within one delivery; what it gives up on comes back as a retryable
 * `rate_limited` failure, and the next delivery to that conversation (another job) would meet
 * the same 429. So a refused conversation is held: for its Retry-After when Teams sent one,
 * else for a backoff that doubles with each refusal in a row (1 s up to 30 s) and starts over
 * once a message gets through. Other conversations are not held. A firing asks for its
 * conversation's turn first (`reserve`) and goes back to the queue while it is held or full.
 *
 * The hold is the deployment's (call-limits.ts): a 429 one process or worker thread got holds the
 * conversation for all of them, so none sends into its Retry-After. The windows are counted in
 * each process, which is where a conversation's posts come from (its firings and answers).
 */
import { PostingWindows, type Answered, type PostingWindow } from '../posting-windows.js';
import { createCallLimiter, type CallLimiter } from '../call-limits.js';
import { RateLimitHolds } from '../rate-limit-holds.js';

const FIRST_BACKOFF_MS = 1_000;
const MAX_BACKOFF_MS = 30_000;

/**
 * "Send to conversation", per bot per conversation (Microsoft Learn, "Optimize your bot with
 * rate limiting in Teams", the "per bot per thread" table): 7 in 1 s, 8 in 2 s, 60 in 30 s, 1,800 in an hour.
 */
export const TEAMS_CONVERSATION_WINDOWS: readonly PostingWindow[] = [
  { limit: 7, ms: 1_000 },
  { limit: 8, ms: 2_000 },
  { limit: 60, ms: 30_000 },
  { limit: 1_800, ms: 3_600_000 },
];

export class ConversationThrottle {
  private readonly holds: RateLimitHolds;
  private readonly windows: PostingWindows;
  private readonly backoffMs = new Map<string, number>();

  constructor(
    windows: readonly PostingWindow[] = TEAMS_CONVERSATION_WINDOWS,
    now: () => number = Date.now,
    private readonly shared: CallLimiter = createCallLimiter({ redis: null, now }),
  ) {
    this.holds = new RateLimitHolds(now);
    this.windows = new PostingWindows(windows, now);
  }

  /** Resolves once `conversation` may be sent to, counting the post; call what it gives once Teams answered it (a 429: after `refused`). */
  async before(conversation: string): Promise<Answered> {
    await this.holds.wait(conversation);
    const done = await this.shared.turn(bucketOf(conversation));
    const answered = await this.windows.wait(conversation);
    return () => {
      answered();
      void done();
    };
  }

  /** Ms until `conversation` may be sent to; 0: now, and that post is counted for the next `before`. */
  reserve(conversation: string): number {
    const held = this.holds.remaining(conversation);
    return held > 0 ? held : this.windows.reserve(conversation);
  }

  /** Teams answered 429 for `conversation`, with Retry-After (ms) or without. */
  async refused(conversation: string, retryAfterMs: number | undefined): Promise<void> {
    const backoff = this.backoffMs.get(conversation) ?? FIRST_BACKOFF_MS;
    this.backoffMs.set(conversation, Math.min(backoff * 2, MAX_BACKOFF_MS));
    this.holds.hold(conversation, retryAfterMs ?? backoff);
    // Only Teams' own Retry-After is the deployment's; the backoff without one is this process's guess.
    if (retryAfterMs !== undefined) await this.shared.hold(bucketOf(conversation), retryAfterMs);
  }

  delivered(conversation: string): void {
    this.backoffMs.delete(conversation);
  }
}

const bucketOf = (conversation: string) => `teams:conversation:${conversation}`;
