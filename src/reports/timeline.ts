/**
 * Time buckets: how a period is cut into the days, weeks or months a trend chart and a
 * per-period table show. Every report groups the same way, so `by week` means weeks starting
 * on the query's `week-starts` day everywhere, and a bucket never reaches outside its period
 * (the first and last week of a month may be short, and say so by their dates).
 */
import { daysInMonth, formatDay, plusDays } from '../query/calendar.js';
import { WEEK_DAYS, type Grouping, type WeekDay } from '../query/types.js';

export type Grain = Grouping;

/** A stretch of days, clipped to its period. */
export interface Bucket {
  start: string;
  end: string;
  label: string;
}

/** Rows a per-period table shows when nobody asked for a grouping; more would bury the message. */
export const AUTO_TABLE_ROWS = 14;

/**
 * The grain a trend over `days` days reads best at, about 7 to 60 points: a week or a month by
 * day, a quarter by week, a year by month.
 */
export function trendGrain(days: number): Grain {
  return days <= 31 ? 'Day' : days <= 190 ? 'Week' : 'Month';
}

/** `Oct 4`. */
export function shortDay(day: string): string {
  return formatDay(day, 'MMM d');
}

/** `Oct 2026` for a month number (1–12) and year. */
export function monthLabel(year: number, month: number): string {
  // A month number the service should never send is shown as it came, not moved to another month.
  if (!Number.isInteger(month) || month < 1 || month > 12) return `M${month} ${year}`;
  return formatDay(`${year}-${String(month).padStart(2, '0')}-01`, 'MMM yyyy');
}

/** Label of a stretch of days: `Nov 22`, `Nov 22–28`, `Nov 29 – Dec 5`, or `Nov 2026` for a whole month. */
export function spanName(start: string, end: string): string {
  if (start === end) return shortDay(start);
  const sameMonth = start.slice(0, 7) === end.slice(0, 7);
  const lastOfMonth = daysInMonth(Number(end.slice(0, 4)), Number(end.slice(5, 7)));
  if (sameMonth && start.endsWith('-01') && Number(end.slice(8, 10)) === lastOfMonth) {
    return monthLabel(Number(start.slice(0, 4)), Number(start.slice(5, 7)));
  }
  if (sameMonth) return `${shortDay(start)}–${Number(end.slice(8, 10))}`;
  return `${shortDay(start)} – ${shortDay(end)}`;
}

/** The last day of the bucket that starts at `day`, before clipping. */
function bucketEnd(day: string, grain: Grain, weekStart: number): string {
  if (grain === 'Day') return day;
  if (grain === 'Month') return `${day.slice(0, 8)}${String(daysInMonth(Number(day.slice(0, 4)), Number(day.slice(5, 7)))).padStart(2, '0')}`;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return plusDays(day, (weekStart - weekday + 6) % 7);
}

/** A period cut into buckets, with the bucket of each day. */
export class Timeline {
  readonly buckets: Bucket[] = [];
  private readonly indexByDay = new Map<string, number>();

  constructor(
    readonly range: { start: string; end: string },
    readonly grain: Grain,
    weekStartsOn: WeekDay,
  ) {
    const weekStart = WEEK_DAYS.indexOf(weekStartsOn);
    for (let day = range.start; day <= range.end;) {
      const last = bucketEnd(day, grain, weekStart);
      const end = last < range.end ? last : range.end;
      const index = this.buckets.push({ start: day, end, label: spanName(day, end) }) - 1;
      for (let d = day; d <= end; d = plusDays(d, 1)) this.indexByDay.set(d, index);
      day = plusDays(end, 1);
    }
  }

  /** The bucket a day falls in, or -1 outside the period. */
  indexOf(day: string): number {
    return this.indexByDay.get(day) ?? -1;
  }

  /** Folds items into one accumulator per bucket; items dated outside the period are left out. */
  fold<T, A>(items: Iterable<T>, dayOf: (item: T) => string, zero: () => A, add: (acc: A, item: T) => void): A[] {
    const sums = this.buckets.map(zero);
    for (const item of items) {
      const i = this.indexOf(dayOf(item));
      if (i >= 0) add(sums[i]!, item);
    }
    return sums;
  }

  /** Counts per bucket from counts per day. */
  counts(perDay: ReadonlyMap<string, number>): number[] {
    return this.fold(
      perDay,
      ([day]) => day,
      () => ({ n: 0 }),
      (acc, [, n]) => (acc.n += n),
    ).map((a) => a.n);
  }
}

/**
 * The grain of a per-period table, or null for none. What the user asked for always; without
 * that, the trend's own grain when it makes between 2 and `AUTO_TABLE_ROWS` rows, else a
 * coarser grain that can be summed exactly from it (days into weeks or months; weeks do not
 * sum into months).
 */
export function tableGrain(range: { start: string; end: string }, asked: Grain | undefined, fetched: Grain, weekStartsOn: WeekDay): Grain | null {
  if (asked) return asked;
  const rows = (grain: Grain) => new Timeline(range, grain, weekStartsOn).buckets.length;
  // One row would only repeat the headline figures.
  if (rows(fetched) < 2) return null;
  if (rows(fetched) <= AUTO_TABLE_ROWS) return fetched;
  if (fetched !== 'Day') return null;
  if (rows('Week') <= AUTO_TABLE_ROWS) return 'Week';
  return rows('Month') <= AUTO_TABLE_ROWS ? 'Month' : null;
}
