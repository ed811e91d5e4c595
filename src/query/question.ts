/**
 * Typed text, understood: a command as the grammar reads it (parse.ts), else a question in
 * plain words as the reader reads it (reader/read.ts), without a language model. The reader
 * puts a question in the grammar's own words, so a question and the command it reads as make
 * the same query, checked the same way, and says how it read what needed reading. No service
 * is called before the text is read.
 */
import { reportByWord, reportDefinition } from './catalog.js';
import { parseCommand } from './parse.js';
import { tokenize } from './tokens.js';
import { GRAMMAR_FILLER } from './words.js';
import { lexicon } from './reader/lexicon.js';
import { normalise } from './reader/normalise.js';
import { readCorrected } from './reader/corrections.js';
import { readQuestion, type ReaderContext } from './reader/read.js';
import { hashtagsAsWords } from './reader/symbols.js';
import type { ParseResult, ReportQuery } from './types.js';

export type { ReaderContext };

/** What a text was read as: the grammar's result, and the readings worth saying back. */
export interface Understanding {
  result: ParseResult;
  /** One sentence each: `Read "referals" as referrals.`, `Read "december" as Dec 2026, the coming one.` */
  notes: string[];
}

/**
 * Read typed text: a command as the grammar reads it, or a question read into one. With the
 * `previous` query of the same thread or conversation, a message that only changes something
 * ("and by channel?") changes that query (follow-up.ts). Pure, never throws.
 */
export function understand(typed: string, ctx: ReaderContext, previous?: ReportQuery): Understanding {
  const text = hashtagsAsWords(typed);
  const strict = parseCommand(text, ctx);
  // Help, subscriptions, alerts and access are the grammar's; so is a command written as the
  // grammar writes it, with no word of a sentence in it ("referrals last-month by channel").
  // A look-ahead's period said in words is the reader's to settle: "december" is the coming one, "the next two weeks"
  // are the days from today, "year to date" ends today. Its command words as the grammar writes them stay the grammar's.
  // So is a count of weeks back said in words ("bookings last 2 weeks"): seven days each, to yesterday, as people count
  // them; `last-2-weeks` as the grammar writes it stays whole weeks.
  const rangeInWords = strict.kind === 'report' && !text.toLowerCase().includes(strict.query.range);
  const readerSettles = rangeInWords && (reportDefinition(strict.query.report)?.lookAhead === true || /^last-\d+-weeks$/.test(strict.query.range));
  // So is a report's other name that is also other reports' figure ("revenue": made, stayed or referred), said in words.
  const asTyped = strict.kind === 'report' && strict.query.range.includes('-') && text.toLowerCase().includes(strict.query.range);
  const inWords = strict.kind === 'report' && !asTyped && tokenize(text).length > 1;
  if (
    strict.kind !== 'error' &&
    !helpInWords(strict, text) &&
    (strict.kind !== 'report' || (!isSentence(text) && !readerSettles && !(inWords && saysSharedName(text))))
  )
    return { result: strict, notes: strict.kind === 'report' ? (strict.notes ?? []) : [] };
  // No clock, too long, or nothing but markup: nothing a question could read either.
  if (strict.kind === 'error' && (['internal', 'too_long'].includes(strict.error.code) || tokenize(text, ctx.botName).length === 0))
    return { result: strict, notes: [] };
  try {
    const read = readCorrected(text, ctx, previous, readQuestion) ?? readQuestion(text, ctx, previous);
    // Where the reader cannot finish it but the grammar could, the grammar's reading stands.
    // Help, where the words it was asked with say nothing the reader knows; a refusal of what they ask stands.
    if (read.result.kind === 'error' && strict.kind === 'help' && NOT_READ.has(read.result.error.code)) return { result: strict, notes: [] };
    return read.result.kind !== 'error' || strict.kind !== 'report' ? read : { result: strict, notes: strict.notes ?? [] };
  } catch {
    return { result: strict, notes: [] };
  }
}

/** A reader's errors that say it could not read the words, where help is the better answer to a plea for it. */
const NOT_READ = new Set(['unknown_word', 'unknown_report', 'missing_report']);

/** Words of asking for help, which say nothing of what help is asked with ("can you help me with …"). */
const ASKING_HELP = new Set(['help', '?', 'can', 'could', 'would', 'you', 'u', 'i', 'we', 'need', 'some', 'on', 'about', 'how', 'do', 'use', 'to']);

/**
 * "help", "help referrals", "how do I use referrals?": help. "can you help me pull referrals for may" asks for help
 * with something more than a report's name: the reader's to read, help again where it cannot.
 */
function helpInWords(strict: ParseResult, text: string): boolean {
  if (strict.kind !== 'help') return false;
  return tokenize(text).some((t) => !ASKING_HELP.has(t.text) && !GRAMMAR_FILLER.has(t.text) && !reportByWord(t.text));
}

/** Whether text is a sentence: it has words a command does without ("pace for january", "show me referrals"). */
function isSentence(text: string): boolean {
  return tokenize(text).some((t) => GRAMMAR_FILLER.has(t.text));
}

/** Whether `text` says a report's other name that is also another report's figure ("revenue", "transactions", "sales"). */
function saysSharedName(text: string): boolean {
  const tokens = normalise(text);
  return tokens.some((_, i) => {
    const meanings = lexicon().at(tokens, i)?.meanings ?? [];
    const named = meanings.filter((m) => m.kind === 'report').map((m) => m.report);
    return named.length > 0 && meanings.some((m) => m.kind === 'figure' && !named.includes(m.report));
  });
}

/** Whether `text` opens with a report's name or one of its figures ("signups last week", "adr for june"). */
export function opensWithReport(text: string): boolean {
  const found = lexicon().at(normalise(text), 0);
  return found?.meanings.some((m) => m.kind === 'report' || m.kind === 'figure') ?? false;
}
