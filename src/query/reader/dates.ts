/**
 * Dates in a question, read as whole calendar days the way hotels count them. An ordered table
 * of readers, each a small rule: holidays (holiday-dates.ts), parts of periods (date-parts.ts), the
 * periods people say relative to now that a parser of instants does not (relative-dates.ts:
 * "two months ago", "the week after next", seasons), "the rest of the month", "since the start
 * of the year", the phrases of question-dates.ts (spans,
 * "since", "the week of", hotel weekends, quarters, months settled forward or back), and last
 * chrono-node for any other day or span ("3/1 to 3/15", "dec 20-27", "friday"), whose year is
 * settled by our rule when chrono only implied it. The first reader that reads a phrase wins.
 */
import * as chrono from 'chrono-node';
import { calendarDate, monthEnd, parts, plusDays, plusMonths, type CalendarDate } from '../calendar.js';
import type { RangeSpec } from '../canonical.js';
import { readSchoolTime, recognizeDatePhrase, settleYear, type DateMatch, type DateSetting } from '../question-dates.js';
import { keptAtWord, textAt as text, wordsAt, type Token } from '../tokens.js';
import { MONTH_BY_WORD, WEEKDAY_BY_WORD } from '../words.js';
import { readWeekdayRun, readWeekdayTheNth } from './weekday-runs.js';
import { readWeekdayAnchor } from './weekday-anchors.js';
import { partReaders, readCurrentUnit } from './date-parts.js';
import { joinsSpan } from './general-words.js';
import {
  boundsIn,
  explicit,
  lastDaySoFar,
  readAfterNext,
  readHalf,
  readAgo,
  readBareDays,
  readUnitsCounted,
  readFromDay,
  readJustOver,
  readSeason,
  readWeekNumber,
  readWholePeriod,
  said,
  shift,
  unitOf,
  UNITS,
  type DateUnit,
} from './relative-dates.js';
import { nightsOf, onward, rangeAt, soFar, spanned } from './date-extents.js';
import { digestWeek } from './digest-days.js';
import { anchorAt, readNamedEvent, readUnitOfEvent, readWhenEvent, readWithinEvent, undatedEventAt } from './event-dates.js';
import { holidayIn, holidayNameAt } from './holidays.js';
import { readHoliday, readLongWeekend } from './holiday-dates.js';
import { readThisDay, YEAR_WORDS } from './year-words.js';
import { readDayOfMonth, readWeekendOf, readWeekOfDay } from './month-days.js';
import { boundedBy, readUpTo, readVagueCount, stoppedFrom } from './period-ends.js';

export type { DateMatch, DateSetting };

/** "eoy", "year end", "month-end": a period's end, by the unit it ends. */
const ENDS: Readonly<Record<string, DateUnit>> = {
  eoy: 'year',
  eom: 'month',
  eoq: 'quarter',
  eow: 'week',
  'year end': 'year',
  'month end': 'month',
  'quarter end': 'quarter',
  'week end': 'week',
};

/**
 * "the rest of the month", "rest of sept", "the remainder of march", "through the end of the year", "thru year end",
 * "until eom": from today (stays ahead) to the end of what follows.
 */
