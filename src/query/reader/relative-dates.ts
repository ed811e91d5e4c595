/**
 * Periods counted from today, and the words for them: the calendar units and their bounds, and
 * the readers of periods said relative to now that a parser of instants does not read ("two
 * months ago", "the week after next", "the rest of the month", "next 30", "the last full
 * month", "this summer"). dates.ts tries them in its table.
 */
import {
  calendarDate,
  daysBetween,
  daysInclusive,
  monthEnd,
  monthStart,
  parts,
  plusDays,
  plusMonths,
  quarterEnd,
  quarterStart,
  weekStart,
  weekdayFrom,
  weekdayOf,
  yearEnd,
  yearStart,
  type CalendarDate,
} from '../calendar.js';
import type { RangeSpec } from '../canonical.js';
import { rangeWords } from '../labels.js';
import { rangeBounds } from '../ranges.js';
import { recognizeRange, settleRange } from '../range-words.js';
import { LIMITS } from '../limits.js';
import { WEEK_DAYS } from '../types.js';
import { WEEKDAY_BY_WORD } from '../words.js';
import { schoolBreak, type DateMatch, type DateSetting } from '../question-dates.js';
import { commandError, textAt as text, typedPhraseOf, wordsAt, type Token } from '../tokens.js';
import { message } from '../../messages/index.js';
import { joinsSpan, SO_FAR } from './general-words.js';

export type DateUnit = 'day' | 'week' | 'month' | 'quarter' | 'year';
export const UNITS: Readonly<Record<string, DateUnit>> = {
  day: 'day',
  days: 'day',
  week: 'week',
  weeks: 'week',
  month: 'month',
  months: 'month',
  quarter: 'quarter',
  quarters: 'quarter',
  year: 'year',
  years: 'year',
};
/** Words after "fall" that make it the verb. */
const FALL_VERB = new Set(['into', 'off', 'behind', 'short', 'below', 'under', 'apart', 'back', 'through']);
/** Words a question's verb follows, its subject between: "did signups fall last month", "why did nights booked fall in q1". */
const AUXILIARIES = new Set(['did', 'does', 'do', "didn't", 'didnt', "doesn't", 'doesnt', 'will', 'would', 'could', 'might', 'can', 'to']);
/** Words before a season's name that say it is one: "the fall", "in fall", "since fall", "early fall". */
const BEFORE_SEASON = new Set('the this last next in for during over of since through early late mid from until by'.split(' '));
/** Meteorological seasons by their first month. */
export const SEASONS: Readonly<Record<string, number>> = { spring: 3, summer: 6, fall: 9, autumn: 9, winter: 12 };

export const explicit = (start: CalendarDate, end: CalendarDate): RangeSpec => ({ kind: 'explicit', start, end });
/** A period read at `i`, `len` words long, said back; `grouping`, where the words ask for one ("the past 3 fridays": by day). */
export const said = (tokens: readonly Token[], i: number, len: number, spec: RangeSpec, grouping?: 'day' | 'week'): DateMatch => ({
  len,
  spec,
  note: message('grammar.readAs', { typed: typedPhraseOf(tokens, i, len), read: rangeWords(spec) }),
  ...(grouping ? { grouping } : {}),
});

/** The half year holding `day`, first and last day. */
export function halfOf(day: CalendarDate): [CalendarDate, CalendarDate] {
  const { year, month } = parts(day);
  return month <= 6 ? [calendarDate(year, 1, 1), calendarDate(year, 6, 30)] : [calendarDate(year, 7, 1), calendarDate(year, 12, 31)];
}

/** "last half", "the previous half year", "this half", "next half": the half year before, holding or after today; half term asked. */
export function readHalf(tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  const the = text(tokens, i) === 'the' ? 1 : 0;
  // "half term", "half-term": a school's week off, as "spring break" is.
  const halfTerm = /^half-?term$/.test(text(tokens, i + the)) ? 1 : text(tokens, i + the) === 'half' && text(tokens, i + the + 1) === 'term' ? 2 : 0;
  if (halfTerm) return schoolBreak(tokens, i, the + halfTerm);
  const step = { last: -6, previous: -6, past: -6, prior: -6, this: 0, current: 0, next: 6, coming: 6 }[text(tokens, i + the)];
  if (step === undefined || text(tokens, i + the + 1) !== 'half' || text(tokens, i + the + 2) === 'of') return null;
  const [start, end] = halfOf(plusMonths(s.today, step));
  return said(tokens, i, the + 2 + (text(tokens, i + the + 2) === 'year' ? 1 : 0), explicit(start, end));
}

