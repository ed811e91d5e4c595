import { afterEach, describe, expect, it } from 'vitest';
import { deliveryError } from '../../jobs/deliverer.js';
import { SLACK_DELIVERY_ERRORS } from '../../adapters/slack/errors.js';
import { slackAddressing } from '../../adapters/slack/target.js';
import { TEAMS_DELIVERY_ERRORS } from '../../adapters/teams/errors.js';
import type { DeliveryTarget } from '../helpers/recording-deliverer.js';
import { enqueueFiring, firingTemplate } from '../../jobs/queue.js';
import { nextRunAt } from '../../jobs/subscriptions.js';
import { SUBSCRIPTIONS_NEED_REDIS, answerSubscriptionCommand, formatRunTime } from '../../src/commands/index.js';
import { parseCommand } from '../../src/query/index.js';
import { queueDrained } from '../helpers/harness-parts.js';
import { NOW, eventually, jobWhen, requester, slackTarget, startHarness, subscribeCommand, type Harness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const WEEKLY_BERLIN = 'subscribe digest last-week every monday at 09:00 tz Europe/Berlin';

async function subscribe(harness: Harness, command: string, target: DeliveryTarget = slackTarget(), now = NOW) {
  const parsed = subscribeCommand(command, now);
  return harness.jobs.subscriptions!.create(
    { target, query: parsed.query, schedule: parsed.schedule, creator: requester(target.platform === 'slack' ? target.userId : 'U0001') },
    now,
  );
}

describe('subscriptions', () => {
  it('are created as job schedulers, listed per conversation and removed only from their own', async () => {
    h = await startHarness();
    const service = h.jobs.subscriptions!;
    const target = { ...slackTarget('C0100'), responseUrl: 'https://hooks.slack.com/commands/T/1/x', threadTs: '1700000000.000100' } as const;
    const created = await subscribe(h, WEEKLY_BERLIN, target);
    const { subscription } = created;
    expect(subscription.id).toMatch(/^[a-hj-km-np-z2-9]{6}$/);
    // The short-lived response URL and the thread are not kept.
    expect(subscription.target).toEqual(slackTarget('C0100'));
    expect(created.confirmation).toBe(
      `Subscribed: Weekly digest · last week, every Monday at 09:00 (Europe/Berlin). Next run Monday, Nov 23 at 09:00 (Europe/Berlin). Id \`${subscription.id}\`; to stop it: \`/report unsubscribe ${subscription.id}\`.`,
    );
    const scheduler = await h.jobs.queue!.getJobScheduler(subscription.id);
    expect(scheduler).toMatchObject({
      pattern: '0 9 * * 1',
      tz: 'Europe/Berlin',
      name: 'subscription',
      template: { data: { subscriptionId: subscription.id } },
    });
    // BullMQ's own next run (computed from the real clock) is the cron's next Monday 09:00 Berlin.
    expect(scheduler!.next).toBe(nextRunAt(subscription.schedule, new Date(Date.now() - 5_000)).getTime());

    const other = await subscribe(h, 'subscribe referrals last-month every month on 1st at 8am', slackTarget('C0200'));
    expect((await service.list('slack:T0001:C0100')).map((s) => s.id)).toEqual([subscription.id]);

    const listed = await answerSubscriptionCommand(
      service,
      { kind: 'subscriptions' },
      { target: slackTarget('C0100'), requester: requester(), now: NOW },
    );
    expect(listed).toBe(
      [
        'Subscriptions in this conversation (1):',
        `• \`${subscription.id}\` Weekly digest · last week, every Monday at 09:00 (Europe/Berlin). Next run Monday, Nov 23 at 09:00 (Europe/Berlin).`,
        'To stop one: `/report unsubscribe <id>`.',
      ].join('\n'),
    );

    // From another conversation, an id that exists looks exactly like one that does not.
    const refused = await service.remove(subscription.id, 'slack:T0001:C0200');
    const unknown = await service.remove('zzzzzz', 'slack:T0001:C0200');
    expect(refused).toEqual({ ok: false, message: unknown.message.replace('zzzzzz', subscription.id) });
    expect(await h.jobs.queue!.getJobScheduler(subscription.id)).toBeDefined();

    const removed = await answerSubscriptionCommand(
      service,
      { kind: 'unsubscribe', id: subscription.id.toUpperCase() },
      { target: slackTarget('C0100'), requester: requester() },
    );
    expect(removed).toBe(`Removed subscription \`${subscription.id}\` (Weekly digest · last week).`);
    expect(await h.jobs.queue!.getJobScheduler(subscription.id)).toBeUndefined();
    expect(await service.list('slack:T0001:C0100')).toEqual([]);
    expect(await service.get(other.subscription.id)).not.toBeNull();
  });

  it('fire through the BullMQ job scheduler at their scheduled time, and deliver', async () => {
    h = await startHarness({ sandbox: { now: undefined } });
    const { subscription } = await subscribe(h, 'subscribe referrals last-week no-compare every day at 09:00', slackTarget('C0300'), new Date());
    // The same scheduler, made to fire a couple of seconds from now (cron with seconds).
    const at = new Date(Math.ceil((Date.now() + 3_000) / 1000) * 1000);
    const pattern = `${at.getUTCSeconds()} ${at.getUTCMinutes()} ${at.getUTCHours()} * * *`;
    await h.jobs.queue!.upsertJobScheduler(subscription.id, { pattern, tz: 'UTC' }, firingTemplate(subscription.id));
    const [delivery] = await h.deliverer.waitFor(1, 15_000);
    expect(delivery!.target).toEqual(slackTarget('C0300'));
    expect(delivery!.message).toMatchObject({ kind: 'report', subscriptionId: subscription.id });
    // The report ran at the firing's scheduled time, not whenever the worker got to it.
    if (delivery!.message.kind === 'report') expect(delivery!.message.report.generatedAt).toBe(at.toISOString());
    const last = await eventually(
      async () => (await h!.jobs.subscriptions!.get(subscription.id))?.lastDelivery ?? undefined,
      5_000,
      'the recorded delivery',
    );
    expect(last).toEqual({ scheduledAt: at.toISOString(), messageId: delivery!.messageId });
    await h.jobs.subscriptions!.remove(subscription.id, slackAddressing.conversationKey(slackTarget('C0300')));
  });

  it('resolve "last week" at the firing time in their zone, across the March DST change', async () => {
    h = await startHarness();
    const sunday = await subscribe(h, WEEKLY_BERLIN, slackTarget('C0400'));
    const monday = await subscribe(h, `${WEEKLY_BERLIN} week-starts monday`, slackTarget('C0401'));
    expect(await h.jobs.queue!.getJobScheduler(sunday.subscription.id)).toMatchObject({ pattern: '0 9 * * 1', tz: 'Europe/Berlin' });

    // Clocks in Berlin go forward on Sunday 2026-03-29: Monday 09:00 is 08:00 UTC before, 07:00 after.
    const schedule = sunday.subscription.schedule;
    expect(nextRunAt(schedule, new Date('2026-03-21T12:00:00Z')).toISOString()).toBe('2026-03-23T08:00:00.000Z');
    const firing = nextRunAt(schedule, new Date('2026-03-25T12:00:00Z'));
    expect(firing.toISOString()).toBe('2026-03-30T07:00:00.000Z');
    expect(formatRunTime(firing, 'Europe/Berlin', new Date('2026-03-25T12:00:00Z'))).toBe('Monday, Mar 30 at 09:00 (Europe/Berlin)');

    await enqueueFiring(h.jobs.queue!, sunday.subscription.id, firing);
    await enqueueFiring(h.jobs.queue!, monday.subscription.id, firing);
    const deliveries = await h.deliverer.waitFor(2, 10_000);
    const periodOf = (channel: string) => {
      const d = deliveries.find((x) => x.target.platform === 'slack' && x.target.channelId === channel)!;
      if (d.message.kind !== 'report') throw new Error('expected a report');
      return { start: d.message.report.period.start, end: d.message.report.period.end, now: d.message.report.generatedAt };
    };
    expect(periodOf('C0400')).toEqual({ start: '2026-03-22', end: '2026-03-28', now: '2026-03-30T07:00:00.000Z' });
    expect(periodOf('C0401')).toEqual({ start: '2026-03-23', end: '2026-03-29', now: '2026-03-30T07:00:00.000Z' });
  });

  it('are paused when Slack says the channel is gone, and the creator is told by direct message', async () => {
    h = await startHarness();
    const { subscription } = await subscribe(h, WEEKLY_BERLIN, slackTarget('C0500', 'U0500'));
    h.deliverer.failNext(
      1,
      deliveryError(SLACK_DELIVERY_ERRORS, 'is_archived'),
      (t, m) => m.kind === 'report' && t.platform === 'slack' && t.channelId === 'C0500',
    );
    const jobId = await enqueueFiring(h.jobs.queue!, subscription.id, new Date('2026-11-16T08:00:00Z'));
    const [dm] = await h.deliverer.waitFor(1, 10_000);
    expect(dm!.target).toEqual({ platform: 'slack', teamId: 'T0001', channelId: 'U0500', userId: 'U0500' });
    expect(dm!.message).toMatchObject({ kind: 'notice', audience: 'requester' });
    expect((dm!.message as { text: string }).text).toBe(
      `I paused your subscription \`${subscription.id}\` (Weekly digest · last week, every Monday at 09:00 (Europe/Berlin)) because Slack says the channel is archived, ` +
        `so it will not post again until you subscribe in a conversation I can post to. (ref ${subscription.id}-${new Date('2026-11-16T08:00:00Z').getTime().toString(36)})`,
    );
    expect((await jobWhen(h.jobs.queue!, jobId, 'failed')).attemptsStarted).toBe(1);

    const paused = await h.jobs.subscriptions!.get(subscription.id);
    expect(paused!.paused).toMatchObject({ code: 'target_gone', platformCode: 'is_archived', reason: 'Slack says the channel is archived.' });
    expect(await h.jobs.queue!.getJobScheduler(subscription.id)).toBeUndefined();
    const listed = await answerSubscriptionCommand(
      h.jobs.subscriptions,
      { kind: 'subscriptions' },
      { target: slackTarget('C0500'), requester: requester() },
    );
    // Paused at the harness's instant, NOW (Saturday Nov 21, 2026, 10:00 UTC), in the schedule's zone.
    expect(listed).toContain(
      `\`${subscription.id}\` Weekly digest · last week, every Monday at 09:00 (Europe/Berlin). PAUSED since Nov 21: Slack says the channel is archived.`,
    );
    expect(h.log.events('subscription_paused')).toEqual([expect.objectContaining({ subscriptionId: subscription.id, platformCode: 'is_archived' })]);

    // A firing that was already queued does nothing once paused.
    await enqueueFiring(h.jobs.queue!, subscription.id, new Date('2026-11-23T08:00:00Z'));
    await eventually(() => (h!.log.events('firing_skipped').length === 1 ? true : undefined), 5_000, 'the skipped firing');
    await queueDrained(h.jobs.queue!);
    expect(h.deliverer.deliveries).toHaveLength(1);
  });

  it('are paused on a Teams 403, with the reason, where no direct message is possible', async () => {
    h = await startHarness();
    const target: DeliveryTarget = {
      platform: 'teams',
      conversationReference: { conversation: { id: '19:abc@thread.tacv2' }, serviceUrl: 'https://smba.example/' },
    };
    const { subscription } = await subscribe(h, WEEKLY_BERLIN, target);
    h.deliverer.failNext(1, deliveryError(TEAMS_DELIVERY_ERRORS, '403', { status: 403 }));
    await enqueueFiring(h.jobs.queue!, subscription.id, new Date('2026-11-16T08:00:00Z'));
    const paused = await eventually(async () => (await h!.jobs.subscriptions!.get(subscription.id))?.paused ?? undefined, 10_000, 'the pause');
    expect(paused).toMatchObject({ code: 'target_gone', platformCode: '403', reason: 'Teams says I was removed from the conversation or blocked.' });
    await eventually(() => (h!.log.events('creator_not_notified').length === 1 ? true : undefined), 5_000, 'the log line');
    // Once nothing is left to run or retry, nothing was posted.
    await queueDrained(h.jobs.queue!);
    expect(h.deliverer.deliveries).toHaveLength(0);
  });

  it('answer one sentence without Redis', async () => {
    const parsed = parseCommand('subscriptions', { now: NOW, timeZone: 'UTC' });
    if (parsed.kind !== 'subscriptions') throw new Error('expected a subscriptions command');
    expect(await answerSubscriptionCommand(null, parsed, { target: slackTarget(), requester: requester() })).toBe(SUBSCRIPTIONS_NEED_REDIS);
    expect(SUBSCRIPTIONS_NEED_REDIS).toBe('Scheduled digests need Redis: set REDIS_URL.');
  });
});