function readRest(tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  const to = ['through', 'until', 'till', 'to'].includes(text(tokens, i)) ? 1 : 0;
  const the = text(tokens, i + to) === 'the' ? 1 : 0;
  const at = i + to + the;
  const ends = ENDS[`${text(tokens, at)} ${text(tokens, at + 1)}`] ? 2 : ENDS[text(tokens, at)] ? 1 : 0;
  // "year end" alone is a period only of stays ahead ("the year-end summary" of what happened is no period).
  if (ends && (to || (the === 0 && s.lookAhead))) {
    const unit = ENDS[ends === 2 ? `${text(tokens, at)} ${text(tokens, at + 1)}` : text(tokens, at)]!;
    return said(tokens, i, at - i + ends, explicit(s.today, unitOf(s.today, unit, s)[1]));
  }
  const rest = ['rest', 'remainder', 'balance'].includes(text(tokens, at)) || (text(tokens, at) === 'end' && (to === 1 || the === 0));
  if (!rest || text(tokens, at + 1) !== 'of') return null;
  // Of what has happened, the rest is what has not: from tomorrow (refused as dates ahead).
  const from = s.lookAhead ? s.today : plusDays(s.today, 1);
  const det = ['the', 'this'].includes(text(tokens, at + 2)) ? 1 : 0;
  const unit = UNITS[text(tokens, at + 2 + det)];
  if (unit && unit !== 'day') return said(tokens, i, at - i + 3 + det, explicit(from, unitOf(s.today, unit, s)[1]));
  // "the rest of september", "rest of q4", "rest of sep 2034": to the end of the period named, from today within it.
  const range = rangeAt(tokens, at + 2, s);
  const named = range && range.len > 1 ? range : readDate(tokens, at + 2, { ...s, lookAhead: true });
  if (!named || 'error' in named) return null;
  const { start, end } = boundsIn(named.spec, s);
  return end < from ? null : said(tokens, i, at - i + 2 + named.len, explicit(start > from ? start : from, end));
}

/** "last night", "tonight", "tomorrow night": the night's date. */
const NIGHTS: Readonly<Record<string, number>> = { 'last night': -1, tonight: 0, 'tomorrow night': 1 };
function readNight(tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  const two = `${text(tokens, i)} ${text(tokens, i + 1)}`;
  const shift = NIGHTS[two] ?? NIGHTS[text(tokens, i)];
  if (shift === undefined) return null;
  const day = plusDays(s.today, shift);
  return { ...said(tokens, i, NIGHTS[two] === undefined ? 1 : 2, explicit(day, day))!, night: true };
}

/** "lately", "recently": the last 30 days, said back; days said beside it are meant instead ("lately, like the last 2 weeks"). */
function readLately(tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  const len = ['lately', 'recently'].includes(text(tokens, i)) ? 1 : wordsAt(tokens, i, 'of late') ? 2 : 0;
  return len === 0 ? null : { ...said(tokens, i, len, explicit(plusDays(s.today, -30), plusDays(s.today, -1)))!, season: true };
}

/** "jan-mar", "june to august", "oct through dec 2027": whole months, from the first's start to the last's end. */
function readMonthSpan(tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  const first = MONTH_BY_WORD.get(text(tokens, i));
  // "january 2027 through december 2028": the first month's year said too.
  const startYear = /^\d{4}$/.test(text(tokens, i + 1)) ? Number(text(tokens, i + 1)) : undefined;
  const join = i + 1 + (startYear === undefined ? 0 : 1);
  const last = MONTH_BY_WORD.get(text(tokens, join + 1));
  if (first === undefined || last === undefined || !['to', 'through', 'until', 'till', '-', '..', 'and'].includes(text(tokens, join))) return null;
  const yearWord = /^\d{4}$/.test(text(tokens, join + 2)) ? Number(text(tokens, join + 2)) : undefined;
  if (startYear !== undefined && yearWord === undefined) return null;
  const now = parts(s.today);
  const endYear = yearWord ?? (s.lookAhead ? (last >= now.month ? now.year : now.year + 1) : last <= now.month ? now.year : now.year - 1);
  const start = calendarDate(startYear ?? (first <= last ? endYear : endYear - 1), first, 1);
  if (start > calendarDate(endYear, last, 1)) return null;
  return said(tokens, i, join + 2 - i + (yearWord === undefined ? 0 : 1), explicit(start, monthEnd(calendarDate(endYear, last, 1))));
}

/**
 * "since labor day", "since the start of the year", "since the beginning of october", "since
 * the 1st", "from the start of the month": from the start of what follows to yesterday (today,
 * for stays ahead).
 */
