/**
 * adapters/slack/rate-limits.ts against the fake Slack: a 429 is waited out for its own bucket
 * (a channel, or a method's tier) without stopping other calls, and without using up the
 * retries meant for 5xx and network errors.
 */
import { randomUUID } from 'node:crypto';
import { WebClientEvent } from '@slack/web-api';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCallLimiter } from '../../adapters/call-limits.js';
import { createSlackClient } from '../../adapters/slack/client.js';
import { ChannelPacer } from '../../adapters/slack/pacer.js';
import { rateLimitBucket } from '../../adapters/slack/rate-limits.js';
import { closeRedis, connectRedis, deleteKeysWithPrefix, type RedisClient } from '../../jobs/redis.js';
import { createLogger } from '../../src/log.js';
import { eventually, REDIS_URL } from '../jobs/harness.js';
import { FAKE_TOKEN, FakeSlack } from './fake-slack.js';
import { capturingLogger } from './helpers.js';
import { SLACK_LIMITS } from './slack-limits.js';

const fake = new FakeSlack();
const logger = createLogger({ level: 'silent' }, process.stderr);
let redis: RedisClient;
const prefix = `test-${randomUUID()}`;
beforeAll(async () => {
  await fake.start();
  redis = await connectRedis(REDIS_URL, 'producer');
});
afterAll(async () => {
  await fake.close();
  await deleteKeysWithPrefix(redis, prefix);
  await closeRedis(redis);
});
beforeEach(() => fake.reset());

describe('Slack 429s', () => {
  it('counts chat.postMessage per channel and every other method per method (chat.update is Tier 3)', () => {
    expect(rateLimitBucket('chat.postMessage', { channel: 'C1' })).toBe('channel:C1');
    expect(rateLimitBucket('chat.update', { channel: 'C2', ts: '1.2' })).toBe('method:chat.update');
    expect(rateLimitBucket('files.completeUploadExternal', { channel_id: 'C1' })).toBe('method:files.completeUploadExternal');
    expect(rateLimitBucket('conversations.history', { channel: 'C1' })).toBe('method:conversations.history');
  });

  it('waits out more 429s than there are retries, and posts once', async () => {
    // One retry for 5xx; four 429s in a row (Retry-After 1 s each) must not use it up.
    const client = createSlackClient(FAKE_TOKEN, fake.apiUrl, { logger }, { retries: 1, minTimeout: 10, maxTimeout: 10 });
    fake.fail('chat.postMessage', 'ratelimited', { channel: 'C0RL1', times: 4 });
    const res = await client.chat.postMessage({ channel: 'C0RL1', text: 'hello' });
    expect(res.ok).toBe(true);
    expect(fake.callsOf('chat.postMessage', 'C0RL1').map((c) => c.error ?? 'ok')).toEqual([
      'ratelimited',
      'ratelimited',
      'ratelimited',
      'ratelimited',
      'ok',
    ]);
    expect(fake.posted.filter((m) => m.channel === 'C0RL1')).toHaveLength(1);
  }, 20_000);

  it('holds only the refused method: a message goes out while an upload step waits', async () => {
    const limiter = fake.enforceLimits({ ...SLACK_LIMITS, methods: { 'conversations.info': { limit: 1, windowMs: 4_000 } } });
    const pacer = new ChannelPacer(1_000);
    const client = createSlackClient(FAKE_TOKEN, fake.apiUrl, { logger, pacer });
    await client.conversations.info({ channel: 'C0RL2' });
    const refusedSeen = new Promise<void>((resolve) => client.once(WebClientEvent.RATE_LIMITED, () => resolve()));
    const second = client.conversations.info({ channel: 'C0RL2' });
    // Once the client has the second one's 429, a message to another channel is sent while it waits.
    await refusedSeen;
    await client.chat.postMessage({ channel: 'C0RL3', text: 'not held' });
    await second;
    const [refusal] = limiter.refused;
    const post = fake.callsOf('chat.postMessage', 'C0RL3')[0]!;
    const retried = fake.callsOf('conversations.info').at(-1)!;
    expect(refusal).toMatchObject({ bucket: 'method:conversations.info', answered: true, early: false });
    // The message reached Slack before the refused call's Retry-After was over, and the retry after it.
    expect(post.at).toBeLessThan(refusal!.at + refusal!.retryAfterSeconds * 1000);
    expect(retried.ok && retried.at >= refusal!.at + refusal!.retryAfterSeconds * 1000).toBe(true);
  }, 20_000);
});

describe("Slack's limits kept by two processes together (issue 54)", () => {
  /** A client as one process of the deployment has it: its own limiter, sharing the deployment's Redis. */
  const processClient = (methodLimits: Record<string, { limit: number; ms: number }[]>) =>
    createSlackClient(FAKE_TOKEN, fake.apiUrl, { logger, limiter: createCallLimiter({ redis: { client: redis, prefix }, logger }), methodLimits });

  it("keeps to a method's tier across both: nothing refused, no call inside a Retry-After window", async () => {
    // The tier as the fake enforces it and the bot knows it, shortened to 3 calls in any 2 s.
    const limiter = fake.enforceLimits({ ...SLACK_LIMITS, methods: { 'conversations.info': { limit: 3, windowMs: 2_000 } } });
    const tier = { 'conversations.info': [{ limit: 3, ms: 2_000 }] };
    const [one, two] = [processClient(tier), processClient(tier)];
    // Seven calls at once, from both: three go now, three two seconds later, one after that.
    await Promise.all(Array.from({ length: 7 }, (_, i) => (i % 2 ? one : two).conversations.info({ channel: `C0TIER${i}` })));
    expect(fake.callsOf('conversations.info').filter((c) => c.ok)).toHaveLength(7);
    expect(limiter.refused).toEqual([]);
    expect(limiter.insideWindow).toBe(0);
  }, 20_000);

  it('a 429 one process got holds the method for the other until its Retry-After has passed', async () => {
    const limiter = fake.enforceLimits({ ...SLACK_LIMITS, methods: { 'conversations.info': { limit: 1, windowMs: 2_000 } } });
    // Neither process knows the tier: only the 429 tells them.
    const seen = capturingLogger();
    const one = createSlackClient(FAKE_TOKEN, fake.apiUrl, {
      logger: seen.logger,
      limiter: createCallLimiter({ redis: { client: redis, prefix }, logger }),
      methodLimits: {},
    });
    const two = processClient({});
    await one.conversations.info({ channel: 'C0HOLD1' });
    const first = one.conversations.info({ channel: 'C0HOLD2' });
    // Once the first process has held the method for its 429 (it logs that after the hold is stored), the other calls.
    await eventually(() => (seen.lines.some((l) => l.includes('slack_rate_limited')) ? true : undefined), 10_000, 'the 429 to be held');
    await Promise.all([first, two.conversations.info({ channel: 'C0HOLD3' })]);
    const [refusal] = limiter.refused;
    const fromTwo = fake.callsOf('conversations.info').filter((c) => c.params.channel === 'C0HOLD3');
    // The other process's call first reached Slack after the Retry-After (behind the refused call's
    // retry, which took the one call the tier allows, so Slack may refuse it in turn), and got through.
    expect(fromTwo[0]!.at).toBeGreaterThanOrEqual(refusal!.at + refusal!.retryAfterSeconds * 1000);
    expect(fromTwo.at(-1)!.ok).toBe(true);
    expect(limiter.insideWindow).toBe(0);
  }, 20_000);
});