/** The calendar `unit` holding `day`, first and last day. */
export function unitOf(day: CalendarDate, unit: DateUnit, s: DateSetting): [CalendarDate, CalendarDate] {
  switch (unit) {
    case 'day':
      return [day, day];
    case 'week': {
      const start = weekStart(day, s.weekStartsOn);
      return [start, plusDays(start, 6)];
    }
    case 'month':
      return [monthStart(day), monthEnd(day)];
    case 'quarter':
      return [quarterStart(day), quarterEnd(day)];
    case 'year':
      return [yearStart(day), yearEnd(day)];
  }
}

/**
 * Days a unit may have run before "the quarter" (not "this quarter") still means the one just over, of what has happened:
 * "signups for the quarter" on July 2nd is Q2's, as "for the month" on the 1st is last month's; a week's first day only.
 */
const JUST_BEGUN: Readonly<Record<'week' | 'month' | 'quarter' | 'year', number>> = { week: 1, month: 1, quarter: 7, year: 7 };

/**
 * "the quarter", "the year" (its word at `tokens[at]`): the one under way, or of what has happened, the one just over
 * while it has only begun, unless "so far" says otherwise.
 */
export function theUnit(unit: 'week' | 'month' | 'quarter' | 'year', s: DateSetting, tokens: readonly Token[], at: number): RangeSpec {
  const spec = { kind: 'period', rel: 'this', unit } as const;
  const soFar = SO_FAR.some((w) => wordsAt(tokens, at + 1, w));
  const begun = !s.lookAhead && !soFar && daysBetween(boundsIn(spec, s).start, s.today) < JUST_BEGUN[unit];
  return begun ? { ...spec, rel: 'last' } : spec;
}

/** A period's first and last days, as the reader's setting counts them (its today, its week's first day). */
export const boundsIn = (spec: RangeSpec, s: DateSetting): { start: CalendarDate; end: CalendarDate } =>
  rangeBounds(spec, s.today, WEEK_DAYS[s.weekStartsOn]!);

/** Whether one period lies inside another and is not the same. */
export function within(inner: RangeSpec, outer: RangeSpec, s: DateSetting): boolean {
  const [a, b] = [boundsIn(inner, s), boundsIn(outer, s)];
  return b.start <= a.start && a.end <= b.end && (a.start !== b.start || a.end !== b.end);
}

/** The last day "so far" counts: today for stays on the books, yesterday for what is counted (complete days). */
export function lastDaySoFar(s: DateSetting): CalendarDate {
  return s.lookAhead ? s.today : plusDays(s.today, -1);
}

/** A period under way cut at the last day so far ("q1 occupancy to date", "summer so far"); null where it is not under way. */
export function soFarOf(spec: RangeSpec, s: DateSetting): RangeSpec | null {
  const { start, end } = boundsIn(spec, s);
  const last = lastDaySoFar(s);
  return start <= last && end > last ? explicit(start, last) : null;
}

/** `day` moved by `n` units. */
export function shift(day: CalendarDate, unit: DateUnit, n: number): CalendarDate {
  return unit === 'day' ? plusDays(day, n) : unit === 'week' ? plusDays(day, 7 * n) : plusMonths(day, n * { month: 1, quarter: 3, year: 12 }[unit]);
}

