import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/reports/index.js';
import { bookingsGroup, lodgingGroup, person, rowsOf, seriesOf, sponsorRecord as rec, tableOf, useFixtures } from './harness.js';

/**
 * `by day|week|month` is honoured by every report: the per-period table's rows and the trend's
 * labels and values per bucket, with weeks starting on Sunday or on `week-starts monday`, and
 * buckets clipped to the period. Counts per bucket are worked out by hand from the dates below.
 *
 * Calendar: Thu Oct 1, 2026; Sundays Oct 4 and 11; Mondays Oct 5 and 12.
 * - Oct 1–14 in Monday weeks: Oct 1–4 | Oct 5–11 | Oct 12–14.
 * - Oct 1–14 in Sunday weeks: Oct 1–3 | Oct 4–10 | Oct 11–14.
 * - Sep 15 – Nov 10 by month: Sep 15–30 | Oct 2026 | Nov 1–10.
 */

/** One record per date; Sep 14 and Nov 11 lie outside every period below. */
const DATES = [
  '2026-09-14T12:00:00', // out
  '2026-09-15T00:00:00',
  '2026-09-30T23:59:59.9999999',
  '2026-10-01T00:00:00',
  '2026-10-01T18:00:00',
  '2026-10-04T23:59:59.9999999', // Sunday
  '2026-10-05T00:00:00', // Monday
  '2026-10-11T12:00:00', // Sunday
  '2026-10-12T12:00:00', // Monday
  '2026-10-14T23:59:59.9999999',
  '2026-10-15T00:00:00', // after Oct 14
  '2026-10-31T12:00:00',
  '2026-11-10T23:59:59.9999999',
  '2026-11-11T00:00:00', // out
];

/** Counts per bucket of DATES. */
const EXPECTED = {
  // Oct 1 ×2, Oct 4 | Oct 5, Oct 11 | Oct 12, Oct 14
  mondayWeeks: [
    ['Oct 1–4', 3],
    ['Oct 5–11', 2],
    ['Oct 12–14', 2],
  ],
  // Oct 1 ×2 | Oct 4, Oct 5 | Oct 11, 12, 14
  sundayWeeks: [
    ['Oct 1–3', 2],
    ['Oct 4–10', 2],
    ['Oct 11–14', 3],
  ],
  // Sep 15, 30 | Oct 1 ×2, 4, 5, 11, 12, 14, 15, 31 | Nov 10
  months: [
    ['Sep 15–30', 2],
    ['Oct 2026', 9],
    ['Nov 1–10', 1],
  ],
  // Oct 1 ×2, 2, 3, 4, 5
  days: [
    ['Oct 1', 2],
    ['Oct 2', 0],
    ['Oct 3', 0],
    ['Oct 4', 1],
    ['Oct 5', 1],
  ],
} as const;

const HARBOR = { propertyId: '11111111-1111-4111-8111-111111111111', propertySlug: 'harbor-view-inn' };
const flags = { languageCode: 'en', isOptout: false, isPrivacyRestricted: false };

const signups = DATES.map((createDate, i) => ({
  id: `s-${i}`,
  createDate,
  ...HARBOR,
  ...person('Ana', 'Lopez'),
  ...flags,
  layerType: 'popup',
  category: 'Family',
  country: 'US',
  region: 'CA',
  city: 'Monterey',
}));
const planners = DATES.map((createDate, i) => ({
  discoveryName: 'Coastal Escapes',
  plannerId: `p-${i}`,
  createDate,
  email: 'eve@example.com',
  first: 'Eve',
  languageCode: 'en',
  isBooked: false,
  isUninterested: false,
  isPrivacyRestricted: false,
  isOptout: false,
  activePlan: null,
  reservations: [],
}));
const stories = DATES.map((submissionDate, i) => ({
  ...HARBOR,
  ...person('Bo', 'Berg'),
  ...flags,
  category: 'guest',
  startDate: '2026-09-01',
  endDate: '2026-09-03',
  submissionDate,
  photo: {
    id: `ph-${i}`,
    contestName: 'Fall',
    finalistDate: null,
    internalRating: null,
    score: 5,
    caption: 'Pier',
    captionInternalRating: 1,
    url: `https://photos.example.com/${i}.jpg`,
  },
  review: { rating: 4, quote: 'Lovely', internalRating: 1 },
}));

