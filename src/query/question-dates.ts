/**
 * Dates in plain English, read the way the report needs them. The command grammar already
 * reads `last 7 days`, `q1 2026`, `2026-03-01 to 2026-03-31`; a question also says "between
 * March 1 and March 31", "from the 1st to the 15th of last month", "since March", "the week
 * of Nov 9", "this weekend", "over Christmas" or just "december". Each phrase becomes a
 * `RangeSpec` the grammar stores as it stores its own, so everything after reading is the
 * same pipeline.
 *
 * A date without a year is the coming one for a look-ahead report (a revenue manager in
 * November asking for "december" means the December ahead) and the latest one started for a
 * report of past data; the reading is said back ("Read "december" as Dec 2026, the coming one").
 *
 * Hand-written rather than a general date parser (chrono-node was weighed): every phrase must
 * end as whole calendar days in the query's zone, the year depends on the report, hotel
 * weekends are the nights of Friday and Saturday, and an unknown word must stay unknown so
 * the reader can say which one it was; chrono reads instants, guesses years one way for
 * every caller and silently skips what it cannot read.
 */
import { calendarDate, isRealDate, monthOfDayUpTo, parts, plusDays, plusMonths, weekdayOf, weekStart, type CalendarDate } from './calendar.js';
import type { RangeSpec } from './canonical.js';
import { rangeWords } from './labels.js';
import { NUMBER_WORDS } from './range-words.js';
import { commandError, joined, textAt as text, typedPhraseOf, wordsAt, type Token } from './tokens.js';
import { message } from '../messages/index.js';
import type { CommandError } from './types.js';
import { MONTH_BY_WORD, WEEKDAY_BY_WORD } from './words.js';
import { dayNumber, monthRef, readDay, settle, SLASH, YEAR, type DateSetting } from './typed-days.js';

export { settleYear, type DateSetting } from './typed-days.js';

/** A period read (with the note saying how, and the grouping it implies: "the last 6 weekends" week by week), or a date said wrongly. */
/** A date phrase read; `lastYear`: a holiday's, the same holiday a year before by the same rule (what it is compared with). */
export type DateMatch =
  | {
      len: number;
      spec: RangeSpec;
      note?: string;
      grouping?: 'day' | 'week' | 'month';
      lastYear?: RangeSpec;
      season?: boolean;
      night?: boolean;
      inYear?: (year: number) => RangeSpec | null;
    }
  /** `cuts`: the words of `asked` that stop a period, which cut one said before at the day after them instead. */
  | { len: number; error: CommandError; asked?: string; cuts?: number }
  | null;

const SPAN_WORDS = new Set(['to', 'through', 'thru', 'until', 'till', 'and', '-', '..']);
const QUARTER_WORDS: ReadonlyMap<string, number> = new Map(
  Object.entries({ first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, last: 0 }),
);

const explicit = (start: CalendarDate, end: CalendarDate): RangeSpec => ({ kind: 'explicit', start, end });

/** The month of days said without one: this month's where they are gone by (or, of stays, to come), else the one before (or after). */
function monthOfDays(first: number, last: number, s: DateSetting): { month: number; year: number } | null {
  const now = parts(s.today);
  const shift = s.lookAhead ? (first >= now.day ? 0 : 1) : last <= now.day ? 0 : -1;
  const day = plusMonths(calendarDate(now.year, now.month, 1), shift);
  const { month, year } = parts(day);
  return isRealDate(year, month, first) && isRealDate(year, month, last) ? { month, year } : null;
}

