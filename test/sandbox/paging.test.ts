/**
 * Paging: pages concatenate to exactly `total` records, each once, in a stable order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';
import { allPages, call, daysBetween, NOW, ok, PATHS } from './helpers.js';

let sb: Sandbox;
let fixed: Sandbox;
beforeAll(async () => {
  sb = await startSandbox({ seed: 3, now: NOW });
  fixed = await startSandbox({ seed: 3, now: NOW, volume: { signupsPerDay: 100, storiesPerDay: 7 } });
});
afterAll(async () => {
  await sb.close();
  await fixed.close();
});

const RANGE = { startdate: '2026-06-01', enddate: '2026-09-30' };

describe('paging', () => {
  it('pages of signups concatenate to total, without duplicates, in date order', async () => {
    const { total, records } = await allPages(sb, PATHS.signups, 'signups', RANGE, {}, 250);
    expect(total).toBeGreaterThan(1000);
    expect(records).toHaveLength(total);
    expect(new Set(records.map((r) => r.id)).size).toBe(total);
    // Chronological by the record's own date-time (compared as text: same format, same zone-less clock).
    const instants = records.map((r) =>
      String(r.createDate)
        .padEnd(27, '0')
        .replace(/:(\d{2})$/, ':$1.0000000'),
    );
    for (let i = 1; i < instants.length; i++) expect(instants[i]! >= instants[i - 1]!).toBe(true);
  });

  it('the same range in pages of 500 and of 37 gives the same sequence', async () => {
    const big = await allPages(sb, PATHS.planners, 'planners', { startdate: '2026-08-01', enddate: '2026-08-14' }, { isIncludeGuests: true }, 500);
    const small = await allPages(sb, PATHS.planners, 'planners', { startdate: '2026-08-01', enddate: '2026-08-14' }, { isIncludeGuests: true }, 37);
    expect(small.total).toBe(big.total);
    expect(small.records.map((r) => r.plannerId)).toEqual(big.records.map((r) => r.plannerId));
  });

  it('filtered paging is complete too (properties filter plus include flags)', async () => {
    const body = { properties: ['harbor-view-inn', 'maple-street-suites'], isIncludeOptout: true };
    const { total, records } = await allPages(sb, PATHS.signups, 'signups', RANGE, body, 120);
    expect(records).toHaveLength(total);
    expect(new Set(records.map((r) => r.id)).size).toBe(total);
    expect(new Set(records.map((r) => r.propertySlug))).toEqual(new Set(['harbor-view-inn', 'maple-street-suites']));
  });

  it('defaults to page 1 of 100, caps at 500 and answers an empty page past the end', async () => {
    const first = await ok(sb, PATHS.signups, RANGE, {});
    expect(first.page).toBe(1);
    expect(first.signups).toHaveLength(100);
    const max = await ok(sb, PATHS.signups, { ...RANGE, pagesize: 500 }, {});
    expect(max.signups).toHaveLength(500);
    expect((await call(sb, PATHS.signups, { ...RANGE, pagesize: 501 }, {})).status).toBe(400);
    const beyond = await ok(sb, PATHS.signups, { ...RANGE, page: 9999, pagesize: 500 }, {});
    expect(beyond).toEqual({ total: first.total, page: 9999, signups: [] });
  });

  it('the last page holds the remainder', async () => {
    const { total } = await ok(sb, PATHS.stories, { ...RANGE, pagesize: 1 }, {});
    const lastPage = Math.ceil(total / 50);
    const last = await ok(sb, PATHS.stories, { ...RANGE, pagesize: 50, page: lastPage }, {});
    expect(last.stories).toHaveLength(total - (lastPage - 1) * 50);
  });
});

describe('fixed volumes for benchmarks', () => {
  it('serves exactly signupsPerDay x days, whatever the include flags', async () => {
    const start = '2024-02-25';
    const end = '2026-11-20';
    expect(daysBetween(start, end)).toBe(1000);
    const plain = await ok(fixed, PATHS.signups, { startdate: start, enddate: end, pagesize: 1 }, {});
    expect(plain.total).toBe(100_000);
    const all = await ok(fixed, PATHS.signups, { startdate: start, enddate: end, pagesize: 1 }, { isIncludeRestricted: true, isIncludeOptout: true });
    expect(all.total).toBe(100_000);
    const week = await ok(fixed, PATHS.stories, { startdate: '2026-11-01', enddate: '2026-11-07', pagesize: 1 }, {});
    expect(week.total).toBe(7 * 7);
  });

  it('walks 100,000 signups in 200 pages of 500, each once', async () => {
    const seen = new Set<string>();
    let last = '';
    for (let page = 1; page <= 200; page++) {
      const json = await ok(fixed, PATHS.signups, { startdate: '2024-02-25', enddate: '2026-11-20', pagesize: 500, page }, {});
      expect(json.signups).toHaveLength(500);
      for (const s of json.signups) seen.add(s.id);
      last = json.signups[499].createDate;
    }
    expect(seen.size).toBe(100_000);
    expect(last.slice(0, 10)).toBe('2026-11-20');
  });

  it('splits a fixed count across properties: the per-property totals add up', async () => {
    const q = { startdate: '2026-10-01', enddate: '2026-10-10', pagesize: 1 };
    const slugs = [
      'harbor-view-inn',
      'seaside-grand-resort',
      'maple-street-suites',
      'dune-crest-condotel',
      'pine-hollow-cottages',
      'lakeshore-rv-resort',
    ];
    const totals = await Promise.all(slugs.map(async (slug) => (await ok(fixed, PATHS.signups, q, { properties: [slug] })).total as number));
    expect(totals.reduce((s, t) => s + t, 0)).toBe(1000);
  });
});