/** "two months ago", "a week ago", "3 days ago": that calendar day, week, month, quarter or year. */
export function readAgo(tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  const n = text(tokens, i) === 'a' || text(tokens, i) === 'an' ? 1 : Number(text(tokens, i));
  const unit = UNITS[text(tokens, i + 1)];
  // "two fridays ago": the second Friday back from today (last Friday is one).
  const weekday = WEEKDAY_BY_WORD.get(text(tokens, i + 1));
  if (!unit && weekday && Number.isInteger(n) && n >= 1 && n <= 8 && text(tokens, i + 2) === 'ago') {
    const day = plusDays(s.today, -((weekdayOf(s.today) - WEEK_DAYS.indexOf(weekday) + 7) % 7 || 7) - 7 * (n - 1));
    return said(tokens, i, 3, explicit(day, day));
  }
  if (!Number.isInteger(n) || n < 1 || n > LIMITS.maxDays || !unit || text(tokens, i + 2) !== 'ago') return null;
  // "a week ago today": that day; so is a span's start ("from 2 weeks ago to now", "since 2 weeks ago").
  const day = shift(s.today, unit, -n);
  if (text(tokens, i + 3) === 'today') return said(tokens, i, 4, explicit(day, day));
  if (joinsSpan(text(tokens, i + 3)) || text(tokens, i - 1) === 'since') return said(tokens, i, 3, explicit(day, day));
  const [start, end] = unitOf(shift(s.today, unit, -n), unit, s);
  return said(tokens, i, 3, explicit(start, end));
}

/** The latest Saturday before today (a week back on a Saturday): the night that ends the latest hotel weekend over. */
const lastSaturday = (today: CalendarDate): CalendarDate => plusDays(today, -((weekdayOf(today) + 1) % 7 || 7));

/** "the week after next", "the month before last", "the week before last", "the weekend before last". */
export function readAfterNext(tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  const the = text(tokens, i) === 'the' ? 1 : 0;
  const unit = UNITS[text(tokens, i + the)];
  const how = `${text(tokens, i + the + 1)} ${text(tokens, i + the + 2)}`;
  if (text(tokens, i + the) === 'weekend' && how === 'before last') {
    // The hotel weekend before the latest one over: its Saturday night a week before the latest Saturday night past.
    const saturday = plusDays(lastSaturday(s.today), -7);
    return said(tokens, i, the + 3, explicit(plusDays(saturday, -1), plusDays(saturday, s.weekendDays ? 1 : 0)));
  }
  // "the tuesday after next": a week after the coming Tuesday; "the friday before last", a week before the last one.
  const weekday = WEEKDAY_BY_WORD.get(text(tokens, i + the));
  if (weekday && (how === 'after next' || how === 'before last')) {
    const step = how === 'after next' ? 1 : -1;
    const day = plusDays(weekdayFrom(s.today, WEEK_DAYS.indexOf(weekday), step), 7 * step);
    return said(tokens, i, the + 3, explicit(day, day));
  }
  if (!unit || unit === 'day' || (how !== 'after next' && how !== 'before last')) return null;
  const [start, end] = unitOf(shift(s.today, unit, how === 'after next' ? 2 : -2), unit, s);
  return said(tokens, i, the + 3, explicit(start, end));
}

/** "the last full month", "last complete week", "the previous whole quarter": the grammar's last one. */
export function readWholePeriod(tokens: readonly Token[], i: number, _s: DateSetting): DateMatch {
  const the = text(tokens, i) === 'the' ? 1 : 0;
  const rel = text(tokens, i + the);
  const unit = UNITS[text(tokens, i + the + 2)];
  if (
    !['last', 'previous', 'past', 'this'].includes(rel) ||
    !['full', 'whole', 'complete', 'entire'].includes(text(tokens, i + the + 1)) ||
    !unit ||
    unit === 'day'
  )
    return null;
  return said(tokens, i, the + 3, { kind: 'period', rel: rel === 'this' ? 'this' : 'last', unit });
}

/** Verbs of a period over: "the week that just ended", "the month that finished", "the week just gone". */
const OVER = new Set(['ended', 'finished', 'passed', 'closed', 'wrapped', 'gone']);

