import { describe, expect, it } from 'vitest';
import { createMemoryBooksHistory } from '../../jobs/books-history.js';
import type { Books } from '../../src/catalogue/books-history.js';
import { runReport, type Report } from '../../src/reports/index.js';
import { lodgingGroup as group, metricOf, NOW, query, rowsOf, seriesOf, tableOf, useFixtures } from './harness.js';

/**
 * Occupancy against hand-written look-ahead groups. Every expected figure is worked out by
 * hand from the fixture, in the comment beside it. Today is Saturday 2026-11-21; weeks start
 * on Sunday unless the command says otherwise (Nov 15, 22, 29, Dec 6 and 13 are Sundays).
 */

const noRevenue = { transactions: 0, nights: 0, total: 0, min: null, max: null };

/** The industry's identities, in every row and the total: ADR × occupancy = RevPAR. */
function expectIdentities(r: Report) {
  const occupancy = metricOf(r, 'occupancy').value!;
  const adr = metricOf(r, 'adr').value!;
  const revpar = metricOf(r, 'revpar').value!;
  const revenue = metricOf(r, 'roomRevenue').value!;
  const booked = metricOf(r, 'bookedNights').value!;
  const available = metricOf(r, 'availableNights').value!;
  expect(adr).toBeCloseTo(revenue / booked, 9);
  expect(revpar).toBeCloseTo(revenue / available, 9);
  expect(revpar).toBeCloseTo(adr * occupancy, 9);
  for (const row of tableOf(r, 'byPeriod').rows) {
    if (row.booked === 0) continue;
    expect(row.adr as number, String(row.name)).toBeCloseTo((row.revenue as number) / (row.booked as number), 9);
    expect(row.revpar as number, String(row.name)).toBeCloseTo((row.adr as number) * (row.occupancy as number), 9);
  }
}

