/**
 * Calendar-day arithmetic.
 *
 * The query's time zone matters exactly once: to decide which calendar day "now" is
 * (`todayIn`, read off Intl in that zone). Every step after that is arithmetic on calendar
 * days, done in UTC (`Date.UTC`) or on the year, month and day as numbers, because a calendar
 * day has no DST: doing the same steps on local midnights would trip over zones where midnight
 * is skipped on the switch day (e.g. America/Santiago) for no gain. Months, quarters and years
 * are numbers too, not date-fns on zoned dates: its first zoned date in a process built an
 * Intl formatter for UTC, 5-7 ms that the first `last-month` after start paid (issue 33).
 */
import { LIMITS } from './limits.js';

/** A calendar day written `yyyy-MM-dd`; it names a day, not an instant. */
export type CalendarDate = string;

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Day formatters per zone: every report and every row of buttons asks what day it is in its
 * zone, and date-fns' zone context built a zoned date (two offset lookups) per call, a tenth
 * of a Monday storm's report making. Bounded as `zoneNames` below.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day it is at `now` in `timeZone` (a RangeError for a zone Intl does not know). */
export function todayIn(now: Date, timeZone: string): CalendarDate {
  let f = dayFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    if (dayFormats.size >= 2_000) dayFormats.clear();
    dayFormats.set(timeZone, f);
  }
  let year = 0;
  let month = 0;
  let day = 0;
  for (const part of f.formatToParts(now)) {
    if (part.type === 'year') year = Number(part.value);
    else if (part.type === 'month') month = Number(part.value);
    else if (part.type === 'day') day = Number(part.value);
  }
  return calendarDate(year, month, day);
}

/**
 * Resolved zone names. Building an Intl.DateTimeFormat costs most of a millisecond, and every
 * command and job payload checks its zone; there are only a few hundred zones (unknown names
 * are not kept).
 */
const zoneNames = new Map<string, string>();

/** The IANA name Intl resolves `name` to (fixing case), or null when unknown. */
export function canonicalTimeZone(name: string): string | null {
  if (typeof name !== 'string' || !/^[A-Za-z0-9_+\-/]{1,64}$/.test(name)) return null;
  const known = zoneNames.get(name);
  if (known) return known;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
    // Spelling variants ("europe/berlin") are kept too; a bound keeps odd input from growing it.
    if (zoneNames.size >= 2_000) zoneNames.clear();
    zoneNames.set(name, resolved);
    return resolved;
  } catch {
    return null;
  }
}

/** Days in a month (month 1..12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Whether y-m-d is a real calendar day within the supported years. */
export function isRealDate(year: number, month: number, day: number): boolean {
  return (
    isSupportedYear(year) &&
    Number.isInteger(month) &&
    month >= 1 &&
    month <= 12 &&
    Number.isInteger(day) &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

export function isSupportedYear(year: number): boolean {
  return Number.isInteger(year) && year >= LIMITS.minYear && year <= LIMITS.maxYear;
}

/** `yyyy-MM-dd` from numbers, zero-padded. */
export function calendarDate(year: number, month: number, day: number): CalendarDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * `day` moved by `n` days. Plain UTC arithmetic rather than date-fns: reports step through
 * every day of their periods (timelines, daily records), thousands of calls per report, and
 * a calendar day has no zone to get wrong.
 */
export function plusDays(day: CalendarDate, n: number): CalendarDate {
  const m = DAY_RE.exec(day);
  if (!m) throw new RangeError(`not a calendar date: ${day}`);
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + n));
  return calendarDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** `day` moved by `n` months, on the same day of the month or the month's last day when it has fewer (Jan 31 + 1 month is Feb 28 or 29). */
export function plusMonths(day: CalendarDate, n: number): CalendarDate {
  const { year, month, day: d } = parts(day);
  const index = year * 12 + (month - 1) + n;
  const y = Math.floor(index / 12);
  const m = index - y * 12 + 1;
  return calendarDate(y, m, Math.min(d, daysInMonth(y, m)));
}

/** The day \`weekStartsOn\` (0 Sunday … 6 Saturday) on or before \`day\`. Arithmetic, as \`plusDays\`. */
export function weekStart(day: CalendarDate, weekStartsOn: number): CalendarDate {
  const weekDay = new Date(utcMs(day)).getUTCDay();
  return plusDays(day, -((weekDay - weekStartsOn + 7) % 7));
}

export function monthStart(day: CalendarDate): CalendarDate {
  const { year, month } = parts(day);
  return calendarDate(year, month, 1);
}

export function monthEnd(day: CalendarDate): CalendarDate {
  const { year, month } = parts(day);
  return calendarDate(year, month, daysInMonth(year, month));
}

/** First month of `month`'s quarter (1, 4, 7 or 10). */
function quarterMonth(month: number): number {
  return Math.floor((month - 1) / 3) * 3 + 1;
}

export function quarterStart(day: CalendarDate): CalendarDate {
  const { year, month } = parts(day);
  return calendarDate(year, quarterMonth(month), 1);
}

export function quarterEnd(day: CalendarDate): CalendarDate {
  const { year, month } = parts(day);
  const last = quarterMonth(month) + 2;
  return calendarDate(year, last, daysInMonth(year, last));
}

export function yearStart(day: CalendarDate): CalendarDate {
  return calendarDate(parts(day).year, 1, 1);
}

export function yearEnd(day: CalendarDate): CalendarDate {
  return calendarDate(parts(day).year, 12, 31);
}

/** Number of days from `start` to `end`, counting both. Arithmetic, as `plusDays`: called for every range and button. */
export function daysInclusive(start: CalendarDate, end: CalendarDate): number {
  return Math.round((utcMs(end) - utcMs(start)) / 86_400_000) + 1;
}

/** Midnight UTC of `day`, in ms. */
function utcMs(day: CalendarDate): number {
  const { year, month, day: d } = parts(day);
  return Date.UTC(year, month - 1, d);
}

/** Parts of a calendar date, for labels and month arithmetic. */
export function parts(day: CalendarDate): { year: number; month: number; day: number } {
  const m = DAY_RE.exec(day);
  if (!m) throw new RangeError(`not a calendar date: ${day}`);
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * A calendar day in words, with the few English date patterns labels use: `yyyy`, `MMMM`
 * (November), `MMM` (Nov), `d`, `EEEE` (Saturday), `EEE` (Sat), e.g. `MMM d, yyyy`. Written out rather than
 * through date-fns' `format` on a UTC `TZDate`, whose zone lookups were a fifth of a report's
 * time: every bucket of every chart and table is labelled with it.
 */
export function formatDay(day: CalendarDate, pattern: string): string {
  const { year, month, day: d } = parts(day);
  return pattern.replace(/yyyy|MMMM|MMM|EEEE|EEE|d/g, (token) => {
    switch (token) {
      case 'yyyy':
        return String(year).padStart(4, '0');
      case 'MMMM':
        return MONTH_NAMES[month - 1]!;
      case 'MMM':
        return MONTH_NAMES[month - 1]!.slice(0, 3);
      case 'EEEE':
        return WEEKDAY_NAMES[new Date(Date.UTC(year, month - 1, d)).getUTCDay()]!;
      case 'EEE':
        return WEEKDAY_NAMES[new Date(Date.UTC(year, month - 1, d)).getUTCDay()]!.slice(0, 3);
      default:
        return String(d);
    }
  });
}
