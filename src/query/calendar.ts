/**
 * Calendar-day arithmetic, with date-fns.
 *
 * The query's time zone matters exactly once: to decide which calendar day "now" is
 * (`todayIn`, @date-fns/tz). Every step after that is arithmetic on calendar days, which have
 * no zone: each day is a `UTCDate` (@date-fns/utc) at its midnight, so date-fns adds days,
 * months and weeks in UTC and no machine zone (nor a midnight skipped by daylight saving, as in
 * America/Santiago) can move a day. Days travel as `yyyy-MM-dd` strings.
 */
import { TZDate } from '@date-fns/tz';
import { UTCDate } from '@date-fns/utc';
import {
  addDays,
  addMonths,
  differenceInCalendarDays,
  endOfMonth,
  endOfQuarter,
  endOfYear,
  format,
  getDaysInMonth,
  isExists,
  startOfMonth,
  startOfQuarter,
  startOfWeek,
  startOfYear,
  type Day,
} from 'date-fns';
import { LIMITS } from './limits.js';

/** A calendar day written `yyyy-MM-dd`; it names a day, not an instant. */
export type CalendarDate = string;

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day as a date-fns date (midnight UTC); a RangeError for anything but `yyyy-MM-dd`. */
function dateOf(day: CalendarDate): UTCDate {
  const m = DAY_RE.exec(day);
  if (!m) throw new RangeError(`not a calendar date: ${day}`);
  return new UTCDate(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

/** A day at its midnight UTC, as its `yyyy-MM-dd` (no format to parse: the reader asks for days at every word). */
const dayOf = (date: Date): CalendarDate => date.toISOString().slice(0, 10);

/** The calendar day it is at `now` in `timeZone` (a RangeError for a zone Intl does not know). */
export function todayIn(now: Date, timeZone: string): CalendarDate {
  // A question asks for today several times over (the reader, the grammar, each range): the last answer is kept.
  if (lastToday && lastToday.at === now.getTime() && lastToday.timeZone === timeZone) return lastToday.day;
  const zoned = new TZDate(now, timeZone);
  if (Number.isNaN(zoned.getTime())) throw new RangeError(`not a time zone: ${timeZone}`);
  lastToday = { at: now.getTime(), timeZone, day: format(zoned, 'yyyy-MM-dd') };
  return lastToday.day;
}
let lastToday: { at: number; timeZone: string; day: CalendarDate } | undefined;

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
  return getDaysInMonth(new UTCDate(year, month - 1, 1));
}

/** Whether y-m-d is a real calendar day within the supported years. */
export function isRealDate(year: number, month: number, day: number): boolean {
  return isSupportedYear(year) && Number.isInteger(month) && Number.isInteger(day) && isExists(year, month - 1, day);
}

export function isSupportedYear(year: number): boolean {
  return Number.isInteger(year) && year >= LIMITS.minYear && year <= LIMITS.maxYear;
}

/** `yyyy-MM-dd` from numbers, zero-padded. */
export function calendarDate(year: number, month: number, day: number): CalendarDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** `day` moved by `n` days. */
export function plusDays(day: CalendarDate, n: number): CalendarDate {
  return dayOf(addDays(dateOf(day), n));
}

/** `day` moved by `n` months, on the same day of the month or the month's last day when it has fewer (Jan 31 + 1 month is Feb 28 or 29). */
export function plusMonths(day: CalendarDate, n: number): CalendarDate {
  return dayOf(addMonths(dateOf(day), n));
}

/** The day of the week of `day`: 0 Sunday … 6 Saturday. */
export const weekdayOf = (day: CalendarDate): number => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The first `weekday` (0 = Sunday) after `day` (`step` 1) or before it (`step` -1), never `day` itself. */
export function weekdayFrom(day: CalendarDate, weekday: number, step: 1 | -1): CalendarDate {
  const next = plusDays(day, step);
  return plusDays(next, step * ((step * (weekday - weekdayOf(next)) + 7) % 7));
}

/** The `weekday` (0 = Sunday) of the week holding `day`, the week starting on `weekStartsOn`. */
export function weekdayInWeek(day: CalendarDate, weekday: number, weekStartsOn: number): CalendarDate {
  const start = weekStart(day, weekStartsOn);
  return plusDays(start, (weekday - weekdayOf(start) + 7) % 7);
}

/** The day `weekStartsOn` (0 Sunday … 6 Saturday) on or before `day`. */
export function weekStart(day: CalendarDate, weekStartsOn: number): CalendarDate {
  return dayOf(startOfWeek(dateOf(day), { weekStartsOn: weekStartsOn as Day }));
}

export const monthStart = (day: CalendarDate): CalendarDate => dayOf(startOfMonth(dateOf(day)));
export const monthEnd = (day: CalendarDate): CalendarDate => dayOf(endOfMonth(dateOf(day)));
export const quarterStart = (day: CalendarDate): CalendarDate => dayOf(startOfQuarter(dateOf(day)));
export const quarterEnd = (day: CalendarDate): CalendarDate => dayOf(endOfQuarter(dateOf(day)));
export const yearStart = (day: CalendarDate): CalendarDate => dayOf(startOfYear(dateOf(day)));
export const yearEnd = (day: CalendarDate): CalendarDate => dayOf(endOfYear(dateOf(day)));

/** Days from `from` to `to`: negative where `to` comes first (calendar dates are whole UTC days). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return (Date.parse(to) - Date.parse(from)) / 86_400_000;
}

/** Number of days from `start` to `end`, counting both. */
export function daysInclusive(start: CalendarDate, end: CalendarDate): number {
  return differenceInCalendarDays(dateOf(end), dateOf(start)) + 1;
}

/** The month (and its year) of the latest day numbered `day` on or before `end`: `end`'s month, or the month before. */
export function monthOfDayUpTo(day: number, end: CalendarDate): { year: number; month: number } {
  const { year, month, day: last } = parts(end);
  if (day <= last) return { year, month };
  return month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
}

/** The year and month of the first day numbered `day` on or after `start` (the 3rd after Dec 20 is in January). */
export function monthOfDayFrom(day: number, start: CalendarDate): { year: number; month: number } {
  const { year, month, day: first } = parts(start);
  if (day >= first) return { year, month };
  return month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
}

/** Parts of a calendar date, for labels and month arithmetic. */
export function parts(day: CalendarDate): { year: number; month: number; day: number } {
  const m = DAY_RE.exec(day);
  if (!m) throw new RangeError(`not a calendar date: ${day}`);
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
}

/**
 * A calendar day in words, with date-fns' patterns (English): `MMM d, yyyy` (Nov 21, 2026),
 * `EEEE` (Saturday), `MMMM` (November).
 */
export function formatDay(day: CalendarDate, pattern: string): string {
  return format(dateOf(day), pattern);
}
