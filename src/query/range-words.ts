/**
 * Range phrases as people type them, turned into RangeSpecs: "last 7 days", "last-1-week",
 * "Mar 2026", "q1", "2026-03-01 to 2026-03-31", "2026-03-01–2026-03-31". Phrases of up to
 * four words are joined with hyphens and the longest one that reads as a range wins, so
 * spaces and hyphens are interchangeable.
 */
import { calendarDate, daysInclusive, isRealDate, isSupportedYear, parts, type CalendarDate } from './calendar.js';
import { ROLLING_MAX, formatRangeSpec, type PeriodUnit, type RangeSpec, type RollingUnit } from './canonical.js';
import { LIMITS } from './limits.js';
import { commandError, found, joined, type Match, type Token } from './tokens.js';
import type { CommandError } from './types.js';
import { MONTH_BY_WORD } from './words.js';

/** A range as typed; a month or quarter without a year is settled against today later. */
export type RangePhrase = RangeSpec | { kind: 'monthNoYear'; month: number } | { kind: 'quarterNoYear'; quarter: number };

type Outcome = { value: RangePhrase } | { error: CommandError } | null;

const SHORTHANDS: ReadonlyMap<string, RangeSpec> = new Map(
  Object.entries({
    today: { kind: 'day', which: 'today' },
    yesterday: { kind: 'day', which: 'yesterday' },
    ytd: { kind: 'period', rel: 'this', unit: 'year' },
    'year-to-date': { kind: 'period', rel: 'this', unit: 'year' },
    qtd: { kind: 'period', rel: 'this', unit: 'quarter' },
    'quarter-to-date': { kind: 'period', rel: 'this', unit: 'quarter' },
    mtd: { kind: 'period', rel: 'this', unit: 'month' },
    'month-to-date': { kind: 'period', rel: 'this', unit: 'month' },
    wtd: { kind: 'period', rel: 'this', unit: 'week' },
    'week-to-date': { kind: 'period', rel: 'this', unit: 'week' },
    // "the past year" is the twelve months to now and "the past week" the seven days, in commands and questions
    // alike (the reader reads range words here too); "last-year" and "this past week" the calendar ones.
    'past-year': { kind: 'rolling', dir: 'last', n: 12, unit: 'month' },
    'this-past-year': { kind: 'period', rel: 'last', unit: 'year' },
    'past-week': { kind: 'rolling', dir: 'last', n: 7, unit: 'day' },
    'this-past-week': { kind: 'period', rel: 'last', unit: 'week' },
    // "bookings since midnight": today so far.
    'since-midnight': { kind: 'day', which: 'today' },
  }),
);

const REL: Record<string, 'this' | 'last' | 'next'> = {
  this: 'this',
  current: 'this',
  last: 'last',
  past: 'last',
  previous: 'last',
  prev: 'last',
  next: 'next',
  coming: 'next',
};

/** "last two weeks" reads as "last 2 weeks"; beyond twelve people type digits. */
export const NUMBER_WORDS: ReadonlyMap<string, number> = new Map(
  Object.entries({
    one: 1,
    two: 2,
    three: 3,
    four: 4,
    five: 5,
    six: 6,
    seven: 7,
    eight: 8,
    nine: 9,
    ten: 10,
    eleven: 11,
    twelve: 12,
  }),
);

const PERIOD_RE = /^(this|current|last|past|previous|prev|next|coming)-(week|month|quarter|year)$/;
const ROLLING_RE = /^(last|past|previous|next|coming)-(\d+)-?(day|week|month)s?$/;
const DATE = String.raw`(\d{4})-(\d{1,2})-(\d{1,2})`;
const DATE_RE = new RegExp(`^${DATE}$`);
const SPAN_RE = new RegExp(`^(?:from-|between-)?(${DATE})(?:\\.\\.|-+(?:to|through|until|till|and)-+|-+)(${DATE})$`);

/** The first words a range phrase may begin with, besides figures ("2026", "q1") and months; the reader asks at each word. */
const FIRST_WORDS: ReadonlySet<string> = new Set([...[...SHORTHANDS.keys()].map((k) => k.split('-')[0]!), ...Object.keys(REL), 'from', 'between']);
const mayBegin = (word: string) => /^(?:\d|q\d)/.test(word) || FIRST_WORDS.has(word) || MONTH_BY_WORD.has(word);

/** Recognise the longest range phrase starting at tokens[i]. */
export function recognizeRange(tokens: readonly Token[], i: number): Match<RangePhrase> {
  if (!mayBegin((tokens[i]?.text ?? '').split('-')[0]!)) return null;
  for (let len = Math.min(4, tokens.length - i); len >= 1; len--) {
    const outcome = readRange(joined(tokens, i, len).replace(/(\d{4})\/(\d{1,2})\/(\d{1,2})/g, '$1-$2-$3'));
    if (outcome === null) continue;
    return 'error' in outcome ? { len, error: outcome.error } : found(tokens, i, len, outcome.value);
  }
  return null;
}

