/**
 * Range resolution: canonical expression + time zone + week start + an instant -> calendar
 * days, both ends inclusive. Called at parse time (to check bounds and the future) and again
 * at run time, because a subscription's `last-week` means the week before each delivery.
 *
 * Definitions (T = today in the query's zone; weeks start on `weekStartsOn`):
 * - `today` = T; `yesterday` = T-1.
 * - `this-week|month|quarter|year` = the whole period containing T (not "to date": it matches
 *   the service's period grouping, and days without data simply show nothing yet).
 * - `last-…` / `next-…` = the whole period before / after the current one.
 * - `last-N-days` = the N full days ending yesterday; `next-N-days` = N days starting today.
 * - `last-N-weeks` = N whole weeks ending at the end of last week; `next-N-weeks` = N weeks
 *   starting at the start of the current week, so a weekly look-ahead lines up with the
 *   service's week grouping and always includes today.
 * - `last-N-months` = N whole months ending at the end of last month; `next-N-months` = N
 *   months starting at the start of the current month.
 * - years, months, quarters and explicit ranges are fixed dates.
 */
import {
  daysInclusive,
  calendarDate,
  daysInMonth,
  minusYear,
  monthEnd,
  monthStart,
  parts,
  plusDays,
  plusMonths,
  quarterEnd,
  quarterStart,
  todayIn,
  weekStart,
  yearEnd,
  yearStart,
  type CalendarDate,
} from './calendar.js';
import { parseCanonicalRange, type PeriodUnit, type RangeSpec } from './canonical.js';
import { rangeLabel, spanLabel } from './labels.js';
import { WEEK_DAYS, type ReportQuery, type ResolvedRange, type WeekDay } from './types.js';

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
    return dir === 'last'
      ? { start: plusDays(current, -7 * n), end: plusDays(current, -1) }
      : { start: current, end: plusDays(current, 7 * n - 1) };
  }
  const current = monthStart(today);
  return dir === 'last'
    ? { start: plusMonths(current, -n), end: plusDays(current, -1) }
    : { start: current, end: monthEnd(plusMonths(current, n - 1)) };
}

/** Parse a canonical range or fail loudly: queries reaching here were validated by the schema. */
function specOf(range: string): RangeSpec {
  const spec = parseCanonicalRange(range);
  if (!spec) throw new RangeError(`Not a canonical range expression: "${range}"`);
  return spec;
}

/**
 * Resolve a query's range to calendar days at `now`, in the query's time zone.
 * Throws a RangeError only for a range that is not canonical (a programming error: parsed
 * and schema-validated queries always carry canonical ranges).
 */
export function resolveRange(query: Pick<ReportQuery, 'range' | 'timeZone' | 'weekStartsOn'>, now: Date): ResolvedRange {
  const spec = specOf(query.range);
  const { start, end } = rangeBounds(spec, todayIn(now, query.timeZone), query.weekStartsOn);
  return { start, end, label: rangeLabel(spec, start, end), days: daysInclusive(start, end) };
}

/** Whether a range is a run of whole calendar months, and how many. */
function wholeMonths({ start, end }: Bounds): number | null {
  if (parts(start).day !== 1 || monthEnd(end) !== end) return null;
  const a = parts(start);
  const b = parts(end);
  return (b.year - a.year) * 12 + (b.month - a.month) + 1;
}

/**
 * The period a report is compared with.
 * - `previous`: the period of equal length immediately before. A run of whole calendar
 *   months (a month, quarter or year) is compared with the same number of whole months
 *   before it (Oct 1–31 -> Sep 1–30), otherwise with the same number of days.
 * - `last-year`: the same dates one year earlier (Feb 29 -> Feb 28); whole months stay whole
 *   months (Feb 2029 -> Feb 1–29, 2028).
 * The label is the plain date span, e.g. `Sep 1–30, 2026`.
 */
export function previousRange(resolved: Pick<ResolvedRange, 'start' | 'end'>, compare: 'previous' | 'last-year'): ResolvedRange {
  const months = wholeMonths(resolved);
  let bounds: Bounds;
  if (compare === 'previous') {
    bounds =
      months !== null
        ? { start: plusMonths(resolved.start, -months), end: plusDays(resolved.start, -1) }
        : {
            start: plusDays(resolved.start, -daysInclusive(resolved.start, resolved.end)),
            end: plusDays(resolved.start, -1),
          };
  } else {
    bounds =
      months !== null
        ? { start: plusMonths(resolved.start, -12), end: monthEnd(plusMonths(resolved.end, -12)) }
        : { start: minusYear(resolved.start), end: minusYear(resolved.end) };
  }
  return { ...bounds, label: spanLabel(bounds.start, bounds.end), days: daysInclusive(bounds.start, bounds.end) };
}

/**
 * The same query one period earlier, with the range pinned to explicit dates
 * (`yyyy-MM-dd..yyyy-MM-dd`), for a "Previous period" button. Pressing it again on the
 * result keeps stepping back: whole months stay whole months.
 */
export function shiftRange(query: ReportQuery, now: Date): ReportQuery {
  const previous = previousRange(resolveRange(query, now), 'previous');
  return { ...query, range: `${previous.start}..${previous.end}` };
}