/** "the week that just ended", "the weekend that just passed", "the month that finished" (no date after): the last one. */
export function readJustOver(tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  const the = text(tokens, i) === 'the' ? 1 : 0;
  const weekend = text(tokens, i + the) === 'weekend';
  const unit = UNITS[text(tokens, i + the)];
  let at = i + the + 1;
  if (['that', 'which'].includes(text(tokens, at))) at++;
  if (text(tokens, at) === 'just') at++;
  if ((!weekend && (!unit || unit === 'day')) || !OVER.has(text(tokens, at))) return null;
  if (!weekend) return said(tokens, i, at + 1 - i, { kind: 'period', rel: 'last', unit: unit as 'week' });
  // The latest hotel weekend over: Friday and Saturday nights (to Sunday, of days), before today.
  const saturday = lastSaturday(s.today);
  return said(tokens, i, at + 1 - i, explicit(plusDays(saturday, -1), plusDays(saturday, s.weekendDays ? 1 : 0)));
}

/** Words counting whole units back or ahead: "the last 2 quarters", "the next 3 years". */
const COUNTED_BACK = new Set(['last', 'past', 'previous', 'prior', 'trailing']);
const COUNTED_AHEAD = new Set(['next', 'coming', 'following']);

/**
 * "the last 2 quarters", "previous 3 years", "the next 2 quarters": whole calendar quarters or years before this one
 * or after it, as "the last 3 months" are whole months. "the past 2 years", like "the past year", are months to now.
 */
export function readUnitsCounted(tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  const the = text(tokens, i) === 'the' ? 1 : 0;
  const rel = text(tokens, i + the);
  const n = Number(text(tokens, i + the + 1));
  const unit = UNITS[text(tokens, i + the + 2)];
  const back = COUNTED_BACK.has(rel);
  if ((!back && !COUNTED_AHEAD.has(rel)) || !Number.isInteger(n) || n < 2 || n > 20 || (unit !== 'quarter' && unit !== 'year')) return null;
  const len = the + 3;
  if (unit === 'year' && (rel === 'past' || rel === 'trailing'))
    return said(tokens, i, len, { kind: 'rolling', dir: 'last', n: 12 * n, unit: 'month' });
  const [months, quarter] = [n * (unit === 'quarter' ? 3 : 12), unit === 'quarter'];
  const start = (quarter ? quarterStart : yearStart)(s.today);
  const next = plusDays((quarter ? quarterEnd : yearEnd)(s.today), 1);
  return said(
    tokens,
    i,
    len,
    back ? explicit(plusMonths(start, -months), plusDays(start, -1)) : explicit(next, plusDays(plusMonths(next, months), -1)),
  );
}

/** "next 30", "past 45", "last 14": a number of days, the unit people leave out. */
export function readBareDays(tokens: readonly Token[], i: number, _s: DateSetting): DateMatch {
  const rel = text(tokens, i);
  const n = Number(text(tokens, i + 1));
  // "the last three spring breaks", "the last 3 fridays": a count of what follows, no days.
  const counts = (w: string) => UNITS[w] !== undefined || SEASONS[w] !== undefined || WEEKDAY_BY_WORD.has(w.replace(/s$/, ''));
  if (!['next', 'last', 'past', 'coming'].includes(rel) || !Number.isInteger(n) || n < 2 || n > 400 || counts(text(tokens, i + 2))) return null;
  const spec: RangeSpec = { kind: 'rolling', dir: rel === 'next' || rel === 'coming' ? 'next' : 'last', n, unit: 'day' };
  return said(tokens, i, 2, spec);
}

