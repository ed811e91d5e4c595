/**
 * Request counters of a sandbox, read by tests ("the client retried exactly twice", "never
 * more than 3 requests in flight") instead of wall-clock timings.
 */

/** Live request counters. */
export interface SandboxStats {
  /** Requests received (any path, any outcome) since start or the last reset. */
  requests: number;
  /** Requests per URL path (without the query string). */
  byPath: Record<string, number>;
  /** Requests whose response has not finished yet. */
  inFlight: number;
  /** Highest `inFlight` seen since start or the last reset. */
  maxInFlight: number;
  /** Zeroes the counters (maxInFlight restarts from the current inFlight). */
  reset(): void;
}

/** Stats plus the hooks the server calls; `onReset` also restarts the errorRate sequence. */
export interface StatsRecorder extends SandboxStats {
  count(path: string): void;
  enter(): void;
  leave(): void;
}

/** Creates zeroed stats. */
export function createStats(onReset: () => void): StatsRecorder {
  const stats: StatsRecorder = {
    requests: 0,
    byPath: {},
    inFlight: 0,
    maxInFlight: 0,
    reset() {
      stats.requests = 0;
      // Cleared in place so a reference a test took earlier stays live.
      for (const key of Object.keys(stats.byPath)) delete stats.byPath[key];
      stats.maxInFlight = stats.inFlight;
      onReset();
    },
    count(path) {
      stats.requests++;
      stats.byPath[path] = (stats.byPath[path] ?? 0) + 1;
    },
    enter() {
      stats.inFlight++;
      if (stats.inFlight > stats.maxInFlight) stats.maxInFlight = stats.inFlight;
    },
    leave() {
      stats.inFlight--;
    },
  };
  return stats;
}
