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
import type { ReportQuery } from '../query/types.js';
import { changeOf, ratio } from './figures.js';
import type { Members } from './insights.js';
import { labelled, type ColumnOf } from './common.js';
import type { Series, Table, TableColumn, Unit } from '../catalogue/types.js';
import { columnWord, datasetWord, made, titleWord, type Word } from '../catalogue/words.js';
import { message } from '../messages/index.js';

/**
 * `Signups by country`, `Weekly digest`: the title of a report of `kind` for `query`, from the
 * catalogue (`title.<kind>`), as the ack, header and help say it.
 */
export function reportTitle(kind: string, query: Pick<ReportQuery, 'range' | 'breakdown'>): string {
  return made(titleWord(kind, query));
}

/** One member of a breakdown and its figures, keyed as the table's columns. */
export interface Member {
  name: string;
  values: Record<string, number | null>;
}

/** A figure column of a breakdown table: its key and unit (its label: `count`, else the catalogue's by keys). */
type Figure = ColumnOf & { unit: Unit; label?: Word };

/** What a breakdown table shows. */
export interface BreakdownSpec {
  /** The report's kind: the columns' labels are the catalogue's by it, the table's key and their own. */
  kind: string;
  key: string;
  /** A breakdown's table is the report itself: titled as the report. */
  title: string;
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
  const figure = (c: Figure): TableColumn => ({ key: c.key, label: made(c.label ?? columnWord(spec.kind, spec.key, c.key)), unit: c.unit });
  const columns: TableColumn[] = [
    ...labelled(spec.kind, spec.key, [{ key: 'name' }]),
    ...spec.columns.map(figure),
    ...labelled(spec.kind, spec.key, [
      ...(share ? [{ key: 'share', unit: 'percent' as const }] : []),
      ...(spec.before ? [{ key: 'change', unit: 'ratio' as const }] : []),
    ]),
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
export function countBreakdown(kind: string, key: string, title: string, now: Members, before: Members | null, top: number): Table {
  const total = [...now.values()].reduce((s, n) => s + n, 0);
  return breakdownTable({
    kind,
    key,
    title,
    columns: [{ key: 'count', unit: 'count', label: columnWord(kind, key, 'count') }],
    now: [...now].map(([name, count]) => ({ name, values: { count } })),
    before,
    top,
    shareOf: total,
  });
}

/** The ranking chart of a breakdown table's rows by one of its figures, named as the catalogue's `dataset.<kind>`. */
export function rankingOf(kind: string, table: Table, column: string, unit: Unit): Series {
  const label = made(datasetWord(kind, table.key));
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
  return named.length > 0 ? named.join(', ') : message('member.unknown');
}
