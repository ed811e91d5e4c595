/**
 * A month, a season, a quarter or a holiday said in the plural, of several years: the bot answers one period, so two of
 * them are the latest set against the one a year before ("the last two julys", "septembers 2033 vs 2034", "q1s of 2033
 * and 2034" are July, September 2034, Q1 2034, each against a year before), and three or more the span from the first
 * to the last, month by month ("the last three julys", "every december since 2032"), refused as any span is past the
 * service's 1,100 days. normalise.ts applies `readPluralPeriods` to the text; `readPluralSpan` is a date reader.
 */
import { parts, plusMonths } from '../calendar.js';
import type { DateMatch, DateSetting } from '../question-dates.js';
import { NUMBER_WORDS } from '../range-words.js';
import { textAt as text, type Token } from '../tokens.js';
import { MONTH_NAMES } from '../words.js';
import { boundsIn, explicit, said, type ReadDate } from './relative-dates.js';

/** Each plural and the period it counts. */
const SINGULAR: ReadonlyMap<string, string> = new Map([
  ...MONTH_NAMES.map((m) => m.toLowerCase()).map(
    (m) => [m.endsWith('y') && m !== 'may' ? `${m.slice(0, -1)}ies` : m === 'march' ? 'marches' : `${m}s`, m] as const,
  ),
  ['julys', 'july'],
  ...['summer', 'winter', 'spring', 'fall', 'autumn', 'thanksgiving', 'easter', 'halloween'].map((w) => [`${w}s`, w] as const),
  ['christmases', 'christmas'],
  ...['q1', 'q2', 'q3', 'q4', 'h1', 'h2'].map((w) => [`${w}s`, w] as const),
]);
/** The periods said in the plural ("every december", "every summer", never "every week"). */
const PERIODS: ReadonlySet<string> = new Set(SINGULAR.values());
/** The plurals, words of their own that spelling never corrects. */
export const PLURAL_PERIODS: readonly string[] = [...SINGULAR.keys()];
const PLURAL = `(${PLURAL_PERIODS.join('|')})`;
const COUNT = `(\\d|${[...NUMBER_WORDS.keys()].join('|')})`;
const YEAR = "('\\d{2}|20\\d{2})";
const singular = (plural: string) => SINGULAR.get(plural.toLowerCase())!;
const yearOf = (year: string) => Number(year.replace("'", '20'));
/** The grain of each unit's "each of the last N": quarters and years month by month, as the bot groups no coarser. */
const GRAIN: Readonly<Record<string, string>> = { day: 'day', week: 'week', month: 'month', quarter: 'month', year: 'month' };

/** The plural's own words, each pair as the latest against a year before; "each of the last 4 quarters", month by month. */
const PLURALS: readonly [RegExp, (...parts: string[]) => string][] = [
  [new RegExp(`\\b(?:the )?(?:last|past|previous) (?:2|two) ${PLURAL}\\b`, 'gi'), (_, p) => `${singular(p!)} vs ${singular(p!)} last year`],
  // The later first, as the two-years rule of short-years.ts then sets it against the earlier.
  [
    new RegExp(`\\b${PLURAL} (?:of )?${YEAR},? (?:vs\\.?|versus|and|&) ${YEAR}\\b`, 'gi'),
    (_, p, a, b) => (yearOf(a!) > yearOf(b!) ? `${singular(p!)} ${a} vs ${b}` : `${singular(p!)} ${b} vs ${singular(p!)} ${a}`),
  ],
  [
    new RegExp(`\\beach of the (last|past|previous) ${COUNT} (day|week|month|quarter|year)s\\b`, 'gi'),
    (_, rel, n, unit) => `the ${rel} ${n} ${unit}s by ${GRAIN[unit!.toLowerCase()]}`,
  ],
];

/** Text with each period said twice in the plural as the latest against a year before, "each of" the last units by grain. */
export function readPluralPeriods(text: string): string {
  return PLURALS.reduce((said, [pattern, words]) => said.replace(pattern, words), text);
}

/**
 * "the last three julys", "the past 4 summers": from the first to the latest, month by month; "every december since
 * 2032", from that year's (two of them are set against each other instead, and left to the text's rule).
 */
export function readPluralSpan(read: ReadDate, tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  const the = text(tokens, i) === 'the' ? 1 : 0;
  const counted = ['last', 'past', 'previous'].includes(text(tokens, i + the)) && /^\d{1,2}$/.test(text(tokens, i + the + 1));
  const every = ['every', 'each'].includes(text(tokens, i)) && text(tokens, i + 2) === 'since' && /^20\d\d$/.test(text(tokens, i + 3));
  const word = counted ? SINGULAR.get(text(tokens, i + the + 2)) : every && PERIODS.has(text(tokens, i + 1)) ? text(tokens, i + 1) : undefined;
  // The latest begun, this one so far among them ("the last 3 octobers" in October).
  const latest = word && read([{ raw: word, text: word }], 0, { ...s, lookAhead: false });
  if (!latest || !('spec' in latest)) return null;
  const last = boundsIn(latest.spec, s);
  const n = counted ? Number(text(tokens, i + the + 1)) : parts(last.start).year - Number(text(tokens, i + 3)) + 1;
  if (n < 3) return null;
  return { ...said(tokens, i, counted ? the + 3 : 4, explicit(plusMonths(last.start, -12 * (n - 1)), last.end))!, grouping: 'month' };
}
