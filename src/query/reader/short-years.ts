/**
 * Years written short, as finance and planning people write them, read as the year in full: "'33", "Jan-34", "Sep 34",
 * "CY33", "YE33" (the year that ended then), "FY33" (a fiscal year, which the reader asks about), "1H34", "H2 '28",
 * "Q1'28", "4Q31", "the 1st half of 33", "winter 33/34". normalise.ts applies them to the text before it is cut into words.
 */
import { MONTH_BY_WORD } from '../words.js';

const MONTH = '(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*';

/** Each short year and its words in full, in order (a half's or a quarter's year before a lone "'28"). */
const SHORT_YEARS: readonly [RegExp, string | ((...parts: string[]) => string)][] = [
  // "4Q31": the quarter said first.
  [/\b([1-4])Q(\d{4}|\d{2})\b/gi, (_, q, y) => `q${q} ${y!.length === 2 ? `20${y}` : y}`],
  [/\b([12])h\s?'?(\d{2})\b/gi, 'h$1 20$2'],
  [/\b([hq][1-4])\s?'(\d{2})\b/gi, '$1 20$2'],
  [/\bfy\s?'?(\d{2})\b/gi, 'fiscal year 20$1'],
  [/\bfy\s?(\d{4})\b/gi, 'fiscal year $1'],
  // "CY33", "calendar 2028": the calendar's year, the one read anyway; "YE33", where the year ended, is that year.
  [/\b(?:cy|ye)\s?'?(\d{2})\b/gi, '20$1'],
  [/\b(?:calendar (?:year )?|cy ?)(?=\d{4}\b)/gi, ''],
  // "Jan-34", "Sep 34", "Aug '34": a month and a year past any day of it (a day: "jan-15", "sep 14").
  [new RegExp(`\\b${MONTH}(?:-|\\s?')?\\s?(3[2-9]|[4-9]\\d)\\b(?![:.%]\\d|%)`, 'gi'), (whole, _m, y) => `${whole.replace(/[-\s']*\d+$/, '')} 20${y}`],
  // "the 1st half of 33", "the second quarter of '34".
  [/\b(half|quarter) of '?(\d{2})\b(?![:.]\d|\s*(?:%|days?|nights?|weeks?|months?|years?)\b)/gi, '$1 of 20$2'],
  // "jun '27 vs '28", "h1 2027 vs 2028": a period said with two years is that period in each, the later reported.
  [
    /\b([a-z]+\d?) ('\d{2}|20\d{2}) (vs|versus|v|compared to|compared with) ('\d{2}|20\d{2})\b/gi,
    (whole, period, a, vs, b) =>
      MONTH_BY_WORD.has(period!.toLowerCase()) || /^[hq][1-4]$/i.test(period!) ? `${period} ${b} ${vs} ${period} ${a}` : whole,
  ],
  // "'33 vs '32", "june '26": a year with its century left out.
  [/(?<=^|\s)'(\d{2})\b/g, '20$1'],
  // "winter 33/34": a season across New Year, by its January's year, as "winter 2034" is read.
  [/\b(3[2-9]|[4-9]\d)[/-](\d{2})\b/g, (whole, a, b) => (Number(b) === (Number(a) + 1) % 100 ? `20${b}` : whole)],
];

/** Text with each year written short spelled in full. */
export function readShortYears(text: string): string {
  return SHORT_YEARS.reduce((said, [pattern, full]) => said.replace(pattern, full as string), text);
}