/** "between … and …", "from … to …", "… to …", "… – …". */
function readSpan(tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  const lead = ['between', 'from'].includes(text(tokens, i)) ? 1 : 0;
  // "14 and 15 april", "the 24 and 25 of november": a bare day before the span's word takes the other end's month.
  const the = text(tokens, i + lead) === 'the' ? 1 : 0;
  const bareFirst = dayNumber(text(tokens, i + lead + the));
  const first =
    readDay(tokens, i + lead, s) ??
    (bareFirst !== null && SPAN_WORDS.has(text(tokens, i + lead + the + 1))
      ? { len: the + 1, day: { month: 0, day: bareFirst, monthless: true } }
      : null);
  if (!first) return null;
  const joinAt = i + lead + first.len;
  if (!SPAN_WORDS.has(text(tokens, joinAt))) return null;
  // "march 1 to 15": a bare number ends the span in the first day's month.
  const bare = dayNumber(text(tokens, joinAt + 1));
  const second =
    readDay(tokens, joinAt + 1, s) ??
    (bare !== null && !first.day.monthless
      ? { len: 1, day: { month: first.day.month, day: bare, ...(first.day.year ? { year: first.day.year } : {}) } }
      : null);
  if (!second) return null;
  const len = joinAt + 1 + second.len - i;
  const typed = typedPhraseOf(tokens, i, len);
  // "the 15th-20th": this month's where those days are gone by (of what happened) or still to come (of stays); else
  // the month before, or after.
  const month = first.day.monthless && second.day.monthless ? monthOfDays(first.day.day, second.day.day, s) : null;
  const a = month ? { ...first.day, ...month, monthless: false } : first.day;
  const b = month ? { ...second.day, ...month, monthless: false } : second.day;
  if (a.monthless && b.monthless)
    return { len, error: commandError('bad_date', `"${typed}" needs a month.`, 'Try "from the 1st to the 15th of last month".') };
  const yearOfB = b.year ?? (b.date ? undefined : a.year);
  // "dec 20 to the 3rd": a bare last day before the first's is in the month after.
  const rolled = b.monthless && b.day < a.day;
  const monthOfB = b.monthless ? (rolled ? (a.month % 12) + 1 : a.month) : b.month;
  const yearOfBare = a.year !== undefined && rolled && a.month === 12 ? a.year + 1 : a.year;
  const end = settle(b, s, monthOfB, b.monthless ? yearOfBare : yearOfB);
  if (end === null) return { len, error: commandError('bad_date', `"${typed}" names a day that does not exist.`) };
  // The start takes the end's year unless it was said: "dec 20 to jan 5" runs over New Year. A bare first day is in the
  // end's month, or the month before where it is later in a month ("the 28th to aug 5" begins on July 28).
  const endParts = parts(end);
  const monthOfA = a.monthless ? monthOfDayUpTo(a.day, end).month : a.month;
  const startYear = a.year ?? (monthOfA > endParts.month ? endParts.year - 1 : endParts.year);
  const start = a.date ?? (isRealDate(startYear, monthOfA, a.day) ? calendarDate(startYear, monthOfA, a.day) : null);
  if (start === null) return { len, error: commandError('bad_date', `"${typed}" names a day that does not exist.`) };
  // "today and yesterday": two days, said latest first.
  if (end < start && text(tokens, joinAt) === 'and') return { len, spec: explicit(end, start) };
  if (end < start)
    return { len, error: commandError('bad_range', message('grammar.endsBeforeStart'), message('grammar.tryWords', { words: `${end}..${start}` })) };
  // Of what has happened, the latest begun: "feb 10-18" on Feb 16 is this February's, under way, not last year's.
  const noYear = a.year === undefined && b.year === undefined && !a.date && !b.date;
  if (noYear && !s.lookAhead && plusMonths(start, 12) <= s.today) return { len, spec: explicit(plusMonths(start, 12), plusMonths(end, 12)) };
  // Of the books, one over New Year all gone by is the coming one: "dec 20 – jan 2", in April.
  if (noYear && s.lookAhead && monthOfA > endParts.month && end < s.today) return { len, spec: explicit(plusMonths(start, 12), plusMonths(end, 12)) };
  return { len, spec: explicit(start, end) };
}

