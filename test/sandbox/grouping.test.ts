/**
 * Lodging grouping and the consistency of the figures. Expected dates and capacities are
 * worked out by hand (or with Date.UTC), never with the sandbox's own calendar code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';
import { addDays, dayOf, daysBetween, NOW, ok, PATHS, weekday } from './helpers.js';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox({ seed: 8, now: NOW });
});
afterAll(() => sb.close());

const ROOMS = { all: 758, FullServiceHotel: 96 + 312, SelectServiceHotel: 124, Condotel: 68, VacationRental: 18, RVResort: 140 };

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

/** Groups tile the range: contiguous, no gaps, first starts at startdate, last ends at enddate. */
function expectTiling(groups: Group[], start: string, end: string) {
  expect(dayOf(groups[0]!.startDate)).toBe(start);
  expect(dayOf(groups[groups.length - 1]!.endDate)).toBe(end);
  for (let i = 1; i < groups.length; i++) expect(dayOf(groups[i]!.startDate)).toBe(addDays(dayOf(groups[i - 1]!.endDate), 1));
}

function expectConsistent(g: Group, rooms: number) {
  const nights = daysBetween(dayOf(g.startDate), dayOf(g.endDate));
  expect(g.occupancy.availableBookNights).toBe(rooms * nights);
  expect(g.occupancy.bookedNights).toBeLessThanOrEqual(g.occupancy.availableBookNights);
  const r = g.revenue;
  if (r.totalTransactions > 0) {
    expect(r.minTransactionRevenue).toBeLessThanOrEqual(r.avgTransactionRevenue);
    expect(r.avgTransactionRevenue).toBeLessThanOrEqual(r.maxTransactionRevenue);
    expect(r.avgTransactionRevenue).toBeCloseTo(r.totalTransactionRevenue / r.totalTransactions, 5);
    // Look-ahead nights are the group's own nights, not whole stays (see lookahead.test.ts).
    expect(r.totalTransactionNights).toBe(g.occupancy.bookedNights);
    expect(g.stayLength.minStayNights).toBeLessThanOrEqual(g.stayLength.avgStayNights);
    expect(g.stayLength.avgStayNights).toBeLessThanOrEqual(g.stayLength.maxStayNights);
  } else {
    expect([r.minTransactionRevenue, r.maxTransactionRevenue, r.avgTransactionRevenue, r.totalTransactionRevenue]).toEqual([0, 0, 0, 0]);
  }
  if (g.occupancy.bookedNights > 0) {
    expect(g.dailyRate.minDailyRate).toBeLessThanOrEqual(g.dailyRate.avgDailyRate);
    expect(g.dailyRate.avgDailyRate).toBeLessThanOrEqual(g.dailyRate.maxDailyRate);
  }
}