/** The trend's labels and values, as [label, value] pairs, to compare with the table's rows. */
function trendPairs(r: Report, key: string) {
  const s = seriesOf(r, key);
  expect(s.datasets).toHaveLength(1);
  return s.labels.map((label, i) => [label, s.datasets[0]!.values[i]]);
}

describe.each([
  { report: 'signups', fixtures: { signups }, trend: 'signupsTrend' },
  { report: 'planners', fixtures: { planners }, trend: 'plannersTrend' },
  { report: 'stories', fixtures: { stories }, trend: 'storiesTrend' },
])('$report by day, week and month', ({ report, fixtures, trend }) => {
  const h = useFixtures(fixtures, 5);

  it('by week, weeks starting on Monday', async () => {
    const r = await h().run(`${report} 2026-10-01..2026-10-14 by week week-starts monday no-compare`);
    expect(tableOf(r, 'byPeriod').title).toBe('By week');
    // The bucket's name, then its count: the column the renderers show the counts by.
    expect(tableOf(r, 'byPeriod').columns.map((c) => [c.key, c.unit])).toEqual([
      ['name', undefined],
      ['count', 'count'],
    ]);
    expect(rowsOf(r, 'byPeriod', ['name', 'count'])).toEqual(EXPECTED.mondayWeeks);
    expect(trendPairs(r, trend)).toEqual(EXPECTED.mondayWeeks);
  });

  it('by week, weeks starting on Sunday', async () => {
    const r = await h().run(`${report} 2026-10-01..2026-10-14 by week no-compare`);
    expect(rowsOf(r, 'byPeriod', ['name', 'count'])).toEqual(EXPECTED.sundayWeeks);
    expect(trendPairs(r, trend)).toEqual(EXPECTED.sundayWeeks);
  });

  it('by month, the first and last month clipped to the period', async () => {
    const r = await h().run(`${report} 2026-09-15..2026-11-10 by month no-compare`);
    expect(tableOf(r, 'byPeriod').title).toBe('By month');
    expect(rowsOf(r, 'byPeriod', ['name', 'count'])).toEqual(EXPECTED.months);
    expect(trendPairs(r, trend)).toEqual(EXPECTED.months);
  });

  it('by day', async () => {
    const r = await h().run(`${report} 2026-10-01..2026-10-05 by day no-compare`);
    expect(tableOf(r, 'byPeriod').title).toBe('By day');
    expect(rowsOf(r, 'byPeriod', ['name', 'count'])).toEqual(EXPECTED.days);
    expect(trendPairs(r, trend)).toEqual(EXPECTED.days);
  });

  it('a 57-day period without `by` has a weekly trend and no per-period table', async () => {
    const r = await h().run(`${report} 2026-09-15..2026-11-10 no-compare`);
    expect(r.tables.map((t) => t.key)).not.toContain('byPeriod');
    // Sunday weeks from Tue Sep 15: Sep 15–19, 20–26, Sep 27 – Oct 3, …, Nov 8–10.
    expect(seriesOf(r, trend).labels).toEqual([
      'Sep 15–19',
      'Sep 20–26',
      'Sep 27 – Oct 3',
      'Oct 4–10',
      'Oct 11–17',
      'Oct 18–24',
      'Oct 25–31',
      'Nov 1–7',
      'Nov 8–10',
    ]);
    // Sep 15 | – | Sep 30, Oct 1 ×2 | Oct 4, 5 | Oct 11, 12, 14, 15 | – | Oct 31 | – | Nov 10
    expect(seriesOf(r, trend).datasets[0]!.values).toEqual([1, 0, 3, 2, 4, 0, 1, 0, 1]);
  });
});

