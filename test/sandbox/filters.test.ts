/**
 * Body filters and flags of the company data operations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_DISCOVERIES, SANDBOX_PROPERTIES } from '../../src/sandbox/index.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';
import { allPages, GUID, NOW, ok, PATHS } from './helpers.js';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox({ seed: 17, now: NOW });
});
afterAll(() => sb.close());

const RANGE = { startdate: '2026-09-01', enddate: '2026-09-30' };
const total = async (path: string, body: unknown, range = RANGE) => (await ok(sb, path, { ...range, pagesize: 1 }, body)).total as number;

describe('the catalog constants', () => {
  it('six properties of every spec type and three discoveries, with GUID ids and readable slugs', () => {
    expect(SANDBOX_PROPERTIES).toHaveLength(6);
    expect(new Set(SANDBOX_PROPERTIES.map((p) => p.type))).toEqual(
      new Set(['FullServiceHotel', 'SelectServiceHotel', 'Condotel', 'VacationRental', 'RVResort']),
    );
    for (const item of [...SANDBOX_PROPERTIES, ...SANDBOX_DISCOVERIES]) {
      expect(item.id).toMatch(GUID);
      expect(item.slug).toMatch(/^[a-z]+(-[a-z]+)+$/);
    }
    expect(SANDBOX_PROPERTIES.map((p) => p.slug)).toContain('harbor-view-inn');
    expect(SANDBOX_DISCOVERIES.map((d) => d.name)).toContain('Coastal Escapes');
  });
});

describe('include flags (all default to false)', () => {
  it('restricted and opted-out leads are left out unless asked for', async () => {
    const { records: plain } = await allPages(sb, PATHS.signups, 'signups', RANGE, {});
    expect(plain.every((s) => s.isPrivacyRestricted === false && s.isOptout === false)).toBe(true);
    const { records: all } = await allPages(sb, PATHS.signups, 'signups', RANGE, { isIncludeRestricted: true, isIncludeOptout: true });
    const restricted = all.filter((s) => s.isPrivacyRestricted === true).length;
    const optedOut = all.filter((s) => s.isOptout === true).length;
    expect(restricted).toBeGreaterThan(0);
    expect(optedOut).toBeGreaterThan(0);
    const onlyRestricted = await total(PATHS.signups, { isIncludeRestricted: true });
    expect(onlyRestricted).toBe(all.filter((s) => s.isOptout === false).length);
    // Explicit false is the same as absent.
    expect(await total(PATHS.signups, { isIncludeRestricted: false, isIncludeOptout: false })).toBe(plain.length);
    // Included records are the same records, not regenerated ones.
    const allIds = new Set(all.map((s) => s.id));
    expect(plain.every((s) => allIds.has(s.id))).toBe(true);
  });

  it('stories honour the same flags', async () => {
    const { records } = await allPages(
      sb,
      PATHS.stories,
      'stories',
      { startdate: '2026-01-01', enddate: '2026-10-31' },
      { isIncludeRestricted: true, isIncludeOptout: true },
    );
    expect(records.some((s) => s.isPrivacyRestricted === true)).toBe(true);
    const plain = await total(PATHS.stories, {}, { startdate: '2026-01-01', enddate: '2026-10-31' });
    expect(plain).toBe(records.filter((s) => !s.isPrivacyRestricted && !s.isOptout).length);
  });

  it('guest planners (no first name) only with isIncludeGuests', async () => {
    const body = { isIncludeRestricted: true, isIncludeOptout: true };
    const { records: noGuests } = await allPages(sb, PATHS.planners, 'planners', RANGE, body);
    expect(noGuests.every((p) => p.first !== '')).toBe(true);
    const { records: withGuests } = await allPages(sb, PATHS.planners, 'planners', RANGE, { ...body, isIncludeGuests: true });
    const guests = withGuests.filter((p) => p.first === '');
    expect(guests.length).toBeGreaterThan(0);
    expect(withGuests.length).toBe(noGuests.length + guests.length);
    expect(guests.every((p) => typeof p.email === 'string' && String(p.email).includes('@'))).toBe(true);
  });

  it('reservations only with isIncludeReservations; otherwise an empty array', async () => {
    const q = { startdate: '2026-09-01', enddate: '2026-09-03' };
    const { records: without } = await allPages(sb, PATHS.planners, 'planners', q, {});
    expect(without.every((p) => Array.isArray(p.reservations) && (p.reservations as unknown[]).length === 0)).toBe(true);
    const { records: withRes } = await allPages(sb, PATHS.planners, 'planners', q, { isIncludeReservations: true });
    expect(withRes.map((p) => p.plannerId)).toEqual(without.map((p) => p.plannerId));
    const booked = withRes.filter((p) => p.isBooked === true);
    expect(booked.length).toBeGreaterThan(0);
    for (const p of booked) expect((p.reservations as unknown[]).length).toBeGreaterThan(0);
    for (const p of withRes.filter((x) => x.isBooked === false)) expect(p.reservations).toEqual([]);
    // Apart from the reservations, the records are identical.
    const strip = (list: Record<string, unknown>[]) => list.map(({ reservations: _r, ...rest }) => rest);
    expect(strip(withRes)).toEqual(strip(without));
  });
});

describe('properties[] and discoveries[]', () => {
  it('per-property totals partition the whole, by id', async () => {
    const whole = await total(PATHS.signups, {});
    const parts = await Promise.all(SANDBOX_PROPERTIES.map((p) => total(PATHS.signups, { properties: [p.id] })));
    expect(parts.every((n) => n > 0)).toBe(true);
    expect(parts.reduce((s, n) => s + n, 0)).toBe(whole);
  });

  it('accepts slugs and upper-case ids, and only returns the chosen properties', async () => {
    const harbor = SANDBOX_PROPERTIES.find((p) => p.slug === 'harbor-view-inn')!;
    const bySlug = await allPages(sb, PATHS.advocacyOptouts, 'optouts', RANGE, { properties: ['harbor-view-inn'] });
    const byId = await allPages(sb, PATHS.advocacyOptouts, 'optouts', RANGE, { properties: [harbor.id.toUpperCase()] });
    expect(bySlug.total).toBeGreaterThan(0);
    expect(byId.records).toEqual(bySlug.records);
    expect(bySlug.records.every((o) => o.propertyId === harbor.id && o.propertySlug === 'harbor-view-inn')).toBe(true);
  });

  it('unknown ids match nothing; an empty list means all', async () => {
    expect(await total(PATHS.signups, { properties: ['00000000-0000-4000-8000-000000000000'] })).toBe(0);
    expect(await total(PATHS.planners, { discoveries: ['no-such-discovery'] })).toBe(0);
    expect(await total(PATHS.signups, { properties: [] })).toBe(await total(PATHS.signups, {}));
    const known = await total(PATHS.signups, { properties: ['harbor-view-inn'] });
    expect(await total(PATHS.signups, { properties: ['harbor-view-inn', 'nope'] })).toBe(known);
  });

  it('discoveries filter planners and discovery opt-outs by discovery', async () => {
    const coastal = SANDBOX_DISCOVERIES.find((d) => d.slug === 'coastal-escapes')!;
    const planners = await allPages(
      sb,
      PATHS.planners,
      'planners',
      { startdate: '2026-09-01', enddate: '2026-09-07' },
      { discoveries: [coastal.id] },
    );
    expect(planners.total).toBeGreaterThan(0);
    expect(planners.records.every((p) => p.discoveryName === 'Coastal Escapes')).toBe(true);
    const optouts = await allPages(sb, PATHS.discoveryOptouts, 'optouts', RANGE, { discoveries: [coastal.slug] });
    expect(optouts.records.every((o) => o.discoveryName === 'Coastal Escapes')).toBe(true);
    const parts = await Promise.all(SANDBOX_DISCOVERIES.map((d) => total(PATHS.discoveryOptouts, { discoveries: [d.id] })));
    expect(parts.reduce((s, n) => s + n, 0)).toBe(await total(PATHS.discoveryOptouts, {}));
  });

  it("a planner plans a stay at one of its discovery's properties", async () => {
    const lakes = SANDBOX_DISCOVERIES.find((d) => d.slug === 'lakes-and-pines')!;
    const { records } = await allPages(sb, PATHS.planners, 'planners', RANGE, { discoveries: [lakes.slug] });
    const slugs = new Set(records.map((p) => (p.activePlan as { propertySlug: string }).propertySlug));
    expect(slugs).toEqual(new Set(['pine-hollow-cottages', 'lakeshore-rv-resort']));
  });
});
