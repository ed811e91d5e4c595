import { describe, expect, it } from 'vitest';
import {
  bookingsGroup,
  cancelledAtOnce,
  FIRST_OF_MONTH,
  metricOf,
  query,
  rowsOf,
  seriesOf,
  sponsorRecord as rec,
  tableOf,
  useFixtures,
} from './harness.js';

/**
 * Bookings and referrals against hand-written service answers. Every expected figure below is
 * worked out by hand from the fixture, in the comment beside it. Today is Saturday 2026-11-21,
 * so a period to date ends on Friday Nov 20.
 *
 * Sponsor records asked for by Day are labelled (year, day of the year) and by Month (year,
 * month number). Days of 2026: Aug 31 = 243, Sep 1 = 244, Sep 30 = 273, Oct 1 = 274,
 * Oct 20 = 293, Oct 21 = 294, Oct 31 = 304, Nov 1 = 305, Nov 20 = 324, Nov 21 = 325.
 */

describe('bookings, a single day', () => {
  const h = useFixtures({
    bookings: {
      totalProperties: 2,
      totalRooms: 100,
      // Date-times, as the bookings operation sends them.
      data: [
        bookingsGroup('2026-11-02T00:00:00', '2026-11-02T23:59:59.9999999', {
          transactions: 3,
          nights: 7,
          total: 0.1 + 0.2 + 700,
          min: 0.1,
          max: 700,
        }),
      ],
    },
  });

  it('a holiday is compared with the same holiday last year, as the query says', async () => {
    // Christmas Day 2025 (a Thursday) against Christmas Day 2024 (a Wednesday), not 364 days back (Thu Dec 26, 2024).
    const r = await h().run('bookings 2025-12-25 vs 2024-12-25..2024-12-25');
    expect(r.comparison).toMatchObject({ start: '2024-12-25', end: '2024-12-25', kind: 'last-year', days: 1 });
  });

  it('revenue exact to the cent', async () => {
    const r = await h().run('bookings 2026-11-02 no-compare');
    expect(r.period).toMatchObject({ start: '2026-11-02', end: '2026-11-02', days: 1, status: 'past' });
    // 0.1 + 0.2 + 700 is 700.3000000000001 in floating point; the report says 700.30.
    expect(metricOf(r, 'revenue').value).toBe(700.3);
    expect(metricOf(r, 'transactions').value).toBe(3);
    expect(metricOf(r, 'nights').value).toBe(7);
    // 70,030 cents / 3 = 23,343.33 cents -> 233.43
    expect(metricOf(r, 'avgRevenue').value).toBe(233.43);
    expect(metricOf(r, 'minRevenue').value).toBe(0.1);
    expect(metricOf(r, 'maxRevenue').value).toBe(700);
    expect(metricOf(r, 'avgStay').value).toBeCloseTo(7 / 3, 10);
    // ADR booked: 70,030 cents / 7 nights = 10,004.29 cents -> 100.04
    expect(metricOf(r, 'adrBooked').value).toBe(100.04);
    // One day: no per-period table repeating the headline.
    expect(r.tables).toEqual([]);
    expect(r.notes).toEqual(['Figures for 2 properties with 100 rooms.']);
  });

  it('today is today so far and never compared with all of yesterday', async () => {
    const r = await h().run('bookings today');
    expect(r.period).toMatchObject({ start: '2026-11-21', end: '2026-11-21', status: 'today', label: 'Today so far · Nov 21, 2026' });
    expect(r.comparison).toBeNull();
    expect(r.notes).toContain('Today is not over, so it is not compared with another day.');
    expect(r.metrics.every((m) => m.change === null && m.previous === null)).toBe(true);
    // The fixture has bookings on Nov 2 only.
    expect(r.emptyMessage).toBe('No bookings in this period.');
  });
});

