/**
 * The `subscription` job's handler (jobs/firing-job.ts) on its own, called with hand-made
 * jobs: real Redis under a fresh prefix for the subscriptions, the firing ledger and alert
 * states (the harness's runtime without a worker), the sandbox service with the chat fixtures,
 * and a recording deliverer for the chat platform.
 */
import { DelayedError, UnrecoverableError } from 'bullmq';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SLACK_DELIVERY_ERRORS } from '../../adapters/slack/errors.js';
import { createRedisAlertStateStore } from '../../jobs/alert-state.js';
import { deliveryError } from '../../jobs/deliverer.js';
import { firingJobHandler, type FiringJobDeps } from '../../jobs/firing-job.js';
import { createRedisFiringLedger, type FiringLedger } from '../../jobs/firing.js';
import { classifyRedisError } from '../../jobs/redis-errors.js';
import { createPlatforms } from '../../jobs/platforms.js';
import { createRedisSubscriptionStore, type Subscription, type SubscriptionStore } from '../../jobs/subscription-store.js';
import { parseCommand } from '../../src/query/index.js';
import { runReport } from '../../src/reports/index.js';
import { OCTOBER, startFixtureSandbox } from '../helpers/fixtures.js';
import type { Sandbox } from '../../src/sandbox/index.js';
import { recordingPlatforms } from '../helpers/recording-deliverer.js';
import { handMadeJob } from './job-handle.js';
import { NOW, requester, slackTarget, startHarness, subscribeCommand, type Harness } from './harness.js';

/** Monday, Nov 23, 2026, 09:00 UTC: the firing's scheduled time. */
const AT = Date.parse('2026-11-23T09:00:00Z');
/** The firing's id, by hand: the subscription's id, a dash, the scheduled time in base 36. */
const firingId = (id: string) => `${id}-${AT.toString(36)}`;

let h: Harness;
let sandbox: Sandbox;
let store: SubscriptionStore;
let ledger: FiringLedger;
let handler: ReturnType<typeof firingJobHandler>;
let deps: FiringJobDeps;

beforeAll(async () => {
  sandbox = await startFixtureSandbox();
  h = await startHarness({ worker: false, sandboxInstance: sandbox });
  const platforms = createPlatforms(recordingPlatforms(h.deliverer));
  store = createRedisSubscriptionStore(h.redis, h.prefix, platforms.targetSchema);
  ledger = createRedisFiringLedger(h.redis, h.prefix);
  deps = {
    api: h.api,
    runReport,
    reports: { currency: 'USD', includeRestricted: false, includeOptout: false },
    charts: null,
    deliverer: platforms.deliverer,
    platforms,
    logger: h.log.logger,
    noteReport: () => undefined,
    firings: { store, service: h.jobs.subscriptions!, ledger, alertStates: createRedisAlertStateStore(h.redis, h.prefix) },
  };
  handler = firingJobHandler(deps);
});
afterAll(async () => {
  await h?.close();
  await sandbox?.close();
});
beforeEach(() => h.deliverer.clear());

async function subscription(channel: string): Promise<Subscription> {
  const parsed = subscribeCommand('subscribe referrals last-month every monday at 9am');
  const { subscription: created } = await h.jobs.subscriptions!.create(
    { target: slackTarget(channel), query: parsed.query, schedule: parsed.schedule, creator: requester('U0CREATOR') },
    NOW,
  );
  return created;
}

const firing = (id: string, over: Parameters<typeof handMadeJob>[2] = {}) =>
  handMadeJob('subscription', { subscriptionId: id, scheduledAt: AT }, over);

