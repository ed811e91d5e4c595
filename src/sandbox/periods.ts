/**
 * Splitting a date range into report periods.
 *
 * Every period is clipped to the requested range, so the first and last ones may be partial
 * (a Week grouping from a Wednesday starts with a short Wednesday-to-Saturday group).
 */
import { civilFromDays, dayOfYear, daysFromCivil, sqlWeekOfYear, startOfNextMonth, weekdayOf } from './calendar.js';

/** Values of the `grouping` query parameter. */
export const GROUPINGS = ['Month', 'Week', 'Day'] as const;
/** One of {@link GROUPINGS}. */
export type Grouping = (typeof GROUPINGS)[number];

/** Values of `startWeekDay`, indexed like weekdayOf (0 = Sunday). */
export const WEEK_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** An inclusive range of epoch days. */
export interface Period {
  start: number;
  end: number;
}

/** First day of the next period after the one containing `day`. */
function nextBoundary(day: number, grouping: Grouping, weekStart: number): number {
  if (grouping === 'Day') return day + 1;
  if (grouping === 'Month') return startOfNextMonth(day);
  const ahead = (weekStart - weekdayOf(day) + 7) % 7;
  return day + (ahead === 0 ? 7 : ahead);
}

/**
 * Lodging periods: calendar months, weeks starting on `weekStart` (0 = Sunday), or days.
 */
export function lodgingPeriods(start: number, end: number, grouping: Grouping, weekStart: number): Period[] {
  const periods: Period[] = [];
  for (let day = start; day <= end;) {
    const next = nextBoundary(day, grouping, weekStart);
    periods.push({ start: day, end: Math.min(end, next - 1) });
    day = next;
  }
  return periods;
}

/** A sponsor period with the two integers the service labels it with. */
export interface SponsorPeriod extends Period {
  year: number;
  timeGrouping: number;
}

/**
 * Sponsor periods. The spec does not say how `timeGrouping` relates to `grouping`; the sandbox
 * follows the usual SQL Server reporting convention:
 * - Month: the month number, 1-12;
 * - Week: DATEPART(week), weeks starting on Sunday with week 1 the one containing January 1
 *   (sponsor operations take no `startWeekDay`);
 * - Day: the day of the year, 1-366.
 * Because a record is labelled by (year, timeGrouping), a week that crosses December 31 is
 * split into its December part (week 53 or so) and its January part (week 1).
 */
export function sponsorPeriods(start: number, end: number, grouping: Grouping): SponsorPeriod[] {
  const periods: SponsorPeriod[] = [];
  for (let day = start; day <= end;) {
    const { year, month } = civilFromDays(day);
    const nextYear = daysFromCivil(year + 1, 1, 1);
    const next = Math.min(nextBoundary(day, grouping, 0), nextYear);
    const timeGrouping = grouping === 'Month' ? month : grouping === 'Week' ? sqlWeekOfYear(day) : dayOfYear(day);
    periods.push({ start: day, end: Math.min(end, next - 1), year, timeGrouping });
    day = next;
  }
  return periods;
}

/** For each day offset of [start, start + span), the index of the period that contains it. */
export function periodIndexByDay(periods: readonly Period[], start: number, span: number): Int32Array {
  const map = new Int32Array(span).fill(-1);
  periods.forEach((p, i) => {
    for (let d = p.start; d <= p.end; d++) map[d - start] = i;
  });
  return map;
}
