/**
 * Days beside a period, not in it: "the day after christmas", "the week before thanksgiving",
 * "3 days before new year's eve", "the weekend after labor day". dates.ts tries it with the
 * readers of date-parts.ts.
 */
import { daysBetween, parts, plusDays, plusMonths, weekdayFrom, weekdayOf, weekStart, type CalendarDate } from '../calendar.js';
import type { DateMatch, DateSetting } from '../question-dates.js';
import { textAt as text, typedPhraseOf, wordsAt, type Token } from '../tokens.js';
import { WEEK_DAYS } from '../types.js';
import { WEEKDAY_BY_WORD } from '../words.js';
import { joinsSpan } from './general-words.js';
import { stoppedFrom } from './period-ends.js';
import { anchorAt, undatedEventAt } from './event-dates.js';
import { boundsIn, explicit, lastDaySoFar, periodAt, said, type ReadDate } from './relative-dates.js';

/** Units of days said beside a period: "the day after christmas", "2 weeks before easter", "the 3 months before july". */
const BESIDE_UNITS: Readonly<Record<string, 'day' | 'week' | 'weekend' | 'month' | 'quarter'>> = {
  day: 'day',
  days: 'day',
  night: 'day',
  nights: 'day',
  week: 'week',
  weeks: 'week',
  weekend: 'weekend',
  month: 'month',
  months: 'month',
  quarter: 'quarter',
  quarters: 'quarter',
};
/** "the 3 months before last", "the 2 weeks before last": before the last such unit. */
const LAST_UNIT: Readonly<Record<string, string>> = { day: 'yesterday', week: 'last week', month: 'last month', quarter: 'last quarter' };
const BEFORE_WORDS: readonly [string, 'before' | 'after' | 'around' | 'either'][] = [
  ['before', 'before'],
  ['prior to', 'before'],
  ['leading up to', 'before'],
  ['ahead of', 'before'],
  ['after', 'after'],
  ['following', 'after'],
  ['around', 'around'],
  ['surrounding', 'around'],
  ['either side of', 'either'],
  ['on either side of', 'either'],
  ['each side of', 'either'],
  ['on each side of', 'either'],
  ['on both sides of', 'either'],
];

/**
 * "the day after christmas", "the week before thanksgiving", "3 days before new year's eve",
 * "the weekend after labor day": days beside a period, not in it. A week before is the seven
 * days up to its start; a weekend, the hotel weekend (Friday and Saturday nights) nearest it on
 * that side. "two weeks either side of today" are as many on each side, the period with them.
 */
