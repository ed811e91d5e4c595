import { Writable } from 'node:stream';
import { request } from 'undici';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createReportingApi, type ReportingApi } from '../../src/api/index.js';
import { parseConfig } from '../../src/config.js';
import { createLogger } from '../../src/log.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';

const NOW = new Date('2026-11-21T12:00:00Z');
let sandbox: Sandbox;
const clients: ReportingApi[] = [];

function client(overrides: Record<string, string> = {}, options: Parameters<typeof createReportingApi>[1] = {}) {
  const cfg = parseConfig({ REPORTING_API_URL: sandbox.url, REPORTING_API_KEY: sandbox.apiKey, ...overrides });
  const api = createReportingApi({ ...cfg.api, url: cfg.api.url! }, { retryBaseMs: 1, retryMaxMs: 5_000, ...options });
  clients.push(api);
  return api;
}

async function collect<T>(pages: AsyncIterable<{ page: number; total: number; records: T[] }>) {
  const seen: { page: number; total: number; records: T[] }[] = [];
  for await (const p of pages) seen.push(p);
  return seen;
}

/** The envelope's total, read with plain undici: an independent view of the same query. */
async function rawTotal(path: string, start: string, end: string): Promise<number> {
  const res = await request(`${sandbox.url}${path}?startdate=${start}&enddate=${end}&page=1&pagesize=1`, {
    method: 'POST',
    headers: { authorization: `Bearer ${sandbox.apiKey}`, 'content-type': 'application/json' },
    body: '{}',
  });
  return ((await res.body.json()) as { total: number }).total;
}

async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error('expected an ApiError');
}

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 7, now: NOW });
});
afterEach(() => {
  Object.assign(sandbox.faults, {
    latencyMs: 0,
    errorRate: 0,
    failNext: 0,
    rateLimitNext: 0,
    malformedJson: false,
    malformedNext: 0,
    plan: null,
    dropField: undefined,
    hangMs: 0,
  });
  sandbox.stats.reset();
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await sandbox.close();
});

describe('every operation over real HTTP', () => {
  const range = { start: '2026-10-01', end: '2026-10-31' };

  it('company data: planners, discovery opt-outs, signups, stories, advocacy opt-outs', async () => {
    const api = client();
    const planners = (await collect(api.discoveryPlanners({ ...range, includeReservations: true }))).flatMap((p) => p.records);
    const dOptouts = (await collect(api.discoveryOptouts(range))).flatMap((p) => p.records);
    const signups = (await collect(api.advocacySignups(range))).flatMap((p) => p.records);
    const stories = (await collect(api.advocacyStories(range))).flatMap((p) => p.records);
    const aOptouts = (await collect(api.advocacyOptouts(range))).flatMap((p) => p.records);

    for (const list of [planners, dOptouts, signups, stories, aOptouts]) expect(list.length).toBeGreaterThan(0);
    for (const s of signups) {
      expect(s.createDate >= '2026-10-01T00:00:00.000' && s.createDate <= '2026-10-31T23:59:59.999').toBe(true);
      expect(s.isPrivacyRestricted).toBe(false); // excluded by default
      expect(s.isOptout).toBe(false);
      expect(s.lastInitial === null || /^\p{Lu}$/u.test(s.lastInitial)).toBe(true);
    }
    for (const s of stories) expect(typeof s.photo.url).toBe('string');
    expect(planners.some((p) => p.reservations.length > 0)).toBe(true);
    for (const o of [...dOptouts, ...aOptouts]) expect(o.optoutDate.slice(0, 7)).toBe('2026-10');
    // Nothing personal survives parsing, whatever the service sent.
    const text = JSON.stringify({ planners, dOptouts, signups, stories, aOptouts });
    expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
    expect(text).not.toMatch(/"(email|phone|last|phoneConsentMode)"/);
  });

  it('lodging look-ahead and bookings', async () => {
    const api = client();
    const look = await api.lodgingLookahead({ start: '2026-11-22', end: '2026-12-19', grouping: 'Week', startWeekDay: 'Sunday' });
    expect(look.totalProperties).toBeGreaterThan(0);
    expect(look.data.map((g) => g.startDate)).toEqual(['2026-11-22', '2026-11-29', '2026-12-06', '2026-12-13']);
    for (const g of look.data) expect(g.occupancy.bookedNights).toBeLessThanOrEqual(g.occupancy.availableBookNights);
    const hotels = await api.lodgingLookahead({ start: '2026-11-22', end: '2026-12-19', type: 'FullServiceHotel' });
    expect(hotels.totalRooms).toBeLessThan(look.totalRooms);

    const bookings = await api.lodgingBookings({ start: '2026-10-01', end: '2026-10-31', grouping: 'Month' });
    expect(bookings.data).toHaveLength(1);
    expect(bookings.data[0]!.startDate).toBe('2026-10-01');
    expect(bookings.data[0]!.revenue.totalTransactions).toBeGreaterThan(0);
  });

  it('sponsor referrals, by channel and by geolocation', async () => {
    const api = client();
    const q = { start: '2026-07-01', end: '2026-09-30', grouping: 'Month' as const };
    const total = await api.sponsorReferrals(q);
    expect(total.map((r) => [r.year, r.timeGrouping])).toEqual([
      [2026, 7],
      [2026, 8],
      [2026, 9],
    ]);
    const channels = await api.sponsorReferralsByChannel(q);
    expect(new Set(channels.map((r) => r.source)).size).toBeGreaterThan(2);
    expect(channels.some((r) => r.term === null)).toBe(true);
    const geo = await api.sponsorReferralsByGeo({ ...q, delay: 30 });
    expect(geo.every((r) => typeof r.country === 'string')).toBe(true);
  });
});

