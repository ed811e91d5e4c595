/**
 * Text normalisation: whatever Slack, Teams or a terminal delivers becomes a list of
 * words. Chat clients add smart quotes, HTML entities, mentions and trailing punctuation;
 * none of that should decide whether a command is understood.
 */

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
    // Teams wraps mentions in <at>…</at>; the name inside is not part of the command.
    .replace(/<at>[\s\S]*?<\/at>/gi, ' ')
    // Slack mentions/links (<@U123|name>, <#C1>) and stray HTML tags.
    .replace(/<[^<>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(QUOTES, ' ')
    .replace(MINUS_LIKE, '-')
    .replace(LONG_DASHES, '..')
    .replace(/\s*\.{2,}\s*/g, '..')
    .replace(/[,;!()[\]{}|*~]+/g, ' ');
  const words = text.split(/\s+/).map(cleanWord).filter((w) => w.length > 0);
  return stripPrefix(words, botName).map((raw) => ({ raw, text: raw.toLowerCase() }));
}

/** Trailing periods, colons and question marks are sentence punctuation, not part of a word. */
function cleanWord(word: string): string {
  if (word === '?') return word;
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
