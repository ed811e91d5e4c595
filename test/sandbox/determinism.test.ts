/**
 * Same seed and "now" give the same bytes; another seed gives other data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';
import { call, NOW, PATHS } from './helpers.js';

const opened: Sandbox[] = [];
let a: Sandbox;
let b: Sandbox;
let other: Sandbox;

beforeAll(async () => {
  [a, b, other] = await Promise.all([startSandbox({ seed: 5, now: NOW }), startSandbox({ seed: 5, now: NOW }), startSandbox({ seed: 6, now: NOW })]);
  opened.push(a, b, other);
});
afterAll(() => Promise.all(opened.map((s) => s.close())));

const REQUESTS: [string, Record<string, string | number>, unknown][] = [
  [
    PATHS.planners,
    { startdate: '2026-11-01', enddate: '2026-11-21', pagesize: 300, page: 2 },
    { isIncludeReservations: true, isIncludeGuests: true },
  ],
  [PATHS.discoveryOptouts, { startdate: '2026-06-01', enddate: '2026-11-21' }, {}],
  [PATHS.signups, { startdate: '2026-11-10', enddate: '2026-11-21', pagesize: 500 }, { isIncludeRestricted: true }],
  [PATHS.stories, { startdate: '2026-08-01', enddate: '2026-11-21' }, {}],
  [PATHS.advocacyOptouts, { startdate: '2026-01-01', enddate: '2026-11-21' }, {}],
  [PATHS.lookahead, { startdate: '2026-11-01', enddate: '2027-03-31' }, undefined],
  [PATHS.bookings, { startdate: '2026-01-01', enddate: '2026-11-30', grouping: 'Month' }, undefined],
  [PATHS.sponsor, { startdate: '2025-01-01', enddate: '2026-11-21', grouping: 'Week' }, undefined],
  [PATHS.channels, { startdate: '2026-01-01', enddate: '2026-11-21' }, {}],
  [PATHS.geo, { startdate: '2026-01-01', enddate: '2026-11-21', delay: 30 }, {}],
];

/** Photo URLs name the sandbox's own port; everything else must be byte-identical. */
const normalise = (text: string, sandbox: Sandbox) => text.split(sandbox.url).join('<sandbox>');

describe('determinism', () => {
  it.each(REQUESTS)('%s: same seed and now, same bytes', async (path, query, body) => {
    const [x, y] = await Promise.all([call(a, path, query, body), call(b, path, query, body)]);
    expect(x.status).toBe(200);
    expect(x.text.length).toBeGreaterThan(50);
    expect(normalise(x.text, a)).toBe(normalise(y.text, b));
  });

  it.each(REQUESTS)('%s: another seed, other data', async (path, query, body) => {
    const [x, y] = await Promise.all([call(a, path, query, body), call(other, path, query, body)]);
    expect(normalise(x.text, a)).not.toBe(normalise(y.text, other));
  });

  it('asking twice, or after other requests, changes nothing', async () => {
    const query = { startdate: '2026-10-01', enddate: '2026-10-31', page: 3, pagesize: 50 };
    const first = await call(a, PATHS.signups, query, {});
    await call(a, PATHS.signups, { ...query, page: 1 }, { properties: ['harbor-view-inn'] });
    await call(a, PATHS.planners, query, {});
    const again = await call(a, PATHS.signups, query, {});
    expect(again.text).toBe(first.text);
  });
});
