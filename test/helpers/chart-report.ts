/**
 * Hand-made reports for the chart tests: only what the chart configs read (kind, query,
 * period, series, sections, empty message) is meaningful; the rest is the same for all.
 */
import { sampleQuery } from '../../scripts/sample-reports.js';
import type { ReportKind, ResolvedRange } from '../../src/query/index.js';
import type { Report, Series } from '../../src/catalogue/types.js';
import type { ChartSpec } from '../../src/render/chart-types.js';

export const LAST_WEEK: ResolvedRange = {
  start: '2026-11-08',
  end: '2026-11-14',
  fullEnd: '2026-11-14',
  label: 'Last week · Nov 8–14, 2026',
  days: 7,
  status: 'past',
};

/** A report of `kind` asked as `command`, over `period`, with `series`; `extra` replaces any field. */
export function chartReport(kind: ReportKind, command: string, period: ResolvedRange, series: Series[], extra: Partial<Report> = {}): Report {
  return {
    kind,
    title: 'Test',
    filters: [],
    settings: [],
    query: sampleQuery(command),
    period,
    comparison: null,
    currency: 'USD',
    metrics: [],
    tables: [],
    series,
    highlights: [],
    insights: [],
    notes: [],
    emptyMessage: null,
    sections: [],
    generatedAt: '2026-11-21T10:00:00.000Z',
    ...extra,
  };
}

/** Two bars, a and b: the least a renderer can draw. */
export const TWO_BARS: ChartSpec['config'] = { type: 'bar', data: { labels: ['a', 'b'], datasets: [{ data: [1, 2] }] } };

/** A plain JSON spec around `config` as the renderers get it (no units, so no tick formatters); `extra` replaces any field. */
export function chartSpec(config: ChartSpec['config'], extra: Partial<ChartSpec> = {}): ChartSpec {
  return { key: 'k', title: 'T', alt: 'a chart', config, axisUnits: {}, currency: 'USD', ...extra };
}
