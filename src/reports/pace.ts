/**
 * Pace: the books ahead against the books at the same time last year (STLY), as a revenue
 * manager reads them. Last year's stay dates are rebuilt as they stood on the day of a kept
 * snapshot a year ago (books-history.ts): dates already past on that day count as they
 * finished, dates still ahead as the snapshot had them. Where no such snapshot is kept yet,
 * last year's final figures are all there is, and comparing unfinished books with finished
 * ones says nothing about better or worse: the gap is put as what is still to pick up.
 */
import type { LookaheadReport } from '../api/schemas.js';
import { daysInclusive, formatDay, plusDays } from '../query/calendar.js';
import type { ResolvedRange } from '../query/types.js';
import type { BooksSnapshot } from '../catalogue/books-history.js';
import { message } from '../messages/index.js';
import { percentOf } from './figures.js';

/** A snapshot this many days either side of the day a year ago still stands for it (the history keeps one a week). */
export const SAME_TIME_WITHIN_DAYS = 3;

/** The day a year ago that is at the same lead time to `comparison` as today is to `period`. */
export function sameTimeLastYear(today: string, period: ResolvedRange, comparison: ResolvedRange): string {
  return plusDays(today, 1 - daysInclusive(comparison.start, period.start));
}

/** Whether a snapshot found on or before `day` + SAME_TIME_WITHIN_DAYS is near enough to `day` to stand for it. */
export function nearEnough(snapshot: BooksSnapshot | null, day: string): snapshot is BooksSnapshot {
  return snapshot !== null && snapshot.day >= plusDays(day, -SAME_TIME_WITHIN_DAYS);
}

/**
 * Last year's look-ahead (by day) as it stood on `snapshot.day`: stay dates on or after that day
 * take the snapshot's nights and revenue (their rates are unknown then); earlier ones are as they
 * finished. Null when the snapshot lacks a stay date it should hold (taken by a shorter report).
 */
export function booksThenOf(lastYear: LookaheadReport, snapshot: BooksSnapshot): LookaheadReport | null {
  const data: LookaheadReport['data'] = [];
  for (const g of lastYear.data) {
    if (g.startDate < snapshot.day) {
      data.push(g);
      continue;
    }
    const then = snapshot.books.get(g.startDate);
    if (!then) return null;
    data.push({
      ...g,
      occupancy: { ...g.occupancy, bookedNights: then.nights },
      dailyRate: { minDailyRate: null, maxDailyRate: null, avgDailyRate: null },
      revenue: { ...g.revenue, totalTransactionRevenue: then.revenueCents / 100 },
    });
  }
  return { ...lastYear, data };
}

/** `Compared with the same time last year: the books on May 4, 2026.` */
export function sameTimeNote(snapshot: BooksSnapshot): string {
  return message('note.occupancy.sameTimeLastYear', { day: formatDay(snapshot.day, 'MMM d, yyyy') });
}

/**
 * Against last year's final figures: where they finished and the room nights still to pick up
 * to match them (or how far the books are past them already).
 */
export function stillToPickUpNote(now: { booked: number }, lastYear: { booked: number; occupancy: number | null }): string {
  const gap = lastYear.booked - now.booked;
  return message('note.occupancy.lastYearFinal', {
    occupancy: lastYear.occupancy === null ? '–' : `${percentOf(lastYear.occupancy).toFixed(1)}%`,
    nights: lastYear.booked.toLocaleString('en-US'),
    gap: Math.abs(gap).toLocaleString('en-US'),
    ahead: gap <= 0 ? 'yes' : 'no',
  });
}