describe('lodging grouping', () => {
  // 2026-10-07 is a Wednesday; 2026-11-18 is a Wednesday too.
  const range = { startdate: '2026-10-07', enddate: '2026-11-18' };

  it('Week starting Sunday (the default): groups start on Sundays, first and last clipped', async () => {
    const json = await ok(sb, PATHS.lookahead, range);
    const groups: Group[] = json.data;
    expectTiling(groups, range.startdate, range.enddate);
    expect(groups[0]!.endDate).toBe('2026-10-10'); // Saturday
    for (const g of groups.slice(1)) expect(weekday(g.startDate)).toBe(0);
    expect(groups.map((g) => g.startDate)).toEqual([
      '2026-10-07',
      '2026-10-11',
      '2026-10-18',
      '2026-10-25',
      '2026-11-01',
      '2026-11-08',
      '2026-11-15',
    ]);
    for (const g of groups) expectConsistent(g, ROOMS.all);
  });

  it('Week starting Monday: groups start on Mondays', async () => {
    const json = await ok(sb, PATHS.lookahead, { ...range, grouping: 'Week', startWeekDay: 'Monday' });
    const groups: Group[] = json.data;
    expectTiling(groups, range.startdate, range.enddate);
    for (const g of groups.slice(1)) expect(weekday(g.startDate)).toBe(1);
    expect(groups[0]!.endDate).toBe('2026-10-11'); // Sunday
    expect(groups[groups.length - 1]!.startDate).toBe('2026-11-16');
  });

  it('every start day works, on bookings too', async () => {
    const names = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    for (const [i, name] of names.entries()) {
      const json = await ok(sb, PATHS.bookings, { ...range, startWeekDay: name });
      expectTiling(json.data, range.startdate, range.enddate);
      for (const g of json.data.slice(1)) expect(weekday(dayOf(g.startDate))).toBe(i);
    }
  });

  it('Month groups align to calendar months', async () => {
    const json = await ok(sb, PATHS.lookahead, { startdate: '2026-01-15', enddate: '2026-04-10', grouping: 'Month' });
    expect(json.data.map((g: Group) => [g.startDate, g.endDate])).toEqual([
      ['2026-01-15', '2026-01-31'],
      ['2026-02-01', '2026-02-28'],
      ['2026-03-01', '2026-03-31'],
      ['2026-04-01', '2026-04-10'],
    ]);
    for (const g of json.data) expectConsistent(g, ROOMS.all);
  });

  it('Day groups: one per day; Week totals are the sums of their days', async () => {
    const week = { startdate: '2026-11-08', enddate: '2026-11-14' };
    const days = (await ok(sb, PATHS.lookahead, { ...week, grouping: 'Day' })).data as Group[];
    expect(days).toHaveLength(7);
    for (const g of days) expect(g.startDate).toBe(g.endDate);
    const [whole] = (await ok(sb, PATHS.lookahead, week)).data as Group[];
    const sum = (f: (g: Group) => number) => days.reduce((s, g) => s + f(g), 0);
    expect(whole!.occupancy.bookedNights).toBe(sum((g) => g.occupancy.bookedNights));
    expect(whole!.occupancy.availableBookNights).toBe(sum((g) => g.occupancy.availableBookNights));
    expect(whole!.revenue.totalTransactionNights).toBe(sum((g) => g.revenue.totalTransactionNights));
    expect(whole!.revenue.totalTransactionRevenue).toBeCloseTo(
      sum((g) => g.revenue.totalTransactionRevenue),
      6,
    );
    // A stay over several nights is one transaction of the week but one of each of its days.
    expect(whole!.revenue.totalTransactions).toBeLessThanOrEqual(sum((g) => g.revenue.totalTransactions));
    expect(whole!.revenue.maxTransactionRevenue).toBeGreaterThanOrEqual(Math.max(...days.map((g) => g.revenue.maxTransactionRevenue)));
    expect(whole!.dailyRate.minDailyRate).toBe(Math.min(...days.map((g) => g.dailyRate.minDailyRate)));
  });

  it('bookings of a month equal the sum of its weeks', async () => {
    const month = { startdate: '2026-10-01', enddate: '2026-10-31' };
    const [m] = (await ok(sb, PATHS.bookings, { ...month, grouping: 'Month' })).data;
    const weeks = (await ok(sb, PATHS.bookings, month)).data as Group[];
    expect(weeks.length).toBe(5);
    expect(m.revenue.totalTransactions).toBe(weeks.reduce((s, w) => s + w.revenue.totalTransactions, 0));
    expect(m.revenue.totalTransactionRevenue).toBeCloseTo(
      weeks.reduce((s, w) => s + w.revenue.totalTransactionRevenue, 0),
      6,
    );
    expect(m.revenue.totalTransactions).toBeGreaterThan(1000);
    // Bookings count whole stays: nights are stay lengths.
    for (const g of [m, ...weeks]) expect(g.stayLength.avgStayNights).toBeCloseTo(g.revenue.totalTransactionNights / g.revenue.totalTransactions, 5);
    expect(m.revenue.totalTransactionNights).toBe(weeks.reduce((s, w) => s + w.revenue.totalTransactionNights, 0));
  });

  it('type filters properties; totals reflect it, and the types partition the whole', async () => {
    const q = { startdate: '2026-07-01', enddate: '2026-07-31', grouping: 'Month' };
    const all = await ok(sb, PATHS.lookahead, q);
    expect(all.totalRooms).toBe(ROOMS.all);
    let booked = 0;
    for (const type of ['FullServiceHotel', 'SelectServiceHotel', 'Condotel', 'VacationRental', 'RVResort'] as const) {
      const json = await ok(sb, PATHS.lookahead, { ...q, type });
      expect(json.totalRooms).toBe(ROOMS[type]);
      expect(json.totalProperties).toBe(type === 'FullServiceHotel' ? 2 : 1);
      expectConsistent(json.data[0], ROOMS[type]);
      booked += json.data[0].occupancy.bookedNights;
    }
    expect(booked).toBe(all.data[0].occupancy.bookedNights);
  });

  it('summer is busier than winter, and weekends busier than midweek for the resorts', async () => {
    const year = await ok(sb, PATHS.lookahead, { startdate: '2026-01-01', enddate: '2026-10-31', grouping: 'Month' });
    const occ = (g: Group) => g.occupancy.bookedNights / g.occupancy.availableBookNights;
    expect(occ(year.data[6])).toBeGreaterThan(occ(year.data[0]) + 0.15); // July vs January
    const days = (await ok(sb, PATHS.lookahead, { startdate: '2026-06-01', enddate: '2026-08-31', grouping: 'Day', type: 'RVResort' }))
      .data as Group[];
    const mean = (gs: Group[]) => gs.reduce((s, g) => s + occ(g), 0) / gs.length;
    const weekend = days.filter((g) => [5, 6].includes(weekday(g.startDate)));
    const midweek = days.filter((g) => [1, 2, 3].includes(weekday(g.startDate)));
    expect(mean(weekend)).toBeGreaterThan(mean(midweek));
  });
});
