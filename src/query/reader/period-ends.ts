/**
 * A period said by where it stops, or by a length no one gave. After a period, an end word and
 * a day cut it there: "this month up to last friday", "december before christmas", "since
 * thanksgiving until the end of last month", "starting next monday for two weeks". Alone, an end
 * of stays ahead runs from today ("occupancy before mlk weekend"); of what has happened, a period
 * with no start said ("signups before christmas") has its days asked, as has a count no one gave
 * ("the last few weeks", "several months ago"). dates.ts tries these with its own readers.
 */
import { plusDays, type CalendarDate } from '../calendar.js';
import type { DateMatch, DateSetting } from '../question-dates.js';
import { commandError, textAt as text, typedPhraseOf, wordsAt, type Token } from '../tokens.js';
import { message } from '../../messages/index.js';
import { boundsIn, explicit, periodAt, said, shift, unitOf, UNITS, type ReadDate } from './relative-dates.js';

const boundsOf = ([start, end]: readonly [CalendarDate, CalendarDate]) => ({ start, end });

/** Words that stop a period at a day, and whether that day is in it ("before christmas" leaves it out). */
const END_WORDS: readonly (readonly [string, boolean])[] = [
  ['up to and including', true],
  ['up to but not including', false],
  ['up until', true],
  ['up till', true],
  ['up to', true],
  ['prior to', false],
  ['before', false],
  ['through', true],
  ['thru', true],
  ['until', true],
  ['till', true],
  ['til', true],
];

/** Whether a one-word end word says its day is in the period ("through" does, "before" does not); undefined for any other word. */
export const endWordIncludes = (word: string): boolean | undefined => END_WORDS.find(([words]) => words === word)?.[1];

/** Words that say which end of a period is the day meant ("the end of last month" is its last day). */
const ENDS_OF: Readonly<Record<string, 'start' | 'end'>> = { end: 'end', close: 'end', start: 'start', beginning: 'start' };

/** Whether "the end of", "the start of" or the like is said at `at`. */
const endOfAt = (tokens: readonly Token[], at: number): boolean => {
  const the = text(tokens, at) === 'the' ? 1 : 0;
  return ENDS_OF[text(tokens, at + the)] !== undefined && text(tokens, at + the + 1) === 'of';
};

/** The end word at `at`, its length and whether its day is in the period. */
function endWordAt(tokens: readonly Token[], at: number): { len: number; inclusive: boolean } | null {
  // "from monday on till the end of the month", "on or after the 1st and before the 16th": the "on" or "and" says no
  // more than the end word after it.
  const lead = ['on', 'onward', 'onwards', 'and'].includes(text(tokens, at)) ? 1 : 0;
  const found = END_WORDS.find(([words]) => wordsAt(tokens, at + lead, words));
  return found ? { len: lead + found[0].split(' ').length, inclusive: found[1] } : null;
}

/** The day a period stops on, said at `at` after an end word: "the end of last month", "christmas", "the 5th". */
function stopAt(read: ReadDate, tokens: readonly Token[], at: number, s: DateSetting, inclusive: boolean): { day: CalendarDate; len: number } | null {
  const the = text(tokens, at) === 'the' ? 1 : 0;
  const which = endOfAt(tokens, at) ? ENDS_OF[text(tokens, at + the)] : undefined;
  const from = which ? at + the + 2 : at;
  // "till end of month": the unit under way.
  const unit = which ? UNITS[text(tokens, from)] : undefined;
  const period = unit ? { len: 1, ...boundsOf(unitOf(s.today, unit, s)) } : periodAt(read, tokens, from, s);
  if (!period) return null;
  const day = which === 'end' ? period.end : which === 'start' || !inclusive ? period.start : period.end;
  return { day: inclusive ? day : plusDays(day, -1), len: from - at + period.len };
}

/**
 * A period read at `i` cut at the day an end word after it says: "this month up to last friday", "december before
 * christmas", "since thanksgiving until the end of last month"; or run for a length from its start: "starting next
 * monday for two weeks". Undefined where no such words follow, for the spans dates.ts reads itself.
 */
export function boundedBy(read: ReadDate, tokens: readonly Token[], i: number, s: DateSetting, match: DateMatch): DateMatch | undefined {
  if (!match || 'error' in match) return undefined;
  const at = i + match.len;
  const { start, end } = boundsIn(match.spec, s);
  const length = lengthFrom(tokens, i, at, start);
  if (length) return said(tokens, i, match.len + length.len, explicit(start, length.end));
  const word = endWordAt(tokens, at);
  if (!word) return undefined;
  // The end words of a span ("june through august") stay the span's, where the stop is no "the end of" of a period.
  if (word.inclusive && word.len === 1 && !endOfAt(tokens, at + word.len)) return undefined;
  // The day read as one inside the period where it can be ("this month prior to the 5th" of a month under way).
  const within = (x: ReturnType<typeof stopAt>) => x !== null && x.day >= start && x.day <= end;
  const asSaid = stopAt(read, tokens, at + word.len, s, word.inclusive);
  const other = within(asSaid) ? null : stopAt(read, tokens, at + word.len, { ...s, lookAhead: !s.lookAhead }, word.inclusive);
  const stop = within(other) ? other : asSaid;
  if (!stop || stop.day < start) return undefined;
  return said(tokens, i, match.len + word.len + stop.len, explicit(start, stop.day));
}

