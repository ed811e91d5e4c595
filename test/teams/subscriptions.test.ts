/**
 * `subscribe`, `subscriptions` and `unsubscribe` in a Teams channel through the real bot,
 * with subscriptions as BullMQ job schedulers on Redis; a firing posts proactively through
 * the saved conversation reference, and a 403 from Teams pauses the subscription.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueFiring } from '../../jobs/queue.js';
import { OCTOBER } from '../helpers/fixtures.js';
import { cardOf, cardText } from './fake-connector.js';
import { capturingLogger, commandInChannel, startTeamsHarness, type TeamsHarness } from './harness.js';

const log = capturingLogger();
let h: TeamsHarness;

beforeAll(async () => {
  h = await startTeamsHarness({ logger: log.logger });
});
afterAll(() => h?.close());

const CHANNEL = '19:digest-channel@thread.tacv2';

/** Types a command in a new thread of the channel; resolves with the bot's text reply. */
const command = (text: string) => commandInChannel(h, CHANNEL, text);

/** Polls a condition every 50 ms for at most 10 s. */
async function eventually<T>(check: () => Promise<T | null | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('subscriptions in a channel', () => {
  let id = '';

  it('subscribe: confirms in the thread with the schedule and the next run in its zone', async () => {
    const text = await command('subscribe referrals last-month every monday at 9am tz Europe/Berlin');
    expect(text).toContain('Subscribed: Referrals · last month, every Monday at 09:00 (Europe/Berlin)');
    expect(text).toContain('Next run Monday, Nov 23 at 09:00 (Europe/Berlin)');
    id = /unsubscribe ([a-z0-9-]+)/i.exec(text)![1]!;
    // Bound to the channel itself: no thread, no message to reply to.
    const sub = await h.jobs.subscriptions!.get(id);
    expect(sub?.conversationKey).toBe(`teams:${CHANNEL}`);
    expect(sub?.target).toMatchObject({ platform: 'teams', conversationReference: { conversation: { id: CHANNEL }, serviceUrl: h.fake.serviceUrl } });
    expect((sub!.target as unknown as { conversationReference: Record<string, unknown> }).conversationReference.activityId).toBeUndefined();
  });

  it('subscriptions: lists it, from any thread of the channel', async () => {
    const text = await command('subscriptions');
    expect(text).toContain(id);
    expect(text).toContain('every Monday at 09:00 (Europe/Berlin)');
  });

  it('a firing posts the report proactively as a new post in the channel, naming the subscription', async () => {
    const before = h.fake.calls.length;
    await enqueueFiring(h.jobs.queue!, id, new Date('2026-11-23T08:00:00Z'));
    const post = await h.fake.waitFor((c) => c.kind === 'post' && c.conversationId === CHANNEL && c.status === 201, 10_000, 'the digest post');
    expect(h.fake.calls.indexOf(post)).toBeGreaterThanOrEqual(before);
    const text = cardText(cardOf(post));
    // Fired on Monday Nov 23: last month is still October, compared with September.
    expect(text).toContain('Referrals');
    expect(text).toContain(OCTOBER.periodLabel);
    expect(text).toContain(`vs ${OCTOBER.comparisonLabel}`);
    expect(text).toContain(`${OCTOBER.referralRevenueText} ${OCTOBER.referralRevenueChange}`);
    expect(text).toContain(`unsubscribe ${id}`);
    await eventually(async () => (await h.jobs.subscriptions!.get(id))?.lastDelivery, 'the delivery to be recorded');
    expect((await h.jobs.subscriptions!.get(id))?.lastDelivery?.messageId).toBe(post.id);
  });

  it('a 403 (bot removed from the team) pauses the subscription with the reason', async () => {
    h.fake.fail(403, { conversationId: CHANNEL, kind: 'post' });
    await enqueueFiring(h.jobs.queue!, id, new Date('2026-11-30T08:00:00Z'));
    const paused = await eventually(async () => (await h.jobs.subscriptions!.get(id))?.paused, 'the subscription to be paused');
    expect(paused).toMatchObject({ code: 'target_gone', platformCode: '403' });
    expect(paused.reason).toContain('removed from the conversation');
    // One try: a permanent failure is not retried (asserted once the queue has nothing left to do).
    await h.drained();
    expect(h.fake.calls.filter((c) => c.conversationId === CHANNEL && c.kind === 'post' && c.status === 403)).toHaveLength(1);
    expect(await command('subscriptions')).toContain('PAUSED');
  });

  it('unsubscribe removes it', async () => {
    expect(await command(`unsubscribe ${id}`)).toContain(`Removed subscription \`${id}\``);
    expect(await command('subscriptions')).toContain('no subscriptions');
    expect(await h.jobs.subscriptions!.get(id)).toBeNull();
  });
});
