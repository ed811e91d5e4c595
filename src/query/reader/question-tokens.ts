/**
 * The words of a question, ready for its slots: the message made plain (markup.ts, flags.ts) and
 * without who relayed it (relayed.ts),
 * a second request the service cannot answer left out (said so), the sentences that ask kept
 * (sentences.ts), normalised (normalise.ts), and each misspelling read as the known word it
 * clearly stands for (spelling.ts), never a name's own word and never, where a name goes, a word
 * that says nothing. `isKnown` says which words need no reading; the reader refuses the rest.
 */
import { editDistance, type Token } from '../tokens.js';
import { message } from '../../messages/index.js';
import { lexicon } from './lexicon.js';
import { plainFlags } from './flags.js';
import { plainMessage } from './markup.js';
import { isNameWord, nameWordDistance, type NameIndex } from './names.js';
import { normalise } from './normalise.js';
import { relayedPart } from './relayed.js';
import { SENTENCE_KINDS } from './sentence-words.js';
import { apartFromOtherAsk, askedPart, namesReport } from './sentences.js';
import { correctSpelling, knownWords, nearest } from './spelling.js';

export function questionTokens(
  text: string,
  botName: string | undefined,
  names: NameIndex,
  notes: string[],
): { tokens: Token[]; isKnown: (word: string) => boolean } {
  const lex = lexicon();
  const { known, knownSet } = knownWords(lex);
  // A name's own word is never corrected; a near miss of one is, where a report's word is nearer ("referals", not "referral").
  const nearerThanNames = (w: string) => {
    const guess = nearest(w, known);
    if (guess === undefined || isNameWord(w, names, false)) return false;
    // As near as the name's word, it is that word where the report's word is the name's own ("condotell": condotel).
    const [away, fromName] = [editDistance(w, guess), nameWordDistance(w, names)];
    return away < fromName || (away === fromName && isNameWord(guess, names, false));
  };
  const isKnown = (w: string) => knownSet.has(w) || lex.has(w) || isNameWord(w, names, false) || (isNameWord(w, names) && !nearerThanNames(w));
  const relayed = relayedPart(plainMessage(text, namesReport), (w) => lex.has(w) || isNameWord(w, names, false));
  const apart = apartFromOtherAsk(plainFlags(relayed));
  if (apart.leftOut) notes.push(message('grammar.otherAskLeftOut', { words: apart.leftOut }));
  // Words that name nothing a name could be misspelt as: those of the sentence, and "beside" (a negation).
  const saysNothing = (w: string) =>
    lex.at([{ raw: w, text: w }], 0)?.meanings.every((m) => SENTENCE_KINDS.has(m.kind) || m.kind === 'negation') ?? true;
  return { tokens: correctSpelling(normalise(askedPart(apart.text), botName, notes), known, isKnown, notes, saysNothing), isKnown };
}
