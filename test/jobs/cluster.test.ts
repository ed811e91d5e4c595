import { randomUUID } from 'node:crypto';
import { Cluster } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { enqueueFiring } from '../../jobs/queue.js';
import { closeRedis, connectRedis, deleteKeysWithPrefix } from '../../jobs/redis.js';
import { chatFixtures } from '../helpers/fixtures.js';
import { privateCluster, type PrivateCluster } from '../helpers/private-cluster.js';
import { eventually, jobWhen, query, requester, slackTarget, startHarness, subscribeCommand, type Harness } from './harness.js';

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

  it('survives a master failover during firings: its replica takes over and every firing is posted exactly once', async () => {
    cluster = await privateCluster({ replicas: 1 });
    const prefix = `{test-${randomUUID()}}`;
    // Tries spaced out enough to outlast the failover (node timeout one second, then the election). A job
    // whose finish was lost with the master is put back by the stalled-job check: short locks and a check
    // every second, so that takes seconds, not BullMQ's default minute, on a loaded machine too.
    h = await startHarness({
      sandbox: { fixtures: chatFixtures() },
      env: { REDIS_CLUSTER_NODES: cluster.nodes, REDIS_PREFIX: prefix, JOB_ATTEMPTS: '6', JOB_BACKOFF_MS: '1000' },
      workerTiming: { lockDuration: 5_000, stalledInterval: 1_000 },
    });
    const parsed = subscribeCommand('subscribe referrals last-month every monday at 09:00');
    const { subscription } = await h.jobs.subscriptions!.create({
      target: slackTarget('C-FAILOVER'),
      query: parsed.query,
      schedule: parsed.schedule,
      creator: requester(),
    });
    // Six Mondays, six firings, in flight together: each service call takes a while.
    const mondays = [0, 1, 2, 3, 4, 5].map((w) => new Date(Date.UTC(2026, 9, 5 + 7 * w, 9)));
    h.sandbox.faults.latencyMs = 1_000;
    const jobIds = await Promise.all(mondays.map((at) => enqueueFiring(h!.jobs.queue!, subscription.id, at)));
    await eventually(() => (h!.log.events('job_started').length >= 3 ? true : undefined), 15_000, 'firings to start');

    const master = await cluster.masterOf(`${prefix}:reports`);
    await cluster.kill(master);
    // The replica is promoted: the slot is served again, by another node.
    const promoted = await eventually(
      async () => {
        const now = await cluster!.masterOf(`${prefix}:reports`).catch(() => undefined);
        return now !== undefined && now !== master ? now : undefined;
      },
      30_000,
      'a replica to take over',
    );
    expect(cluster.ports).toContain(promoted);
    h.sandbox.faults.latencyMs = 0;

    // Asked through the bot's own fail-fast connection, which may still be finding the new master.
    // A firing that failed for good fails the test at once, with BullMQ's reason.
    const finished = async (jobId: string) => {
      const job = await h!.jobs.queue!.getJob(jobId).catch(() => undefined);
      const state = await job?.getState().catch(() => 'unknown');
      if (state === 'failed') throw new Error(`firing ${jobId} failed: ${job!.failedReason}`);
      return state === 'completed' ? true : undefined;
    };
    for (const jobId of jobIds) await eventually(() => finished(jobId), 60_000, `firing ${jobId} to complete`);
    const digests = h.deliverer.deliveries.filter((d) => d.message.kind === 'report' && d.message.subscriptionId === subscription.id);
    // One post per Monday, none twice.
    const perFiring = new Map<string, number>();
    for (const d of digests) perFiring.set(d.message.correlationId, (perFiring.get(d.message.correlationId) ?? 0) + 1);
    expect(perFiring.size).toBe(mondays.length);
    expect([...perFiring.values()]).toEqual(mondays.map(() => 1));
    expect(h.deliverer.notices()).toHaveLength(0);
  }, 120_000);
});
