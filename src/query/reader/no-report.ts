/**
 * What is answered where no report could be chosen: which report, asked, where figures are asked
 * of none or every word is the bot's own; else a refusal naming the word not understood, or
 * listing the reports.
 */
import { reportDefinitions } from '../catalog.js';
import { finishCommand, readDraft } from '../report-command.js';
import { commandError, type Token } from '../tokens.js';
import type { CommandError, ParseResult, WeekDay } from '../types.js';
import { message } from '../../messages/index.js';
import { askBack } from './answers.js';
import { reportsFor } from './choose.js';
import { REPORT_ASKED } from './general-words.js';
import type { Slots } from './slots.js';

/**
 * No report named or implied. With what a report reads (a period, a ranking, a name) and no word
 * outside the bot's vocabulary ("what was the count for last week?", "top 5"), which report is
 * asked, each option keeping what was said. A word it does not know ("did the pats win last
 * night") makes it a question about something else: refused, its dates read as the grammar reads
 * them (the latest) and said so.
 */
export function noReportChosen(
  slots: Slots,
  tokens: readonly Token[],
  isKnown: (word: string) => boolean,
  reports: string[],
  at: { now: Date; timeZone: string; weekStartsOn: WeekDay; today: string },
  notes: string[],
): { result: ParseResult; notes: string[] } {
  const refused = nothingChosen(slots, at);
  // "need the numbers for slide 4", "growth since last month?": figures asked of no report named, which is asked too;
  // not figures of something else ("xylophone figures"), a word outside the vocabulary before them.
  const figures = tokens.some(
    (t, k) => REPORT_ASKED.has(t.text) && (k === 0 || !/^\p{L}+$/u.test(tokens[k - 1]!.text) || isKnown(tokens[k - 1]!.text)),
  );
  const figuresAsked = refused.code === 'missing_report' && (slots.compare !== undefined || slots.against !== undefined || figures);
  if (figuresAsked || (slots.unknown.length === 0 && tokens.every((t) => !/^\p{L}+$/u.test(t.text) || isKnown(t.text))))
    return { result: askBack(reportsFor(slots, reports), slots, at.today, at.weekStartsOn), notes: [] };
  return { result: { kind: 'error', error: refused }, notes };
}

/**
 * No report could be chosen: a word it does not know, or no report named at all. Such a word
 * opening the message is the grammar's to refuse ("xyzzy" is not a report, listing them;
 * "5referals": did you mean "referrals"?), as when it is typed alone.
 */
export function nothingChosen(slots: Slots, setting: { now: Date; timeZone: string; weekStartsOn: WeekDay }): CommandError {
  const [first] = slots.unknown;
  // Opening the message, where the grammar looks for the report ("xyzzy", "5referals last month").
  if (first && first.before === undefined) {
    const draft = readDraft([first.word]);
    const refused = 'code' in draft ? null : finishCommand([first.word], draft, setting, false);
    if (refused?.kind === 'error' && refused.error.code === 'unknown_report') return refused.error;
  }
  if (first) return commandError('unknown_word', message('grammar.notUnderstood', { words: first.word.raw }), message('grammar.helpAnswers'));
  const kinds = reportDefinitions().map((d) => d.kind);
  return commandError('missing_report', message('grammar.nameReport', { reports: kinds.join(', ') }), message('grammar.helpAnswers'));
}
