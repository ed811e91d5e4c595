/**
 * Runs of one weekday: "the past 3 fridays", "the last two mondays", "the next 4 saturdays" are
 * the days from the first of them to the last, day by day (no report picks single days out of a
 * span, so each is read off its own row); "friday to friday" is the week from one to the next.
 * Of days gone by, the latest one over (today's is not); ahead, from today's on; "this coming saturday", the next.
 */
import { plusDays, weekdayFrom, type CalendarDate } from '../calendar.js';
import type { DateMatch, DateSetting } from '../question-dates.js';
import { textAt as text, type Token } from '../tokens.js';
import { WEEK_DAYS } from '../types.js';
import { WEEKDAY_BY_WORD } from '../words.js';
import { explicit, said } from './relative-dates.js';

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
