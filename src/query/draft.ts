/**
 * Reading a report (or subscribe) command into a Draft: every word is claimed by exactly
 * one recogniser, in any order; words nobody claims are kept for the "I don't understand"
 * message. Two different values for the same thing are a conflict, not "last one wins",
 * because silently dropping half of what someone typed is worse than asking.
 */
import { commandError, found, joined, type Found, type Match } from './match.js';
import { recognizeOption, type OptionValue } from './options.js';
import { recognizeRange, type RangePhrase } from './range-words.js';
import { reportByWord } from './catalog.js';
import { recognizeEvery, recognizeTime, type Every } from './schedule.js';
import type { Token } from './tokens.js';
import type { CommandError, ReportKind } from './types.js';

/** A value and the words it came from. */
export interface Slot<T> {
  value: T;
  phrase: string;
}

type SingleOption = Exclude<OptionValue, { key: 'property' | 'discovery' }>;
type SingleKey = SingleOption['key'];

/** Everything a command said, before defaults and cross-checks. */
export interface Draft {
  report?: Slot<ReportKind>;
  range?: Slot<RangePhrase>;
  every?: Slot<Every>;
  time?: Slot<string>;
  options: { [K in SingleKey]?: Slot<Extract<SingleOption, { key: K }>['value']> };
  properties: Slot<string>[];
  discoveries: Slot<string>[];
  /** Indexes of tokens no recogniser claimed. */
  unknown: number[];
}

type Item =
  | { type: 'report'; value: ReportKind }
  | { type: 'range'; value: RangePhrase }
  | { type: 'every'; value: Every }
  | { type: 'time'; value: string }
  | { type: 'option'; value: OptionValue };

/**
 * Words people put in sentences ("show me bookings for last month") that carry no meaning
 * here. Words that would change the meaning if ignored ("since", "from") are not on the list.
 */
const FILLER = new Set(['for', 'the', 'of', 'in', 'please', 'pls', 'show', 'me', 'my', 'give', 'get', 'a', 'an', 'over', 'during', 'and', 'with']);

const NOUNS: Record<string, string> = {
  report: 'report',
  range: 'range',
  every: 'schedule',
  time: 'time',
  breakdown: 'breakdown',
  grouping: 'grouping',
  propertyType: 'property type',
  compare: 'comparison',
  weekStartsOn: 'week start',
  delay: 'delay',
  top: 'top',
  timeZone: 'time zone',
};

function recognizeReport(tokens: readonly Token[], i: number): Match<ReportKind> {
  for (const len of [2, 1]) {
    if (i + len > tokens.length) continue;
    const report = reportByWord(joined(tokens, i, len));
    if (report) return found(tokens, i, len, report.kind);
  }
  return null;
}

function tagged<T, I extends Item>(match: Match<T>, wrap: (value: T) => I): Match<Item> {
  if (match === null || 'error' in match) return match;
  return { ...match, value: wrap(match.value) };
}

// Schedule words first ("every week" is not a grouping), then options ("vs last year" is not
// a range), then ranges, then report names ("discovery <id>" was an option already).
function recognize(tokens: readonly Token[], i: number): Match<Item> {
  return (
    tagged(recognizeEvery(tokens, i), (value) => ({ type: 'every', value })) ??
    tagged(recognizeTime(tokens, i), (value) => ({ type: 'time', value })) ??
    tagged(recognizeOption(tokens, i), (value) => ({ type: 'option', value })) ??
    tagged(recognizeRange(tokens, i), (value) => ({ type: 'range', value })) ??
    tagged(recognizeReport(tokens, i), (value) => ({ type: 'report', value }))
  );
}

/** Place a single-valued slot, or report a conflict with what is already there. */
function place<T>(current: Slot<T> | undefined, next: Slot<T>, noun: string): Slot<T> | CommandError {
  if (current === undefined || JSON.stringify(current.value) === JSON.stringify(next.value)) return current ?? next;
  return commandError('conflict', `Pick one ${noun}: "${current.phrase}" or "${next.phrase}".`);
}

function isError<T>(value: Slot<T> | CommandError): value is CommandError {
  return 'code' in value;
}

/** Read all tokens into a Draft, or the first error in the user's words. */
export function readDraft(tokens: readonly Token[]): Draft | CommandError {
  const draft: Draft = { options: {}, properties: [], discoveries: [], unknown: [] };
  for (let i = 0; i < tokens.length; ) {
    const match = recognize(tokens, i);
    if (match === null) {
      if (!FILLER.has(tokens[i]!.text)) draft.unknown.push(i);
      i++;
      continue;
    }
    if ('error' in match) return match.error;
    const error = add(draft, match);
    if (error) return error;
    i += Math.max(1, match.len);
  }
  return draft;
}

function add(draft: Draft, match: Found<Item>): CommandError | undefined {
  const item = match.value;
  const slot = <T>(value: T): Slot<T> => ({ value, phrase: match.phrase });
  if (item.type === 'option') {
    const option = item.value;
    if (option.key === 'property' || option.key === 'discovery') {
      const list = option.key === 'property' ? draft.properties : draft.discoveries;
      if (!list.some((p) => p.value === option.value)) list.push(slot(option.value));
      return undefined;
    }
    const options = draft.options as Record<SingleKey, Slot<unknown> | undefined>;
    const placed = place(options[option.key], slot<unknown>(option.value), NOUNS[option.key]!);
    if (isError(placed)) return placed;
    options[option.key] = placed;
    return undefined;
  }
  const slots = draft as unknown as Record<Item['type'], Slot<unknown> | undefined>;
  const placed = place(slots[item.type], slot<unknown>(item.value), NOUNS[item.type]!);
  if (isError(placed)) return placed;
  slots[item.type] = placed;
  return undefined;
}
