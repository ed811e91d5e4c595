/**
 * Spelling that never changes meaning: a word the reader does not know is read as a known word
 * only when it is no English word itself (summer stays summer, rate stays rate), it is long
 * enough to be a word mistyped (four letters), and one known word is clearly nearest: within
 * a typo or two for its length, and nearer than any other. Two known words typed without the
 * space between them ("lastweek", "harborview") are read as the two. An English word is read as
 * another only where nothing else can stand: one letter from a unit of time, after "this", "by"
 * or a count ("this moth", "by weak"). Every correction is said back.
 */
import { message } from '../../messages/index.js';
import { editDistance, tolerance, type Token } from '../tokens.js';
import { TAKES_VALUE } from './chat-words.js';
import { isEnglish, singular } from './english.js';
import { UNITS } from './relative-dates.js';

/** The one known word nearest to `word` within its tolerance, when no other is as near; else undefined. */
export function nearest(word: string, known: readonly string[]): string | undefined {
  let seen = nearestSeen.get(known);
  if (!seen) nearestSeen.set(known, (seen = new Map()));
  if (!seen.has(word)) {
    if (seen.size >= 10_000) seen.clear();
    seen.set(word, nearestOf(word, known));
  }
  return seen.get(word);
}

/** Each word's nearest, per list of known words: a question is read in several passes, and words recur. */
const nearestSeen = new WeakMap<readonly string[], Map<string, string | undefined>>();

function nearestOf(word: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = tolerance(word) + 1;
  let tied = false;
  for (const candidate of known) {
    if (Math.abs(candidate.length - word.length) > bestDistance) continue;
    const distance = editDistance(word, candidate, bestDistance);
    if (distance < bestDistance) [best, bestDistance, tied] = [candidate, distance, false];
    // A word and its plural ("booking", "bookings") are one reading, not a tie.
    else if (distance === bestDistance && candidate !== best && singular(candidate) !== singular(best ?? '')) tied = true;
  }
  return tied ? undefined : best;
}

/**
 * The tokens with each misspelt word read as the known word it clearly stands for; `isKnown`
 * says which words need no reading (the lexicon's, dates', names'). Notes say each reading.
 */
export function correctSpelling(tokens: readonly Token[], known: readonly string[], isKnown: (word: string) => boolean, notes: string[]): Token[] {
  return tokens.flatMap((token, i) => {
    const word = token.text;
    // After a word that takes a value ("tz", "type", "property"), the value is as typed: the grammar judges it.
    if (!/^[a-z]{4,}$/.test(word) || isKnown(word) || TAKES_VALUE.has(tokens[i - 1]?.text ?? '')) return [token];
    const guess = isEnglish(word) ? mistypedUnit(word, tokens[i - 1]) : (nearest(word, known) ?? twoWords(word, isKnown));
    if (!guess) return [token];
    notes.push(message('grammar.readAs', { typed: token.raw, read: guess }));
    return guess.split(' ').map((w) => ({ raw: w, text: w }));
  });
}

/** Units of time, and the words that put one after them ("this month", "by week", "3 weeks"). */
const TIME_UNITS = [...Object.keys(UNITS), 'weekend', 'weekends'];
const BEFORE_UNITS = /^(this|last|next|past|by|per|each|every|\d+)$/;

/**
 * An English word one letter from a unit of time, where only a unit can follow ("this moth",
 * "by weak", "last 3 weaks"): a word mistyped into another, read as the unit and said so.
 */
function mistypedUnit(word: string, before: Token | undefined): string | undefined {
  if (!BEFORE_UNITS.test(before?.text ?? '')) return undefined;
  const near = TIME_UNITS.filter((unit) => editDistance(word, unit, 1) <= 1);
  return near.length === 1 ? near[0] : undefined;
}

/** "lastweek" as "last week": the one way a word splits into two known words of two letters or more. */
function twoWords(word: string, isKnown: (word: string) => boolean): string | undefined {
  const splits: string[] = [];
  for (let k = 2; k <= word.length - 2; k++)
    if (isKnown(word.slice(0, k)) && isKnown(word.slice(k))) splits.push(`${word.slice(0, k)} ${word.slice(k)}`);
  return splits.length === 1 ? splits[0] : undefined;
}
