/**
 * Days of a month said without the month: "the 14th", "the week of the 14th", "the weekend of
 * the 25th" (or of a day said in full, "the weekend of oct 9"). The month is the one a reader
 * means: this one, else the one before or after, the coming one of stays ahead.
 */
import { calendarDate, monthEnd, parts, plusDays, plusMonths, weekdayOf, type CalendarDate } from '../calendar.js';
import type { DateMatch, DateSetting } from '../question-dates.js';
import { textAt as text, type Token } from '../tokens.js';
import { ORDERED } from './sentence-words.js';
import { boundsIn, explicit, said, unitOf, type ReadDate } from './relative-dates.js';

/**
 * "the 14th" as a day of a month not said: this month's, else the one before or after, the
 * coming one ahead (its week or weekend not over), the latest one back.
 */
function dayOfMonthAt(
  tokens: readonly Token[],
  at: number,
  s: DateSetting,
  around: 'day' | 'week' | 'weekend',
): { day: CalendarDate; len: number } | null {
  const the = text(tokens, at) === 'the' ? 1 : 0;
  const m = /^(\d{1,2})(st|nd|rd|th)$/.exec(text(tokens, at + the));
  if (!m || ORDERED.has(text(tokens, at + the + 1))) return null;
  const day = Number(m[1]);
  const now = parts(s.today);
  const candidates = [-1, 0, 1].flatMap((k) => {
    const first = plusMonths(calendarDate(now.year, now.month, 1), k);
    return parts(monthEnd(first)).day >= day ? [calendarDate(parts(first).year, parts(first).month, day)] : [];
  });
  const [from, to] = ({ day: [0, 0], week: [0, 6], weekend: [-2, 2] } as const)[around];
  const pick = s.lookAhead ? candidates.find((d) => plusDays(d, to) >= s.today) : [...candidates].reverse().find((d) => plusDays(d, from) <= s.today);
  return pick ? { day: pick, len: the + 1 } : null;
}

/** "the 14th", "on the 3rd": that day. */
export function readDayOfMonth(tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  const found = dayOfMonthAt(tokens, i, s, 'day');
  return found ? said(tokens, i, found.len, explicit(found.day, found.day)) : null;
}

/** "the week of the 14th": the week holding that day. */
export function readWeekOfDay(tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  const the = text(tokens, i) === 'the' ? 1 : 0;
  if (text(tokens, i + the) !== 'week' || text(tokens, i + the + 1) !== 'of') return null;
  const found = dayOfMonthAt(tokens, i + the + 2, s, 'week');
  if (!found) return null;
  const [start, end] = unitOf(found.day, 'week', s);
  return said(tokens, i, the + 2 + found.len, explicit(start, end));
}

/**
 * "the weekend of the 25th", "weekend of oct 9": the hotel weekend (Friday and Saturday nights; Friday to Sunday for
 * days) of that day; "the weekend of 22-23 september", the days said.
 */
export function readWeekendOf(read: ReadDate, tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  const the = text(tokens, i) === 'the' ? 1 : 0;
  if (!/^weekends?$/.test(text(tokens, i + the)) || text(tokens, i + the + 1) !== 'of') return null;
  const at = i + the + 2;
  const ordinal = dayOfMonthAt(tokens, at, s, 'weekend');
  const other = ordinal ? null : read(tokens, at, s);
  const typed = other && !('error' in other) ? { ...boundsIn(other.spec, s), len: other.len } : null;
  const [day, len] = ordinal ? [ordinal.day, ordinal.len] : typed ? [typed.start, typed.len] : [null, 0];
  if (day === null) return null;
  if (typed && typed.end !== day) return said(tokens, i, at - i + len, explicit(day, typed.end));
  // A Sunday's weekend is the Friday and Saturday before it; any other day's, that week's.
  const friday = weekdayOf(day) === 0 ? plusDays(day, -2) : plusDays(day, 5 - weekdayOf(day));
  return said(tokens, i, at - i + len, explicit(friday, plusDays(friday, s.weekendDays ? 2 : 1)));
}
