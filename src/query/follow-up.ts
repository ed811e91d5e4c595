/**
 * Follow-ups: a message that only changes something about the report asked last in the same
 * thread or conversation ("and by channel?", "what about last year?", "same for signups",
 * "only Harbor View Inn", "by week"). The question reader reads the message as usual; what
 * the message did not say is carried over from the previous query, as the grammar's own
 * words, so the result is checked like any question. What does not carry over to another
 * report ("by channel" for signups) is dropped and said.
 */
import { parseCanonicalRange } from './canonical.js';
import { breakdownFor } from './breakdowns.js';
import { allowsOption } from './catalog.js';
import { rangeWords } from './labels.js';
import { message } from '../messages/index.js';
import type { Draft } from './report-command.js';
import type { Token } from './tokens.js';
import type { ReportOption, ReportQuery } from './types.js';

/** Words that make a message naming a report a follow-up rather than a new question: "same for signups", "what about stories". */
const MARKERS = new Set(['same', 'also', 'too', 'instead', 'what-about', 'how-about', 'and', 'now', 'then']);

/** Whether a message is about the previous report: it names none, or it says it changes one ("same for signups"). */
export function isFollowUp(tokens: readonly Token[], namesReport: boolean): boolean {
  if (!namesReport) return true;
  return tokens.some((t, i) => MARKERS.has(t.text) || MARKERS.has(`${t.text}-${tokens[i + 1]?.text ?? ''}`));
}

const tok = (value: string): Token => ({ raw: value, text: value.toLowerCase() });

/**
 * The previous query's parts the follow-up did not say, as grammar tokens for `report`, and
 * what was dropped (an option the new report cannot honour) or re-read ("last year" alone is
 * the year-on-year view: the same period, against the same period last year, unless it
 * corrects the period: "no, all of last year").
 */
export function carriedOver(
  previous: ReportQuery,
  said: Draft,
  report: string,
  how: { yearOnYear?: boolean; everyOne?: readonly ('type' | 'name' | 'breakdown')[] } = {},
): { tokens: Token[]; notes: string[]; range?: string } {
  const tokens: Token[] = [];
  const notes: string[] = [];
  const dropped: string[] = [];
  const carry = (option: ReportOption | 'compare' | 'timeZone' | 'weekStartsOn', words: string[], phrase: string) => {
    if (option !== 'compare' && option !== 'timeZone' && option !== 'weekStartsOn' && !allowsOption(report, option)) dropped.push(phrase);
    else tokens.push(...words.map(tok));
  };
  let range: string | undefined;
  const saidRange = said.range?.value;
  const o = said.options;
  if (!said.range) tokens.push(tok(previous.range));
  else if (
    how.yearOnYear !== false &&
    saidRange &&
    saidRange.kind === 'period' &&
    saidRange.rel === 'last' &&
    saidRange.unit === 'year' &&
    !o.compare
  ) {
    // "what about last year?" after last month: the year-on-year view, this period against the same one last year.
    range = previous.range;
    tokens.push(tok('vs'), tok('last-year'));
    notes.push(message('grammar.readYearOnYear', { read: rangeWords(parseCanonicalRange(previous.range)!) }));
  }
  // Last year's twin as dates (a holiday's) holds for the same period only.
  const twin = !said.range && previous.compareDates;
  if (!o.compare && !o.compareDates && !range && previous.compare) carry('compare', ['vs', twin || previous.compare], `vs ${previous.compare}`);
  // "all types", "just the total": the filter or breakdown before is dropped.
  const every = new Set(how.everyOne);
  if (!o.breakdown && previous.breakdown && !every.has('breakdown')) {
    // A breakdown the other report cannot make ("same for stories" after signups by country) is dropped.
    if (breakdownFor(report, previous.breakdown) === null) dropped.push(`by ${previous.breakdown}`);
    else carry('breakdown', ['by', previous.breakdown], `by ${previous.breakdown}`);
  }
  if (!o.grouping && previous.grouping) carry('grouping', ['by', previous.grouping.toLowerCase()], `by ${previous.grouping.toLowerCase()}`);
  if (!o.top && previous.top) carry('top', ['top', String(previous.top)], `top ${previous.top}`);
  if (!o.delay && previous.delay !== undefined) carry('delay', ['delay', String(previous.delay)], `delay ${previous.delay}`);
  if (!o.propertyType && previous.propertyType && !every.has('type'))
    carry('propertyType', ['type', previous.propertyType], `type ${previous.propertyType}`);
  if (!o.timeZone) carry('timeZone', ['tz', previous.timeZone], `tz ${previous.timeZone}`);
  if (!o.weekStartsOn) carry('weekStartsOn', ['week-starts', previous.weekStartsOn.toLowerCase()], `week-starts ${previous.weekStartsOn}`);
  if (said.properties.length === 0 && !every.has('name')) for (const p of previous.properties) carry('properties', ['property', p], `property ${p}`);
  if (said.discoveries.length === 0 && !every.has('name'))
    for (const d of previous.discoveries) carry('discoveries', ['discovery', d], `discovery ${d}`);
  if (dropped.length > 0) notes.push(message('grammar.leftOutOptions', { options: dropped.join(', '), report }));
  return { tokens, notes, ...(range ? { range } : {}) };
}
