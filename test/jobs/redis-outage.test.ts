import { afterEach, describe, expect, it } from 'vitest';
import { createHttpServer } from '../../adapters/http/server.js';
import { chatFixtures } from '../helpers/fixtures.js';
import { closeServer, listenOnLoopback } from '../helpers/loopback.js';
import { privateRedis, type PrivateRedis } from '../helpers/private-redis.js';
import { eventually, jobWhen, query, requester, slackTarget, startHarness, type Harness } from './harness.js';

let h: Harness | undefined;
let redis: PrivateRedis | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
  await redis?.dispose();
  redis = undefined;
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
