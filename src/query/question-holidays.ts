/**
 * Holidays people ask about ("over christmas", "new year's eve", "thanksgiving 2025"): the
 * fixed-date ones and the few moving ones (US Thanksgiving, Memorial Day and Labor Day, Easter), as whole days, with the
 * year settled the way the report needs (see question-dates.ts).
 */
import { calendarDate, daysInMonth, parts, plusDays, type CalendarDate } from './calendar.js';
import type { RangeSpec } from './canonical.js';
import { rangeWords } from './labels.js';
import { joined, typedPhraseOf, type Token } from './tokens.js';
import { message } from '../messages/index.js';

const YEAR = /^(\d{4})$/;
const text = (tokens: readonly Token[], i: number): string => tokens[i]?.text ?? '';
const explicit = (start: CalendarDate, end: CalendarDate): RangeSpec => ({ kind: 'explicit', start, end });

/** Fixed-date holidays and the few moving ones people ask about, as [month, day, days] or computed. */
function holiday(name: string, year: number): [CalendarDate, CalendarDate] | null {
  const day = (m: number, d: number): CalendarDate => calendarDate(year, m, d);
  // The US long weekends of summer: the Monday holiday alone, or "over" it and its "weekend", Saturday to Monday.
  const longWeekend = (monday: CalendarDate): [CalendarDate, CalendarDate] => [/^over-|-weekend$/.test(name) ? plusDays(monday, -2) : monday, monday];
  switch (name) {
    case 'christmas-eve':
      return [day(12, 24), day(12, 24)];
    case 'christmas':
    case 'christmas-day':
    case 'xmas':
      return [day(12, 25), day(12, 25)];
    case 'over-christmas':
    case 'over-xmas':
    case 'christmas-week':
      return [day(12, 24), day(12, 26)];
    case 'new-year-s-eve':
    case 'new-years-eve':
    case 'nye':
      return [day(12, 31), day(12, 31)];
    case 'new-year-s-day':
    case 'new-years-day':
      return [day(1, 1), day(1, 1)];
    case 'over-new-year':
    case 'over-new-years':
    case 'over-new-year-s':
      return [day(12, 31), calendarDate(year + 1, 1, 1)];
    case 'valentine-s-day':
    case 'valentines-day':
    case 'valentines':
      return [day(2, 14), day(2, 14)];
    case 'halloween':
      return [day(10, 31), day(10, 31)];
    case 'independence-day':
    case 'fourth-of-july':
    case 'july-4th':
      return [day(7, 4), day(7, 4)];
    case 'thanksgiving':
    case 'over-thanksgiving':
    case 'thanksgiving-weekend': {
      const thursday = nthWeekday(year, 11, 4, 4);
      // The weekend runs Thursday to Sunday, into December when Thanksgiving is the 28th.
      return [thursday, name === 'thanksgiving' ? thursday : plusDays(thursday, 3)];
    }
    case 'memorial-day':
    case 'over-memorial-day':
    case 'memorial-day-weekend':
      return longWeekend(nthWeekday(year, 5, 1, -1));
    case 'labor-day':
    case 'labour-day':
    case 'over-labor-day':
    case 'over-labour-day':
    case 'labor-day-weekend':
    case 'labour-day-weekend':
      return longWeekend(nthWeekday(year, 9, 1, 1));
    case 'easter':
    case 'over-easter':
    case 'easter-weekend': {
      const sunday = easterSunday(year);
      return name === 'easter' ? [sunday, sunday] : [plusDays(sunday, -2), plusDays(sunday, 1)];
    }
    default:
      return null;
  }
}

/** The n-th `weekday` (0 for Sunday) of a month, or its last when n is -1. */
function nthWeekday(year: number, month: number, weekday: number, n: number): CalendarDate {
  if (n === -1) {
    const last = daysInMonth(year, month);
    return calendarDate(year, month, last - ((new Date(Date.UTC(year, month - 1, last)).getUTCDay() - weekday + 7) % 7));
  }
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return calendarDate(year, month, 1 + ((weekday - first + 7) % 7) + 7 * (n - 1));
}

/**
 * Easter Sunday (Gregorian), by the anonymous Gregorian algorithm (Meeus, Astronomical
 * Algorithms, ch. 8): the Paschal full moon's offset from March 21 (`h`), then the days to the
 * Sunday after it (`l`).
 */
function easterSunday(year: number): CalendarDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const g = Math.floor((b - Math.floor((b + 8) / 25) + 1) / 3);
  const h = (19 * a + b - Math.floor(b / 4) - g + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return calendarDate(year, month, day);
}

/** "over christmas", "new year's eve", "thanksgiving 2025": the coming one ahead, the latest past one otherwise. */
export function readHoliday(
  tokens: readonly Token[],
  i: number,
  s: { today: CalendarDate; lookAhead: boolean },
): { len: number; spec: RangeSpec; note: string } | null {
  for (let len = Math.min(5, tokens.length - i); len >= 1; len--) {
    const phrase = joined(tokens, i, len).replace(/^(around|at)-/, 'over-');
    const named = holiday(phrase, 2000) ?? holiday(phrase.replace(/^over-/, ''), 2000);
    if (!named) continue;
    const name = holiday(phrase, 2000) ? phrase : phrase.replace(/^over-/, '');
    const now = parts(s.today).year;
    const relative = { 'last-year': -1, 'this-year': 0, 'next-year': 1 }[joined(tokens, i + len, 2)];
    const yearWord = relative === undefined ? YEAR.exec(text(tokens, i + len)) : null;
    let span: [CalendarDate, CalendarDate] | null;
    // "christmas last year": the one of the calendar year before this one.
    if (relative !== undefined) span = holiday(name, now + relative);
    else if (yearWord) span = holiday(name, Number(yearWord[1]));
    else {
      // The coming one ahead (not yet over), else the latest one that has begun.
      const candidates = [now - 1, now, now + 1].map((y) => holiday(name, y)!);
      span = s.lookAhead
        ? (candidates.find(([, end]) => end >= s.today) ?? null)
        : ([...candidates].reverse().find(([start]) => start < s.today) ?? null);
    }
    if (!span) return null;
    const total = len + (yearWord ? 1 : relative !== undefined ? 2 : 0);
    const spec = explicit(span[0], span[1]);
    return {
      len: total,
      spec,
      note: message('grammar.readAs', { typed: typedPhraseOf(tokens, i, total), read: rangeWords(spec) }),
    };
  }
  return null;
}
