/**
 * Periods said by their place between or around others: "between memorial day and july 4th",
 * "from 3/15 to now", "the 12 months ending october", "the last 6 weekends", and "ytd" for stays
 * (to date, where a look-ahead's "this year" runs to December); parts of a period (period-parts.ts)
 * are tried among them. Each reads the period it is about with the whole date reader (handed in)
 * and cuts or joins its days.
 */
import { daysBetween, daysInclusive, parts, plusDays, plusMonths, weekdayOf } from '../calendar.js';
import type { RollingUnit } from '../canonical.js';
import type { DateMatch, DateSetting } from '../question-dates.js';
import { textAt as text, wordsAt, type Token } from '../tokens.js';
import { WEEK_DAYS } from '../types.js';
import { MONTH_BY_WORD, WEEKDAY_BY_WORD } from '../words.js';
import { readAfter, readBeside } from './beside-dates.js';
import { joinsSpan } from './general-words.js';
import { readNthWeekday } from './weekday-runs.js';
import { readPartOf, readWeekendOfMonth } from './period-parts.js';
import { readPluralSpan } from './plural-periods.js';
import { boundsIn, explicit, halfOf, lastDaySoFar, periodAt, said, theUnit, unitOf, UNITS, type ReadDate } from './relative-dates.js';

/**
 * "between memorial day and july 4th", "between christmas and new year's": from the first's
 * start to the second's end, the second being the first one after the first's start (where read
 * as of today it came before).
 */
function readBetween(read: ReadDate, tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  if (text(tokens, i) !== 'between') return null;
  const first = periodAt(read, tokens, i + 1, s);
  if (!first || text(tokens, i + 1 + first.len) !== 'and') return null;
  const after = (second: ReturnType<typeof periodAt>) => (second && second.end >= first.start ? second : null);
  const at = i + 2 + first.len;
  // "between christmas and new year's last year": the year said after is the whole span's, read once it is (dates.ts).
  const whole = periodAt(read, tokens, at, s);
  const yearAfter = whole && ['last year', 'this year', 'next year'].some((w) => wordsAt(tokens, at + whole.len - 2, w));
  const words = yearAfter ? tokens.slice(0, at + whole.len - 2) : tokens;
  const second = after(periodAt(read, words, at, s)) ?? after(periodAt(read, words, at, { ...s, today: first.start, lookAhead: true }));
  if (!second) return null;
  // "the week between christmas and new year's", "the days between": the days from one to the other, neither of them
  // (not "by week between thanksgiving and boxing day").
  const unit = BETWEEN_UNITS.has(text(tokens, i - 1)) && !GROUPING_BEFORE.has(text(tokens, i - 2));
  if (unit && plusDays(first.end, 1) < second.start)
    return said(tokens, i, 2 + first.len + second.len, explicit(plusDays(first.end, 1), plusDays(second.start, -1)));
  return said(tokens, i, 2 + first.len + second.len, explicit(first.start, second.end));
}

/** Words for the days from one day to another, leaving both out; and words before them that make them a grouping. */
const BETWEEN_UNITS = new Set(['week', 'days', 'nights', 'period', 'stretch', 'gap', 'time']);
const GROUPING_BEFORE = new Set(['by', 'per', 'each', 'every', 'a']);

/** Words that end a span at today: "from 3/15 to now", "since march 1 through today". */
export const NOW: ReadonlySet<string> = new Set(['now', 'today', 'date', 'present']);

/** "from 3/15 to now", "from march through today": the day's start to today (yesterday, for what is counted so far). */
function readToNow(read: ReadDate, tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  if (text(tokens, i) !== 'from') return null;
  // The first day is one gone, stays or not.
  const first = periodAt(read, tokens, i + 1, { ...s, lookAhead: false });
  if (!first) return null;
  const at = i + 1 + first.len;
  if (!['to', 'through', 'until', 'till', '-', '..'].includes(text(tokens, at)) || !NOW.has(text(tokens, at + 1))) return null;
  const end = lastDaySoFar(s);
  return first.start > end ? null : said(tokens, i, at + 2 - i, explicit(first.start, end));
}

