/**
 * The three sponsor referral reports.
 *
 * The base unit is one cell per (day, channel, region); the plain, by-channel and by-geo reports
 * are sums of the same cells, so their totals agree exactly (the by-geo report splits each cell's
 * transactions between the region's cities, one whole transaction at a time). Amounts are summed in integer
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
import { poissonAt, unitOf, weightedIndexAt } from './random.js';
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

/**
 * Locations of the by-geolocation report, in the order records are sent: grouped by region, a
 * region's weight being the sum of its cities'. Most regions have several cities, so a "top
 * regions" table is not the "top cities" table under another name.
 */
export const SPONSOR_GEOS: readonly SponsorGeo[] = [
  { country: 'United States', region: 'Massachusetts', city: 'Boston', weight: 13 },
  { country: 'United States', region: 'Massachusetts', city: 'Cambridge', weight: 5 },
  { country: 'United States', region: 'Massachusetts', city: 'Worcester', weight: 4 },
  { country: 'United States', region: 'New York', city: 'New York', weight: 11 },
  { country: 'United States', region: 'New York', city: 'Brooklyn', weight: 5 },
  { country: 'United States', region: 'New York', city: 'Albany', weight: 2 },
  { country: 'United States', region: 'Maine', city: 'Portland', weight: 8 },
  { country: 'United States', region: 'Maine', city: 'Bangor', weight: 4 },
  { country: 'United States', region: 'New Hampshire', city: 'Manchester', weight: 4 },
  { country: 'United States', region: 'New Hampshire', city: 'Nashua', weight: 3 },
  { country: 'United States', region: 'Connecticut', city: 'Hartford', weight: 3 },
  { country: 'United States', region: 'Connecticut', city: 'New Haven', weight: 3 },
  { country: 'Canada', region: 'Quebec', city: 'Montreal', weight: 8 },
  { country: 'Canada', region: 'Quebec', city: 'Quebec City', weight: 3 },
  { country: 'Canada', region: 'Ontario', city: 'Toronto', weight: 5 },
  { country: 'Canada', region: 'Ontario', city: 'Ottawa', weight: 2 },
  { country: 'United Kingdom', region: 'England', city: 'London', weight: 4 },
  { country: 'Germany', region: 'Bavaria', city: 'Munich', weight: 2 },
];

/** A region of SPONSOR_GEOS: its cities are `first` to `first + cityWeights.length - 1`. */
interface SponsorRegion {
  readonly weight: number;
  readonly first: number;
  readonly cityWeights: readonly number[];
}

const SPONSOR_REGIONS: readonly SponsorRegion[] = SPONSOR_GEOS.reduce<{ key: string; weight: number; first: number; cityWeights: number[] }[]>(
  (regions, geo, i) => {
    const key = `${geo.country}|${geo.region}`;
    const last = regions[regions.length - 1];
    if (last?.key === key) {
      last.weight += geo.weight;
      last.cityWeights.push(geo.weight);
    } else {
      regions.push({ key, weight: geo.weight, first: i, cityWeights: [geo.weight] });
    }
    return regions;
  },
  [],
);

/** Which breakdown a sponsor operation reports. */
export type SponsorBreakdown = 'none' | 'channel' | 'geo';

const SALT = 301;
const channelTotal = SPONSOR_CHANNELS.reduce((s, c) => s + c.weight, 0);
const geoTotal = SPONSOR_REGIONS.reduce((s, r) => s + r.weight, 0);
/** Key bits telling the city draws of referral and view-through transactions apart. */
const REFERRAL_CITY = 1 << 12;
const VIEW_CITY = 2 << 12;

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

function add(sums: Sums | undefined, referrals: number, ticket: number, viewThrough: number, viewTicket: number): void {
  if (!sums) return;
  sums.referralTransactions += referrals;
  sums.referralCents += referrals * ticket;
  sums.influencedTransactions += referrals + viewThrough;
  sums.influencedCents += referrals * ticket + viewThrough * viewTicket;
}

/**
 * Adds the cells of one day into `into[bucket(channel, geo)]`, `geo` being the index in
 * SPONSOR_GEOS of the region's first city. A cell is one channel and one region. With `byCity`
 * (the by-geo report, whose `into` is indexed like SPONSOR_GEOS) each transaction of a cell goes
 * to one of the region's cities instead, by its own draw, so a region's cities add up to exactly
 * its cells and the plain and by-channel figures are the same whether or not cities are split.
 */
function addDay(seed: number, day: number, delay: number, into: Sums[], bucket: (c: number, geo: number) => number, byCity: boolean): void {
  const mean = dailyMean(day);
  const extra = influenceFactor(delay);
  // Plain loops, no closures: this runs for every day of the range.
  for (let c = 0; c < SPONSOR_CHANNELS.length; c++) {
    const channel = SPONSOR_CHANNELS[c]!;
    for (let g = 0; g < SPONSOR_REGIONS.length; g++) {
      const region = SPONSOR_REGIONS[g]!;
      const cell = c * 16 + g;
      const lambda = (mean * channel.weight * region.weight) / (channelTotal * geoTotal);
      const referrals = poissonAt(lambda, unitOf(seed, SALT, day, cell, 1));
      const viewThrough = poissonAt(lambda * extra, unitOf(seed, SALT, day, cell, 2));
      const ticket = Math.round(channel.ticketCents * (0.8 + 0.4 * unitOf(seed, SALT, day, cell, 3)));
      const viewTicket = Math.round(channel.ticketCents * (0.7 + 0.3 * unitOf(seed, SALT, day, cell, 4)));
      if (!byCity || region.cityWeights.length === 1) {
        add(into[bucket(c, region.first)], referrals, ticket, viewThrough, viewTicket);
        continue;
      }
      // The by-geo report buckets by city: `into` is indexed like SPONSOR_GEOS.
      for (let i = 0; i < referrals; i++) {
        add(into[region.first + weightedIndexAt(region.cityWeights, unitOf(seed, SALT, day, cell | REFERRAL_CITY, i))], 1, ticket, 0, viewTicket);
      }
      for (let i = 0; i < viewThrough; i++) {
        add(into[region.first + weightedIndexAt(region.cityWeights, unitOf(seed, SALT, day, cell | VIEW_CITY, i))], 0, ticket, 1, viewTicket);
      }
    }
  }
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
    for (let day = Math.max(period.start, DATA_START); day <= last; day++) addDay(env.seed, day, delay, sums, bucket, breakdown === 'geo');
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
