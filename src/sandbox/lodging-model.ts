/**
 * The lodging world: nightly demand and rates per property, and the individual transactions
 * (reservations) that the lodging reports aggregate.
 *
 * Transactions are keyed by (property, arrival day, index); each carries its own lead time, so
 * "booked by then" falls out naturally: far-future stays are thin because most of their
 * bookings have not happened yet (an on-the-books pace curve, not a separate fudge factor).
 */
import { DAY_TICKS, weekdayOf, type Clock } from './calendar.js';
import { DATA_START, SANDBOX_PROPERTIES, type SandboxProperty } from './catalog.js';
import { hashKey, poissonAt, Rng, unitOf } from './random.js';
import { seasonFactor, trendFactor } from './volume.js';

/** Nobody books more than this many days ahead, so stays beyond today + this are empty. */
export const MAX_LEAD_DAYS = 330;
/** Longest stay of any property; bounds how far back an overlapping arrival can be. */
export const MAX_STAY_NIGHTS = Math.max(...SANDBOX_PROPERTIES.map((p) => p.maxStayNights));

const DEMAND_SALT = 201;
const RATE_SALT = 202;
const TX_SALT = 203;

function property(index: number): SandboxProperty {
  const p = SANDBOX_PROPERTIES[index];
  if (!p) throw new Error(`no property #${index}`);
  return p;
}

/** Friday and Saturday nights carry the weekend lift (below 1 for a business hotel). */
function isWeekendNight(day: number): boolean {
  const wd = weekdayOf(day);
  return wd === 5 || wd === 6;
}

/** Published nightly rate of a property on a night, in cents: seasonal, weekend-aware, noisy. */
export function nightlyRateCents(seed: number, propertyIndex: number, day: number): number {
  const p = property(propertyIndex);
  const season = seasonFactor(day, p.seasonality * 0.6);
  const weekend = isWeekendNight(day) ? 1 + (p.weekendLift - 1) * 0.6 : 1;
  const noise = 0.96 + 0.08 * unitOf(seed, RATE_SALT, propertyIndex, day);
  return Math.round(p.baseRateCents * season * weekend * noise * (0.9 + 0.1 * trendFactor(day)));
}

/** Expected share of rooms sold for a night (before the on-the-books cut). */
function demand(seed: number, propertyIndex: number, day: number): number {
  const p = property(propertyIndex);
  const weekend = isWeekendNight(day) ? p.weekendLift : 1;
  const noise = 0.9 + 0.2 * unitOf(seed, DEMAND_SALT, propertyIndex, day);
  return Math.min(0.95, Math.max(0.03, p.baseOccupancy * seasonFactor(day, p.seasonality) * weekend * noise));
}

/** One reservation. Reused between visits: copy what you keep. */
export interface Transaction {
  propertyIndex: number;
  arrival: number;
  nights: number;
  /** The nightly rate paid, in cents. */
  rateCents: number;
  /** nights x rateCents: per-transaction amounts never have more than two decimals. */
  revenueCents: number;
  bookingDay: number;
  bookingTicks: number;
}

/**
 * The clock of an overnight snapshot: the last tick of yesterday. With it, forEachArrival
 * visits exactly the transactions booked before today, whatever time of day it is now.
 */
export function overnight(clock: Clock): Clock {
  return { today: clock.today - 1, nowTicks: DAY_TICKS - 1 };
}

/**
 * Visits the transactions arriving at a property on a day that exist at `clock` (booked at or
 * before now, and not before the service started).
 */
export function forEachArrival(seed: number, clock: Clock, propertyIndex: number, arrival: number, visit: (tx: Transaction) => void): void {
  if (arrival < DATA_START || arrival > clock.today + MAX_LEAD_DAYS) return;
  const p = property(propertyIndex);
  const mean = (p.rooms * demand(seed, propertyIndex, arrival)) / p.meanStayNights;
  const count = poissonAt(mean, unitOf(seed, TX_SALT, propertyIndex, arrival));
  const rate = nightlyRateCents(seed, propertyIndex, arrival);
  const tx: Transaction = { propertyIndex, arrival, nights: 0, rateCents: 0, revenueCents: 0, bookingDay: 0, bookingTicks: 0 };
  for (let j = 0; j < count; j++) {
    const rng = new Rng(hashKey(seed, TX_SALT, propertyIndex, arrival, j + 1));
    // Most book a few weeks out; a quarter (weddings, groups, regulars) book months ahead.
    const early = rng.chance(0.25);
    const lead = early ? rng.int(30, MAX_LEAD_DAYS) : Math.min(MAX_LEAD_DAYS, Math.floor(rng.exponential(p.meanLeadDays)));
    tx.bookingDay = arrival - lead;
    tx.bookingTicks = Math.floor(rng.next() * DAY_TICKS);
    if (tx.bookingDay < DATA_START) continue;
    if (tx.bookingDay > clock.today || (tx.bookingDay === clock.today && tx.bookingTicks > clock.nowTicks)) continue;
    tx.nights = Math.min(p.maxStayNights, 1 + Math.floor(rng.exponential(p.meanStayNights - 1)));
    // Packages, discounts and upgrades spread the paid rate around the published one.
    tx.rateCents = Math.round(rate * (0.85 + 0.3 * rng.next()));
    tx.revenueCents = tx.nights * tx.rateCents;
    visit(tx);
  }
}