/**
 * "from now through the end of next month", "between now and easter", and of stays ahead "until
 * march", "through labor day": today to the end of what follows.
 */
function readFromNow(read: ReadDate, tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  const from = ['from now', 'from today', 'between now and', 'between today and'].find((p) => wordsAt(tokens, i, p));
  let at = i + (from?.split(' ').length ?? 0);
  if (!from?.startsWith('between')) {
    const until = ['through', 'until', 'till', 'to'].includes(text(tokens, at));
    if (!until || (!from && (!s.lookAhead || text(tokens, at) === 'to'))) return null;
    at++;
  }
  at += wordsAt(tokens, at, 'the end of') ? 3 : wordsAt(tokens, at, 'end of') ? 2 : 0;
  const last = periodAt(read, tokens, at, { ...s, lookAhead: true });
  return last && last.end >= s.today ? said(tokens, i, at - i + last.len, explicit(s.today, last.end)) : null;
}

const ENDING = new Set(['ending', 'ended', 'ends', 'through', 'to', 'until', 'till', 'thru']);
/** "the week commencing 16 january", "the 2 weeks beginning monday": forward from the day named. */
const STARTING = new Set(['commencing', 'beginning', 'starting', 'from']);
const UNIT_DAYS: Readonly<Record<string, number>> = { days: 1, nights: 1, weeks: 7, fortnights: 14 };
const UNIT_MONTHS: Readonly<Record<string, number>> = { months: 1, quarters: 3, years: 12 };
/** A unit said once, without a count: "the week ending yesterday", "the quarter ending dec 31". */
const ONE_UNIT: Readonly<Record<string, string>> = { week: 'weeks', month: 'months', fortnight: 'fortnights', quarter: 'quarters', year: 'years' };

/**
 * "the 12 months ending october", "the past 4 weeks through nov 9", "90 days to sept 30", "the
 * week that ended yesterday", "the quarter ending dec 31": that many days, weeks, months, quarters or years back from
 * the end of the period named, whole months where it is one.
 */
function readEnding(read: ReadDate, tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  let at = i + (text(tokens, i) === 'the' ? 1 : 0);
  const back = ['last', 'past'].includes(text(tokens, at));
  if (back) at++;
  const one = ONE_UNIT[text(tokens, at)];
  const n = one ? 1 : Number(text(tokens, at));
  const unit = one ?? text(tokens, at + 1);
  // The word after the unit, past "that ended", "which ends".
  let ending = at + (one ? 1 : 2);
  if (['that', 'which'].includes(text(tokens, ending))) ending++;
  const word = text(tokens, ending);
  // "the last 30 days from today" counts back all the same.
  // "2 weeks from friday" is the day two weeks after it (relative-dates.ts); "the 2 weeks from friday", those weeks.
  const dayAfter = word === 'from' && text(tokens, i) !== 'the' && !one && /^(today|tonight|now|tomorrow|[a-z]+day)$/.test(text(tokens, ending + 1));
  const forward = STARTING.has(word) && !(back && word === 'from') && !dayAfter;
  if (!Number.isInteger(n) || n < 1 || n > 400 || !(unit in UNIT_DAYS || unit in UNIT_MONTHS) || !(ENDING.has(word) || forward)) return null;
  // "the week to friday" is this week's days to Friday, not seven days back from it.
  if (one && !['ending', 'ended', 'ends'].includes(word) && !forward) return null;
  // A day counted back from is gone by, unless, for stays, its coming one is nearer ("the week ending 25 november", on the 14th).
  const gone = periodAt(read, tokens, ending + 1, forward ? s : { ...s, lookAhead: false });
  const coming = !forward && s.lookAhead ? periodAt(read, tokens, ending + 1, s) : null;
  const last = coming && gone && daysBetween(s.today, coming.start) < daysBetween(gone.end, s.today) ? coming : gone;
  if (!last) return null;
  const [days, months] = [n * (UNIT_DAYS[unit] ?? 0), n * (UNIT_MONTHS[unit] ?? 0)];
  const through = months ? plusDays(plusMonths(last.start, months), -1) : plusDays(last.start, days - 1);
  if (forward) return said(tokens, i, ending + 1 + last.len - i, explicit(last.start, through));
  // Months back from a month's last day are whole months ("the quarter ended 30 june" is april to june).
  const afterEnd = plusDays(last.end, 1);
  const monthsBack = afterEnd.endsWith('-01') ? plusMonths(afterEnd, -months) : plusDays(plusMonths(last.end, -months), 1);
  const start = months ? monthsBack : plusDays(last.end, 1 - days);
  return said(tokens, i, ending + 1 + last.len - i, explicit(start, last.end));
}

