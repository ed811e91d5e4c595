/**
 * Range resolution: canonical expression + time zone + week start + an instant -> calendar
 * days, both ends inclusive. Called at parse time (to check bounds and the future) and again
 * at run time, because a subscription's `last-week` means the week before each delivery.
 *
 * Definitions (T = today in the query's zone; weeks start on `weekStartsOn`):
 * - `today` = T; `yesterday` = T-1.
 * - `this-week|month|quarter|year` = the period containing T. Reports with only past data
 *   report it to date: from its first day through yesterday (complete days only), so
 *   `this-month` on Nov 22 is Nov 1–21 (`ytd`, `mtd`, `qtd`, `wtd` are the same). Any range
 *   of theirs that reaches T is cut the same way, except one that begins on T: that is
 *   today so far (`this-month` on Dec 1 is Dec 1 so far, and says so). The
 *   look-ahead (occupancy) keeps whole periods: its future dates are stays on the books.
 * - `last-…` / `next-…` = the whole period before / after the current one.
 * - `last-N-days` = the N full days ending yesterday; `next-N-days` = N days starting today.
 * - `last-N-weeks` = N whole weeks ending at the end of last week; `last-N-months` = N whole
 *   months ending at the end of last month.
 * - `next-N-weeks` = the 7N days from today; `next-N-months` = from today to the day before
 *   the same date N months on. A look-ahead starts today, whatever the week start: the days
 *   of this week or month already past are actuals, never mixed into what is on the books.
 * - years, months, quarters and explicit ranges are fixed dates.
 *
 * Comparisons are like for like (see `comparisonOf`).
 */
import {
  daysInclusive,
  calendarDate,
  daysInMonth,
  monthEnd,
  monthStart,
  parts,
  plusDays,
  plusMonths,
  quarterEnd,
  quarterStart,
  todayIn,
  weekdayOf,
  weekStart,
  yearEnd,
  yearStart,
  type CalendarDate,
} from './calendar.js';
import { parseCanonicalRange, type PeriodUnit, type RangeSpec } from './canonical.js';
import { rangeLabel, spanLabel } from './labels.js';
import { LIMITS } from './limits.js';
import { message } from '../messages/index.js';
import { WEEK_DAYS, type PeriodStatus, type ReportQuery, type ResolvedRange, type WeekDay } from './types.js';

/** First and last day of a range. */
export interface Bounds {
  start: CalendarDate;
  end: CalendarDate;
}

/** The days a spec covers, given today and the first day of the week. */
export function rangeBounds(spec: RangeSpec, today: CalendarDate, weekStartsOn: WeekDay): Bounds {
  const weekIndex = WEEK_DAYS.indexOf(weekStartsOn);
  switch (spec.kind) {
    case 'day': {
      const day = spec.which === 'today' ? today : plusDays(today, -1);
      return { start: day, end: day };
    }
    case 'period': {
      const shift = spec.rel === 'this' ? 0 : spec.rel === 'last' ? -1 : 1;
      return periodBounds(spec.unit, today, shift, weekIndex);
    }
    case 'rolling':
      return rollingBounds(spec.dir, spec.n, spec.unit, today, weekIndex);
    case 'year':
      return { start: calendarDate(spec.year, 1, 1), end: calendarDate(spec.year, 12, 31) };
    case 'month':
      return {
        start: calendarDate(spec.year, spec.month, 1),
        end: calendarDate(spec.year, spec.month, daysInMonth(spec.year, spec.month)),
      };
    case 'quarter': {
      const first = calendarDate(spec.year, spec.quarter * 3 - 2, 1);
      return { start: first, end: quarterEnd(first) };
    }
    case 'explicit':
      return { start: spec.start, end: spec.end };
  }
}

function periodBounds(unit: PeriodUnit, today: CalendarDate, shift: number, weekIndex: number): Bounds {
  switch (unit) {
    case 'week': {
      const start = plusDays(weekStart(today, weekIndex), 7 * shift);
      return { start, end: plusDays(start, 6) };
    }
    case 'month': {
      const start = plusMonths(monthStart(today), shift);
      return { start, end: monthEnd(start) };
    }
    case 'quarter': {
      const start = plusMonths(quarterStart(today), 3 * shift);
      return { start, end: quarterEnd(start) };
    }
    case 'year': {
      const start = plusMonths(yearStart(today), 12 * shift);
      return { start, end: yearEnd(start) };
    }
  }
}