/**
 * "since thanksgiving until the end of last month", "after valentine's day through the end of feb": a period from the
 * one said after `i`'s word ("since" keeps its first day, "after" starts the day after it) to the day an end word says.
 */
export function stoppedFrom(read: ReadDate, tokens: readonly Token[], i: number, s: DateSetting, after: boolean): DateMatch {
  for (let k = i + 2; k <= i + 7 && k < tokens.length; k++) {
    const word = endWordAt(tokens, k);
    if (!word) continue;
    // The first period read on words that stop before the end word, so that it cannot run on through it.
    const first = periodAt(read, tokens.slice(0, k), i + 1, s);
    if (!first || first.len !== k - i - 1) return null;
    const start = after ? plusDays(first.end, 1) : first.start;
    const stop = stopAt(read, tokens, k + word.len, s, word.inclusive);
    return stop && stop.day >= start ? said(tokens, i, k + word.len + stop.len - i, explicit(start, stop.day)) : null;
  }
  return null;
}

/** "starting next monday for two weeks", "from june 3 for 10 days": the length said after a period's first day. */
function lengthFrom(tokens: readonly Token[], i: number, at: number, start: CalendarDate): { len: number; end: CalendarDate } | null {
  if (!['starting', 'from', 'beginning', 'commencing'].includes(text(tokens, i - 1)) || text(tokens, at) !== 'for') return null;
  const n = Number(text(tokens, at + 1));
  const unit = UNITS[text(tokens, at + 2)];
  if (!Number.isInteger(n) || n < 1 || n > 366 || !unit) return null;
  return { len: 3, end: plusDays(shift(start, unit, n), -1) };
}

/**
 * "until the end of the month", "before mlk weekend", "through christmas" said with no period before: of stays ahead,
 * from today to that day; of what has happened, where the period starts is not said, so its days are asked.
 */
export function readUpTo(read: ReadDate, tokens: readonly Token[], i: number, s: DateSetting): DateMatch {
  const word = endWordAt(tokens, i);
  if (!word || ['on', 'and'].includes(text(tokens, i))) return null;
  const stop = stopAt(read, tokens, i + word.len, s, word.inclusive);
  if (!stop) return null;
  const len = word.len + stop.len;
  // "the run-up to christmas", "the lead up to easter": days before it that no one counted.
  const runUp = [1, 2].find((k) => RUN_UP.has(text(tokens, i - k)));
  if (runUp) return daysAsked(tokens, i, len, i - runUp);
  // "weekly signups through q3": throughout a period; "through yesterday", where the figures stop, which they do anyway.
  const period = periodAt(read, tokens, i + word.len, s);
  const through = word.len === 1 && ['through', 'thru'].includes(text(tokens, i)) && !endOfAt(tokens, i + word.len);
  const throughout = through && period && period.start !== period.end;
  if (throughout || (!s.lookAhead && stop.day >= plusDays(s.today, -1))) return null;
  if (s.lookAhead) return stop.day >= s.today ? said(tokens, i, len, explicit(s.today, stop.day)) : null;
  // After a period said before it ("mtd bookings through friday"), the end word cuts that one (settle-periods.ts).
  return daysAsked(tokens, i, len, i, word.len);
}

/** The `len` words at `at` as a period whose days are asked, quoted from `from` ("run up to easter"). */
const daysAsked = (tokens: readonly Token[], at: number, len: number, from = at, cuts?: number): DateMatch => ({
  len,
  asked: typedPhraseOf(tokens, from, at + len - from),
  error: commandError('bad_date', message('grammar.sayTheDates')),
  ...(cuts ? { cuts } : {}),
});

/** Words before "up to" that make it a run of days before, as many as the asker has in mind ("the run-up to christmas"). */
const RUN_UP = new Set(['run', 'lead', 'build', 'leading', 'running', 'building']);

/** Words that say a count of units without saying how many. */
const VAGUE_COUNTS = new Set(['few', 'several', 'some', 'many']);
/** Words before such a count that make it a period back from today, and on from today. */
const BACK = new Set(['last', 'past', 'previous', 'prior', 'recent', 'since']);
const ON = new Set(['next', 'coming', 'upcoming', 'following']);
/** The units such a count is of. */
const VAGUE_UNITS = new Set([...Object.keys(UNITS), 'night', 'nights']);

/**
 * "the last few weeks", "several months ago", "since several weeks", "the next few days": a period whose length is not
 * said; its days are asked. Only "the next few weeks" are the look-ahead's own weeks, as one who asks that means.
 */
export function readVagueCount(tokens: readonly Token[], i: number): DateMatch {
  const the = text(tokens, i) === 'the' ? 1 : 0;
  const [back, on] = [BACK.has(text(tokens, i + the)), ON.has(text(tokens, i + the))];
  const count = i + the + (back || on ? 1 : 0);
  const at = count + (text(tokens, count) === 'a' ? 1 : 0);
  if (!VAGUE_COUNTS.has(text(tokens, at)) || !VAGUE_UNITS.has(text(tokens, at + 1))) return null;
  const ago = ['ago', 'back'].includes(text(tokens, at + 2)) ? 1 : 0;
  if (!back && !on && !ago && text(tokens, i - 1) !== 'since') return null;
  if (on && UNITS[text(tokens, at + 1)] === 'week') return null;
  return daysAsked(tokens, i, at + 2 + ago - i);
}
