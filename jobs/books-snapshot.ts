/**
 * The daily snapshot of the books: once a day (the `books-snapshot` job scheduler, see
 * `scheduleBooksSnapshots`), the look-ahead of the year ahead by stay date, for every
 * property-type filter reports asked for in the last weeks and for all properties, goes into
 * the history, so pickup can be said even after days on which nobody asked for occupancy.
 *
 * Cost: one look-ahead request per filter in use a day (at most six).
 */
import type { Queue } from 'bullmq';
import type { ReportingApi } from '../src/api/client.js';
import { plusDays, todayIn } from '../src/query/calendar.js';
import type { Logger } from '../src/log.js';
import { SNAPSHOT_STAY_DAYS, type BooksDay, type BooksFilter } from '../src/catalogue/books-history.js';
import { toCents } from '../src/reports/figures.js';
import type { BooksStore } from './books-history.js';
import type { JobHandler } from './job.js';
import { BooksJobSchema, JOB_NAMES } from './queue.js';

/** The job scheduler's id (one per deployment). */
export const BOOKS_SCHEDULER_ID = 'books-snapshot';
/** Shortly after midnight in the bot's zone: the service's books have turned over by then. */
export const BOOKS_SNAPSHOT_CRON = '30 0 * * *';

/** Creates (or updates) the daily job scheduler; idempotent, so every start may call it. */
export async function scheduleBooksSnapshots(queue: Queue, timeZone: string): Promise<void> {
  await queue.upsertJobScheduler(BOOKS_SCHEDULER_ID, { pattern: BOOKS_SNAPSHOT_CRON, tz: timeZone }, { name: JOB_NAMES.books, data: {} });
}

/** What the daily job needs. */
export interface BooksSnapshotDeps {
  api: ReportingApi;
  books: BooksStore;
  logger: Logger;
  /** The bot's zone: snapshots are dated by its calendar day. */
  timeZone: string;
}

/**
 * Records today's books of every filter in use. A filter that fails is logged and the others
 * still recorded; the job fails (and is retried) only when none could be.
 */
export async function recordDailyBooks(deps: BooksSnapshotDeps, now: Date, signal?: AbortSignal): Promise<{ filters: BooksFilter[] }> {
  const today = todayIn(now, deps.timeZone);
  const filters = [...new Set<BooksFilter>(['all', ...(await deps.books.filtersInUse())])];
  const range = { start: today, end: plusDays(today, SNAPSHOT_STAY_DAYS - 1), grouping: 'Day' as const };
  const results = await Promise.allSettled(
    filters.map(async (filter) => {
      const answer = await deps.api.lodgingLookahead({ ...range, ...(filter === 'all' ? {} : { type: filter }) }, { signal });
      const books = new Map<string, BooksDay>(
        answer.data.map((g) => [g.startDate, { nights: g.occupancy.bookedNights, revenueCents: toCents(g.revenue.totalTransactionRevenue) }]),
      );
      await deps.books.record(filter, today, books, 'daily');
    }),
  );
  const recorded = filters.filter((_, i) => results[i]?.status === 'fulfilled');
  results.forEach((r, i) => {
    if (r.status === 'rejected')
      deps.logger.warn(
        { event: 'books_snapshot_failed', filter: filters[i], day: today, err: String(r.reason) },
        'could not record the books of one filter',
      );
  });
  if (recorded.length === 0) throw (results[0] as PromiseRejectedResult).reason;
  deps.logger.info({ event: 'books_snapshot', day: today, filters: recorded }, `recorded the books of ${today}`);
  return { filters: recorded };
}

/**
 * The `books-snapshot` job's handler: dated by the instant it was scheduled for (a payload's
 * own, else the job scheduler's), so a late run records the right day.
 */
export function booksJobHandler(deps: BooksSnapshotDeps): JobHandler {
  return async (job) => {
    const parsed = BooksJobSchema.safeParse(job.data);
    const at = new Date((parsed.success ? parsed.data.scheduledAt : undefined) ?? job.scheduledAt ?? job.timestamp);
    const { filters } = await recordDailyBooks(deps, at, job.signal);
    return { status: 'recorded', filters, correlationId: `books-${at.getTime()}` };
  };
}