describe('paging', () => {
  it('walks 3+ pages to exactly the service total, each record once', async () => {
    const api = client({}, { pageSize: 100 });
    const pages = await collect(api.advocacySignups({ start: '2026-06-01', end: '2026-09-30' }));
    const expected = await rawTotal('/v1/company/data/advocacy/signups', '2026-06-01', '2026-09-30');
    expect(expected).toBeGreaterThan(300);
    expect(pages.length).toBe(Math.ceil(expected / 100));
    expect(pages.map((p) => p.page).sort((a, b) => a - b)).toEqual(Array.from({ length: pages.length }, (_, i) => i + 1));
    const ids = pages.flatMap((p) => p.records.map((r) => r.id));
    expect(ids.length).toBe(expected);
    expect(new Set(ids).size).toBe(expected);
    expect(pages.every((p) => p.total === expected)).toBe(true);
  });

  it('counts with a single request', async () => {
    const api = client();
    const expected = await rawTotal('/v1/company/data/advocacy/stories', '2026-01-01', '2026-06-30');
    sandbox.stats.reset();
    expect(await api.count('advocacyStories', { start: '2026-01-01', end: '2026-06-30' })).toBe(expected);
    expect(sandbox.stats.requests).toBe(1);
  });

  it('keeps at most the configured number of requests in flight', async () => {
    sandbox.faults.latencyMs = 40;
    const api = client({ REPORTING_API_PAGE_CONCURRENCY: '3' }, { pageSize: 50 });
    const pages = await collect(api.advocacySignups({ start: '2026-08-01', end: '2026-09-30' }));
    expect(pages.length).toBeGreaterThanOrEqual(6);
    expect(sandbox.stats.maxInFlight).toBe(3);
  });
});

describe('shared answers', () => {
  it('answers a repeated request from the cache, but a fresh one from the service', async () => {
    const stored = new Map<string, string>();
    const cache = { get: async (k: string) => stored.get(k), set: async (k: string, text: string) => void stored.set(k, text) };
    const api = client({}, { cache, cacheTtlMs: 60_000 });
    const range = { start: '2026-10-01', end: '2026-10-31' };
    const first = await api.count('advocacySignups', range);
    expect(await api.count('advocacySignups', range)).toBe(first);
    expect(sandbox.stats.requests).toBe(1);
    expect(await api.count('advocacySignups', range, { fresh: true })).toBe(first);
    expect(sandbox.stats.requests).toBe(2);
  });
});

