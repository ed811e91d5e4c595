/**
 * Regions and cities are different tables: several regions have more than one city, in the
 * sponsor's by-geolocation report and in where sign-ups live, and the cities of a region add up
 * to the region.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';
import { allPages, NOW, ok, PATHS } from './helpers.js';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox({ seed: 23, now: NOW });
});
afterAll(() => sb.close());

interface GeoRecord {
  year: number;
  timeGrouping: number;
  country: string;
  region: string;
  city: string;
  referralTransactions: number;
  referralRevenue: number;
  influencedTransactions: number;
  influencedRevenue: number;
}

const cents = (amount: number) => Math.round(amount * 100);

/** Totals by key, largest referral revenue first, as a "top N" table would list them. */
function table(records: GeoRecord[], key: (r: GeoRecord) => string): [string, number][] {
  const totals = new Map<string, number>();
  for (const r of records) totals.set(key(r), (totals.get(key(r)) ?? 0) + cents(r.referralRevenue));
  return [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** Region -> the cities seen in it. */
function citiesByRegion(rows: { country: unknown; region: unknown; city: unknown }[]): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>();
  for (const r of rows) {
    const region = `${r.country}/${r.region}`;
    map.set(region, (map.get(region) ?? new Set()).add(String(r.city)));
  }
  return map;
}

describe('sponsor referrals by geolocation', () => {
  const quarter = { startdate: '2026-06-01', enddate: '2026-08-31' };

  it('several regions have several cities, each city in one region only', async () => {
    const geo: GeoRecord[] = await ok(sb, PATHS.geo, quarter);
    const byRegion = citiesByRegion(geo);
    expect([...byRegion.values()].filter((c) => c.size >= 2).length).toBeGreaterThanOrEqual(5);
    expect(byRegion.get('United States/Massachusetts')).toEqual(new Set(['Boston', 'Cambridge', 'Worcester']));
    expect(byRegion.get('United States/New York')).toEqual(new Set(['New York', 'Brooklyn', 'Albany']));
    expect(byRegion.get('Canada/Quebec')?.size).toBeGreaterThanOrEqual(2);
    expect(byRegion.get('Canada/Ontario')?.size).toBeGreaterThanOrEqual(2);
    expect(byRegion.get('United States/Maine')?.size).toBeGreaterThanOrEqual(2);
    const regionOf = new Map<string, string>();
    for (const r of geo) {
      const city = `${r.country}/${r.city}`;
      expect(regionOf.get(city) ?? r.region, city).toBe(r.region);
      regionOf.set(city, r.region);
    }
  });

  it('every city of a multi-city region gets referrals, and the top-regions table is not the top-cities table', async () => {
    const geo: GeoRecord[] = await ok(sb, PATHS.geo, quarter);
    const cities = table(geo, (r) => `${r.region}/${r.city}`);
    const regions = table(geo, (r) => r.region);
    for (const [city, revenue] of cities) expect(revenue, city).toBeGreaterThan(0);
    expect(regions.length).toBeLessThan(cities.length);
    expect(regions.slice(0, 5).map(([, v]) => v)).not.toEqual(cities.slice(0, 5).map(([, v]) => v));
    // Massachusetts is more than Boston alone.
    const massachusetts = regions.find(([k]) => k === 'Massachusetts')![1];
    const boston = cities.find(([k]) => k === 'Massachusetts/Boston')![1];
    expect(massachusetts).toBeGreaterThan(boston);
  });

  it('the cities add up to the plain figures, every period and every figure, to the cent', async () => {
    for (const grouping of ['Month', 'Week', 'Day']) {
      const q = grouping === 'Day' ? { startdate: '2026-07-01', enddate: '2026-07-14', grouping } : { ...quarter, grouping };
      const [plain, geo] = await Promise.all([ok(sb, PATHS.sponsor, q), ok(sb, PATHS.geo, q)]);
      expect(plain.length).toBeGreaterThan(1);
      for (const p of plain as GeoRecord[]) {
        const mine = (geo as GeoRecord[]).filter((r) => r.year === p.year && r.timeGrouping === p.timeGrouping);
        const sum = (f: (r: GeoRecord) => number) => mine.reduce((s, r) => s + f(r), 0);
        expect(sum((r) => r.referralTransactions)).toBe(p.referralTransactions);
        expect(sum((r) => r.influencedTransactions)).toBe(p.influencedTransactions);
        expect(sum((r) => cents(r.referralRevenue))).toBe(cents(p.referralRevenue));
        expect(sum((r) => cents(r.influencedRevenue))).toBe(cents(p.influencedRevenue));
      }
    }
  });
});

describe('where sign-ups live', () => {
  it('several regions have several towns, each town in one region only', async () => {
    const { records } = await allPages(sb, PATHS.signups, 'signups', { startdate: '2026-10-01', enddate: '2026-10-31' }, {});
    expect(records.length).toBeGreaterThan(1000);
    const byRegion = citiesByRegion(records as { country: unknown; region: unknown; city: unknown }[]);
    expect([...byRegion.values()].filter((c) => c.size >= 2).length).toBeGreaterThanOrEqual(5);
    expect(byRegion.get('United States/Massachusetts')?.size).toBeGreaterThanOrEqual(3);
    expect(byRegion.get('Canada/Quebec')?.has('Montréal')).toBe(true);
    const towns = new Set(records.map((r) => `${r.country}/${r.city}`));
    expect(towns.size).toBeGreaterThan(byRegion.size + 5);
    const regionOf = new Map<string, unknown>();
    for (const r of records) {
      const town = `${r.country}/${r.city}`;
      expect(regionOf.get(town) ?? r.region, town).toBe(r.region);
      regionOf.set(town, r.region);
    }
  });
});