/** "since march", "since nov 9", "since the 1st": from then through yesterday (today ahead). */
function readSince(tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  if (text(tokens, i) !== 'since') return null;
  const past = { ...s, lookAhead: false };
  const day = readDay(tokens, i + 1, past);
  let start: CalendarDate | null = null;
  let len = 0;
  if (day) {
    start = settle(day.day, past, day.day.monthless ? parts(s.today).month : day.day.month);
    len = 1 + day.len;
  } else {
    const ref = monthRef(tokens, i + 1, past);
    if (ref) {
      start = ref.first;
      len = 1 + ref.len;
    } else {
      const quarter = readQuarter(tokens, i + 1, past);
      if (quarter && quarter.spec.kind === 'quarter') {
        start = calendarDate(quarter.spec.year, quarter.spec.quarter * 3 - 2, 1);
        len = 1 + quarter.len;
      }
    }
  }
  if (start === null) return null;
  // Past data ends yesterday, except since today: today so far.
  const end = s.lookAhead || start === s.today ? s.today : plusDays(s.today, -1);
  if (end < start) return { len, error: commandError('future_range', message('grammar.notBegun', { typed: typedPhraseOf(tokens, i, len) })) };
  return { len, spec: explicit(start, end) };
}

/** "week of nov 9", "the week of march 1". */
function readWeekOf(tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  const the = text(tokens, i) === 'the' ? 1 : 0;
  if (joined(tokens, i + the, 2) !== 'week-of') return null;
  const day = readDay(tokens, i + the + 2, s);
  if (!day) return null;
  const date = settle(day.day, s);
  if (date === null) return null;
  const start = weekStart(date, s.weekStartsOn);
  return { len: the + 2 + day.len, spec: explicit(start, plusDays(start, 6)) };
}

/**
 * "this weekend", "next weekend", "last weekend", "the weekend": a hotel's weekend is the
 * nights of Friday and Saturday; what happens on days (bookings made, signups) has Friday to
 * Sunday. "This weekend" is the coming one (today's, from Friday on; on a Sunday, for past data);
 * for stays on a Sunday, "next weekend" is the coming one too.
 * For past data "the weekend" is the last one: on a Friday or a Saturday, the one before; on a
 * Sunday, today's ("last weekend" then is the one before). "This past weekend" is the latest
 * one begun, today's on a Sunday.
 */
function readWeekend(tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  const thisPast = text(tokens, i) === 'this' && text(tokens, i + 1) === 'past' ? 1 : 0;
  if (thisPast) {
    const found = readWeekend(tokens, i + 1, s);
    return found && 'spec' in found ? { ...found, len: found.len + 1 } : found;
  }
  const which = text(tokens, i);
  // "two weekends ago": counted back from this weekend, as "two weeks ago" is from this week.
  const ago = /^weekends?$/.test(text(tokens, i + 1)) && text(tokens, i + 2) === 'ago' ? (NUMBER_WORDS.get(which) ?? Number(which)) : NaN;
  const named = ago > 0 && ago <= 52 ? 3 : text(tokens, i + 1) === 'weekend' ? 2 : which === 'weekend' ? 1 : 0;
  if (named === 0 || (named === 2 && !['this', 'next', 'last', 'past', 'the', 'coming'].includes(which))) return null;
  // "the weekend after next": a week after next weekend.
  const afterNext = (which === 'the' || which === 'weekend') && text(tokens, i + named) === 'after' && text(tokens, i + named + 1) === 'next';
  const len = named + (afterNext ? 2 : 0);
  const weekday = weekdayOf(s.today);
  // A Sunday read back (today is the weekend's last day) or ahead (its nights are over).
  const [sundayBack, sundayAhead] = [weekday === 0 && !s.lookAhead, weekday === 0 && s.lookAhead];
  // Friday on or after today's week's Friday: Sat → yesterday's Friday, Sun → the coming one.
  const friday = weekday === 6 || sundayBack ? plusDays(s.today, -((weekday + 2) % 7)) : plusDays(s.today, (5 - weekday + 7) % 7);
  // Read back on a Sunday, a hotel's weekend just over (its nights Friday and Saturday) is the last one; ahead, the
  // coming weekend is "next weekend" as much as "this".
  const last = (which === 'last' && !(sundayBack && !s.weekendDays)) || (which === 'past' && !sundayBack);
  const next = sundayAhead ? 0 : 7;
  const shift =
    named === 3 ? -7 * ago : afterNext ? 7 + next : which === 'next' ? next : last || (which === 'the' && !s.lookAhead && weekday !== 0) ? -7 : 0;
  // For past data, "weekend" alone before one has begun means the one just gone; "this weekend" is the coming one.
  const pastShift = !s.lookAhead && which === 'weekend' && friday > s.today ? -7 : 0;
  const start = plusDays(friday, shift + pastShift);
  const spec = explicit(start, plusDays(start, s.weekendDays ? 2 : 1));
  return { len, spec, note: message('grammar.readAsWeekend', { typed: typedPhraseOf(tokens, i, len), read: rangeWords(spec) }) };
}

