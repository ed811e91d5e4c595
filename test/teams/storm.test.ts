/**
 * A Monday-morning storm for Teams (issue 28, item 4) through the real Teams platform
 * (the Agents SDK's CloudAdapter, authentication off, the fake connector on loopback) and the real
 * jobs runtime, against the fake connector enforcing Teams' per-conversation limits with 429
 * and Retry-After (teams-limits.ts): every firing posted exactly once, within the limits, and
 * the order they go out in: no conversation left waiting while workers sit on another
 * conversation's limit. Outcomes and the fake's order of calls, never timing.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createTeamsPlatform, teamsTarget } from '../../adapters/teams/index.js';
import { enqueueFirings } from '../../jobs/queue.js';
import { closeRedis, connectRedis, deleteKeysWithPrefix } from '../../jobs/redis.js';
import { connectJobsBackend, startJobs } from '../../jobs/runtime.js';
import { createReportingApi } from '../../src/api/index.js';
import { parseConfig } from '../../src/config.js';
import { createLogger } from '../../src/log.js';
import { parseCommand } from '../../src/query/index.js';
import { startSandbox } from '../../src/sandbox/index.js';
import { eventually, NOW, REDIS_URL } from '../jobs/harness.js';
import { FakeConnector } from './fake-connector.js';
import { BOT, TENANT } from './harness.js';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const SCHEDULED = new Date('2026-11-16T09:00:00Z');
const CONVERSATIONS = 4;
const PER_CONVERSATION = 10;

describe('a storm of firings against the fake connector enforcing Teams limits', () => {
  it('posts every firing once within the limits, conversation by conversation without starving any', async () => {
    const fake = new FakeConnector();
    await fake.start();
    cleanups.push(() => fake.close());
    const limiter = fake.enforceLimits();
    const sandbox = await startSandbox({ now: NOW });
    cleanups.push(() => sandbox.close());
    const prefix = `test-${randomUUID()}`;
    const config = parseConfig({
      REDIS_URL,
      REDIS_PREFIX: prefix,
      REPORTING_API_URL: sandbox.url,
      REPORTING_API_KEY: sandbox.apiKey,
      WORKER_CONCURRENCY: '8',
      LOG_LEVEL: 'error',
    });
    const logger = createLogger({ level: 'error' }, process.stderr);
    const admin = await connectRedis(config.redis.url, 'producer');
    cleanups.push(async () => {
      await deleteKeysWithPrefix(admin, prefix);
      await closeRedis(admin);
    });
    const backend = await connectJobsBackend(config, logger);
    const api = createReportingApi({ ...config.api, url: sandbox.url }, backend.clientOptions);
    cleanups.push(() => api.close());
    // No app id: authentication off, loopback service URLs only (the fake's).
    const teams = createTeamsPlatform({ config: null, logger });
    const jobs = await startJobs(config, backend, { api, platforms: [teams], charts: null, logger });
    cleanups.push(() => jobs.close());

    const parsed = parseCommand('subscribe referrals last-week every monday at 09:00', { now: SCHEDULED, timeZone: 'UTC' });
    if (parsed.kind !== 'subscribe') throw new Error(JSON.stringify(parsed));
    const conversations = Array.from({ length: CONVERSATIONS }, (_, c) => `19:storm${c}@thread.tacv2`);
    const ids: string[] = [];
    // Queued one conversation's firings after another: the worst order for a per-conversation limit.
    for (const id of conversations) {
      const target = teamsTarget({
        bot: BOT,
        conversation: { id, conversationType: 'channel', tenantId: TENANT, isGroup: true },
        channelId: 'msteams',
        serviceUrl: fake.serviceUrl,
      });
      for (let i = 0; i < PER_CONVERSATION; i++) {
        const { subscription } = await jobs.subscriptions!.create({
          target,
          query: parsed.query,
          schedule: parsed.schedule,
          creator: { userId: '29:ana' },
        });
        ids.push(subscription.id);
      }
    }
    await enqueueFirings(jobs.queue!, ids, SCHEDULED);
    const total = CONVERSATIONS * PER_CONVERSATION;
    await eventually(
      async () => ((await jobs.queue!.getCompletedCount()) + (await jobs.queue!.getFailedCount()) >= total ? true : undefined),
      120_000,
      'every firing to finish',
    );

    expect(await jobs.queue!.getFailedCount()).toBe(0);
    const posts = fake.calls.filter((c) => c.kind === 'post' && c.status === 201);
    expect(posts).toHaveLength(total);
    for (const id of conversations) expect(posts.filter((c) => c.conversationId === id)).toHaveLength(PER_CONVERSATION);
    // Kept within the limits before any 429: Teams never had to refuse one.
    expect(limiter.refused).toEqual([]);
    expect(limiter.unanswered()).toEqual([]);
    // Teams takes 7 posts a second per conversation. With 10 firings a conversation for 8
    // workers, queued conversation after conversation, workers waiting out a conversation's
    // limit would all be sitting on the first three conversations' 8th to 10th firings, and the
    // fourth would post only after the first had posted its 8th; put back on the queue instead,
    // every conversation posts before any posts its 8th.
    const order = posts.map((c) => c.conversationId);
    const firstPosts = conversations.map((id) => order.indexOf(id));
    const eighthPosts = conversations.map((id) => order.map((c, i) => (c === id ? i : -1)).filter((i) => i >= 0)[7]!);
    expect(Math.max(...firstPosts)).toBeLessThan(Math.min(...eighthPosts));
  }, 150_000);
});
