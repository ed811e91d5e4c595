/**
 * Weekdays counted and placed. Runs of one weekday: "the past 3 fridays", "the last two mondays",
 * "the next 4 saturdays" are the days from the first of them to the last, day by day (no report
 * picks single days out of a span, so each is read off its own row); "friday to friday" is the
 * week from one to the next; "the past 5 weekdays", the business days. Of days gone by, the latest one over (today's is not); ahead, from
 * today's on; "this coming saturday", the next. A weekday with its day of the month ("tuesday the
 * 14th") and a weekday counted in a month ("the second saturday of october") are that one day.
 */
import { calendarDate, isRealDate, monthStart, parts, plusDays, plusMonths, weekdayFrom, weekdayOf, type CalendarDate } from '../calendar.js';
import type { DateMatch, DateSetting } from '../question-dates.js';
import { commandError, textAt as text, typedPhraseOf, wordsAt, type Token } from '../tokens.js';
import { rangeWords } from '../labels.js';
import { message } from '../../messages/index.js';
import { WEEK_DAYS } from '../types.js';
import { WEEKDAY_BY_WORD } from '../words.js';
import { explicit, periodAt, said, type ReadDate } from './relative-dates.js';

const BACK = new Set(['past', 'last', 'previous', 'prior']);
const AHEAD = new Set(['next', 'coming', 'upcoming']);
const TO = new Set(['to', 'through', 'thru', 'until', '..']);

/** The latest day of `weekday` before today, or the first from today on (`ahead`). */
const nearestOf = (weekday: number, s: DateSetting, ahead: boolean): CalendarDate =>
  ahead ? weekdayFrom(plusDays(s.today, -1), weekday, 1) : weekdayFrom(s.today, weekday, -1);

export function readWeekdayRun(tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  // "friday to friday": a week, from one to the next, the last such week over or the coming one.
  const from = WEEKDAY_BY_WORD.get(text(tokens, i));
  if (from !== undefined && TO.has(text(tokens, i + 1)) && WEEKDAY_BY_WORD.get(text(tokens, i + 2)) === from) {
    const day = WEEK_DAYS.indexOf(from);
    const end = s.lookAhead ? plusDays(nearestOf(day, s, true), 7) : nearestOf(day, s, false);
    return said(tokens, i, 3, explicit(plusDays(end, -7), end));
  }
  const the = text(tokens, i) === 'the' || text(tokens, i) === 'this' ? 1 : 0;
  const direction = text(tokens, i + the);
  // "this coming saturday": the next one after today, whatever the report ("signups this coming saturday" is ahead).
  const coming = direction === 'coming' || direction === 'upcoming' ? WEEKDAY_BY_WORD.get(text(tokens, i + the + 1)) : undefined;
  if (coming !== undefined) {
    const day = weekdayFrom(s.today, WEEK_DAYS.indexOf(coming), 1);
    return said(tokens, i, the + 2, explicit(day, day));
  }
  const n = Number(text(tokens, i + the + 1));
  const plural = text(tokens, i + the + 2);
  // "the past 5 weekdays", "the next 10 business days": that many days Monday to Friday, back from yesterday or on from today.
  const business = plural === 'weekdays' ? 1 : ['business', 'working'].includes(plural) && text(tokens, i + the + 3) === 'days' ? 2 : 0;
  if (business > 0 && (BACK.has(direction) || AHEAD.has(direction)) && Number.isInteger(n) && n >= 1 && n <= 60) {
    const step = AHEAD.has(direction) ? 1 : -1;
    const [first, days] = [step > 0 ? s.today : plusDays(s.today, -1), [] as CalendarDate[]];
    for (let day = first; days.length < n; day = plusDays(day, step)) if (weekdayOf(day) % 6 !== 0) days.push(day);
    return said(tokens, i, the + 2 + business, explicit(step > 0 ? first : days[n - 1]!, step > 0 ? days[n - 1]! : first));
  }
  const weekday = plural.endsWith('s') ? WEEKDAY_BY_WORD.get(plural) : undefined;
  if ((!BACK.has(direction) && !AHEAD.has(direction)) || !Number.isInteger(n) || n < 2 || n > 26 || weekday === undefined) return null;
  const day = WEEK_DAYS.indexOf(weekday);
  const len = the + 3;
  if (AHEAD.has(direction)) {
    const first = nearestOf(day, s, true);
    return said(tokens, i, len, explicit(first, plusDays(first, 7 * (n - 1))), 'day');
  }
  const last = nearestOf(day, s, false);
  return said(tokens, i, len, explicit(plusDays(last, -7 * (n - 1)), last), 'day');
}

