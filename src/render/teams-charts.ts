/**
 * A report's charts as Teams draws charts itself (`Chart.Line`, `Chart.HorizontalBar`, typed by
 * `@microsoft/teams.cards`): no hosting, no upload, themed with the client, dark mode included.
 * A trend is a line per dataset (the period and the one it is compared with); a ranking is a bar
 * per member. Each carries the PNG as its Adaptive Card `fallback`, the format's own mechanism:
 * a client that cannot draw `Chart.*` shows the picture instead (or, while the picture is being
 * drawn or could not be, the line saying so). A series too long to read as a card's chart (more
 * than `NATIVE_POINTS` points) stays a picture.
 */
import type { Series } from '../catalogue/types.js';
import type { ChartFallback, NativeChart } from './adaptive-card.js';
import { MAX_RANKED_ROWS } from './chart-configs.js';

/** Points a line chart takes before it is better read as a picture: two months of days. */
export const NATIVE_POINTS = 62;

const isFigure = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/** The series as Teams' own chart, or null where it has no such chart or too many points. */
export function nativeChart(series: Series, fallback: ChartFallback): NativeChart | null {
  const unit = series.datasets[0]?.unit;
  const datasets = series.datasets.filter((d) => d.unit === unit);
  if (datasets.length === 0) return null;
  if (series.kind === 'ranking') {
    const first = datasets[0]!;
    const data = series.labels.slice(0, MAX_RANKED_ROWS).flatMap((x, i) => (isFigure(first.values[i]) ? [{ x, y: first.values[i]! }] : []));
    return data.length === 0 ? null : { type: 'Chart.HorizontalBar', title: series.title, data, fallback };
  }
  if (series.labels.length > NATIVE_POINTS) return null;
  // The period's first, second, … day (or week): the comparison's line lies over its own, and the
  // axis says which dates they are (text labels of a month of days would be cut to their first letter).
  const data = datasets.map((d) => ({
    legend: d.label,
    values: series.labels.flatMap((_, i) => (isFigure(d.values[i]) ? [{ x: i + 1, y: d.values[i]! }] : [])),
  }));
  if (data.every((d) => d.values.length === 0)) return null;
  const xAxisTitle = `${series.labels[0]} – ${series.labels.at(-1)}`;
  return { type: 'Chart.Line', title: series.title, xAxisTitle, data, fallback };
}
