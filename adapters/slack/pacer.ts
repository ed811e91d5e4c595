/**
 * Spaces messages to one channel at least `intervalMs` apart (Slack allows about one
 * message per second per channel, with short bursts). A digest to many channels goes out
 * at full speed; a burst to one channel is spread instead of bouncing off 429s.
 *
 * A storm's firings do not wait here for long: each reserves its channel's turn (`reserve`: a
 * digest before its report is made, an alert before it claims its post), and one whose turn is
 * further off than the lead goes back to the queue until the lead before it, having made
 * nothing, so a worker never sits on one channel's turn while another channel could post. Within the lead the firing goes on at once: it makes its report while the turn
 * comes, and only its post waits for the turn (`wait`). Without that, each of a channel's
 * messages went out its report's making after its turn, and a channel's fourth digest of the
 * Monday storm came three makings late. Messages asked for by a person (and a firing whose
 * reserved turn was taken) wait here too.
 *
 * In-process on purpose: with several worker processes each keeps its own spacing, so a
 * channel could see one message per second per process. BullMQ's open-source rate limiter
 * is per queue, not per channel (per-group limits are BullMQ Pro), so a shared limit would
 * need a Redis key per channel; the client's 429 handling (rate-limits.ts: wait Retry-After for
 * that channel, retry) covers what this cannot.
 */
/** How early a caller may come back for its turn and still take it. */
const ON_TIME_MS = 20;
/**
 * How long before its turn a firing starts (`reserve` answers 0): about what making a report
 * takes in a storm, so the report is ready as the turn comes. Longer holds a worker idle
 * while its post waits; shorter posts late.
 */
const LEAD_MS = 400;

/** A turn handed out by `reserve` for the next `wait`: when it comes, and until when it is kept. */
interface KeptTurn {
  at: number;
  until: number;
}

export class ChannelPacer {
  private readonly next = new Map<string, number>();
  /** Turns handed out by `reserve` and not yet used by a `wait`, per channel, earliest first. */
  private readonly reserved = new Map<string, KeptTurn[]>();
  /** Later turns booked by `reserve` for a caller that comes back for them: slot by caller, per channel. */
  private readonly booked = new Map<string, Map<string, number>>();

  constructor(
    private readonly intervalMs = 1_000,
    private readonly leadMs = LEAD_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Resolves when `channel` may take its next message, and books that slot. */
  async wait(channel: string): Promise<void> {
    const now = this.now();
    // A turn `reserve` handed out for this message: no second slot, only the rest of the lead.
    const kept = this.takeReserved(channel, now);
    if (kept !== undefined) {
      if (kept.at > now) await new Promise((resolve) => setTimeout(resolve, kept.at - now));
      return;
    }
    const slot = Math.max(now, this.next.get(channel) ?? 0);
    this.next.set(channel, slot + this.intervalMs);
    if (this.next.size > 10_000) this.prune(now);
    if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now));
  }

  /**
   * When `caller` may start on its turn on `channel`: ms from now. The next free slot is booked
   * for `caller` (a firing's id), so callers asking in turn get turns in that order, one
   * interval apart, and one that comes back for its turn gets the same one. 0: start now, the
   * turn being at most the lead away; it is kept for the next `wait(channel)` (until one
   * interval after it), which resolves when it comes, so two callers asking at once do not
   * both get it. Above 0: come back then, the lead before the turn.
   */
  reserve(channel: string, caller: string): number {
    const now = this.now();
    const callers = this.booked.get(channel);
    const mine = callers?.get(caller);
    if (callers && mine !== undefined) {
      // A few ms early is the queue's delay timer, not a reason to go round again.
      if (mine - this.leadMs > now + ON_TIME_MS) return mine - this.leadMs - now;
      callers.delete(caller);
      this.keep(channel, Math.max(now, mine));
      return 0;
    }
    const slot = Math.max(now, this.next.get(channel) ?? 0);
    this.next.set(channel, slot + this.intervalMs);
    if (this.next.size > 10_000) this.prune(now);
    if (slot - this.leadMs > now) {
      this.booked.set(channel, (callers ?? new Map<string, number>()).set(caller, slot));
      return slot - this.leadMs - now;
    }
    this.keep(channel, slot);
    return 0;
  }

  private keep(channel: string, at: number): void {
    const kept = [...(this.reserved.get(channel) ?? []), { at, until: at + this.intervalMs }];
    this.reserved.set(
      channel,
      kept.sort((a, b) => a.at - b.at),
    );
  }

  /** Uses up the earliest kept turn of `channel` that has not expired, if there is one. */
  private takeReserved(channel: string, now: number): KeptTurn | undefined {
    const kept = (this.reserved.get(channel) ?? []).filter((turn) => turn.until > now);
    const taken = kept.shift();
    if (kept.length > 0) this.reserved.set(channel, kept);
    else this.reserved.delete(channel);
    return taken;
  }

  /**
   * Slack answered 429 with Retry-After for a message to `channel`: nothing more goes to it
   * before `ms` from now. The client (rate-limits.ts) waits that out and retries the refused call;
   * without this the pacer would keep handing the channel one message a second, each of which
   * would bounce off its own 429 instead of waiting its turn behind the first. Turns booked
   * before it are forgotten: their callers book again, behind the hold.
   */
  holdFor(channel: string, ms: number): void {
    const until = this.now() + ms;
    if ((this.next.get(channel) ?? 0) < until) this.next.set(channel, until);
    this.reserved.delete(channel);
    this.booked.delete(channel);
  }

  private prune(now: number): void {
    for (const [channel, at] of this.next) if (at <= now) this.next.delete(channel);
    for (const [channel, kept] of this.reserved) if (kept.every((turn) => turn.until <= now)) this.reserved.delete(channel);
    // A caller that did not come back within a minute of its turn is not coming.
    for (const [channel, callers] of this.booked) {
      for (const [caller, slot] of callers) if (slot < now - 60_000) callers.delete(caller);
      if (callers.size === 0) this.booked.delete(channel);
    }
  }
}