describe('occupancy: one definition per metric, in every row and the total', () => {
  const h = useFixtures({
    lookahead: {
      totalProperties: 2,
      totalRooms: 100,
      data: [
        // Last year's same weekdays, Dec 2–15, 2025 (364 days before Dec 1–14, 2026).
        group(
          '2025-12-02',
          '2025-12-08',
          1000,
          500,
          { min: 80, max: 140, avg: 100 },
          { transactions: 200, nights: 500, total: 50000, min: 80, max: 700 },
        ),
        // Dec 16, 2025: just after last year's dates, left out.
        group(
          '2025-12-16',
          '2025-12-20',
          100,
          100,
          { min: 1, max: 9999, avg: 500 },
          { transactions: 9, nights: 100, total: 99999, min: 1, max: 9999 },
        ),
        // The 14 days just before Dec 1 (Nov 17–30), for `vs previous`.
        group(
          '2026-11-22',
          '2026-11-28',
          700,
          210,
          { min: 90, max: 110, avg: 100 },
          { transactions: 70, nights: 210, total: 21000, min: 90, max: 330 },
        ),
        // The period: Dec 1–14, 2026, in Sunday weeks.
        group(
          '2026-12-01',
          '2026-12-05',
          500,
          300,
          { min: 150, max: 250, avg: 200 },
          { transactions: 100, nights: 300, total: 60000, min: 150, max: 1250 },
        ),
        group(
          '2026-12-06',
          '2026-12-12',
          700,
          350,
          { min: 120, max: 300, avg: 180 },
          { transactions: 120, nights: 350, total: 63000.5, min: 120, max: 2100 },
        ),
        // No night sold: the service's rates (if any) must not count.
        group('2026-12-13', '2026-12-14', 200, 0, { min: 1, max: 5000, avg: 9 }, noRevenue),
        // Dec 15: just after the period, left out.
        group(
          '2026-12-15',
          '2026-12-19',
          500,
          500,
          { min: 1, max: 9999, avg: 999 },
          { transactions: 9, nights: 500, total: 999999, min: 1, max: 9999 },
        ),
        // January 2027, where the service's own average daily rate disagrees with ours.
        group(
          '2027-01-01',
          '2027-01-31',
          3100,
          1000,
          { min: 60, max: 400, avg: 150 },
          { transactions: 300, nights: 1000, total: 123456.78, min: 60, max: 2000 },
        ),
        // Two days whose revenue × 100 is not an integer in floating point (434.99999999999994, 100.49999999999999).
        group(
          '2027-03-01',
          '2027-03-01',
          10,
          1,
          { min: 4.35, max: 4.35, avg: 4.35 },
          { transactions: 1, nights: 1, total: 4.35, min: 4.35, max: 4.35 },
        ),
        group(
          '2027-03-02',
          '2027-03-02',
          10,
          1,
          { min: 1.01, max: 1.01, avg: 1.01 },
          { transactions: 1, nights: 1, total: 1.005, min: 1.005, max: 1.005 },
        ),
      ],
    },
  });

  it('sums nights and revenue before dividing; the identities hold in each week and the total', async () => {
    const r = await h().run('occupancy 2026-12-01..2026-12-14 by week no-compare');
    expect(r.period).toMatchObject({ start: '2026-12-01', end: '2026-12-14', days: 14, status: 'ahead' });
    expect(r.comparison).toBeNull();
    expect(r.metrics.map((m) => m.key)).toEqual([
      'occupancy',
      'adr',
      'revpar',
      'roomRevenue',
      'bookedNights',
      'availableNights',
      'minRate',
      'maxRate',
    ]);
    // (300 + 350 + 0) / (500 + 700 + 200) = 650 / 1400
    expect(metricOf(r, 'occupancy').value).toBeCloseTo(0.4642857142857143, 12);
    // 60,000.00 + 63,000.50 + 0 = 123,000.50
    expect(metricOf(r, 'roomRevenue').value).toBe(123000.5);
    // ADR = 123,000.50 / 650 nights booked = 189.2315384615…
    expect(metricOf(r, 'adr').value).toBeCloseTo(189.23153846153846, 9);
    // RevPAR = 123,000.50 / 1,400 nights available = 87.8575
    expect(metricOf(r, 'revpar').value).toBeCloseTo(87.8575, 9);
    expect(metricOf(r, 'bookedNights').value).toBe(650);
    expect(metricOf(r, 'availableNights').value).toBe(1400);
    // Lowest of 150 and 120, highest of 250 and 300; Dec 13–14 sold nothing, its 1 and 5000 are ignored.
    expect(metricOf(r, 'minRate').value).toBe(120);
    expect(metricOf(r, 'maxRate').value).toBe(300);
    expectIdentities(r);

    const table = tableOf(r, 'byPeriod');
    expect(table.title).toBe('By week');
    expect(table.columns.map((c) => c.key)).toEqual(['name', 'occupancy', 'adr', 'revpar', 'revenue', 'booked']);
    expect(rowsOf(r, 'byPeriod', ['name', 'occupancy', 'revenue', 'booked'])).toEqual([
      ['Dec 1–5', 0.6, 60000, 300], // 300 / 500
      ['Dec 6–12', 0.5, 63000.5, 350], // 350 / 700
      ['Dec 13–14', 0, 0, 0], // 0 / 200
    ]);
    const [w1, w2, w3] = table.rows;
    // 60,000 / 300 = 200; 60,000 / 500 = 120
    expect(w1).toMatchObject({ adr: 200, revpar: 120 });
    // 63,000.50 / 350 = 180.0014285714…; 63,000.50 / 700 = 90.0007142857…
    expect(w2!.adr as number).toBeCloseTo(180.00142857142856, 9);
    expect(w2!.revpar as number).toBeCloseTo(90.0007142857143, 9);
    // Nothing sold: no ADR, RevPAR 0 / 200 = 0.
    expect(w3).toMatchObject({ adr: null, revpar: 0 });

    expect(seriesOf(r, 'occupancyTrend')).toMatchObject({ kind: 'trend', labels: ['Dec 1–5', 'Dec 6–12', 'Dec 13–14'] });
    expect(seriesOf(r, 'occupancyTrend').datasets.map((d) => d.values)).toEqual([[0.6, 0.5, 0]]);
    // The service's night-weighted rate, (200 × 300 + 180 × 350) / 650 = 189.2307…, is $189.23
    // like ours ($189.2315…): no note about it.
    expect(r.notes).toEqual([
      'Stay dates from today on show what is on the books now; more bookings will come.',
      'Busiest week: Dec 1–5 at 60.0%; slowest: Dec 13–14 at 0.0%.',
      'Figures for 2 properties with 100 rooms.',
    ]);
  });

  it('says which ADR it shows when the service’s own average daily rate disagrees', async () => {
    const r = await h().run('occupancy 2027-01 no-compare');
    // 1000 / 3100
    expect(metricOf(r, 'occupancy').value).toBeCloseTo(0.3225806451612903, 12);
    // 123,456.78 / 1000 = 123.45678 (the service says 150)
    expect(metricOf(r, 'adr').value).toBeCloseTo(123.45678, 9);
    // 123,456.78 / 3100 = 39.8247677…
    expect(metricOf(r, 'revpar').value).toBeCloseTo(39.82476774193548, 9);
    expectIdentities(r);
    expect(r.notes).toContain("ADR is room revenue ÷ nights booked ($123.46); the service's own average daily rate for these dates is $150.00.");
  });

  it('room revenue is added in cents, so every rate is derived from an exact total', async () => {
    const r = await h().run('occupancy 2027-03-01..2027-03-02 by day no-compare');
    // 4.35 + 1.005 (-> 1.01) = 5.36; ADR 5.36 / 2 = 2.68; RevPAR 5.36 / 20 = 0.268
    expect(metricOf(r, 'roomRevenue').value).toBe(5.36);
    expect(metricOf(r, 'adr').value).toBe(2.68);
    expect(metricOf(r, 'revpar').value).toBe(0.268);
    expect(rowsOf(r, 'byPeriod', ['name', 'occupancy', 'adr', 'revpar', 'revenue', 'booked'])).toEqual([
      // RevPAR is a rate, not rounded to the cent: 101 cents / 10 nights.
      ['Mar 1', 0.1, 4.35, expect.closeTo(0.435, 12), 4.35, 1],
      ['Mar 2', 0.1, 1.01, expect.closeTo(0.101, 12), 1.01, 1],
    ]);
  });

  it('look-ahead dates are compared with the same weekdays last year by default', async () => {
    const r = await h().run('occupancy 2026-12-01..2026-12-14 by week');
    // Dec 1, 2026 - 364 days = Dec 2, 2025 (both Tuesdays); Dec 14 - 364 = Dec 15, 2025.
    expect(r.comparison).toMatchObject({ start: '2025-12-02', end: '2025-12-15', kind: 'last-year', shift: 'days' });
    // 0.4642857… vs 500 / 1000 = 0.5: -0.0357142… (-3.6 pts)
    expect(metricOf(r, 'occupancy')).toMatchObject({ previous: 0.5, change: { direction: 'down' } });
    expect(metricOf(r, 'occupancy').change!.absolute).toBeCloseTo(-0.03571428571428571, 12);
    // -0.0357142… / 0.5 (shown in points, but kept)
    expect(metricOf(r, 'occupancy').change!.relative).toBeCloseTo(-0.07142857142857142, 12);
    // 50,000 / 500 = 100; 50,000 / 1000 = 50
    expect(metricOf(r, 'adr').previous).toBe(100);
    expect(metricOf(r, 'revpar').previous).toBe(50);
    // 123,000.50 vs 50,000.00: +73,000.50, +146.001 %
    expect(metricOf(r, 'roomRevenue')).toMatchObject({ value: 123000.5, previous: 50000, change: { absolute: 73000.5, direction: 'up' } });
    expect(metricOf(r, 'roomRevenue').change!.relative).toBeCloseTo(1.46001, 12);
    expect(metricOf(r, 'bookedNights')).toMatchObject({ previous: 500, change: { absolute: 150, relative: 0.3 } });
    expect(metricOf(r, 'availableNights')).toMatchObject({ previous: 1000, change: { absolute: 400, relative: 0.4 } });
    expect(metricOf(r, 'minRate').previous).toBe(80);
    expect(metricOf(r, 'maxRate').previous).toBe(140);
    // 650 nights on the books against last year's final 500 of 1,000 (50.0%): already 150 past it.
    expect(r.notes).toContain(
      'Last year these stay dates finished at 50.0% (500 room nights); the books already hold 150 more. Pace against the same time last year appears once the bot has kept the books for a year.',
    );
    // The comparison, week by week from Dec 2, 2025: Dec 2–8 has 500 / 1000, then nothing.
    const trend = seriesOf(r, 'occupancyTrend');
    expect(trend.datasets).toHaveLength(2);
    expect(trend.datasets[1]).toMatchObject({ comparison: true, label: 'Dec 2–15, 2025', values: [0.5, null, null] });
  });

  it('`vs previous` compares with the stays just before, and says they are not like for like', async () => {
    const r = await h().run('occupancy 2026-12-01..2026-12-14 vs previous');
    // The 14 days before Dec 1: Nov 17–30.
    expect(r.comparison).toMatchObject({ start: '2026-11-17', end: '2026-11-30', kind: 'previous', shift: 'days' });
    // 210 / 700 = 0.3
    expect(metricOf(r, 'occupancy').previous).toBe(0.3);
    // 21,000 / 210 = 100; 21,000 / 700 = 30
    expect(metricOf(r, 'adr').previous).toBe(100);
    expect(metricOf(r, 'revpar').previous).toBe(30);
    expect(r.notes).toContain('Compared with the stay dates just before, which are over: not like for like, as these are still being booked.');
  });

  it('no figures for the comparison dates: the change is left out, not shown against zeros', async () => {
    // Jan 2027 vs last year: Jan 2026 has no group in the fixture, so there is nothing to compare.
    const r = await h().run('occupancy 2027-01 vs last-year');
    expect(metricOf(r, 'occupancy')).toMatchObject({ value: 1000 / 3100, previous: null, change: null });
    expect(metricOf(r, 'roomRevenue')).toMatchObject({ value: 123456.78, previous: null, change: null });
    expect(metricOf(r, 'bookedNights')).toMatchObject({ value: 1000, previous: null, change: null });
    expect(r.notes).toContain('No lodging figures for Jan 1–31, 2026, so there is no change to show.');
    expect(seriesOf(r, 'occupancyTrend').datasets).toHaveLength(1);
  });

  it('says so when the service has no figures, without NaN', async () => {
    const r = await h().run('occupancy 2027-02-01..2027-02-07 no-compare');
    expect(r.emptyMessage).toBe('No lodging figures for this period.');
    expect(metricOf(r, 'occupancy').value).toBeNull();
    expect(metricOf(r, 'adr').value).toBeNull();
    expect(metricOf(r, 'revpar').value).toBeNull();
    // No data, not zeros: nights and revenue are not "0 = no change" either.
    expect(r.metrics.map((m) => m.value)).toEqual(r.metrics.map(() => null));
    expect(JSON.stringify(r)).not.toMatch(/NaN|Infinity/);
  });
});