/**
 * "the last 6 weekends", "next 4 weekends", "the past two weekends": that many hotel weekends
 * (Friday and Saturday nights), week by week. Past ones are over; coming ones start with this
 * weekend while it lasts.
 */
function readWeekends(read: ReadDate, tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  const the = text(tokens, i) === 'the' ? 1 : 0;
  const rel = text(tokens, i + the);
  const n = Number(text(tokens, i + the + 1));
  if (
    !['last', 'past', 'previous', 'next', 'coming', 'upcoming'].includes(rel) ||
    !Number.isInteger(n) ||
    n < 2 ||
    n > 26 ||
    text(tokens, i + the + 2) !== 'weekends'
  )
    return null;
  const day = weekdayOf(s.today);
  const len = the + 3;
  if (['next', 'coming', 'upcoming'].includes(rel)) {
    // This weekend's Friday: today on a Friday, yesterday on a Saturday.
    const friday = day === 6 ? plusDays(s.today, -1) : plusDays(s.today, (5 - day + 7) % 7);
    return said(tokens, i, len, explicit(friday, plusDays(friday, 7 * (n - 1) + 1)), 'week');
  }
  // The latest Saturday night that is over.
  const saturday = plusDays(s.today, -((day + 1) % 7 || 7));
  // Of what happens on days, a weekend runs to its Sunday, once that is over ("bookings over the previous 3 weekends").
  const end = s.weekendDays && plusDays(saturday, 1) < s.today ? plusDays(saturday, 1) : saturday;
  return said(tokens, i, len, explicit(plusDays(saturday, -1 - 7 * (n - 1)), end), 'week');
}

/** Words that join two weekdays into the days between: "mon-wed", "tuesday through thursday". */
const WEEKDAY_SPAN = new Set(['..', 'to', 'through', 'until', 'till']);

/**
 * "mon-wed next week", "tuesday of last week", "fri and sat this week", "thursday the week
 * of the 10th": days of the week said after them (a weekday with no week after it is chrono's).
 * Two days joined by "and" are one span only side by side ("mon and wed" is not "mon to wed").
 */
function readWeekdaysOf(read: ReadDate, tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  // "between monday and thursday last week": the days from one to the other.
  const between = text(tokens, i) === 'between' ? 1 : 0;
  const first = WEEKDAY_BY_WORD.get(text(tokens, i + between));
  if (first === undefined) return null;
  const join = text(tokens, i + between + 1);
  const second = WEEKDAY_SPAN.has(join) || join === 'and' ? WEEKDAY_BY_WORD.get(text(tokens, i + between + 2)) : undefined;
  const [from, to] = [WEEK_DAYS.indexOf(first), WEEK_DAYS.indexOf(second ?? first)];
  if (join === 'and' && second !== undefined && (to - from + 7) % 7 !== 1 && !between) return null;
  if (between && second === undefined) return null;
  // "the sunday night of labor day weekend": a weekday's night is that day of stays.
  const days = between + (second === undefined ? 1 : 3) + (text(tokens, i + between + 1) === 'night' && second === undefined ? 1 : 0);
  const of = ['of', 'in', 'during'].includes(text(tokens, i + days)) ? 1 : 0;
  // "fri 6/9", "sat june 10": a weekday before a typed day is that day's name, not a day of its week.
  const next = between ? '' : text(tokens, i + 1);
  if (/\d/.test(next) || MONTH_BY_WORD.has(next) || (next === 'the' && /^\d/.test(text(tokens, i + 2)))) {
    const day = read(tokens, i + 1, s);
    return day && 'spec' in day ? said(tokens, i, 1 + day.len, day.spec) : null;
  }
  const week = periodAt(read, tokens, i + days + of, s);
  if (!week || daysInclusive(week.start, week.end) > 7) return null;
  // Days of a week, or of a few days over two ("the saturday of labor day weekend"), which must hold them.
  const [weekFirst, weekLast] = unitOf(week.start, 'week', s);
  const opening = week.end > weekLast ? week.start : weekFirst;
  const start = plusDays(opening, (from - weekdayOf(opening) + 7) % 7);
  const end = plusDays(start, (to - from + 7) % 7);
  if (week.end > weekLast && (!of || end > week.end)) return null;
  return said(tokens, i, days + of + week.len, explicit(start, end));
}

