/**
 * Spelling in questions: a misspelt word with one close reading ("Referals") is read as that
 * word and said back; words the reader knows, values after a keyword, and short words are
 * left as typed.
 */
import { reportWords } from './catalog.js';
import {
  BREAKDOWN_WORDS,
  GROUPING_WORDS,
  METRIC_WORDS,
  PHRASE_WORDS,
  PROPERTY_TYPE_PHRASES,
  QUESTION_FILLER,
  UNANSWERABLE,
} from './question-words.js';
import { closest, type Token } from './tokens.js';
import { message } from '../messages/index.js';
import { isKeyword, vocabulary } from './words.js';

/** Words after which the next token is a value as typed (an id, a zone), never a typo to fix. */
export const VALUE_KEYWORDS = new Set([
  'property',
  'properties',
  'prop',
  'discovery',
  'discoveries',
  'tz',
  'timezone',
  'time-zone',
  'zone',
  'type',
  'delay',
  'top',
]);
/**
 * The words a misspelling may be read as: the grammar's, the registry's and single-word
 * figures. Fillers are left out: a short unknown word is likelier a name than a misspelt "the".
 */
function spellingTargets(): { targets: string[]; known: Set<string> } {
  // Built once per set of registered reports (keyed by their words, a short list), not per question.
  const key = reportWords().join(' ');
  if (spelling?.key === key) return spelling;
  const words = vocabulary();
  const single = (keys: Iterable<string>) => [...keys].filter((k) => !k.includes('-'));
  const targets = [
    ...new Set([
      ...words,
      ...single(METRIC_WORDS.keys()),
      ...BREAKDOWN_WORDS.keys(),
      ...single(UNANSWERABLE.keys()),
      ...single(GROUPING_WORDS.keys()),
    ]),
  ];
  // Words of known phrases are left alone but never a correction's target ("date" is not a typo of
  // "rate"; "price" of "stock price" is not "prices").
  const phrases = [...METRIC_WORDS.keys(), ...UNANSWERABLE.keys(), ...PROPERTY_TYPE_PHRASES.keys()];
  const known = new Set([...targets, ...phrases.flatMap((p) => p.split('-'))]);
  spelling = { key, targets, known };
  return spelling;
}
let spelling: { key: string; targets: string[]; known: Set<string> } | undefined;

/** A misspelt word with one close reading is read as that word, and said. */
export function fixSpelling(tokens: Token[], notes: string[]): Token[] {
  const { targets: known, known: knownSet } = spellingTargets();
  return tokens.map((token, i) => {
    const word = token.text;
    if (knownSet.has(word) || QUESTION_FILLER.has(word) || PHRASE_WORDS.has(word) || isKeyword(word) || !/^[a-z][a-z-]{3,}$/.test(word)) return token;
    if (i > 0 && VALUE_KEYWORDS.has(tokens[i - 1]!.text)) return token;
    const guess = closest(word, known);
    if (!guess || guess.includes('-')) return token;
    notes.push(message('grammar.readAs', { typed: token.raw, read: guess }));
    return { raw: guess, text: guess };
  });
}
