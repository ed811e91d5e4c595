/**
 * Pickup on the books: how many room nights and how much room revenue were added for the
 * stay dates ahead since a week ago, from daily snapshots of the look-ahead that the bot
 * keeps itself (the service only ever says what is on the books now).
 *
 * The snapshots are what the bot really saw from the service (see books-history.ts); this
 * file is the pure computation over them, as plain data.
 */
import { formatDay, plusDays } from '../query/calendar.js';
import type { Books, BooksDay, BooksSnapshot } from '../catalogue/books-history.js';
import type { Insight } from '../catalogue/types.js';

/** Pickup is measured over this many days. */
export const PICKUP_DAYS = 7;

/** Everything the pickup sentence needs, read from the history before the report is made. */
export interface PickupHistory {
  /** The snapshot to compare with: the newest one at least PICKUP_DAYS old. */
  snapshot: BooksSnapshot | null;
  /** The oldest snapshot kept, to say when pickup will be available. */
  oldestDay: string | null;
}

/** The day whose snapshot (or the nearest older one) pickup compares with. */
export function pickupBaseDay(today: string): string {
  return plusDays(today, -PICKUP_DAYS);
}

/**
 * Sums over stay dates `start`..`end`, stopping before the first date either side lacks (a
 * snapshot taken by a report keeps only the dates that report asked for).
 */
function sumBoth(now: Books, then: Books, start: string, end: string): { end: string; now: BooksDay; then: BooksDay } | null {
  const a = { nights: 0, revenueCents: 0 };
  const b = { nights: 0, revenueCents: 0 };
  let last: string | null = null;
  for (let day = start; day <= end; day = plusDays(day, 1)) {
    const x = now.get(day);
    const y = then.get(day);
    if (!x || !y) break;
    a.nights += x.nights;
    a.revenueCents += x.revenueCents;
    b.nights += y.nights;
    b.revenueCents += y.revenueCents;
    last = day;
  }
  return last === null ? null : { end: last, now: a, then: b };
}

/**
 * Pickup for the stay dates of `period` from `today` on: the books now minus the books in
 * the snapshot, over the same stay dates. When no snapshot is old enough yet, the day pickup
 * will appear (a week after the oldest snapshot, or after today's when there is none).
 * When the snapshot (taken by a shorter report, on a day the daily job did not run) stops
 * before the period does, pickup is for the stay dates it covers, and the sentence names
 * them. Null when there is nothing to say: no stay date ahead, or none covered.
 */
export function pickupOf(period: { start: string; end: string }, today: string, now: Books, history: PickupHistory): Insight | null {
  const start = period.start > today ? period.start : today;
  if (start > period.end) return null;
  const { snapshot } = history;
  if (!snapshot || snapshot.day > pickupBaseDay(today)) {
    const first = history.oldestDay && history.oldestDay < today ? history.oldestDay : today;
    return { kind: 'pickupPending', from: plusDays(first, PICKUP_DAYS) };
  }
  const both = sumBoth(now, snapshot.books, start, period.end);
  if (!both) return null;
  return {
    kind: 'pickup',
    nights: both.now.nights - both.then.nights,
    revenue: (both.now.revenueCents - both.then.revenueCents) / 100,
    since: snapshot.day,
    start,
    end: both.end,
  };
}

/** `Mon Nov 16`. */
export function sinceWords(day: string): string {
  return formatDay(day, 'EEE MMM d');
}