describe('occupancy next 4 weeks', () => {
  // Next 4 weeks from Saturday Nov 21: the 28 days from today, Nov 21 to Friday Dec 18.
  // Last year, 364 days earlier: Saturday Nov 22 – Friday Dec 19, 2025.
  // The 28 days before: Oct 24 – Nov 20, 2026. Day groups, as the service sends for a Day trend.
  const day = (date: string, available: number, booked: number, avgRate: number | null, total: number) =>
    group(
      date,
      date,
      available,
      booked,
      { min: avgRate, max: avgRate, avg: avgRate },
      { transactions: booked, nights: booked, total, min: null, max: null },
    );
  const h = useFixtures({
    lookahead: {
      totalProperties: 1,
      totalRooms: 100,
      data: [
        day('2025-11-21', 100, 100, 888.88, 88888), // the day before last year's dates: out
        day('2025-11-22', 100, 60, 100, 6000),
        day('2025-12-19', 100, 50, 100, 5000),
        day('2025-12-20', 100, 100, 777.77, 77777), // the day after: out
        day('2026-10-23', 100, 100, 666.66, 66666), // the day before the 28 days before: out
        day('2026-10-24', 100, 80, 100, 8000),
        day('2026-11-20', 100, 70, 100, 7000), // the day before the period
        day('2026-11-21', 100, 40, 100.01, 4000.4),
        day('2026-12-18', 100, 20, 100, 2000),
        day('2026-12-19', 100, 100, 999.99, 99999), // the day after the period: out
      ],
    },
  });

  it('compares with the same stay dates a year earlier, weekday-aligned', async () => {
    const r = await h().run('occupancy next 4 weeks');
    expect(r.period).toMatchObject({ start: '2026-11-21', end: '2026-12-18', days: 28, status: 'ahead' });
    expect(r.comparison).toMatchObject({
      start: '2025-11-22',
      end: '2025-12-19',
      days: 28,
      kind: 'last-year',
      shift: 'days',
      label: 'Nov 22 – Dec 19, 2025',
    });
    // Now: (40 + 20) / (100 + 100) = 0.3; last year: (60 + 50) / 200 = 0.55; -0.25 = -25.0 pts.
    expect(metricOf(r, 'occupancy')).toMatchObject({ value: 0.3, previous: 0.55, change: { direction: 'down' } });
    expect(metricOf(r, 'occupancy').change!.absolute).toBeCloseTo(-0.25, 12);
    // -0.25 / 0.55
    expect(metricOf(r, 'occupancy').change!.relative).toBeCloseTo(-0.45454545454545453, 12);
    // 4,000.40 + 2,000.00 = 6,000.40 vs 6,000 + 5,000 = 11,000.00
    expect(metricOf(r, 'roomRevenue')).toMatchObject({ value: 6000.4, previous: 11000 });
    // ADR 6,000.40 / 60 = 100.00666…, vs 11,000 / 110 = 100
    expect(metricOf(r, 'adr').value).toBeCloseTo(100.00666666666666, 9);
    expect(metricOf(r, 'adr').previous).toBe(100);
    // RevPAR 6,000.40 / 200 = 30.002, vs 11,000 / 200 = 55
    expect(metricOf(r, 'revpar').value).toBeCloseTo(30.002, 9);
    expect(metricOf(r, 'revpar').previous).toBe(55);
    expect(metricOf(r, 'bookedNights')).toMatchObject({ value: 60, previous: 110 });
    expect(metricOf(r, 'availableNights')).toMatchObject({ value: 200, previous: 200, change: { direction: 'flat' } });
    expectIdentities(r);

    // A trend by day (28 days), the comparison day by day from Nov 22, 2025.
    const trend = seriesOf(r, 'occupancyTrend');
    expect(trend.labels).toHaveLength(28);
    expect([trend.labels[0], trend.labels[27]]).toEqual(['Nov 21', 'Dec 18']);
    const [now, before] = trend.datasets;
    expect(now!.label).toBe('Nov 21 – Dec 18, 2026');
    expect(now!.values).toEqual([0.4, ...Array(26).fill(null), 0.2]);
    expect(before).toMatchObject({ label: 'Nov 22 – Dec 19, 2025', comparison: true });
    expect(before!.values).toEqual([0.6, ...Array(26).fill(null), 0.5]);

    // 28 daily rows would bury the message: the table sums the days into weeks.
    expect(tableOf(r, 'byPeriod').title).toBe('By week');
    expect(rowsOf(r, 'byPeriod', ['name', 'occupancy', 'adr', 'revpar', 'revenue', 'booked'])).toEqual([
      // The service's weeks run Sunday to Saturday: today's is Saturday Nov 21 alone, the last Sunday Dec 13 to Friday Dec 18.
      // 40 / 100; 4,000.40 / 40 = 100.01; 4,000.40 / 100 = 40.004
      ['Nov 21', 0.4, 100.01, 40.004, 4000.4, 40],
      ['Nov 22–28', null, null, null, 0, 0],
      ['Nov 29 – Dec 5', null, null, null, 0, 0],
      ['Dec 6–12', null, null, null, 0, 0],
      // 20 / 100; 2,000 / 20 = 100; 2,000 / 100 = 20
      ['Dec 13–18', 0.2, 100, 20, 2000, 20],
    ]);
    // The service's rate, (100.01 × 40 + 100 × 20) / 60 = 100.00666…, agrees with ours to the cent.
    // Unfinished books against last year's final figures: no verdict, and the 110 − 60 = 50 nights still to pick up.
    expect(metricOf(r, 'occupancy').better).toBeNull();
    expect(r.notes).toEqual([
      'Stay dates from today on show what is on the books now; more bookings will come.',
      'Last year these stay dates finished at 55.0% (110 room nights); 50 room nights are still to pick up to match that. Pace against the same time last year appears once the bot has kept the books for a year.',
      'Busiest week: Nov 21 at 40.0%; slowest: Dec 13–18 at 20.0%.',
      'Figures for 1 property with 100 rooms.',
    ]);
  });

  it('`vs previous` gives the past stays just before, with a note that they are not like for like', async () => {
    const r = await h().run('occupancy next 4 weeks vs previous');
    expect(r.comparison).toMatchObject({ start: '2026-10-24', end: '2026-11-20', kind: 'previous', shift: 'days' });
    // (80 + 70) / 200 = 0.75; 0.3 - 0.75 = -0.45 = -45.0 pts.
    expect(metricOf(r, 'occupancy')).toMatchObject({ value: 0.3, previous: 0.75, change: { direction: 'down' } });
    expect(metricOf(r, 'occupancy').change!.absolute).toBeCloseTo(-0.45, 12);
    // 8,000 + 7,000 = 15,000; / 150 = 100; / 200 = 75
    expect(metricOf(r, 'roomRevenue').previous).toBe(15000);
    expect(metricOf(r, 'adr').previous).toBe(100);
    expect(metricOf(r, 'revpar').previous).toBe(75);
    expect(r.notes).toContain('Compared with the stay dates just before, which are over: not like for like, as these are still being booked.');
    expect(r.notes).not.toContain("Last year's figures for these stay dates are final; this year's future dates will still gain bookings.");
    expect(seriesOf(r, 'occupancyTrend').datasets[1]).toMatchObject({ label: 'Oct 24 – Nov 20, 2026', comparison: true });
    expect(seriesOf(r, 'occupancyTrend').datasets[1]!.values).toEqual([0.8, ...Array(26).fill(null), 0.7]);
  });
});