/** The asker's occasions a year's end names ("the year-end review", "my year-end summary"), and the figures it names the year of. */
const YEAR_END_OCCASIONS = new Set(['review', 'pack', 'deck', 'meeting', 'party', 'bonus', 'call', 'ask', 'request']);
const YEAR_END_FIGURES = new Set(['numbers', 'totals', 'figures', 'results', 'recap', 'summary', 'wrap', 'report']);

/**
 * "year-end numbers", "the year end recap", "eoy totals": the year whose end is nearest, the one just closed until
 * July, this one after; "year end 2028" is that year's (the year said is read as itself).
 */
function readYearEnd(_read: ReadDate, tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  const the = text(tokens, i) === 'the' ? 1 : 0;
  const len = text(tokens, i + the) === 'eoy' ? 1 : wordsAt(tokens, i + the, 'year end') ? 2 : 0;
  const next = text(tokens, i + the + len);
  if (len === 0 || /^\d{4}$/.test(next) || ['this', 'last', 'next', 'of', 'my', 'our'].includes(text(tokens, i - 1)) || YEAR_END_OCCASIONS.has(next))
    return null;
  // Of stays, "how's year end looking" is the year's last nights; its numbers are the year's.
  if (s.lookAhead && !YEAR_END_FIGURES.has(next)) return null;
  const { year, month } = parts(s.today);
  const closed = month <= 6 ? year - 1 : year;
  return said(tokens, i, the + len, explicit(`${closed}-01-01`, `${closed}-12-31`));
}

/** "ytd", "mtd", "year to date": a look-ahead's "this year" runs to December, so to date is said as days. */
const TO_DATE: Readonly<Record<string, 'year' | 'quarter' | 'month' | 'week'>> = { ytd: 'year', qtd: 'quarter', mtd: 'month', wtd: 'week' };

function readToDate(read: ReadDate, tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  if (!s.lookAhead) return null;
  const spelled = text(tokens, i + 1) === 'to' && text(tokens, i + 2) === 'date' ? text(tokens, i) : undefined;
  const unit = TO_DATE[text(tokens, i)] ?? (spelled && ['year', 'quarter', 'month', 'week'].includes(spelled) ? (spelled as 'year') : undefined);
  if (!unit) return null;
  const { start } = boundsIn({ kind: 'period', rel: 'this', unit }, { ...s, lookAhead: false });
  const end = plusDays(s.today, -1);
  return end < start ? null : said(tokens, i, spelled ? 3 : 1, explicit(start, end));
}

/**
 * "june/july/aug", "june, july and august", "apr + may": months one after another, said as a
 * list, are the span from the first to the last (the year settled by the last, as "jan-mar" is).
 */
function readMonthList(read: ReadDate, tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  const months: number[] = [];
  let at = i;
  while (MONTH_BY_WORD.has(text(tokens, at))) {
    months.push(MONTH_BY_WORD.get(text(tokens, at))!);
    at += text(tokens, at + 1) === 'and' && MONTH_BY_WORD.has(text(tokens, at + 2)) ? 2 : 1;
  }
  if (months.length < 2 || months.some((m, k) => k > 0 && m !== (months[k - 1]! % 12) + 1)) return null;
  const last = periodAt(read, tokens, at - 1, s);
  if (!last) return null;
  const start = plusMonths(last.start, 1 - months.length);
  return said(tokens, i, at - i + last.len - 1, explicit(start, last.end));
}

const UNITS_AHEAD = new Set(['week', 'month', 'quarter', 'year']);
const ROLLING_AHEAD: Readonly<Record<string, RollingUnit>> = { days: 'day', nights: 'day', weeks: 'week', months: 'month' };