describe('bookings ytd', () => {
  // Month groups, as the service sends for a year by month. Year to date = Jan 1 – Nov 20.
  const h = useFixtures({
    bookings: {
      totalProperties: 3,
      totalRooms: 120,
      data: [
        bookingsGroup('2025-01-01', '2025-01-31', { transactions: 2, nights: 4, total: 800, min: 300, max: 500 }),
        bookingsGroup('2025-11-01', '2025-11-20', { transactions: 2, nights: 3, total: 100, min: 40, max: 60 }),
        // Last year after Nov 20: not like for like, left out.
        bookingsGroup('2025-11-21', '2025-11-30', { transactions: 9, nights: 9, total: 7777, min: 1, max: 7000 }),
        bookingsGroup('2025-12-01', '2025-12-31', { transactions: 9, nights: 9, total: 6666, min: 1, max: 6000 }),
        bookingsGroup('2026-01-01', '2026-01-31', { transactions: 3, nights: 7, total: 1000.1, min: 100.05, max: 600 }),
        // A month without bookings, its minimum filled in as 0 by the service: no minimum of any booking.
        bookingsGroup('2026-03-01', '2026-03-31', { transactions: 0, nights: 0, total: 0, min: 0, max: 0 }),
        bookingsGroup('2026-06-01', '2026-06-30', { transactions: 2, nights: 5, total: 450.35, min: 200.15, max: 250.2 }),
        bookingsGroup('2026-11-01', '2026-11-20', { transactions: 1, nights: 2, total: 4.35, min: 4.35, max: 4.35 }),
        // Today and after: not in a year to date.
        bookingsGroup('2026-11-21', '2026-11-30', { transactions: 50, nights: 99, total: 99999, min: 1, max: 9999 }),
        bookingsGroup('2026-12-01', '2026-12-31', { transactions: 40, nights: 88, total: 88888, min: 1, max: 8888 }),
      ],
    },
  });

  it('covers Jan 1 – Nov 20 and compares with Jan 1 – Nov 20 last year; no December row', async () => {
    const r = await h().run('bookings ytd');
    expect(r.period).toMatchObject({
      start: '2026-01-01',
      end: '2026-11-20',
      fullEnd: '2026-12-31',
      days: 324,
      status: 'to-date',
      label: 'Year to date · Jan 1 – Nov 20, 2026',
    });
    expect(r.comparison).toMatchObject({ start: '2025-01-01', end: '2025-11-20', days: 324, kind: 'previous', shift: 'months' });
    // 1,000.10 + 450.35 + 4.35 = 1,454.80 vs 800 + 100 = 900: +554.80, +61.64 %
    expect(metricOf(r, 'revenue')).toMatchObject({ value: 1454.8, previous: 900, change: { direction: 'up' } });
    expect(metricOf(r, 'revenue').change!.absolute).toBeCloseTo(554.8, 9);
    expect(metricOf(r, 'revenue').change!.relative).toBeCloseTo(554.8 / 900, 12);
    // 3 + 2 + 1 = 6 vs 2 + 2 = 4
    expect(metricOf(r, 'transactions')).toMatchObject({ value: 6, previous: 4, change: { absolute: 2, relative: 0.5, direction: 'up' } });
    // 7 + 5 + 2 = 14 vs 4 + 3 = 7
    expect(metricOf(r, 'nights')).toMatchObject({ value: 14, previous: 7 });
    // 145,480 cents / 6 = 24,246.67 -> 242.47; 90,000 / 4 = 225.00
    expect(metricOf(r, 'avgRevenue')).toMatchObject({ value: 242.47, previous: 225 });
    // 14 / 6 and 7 / 4
    expect(metricOf(r, 'avgStay').value).toBeCloseTo(2.3333333333333335, 12);
    expect(metricOf(r, 'avgStay').previous).toBe(1.75);
    // ADR booked: 145,480 cents / 14 nights = 10,391.43 -> 103.91; 90,000 / 7 = 12,857.14 -> 128.57
    expect(metricOf(r, 'adrBooked')).toMatchObject({ value: 103.91, previous: 128.57 });
    // The smallest of 100.05, 200.15 and 4.35; March's 0 is no booking's.
    expect(metricOf(r, 'minRevenue')).toMatchObject({ value: 4.35, previous: 40 });
    expect(metricOf(r, 'maxRevenue')).toMatchObject({ value: 600, previous: 500 });

    const months = [
      'Jan 2026',
      'Feb 2026',
      'Mar 2026',
      'Apr 2026',
      'May 2026',
      'Jun 2026',
      'Jul 2026',
      'Aug 2026',
      'Sep 2026',
      'Oct 2026',
      'Nov 1–20',
    ];
    expect(tableOf(r, 'byPeriod').title).toBe('By month');
    expect(rowsOf(r, 'byPeriod', ['name', 'revenue', 'transactions', 'nights'])).toEqual([
      ['Jan 2026', 1000.1, 3, 7],
      ...months.slice(1, 5).map((m) => [m, 0, 0, 0]),
      ['Jun 2026', 450.35, 2, 5],
      ...months.slice(6, 10).map((m) => [m, 0, 0, 0]),
      ['Nov 1–20', 4.35, 1, 2],
    ]);
    const trend = seriesOf(r, 'revenueTrend');
    expect(trend.labels).toEqual(months);
    expect(trend.datasets[0]!.values).toEqual([1000.1, 0, 0, 0, 0, 450.35, 0, 0, 0, 0, 4.35]);
    expect(trend.datasets[1]).toMatchObject({ label: 'Jan 1 – Nov 20, 2025', comparison: true, values: [800, 0, 0, 0, 0, 0, 0, 0, 0, 0, 100] });
    expect(r.notes).toEqual(['Figures for 3 properties with 120 rooms.']);
  });
});

