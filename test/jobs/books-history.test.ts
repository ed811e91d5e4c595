/**
 * What the history of the books keeps, in Redis (real, under a fresh prefix) and in memory: every
 * day's snapshot for five weeks (pickup), and each Thursday's for a year and five weeks (pace
 * against the same time last year). Days are written by hand: Jan 2, 2025 is a Thursday.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryBooksHistory, createRedisBooksHistory, type BooksStore } from '../../jobs/books-history.js';
import { closeRedis, connectRedis, deleteKeysWithPrefix } from '../../jobs/redis.js';
import { plusDays } from '../../src/query/calendar.js';
import { freshPrefix, REDIS_URL } from './harness.js';

const prefix = freshPrefix();
const redis = await connectRedis(REDIS_URL, 'producer', 'test-books-history');
afterAll(async () => {
  await deleteKeysWithPrefix(redis, prefix);
  await closeRedis(redis);
});

describe.each([
  ['Redis', () => createRedisBooksHistory(redis, prefix)],
  ['memory', () => createMemoryBooksHistory()],
])('the history of the books in %s', (_, create: () => BooksStore) => {
  it('keeps every day for five weeks and the Thursdays for a year and five weeks', async () => {
    const books = create();
    // A snapshot each day from Thu Jan 2, 2025 to Sat Jan 31, 2026 (395 days), each holding its own day's stay.
    for (let day = '2025-01-02'; day <= '2026-01-31'; day = plusDays(day, 1))
      await books.record('all', day, new Map([[day, { nights: 1, revenueCents: 100 }]]), 'daily');
    // Within the last 35 days (Dec 28, 2025 on), every day: Tue Jan 20, 2026 is there.
    expect((await books.latestOnOrBefore('all', '2026-01-20'))?.day).toBe('2026-01-20');
    expect((await books.latestOnOrBefore('all', '2025-12-28'))?.day).toBe('2025-12-28');
    // Before them, Thursdays only: Wed Dec 10, 2025 finds Thu Dec 4; Sat Dec 27 finds Thu Dec 25.
    expect((await books.latestOnOrBefore('all', '2025-12-10'))?.day).toBe('2025-12-04');
    expect((await books.latestOnOrBefore('all', '2025-12-27'))?.day).toBe('2025-12-25');
    // A year back: Jan 31, 2026 − 394 days = Thu Jan 2, 2025, within the 400 kept.
    expect(await books.oldestDay('all')).toBe('2025-01-02');
    expect((await books.latestOnOrBefore('all', '2025-01-06'))?.books.get('2025-01-02')).toEqual({ nights: 1, revenueCents: 100 });
    // Six more days (to Feb 6, 2026): Jan 2, 2025 is 400 days back and goes; Jan 9 stays the oldest.
    for (let day = '2026-02-01'; day <= '2026-02-06'; day = plusDays(day, 1))
      await books.record('all', day, new Map([[day, { nights: 1, revenueCents: 100 }]]), 'daily');
    expect(await books.oldestDay('all')).toBe('2025-01-09');
  });
});