function readSince(tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  const start =
    ['start', 'beginning', 'begin', 'first'].includes(text(tokens, i + 2)) && text(tokens, i + 1) === 'the' && text(tokens, i + 3) === 'of' ? 4 : 1;
  const det = start === 4 && ['the', 'this'].includes(text(tokens, i + 4)) ? 1 : 0;
  const at = i + start + det;
  // "from the start of the year", with nothing it runs to: since then.
  const from = text(tokens, i) === 'from' && start === 4 && !joinsSpan(text(tokens, at + 1));
  if (text(tokens, i) !== 'since' && !from) return null;
  // "since thanksgiving until the end of last month": to the day said.
  const stopped = start === 1 && stoppedFrom(readDate, tokens, i, { ...s, lookAhead: false }, false);
  if (stopped) return stopped;
  // "since 2 weeks" (as French and Spanish say "depuis deux semaines"): the days since that long ago.
  const [n, counted] = [Number(text(tokens, i + 1)), UNITS[text(tokens, i + 2)]];
  if (Number.isInteger(n) && n >= 1 && n <= 60 && counted && text(tokens, i + 3) !== 'ago')
    return said(tokens, i, 3, explicit(shift(s.today, counted, -n), lastDaySoFar(s)));
  const unit = start === 4 ? UNITS[text(tokens, at)] : undefined;
  let first: CalendarDate;
  let len: number;
  if (unit && unit !== 'day') {
    first = unitOf(s.today, unit, s)[0];
    len = at - i + 1;
  } else {
    const back = { ...s, lookAhead: false };
    // "since 2019", "since last month": the grammar's own periods too; "since the campaign went live (march 3)", its date.
    const since = anchorAt(readDate, tokens, at, back);
    if (!since) return start === 1 ? undatedEventAt(tokens, at, 'since') : null;
    first = since.start;
    len = at - i + since.len;
  }
  const end = lastDaySoFar(s);
  return end < first ? null : said(tokens, i, len, explicit(first, end));
}

const BARE_DAY_NEXT = new Set(['..', '-', 'to', 'through', 'thru', 'until', 'till', 'and', 'of']);

/**
 * Any other day or span chrono-node reads where the question's next words begin one: slash
 * dates, "dec 20-27", a weekday, "oct 3 - 9". A year chrono only implied is settled by our rule.
 */
function readWithChrono(tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  // A range typed as the grammar writes it ("2026-10-01..2026-10-14") is the grammar's to read.
  // chrono is the slowest reader: only where a day can begin (a digit, a month's or a weekday's name).
  const first = text(tokens, i);
  if (!(/\d/.test(first) || MONTH_BY_WORD.has(first) || WEEKDAY_BY_WORD.has(first.replace(/s$/, ''))) || first.includes('..')) return null;
  // A bare number begins a day only before a month or a span's word ("15 march", "20 .. 27"): "4 weeks", "10 best" do not.
  if (/^\d{1,3}$/.test(first) && !MONTH_BY_WORD.has(text(tokens, i + 1)) && !BARE_DAY_NEXT.has(text(tokens, i + 1))) return null;
  const rest = tokens
    .slice(i, i + 6)
    .map((t) => (t.text === '..' ? '-' : t.text))
    .join(' ');
  const ref = { instant: new Date(`${s.today}T12:00:00Z`), timezone: 'UTC' };
  const [found] = chrono.casual.parse(rest, ref, { forwardDate: s.lookAhead });
  if (!found || found.index !== 0) return null;
  const len = found.text.trim().split(/\s+/).length;
  // A bare number is a count ("5 stories"), not a day; chrono read a time or nothing with a day in it.
  if (!found.start.isCertain('day') && !found.start.isCertain('weekday')) return null;
  const dayOf = (c: chrono.ParsedComponents): CalendarDate => {
    const d = c.date();
    const day = calendarDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
    if (c.isCertain('year') || !c.isCertain('month')) return day;
    // Implied year: settled as a typed day's is.
    const p = parts(day);
    return calendarDate(settleYear(p.month, p.day, s), p.month, p.day);
  };
  const start = dayOf(found.start);
  let end = found.end ? dayOf(found.end) : start;
  if (end < start) end = calendarDate(parts(end).year + 1, parts(end).month, parts(end).day);
  return said(tokens, i, Math.min(len, tokens.length - i), explicit(start, end));
}