export function readBeside(read: ReadDate, tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  const the = ['the', 'a'].includes(text(tokens, i)) ? 1 : 0;
  const count = /^\d{1,2}$/.test(text(tokens, i + the)) ? Number(text(tokens, i + the)) : the ? 1 : 0;
  const unitAt = i + the + (/^\d/.test(text(tokens, i + the)) ? 1 : 0);
  // "the friday before halloween", "the monday after memorial day": the nearest such day on that side, not on it.
  const weekday = WEEKDAY_BY_WORD.get(text(tokens, unitAt));
  const unit = weekday ? 'weekday' : BESIDE_UNITS[text(tokens, unitAt)];
  const side = BEFORE_WORDS.find(([words]) => wordsAt(tokens, unitAt + 1, words));
  if (!unit || !side || count < 1 || ((unit === 'weekend' || unit === 'weekday') && count > 1)) return null;
  if ((side[1] === 'around' && unit !== 'day' && unit !== 'week') || (side[1] === 'either' && unit === 'weekend')) return null;
  const at = unitAt + 1 + side[0].split(' ').length;
  const before = side[1] === 'before';
  const days = count * (unit === 'week' ? 7 : 1);
  const nights = s.weekendDays ? 2 : 1;
  const spanOf = (around: { start: CalendarDate; end: CalendarDate }): [CalendarDate, CalendarDate] => {
    if (weekday) {
      const one = before ? weekdayFrom(around.start, WEEK_DAYS.indexOf(weekday), -1) : weekdayFrom(around.end, WEEK_DAYS.indexOf(weekday), 1);
      return [one, one];
    }
    // "the three days around the 4th": as many days before it as after, the odd one after.
    if (side[1] === 'around') {
      const outside = days - daysBetween(around.start, around.end) - 1;
      return outside < 0
        ? [around.start, around.end]
        : [plusDays(around.start, -Math.floor(outside / 2)), plusDays(around.end, Math.ceil(outside / 2))];
    }
    // Months from the day: "the 3 months before july" are April to June.
    const months = count * (unit === 'quarter' ? 3 : 1);
    // "two weeks either side of today": as many on each side.
    if (side[1] === 'either')
      return unit === 'month' || unit === 'quarter'
        ? [plusMonths(around.start, -months), plusMonths(around.end, months)]
        : [plusDays(around.start, -days), plusDays(around.end, days)];
    if (unit === 'month' || unit === 'quarter')
      return before
        ? [plusMonths(around.start, -months), plusDays(around.start, -1)]
        : [plusDays(around.end, 1), plusDays(plusMonths(plusDays(around.end, 1), months), -1)];
    // "the week after thanksgiving": the week that follows a day's own, as calendars show it.
    if (unit === 'week' && count === 1 && side[1] === 'after' && the && around.start === around.end) {
      const next = plusDays(weekStart(around.end, s.weekStartsOn), 7);
      return [next, plusDays(next, 6)];
    }
    if (unit !== 'weekend')
      return before ? [plusDays(around.start, -days), plusDays(around.start, -1)] : [plusDays(around.end, 1), plusDays(around.end, days)];
    // The Friday whose weekend ends before the period starts, or the first Friday after it ends.
    const friday = before
      ? plusDays(around.start, -nights - 1 - ((weekdayOf(plusDays(around.start, -nights - 1)) + 2) % 7))
      : plusDays(around.end, 1 + ((5 - weekdayOf(plusDays(around.end, 1)) + 7) % 7));
    return [friday, plusDays(friday, nights)];
  };
  // "the monday after thanksgiving through christmas eve": the anchor is the one period before a span's join, which
  // joins the day beside it to the next.
  const join = tokens.findIndex((t, k) => k >= at && joinsSpan(t.text));
  const lastUnit = text(tokens, at) === 'last' && !read(tokens, at, s) && unit !== 'weekday' ? LAST_UNIT[unit] : undefined;
  const anchor = lastUnit ? lastUnit.split(' ').map((w) => ({ raw: w, text: w })) : join < 0 ? tokens : tokens.slice(0, join);
  // "the 2 weeks after we announced the festival, 2/14 to 2/27": the days typed are those meant.
  const typed = lastUnit ? null : anchorAt(read, tokens, at, s);
  if (typed?.event && typed.start !== typed.end) return said(tokens, i, at - i + typed.len, explicit(typed.start, typed.end));
  const around = lastUnit ? periodAt(read, anchor, 0, s) : join < 0 ? typed : anchorAt(read, anchor, at, s);
  // "the week after the board meeting": beside an event whose day is not said, which is asked.
  if (!around) return lastUnit ? null : undatedEventAt(tokens, at, typedPhraseOf(tokens, i, at - i));
  // Of what has happened, the days beside a holiday's next one where they have begun ("the week before easter" on the
  // Saturday before it), else beside the last one.
  const next = s.lookAhead ? null : around.inYear?.(parts(around.start).year + 1);
  const coming = next ? boundsIn(next, s) : null;
  const span = coming && spanOf(coming)[0] <= s.today ? spanOf(coming) : spanOf(around);
  return said(tokens, i, at - i + (lastUnit ? 1 : around.len), explicit(...span));
}

/**
 * "signups after feb 10", "bookings after the rebrand (feb 10)": of what has happened, the days from the day after it to
 * today (yesterday, for what is counted so far). An event's own days typed beside it ("opt outs after the email blast
 * (9/7-9/14)") are those days; after longer periods ("after the holidays"), nothing is read.
 */
export function readAfter(read: ReadDate, tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  if (text(tokens, i) !== 'after') return null;
  // "after valentine's day through the end of feb": to the day said.
  const stopped = stoppedFrom(read, tokens, i, s, true);
  if (stopped || s.lookAhead) return stopped;
  const around = anchorAt(read, tokens, i + 1, s);
  if (!around) return undatedEventAt(tokens, i + 1, 'after');
  // After days of their own ("after the holidays") people mean a while after, which no rule says; an event's are those days.
  if (around.start !== around.end) return around.event ? said(tokens, i, 1 + around.len, explicit(around.start, around.end)) : null;
  const [start, end] = [plusDays(around.end, 1), lastDaySoFar(s)];
  return start <= end ? said(tokens, i, 1 + around.len, explicit(start, end)) : null;
}
