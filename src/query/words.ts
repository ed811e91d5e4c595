/**
 * Word lists the grammar shares: month and weekday names, and the vocabulary that
 * "Did you mean" draws from.
 */
import { reportByWord, reportWords } from './catalog.js';
import { WEEK_DAYS, type WeekDay } from './types.js';

export const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

/**
 * Words people put in sentences ("show me bookings for last month") that carry no meaning in a
 * command. Words that would change the meaning if ignored ("since", "from") are not on the list.
 */
export const GRAMMAR_FILLER: ReadonlySet<string> = new Set([
  'for',
  'the',
  'of',
  'in',
  'please',
  'pls',
  'show',
  'me',
  'my',
  'give',
  'get',
  'a',
  'an',
  'over',
  'during',
  'and',
  'with',
]);

/** Month word (full, three-letter, and "sept") to month number 1..12. */
export const MONTH_BY_WORD: ReadonlyMap<string, number> = new Map([
  ...MONTH_NAMES.map((name, i) => [name, i + 1] as const),
  ...MONTH_NAMES.map((name, i) => [name.slice(0, 3), i + 1] as const),
  ['sept', 9] as const,
]);

/** Weekday word (full, short, plural "mondays") to WeekDay. */
/** A day of the month as people write it: 1st, 2nd, 3rd, 4th, 11th, 22nd. */
export const ordinalOf = (n: number): string => {
  const tens = n % 100;
  return `${n}${tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th')}`;
};

export const WEEKDAY_BY_WORD: ReadonlyMap<string, WeekDay> = new Map(
  WEEK_DAYS.flatMap((day) => {
    const lower = day.toLowerCase();
    const short = lower.slice(0, 3);
    const extra = { tuesday: ['tues'], thursday: ['thur', 'thurs'] }[lower as 'tuesday'] ?? [];
    return [lower, `${lower}s`, short, ...extra].map((w) => [w, day] as const);
  }),
);

/** Range words as users type them; also the canonical ones. Likelier words first. */
export const RANGE_WORDS = [
  'last-month',
  'last-week',
  'this-week',
  'this-month',
  'today',
  'yesterday',
  'next-week',
  'next-month',
  'this-quarter',
  'last-quarter',
  'next-quarter',
  'this-year',
  'last-year',
  'next-year',
  'ytd',
  'last-7-days',
  'last-30-days',
  'next-4-weeks',
  'last-4-weeks',
  'last-12-months',
] as const;

/** Option and command keywords. */
export const KEYWORDS = [
  'by',
  'channel',
  'geo',
  'geolocation',
  'country',
  'day',
  'week',
  'month',
  'quarter',
  'year',
  'days',
  'weeks',
  'months',
  'type',
  'property',
  'discovery',
  'vs',
  'previous',
  'last-year',
  'yoy',
  'no-compare',
  'week-starts',
  'delay',
  'top',
  'every',
  'weekday',
  'at',
  'tz',
  'help',
  'subscribe',
  'unsubscribe',
  'subscriptions',
  'last',
  'next',
  'this',
] as const;

/** The grammar's own words: ranges, keywords, months and weekdays. */
const GRAMMAR_WORDS: readonly string[] = [...RANGE_WORDS, ...KEYWORDS, ...MONTH_BY_WORD.keys(), ...WEEKDAY_BY_WORD.keys()];
const GRAMMAR_SET = new Set(GRAMMAR_WORDS);

/** Everything a typo might have been meant as, report names first (read from the registry each time). */
export function vocabulary(): string[] {
  return [...reportWords(), ...GRAMMAR_WORDS];
}

/** Whether a word is part of the grammar or names a report (so it cannot be a property id, for example). */
export function isKeyword(word: string): boolean {
  return GRAMMAR_SET.has(word) || reportByWord(word) !== undefined;
}

/** Phrases written as one comma-separated text, over lines as need be: `'on the books, the books, pace'`. */
export const phraseList = (text: string): string[] =>
  text
    .split('\n')
    .flatMap((line) => line.split(',').map((w) => w.trim()))
    .filter(Boolean);

/** Phrases asking where people come from ("where are our signups coming from"): a report's place breakdown. */
export const COMING_FROM: readonly string[] = ['come from', 'coming from', 'came from', 'comes from', 'where from'];
