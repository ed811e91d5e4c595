/**
 * Alerts in the jobs runtime, against real Redis and the sandbox: the once-per-crossing rule
 * over a sequence of checks (the firings' scheduled times are the test clock), a retried
 * firing keeping its first decision, snooze, and list / remove through the front door's
 * subscription commands.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createRedisAlertStateStore } from '../../jobs/alert-state.js';
import { enqueueFiring } from '../../jobs/queue.js';
import { answerSubscriptionCommand } from '../../src/commands/index.js';
import { parseCommand, type ParseResult } from '../../src/query/index.js';
import { chatFixtures } from '../helpers/fixtures.js';
import { NOW, jobWhen, requester, slackTarget, startHarness, type Harness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** Weekdays at 08:00 UTC from Monday, Nov 23, 2026: the checks of a default alert. */
const CHECKS = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-30'].map((d) => new Date(`${d}T08:00:00Z`));

function alertCommand(text: string): Extract<ParseResult, { kind: 'alert' }> {
  const parsed = parseCommand(text, { now: NOW, timeZone: 'UTC' });
  if (parsed.kind !== 'alert') throw new Error(`not an alert: ${JSON.stringify(parsed)}`);
  return parsed;
}

async function createAlert(harness: Harness, text: string, channel = 'C0900') {
  const parsed = alertCommand(text);
  const { subscription } = await harness.jobs.subscriptions!.create(
    { target: slackTarget(channel), query: parsed.query, schedule: parsed.schedule, creator: requester(), alert: parsed.condition },
    NOW,
  );
  return subscription;
}

async function fire(harness: Harness, id: string, at: Date) {
  const jobId = await enqueueFiring(harness.jobs.queue!, id, at);
  return (await jobWhen(harness.jobs.queue!, jobId, 'completed', 15_000)).returnvalue as { status: string; reason?: string };
}

describe('alert crossing state', () => {
  it('posts only when the condition starts to hold, once per crossing, over a sequence of checks', async () => {
    h = await startHarness({ worker: false });
    const states = createRedisAlertStateStore(h.redis, h.prefix);
    //             not, holds, holds, not, holds, holds
    const holding = [false, true, true, false, true, true];
    const posts: boolean[] = [];
    for (const [i, at] of CHECKS.entries()) posts.push((await states.record('abc234', at.getTime(), { holding: holding[i]!, value: i })).post);
    expect(posts).toEqual([false, true, false, false, true, false]);
    expect(await states.get('abc234')).toEqual({ holding: true, value: 5, checkedAt: CHECKS[5]!.toISOString(), snoozedUntil: null });
    // The first check holding posts (there was no check before it).
    expect((await states.record('first1', CHECKS[0]!.getTime(), { holding: true, value: 1 })).post).toBe(true);
  });

  it('gives a retried firing the decision its first try recorded, and a late older firing none', async () => {
    h = await startHarness({ worker: false });
    const states = createRedisAlertStateStore(h.redis, h.prefix);
    const [t1, t2] = [CHECKS[0]!.getTime(), CHECKS[1]!.getTime()];
    expect(await states.record('abc234', t1, { holding: true, value: 1 })).toEqual({ post: true, holding: true, stale: false });
    // The retry (a crash after recording, before posting) must still post, though the state already says "holding".
    expect(await states.record('abc234', t1, { holding: true, value: 1 })).toEqual({ post: true, holding: true, stale: false });
    expect(await states.record('abc234', t2, { holding: true, value: 2 })).toEqual({ post: false, holding: true, stale: false });
    expect((await states.record('abc234', t1, { holding: true, value: 1 })).stale).toBe(true);
  });

  it('reads back what was recorded: no figure, no check, a snooze alone, an alert never seen', async () => {
    h = await startHarness({ worker: false });
    const states = createRedisAlertStateStore(h.redis, h.prefix);
    expect(await states.get('never1')).toBeNull();
    // A check with no figure for its period (never holding) keeps "no value", not 0.
    expect(await states.record('nodata', CHECKS[0]!.getTime(), { holding: false, value: null })).toEqual({
      post: false,
      holding: false,
      stale: false,
    });
    expect(await states.get('nodata')).toEqual({ holding: false, value: null, checkedAt: CHECKS[0]!.toISOString(), snoozedUntil: null });
    // Snoozed before its first check: nothing else is known.
    await states.snooze('snoozed', new Date('2026-11-24T07:00:00Z'));
    expect(await states.get('snoozed')).toEqual({ holding: null, value: null, checkedAt: null, snoozedUntil: '2026-11-24T07:00:00.000Z' });
    const many = await states.getMany(['nodata', 'never1', 'snoozed']);
    expect([...many.keys()]).toEqual(['nodata', 'snoozed']);
    expect(many.get('snoozed')?.snoozedUntil).toBe('2026-11-24T07:00:00.000Z');
    await states.delete('nodata');
    expect(await states.get('nodata')).toBeNull();
  });
});

