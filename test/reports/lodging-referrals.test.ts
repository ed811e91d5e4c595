import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixtureHarness, metricOf } from './harness.js';

/**
 * Lodging and referral reports against hand-written service answers. Every expected figure
 * below is worked out by hand from the fixture, in the comment beside it.
 */

const group = (
  startDate: string,
  endDate: string,
  available: number,
  booked: number,
  rate: { min: number | null; max: number | null; avg: number | null },
  revenue: { transactions: number; nights: number; total: number; min: number | null; max: number | null },
) => ({
  startDate,
  endDate,
  occupancy: { availableBookNights: available, bookedNights: booked },
  dailyRate: { minDailyRate: rate.min, maxDailyRate: rate.max, avgDailyRate: rate.avg },
  stayLength: { minStayNights: 1, maxStayNights: 7, avgStayNights: revenue.transactions ? revenue.nights / revenue.transactions : null },
  revenue: {
    totalTransactions: revenue.transactions,
    totalTransactionNights: revenue.nights,
    minTransactionRevenue: revenue.min,
    maxTransactionRevenue: revenue.max,
    totalTransactionRevenue: revenue.total,
    avgTransactionRevenue: revenue.transactions ? revenue.total / revenue.transactions : null,
  },
});

const lookahead = {
  totalProperties: 2,
  totalRooms: 100,
  data: [
    group('2026-12-01', '2026-12-05', 500, 300, { min: 150, max: 250, avg: 200 }, { transactions: 100, nights: 300, total: 60000, min: 150, max: 1250 }),
    group('2026-12-06', '2026-12-12', 700, 350, { min: 120, max: 300, avg: 180 }, { transactions: 120, nights: 350, total: 63000.5, min: 120, max: 2100 }),
    group('2026-12-13', '2026-12-14', 200, 0, { min: null, max: null, avg: null }, { transactions: 0, nights: 0, total: 0, min: null, max: null }),
  ],
};

const bookings = {
  totalProperties: 2,
  totalRooms: 100,
  data: [
    // Date-times, as the bookings operation sends them.
    { ...group('2026-11-02T00:00:00', '2026-11-02T23:59:59.9999999', 0, 0, { min: null, max: null, avg: null }, { transactions: 3, nights: 7, total: 0.1 + 0.2 + 700, min: 0.1, max: 700 }) },
  ].map(({ occupancy: _o, dailyRate: _d, ...g }) => g),
};

const sponsor = [
  { year: 2026, timeGrouping: 9, referralTransactions: 10, referralRevenue: 1000.1, influencedTransactions: 20, influencedRevenue: 2000.2 },
  { year: 2026, timeGrouping: 10, referralTransactions: 12, referralRevenue: 1200.25, influencedTransactions: 18, influencedRevenue: 1800.05 },
];

const channel = (tg: number, source: string, medium: string, term: string | null, tx: number, revenue: number) => ({
  year: 2026,
  timeGrouping: tg,
  source,
  medium,
  term,
  referralTransactions: tx,
  referralRevenue: revenue,
  influencedTransactions: tx,
  influencedRevenue: revenue,
});
const channels = [
  channel(10, 'google', 'cpc', 'beach hotel', 5, 100.1),
  channel(10, 'google', 'cpc', 'spa', 1, 0.2),
  channel(10, 'newsletter', 'email', null, 2, 200.2),
  channel(10, 'facebook', 'social', null, 1, 0.07),
  channel(9, 'google', 'cpc', 'beach hotel', 4, 50.05),
];

let h: FixtureHarness;
beforeAll(async () => {
  h = await FixtureHarness.start({ lookahead, bookings, sponsor, sponsorChannels: channels });
});
afterAll(() => h.close());

