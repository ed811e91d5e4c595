import { comparisonOf, resolvePeriod } from '../query/ranges.js';
import type { ReportQuery, ResolvedRange } from '../query/types.js';
import { ratio } from './figures.js';
import { message } from '../messages/index.js';
import { propertyName } from '../query/names.js';
import { Timeline, tableGrain, trendGrain, type Grain } from './timeline.js';
import type { TableColumn, Report, ReportContext, Series, Table, Unit } from '../catalogue/types.js';
import {
  byPeriodWord,
  columnWord,
  made,
  propertyTypeWord,
  settingWord,
  tableWord,
  trendWord,
  type GrainWord,
  type Word,
} from '../catalogue/words.js';

/** The report's period, what it is compared with, and what a reader must know about both. */
export interface Periods {
  period: ResolvedRange;
  comparison: Report['comparison'];
  notes: string[];
}

/**
 * The report's period and, unless the query says `no-compare`, the one it is compared with,
 * like for like (see `comparisonOf`). `lookAhead` is the report definition's: without a
 * `vs …`, look-ahead dates are compared with the same dates a year earlier, as comparing stays
 * still being booked with stays that are over would always read as a collapse. When it is
 * asked for anyway, a note says what it compares.
 */
export function periodsOf(query: ReportQuery, now: Date, lookAhead: boolean): Periods {
  const period = resolvePeriod(query, now, lookAhead);
  const notes: string[] = [];
  if (period.status === 'ahead') {
    notes.push(message('report.onTheBooks'));
  }
  if (query.compare === 'none') return { period, comparison: null, notes };
  const compare = query.compare ?? (period.status === 'ahead' ? 'last-year' : 'previous');
  const found = comparisonOf(period, compare, compare === 'last-year' ? query.compareDates : undefined);
  if (found.comparison === null) {
    if (found.reason) notes.push(found.reason);
    return { period, comparison: null, notes };
  }
  if (period.status === 'ahead') {
    notes.push(message(compare === 'previous' ? 'report.comparedBefore' : 'report.comparedLastYear'));
  }
  return { period, comparison: found.comparison, notes };
}

/** Fetches the period and its comparison concurrently; `previous` is null without comparison. */
export async function fetchBoth<T>(
  period: ResolvedRange,
  comparison: ResolvedRange | null,
  fetch: (range: ResolvedRange) => Promise<T>,
): Promise<{ current: T; previous: T | null }> {
  const [current, previous] = await Promise.all([fetch(period), comparison ? fetch(comparison) : Promise.resolve(null)]);
  return { current, previous };
}

