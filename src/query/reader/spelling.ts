/**
 * Spelling that never changes meaning: a word the reader does not know is read as a known word
 * only when it is no English word itself (summer stays summer, rate stays rate), it is long
 * enough to be a word mistyped (four letters), and one known word is clearly nearest: within
 * a typo or two for its length, and nearer than any other. Two known words typed without the
 * space between them ("lastweek", "harborview", "signupslastweek") are read as them, where they split one way only. An English word is read as
 * another only where nothing else can stand: one letter from a unit of time, after "this", "by"
 * or a count ("this moth", "by weak"). Texting's shortenings are read the same way, whatever their length: a word
 * without its vowels ("plnrs", "hw") or its "g" ("lookin"), a digit for the syllable it sounds ("2day", "l8ly"), as
 * the one known word they stand for. Every correction is said back.
 */
import { message } from '../../messages/index.js';
import { editDistance, tolerance, type Token } from '../tokens.js';
import { CHAT_WORDS, TAKES_VALUE } from './chat-words.js';
import { isEnglish, singular } from './english.js';
import { UNITS } from './relative-dates.js';
import { ACTIONS } from './general-words.js';
import { BEFORE_NAMES } from './sentence-words.js';
import { NAME_KINDS } from './names.js';
import { HOLIDAY_WORDS } from './holidays.js';
import type { lexicon } from './lexicon.js';
import { MONTH_BY_WORD, WEEKDAY_BY_WORD } from '../words.js';
import { PLURAL_PERIODS } from './plural-periods.js';

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
  let nearest: string[] = [];
  let bestDistance = tolerance(word) + 1;
  for (const candidate of known) {
    if (Math.abs(candidate.length - word.length) > bestDistance) continue;
    const distance = editDistance(word, candidate, bestDistance);
    if (distance < bestDistance) [nearest, bestDistance] = [[candidate], distance];
    else if (distance === bestDistance && nearest.length > 0) nearest.push(candidate);
  }
  // A word and its plural ("booking", "bookings") are one reading, not a tie.
  const readings = nearest.filter((c, k) => nearest.findIndex((d) => singular(d) === singular(c)) === k);
  if (readings.length === 1) return readings[0];
  // Of words as near, the one it is with two letters swapped ("nxet": next, not net), or with letters left out, as fast
  // typing swaps and leaves them ("bookd": booked, not book).
  const letters = (w: string) => [...w].sort().join('');
  const swapped = readings.filter((c) => letters(c) === letters(word));
  if (swapped.length === 1) return swapped[0];
  const dropped = readings.filter((c) => lettersOf(word, c));
  return dropped.length === 1 ? dropped[0] : undefined;
}

/** Whether `word`'s letters are `candidate`'s in order, some left out. */
function lettersOf(word: string, candidate: string): boolean {
  let k = 0;
  for (const letter of candidate) if (letter === word[k]) k++;
  return k === word.length;
}

/**
 * The tokens with each misspelt word read as the known word it clearly stands for; `isKnown`
 * says which words need no reading (the lexicon's, dates', names'). Notes say each reading.
 */
export function correctSpelling(
  tokens: readonly Token[],
  known: readonly string[],
  isKnown: (word: string) => boolean,
  notes: string[],
  saysNothing: (word: string) => boolean = () => false,
): Token[] {
  return tokens.flatMap((token, i) => {
    const word = token.text;
    // After a word that takes a value ("tz", "type", "property"), the value is as typed: the grammar judges it.
    // ("by property tyep" is a breakdown's words, no value.)
    const value = TAKES_VALUE.has(tokens[i - 1]?.text ?? '') && !['by', 'per'].includes(tokens[i - 2]?.text ?? '');
    // (Never an ordinal: "4th" is no "forth".)
    const sounded =
      /^[a-z]*[248][a-z]+$|^[a-z]+[248]$/.test(word) && !/^\d+(st|nd|rd|th)$/.test(word) && !value ? soundedOut(word, isKnown) : undefined;
    if (!sounded && (!/^[a-z]{2,}$/.test(word) || isKnown(word) || value)) return [token];
    const guess =
      sounded ??
      (isEnglish(word)
        ? mistypedUnit(word, tokens[i - 1])
        : (shortened(word, known) ?? (word.length >= 4 ? (nearest(word, known) ?? wordsRunTogether(word, isKnown)) : undefined)));
    // Where a name goes ("signups at bayside lodge"), a word is never read as one that says nothing ("beside"): it is
    // a name not found, and said so.
    // So is a capitalised word before a place's kind or another capitalised word ("Bayside Lodge stories", "Seaside Crest").
    const capitalised = (t?: Token) => /^\p{Lu}\p{Ll}/u.test(t?.raw ?? '');
    const whereNamed =
      BEFORE_NAMES.has(tokens[i - 1]?.text ?? '') ||
      (tokens[i - 1]?.text === 'the' && BEFORE_NAMES.has(tokens[i - 2]?.text ?? '')) ||
      (capitalised(token) && (NAME_KINDS.has(tokens[i + 1]?.text ?? '') || capitalised(tokens[i + 1])));
    // (A word typed without its vowels, "in ovr", is no name.)
    const nameHere = whereNamed && /[aeiou]/.test(word.slice(1));
    if (!guess || (nameHere && guess.split(' ').every((w) => !DATE_WORDS.has(w) && saysNothing(w)))) return [token];
    // A capitalised word within a sentence is someone's name ("a call with Marcus"), never a date mistyped ("march"),
    // unless it is one typo from a month's or a day's name of five letters or more ("Decmber", "Agust", "Mrach").
    const named = /^\p{Lu}\p{Ll}/u.test(token.raw) && !(word.length >= 5 && editDistance(word, guess, 1) <= 1);
    if (i > 0 && named && guess.split(' ').some((w) => DATE_WORDS.has(w))) return [token];
    notes.push(message('grammar.readAs', { typed: token.raw, read: guess }));
    return guess.split(' ').map((w) => ({ raw: w, text: w }));
  });
}