const READERS: readonly ((tokens: readonly Token[], i: number, s: DateSetting) => DateMatch)[] = [
  readSchoolTime,
  readWeekdayRun,
  readWeekdayTheNth,
  readNamedEvent,
  readHoliday,
  readLongWeekend,
  readThisDay,
  readWeekdayAnchor,
  ...partReaders(readDate),
  readNight,
  readLately,
  (tokens, i, s) => readWeekendOf(readDate, tokens, i, s),
  readBareDays,
  readUnitsCounted,
  readWholePeriod,
  readJustOver,
  readMonthSpan,
  readAgo,
  readFromDay,
  readWeekNumber,
  readAfterNext,
  readHalf,
  readRest,
  (tokens, i, s) => readUpTo(readDate, tokens, i, s),
  readVagueCount,
  readSince,
  readSeason,
  readUnitOfEvent,
  readWhenEvent,
  readWithinEvent,
  readWeekOfDay,
  recognizeDatePhrase,
  readCurrentUnit,
  readDayOfMonth,
  readWithChrono,
];

/** A period's days moved by whole years. */
function movedYears(spec: RangeSpec, s: DateSetting, years: number): RangeSpec {
  const { start, end } = boundsIn(spec, s);
  return explicit(plusMonths(start, 12 * years), plusMonths(end, 12 * years));
}

/** A period read, in another year: a holiday by its own rule in that year ("memorial day weekend" moves with Memorial Day), else its days moved. */
function inYear(match: Extract<DateMatch, { spec: RangeSpec }>, s: DateSetting, year: number): RangeSpec {
  return match.inYear?.(year) ?? movedYears(match.spec, s, year - parts(boundsIn(match.spec, s).start).year);
}

/**
 * "feb last year", "christmas 2025"'s cousins "q4 the year before", "last march", "next
 * christmas": a period said with a year word after it, or last / this / next before it.
 */
function withYearWords(tokens: readonly Token[], i: number, s: DateSetting, match: DateMatch): DateMatch {
  if (!match || 'error' in match) return match;
  const after = YEAR_WORDS.find(([words]) => wordsAt(tokens, i + match.len, words));
  if (!after) return match;
  const [words, how, n] = after;
  const year = how === 'before' ? parts(boundsIn(match.spec, s).start).year + n : parts(s.today).year + n;
  return said(tokens, i, match.len + words.split(' ').length, inYear(match, s, year));
}