function rollingBounds(dir: 'last' | 'next', n: number, unit: 'day' | 'week' | 'month', today: CalendarDate, weekIndex: number): Bounds {
  if (unit === 'day') {
    return dir === 'last' ? { start: plusDays(today, -n), end: plusDays(today, -1) } : { start: today, end: plusDays(today, n - 1) };
  }
  if (unit === 'week') {
    const current = weekStart(today, weekIndex);
    return dir === 'last' ? { start: plusDays(current, -7 * n), end: plusDays(current, -1) } : { start: today, end: plusDays(today, 7 * n - 1) };
  }
  if (dir === 'next') return { start: today, end: plusDays(plusMonths(today, n), -1) };
  const current = monthStart(today);
  return { start: plusMonths(current, -n), end: plusDays(current, -1) };
}

/** Parse a canonical range or fail loudly: queries reaching here were validated by the schema. */
function specOf(range: string): RangeSpec {
  const spec = parseCanonicalRange(range);
  if (!spec) throw new RangeError(`Not a canonical range expression: "${range}"`);
  return spec;
}

/** What a range means for a report on `today`: its days, cut to date where needed, and its status. */
export function settleBounds(full: Bounds, today: CalendarDate, pastOnly: boolean): { end: CalendarDate; status: PeriodStatus } {
  if (!pastOnly) return { end: full.end, status: full.end >= today ? 'ahead' : 'past' };
  // A period that began today (this month on the 1st) is today so far, as analytics tools read it.
  if (full.start === today && full.end >= today) return { end: today, status: 'today' };
  if (full.end >= today) return { end: plusDays(today, -1), status: 'to-date' };
  return { end: full.end, status: 'past' };
}

/**
 * Resolve a query's range to calendar days at `now`, in the query's time zone, cut to date
 * unless the report looks ahead (see the definitions above). `resolveRange` (catalog.ts) asks
 * the registry whether the query's report looks ahead; reports pass their own flag.
 * Throws a RangeError only for a range that is not canonical (a programming error: parsed
 * and schema-validated queries always carry canonical ranges).
 */
export function resolvePeriod(query: Pick<ReportQuery, 'range' | 'timeZone' | 'weekStartsOn'>, now: Date, lookAhead: boolean): ResolvedRange {
  const spec = specOf(query.range);
  const today = todayIn(now, query.timeZone);
  const full = rangeBounds(spec, today, query.weekStartsOn);
  const { end, status } = settleBounds(full, today, !lookAhead);
  const days = end < full.start ? 0 : daysInclusive(full.start, end);
  return { start: full.start, end, fullEnd: full.end, label: rangeLabel(spec, full.start, end, status), days, status };
}

/** Whether a range is a run of whole calendar months, and how many. */
function wholeMonths({ start, end }: Bounds): number | null {
  if (parts(start).day !== 1 || monthEnd(end) !== end) return null;
  const a = parts(start);
  const b = parts(end);
  return (b.year - a.year) * 12 + (b.month - a.month) + 1;
}

/** A comparison period, and how it was found. */
export interface ComparisonRange extends ResolvedRange {
  kind: 'previous' | 'last-year';
  /**
   * `months`: whole calendar months earlier; `days`: the same number of days (or 364,
   * weekday-aligned) earlier; `dates`: the dates the query gave (the same holiday last year).
   */
  shift: 'months' | 'days' | 'dates';
}

/** The whole period a comparison is taken from, before it is cut like for like. */
function comparisonBounds(full: Bounds, compare: 'previous' | 'last-year'): { bounds: Bounds; shift: 'months' | 'days' } {
  const months = wholeMonths(full);
  if (compare === 'previous') {
    if (months !== null) return { bounds: { start: plusMonths(full.start, -months), end: plusDays(full.start, -1) }, shift: 'months' };
    // A weekend (two to four days with a Saturday) is set against the weekend before, not the days just before it.
    const length = daysInclusive(full.start, full.end);
    const weekend = length >= 2 && length <= 4 && [0, 1, 2, 3].some((d) => d < length && weekdayOf(plusDays(full.start, d)) === 6);
    const back = weekend ? 7 : length;
    return { bounds: { start: plusDays(full.start, -back), end: plusDays(full.end, -back) }, shift: 'days' };
  }
  if (months !== null) {
    return { bounds: { start: plusMonths(full.start, -12), end: monthEnd(plusMonths(full.end, -12)) }, shift: 'months' };
  }
  // 52 weeks back: the same weekdays, which is what a week or a run of days is read against.
  return { bounds: { start: plusDays(full.start, -364), end: plusDays(full.end, -364) }, shift: 'days' };
}

