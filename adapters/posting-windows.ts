/**
 * Paces posts per conversation within sliding windows ("at most 7 in any second, 60 in any 30
 * seconds"), the shape in which Teams publishes its per-conversation limits. A post waits until
 * every window has room (`wait`), so a burst to one conversation is spread instead of bouncing off
 * 429s; a firing asks first (`reserve`) and goes back to the queue rather than wait here.
 *
 * A post counts from when it is let go until the platform answered it, and from then on at the
 * time of that answer: the platform counts it when it arrives, somewhere in between, and a post
 * counted earlier than that would let the next one in too soon.
 */

/** At most `limit` posts in any `ms`. */
export interface PostingWindow {
  limit: number;
  ms: number;
}

/** One post as counted: `at` moves to the platform's answer once there is one. */
interface Stamp {
  at: number;
}

/** Call once the platform has answered the post (whatever it answered). */
export type Answered = () => void;

export class PostingWindows {
  /** The posts counted per conversation, within the longest window. */
  private readonly sent = new Map<string, Stamp[]>();
  /** Posts counted by `reserve` and not yet let go by a `wait`, per conversation: each with until when it stays kept. */
  private readonly reserved = new Map<string, { stamp: Stamp; until: number }[]>();
  private readonly longestMs: number;
  private readonly keepMs: number;

  constructor(
    private readonly windows: readonly PostingWindow[],
    private readonly now: () => number = Date.now,
  ) {
    this.longestMs = Math.max(0, ...windows.map((w) => w.ms));
    this.keepMs = Math.min(...windows.map((w) => w.ms));
  }

  /** Ms until `conversation` has room in every window (0: now). */
  waitMs(conversation: string, now = this.now()): number {
    const times = (this.sent.get(conversation) ?? []).map((s) => s.at).sort((a, b) => a - b);
    let wait = 0;
    for (const w of this.windows) {
      const inside = times.filter((t) => t > now - w.ms);
      // The window has room again once the post `limit` back from the newest has left it.
      const leaving = inside.at(-w.limit);
      if (inside.length >= w.limit && leaving !== undefined) wait = Math.max(wait, leaving + w.ms - now);
    }
    return wait;
  }

  /**
   * Ms until `conversation` may take a post. 0: it may now, and that post is counted and kept
   * for the next `wait(conversation)`, so callers asking at once never get more than there is
   * room for. Above 0 nothing is counted: the caller comes back after that long.
   */
  reserve(conversation: string): number {
    const now = this.now();
    const wait = this.waitMs(conversation, now);
    if (wait > 0) return wait;
    const stamp = this.count(conversation, now);
    this.reserved.set(conversation, [...(this.reserved.get(conversation) ?? []), { stamp, until: now + this.keepMs }]);
    return 0;
  }

  /** Resolves when `conversation` may take a post, counting it; call what it gives once the platform answered. */
  async wait(conversation: string): Promise<Answered> {
    const stamp = this.takeReserved(conversation) ?? (await this.room(conversation));
    return () => {
      stamp.at = Math.max(stamp.at, this.now());
    };
  }

  /** A post `reserve` counted for this one and kept: not counted twice. */
  private takeReserved(conversation: string): Stamp | undefined {
    const now = this.now();
    const kept = (this.reserved.get(conversation) ?? []).filter((r) => r.until > now);
    const taken = kept.shift();
    if (kept.length > 0) this.reserved.set(conversation, kept);
    else this.reserved.delete(conversation);
    return taken?.stamp;
  }

  private async room(conversation: string): Promise<Stamp> {
    for (;;) {
      const now = this.now();
      const wait = this.waitMs(conversation, now);
      if (wait === 0) return this.count(conversation, now);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  private count(conversation: string, now: number): Stamp {
    const stamp = { at: now };
    const stamps = (this.sent.get(conversation) ?? []).filter((s) => s.at > now - this.longestMs);
    stamps.push(stamp);
    this.sent.set(conversation, stamps);
    if (this.sent.size > 10_000) this.prune(now);
    return stamp;
  }

  private prune(now: number): void {
    for (const [c, stamps] of this.sent) if (stamps.every((s) => s.at <= now - this.longestMs)) this.sent.delete(c);
    for (const [c, kept] of this.reserved) if (kept.every((r) => r.until <= now)) this.reserved.delete(c);
  }
}
