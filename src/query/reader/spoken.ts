/**
 * What dictation leaves in a question, read before anything else: years said as words ("twenty
 * twenty eight", "two thousand and twenty nine"), a quarter heard as a word ("cue three", "queue
 * 4"), and a word corrected in passing ("signups for july no sorry june"). Each rule works on the
 * typed words and hands back the words the rest of the reader knows.
 */
import { message } from '../../messages/index.js';
import type { Token } from '../tokens.js';
import { MONTH_BY_WORD, WEEKDAY_BY_WORD } from '../words.js';
import { NUMBER_WORDS } from './chat-words.js';

/** A number said as a word ("one", "twenty"), from the reader's table of them. */
const said = (w: string): number | undefined => (w === 'one' ? 1 : NUMBER_WORDS[w] === undefined ? undefined : Number(NUMBER_WORDS[w]));
const isUnit = (n: number | undefined): n is number => n !== undefined && n >= 1 && n <= 9;
/** How a quarter's letter is heard. */
const QUARTER_LETTER = new Set(['q', 'cue', 'queue', 'que', 'kew']);
/** Words that take back what was just said ("july no sorry june", "the condos i mean the cottages"). */
const CORRECTIONS = ['no sorry', 'sorry no', 'no wait', 'wait no', 'no i mean', 'i mean', 'or rather', 'scratch that', 'make that'];

const word = (text: string): Token => ({ raw: text, text });

/** The two-digit number said at `i` ("twenty eight", "nineteen", "thirty"), and how many words said it. */
function twoDigits(words: readonly string[], i: number): { value: number; len: number } | null {
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
    out.push(typed[i]!);
  }
  return out;
}