describe('opt-outs by day, week and month', () => {
  // Discovery and advocacy opt-outs on alternating dates of the list above.
  const discovery = ['2026-09-14', '2026-09-15', '2026-10-01', '2026-10-04', '2026-10-12', '2026-10-31', '2026-11-11'];
  const advocacy = ['2026-09-30', '2026-10-01', '2026-10-05', '2026-10-11', '2026-10-14', '2026-10-15', '2026-11-10'];
  const h = useFixtures(
    {
      discoveryOptouts: discovery.map((d, i) => ({
        discoveryName: 'Coastal Escapes',
        email: `d${i}@example.com`,
        optoutDate: `${d}T23:59:59.9999999`,
      })),
      advocacyOptouts: advocacy.map((d, i) => ({ ...HARBOR, email: `a${i}@example.com`, optoutDate: `${d}T00:00:00` })),
    },
    5,
  );
  const columns = ['name', 'count', 'planners', 'advocacy'];

  it('by week, weeks starting on Monday', async () => {
    const r = await h().run('optouts 2026-10-01..2026-10-14 by week week-starts monday no-compare');
    expect(rowsOf(r, 'byPeriod', columns)).toEqual([
      ['Oct 1–4', 3, 2, 1], // discovery Oct 1, 4; advocacy Oct 1
      ['Oct 5–11', 2, 0, 2], // advocacy Oct 5, 11
      ['Oct 12–14', 2, 1, 1], // discovery Oct 12; advocacy Oct 14
    ]);
    expect(trendPairs(r, 'optoutsTrend')).toEqual([
      ['Oct 1–4', 3],
      ['Oct 5–11', 2],
      ['Oct 12–14', 2],
    ]);
  });

  it('by week, weeks starting on Sunday', async () => {
    const r = await h().run('optouts 2026-10-01..2026-10-14 by week no-compare');
    expect(rowsOf(r, 'byPeriod', columns)).toEqual([
      ['Oct 1–3', 2, 1, 1], // discovery Oct 1; advocacy Oct 1
      ['Oct 4–10', 2, 1, 1], // discovery Oct 4; advocacy Oct 5
      ['Oct 11–14', 3, 1, 2], // discovery Oct 12; advocacy Oct 11, 14
    ]);
  });

  it('by month', async () => {
    const r = await h().run('optouts 2026-09-15..2026-11-10 by month no-compare');
    expect(rowsOf(r, 'byPeriod', columns)).toEqual([
      ['Sep 15–30', 2, 1, 1], // discovery Sep 15; advocacy Sep 30
      ['Oct 2026', 9, 4, 5], // discovery Oct 1, 4, 12, 31; advocacy Oct 1, 5, 11, 14, 15
      ['Nov 1–10', 1, 0, 1], // advocacy Nov 10
    ]);
    expect(trendPairs(r, 'optoutsTrend')).toEqual([
      ['Sep 15–30', 2],
      ['Oct 2026', 9],
      ['Nov 1–10', 1],
    ]);
  });

  it('by day', async () => {
    const r = await h().run('optouts 2026-10-01..2026-10-05 by day no-compare');
    expect(rowsOf(r, 'byPeriod', columns)).toEqual([
      ['Oct 1', 2, 1, 1],
      ['Oct 2', 0, 0, 0],
      ['Oct 3', 0, 0, 0],
      ['Oct 4', 1, 1, 0],
      ['Oct 5', 1, 0, 1],
    ]);
  });
});