/**
 * "the month ahead", "the upcoming week": the next one, or on its first day the one beginning today;
 * "the week ahead", the seven days from today; "the two weeks ahead", "3 weeks out": that many from today, as "the next 3
 * weeks"; "60-90 days out": those days from today; "the week that is 6 weeks out": the week
 * holding the day that far ahead.
 */
function readUnitAhead(read: ReadDate, tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  // "the two weeks ahead"; "rolling 4 weeks forward" (read "past" as rolling windows are), ahead all the same.
  const the = ['the', 'past'].includes(text(tokens, i)) ? 1 : 0;
  // "the week that is 6 weeks out", "the week 6 weeks out".
  const week = text(tokens, i + the) === 'week' ? 1 : 0;
  const which = week && wordsAt(tokens, i + the + 1, 'that is') ? 2 : 0;
  const at = i + the + week + which;
  const n = Number(text(tokens, at));
  const to = ['-', '..', 'to'].includes(text(tokens, at + 1)) && /^\d+$/.test(text(tokens, at + 2)) ? Number(text(tokens, at + 2)) : null;
  const unitAt = at + (to === null ? 1 : 3);
  const rolling = ROLLING_AHEAD[text(tokens, unitAt)];
  const ahead = ['ahead', 'out', 'forward', 'forwards'].includes(text(tokens, unitAt + 1));
  if (Number.isInteger(n) && n >= 1 && rolling && ahead) {
    const [days, len] = [rolling === 'week' ? 7 : 1, unitAt + 2 - i];
    if (week && rolling !== 'month') return said(tokens, i, len, explicit(...unitOf(plusDays(s.today, n * days), 'week', s)));
    if (to !== null && rolling !== 'month' && to > n)
      return said(tokens, i, len, explicit(plusDays(s.today, n * days), plusDays(s.today, to * days)));
    // "from 10 days ago to 10 days out": a span's end is the day that far ahead.
    const day = rolling === 'month' ? plusMonths(s.today, n) : plusDays(s.today, n * days);
    if (to === null && !week && !the && joinsSpan(text(tokens, i - 1))) return said(tokens, i, len, explicit(day, day));
    if (to === null && !week) return said(tokens, i, the + 3, { kind: 'rolling', dir: 'next', n, unit: rolling });
  }
  const upcoming = text(tokens, i + the) === 'upcoming' ? 1 : 0;
  const unit = text(tokens, i + the + upcoming);
  if (!UNITS_AHEAD.has(unit) || (!upcoming && text(tokens, i + the + 1) !== 'ahead')) return null;
  // "the week ahead" is the seven days from today, on a Monday as on a Sunday.
  if (unit === 'week' && !upcoming) return said(tokens, i, the + 2, explicit(s.today, plusDays(s.today, 6)));
  const beginsToday = unitOf(s.today, unit as 'week', s)[0] === s.today;
  return said(tokens, i, the + 2, { kind: 'period', rel: beginsToday ? 'this' : 'next', unit: unit as 'week' });
}

/** Words that, after "the week" or "the year", make it part of another phrase: "the week of", "the year before". */
const NOT_CURRENT = new Set(['of', 'before', 'after', 'ahead', 'prior', 'earlier', 'ago', 'later', 'over', 'on', 'by', 'following', 'preceding']);
const WHOLE = new Set(['whole', 'full', 'entire', 'complete', 'calendar']);

/**
 * "for the year", "the whole month", "all year", "full year", "all of this quarter": the one under
 * way; on its first day, of what has happened, the one just over ("how did the year end up" on
 * January 1st). "Full year 2027" is the year said.
 */
