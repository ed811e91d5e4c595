/**
 * Fixture mode: hand-written records served over the same validated, paged, filtered HTTP API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox, type SandboxFixtures } from '../../src/sandbox/index.js';
import { call, NOW, ok, PATHS } from './helpers.js';

const HARBOR = { propertyId: '3f6c2a1e-8b4d-4c7a-9e21-5d0b7f3a9c11', propertySlug: 'harbor-view-inn' };
const OTHER = { propertyId: '11111111-1111-4111-8111-111111111111', propertySlug: 'somewhere-else' };
const signup = (id: number, createDate: string, property = HARBOR, extra: Record<string, unknown> = {}) => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  createDate,
  ...property,
  email: 'a@example.com',
  isPrivacyRestricted: false,
  isOptout: false,
  ...extra,
});

const fixtures: SandboxFixtures = {
  signups: [
    signup(1, '2026-11-01T00:00:00'),
    signup(2, '2026-11-01T23:59:59.9999999', OTHER),
    signup(3, '2026-11-02T12:00:00', HARBOR, { isPrivacyRestricted: true }),
    signup(4, '2026-11-03T08:00:00', HARBOR, { isOptout: true }),
    signup(5, '2026-11-04T00:00:00.0000001'),
  ],
  planners: [
    { discoveryName: 'Coastal Escapes', plannerId: 'p1', createDate: '2026-11-01T09:00:00', first: 'Eve', reservations: [{ amount: 10 }] },
    { discoveryName: 'Lakes & Pines', plannerId: 'p2', createDate: '2026-11-01T10:00:00', first: '', reservations: [] },
  ],
  lookahead: {
    totalProperties: 1,
    totalRooms: 10,
    data: [
      { startDate: '2026-12-01', endDate: '2026-12-05', occupancy: { availableBookNights: 50, bookedNights: 20 } },
      { startDate: '2026-12-06', endDate: '2026-12-12', occupancy: { availableBookNights: 70, bookedNights: 30 } },
    ],
  },
  sponsor: [
    { year: 2026, timeGrouping: 9, referralTransactions: 1 },
    { year: 2026, timeGrouping: 10, referralTransactions: 2 },
  ],
};

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox({ now: NOW, fixtures });
});
afterAll(() => sb.close());

const ids = (json: { signups: { id: string }[] }) => json.signups.map((s) => Number(s.id.slice(-1)));

describe('fixture mode', () => {
  it('selects by the date part, inclusive, and applies the default flags', async () => {
    expect(ids(await ok(sb, PATHS.signups, { startdate: '2026-11-01', enddate: '2026-11-03' }, {}))).toEqual([1, 2]);
    const all = await ok(sb, PATHS.signups, { startdate: '2026-11-01', enddate: '2026-11-03' }, { isIncludeRestricted: true, isIncludeOptout: true });
    expect(ids(all)).toEqual([1, 2, 3, 4]);
    expect(ids(await ok(sb, PATHS.signups, { startdate: '2026-11-04', enddate: '2026-11-04' }, {}))).toEqual([5]);
  });

  it('pages in fixture order and filters by property id or slug', async () => {
    const body = { isIncludeRestricted: true, isIncludeOptout: true };
    const page2 = await ok(sb, PATHS.signups, { startdate: '2026-11-01', enddate: '2026-11-30', pagesize: 2, page: 2 }, body);
    expect(page2.total).toBe(5);
    expect(ids(page2)).toEqual([3, 4]);
    const harbor = await ok(sb, PATHS.signups, { startdate: '2026-11-01', enddate: '2026-11-30' }, { ...body, properties: ['HARBOR-VIEW-INN'] });
    expect(ids(harbor)).toEqual([1, 3, 4, 5]);
  });

  it('planners: guests and reservations follow the flags; discoveries match by catalog id or name', async () => {
    const q = { startdate: '2026-11-01', enddate: '2026-11-01' };
    const plain = await ok(sb, PATHS.planners, q, {});
    expect(plain.planners.map((p: { plannerId: string }) => p.plannerId)).toEqual(['p1']);
    expect(plain.planners[0].reservations).toEqual([]);
    const full = await ok(sb, PATHS.planners, q, { isIncludeGuests: true, isIncludeReservations: true });
    expect(full.planners).toEqual(fixtures.planners);
    const lakes = await ok(sb, PATHS.planners, q, { isIncludeGuests: true, discoveries: ['9c2f6e14-3d7a-4a58-b1e9-8f5d2c0a7b94'] });
    expect(lakes.planners.map((p: { plannerId: string }) => p.plannerId)).toEqual(['p2']);
  });

  it('lodging groups and sponsor records outside the range are dropped', async () => {
    const look = await ok(sb, PATHS.lookahead, { startdate: '2026-12-04', enddate: '2026-12-05' });
    expect(look.data.map((g: { startDate: string }) => g.startDate)).toEqual(['2026-12-01']);
    expect((await ok(sb, PATHS.lookahead, { startdate: '2026-11-17', enddate: '2026-11-30' })).data).toEqual([]);
    const october = await ok(sb, PATHS.sponsor, { startdate: '2026-10-01', enddate: '2026-10-31' });
    expect(october).toEqual([{ year: 2026, timeGrouping: 10, referralTransactions: 2 }]);
  });

  it('operations without a fixture answer empty; validation still applies', async () => {
    expect(await ok(sb, PATHS.stories, { startdate: '2026-11-01', enddate: '2026-11-30' }, {})).toEqual({ total: 0, page: 1, stories: [] });
    expect(await ok(sb, PATHS.bookings, { startdate: '2026-11-01', enddate: '2026-11-30' })).toEqual({ totalProperties: 0, totalRooms: 0, data: [] });
    expect(await ok(sb, PATHS.geo, { startdate: '2026-11-01', enddate: '2026-11-30' })).toEqual([]);
    expect((await call(sb, PATHS.signups, { startdate: '2026-02-30', enddate: '2026-03-01' }, {})).status).toBe(400);
  });

  it('dropField never damages the fixture itself', async () => {
    sb.faults.dropField = 'data.0.occupancy';
    const broken = await ok(sb, PATHS.lookahead, { startdate: '2026-12-01', enddate: '2026-12-12' });
    expect(broken.data[0]).not.toHaveProperty('occupancy');
    sb.faults.dropField = null;
    const whole = await ok(sb, PATHS.lookahead, { startdate: '2026-12-01', enddate: '2026-12-12' });
    expect(whole.data[0].occupancy).toEqual({ availableBookNights: 50, bookedNights: 20 });
  });
});