/** A word's consonants as typed fast: its first letter, then the rest without vowels or letters doubled ("planners": plnrs). */
const skeleton = (word: string): string => (word[0]! + word.slice(1).replace(/[aeiou]/g, '')).replace(/(.)\1+/g, '$1');

/** The known words by their skeletons, made once per list. */
const bySkeleton = new WeakMap<readonly string[], Map<string, string[]>>();

/**
 * A word typed without its vowels ("plnrs", "chnl", "frm", "hw"), or its "g" ("lookin", "ratin"): the one known word
 * whose consonants those are; none where two are (a table in chat-words.ts says which is meant of those people use).
 */
function shortened(word: string, known: readonly string[]): string | undefined {
  if (/in$/.test(word) && isEnglish(`${word}g`)) return `${word}g`;
  if (/[aeiou]/.test(word.slice(1))) return undefined;
  let skeletons = bySkeleton.get(known);
  if (!skeletons) {
    skeletons = new Map();
    for (const w of known) if (w.length > 2 && /^[a-z]+$/.test(w)) skeletons.set(skeleton(w), [...(skeletons.get(skeleton(w)) ?? []), w]);
    bySkeleton.set(known, skeletons);
  }
  // "chnls": the plural of a word known in the singular.
  const found = skeletons.get(skeleton(word)) ?? skeletons.get(skeleton(singular(word))) ?? [];
  const readings = [...new Set(found.map(singular))];
  const match = found.find((w) => singular(w) === readings[0]);
  return readings.length === 1 ? match : undefined;
}

/** A digit said as the syllable it sounds: "2day", "l8ly", "b4" are today, lately, before. */
function soundedOut(word: string, isKnown: (word: string) => boolean): string | undefined {
  const said = [
    word.replace(/8/g, 'ate').replace(/2/g, 'to').replace(/4/g, 'for'),
    word.replace(/8/g, 'ate').replace(/2/g, 'to').replace(/4/g, 'fore'),
  ];
  return said.find((w) => !/\d/.test(w) && (isKnown(w) || isEnglish(w)));
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

/** The most known words a word run together is read as: "signupsbycitylastweek" is five. */
const MOST_RUN_TOGETHER = 5;

/**
 * "lastweek", "signupslastweek", "referralsbychannel": the one way a word splits into the fewest known words of two
 * letters or more; none where two ways split it into as few.
 */
function wordsRunTogether(word: string, isKnown: (word: string) => boolean): string | undefined {
  // The fewest-word readings of the word from each position on (two kept: a second says the split is not one way).
  const from = new Map<number, string[][]>([[word.length, [[]]]]);
  for (let k = word.length - 2; k >= 0; k--) {
    let ways: string[][] = [];
    for (let e = k + 2; e <= word.length; e++) {
      const [rest, part] = [from.get(e), word.slice(k, e)];
      if (!rest || rest.length === 0 || !(isKnown(part) || Object.hasOwn(CHAT_WORDS, part))) continue;
      const parts = rest[0]!.length + 1;
      if (ways.length > 0 && parts > ways[0]!.length) continue;
      if (ways.length > 0 && parts < ways[0]!.length) ways = [];
      ways.push(...rest.slice(0, 2).map((r) => [part, ...r]));
    }
    from.set(k, ways.filter((w) => w.length <= MOST_RUN_TOGETHER).slice(0, 2));
  }
  const ways = from.get(0) ?? [];
  // Shorthand among them reads as its words ("occnextmonth": occupancy next month).
  return ways.length === 1 && ways[0]!.length >= 2 ? ways[0]!.map((w) => CHAT_WORDS[w] ?? w).join(' ') : undefined;
}

/** Words a misspelling may be read as: the lexicon's and the dates'. */
const dateWords = [
  ...HOLIDAY_WORDS,
  ...MONTH_BY_WORD.keys(),
  ...WEEKDAY_BY_WORD.keys(),
  'today',
  'yesterday',
  'tomorrow',
  'weekend',
  // "the long weekend"
  'long',
  'week',
  'month',
  'quarter',
  'year',
  'halloween',
  'juneteenth',
  'veterans',
  'summer',
  'winter',
  'spring',
  'autumn',
  'since',
  'between',
  'through',
  'until',
  // "the last three julys": a period in the plural, never corrected to one of it.
  ...PLURAL_PERIODS,
];

const DATE_WORDS = new Set(dateWords);

const knownOf = new WeakMap<object, { known: string[]; knownSet: Set<string> }>();

/** The words a misspelling may be read as, made once per lexicon. */
export function knownWords(lex: ReturnType<typeof lexicon>): { known: string[]; knownSet: Set<string> } {
  let words = knownOf.get(lex);
  if (!words) {
    const known = [...lex.words, ...dateWords];
    // The verbs of requests are words as typed ("resubscribe" is no typo of "unsubscribe"), never what a typo is read as.
    knownOf.set(lex, (words = { known, knownSet: new Set([...known, ...ACTIONS]) }));
  }
  return words;
}