/** Read one hyphen-joined phrase as a range. */
export function readRange(s: string): Outcome {
  const shorthand = SHORTHANDS.get(s);
  if (shorthand) return { value: shorthand };
  let m = PERIOD_RE.exec(s);
  if (m) return { value: { kind: 'period', rel: REL[m[1]!]!, unit: m[2] as PeriodUnit } };
  m = ROLLING_RE.exec(
    s.replace(/^([a-z]+)-([a-z]+)(?=-)/, (all, rel: string, n: string) => (NUMBER_WORDS.has(n) ? `${rel}-${NUMBER_WORDS.get(n)}` : all)),
  );
  if (m) return rolling(REL[m[1]!] as 'last' | 'next', m[2]!, m[3] as RollingUnit);
  m = /^(\d{4})$/.exec(s);
  if (m) return year(m[1]!) ?? bad('bad_date', `"${s}" is not a year I can report on.`);
  m = /^(\d{4})-(\d{1,2})$/.exec(s);
  if (m) return month(m[1]!, Number(m[2])) ?? bad('bad_date', `"${s}" is not a month.`, 'Write months as yyyy-MM, e.g. "2026-03".');
  m = /^([a-z]+)(?:-(\d{4}))?$/.exec(s);
  if (m && MONTH_BY_WORD.has(m[1]!)) {
    const monthNumber = MONTH_BY_WORD.get(m[1]!)!;
    if (m[2] === undefined) return { value: { kind: 'monthNoYear', month: monthNumber } };
    return month(m[2], monthNumber) ?? bad('bad_date', `"${m[2]}" is not a year I can report on.`);
  }
  m = /^q(\d)(?:-(\d{4}))?$/.exec(s);
  if (m) return quarter(s, Number(m[1]), m[2]);
  m = /^(\d{4})-q(\d)$/.exec(s);
  if (m) return quarter(s, Number(m[2]), m[1]);
  m = DATE_RE.exec(s);
  if (m) {
    const day = date(m[0]);
    return 'error' in day ? day : { value: { kind: 'explicit', start: day.value, end: day.value } };
  }
  m = SPAN_RE.exec(s);
  if (m) return span(m[1]!, m[5]!);
  return null;
}

function bad(code: 'bad_date' | 'bad_range' | 'range_too_long', message: string, suggestion?: string): Outcome {
  return { error: commandError(code, message, suggestion) };
}

function rolling(dir: 'last' | 'next', digits: string, unit: RollingUnit): Outcome {
  const n = Number(digits);
  const max = ROLLING_MAX[unit];
  const spec: RangeSpec = { kind: 'rolling', dir, n: Math.min(Math.max(n, 1), max), unit };
  const typed = `${dir}-${digits}-${unit}s`;
  if (n < 1) return bad('bad_range', `"${typed}" is empty; count at least 1 ${unit}.`, `Try "${formatRangeSpec(spec)}".`);
  if (n > max) {
    return bad('bad_range', `"${typed}" is too long; the most is ${max} ${unit}s.`, `Try "${formatRangeSpec(spec)}".`);
  }
  return { value: { ...spec, n } };
}

function year(digits: string): Outcome {
  const y = Number(digits);
  return isSupportedYear(y) ? { value: { kind: 'year', year: y } } : null;
}

function month(yearDigits: string, monthNumber: number): Outcome {
  const y = Number(yearDigits);
  return isRealDate(y, monthNumber, 1) ? { value: { kind: 'month', year: y, month: monthNumber } } : null;
}

function quarter(typed: string, q: number, yearDigits: string | undefined): Outcome {
  if (q < 1 || q > 4) return bad('bad_date', `"${typed}" is not a quarter.`, 'Quarters are q1 to q4.');
  if (yearDigits === undefined) return { value: { kind: 'quarterNoYear', quarter: q } };
  const y = Number(yearDigits);
  if (!isSupportedYear(y)) return bad('bad_date', `"${yearDigits}" is not a year I can report on.`);
  return { value: { kind: 'quarter', year: y, quarter: q } };
}

function date(typed: string): { value: CalendarDate } | { error: CommandError } {
  const [y, m, d] = typed.split('-').map(Number) as [number, number, number];
  if (!isRealDate(y, m, d)) {
    const reason = isSupportedYear(y) ? 'is not a date' : 'is not a date I can report on';
    return { error: commandError('bad_date', `"${typed}" ${reason}.`, 'Write dates as yyyy-MM-dd, e.g. "2026-03-01".') };
  }
  return { value: calendarDate(y, m, d) };
}

function span(startTyped: string, endTyped: string): Outcome {
  const start = date(startTyped);
  if ('error' in start) return start;
  const end = date(endTyped);
  if ('error' in end) return end;
  if (end.value < start.value) {
    return bad('bad_range', 'The range ends before it starts.', `Try "${end.value}..${start.value}".`);
  }
  const days = daysInclusive(start.value, end.value);
  if (days > LIMITS.maxRangeDays) {
    return bad(
      'range_too_long',
      `That range is ${days.toLocaleString('en-US')} days; the limit is ${LIMITS.maxRangeDays.toLocaleString('en-US')} days (about 3 years).`,
      'Try a shorter range, e.g. "last-year".',
    );
  }
  return { value: { kind: 'explicit', start: start.value, end: end.value } };
}

/**
 * Settle a month or quarter typed without a year to the most recent one that has started
 * by `today` ("march" in November 2026 is March 2026; "december" is December 2025).
 */
export function settleRange(phrase: RangePhrase, today: CalendarDate): RangeSpec {
  const now = parts(today);
  if (phrase.kind === 'monthNoYear') {
    return { kind: 'month', year: phrase.month <= now.month ? now.year : now.year - 1, month: phrase.month };
  }
  if (phrase.kind === 'quarterNoYear') {
    const current = Math.ceil(now.month / 3);
    return { kind: 'quarter', year: phrase.quarter <= current ? now.year : now.year - 1, quarter: phrase.quarter };
  }
  return phrase;
}