describe('the firing job handler', () => {
  it('posts a firing once: the report at its scheduled time, naming the subscription; the same firing again is a duplicate', async () => {
    const sub = await subscription('C0ONCE');
    const first = await handler(firing(sub.id));
    expect(first).toEqual({ status: 'delivered', messageId: 'rec-1', correlationId: firingId(sub.id) });
    const again = await handler(firing(sub.id));
    expect(again).toEqual({ status: 'duplicate', messageId: 'rec-1', correlationId: firingId(sub.id) });
    const [delivery] = h.deliverer.reports();
    expect(h.deliverer.deliveries).toHaveLength(1);
    expect(delivery!.target).toEqual(slackTarget('C0ONCE'));
    expect(delivery!.message).toMatchObject({ subscriptionId: sub.id, firingId: firingId(sub.id) });
    // Last month seen from Nov 23 is October: $1,234.56 by hand from the fixture.
    expect(JSON.stringify(delivery!.message.report)).toContain(String(OCTOBER.referralRevenue));
    expect((await store.get(sub.id))!.lastDelivery).toEqual({ scheduledAt: new Date(AT).toISOString(), messageId: 'rec-1' });
  });

  it("notes the last delivery without rewriting the subscription: a pause made meanwhile stays; a deleted one's leaves nothing", async () => {
    const sub = await subscription('C0LAST');
    // Paused between the firing's read of the subscription and its record (a rewrite of the whole would undo it).
    const pause = { at: NOW.toISOString(), reason: 'Paused by hand.', code: 'paused_by_user' };
    await store.update({ ...sub, paused: pause });
    await h.jobs.subscriptions!.recordDelivery(sub.id, new Date(AT), 'rec-last');
    const read = await store.get(sub.id);
    expect(read!.paused).toEqual(pause);
    expect(read!.lastDelivery).toEqual({ scheduledAt: new Date(AT).toISOString(), messageId: 'rec-last' });
    expect((await store.listByConversation(read!.conversationKey)).map((s) => s.lastDelivery?.messageId)).toEqual(['rec-last']);
    // Deleted: its last delivery goes with it, and a post recorded after the delete writes nothing.
    expect(await store.delete(sub.id)).toBe(true);
    await h.jobs.subscriptions!.recordDelivery(sub.id, new Date(AT), 'rec-late');
    expect(await h.redis.exists(`${h.prefix}:last:${sub.id}`, `${h.prefix}:sub:${sub.id}`)).toBe(0);
  });

  it('skips a removed or paused subscription without making a report', async () => {
    const before = h.sandbox.stats.requests;
    expect(await handler(firing('zzzzzz'))).toEqual({ status: 'skipped', reason: 'removed', correlationId: firingId('zzzzzz') });
    const sub = await subscription('C0PAUSED');
    await store.update({ ...sub, paused: { at: NOW.toISOString(), reason: 'Paused by hand.', code: 'target_gone' } });
    expect(await handler(firing(sub.id))).toEqual({ status: 'skipped', reason: 'paused', correlationId: firingId(sub.id) });
    expect(h.deliverer.deliveries).toEqual([]);
    expect(h.sandbox.stats.requests).toBe(before);
  });

  it('looks again later, without using up a try, at a firing another try holds', async () => {
    const sub = await subscription('C0BUSY');
    expect((await ledger.claim(sub.id, AT, 'another-try')).state).toBe('free');
    const job = firing(sub.id);
    await expect(handler(job)).rejects.toBeInstanceOf(DelayedError);
    expect(job.deferred).toHaveLength(1);
    expect(job.deferred[0]).toBeGreaterThan(0);
    expect(h.deliverer.deliveries).toEqual([]);
  });

  it('keeps recording a posted firing while Redis is away, so the try after a lost completion finds it posted, not held for the lease', async () => {
    const sub = await subscription('C0RECORD');
    // Redis away for the next four tries to record the post (a failover): more than a few quick retries.
    let away = 4;
    const failingOver: FiringLedger = {
      ...ledger,
      async markDelivered(...args) {
        if (away-- > 0) throw new Error('Connection is closed.');
        return ledger.markDelivered(...args);
      },
    };
    const first = await firingJobHandler({ ...deps, firings: { ...deps.firings, ledger: failingOver } })(firing(sub.id));
    expect(first).toMatchObject({ status: 'delivered' });
    // The job's completion went with Redis too: BullMQ runs it again, and that try completes at once.
    const again = await handler(firing(sub.id));
    expect(again).toEqual({ status: 'duplicate', messageId: (first as { messageId: string }).messageId, correlationId: firingId(sub.id) });
    expect(h.deliverer.deliveries).toHaveLength(1);
  });

  it('posts at once on the try after one whose claim was taken but its answer lost with Redis (a failover): not held for the lease', async () => {
    const sub = await subscription('C0CLAIMLOST');
    const lostAnswer: FiringLedger = {
      ...ledger,
      async claim(...args) {
        await ledger.claim(...args);
        // As the ledger's own connection reports it (redis-errors.ts): the store away, to be tried again.
        return classifyRedisError(new Error('Connection is closed.'));
      },
    };
    const job = `firing-${sub.id}`;
    await expect(firingJobHandler({ ...deps, firings: { ...deps.firings, ledger: lostAnswer } })(firing(sub.id, { id: job }))).rejects.toThrow();
    expect(h.deliverer.deliveries).toEqual([]);
    // BullMQ tries the job again, its attempt counted: the failed try posts no more, so its claim holds nothing.
    const again = await handler(firing(sub.id, { id: job, attemptsMade: 1 }));
    expect(again).toMatchObject({ status: 'delivered', correlationId: firingId(sub.id) });
    expect(h.deliverer.deliveries).toHaveLength(1);
  });

  it('puts a firing back, unclaimed, without using up a try and before making its report, while its conversation takes no posts; posts it once when its turn comes', async () => {
    const sub = await subscription('C0PACED');
    const asked: string[] = [];
    let turnInMs = 1_500;
    let made = 0;
    const paced = firingJobHandler({
      ...deps,
      runReport: (query, opts) => {
        made++;
        return runReport(query, opts);
      },
      platforms: {
        ...deps.platforms,
        abilities: {
          ...deps.platforms.abilities,
          reserveTurn: (_target, id) => {
            asked.push(id);
            return turnInMs;
          },
        },
      },
    });
    const job = firing(sub.id);
    await expect(paced(job)).rejects.toBeInstanceOf(DelayedError);
    expect(job.deferred).toEqual([1_500]);
    expect(asked).toEqual([firingId(sub.id)]);
    expect(h.deliverer.deliveries).toEqual([]);
    // Nothing made: the report is made when the turn is near, once.
    expect(made).toBe(0);
    // Nothing claimed: the next try finds the firing as if none had come before it.
    const seen = await ledger.check(sub.id, AT, 'a-later-try');
    expect(seen.state).toBe('free');
    expect(seen.state === 'free' && seen.previousTry).toBeFalsy();
    expect(h.log.events('firing_paced')).toContainEqual(expect.objectContaining({ subscriptionId: sub.id, retryInMs: 1_500 }));
    turnInMs = 0;
    expect(await paced(job)).toMatchObject({ status: 'delivered', correlationId: firingId(sub.id) });
    expect(h.deliverer.deliveries).toHaveLength(1);
    expect(job.deferred).toEqual([1_500]);
    expect(made).toBe(1);
    // Its turn was asked for once per try: the turn the second try was given is the one it posts in.
    expect(asked).toEqual([firingId(sub.id), firingId(sub.id)]);
  });

  it("asks for an alert's turn only when it is to post: a check that does not cross holds up none of its conversation's posts", async () => {
    const parsed = parseCommand('alert referrals revenue above 1000000 every monday at 9am', { now: NOW, timeZone: 'UTC' });
    if (parsed.kind !== 'alert') throw new Error(`not an alert: ${JSON.stringify(parsed)}`);
    const { subscription: alert } = await h.jobs.subscriptions!.create(
      { target: slackTarget('C0QUIET'), query: parsed.query, schedule: parsed.schedule, creator: requester('U0CREATOR'), alert: parsed.condition },
      NOW,
    );
    const asked: string[] = [];
    const watching = firingJobHandler({
      ...deps,
      platforms: {
        ...deps.platforms,
        abilities: {
          ...deps.platforms.abilities,
          reserveTurn: (_target, id) => {
            asked.push(id);
            return 0;
          },
        },
      },
    });
    // October's referral revenue is $1,234.56 (the fixture): far below $1,000,000.
    expect(await watching(firing(alert.id))).toEqual({ status: 'skipped', reason: 'not_crossed', correlationId: firingId(alert.id) });
    expect(asked).toEqual([]);
    expect(h.deliverer.deliveries).toEqual([]);
  });

  it('pauses a subscription whose channel is gone, tells its creator by direct message, and fails for good', async () => {
    const sub = await subscription('C0GONE');
    h.deliverer.failNext(1, deliveryError(SLACK_DELIVERY_ERRORS, 'is_archived'), (_t, m) => m.kind === 'report');
    await expect(handler(firing(sub.id))).rejects.toBeInstanceOf(UnrecoverableError);
    expect((await store.get(sub.id))!.paused).toMatchObject({ code: 'target_gone', platformCode: 'is_archived' });
    const [dm] = h.deliverer.notices();
    // Slack's direct target for the creator: their user id as the channel.
    expect(dm!.target).toMatchObject({ platform: 'slack', channelId: 'U0CREATOR' });
    expect(dm!.message.text).toMatch(new RegExp(`^I paused your subscription \`${sub.id}\``));
    // A retry of the same firing finds it paused.
    expect(await handler(firing(sub.id))).toMatchObject({ status: 'skipped', reason: 'paused' });
  });

  it('fails a payload it cannot read for good', async () => {
    await expect(handler(handMadeJob('subscription', { subscriptionId: 'NOT AN ID' }))).rejects.toThrow(new UnrecoverableError('invalid_payload'));
    await expect(handler(handMadeJob('subscription', { subscriptionId: 'abc234' }))).rejects.toThrow(new UnrecoverableError('no_scheduled_time'));
  });
});