describe('failures', () => {
  it('retries injected 500s, then succeeds', async () => {
    sandbox.faults.failNext = 2;
    const records = await client().sponsorReferrals({ start: '2026-01-01', end: '2026-03-31' });
    expect(records.length).toBe(3);
    expect(sandbox.stats.requests).toBe(3);
  });

  it('honours Retry-After on 429', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const logger = createLogger({ level: 'warn' }, sink);
    sandbox.faults.rateLimitNext = 1;
    sandbox.faults.retryAfterSeconds = 1;
    const look = await client({}, { logger }).lodgingLookahead({ start: '2026-12-01', end: '2026-12-07' });
    expect(look.data.length).toBeGreaterThan(0);
    expect(sandbox.stats.requests).toBe(2);
    const retry = lines.find((l) => l.event === 'api_retry');
    expect(retry).toMatchObject({ operation: 'lodgingLookahead', status: 429, attempt: 1 });
    expect(retry!.delayMs as number).toBeGreaterThanOrEqual(1000);
  });

  it('gives up after the configured retries with a retryable "unavailable"', async () => {
    sandbox.faults.failNext = 10;
    const err = await apiError(client({ REPORTING_API_RETRIES: '2' }).lodgingBookings({ start: '2026-10-01', end: '2026-10-07' }));
    expect(err.code).toBe('unavailable');
    expect(err.retryable).toBe(true);
    expect(err.status).toBe(500);
    expect(err.userMessage).toBe('The reporting service is not answering right now; try again in a few minutes.');
    expect(sandbox.stats.requests).toBe(3);
  });

  it('times out a service that does not answer', async () => {
    sandbox.faults.hangMs = 3_000;
    const err = await apiError(
      client({ REPORTING_API_TIMEOUT_MS: '200', REPORTING_API_RETRIES: '1' }).sponsorReferrals({ start: '2026-01-01', end: '2026-01-31' }),
    );
    expect(err.code).toBe('unavailable');
    expect(err.message).toContain('UND_ERR_HEADERS_TIMEOUT');
    expect(sandbox.stats.requests).toBe(2);
  });

  it('reports a rejected key as unauthorized, without retrying', async () => {
    const err = await apiError(client({ REPORTING_API_KEY: 'wrong' }).sponsorReferrals({ start: '2026-01-01', end: '2026-01-31' }));
    expect(err.code).toBe('unauthorized');
    expect(err.retryable).toBe(false);
    expect(sandbox.stats.requests).toBe(1);
  });

  it('sends the key in a configurable header', async () => {
    const custom = await startSandbox({ seed: 7, now: NOW, apiKey: 'k-123', keyHeader: 'x-api-key', keyPrefix: '' });
    try {
      const cfg = parseConfig({
        REPORTING_API_URL: custom.url,
        REPORTING_API_KEY: 'k-123',
        REPORTING_API_KEY_HEADER: 'X-Api-Key',
        REPORTING_API_KEY_PREFIX: '',
      });
      const api = createReportingApi({ ...cfg.api, url: custom.url });
      clients.push(api);
      expect((await api.sponsorReferrals({ start: '2026-01-01', end: '2026-01-31' })).length).toBe(1);
    } finally {
      await custom.close();
    }
  });

  it('passes the service message of a 400 to the user', async () => {
    const err = await apiError(client().lodgingBookings({ start: '2026-02-30', end: '2026-03-31' }));
    expect(err.code).toBe('bad_request');
    expect(err.retryable).toBe(false);
    expect(err.userMessage).toMatch(/^The reporting service could not answer this request: .*startdate.*\.$/);
  });

  it('names the field of a malformed body', async () => {
    sandbox.faults.dropField = 'signups.0.createDate';
    const err = await apiError(collect(client().advocacySignups({ start: '2026-10-01', end: '2026-10-31' })));
    expect(err.code).toBe('bad_response');
    expect(err.operation).toBe('advocacySignups');
    expect(err.field).toBe('signups.0.createDate');
    expect(err.retryable).toBe(false);
  });

  it('reports a body that is not JSON as bad_response once the retries run out', async () => {
    sandbox.faults.malformedJson = true;
    const err = await apiError(client({ REPORTING_API_RETRIES: '2' }).sponsorReferralsByGeo({ start: '2026-01-01', end: '2026-01-31' }));
    expect(err.code).toBe('bad_response');
    expect(err.operation).toBe('sponsorReferralsByGeo');
    expect(err.userMessage).toBe('The reporting service sent data we could not read; try again later, and tell an admin if it keeps happening.');
    // The first try and two retries: a truncated body is retried like a 5xx.
    expect(sandbox.stats.requests).toBe(3);
  });

  it('retries a truncated body and returns the whole answer that follows', async () => {
    sandbox.faults.malformedNext = 1;
    const records = await client().sponsorReferrals({ start: '2026-01-01', end: '2026-03-31' });
    // The same three months as 'retries injected 500s, then succeeds'.
    expect(records.length).toBe(3);
    expect(sandbox.stats.requests).toBe(2);
  });

  it('does not retry well-formed JSON of the wrong shape', async () => {
    sandbox.faults.dropField = 'signups.0.createDate';
    await apiError(collect(client({ REPORTING_API_RETRIES: '3' }).advocacySignups({ start: '2026-10-01', end: '2026-10-31' })));
    expect(sandbox.stats.requests).toBe(1);
  });

  it('stops when the caller aborts', async () => {
    sandbox.faults.hangMs = 2_000;
    const controller = new AbortController();
    const pending = client().sponsorReferrals({ start: '2026-01-01', end: '2026-01-31' }, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const err = await apiError(pending);
    expect(err.code).toBe('aborted');
  });

  it('a caller cancelled before it asks gets "aborted", and the request it started is cancelled, not run to an answer', async () => {
    // The request's attempt is heard as it ends (the metrics observer): `ok` had it run on unread.
    const heard: string[] = [];
    let ended!: () => void;
    const done = new Promise<void>((resolve) => (ended = resolve));
    const api = client({}, { observer: { request: (operation, outcome, code) => (heard.push(`${operation} ${outcome} ${code ?? ''}`), ended()) } });
    const controller = new AbortController();
    controller.abort();
    const err = await apiError(api.sponsorReferrals({ start: '2026-01-01', end: '2026-01-31' }, { signal: controller.signal }));
    expect(err.code).toBe('aborted');
    await done;
    expect(heard).toEqual(['sponsorReferrals error aborted']);
  });
});
