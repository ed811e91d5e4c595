import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { JobsStartupError } from '../../jobs/runtime.js';
import { deleteKeysWithPrefix } from '../../jobs/redis.js';
import { CLUSTER_NODES, query, requester, slackTarget, startHarness, type Harness } from './harness.js';

/** The default prefix of a deployment: a hash tag on a Redis Cluster. */
const defaultPrefix = (id: string) => (CLUSTER_NODES ? `{report-bot:${id}}` : `report-bot:${id}`);
/** How the start-up refusal names the Redis it is about. */
const address = CLUSTER_NODES ? `redis-cluster://${CLUSTER_NODES}` : 'redis://127.0.0.1:6379';

const started: Harness[] = [];
afterEach(async () => {
  // Keys under the deployments' default prefixes, which the harness's own cleanup does not know.
  for (const h of started.reverse()) {
    await h.stop();
    await deleteKeysWithPrefix(h.redis, h.config.redis.prefix);
    await h.close();
  }
  started.length = 0;
});

/** A deployment on the shared Redis with the default prefix (REDIS_PREFIX unset). */
async function deployment(id: string, sandboxOf?: Harness): Promise<Harness> {
  const h = await startHarness({ env: { REDIS_PREFIX: '', DEPLOYMENT_ID: id }, sandboxInstance: sandboxOf?.sandbox });
  started.push(h);
  return h;
}

describe('two deployments on one Redis', () => {
  it('each runs only its own jobs, on its own prefix, and fails none of the other', async () => {
    const run = randomUUID().slice(0, 8);
    const staging = await deployment(`staging-${run}`);
    const production = await deployment(`production-${run}`, staging);
    expect(staging.config.redis.prefix).toBe(defaultPrefix(`staging-${run}`));
    expect(production.config.redis.prefix).toBe(defaultPrefix(`production-${run}`));
    expect(staging.log.events('jobs_mode')[0]).toMatchObject({ prefix: defaultPrefix(`staging-${run}`), deployment: `staging-${run}` });

    const ids = { staging: new Set<string>(), production: new Set<string>() };
    for (let i = 0; i < 6; i++) {
      for (const [name, h] of [
        ['staging', staging],
        ['production', production],
      ] as const) {
        const { correlationId } = await h.jobs.enqueueReport({
          query: query('referrals last-month'),
          target: slackTarget(`C-${name}`),
          requester: requester(),
        });
        ids[name].add(correlationId);
      }
    }
    const stagingGot = await staging.deliverer.waitFor(6, 15_000);
    const productionGot = await production.deliverer.waitFor(6, 15_000);
    // Every job by the deployment that queued it: a worker that took the other's would deliver it itself.
    expect(new Set(stagingGot.map((d) => (d.message as { correlationId: string }).correlationId))).toEqual(ids.staging);
    expect(new Set(productionGot.map((d) => (d.message as { correlationId: string }).correlationId))).toEqual(ids.production);
    expect(stagingGot.every((d) => d.target.platform === 'slack' && d.target.channelId === 'C-staging')).toBe(true);
    expect(productionGot.every((d) => d.target.platform === 'slack' && d.target.channelId === 'C-production')).toBe(true);
    expect([...staging.log.events('job_failed'), ...production.log.events('job_failed')]).toEqual([]);
  }, 30_000);

  it('refuses to start a second deployment on a prefix another one uses, in one sentence', async () => {
    const run = randomUUID().slice(0, 8);
    const first = await deployment(`first-${run}`);
    const attempt = startHarness({
      env: { REDIS_PREFIX: first.config.redis.prefix, DEPLOYMENT_ID: `second-${run}` },
      sandboxInstance: first.sandbox,
    });
    await expect(attempt).rejects.toThrow(JobsStartupError);
    await expect(attempt).rejects.toThrow(
      `The Redis key prefix "${defaultPrefix(`first-${run}`)}" on ${address} belongs to deployment "first-${run}", not to this one ("second-${run}"): two deployments on one queue take each other's jobs. Give this one its own REDIS_PREFIX (or unset it), or set DEPLOYMENT_ID=first-${run} if it is the same deployment.`,
    );
    // A replica of the same deployment shares its prefix.
    const replica = await deployment(`first-${run}`, first);
    expect(replica.config.redis.prefix).toBe(first.config.redis.prefix);
  }, 30_000);

  it("tells the operator when an earlier version's keys are under the old default prefix", async () => {
    // The earlier version's queue: its meta key under "report-bot", written only if no one else's is there.
    const admin = await startHarness({ worker: false });
    started.push(admin);
    const earlierQueue = 'report-bot:reports:meta';
    const wrote = (await admin.redis.set(earlierQueue, 'opts.maxLenEvents 10000', 'NX')) === 'OK';
    try {
      const run = randomUUID().slice(0, 8);
      const upgraded = await deployment(`upgraded-${run}`);
      // The earlier version never ran on a cluster, whose default prefix is braced: nothing to say there.
      expect(upgraded.log.events('earlier_prefix_found')).toEqual(
        CLUSTER_NODES
          ? []
          : [
              expect.objectContaining({
                prefix: `report-bot:upgraded-${run}`,
                msg: `Redis at redis://127.0.0.1:6379 holds a queue and subscriptions under "report-bot", the prefix of an earlier version; this bot uses "report-bot:upgraded-${run}". Set REDIS_PREFIX=report-bot to keep them.`,
              }),
            ],
      );
      // A prefix set on purpose is not the default one: nothing to say either.
      const chosen = await startHarness({ worker: false });
      started.push(chosen);
      expect(chosen.log.events('earlier_prefix_found')).toEqual([]);
    } finally {
      if (wrote) await admin.redis.del(earlierQueue);
    }
  }, 30_000);
});