/** "summer", "this winter", "summer 2026", "last fall": the meteorological season, the coming one ahead, else the latest begun. */
export function readSeason(tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  const rel = ['this', 'next', 'last'].includes(text(tokens, i)) ? text(tokens, i) : null;
  const at = i + (rel || text(tokens, i) === 'the' ? 1 : 0);
  const first = SEASONS[text(tokens, at)];
  // "what did our leads fall into", "bookings fall behind", "did signups fall last month": the verb.
  const fallVerb =
    FALL_VERB.has(text(tokens, at + 1)) ||
    (at === i &&
      !BEFORE_SEASON.has(text(tokens, i - 1)) &&
      !AUXILIARIES.has(text(tokens, i - 1)) &&
      tokens.slice(Math.max(0, i - 4), i - 1).some((t) => AUXILIARIES.has(t.text)));
  if (first === undefined || (text(tokens, at) === 'fall' && fallVerb)) return null;
  // "spring break", "winter break": a school's week.
  if (text(tokens, at + 1) === 'break') return schoolBreak(tokens, i, at - i + 2);
  const yearWord = /^\d{4}$/.test(text(tokens, at + 1)) ? Number(text(tokens, at + 1)) : undefined;
  const len = at - i + 1 + (yearWord === undefined ? 0 : 1);
  // A winter is named by the year of its January.
  const seasonFrom = (y: number): [CalendarDate, CalendarDate] => {
    const start = calendarDate(first === 12 ? y - 1 : y, first, 1);
    return [start, monthEnd(plusMonths(start, 2))];
  };
  if (yearWord !== undefined) return said(tokens, i, len, explicit(...seasonFrom(yearWord)));
  const now = parts(s.today).year;
  const seasons = [now - 1, now, now + 1, now + 2].map(seasonFrom);
  const begun = [...seasons].reverse().find(([start]) => start <= s.today);
  const coming = seasons.find(([, end]) => end >= s.today);
  const pick =
    rel === 'next'
      ? seasons.find(([start]) => start > s.today)
      : rel === 'last'
        ? [...seasons].reverse().find(([, end]) => end < s.today)
        : s.lookAhead
          ? coming
          : begun;
  return pick ? said(tokens, i, len, explicit(pick[0], pick[1])) : null;
}

/**
 * "bookings wow", "optouts mom": the unit under way where half of it is over (a month on its
 * 29th), else the last whole one (a week on its Monday).
 */
export function latestUnitOf(unit: 'week' | 'month' | 'quarter', s: DateSetting): RangeSpec {
  const spec = { kind: 'period', rel: 'this', unit } as const;
  const { start, end } = boundsIn(spec, s);
  return 2 * daysBetween(start, s.today) >= daysInclusive(start, end) ? spec : { ...spec, rel: 'last' };
}

/**
 * "week 8", "wk 12 of 2028": a week by its number in the year. Weeks from Sunday count from the
 * one holding January 1st (the US calendar's week 1); weeks from Monday, ISO 8601's (week 1 holds
 * the year's first Thursday). Without a year, the latest one begun, or for stays the next not over.
 */
export function readWeekNumber(tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  const word = text(tokens, i);
  if (!['week', 'weeks', 'wk', 'isoweek'].includes(word) || !/^\d{1,2}$/.test(text(tokens, i + 1))) return null;
  // "the same week 2 years ago": a count of units, no week's number.
  if (/^(days?|weeks?|months?|quarters?|years?)$/.test(text(tokens, i + 2))) return null;
  const n = Number(text(tokens, i + 1));
  // "weeks 30 to 35", "weeks 5 and 6": from the first week's first day to the last's last.
  const joined = joinsSpan(text(tokens, i + 2)) || (word === 'weeks' && text(tokens, i + 2) === 'and');
  const through = joined && /^\d{1,2}$/.test(text(tokens, i + 3)) ? Number(text(tokens, i + 3)) : null;
  if ((word === 'weeks' && through === null) || n < 1 || n > 53 || (through !== null && (through < n || through > 53))) return null;
  const after = i + 2 + (through === null ? 0 : 2);
  const iso = word === 'isoweek' || s.weekStartsOn === 1;
  const of = text(tokens, after) === 'of' ? 1 : 0;
  const typedYear = /^\d{4}$/.test(text(tokens, after + of)) ? Number(text(tokens, after + of)) : null;
  const weekIn = (year: number, k = n): [CalendarDate, CalendarDate] => {
    const first = weekStart(calendarDate(year, 1, iso ? 4 : 1), iso ? 1 : s.weekStartsOn);
    const start = plusDays(first, 7 * (k - 1));
    return [start, plusDays(start, 6)];
  };
  // An ISO week is its Thursday's year's; of weeks from January 1st, the first holds that day and the last ends in the year.
  const inYear = (year: number, k = n) =>
    iso ? parts(plusDays(weekIn(year, k)[0], 3)).year === year : k === 1 || parts(weekIn(year, k)[1]).year === year;
  const thisYear = parts(s.today).year;
  let year = typedYear ?? thisYear;
  if (typedYear === null && s.lookAhead && weekIn(year, through ?? n)[1] < s.today) year += 1;
  if (typedYear === null && !s.lookAhead && weekIn(year)[0] > s.today) year -= 1;
  const len = after - i + (typedYear === null ? 0 : 1 + of);
  const last = through ?? n;
  if (!inYear(year, last))
    return { len, error: commandError('bad_date', message('grammar.noSuchWeek', { n: last, year }), message('grammar.sayTheDates')) };
  // "week 1 of last year": the year words after it move it by the numbering, not by days.
  const match = said(tokens, i, len, explicit(weekIn(year)[0], weekIn(year, last)[1]));
  return match && { ...match, inYear: (y: number) => explicit(weekIn(y)[0], weekIn(y, last)[1]) };
}

