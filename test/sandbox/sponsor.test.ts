/**
 * Sponsor referral operations: what timeGrouping means per grouping (worked out by hand from
 * the calendar), the year split, breakdowns that add up, and the delay's effect.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';
import { isCents, NOW, ok, PATHS } from './helpers.js';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox({ seed: 13, now: NOW });
});
afterAll(() => sb.close());

interface Rec {
  year: number;
  timeGrouping: number;
  referralTransactions: number;
  referralRevenue: number;
  influencedTransactions: number;
  influencedRevenue: number;
  [k: string]: unknown;
}
const labels = (recs: Rec[]) => recs.map((r) => [r.year, r.timeGrouping]);

describe('timeGrouping', () => {
  it('Month (the default) is the month number', async () => {
    const recs: Rec[] = await ok(sb, PATHS.sponsor, { startdate: '2025-11-15', enddate: '2026-02-03' });
    expect(labels(recs)).toEqual([
      [2025, 11],
      [2025, 12],
      [2026, 1],
      [2026, 2],
    ]);
  });

  it('Week is SQL Server DATEPART(week): Sunday weeks, week 1 holds January 1, split at the year end', async () => {
    // 2025-12-20 is a Saturday. Jan 1 2025 was a Wednesday, so week 1 of 2025 is Jan 1-4,
    // week 2 starts Sunday Jan 5, and Dec 20 (day 354) falls in week 51. Sunday Dec 21 opens
    // week 52, Sunday Dec 28 week 53 (cut at Dec 31). 2026 starts on a Thursday: week 1 is
    // Jan 1-3, week 2 starts Sunday Jan 4, week 3 Sunday Jan 11.
    const recs: Rec[] = await ok(sb, PATHS.sponsor, { startdate: '2025-12-20', enddate: '2026-01-12', grouping: 'Week' });
    expect(labels(recs)).toEqual([
      [2025, 51],
      [2025, 52],
      [2025, 53],
      [2026, 1],
      [2026, 2],
      [2026, 3],
    ]);
  });

  it('Day is the day of the year', async () => {
    const recs: Rec[] = await ok(sb, PATHS.sponsor, { startdate: '2024-12-30', enddate: '2025-01-02', grouping: 'Day' });
    // 2024 is a leap year: Dec 30 = 365, Dec 31 = 366.
    expect(labels(recs)).toEqual([
      [2024, 365],
      [2024, 366],
      [2025, 1],
      [2025, 2],
    ]);
    const feb = await ok(sb, PATHS.sponsor, { startdate: '2026-03-01', enddate: '2026-03-01', grouping: 'Day' });
    expect(labels(feb)).toEqual([[2026, 31 + 28 + 1]]);
  });
});

describe('breakdowns', () => {
  const q = { startdate: '2026-05-01', enddate: '2026-08-31' };

  it('one record per period and channel, and the channels add up to the plain figures', async () => {
    const plain: Rec[] = await ok(sb, PATHS.sponsor, q);
    const channels: Rec[] = await ok(sb, PATHS.channels, q);
    const distinct = new Set(channels.map((r) => `${r.source}|${r.medium}|${r.term}`));
    expect(distinct.size).toBeGreaterThanOrEqual(6);
    expect(channels).toHaveLength(plain.length * distinct.size);
    for (const key of [
      'google|cpc|beach hotel',
      'facebook|social|null',
      'newsletter|email|null',
      'tripadvisor|referral|null',
      'instagram|social|null',
      '(direct)|(none)|null',
    ]) {
      expect(distinct.has(key), key).toBe(true);
    }
    for (const p of plain) {
      const mine = channels.filter((r) => r.year === p.year && r.timeGrouping === p.timeGrouping);
      const sum = (f: (r: Rec) => number) => mine.reduce((s, r) => s + f(r), 0);
      expect(sum((r) => r.referralTransactions)).toBe(p.referralTransactions);
      expect(sum((r) => r.influencedTransactions)).toBe(p.influencedTransactions);
      expect(sum((r) => r.referralRevenue)).toBeCloseTo(p.referralRevenue, 6);
      expect(sum((r) => r.influencedRevenue)).toBeCloseTo(p.influencedRevenue, 6);
    }
  });

  it('geo records add up to the plain figures too', async () => {
    const plain: Rec[] = await ok(sb, PATHS.sponsor, q);
    const geo: Rec[] = await ok(sb, PATHS.geo, q);
    expect(new Set(geo.map((r) => r.country)).size).toBeGreaterThanOrEqual(3);
    for (const p of plain) {
      const mine = geo.filter((r) => r.timeGrouping === p.timeGrouping);
      expect(mine.reduce((s, r) => s + r.referralTransactions, 0)).toBe(p.referralTransactions);
      expect(mine.reduce((s, r) => s + r.influencedRevenue, 0)).toBeCloseTo(p.influencedRevenue, 6);
    }
  });

  it('amounts are in cents; influenced includes referral; summer beats spring', async () => {
    const recs: Rec[] = await ok(sb, PATHS.channels, q);
    for (const r of recs) {
      expect(isCents(r.referralRevenue) && isCents(r.influencedRevenue)).toBe(true);
      expect(r.influencedTransactions).toBeGreaterThanOrEqual(r.referralTransactions);
      expect(r.influencedRevenue).toBeGreaterThanOrEqual(r.referralRevenue);
    }
    const plain: Rec[] = await ok(sb, PATHS.sponsor, q);
    expect(plain[2]!.referralTransactions).toBeGreaterThan(plain[0]!.referralTransactions); // July > May
  });
});

describe('delay', () => {
  it('defaults to 15 and a longer look-back attributes more influenced transactions, never fewer', async () => {
    const q = { startdate: '2026-06-01', enddate: '2026-09-30' };
    const byDefault: Rec[] = await ok(sb, PATHS.geo, q);
    const fifteen: Rec[] = await ok(sb, PATHS.geo, { ...q, delay: 15 });
    expect(fifteen).toEqual(byDefault);
    const none: Rec[] = await ok(sb, PATHS.geo, { ...q, delay: 0 });
    const long: Rec[] = await ok(sb, PATHS.geo, { ...q, delay: 60 });
    let more = 0;
    none.forEach((r, i) => {
      const l = long[i]!;
      expect(l.referralTransactions).toBe(r.referralTransactions);
      expect(l.influencedTransactions).toBeGreaterThanOrEqual(r.influencedTransactions);
      more += l.influencedTransactions - r.influencedTransactions;
    });
    expect(more).toBeGreaterThan(0);
  });
});