describe('occupancy', () => {
  it('adds nights up before dividing, weights the rate by nights sold, and names the busiest week', async () => {
    const r = await h.run('occupancy 2026-12-01..2026-12-14 no-compare');
    expect(r.period).toMatchObject({ start: '2026-12-01', end: '2026-12-14', days: 14 });
    expect(r.comparison).toBeNull();
    // (300 + 350 + 0) / (500 + 700 + 200) = 650 / 1400
    expect(metricOf(r, 'occupancy').value).toBeCloseTo(0.4642857, 6);
    // (200 × 300 + 180 × 350) / 650 = 123000 / 650 = 189.2307… → 189.23
    expect(metricOf(r, 'adr').value).toBe(189.23);
    // 123,000.50 / 1,400 nights = 87.857… → 87.86
    expect(metricOf(r, 'revpar').value).toBe(87.86);
    expect(metricOf(r, 'revenue').value).toBe(123000.5);
    // 123,000.50 / 220 bookings = 559.093… → 559.09
    expect(metricOf(r, 'avgTransactionRevenue').value).toBe(559.09);
    // 650 nights / 220 bookings
    expect(metricOf(r, 'avgStay').value).toBeCloseTo(2.954545, 5);
    expect(metricOf(r, 'minRate').value).toBe(120);
    expect(metricOf(r, 'maxRate').value).toBe(300);
    expect(metricOf(r, 'bookedNights').value).toBe(650);
    expect(r.notes).toContain('Busiest: Dec 1–5 at 60.0%; slowest: Dec 13–14 at 0.0%.');
    expect(r.series[0]!.labels).toEqual(['Dec 1–5', 'Dec 6–12', 'Dec 13–14']);
    expect(r.series[0]!.datasets[0]!.values).toEqual([0.6, 0.5, 0]);
  });

  it('compares with the previous period of equal length', async () => {
    // Previous 14 days: Nov 17–30, where the fixture has no groups at all.
    const r = await h.run('occupancy 2026-12-01..2026-12-14');
    expect(r.comparison).toMatchObject({ start: '2026-11-17', end: '2026-11-30', kind: 'previous' });
    expect(metricOf(r, 'occupancy').previous).toBeNull();
    expect(metricOf(r, 'occupancy').change).toBeNull();
    expect(metricOf(r, 'bookedNights')).toMatchObject({ value: 650, previous: 0, change: { absolute: 650, relative: null, direction: 'up' } });
  });

  it('says so when the service has no figures, without NaN', async () => {
    const r = await h.run('occupancy 2027-02-01..2027-02-07 no-compare');
    expect(r.emptyMessage).toBe('No lodging figures for this period.');
    expect(metricOf(r, 'occupancy').value).toBeNull();
    expect(metricOf(r, 'adr').value).toBeNull();
    expect(JSON.stringify(r)).not.toMatch(/NaN|Infinity/);
  });
});

describe('bookings', () => {
  it('a single day, revenue exact to the cent', async () => {
    const r = await h.run('bookings 2026-11-02 no-compare');
    expect(r.period).toMatchObject({ start: '2026-11-02', end: '2026-11-02', days: 1 });
    // 0.1 + 0.2 + 700 is 700.3000000000001 in floating point; the report says 700.30.
    expect(metricOf(r, 'revenue').value).toBe(700.3);
    expect(metricOf(r, 'transactions').value).toBe(3);
    // 700.30 / 3 = 233.4333… → 233.43
    expect(metricOf(r, 'avgRevenue').value).toBe(233.43);
    expect(metricOf(r, 'minRevenue').value).toBe(0.1);
    expect(metricOf(r, 'maxRevenue').value).toBe(700);
    expect(metricOf(r, 'avgStay').value).toBeCloseTo(7 / 3, 10);
  });
});

describe('referrals', () => {
  it('last month against the month before', async () => {
    const r = await h.run('referrals last month');
    expect(r.period).toMatchObject({ start: '2026-10-01', end: '2026-10-31' });
    expect(r.comparison).toMatchObject({ start: '2026-09-01', end: '2026-09-30' });
    // 1200.25 vs 1000.10: +200.15, +20.013 %
    expect(metricOf(r, 'referralRevenue')).toMatchObject({ value: 1200.25, previous: 1000.1, change: { direction: 'up' } });
    expect(metricOf(r, 'referralRevenue').change!.absolute).toBeCloseTo(200.15, 9);
    expect(metricOf(r, 'referralRevenue').change!.relative).toBeCloseTo(200.15 / 1000.1, 9);
    expect(metricOf(r, 'referralTransactions')).toMatchObject({ value: 12, previous: 10 });
    // 1800.05 vs 2000.20: down
    expect(metricOf(r, 'influencedRevenue')).toMatchObject({ value: 1800.05, previous: 2000.2, change: { direction: 'down' } });
    // 1200.25 / 12
    expect(metricOf(r, 'avgReferralRevenue').value).toBeCloseTo(100.0208333, 6);
    expect(r.series[0]!.labels).toEqual(['Oct 2026']);
  });

  it('by channel: top sources and mediums by referral revenue, to the cent', async () => {
    const r = await h.run('referrals by channel last month');
    // October: 100.10 + 0.20 + 200.20 + 0.07 = 300.57
    expect(metricOf(r, 'referralRevenue').value).toBe(300.57);
    // September: 50.05
    expect(metricOf(r, 'referralRevenue').previous).toBe(50.05);
    const top = r.tables.find((t) => t.key === 'topChannels')!;
    expect(top.rows.map((row) => [row.name, row.referralRevenue, row.referralTransactions])).toEqual([
      ['newsletter / email', 200.2, 2],
      ['google / cpc', 100.3, 6],
      ['facebook / social', 0.07, 1],
    ]);
    // google / cpc: 100.30 vs 50.05 → +100.4 %; newsletter had nothing before → no percentage.
    expect(top.rows[1]!.change).toBeCloseTo((100.3 - 50.05) / 50.05, 9);
    expect(top.rows[0]!.change).toBeNull();
    expect(top.moreRows).toBe(0);
  });

  it('an empty period says so', async () => {
    const r = await h.run('referrals 2025-01');
    expect(r.emptyMessage).toBe('No referral or influenced transactions in this period.');
    expect(metricOf(r, 'referralRevenue').value).toBe(0);
    expect(metricOf(r, 'avgReferralRevenue').value).toBeNull();
  });
});