describe('occupancy: the busiest and slowest day, and the service’s rate note', () => {
  // Day groups of 10 rooms each in April 2027.
  const day = (date: string, booked: number, avgRate: number | null, total: number) =>
    group(
      date,
      date,
      10,
      booked,
      { min: avgRate, max: avgRate, avg: avgRate },
      { transactions: booked, nights: booked, total, min: null, max: null },
    );
  const h = useFixtures({
    lookahead: {
      totalProperties: 1,
      totalRooms: 10,
      data: [
        day('2027-04-05', 3, 100, 300), // Mon: 3 / 10
        day('2027-04-06', 5, 100, 500), // Tue: 5 / 10
        day('2027-04-07', 2, 100, 200), // Wed: 2 / 10
        day('2027-04-10', 4, null, 400), // Sat: the service gives no average rate; Apr 11 has no group
        day('2027-04-12', 10, 100.01, 1000), // Mon: ours 1,000 / 10 = $100.00, the service's $100.01
      ],
    },
  });

  it('names the busiest and slowest day by weekday and date, whatever their order', async () => {
    const r = await h().run('occupancy 2027-04-05..2027-04-07 by day no-compare');
    // Tue 5 / 10 = 50.0% is busiest though Mon comes first; Wed 2 / 10 = 20.0% is slowest.
    expect(r.notes).toContain('Busiest day: Tue Apr 6 at 50.0%; slowest: Wed Apr 7 at 20.0%.');
  });

  it('says nothing about busiest and slowest with one day of figures, nor about a rate the service did not give', async () => {
    const r = await h().run('occupancy 2027-04-10..2027-04-11 by day no-compare');
    // 4 / 10 on Apr 10; Apr 11 has no figures: one day to rank, no busiest note. The service's
    // rate is null for the only day sold, so there is nothing to compare ours ($100.00) with.
    expect(metricOf(r, 'occupancy').value).toBe(0.4);
    expect(r.notes).toEqual([
      'Stay dates from today on show what is on the books now; more bookings will come.',
      'Figures for 1 property with 10 rooms.',
    ]);
  });

  it('says which ADR it shows when the rates part by exactly one cent', async () => {
    const r = await h().run('occupancy 2027-04-12 no-compare');
    // Ours 1,000 / 10 = 100.00; the service's (100.01 × 10) / 10 = 100.01: 10,001 − 10,000 = 1 cent apart.
    expect(r.notes).toContain("ADR is room revenue ÷ nights booked ($100.00); the service's own average daily rate for these dates is $100.01.");
  });
});

