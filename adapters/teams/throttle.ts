/**
 * Teams throttles a bot per conversation with 429s. The connector client already waits out a
 * Retry-After a few times within one delivery; what it gives up on comes back as a retryable
 * `rate_limited` failure, and the next delivery to that conversation (another job) would meet
 * the same 429. So a refused conversation is held: for its Retry-After when Teams sent one,
 * else for a backoff that doubles with each refusal in a row (1 s up to 30 s) and starts over
 * once a message gets through. Other conversations are not held.
 */
import { RateLimitHolds } from '../rate-limit-holds.js';

const FIRST_BACKOFF_MS = 1_000;
const MAX_BACKOFF_MS = 30_000;

export class ConversationThrottle {
  private readonly holds = new RateLimitHolds();
  private readonly backoffMs = new Map<string, number>();

  /** Resolves once `conversation` may be sent to. */
  before(conversation: string): Promise<void> {
    return this.holds.wait(conversation);
  }

  /** Teams answered 429 for `conversation`, with Retry-After (ms) or without. */
  refused(conversation: string, retryAfterMs: number | undefined): void {
    const backoff = this.backoffMs.get(conversation) ?? FIRST_BACKOFF_MS;
    this.backoffMs.set(conversation, Math.min(backoff * 2, MAX_BACKOFF_MS));
    this.holds.hold(conversation, retryAfterMs ?? backoff);
  }

  delivered(conversation: string): void {
    this.backoffMs.delete(conversation);
  }
}
