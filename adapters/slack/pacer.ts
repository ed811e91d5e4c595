/**
 * Spaces messages to one channel at least `intervalMs` apart (Slack allows about one
 * message per second per channel, with short bursts). A digest to many channels goes out
 * at full speed; a burst to one channel is spread instead of bouncing off 429s.
 *
 * In-process on purpose: with several worker processes each keeps its own spacing, so a
 * channel could see one message per second per process. BullMQ's open-source rate limiter
 * is per queue, not per channel (per-group limits are BullMQ Pro), so a shared limit would
 * need a Redis key per channel; the client's 429 handling (rate-limits.ts: wait Retry-After for
 * that channel, retry) covers what this cannot.
 */
export class ChannelPacer {
  private readonly next = new Map<string, number>();

  constructor(
    private readonly intervalMs = 1_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Resolves when `channel` may take its next message, and books that slot. */
  async wait(channel: string): Promise<void> {
    const now = this.now();
    const slot = Math.max(now, this.next.get(channel) ?? 0);
    this.next.set(channel, slot + this.intervalMs);
    if (this.next.size > 10_000) this.prune(now);
    if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now));
  }

  /**
   * Slack answered 429 with Retry-After for a message to `channel`: nothing more goes to it
   * before `ms` from now. The client (rate-limits.ts) waits that out and retries the refused call;
   * without this the pacer would keep handing the channel one message a second, each of which
   * would bounce off its own 429 instead of waiting its turn behind the first.
   */
  holdFor(channel: string, ms: number): void {
    const until = this.now() + ms;
    if ((this.next.get(channel) ?? 0) < until) this.next.set(channel, until);
  }

  private prune(now: number): void {
    for (const [channel, at] of this.next) if (at <= now) this.next.delete(channel);
  }
}
