import type { Dataset, Unit } from '../catalogue/types.js';
import { formatValue } from './format.js';
import { ALT_MAX } from './chart-types.js';
import { message, type MessageId, type MessageValues } from '../messages/index.js';

/**
 * Alt text for a chart: the figures in words, because the image is the only place some
 * readers would otherwise get them (Slack requires alt text on image blocks; screen readers
 * read it). Short series are listed point by point; long ones, or lists that would run past
 * `ALT_MAX`, are summarised as range, total or average, highest and lowest.
 */

/** What the alt text is written from: the chart's own title, labels and datasets. */
export interface AltInput {
  title: string;
  /** The period, e.g. `Last week · Nov 8–14, 2026`. */
  subtitle: string;
  labels: string[];
  datasets: Dataset[];
  currency: string;
  /** The reader's locale the figures are written in (default en-US). */
  locale?: string;
  /** Datasets drawn on a second axis: rates beside the main figure (ADR beside occupancy). */
  secondaryUnit: Unit | null;
  /** Rows of a ranked list left out of the chart. */
  hiddenRows: number;
  /** Listed point by point up to this many labels; summarised beyond. */
  listUpTo: number;
}

const ALT_LABEL_MAX = 40;

/** Describes a chart in at most `ALT_MAX` characters. */
export function describeChart(input: AltInput): string {
  const { locale } = input;
  const head = message('chart.altHead', { title: input.title, subtitle: input.subtitle }, locale);
  const drawable = input.datasets.filter((d) => d.values.some(isFigure));
  if (input.labels.length === 0 || drawable.length === 0) return clip(message('chart.altNoData', { head }, locale));
  const tail = input.hiddenRows > 0 ? ` ${message('chart.altMoreRows', { count: input.hiddenRows }, locale)}` : '';
  if (input.labels.length <= input.listUpTo) {
    const listed = `${head} ${drawable.map((d) => listDataset(d, input)).join(' ')}${tail}`;
    if (listed.length <= ALT_MAX) return listed;
  }
  return clip(`${head} ${drawable.map((d) => summariseDataset(d, input)).join(' ')}${tail}`);
}

function listDataset(d: Dataset, input: AltInput): string {
  // The labels are the current period's; a comparison's figures belong to other days, so
  // they are listed in the same order without the labels that would misdate them.
  const points = input.labels.map((label, i) => {
    const v = value(d.values[i], d.unit, input.currency, input.locale);
    return d.comparison ? v : `${shortLabel(label)} ${v}`;
  });
  return message('chart.altDataset', { name: datasetName(d, input.locale), parts: points.join(', ') }, input.locale);
}

function summariseDataset(d: Dataset, input: AltInput): string {
  const points = input.labels
    .map((label, i) => ({ label: shortLabel(label), v: d.values[i] }))
    .filter((p): p is { label: string; v: number } => isFigure(p.v));
  const fmt = (v: number) => value(v, d.unit, input.currency, input.locale);
  const first = shortLabel(input.labels[0]!);
  const last = shortLabel(input.labels[input.labels.length - 1]!);
  const say = (id: MessageId, values?: MessageValues) => message(id, values, input.locale);
  const count = String(input.labels.length);
  const parts = [d.comparison ? say('chart.altPoints', { count }) : say('chart.altPointsFrom', { count, first, last })];
  const sum = points.reduce((s, p) => s + p.v, 0);
  // A second-axis figure is a rate beside the main one (ADR beside occupancy): summing it
  // would be meaningless, so it is averaged like percentages and ratings.
  const additive = (d.unit === 'count' || d.unit === 'nights' || d.unit === 'currency') && d.unit !== input.secondaryUnit;
  parts.push(additive ? say('chart.altTotal', { value: fmt(sum) }) : say('chart.altAverage', { value: fmt(sum / points.length) }));
  const max = points.reduce((a, b) => (b.v > a.v ? b : a));
  const min = points.reduce((a, b) => (b.v < a.v ? b : a));
  // A comparison's figures belong to other days: no label would date them rightly.
  const dated = d.comparison ? 'no' : 'yes';
  parts.push(
    say('chart.altHighest', { value: fmt(max.v), dated, label: max.label }),
    say('chart.altLowest', { value: fmt(min.v), dated, label: min.label }),
  );
  const missing = input.labels.length - points.length;
  if (missing > 0) parts.push(say('chart.altMissing', { count: String(missing) }));
  return say('chart.altDataset', { name: datasetName(d, input.locale), parts: parts.join('; ') });
}

function datasetName(d: Dataset, locale: string | undefined): string {
  return d.comparison ? message('chart.altCompared', { label: d.label }, locale) : d.label;
}

function isFigure(v: number | null | undefined): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}

function value(v: number | null | undefined, unit: Unit, currency: string, locale: string | undefined): string {
  if (!isFigure(v)) return message('chart.altNoValue', undefined, locale);
  try {
    return formatValue(v, unit, currency, locale);
  } catch {
    // A malformed currency code must not cost the chart its alt text.
    return formatValue(v, 'count', currency, locale);
  }
}

function shortLabel(label: string): string {
  return truncate(label, ALT_LABEL_MAX);
}

/** Cuts text to `max` characters (code points), ending in `…` when cut. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, Math.max(1, max - 1))
        .join('')
        .trimEnd()}…`;
}

function clip(text: string): string {
  return truncate(text, ALT_MAX);
}
