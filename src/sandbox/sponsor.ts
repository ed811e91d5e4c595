/**
 * The three sponsor referral reports.
 *
 * The base unit is one cell per (day, channel, geo); the plain, by-channel and by-geo reports
 * are sums of the same cells, so their totals agree exactly. Amounts are summed in integer
 * cents, so every record has at most two decimals.
 *
 * Attribution: referral transactions are bookings that followed a click from the sponsor's
 * campaigns; influenced transactions are those plus bookings within `delay` days of a view.
 * A longer delay therefore attributes somewhat more influenced transactions, never fewer.
 * Figures cover complete days only, through yesterday: attribution settles overnight.
 */
import { weekdayOf } from './calendar.js';
import { DATA_START } from './catalog.js';
import type { GenEnv } from './paging.js';
import type { SponsorPeriod } from './periods.js';
import { poissonAt, unitOf } from './random.js';
import { seasonFactor, trendFactor } from './volume.js';

/** A marketing channel as analytics tools label it. */
export interface SponsorChannel {
  readonly source: string;
  readonly medium: string;
  readonly term: string | null;
  readonly weight: number;
  /** Typical booking value, in cents. */
  readonly ticketCents: number;
}

/** Channels of the by-channel report, in the order records are sent. */
export const SPONSOR_CHANNELS: readonly SponsorChannel[] = [
  { source: 'google', medium: 'cpc', term: 'beach hotel', weight: 14, ticketCents: 52000 },
  { source: 'google', medium: 'cpc', term: 'maine coast hotels', weight: 8, ticketCents: 48000 },
  { source: 'google', medium: 'organic', term: null, weight: 20, ticketCents: 45000 },
  { source: 'bing', medium: 'cpc', term: 'portland maine hotel', weight: 3, ticketCents: 41000 },
  { source: 'facebook', medium: 'social', term: null, weight: 9, ticketCents: 39000 },
  { source: 'instagram', medium: 'social', term: null, weight: 7, ticketCents: 37000 },
  { source: 'newsletter', medium: 'email', term: null, weight: 12, ticketCents: 56000 },
  { source: 'tripadvisor', medium: 'referral', term: null, weight: 8, ticketCents: 47000 },
  { source: '(direct)', medium: '(none)', term: null, weight: 19, ticketCents: 50000 },
];

/** A visitor location as analytics tools label it. */
export interface SponsorGeo {
  readonly country: string;
  readonly region: string;
  readonly city: string;
  readonly weight: number;
}

/** Locations of the by-geolocation report, in the order records are sent. */
export const SPONSOR_GEOS: readonly SponsorGeo[] = [
  { country: 'United States', region: 'Massachusetts', city: 'Boston', weight: 22 },
  { country: 'United States', region: 'New York', city: 'New York', weight: 18 },
  { country: 'United States', region: 'Maine', city: 'Portland', weight: 12 },
  { country: 'United States', region: 'New Hampshire', city: 'Manchester', weight: 7 },
  { country: 'United States', region: 'Connecticut', city: 'Hartford', weight: 6 },
  { country: 'Canada', region: 'Quebec', city: 'Montreal', weight: 11 },
  { country: 'Canada', region: 'Ontario', city: 'Toronto', weight: 7 },
  { country: 'United Kingdom', region: 'England', city: 'London', weight: 4 },
  { country: 'Germany', region: 'Bavaria', city: 'Munich', weight: 2 },
];

/** Which breakdown a sponsor operation reports. */
export type SponsorBreakdown = 'none' | 'channel' | 'geo';

const SALT = 301;
const channelTotal = SPONSOR_CHANNELS.reduce((s, c) => s + c.weight, 0);
const geoTotal = SPONSOR_GEOS.reduce((s, g) => s + g.weight, 0);

/** Counters of one output record, amounts in cents. */
interface Sums {
  referralTransactions: number;
  referralCents: number;
  influencedTransactions: number;
  influencedCents: number;
}

