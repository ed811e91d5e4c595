/**
 * Holds per rate-limit bucket (a Slack channel or method, a Teams conversation): after a 429 the
 * bucket is held for its Retry-After, and every call into it waits until then, while other
 * buckets go on.
 */
/** Until when each bucket is held (ms since the epoch). */
export class RateLimitHolds {
  private readonly until = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  hold(bucket: string, ms: number): void {
    const until = this.now() + ms;
    if ((this.until.get(bucket) ?? 0) < until) this.until.set(bucket, until);
  }

  /** Ms until `bucket` is no longer held (0: it is not). */
  remaining(bucket: string): number {
    const until = this.until.get(bucket);
    return until === undefined ? 0 : Math.max(0, until - this.now());
  }

  /** Resolves once `bucket` is not held (at once if it never was). */
  async wait(bucket: string): Promise<void> {
    for (;;) {
      const until = this.until.get(bucket);
      const left = until === undefined ? 0 : until - this.now();
      if (left <= 0) {
        if (until !== undefined) this.until.delete(bucket);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, left));
    }
  }
}
