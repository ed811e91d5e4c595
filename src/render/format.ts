import type { Change, Metric, Unit } from '../reports/types.js';

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

/** `73.5%` for 0.735. */
export function formatPercent(fraction: number): string {
  return `${nf('pct', () => new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 })).format(fraction * 100)}%`;
}

/** `1,234`, or `12.4` for an average. */
export function formatNumber(value: number): string {
  return Number.isInteger(value)
    ? nf('int', () => new Intl.NumberFormat('en-US')).format(value)
    : nf('dec', () => new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 })).format(value);
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
      return `${value.toFixed(1)} / 5`;
    case 'ratio':
      return `${value > 0 ? '+' : ''}${formatPercent(value)}`;
    default:
      return formatNumber(value);
  }
}

/**
 * The change as arrow plus words, readable without colour: `▲ 12.0%`, `▼ 3.1 pts`,
 * `= no change`, `▲ new` (from zero). Percentages change in points, everything else in per cent.
 */
export function formatChange(change: Change | null, unit: Unit): string | null {
  if (!change) return null;
  if (change.direction === 'flat') return '= no change';
  const arrow = change.direction === 'up' ? '▲' : '▼';
  if (unit === 'percent') {
    return `${arrow} ${nf('pts', () => new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 })).format(Math.abs(change.absolute * 100))} pts`;
  }
  if (change.relative === null) return `${arrow} new`;
  return `${arrow} ${formatPercent(Math.abs(change.relative))}`;
}

/** `Referral revenue: $12,345.67 (▲ 12.0%)`. */
export function formatMetric(m: Metric, currency: string): string {
  const change = formatChange(m.change, m.unit);
  return `${m.label}: ${formatValue(m.value, m.unit, currency)}${change ? ` (${change})` : ''}`;
}

/** `★★★★☆` for 4. */
export function stars(rating: number | null): string {
  if (rating === null) return '';
  const full = Math.max(0, Math.min(5, Math.round(rating)));
  return '★'.repeat(full) + '☆'.repeat(5 - full);
}
