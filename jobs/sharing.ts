/**
 * What jobs share with each other, so that many firings of the same command at the same
 * minute cost one report, one chart and one request of each kind:
 *
 * - API answers, across jobs and processes: a Redis implementation of the API client's
 *   `ResponseCache`. The key is the transport's request hash (address, path, sorted query,
 *   body; never the API key), the value the response text, which the client parses and
 *   validates on every use. Requests in flight at the same moment in one process are shared
 *   by the transport itself.
 * - Reports, in this process: a report is a pure function of its query, the instant it runs
 *   at and the service's answers; firings of one subscription command share the query and the
 *   scheduled instant, so the report is made once and every job gets that same report, frozen
 *   (src/frozen.ts): one object, not a copy per job, so a platform can render it once for
 *   all of them (a storm's busiest minute copied it for every firing). Shared
 *   while in flight and for `ttlMs` after (the window of shared API answers, which it would
 *   be made from anyway); failures are not kept. Ad-hoc requests run at the instant they
 *   were asked for, so two share a report only if they asked at the same millisecond.
 * - Chart renders, in this process: the same spec is drawn once and its image reused (the
 *   last `max` specs); two renders of one spec at the same moment share one drawing; a failed
 *   drawing is not remembered.
 */
import { createHash } from 'node:crypto';
import type { RedisClient } from './redis.js';
import { classifiedRedis } from './redis-errors.js';
import { LRUCache } from 'lru-cache';
import { deepFrozen } from '../src/frozen.js';
import type { ResponseCache } from '../src/api/cache.js';
import type { ReportQuery } from '../src/query/index.js';
import type { ChartRenderer, ChartSpec, DrawnImage } from '../src/render/charts.js';
import type { Report, ReportContext } from '../src/catalogue/types.js';

/** Answers larger than this are not shared: a cache is no place for a 20 MB page. */
export const MAX_SHARED_BYTES = 4 * 1024 * 1024;

/** API answers shared across jobs and processes, in Redis under `<prefix>:cache:<hash>`. */
export function createRedisResponseCache(client: RedisClient, prefix: string): ResponseCache {
  const redis = classifiedRedis(client);
  const key = (hash: string) => `${prefix}:cache:${hash}`;
  return {
    // While Redis is away the cache is a miss, quietly: the outage is logged once (redis-health.ts).
    async get(hash) {
      if (redis.status !== 'ready') return undefined;
      return (await redis.get(key(hash))) ?? undefined;
    },
    async set(hash, text, ttlMs) {
      if (ttlMs <= 0 || Buffer.byteLength(text) > MAX_SHARED_BYTES || redis.status !== 'ready') return;
      await redis.set(key(hash), text, 'PX', ttlMs);
    },
  };
}

/** How the processor makes a report (`runReport`, or the shared one). */
export type RunReport = (query: ReportQuery, ctx: ReportContext) => Promise<Report>;

interface Entry {
  promise: Promise<Report>;
  /** Callers waiting; the computation is cancelled when all of them left. */
  callers: number;
  controller: AbortController;
  settled: boolean;
}

/** Keys in a fixed order, so equal queries give equal keys. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/**
 * `run`, with each report made once while in flight and kept for `ttlMs` (at most `max`,
 * least recently used forgotten first). A report in flight has no time limit; its `ttlMs`
 * starts when it is made.
 */
export function sharedReports(run: RunReport, opts: { ttlMs: number; max?: number; onLookup?: (hit: boolean) => void }): RunReport {
  const entries = new LRUCache<string, Entry>({ max: opts.max ?? 200 });

  return async (query, ctx) => {
    const { api: _api, books: _books, signal, ...rest } = ctx;
    const key = createHash('sha256')
      .update(JSON.stringify(canonical({ query, ...rest, now: ctx.now.toISOString() })))
      .digest('hex');
    let entry = entries.get(key);
    opts.onLookup?.(entry !== undefined);
    if (!entry) {
      const controller = new AbortController();
      const made: Entry = { promise: run(query, { ...ctx, signal: controller.signal }).then(deepFrozen), callers: 0, controller, settled: false };
      made.promise.then(
        () => {
          made.settled = true;
          if (entries.peek(key) !== made) return;
          if (opts.ttlMs > 0) entries.set(key, made, { ttl: opts.ttlMs });
          else entries.delete(key);
        },
        () => {
          made.settled = true;
          if (entries.peek(key) === made) entries.delete(key);
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
      return await (left ? Promise.race([e.promise, left]) : e.promise);
    } finally {
      if (onAbort) signal?.removeEventListener('abort', onAbort);
      e.callers--;
      if (e.callers === 0 && !e.settled) {
        if (entries.peek(key) === e) entries.delete(key);
        e.controller.abort(signal?.reason);
      }
    }
  };
}

/** How many bytes of chart images are kept for reuse: about a thousand 60 KB PNGs. */
export const SHARED_CHART_BYTES = 64 * 1024 * 1024;

/**
 * `renderer`, with each chart spec drawn once: the images most recently used are kept, up to
 * `maxBytes` of PNG bytes and URLs. Bounded by size, not count: 200 subscriptions firing at
 * once draw 200 different charts, and a count of 64 had them drawn again for every firing.
 */
export function sharedChartRenderer(renderer: ChartRenderer, maxBytes = SHARED_CHART_BYTES, onLookup?: (hit: boolean) => void): ChartRenderer {
  const images = new LRUCache<string, Promise<DrawnImage>>({ maxSize: maxBytes });
  return {
    output: renderer.output,
    render(spec: ChartSpec) {
      const key = createHash('sha256').update(JSON.stringify(spec)).digest('hex');
      const known = images.get(key);
      onLookup?.(known !== undefined);
      if (known) return known;
      const made = renderer.render(spec);
      // A drawing in progress counts as one byte; once made, as what it holds.
      images.set(key, made, { size: 1 });
      made.then(
        (image) => {
          if (images.peek(key) !== made) return;
          // Deleted first: lru-cache keeps the old size when the same value is set again.
          images.delete(key);
          images.set(key, made, { size: Math.max(1, image.kind === 'png' ? image.png.length : image.url.length) });
        },
        () => {
          if (images.peek(key) === made) images.delete(key);
        },
      );
      return made;
    },
  };
}
