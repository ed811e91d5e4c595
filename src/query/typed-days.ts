/**
 * One day as people type it ("march 9", "9th of march", "3/1", "13/02/2026", "2026-03-01",
 * "the 15th", "yesterday"), and the year a day or month said without one settles to: the
 * coming one for a look-ahead report, the latest begun for past data. A day that does not
 * exist is kept as typed, for the reader to refuse rather than read as another.
 */
import { calendarDate, isRealDate, parts, plusDays, type CalendarDate } from './calendar.js';
import { joined, textAt as text, type Token } from './tokens.js';
import { MONTH_BY_WORD } from './words.js';

/** What settles a date without a year: today, the first day of the week, and whether the report looks ahead. */
export interface DateSetting {
  today: CalendarDate;
  /** 0 = Sunday … 6 = Saturday. */
  weekStartsOn: number;
  lookAhead: boolean;
  /** Whose holidays (ISO 3166 country, date-holidays'); default US. */
  country?: string;
  /** A weekend is its days, Friday to Sunday (what was booked, signed up or posted), not a hotel's nights. */
  weekendDays?: boolean;
}

/** A day as typed: month and day, the year only when it was said. */
export interface TypedDay {
  month: number;
  day: number;
  year?: number;
  /** `the 15th`: the month comes from a later `of …` or the other end of a span. */
  monthless?: boolean;
  /** Already a full date (today, yesterday, an ISO date, "the 15th of last month"). */
  date?: CalendarDate;
}

const ORDINAL = /^(\d{1,2})(st|nd|rd|th)?$/;
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
export const SLASH = /^(\d{1,2})\/(\d{1,2})(?:\/(\d{2}|\d{4}))?$/;
export const YEAR = /^(\d{4})$/;
/** A day number 1–31 (`9`, `9th`, `1st`), or null. */
export function dayNumber(word: string, needsSuffix = false): number | null {
  const m = ORDINAL.exec(word);
  if (!m || (needsSuffix && !m[2])) return null;
  const n = Number(m[1]);
  return n >= 1 && n <= 31 ? n : null;
}

/** `march 2026` / `last month` / `this month` / `next month` at i: the month's first day. */
export function monthRef(tokens: readonly Token[], i: number, s: DateSetting): { len: number; first: CalendarDate } | null {
  // Asked at most words: only "month" first or second begins one of these.
  const the = text(tokens, i) === 'the' ? 1 : 0;
  const [rel, far] =
    text(tokens, i + 1) === 'month' || text(tokens, i + the) === 'month' ? [joined(tokens, i, 2), joined(tokens, i + the, 3)] : ['', ''];
  // "the month before last", "the month after next": two months away.
  const two = { 'month-before-last': -2, 'month-after-next': 2 }[far];
  const shift = two ?? (rel === 'last-month' || rel === 'previous-month' ? -1 : rel === 'this-month' ? 0 : rel === 'next-month' ? 1 : null);
  if (shift !== null) {
    const now = parts(s.today);
    const total = now.year * 12 + (now.month - 1) + shift;
    return { len: two === undefined ? 2 : the + 3, first: calendarDate(Math.floor(total / 12), (total % 12) + 1, 1) };
  }
  const month = MONTH_BY_WORD.get(text(tokens, i));
  if (month === undefined) return null;
  const year = YEAR.exec(text(tokens, i + 1));
  if (year) return { len: 2, first: calendarDate(Number(year[1]), month, 1) };
  return { len: 1, first: calendarDate(settleYear(month, 1, s, true), month, 1) };
}

/**
 * The year of a month and day said without one. Back, the latest one begun. Ahead, a whole
 * month (`wholeMonth`, its first day) is the coming one, this year's while it runs; a day is the
 * nearer of this year's and the coming one ("4/1" in May is the April just gone, "1/15" in
 * December the January ahead).
 */
export function settleYear(month: number, day: number, s: DateSetting, wholeMonth = false): number {
  const now = parts(s.today);
  const key = month * 100 + day;
  const today = now.month * 100 + now.day;
  if (!s.lookAhead) return key <= today ? now.year : now.year - 1;
  if (key >= today || (wholeMonth && month === now.month)) return now.year;
  if (wholeMonth) return now.year + 1;
  const days = (from: CalendarDate, to: CalendarDate) => (Date.parse(to) - Date.parse(from)) / 86_400_000;
  const safeDay = Math.min(day, 28);
  return days(calendarDate(now.year, month, safeDay), s.today) < days(s.today, calendarDate(now.year + 1, month, safeDay)) ? now.year : now.year + 1;
}

/** One day at i: `march 1`, `1st of march`, `nov 9 2026`, `the 15th`, `the 15th of last month`, `2026-03-01`, `yesterday`. */
export function readDay(tokens: readonly Token[], i: number, s: DateSetting): { len: number; day: TypedDay } | null {
  const word = text(tokens, i);
  if (word === 'today') return { len: 1, day: fromDate(s.today) };
  if (word === 'yesterday') return { len: 1, day: fromDate(plusDays(s.today, -1)) };
  if (word === 'tomorrow') return { len: 1, day: fromDate(plusDays(s.today, 1)) };
  // "3/1", "11/15/2026", "1/5/27": month first, as in the US; day first where the first cannot be a month ("13/02").
  const slash = SLASH.exec(word);
  if (slash) {
    const year = slash[3] === undefined ? undefined : Number(slash[3].length === 2 ? `20${slash[3]}` : slash[3]);
    const [first, second] = [Number(slash[1]), Number(slash[2])];
    const [month, day] = first > 12 && second <= 12 ? [second, first] : [first, second];
    return { len: 1, day: { month, day, ...(year === undefined ? {} : { year }) } };
  }
  const iso = ISO.exec(word);
  if (iso) {
    const [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
    // A day that does not exist ("2027-13-02") is kept as typed, for the reader to refuse.
    return { len: 1, day: isRealDate(y, m, d) ? fromDate(calendarDate(y, m, d)) : { month: m, day: d, year: y } };
  }
  const month = MONTH_BY_WORD.get(word);
  if (month !== undefined) {
    const day = dayNumber(text(tokens, i + 1));
    if (day === null) return null;
    const year = YEAR.exec(text(tokens, i + 2));
    return { len: year ? 3 : 2, day: { month, day, ...(year ? { year: Number(year[1]) } : {}) } };
  }
  const the = word === 'the' ? 1 : 0;
  let at = i + the + 1;
  if (text(tokens, at) === 'of') at++;
  const ref = monthRef(tokens, at, s);
  // A bare number is a day only before a month ("9 november"); "5 stories" is a count.
  const day = dayNumber(text(tokens, i + the), ref === null);
  if (day === null) return null;
  if (ref) {
    const { year, month: m } = parts(ref.first);
    // A month said alone leaves the year to the day, as in "nov 20": "the 20th of november" is the same day.
    return { len: at + ref.len - i, day: { month: m, day, ...(ref.len === 1 ? {} : { year }) } };
  }
  // "the 15th" alone: its month comes from the other end of a span or a later "of last month".
  return { len: the + 1, day: { month: 0, day, monthless: true } };
}

function fromDate(date: CalendarDate): TypedDay {
  const p = parts(date);
  return { month: p.month, day: p.day, year: p.year, date };
}

/** A typed day as a calendar date, its year settled; null when there is no such day. */
export function settle(day: TypedDay, s: DateSetting, month = day.month, year?: number): CalendarDate | null {
  if (day.date) return day.date;
  const y = day.year ?? year ?? settleYear(month, day.day, s);
  return isRealDate(y, month, day.day) ? calendarDate(y, month, day.day) : null;
}
