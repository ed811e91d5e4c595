/**
 * Different filters never share a cached answer. With both shared caches on (the Redis
 * response cache of the client, src/api/cache.ts, and the in-process report cache,
 * jobs/sharing.ts), one bot process runs the same report with different property,
 * discovery and type filters, and without any, all asked at the same instant (so only the
 * filters tell the report cache's entries apart). Each delivery must carry the figures its
 * own filter gives, worked out by hand from the fixtures, and the service must have seen
 * one request per distinct filter and period.
 *
 * The sandbox's fixture mode does not filter lodging by `type` (the fixture is the answer), so
 * each property type gets a fixture sandbox of its own, and a small loopback proxy in front
 * sends a bookings request to the sandbox of its `type` (none: the main one).
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/catalogue/types.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/index.js';
import { COASTAL, HARBOR, LAKES, MAPLE, NOW, bookingsEnvelope, bookingsGroup, chatFixtures } from '../helpers/fixtures.js';
import { closeServer, listenOnLoopback } from '../helpers/loopback.js';
import { query, requester, slackTarget, startHarness, type Harness } from './harness.js';

const REQUESTED_AT = '2026-11-21T09:30:00.000Z';
const LATER = '2026-11-21T09:45:00.000Z';

const DISCOVERY_OPTOUTS = '/v1/company/data/discovery/optouts';
const ADVOCACY_OPTOUTS = '/v1/company/data/advocacy/optouts';
const BOOKINGS = '/v1/collaborative/report/lodging/bookings';

/** Condotels only: Nov 10 $1,200.00 (4 bookings); Nov 3 $1,500.00 (5). */
const CONDO = bookingsEnvelope(bookingsGroup('2026-11-03', 5, 15, 1500.0, 200, 400), bookingsGroup('2026-11-10', 4, 12, 1200.0, 150, 450));
/** RV resorts only: Nov 10 $450.50 (6 bookings); Nov 3 $300.00 (4). */
const RV = bookingsEnvelope(bookingsGroup('2026-11-03', 4, 12, 300.0, 60, 90), bookingsGroup('2026-11-10', 6, 18, 450.5, 55.25, 95.25));

/**
 * The commands, and what each must show, by hand from the fixtures (test/helpers/fixtures.ts).
 * Last week is Nov 8–14, compared with Nov 1–7. Opt-outs come in two kinds: a property filter
 * narrows the advocacy opt-outs (by property), a discovery filter the trip-planner ones:
 *   advocacy  Nov 8–14: Harbor View Inn 4, Maple Street Suites 1, Lakeshore RV Resort 1 = 6
 *             Nov 1–7:  Harbor View Inn 1, Maple Street Suites 2 = 3
 *   planners  Nov 8–14: Coastal Escapes 3, Lakes & Pines 2, Downtown Weekends 1 = 6
 *             Nov 1–7:  Coastal Escapes 1, Lakes & Pines 2 = 3
 * Only the kind a filter narrows is checked for a filtered case: what a property filter should
 * do to trip-planner opt-outs (which have no property) is not settled, see the note in the
 * report of this change. Bookings: all properties $5,000.00 vs $4,000.00 (20 vs 16 bookings),
 * and CONDO, RV above. [value, previous] per metric.
 */
const CASES: { command: string; filters: string[]; figures: Record<string, [number, number]> }[] = [
  { command: 'optouts last-week', filters: [], figures: { optouts: [12, 6], discoveryOptouts: [6, 3], advocacyOptouts: [6, 3] } },
  { command: `optouts last-week property ${HARBOR.slug}`, filters: [HARBOR.name], figures: { advocacyOptouts: [4, 1] } },
  { command: `optouts last-week property ${MAPLE.slug}`, filters: [MAPLE.name], figures: { advocacyOptouts: [1, 2] } },
  { command: `optouts last-week discovery ${COASTAL.id}`, filters: [COASTAL.name], figures: { discoveryOptouts: [3, 1] } },
  { command: `optouts last-week discovery ${LAKES.id}`, filters: [LAKES.name], figures: { discoveryOptouts: [2, 2] } },
  { command: 'bookings last-week', filters: [], figures: { revenue: [5000, 4000], transactions: [20, 16], nights: [50, 40] } },
  { command: 'bookings last-week type condo', filters: ['Condotels'], figures: { revenue: [1200, 1500], transactions: [4, 5], nights: [12, 15] } },
  { command: 'bookings last-week type rv', filters: ['RV resorts'], figures: { revenue: [450.5, 300], transactions: [6, 4], nights: [18, 12] } },
];

let main: Sandbox;
let condo: Sandbox;
let rv: Sandbox;
let proxy: Server;
let proxyUrl: string;
let h: Harness;