describe('bookings with nothing to ask, and cancelled', () => {
  const h = useFixtures({
    bookings: {
      totalProperties: 2,
      totalRooms: 100,
      data: [
        bookingsGroup('2026-09-12', '2026-09-12', { transactions: 2, nights: 4, total: 300, min: 100, max: 200 }),
        bookingsGroup('2026-10-10', '2026-10-10', { transactions: 3, nights: 6, total: 600, min: 150, max: 250 }),
      ],
    },
  });

  it('a subscription firing on the 1st reports today so far, asking the service for that day', async () => {
    // `bookings this-month` delivered on Sunday Nov 1 at 10:00 UTC: Nov 1 so far, not compared.
    h().sandbox.stats.reset();
    const r = await h().run('bookings this-month', { now: FIRST_OF_MONTH });
    expect(r.period).toMatchObject({ start: '2026-11-01', end: '2026-11-01', days: 1, status: 'today' });
    expect(r.comparison).toBeNull();
    // Nothing was booked on Nov 1 in these fixtures: said as an empty period, not as no day yet.
    expect(r.emptyMessage).toBe('No bookings in this period.');
    expect(h().sandbox.stats.requests).toBeGreaterThan(0);
  });

  it('aborting the report cancels every request it sent: its own two and the ten by property type', async () => {
    // October and September, plus 5 property types × the same 2 months, all sent in one wave.
    const { error, outcomes } = await cancelledAtOnce(h().sandbox, 'bookings last-month by property type', 12);
    expect(error).toMatchObject({ code: 'aborted' });
    expect(outcomes).toEqual(Array(12).fill('lodgingBookings error aborted'));
  });
});

