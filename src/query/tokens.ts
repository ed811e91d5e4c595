/**
 * The words of a command and what recognisers make of them.
 * - Text normalisation: whatever Slack, Teams or a terminal delivers becomes a list of
 *   words. Chat clients add smart quotes, HTML entities, mentions and trailing punctuation;
 *   none of that should decide whether a command is understood.
 * - Matches: a recogniser looks at the tokens from a position and either does not apply
 *   (null), consumes `len` tokens as a value, or consumes them as an error, so the first
 *   mistake in a command is reported in the user's own words.
 * - "Did you mean": an edit distance that counts a swapped pair of letters as one typo
 *   ("referals", "bokings", "mnoth"), and a nearest-word lookup with a threshold that grows
 *   with word length so short words are not "corrected" into unrelated ones.
 */
import { LIMITS } from './limits.js';
import type { CommandError, ErrorCode } from './types.js';

/** One word of a command. */
export interface Token {
  /** As typed, minus quotes and edge punctuation; kept for ids and time zone names. */
  raw: string;
  /** Lower-cased `raw`; what the grammar matches on. */
  text: string;
}

const QUOTES = /["'`\u2018\u2019\u201A\u201B\u201C\u201D\u201E\u201F\u00AB\u00BB\u2039\u203A]/g;
/** En dash, em dash, figure dash, horizontal bar: people and autocorrect put them between dates. */
const LONG_DASHES = /\s*[\u2012\u2013\u2014\u2015]\s*/g;
const MINUS_LIKE = /[\u2010\u2011\u2212\uFE63\uFF0D]/g;

/** Split a command into tokens; never throws, whatever `input` is. */
export function tokenize(input: unknown, botName?: string): Token[] {
  if (typeof input !== 'string') return [];
  let text = input.normalize('NFKC');
  text = text
    // Control characters (a pasted NUL, an escape sequence) separate words; they are never part of one.
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    // Teams wraps mentions in <at>…</at>; the name inside is not part of the command.
    .replace(/<at>[\s\S]*?<\/at>/gi, ' ')
    // Slack mentions/links (<@U123|name>, <#C1>) and stray HTML tags.
    .replace(/<[^<>]*>/g, ' ')
    // A channel typed by its name ("for #marketing") says where, as <#C1> does.
    .replace(/(^|\s)#\p{L}[\p{L}\p{N}_-]*/gu, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(QUOTES, ' ')
    .replace(MINUS_LIKE, '-')
    .replace(LONG_DASHES, '..')
    .replace(/\s*\.{2,}\s*/g, '..')
    .replace(/[,;!()[\]{}|*~]+/g, ' ');
  const words = text
    .split(/\s+/)
    .flatMap(splitSpan)
    .map(cleanWord)
    .filter((w) => w.length > 0);
  return stripPrefix(words, botName).map((raw) => ({ raw, text: raw.toLowerCase() }));
}

/**
 * A dash between words became `..` glued to both ("march 1 – march 5" → `1..march`): words on
 * both sides are separate words around a `..`. Dates and numbers joined so stay one range word
 * (`2026-03-01..2026-03-31`), as the command grammar reads it.
 */
function splitSpan(word: string): string[] {
  const parts = word.split('..');
  if (parts.length < 2 || parts.some((p) => p === '') || parts.every((p) => /^[\d/-]+$/.test(p))) return [word];
  return parts.flatMap((part, k) => (k === 0 ? [part] : ['..', part]));
}

/** Trailing periods, colons and question marks are sentence punctuation, not part of a word. */
function cleanWord(word: string): string {
  if (word === '?' || word === '..') return word;
  return word.replace(/^[.:?]+/, '').replace(/[.:?]+$/, '');
}

/** Drop a leading bot name or @mention (Teams, DMs), then a leading "/report" or "report". */
function stripPrefix(words: string[], botName?: string): string[] {
  let rest = words;
  const name = (botName ?? '').normalize('NFKC').toLowerCase().split(/\s+/).filter(Boolean);
  if (name.length > 0 && name.length <= rest.length) {
    const typed = rest.slice(0, name.length).map((w, i) => (i === 0 ? w.replace(/^@/, '') : w).toLowerCase());
    if (typed.every((w, i) => w === name[i])) rest = rest.slice(name.length);
  }
  // Without a configured name, a leading @word can only be a mention of the bot.
  if (rest[0]?.startsWith('@') && rest[0] !== '@report') rest = rest.slice(1);
  const first = rest[0]?.toLowerCase();
  if (first === '/report' || first === 'report' || first === '@report') rest = rest.slice(1);
  return rest;
}

/** A recognised phrase: the value plus the words it came from (for conflict messages). */
export interface Found<T> {
  len: number;
  value: T;
  phrase: string;
}

/** A phrase that is clearly meant as something but is wrong. */
export interface Failed {
  len: number;
  error: CommandError;
}

export type Match<T> = Found<T> | Failed | null;

/** Build a CommandError; `suggestion` is left out when there is none. */
export function commandError(code: ErrorCode, message: string, suggestion?: string): CommandError {
  // Only the message quotes the user back; a suggestion is a command to copy, kept whole.
  const m = shortenQuoted(message);
  return suggestion === undefined ? { code, message: m } : { code, message: m, suggestion };
}

/** A word quoted back longer than anyone can read in a sentence is shortened: `"aaaa…"`. */
function shortenQuoted(text: string): string {
  return text.replace(/"([^"]+)"/g, (all, quoted: string) => {
    const chars = Array.from(quoted);
    return chars.length <= LIMITS.maxQuotedChars ? all : `"${chars.slice(0, LIMITS.maxQuotedChars - 1).join('')}…"`;
  });
}