describe('bookings and occupancy by day, week and month', () => {
  // Groups as the service sends them at each grain: Monday weeks in Oct 1–14, months in
  // May 15 – Jul 10, days in Aug 1–3; one group on each side of every period is left out.
  const revenue = (transactions: number, nights: number, total: number) => ({ transactions, nights, total, min: total, max: total });
  const rate = { min: 100, max: 100, avg: 100 };
  const h = useFixtures({
    bookings: {
      totalProperties: 1,
      totalRooms: 100,
      data: [
        bookingsGroup('2026-05-01', '2026-05-14', revenue(9, 9, 999)), // out
        bookingsGroup('2026-05-15', '2026-05-31', revenue(1, 2, 100.1)),
        bookingsGroup('2026-06-01', '2026-06-30', revenue(2, 3, 200.2)),
        bookingsGroup('2026-07-01', '2026-07-10', revenue(3, 3, 0.3)),
        bookingsGroup('2026-07-11', '2026-07-31', revenue(9, 9, 999)), // out
        bookingsGroup('2026-07-31', '2026-07-31', revenue(9, 9, 999)), // out
        bookingsGroup('2026-08-01', '2026-08-01', revenue(1, 1, 10)),
        bookingsGroup('2026-08-03', '2026-08-03', revenue(2, 5, 20.02)),
        bookingsGroup('2026-08-04', '2026-08-04', revenue(9, 9, 999)), // out
        bookingsGroup('2026-10-01', '2026-10-04', revenue(2, 3, 0.29)),
        bookingsGroup('2026-10-05', '2026-10-11', revenue(1, 4, 4.35)),
        bookingsGroup('2026-10-12', '2026-10-14', revenue(3, 6, 1.005)),
        bookingsGroup('2026-10-15', '2026-10-18', revenue(9, 9, 999)), // out
      ],
    },
    lookahead: {
      totalProperties: 1,
      totalRooms: 100,
      data: [
        lodgingGroup('2026-05-01', '2026-05-14', 1400, 1400, rate, revenue(9, 1400, 999999)), // out
        lodgingGroup('2026-05-15', '2026-05-31', 1700, 850, rate, revenue(1, 850, 85000)),
        lodgingGroup('2026-06-01', '2026-06-30', 3000, 600, rate, revenue(2, 600, 60000.6)),
        lodgingGroup('2026-07-01', '2026-07-10', 1000, 1000, rate, revenue(3, 1000, 100000)),
        lodgingGroup('2026-07-11', '2026-07-31', 2100, 2100, rate, revenue(9, 2100, 999999)), // out
        lodgingGroup('2026-08-01', '2026-08-01', 100, 50, rate, revenue(1, 50, 5000)),
        lodgingGroup('2026-08-03', '2026-08-03', 100, 25, rate, revenue(1, 25, 2500)),
        lodgingGroup('2026-08-04', '2026-08-04', 100, 100, rate, revenue(1, 100, 99999)), // out
        lodgingGroup('2026-10-01', '2026-10-04', 400, 100, rate, revenue(1, 100, 10000)),
        lodgingGroup('2026-10-05', '2026-10-11', 700, 350, rate, revenue(1, 350, 35000.7)),
        lodgingGroup('2026-10-12', '2026-10-14', 300, 300, rate, revenue(1, 300, 30000)),
        lodgingGroup('2026-10-15', '2026-10-18', 400, 400, rate, revenue(1, 400, 99999)), // out
      ],
    },
  });

  it('bookings by week, weeks starting on Monday', async () => {
    const r = await h().run('bookings 2026-10-01..2026-10-14 by week week-starts monday no-compare');
    expect(tableOf(r, 'byPeriod').title).toBe('By week');
    expect(rowsOf(r, 'byPeriod', ['name', 'revenue', 'transactions', 'nights', 'avgStay'])).toEqual([
      ['Oct 1–4', 0.29, 2, 3, 1.5],
      ['Oct 5–11', 4.35, 1, 4, 4],
      ['Oct 12–14', 1.01, 3, 6, 2], // 1.005 -> 1.01
    ]);
    expect(trendPairs(r, 'revenueTrend')).toEqual([
      ['Oct 1–4', 0.29],
      ['Oct 5–11', 4.35],
      ['Oct 12–14', 1.01],
    ]);
  });

  it('bookings by month', async () => {
    const r = await h().run('bookings 2026-05-15..2026-07-10 by month no-compare');
    expect(rowsOf(r, 'byPeriod', ['name', 'revenue', 'transactions', 'nights'])).toEqual([
      ['May 15–31', 100.1, 1, 2],
      ['Jun 2026', 200.2, 2, 3],
      ['Jul 1–10', 0.3, 3, 3],
    ]);
    expect(trendPairs(r, 'revenueTrend')).toEqual([
      ['May 15–31', 100.1],
      ['Jun 2026', 200.2],
      ['Jul 1–10', 0.3],
    ]);
  });

  it('bookings by day', async () => {
    const r = await h().run('bookings 2026-08-01..2026-08-03 by day no-compare');
    expect(rowsOf(r, 'byPeriod', ['name', 'revenue', 'transactions', 'nights', 'avgStay'])).toEqual([
      ['Aug 1', 10, 1, 1, 1],
      ['Aug 2', 0, 0, 0, null],
      ['Aug 3', 20.02, 2, 5, 2.5],
    ]);
    expect(trendPairs(r, 'revenueTrend')).toEqual([
      ['Aug 1', 10],
      ['Aug 2', 0],
      ['Aug 3', 20.02],
    ]);
  });

  it('occupancy by week, weeks starting on Monday', async () => {
    const r = await h().run('occupancy 2026-10-01..2026-10-14 by week week-starts monday no-compare');
    const rows = tableOf(r, 'byPeriod').rows;
    expect(rowsOf(r, 'byPeriod', ['name', 'occupancy', 'revenue', 'booked'])).toEqual([
      ['Oct 1–4', 0.25, 10000, 100], // 100 / 400
      ['Oct 5–11', 0.5, 35000.7, 350], // 350 / 700
      ['Oct 12–14', 1, 30000, 300], // 300 / 300
    ]);
    // ADR: 10,000 / 100; 35,000.70 / 350 = 100.002; 30,000 / 300. RevPAR: / 400, / 700 = 50.001, / 300.
    expect(rows.map((row) => row.adr)).toEqual([100, expect.closeTo(100.002, 9), 100]);
    expect(rows.map((row) => row.revpar)).toEqual([25, expect.closeTo(50.001, 9), 100]);
    expect(trendPairs(r, 'occupancyTrend')).toEqual([
      ['Oct 1–4', 0.25],
      ['Oct 5–11', 0.5],
      ['Oct 12–14', 1],
    ]);
  });

  it('occupancy by month', async () => {
    const r = await h().run('occupancy 2026-05-15..2026-07-10 by month no-compare');
    expect(rowsOf(r, 'byPeriod', ['name', 'occupancy', 'adr', 'revpar', 'revenue', 'booked'])).toEqual([
      ['May 15–31', 0.5, 100, 50, 85000, 850], // 850 / 1700; 85,000 / 850; 85,000 / 1700
      ['Jun 2026', 0.2, 100.001, 20.0002, 60000.6, 600], // 600 / 3000; 60,000.60 / 600; / 3000
      ['Jul 1–10', 1, 100, 100, 100000, 1000],
    ]);
    expect(trendPairs(r, 'occupancyTrend')).toEqual([
      ['May 15–31', 0.5],
      ['Jun 2026', 0.2],
      ['Jul 1–10', 1],
    ]);
  });

  it('occupancy by day, a day without figures has no rate', async () => {
    const r = await h().run('occupancy 2026-08-01..2026-08-03 by day no-compare');
    expect(rowsOf(r, 'byPeriod', ['name', 'occupancy', 'adr', 'revpar', 'revenue', 'booked'])).toEqual([
      ['Aug 1', 0.5, 100, 50, 5000, 50],
      ['Aug 2', null, null, null, 0, 0],
      ['Aug 3', 0.25, 100, 25, 2500, 25],
    ]);
    expect(trendPairs(r, 'occupancyTrend')).toEqual([
      ['Aug 1', 0.5],
      ['Aug 2', null],
      ['Aug 3', 0.25],
    ]);
  });
});

