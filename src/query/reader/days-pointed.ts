/**
 * Days said in a sentence, and sentences that point back to the days said before them: "… for that window?", "how that
 * compares to Q1", "The email went out Friday. Optouts since then?". askedPart (sentences.ts) reads them together.
 */
import { MONTH_BY_WORD, WEEKDAY_BY_WORD } from '../words.js';
import type { Token } from '../tokens.js';
import { UNIT_WORD } from './chat-words.js';
import { holidayNameAt } from './holidays.js';
import { normalise } from './normalise.js';

/** Words that say one day gone or today ("the 28th", "6/12", "yesterday"). */
const ONE_DAY = String.raw`\d{1,2}(?:st|nd|rd|th)|\d{1,2}\/\d{1,2}(?:\/\d{2,4})?|today|yesterday`;
const ONE_DAY_WORD = new RegExp(`^(?:${ONE_DAY})$`);
/** Words that say a day or a period ("on the 20th", "jan 5", "next week", "tomorrow"). */
const DAY_WORD = new RegExp(`^(?:${ONE_DAY}|tonight|tomorrow|ytd|mtd|qtd|wtd|q[1-4]|h[12]|20\\d\\d)$`);
const RELATIVE = new Set(['this', 'last', 'next', 'past', 'coming']);
export const datesIn = (words: readonly Token[]): boolean =>
  words.some((w, k) => DAY_WORD.test(w.text) || MONTH_BY_WORD.has(w.text) || (RELATIVE.has(w.text) && UNIT_WORD.test(words[k + 1]?.text ?? '')));

/** Whether `text` says a day or a period. */
export const saysDates = (text: string): boolean => datesIn(normalise(text));

/** Whether `text` says a day, a period or a holiday ("after the Christmas send"). */
export const saysTime = (text: string): boolean => {
  const words = normalise(text);
  return datesIn(words) || words.some((_, k) => holidayNameAt(words, k, 'US') !== null);
};

/** "since then", "since that day", "since" at a sentence's end: from a day said before. */
const SINCE_BACK = /\bsince(?: then| that (?:day|date|time|point))?(?=\s*[?.!]*\s*$)|\bsince (?:then|that (?:day|date|time|point))\b/i;
/** Whether words say one day: a weekday, a date ("june 12", "the 28th", "6/12"), today or yesterday. */
const dayIn = (words: readonly Token[]): boolean =>
  words.some(
    (w, k) => WEEKDAY_BY_WORD.has(w.text) || ONE_DAY_WORD.test(w.text) || (MONTH_BY_WORD.has(w.text) && /^\d{1,2}$/.test(words[k + 1]?.text ?? '')),
  );

/** A sentence counting from the day the one before says, read with it: "The email went out Friday. Optouts since then?" */
export const sinceSaidBefore = (sentences: readonly string[]): string[] =>
  sentences.reduce<string[]>((out, sentence) => {
    const before = out[out.length - 1];
    if (before === undefined || !SINCE_BACK.test(sentence) || !dayIn(normalise(before))) return [...out, sentence];
    const own = normalise(sentence);
    if (datesIn(own) || dayIn(own)) return [...out, sentence];
    const said = before.replace(/[\s.!?]+$/, '').replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
    return [...out.slice(0, -1), sentence.replace(SINCE_BACK, `since ${said}`)];
  }, []);

/** Words opening a sentence that sets the question before it against another period. */
export const SETS_AGAINST = new Set(['compare', 'compared', 'vs', 'versus', 'against']);

/** Words that point back to what was said before ("how that compares", "how does it stack up against"). */
const POINTS_BACK = new Set(['that', 'it', 'this', 'those', 'these']);

/** The days pointed back to: "for that window", "those dates", "the same stretch". */
const DAYS_POINTED =
  /\b(?:that|those|these|the same) (?:window|period|timeframe|time frame|stretch|range|span|dates|days|day|nights?|week|weekend|month)\b|\bthis (?:window|period|timeframe|time frame|stretch|range|span)\b/;

/**
 * Whether a sentence points back to days said before it, with none of its own: "… by channel for that window?", or
 * what it points back to set against days it says ("and how that compares to Q1").
 */
export function pointsBack(sentence: string): boolean {
  const words = normalise(sentence);
  if (!datesIn(words)) return DAYS_POINTED.test(words.map((w) => w.text).join(' '));
  const at = words.findIndex((w) => /^compar/.test(w.text) || SETS_AGAINST.has(w.text));
  const before = words.slice(0, at);
  return at >= 0 && before.some((w) => POINTS_BACK.has(w.text)) && !datesIn(before) && datesIn(words.slice(at));
}
