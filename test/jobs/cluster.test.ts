import { randomUUID } from 'node:crypto';
import { Cluster } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { enqueueFiring } from '../../jobs/queue.js';
import { closeRedis, connectRedis, deleteKeysWithPrefix } from '../../jobs/redis.js';
import { chatFixtures } from '../helpers/fixtures.js';
import { privateCluster, type PrivateCluster } from '../helpers/private-cluster.js';
import { jobWhen, query, requester, slackTarget, startHarness, subscribeCommand, type Harness } from './harness.js';

let h: Harness | undefined;
let cluster: PrivateCluster | undefined;
afterEach(async () => {
  try {
    if (h) {
      await h.stop();
      // The jobs' own connection closed with them: a fresh one to the cluster for the cleanup.
      const admin = await connectRedis(h.config.redis.url, 'producer', 'test-cluster-admin', h.config.redis.cluster);
      await deleteKeysWithPrefix(admin, h.config.redis.prefix);
      await closeRedis(admin);
      await h.close();
    }
  } finally {
    // Whatever failed above, the cluster's servers do not outlive the test.
    h = undefined;
    await cluster?.dispose();
    cluster = undefined;
  }
});

describe('a Redis Cluster (REDIS_CLUSTER_NODES)', () => {
  it('runs reports, subscriptions, firing claims and the shared cache, every key in one hash-tagged slot', async () => {
    cluster = await privateCluster();
    const prefix = `{test-${randomUUID()}}`;
    h = await startHarness({ sandbox: { fixtures: chatFixtures() }, env: { REDIS_CLUSTER_NODES: cluster.nodes, REDIS_PREFIX: prefix } });
    expect(h.backend.redis).toBeInstanceOf(Cluster);

    const { jobId } = await h.jobs.enqueueReport({ query: query('referrals last-month'), target: slackTarget('C-REPORT'), requester: requester() });
    const [report] = await h.deliverer.waitFor(1, 15_000);
    // October's referral revenue in the chat fixtures: 1000 + 234.56.
    expect(report!.message.kind === 'report' && report!.message.report.metrics.find((m) => m.key === 'referralRevenue')?.value).toBe(1234.56);
    expect((await jobWhen(h.jobs.queue!, jobId, 'completed')).returnvalue).toMatchObject({ status: 'delivered' });

    const parsed = subscribeCommand('subscribe referrals last-month every monday at 09:00');
    const { subscription } = await h.jobs.subscriptions!.create({
      target: slackTarget('C-DIGEST'),
      query: parsed.query,
      schedule: parsed.schedule,
      creator: requester(),
    });
    expect((await h.jobs.subscriptions!.list('slack:T0001:C-DIGEST')).map((s) => s.id)).toEqual([subscription.id]);
    const firingId = await enqueueFiring(h.jobs.queue!, subscription.id, new Date('2026-11-16T09:00:00Z'));
    await jobWhen(h.jobs.queue!, firingId, 'completed', 15_000);
    const digests = h.deliverer.deliveries.filter((d) => d.message.kind === 'report' && d.message.subscriptionId === subscription.id);
    expect(digests).toHaveLength(1);

    // Every key under the prefix is on one master (the hash tag), among them the shared cache and the firing claim.
    const masters = (h.backend.redis as Cluster).nodes('master');
    const keysByMaster = await Promise.all(masters.map((m) => m.keys(`${prefix}:*`)));
    const holding = keysByMaster.filter((keys) => keys.length > 0);
    expect(holding).toHaveLength(1);
    expect(holding[0]!.some((k) => k.startsWith(`${prefix}:cache:`))).toBe(true);
    expect(holding[0]!.some((k) => k.startsWith(`${prefix}:firing:`))).toBe(true);
    expect(holding[0]!.some((k) => k.startsWith(`${prefix}:reports:`))).toBe(true);
  }, 60_000);
});
