import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, createReportingApi } from '../../src/api/index.js';
import { runReport } from '../../src/reports/index.js';
import { startSandbox } from '../../src/sandbox/index.js';
import { enqueueFirings } from '../../jobs/queue.js';
import { createRedisResponseCache } from '../../jobs/shared-fetch.js';
import { NOW, query, requester, slackTarget, startHarness, subscribeCommand, type Harness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const cacheKeys = async (harness: Harness) => (await harness.redis.keys(`${harness.prefix}:cache:*`)).sort();

describe('shared fetches', () => {
  it('50 channels subscribed to the same digest, firing at once: each distinct request reaches the service once', async () => {
    h = await startHarness();
    const parsed = subscribeCommand('subscribe digest last-week every monday at 09:00');
    const ids: string[] = [];
    for (let i = 0; i < 50; i++) {
      const target = slackTarget(`C${String(i).padStart(4, '0')}`);
      ids.push((await h.jobs.subscriptions!.create({ target, query: parsed.query, schedule: parsed.schedule, creator: requester() })).subscription.id);
    }
    const scheduled = new Date('2026-11-16T09:00:00Z');
    await enqueueFirings(h.jobs.queue!, ids, scheduled);
    const deliveries = await h.deliverer.waitFor(50, 20_000);
    expect(new Set(deliveries.map((d) => (d.target.platform === 'slack' ? d.target.channelId : '')))).toHaveProperty('size', 50);

    // Independent count: the same digest once, on a twin sandbox, with a client that shares nothing.
    const twin = await startSandbox({ now: NOW });
    const api = createReportingApi({ ...h.config.api, url: twin.url, key: twin.apiKey });
    try {
      const once = await runReport(parsed.query, { api, now: scheduled, currency: 'USD', includeRestricted: false, includeOptout: false });
      expect(twin.stats.requests).toBeGreaterThan(4);
      expect(h.sandbox.stats.requests).toBe(twin.stats.requests);
      expect(h.sandbox.stats.byPath).toEqual(twin.stats.byPath);
      // Every channel got the same report (photo links name each sandbox's own address).
      const expected = JSON.parse(JSON.stringify(once).replaceAll(twin.url, h.sandbox.url)) as unknown;
      for (const d of deliveries) expect(d.message.kind === 'report' && d.message.report).toEqual(expected);
    } finally {
      await api.close();
      await twin.close();
    }
    const keys = await cacheKeys(h);
    expect(keys.length).toBe(h.sandbox.stats.requests);
    for (const key of keys) expect(key).toMatch(new RegExp(`^${h.prefix}:cache:[0-9a-f]{64}$`));
    expect(keys.join(' ')).not.toContain(h.sandbox.apiKey);
    const ttl = await h.redis.pttl(keys[0]!);
    expect(ttl).toBeGreaterThan(290_000);
    expect(ttl).toBeLessThanOrEqual(300_000);
  });

  it('shares identical requests in flight without a cache, keeps each caller its own copy, and caches only successes', async () => {
    h = await startHarness({ env: { SHARED_FETCH_TTL_SECONDS: '0' }, worker: false });
    expect(h.backend.clientOptions).toEqual({});
    h.sandbox.faults.latencyMs = 100;
    const range = { start: '2026-10-01', end: '2026-10-31' };
    const [a, b, c] = await Promise.all([h.api.sponsorReferrals(range), h.api.sponsorReferrals(range), h.api.sponsorReferrals(range)]);
    expect(h.sandbox.stats.requests).toBe(1);
    expect(a).toEqual(b);
    expect(a).not.toBe(b);
    expect(c).toEqual(a);
    expect(await cacheKeys(h)).toEqual([]);
    // Not shared once answered: without a cache the next call asks again.
    await h.api.sponsorReferrals(range);
    expect(h.sandbox.stats.requests).toBe(2);

    // With the Redis cache: a 400 is not kept, a success is.
    const cached = createReportingApi({ ...h.config.api, url: h.sandbox.url }, { cache: createRedisResponseCache(h.redis, h.prefix), cacheTtlMs: 60_000 });
    try {
      h.sandbox.faults.latencyMs = 0;
      await expect(cached.lodgingBookings({ start: '2026-02-30', end: '2026-03-31' })).rejects.toBeInstanceOf(ApiError);
      expect(await cacheKeys(h)).toEqual([]);
      await cached.sponsorReferrals(range);
      expect(await cacheKeys(h)).toHaveLength(1);
      h.sandbox.stats.reset();
      expect(await cached.sponsorReferrals(range)).toEqual(a);
      expect(h.sandbox.stats.requests).toBe(0);
    } finally {
      await cached.close();
    }
  });

  it('cancels a shared request only when every caller has left', async () => {
    h = await startHarness({ worker: false });
    h.sandbox.faults.latencyMs = 300;
    const range = { start: '2026-09-01', end: '2026-09-30' };
    const leaving = new AbortController();
    const first = h.api.sponsorReferrals(range, { signal: leaving.signal });
    const second = h.api.sponsorReferrals(range);
    setTimeout(() => leaving.abort(), 50);
    await expect(first).rejects.toMatchObject({ code: 'aborted' });
    expect((await second).length).toBeGreaterThan(0);
    expect(h.sandbox.stats.requests).toBe(1);

    const all = new AbortController();
    const lone = h.api.sponsorReferrals({ start: '2026-08-01', end: '2026-08-31' }, { signal: all.signal });
    setTimeout(() => all.abort(), 50);
    await expect(lone).rejects.toMatchObject({ code: 'aborted' });
    expect(h.sandbox.stats.requests).toBe(2);
    await new Promise((r) => setTimeout(r, 50));
    expect(h.sandbox.stats.inFlight).toBe(0);
  });

  it('serves a report from the shared cache after the service went away', async () => {
    h = await startHarness({ worker: false });
    const q = query('referrals last-month');
    const ctx = { api: h.api, now: NOW, currency: 'USD', includeRestricted: false, includeOptout: false };
    const fresh = await runReport(q, ctx);
    const other = createReportingApi({ ...h.config.api, url: h.sandbox.url }, h.backend.clientOptions);
    try {
      h.sandbox.faults.failNext = 10;
      expect(await runReport(q, { ...ctx, api: other })).toEqual(fresh);
    } finally {
      await other.close();
    }
  });
});
