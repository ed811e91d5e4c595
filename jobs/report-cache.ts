/**
 * Shared reports. A report is a pure function of its query, the instant it runs at and the
 * service's answers; when fifty channels subscribe to the same digest, their firings share
 * the query and the scheduled instant, so the report is made once and each job gets its own
 * copy. Shared while in flight and, after that, for `ttlMs` (the same window as shared API
 * answers, which it would be made from anyway). Failures are not kept. Ad-hoc requests run
 * at the instant they were asked for, so two requests share a report only if they asked at
 * the same millisecond.
 */
import { createHash } from 'node:crypto';
import type { Report, ReportContext } from '../src/reports/types.js';
import type { ReportQuery } from '../src/query/index.js';

export type RunReport = (query: ReportQuery, ctx: ReportContext) => Promise<Report>;

interface Entry {
  promise: Promise<Report>;
  /** Callers waiting; the computation is cancelled when all of them left. */
  callers: number;
  controller: AbortController;
  settled: boolean;
  expires: number;
}

/** Keys in a fixed order, so equal queries give equal keys. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]));
  }
  return value;
}

export function sharedReports(run: RunReport, opts: { ttlMs: number; max?: number; onLookup?: (hit: boolean) => void }): RunReport {
  const max = opts.max ?? 200;
  const entries = new Map<string, Entry>();

  const evict = (now: number) => {
    for (const [key, e] of entries) if (e.settled && e.expires <= now) entries.delete(key);
    while (entries.size > max) entries.delete(entries.keys().next().value!);
  };

  return async (query, ctx) => {
    const { api: _api, signal, ...rest } = ctx;
    const key = createHash('sha256').update(JSON.stringify(canonical({ query, ...rest, now: ctx.now.toISOString() }))).digest('hex');
    const now = Date.now();
    evict(now);
    let entry = entries.get(key);
    opts.onLookup?.(entry !== undefined);
    if (!entry) {
      const controller = new AbortController();
      const made: Entry = { promise: run(query, { ...ctx, signal: controller.signal }), callers: 0, controller, settled: false, expires: Infinity };
      made.promise.then(
        () => {
          made.settled = true;
          made.expires = Date.now() + opts.ttlMs;
          if (opts.ttlMs <= 0 && entries.get(key) === made) entries.delete(key);
        },
        () => {
          made.settled = true;
          if (entries.get(key) === made) entries.delete(key);
        },
      );
      entries.set(key, made);
      entry = made;
    }
    const e = entry;
    e.callers++;
    let onAbort: (() => void) | undefined;
    const left = signal
      ? new Promise<never>((_, reject) => {
          onAbort = () => reject(signal.reason instanceof Error ? signal.reason : new Error(String(signal.reason ?? 'aborted')));
          if (signal.aborted) onAbort();
          else signal.addEventListener('abort', onAbort, { once: true });
        })
      : undefined;
    try {
      const report = await (left ? Promise.race([e.promise, left]) : e.promise);
      return structuredClone(report);
    } finally {
      if (onAbort) signal!.removeEventListener('abort', onAbort);
      e.callers--;
      if (e.callers === 0 && !e.settled) {
        if (entries.get(key) === e) entries.delete(key);
        e.controller.abort(signal?.reason);
      }
    }
  };
}
