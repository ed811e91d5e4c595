/**
 * Words that move a period to another year ("feb last year", "q4 the year before"), and the periods said only to be
 * moved by them: "today last year", "this date a year ago", "the same week last year", "the same saturday a year ago";
 * and today's date a month back ("this day last month").
 */
import { parts, plusMonths, weekdayInWeek, type CalendarDate } from '../calendar.js';
import type { DateMatch, DateSetting } from '../question-dates.js';
import { textAt as text, wordsAt, type Token } from '../tokens.js';
import { WEEK_DAYS } from '../types.js';
import { WEEKDAY_BY_WORD } from '../words.js';
import { explicit, said, unitOf, UNITS } from './relative-dates.js';

/** Words after a period that move it to a year: that calendar year, or a year before the period itself. */
export const YEAR_WORDS: readonly [string, 'calendar' | 'before', number][] = [
  ['last year', 'calendar', -1],
  ['this year', 'calendar', 0],
  ['next year', 'calendar', 1],
  ['of last year', 'calendar', -1],
  ['of this year', 'calendar', 0],
  ['of next year', 'calendar', 1],
  ['the year before', 'before', -1],
  ['a year before', 'before', -1],
  ['a year earlier', 'before', -1],
  ['a year ago', 'before', -1],
  ['the previous year', 'before', -1],
  ['the prior year', 'before', -1],
];

/** Words after today's date that move it a month back. */
const MONTH_BACK = ['last month', 'of last month', 'a month ago', 'a month back', 'the month before', 'the previous month', 'the prior month'];

/** Today's date in `year` (Feb 29 a year on is Feb 28). */
const todayIn = (s: DateSetting, year: number): CalendarDate => plusMonths(s.today, 12 * (year - parts(s.today).year));

/**
 * "today last year", "on this day a year ago", "the same date the prior year": today; "the same week last year", "the
 * same month a year ago": the week or month today's date falls in, in the year said; "the same saturday last year": that
 * weekday of the week it falls in. Read only before year words, which move it.
 */
export function readThisDay(tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  const the = text(tokens, i) === 'the' ? 1 : 0;
  const [opener, word] = [text(tokens, i + the), text(tokens, i + the + 1)];
  const thisDay = !the && (opener === 'today' || (opener === 'this' && ['day', 'date'].includes(word)));
  const same = opener === 'same';
  const unit = thisDay ? 'day' : same ? (word === 'date' ? 'day' : UNITS[word]) : undefined;
  const weekday = same ? WEEKDAY_BY_WORD.get(word) : undefined;
  const len = opener === 'today' ? 1 : the + 2;
  // "this day last month", "the same date a month ago": today's date a month back (Mar 31 a month back is Feb's last).
  const monthBack = unit === 'day' ? MONTH_BACK.find((w) => wordsAt(tokens, i + len, w)) : undefined;
  if (monthBack) return said(tokens, i, len + monthBack.split(' ').length, explicit(plusMonths(s.today, -1), plusMonths(s.today, -1)));
  if (!(unit || weekday) || !YEAR_WORDS.some(([words]) => wordsAt(tokens, i + len, words))) return null;
  const daysIn = (year: number) => {
    const day = todayIn(s, year);
    if (unit) return explicit(...unitOf(day, unit, s));
    const on = weekdayInWeek(day, WEEK_DAYS.indexOf(weekday!), s.weekStartsOn);
    return explicit(on, on);
  };
  const match = said(tokens, i, len, daysIn(parts(s.today).year));
  return match && { ...match, inYear: daysIn };
}
