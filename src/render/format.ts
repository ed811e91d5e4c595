import { percentOf, roundHalfAway } from '../reports/figures.js';
import type { Metric, Report, Unit } from '../catalogue/types.js';

/**
 * Number formatting shared by every renderer, so Slack, Teams, text and HTML show the same
 * figure the same way. English (en-US) number style; the currency is the report's.
 */

const formatters = new Map<string, Intl.NumberFormat>();
function nf(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = make()));
  return f;
}

/** `$12,345.67`: always to the cent, because revenue figures are compared to the cent. */
export function formatMoney(value: number, currency: string): string {
  return nf(`money:${currency}`, () => new Intl.NumberFormat('en-US', { style: 'currency', currency })).format(value);
}

/** `1,234.5`: a figure already rounded to one decimal (by `percentOf` or `roundHalfAway`), always showing it. */
function oneDecimal(value: number): string {
  return nf('dec', () => new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 })).format(value);
}

/** `73.5%` for 0.735; `75.2%` for 0.7515, rounded half away from zero on the exact decimal (`percentOf`). */
export function formatPercent(fraction: number): string {
  return `${oneDecimal(percentOf(fraction))}%`;
}

/** `1,234`, or `12.4` for an average. */
export function formatNumber(value: number): string {
  return Number.isInteger(value) ? nf('int', () => new Intl.NumberFormat('en-US')).format(value) : oneDecimal(roundHalfAway(value, 1));
}

/** A value in its unit; `–` for no data. */
export function formatValue(value: number | string | null | undefined, unit: Unit | undefined, currency: string): string {
  if (value === null || value === undefined) return '–';
  if (typeof value === 'string') return value;
  switch (unit) {
    case 'currency':
      return formatMoney(value, currency);
    case 'percent':
      return formatPercent(value);
    case 'nights':
      return `${formatNumber(value)} ${value === 1 ? 'night' : 'nights'}`;
    case 'rating':
      return `${roundHalfAway(value, 1).toFixed(1)} / 5`;
    case 'ratio':
      return `${value > 0 ? '+' : ''}${formatPercent(value)}`;
    default:
      return formatNumber(value);
  }
}

/**
 * A figure in a table cell of a narrow card: money and counts of 10,000 or more in compact
 * form (`$207.2k`, `$1.2M`, `12.3k`, lower-case k as people write it), so a cell stays one line
 * at a phone's width; the exact figure is in the headline facts and the CSV. Other units as
 * `formatValue` writes them.
 */
export function formatCompact(value: number | string | null | undefined, unit: Unit | undefined, currency: string): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return formatValue(value, unit, currency);
  const compact = (options: Intl.NumberFormatOptions) =>
    nf(`compact:${JSON.stringify(options)}`, () => new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1, ...options }))
      .format(value)
      .replace(/K$/, 'k');
  if (unit === 'currency')
    return compact({ style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: Math.abs(value) < 1_000 ? 0 : 1 });
  if ((unit === undefined || unit === 'count' || unit === 'nights') && Math.abs(value) >= 10_000) return compact({});
  return formatValue(value, unit === 'nights' ? 'count' : unit, currency);
}

/** Whether a change is an improvement, from which way the figure should move; null when neither or flat. */
export function changeVerdict(m: Pick<Metric, 'change' | 'better'>): 'better' | 'worse' | null {
  if (!m.change || m.change.direction === 'flat' || m.better === null) return null;
  return m.change.direction === m.better ? 'better' : 'worse';
}

/**
 * The change as arrow plus words, readable without colour: `▲ 12.0%`, `▼ 3.1 pts`,
 * `= no change`, and the amount itself where there is no percentage (`▲ $150.00` from
 * zero or from net refunds). Percentages change in points, ratings in stars, everything
 * else in per cent.
 * A figure that should move one way says whether it did: `▲ 40.0% (worse)` for opt-outs.
 */
export function formatChange(m: Pick<Metric, 'change' | 'unit' | 'better'>, currency: string): string | null {
  const change = m.change;
  if (!change) return null;
  if (change.direction === 'flat') return '= no change';
  const arrow = change.direction === 'up' ? '▲' : '▼';
  let amount: string;
  if (m.unit === 'percent') {
    amount = `${oneDecimal(percentOf(Math.abs(change.absolute)))} pts`;
  } else if (m.unit === 'rating') {
    // Stars are read on their own 1–5 scale: "4.2 / 5 ▼ 0.3 stars", not a per cent of 4.5.
    amount = `${roundHalfAway(Math.abs(change.absolute), 1).toFixed(1)} stars`;
  } else if (change.relative !== null) {
    amount = formatPercent(Math.abs(change.relative));
  } else {
    amount = formatValue(Math.abs(change.absolute), m.unit, currency);
  }
  const verdict = changeVerdict(m);
  return `${arrow} ${amount}${verdict ? ` (${verdict})` : ''}`;
}

/** `Referral revenue: $12,345.67  ▲ 12.0% (better)`. */
export function formatMetric(m: Metric, currency: string): string {
  const change = formatChange(m, currency);
  return `${m.label}: ${formatValue(m.value, m.unit, currency)}${change ? `  ${change}` : ''}`;
}

/** The title as a header shows it, with what the figures are limited to: `Bookings · Condotels`. */
export function headerTitle(report: Pick<Report, 'title' | 'filters'>): string {
  return [report.title.trim() || 'Report', ...report.filters].join(' \u00B7 ');
}

/**
 * What the period is compared with, in words: `vs Oct 1–21, 2026`, `vs Nov 1–21, 2025 (last
 * year)`, `vs Nov 23 – Dec 20, 2025 (same weekdays last year)`, or for look-ahead dates
 * compared with the stays just before `vs Oct 25 – Nov 21, 2026 (past stays)`.
 */
export function comparisonWords(report: Pick<Report, 'comparison' | 'period'>): string | null {
  const c = report.comparison;
  if (!c) return null;
  if (c.kind === 'last-year') return `vs ${c.label} (${c.shift === 'months' ? 'last year' : 'same weekdays last year'})`;
  return `vs ${c.label}${report.period.status === 'ahead' ? ' (past stays)' : ''}`;
}

/** The period line under the title: period, comparison, settings that change the figures' meaning. */
export function periodWords(report: Pick<Report, 'comparison' | 'period' | 'settings'>): string[] {
  return [report.period.label, comparisonWords(report), ...report.settings].filter((w): w is string => w !== null && w !== '');
}

/**
 * A column's label inside a sentence (`Download CSV for room revenue, ADR, RevPAR`): lower
 * case, except an abbreviation, which keeps its capitals.
 */
export function labelInSentence(label: string): string {
  return /[A-Z]/.test(label.slice(1)) ? label : label.toLowerCase();
}

/** The heading of story highlights, saying what "top" means. */
export const TOP_STORIES = 'Top stories, by photo score';

/** `★★★★☆` for 4. */
export function stars(rating: number | null): string {
  if (rating === null) return '';
  const full = Math.max(0, Math.min(5, Math.round(rating)));
  return '★'.repeat(full) + '☆'.repeat(5 - full);
}
