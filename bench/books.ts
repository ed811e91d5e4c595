/**
 * What the history of the books costs in Redis (issue 51): a year and five weeks of snapshots
 * for all six filters (all properties and the five property types), as the daily job would
 * leave them, each snapshot the full 400 stay dates ahead. Written through the bot's own store
 * under a throwaway prefix, measured with MEMORY USAGE key by key, then deleted.
 */
import { randomUUID } from 'node:crypto';
import { createRedisBooksHistory } from '../jobs/books-history.js';
import { closeRedis, connectRedis, deleteKeysWithPrefix } from '../jobs/redis.js';
import { SNAPSHOT_STAY_DAYS, type BooksDay, type BooksFilter } from '../src/catalogue/books-history.js';
import { plusDays } from '../src/query/calendar.js';
import { PROPERTY_TYPES } from '../src/query/types.js';

const FILTERS: BooksFilter[] = ['all', ...PROPERTY_TYPES];
const DAYS = 400;
const LAST_DAY = '2027-06-01';

export async function runBooksBench(): Promise<Record<string, unknown>> {
  const prefix = `bench-books-${randomUUID()}`;
  const redis = await connectRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', 'producer', 'bench-books');
  try {
    const books = createRedisBooksHistory(redis, prefix);
    const first = plusDays(LAST_DAY, 1 - DAYS);
    for (let day = first; day <= LAST_DAY; day = plusDays(day, 1))
      for (const filter of FILTERS) {
        // Figures of a few hundred rooms: realistic widths for nights and cents.
        const snapshot = new Map<string, BooksDay>(
          Array.from({ length: SNAPSHOT_STAY_DAYS }, (_, i) => [plusDays(day, i), { nights: 40 + (i % 160), revenueCents: 612_345 + i * 1_011 }]),
        );
        await books.record(filter, day, snapshot, 'daily');
      }
    const keys = await redis.keys(`${prefix}:*`);
    let bytes = 0;
    for (const key of keys) bytes += (await redis.memory('USAGE', key)) ?? 0;
    const snapshotKeys = keys.filter((k) => /\d{4}-\d\d-\d\d$/.test(k));
    const snapshots = snapshotKeys.length;
    const encoding = await redis.object('ENCODING', snapshotKeys[0]!);
    const result = {
      filters: FILTERS.length,
      daysWritten: DAYS,
      snapshotsKept: snapshots,
      keys: keys.length,
      megabytes: +(bytes / 1_048_576).toFixed(2),
      encoding,
    };
    console.log(
      `books history: ${snapshots} snapshots kept for ${FILTERS.length} filters after ${DAYS} days (${(snapshots / FILTERS.length).toFixed(0)} a filter), ${result.megabytes} MB in Redis (hash encoding: ${encoding})`,
    );
    return result;
  } finally {
    await deleteKeysWithPrefix(redis, prefix);
    await closeRedis(redis);
  }
}
