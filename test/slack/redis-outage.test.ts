/**
 * Slack's front door through a Redis outage: the real Bolt app on our HTTP server, the jobs
 * runtime on a Redis of the test's own (test/helpers/private-redis.ts), stopped under the
 * running bot and started again. Every request is answered by the bot, never by an HTTP error
 * that Slack would show as its own "/report failed".
 */
import { afterEach, describe, expect, it } from 'vitest';
import { SUBSCRIPTIONS_UNAVAILABLE } from '../../src/commands/subscription-text.js';
import { OCTOBER } from '../helpers/fixtures.js';
import { privateRedis, type PrivateRedis } from '../helpers/private-redis.js';
import { eventually } from '../jobs/harness.js';
import { startSlackHarness, type SlackHarness } from './harness.js';
import { blockText, capturingLogger, commandBody, postSigned } from './helpers.js';

let h: SlackHarness | undefined;
let redis: PrivateRedis | undefined;
afterEach(async () => {
  try {
    // The harness deletes its keys on close: Redis must be there for it.
    await redis?.start();
    await h?.close();
  } finally {
    h = undefined;
    await redis?.dispose();
    redis = undefined;
  }
});

describe('Slack during a Redis outage', () => {
  it('answers help, a bad command, a report, a replay and subscription commands, and says so in the log once each way', async () => {
    const { logger, lines } = capturingLogger();
    const events = (name: string) => lines.filter((l) => (JSON.parse(l) as { event?: string }).event === name);
    redis = await privateRedis();
    h = await startSlackHarness({ logger, redisUrl: redis.url });
    const harness = h;
    const command = (text: string, channel: string, responseUrl = harness.fake.responseUrl()) =>
      postSigned(harness.eventsUrl, commandBody({ text, channel, responseUrl }));
    const replyTo = (id: string) => harness.fake.waitFor((c) => c.method === 'response_url' && c.params.response_id === id);

    await redis.stop();
    await eventually(() => (events('redis_unreachable').length > 0 ? true : undefined), 10_000, 'the outage to be noticed');

    const help = await command('help referrals', 'C0OUT');
    expect(help.status).toBe(200);
    expect((help.json as { text: string }).text).toContain('/report referrals last-month by channel');

    const bad = await command('referals lastmoth', 'C0OUT');
    expect(bad.status).toBe(200);
    expect((bad.json as { text: string }).text).toContain('Did you mean "last-month"?');

    // A report runs in this process (jobs/runtime.ts) and is posted now, with October's figures.
    const body = commandBody({ text: 'referrals last-month', channel: 'C0OUTREPORT', responseUrl: harness.fake.responseUrl() });
    const ts = Math.floor(Date.now() / 1000);
    const report = await postSigned(harness.eventsUrl, body, { timestamp: ts });
    expect(report.status).toBe(200);
    expect(report.json).toEqual({ response_type: 'ephemeral', text: 'Working on *Referrals · last month*…' });
    const posted = await harness.fake.waitFor((c) => c.method === 'chat.postMessage' && c.ok && c.params.channel === 'C0OUTREPORT', 15_000);
    expect(blockText(posted)).toContain(OCTOBER.referralRevenueText);
    // The same signed bytes again: this process remembers them without Redis.
    const replay = await postSigned(harness.eventsUrl, body, { timestamp: ts });
    expect(replay.status).toBe(401);

    const list = await command('subscriptions', 'C0OUT', harness.fake.responseUrl('list'));
    expect(list.status).toBe(200);
    expect((await replyTo('list')).params.text).toBe(SUBSCRIPTIONS_UNAVAILABLE);
    const subscribe = await command('subscribe referrals last-week every monday at 09:00', 'C0OUT', harness.fake.responseUrl('subscribe'));
    expect(subscribe.status).toBe(200);
    expect((await replyTo('subscribe')).params.text).toBe(SUBSCRIPTIONS_UNAVAILABLE);

    await redis.start();
    await eventually(() => (events('redis_back').length > 0 ? true : undefined), 15_000, 'Redis to be back');
    const after = await command('help', 'C0OUT');
    expect(after.status).toBe(200);
    expect(events('slack_replay_guard_local')).toHaveLength(1);
    expect(events('slack_replay_guard_shared')).toHaveLength(1);
    // Exactly one report was posted to the channel: the replay ran nothing.
    expect(harness.fake.callsOf('chat.postMessage', 'C0OUTREPORT')).toHaveLength(1);
  }, 60_000);
});
