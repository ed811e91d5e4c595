/**
 * What dictation leaves in a question, read before anything else: years said as words ("twenty
 * twenty eight", "two thousand and twenty nine"), a quarter heard as a word ("cue three", "queue
 * 4"), a word corrected in passing ("signups for july no sorry june"), and a number heard for a
 * preposition or the other way round ("referrals four february", "april fifth two the twelfth",
 * "the last to weeks"). Each rule works on the typed words and hands back the words the rest of
 * the reader knows.
 */
import { message } from '../../messages/index.js';
import type { Token } from '../tokens.js';
import { MONTH_BY_WORD, WEEKDAY_BY_WORD } from '../words.js';
import { NUMBER_WORDS, ORDINAL_WORDS } from './chat-words.js';

/** A number said as a word ("one", "twenty"), from the reader's table of them. */
const said = (w: string): number | undefined => (w === 'one' ? 1 : NUMBER_WORDS[w] === undefined ? undefined : Number(NUMBER_WORDS[w]));
const isUnit = (n: number | undefined): n is number => n !== undefined && n >= 1 && n <= 9;
/** How a quarter's letter is heard. */
const QUARTER_LETTER = new Set(['q', 'cue', 'queue', 'que', 'kew']);
/** Words that take back what was just said ("july no sorry june", "the condos i mean the cottages"). */
const CORRECTIONS = ['no sorry', 'sorry no', 'no wait', 'wait no', 'no i mean', 'i mean', 'or rather', 'scratch that', 'make that'];

const word = (text: string): Token => ({ raw: text, text });

/** Words a count comes after ("the last four weeks", "top two"): a number there is a number. */
const COUNT_AFTER = new Set(['last', 'next', 'past', 'first', 'top', 'bottom', 'previous', 'coming', 'prior']);
/** What a count counts, or joins it to another ("four weeks", "four of", "two or three"). */
const COUNTED = /^(days?|nights?|weeks?|weekends?|months?|quarters?|years?|stars?|of|or|and|to|more|fewer|times|percent|%)$/;
/** Words that begin a period or a span, where "for" does and a count does not ("four february", "four the last"). */
const PERIOD_START = new Set(['the', 'this', 'last', 'next', 'past', 'yesterday', 'today', 'tonight', 'tomorrow', 'ytd', 'mtd', 'wtd', 'qtd', 'all']);
/** A day of a month, by number or ordinal ("fifth", "5th", "12"), a month or a weekday: what a span's "to" joins. */
const isDay = (w: string): boolean =>
  MONTH_BY_WORD.has(w) || WEEKDAY_BY_WORD.has(w) || ORDINAL_WORDS[w] !== undefined || /^\d{1,2}(st|nd|rd|th)?$/.test(w);

/**
 * A number heard for a preposition ("four" for "for", "two" for "to") or a preposition for a number ("to", "too" and
 * "for" for two and four), by the words around it; undefined where the word is what it says.
 */
function heardFor(words: readonly string[], i: number): string | undefined {
  const [before, w, after] = [words[i - 1] ?? '', words[i]!, words[i + 1] ?? ''];
  // "the last to weeks", "next for months": a count after its word, before what it counts.
  if (COUNT_AFTER.has(before) && /^(days|nights|weeks|weekends|months|quarters|years)$/.test(after)) return { to: '2', too: '2', for: '4' }[w];
  if (COUNT_AFTER.has(before) || /^\d/.test(before) || said(before) !== undefined || COUNTED.test(after)) return undefined;
  // "referrals four february", "top ten cities four signups": not a count where a period begins, or after what is counted.
  if (w === 'four' && (PERIOD_START.has(after) || MONTH_BY_WORD.has(after) || /^\d{4}$/.test(after) || (before.endsWith('s') && after !== '')))
    return 'for';
  // "april fifth two the twelfth": between two days, a span's "to".
  if (w === 'two' && isDay(before) && (after === 'the' || isDay(after))) return 'to';
  return undefined;
}

/** The two-digit number said at `i` ("twenty eight", "nineteen", "thirty"), and how many words said it. */
function twoDigits(words: readonly string[], i: number): { value: number; len: number } | null {
  // "thirty-two", written with its hyphen: one word.
  const [tens, unit] = (words[i] ?? '').split('-');
  if (unit !== undefined && said(tens!) !== undefined && said(tens!)! >= 20 && said(tens!)! % 10 === 0 && isUnit(said(unit)))
    return { value: said(tens!)! + said(unit)!, len: 1 };
  const [first, second] = [said(words[i] ?? ''), said(words[i + 1] ?? '')];
  if (first === undefined || first < 10 || first > 50 || (first >= 20 && first % 10 !== 0)) return null;
  return first >= 20 && isUnit(second) ? { value: first + second, len: 2 } : { value: first, len: 1 };
}

/** A year said in words at `i`: "twenty twenty eight", "two thousand (and) twenty nine". */
function yearAt(words: readonly string[], i: number): { year: number; len: number } | null {
  if (words[i] === 'two' && words[i + 1] === 'thousand') {
    const and = words[i + 2] === 'and' ? 1 : 0;
    const unit = said(words[i + 2 + and] ?? '');
    const rest = twoDigits(words, i + 2 + and) ?? (isUnit(unit) ? { value: unit, len: 1 } : null);
    return rest ? { year: 2000 + rest.value, len: 2 + and + rest.len } : null;
  }
  if (words[i] !== 'twenty') return null;
  const rest = twoDigits(words, i + 1);
  return rest ? { year: 2000 + rest.value, len: 1 + rest.len } : null;
}

/** What a word is, to find the word a correction replaces: a month, a weekday, a number, else itself. */
const kindOf = (text: string): string =>
  MONTH_BY_WORD.has(text) ? 'month' : WEEKDAY_BY_WORD.has(text) ? 'weekday' : /^\d/.test(text) || said(text) !== undefined ? 'number' : text;

/** The typed words with dictation read: years and quarters in figures, corrections made and said in `notes`. */
export function readSpoken(typed: readonly Token[], notes?: string[]): Token[] {
  const words = typed.map((t) => t.text);
  const out: Token[] = [];
  for (let i = 0; i < typed.length; i++) {
    const year = yearAt(words, i);
    if (year) {
      out.push(word(String(year.year)));
      i += year.len - 1;
      continue;
    }
    // "cue three", "queue 4", "q two": a quarter.
    const quarter = /^[1-4]$/.test(words[i + 1] ?? '') ? Number(words[i + 1]) : said(words[i + 1] ?? '');
    if (QUARTER_LETTER.has(words[i]!) && quarter !== undefined && quarter >= 1 && quarter <= 4) {
      out.push(word(`q${quarter}`));
      i++;
      continue;
    }
    // "july no sorry june": the words from the last one of the same kind as the correction's first are taken back.
    const correction = CORRECTIONS.find((c) => c.split(' ').every((w, k) => words[i + k] === w));
    const next = words[i + (correction?.split(' ').length ?? 0)];
    if (correction && next !== undefined) {
      const from = out.map((t) => kindOf(t.text)).lastIndexOf(kindOf(next));
      if (from >= 0) {
        const taken = out.splice(from).map((t) => t.raw);
        notes?.push(message('grammar.takenBack', { typed: taken.join(' '), correction }));
        i += correction.split(' ').length - 1;
        continue;
      }
    }
    const heard = heardFor(words, i);
    out.push(heard === undefined ? typed[i]! : { raw: typed[i]!.raw, text: heard });
  }
  return out;
}