/** Forwards each request to the sandbox that has the answer for it. */
function startProxy(): Server {
  const byType: Record<string, Sandbox> = { Condotel: condo, RVResort: rv };
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://proxy.invalid');
      const type = url.searchParams.get('type');
      const target = url.pathname === BOOKINGS && type ? byType[type] : main;
      if (!target) {
        res.writeHead(500, { 'content-type': 'text/plain' }).end(`no fixture sandbox for type ${type}`);
        return;
      }
      const headers: Record<string, string> = { 'content-type': String(req.headers['content-type'] ?? 'application/json') };
      if (req.headers.authorization) headers.authorization = String(req.headers.authorization);
      fetch(`${target.url}${url.pathname}${url.search}`, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined })
        .then(async (answer) => {
          const body = Buffer.from(await answer.arrayBuffer());
          res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' }).end(body);
        })
        .catch((err: unknown) => res.writeHead(502, { 'content-type': 'text/plain' }).end(String(err)));
    });
  });
}

beforeAll(async () => {
  main = await startSandbox({ now: NOW, fixtures: chatFixtures() });
  condo = await startSandbox({ now: NOW, fixtures: { bookings: CONDO } });
  rv = await startSandbox({ now: NOW, fixtures: { bookings: RV } });
  proxy = startProxy();
  proxyUrl = await listenOnLoopback(proxy);
  // The client talks to the proxy; `sandbox` stays the main one (its stats, its key).
  h = await startHarness({ sandboxInstance: { ...main, url: proxyUrl }, env: { SHARED_FETCH_TTL_SECONDS: '300', WORKER_CONCURRENCY: '8' } });
});
afterAll(async () => {
  await h?.close();
  if (proxy) await closeServer(proxy);
  await Promise.all([main?.close(), condo?.close(), rv?.close()]);
});

const figuresOf = (report: Report, keys: string[]) =>
  Object.fromEntries(
    keys.map((k) => {
      const m = report.metrics.find((x) => x.key === k);
      return [k, m ? [m.value, m.previous] : 'missing'];
    }),
  );

/** Runs every case at `requestedAt`: one after the other, or all at once. Resolves with the report of each case. */
async function runCases(requestedAt: string, mode: 'one by one' | 'all at once'): Promise<Report[]> {
  const already = h.deliverer.deliveries.length;
  const ids: string[] = [];
  for (const c of CASES) {
    const { correlationId } = await h.jobs.enqueueReport({ query: query(c.command), target: slackTarget(), requester: requester(), requestedAt });
    ids.push(correlationId);
    if (mode === 'one by one') await h.deliverer.waitFor(already + ids.length, 10_000);
  }
  const deliveries = (await h.deliverer.waitFor(already + CASES.length, 20_000)).slice(already);
  return ids.map((id) => {
    const d = deliveries.find((x) => x.message.correlationId === id);
    if (!d || d.message.kind !== 'report') throw new Error(`no report for ${id}: ${JSON.stringify(d?.message)}`);
    return d.message.report;
  });
}

describe('filters and the shared caches', () => {
  it('each filter gets its own figures, and the service sees each distinct request once', async () => {
    const reports = await runCases(REQUESTED_AT, 'one by one');
    reports.forEach((report, i) => {
      const c = CASES[i]!;
      expect({ command: c.command, filters: report.filters, figures: figuresOf(report, Object.keys(c.figures)) }).toEqual({
        command: c.command,
        filters: c.filters,
        figures: c.figures,
      });
    });

    // By hand: opt-outs ask for two periods each. The property cases share the trip-planner
    // request of the unfiltered case (no discovery filter), the discovery cases its advocacy
    // request: 3 distinct bodies × 2 periods per path. Bookings: 2 periods per sandbox.
    expect(main.stats.byPath).toEqual({ [DISCOVERY_OPTOUTS]: 6, [ADVOCACY_OPTOUTS]: 6, [BOOKINGS]: 2 });
    expect(condo.stats.byPath).toEqual({ [BOOKINGS]: 2 });
    expect(rv.stats.byPath).toEqual({ [BOOKINGS]: 2 });
    // One cached answer per distinct request.
    expect(await h.keys(`${h.prefix}:cache:*`)).toHaveLength(6 + 6 + 2 + 2 + 2);
  });

  it('asked again all at once, later: the same figures per filter, all from the cache', async () => {
    const before = { main: { ...main.stats.byPath }, condo: { ...condo.stats.byPath }, rv: { ...rv.stats.byPath } };
    const reports = await runCases(LATER, 'all at once');
    reports.forEach((report, i) => {
      const c = CASES[i]!;
      expect({ command: c.command, filters: report.filters, figures: figuresOf(report, Object.keys(c.figures)) }).toEqual({
        command: c.command,
        filters: c.filters,
        figures: c.figures,
      });
    });
    // The cache was on: nothing new reached any service.
    expect({ main: main.stats.byPath, condo: condo.stats.byPath, rv: rv.stats.byPath }).toEqual(before);
  });
});
