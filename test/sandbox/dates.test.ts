/**
 * Date filtering is inclusive at both ends, by each operation's own date, and nothing exists
 * after "now" (Saturday 2026-11-21 12:00 UTC) except look-ahead stays.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';
import { allPages, dayOf, NOW, ok, PATHS } from './helpers.js';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox({ seed: 21, now: NOW });
});
afterAll(() => sb.close());

const COMPANY: [string, string, string, unknown][] = [
  [PATHS.planners, 'planners', 'createDate', { isIncludeGuests: true, isIncludeRestricted: true, isIncludeOptout: true }],
  [PATHS.discoveryOptouts, 'optouts', 'optoutDate', {}],
  [PATHS.signups, 'signups', 'createDate', { isIncludeRestricted: true }],
  [PATHS.stories, 'stories', 'submissionDate', {}],
  [PATHS.advocacyOptouts, 'optouts', 'optoutDate', {}],
];

describe('company data by its own date', () => {
  it.each(COMPANY)('%s: inclusive start and end, selected by %s', async (path, array, field, body) => {
    const { total, records } = await allPages(sb, path, array, { startdate: '2026-09-10', enddate: '2026-09-20' }, body);
    expect(records).toHaveLength(total);
    const days = new Set(records.map((r) => dayOf(r[field])));
    for (const d of days) expect(d >= '2026-09-10' && d <= '2026-09-20').toBe(true);
    expect(days.has('2026-09-10')).toBe(true);
    expect(days.has('2026-09-20')).toBe(true);
  });

  it('a range is the sum of its single days', async () => {
    const day = async (d: string) => (await ok(sb, PATHS.signups, { startdate: d, enddate: d, pagesize: 1 }, {})).total as number;
    const parts = await Promise.all(['2026-09-01', '2026-09-02', '2026-09-03'].map(day));
    const whole = await ok(sb, PATHS.signups, { startdate: '2026-09-01', enddate: '2026-09-03', pagesize: 1 }, {});
    expect(parts.every((n) => n > 0)).toBe(true);
    expect(whole.total).toBe(parts[0]! + parts[1]! + parts[2]!);
  });

  it('a record stamped 23:59:59.9999999 belongs to its own day, not the next', async () => {
    const { records } = await allPages(sb, PATHS.signups, 'signups', { startdate: '2026-08-01', enddate: '2026-09-30' }, {});
    const late = records.find((r) => String(r.createDate).endsWith('T23:59:59.9999999'));
    expect(late).toBeDefined();
    const d = dayOf(late!.createDate);
    const sameDay = await allPages(sb, PATHS.signups, 'signups', { startdate: d, enddate: d }, {});
    expect(sameDay.records.map((r) => r.id)).toContain(late!.id);
  });

  it.each(COMPANY)('%s: nothing after now', async (path, array, field, body) => {
    const { records } = await allPages(sb, path, array, { startdate: '2026-11-20', enddate: '2026-12-31' }, body);
    expect(records.length).toBeGreaterThan(0);
    // Text comparison works: both are zone-less ISO stamps of the same clock.
    for (const r of records) expect(String(r[field]) <= '2026-11-21T12:00:00').toBe(true);
    expect(records.some((r) => dayOf(r[field]) === '2026-11-21')).toBe(true);
  });

  it('a future range is empty', async () => {
    const json = await ok(sb, PATHS.signups, { startdate: '2026-11-22', enddate: '2027-01-31' }, {});
    expect(json).toEqual({ total: 0, page: 1, signups: [] });
  });

  it('today has only the morning so far: fewer records than a whole day', async () => {
    const today = await ok(sb, PATHS.planners, { startdate: '2026-11-21', enddate: '2026-11-21', pagesize: 1 }, {});
    const later = await startSandbox({ seed: 21, now: new Date('2026-11-22T00:00:00Z') });
    try {
      const whole = await ok(later, PATHS.planners, { startdate: '2026-11-21', enddate: '2026-11-21', pagesize: 1 }, {});
      expect(today.total).toBeGreaterThan(0);
      expect(today.total).toBeLessThan(whole.total);
    } finally {
      await later.close();
    }
  });

  it('references in records never point after now (reservation, finalist and rating dates)', async () => {
    const planners = await allPages(
      sb,
      PATHS.planners,
      'planners',
      { startdate: '2026-11-15', enddate: '2026-11-21' },
      { isIncludeReservations: true },
    );
    const reservations = planners.records.flatMap((p) => p.reservations as { createDate: string }[]);
    expect(reservations.length).toBeGreaterThan(0);
    for (const r of reservations) expect(r.createDate <= '2026-11-21T12:00:00').toBe(true);
    const stories = await allPages(sb, PATHS.stories, 'stories', { startdate: '2026-11-10', enddate: '2026-11-21' });
    for (const s of stories.records) {
      const photo = s.photo as { finalistDate: string; internalRating: string };
      expect(photo.finalistDate <= '2026-11-21T12:00:00').toBe(true);
      expect(photo.internalRating <= '2026-11-21T12:00:00').toBe(true);
    }
  });
});

describe('lodging and sponsor time windows', () => {
  it('bookings exist only up to now: groups after today are zero', async () => {
    const json = await ok(sb, PATHS.bookings, { startdate: '2026-11-15', enddate: '2026-11-28', grouping: 'Day' });
    const byDay = new Map(
      json.data.map((g: { startDate: string; revenue: { totalTransactions: number } }) => [dayOf(g.startDate), g.revenue.totalTransactions]),
    );
    expect(byDay.get('2026-11-20')).toBeGreaterThan(0);
    expect(byDay.get('2026-11-21')).toBeGreaterThan(0);
    for (const d of ['2026-11-22', '2026-11-25', '2026-11-28']) expect(byDay.get(d)).toBe(0);
  });

  it('look-ahead covers the coming year, thinner further out, and nothing beyond it', async () => {
    const json = await ok(sb, PATHS.lookahead, { startdate: '2026-12-01', enddate: '2028-01-31', grouping: 'Month' });
    const share = (g: { occupancy: { bookedNights: number; availableBookNights: number } }) =>
      g.occupancy.bookedNights / g.occupancy.availableBookNights;
    const months = json.data.map(share);
    expect(months[0]).toBeGreaterThan(0.1);
    // Next July is a peak month, yet far fewer of its nights are on the books yet than December's.
    expect(months[7]).toBeGreaterThan(0);
    expect(months[7]).toBeLessThan(months[0] / 2);
    // Nobody books 14 months ahead.
    expect(months[months.length - 1]).toBe(0);
  });

  it('sponsor figures cover complete days through yesterday', async () => {
    const json = await ok(sb, PATHS.sponsor, { startdate: '2026-11-18', enddate: '2026-11-25', grouping: 'Day' });
    const byDay = new Map(
      json.map((r: { timeGrouping: number; referralTransactions: number; influencedTransactions: number }) => [
        r.timeGrouping,
        r.referralTransactions + r.influencedTransactions,
      ]),
    );
    // Day of the year: Nov 20 = 324, Nov 21 = 325 (2026 is not a leap year).
    expect(byDay.get(324)).toBeGreaterThan(0);
    for (const doy of [325, 326, 329]) expect(byDay.get(doy)).toBe(0);
  });

  it('nothing exists before the service started (2016-01-01)', async () => {
    const old = await ok(sb, PATHS.signups, { startdate: '2010-01-01', enddate: '2015-12-31', pagesize: 1 }, {});
    expect(old.total).toBe(0);
    const first = await ok(sb, PATHS.signups, { startdate: '2010-01-01', enddate: '2016-01-01', pagesize: 1 }, {});
    expect(first.total).toBeGreaterThan(0);
    expect(dayOf(first.signups[0].createDate)).toBe('2016-01-01');
  });
});
