/**
 * Look-ahead semantics: an overnight snapshot (figures depend on the date, never on the time of
 * day), and groups that describe their own room nights, so revenue / nights is the average daily
 * rate and days add up to weeks and months. Expected values are derived from other answers of
 * the service (or by hand), never by calling the sandbox's own code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';
import { call, isCents, NOW, ok, PATHS } from './helpers.js';

interface Group {
  startDate: string;
  endDate: string;
  occupancy: { availableBookNights: number; bookedNights: number };
  dailyRate: { minDailyRate: number; maxDailyRate: number; avgDailyRate: number };
  stayLength: { minStayNights: number; maxStayNights: number; avgStayNights: number };
  revenue: {
    totalTransactions: number;
    totalTransactionNights: number;
    minTransactionRevenue: number;
    maxTransactionRevenue: number;
    totalTransactionRevenue: number;
    avgTransactionRevenue: number;
  };
}

const cents = (amount: number) => Math.round(amount * 100);
const opened: Sandbox[] = [];
const at = async (now: string, seed = 31) => {
  const sandbox = await startSandbox({ seed, now: new Date(now) });
  opened.push(sandbox);
  return sandbox;
};
afterAll(() => Promise.all(opened.map((s) => s.close())));

describe('look-ahead is an overnight snapshot', () => {
  // Saturday 2026-11-21: stays from that day to well past the booking horizon (330 days).
  const horizon = { startdate: '2026-11-21', enddate: '2028-01-31', grouping: 'Day' };
  let early: Sandbox;
  let late: Sandbox;
  let nextDay: Sandbox;
  beforeAll(async () => {
    [early, late, nextDay] = await Promise.all([at('2026-11-21T00:01:00Z'), at('2026-11-21T23:59:00Z'), at('2026-11-22T00:01:00Z')]);
  });

  it('gives the same bytes at 00:01 and 23:59 of the same day', async () => {
    for (const query of [horizon, { startdate: '2026-10-01', enddate: '2027-03-31', grouping: 'Week' }]) {
      const [a, b] = await Promise.all([call(early, PATHS.lookahead, query), call(late, PATHS.lookahead, query)]);
      expect(a.status).toBe(200);
      expect(a.json.data.length).toBeGreaterThan(20);
      expect(b.text).toBe(a.text);
    }
  });

  it('while the same day\'s bookings grow through the day ("today so far")', async () => {
    const today = { startdate: '2026-11-21', enddate: '2026-11-21', grouping: 'Day' };
    const [a, b] = await Promise.all([ok(early, PATHS.bookings, today), ok(late, PATHS.bookings, today)]);
    expect(b.data[0].revenue.totalTransactions).toBeGreaterThan(a.data[0].revenue.totalTransactions);
  });

  it('changes the next day by what was booked the day before, and by nothing else', async () => {
    const [before, after] = await Promise.all([ok(late, PATHS.lookahead, horizon), ok(nextDay, PATHS.lookahead, horizon)]);
    expect(JSON.stringify(after)).not.toBe(JSON.stringify(before));
    // Everything booked on the 21st (whole stays, as the bookings report gives them) enters the
    // snapshot of the 22nd; its stays all start on or after the 21st, so within the range.
    const booked = (await ok(nextDay, PATHS.bookings, { startdate: '2026-11-21', enddate: '2026-11-21' })).data[0].revenue;
    expect(booked.totalTransactions).toBeGreaterThan(0);
    const sum = (r: { data: Group[] }, f: (g: Group) => number) => r.data.reduce((s, g) => s + f(g), 0);
    const nights = sum(after, (g) => g.occupancy.bookedNights) - sum(before, (g) => g.occupancy.bookedNights);
    const revenue = sum(after, (g) => cents(g.revenue.totalTransactionRevenue)) - sum(before, (g) => cents(g.revenue.totalTransactionRevenue));
    // Nights on the books only grow; a night that finds its property full is not counted.
    after.data.forEach((g: Group, i: number) => expect(g.occupancy.bookedNights).toBeGreaterThanOrEqual(before.data[i].occupancy.bookedNights));
    expect(nights).toBeLessThanOrEqual(booked.totalTransactionNights);
    expect(nights).toBeGreaterThan(0.9 * booked.totalTransactionNights);
    expect(revenue).toBeLessThanOrEqual(cents(booked.totalTransactionRevenue));
    expect(revenue).toBeGreaterThan(0.9 * cents(booked.totalTransactionRevenue));
  });

  it('leaves out what is booked today, even for stays starting today', async () => {
    // The answer at 23:59 equals the one at 00:01, when nothing had been booked today yet;
    // the day after, same-day arrivals booked on the 21st show up on the 21st.
    const day = { startdate: '2026-11-21', enddate: '2026-11-21', grouping: 'Day' };
    const [a, b, c] = await Promise.all([ok(early, PATHS.lookahead, day), ok(late, PATHS.lookahead, day), ok(nextDay, PATHS.lookahead, day)]);
    expect(b).toEqual(a);
    expect(c.data[0].occupancy.bookedNights).toBeGreaterThanOrEqual(a.data[0].occupancy.bookedNights);
  });
});

describe('look-ahead groups describe their own room nights', () => {
  let sb: Sandbox;
  beforeAll(async () => {
    sb = await at(NOW.toISOString(), 8);
  });

  function expectCoherent(g: Group) {
    const { bookedNights } = g.occupancy;
    const r = g.revenue;
    expect(r.totalTransactionNights).toBe(bookedNights);
    for (const v of [
      r.totalTransactionRevenue,
      r.minTransactionRevenue,
      r.maxTransactionRevenue,
      g.dailyRate.minDailyRate,
      g.dailyRate.maxDailyRate,
    ]) {
      expect(isCents(v), String(v)).toBe(true);
    }
    if (bookedNights === 0) {
      expect(r.totalTransactions).toBe(0);
      expect([r.totalTransactionRevenue, g.dailyRate.avgDailyRate]).toEqual([0, 0]);
      return;
    }
    expect(Math.abs(r.totalTransactionRevenue / bookedNights - g.dailyRate.avgDailyRate)).toBeLessThanOrEqual(1e-6);
    expect(g.dailyRate.minDailyRate).toBeLessThanOrEqual(g.dailyRate.avgDailyRate);
    expect(g.dailyRate.avgDailyRate).toBeLessThanOrEqual(g.dailyRate.maxDailyRate);
    // Every night is paid at a rate between the group's lowest and highest.
    expect(cents(r.totalTransactionRevenue)).toBeGreaterThanOrEqual(bookedNights * cents(g.dailyRate.minDailyRate));
    expect(cents(r.totalTransactionRevenue)).toBeLessThanOrEqual(bookedNights * cents(g.dailyRate.maxDailyRate));
    // Each transaction counted has at least one night in the group, at most all of them.
    expect(r.totalTransactions).toBeGreaterThan(0);
    expect(r.totalTransactions).toBeLessThanOrEqual(bookedNights);
    expect(r.minTransactionRevenue).toBeGreaterThanOrEqual(g.dailyRate.minDailyRate);
    expect(r.minTransactionRevenue).toBeLessThanOrEqual(r.avgTransactionRevenue);
    expect(r.avgTransactionRevenue).toBeLessThanOrEqual(r.maxTransactionRevenue);
    expect(Math.abs(r.avgTransactionRevenue - r.totalTransactionRevenue / r.totalTransactions)).toBeLessThanOrEqual(1e-6);
    expect(g.stayLength.minStayNights).toBeGreaterThanOrEqual(1);
    expect(g.stayLength.minStayNights).toBeLessThanOrEqual(g.stayLength.avgStayNights);
    expect(g.stayLength.avgStayNights).toBeLessThanOrEqual(g.stayLength.maxStayNights);
  }

  it.each(['Day', 'Week', 'Month'])('%s groups: revenue / booked nights is the average daily rate', async (grouping) => {
    // Past and future stays, peak and off season, and days beyond the booking horizon.
    const json = await ok(sb, PATHS.lookahead, { startdate: '2026-06-01', enddate: '2027-11-30', grouping });
    const groups = json.data as Group[];
    expect(groups.some((g) => g.occupancy.bookedNights > 0)).toBe(true);
    expect(groups.some((g) => g.occupancy.bookedNights === 0)).toBe(true);
    for (const g of groups) expectCoherent(g);
  });

  it('holds per property type too', async () => {
    for (const type of ['FullServiceHotel', 'SelectServiceHotel', 'Condotel', 'VacationRental', 'RVResort']) {
      const json = await ok(sb, PATHS.lookahead, { startdate: '2026-07-01', enddate: '2026-12-31', grouping: 'Week', type });
      for (const g of json.data as Group[]) expectCoherent(g);
    }
  });

  it('a stay longer than its group brings only the revenue of its nights in the group', async () => {
    // Vacation rentals stay about five nights: with Day groups a transaction's revenue in one
    // group is one night's rate, so the largest one is at most the highest daily rate.
    const json = await ok(sb, PATHS.lookahead, { startdate: '2026-08-01', enddate: '2026-08-31', grouping: 'Day', type: 'VacationRental' });
    for (const g of json.data as Group[]) {
      expect(g.revenue.totalTransactions).toBe(g.occupancy.bookedNights);
      expect(g.revenue.maxTransactionRevenue).toBe(g.dailyRate.maxDailyRate);
      expect(g.revenue.minTransactionRevenue).toBe(g.dailyRate.minDailyRate);
    }
    expect(Math.max(...json.data.map((g: Group) => g.stayLength.maxStayNights))).toBeGreaterThan(1);
  });

  it.each([
    ['Week', '2026-11-29', '2026-12-05'],
    ['Month', '2026-12-01', '2026-12-31'],
    ['Month', '2026-07-01', '2026-07-31'],
  ])('daily groups add up to the %s of %s exactly', async (grouping, startdate, enddate) => {
    const [days, whole] = await Promise.all([
      ok(sb, PATHS.lookahead, { startdate, enddate, grouping: 'Day' }),
      ok(sb, PATHS.lookahead, { startdate, enddate, grouping }),
    ]);
    const d = days.data as Group[];
    expect(whole.data).toHaveLength(1);
    const w = whole.data[0] as Group;
    expect(d).toHaveLength(Math.round((Date.parse(enddate) - Date.parse(startdate)) / 86_400_000) + 1);
    expect(d[0]!.startDate).toBe(startdate);
    expect(d[d.length - 1]!.endDate).toBe(enddate);
    const sum = (f: (g: Group) => number) => d.reduce((s, g) => s + f(g), 0);
    expect(w.occupancy.bookedNights).toBeGreaterThan(0);
    expect(w.occupancy.bookedNights).toBe(sum((g) => g.occupancy.bookedNights));
    expect(w.occupancy.availableBookNights).toBe(sum((g) => g.occupancy.availableBookNights));
    expect(w.revenue.totalTransactionNights).toBe(sum((g) => g.revenue.totalTransactionNights));
    expect(cents(w.revenue.totalTransactionRevenue)).toBe(sum((g) => cents(g.revenue.totalTransactionRevenue)));
    expect(w.dailyRate.minDailyRate).toBe(Math.min(...d.map((g) => g.dailyRate.minDailyRate)));
    expect(w.dailyRate.maxDailyRate).toBe(Math.max(...d.map((g) => g.dailyRate.maxDailyRate)));
    // A stay across several days counts once in the whole and once in each of its days.
    expect(w.revenue.totalTransactions).toBeLessThan(sum((g) => g.revenue.totalTransactions));
    expect(w.revenue.totalTransactions).toBeGreaterThanOrEqual(Math.max(...d.map((g) => g.revenue.totalTransactions)));
    expect(w.revenue.maxTransactionRevenue).toBeGreaterThanOrEqual(Math.max(...d.map((g) => g.revenue.maxTransactionRevenue)));
    expect(w.stayLength.maxStayNights).toBe(Math.max(...d.map((g) => g.stayLength.maxStayNights)));
  });
});
