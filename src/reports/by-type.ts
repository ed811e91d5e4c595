/**
 * Drivers by property type for the lodging reports (bookings, occupancy). Their requests carry
 * no breakdown, so the report asks the service once per property type and period
 * (PROPERTY_TYPES.length × 2 = 10 more requests) and, when a figure moved a lot, names the
 * types that drove the change. The lookup is asked only where it can explain something:
 *
 * - without a `type` filter (with one, there is nothing to break down);
 * - with a comparison;
 * - for stay or booking dates that are all past: future stay dates are compared with final
 *   figures (last year's), so every type "falls" while its books fill, and naming drivers of
 *   that would mislead. Occupancy ahead says pickup instead (pickup.ts).
 *
 * Whether the headline moved by DRIVERS_LOOKUP_CHANGE (as referrals) is known only from the
 * report's own answer, so the lookup goes out with the report's requests, in one wave
 * (issue 33), and its answer is dropped when the change turns out smaller.
 */
import { PROPERTY_TYPES, type PropertyType, type ReportQuery, type ResolvedRange } from '../query/types.js';
import type { Periods } from './common.js';
import { breakdownTable, type BreakdownSpec } from './breakdown.js';
import { afterColon, userMessageOf } from '../errors.js';
import { driversOf, membersOf, type Dimension } from './insights.js';
import { capitalized } from './common.js';
import { made, propertyTypeWord } from '../catalogue/words.js';
import { message } from '../messages/index.js';
import { DRIVERS_LOOKUP_CHANGE } from './referrals.js';
import type { Insight, Metric, Table } from '../catalogue/types.js';

/** `Condotels`, as a member of the breakdown reads. */
/** How people name the property-type breakdown, in both lodging reports ("by hotel type", "which segment"). */
export const PROPERTY_TYPE_WORDS: readonly string[] = [
  'property type',
  'hotel type',
  'type',
  'segment',
  'kind of property',
  'property kind',
  'type of property',
  'kind of place',
  'type of place',
  'kind of hotel',
  'type of hotel',
  'kind of lodging',
  'type of lodging',
  'lodging type',
  'accommodation type',
  'type of accommodation',
  // Owners and asset managers: a property type is an asset class.
  'asset class',
  'asset type',
];

export function typeName(type: PropertyType): string {
  return capitalized(made(propertyTypeWord(type)));
}

/** Whether the report asks for its figures by property type, known before any answer (see the file header). */
export function mayWantTypeLookup(query: ReportQuery, periods: Periods, today: string): boolean {
  return query.propertyType === undefined && periods.comparison !== null && periods.period.end < today;
}

/** Whether the headline moved enough for the drivers by property type to be said. */
export function wantsTypeLookup(query: ReportQuery, periods: Periods, today: string, headline: Metric | undefined): boolean {
  const relative = headline?.change?.relative;
  return mayWantTypeLookup(query, periods, today) && relative != null && Math.abs(relative) >= DRIVERS_LOOKUP_CHANGE;
}

/** The lookup by property type, sent; read it with `typeDrivers` once the headline is known. */
export type TypeLookup = Promise<Dimension>;

/**
 * Sends the lookup now, beside the report's own requests, when `mayWantTypeLookup`; null
 * otherwise. A lookup nobody reads fails quietly: its answer was not needed.
 */
export function startTypeLookup(
  query: ReportQuery,
  periods: Periods,
  today: string,
  valueOf: (range: ResolvedRange, type: PropertyType) => Promise<number>,
): TypeLookup | null {
  if (!mayWantTypeLookup(query, periods, today)) return null;
  const lookup = typeDimension(periods, valueOf);
  lookup.catch(() => undefined);
  return lookup;
}

/**
 * The breakdown by property type of one figure in both periods: `valueOf(range, type)` gives
 * the figure of one type (cents for money), every request at once.
 */
async function typeDimension(periods: Periods, valueOf: (range: ResolvedRange, type: PropertyType) => Promise<number>): Promise<Dimension> {
  const comparison = periods.comparison!;
  const [now, before] = await Promise.all(
    [periods.period, comparison].map(
      async (range) => new Map(await Promise.all(PROPERTY_TYPES.map(async (t) => [typeName(t), await valueOf(range, t)] as const))),
    ),
  );
  return membersOf('propertyType', now!, before!);
}

