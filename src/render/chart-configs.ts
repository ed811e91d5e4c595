import type { ChartConfiguration } from 'chart.js';
import { percentOf } from '../reports/figures.js';
import type { Dataset, Report, Series, Unit } from '../catalogue/types.js';
import { describeChart, truncate } from './chart-alt.js';
import type { ChartSpec } from './chart-types.js';
import { localeOf, periodLabel } from './format.js';
import { localLabel } from './locale.js';

/**
 * Report series -> Chart.js v4 configurations. Pure: the configs are plain JSON (see
 * `ChartSpec`), so the same spec can be drawn here or by QuickChart from a URL.
 */

/**
 * Okabe–Ito colours: distinguishable with the common colour-vision deficiencies and dark
 * enough to read against the white background in Slack's light and dark themes alike.
 */
export const CHART_COLOURS = ['#0072B2', '#E69F00', '#009E73', '#D55E00', '#CC79A7', '#56B4E9'] as const;
/** Comparison periods are grey and dashed, so they read as "the other one" without colour. */
export const COMPARISON_COLOUR = '#8C8C8C';
const TEXT = '#1F2328';
const MUTED = '#57606A';
const GRID = '#E3E6EA';

/** Charts per report at most: more images than that drown the figures of the message. */
export const MAX_CHARTS = 2;
/** Category ticks on a time axis at most; Chart.js skips labels in between. */
export const MAX_TICKS = 12;
/** Rows of a ranked (horizontal) chart at most; each row keeps its label, so none are skipped. */
export const MAX_RANKED_ROWS = 12;
const LABEL_MAX = 24;
const RANKED_LABEL_MAX = 32;
/** Lines lose their dots past this many points: dots that touch are noise. */
const DOTS_UP_TO = 62;

/** Trends of more points than this are lines: bars that thin read as noise. */
export const BARS_UP_TO = 14;

/** How one series is drawn. */
interface Recipe {
  type: 'bar' | 'line';
  /** Horizontal bars of a ranked list (top channels, top countries). */
  ranked: boolean;
}

function recipeFor(series: Series): Recipe {
  if (series.kind === 'ranking') return { type: 'bar', ranked: true };
  return { type: series.labels.length > BARS_UP_TO ? 'line' : 'bar', ranked: false };
}

/**
 * The charts of a report, in the order of its series, at most `MAX_CHARTS`.
 *
 * - A report with an `emptyMessage`, and a series with no figure at all, get no chart: the
 *   message says the period is empty, and a chart of zeros or of nothing would look broken.
 * - A series of one point gets no chart: one bar says nothing the headline figure or the
 *   table does not (`bookings yesterday`, a ranking of one channel). A trend's comparison
 *   period is drawn beside it, dashed and grey.
 * - A digest gets no charts of its own: it is a compact overview, and four images would
 *   bury it. Call `chartConfigs(section)` for a section's charts if wanted.
 *
 * Never throws on odd data (nulls, mismatched lengths, long labels, hundreds of points).
 */
export function chartConfigs(report: Report): ChartSpec[] {
  if (report.kind === 'digest' || report.emptyMessage) return [];
  const drawable = report.series.filter((s) => hasFigures(s) && s.labels.length >= 2);
  return drawable.slice(0, MAX_CHARTS).map((s) => chartSpec(report, s));
}

function hasFigures(s: Series): boolean {
  return s.labels.length > 0 && s.datasets.some((d) => d.values.some((v, i) => i < s.labels.length && isFigure(v)));
}

