/**
 * What a revenue or marketing manager would otherwise work out by hand from a report, found
 * deterministically from figures the report already holds (no extra request here):
 *
 * - **drivers**: which members of a breakdown moved a figure, with signed amounts that add up
 *   to the change shown (what the named ones do not explain is given as "other …");
 * - **concentration**: one member holding most of a total;
 * - **unusual day**: a day far outside what is usual for its weekday.
 *
 * Each returns null when there is nothing worth a sentence; src/render/insights.ts words them.
 * Money arrives in cents, so contributions add up to the cent.
 */
import { daysInclusive, plusDays } from '../query/calendar.js';
import type { ResolvedRange } from '../query/types.js';
import type { ComparisonRange } from '../query/ranges.js';
import type { Contribution, Insight, Metric } from '../catalogue/types.js';
import { dimensionWord, made } from '../catalogue/words.js';

/** Members of a breakdown: name → value (cents for money). */
export type Members = ReadonlyMap<string, number>;

/** A breakdown a report holds, named as a reader says it: `{ one: 'channel', many: 'channels' }`. */
export interface Dimension {
  one: string;
  many: string;
  now: Members;
  before: Members | null;
}

/** A member is named as a driver only when it moved the figure by at least this share of the change. */
const MATERIAL_SHARE = 0.1;
/** Drivers named in the change's direction, largest first. */
const MAX_DRIVERS = 2;
/** One member holding more than this share of a total is said. */
const CONCENTRATED_SHARE = 0.5;

const toUnit = (metric: Pick<Metric, 'unit'>) => (metric.unit === 'currency' ? (cents: number) => cents / 100 : (n: number) => n);

/**
 * The members that moved `metric` most against the comparison, in the change's direction,
 * and the one that pulled the other way. Of several breakdowns, the one whose top driver
 * explains most of the change. Null without a change, a comparison or a material driver.
 */
export function driversOf(metric: Metric, dimensions: readonly Dimension[]): Insight | null {
  const change = metric.change;
  if (!change || change.direction === 'flat') return null;
  const sign = change.direction === 'up' ? 1 : -1;
  const scale = metric.unit === 'currency' ? 100 : 1;
  const total = Math.round(change.absolute * scale);
  let best: { insight: Insight; explained: number } | null = null;
  for (const d of dimensions) {
    if (!d.before) continue;
    const names = new Set([...d.now.keys(), ...d.before.keys()]);
    if (names.size < 2) continue;
    const deltas = [...names]
      .map((name) => ({ name, delta: (d.now.get(name) ?? 0) - (d.before!.get(name) ?? 0) }))
      .filter((c) => Math.abs(c.delta) >= MATERIAL_SHARE * Math.abs(total) && c.delta !== 0)
      .sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta) || a.name.localeCompare(b.name));
    const drivers = deltas.filter((c) => Math.sign(c.delta) === sign).slice(0, MAX_DRIVERS);
    if (drivers.length === 0) continue;
    const against = deltas.find((c) => Math.sign(c.delta) === -sign) ?? null;
    const named = [...drivers, ...(against ? [against] : [])].reduce((s, c) => s + c.delta, 0);
    const unit = toUnit(metric);
    const insight: Insight = {
      kind: 'drivers',
      metric: metric.label,
      unit: metric.unit,
      change,
      dimension: d.many,
      drivers: drivers.map((c): Contribution => ({ name: c.name, delta: unit(c.delta) })),
      against: against && { name: against.name, delta: unit(against.delta) },
      rest: unit(total - named),
    };
    const explained = Math.abs(drivers[0]!.delta) / Math.abs(total);
    if (!best || explained > best.explained) best = { insight, explained };
  }
  return best?.insight ?? null;
}

/** The member holding more than half of `metric`'s total, when there are others to compare with. */
export function concentrationOf(metric: Pick<Metric, 'label'>, dimension: Pick<Dimension, 'one' | 'now'>): Insight | null {
  const entries = [...dimension.now.entries()].filter(([, v]) => v > 0);
  const total = entries.reduce((s, [, v]) => s + v, 0);
  if (entries.length < 2 || total <= 0) return null;
  const [member, value] = entries.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
  const share = value / total;
  return share > CONCENTRATED_SHARE ? { kind: 'concentration', metric: metric.label, dimension: dimension.one, member, share } : null;
}

/** Fewest other same-weekday days a day is judged against. */
const MIN_HISTORY = 4;
/** How far from usual, in robust standard deviations (1.4826 × MAD), a day must be. */
const ROBUST_Z = 3.5;
/** And by how much: at least twice, or at most half, the usual value. */
const FACTOR = 2;

