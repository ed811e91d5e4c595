/**
 * Calendar arithmetic on plain integers ("epoch days": days since 1970-01-01).
 *
 * The service's dates and date-times carry no zone, so the sandbox never builds a JS Date for
 * them: a Date would drag the host's time zone (or UTC) into values that have none. Times of
 * day are kept as .NET-style ticks (100 ns) so seven fractional digits are exact.
 */

/** Ticks (100 ns) in one day. */
export const DAY_TICKS = 864_000_000_000;
/** Ticks in one second. */
export const SECOND_TICKS = 10_000_000;
const MS_PER_DAY = 86_400_000;

/** Epoch day of a proleptic Gregorian date (H. Hinnant's days_from_civil). */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** Calendar date of an epoch day. */
export function civilFromDays(days: number): { year: number; month: number; day: number } {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

function daysInMonth(year: number, month: number): number {
  return daysFromCivil(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1) - daysFromCivil(year, month, 1);
}

/** Parses a strict `yyyy-MM-dd` that is a real calendar date; anything else gives null. */
export function parseIsoDate(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return daysFromCivil(year, month, day);
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** `yyyy-MM-dd`. */
export function formatDate(days: number): string {
  const { year, month, day } = civilFromDays(days);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** How many fractional-second digits a date-time is written with; real payloads mix all three. */
export type Precision = 0 | 3 | 7;

/**
 * `yyyy-MM-ddTHH:mm:ss[.fff|.fffffff]`, truncating (never rounding) so that a time just before
 * midnight can never roll over into the next day.
 */
export function formatDateTime(days: number, ticks: number, precision: Precision): string {
  const seconds = Math.floor(ticks / SECOND_TICKS);
  const fraction = ticks - seconds * SECOND_TICKS;
  const hh = Math.floor(seconds / 3600);
  const mm = Math.floor((seconds % 3600) / 60);
  const ss = seconds % 60;
  const base = `${formatDate(days)}T${pad(hh)}:${pad(mm)}:${pad(ss)}`;
  if (precision === 7) return `${base}.${pad(fraction, 7)}`;
  if (precision === 3) return `${base}.${pad(Math.floor(fraction / 10_000), 3)}`;
  return base;
}

/** 0 = Sunday ... 6 = Saturday (1970-01-01 was a Thursday). */
export function weekdayOf(days: number): number {
  return (((days + 4) % 7) + 7) % 7;
}

/** 1-based day of the year. */
export function dayOfYear(days: number): number {
  return days - daysFromCivil(civilFromDays(days).year, 1, 1) + 1;
}

/** First day of the month after the one containing `days`. */
export function startOfNextMonth(days: number): number {
  const { year, month } = civilFromDays(days);
  return month === 12 ? daysFromCivil(year + 1, 1, 1) : daysFromCivil(year, month + 1, 1);
}

/**
 * Week of the year as SQL Server's DATEPART(week) gives it with its default DATEFIRST 7:
 * weeks start on Sunday and week 1 is the one containing January 1 (so it may be short).
 */
export function sqlWeekOfYear(days: number): number {
  const jan1 = daysFromCivil(civilFromDays(days).year, 1, 1);
  return Math.floor((days - jan1 + weekdayOf(jan1)) / 7) + 1;
}

/** The sandbox's "today" and how far into it "now" is; day boundaries are UTC. */
export interface Clock {
  today: number;
  nowTicks: number;
}

/** Splits an instant into the epoch day (UTC) and ticks into that day. */
export function clockOf(now: Date): Clock {
  const ms = now.getTime();
  const today = Math.floor(ms / MS_PER_DAY);
  return { today, nowTicks: (ms - today * MS_PER_DAY) * 10_000 };
}
