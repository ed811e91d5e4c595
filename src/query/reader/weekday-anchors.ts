/**
 * Days placed from another day by whole weeks, as people say them: "two weeks ago monday", "a fortnight ago wednesday"
 * (that weekday of the week so many weeks back), "a week last friday", "a week ago yesterday",
 * "yesterday week" (a week before yesterday), "a week tomorrow", "friday week" (a week after the coming Friday).
 */
import { plusDays, weekdayFrom, weekdayInWeek, type CalendarDate } from '../calendar.js';
import type { DateMatch, DateSetting } from '../question-dates.js';
import { textAt as text, type Token } from '../tokens.js';
import { WEEK_DAYS } from '../types.js';
import { WEEKDAY_BY_WORD } from '../words.js';
import { explicit, said } from './relative-dates.js';

const NEAR_DAYS: Readonly<Record<string, number>> = { yesterday: -1, today: 0, tomorrow: 1 };

/** The day a word names, a weekday's the one before today (`dir` -1) or after it (1). */
function dayNamed(word: string, s: DateSetting, dir: -1 | 1): CalendarDate | undefined {
  const near = NEAR_DAYS[word];
  if (near !== undefined) return plusDays(s.today, near);
  const weekday = WEEKDAY_BY_WORD.get(word);
  return weekday === undefined ? undefined : weekdayFrom(s.today, WEEK_DAYS.indexOf(weekday), dir);
}

/** "a week", "2 weeks", "a fortnight" (read "a 14 days"), "three weeks": whole weeks and the words they take. */
function weeksAt(tokens: readonly Token[], at: number): [number, number] | null {
  const a = ['a', 'an', 'one'].includes(text(tokens, at)) ? 1 : 0;
  const count = /^\d{1,2}$/.test(text(tokens, at + a)) ? Number(text(tokens, at + a)) : a ? 1 : 0;
  const len = a + (/^\d/.test(text(tokens, at + a)) ? 1 : 0);
  const unit = text(tokens, at + len);
  const weeks = /^weeks?$/.test(unit) ? count : /^days?$/.test(unit) && count % 7 === 0 ? count / 7 : 0;
  return weeks > 0 ? [weeks, len + 1] : null;
}

export function readWeekdayAnchor(tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  const counted = weeksAt(tokens, i);
  if (counted) {
    const [weeks, len] = counted;
    const [then, after] = [text(tokens, i + len), text(tokens, i + len + 1)];
    const weekday = WEEKDAY_BY_WORD.get(after);
    const ago = ['ago', 'back'].includes(then);
    if (ago || (then === 'last' && weekday !== undefined)) {
      // "two weeks ago monday": that weekday of the week so many weeks back; "a week ago yesterday", "a week last
      // friday": a week before that day.
      const from = ago && weekday !== undefined ? undefined : dayNamed(after, s, -1);
      const day = from
        ? plusDays(from, -7 * weeks)
        : weekday !== undefined
          ? weekdayInWeek(plusDays(s.today, -7 * weeks), WEEK_DAYS.indexOf(weekday), s.weekStartsOn)
          : undefined;
      return day ? said(tokens, i, len + 2, explicit(day, day)) : null;
    }
    // "a week tomorrow", "a week yesterday".
    const near = NEAR_DAYS[then];
    if (near !== undefined && near !== 0) {
      const on = plusDays(s.today, near + 7 * weeks * near);
      return said(tokens, i, len + 1, explicit(on, on));
    }
    return null;
  }
  // "friday week", "tomorrow week": a week after it; "yesterday week", a week before.
  if (text(tokens, i + 1) !== 'week' || ['last', 'this', 'next', 'the'].includes(text(tokens, i - 1))) return null;
  const dir = text(tokens, i) === 'yesterday' ? -1 : 1;
  const day = text(tokens, i) === 'today' ? undefined : dayNamed(text(tokens, i), s, 1);
  return day ? said(tokens, i, 2, explicit(plusDays(day, 7 * dir), plusDays(day, 7 * dir))) : null;
}
