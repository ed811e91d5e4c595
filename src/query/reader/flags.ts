/**
 * Command syntax half-remembered from other tools, read as the words it stands for: flags
 * (`--by channel`, `-p harbor-view-inn`, `--from 2028-05-01 --to 2028-05-31`), `key=value` and
 * `key:value` pairs (`type=condotel`, `top:5`, `by:city`), a URL's query string
 * (`bookings?period=last_month&type=Condotel`), JSON-ish fragments (`{"type": "VacationRental"}`),
 * words joined by underscores (`last_month`), a span written with a colon (`2028-05-01:2028-05-31`) and SQL's
 * conditions on dates and orderings (`date >= '2029-06-01' and date < '2029-09-01'`, `order by revenue desc limit 5`).
 * A key names the option it sets; a key that only says "this is the period" (`period`, `range`)
 * leaves its value to be read as one.
 */

import { plusDays } from '../calendar.js';

/** Keys people type, and the words of the grammar they stand for ('' where the value says it all). */
const KEYS: Readonly<Record<string, string>> = {
  by: 'by',
  rows: 'by',
  cols: 'by',
  columns: 'by',
  group: 'by',
  grouping: 'by',
  groupby: 'by',
  g: 'by',
  breakdown: 'by',
  top: 'top',
  limit: 'top',
  n: 'top',
  type: 'type',
  t: 'type',
  p: 'property',
  property: 'property',
  d: 'discovery',
  discovery: 'discovery',
  from: 'from',
  to: 'to',
  until: 'until',
  since: 'since',
  last: 'last',
  next: 'next',
  compare: 'vs',
  vs: 'vs',
  tz: 'tz',
  period: '',
  range: '',
  dates: '',
  date: '',
  month: '',
  report: '',
};

/** A flag or a key with its value: `--by`, `-p`, `--type=rvresort`, `type=condotel`, `top:5`, `type:` (JSON's key). */
const KEYED = /^(?:--?([a-z]+)(?:[=:](.*))?|([a-z]+)[=:](.*))$/i;

/** One typed word, its key (where it has one) read as the grammar's word and its values after it. */
function wordsOf(word: string): string {
  const m = KEYED.exec(word);
  const key = (m?.[1] ?? m?.[3])?.toLowerCase();
  if (!m || key === undefined || KEYS[key] === undefined) return word;
  const value = (m[2] ?? m[4] ?? '').replace(/^'|'$/g, '');
  const said = KEYS[key]!;
  // "discovery=coastal-escapes,downtown-weekends": the key for each value.
  const values = value.split(',').filter((v) => v !== '');
  // "next month: above $300": a word ending a clause, not a key.
  if (values.length === 0) return said === '' && /[=:]$/.test(word) ? word.slice(0, -1) : said;
  return values.map((v) => `${said} ${v}`.trim()).join(' ');
}

/** Text with command syntax from other tools read as the grammar's words; anything else as typed. */
export function plainFlags(text: string): string {
  const json = text.includes('{');
  return (
    sqlWords(text)
      // A URL's query string: "bookings?period=last_month&type=Condotel".
      .replace(/(\w)\?(?=\w+=)/g, '$1 ')
      .replace(/&(?=\w+=)/g, ' ')
      // JSON's quotes around keys and values, and the commas between pairs.
      .replace(/["{}]/g, ' ')
      .replace(/,\s*(?=\w+\s*:)/g, ' ')
      // "{type: VacationRental}": in JSON, a key, then its value after a space ("next month: above $300" is no key).
      .replace(/\b([a-z]+)\s*:\s+(?=\S)/gi, (whole: string, key: string) => (json && KEYS[key.toLowerCase()] !== undefined ? `${key}=` : whole))
      .split(/(\s+)/)
      .map((w) => (/^\s+$/.test(w) ? w : wordsOf(w)))
      .join('')
      // "last_month", "2028-05-01:2028-05-31", "2027-h2".
      .replace(/([a-z])_(?=[a-z])/gi, '$1-')
      .replace(/\b(\d{4}-\d{2}-\d{2}):(?=\d{4}-\d{2}-\d{2}\b)/g, '$1..')
      .replace(/\b(\d{4})-h([12])\b/gi, 'h$2 $1')
  );
}

const ISO_DAY = String.raw`'?(\d{4}-\d{2}-\d{2})'?`;
/** A column compared with a day: `create_date >= '2029-06-01'`; the column's name says nothing the report does not. */
const AT_LEAST = new RegExp(String.raw`(?:\b[a-z_]+\s*)?>=\s*${ISO_DAY}`, 'gi');
const AFTER = new RegExp(String.raw`(?:\b[a-z_]+\s*)?>\s*${ISO_DAY}`, 'gi');
const SPAN = new RegExp(String.raw`(?:\b[a-z_]+\s*)?>=\s*${ISO_DAY}\s+and\s+(?:[a-z_]+\s*)?(<=?)\s*${ISO_DAY}`, 'gi');

/** SQL said as the grammar's words: days compared with, "order by … desc" (the reports rank so already), "limit N". */
function sqlWords(text: string): string {
  return text
    .replace(SPAN, (_: string, from: string, op: string, to: string) => `${from}..${op === '<' ? plusDays(to, -1) : to}`)
    .replace(AT_LEAST, 'since $1')
    .replace(AFTER, 'after $1')
    .replace(/\border by \w+(?: desc)?\b/gi, '')
    .replace(/\blimit (\d+)\b/gi, 'top $1')
    .replace(/\b(rows|cols|columns|type|property|discovery|by)\s*=\s*/gi, '$1=');
}
