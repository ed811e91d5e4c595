/**
 * Questions relayed from someone else: 'Sandra at Seaside asked "how are our signups doing?"',
 * 'fwd from Keiko: signups by region for Q1', 'Luis from Dune Crest asked: …', 'Priya again: …'.
 * The question relayed is the one asked: who asked is left out, and where they ask from is kept,
 * for their "our" is that place's ("our signups", from Seaside, are Seaside's).
 */
import { MONTH_BY_WORD, WEEKDAY_BY_WORD } from '../words.js';
import { NOBODY } from './names.js';

const RELAY = new RegExp(
  [
    String.raw`^\s*(?:(fwd?|forwarded|question|q)\s+)?(from\s+)?(\p{Lu}\p{Ll}+)(?:\s+(?:again|also|too))?`,
    // "(Coastal Escapes)", "at Maple Street", "from Dune Crest": where they ask from.
    String.raw`(?:\s*\(([^()]+)\))?(?:\s+(?:at|from|@)\s+(\p{Lu}[\p{L}&']*(?:\s+(?:\p{Lu}[\p{L}&']*|&))*))?`,
    String.raw`(?:\s+(asked|asks|wants|says|said|needs|wanted|is asking|would like)(?:\s+(?:to know|for|about|if|whether))?)?`,
    String.raw`\s*([:\-–—]|(?=["“‘']))?\s*`,
  ].join(''),
  'u',
);

/** The question in `text` without who relayed it, where it is relayed; `named` says which words are names or report words, never a person's. */
export function relayedPart(text: string, named: (word: string) => boolean): string {
  const m = RELAY.exec(text);
  if (!m) return text;
  const [whole, forwarded, from, person, within, at, verb, separator] = m;
  const word = person!.toLowerCase();
  // "Jan-Mar '29 OTB", "Sunday: occupancy": days and months are no one.
  const nobody = named(word) || NOBODY.has(word) || MONTH_BY_WORD.has(word) || WEEKDAY_BY_WORD.has(word);
  if (!(forwarded || from || verb || separator) || nobody) return text;
  // "(sponsor, Pemaquid Outfitters)" says who they are; "(Coastal Escapes)", where they ask from.
  const place = at ?? (within?.includes(',') ? undefined : within);
  return `${place ?? ''} ${text.slice(whole.length)}`.trim();
}
