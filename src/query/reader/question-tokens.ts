/**
 * The words of a question, ready for its slots: the message made plain (markup.ts, flags.ts) and
 * without who relayed it (relayed.ts),
 * a second request the service cannot answer left out (said so), the sentences that ask kept
 * (sentences.ts), normalised (normalise.ts), and each misspelling read as the known word it
 * clearly stands for (spelling.ts), never a name's own word and never, where a name goes, a word
 * that says nothing. `isKnown` says which words need no reading; the reader refuses the rest.
 */
import { editDistance, tokenize, type Token } from '../tokens.js';
import { message } from '../../messages/index.js';
import { lexicon } from './lexicon.js';
import { plainFlags } from './flags.js';
import { plainMessage } from './markup.js';
import { isNameWord, matchName, nameWordDistance, type NameIndex } from './names.js';
import { normalise } from './normalise.js';
import { relayedPart } from './relayed.js';
import { SENTENCE_KINDS } from './sentence-words.js';
import { MONTH_BY_WORD, WEEKDAY_BY_WORD } from '../words.js';
import { apartFromOtherAsk, askedPart, namesReport } from './sentences.js';
import { withoutStatedTargets } from './stated-targets.js';
import { withoutWhereabouts } from './whereabouts.js';
import { withDefinitions } from './definitions.js';
import { correctSpelling, knownWords, nearest } from './spelling.js';

export function questionTokens(
  text: string,
  botName: string | undefined,
  names: NameIndex,
  notes: string[],
): { tokens: Token[]; isKnown: (word: string) => boolean; timeZone?: string; weekStartsOn?: 'Sunday' | 'Monday' } {
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
  const where = withoutWhereabouts(withoutNameAsides(plainMessage(text, namesReport), names), (w) => isNameWord(w, names, false));
  if (where.timeZone) notes.push(message('grammar.zoneSaid', { zone: where.timeZone }));
  const defined = withDefinitions(where.text);
  const relayed = relayedPart(defined.text, (w) => lex.has(w) || isNameWord(w, names, false));
  const apart = apartFromOtherAsk(plainFlags(relayed));
  if (apart.leftOut) notes.push(message('grammar.otherAskLeftOut', { words: apart.leftOut }));
  // Words that name nothing a name could be misspelt as: those of the sentence, and "beside" (a negation).
  const saysNothing = (w: string) =>
    lex.at([{ raw: w, text: w }], 0)?.meanings.every((m) => SENTENCE_KINDS.has(m.kind) || m.kind === 'negation') ?? true;
  const targets = withoutStatedTargets(apart.text);
  for (const words of targets.leftOut) notes.push(message('grammar.targetLeftOut', { words }));
  const tokens = correctSpelling(normalise(askedPart(targets.text), botName, notes), known, isKnown, notes, saysNothing);
  return {
    tokens,
    isKnown,
    ...(where.timeZone ? { timeZone: where.timeZone } : {}),
    ...(defined.weekStartsOn ? { weekStartsOn: defined.weekStartsOn } : {}),
  };
}

/** Words of a period, which an aside after a name may be ("harbor view signups (last month)"). */
const TIME_WORD = /^(?:.*\d.*|today|yesterday|tomorrow|tonight|days?|nights?|weeks?|weekends?|months?|quarters?|years?|ytd|mtd|qtd|wtd)$/;

/**
 * "Harbor View (the Portland one)", "Dune Crest (Ogunquit)", "Pine Hollow [the cottages in Bridgton]": an aside right after
 * a property's or a discovery's name says which one it is, never a place or a period to read; it is left out.
 */
function withoutNameAsides(text: string, names: NameIndex): string {
  const lex = lexicon();
  // What an aside may say and still only describe: the sentence's words, a type, places; no period, report or breakdown.
  const describes = (word: Token) =>
    !TIME_WORD.test(word.text) &&
    !MONTH_BY_WORD.has(word.text) &&
    !WEEKDAY_BY_WORD.has(word.text) &&
    (lex.at([word], 0)?.meanings.every((m) => SENTENCE_KINDS.has(m.kind) || m.kind === 'type') ?? true);
  return text.replace(/\s*(?:\([^()]{1,80}\)|\[[^[\]]{1,80}\])/g, (aside: string, at: number) => {
    if (!tokenize(aside).every(describes)) return aside;
    const before = tokenize(text.slice(0, at));
    for (let k = Math.max(0, before.length - 4); k < before.length; k++) {
      const name = matchName(before, k, names);
      if (name && k + name.len === before.length && name.names.every((n) => n.kind === 'property' || n.kind === 'discovery')) return ' ';
    }
    return aside;
  });
}
