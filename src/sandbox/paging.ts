/**
 * Paging over generated company records without materialising them.
 *
 * Records are ordered by (day, index within the day). A page request walks the days of the
 * range, decides per record with a cheap attribute hash whether it passes the filters (that
 * gives `total`), and builds full records only for the slice of the requested page. Memory is
 * bounded by the page size, however long the range.
 */
import { DAY_TICKS, formatDateTime, type Clock } from './calendar.js';
import { DATA_START } from './catalog.js';
import type { Rng } from './random.js';
import { countOnDay, KIND_SALT, recordPrecision, recordTicks, type RecordKind, type SandboxVolume } from './volume.js';

/** What every generator needs to know about the request it serves. */
export interface GenEnv extends Clock {
  seed: number;
  volume: SandboxVolume;
  /** Base URL of this sandbox, for photo addresses. */
  baseUrl: string;
  /** Remembered per-day match counts of this sandbox (optional: only a speed-up). */
  counts?: DayCountCache;
}

/**
 * Per-day counts of records passing a filter, remembered across page requests so that page 200
 * of a range skips the 199 pages before it by their counts. Only past days are stored (their
 * records can no longer change), and at most `maxFilters` filters are kept, so memory stays
 * bounded by (filters x days of history), never by the number of records served.
 */
export class DayCountCache {
  private readonly byFilter = new Map<string, Map<number, number>>();

  constructor(private readonly maxFilters = 64) {}

  get(filter: string, day: number): number | undefined {
    return this.byFilter.get(filter)?.get(day);
  }

  set(filter: string, day: number, count: number): void {
    let days = this.byFilter.get(filter);
    if (!days) {
      if (this.byFilter.size >= this.maxFilters) {
        const oldest = this.byFilter.keys().next();
        if (!oldest.done) this.byFilter.delete(oldest.value);
      }
      days = new Map();
      this.byFilter.set(filter, days);
    }
    days.set(day, count);
  }
}

/** Which records a page request keeps: a predicate plus a key naming it for the count cache. */
export interface Filter<A> {
  keep: (attrs: A) => boolean;
  /** Identifies the predicate (operation, sets and flags); equal keys must mean equal filters. */
  key: string;
}

/** Where a record sits in the stable order, and when it happened. */
export interface Slot {
  day: number;
  index: number;
  ticks: number;
  /** The record's own date-time, already formatted. */
  stamp: string;
}

/** One kind of company record: cheap filter attributes plus the full builder. */
export interface KindDef<A, R> {
  kind: RecordKind;
  /** Only what filters look at; must be cheap (runs for every record of the range). */
  attrs(env: GenEnv, day: number, index: number): A;
  /** The full record; may be expensive (runs only for the records of the page). */
  build(env: GenEnv, slot: Slot, attrs: A): R;
}

/** One page and the total number of matching records. */
export interface PageResult<R> {
  total: number;
  items: R[];
}

/**
 * Records of the day that already exist at "now": all of them for past days, none for future
 * days, and on today only those timed at or before now. Times rise with the index, so today's
 * existing records are a prefix.
 */
function existingOnDay(env: GenEnv, kind: RecordKind, day: number): number {
  if (day > env.today) return 0;
  const count = countOnDay(env.seed, env.volume, kind, day);
  if (day < env.today) return count;
  const salt = KIND_SALT[kind];
  let n = 0;
  while (n < count && recordTicks(env.seed, salt, day, n, count) <= env.nowTicks) n++;
  return n;
}

/**
 * Returns page `page` (1-based) of `pageSize` records of `def` created in [start, end] that pass
 * `filter` (null = every record, which lets whole days be skipped by their count alone).
 */
export function pageRecords<A, R>(
  def: KindDef<A, R>,
  env: GenEnv,
  start: number,
  end: number,
  filter: Filter<A> | null,
  page: number,
  pageSize: number,
): PageResult<R> {
  const salt = KIND_SALT[def.kind];
  const offset = (page - 1) * pageSize;
  const limit = offset + pageSize;
  const items: R[] = [];
  let total = 0;
  const last = Math.min(end, env.today);
  for (let day = Math.max(start, DATA_START); day <= last; day++) {
    const count = countOnDay(env.seed, env.volume, def.kind, day);
    const existing = day === env.today ? existingOnDay(env, def.kind, day) : count;
    const known = filter === null ? existing : day < env.today ? env.counts?.get(filter.key, day) : undefined;
    if (known !== undefined && (total + known <= offset || total >= limit)) {
      total += known;
      continue;
    }
    let matched = 0;
    for (let index = 0; index < existing; index++) {
      const attrs = def.attrs(env, day, index);
      if (filter !== null && !filter.keep(attrs)) continue;
      if (total >= offset && total < limit) {
        const ticks = recordTicks(env.seed, salt, day, index, count);
        const stamp = formatDateTime(day, ticks, recordPrecision(env.seed, salt, day, index, ticks));
        items.push(def.build(env, { day, index, ticks, stamp }, attrs));
      }
      total++;
      matched++;
    }
    if (filter !== null && day < env.today) env.counts?.set(filter.key, day, matched);
  }
  return { total, items };
}

/** A moment as (epoch day, ticks into the day); absolute ticks would overflow 2^53. */
export interface Moment {
  day: number;
  ticks: number;
}

/**
 * A random moment no earlier than `from`, at most `maxDays` later, and never after now:
 * for things that follow a record (a reservation after the plan, a contest after the story).
 */
export function laterMoment(env: GenEnv, rng: Rng, from: Moment, maxDays: number): Moment {
  const day = from.day + rng.int(0, Math.max(0, Math.min(maxDays, env.today - from.day)));
  const lo = day === from.day ? from.ticks : 0;
  const hi = Math.max(lo, day === env.today ? env.nowTicks : DAY_TICKS - 1);
  return { day, ticks: Math.min(DAY_TICKS - 1, lo + Math.floor(rng.next() * (hi - lo + 1))) };
}