/** "q2", "second quarter", "the 2nd quarter", "q2 2026", settled ahead or back. */
function readQuarter(tokens: readonly Token[], i: number, s: DateSetting): { len: number; spec: RangeSpec; note?: string } | null {
  const the = text(tokens, i) === 'the' ? 1 : 0;
  let quarter: number | undefined;
  let len = 0;
  const q = /^q([1-4])$/.exec(text(tokens, i + the));
  if (q) {
    quarter = Number(q[1]);
    len = the + 1;
  } else if (text(tokens, i + the + 1) === 'quarter' && QUARTER_WORDS.has(text(tokens, i + the)) && text(tokens, i + the) !== 'last') {
    quarter = QUARTER_WORDS.get(text(tokens, i + the));
    len = the + 2;
  } else if (text(tokens, i + the) === 'quarter' && /^[1-4]$/.test(text(tokens, i + the + 1))) {
    quarter = Number(text(tokens, i + the + 1));
    len = the + 2;
  }
  if (quarter === undefined) return null;
  // "q3 2026", "the fourth quarter of 2026".
  const of = text(tokens, i + len) === 'of' && YEAR.test(text(tokens, i + len + 1)) ? 1 : 0;
  const year = YEAR.exec(text(tokens, i + len + of));
  if (year) return { len: len + of + 1, spec: { kind: 'quarter', year: Number(year[1]), quarter } };
  const now = parts(s.today);
  const current = Math.ceil(now.month / 3);
  const settled = s.lookAhead ? (quarter >= current ? now.year : now.year + 1) : quarter <= current ? now.year : now.year - 1;
  const spec: RangeSpec = { kind: 'quarter', year: settled, quarter };
  return {
    len,
    spec,
    note: message('grammar.readAsSettled', {
      typed: typedPhraseOf(tokens, i + the, len - the),
      read: rangeWords(spec),
      which: s.lookAhead ? 'coming' : 'latest',
    }),
  };
}

/**
 * "spring break", "april vacation", "february vacation week": a school's break, whose dates no calendar rule knows
 * (they differ from school to school), so they are asked, unless typed beside it ("spring break (mar 11-19)").
 */
export function schoolBreak(tokens: readonly Token[], i: number, said: number): DateMatch {
  const len = said + yearWordsAt(tokens, i + said);
  const words = typedPhraseOf(tokens, i, len);
  return {
    len,
    asked: words,
    error: commandError('bad_date', message('grammar.schoolBreak', { words }), message('grammar.sayTheDates')),
  };
}

/** Times of a school's year, whose dates differ from school to school as its breaks' do. */
const SCHOOL_TIMES = [
  ...['back to', 'end of', 'start of', 'end of the', 'start of the'].flatMap((w) => [`${w} school`, `${w} school year`]),
  ...['first', 'last'].flatMap((w) => ['day', 'week', 'weeks', 'month'].map((unit) => `${w} ${unit} of school`)),
  ...['break', 'breaks', 'holiday', 'holidays', 'vacation', 'recess', 's out'].map((w) => `school ${w}`),
  'schools out',
];
/** Their first words: the reader runs at every word, and most begin none. */
const SCHOOL_TIME_STARTS = new Set(SCHOOL_TIMES.map((words) => words.split(' ')[0]));

