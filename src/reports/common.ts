import { daysInMonth, formatDay, plusDays, previousRange, resolveRange, type ReportQuery, type ResolvedRange } from '../query/index.js';
import type { Change, Metric, Report, ReportContext, Series, Table, Unit } from './types.js';

/**
 * Money is added up in integer cents: summing thousands of binary floating-point amounts
 * drifts by cents, and a revenue figure must be right to the cent.
 */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}
export function fromCents(cents: number): number {
  return cents / 100;
}
export function sumMoney(amounts: Iterable<number>): number {
  let cents = 0;
  for (const a of amounts) cents += toCents(a);
  return fromCents(cents);
}

/** `a / b`, or null when there is nothing to divide by (never NaN or Infinity in a report). */
export function ratio(a: number, b: number): number | null {
  return b === 0 ? null : a / b;
}

/** The change from `previous` to `value`; percentages change in points. */
export function changeOf(value: number | null, previous: number | null): Change | null {
  if (value === null || previous === null) return null;
  const absolute = value - previous;
  const relative = previous === 0 ? null : absolute / Math.abs(previous);
  // A change below a hundredth of a unit is rounding noise, not news.
  const direction = Math.abs(absolute) < 0.005 ? 'flat' : absolute > 0 ? 'up' : 'down';
  return { absolute, relative, direction };
}

export function metric(key: string, label: string, unit: Unit, value: number | null, previous: number | null = null): Metric {
  return { key, label, unit, value, previous, change: changeOf(value, previous) };
}

/** The report's period and, unless the query says `no-compare`, the one it is compared with. */
export function periodsOf(query: ReportQuery, now: Date): { period: ResolvedRange; comparison: Report['comparison'] } {
  const period = resolveRange(query, now);
  if (query.compare === 'none') return { period, comparison: null };
  return { period, comparison: { ...previousRange(period, query.compare), kind: query.compare } };
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
    const k = key && key.trim() ? key.trim() : 'Unknown';
    this.counts.set(k, (this.counts.get(k) ?? 0) + by);
  }
  get(key: string): number {
    return this.counts.get(key) ?? 0;
  }
  get size(): number {
    return this.counts.size;
  }
  /** Largest first; ties by name so output is stable. */
  sorted(): [string, number][] {
    return [...this.counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  }
}

/** A two-column ranked table (name, count, share of total) limited to the top `n`. */
export function rankedTable(key: string, title: string, nameLabel: string, tally: Tally, n: number, countLabel = 'Count'): Table {
  const sorted = tally.sorted();
  const total = sorted.reduce((s, [, c]) => s + c, 0);
  return {
    key,
    title,
    columns: [
      { key: 'name', label: nameLabel },
      { key: 'count', label: countLabel, unit: 'count' },
      { key: 'share', label: 'Share', unit: 'percent' },
    ],
    rows: sorted.slice(0, n).map(([name, count]) => ({ name, count, share: ratio(count, total) })),
    moreRows: Math.max(0, sorted.length - n),
  };
}

/** Every calendar day from `start` to `end` inclusive, `yyyy-MM-dd`. */
export function daysOf(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = start; day <= end; day = plusDays(day, 1)) days.push(day);
  return days;
}

/**
 * A per-day chart series over the report's period. A dataset with its own `range` (the
 * comparison period) is drawn day by day under the period's days; the shorter one ends early.
 */
export function perDaySeries(
  key: string,
  title: string,
  period: ResolvedRange,
  datasets: { label: string; tally: Tally; range?: ResolvedRange; comparison?: boolean }[],
): Series {
  const days = daysOf(period.start, period.end);
  return {
    key,
    title,
    labels: days.map(shortDay),
    datasets: datasets.map((d) => {
      const own = d.range ? daysOf(d.range.start, d.range.end) : days;
      return {
        label: d.label,
        unit: 'count' as const,
        values: days.map((_, i) => (i < own.length ? d.tally.get(own[i]!) : null)),
        ...(d.comparison ? { comparison: true } : {}),
      };
    }),
  };
}

/** `Oct 4` for `2026-10-04`. */
export function shortDay(day: string): string {
  return formatDay(day, 'MMM d');
}
/** `Oct 2026` for a month number (1–12) and year. */
export function monthLabel(year: number, month: number): string {
  // A month number the service should never send is shown as it came, not moved to another month.
  if (!Number.isInteger(month) || month < 1 || month > 12) return `M${month} ${year}`;
  return formatDay(`${year}-${String(month).padStart(2, '0')}-01`, 'MMM yyyy');
}

/** Label of a lodging group: `Nov 22–28` (weeks and partial months), `Nov 22`, `Nov 2026`. */
export function groupLabel(start: string, end: string): string {
  if (start === end) return shortDay(start);
  const lastOfMonth = daysInMonth(Number(end.slice(0, 4)), Number(end.slice(5, 7)));
  if (start.slice(0, 7) === end.slice(0, 7) && start.endsWith('-01') && Number(end.slice(8, 10)) === lastOfMonth) {
    return monthLabel(Number(start.slice(0, 4)), Number(start.slice(5, 7)));
  }
  if (start.slice(0, 7) === end.slice(0, 7)) return `${shortDay(start)}–${Number(end.slice(8, 10))}`;
  return `${shortDay(start)} – ${shortDay(end)}`;
}

/** `Ana L.`: the only form in which a person appears in a report. */
export function personName(first: string | null, lastInitial: string | null): string {
  const f = first?.trim().split(/\s+/)[0];
  if (!f) return 'A guest';
  const name = f.charAt(0).toUpperCase() + f.slice(1);
  return lastInitial ? `${name} ${lastInitial}.` : name;
}

/** Notes every report on people carries, so a reader knows who is left out. */
export function privacyNotes(ctx: ReportContext, who: string): string[] {
  const notes: string[] = [];
  if (!ctx.includeRestricted) notes.push(`Excludes privacy-restricted ${who}.`);
  if (!ctx.includeOptout) notes.push(`Excludes ${who} who opted out.`);
  return notes;
}

/** A report skeleton with the common fields filled in. */
export function baseReport(
  query: ReportQuery,
  ctx: ReportContext,
  title: string,
  periods: { period: ResolvedRange; comparison: Report['comparison'] },
): Report {
  return {
    kind: query.report,
    title,
    query,
    period: periods.period,
    comparison: periods.comparison,
    currency: ctx.currency,
    metrics: [],
    tables: [],
    series: [],
    highlights: [],
    notes: [],
    emptyMessage: null,
    sections: [],
    generatedAt: ctx.now.toISOString(),
  };
}

/** Default number of rows in ranked tables and of story highlights. */
export const DEFAULT_TOP = 5;