/**
 * "tuesday the 14th", "friday the 13th": the nearest day that is both, back for what has happened
 * and ahead for stays, within a year.
 */
export function readWeekdayTheNth(tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  const weekday = WEEKDAY_BY_WORD.get(text(tokens, i));
  const at = i + 1 + (text(tokens, i + 1) === 'the' ? 1 : 0);
  const nth = /^(\d{1,2})(st|nd|rd|th)$/.exec(text(tokens, at));
  // "tuesday the 14th of may" is chrono's to read; "monday the 1st week" no day.
  if (weekday === undefined || !nth || (/^(of|[a-z]{3,})$/.test(text(tokens, at + 1)) && text(tokens, at + 1) !== 'and')) return null;
  for (let k = 0; k <= 12; k++) {
    const { year, month } = parts(plusMonths(monthStart(s.today), s.lookAhead ? k : -k));
    const day = isRealDate(year, month, Number(nth[1])) ? calendarDate(year, month, Number(nth[1])) : null;
    const near = day && (s.lookAhead ? day >= s.today : day <= s.today);
    if (day && near && weekdayOf(day) === WEEK_DAYS.indexOf(weekday)) return said(tokens, i, at - i + 1, explicit(day, day));
  }
  return null;
}

const ORDINALS: Readonly<Record<string, number>> = {
  ...{ first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, fifth: 5, '5th': 5 },
  ...{ last: -1, final: -1, penultimate: -2 },
};
/** A day of work, Monday to Friday, by its names; holidays are not known to be days off here. */
const WORKDAY_WORDS = ['business day', 'working day', 'work day', 'workday', 'weekday'];

/**
 * "the second saturday of october", "the last friday of the month", "the last business day of january", "the first
 * working day of april": that weekday, or that Monday to Friday, counted in the period from its start or back from its end.
 */
export function readNthWeekday(read: ReadDate, tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  const the = text(tokens, i) === 'the' ? 1 : 0;
  const [n, at] = [ORDINALS[text(tokens, i + the)], i + the + 1];
  const weekday = WEEKDAY_BY_WORD.get(text(tokens, at));
  const workday = weekday === undefined ? WORKDAY_WORDS.find((w) => wordsAt(tokens, at, w)) : undefined;
  const len = weekday !== undefined ? 1 : (workday?.split(' ').length ?? 0);
  if (n === undefined || !len || !['of', 'in'].includes(text(tokens, at + len))) return null;
  const period = periodAt(read, tokens, at + len + 1, s);
  if (!period) return null;
  const counted = (day: CalendarDate) => (weekday === undefined ? weekdayOf(day) % 6 !== 0 : weekdayOf(day) === WEEK_DAYS.indexOf(weekday));
  for (let [day, seen] = [n > 0 ? period.start : period.end, 0]; day >= period.start && day <= period.end; day = plusDays(day, Math.sign(n))) {
    if (counted(day) && ++seen === Math.abs(n)) return said(tokens, i, at + len + 1 - i + period.len, explicit(day, day));
  }
  // "the fifth friday of march" in a March of four: no such day, never another one.
  const typed = typedPhraseOf(tokens, i + the, at + len - i - the);
  const named = rangeWords(explicit(period.start, period.end));
  return {
    len: at + len + 1 - i + period.len,
    error: commandError('bad_date', message('grammar.noSuchDay', { period: named, typed }), message('grammar.sayTheDates')),
  };
}
