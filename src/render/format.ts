import { percentOf, roundHalfAway, toCents } from '../reports/figures.js';
import type { Metric, Report, Unit } from '../catalogue/types.js';
import { DEFAULT_LOCALE, localLabel } from './locale.js';
import { message } from '../messages/index.js';

/**
 * Number formatting shared by every renderer, so Slack, Teams, text and HTML show the same
 * figure the same way: in the reader's locale (`locale`, a BCP 47 tag, default en-US) through
 * Intl; the currency is the report's. Only the look of a figure changes with the locale.
 */

// Building an Intl formatter costs far more than using one: one per locale and style, kept.
const formatters = new Map<string, Intl.NumberFormat>();
function nf(locale: string, key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const id = `${locale}|${key}`;
  let f = formatters.get(id);
  if (!f) formatters.set(id, (f = new Intl.NumberFormat(locale, options)));
  return f;
}

/**
 * An exact decimal as Intl.NumberFormat reads a string (`"1234.56"`, `"73.5e-2"`): formatting
 * a double would round its binary value, not the decimal it stands for.
 */
type Decimal = `${number}` | `${number}e${number}`;
function formatDecimal(f: Intl.NumberFormat, decimal: Decimal): string {
  return (f.format as (value: string) => string)(decimal);
}

/** `-1234.56` for -123456 cents: the amount as an exact decimal, to the cent. */
function centsDecimal(cents: number): Decimal {
  const whole = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}` as Decimal;
}

/**
 * `$12,345.67` (`12.345,67 $` in de-DE): always to the cent, because revenue figures are
 * compared to the cent; formatted from whole cents, so no binary fraction shows.
 */
export function formatMoney(value: number, currency: string, locale: string = DEFAULT_LOCALE): string {
  const f = nf(locale, `money:${currency}`, { style: 'currency', currency });
  return Number.isFinite(value) ? formatDecimal(f, centsDecimal(toCents(value))) : f.format(value);
}

/** `1,234.5`: a figure already rounded to one decimal (by `percentOf` or `roundHalfAway`), always showing it. */
function oneDecimal(value: number, locale: string): string {
  return nf(locale, 'dec', { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(value);
}

/**
 * `73.5%` for 0.735 (`73,5 %` in de-DE); `75.2%` for 0.7515, rounded half away from zero on
 * the exact decimal (`percentOf`), and written from that decimal.
 */
export function formatPercent(fraction: number, locale: string = DEFAULT_LOCALE): string {
  const percent = percentOf(fraction);
  const f = nf(locale, 'percent', { style: 'percent', maximumFractionDigits: 1, minimumFractionDigits: 1 });
  return Number.isFinite(percent) ? formatDecimal(f, `${percent}e-2` as Decimal) : f.format(percent);
}

/** `1,234`, or `12.4` for an average. */
export function formatNumber(value: number, locale: string = DEFAULT_LOCALE): string {
  return Number.isInteger(value) ? nf(locale, 'int', {}).format(value) : oneDecimal(roundHalfAway(value, 1), locale);
}

/** A value in its unit; `–` for no data. */
export function formatValue(
  value: number | string | null | undefined,
  unit: Unit | undefined,
  currency: string,
  locale: string = DEFAULT_LOCALE,
): string {
  if (value === null || value === undefined) return '–';
  if (typeof value === 'string') return value;
  switch (unit) {
    case 'currency':
      return formatMoney(value, currency, locale);
    case 'percent':
      return formatPercent(value, locale);
    case 'nights':
      return message('format.nights', { value: formatNumber(value, locale), count: value }, locale);
    case 'rating':
      return `${oneDecimal(roundHalfAway(value, 1), locale)} / 5`;
    case 'ratio':
      return `${value > 0 ? '+' : ''}${formatPercent(value, locale)}`;
    default:
      return formatNumber(value, locale);
  }
}

/**
 * A figure in a table cell of a narrow card: money and counts of 10,000 or more in compact
 * form (`$207.2k`, `$1.2M`, `12.3k`, lower-case k as people write it), so a cell stays one line
 * at a phone's width; the exact figure is in the headline facts and the CSV. Other units as
 * `formatValue` writes them.
 */
export function formatCompact(
  value: number | string | null | undefined,
  unit: Unit | undefined,
  currency: string,
  locale: string = DEFAULT_LOCALE,
): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return formatValue(value, unit, currency, locale);
  const compact = (options: Intl.NumberFormatOptions) =>
    nf(locale, `compact:${JSON.stringify(options)}`, { notation: 'compact', maximumFractionDigits: 1, ...options })
      .format(value)
      .replace(/K$/, 'k');
  if (unit === 'currency')
    return compact({ style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: Math.abs(value) < 1_000 ? 0 : 1 });
  if ((unit === undefined || unit === 'count' || unit === 'nights') && Math.abs(value) >= 10_000) return compact({});
  return formatValue(value, unit === 'nights' ? 'count' : unit, currency, locale);
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
export function formatChange(m: Pick<Metric, 'change' | 'unit' | 'better'>, currency: string, locale: string = DEFAULT_LOCALE): string | null {
  const change = m.change;
  if (!change) return null;
  if (change.direction === 'flat') return '= no change';
  const arrow = change.direction === 'up' ? '▲' : '▼';
  let amount: string;
  if (m.unit === 'percent') {
    amount = `${oneDecimal(percentOf(Math.abs(change.absolute)), locale)} pts`;
  } else if (m.unit === 'rating') {
    // Stars are read on their own 1–5 scale: "4.2 / 5 ▼ 0.3 stars", not a per cent of 4.5.
    amount = `${oneDecimal(roundHalfAway(Math.abs(change.absolute), 1), locale)} stars`;
  } else if (change.relative !== null) {
    amount = formatPercent(Math.abs(change.relative), locale);
  } else {
    amount = formatValue(Math.abs(change.absolute), m.unit, currency, locale);
  }
  const verdict = changeVerdict(m);
  return `${arrow} ${amount}${verdict ? ` (${verdict})` : ''}`;
}

/** `Referral revenue: $12,345.67  ▲ 12.0% (better)`. */
export function formatMetric(m: Metric, currency: string, locale: string = DEFAULT_LOCALE): string {
  const change = formatChange(m, currency, locale);
  return `${m.label}: ${formatValue(m.value, m.unit, currency, locale)}${change ? `  ${change}` : ''}`;
}

/** The title as a header shows it, with what the figures are limited to: `Bookings · Condotels`. */
export function headerTitle(report: Pick<Report, 'title' | 'filters'>): string {
  return [report.title.trim() || message('format.untitled'), ...report.filters].join(' \u00B7 ');
}

/**
 * What the period is compared with, in words: `vs Oct 1–21, 2026`, `vs Nov 1–21, 2025 (last
 * year)`, `vs Nov 23 – Dec 20, 2025 (same weekdays last year)`, or for look-ahead dates
 * compared with the stays just before `vs Oct 25 – Nov 21, 2026 (past stays)`, a holiday with
 * its twin `vs May 22–25, 2026 (the same holiday last year)`.
 */
export function comparisonWords(report: Pick<Report, 'comparison' | 'period' | 'locale'>, style: 'vs' | 'compared' = 'vs'): string | null {
  const c = report.comparison;
  if (!c) return null;
  const locale = localeOf(report);
  const label = localLabel(c, locale);
  const kind =
    c.kind === 'last-year'
      ? { months: 'lastYear', days: 'sameWeekdaysLastYear', dates: 'sameHolidayLastYear' }[c.shift]
      : report.period.status === 'ahead'
        ? 'pastStays'
        : 'before';
  return message('format.comparison', { style, kind, label }, locale);
}

/** The period line under the title: period, comparison, settings that change the figures' meaning. */
export function periodWords(report: Pick<Report, 'comparison' | 'period' | 'settings' | 'locale'>): string[] {
  return [periodLabel(report), comparisonWords(report), ...report.settings].filter((w): w is string => w !== null && w !== '');
}

/** The period's label with its dates in the reader's conventions: `Last month · 1–31 Oct 2026` in en-GB. */
export function periodLabel(report: Pick<Report, 'period' | 'locale'>): string {
  return localLabel(report.period, localeOf(report));
}

/** The locale a report is written in: its reader's, or en-US. */
export function localeOf(report: Pick<Report, 'locale'>): string {
  return report.locale ?? DEFAULT_LOCALE;
}

/**
 * A column's label inside a sentence (`Download CSV for room revenue, ADR, RevPAR`): lower
 * case, except an abbreviation, which keeps its capitals.
 */
export function labelInSentence(label: string): string {
  return /[A-Z]/.test(label.slice(1)) ? label : label.toLowerCase();
}

/** The heading of story highlights, saying what "top" means. */
export const TOP_STORIES = message('story.topStories');

/** `★★★★☆` for 4. */
export function stars(rating: number | null): string {
  if (rating === null) return '';
  const full = Math.max(0, Math.min(5, Math.round(rating)));
  return '★'.repeat(full) + '☆'.repeat(5 - full);
}