/** The median of values already sorted ascending. */
function medianOfSorted(s: ArrayLike<number>): number {
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/**
 * The median absolute deviation from `centre` of values sorted ascending, without sorting
 * again: the distances below the centre, read downwards, and those above, read upwards, are
 * each sorted, so merging them gives the distances in order.
 */
function madOfSorted(s: ArrayLike<number>, centre: number): number {
  const out = new Float64Array(s.length);
  let hi = 0;
  while (hi < s.length && s[hi]! < centre) hi++;
  let lo = hi - 1;
  for (let k = 0; k < s.length; k++) {
    const below = lo >= 0 ? centre - s[lo]! : Infinity;
    const above = hi < s.length ? s[hi]! - centre : Infinity;
    if (below <= above) {
      out[k] = below;
      lo--;
    } else {
      out[k] = above;
      hi++;
    }
  }
  return medianOfSorted(out);
}

const daysOf = (range: Pick<ResolvedRange, 'start' | 'end'>) =>
  Array.from({ length: daysInclusive(range.start, range.end) }, (_, i) => plusDays(range.start, i));

/**
 * The one day of `period` farthest outside what is usual for its weekday, judged against the
 * same weekdays of the period and its comparison (at least MIN_HISTORY of them) by median
 * and median absolute deviation, so one odd day cannot hide another. `perDay` values are per
 * calendar day (cents for money); a missing day is zero. Null when no day stands out.
 */
export function unusualDayOf(
  metric: Pick<Metric, 'label' | 'unit'>,
  period: Pick<ResolvedRange, 'start' | 'end'>,
  comparison: Pick<ComparisonRange, 'start' | 'end'> | null,
  perDay: Members,
  previousPerDay: Members | null,
): Insight | null {
  const days = daysOf(period);
  const all = [...days, ...(comparison && previousPerDay ? daysOf(comparison) : [])];
  const valueOf = (day: string) => perDay.get(day) ?? previousPerDay?.get(day) ?? 0;
  const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
  // Every day's value under its weekday, once: a year of days is judged in a few milliseconds.
  const byWeekday: number[][] = [[], [], [], [], [], [], []];
  for (const day of all) byWeekday[weekdayOf(day)]!.push(valueOf(day));
  for (const values of byWeekday) values.sort((a, b) => a - b);
  // A count below this is too small to call unusual (2 signups instead of 1 is not news).
  const floor = metric.unit === 'currency' ? 1 : 3;
  let found: { day: string; value: number; usual: number; z: number } | null = null;
  for (const day of days) {
    // The same weekdays without this day (one value like its own taken out); still sorted.
    const value = valueOf(day);
    const history = [...byWeekday[weekdayOf(day)]!];
    history.splice(history.indexOf(value), 1);
    if (history.length < MIN_HISTORY) continue;
    const usual = medianOfSorted(history);
    if (usual < floor) continue;
    const spread = Math.max(1.4826 * madOfSorted(history, usual), 0.1 * usual);
    const z = Math.abs(value - usual) / spread;
    const far = value >= FACTOR * usual || value <= usual / FACTOR;
    if (z >= ROBUST_Z && far && (!found || z > found.z)) found = { day, value, usual, z };
  }
  if (!found) return null;
  const unit = toUnit(metric);
  return { kind: 'unusual', metric: metric.label, unit: metric.unit, day: found.day, value: unit(found.value), usual: unit(found.usual) };
}

/** The insights of a report with breakdowns: drivers of its headline, then concentration in the first breakdown. */
export function breakdownInsights(headline: Metric | undefined, dimensions: readonly Dimension[]): Insight[] {
  if (!headline || dimensions.length === 0) return [];
  return [driversOf(headline, dimensions), concentrationOf(headline, dimensions[0]!)].filter((i): i is Insight => i !== null);
}

/** Counts kept per member (a report's `Tally`). */
interface Counted {
  entries(): Members;
}

/**
 * A breakdown's members as the insights read them, named by `name` as the catalogue's
 * `dimension.<name>` says one of them and several.
 */
export function membersOf(name: string, now: Members, before: Members | null): Dimension {
  return { one: made(dimensionWord(name, 1)), many: made(dimensionWord(name, 2)), now, before };
}

/** A breakdown of counts as the insights read it. */
export function dimension(name: string, now: Counted, before: Counted | null | undefined): Dimension {
  return membersOf(name, now.entries(), before ? before.entries() : null);
}

/** The unusual day of a figure counted per day, as a list to spread into `report.insights`. */
export function unusualDays(
  metric: Pick<Metric, 'label' | 'unit'>,
  periods: { period: Pick<ResolvedRange, 'start' | 'end'>; comparison: Pick<ComparisonRange, 'start' | 'end'> | null },
  perDay: Counted,
  previousPerDay: Counted | null | undefined,
): Insight[] {
  const found = unusualDayOf(metric, periods.period, periods.comparison, perDay.entries(), previousPerDay ? previousPerDay.entries() : null);
  return found ? [found] : [];
}
