/**
 * Request counters of a sandbox, read by tests ("the client retried exactly twice", "never
 * more than 3 requests in flight") instead of wall-clock timings.
 */

/** One request as the sandbox received it: enough to check which filters a client sent. */
export interface LoggedRequest {
  path: string;
  /** The query string's parameters. */
  query: Record<string, string>;
  /** The JSON body, parsed (null when there was none or it was not JSON). */
  body: unknown;
}

/** How many requests the log keeps (the latest); tests ask for far fewer. */
export const REQUEST_LOG_LIMIT = 2_000;

/** Live request counters. */
export interface SandboxStats {
  /** The latest requests (at most REQUEST_LOG_LIMIT), oldest first; cleared by `reset`. */
  log: LoggedRequest[];
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
  /** Adds a request to the log (after its body was read). */
  record(request: LoggedRequest): void;
  enter(): void;
  leave(): void;
}

/** Creates zeroed stats. */
export function createStats(onReset: () => void): StatsRecorder {
  const stats: StatsRecorder = {
    requests: 0,
    byPath: {},
    log: [],
    inFlight: 0,
    maxInFlight: 0,
    reset() {
      stats.requests = 0;
      // Cleared in place so a reference a test took earlier stays live.
      for (const key of Object.keys(stats.byPath)) delete stats.byPath[key];
      stats.log.length = 0;
      stats.maxInFlight = stats.inFlight;
      onReset();
    },
    count(path) {
      stats.requests++;
      stats.byPath[path] = (stats.byPath[path] ?? 0) + 1;
    },
    record(request) {
      stats.log.push(request);
      if (stats.log.length > REQUEST_LOG_LIMIT) stats.log.splice(0, stats.log.length - REQUEST_LOG_LIMIT);
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
