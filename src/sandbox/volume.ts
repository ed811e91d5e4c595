/**
 * How many records of each kind exist on a day, and at what time of day each one happened.
 *
 * Both are pure functions of (seed, kind, day, index): counting a day costs one hash, so a page
 * request can sum a thousand days cheaply and then build only the records of its own slice.
 */
import { DAY_TICKS, dayOfYear, weekdayOf, type Precision } from './calendar.js';
import { DATA_START } from './catalog.js';
import { hashKey, poissonAt, unitOf } from './random.js';

/** The record kinds of the company data operations. */
export type RecordKind = 'planners' | 'discoveryOptouts' | 'signups' | 'stories' | 'advocacyOptouts';

/**
 * Fixed daily counts that replace the generated ones (benchmarks use them to serve, say, exactly
 * 100,000 signups over 1,000 days). A count covers all properties/discoveries together.
 */
export interface SandboxVolume {
  plannersPerDay?: number;
  discoveryOptoutsPerDay?: number;
  signupsPerDay?: number;
  storiesPerDay?: number;
  advocacyOptoutsPerDay?: number;
  /**
   * With a fixed count, records are by default never privacy-restricted, opted out or guests,
   * so the count is served exactly whatever include flags the client sends. Set true to keep
   * the usual shares of flagged records (then the default flags serve fewer).
   */
  keepFlagged?: boolean;
}

/** Per-kind salts keep the streams of different kinds independent. */
export const KIND_SALT: Readonly<Record<RecordKind, number>> = {
  planners: 101,
  discoveryOptouts: 102,
  signups: 103,
  stories: 104,
  advocacyOptouts: 105,
};

const BASE_PER_DAY: Readonly<Record<RecordKind, number>> = {
  planners: 55,
  discoveryOptouts: 3,
  signups: 70,
  stories: 6,
  advocacyOptouts: 4,
};

const FIXED_KEY: Readonly<Record<RecordKind, keyof SandboxVolume>> = {
  planners: 'plannersPerDay',
  discoveryOptouts: 'discoveryOptoutsPerDay',
  signups: 'signupsPerDay',
  stories: 'storiesPerDay',
  advocacyOptouts: 'advocacyOptoutsPerDay',
};

/** The fixed daily count for a kind, if the volume options set one. */
export function fixedCount(volume: SandboxVolume, kind: RecordKind): number | undefined {
  const value = volume[FIXED_KEY[kind]];
  return typeof value === 'number' ? value : undefined;
}

/** Whether records of a kind carry the usual share of flags (see SandboxVolume.keepFlagged). */
export function flagsOn(env: { volume: SandboxVolume }, kind: RecordKind): boolean {
  return fixedCount(env.volume, kind) === undefined || env.volume.keepFlagged === true;
}

/** Per-mille shares of flagged records. */
export const SHARES = { restricted: 40, optout: 50, guest: 150 } as const;

/** Splits one hash into three independent per-mille draws. */
export function flagDraws(seed: number, salt: number, day: number, index: number): [number, number, number] {
  const h = hashKey(seed, salt, day, index, 2);
  return [h % 1000, (h >>> 10) % 1000, (h >>> 20) % 1000];
}

/** Summer peak around mid-July; `amplitude` 0.3 means July is ~1.3x and January ~0.7x average. */
export function seasonFactor(day: number, amplitude: number): number {
  return 1 + amplitude * Math.cos((2 * Math.PI * (dayOfYear(day) - 196)) / 365.25);
}

/** Slow growth of about 5% a year since the service started. */
export function trendFactor(day: number): number {
  return 1 + (0.05 * Math.max(0, day - DATA_START)) / 365.25;
}

/** People plan and sign up more on weekends (Friday to Sunday). */
function weekdayFactor(day: number): number {
  const wd = weekdayOf(day);
  return wd === 0 ? 1.15 : wd === 5 ? 1.1 : wd === 6 ? 1.25 : 0.92;
}

/** Records of `kind` created on `day`, before any filter and before the "now" cut-off. */
export function countOnDay(seed: number, volume: SandboxVolume, kind: RecordKind, day: number): number {
  if (day < DATA_START) return 0;
  const fixed = fixedCount(volume, kind);
  if (fixed !== undefined) return fixed;
  const mean = BASE_PER_DAY[kind] * seasonFactor(day, 0.3) * weekdayFactor(day) * trendFactor(day);
  return poissonAt(mean, unitOf(seed, KIND_SALT[kind], day, 0x5eed));
}

// Share of the day's activity per hour: quiet nights, a morning bump, a big evening peak.
const HOURLY = [0.3, 0.2, 0.15, 0.1, 0.1, 0.2, 0.5, 1, 1.5, 1.8, 1.9, 1.8, 1.7, 1.6, 1.5, 1.5, 1.6, 1.8, 2, 2.3, 2.4, 2.1, 1.5, 0.8];
const HOURLY_TOTAL = HOURLY.reduce((a, b) => a + b, 0);
const HOUR_TICKS = DAY_TICKS / 24;

/** Maps [0, 1) onto the day following the hourly curve; monotone, so order by index = order by time. */
function diurnal(x: number): number {
  let target = x * HOURLY_TOTAL;
  for (let h = 0; h < 24; h++) {
    const w = HOURLY[h] ?? 1;
    if (target < w) return Math.floor((h + target / w) * HOUR_TICKS);
    target -= w;
  }
  return DAY_TICKS - 1;
}

/**
 * Time of day (ticks) of record `index` of `count` on `day`. Times rise with the index, so the
 * stable order "by date, then index" is also chronological. About one day in four ends with a
 * record at 23:59:59.9999999 and one in five starts at 00:00:00 exactly: a client that turns
 * these into a UTC Date, or rounds them, moves them to another day.
 */
export function recordTicks(seed: number, salt: number, day: number, index: number, count: number): number {
  const edges = hashKey(seed, salt, day, 0xed9e);
  if (index === count - 1 && edges % 4 === 0) return DAY_TICKS - 1;
  if (index === 0 && (edges >>> 8) % 5 === 0) return 0;
  return Math.min(DAY_TICKS - 2, diurnal((index + unitOf(seed, salt, day, index, 7)) / count));
}

/** How a record's date-time is written: a third each with none, three or seven fraction digits. */
export function recordPrecision(seed: number, salt: number, day: number, index: number, ticks: number): Precision {
  if (ticks === DAY_TICKS - 1) return 7;
  if (ticks === 0) return 0;
  const r = hashKey(seed, salt, day, index, 8) % 3;
  return r === 0 ? 0 : r === 1 ? 3 : 7;
}