/**
 * The period a report is compared with, like for like, or why there is none.
 * - `previous`: the period of equal length immediately before. A run of whole calendar
 *   months (a month, quarter or year) is compared with the same number of whole months
 *   before it (Oct 1–31 -> Sep 1–30); a weekend (two to four days with a Saturday) with the
 *   weekend before; otherwise with the same number of days just before.
 * - `last-year`: whole months -> the same months a year earlier (Feb 2029 -> Feb 1–29, 2028);
 *   anything else -> 364 days earlier, so weekdays line up (a Saturday with a Saturday); a
 *   run of more than 364 days that is not whole months has no year-ago twin and is not compared.
 * - A period to date is compared with the same number of elapsed days of the comparison
 *   period (Nov 1–21 -> Oct 1–21, or Nov 1–21 a year earlier), never with all of it.
 * - `dates`: last year's twin said as dates (the same holiday last year), used as they are.
 * - Today so far (a period that began today included) is not compared: a part of
 *   a day against a whole one would read as a collapse.
 * The label is the plain date span, e.g. `Oct 1–21, 2026`.
 */
export function comparisonOf(
  period: ResolvedRange,
  compare: 'previous' | 'last-year',
  dates?: string,
): { comparison: ComparisonRange } | { comparison: null; reason: string | null } {
  if (period.status === 'today') return { comparison: null, reason: message('grammar.todayNotCompared') };
  const full = { start: period.start, end: period.fullEnd };
  const twin = dates === undefined ? null : parseCanonicalRange(dates);
  const { bounds, shift } =
    twin?.kind === 'explicit' ? { bounds: { start: twin.start, end: twin.end }, shift: 'dates' as const } : comparisonBounds(full, compare);
  const end = period.status === 'to-date' ? minDay(plusDays(bounds.start, period.days - 1), bounds.end) : bounds.end;
  if (bounds.start < calendarDate(LIMITS.minYear, 1, 1)) {
    return {
      comparison: null,
      reason: message('grammar.notComparedBefore', { compare: compare === 'previous' ? 'previous' : 'lastYear', year: String(LIMITS.minYear) }),
    };
  }
  // 364 days back would overlap a longer period itself: there is no year-ago stretch to compare.
  if (compare === 'last-year' && shift === 'days' && daysInclusive(full.start, full.end) > 364) {
    return { comparison: null, reason: message('grammar.notComparedLonger') };
  }
  const days = daysInclusive(bounds.start, end);
  return {
    comparison: { start: bounds.start, end, fullEnd: bounds.end, label: spanLabel(bounds.start, end), days, status: 'past', kind: compare, shift },
  };
}

function minDay(a: CalendarDate, b: CalendarDate): CalendarDate {
  return a < b ? a : b;
}

/**
 * The same query one whole period earlier (or, `by` 1, later), with the range pinned to explicit
 * dates (`yyyy-MM-dd..yyyy-MM-dd`), for a "Previous period" button: from `this-month` (to date or
 * not) it is the whole of last month, from `today` yesterday. Pressing it again on the result
 * keeps stepping back; whole months stay whole months. Null when that period would start
 * before the years the bot reports on.
 */
export function shiftRange(query: ReportQuery, now: Date, by: -1 | 1 = -1): ReportQuery | null {
  const spec = specOf(query.range);
  const full = rangeBounds(spec, todayIn(now, query.timeZone), query.weekStartsOn);
  const before = comparisonBounds(full, 'previous').bounds;
  // Later by as much as the period before is earlier: the next whole months, or as many days on.
  const months = wholeMonths(full);
  const gap = daysInclusive(before.start, full.start) - 1;
  const after =
    months !== null
      ? { start: plusDays(full.end, 1), end: monthEnd(plusMonths(full.end, months)) }
      : { start: plusDays(full.start, gap), end: plusDays(full.end, gap) };
  const bounds = by < 0 ? before : after;
  if (bounds.start < calendarDate(LIMITS.minYear, 1, 1)) return null;
  return { ...query, range: `${bounds.start}..${bounds.end}` };
}