/** "a week from friday", "two weeks from today", "3 months from now": that many days, weeks or months after the day. */
export function readFromDay(tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  // "monday week", "friday week": a week from that day ("monday week of june" is not).
  const dayWeek = WEEKDAY_BY_WORD.has(text(tokens, i)) && text(tokens, i + 1) === 'week' && !AFTER_DAY_WEEK.has(text(tokens, i + 2));
  const count = text(tokens, i);
  const n = dayWeek ? 1 : count === 'a' || count === 'an' ? 1 : Number(count);
  const unit = dayWeek ? 'week' : UNITS[text(tokens, i + 1)];
  // "a week on friday", "a fortnight on saturday": "on" is British for "from".
  const fromAt = dayWeek ? i : FROM_WORDS.has(text(tokens, i + 2)) ? i + 3 : -1;
  if (!Number.isInteger(n) || n < 1 || n > 52 || !unit || fromAt < 0) return null;
  const from = text(tokens, fromAt);
  const weekday = WEEKDAY_BY_WORD.get(from);
  const day =
    from === 'today' || from === 'now' || from === 'tonight'
      ? s.today
      : from === 'tomorrow'
        ? plusDays(s.today, 1)
        : weekday
          ? plusDays(s.today, (WEEK_DAYS.indexOf(weekday) - weekdayOf(s.today) + 7) % 7)
          : null;
  if (!day || (text(tokens, i + 2) === 'on' && !weekday)) return null;
  const on = shift(day, unit, n);
  return said(tokens, i, dayWeek ? 2 : 4, explicit(on, on));
}
const FROM_WORDS = new Set(['from', 'on']);
const AFTER_DAY_WEEK = new Set(['of', 'by', 'over', 'on', 'to', 'vs', 'compared']);

/** The whole date reader, handed in by dates.ts to the readers that read a period inside their own. */
export type ReadDate = (tokens: readonly Token[], i: number, s: DateSetting) => DateMatch;

/** The period that follows at `at`, read whole. */
export function periodAt(
  read: ReadDate,
  tokens: readonly Token[],
  at: number,
  s: DateSetting,
): { len: number; start: CalendarDate; end: CalendarDate; inYear?: (year: number) => RangeSpec | null } | null {
  const found = read(tokens, at, s);
  if (found && !('error' in found)) return { len: found.len, ...boundsIn(found.spec, s), ...(found.inYear ? { inYear: found.inYear } : {}) };
  // "the back half of the year": the one under way (of what has happened, the one just over while it has only begun).
  const unit = text(tokens, at + 1);
  if (text(tokens, at) === 'the' && ['week', 'month', 'quarter', 'year'].includes(unit))
    return { len: 2, ...boundsIn(theUnit(unit as 'year', s, tokens, at + 1), s) };
  // The grammar's own periods: "the first half of next month", "the last week of this quarter".
  const range = recognizeRange(tokens, at);
  return range && 'value' in range ? { len: range.len, ...boundsIn(settleRange(range.value, s.today), s) } : null;
}