describe('referrals', () => {
  const h = useFixtures({
    sponsor: [
      rec(2026, 243, 99, 9999.99, 99, 9999.99), // Aug 31: out
      rec(2026, 244, 4, 500.05, 10, 1000.1), // Sep 1
      rec(2026, 273, 6, 500.05, 10, 1000.1), // Sep 30
      rec(2026, 274, 5, 600.1, 9, 900), // Oct 1
      rec(2026, 304, 7, 600.15, 9, 900.05), // Oct 31
      rec(2026, 305, 99, 8888.88, 99, 8888.88), // Nov 1: out
    ],
    sponsorChannels: [
      // source, medium, term; day of year
      { ...rec(2026, 243, 9, 999, 9, 999), source: 'facebook', medium: 'social', term: null }, // Aug 31: out
      { ...rec(2026, 250, 4, 50.05, 4, 50.05), source: 'google', medium: 'cpc', term: 'beach hotel' }, // Sep 7
      { ...rec(2026, 274, 5, 100.1, 5, 100.1), source: 'google', medium: 'cpc', term: 'beach hotel' }, // Oct 1
      { ...rec(2026, 280, 1, 0.2, 1, 0.2), source: 'google', medium: 'cpc', term: 'spa' }, // Oct 7
      { ...rec(2026, 290, 2, 200.2, 3, 250), source: 'newsletter', medium: 'email', term: null }, // Oct 17
      { ...rec(2026, 304, 1, 0.07, 1, 0.07), source: 'facebook', medium: 'social', term: null }, // Oct 31
      { ...rec(2026, 305, 9, 999.99, 9, 999.99), source: 'newsletter', medium: 'email', term: null }, // Nov 1: out
    ],
    sponsorGeo: [
      { ...rec(2026, 260, 2, 200, 2, 200), country: 'US', region: 'CA', city: 'Monterey' }, // Sep 17
      { ...rec(2026, 275, 3, 300.3, 3, 300.3), country: 'US', region: 'CA', city: 'Monterey' }, // Oct 2
      { ...rec(2026, 276, 1, 100, 1, 100), country: 'US', region: 'CA', city: 'San Diego' }, // Oct 3
      { ...rec(2026, 277, 2, 150.15, 2, 150.15), country: 'US', region: 'NY', city: 'New York' }, // Oct 4
      { ...rec(2026, 278, 1, 0.29, 1, 0.29), country: 'CA', region: 'BC', city: 'Vancouver' }, // Oct 5
      { ...rec(2026, 305, 9, 999, 9, 999), country: 'FR', region: 'IDF', city: 'Paris' }, // Nov 1: out
    ],
  });

  it('last month against the month before, to the cent', async () => {
    const r = await h().run('referrals last month');
    expect(r.period).toMatchObject({ start: '2026-10-01', end: '2026-10-31', status: 'past' });
    expect(r.comparison).toMatchObject({ start: '2026-09-01', end: '2026-09-30', kind: 'previous', shift: 'months' });
    // Oct: 600.10 + 600.15 = 1,200.25; Sep: 500.05 + 500.05 = 1,000.10; +200.15, +20.013 %
    expect(metricOf(r, 'referralRevenue')).toMatchObject({ value: 1200.25, previous: 1000.1, change: { direction: 'up' } });
    expect(metricOf(r, 'referralRevenue').change!.absolute).toBeCloseTo(200.15, 9);
    expect(metricOf(r, 'referralRevenue').change!.relative).toBeCloseTo(0.2001299870012999, 12);
    // 5 + 7 = 12 vs 4 + 6 = 10
    expect(metricOf(r, 'referralTransactions')).toMatchObject({ value: 12, previous: 10, change: { relative: 0.2 } });
    // 900 + 900.05 = 1,800.05 vs 2,000.20: down
    expect(metricOf(r, 'influencedRevenue')).toMatchObject({ value: 1800.05, previous: 2000.2, change: { direction: 'down' } });
    expect(metricOf(r, 'influencedTransactions')).toMatchObject({ value: 18, previous: 20 });
    // 120,025 cents / 12 = 10,002.08 -> 100.02; 100,010 / 10 = 100.01. +0.01 is +0.01 %: no change.
    expect(metricOf(r, 'avgReferralRevenue')).toMatchObject({ value: 100.02, previous: 100.01, change: { direction: 'flat' } });
    expect(r.notes).toEqual(['Attribution looks back 15 days from each transaction.']);

    // The trend by day; the comparison day by day from Sep 1 (30 days: Oct 31 has none).
    const trend = seriesOf(r, 'referralsTrend');
    expect(trend.labels).toHaveLength(31);
    expect(trend.datasets[0]!.values).toEqual([600.1, ...Array(29).fill(0), 600.15]);
    expect(trend.datasets[1]).toMatchObject({ label: 'Sep 1–30, 2026', comparison: true });
    expect(trend.datasets[1]!.values).toEqual([500.05, ...Array(28).fill(0), 500.05, null]);
    // 31 daily rows summed into Sunday weeks for the table.
    expect(rowsOf(r, 'byPeriod', ['name', 'referralRevenue', 'referralTransactions', 'influencedRevenue'])).toEqual([
      ['Oct 1–3', 600.1, 5, 900],
      ['Oct 4–10', 0, 0, 0],
      ['Oct 11–17', 0, 0, 0],
      ['Oct 18–24', 0, 0, 0],
      ['Oct 25–31', 600.15, 7, 900.05],
    ]);
  });

  it('by channel: top sources and mediums by referral revenue, to the cent', async () => {
    const r = await h().run('referrals by channel last month');
    expect(r.title).toBe('Referrals by channel');
    // October: 100.10 + 0.20 + 200.20 + 0.07 = 300.57; September: 50.05
    expect(metricOf(r, 'referralRevenue')).toMatchObject({ value: 300.57, previous: 50.05 });
    // 5 + 1 + 2 + 1 = 9 vs 4; influenced 100.10 + 0.20 + 250 + 0.07 = 350.37
    expect(metricOf(r, 'referralTransactions')).toMatchObject({ value: 9, previous: 4 });
    expect(metricOf(r, 'influencedRevenue').value).toBe(350.37);
    expect(rowsOf(r, 'topChannels', ['name', 'referralRevenue', 'referralTransactions', 'influencedRevenue'])).toEqual([
      ['newsletter / email', 200.2, 2, 250],
      ['google / cpc', 100.3, 6, 100.3], // 100.10 + 0.20, 5 + 1
      ['facebook / social', 0.07, 1, 0.07],
    ]);
    const top = tableOf(r, 'topChannels');
    // google / cpc: 100.30 vs 50.05 -> +100.4096 %; newsletter and facebook had nothing before: no percentage.
    expect(top.rows[1]!.change).toBeCloseTo(50.25 / 50.05, 12);
    expect(top.rows[0]!.change).toBeNull();
    expect(top.rows[2]!.change).toBeNull();
    expect(top.moreRows).toBe(0);
    expect(rowsOf(r, 'topSources', ['name', 'referralRevenue'])).toEqual([
      ['newsletter', 200.2],
      ['google', 100.3],
      ['facebook', 0.07],
    ]);
    expect(seriesOf(r, 'topChannels')).toMatchObject({ kind: 'ranking', labels: ['newsletter / email', 'google / cpc', 'facebook / social'] });
    expect(seriesOf(r, 'topChannels').datasets[0]!.values).toEqual([200.2, 100.3, 0.07]);
    // A breakdown has its own tables: no per-period table unless asked.
    expect(r.tables.map((t) => t.key)).toEqual(['topChannels', 'topSources']);
  });

  it('by channel, asked about transactions: ranked by them, with their change, and the chart by them', async () => {
    // "which channel drove the most referral transactions last month": google / cpc's 6 beat newsletter's 2.
    const r = await h().run({ ...query('referrals by channel last month'), focus: 'referralTransactions', top: 1 });
    expect(rowsOf(r, 'topChannels', ['name', 'referralTransactions', 'referralRevenue'])).toEqual([['google / cpc', 6, 100.3]]);
    expect(tableOf(r, 'topChannels').columns.map((c) => c.key)).toEqual([
      'name',
      'referralTransactions',
      'referralRevenue',
      'influencedRevenue',
      'change',
    ]);
    // 6 transactions against September's 4: +50 %.
    expect(tableOf(r, 'topChannels').rows[0]!.change).toBeCloseTo(0.5, 12);
    expect(tableOf(r, 'topChannels').moreRows).toBe(2);
    expect(seriesOf(r, 'topChannels').datasets[0]).toMatchObject({ label: 'Transactions', unit: 'count', values: [6] });
  });

  it('by channel top 1: the first channel by referral revenue, the others counted as more rows', async () => {
    const r = await h().run('referrals by channel last month top 1');
    expect(rowsOf(r, 'topChannels', ['name', 'referralRevenue'])).toEqual([['newsletter / email', 200.2]]);
    // google / cpc and facebook / social are left out.
    expect(tableOf(r, 'topChannels').moreRows).toBe(2);
    expect(rowsOf(r, 'topSources', ['name', 'referralRevenue'])).toEqual([['newsletter', 200.2]]);
    expect(tableOf(r, 'topSources').moreRows).toBe(2);
    expect(seriesOf(r, 'topChannels').labels).toEqual(['newsletter / email']);
  });

  it('by geo: countries, regions and cities kept apart, to the cent', async () => {
    const r = await h().run('referrals by geo last month');
    expect(r.title).toBe('Referrals by location');
    // 300.30 + 100.00 + 150.15 + 0.29 = 550.74 vs 200.00
    expect(metricOf(r, 'referralRevenue')).toMatchObject({ value: 550.74, previous: 200 });
    expect(metricOf(r, 'referralRevenue').change!.relative).toBeCloseTo(1.7537, 12);
    expect(rowsOf(r, 'topCountries', ['name', 'referralRevenue', 'referralTransactions', 'change'])).toEqual([
      // 550.45 vs 200: +175.225 %
      ['US', 550.45, 6, expect.closeTo(1.75225, 12)],
      ['CA', 0.29, 1, null],
    ]);
    expect(rowsOf(r, 'topRegions', ['name', 'referralRevenue'])).toEqual([
      ['CA, US', 400.3],
      ['NY, US', 150.15],
      ['BC, CA', 0.29],
    ]);
    expect(rowsOf(r, 'topCities', ['name', 'referralRevenue'])).toEqual([
      ['Monterey, CA, US', 300.3],
      ['New York, NY, US', 150.15],
      ['San Diego, CA, US', 100],
      ['Vancouver, BC, CA', 0.29],
    ]);
    expect(seriesOf(r, 'topCountries')).toMatchObject({ kind: 'ranking', labels: ['US', 'CA'] });
  });

  it('an empty period says so', async () => {
    const r = await h().run('referrals 2025-01');
    expect(r.emptyMessage).toBe('No referral or influenced transactions in this period.');
    expect(metricOf(r, 'referralRevenue').value).toBe(0);
    expect(metricOf(r, 'avgReferralRevenue').value).toBeNull();
    expect(JSON.stringify(r)).not.toMatch(/NaN|Infinity/);
  });
});

