import type { ReportingApi } from '../api/client.js';
import type { ComparisonRange, ReportKind, ReportQuery, ResolvedRange } from '../query/index.js';
import type { Better, MetricKey, Unit } from '../query/metrics.js';

export type { Better, MetricKey, Unit };

/**
 * A computed report: plain, serialisable data with no chat formatting. Every renderer
 * (Slack blocks, Teams card, text, HTML, chart) reads this and nothing else.
 *
 * Privacy: no e-mail address, phone number, last name or record id of a person is ever
 * placed here. People appear as first name plus last initial (`Ana L.`).
 */
export interface Report {
  kind: ReportKind;
  /** Short title, e.g. `Referrals`, `Referrals by channel`. */
  title: string;
  /**
   * What the figures are limited to, in words, shown beside the title so a message posted in
   * a channel never reads as the whole portfolio: `Condotels`, `Harbor View Inn`.
   */
  filters: string[];
  /** Options that change what a figure means, in words, shown with the period: `attribution window 30 days`. */
  settings: string[];
  query: ReportQuery;
  period: ResolvedRange;
  /** The period the figures are compared with, like for like; null when not compared (a note says why). */
  comparison: ComparisonRange | null;
  /** ISO 4217 code of every currency figure in this report. */
  currency: string;
  /** Headline figures, most important first. */
  metrics: Metric[];
  tables: Table[];
  series: Series[];
  highlights: StoryHighlight[];
  /** Caveats a reader should know, e.g. `Excludes privacy-restricted leads.` */
  notes: string[];
  /** Set when the period has no data at all; renderers show this sentence instead of zeros. */
  emptyMessage: string | null;
  /** Sections of a digest, each a compact report of its own; empty for other reports. */
  sections: Report[];
  /** ISO instant the report was computed. */
  generatedAt: string;
}

/** A headline figure with its comparison. `value` null means "no data", never zero. */
export interface Metric {
  /** Stable key, e.g. `occupancy`, `referralRevenue`; see `METRICS` for its definition. */
  key: MetricKey;
  label: string;
  unit: Unit;
  /** Which way is good; renderers word a change as better or worse from it. */
  better: Better;
  value: number | null;
  previous: number | null;
  change: Change | null;
}

/**
 * The change against the comparison period. For percentages, `absolute` is in percentage
 * points and is what renderers show; `relative` is null when the previous value is zero or
 * negative (a change from nothing, or from net refunds, has no meaningful percentage; the
 * absolute change is shown instead). `direction` is `flat` when the change shown would
 * round to zero, so "no change" and "▲ 0.0%" can never both describe the same thing.
 */
export interface Change {
  absolute: number;
  relative: number | null;
  direction: 'up' | 'down' | 'flat';
}

/** A ranked or per-period table; cells are raw values, formatted by renderers using `unit`. */
export interface Table {
  key: string;
  title: string;
  columns: Column[];
  rows: Record<string, string | number | null>[];
  /** Rows left out after the top N, so a renderer can say "and 12 more". */
  moreRows: number;
}
export interface Column {
  key: string;
  label: string;
  /** Absent for text columns. */
  unit?: Unit;
}

/** One chart's data: labels on the x axis and one or more datasets over them. */
export interface Series {
  /** Stable key, e.g. `occupancyTrend`; charts and digest sections are matched on it. */
  key: string;
  /**
   * `trend`: figures over the period in time order, the comparison period as a dataset of its
   * own; `ranking`: the top members of a breakdown, largest first.
   */
  kind: 'trend' | 'ranking';
  title: string;
  labels: string[];
  datasets: Dataset[];
}
export interface Dataset {
  label: string;
  unit: Unit;
  values: (number | null)[];
  /** Comparison data (drawn dashed or lighter). */
  comparison?: boolean;
}

/** A guest photo story, ready to show: no contact details, person as `Ana L.`. */
export interface StoryHighlight {
  property: string;
  person: string;
  caption: string | null;
  quote: string | null;
  rating: number | null;
  score: number | null;
  photoUrl: string;
  /** `yyyy-MM-dd`. */
  submittedOn: string;
}

/** What a report needs to run; passed down from main, never imported. */
export interface ReportContext {
  api: ReportingApi;
  /** The instant the report runs; relative ranges are resolved against it. */
  now: Date;
  /** The zone dates are read in when a command names none; a query in another zone says so. */
  timeZone?: string;
  currency: string;
  /** Whether privacy-restricted / opted-out people are included (config), for the notes. */
  includeRestricted: boolean;
  includeOptout: boolean;
  signal?: AbortSignal;
}

/** One report kind: its name and how it is computed. */
export interface ReportDefinition {
  kind: ReportKind;
  run(query: ReportQuery, ctx: ReportContext): Promise<Report>;
}