/** Counts by key, kept as a plain map so pages can be folded in as they arrive. */
export class Tally {
  private readonly counts = new Map<string, number>();
  add(key: string | null | undefined, by = 1): void {
    const k = key && key.trim() ? key.trim() : message('member.unknown');
    this.counts.set(k, (this.counts.get(k) ?? 0) + by);
  }
  get(key: string): number {
    return this.counts.get(key) ?? 0;
  }
  get size(): number {
    return this.counts.size;
  }
  /** The counts as a map, e.g. per day for `Timeline.counts`. */
  entries(): ReadonlyMap<string, number> {
    return this.counts;
  }
  /** Largest first; ties by name so output is stable. */
  sorted(): [string, number][] {
    return [...this.counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  }
}

/**
 * A two-column ranked table (name, count, share of total) limited to the top `n`, its words
 * from the catalogue by the report's kind and the table's key (`count`: where the count's
 * label is not the one its keys name first).
 */
export function rankedTable(kind: string, key: string, tally: Tally, n: number, count: Word = columnWord(kind, key, 'count')): Table {
  const sorted = tally.sorted();
  const total = sorted.reduce((s, [, c]) => s + c, 0);
  return {
    key,
    title: made(tableWord(kind, key)),
    columns: [
      { key: 'name', label: made(columnWord(kind, key, 'name')) },
      { key: 'count', label: made(count), unit: 'count' },
      { key: 'share', label: made(columnWord(kind, key, 'share')), unit: 'percent' },
    ],
    rows: sorted.slice(0, n).map(([name, count]) => ({ name, count, share: ratio(count, total) })),
    moreRows: Math.max(0, sorted.length - n),
  };
}

/** The timelines a report groups by: the trend's, the comparison's, and the table's grain. */
export interface Timelines {
  /** The grain the trend is drawn at, and the service asked for where it groups. */
  grain: Grain;
  current: Timeline;
  previous: Timeline | null;
  /** The per-period table's timeline, or null for no table. */
  table: Timeline | null;
}

/**
 * How a report groups its period. `by day|week|month` decides both the trend and the table;
 * without it the trend takes the grain that fits the period's length, and reports whose
 * per-period table adds columns the chart does not show (`autoTable`) get one when it is short.
 */
export function groupingOf(query: ReportQuery, periods: Periods, autoTable: boolean): Timelines {
  const { period, comparison } = periods;
  const grain = query.grouping ?? trendGrain(period.days);
  const current = new Timeline(period, grain, query.weekStartsOn);
  const previous = comparison ? new Timeline(comparison, grain, query.weekStartsOn) : null;
  const tableAt = query.grouping || autoTable ? tableGrain(period, query.grouping, grain, query.weekStartsOn) : null;
  const table = tableAt === null ? null : tableAt === grain ? current : new Timeline(period, tableAt, query.weekStartsOn);
  return { grain, current, previous, table };
}

/** A grain as the catalogue's messages select on it. */
const GRAIN_WORDS: Record<Grain, GrainWord> = { Day: 'day', Week: 'week', Month: 'month' };

/**
 * A built-in report's trend (`trendSeries`), titled by the catalogue: `series.<kind>.<key>` at
 * the trend's grain (`Referral revenue per week`), so a reader's copy is relabelled by its keys.
 */
export function catalogueTrend(
  kind: string,
  key: string,
  unit: Unit,
  grouping: Timelines,
  periods: Periods,
  current: (number | null)[],
  previous: (number | null)[] | null,
): Series {
  return trendSeries(key, made(trendWord(kind, key, GRAIN_WORDS[grouping.grain])), unit, grouping, periods, current, previous);
}

/**
 * A trend: one figure per bucket of the period, and the comparison's figures bucket by bucket
 * as a second dataset named by its dates, so the chart shows both periods on one axis. `title`
 * as given: a report of a plug-in, whose words the catalogue does not have, titles its own.
 */
export function trendSeries(
  key: string,
  title: string,
  unit: Unit,
  grouping: Timelines,
  periods: Periods,
  current: (number | null)[],
  previous: (number | null)[] | null,
): Series {
  const labels = grouping.current.buckets.map((b) => b.label);
  const datasets: Series['datasets'] = [{ label: periods.comparison ? shortPeriod(periods.period) : title, unit, values: current }];
  if (previous && periods.comparison) {
    datasets.push({ label: shortPeriod(periods.comparison), unit, values: labels.map((_, i) => previous[i] ?? null), comparison: true });
  }
  const spans = grouping.current.buckets.map((b) => ({ start: b.start, end: b.end }));
  return { key, kind: 'trend', title, labels, datasets, periods: spans };
}

/** The dates part of a period label (`Month to date · Nov 1–21, 2026` -> `Nov 1–21, 2026`). */
function shortPeriod(range: ResolvedRange): string {
  return range.label.split(' \u00B7 ').find((part) => /\d{4}/.test(part)) ?? range.label;
}

/** A trend of counts per day (records of company data), with the comparison's. */
export function countTrend(kind: string, key: string, grouping: Timelines, periods: Periods, current: Tally, previous: Tally | null): Series {
  const before = previous && grouping.previous ? grouping.previous.counts(previous.entries()) : null;
  return catalogueTrend(kind, key, 'count', grouping, periods, grouping.current.counts(current.entries()), before);
}

/** A per-period table of one count, from counts per day. */
export function countTable(kind: string, grouping: Timelines, perDay: Tally): Table {
  const counts = grouping.table!.counts(perDay.entries());
  return periodTable(
    kind,
    grouping,
    [{ key: 'count', unit: 'count' }],
    counts.map((count) => ({ count })),
  );
}

/** A column of a table as a report asks for it: its key and unit; its label comes from the catalogue by keys. */
export type ColumnOf = Omit<TableColumn, 'label'>;

/** Each column labelled from the catalogue by the report's kind, the table's key and its own. */
export function labelled(kind: string, table: string, columns: readonly ColumnOf[]): TableColumn[] {
  return columns.map((c) => ({ key: c.key, label: made(columnWord(kind, table, c.key)), ...(c.unit ? { unit: c.unit } : {}) }));
}

/** A per-period table: the bucket's dates, then one column per figure. */
export function periodTable(kind: string, grouping: Timelines, columns: readonly ColumnOf[], rows: Record<string, number | null>[]): Table {
  const grain = grouping.table!.grain;
  return {
    key: 'byPeriod',
    title: made(byPeriodWord(GRAIN_WORDS[grain])),
    columns: labelled(kind, 'byPeriod', [{ key: 'name' }, ...columns]),
    rows: grouping.table!.buckets.map((b, i) => ({ name: b.label, ...rows[i] })),
    moreRows: 0,
    periods: grouping.table!.buckets.map((b) => ({ start: b.start, end: b.end })),
  };
}

/** `Ana L.`: the only form in which a person appears in a report. */
export function personName(first: string | null, lastInitial: string | null): string {
  const f = first?.trim().split(/\s+/)[0];
  if (!f) return message('report.aGuest');
  const name = f.charAt(0).toUpperCase() + f.slice(1);
  return lastInitial ? `${name} ${lastInitial}.` : name;
}

/** Notes every report on people carries, so a reader knows who is left out. */
export function privacyNotes(ctx: ReportContext, who: 'planners' | 'leads' | 'guests'): string[] {
  const notes: string[] = [];
  if (!ctx.includeRestricted) notes.push(message('report.excludesRestricted', { who }));
  if (!ctx.includeOptout) notes.push(message('report.excludesOptedOut', { who }));
  return notes;
}

/** Names the records gave for the ids and slugs a query filters on, lower-cased id -> name. */
export type KnownNames = ReadonlyMap<string, string>;

/**
 * What the figures are limited to, in words: the property type, then each property and
 * discovery by the name the records gave it, else by its slug (`harbor-view-inn` ->
 * `Harbor View Inn`) or the start of its id.
 */
export function filterWords(query: ReportQuery, names: KnownNames = new Map()): string[] {
  const words: string[] = [];
  if (query.propertyType) {
    words.push(capitalized(made(propertyTypeWord(query.propertyType))));
  }
  const named = (id: string, noun: 'filter.property' | 'filter.discovery') =>
    names.get(id.toLowerCase()) ?? (isGuid(id) ? message(noun, { id: id.slice(0, 8) }) : propertyName(id, id));
  for (const id of query.properties) words.push(named(id, 'filter.property'));
  for (const id of query.discoveries) words.push(named(id, 'filter.discovery'));
  return words;
}

/** `Condotels` for `condotels`: a word that starts a line. */
export function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function isGuid(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}

/** The service's default attribution window, in days. */
export const DEFAULT_DELAY = 15;

/** Options that change what the figures mean, when they are not the defaults. */
export function settingWords(query: ReportQuery, ctx: Pick<ReportContext, 'timeZone'>): string[] {
  const words: string[] = [];
  for (const word of settingWordsOf(query, ctx.timeZone ?? 'UTC')) words.push(made(word));
  return words;
}

/** The settings of `query` that are not the defaults, as words the catalogue says (src/render/relabel.ts says them again). */
export function settingWordsOf(query: ReportQuery, timeZone: string): Word[] {
  const words: Word[] = [];
  if (query.delay !== undefined && query.delay !== DEFAULT_DELAY) words.push(settingWord('attribution', query.delay));
  if (query.compare === 'none') words.push(settingWord('notCompared'));
  if (query.weekStartsOn !== 'Sunday') words.push(settingWord('weekStarts', query.weekStartsOn));
  if (query.timeZone !== timeZone) words.push(settingWord('timeZone', query.timeZone));
  return words;
}

/** A report skeleton with the common fields filled in, the periods' notes first. */
export function baseReport(query: ReportQuery, ctx: ReportContext, title: string, periods: Periods, names?: KnownNames): Report {
  return {
    kind: query.report,
    title,
    filters: filterWords(query, names),
    settings: settingWords(query, ctx),
    query,
    period: periods.period,
    comparison: periods.comparison,
    currency: ctx.currency,
    metrics: [],
    tables: [],
    series: [],
    highlights: [],
    insights: [],
    notes: [...periods.notes],
    emptyMessage: null,
    sections: [],
    generatedAt: ctx.now.toISOString(),
  };
}

/** Default number of rows in ranked tables and of story highlights. */
export const DEFAULT_TOP = 5;

/** The report with every story's photo link, digest sections included, replaced by `to(url)`. */
export function withPhotoUrls(report: Report, to: (url: string) => string | null): Report {
  return {
    ...report,
    highlights: report.highlights.map((h) => ({ ...h, photoUrl: h.photoUrl === null ? null : to(h.photoUrl) })),
    sections: report.sections.map((s) => withPhotoUrls(s, to)),
  };
}
