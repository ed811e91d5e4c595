/**
 * A length of time said with a fraction or in two units ("a week and a half", "2.5 months", "half a month", "a quarter
 * of a year", "3 weeks 2 days") is read as that many days, which every rule for counted days then reads: "the last 45
 * days", "11 days out", "45 days ago", "since 45 days ago". A month counts 30 days here, a year 365 and a quarter a
 * fourth of that, as people who say "a month and a half" mean about 45 days; a whole number of units keeps its calendar reading ("the last 2 months"
 * are two calendar months), and a length said alone ("referrals over a quarter of a year") is the one just past.
 */
import { NUMBER_WORDS } from '../range-words.js';

/** Days in each unit, by the words for it (said with or without an "s"). */
const UNIT_DAYS: Readonly<Record<string, number>> = { day: 1, week: 7, wk: 7, fortnight: 14, month: 30, mo: 30, quarter: 91.25, year: 365, yr: 365 };
/** Parts of one, said after a whole number ("two and a half") or before a unit ("half a", "a quarter of a"). */
const PARTS: Readonly<Record<string, number>> = {
  half: 0.5,
  quarter: 0.25,
  'three quarters': 0.75,
  'three quarter': 0.75,
  '½': 0.5,
  '¼': 0.25,
  '¾': 0.75,
};

const UNIT = `((?:${Object.keys(UNIT_DAYS).join('|')})s?)`;
const unitDays = (unit: string): number => UNIT_DAYS[unit.toLowerCase().replace(/s$/, '')]!;
const AMOUNT = `(\\d{1,3}(?:\\.\\d+)?|an?|${[...NUMBER_WORDS.keys()].join('|')})`;
const PART = '(half|quarter|three quarters?)';
/** Words before a length that say which way it runs, or after it; without them the length is the one just past. */
const DIRECTION_BEFORE = /\b(?:last|past|previous|prior|trailing|next|coming|following|upcoming|first|final|the|these|those)\s*$/i;
const DIRECTION_AFTER = /^\s*(?:ago|out|ahead|back|before|after|later|earlier|from|since|prior|forward|on|starting|beginning|ending|to go|left)\b/i;

const amountOf = (word: string): number => (/^an?$/i.test(word) ? 1 : (NUMBER_WORDS.get(word.toLowerCase()) ?? Number(word)));

/** The lengths of time with a fraction or in two units, each as its days. */
const LENGTHS: readonly [RegExp, (...parts: string[]) => number | null][] = [
  // "two and a half months", "1 and a half weeks", "3½ weeks"
  [
    new RegExp(`\\b${AMOUNT}(?: and an? ${PART}| ?([½¼¾])) ${UNIT}\\b`, 'gi'),
    (n, part, symbol, unit) => (amountOf(n!) + PARTS[(part ?? symbol)!.toLowerCase()]!) * unitDays(unit!),
  ],
  // "a week and a half", "a month and a quarter"
  [new RegExp(`\\b${AMOUNT} ${UNIT} and an? ${PART}\\b`, 'gi'), (n, unit, part) => (amountOf(n!) + PARTS[part!.toLowerCase()]!) * unitDays(unit!)],
  // "the last week and a half", "next month and a half": one unit, its "a" left out after the word that counts it.
  [
    new RegExp(`(?<=\\b(?:last|past|previous|prior|trailing|next|coming) )${UNIT} and an? ${PART}\\b`, 'gi'),
    (unit, part) => (1 + PARTS[part!.toLowerCase()]!) * unitDays(unit!),
  ],
  // "half a month", "the past half month", "a quarter of a year", "three quarters of a year" ("half year" is a half, "the same
  // quarter a year ago" a quarter).
  [
    new RegExp(`\\b(?:(half) (an? )?|(?:an? |one )?(quarter|three quarters?) of (an? ))${UNIT}\\b`, 'gi'),
    (half, a, quarter, of, unit) => (a || of || !/^y/i.test(unit!) ? PARTS[(half ?? quarter)!.toLowerCase()]! * unitDays(unit!) : null),
  ],
  // "3 weeks 2 days", "a month and a week": a larger unit and a smaller one.
  [
    new RegExp(`\\b${AMOUNT} ${UNIT},? (?:and )?${AMOUNT} ${UNIT}\\b`, 'gi'),
    (n, unit, m, smaller) => {
      const [big, small] = [unitDays(unit!), unitDays(smaller!)];
      return small < big ? amountOf(n!) * big + amountOf(m!) * small : null;
    },
  ],
  // "1.5 months", "2.5 years": a number that is not whole.
  [new RegExp(`\\b(\\d{1,3}\\.\\d+) ${UNIT}\\b`, 'gi'), (n, unit) => (Number.isInteger(Number(n)) ? null : Number(n) * unitDays(unit!))],
];

/** Text with each length of time said with a fraction or in two units written as its days. */
export function readDurations(text: string): string {
  return LENGTHS.reduce(
    (said, [pattern, daysOf]) =>
      said.replace(pattern, (whole: string, ...rest: unknown[]) => {
        const days = daysOf(...(rest.slice(0, -2) as string[]));
        if (days === null || !(days >= 1)) return whole;
        const [at, all] = rest.slice(-2) as [number, string];
        const bare = !DIRECTION_BEFORE.test(all.slice(0, at)) && !DIRECTION_AFTER.test(all.slice(at + whole.length));
        return `${bare ? 'the past ' : ''}${Math.round(days)} days`;
      }),
    text,
  );
}