/** "back to school", "the last week of school", "school holidays": asked, as a school's breaks are. */
export function readSchoolTime(tokens: readonly Token[], i: number): DateMatch {
  const the = text(tokens, i) === 'the' ? 1 : 0;
  if (!SCHOOL_TIME_STARTS.has(text(tokens, i + the))) return null;
  const found = SCHOOL_TIMES.find((words) => wordsAt(tokens, i + the, words));
  const len = the + (found?.split(' ').length ?? 0);
  // "school vacation week" is a label of a week (sentence-words.ts), asked there.
  return found && !/^weeks?$/.test(text(tokens, i + len)) ? schoolBreak(tokens, i, len) : null;
}

/** How many words at `at` say the year of an event named before them ("march break 2031", "the jazz festival last year"): its days are still asked. */
export function yearWordsAt(tokens: readonly Token[], at: number): number {
  if (YEAR.test(text(tokens, at))) return 1;
  return ['last', 'this', 'next'].includes(text(tokens, at)) && text(tokens, at + 1) === 'year' ? 2 : 0;
}

/** Words after a month that make it a school's break: "april vacation", "february break". */
export const SCHOOL_BREAKS = new Set(['vacation', 'vacay', 'break', 'recess']);

/** A month name without a year ("december", "in october"): the coming one ahead, the latest started otherwise. */
function readMonth(tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  const month = MONTH_BY_WORD.get(text(tokens, i));
  // "august two years ago": that month, as many years before the one the month alone would be.
  const count = ['a', 'an'].includes(text(tokens, i + 1)) ? 1 : Number(text(tokens, i + 1));
  const yearsAgo = /^years?$/.test(text(tokens, i + 2)) && text(tokens, i + 3) === 'ago' && count >= 1 && count <= 50 ? count : 0;
  if (month === undefined || YEAR.exec(text(tokens, i + 1)) || (dayNumber(text(tokens, i + 1)) !== null && !yearsAgo)) return null;
  // "april vacation", "february break" (not "feb vacation rentals"): a school's week, as "spring break" is.
  if (SCHOOL_BREAKS.has(text(tokens, i + 1)) && !/^(rentals?|homes?|propert(y|ies)|condos?)$/.test(text(tokens, i + 2)))
    return schoolBreak(tokens, i, text(tokens, i + 2) === 'week' ? 3 : 2);
  // "may" is also a verb: not a month before "I", "we" or "you" ("may I see…"; "may occupancy" is May).
  if (text(tokens, i) === 'may' && i === 0 && ['i', 'we', 'you', 'u'].includes(text(tokens, 1))) return null;
  const now = parts(s.today);
  const latest = month <= now.month ? now.year : now.year - 1;
  const year = yearsAgo ? latest - yearsAgo : s.lookAhead ? (month >= now.month ? now.year : now.year + 1) : latest;
  const spec: RangeSpec = { kind: 'month', year, month };
  if (yearsAgo) return { len: 4, spec };
  return {
    len: 1,
    spec,
    note: message('grammar.readAsSettled', { typed: tokens[i]!.raw, read: rangeWords(spec), which: s.lookAhead ? 'coming' : 'latest' }),
  };
}

