/**
 * A report broken down by a field of its records (`signups last week by country`): one table
 * of its members, largest first by the report's measure, the top N of them, each with its
 * share of the whole (for counts) and its change against the comparison period; the members
 * left out are counted in `moreRows` ("and 12 more"), as the referral breakdowns do; and the
 * ranking chart of the same rows. The members come from what the report already tallies for
 * its insights (its `Tally`s and by-type lookups), so a breakdown asks the service nothing more.
 *
 * Members are names of places, properties, discoveries, categories and property types, never
 * of people.
 */
import { BREAKDOWN_NAMES } from '../query/labels.js';
import type { ReportQuery } from '../query/types.js';
import { changeOf, ratio } from './figures.js';
import type { Members } from './insights.js';
import type { Series, Table, TableColumn, Unit } from '../catalogue/types.js';

/** `Signups by country`: the title of a report with its breakdown, as the ack, header and help say it. */
export function titleWithBreakdown(title: string, query: Pick<ReportQuery, 'breakdown'>): string {
  return query.breakdown ? `${title} by ${BREAKDOWN_NAMES[query.breakdown]}` : title;
}

/** One member of a breakdown and its figures, keyed as the table's columns. */
export interface Member {
  name: string;
  values: Record<string, number | null>;
}

/** A figure column of a breakdown table. */
type Figure = TableColumn & { unit: Unit };

/** What a breakdown table shows. */
export interface BreakdownSpec {
  key: string;
  title: string;
  /** The first column's label: `Country`, `Property type`. */
  nameLabel: string;
  /** The figures of each member; the first is the measure the rows are ranked and compared by. */
  columns: [Figure, ...Figure[]];
  now: readonly Member[];
  /** The measure of each member in the comparison period; null when not compared. */
  before: Members | null;
  top: number;
  /** Adds each member's share of this total of the measure (counts, which add up). */
  shareOf?: number;
}

/** The breakdown as a table: top members by the measure, their share and change; the rest counted. */
export function breakdownTable(spec: BreakdownSpec): Table {
  const measure = spec.columns[0];
  const valueOf = (m: Member) => m.values[measure.key] ?? -Infinity;
  const sorted = [...spec.now].sort((a, b) => valueOf(b) - valueOf(a) || a.name.localeCompare(b.name));
  const { shareOf } = spec;
  const share = shareOf !== undefined;
  const columns: TableColumn[] = [
    { key: 'name', label: spec.nameLabel },
    ...spec.columns,
    ...(share ? [{ key: 'share', label: 'Share', unit: 'percent' as const }] : []),
    ...(spec.before ? [{ key: 'change', label: 'Change', unit: 'ratio' as const }] : []),
  ];
  const rows = sorted.slice(0, spec.top).map((m) => {
    const value = m.values[measure.key] ?? null;
    const row: Table['rows'][number] = { name: m.name, ...m.values };
    if (shareOf !== undefined) row.share = value === null ? null : ratio(value, shareOf);
    // A member new in this period has no percentage change (there was nothing to change from).
    if (spec.before) row.change = changeOf(value, spec.before.get(m.name) ?? 0, measure.unit)?.relative ?? null;
    return row;
  });
  return { key: spec.key, title: spec.title, columns, rows, moreRows: Math.max(0, sorted.length - spec.top) };
}

/** A breakdown of counts (a report's `Tally`): members, their share of all, and the change. */
export function countBreakdown(
  key: string,
  title: string,
  nameLabel: string,
  countLabel: string,
  now: Members,
  before: Members | null,
  top: number,
): Table {
  const total = [...now.values()].reduce((s, n) => s + n, 0);
  return breakdownTable({
    key,
    title,
    nameLabel,
    columns: [{ key: 'count', label: countLabel, unit: 'count' }],
    now: [...now].map(([name, count]) => ({ name, values: { count } })),
    before,
    top,
    shareOf: total,
  });
}

/** The ranking chart of a breakdown table's rows by one of its figures. */
export function rankingOf(table: Table, column: string, label: string, unit: Unit): Series {
  return {
    key: table.key,
    kind: 'ranking',
    title: table.title,
    labels: table.rows.map((r) => String(r.name)),
    datasets: [{ label, unit, values: table.rows.map((r) => (typeof r[column] === 'number' ? (r[column] as number) : null)) }],
  };
}

/** `Massachusetts, United States`: a place from its parts, the missing ones left out. */
export function placeName(...parts: (string | null | undefined)[]): string {
  const named = parts.map((p) => p?.trim()).filter((p): p is string => !!p);
  return named.length > 0 ? named.join(', ') : 'Unknown';
}
