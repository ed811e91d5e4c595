import { afterEach, describe, expect, it } from 'vitest';
import { createHttpServer } from '../../adapters/http/server.js';
import { chatFixtures } from '../helpers/fixtures.js';
import { closeServer, listenOnLoopback } from '../helpers/loopback.js';
import { privateRedis, type PrivateRedis } from '../helpers/private-redis.js';
import type { Delivery } from '../helpers/recording-deliverer.js';
import { enqueueFiring, firingTemplate } from '../../jobs/queue.js';
import { eventually, jobWhen, query, requester, slackTarget, startHarness, subscribeCommand, type Harness } from './harness.js';

let h: Harness | undefined;
let redis: PrivateRedis | undefined;
afterEach(async () => {
  try {
    await h?.close();
  } finally {
    // Whatever failed above, the private Redis does not outlive the test.
    h = undefined;
    await redis?.dispose();
    redis = undefined;
  }
});

const revenueOf = (message: { kind: string; report?: { metrics: { key: string; value: number }[] } }) =>
  message.report?.metrics.find((m) => m.key === 'referralRevenue')?.value;

describe('a Redis outage', () => {
  it('answers and delivers commands sent during it, says so in words on /readyz, and logs it once each way', async () => {
    redis = await privateRedis({ password: 'outage-secret' });
    h = await startHarness({ sandbox: { fixtures: chatFixtures() }, env: { REDIS_URL: redis.url } });
    const server = createHttpServer({ logger: h.log.logger, checks: { queue: () => h!.jobs.check() } });
    const base = await listenOnLoopback(server);
    const readyz = async () => (await (await fetch(`${base}/readyz`)).json()) as { status: string; checks: Record<string, string> };
    try {
      expect(await readyz()).toEqual({ status: 'ready', checks: { queue: 'ok' } });

      await redis.stop();
      await eventually(() => (h!.log.events('redis_unreachable').length > 0 ? true : undefined), 10_000, 'the outage to be noticed');
      const during = await h.jobs.enqueueReport({ query: query('referrals last-month'), target: slackTarget('C-DURING'), requester: requester() });
      const [delivered] = await h.deliverer.waitFor(1, 10_000, (d) => d.target.platform === 'slack' && d.target.channelId === 'C-DURING');
      // October's referral revenue in the chat fixtures: 1000 + 234.56.
      expect(revenueOf(delivered!.message as never)).toBe(1234.56);
      expect(delivered!.message).toMatchObject({ correlationId: during.correlationId });

      const port = redis.port;
      expect(await readyz()).toEqual({ status: 'not ready', checks: { queue: `Redis is not reachable at redis://:***@127.0.0.1:${port}` } });

      await redis.start();
      await eventually(() => (h!.log.events('redis_back').length > 0 ? true : undefined), 15_000, 'Redis to be back');
      const after = await h.jobs.enqueueReport({ query: query('referrals last-month'), target: slackTarget('C-AFTER'), requester: requester() });
      // Queued again: the job is in Redis and completes there.
      await jobWhen(h.jobs.queue!, after.jobId, 'completed');
      expect(await readyz()).toEqual({ status: 'ready', checks: { queue: 'ok' } });

      expect(h.log.events('redis_unreachable')).toHaveLength(1);
      const back = h.log.events('redis_back');
      expect(back).toHaveLength(1);
      expect(back[0]!.errors as number).toBeGreaterThan(1);
      expect(h.log.events('worker_error')).toHaveLength(0);
      expect(h.log.events('queue_error')).toHaveLength(0);
      const text = JSON.stringify(h.log.lines);
      expect(text).not.toContain('outage-secret');
      expect(text).not.toContain("Stream isn't writeable");
    } finally {
      await closeServer(server);
    }
  }, 60_000);
});