/** The spec of one series; exported for renderers that pick series themselves. */
export function chartSpec(report: Report, series: Series): ChartSpec {
  const recipe = recipeFor(series);
  const rows = recipe.ranked ? Math.min(series.labels.length, MAX_RANKED_ROWS) : series.labels.length;
  const labels = series.labels.slice(0, rows).map((l) => String(l ?? ''));
  // Values beyond the labels are dropped and missing ones are gaps, so lengths always agree.
  const datasets = series.datasets.map((d) => ({ ...d, values: labels.map((_, i) => (isFigure(d.values[i]) ? d.values[i]! : null)) }));
  const horizontal = recipe.ranked;
  const units = [...new Set(datasets.map((d) => d.unit))];
  // Two units get two axes; a third has no axis it could be read on, so it is left out, and
  // so is a second unit of a ranking, whose bars have one value axis only.
  const primary: Unit = units[0] ?? 'count';
  const secondary: Unit | null = horizontal ? null : (units[1] ?? null);
  const shown = datasets.filter((d) => d.unit === primary || d.unit === secondary);
  const subtitle = subtitleOf(report, shown);
  const valueId = horizontal ? 'x' : 'y';
  const categoryId = horizontal ? 'y' : 'x';
  const secondaryId = 'y1';
  const primaryTitle = axisTitle(horizontal ? (shown[0]?.label ?? series.title) : series.title, primary, report.currency);

  let colour = 0;
  // Bars and lines mix when the comparison (always a dashed line) or a second unit joins bars.
  const mixed = recipe.type === 'bar' && shown.some((d) => d.comparison || d.unit === secondary);
  const chartDatasets = shown.map((d) => {
    const onSecondary = d.unit === secondary;
    const type = onSecondary || d.comparison ? 'line' : recipe.type;
    const c = d.comparison ? COMPARISON_COLOUR : CHART_COLOURS[colour++ % CHART_COLOURS.length]!;
    const base = {
      label: d.label,
      data: d.values.map((v) => scaled(v, d.unit)),
      ...(horizontal ? {} : { yAxisID: onSecondary ? secondaryId : valueId }),
    };
    if (type === 'bar') return { ...base, ...(mixed ? { type: 'bar', order: 1 } : {}), backgroundColor: c, maxBarThickness: 64 };
    return {
      ...base,
      ...(mixed ? { type: 'line', order: 0 } : {}),
      borderColor: c,
      // Hollow points and an outlined legend box keep the comparison visibly the lighter one.
      backgroundColor: d.comparison ? '#FFFFFF' : c,
      borderWidth: d.comparison ? 2 : 3,
      pointRadius: labels.length <= DOTS_UP_TO ? 3 : 0,
      ...(d.comparison ? { borderDash: [6, 4] } : {}),
    };
  });

  const scales: Record<string, object> = {
    [categoryId]: {
      grid: { display: false },
      ticks: horizontal
        ? { color: TEXT, autoSkip: false }
        : // Upright labels with room between them: rotated dates are hard to read on a phone.
          { color: TEXT, autoSkip: true, autoSkipPadding: 12, maxTicksLimit: MAX_TICKS, maxRotation: 0 },
    },
    [valueId]: valueAxis(primary, primaryTitle),
  };
  const axisUnits: Record<string, Unit> = { [valueId]: primary };
  if (secondary) {
    const title = axisTitle(shown.find((d) => d.unit === secondary)!.label, secondary, report.currency);
    // Every axis starts at zero: an axis from $221 to $231 makes a 4 % move look like a collapse.
    scales[secondaryId] = { ...valueAxis(secondary, title), position: 'right', grid: { drawOnChartArea: false } };
    axisUnits[secondaryId] = secondary;
  }

  const hiddenRows = series.labels.length - rows;
  const title = hiddenRows > 0 ? `${series.title} (top ${rows} of ${series.labels.length})` : series.title;
  const config = {
    type: recipe.type,
    data: { labels: labels.map((l) => truncate(l, horizontal ? RANKED_LABEL_MAX : LABEL_MAX)), datasets: chartDatasets },
    options: {
      animation: false,
      ...(horizontal ? { indexAxis: 'y' } : {}),
      layout: { padding: { left: 8, right: 16, top: 4, bottom: 4 } },
      scales,
      plugins: {
        title: { display: true, text: title, color: TEXT, font: { size: 18, weight: 'bold' } },
        subtitle: { display: true, text: subtitle, color: MUTED, padding: { bottom: 8 } },
        // The line's lower `order` draws it over the bars but would list it first; reversed,
        // the legend follows the datasets again.
        legend: { display: shown.length > 1, ...(mixed ? { reverse: true } : {}), labels: { color: TEXT } },
      },
    },
  } as unknown as ChartConfiguration;

  const alt = describeChart({
    title,
    subtitle,
    labels,
    datasets: shown,
    currency: report.currency,
    locale: report.locale,
    secondaryUnit: secondary,
    hiddenRows,
    listUpTo: MAX_TICKS,
  });
  return { key: series.key, title, alt, config, axisUnits, currency: report.currency, locale: localeOf(report) };
}

function valueAxis(unit: Unit, title: string): object {
  return {
    beginAtZero: true,
    // Shares are read against the whole: 0 to 100 %, further only when a value is above.
    ...(unit === 'percent' ? { min: 0, suggestedMax: 100 } : {}),
    title: { display: true, text: title, color: TEXT },
    // Counts have no fractions: without this an all-zero axis reads 0.1, 0.2, …
    ticks: unit === 'count' ? { color: TEXT, precision: 0 } : { color: TEXT },
    grid: { color: GRID },
  };
}

function subtitleOf(report: Report, datasets: Dataset[]): string {
  const compared = report.comparison && datasets.some((d) => d.comparison);
  const period = periodLabel(report);
  return compared ? `${period} vs ${localLabel(report.comparison!, localeOf(report))}` : period;
}

/**
 * The axis title with its unit, e.g. `Occupancy (%)`, `Revenue ($)`. The unit is in the title
 * because a QuickChart URL cannot carry tick formatter functions.
 */
export function axisTitle(name: string, unit: Unit, currency: string): string {
  switch (unit) {
    case 'percent':
    case 'ratio':
      return `${name} (%)`;
    case 'currency':
      return `${name} (${currencySymbol(currency)})`;
    case 'nights':
      return `${name} (nights)`;
    case 'rating':
      return `${name} (stars)`;
    default:
      return name;
  }
}

/** `$` for USD, `€` for EUR, the code itself where there is no short symbol. */
export function currencySymbol(currency: string): string {
  try {
    const parts = new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).formatToParts(0);
    return parts.find((p) => p.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}

/**
 * Percentages go into the chart as 0–100, not fractions, so the axis reads right without a
 * formatter. Values are rounded to what a pixel can show, which also keeps URLs short.
 */
function scaled(v: number | null, unit: Unit): number | null {
  if (v === null) return null;
  if (unit === 'percent' || unit === 'ratio') return percentOf(v);
  return Math.round(v * 100) / 100;
}

function isFigure(v: number | null | undefined): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}