/** "last march", "this june", "next christmas": the one before this month or today, this year's, or the one after. */
function readRelative(tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  const rel = text(tokens, i);
  if (rel !== 'last' && rel !== 'this' && rel !== 'next') return null;
  const month = MONTH_BY_WORD.get(text(tokens, i + 1));
  const holiday = month === undefined && holidayNameAt(tokens, i + 1, s.country ?? 'US');
  if (month === undefined && !holiday) return null;
  const now = parts(s.today);
  if (month !== undefined) {
    const year =
      rel === 'this' ? now.year : rel === 'last' ? (month < now.month ? now.year : now.year - 1) : month > now.month ? now.year : now.year + 1;
    return said(tokens, i, 2, explicit(calendarDate(year, month, 1), monthEnd(calendarDate(year, month, 1))));
  }
  if (!holiday) return null;
  // "last easter", and by its own rule "last easter weekend", "next thanksgiving week": in the year meant; a season
  // ("last holiday season") or a festival's run of days is all its days.
  const read = readHoliday(tokens, i + 1, s);
  const phrase = read && 'spec' in read && read.inYear && read.len > holiday.len ? read : null;
  const daysIn = (y: number): RangeSpec | null => {
    if (phrase) return phrase.inYear!(y);
    const h = holidayIn(s.country ?? 'US', holiday.name, y);
    return h ? explicit(h.day, h.last ?? h.day) : null;
  };
  const years = [now.year - 1, now.year, now.year + 1].flatMap((y) => {
    const spec = daysIn(y);
    return spec ? [{ y, spec, ...boundsIn(spec, s) }] : [];
  });
  const meant =
    rel === 'this'
      ? years.find((x) => x.y === now.year)
      : rel === 'last'
        ? [...years].reverse().find((x) => x.end < s.today)
        : years.find((x) => x.start > s.today);
  if (!meant) return null;
  const match = said(tokens, i, 1 + (phrase ?? holiday).len, meant.spec)!;
  return phrase ? { ...match, inYear: phrase.inYear } : match;
}

/** One period at `tokens[i]`, as the first reader that reads it says. */
function readOne(tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  const relative = readRelative(tokens, i, s);
  // "the 4th of july" read as a date is also a holiday: the same days, compared with the same holiday last year.
  const holiday = relative && 'spec' in relative ? readHoliday(tokens, i, s) : null;
  const same = holiday && 'spec' in holiday && relative && 'spec' in relative && holiday.len === relative.len;
  if (same && JSON.stringify(holiday.spec) === JSON.stringify(relative.spec)) return holiday;
  if (relative) return relative;
  for (const read of READERS) {
    const match = read(tokens, i, s);
    if (match) return match;
  }
  return null;
}

/** The date phrase starting at `tokens[i]`, or null when none does. */
export function readDate(tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  // The reader asks at a word more than once (is a date next? is this one?): each is read once per question and setting.
  return datesRead(s, tokens, i, () => {
    const match = yearFirst(tokens, i, s) ?? readOne(tokens, i, s) ?? grammarBounded(tokens, i, s);
    const read =
      match && nightsOf(tokens, i, s, soFar(tokens, i, s, onward(tokens, i, s, withYearWords(tokens, i, s, spanned(tokens, i, s, match, readOne)))));
    // "Monday's digest", "the summary you sent last week": the week that digest reports on.
    return digestWeek(tokens, i, s, read);
  });
}
const datesRead = keptAtWord<DateSetting, DateMatch>();

/** "this month prior to the 5th", "last quarter up to feb 10": a period of the grammar's own, cut where the words after it say. */
function grammarBounded(tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  const range = rangeAt(tokens, i, s);
  const bounded = range && boundedBy(readOne, tokens, i, s, said(tokens, i, range.len, range.spec));
  // "ytd as of end of june" on July 1 says no more than the period itself, which is kept as the grammar says it.
  const [cut, own] = bounded && 'spec' in bounded ? [boundsIn(bounded.spec, s), boundsIn(range.spec, s)] : [null, null];
  const same = cut && own && cut.start === own.start && cut.end >= (own.end < lastDaySoFar(s) ? own.end : lastDaySoFar(s));
  return same ? null : bounded || null;
}

/** "last year's easter", "this year's march": a holiday or a month said after its calendar year's words. */
function yearFirst(tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  if (text(tokens, i + 1) !== 'year') return null;
  const year = YEAR_WORDS.find(([words, how]) => how === 'calendar' && wordsAt(tokens, i, words));
  if (!year) return null;
  const match = readOne(tokens, i + 2, s);
  if (!match || 'error' in match || !(match.inYear || MONTH_BY_WORD.has(text(tokens, i + 2)))) return null;
  const moved = said(tokens, i, match.len + 2, inYear(match, s, parts(s.today).year + year[2]));
  return moved && match.inYear ? { ...moved, inYear: match.inYear } : moved;
}