export function readCurrentUnit(tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  let at = i;
  if (text(tokens, at) === 'all') at += text(tokens, at + 1) === 'of' ? 2 : 1;
  const the = text(tokens, at) === 'the' || text(tokens, at) === 'this';
  if (the) at++;
  // "the new quarter", "the actual quarter" (as French, Spanish and German say the current one): the one under way.
  const current = ['current', 'actual', 'present', 'new'].includes(text(tokens, at)) && at > i;
  if (current) at++;
  if (WHOLE.has(text(tokens, at))) at++;
  const unit = text(tokens, at);
  // "this half": the half year under way (a "semester", in many languages).
  if (unit === 'half' && at > i && !NOT_CURRENT.has(text(tokens, at + 1))) return said(tokens, i, at + 1 - i, explicit(...halfOf(s.today)));
  // "this year" alone is the grammar's.
  const next = text(tokens, at + 1);
  // "full year 2027": that year, whole.
  if (unit === 'year' && at > i && /^\d{4}$/.test(next)) return said(tokens, i, at + 2 - i, explicit(`${next}-01-01`, `${next}-12-31`));
  // "the quarter by week" is the quarter, week by week; "the week by week" is no week.
  const apart = next === 'by' && ['day', 'week', 'month'].includes(text(tokens, at + 2)) && text(tokens, at + 2) !== unit;
  if (!UNITS_AHEAD.has(unit) || at === i || (at === i + 1 && text(tokens, i) === 'this') || (NOT_CURRENT.has(next) && !apart) || /^\d{4}$/.test(next))
    return null;
  const spec =
    current || text(tokens, i) === 'this' ? ({ kind: 'period', rel: 'this', unit: unit as 'week' } as const) : theUnit(unit as 'week', s, tokens, at);
  return said(tokens, i, at + 1 - i, spec);
}

/** "occupancy in 2 weeks", "in 3 months' time": of stays ahead, the day, week or month that far from today. */
function readInUnits(_read: ReadDate, tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  const n = Number(text(tokens, i + 1));
  const unit = UNITS[text(tokens, i + 2)];
  if (!s.lookAhead || text(tokens, i) !== 'in' || !Number.isInteger(n) || n < 1 || n > 52 || !unit || unit === 'quarter' || unit === 'year')
    return null;
  const time = /^(time|'s|s)$/.test(text(tokens, i + 3)) ? (text(tokens, i + 4) === 'time' ? 2 : 1) : 0;
  const day = unit === 'month' ? plusMonths(s.today, n) : plusDays(s.today, unit === 'week' ? 7 * n : n);
  const [start, end] = unit === 'day' ? [day, day] : unitOf(day, unit, s);
  return said(tokens, i, 3 + time, explicit(start, end));
}

/** Units a relative word may leave unsaid after a period of that unit: "this week and next", "last month and this". */
const UNSAID_UNITS = new Set(['week', 'weekend', 'month', 'quarter', 'year']);

/** "this week and next", "last month or this", "this weekend and next": the unit of the period just said, left unsaid. */
function readUnitUnsaid(read: ReadDate, tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  const unit = tokens[i - 2];
  const joined = ['and', '&', 'or', 'through', 'thru'].includes(text(tokens, i - 1)) && ['this', 'last', 'next'].includes(text(tokens, i - 3));
  if (!['this', 'last', 'next'].includes(text(tokens, i)) || !joined || !unit || !UNSAID_UNITS.has(unit.text)) return null;
  // "this month through last friday": the word after says a period of its own.
  const next = text(tokens, i + 1);
  if (UNITS[next] || UNSAID_UNITS.has(next) || WEEKDAY_BY_WORD.has(next) || MONTH_BY_WORD.has(next)) return null;
  const period = periodAt(read, [...tokens.slice(0, i + 1), unit, ...tokens.slice(i + 1)], i, s);
  return period?.len === 2 ? said(tokens, i, 1, explicit(period.start, period.end)) : null;
}

/** The readers of this file, in the order dates.ts tries them (before its own), each reading the period it cuts with `read`. */
export const partReaders = (read: ReadDate) =>
  [
    readWeekendOfMonth,
    readPartOf,
    readFromNow,
    readBetween,
    readToNow,
    readEnding,
    readWeekends,
    readWeekdaysOf,
    readToDate,
    readYearEnd,
    readMonthList,
    readUnitAhead,
    readInUnits,
    readUnitUnsaid,
    readBeside,
    readAfter,
    readNthWeekday,
    readPluralSpan,
  ].map((reader) => (tokens: readonly Token[], i: number, s: DateSetting) => reader(read, tokens, i, s));
