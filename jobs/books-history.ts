/**
 * The bot's daily snapshots of the look-ahead (src/reports/pickup.ts), kept where the rest of
 * its state is: in Redis, or in this process's memory when it runs without Redis.
 *
 * Redis layout (`P` = the deployment's prefix, so on a cluster every key is in its slot):
 * - `P:books:<filter>:<day>`: a hash, stay date -> `nights:cents`, as the service showed it on
 *   that day; it expires `keepDays(day)` + 1 days after its last write (a Thursday's a year on).
 * - `P:books:<filter>:days`: a sorted set of the days kept (score: the day's number), trimmed at
 *   every write to the last SNAPSHOT_KEEP_DAYS days and the Thursdays before them.
 * - `P:books:filters`: a sorted set of the filters reports asked for, scored by the last day
 *   one did, so the daily job keeps up the ones in use and lets the others lapse.
 * Bounded: SNAPSHOT_STAY_DAYS stay dates × (SNAPSHOT_KEEP_DAYS + 57 Thursdays) × 6 filters at most
 * (BENCHMARKS.md has the memory it takes).
 */
import { plusDays } from '../src/query/calendar.js';
import {
  dayNumber,
  keepDays,
  keptOn,
  keptStays,
  SNAPSHOT_KEEP_DAYS,
  SNAPSHOT_KEEP_WEEKLY_DAYS,
  type Books,
  type BooksDay,
  type BooksFilter,
  type BooksHistory,
  type BooksSnapshot,
} from '../src/catalogue/books-history.js';
import type { RedisClient } from './redis.js';
import { classifiedRedis } from './redis-errors.js';

/** Who recorded a snapshot: a report (which marks its filter as in use) or the daily job. */
export type RecordedBy = 'report' | 'daily';

/** The history, with the daily job's way of recording (which does not keep a filter in use). */
export interface BooksStore extends BooksHistory {
  record(filter: BooksFilter, day: string, books: Books, by?: RecordedBy): Promise<void>;
}

const dayOf = (n: number) => plusDays('1970-01-01', n);
/** The days a write on day `n` lets go of past five weeks: the last week's, but for its Thursday. */
const lapsed = (n: number) => Array.from({ length: 7 }, (_, k) => n - SNAPSHOT_KEEP_DAYS - k).filter((d) => d % 7 !== 0);

/** A snapshot's hash (stay date -> `nights:cents`) as books; a field that does not read is left out. */
function booksOf(hash: Record<string, string>): Map<string, BooksDay> {
  const books = new Map<string, BooksDay>();
  for (const [stay, value] of Object.entries(hash)) {
    const [nights = NaN, cents = NaN] = value.split(':').map(Number);
    if (Number.isFinite(nights) && Number.isFinite(cents)) books.set(stay, { nights, revenueCents: cents });
  }
  return books;
}

/** Snapshots in Redis, shared by every process of the deployment. */
export function createRedisBooksHistory(client: RedisClient, prefix: string): BooksStore {
  const redis = classifiedRedis(client);
  const snapshotKey = (filter: BooksFilter, day: string) => `${prefix}:books:${filter}:${day}`;
  const daysKey = (filter: BooksFilter) => `${prefix}:books:${filter}:days`;
  const filtersKey = `${prefix}:books:filters`;
  const ttlSeconds = (days: number) => (days + 1) * 86_400;

  return {
    async record(filter, day, books, by = 'report') {
      const kept = keptStays(day, books);
      if (kept.size === 0) return;
      const fields = [...kept].flatMap(([stay, d]) => [stay, `${d.nights}:${d.revenueCents}`]);
      const n = dayNumber(day);
      const tx = redis
        .multi()
        .hset(snapshotKey(filter, day), ...fields)
        .expire(snapshotKey(filter, day), ttlSeconds(keepDays(day)))
        .zadd(daysKey(filter), n, day)
        .zremrangebyscore(daysKey(filter), '-inf', n - SNAPSHOT_KEEP_WEEKLY_DAYS)
        .zrem(daysKey(filter), ...lapsed(n).map(dayOf))
        // Their snapshots too, not only at their expiry: a replay writes a year of days in a minute.
        .del(...[...lapsed(n), n - SNAPSHOT_KEEP_WEEKLY_DAYS].map((d) => snapshotKey(filter, dayOf(d))))
        .expire(daysKey(filter), ttlSeconds(SNAPSHOT_KEEP_WEEKLY_DAYS));
      if (by === 'report') tx.zadd(filtersKey, 'GT', n, filter).expire(filtersKey, ttlSeconds(SNAPSHOT_KEEP_DAYS));
      const results = await tx.exec();
      const failed = results?.find(([err]) => err);
      if (!results || failed) throw failed?.[0] ?? new Error('the snapshot was not written');
    },
    async latestOnOrBefore(filter, day) {
      // The newest whose snapshot is still there (an index entry may outlive its expired snapshot).
      const found = await redis.zrevrangebyscore(daysKey(filter), dayNumber(day), '-inf', 'LIMIT', 0, 8);
      for (const kept of found) {
        const hash = await redis.hgetall(snapshotKey(filter, kept));
        if (Object.keys(hash).length > 0) return { day: kept, books: booksOf(hash) };
      }
      return null;
    },
    async oldestDay(filter) {
      const found = await redis.zrange(daysKey(filter), 0, 0);
      return found[0] ?? null;
    },
    async filtersInUse() {
      const newest = await redis.zrevrange(filtersKey, 0, 0, 'WITHSCORES');
      if (newest.length < 2) return [];
      const since = Number(newest[1]) - SNAPSHOT_KEEP_DAYS + 1;
      return (await redis.zrangebyscore(filtersKey, since, '+inf')) as BooksFilter[];
    },
  };
}

/**
 * Snapshots in this process's memory, for the bot without Redis: the same bounds, gone at
 * restart (so pickup appears a week after the bot has been running, or never in a terminal).
 */
export function createMemoryBooksHistory(): BooksStore {
  const snapshots = new Map<BooksFilter, Map<string, Map<string, BooksDay>>>();
  const used = new Map<BooksFilter, number>();
  const daysOf = (filter: BooksFilter) => [...(snapshots.get(filter)?.keys() ?? [])].sort();

  return {
    async record(filter, day, books, by = 'report') {
      const kept = keptStays(day, books);
      if (kept.size === 0) return;
      const byDay = snapshots.get(filter) ?? new Map<string, Map<string, BooksDay>>();
      snapshots.set(filter, byDay);
      const snapshot = byDay.get(day) ?? new Map<string, BooksDay>();
      for (const [stay, d] of kept) snapshot.set(stay, { ...d });
      byDay.set(day, snapshot);
      for (const d of byDay.keys()) if (!keptOn(d, day)) byDay.delete(d);
      if (by === 'report') used.set(filter, Math.max(used.get(filter) ?? 0, dayNumber(day)));
    },
    async latestOnOrBefore(filter, day): Promise<BooksSnapshot | null> {
      const found = daysOf(filter)
        .filter((d) => d <= day)
        .at(-1);
      const books = found && snapshots.get(filter)?.get(found);
      return found && books ? { day: found, books: new Map(books) } : null;
    },
    async oldestDay(filter) {
      return daysOf(filter)[0] ?? null;
    },
    async filtersInUse() {
      const newest = Math.max(0, ...used.values());
      return [...used].filter(([, n]) => n > newest - SNAPSHOT_KEEP_DAYS).map(([f]) => f);
    },
  };
}