const zero = (): Sums => ({ referralTransactions: 0, referralCents: 0, influencedTransactions: 0, influencedCents: 0 });

/** Extra influenced bookings per referral one: grows with the look-back window, then levels off. */
function influenceFactor(delay: number): number {
  return 0.4 + 0.8 * (1 - Math.exp(-delay / 20));
}

/** Expected referral transactions of the whole collaborative on a day. */
function dailyMean(day: number): number {
  const wd = weekdayOf(day);
  const weekday = wd === 0 || wd === 6 ? 1.2 : wd === 5 ? 1.1 : 0.93;
  return 38 * seasonFactor(day, 0.35) * weekday * trendFactor(day);
}

/** Adds the cells of one day into `into[bucket(channel, geo)]`. */
function addDay(seed: number, day: number, delay: number, into: Sums[], bucket: (c: number, g: number) => number): void {
  const mean = dailyMean(day);
  const extra = influenceFactor(delay);
  SPONSOR_CHANNELS.forEach((channel, c) => {
    SPONSOR_GEOS.forEach((geo, g) => {
      const cell = c * 16 + g;
      const lambda = (mean * channel.weight * geo.weight) / (channelTotal * geoTotal);
      const referrals = poissonAt(lambda, unitOf(seed, SALT, day, cell, 1));
      const viewThrough = poissonAt(lambda * extra, unitOf(seed, SALT, day, cell, 2));
      const ticket = Math.round(channel.ticketCents * (0.8 + 0.4 * unitOf(seed, SALT, day, cell, 3)));
      const viewTicket = Math.round(channel.ticketCents * (0.7 + 0.3 * unitOf(seed, SALT, day, cell, 4)));
      const sums = into[bucket(c, g)];
      if (!sums) return;
      sums.referralTransactions += referrals;
      sums.referralCents += referrals * ticket;
      sums.influencedTransactions += referrals + viewThrough;
      sums.influencedCents += referrals * ticket + viewThrough * viewTicket;
    });
  });
}

/** One record of a sponsor operation; breakdown fields are present only in their operation. */
export type SponsorRecord = Record<string, string | number | null>;

function figures(s: Sums) {
  return {
    referralTransactions: s.referralTransactions,
    referralRevenue: s.referralCents / 100,
    influencedTransactions: s.influencedTransactions,
    influencedRevenue: s.influencedCents / 100,
  };
}

/**
 * Records of one sponsor operation for `periods`: one per period, or one per period and channel
 * (or geo), every channel or geo listed even when its figures are zero. Periods after
 * yesterday are listed with zero figures.
 */
export function sponsorReport(env: GenEnv, periods: readonly SponsorPeriod[], delay: number, breakdown: SponsorBreakdown): SponsorRecord[] {
  const size = breakdown === 'channel' ? SPONSOR_CHANNELS.length : breakdown === 'geo' ? SPONSOR_GEOS.length : 1;
  const bucket = breakdown === 'channel' ? (c: number) => c : breakdown === 'geo' ? (_c: number, g: number) => g : () => 0;
  const records: SponsorRecord[] = [];
  for (const period of periods) {
    const sums = Array.from({ length: size }, zero);
    const last = Math.min(period.end, env.today - 1);
    for (let day = Math.max(period.start, DATA_START); day <= last; day++) addDay(env.seed, day, delay, sums, bucket);
    sums.forEach((s, i) => {
      const label = { year: period.year, timeGrouping: period.timeGrouping };
      if (breakdown === 'channel') {
        const ch = SPONSOR_CHANNELS[i];
        records.push({ ...label, source: ch?.source ?? '', medium: ch?.medium ?? '', term: ch?.term ?? null, ...figures(s) });
      } else if (breakdown === 'geo') {
        const geo = SPONSOR_GEOS[i];
        records.push({ ...label, country: geo?.country ?? '', region: geo?.region ?? '', city: geo?.city ?? '', ...figures(s) });
      } else {
        records.push({ ...label, ...figures(s) });
      }
    });
  }
  return records;
}
