/**
 * What dictation leaves in a question, read before anything else: years said as words ("twenty
 * twenty eight", "two thousand and twenty nine"), a quarter heard as a word ("cue three", "queue
 * 4"), and a word corrected in passing ("signups for july no sorry june"). Each rule works on the
 * typed words and hands back the words the rest of the reader knows.
 */
import { message } from '../../messages/index.js';
import type { Token } from '../tokens.js';
import { MONTH_BY_WORD, WEEKDAY_BY_WORD } from '../words.js';

const UNITS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9 };
const TEENS: Readonly<Record<string, number>> = {
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Readonly<Record<string, number>> = { twenty: 20, thirty: 30, forty: 40, fifty: 50 };
/** How a quarter's letter is heard. */
const QUARTER_LETTER = new Set(['q', 'cue', 'queue', 'que', 'kew']);
/** Words that take back what was just said ("july no sorry june", "the condos i mean the cottages"). */
const CORRECTIONS = ['no sorry', 'sorry no', 'no wait', 'wait no', 'no i mean', 'i mean', 'or rather', 'scratch that', 'make that'];

const word = (text: string): Token => ({ raw: text, text });

/** The two-digit number said at `i` ("twenty eight", "nineteen", "thirty"), and how many words said it. */
function twoDigits(words: readonly string[], i: number): { value: number; len: number } | null {
  const [first, second] = [words[i] ?? '', words[i + 1] ?? ''];
  if (TEENS[first] !== undefined) return { value: TEENS[first]!, len: 1 };
  if (TENS[first] === undefined) return null;
  return UNITS[second] !== undefined ? { value: TENS[first]! + UNITS[second]!, len: 2 } : { value: TENS[first]!, len: 1 };
}

/** A year said in words at `i`: "twenty twenty eight", "two thousand (and) twenty nine". */
function yearAt(words: readonly string[], i: number): { year: number; len: number } | null {
  if (words[i] === 'two' && words[i + 1] === 'thousand') {
    const and = words[i + 2] === 'and' ? 1 : 0;
    const rest =
      twoDigits(words, i + 2 + and) ?? (UNITS[words[i + 2 + and] ?? ''] !== undefined ? { value: UNITS[words[i + 2 + and]!]!, len: 1 } : null);
    return rest ? { year: 2000 + rest.value, len: 2 + and + rest.len } : null;
  }
  if (words[i] !== 'twenty') return null;
  const rest = twoDigits(words, i + 1);
  return rest && rest.value >= 10 ? { year: 2000 + rest.value, len: 1 + rest.len } : null;
}

/** What a word is, to find the word a correction replaces: a month, a weekday, a number, else itself. */
const kindOf = (text: string): string =>
  MONTH_BY_WORD.has(text) ? 'month' : WEEKDAY_BY_WORD.has(text) ? 'weekday' : /^\d/.test(text) || UNITS[text] ? 'number' : text;

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
    const quarter = /^[1-4]$/.test(words[i + 1] ?? '') ? Number(words[i + 1]) : UNITS[words[i + 1] ?? ''];
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
        notes?.push(message('grammar.takenBack', { typed: taken.join(' '), correction: correction }));
        i += correction.split(' ').length - 1;
        continue;
      }
    }
    out.push(typed[i]!);
  }
  return out;
}
