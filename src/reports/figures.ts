/**
 * Figures and their changes, right to the cent: money is added up in integer cents, ratios
 * never divide by zero, and a change is worded from what would be shown, so a figure and its
 * change can never disagree.
 */
import type { Change, Metric, MetricInfo, Unit } from '../catalogue/types.js';
import { made, metricWord } from '../catalogue/words.js';

/**
 * An amount in whole cents. `x * 100` is not exact in binary floating point (4.35 * 100 is
 * 434.99999999999994, 1.005 * 100 is 100.49999999999999), so the product is first read back
 * at 15 significant digits, the precision a decimal amount survives in a double, and then
 * rounded half away from zero, as accountants do (-1.005 is -101 cents, not -100).
 */
export function toCents(amount: number): number {
  const raw = Math.abs(amount) * 100;
  const whole = Math.round(raw);
  // Nearly every amount has at most two decimals: its product is within a hair of a whole
  // cent, and the slower decimal read-back below is needed only near half a cent.
  const cents = Math.abs(raw - whole) < 1e-6 ? whole : Math.round(Number(raw.toPrecision(15)));
  return Math.sign(amount) * cents;
}
export function fromCents(cents: number): number {
  return cents / 100;
}
export function sumMoney(amounts: Iterable<number>): number {
  let cents = 0;
  for (const a of amounts) cents += toCents(a);
  return fromCents(cents);
}

/**
 * `|value| × 10^places` as the decimal `value` stands for: the double read back at 15
 * significant digits (as `toCents` does) and shifted in decimal, never multiplied in binary.
 * 0.5005 is stored as 0.50049999…, and 0.5005 × 1000 is 500.49999999999994; shifted, it is 500.5.
 */
function decimalShift(value: number, places: number): number {
  const [mantissa, exponent] = Math.abs(value).toExponential(14).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/**
 * `value` in whole units of 10^-places, half away from zero on its exact decimal: a share or a
 * change computed from cents (30,060 / 40,000 = 0.7515) rounds as the decimal does, like money.
 * The 15-digit read-back is that decimal whenever it lies near a halfway point, for quotients of
 * amounts up to $10 million in cents (a quotient closer than 1 / (2 × denominator) to a halfway
 * point is on it; test/reports/figures.test.ts checks it against integer arithmetic).
 */
function roundedUnits(value: number, places: number): number {
  const raw = Math.abs(value) * 10 ** places;
  // The binary product is within a few units in the last place of the decimal shift, so away
  // from a halfway point it rounds the same; only near one is the slower decimal read-back needed.
  const units = raw < 1e9 && Math.abs((raw % 1) - 0.5) > 1e-6 ? Math.round(raw) : Math.round(decimalShift(value, places));
  return units === 0 ? 0 : Math.sign(value) * units;
}

/** `value` to `places` decimals, half away from zero on its exact decimal: 4.35 → 4.4, -0.25 → -0.3. */
export function roundHalfAway(value: number, places: number): number {
  if (!Number.isFinite(value)) return value;
  return roundedUnits(value, places) / 10 ** places;
}

/**
 * A fraction as the percentage every renderer, chart and CSV shows, to `decimals` decimals, half
 * away from zero on its exact decimal: 0.7515 → 75.2, 0.0005 → 0.1, -0.1235 → -12.4.
 */
export function percentOf(fraction: number, decimals = 1): number {
  if (!Number.isFinite(fraction)) return fraction * 100;
  return roundedUnits(fraction, decimals + 2) / 10 ** decimals;
}

/** `$1,234.56`: money in a note, where no renderer formats it. */
export function moneyWords(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
  } catch {
    // A currency code Intl does not take (from a record) is still worth showing as written.
    return `${amount.toFixed(2)} ${currency}`;
  }
}

/** `a / b`, or null when there is nothing to divide by (never NaN or Infinity in a report). */
export function ratio(a: number, b: number): number | null {
  return b === 0 ? null : a / b;
}

/** Money per unit from a total in cents, to the cent, half away from zero as `toCents`: `centsPer(1000, 3)` is 3.33. */
export function centsPer(cents: number, units: number): number | null {
  if (units === 0) return null;
  const per = cents / units;
  return (Math.sign(per) * Math.round(Math.abs(per))) / 100;
}

/**
 * Whether a change would be shown as zero: percentages change in tenths of a point, ratings
 * in tenths of a star, others in
 * tenths of a per cent of the earlier value, or in cents and units when there is no
 * percentage (from zero or from a negative value).
 */
function roundsToZero(absolute: number, relative: number | null, unit: Unit): boolean {
  if (unit === 'percent') return percentOf(absolute) === 0;
  if (unit === 'rating') return roundHalfAway(absolute, 1) === 0;
  if (relative !== null) return percentOf(relative) === 0;
  return Math.round(Math.abs(absolute) * 100) === 0;
}

/**
 * The change from `previous` to `value`. Percentages change in points, ratings in stars; the relative change is
 * left out when `previous` is zero or negative (from net refunds to a sale is not "+150 %").
 */
export function changeOf(value: number | null, previous: number | null, unit: Unit = 'count'): Change | null {
  if (value === null || previous === null) return null;
  // Money changes by whole cents: subtracting in cents keeps float noise (-70208.64000000001) out.
  const absolute = unit === 'currency' ? Math.round(value * 100 - previous * 100) / 100 : value - previous;
  const relative = previous > 0 ? absolute / previous : null;
  const direction = roundsToZero(absolute, relative, unit) ? 'flat' : absolute > 0 ? 'up' : 'down';
  return { absolute, relative, direction };
}

/** A report's figures, defined once by key: `defineMetrics({ revenue: { label: 'Revenue', … } })`. */
export function defineMetrics<K extends string>(table: Record<K, Omit<MetricInfo, 'key'>>): Record<K, MetricInfo> {
  return Object.fromEntries(Object.entries<Omit<MetricInfo, 'key'>>(table).map(([key, info]) => [key, { key, ...info }])) as Record<K, MetricInfo>;
}

/**
 * A built-in report's figures, their words from the message catalogue by the report's kind and
 * each figure's key (`metric.referrals.referralRevenue` and its `.means`), so a reader's copy
 * of the report can be relabelled by the same keys (src/catalogue/words.ts).
 */
export function catalogueMetrics<K extends string>(kind: string, table: Record<K, Pick<MetricInfo, 'unit' | 'better'>>): Record<K, MetricInfo> {
  return defineMetrics(
    Object.fromEntries(
      Object.entries<Pick<MetricInfo, 'unit' | 'better'>>(table).map(([key, info]) => [
        key,
        { label: made(metricWord(kind, key)), ...info, means: made(metricWord(kind, key, 'means')) },
      ]),
    ) as Record<K, Omit<MetricInfo, 'key'>>,
  );
}

/** A headline figure, labelled and judged as its definition says. */
export function metric(info: MetricInfo, value: number | null, previous: number | null = null): Metric {
  return { key: info.key, label: info.label, unit: info.unit, better: info.better, value, previous, change: changeOf(value, previous, info.unit) };
}
