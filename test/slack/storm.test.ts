/**
 * A small Monday-morning storm (issue 28, item 4) through the real Slack platform and the real
 * jobs runtime, against the fake Slack enforcing its rate limits (slack-limits.ts): every firing
 * posted exactly once, with its charts, and every 429 the fake answered was waited out and
 * retried; and the order a storm goes out in: round by round over the channels, no channel
 * left waiting while workers sit on another channel's one-message-a-second pace.
 * `npm run bench storm` is the large one; this checks outcomes and the fake's order of calls,
 * never timing.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createSlackPlatform } from '../../adapters/slack/index.js';
import { enqueueFirings } from '../../jobs/queue.js';
import { closeRedis, connectRedis, deleteKeysWithPrefix } from '../../jobs/redis.js';
import { connectJobsBackend, startJobs, type Jobs } from '../../jobs/runtime.js';
import { createReportingApi } from '../../src/api/index.js';
import { parseConfig } from '../../src/config.js';
import { createLogger } from '../../src/log.js';
import { parseCommand } from '../../src/query/index.js';
import { createLocalChartRenderer, type ChartRenderer } from '../../src/render/charts.js';
import { startSandbox } from '../../src/sandbox/index.js';
import { eventually, NOW, REDIS_URL, slackTarget } from '../jobs/harness.js';
import { FAKE_TOKEN, FakeSlack } from './fake-slack.js';
import { SIGNING_SECRET } from './helpers.js';
import { SLACK_LIMITS, type SlackLimits } from './slack-limits.js';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const SCHEDULED = new Date('2026-11-16T09:00:00Z');

/** The fake Slack enforcing `limits`, and the jobs runtime with 8 workers posting to it. */
async function startStorm(limits: SlackLimits, charts: ChartRenderer | null): Promise<{ fake: FakeSlack; jobs: Jobs }> {
  const fake = new FakeSlack();
  await fake.start();
  cleanups.push(() => fake.close());
  fake.enforceLimits(limits);
  const sandbox = await startSandbox({ now: NOW });
  cleanups.push(() => sandbox.close());
  const prefix = `test-${randomUUID()}`;
  const config = parseConfig({
    REDIS_URL,
    REDIS_PREFIX: prefix,
    REPORTING_API_URL: sandbox.url,
    REPORTING_API_KEY: sandbox.apiKey,
    SLACK_BOT_TOKEN: FAKE_TOKEN,
    SLACK_SIGNING_SECRET: SIGNING_SECRET,
    SLACK_API_URL: fake.apiUrl,
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
  // The production retries (three, for 5xx and network errors): a 429 must not use them up.
  const slack = createSlackPlatform({ config: config.slack!, logger });
  const jobs = await startJobs(config, backend, { api, platforms: [slack], charts, logger });
  cleanups.push(() => jobs.close());
  return { fake, jobs };
}

/**
 * `perChannel` subscriptions in each of `channels`, all due at the same minute, queued one
 * channel's firings after another (the worst order for a per-channel limit); resolves once
 * every firing has finished.
 */
async function storm(jobs: Jobs, channels: string[], perChannel: number): Promise<void> {
  const parsed = parseCommand('subscribe referrals last-week every monday at 09:00', { now: SCHEDULED, timeZone: 'UTC' });
  if (parsed.kind !== 'subscribe') throw new Error(JSON.stringify(parsed));
  const ids: string[] = [];
  for (const channelId of channels) {
    for (let i = 0; i < perChannel; i++) {
      const { subscription } = await jobs.subscriptions!.create({
        target: slackTarget(channelId),
        query: parsed.query,
        schedule: parsed.schedule,
        creator: { userId: 'U0001' },
      });
      ids.push(subscription.id);
    }
  }
  await enqueueFirings(jobs.queue!, ids, SCHEDULED);
  const total = channels.length * perChannel;
  await eventually(
    async () => ((await jobs.queue!.getCompletedCount()) + (await jobs.queue!.getFailedCount()) >= total ? true : undefined),
    120_000,
    'every firing to finish',
  );
}

const channelIds = (n: number) => Array.from({ length: n }, (_, c) => `C0STORM${String(c).padStart(2, '0')}`);

describe('a storm of firings against the fake Slack enforcing its rate limits', () => {
  it('posts every firing exactly once with its charts, and leaves no 429 unanswered', async () => {
    // The published per-channel limit as is; the upload tiers squeezed into 3 s windows, so a
    // storm of 60 meets them (at 100 and 50 a minute it would not) without a minute's wait.
    const { fake, jobs } = await startStorm(
      {
        ...SLACK_LIMITS,
        methods: {
          ...SLACK_LIMITS.methods,
          'files.getUploadURLExternal': { limit: 20, windowMs: 3_000 },
          'files.completeUploadExternal': { limit: 10, windowMs: 3_000 },
        },
      },
      createLocalChartRenderer(),
    );
    const channels = channelIds(20);
    await storm(jobs, channels, 3);
    const total = 60;

    expect(await jobs.queue!.getFailedCount()).toBe(0);
    // Exactly once: one post per firing, each channel its three.
    const digests = fake.posted.filter((m) => !m.threadTs);
    expect(digests).toHaveLength(total);
    for (const channel of channels) expect(digests.filter((m) => m.channel === channel)).toHaveLength(3);
    // Each with its charts: the uploads that completed are as many as the digests.
    expect(fake.callsOf('files.completeUploadExternal').filter((c) => c.ok)).toHaveLength(total);
    // The limits were met (the test proves something) and each 429 was waited out, then retried.
    const limiter = fake.limiter!;
    expect(limiter.refused.length).toBeGreaterThan(0);
    expect(limiter.unanswered()).toEqual([]);
    // Calls inside a Retry-After window: only those already on their way when a method's first 429
    // left the fake (at most one per other worker); after it the method goes single file, each call
    // let go once the one before it was answered, so none arrives inside a later Retry-After.
    const refusedBuckets = new Set(limiter.refused.map((r) => r.bucket)).size;
    expect(limiter.insideWindow).toBeLessThanOrEqual(refusedBuckets * 7);
    // The posting buckets are spaced by the pacer before any 429: none was refused.
    expect(limiter.refused.filter((r) => r.bucket.startsWith('channel:'))).toEqual([]);
  }, 150_000);

  it("goes round by round over the channels: no channel waits while workers sit on another channel's pace", async () => {
    const { fake, jobs } = await startStorm(SLACK_LIMITS, null);
    // 12 channels of 5 firings for 8 workers, queued channel after channel. Were a firing to
    // wait for its channel's turn in a worker, the first channels' firings would fill all 8
    // and the third channel would post only after the first had posted twice (the fourth after
    // three times); put back on the queue instead, every channel posts once before any posts
    // a second time, give or take the one second the channel's pace leaves between the two.
    const channels = channelIds(12);
    await storm(jobs, channels, 5);

    expect(await jobs.queue!.getFailedCount()).toBe(0);
    const posts = fake.calls.filter((c) => c.method === 'chat.postMessage' && c.ok);
    expect(posts).toHaveLength(60);
    expect(new Set(posts.map((c) => JSON.stringify(c.params.metadata))).size).toBe(60);
    // Each post's place in the fake's order of calls, by channel and round (1st, 2nd, … post to that channel).
    const rounds = new Map<string, number[]>();
    posts.forEach((c, i) => {
      const channel = String(c.params.channel);
      rounds.set(channel, [...(rounds.get(channel) ?? []), i]);
    });
    expect([...rounds.keys()].sort()).toEqual(channels);
    for (const places of rounds.values()) expect(places).toHaveLength(5);
    // Round k of every channel before round k + 2 of any channel.
    for (let k = 0; k + 2 < 5; k++) {
      const lastOfRound = Math.max(...[...rounds.values()].map((p) => p[k]!));
      const firstOfRoundAfterNext = Math.min(...[...rounds.values()].map((p) => p[k + 2]!));
      expect(lastOfRound, `round ${k + 1} ended after round ${k + 3} began`).toBeLessThan(firstOfRoundAfterNext);
    }
    expect(fake.limiter!.unanswered()).toEqual([]);
    expect(fake.limiter!.refused).toEqual([]);
  }, 150_000);
});