describe('referrals this month, to date', () => {
  const h = useFixtures({
    sponsor: [
      rec(2026, 273, 9, 777.77, 9, 777.77), // Sep 30: out
      rec(2026, 274, 1, 100.1, 2, 200.2), // Oct 1
      rec(2026, 293, 2, 50.05, 3, 75), // Oct 20
      rec(2026, 294, 9, 999.99, 9, 999.99), // Oct 21: after the like-for-like days, out
      rec(2026, 304, 9, 888.88, 9, 888.88), // Oct 31: out
      rec(2026, 305, 3, 0.29, 3, 0.29), // Nov 1
      rec(2026, 324, 2, 200.06, 4, 400), // Nov 20
      rec(2026, 325, 7, 777.77, 7, 777.77), // Nov 21, today: out
    ],
  });

  it('Nov 1–20 against Oct 1–20, never all of October', async () => {
    const r = await h().run('referrals this-month');
    expect(r.period).toMatchObject({
      start: '2026-11-01',
      end: '2026-11-20',
      fullEnd: '2026-11-30',
      days: 20,
      status: 'to-date',
      label: 'Month to date · Nov 1–20, 2026',
    });
    expect(r.comparison).toMatchObject({ start: '2026-10-01', end: '2026-10-20', days: 20, kind: 'previous', label: 'Oct 1–20, 2026' });
    // 0.29 + 200.06 = 200.35 vs 100.10 + 50.05 = 150.15: +50.20, +33.43 %
    expect(metricOf(r, 'referralRevenue')).toMatchObject({ value: 200.35, previous: 150.15, change: { direction: 'up' } });
    expect(metricOf(r, 'referralRevenue').change!.absolute).toBeCloseTo(50.2, 9);
    expect(metricOf(r, 'referralRevenue').change!.relative).toBeCloseTo(50.2 / 150.15, 12);
    // 3 + 2 = 5 vs 1 + 2 = 3
    expect(metricOf(r, 'referralTransactions')).toMatchObject({ value: 5, previous: 3 });
    // 0.29 + 400 = 400.29 vs 200.20 + 75 = 275.20; 3 + 4 = 7 vs 2 + 3 = 5
    expect(metricOf(r, 'influencedRevenue')).toMatchObject({ value: 400.29, previous: 275.2 });
    expect(metricOf(r, 'influencedTransactions')).toMatchObject({ value: 7, previous: 5 });
    // 20,035 / 5 = 40.07 vs 15,015 / 3 = 50.05: -9.98, down
    expect(metricOf(r, 'avgReferralRevenue')).toMatchObject({ value: 40.07, previous: 50.05, change: { direction: 'down' } });
    const trend = seriesOf(r, 'referralsTrend');
    expect(trend.labels).toHaveLength(20);
    expect(trend.datasets[0]).toMatchObject({ label: 'Nov 1–20, 2026' });
    expect(trend.datasets[0]!.values).toEqual([0.29, ...Array(18).fill(0), 200.06]);
    expect(trend.datasets[1]).toMatchObject({ label: 'Oct 1–20, 2026', comparison: true });
    expect(trend.datasets[1]!.values).toEqual([100.1, ...Array(18).fill(0), 50.05]);
  });
});