describe('occupancy with a history of the books: pickup and the books a week ago', () => {
  // Today is Sat Nov 21, 2026; pickup compares with the snapshot of Sat Nov 14 (a week earlier).
  // Every stay date Nov 22 – Dec 5 has 10 rooms, 6 sold for $600.00. Last year's, Nov 23 – Dec 6, 2025
  // (364 days before), finished with 8 sold for $800.00.
  const dates = Array.from({ length: 14 }, (_, i) => `2026-${i < 9 ? `11-${22 + i}` : `12-0${i - 8}`}`);
  const lastYear = Array.from({ length: 14 }, (_, i) => (i < 8 ? `2025-11-${23 + i}` : `2025-12-0${i - 7}`));
  const h = useFixtures({
    lookahead: {
      totalProperties: 1,
      totalRooms: 10,
      data: [
        ...lastYear.map((d) =>
          group(d, d, 10, 8, { min: 100, max: 100, avg: 100 }, { transactions: 8, nights: 8, total: 800, min: null, max: null }),
        ),
        ...dates.map((d) => group(d, d, 10, 6, { min: 100, max: 100, avg: 100 }, { transactions: 6, nights: 6, total: 600, min: null, max: null })),
      ],
    },
  });
  /** Seen on Nov 14: 4 nights ($400.00) for each of Nov 22–28, 3 ($300.00) for Dec 1–5; Nov 29 and 30 not kept. */
  const weekAgo: Books = new Map(
    dates
      .filter((d) => d < '2026-11-29' || d > '2026-11-30')
      .map((d) => [d, d < '2026-11-29' ? { nights: 4, revenueCents: 40_000 } : { nights: 3, revenueCents: 30_000 }]),
  );
  const run = (command: string, books: ReturnType<typeof createMemoryBooksHistory>, signal?: AbortSignal) =>
    runReport(query(command), {
      api: h().api,
      now: NOW,
      currency: 'USD',
      includeRestricted: false,
      includeOptout: false,
      books,
      ...(signal ? { signal } : {}),
    });
  /** The look-ahead requests the sandbox received: start, end and grouping. */
  const asked = () =>
    h()
      .sandbox.stats.log.filter((q) => q.path.endsWith('/lodging/lookahead'))
      .map((q) => [q.query.startdate, q.query.enddate, q.query.grouping]);

  it('asks for the stay dates ahead by day, sums them into weeks, and charts the books a week ago beside them', async () => {
    const books = createMemoryBooksHistory();
    await books.record('all', '2026-11-14', weekAgo);
    h().sandbox.stats.reset();
    const r = await run('occupancy 2026-11-22..2026-12-05 by week', books);
    // The period by day (what a snapshot keeps); last year's dates, Nov 23 – Dec 6, 2025, by week as shown.
    expect(asked()).toEqual(
      expect.arrayContaining([
        ['2026-11-22', '2026-12-05', 'Day'],
        ['2025-11-23', '2025-12-06', 'Week'],
      ]),
    );
    expect(asked()).toHaveLength(2);
    // Pickup runs to the first stay date the snapshot lacks (Nov 29): Nov 22–28 now 7 × 6 = 42
    // nights against 7 × 4 = 28: +14; 7 × $600 − 7 × $400 = +$1,400.00.
    expect(r.insights).toContainEqual({ kind: 'pickup', nights: 14, revenue: 1400, since: '2026-11-14', start: '2026-11-22', end: '2026-11-28' });
    const trend = seriesOf(r, 'occupancyTrend');
    // Now: 42 / 70 = 0.6 each week. A week ago: Nov 22–28 held 28 of 70 = 0.4; Nov 29 – Dec 5
    // lacks Nov 29 and 30, so no figure (not 5 × 3 / 70).
    expect(trend.datasets[0]!.values).toEqual([0.6, 0.6]);
    expect(trend.datasets.find((d) => d.label === 'On the books Sat Nov 14')).toMatchObject({ unit: 'percent', values: [0.4, null] });
    // Today's books are recorded for the stay dates from today on.
    expect((await books.latestOnOrBefore('all', '2026-11-21'))!.books.get('2026-12-05')).toEqual({ nights: 6, revenueCents: 60_000 });
  });

  it('compares with last year’s books at the same lead time where a snapshot of then is kept', async () => {
    const books = createMemoryBooksHistory();
    // A year ago at today's lead time: Sat Nov 21, 2026 − 364 days = Sat Nov 22, 2025; the history keeps
    // Thursdays for a year, and Thu Nov 20, 2025 is within three days. It held 2 nights ($200.00) for each
    // of last year's stay dates.
    await books.record('all', '2025-11-20', new Map(lastYear.map((d) => [d, { nights: 2, revenueCents: 20_000 }])));
    h().sandbox.stats.reset();
    const r = await run('occupancy 2026-11-22..2026-12-05', books);
    // Last year's dates by day, to put the snapshot's figures in place of the final ones.
    expect(asked()).toEqual(expect.arrayContaining([['2025-11-23', '2025-12-06', 'Day']]));
    // Now 14 × 6 = 84 of 140 nights (60.0%); then 14 × 2 = 28 of 140 (20.0%), not the final 14 × 8 = 112.
    expect(metricOf(r, 'bookedNights')).toMatchObject({ value: 84, previous: 28, better: 'up' });
    expect(metricOf(r, 'occupancy')).toMatchObject({ value: 0.6, previous: 0.2, better: 'up' });
    // $8,400.00 now against 14 × $200.00 = $2,800.00 then; ADR $100.00 both.
    expect(metricOf(r, 'roomRevenue')).toMatchObject({ value: 8400, previous: 2800 });
    expect(metricOf(r, 'adr')).toMatchObject({ value: 100, previous: 100 });
    expect(r.notes).toContain("Compared with the same time last year: last year's stay dates as they stood in the books on Nov 20, 2025.");
    expect(r.notes.some((n) => n.startsWith('Last year these stay dates finished'))).toBe(false);
  });

  it('with only last year’s final figures, shows them without a verdict and says what is still to pick up', async () => {
    // The only snapshot of last year is from Thu Nov 6, 2025: over two weeks off, so it does not stand for Nov 22.
    const books = createMemoryBooksHistory();
    await books.record('all', '2025-11-06', new Map(lastYear.map((d) => [d, { nights: 1, revenueCents: 10_000 }])));
    const r = await run('occupancy 2026-11-22..2026-12-05', books);
    expect(metricOf(r, 'bookedNights')).toMatchObject({ value: 84, previous: 112, better: null });
    // 112 − 84 = 28 nights to pick up; 112 of 140 = 80.0%.
    expect(r.notes).toContain(
      'Last year these stay dates finished at 80.0% (112 room nights); 28 room nights are still to pick up to match that. Pace against the same time last year appears once the bot has kept the books for a year.',
    );
  });

  it('with no snapshot a week old, says when pickup appears and charts no books of the past', async () => {
    const r = await run('occupancy 2026-11-22..2026-12-05 by week no-compare', createMemoryBooksHistory());
    // The first snapshot is today's: Sat Nov 21 + 7 = Sat Nov 28.
    expect(r.insights).toContainEqual({ kind: 'pickupPending', from: '2026-11-28' });
    expect(seriesOf(r, 'occupancyTrend').datasets).toHaveLength(1);
  });

  it('asks by day only for stay dates up to today or later and at most 400 days long', async () => {
    const books = createMemoryBooksHistory();
    const grouping = async (command: string, days: number) => {
      h().sandbox.stats.reset();
      const r = await run(`${command} no-compare`, books);
      expect(r.period!.days).toBe(days);
      return asked().map((a) => a[2]);
    };
    // Ending today (Sat Nov 21): by day. Ending yesterday: by the week shown.
    expect(await grouping('occupancy 2026-11-15..2026-11-21 by week', 7)).toEqual(['Day']);
    expect(await grouping('occupancy 2026-11-08..2026-11-20 by week', 13)).toEqual(['Week']);
    // Nov 22, 2026 + 399 days = Dec 26, 2027: 400 days by day; one more day, by month.
    expect(await grouping('occupancy 2026-11-22..2027-12-26 by month', 400)).toEqual(['Day']);
    expect(await grouping('occupancy 2026-11-22..2027-12-27 by month', 401)).toEqual(['Month']);
  });

  it('a cancelled report fails and sends nothing, not even its requests by property type', async () => {
    const controller = new AbortController();
    controller.abort();
    h().sandbox.stats.reset();
    await expect(run('occupancy 2026-11-22..2026-12-05 by property type', createMemoryBooksHistory(), controller.signal)).rejects.toThrow();
    // A request of our own, sent once the report has failed: it is the only one the sandbox saw.
    await h().api.lodgingLookahead({ start: '2027-01-01', end: '2027-01-01', grouping: 'Day' });
    expect(asked()).toEqual([['2027-01-01', '2027-01-01', 'Day']]);
  });
});