/**
 * The drivers of `headline` by property type from the lookup sent, when `wantsTypeLookup`. The lookup
 * explains the figures; it is not them: when it fails, the report still goes out, with a note
 * instead of the sentence (a cancelled report is still cancelled).
 */
export async function typeDrivers(
  headline: Metric,
  totals: { now: number; before: number },
  lookup: TypeLookup,
  signal?: AbortSignal,
): Promise<{ insight: Insight | null; note: string | null }> {
  try {
    const types = await lookup;
    // Types that add up to more than the whole overlap (a service that ignores `type`): they
    // are no breakdown of the change, so nothing is said. Less than the whole is fine: the
    // untyped rest is part of "other property types".
    const sum = (m: ReadonlyMap<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
    if (sum(types.now) > totals.now || sum(types.before!) > totals.before) return { insight: null, note: null };
    return { insight: driversOf(headline, [types]), note: null };
  } catch (err) {
    if (signal?.aborted) throw err;
    return {
      insight: null,
      note: message('note.byType.failed', { reason: afterColon(userMessageOf(err)) }),
    };
  }
}

/** A report's request for one property type and range. */
export type TypeRequest<T> = (range: ResolvedRange, type: PropertyType) => Promise<T>;

/**
 * `request`, sent once per property type and range however often it is asked for: the
 * breakdown by property type and the drivers lookup read the same answers.
 */
export function oncePerType<T>(request: TypeRequest<T>): TypeRequest<T> {
  const sent = new Map<string, Promise<T>>();
  return (range, type) => {
    const key = `${range.start}..${range.end} ${type}`;
    const answer = sent.get(key) ?? request(range, type);
    sent.set(key, answer);
    return answer;
  };
}

/** Every property type's answer for the period and, when compared, for its comparison. */
export interface TypeAnswers<T> {
  now: [PropertyType, T][];
  before: [PropertyType, T][] | null;
}

/** Asks for every property type in the period and its comparison, all at once (`by property type`). */
export function askEveryType<T>(periods: Periods, request: TypeRequest<T>): Promise<TypeAnswers<T>> {
  const all = (range: ResolvedRange) => Promise.all(PROPERTY_TYPES.map(async (t) => [t, await request(range, t)] as [PropertyType, T]));
  const answers = Promise.all([all(periods.period), periods.comparison ? all(periods.comparison) : null]).then(([now, before]) => ({ now, before }));
  // Read once the report's own answer is in; a failure before then is the report's, not an unhandled one.
  answers.catch(() => undefined);
  return answers;
}

/** How a report shows its figures of one property type. */
export interface TypeFigures<T> extends Pick<BreakdownSpec, 'kind' | 'key' | 'title' | 'columns' | 'top'> {
  /** The type's figures, keyed as `columns`; the first is the measure. */
  figures(answer: T): Record<string, number | null>;
  /** What adds up over the types to the report's whole (cents, nights), to check that they do. */
  part(answer: T): number;
  /** The report's whole of `part`. */
  whole: number;
  /** Each type's share of the measure, where the measure adds up. */
  share: boolean;
}

/**
 * The breakdown by property type as a table, from every type's answer. Types that add up to
 * more than the whole overlap (a service that ignores `type`): no breakdown, and a note says so.
 */
export function typeTable<T>(answers: TypeAnswers<T>, spec: TypeFigures<T>): { table: Table | null; note: string | null } {
  const parts = answers.now.reduce((sum, [, answer]) => sum + spec.part(answer), 0);
  if (parts > spec.whole) {
    return { table: null, note: message('note.byType.overlap') };
  }
  const measure = spec.columns[0].key;
  const now = answers.now.map(([type, answer]) => ({ name: typeName(type), values: spec.figures(answer) }));
  const before = answers.before && new Map(answers.before.map(([type, answer]) => [typeName(type), spec.figures(answer)[measure] ?? 0] as const));
  const shareOf = now.reduce((sum, m) => sum + (m.values[measure] ?? 0), 0);
  const table = breakdownTable({ ...spec, now, before, ...(spec.share ? { shareOf } : {}) });
  return { table, note: parts < spec.whole ? message('note.byType.untyped') : null };
}

/** The columns with the figure asked about first (`query.focus`, under its column's key): the types are ranked by it. */
export function rankedBy(columns: TypeFigures<unknown>['columns'], key: string | undefined): TypeFigures<unknown>['columns'] {
  const at = columns.findIndex((c) => c.key === key);
  return at <= 0 ? columns : [columns[at]!, ...columns.filter((_, k) => k !== at)];
}