export function fail(len: number, code: ErrorCode, message: string, suggestion?: string): Failed {
  return { len, error: commandError(code, message, suggestion) };
}

export function found<T>(tokens: readonly Token[], i: number, len: number, value: T): Found<T> {
  return { len, value, phrase: phraseOf(tokens, i, len) };
}

/** The words tokens[i, i+len) as typed (lower-cased), for messages. */
export function phraseOf(tokens: readonly Token[], i: number, len: number): string {
  return tokens
    .slice(i, i + len)
    .map((t) => t.text)
    .join(' ');
}

/** Whether the words at `tokens[i]` are `phrase` ("from now", "the end of"). */
export function wordsAt(tokens: readonly Token[], i: number, phrase: string): boolean {
  // Most phrases asked about do not begin here: those are told at the first word, without joining any.
  const first = tokens[i]?.text;
  if (phrase !== '' && (first === undefined || !phrase.startsWith(first))) return false;
  return phraseOf(tokens, i, phrase.split(' ').length) === phrase;
}

/**
 * A reading kept per word of one question's tokens, and per what it was read with (a date setting, an index of names):
 * the reader asks at a word more than once, and reads it once.
 */
export function keptAtWord<K extends object, V>(): (by: K, tokens: readonly Token[], i: number, read: () => V) => V {
  const kept = new WeakMap<K, WeakMap<readonly Token[], Map<number, V>>>();
  return (by, tokens, i, read) => {
    let byTokens = kept.get(by);
    if (!byTokens) kept.set(by, (byTokens = new WeakMap()));
    let at = byTokens.get(tokens);
    if (!at) byTokens.set(tokens, (at = new Map()));
    if (!at.has(i)) at.set(i, read());
    return at.get(i)!;
  };
}

/** The word at i, lower-cased; '' past the end. */
export const textAt = (tokens: readonly Token[], i: number): string => tokens[i]?.text ?? '';

/** The words of a phrase as typed (case kept), for a note that quotes them back. */
export function typedPhraseOf(tokens: readonly Token[], i: number, len: number): string {
  return tokens
    .slice(i, i + len)
    .map((t) => t.raw)
    .join(' ');
}

/** tokens[i, i+len) joined with hyphens, so "last 7 days" and "last-7-days" look alike. */
export function joined(tokens: readonly Token[], i: number, len: number): string {
  return tokens
    .slice(i, i + len)
    .map((t) => t.text)
    .join('-');
}

let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * Optimal-string-alignment Damerau-Levenshtein distance (insert, delete, substitute, swap), on
 * three rolling rows: the reader measures every unknown word against every known one. With a
 * `limit`, any distance over it is returned as `limit + 1` as soon as no row can come back under
 * it: most words are far from most others, and the callers only ask whether one is near.
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  // Rows kept between calls: the reader measures thousands of pairs a question, and each row is short.
  if (rows[0].length <= b.length) rows = [0, 1, 2].map(() => new Int32Array(2 * b.length + 2)) as typeof rows;
  let [before, previous, current] = rows;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  let previousLeast = 0;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let least = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, before[j - 2]! + 1);
      current[j] = best;
      if (best < least) least = best;
    }
    // A later row takes at least one more than this row, or than the one before it by a swap.
    if (least > limit && previousLeast >= limit) return limit + 1;
    previousLeast = least;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length]!, limit + 1);
}

/** Typos tolerated for a word of this length: none for 1–2 letters, 1 up to 5, then 2. */
export function tolerance(word: string): number {
  return word.length <= 2 ? 0 : word.length <= 5 ? 1 : 2;
}

/**
 * The candidate nearest to `word` within its tolerance, or undefined. Ties go to the
 * earlier candidate, so callers list the likelier words first.
 */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  // Very long input is never a typo of a keyword; skip the quadratic work.
  if (word.length > 40) return undefined;
  let best: string | undefined;
  let bestDistance = tolerance(word) + 1;
  for (const candidate of candidates) {
    if (Math.abs(candidate.length - word.length) >= bestDistance) continue;
    const distance = editDistance(word, candidate, bestDistance - 1);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
