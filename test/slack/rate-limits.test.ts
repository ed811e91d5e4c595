/**
 * adapters/slack/rate-limits.ts against the fake Slack: a 429 is waited out for its own bucket
 * (a channel, or a method's tier) without stopping other calls, and without using up the
 * retries meant for 5xx and network errors.
 */
import { WebClientEvent } from '@slack/web-api';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSlackClient } from '../../adapters/slack/client.js';
import { ChannelPacer } from '../../adapters/slack/pacer.js';
import { rateLimitBucket } from '../../adapters/slack/rate-limits.js';
import { createLogger } from '../../src/log.js';
import { FAKE_TOKEN, FakeSlack } from './fake-slack.js';
import { SLACK_LIMITS } from './slack-limits.js';

const fake = new FakeSlack();
const logger = createLogger({ level: 'silent' }, process.stderr);
beforeAll(() => fake.start());
afterAll(() => fake.close());
beforeEach(() => fake.reset());

describe('Slack 429s', () => {
  it('counts posting per channel and every other method per method', () => {
    expect(rateLimitBucket('chat.postMessage', { channel: 'C1' })).toBe('channel:C1');
    expect(rateLimitBucket('chat.update', { channel: 'C2', ts: '1.2' })).toBe('channel:C2');
    expect(rateLimitBucket('files.completeUploadExternal', { channel_id: 'C1' })).toBe('method:files.completeUploadExternal');
    expect(rateLimitBucket('conversations.history', { channel: 'C1' })).toBe('method:conversations.history');
  });

  it('waits out more 429s than there are retries, and posts once', async () => {
    // One retry for 5xx; four 429s in a row (Retry-After 1 s each) must not use it up.
    const client = createSlackClient(FAKE_TOKEN, fake.apiUrl, logger, { retries: 1, minTimeout: 10, maxTimeout: 10 });
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
    const client = createSlackClient(FAKE_TOKEN, fake.apiUrl, logger, undefined, pacer);
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