describe('referrals by day, week and month', () => {
  // Days of 2026: Sep 30 = 273, Oct 1 = 274, Oct 4 = 277, Oct 5 = 278, Oct 11 = 284,
  // Oct 12 = 285, Oct 14 = 287, Oct 15 = 288. Month records: (2026, 8 … 12).
  const h = useFixtures({
    sponsor: [
      rec(2026, 273, 9, 999.99, 9, 999.99), // Sep 30: out
      rec(2026, 274, 2, 10.1, 3, 11.1), // Oct 1 (Thu)
      rec(2026, 277, 1, 0.29, 2, 1.29), // Oct 4 (Sun)
      rec(2026, 278, 1, 4.35, 2, 5.35), // Oct 5 (Mon)
      rec(2026, 284, 3, 1.005, 4, 2.005), // Oct 11 (Sun)
      rec(2026, 285, 1, 100, 2, 101), // Oct 12 (Mon)
      rec(2026, 287, 2, 0.07, 3, 1.07), // Oct 14
      rec(2026, 288, 9, 999.99, 9, 999.99), // Oct 15: out
      rec(2026, 8, 9, 999, 9, 999), // August: out
      rec(2026, 9, 5, 500.05, 6, 600.05), // September (Sep 15–30 of it in the period)
      rec(2026, 10, 6, 600.6, 7, 700.6), // October
      rec(2026, 11, 1, 0.01, 2, 1.01), // November (Nov 1–10)
      rec(2026, 12, 9, 999, 9, 999), // December: out
    ],
  });
  const columns = ['name', 'referralRevenue', 'referralTransactions', 'influencedRevenue'];

  it('daily records summed into Monday weeks', async () => {
    const r = await h().run('referrals 2026-10-01..2026-10-14 by week week-starts monday no-compare');
    expect(rowsOf(r, 'byPeriod', columns)).toEqual([
      ['Oct 1–4', 10.39, 3, 12.39], // 10.10 + 0.29; 11.10 + 1.29
      ['Oct 5–11', 5.36, 4, 7.36], // 4.35 + 1.005 (1.01); 5.35 + 2.005 (2.01)
      ['Oct 12–14', 100.07, 3, 102.07], // 100 + 0.07; 101 + 1.07
    ]);
    expect(trendPairs(r, 'referralsTrend')).toEqual([
      ['Oct 1–4', 10.39],
      ['Oct 5–11', 5.36],
      ['Oct 12–14', 100.07],
    ]);
  });

  it('daily records summed into Sunday weeks', async () => {
    const r = await h().run('referrals 2026-10-01..2026-10-14 by week no-compare');
    expect(rowsOf(r, 'byPeriod', columns)).toEqual([
      ['Oct 1–3', 10.1, 2, 11.1],
      ['Oct 4–10', 4.64, 2, 6.64], // 0.29 + 4.35; 1.29 + 5.35
      ['Oct 11–14', 101.08, 6, 104.08], // 1.01 + 100 + 0.07; 2.01 + 101 + 1.07
    ]);
  });

  it('month records by month, the first and last clipped to the period', async () => {
    const r = await h().run('referrals 2026-09-15..2026-11-10 by month no-compare');
    expect(rowsOf(r, 'byPeriod', columns)).toEqual([
      ['Sep 15–30', 500.05, 5, 600.05],
      ['Oct 2026', 600.6, 6, 700.6],
      ['Nov 1–10', 0.01, 1, 1.01],
    ]);
    expect(trendPairs(r, 'referralsTrend')).toEqual([
      ['Sep 15–30', 500.05],
      ['Oct 2026', 600.6],
      ['Nov 1–10', 0.01],
    ]);
  });

  it('by day', async () => {
    const r = await h().run('referrals 2026-10-01..2026-10-05 by day no-compare');
    expect(rowsOf(r, 'byPeriod', columns)).toEqual([
      ['Oct 1', 10.1, 2, 11.1],
      ['Oct 2', 0, 0, 0],
      ['Oct 3', 0, 0, 0],
      ['Oct 4', 0.29, 1, 1.29],
      ['Oct 5', 4.35, 1, 5.35],
    ]);
    expect(trendPairs(r, 'referralsTrend')).toEqual([
      ['Oct 1', 10.1],
      ['Oct 2', 0],
      ['Oct 3', 0],
      ['Oct 4', 0.29],
      ['Oct 5', 4.35],
    ]);
  });
});