describe('a Redis restart around a scheduled digest', () => {
  it('keeps the subscription, posts the digest once, and answers and delivers commands sent while Redis was down', async () => {
    redis = await privateRedis();
    h = await startHarness({ sandbox: { now: undefined }, env: { REDIS_URL: redis.url } });
    const parsed = subscribeCommand('subscribe digest last-week every day at 09:00', new Date());
    const { subscription } = await h.jobs.subscriptions!.create({
      target: slackTarget('C-DIGEST'),
      query: parsed.query,
      schedule: parsed.schedule,
      creator: requester(),
    });
    // The same scheduler, made to fire a few seconds from now (cron with seconds), after the restart.
    const at = new Date(Math.ceil((Date.now() + 6_000) / 1000) * 1000);
    await h.jobs.queue!.upsertJobScheduler(
      subscription.id,
      { pattern: `${at.getUTCSeconds()} ${at.getUTCMinutes()} ${at.getUTCHours()} * * *`, tz: 'UTC' },
      firingTemplate(subscription.id),
    );

    await redis.stop();
    await eventually(() => (h!.log.events('redis_unreachable').length > 0 ? true : undefined), 10_000, 'the outage to be noticed');
    const during = await h.jobs.enqueueReport({ query: query('referrals last-month'), target: slackTarget('C-DURING'), requester: requester() });
    await h.deliverer.waitFor(1, 10_000, (d) => d.message.kind === 'report' && d.message.correlationId === during.correlationId);
    await redis.start();
    await eventually(() => (h!.log.events('redis_back').length > 0 ? true : undefined), 15_000, 'Redis to be back');

    // The subscription and its schedule came back with Redis.
    expect(await h.jobs.subscriptions!.get(subscription.id)).toMatchObject({ id: subscription.id, target: slackTarget('C-DIGEST') });
    expect(await h.jobs.queue!.getJobScheduler(subscription.id)).toBeDefined();

    const isDigest = (d: Delivery) => d.message.kind === 'report' && d.message.subscriptionId === subscription.id;
    await h.deliverer.waitFor(1, 20_000, isDigest);
    // Once: the firing's job has completed, and it posted one message.
    const firing = await eventually(
      async () => {
        const done = await h!.jobs.queue!.getJobs(['completed']);
        return done.find((j) => j.name === 'subscription' && (j.data as { subscriptionId: string }).subscriptionId === subscription.id);
      },
      10_000,
      'the firing to complete',
    );
    expect(firing.returnvalue).toMatchObject({ status: 'delivered' });
    expect(h.deliverer.deliveries.filter(isDigest)).toHaveLength(1);
    expect(h.log.events('redis_unreachable')).toHaveLength(1);
    expect(h.log.events('redis_back')).toHaveLength(1);
  }, 60_000);
});

describe('a Redis restart under a firing in flight', () => {
  it('retries the firing that met the outage in the ledger once Redis is back, and posts it exactly once', async () => {
    redis = await privateRedis();
    // Backoff long enough that a retry finds the producer connection back too (redis.ts: it fails fast).
    h = await startHarness({ env: { REDIS_URL: redis.url, JOB_ATTEMPTS: '4', JOB_BACKOFF_MS: '1000' } });
    const parsed = subscribeCommand('subscribe digest last-week every monday at 09:00');
    const { subscription } = await h.jobs.subscriptions!.create({
      target: slackTarget('C-INFLIGHT'),
      query: parsed.query,
      schedule: parsed.schedule,
      creator: requester(),
    });
    // Every service call takes a while, so the report is still being made when Redis goes.
    h.sandbox.faults.latencyMs = 1_500;
    const jobId = await enqueueFiring(h.jobs.queue!, subscription.id, new Date('2026-11-16T09:00:00Z'));
    await eventually(() => (h!.log.events('job_started').some((e) => e.jobId === jobId) ? true : undefined), 10_000, 'the firing to start');

    await redis.stop();
    // The report was made during the outage; its claim in the firing ledger met the closed connection
    // (the try fails, to be retried: since the processor's claim step, nothing was claimed to release).
    await eventually(() => (h!.log.events('job_failed').some((e) => e.jobId === jobId) ? true : undefined), 20_000, 'the firing to meet the outage');
    h.sandbox.faults.latencyMs = 0;
    await redis.start();

    const isDigest = (d: Delivery) => d.message.kind === 'report' && d.message.subscriptionId === subscription.id;
    await h.deliverer.waitFor(1, 30_000, isDigest);
    const done = await jobWhen(h.jobs.queue!, jobId, 'completed', 15_000);
    expect(done.returnvalue).toMatchObject({ status: 'delivered' });
    // Once, and no "could not be made" notice: the outage cost the job a try, not the digest.
    expect(h.deliverer.deliveries.filter(isDigest)).toHaveLength(1);
    expect(h.deliverer.notices()).toHaveLength(0);
    const failures = h.log.events('job_failed').filter((e) => e.jobId === jobId);
    expect(failures.map((e) => ({ code: e.code, final: e.final }))).toEqual([{ code: 'store_unavailable', final: false }]);
  }, 90_000);
});
