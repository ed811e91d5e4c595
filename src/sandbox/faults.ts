/**
 * Fault injection: the misbehaviours our API client must survive, switchable at run time
 * (`sandbox.faults.failNext = 2`). Everything is counter-based, never random, so a test knows
 * exactly which request fails.
 */
import { ProblemError } from './problem.js';

/** Faults applied to operation requests (the photo route is never faulted, only delayed). */
export interface Faults {
  /** Added before answering every request, in milliseconds. */
  latencyMs: number;
  /**
   * Share (0..1) of authenticated operation requests answered 500, spread evenly by a counter:
   * 0.25 fails the 4th, 8th, 12th... request. Deterministic, so tests can predict it.
   */
  errorRate: number;
  /** The next N authenticated operation requests are answered 500. */
  failNext: number;
  /** The next N authenticated operation requests are answered 429 with Retry-After. */
  rateLimitNext: number;
  /** Retry-After value sent with 429, in whole seconds (HTTP allows no fractions; rounded up). */
  retryAfterSeconds: number;
  /** While true, successful answers are 200 with a truncated, unparsable JSON body. */
  malformedJson: boolean;
  /** The next N successful answers are 200 with a truncated, unparsable JSON body. */
  malformedNext: number;
  /**
   * Per-request script for mixed-fault runs (the faults benchmark): given the 1-based number of
   * the authenticated operation request, the fault to inject, or null. Applied after the counters.
   */
  plan?: ((n: number) => ScriptedFault | null) | null;
  /**
   * While set, this dot path is removed from successful answers. `*` matches every element:
   * 'total', 'signups.0.createDate', 'data.*.occupancy', '*.referralRevenue'. Undefined, null or '' = off.
   */
  dropField?: string | null;
  /** Extra delay before the response headers of operation requests (client timeout tests). */
  hangMs: number;
}

/**
 * A scripted fault: an error status (429 carries Retry-After: retryAfterSeconds), a hang of
 * `hangMs` before the answer, or a truncated 200 body.
 */
export type ScriptedFault = { status: 429 | 500 | 502 | 503 | 504 } | { hangMs: number } | { truncate: true };

/** No faults at all. */
export const NO_FAULTS: Readonly<Faults> = {
  latencyMs: 0,
  errorRate: 0,
  failNext: 0,
  rateLimitNext: 0,
  retryAfterSeconds: 1,
  malformedJson: false,
  malformedNext: 0,
  plan: null,
  dropField: null,
  hangMs: 0,
};

/** Faults consumed in order; `counter` tracks the errorRate spreading. */
export class FaultState {
  private seen = 0;
  private planned = 0;

  constructor(readonly faults: Faults) {}

  /** Restarts the errorRate sequence (with stats.reset()). */
  resetCounter(): void {
    this.seen = 0;
    this.planned = 0;
  }

  /** The scripted fault for this request, if a plan is set; numbers requests from 1. */
  scripted(): ScriptedFault | null {
    const plan = this.faults.plan;
    return plan ? plan(++this.planned) : null;
  }

  /** Whether this successful answer is to be truncated; consumes `malformedNext`. */
  truncates(): boolean {
    if (this.faults.malformedNext > 0) {
      this.faults.malformedNext--;
      return true;
    }
    return this.faults.malformedJson;
  }

  /** The injected failure for this request, if any; consumes counted faults. */
  failureFor(): ProblemError | null {
    const f = this.faults;
    if (f.failNext > 0) {
      f.failNext--;
      return new ProblemError(500, 'injected failure (failNext)');
    }
    if (f.rateLimitNext > 0) {
      f.rateLimitNext--;
      const seconds = Math.max(0, Math.ceil(f.retryAfterSeconds));
      return new ProblemError(429, `rate limit exceeded; retry after ${seconds} s`, { 'retry-after': String(seconds) });
    }
    const rate = Math.min(1, Math.max(0, f.errorRate));
    this.seen++;
    if (rate > 0 && Math.floor(this.seen * rate + 1e-9) > Math.floor((this.seen - 1) * rate + 1e-9)) {
      return new ProblemError(500, 'injected failure (errorRate)');
    }
    return null;
  }
}

/** Removes the value at a dot path (with `*` wildcards) from a parsed JSON value, in place. */
export function dropPath(value: unknown, path: string): void {
  const parts = path.split('.').filter((p) => p !== '');
  const walk = (node: unknown, i: number): void => {
    if (typeof node !== 'object' || node === null) return;
    const key = parts[i];
    if (key === undefined) return;
    const container = node as Record<string, unknown>;
    const keys = (key === '*' ? Object.keys(container) : [key]).filter((k) => Object.prototype.hasOwnProperty.call(container, k));
    if (i < parts.length - 1) {
      for (const k of keys) walk(container[k], i + 1);
    } else if (Array.isArray(container)) {
      // Remove elements from the back so earlier indexes stay valid.
      for (const k of keys.map(Number).sort((a, b) => b - a)) container.splice(k, 1);
    } else {
      for (const k of keys) delete container[k];
    }
  };
  walk(value, 0);
}

/** A body that starts like the real one but stops halfway: never valid JSON. */
export function truncateJson(text: string): string {
  return text.slice(0, Math.max(1, Math.floor(text.length / 2)));
}
