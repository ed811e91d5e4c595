/**
 * The parts of a question that shape a report rather than name it: comparisons ("vs the same
 * month last year", "year over year"), breakdowns and groupings ("which channel", "weekly",
 * "broken down by country"), counts ("5 guest stories") and property names ("only Harbor View
 * Inn"), each turned into the grammar's own words by the question reader (question.ts).
 */
import { reportDefinition } from './catalog.js';
import { recognizeDatePhrase, type DateSetting } from './question-dates.js';
import { breakdownFor, breakdownRefusal } from './breakdowns.js';
import { BREAKDOWN_WORDS, GROUPING_WORDS, QUESTION_FILLER, RANKED_ALONE, UNKNOWN_BREAKDOWNS } from './question-words.js';
import { recognizeRange } from './range-words.js';
import { commandError, joined, type Token } from './tokens.js';
import { message } from '../messages/index.js';
import { BreakdownSchema, type CommandError } from './types.js';
import { isKeyword } from './words.js';

const COMPARE_HEADS = new Set(['vs', 'versus', 'against', 'compared', 'compare', 'comparing', 'than', 'relative']);
const LAST_YEAR =
  /^(?:the-)?(?:same-(?:time|month|week|period|quarter|day|dates|stay-dates|weekend)-)?(?:last-year|a-year-ago|one-year-ago|the-year-before|previous-year|prior-year|ly|year-before|last-years)$/;
export const BEFORE = /^(?:the-)?(?:week|month|quarter|year|period|day|one)-before$|^before-that$/;
const PREVIOUS =
  /^(?:the-)?(?:(?:last|previous|prior|preceding)-(?:week|month|quarter|period|day|weekend|one)|(?:week|month|quarter|period|day)-before|before)$/;

/** "vs the same month last year", "compared to last week", "year over year", "than last year". */
export function readComparison(tokens: readonly Token[], i: number): { len: number; value: 'previous' | 'last-year' | 'none' } | null {
  for (const len of [3, 2, 1]) {
    const phrase = joined(tokens, i, len);
    if (['year-over-year', 'year-on-year', 'yoy', 'y-o-y'].includes(phrase)) return { len, value: 'last-year' };
    if (['no-comparison', 'without-comparison', 'no-compare', 'not-compared'].includes(phrase)) return { len, value: 'none' };
  }
  const head = tokens[i]?.text ?? '';
  if (!COMPARE_HEADS.has(head)) return null;
  let at = i + 1;
  while (['to', 'with', 'against', 'it', 'them', 'that'].includes(tokens[at]?.text ?? '')) at++;
  for (let len = Math.min(6, tokens.length - at); len >= 1; len--) {
    const rest = joined(tokens, at, len);
    if (LAST_YEAR.test(rest)) return { len: at - i + len, value: 'last-year' };
    if (PREVIOUS.test(rest)) return { len: at - i + len, value: 'previous' };
  }
  return null;
}

/**
 * "by channel", "which channel", "top countries", "broken down by source", "per property type":
 * the grammar's `by …` words. A breakdown the report cannot make (stories by category), or
 * that no report's records carry (by device), is refused in one sentence naming the ones it can.
 */
export function readBreakdown(
  tokens: readonly Token[],
  i: number,
  report: string | undefined,
): { len: number; words: string[]; period?: string } | { len: number; error: CommandError } | null {
  const word = tokens[i]?.text ?? '';
  const next = tokens[i + 1]?.text ?? '';
  // "week by week", "per week", "weekly": the longest said.
  const groupingLen = [3, 2, 1].find((n) => i + n <= tokens.length && GROUPING_WORDS.has(joined(tokens, i, n))) ?? 0;
  const grouping = GROUPING_WORDS.get(joined(tokens, i, groupingLen));
  // "monthly" of a report without time groupings (the monthly digest) says its period instead: a unit for the reader.
  const groups = report === undefined || (reportDefinition(report)?.options.includes('grouping') ?? false);
  if (grouping) return groups ? { len: groupingLen, words: ['by', grouping] } : { len: groupingLen, words: [], period: grouping };
  // "top 5 channels for referral revenue": a breakdown's plural alone, where the report makes it.
  const alone = BREAKDOWN_WORDS.get(word);
  if (report !== undefined && alone && RANKED_ALONE.has(alone) && /s$/.test(word) && madeBy(report, alone)) return { len: 1, words: ['by', alone] };
  // "by property type", "which property types": two words, before "property" alone takes the first.
  const named = (at: number) =>
    /^property-types?$/.test(joined(tokens, at, 2)) ? { len: 2, what: 'property-type' } : { len: 1, what: tokens[at]?.text ?? '' };
  let len: number;
  let what: string;
  if ((word === 'by' || word === 'per') && next) {
    ({ len, what } = named(i + 1));
    len += 1;
  } else if (['which', 'what', 'top', 'best', 'each'].includes(word) && (BREAKDOWN_WORDS.has(next) || UNKNOWN_BREAKDOWNS.has(next))) {
    ({ len, what } = named(i + 1));
    len += 1;
  } else if (joined(tokens, i, 3) === 'broken-down-by' && tokens[i + 3]) {
    ({ len, what } = named(i + 3));
    len += 3;
  } else return null;
  const value = BREAKDOWN_WORDS.get(what);
  const said = what.replace(/-/g, ' ');
  // Two words for "property type", so a refusal quotes it as typed.
  if (value && (report === undefined || madeBy(report, value))) return { len, words: ['by', ...value.split('-')] };
  if (value || UNKNOWN_BREAKDOWNS.has(what)) {
    if (report !== undefined) return { len, error: breakdownRefusal(report, said) };
    const error = commandError('bad_option', message('grammar.cannotBreakReportsDown', { said }), message('grammar.tryHelpSignups'));
    return { len, error };
  }
  // "by week", "by geo": the grammar's own.
  return null;
}

/** Whether `report` can make the breakdown a `by …` word asks for. */
function madeBy(report: string, word: string): boolean {
  const asked = BreakdownSchema.safeParse(word);
  return asked.success && breakdownFor(report, asked.data) !== null;
}

/** A property's name starts here: capitalised ("Harbor View Inn") or a slug ("harbor-view-inn"), and not a date. */
export function isPropertyName(tokens: readonly Token[], i: number, consumed: Set<number>, setting: DateSetting): boolean {
  const first = tokens[i];
  if (!first || consumed.has(i) || isKeyword(first.text) || QUESTION_FILLER.has(first.text)) return false;
  if (!/^[A-Z]/.test(first.raw) && !/^[a-z0-9]+(-[a-z0-9]+)+$/.test(first.text)) return false;
  return recognizeRange(tokens, i) === null && recognizeDatePhrase(tokens, i, setting) === null;
}

/** Whether a count stands before what it counts ("5 guest stories", "10 best channels"). */
export function countsSomething(tokens: readonly Token[], from: number, consumed: Set<number>): boolean {
  for (let k = from; k < Math.min(tokens.length, from + 3); k++) {
    const t = tokens[k]!.text;
    if (consumed.has(k) || BREAKDOWN_WORDS.has(t)) return true;
    if (!['best', 'top', 'most', 'biggest', 'largest', 'highest', 'new', 'guest', 'recent', 'latest'].includes(t)) return false;
  }
  return false;
}