describe('alerts in the jobs runtime', () => {
  it('post the report with what crossed at the first crossing, then nothing while it holds', async () => {
    // The chat fixtures (test/helpers/fixtures.ts), checked on Monday, Nov 23: last month is
    // October, 8 + 4 = 12 referral transactions and $1,000.00 + $234.56 = $1,234.56 of referral
    // revenue, against September's 10 and $1,371.73. Each threshold lies between the two
    // periods, so only October's figure crosses it, and September's would decide the other way.
    h = await startHarness({ sandbox: { fixtures: chatFixtures() } });
    const holds = await createAlert(h, 'alert referrals transactions above 11 last-month');
    const below = await createAlert(h, 'alert referrals revenue below $1,300 last-month', 'C0901');
    const never = await createAlert(h, 'alert referrals transactions below 11 last-month', 'C0902');
    expect(await fire(h, holds.id, CHECKS[0]!)).toMatchObject({ status: 'delivered' });
    expect(await fire(h, holds.id, CHECKS[1]!)).toMatchObject({ status: 'skipped', reason: 'not_crossed' });
    expect(await fire(h, never.id, CHECKS[0]!)).toMatchObject({ status: 'skipped', reason: 'not_crossed' });
    expect(await fire(h, below.id, CHECKS[0]!)).toMatchObject({ status: 'delivered' });
    const reports = h.deliverer.reports();
    expect(reports.map((r) => r.message.subscriptionId)).toEqual([holds.id, below.id]);
    expect(reports.map((r) => r.message.alert?.alertId)).toEqual([holds.id, below.id]);
    expect(reports.map((r) => r.message.alert?.text)).toEqual([
      'Referral transactions for last month is 12, above your alert of 11.',
      'Referral revenue for last month is $1,234.56, below your alert of $1,300.',
    ]);
    expect(h.log.events('alert_checked').map((e) => e.post)).toEqual([true, false, false, true]);
  });

  it('are not checked while snoozed, and checked again when the snooze ends', async () => {
    h = await startHarness();
    const sub = await createAlert(h, 'alert referrals revenue above $1 last-week');
    const key = h.jobs.subscriptions!.conversationKey(slackTarget('C0900'));
    // Snoozed for a day from Monday 07:00: Monday's 08:00 check is skipped, Tuesday's runs.
    const snoozedUntil = new Date('2026-11-24T07:00:00Z');
    expect((await h.jobs.subscriptions!.snooze(sub.id, key, snoozedUntil))?.id).toBe(sub.id);
    expect(await h.jobs.subscriptions!.snooze(sub.id, 'slack:T0001:C0999', snoozedUntil)).toBeNull();
    expect(await fire(h, sub.id, CHECKS[0]!)).toEqual(expect.objectContaining({ status: 'skipped', reason: 'snoozed' }));
    expect((await h.jobs.subscriptions!.alertStatuses([sub.id])).get(sub.id)).toEqual({
      holding: null,
      checkedAt: null,
      snoozedUntil: snoozedUntil.toISOString(),
    });
    expect(await fire(h, sub.id, CHECKS[1]!)).toMatchObject({ status: 'delivered' });
    expect(h.deliverer.reports()).toHaveLength(1);
  });

  it('are listed with their state by `alerts`, kept out of `subscriptions`, and removed by `unsubscribe`', async () => {
    h = await startHarness();
    const service = h.jobs.subscriptions!;
    const ctx = { target: slackTarget('C0901'), requester: requester(), now: NOW };
    const confirmed = await answerSubscriptionCommand(service, alertCommand('alert referrals revenue below $5,000 last-week'), ctx);
    const id = /Id `([a-z0-9]+)`/.exec(confirmed ?? '')![1]!;
    expect(confirmed).toBe(
      `Alert set: revenue below $5,000 on Referrals · last week, checked every weekday at 08:00 (UTC). I post here only when it starts to hold, once per crossing. First check Monday, Nov 23 at 08:00 (UTC). Id \`${id}\`; to stop it: \`/report unsubscribe ${id}\`.`,
    );
    await answerSubscriptionCommand(service, parseCommand('subscribe digest every monday', { now: NOW, timeZone: 'UTC' }) as never, ctx);
    expect(await answerSubscriptionCommand(service, { kind: 'alerts' }, ctx)).toBe(
      [
        'Alerts in this conversation (1):',
        `• \`${id}\` revenue below $5,000 on Referrals · last week, every weekday at 08:00 (UTC). Next check Monday, Nov 23 at 08:00 (UTC); not checked yet.`,
        'To stop one: `/report unsubscribe <id>`.',
      ].join('\n'),
    );
    const subs = await answerSubscriptionCommand(service, { kind: 'subscriptions' }, ctx);
    expect(subs).toContain('Subscriptions in this conversation (1):');
    expect(subs).not.toContain(id);
    // Its state after a check that found it holding.
    await createRedisAlertStateStore(h.redis, h.prefix).record(id, CHECKS[0]!.getTime(), { holding: true, value: 4000 });
    expect(await answerSubscriptionCommand(service, { kind: 'alerts' }, { ...ctx, now: new Date('2026-11-23T09:00:00Z') })).toContain(
      'Next check Tuesday, Nov 24 at 08:00 (UTC); holding.',
    );
    // Another conversation cannot remove it.
    expect(await answerSubscriptionCommand(service, { kind: 'unsubscribe', id }, { ...ctx, target: slackTarget('C0902') })).toContain(
      `There is no subscription \`${id}\``,
    );
    expect(await answerSubscriptionCommand(service, { kind: 'unsubscribe', id }, ctx)).toBe(
      `Removed alert \`${id}\` (revenue below $5,000 on Referrals · last week).`,
    );
    expect(await h.redis.exists(`${h.prefix}:alert:${id}`)).toBe(0);
    expect(await h.jobs.queue!.getJobScheduler(id)).toBeUndefined();
    expect(await answerSubscriptionCommand(service, { kind: 'alerts' }, ctx)).toContain('This conversation has no alerts.');
  });
});
