import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, createReportingApi } from '../../src/api/index.js';
import type { Report } from '../../src/catalogue/types.js';
import { enqueueFirings } from '../../jobs/queue.js';
import { closeRedis } from '../../jobs/redis.js';
import { createRedisResponseCache } from '../../jobs/sharing.js';
import { privateWordsIn, startFixtureSandbox } from '../helpers/fixtures.js';
import { eventually, query, requester, slackTarget, startHarness, subscribeCommand, type Harness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const cacheKeys = async (harness: Harness) => (await harness.keys(`${harness.prefix}:cache:*`)).sort();

describe('shared fetches', () => {
  it('50 channels subscribed to the same digest, firing at once: each distinct request reaches the service once', async () => {
    const sandbox = await startFixtureSandbox();
    try {
      h = await startHarness({ sandboxInstance: sandbox });
      const parsed = subscribeCommand('subscribe digest last-week every monday at 09:00');
      const ids: string[] = [];
      for (let i = 0; i < 50; i++) {
        const target = slackTarget(`C${String(i).padStart(4, '0')}`);
        ids.push(
          (await h.jobs.subscriptions!.create({ target, query: parsed.query, schedule: parsed.schedule, creator: requester() })).subscription.id,
        );
      }
      const scheduled = new Date('2026-11-16T09:00:00Z');
      await enqueueFirings(h.jobs.queue!, ids, scheduled);
      const deliveries = await h.deliverer.waitFor(50, 20_000);
      expect(new Set(deliveries.map((d) => (d.target.platform === 'slack' ? d.target.channelId : '')))).toHaveProperty('size', 50);

      // By hand: fired on Monday Nov 16, the digest looks back on Nov 8–14. Its four sections
      // each ask for their period and the one they compare with, one page each: 8 requests;
      // referral revenue moved +50% ($300.00 vs $200.00, over 15%), so its section also asks
      // for the channel breakdown of both weeks to say why: 10 in all, for 50 channels.
      expect(sandbox.stats.byPath).toEqual({
        '/v1/collaborative/report/lodging/lookahead': 2,
        '/v1/company/data/advocacy/signups': 2,
        '/v1/company/data/advocacy/stories': 2,
        '/v1/collaborative/report/sponsor/referrals/impact': 2,
        '/v1/collaborative/report/sponsor/referrals/channels/impact': 2,
      });
      expect(sandbox.stats.requests).toBe(10);
      // Every channel got the figures of the fixtures: referrals $300.00 vs $200.00 (Nov 10 vs
      // Nov 3), 3 signups vs 1, one story (Mia O., Nov 11).
      const section = (r: Report, kind: string) => r.sections.find((s) => s.kind === kind)!;
      const first = deliveries[0]!.message.kind === 'report' ? deliveries[0]!.message.report : null;
      for (const d of deliveries) {
        if (d.message.kind !== 'report') throw new Error('expected a report');
        const report = d.message.report;
        expect(report.period).toMatchObject({ start: '2026-11-08', end: '2026-11-14' });
        expect(section(report, 'referrals').metrics[0]).toMatchObject({ key: 'referralRevenue', value: 300, previous: 200 });
        expect(section(report, 'signups').metrics[0]).toMatchObject({ key: 'signups', value: 3, previous: 1 });
        expect(section(report, 'stories').highlights.map((x) => x.person)).toEqual(['Mia O.']);
        expect(report).toEqual(first);
      }
      // Privacy: the fixtures' signups and stories carry full last names, e-mails and phones;
      // none reaches a report or a log line.
      expect(privateWordsIn(JSON.stringify(first))).toEqual([]);
      for (const line of h.log.lines) expect(privateWordsIn(JSON.stringify(line))).toEqual([]);
      const keys = await cacheKeys(h);
      // One cached answer per distinct request.
      expect(keys.length).toBe(10);
      for (const key of keys) expect(key).toMatch(new RegExp(`^${h.prefix}:cache:[0-9a-f]{64}$`));
      expect(keys.join(' ')).not.toContain(h.sandbox.apiKey);
      const ttl = await h.redis.pttl(keys[0]!);
      expect(ttl).toBeGreaterThan(290_000);
      expect(ttl).toBeLessThanOrEqual(300_000);
    } finally {
      await h?.close();
      h = undefined;
      await sandbox.close();
    }
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
    const cached = createReportingApi(
      { ...h.config.api, url: h.sandbox.url },
      { cache: createRedisResponseCache(h.redis, h.prefix), cacheTtlMs: 60_000 },
    );
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
    const sandbox = h.sandbox;
    // The callers leave once the service has the request, not after a guessed delay.
    sandbox.faults.latencyMs = 300;
    const range = { start: '2026-09-01', end: '2026-09-30' };
    const leaving = new AbortController();
    const first = h.api.sponsorReferrals(range, { signal: leaving.signal });
    const second = h.api.sponsorReferrals(range);
    await eventually(() => (sandbox.stats.inFlight === 1 ? true : undefined), 5_000, 'the shared request to reach the service');
    leaving.abort();
    await expect(first).rejects.toMatchObject({ code: 'aborted' });
    expect((await second).length).toBeGreaterThan(0);
    expect(sandbox.stats.requests).toBe(1);

    // Now the service would take a minute: the request can leave it early only if cut.
    sandbox.faults.latencyMs = 60_000;
    const all = new AbortController();
    const lone = h.api.sponsorReferrals({ start: '2026-08-01', end: '2026-08-31' }, { signal: all.signal });
    await eventually(() => (sandbox.stats.inFlight === 1 ? true : undefined), 5_000, 'the lone request to reach the service');
    all.abort();
    await expect(lone).rejects.toMatchObject({ code: 'aborted' });
    expect(sandbox.stats.requests).toBe(2);
    // The service sees the connection go (it would otherwise hold it for a minute).
    await eventually(() => (sandbox.stats.inFlight === 0 ? true : undefined), 10_000, 'the cancelled request to leave the service');
  });

  it('serves a report from the shared cache to another process after the service went away', async () => {
    const sandbox = await startFixtureSandbox();
    let first: Harness | undefined;
    try {
      first = await startHarness({ sandboxInstance: sandbox });
      const prefix = first.prefix;
      await first.jobs.enqueueReport({
        query: query('referrals last-month'),
        target: slackTarget(),
        requester: requester(),
        requestedAt: '2026-11-21T09:00:00.000Z',
      });
      await first.deliverer.waitFor(1, 10_000);
      // October and September: the totals and (sent with them, issue 33) the channel breakdown, one request each.
      expect(sandbox.stats.requests).toBe(4);
      await first.stop();

      // A second bot process on the same Redis, while the service fails everything it is asked.
      sandbox.faults.failNext = 10;
      h = await startHarness({ sandboxInstance: sandbox, prefix });
      await h.jobs.enqueueReport({
        query: query('referrals last-month'),
        target: slackTarget(),
        requester: requester(),
        requestedAt: '2026-11-21T09:05:00.000Z',
      });
      const [delivery] = await h.deliverer.waitFor(1, 10_000);
      if (delivery!.message.kind !== 'report') throw new Error(`expected a report, got ${JSON.stringify(delivery!.message)}`);
      // The fixture's figures (see OCTOBER): $1,234.56 against $1,371.73, and no new request.
      expect(delivery!.message.report.metrics[0]).toMatchObject({ key: 'referralRevenue', value: 1234.56, previous: 1371.73 });
      expect(sandbox.stats.requests).toBe(4);
    } finally {
      if (first) await closeRedis(first.redis);
      await h?.close();
      h = undefined;
      await sandbox.close();
    }
  });
});