/** "last monday", "on tuesday", "the day before yesterday", "tomorrow", "tonight". */
function readDayWords(tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  if (joined(tokens, i, 4) === 'the-day-before-yesterday' || joined(tokens, i, 3) === 'day-before-yesterday') {
    const len = text(tokens, i) === 'the' ? 4 : 3;
    const day = plusDays(s.today, -2);
    return { len, spec: explicit(day, day) };
  }
  const word = text(tokens, i);
  if (word === 'tonight') return { len: 1, spec: explicit(s.today, s.today) };
  if (word === 'tomorrow') {
    const day = plusDays(s.today, 1);
    return { len: 1, spec: explicit(day, day) };
  }
  const rel = ['last', 'this', 'next', 'on'].includes(word) ? word : null;
  const weekday = WEEKDAY_BY_WORD.get(text(tokens, i + (rel ? 1 : 0)));
  if (!weekday || (!rel && tokens.length === 1)) return null;
  const index = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].indexOf(weekday);
  const today = weekdayOf(s.today);
  const back = (today - index + 7) % 7 || 7;
  const ahead = (index - today + 7) % 7 || 7;
  const forward = rel === 'next' || (rel !== 'last' && s.lookAhead);
  const day = plusDays(s.today, forward ? ahead : -back);
  const len = rel ? 2 : 1;
  const spec = explicit(day, day);
  return {
    len,
    spec,
    note: message('grammar.readAs', { typed: typedPhraseOf(tokens, i, len), read: rangeWords(spec) }),
  };
}

/**
 * "first half", "h1 2026", "1H 2026", "2nd half of the year": January–June or July–December, settled
 * like a quarter. A half "of" anything else ("of next month", "of 2025") is date-parts.ts's.
 */
function readHalf(tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  const the = text(tokens, i) === 'the' ? 1 : 0;
  const w = text(tokens, i + the);
  // "h1", "1h" (as finance writes it), "first half", "1st half".
  const short = /^(?:h([12])|([12])h)$/.exec(w);
  const word = { first: 1, '1st': 1, second: 2, '2nd': 2 }[w];
  const named = short ? 1 : word !== undefined && text(tokens, i + the + 1) === 'half' ? 2 : 0;
  if (!named) return null;
  const half = short ? Number(short[1] ?? short[2]) : (word ?? 1);
  const after = joined(tokens, i + the + named, 3);
  const relative = { 'of-next-year': 1, 'of-this-year': 0, 'of-last-year': -1 }[after];
  const len = the + named + (after === 'of-the-year' || relative !== undefined ? 3 : 0);
  if (text(tokens, i + len) === 'of') return null;
  const now = parts(s.today);
  const yearWord = relative === undefined ? YEAR.exec(text(tokens, i + len)) : null;
  const current = now.month <= 6 ? 1 : 2;
  const settled = s.lookAhead ? (half >= current ? now.year : now.year + 1) : half <= current ? now.year : now.year - 1;
  const year = relative !== undefined ? now.year + relative : yearWord ? Number(yearWord[1]) : settled;
  const spec = explicit(calendarDate(year, half === 1 ? 1 : 7, 1), calendarDate(year, half === 1 ? 6 : 12, half === 1 ? 30 : 31));
  return { len: len + (yearWord ? 1 : 0), spec };
}

const READERS: readonly ((tokens: readonly Token[], i: number, s: DateSetting) => DateMatch)[] = [
  readSpan,
  readSince,
  readWeekOf,
  readWeekend,
  (tokens, i, s) => readQuarter(tokens, i, s),
  readHalf,
  readDayWords,
  readMonth,
  // A single day said in words ("on march 3", "nov 9th").
  (tokens, i, s) => {
    const on = text(tokens, i) === 'on' ? 1 : 0;
    const day = readDay(tokens, i + on, s);
    // One word (today, an ISO date) is the grammar's own, but for a slash date; a day needs its month.
    if (!day || day.day.monthless || (on + day.len === 1 && !SLASH.test(text(tokens, i + on)))) return null;
    const date = settle(day.day, s);
    const len = on + day.len;
    // "february 30", "june 31st", "6/31": a day that does not exist, refused rather than read as another.
    if (date === null)
      return { len, error: commandError('bad_date', `"${typedPhraseOf(tokens, i + on, day.len)}" names a day that does not exist.`) };
    return { len, spec: explicit(date, date) };
  },
];

/** The date phrase starting at tokens[i], or null when none does. */
export function recognizeDatePhrase(tokens: readonly Token[], i: number, setting: DateSetting): DateMatch {
  for (const read of READERS) {
    const match = read(tokens, i, setting);
    if (match) return match;
  }
  return null;
}
