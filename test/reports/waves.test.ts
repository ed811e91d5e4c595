/**
 * One wave per report (issue 33): every request a report can send without another's answer
 * reaches the service before any answer does. A holding proxy in front of the sandbox keeps
 * every answer back until the requests the report is expected to send at once have arrived
 * (or a short deadline passed), then says which arrived while it held them. A request sent
 * only after another's answer (a second wave) cannot be among them. No timing is asserted:
 * the deadline only ends a wait that would otherwise never end.
 *
 * The expected requests are worked out by hand from each report's definition: every report
 * asks for its period and the one it compares with; a paged one for the first page of each
 * (later pages need the first page's count, and may follow it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReportingApi, type ReportingApi } from '../../src/api/index.js';
import { parseConfig } from '../../src/config.js';
import { runReport } from '../../src/reports/index.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/index.js';
import { startHoldingProxy, type HeldRequest, type HoldingProxy } from '../helpers/holding-proxy.js';
import { PATHS } from '../sandbox/helpers.js';
import { NOW, query } from './harness.js';

/** Long enough for a report's first wave on a loaded machine; reached only when a request is missing. */
const DEADLINE_MS = 3_000;

let sandbox: Sandbox;
let proxy: HoldingProxy;
let api: ReportingApi;
beforeAll(async () => {
  // Few records a day, so every company data query fits in its first page.
  sandbox = await startSandbox({
    now: NOW,
    volume: { signupsPerDay: 3, storiesPerDay: 2, plannersPerDay: 3, advocacyOptoutsPerDay: 1, discoveryOptoutsPerDay: 1 },
  });
  proxy = await startHoldingProxy(sandbox.url);
  const config = parseConfig({ REPORTING_API_URL: proxy.url, REPORTING_API_KEY: sandbox.apiKey });
  api = createReportingApi({ ...config.api, url: proxy.url });
});
afterAll(async () => {
  await api?.close();
  await proxy?.close();
  await sandbox?.close();
});

const NAMES = Object.fromEntries(Object.entries(PATHS).map(([name, path]) => [path, name]));
/** `bookings` or `bookings Condotel`, counted: what the service was asked, without the dates. */
function tally(requests: HeldRequest[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of requests) {
    const name = `${NAMES[r.path] ?? r.path}${r.query.type ? ` ${r.query.type}` : ''}`;
    out[name] = (out[name] ?? 0) + 1;
  }
  return out;
}

const perType = (path: string) =>
  Object.fromEntries(['FullServiceHotel', 'SelectServiceHotel', 'Condotel', 'VacationRental', 'RVResort'].map((t) => [`${path} ${t}`, 2]));

/** Each command and the requests it sends at once, both periods each. */
const CASES: [string, Record<string, number>][] = [
  ['occupancy next-4-weeks', { lookahead: 2 }],
  // Past stay dates without a type filter: the per-type lookup goes with them.
  ['occupancy last-month', { lookahead: 2, ...perType('lookahead') }],
  ['bookings last-month', { bookings: 2, ...perType('bookings') }],
  ['bookings last-month type condo', { 'bookings Condotel': 2 }],
  ['referrals last-month', { sponsor: 2, channels: 2 }],
  ['referrals last-month by channel', { channels: 2 }],
  ['referrals last-month by geo', { geo: 2 }],
  ['signups last-month', { signups: 2 }],
  ['stories last-month', { stories: 2 }],
  ['planners last-month', { planners: 2 }],
  ['optouts last-month', { discoveryOptouts: 2, advocacyOptouts: 2 }],
  // Occupancy looks 4 weeks ahead (no per-type lookup), signups, stories, and referrals with its channels.
  ['digest last-week', { lookahead: 2, signups: 2, stories: 2, sponsor: 2, channels: 2 }],
];

describe('one wave of service requests per report', () => {
  it.each(CASES)('%s: every request that needs no other answer reaches the service before any answer', async (command, expected) => {
    const count = Object.values(expected).reduce((a, b) => a + b, 0);
    const held = proxy.holdUntil(count, DEADLINE_MS);
    const report = runReport(query(command), { api, now: NOW, currency: 'USD', timeZone: 'UTC', includeRestricted: false, includeOptout: false });
    const arrived = tally(await held);
    // The report finishes before the next case holds, so none of its requests is counted there.
    const made = await report;
    expect(arrived).toEqual(expected);
    expect(made.kind).toBe(query(command).report);
  });
});
