/**
 * A query's options as the grammar's own words (`by channel vs last-year property
 * harbor-view-inn`): what a form prefilled from a report ("Subscribe to this") puts in its
 * Options field, so the subscription the form makes is read by the one parser, as if typed,
 * and is the same report as the one on screen. The inverse of options.ts for every option a
 * query keeps; the report, the range and the zone have fields of their own, and `focus` (the
 * figure a question asked about) is not a command's.
 */
import type { ReportQuery } from './types.js';

/** The week's first day a command means when it says none (report-command.ts `weekStartOf`). */
const DEFAULT_WEEK_START = 'Sunday';

/** The options of `query` as words the parser reads back to the same query; empty when it has none. */
export function optionWords(query: ReportQuery): string {
  const words: string[] = [];
  if (query.breakdown) words.push(`by ${query.breakdown}`);
  if (query.grouping) words.push(`by ${query.grouping.toLowerCase()}`);
  if (query.propertyType) words.push(`type ${query.propertyType}`);
  for (const id of query.properties) words.push(`property ${id}`);
  for (const id of query.discoveries) words.push(`discovery ${id}`);
  if (query.compare) words.push(query.compare === 'none' ? 'no-compare' : `vs ${query.compareDates ?? query.compare}`);
  if (query.weekStartsOn !== DEFAULT_WEEK_START) words.push(`week-starts ${query.weekStartsOn.toLowerCase()}`);
  if (query.delay !== undefined) words.push(`delay ${query.delay}`);
  if (query.top !== undefined) words.push(`top ${query.top}`);
  return words.join(' ');
}
