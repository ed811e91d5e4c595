import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { createRedisFiringLedger, tryToken } from '../../jobs/firing.js';
import { enqueueFiring } from '../../jobs/queue.js';
import { DeliveryError } from '../../jobs/deliverer.js';
import { createMetrics } from '../../adapters/ops/metrics.js';
import { FakeSlack } from '../slack/fake-slack.js';
import { NAMED_INSTANTS, kill, runCrashTrial, spawnCrashWorker } from './crash-trial.js';
import { WORKER_REDIS, eventually, jobWhen, requester, slackTarget, startHarness, subscribeCommand, type Harness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const SCHEDULED = new Date('2026-11-16T08:00:00Z');

async function weeklyDigest(harness: Harness, channel = 'C0700') {
  const parsed = subscribeCommand('subscribe digest last-week every monday at 09:00 tz Europe/Berlin');
  const { subscription } = await harness.jobs.subscriptions!.create({
    target: slackTarget(channel),
    query: parsed.query,
    schedule: parsed.schedule,
    creator: requester(),
  });
  return subscription;
}

describe('exactly one post per firing', () => {
  it('does not post again when the worker is killed after posting, before the job completed', async () => {
    // This process only enqueues and, later, recovers; the first worker is another process.
    h = await startHarness({ worker: false });
    const sub = await weeklyDigest(h);
    const jobId = await enqueueFiring(h.jobs.queue!, sub.id, SCHEDULED);

    const worker = spawnCrashWorker({
      ...WORKER_REDIS,
      prefix: h.prefix,
      sandboxUrl: h.sandbox.url,
      apiKey: h.sandbox.apiKey,
      crashAt: 'after-record',
    });
    const [code, signal] = (await once(worker.child, 'exit')) as [number | null, string | null];
    expect({ code, signal }).toEqual({ code: null, signal: 'SIGKILL' });
    expect(worker.output()).toBe('READY\nDELIVERED crashed-1\n');
    // Killed at that point: posted and recorded, but BullMQ still thinks the job runs.
    expect(await (await h.jobs.queue!.getJob(jobId))!.getState()).toBe('active');

    // A new worker finds the job stalled, runs it again, and finds the firing delivered.
    const recovering = await startHarness({ prefix: h.prefix, sandboxInstance: h.sandbox, workerTiming: { stalledInterval: 300 } });
    try {
      const done = await jobWhen(recovering.jobs.queue!, jobId, 'completed', 15_000);
      expect(done.returnvalue).toEqual({
        status: 'duplicate',
        messageId: 'crashed-1',
        correlationId: `${sub.id}-${SCHEDULED.getTime().toString(36)}`,
      });
      expect(recovering.deliverer.calls).toBe(0);
      expect(recovering.log.events('firing_skipped_duplicate')).toEqual([
        expect.objectContaining({ subscriptionId: sub.id, messageId: 'crashed-1' }),
      ]);
    } finally {
      await recovering.stop();
    }
  });

  it('posts once when the same firing is enqueued twice and retried', async () => {
    h = await startHarness();
    const sub = await weeklyDigest(h);
    h.deliverer.failNext(1, new DeliveryError('unavailable', { platformCode: '503' }));
    await enqueueFiring(h.jobs.queue!, sub.id, SCHEDULED);
    // A second job for the same firing (as the scheduler's own job would be).
    await h.jobs.queue!.add('subscription', { subscriptionId: sub.id, scheduledAt: SCHEDULED.getTime() }, { jobId: `again-${sub.id}` });
    await h.deliverer.waitFor(1, 10_000);
    await eventually(async () => ((await h!.jobs.queue!.getCompletedCount()) === 2 ? true : undefined), 10_000, 'both jobs to complete');
    expect(h.deliverer.reports()).toHaveLength(1);
    expect(h.deliverer.notices()).toHaveLength(0);
  });

  it('ledger: one claim at a time, released on failure, delivered is final', async () => {
    h = await startHarness({ worker: false });
    const ledger = createRedisFiringLedger(h.redis, h.prefix, { leaseMs: 5_000 });
    const at = SCHEDULED.getTime();
    expect(await ledger.check('abc234', at, 'one')).toEqual({ state: 'free' });
    expect(await ledger.claim('abc234', at, 'one')).toEqual({ state: 'free' });
    expect(await ledger.claim('abc234', at, 'one')).toEqual({ state: 'free' });
    const busy = await ledger.claim('abc234', at, 'two');
    expect(busy.state).toBe('busy');
    expect(busy.state === 'busy' && busy.retryInMs > 4_000 && busy.retryInMs <= 5_000).toBe(true);
    await ledger.release('abc234', at, 'two'); // not the holder: no effect
    expect((await ledger.claim('abc234', at, 'two')).state).toBe('busy');
    await ledger.release('abc234', at, 'one');
    // The released try may have reached the platform: the next one is told so.
    expect(await ledger.check('abc234', at, 'two')).toEqual({ state: 'free' });
    expect(await ledger.claim('abc234', at, 'two')).toEqual({ state: 'free', previousTry: true });
    await ledger.markDelivered('abc234', at, 'two', 'ts-1');
    expect(await ledger.claim('abc234', at, 'three')).toEqual({ state: 'delivered', messageId: 'ts-1' });
    expect(await ledger.check('abc234', at, 'three')).toEqual({ state: 'delivered', messageId: 'ts-1' });
  });

  it('ledger: a claim whose lease ran out is taken over, and the new holder told an earlier try may have posted', async () => {
    h = await startHarness({ worker: false });
    const ledger = createRedisFiringLedger(h.redis, h.prefix, { leaseMs: 300 });
    const at = SCHEDULED.getTime();
    expect(await ledger.claim('def234', at, 'crashed')).toEqual({ state: 'free' });
    expect((await ledger.claim('def234', at, 'next')).state).toBe('busy');
    // The key outlives the lease: the crashed claim is still there to be seen.
    await eventually(async () => ((await ledger.check('def234', at, 'next')).state === 'free' ? true : undefined), 5_000, 'the lease to run out');
    expect(await h.redis.pttl(`${h.prefix}:firing:def234:${at}`)).toBeGreaterThan(60_000);
    expect(await ledger.claim('def234', at, 'next')).toEqual({ state: 'free', previousTry: true });
    // The crashed try's release comes too late to give away the new holder's claim.
    await ledger.release('def234', at, 'crashed');
    expect((await ledger.claim('def234', at, 'third')).state).toBe('busy');
  });

  it("ledger: a try's claim is over once its job tries again (BullMQ does only after a failed try); a stalled job's second run and another job wait out the lease", async () => {
    h = await startHarness({ worker: false });
    const ledger = createRedisFiringLedger(h.redis, h.prefix, { leaseMs: 600_000 });
    const at = SCHEDULED.getTime();
    // A job scheduler's job id, colons and all.
    const job = 'repeat:sub1:1791190800000';
    const first = tryToken(job, 0);
    expect(await ledger.claim('ghi234', at, first)).toEqual({ state: 'free' });
    expect((await ledger.check('ghi234', at, tryToken(job, 0))).state).toBe('busy');
    expect((await ledger.claim('ghi234', at, tryToken(job, 0))).state).toBe('busy');
    expect((await ledger.claim('ghi234', at, tryToken('firing-sub1-1791190800000', 1))).state).toBe('busy');
    // The job's next attempt, at once, told an earlier try may have posted.
    const second = tryToken(job, 1);
    expect(await ledger.check('ghi234', at, second)).toEqual({ state: 'free' });
    expect(await ledger.claim('ghi234', at, second)).toEqual({ state: 'free', previousTry: true });
    // The first attempt's late release gives nothing away; the second attempt's stalled run waits.
    await ledger.release('ghi234', at, first);
    expect((await ledger.claim('ghi234', at, tryToken(job, 1))).state).toBe('busy');
  });
});

describe('a worker killed at any instant of a firing', () => {
  // One trial per instant, in order; `npm run bench crash` runs 50 at random instants.
  it.each(NAMED_INSTANTS.map((instant, i) => [instant, i] as const))(
    'killed at %s: the digest is posted exactly once',
    async (instant, i) => {
      const fake = new FakeSlack();
      await fake.start();
      try {
        h = await startHarness({ worker: false });
        const result = await runCrashTrial(
          { ...WORKER_REDIS, prefix: h.prefix, sandbox: h.sandbox, fake, queue: h.jobs.queue!, subscriptions: h.jobs.subscriptions! },
          instant,
          `C0CRASH${i}`,
        );
        expect(result).toEqual({ instant, killed: true, posts: 1, state: 'completed', firingId: result.firingId, firstMs: result.firstMs });
      } finally {
        await fake.close();
      }
    },
    60_000,
  );
});

describe('an alert crossing whose worker is killed', () => {
  // After the check is recorded and before the post (the alert's own instant), inside the post,
  // and after Slack answered but before the ledger knew: each posts the crossing exactly once.
  it.each((['after-alert-state', 'post', 'before-record'] as const).map((instant, i) => [instant, i] as const))(
    'killed at %s: the crossing is posted exactly once, and the alert is left holding',
    async (instant, i) => {
      const fake = new FakeSlack();
      await fake.start();
      try {
        h = await startHarness({ worker: false });
        const channel = `C0ALERT${i}`;
        const result = await runCrashTrial(
          { ...WORKER_REDIS, prefix: h.prefix, sandbox: h.sandbox, fake, queue: h.jobs.queue!, subscriptions: h.jobs.subscriptions! },
          instant,
          channel,
          { alert: true },
        );
        expect(result).toEqual({ instant, killed: true, posts: 1, state: 'completed', firingId: result.firingId, firstMs: result.firstMs });
        const post = fake.posted.find((m) => m.channel === channel)!;
        expect(String(post.text)).toMatch(/^Referral revenue for last week is \$[\d,]+\.\d{2}, above your alert of \$1\. /);
        const [alert] = await h.jobs.subscriptions!.list(h.jobs.subscriptions!.conversationKey(slackTarget(channel)));
        expect((await h.jobs.subscriptions!.alertStatuses([alert!.id])).get(alert!.id)?.holding).toBe(true);
      } finally {
        await fake.close();
      }
    },
    60_000,
  );
});

/** Two worker processes in a row, each killed at its first service call (maxStalledCount 1). */
async function crashTwiceAtTheApi(harness: Harness): Promise<void> {
  for (let crash = 1; crash <= 2; crash++) {
    const worker = spawnCrashWorker({
      ...WORKER_REDIS,
      prefix: harness.prefix,
      sandboxUrl: harness.sandbox.url,
      apiKey: harness.sandbox.apiKey,
      crashAt: 'api',
      maxStalledCount: 1,
    });
    try {
      const [, signal] = (await once(worker.child, 'exit')) as [number | null, string | null];
      expect(signal).toBe('SIGKILL');
    } finally {
      await kill(worker.child);
    }
  }
}

describe('a job whose worker is killed more often than it has tries', () => {
  it('fails once, tells the channel in one sentence, and is counted as stalled', async () => {
    // One try (JOB_ATTEMPTS=1), so BullMQ puts it back once (maxStalledCount 1) and fails it at the second crash.
    const metrics = createMetrics({ defaultMetrics: false });
    h = await startHarness({ worker: false, env: { JOB_ATTEMPTS: '1' } });
    const sub = await weeklyDigest(h, 'C0STALL');
    const jobId = await enqueueFiring(h.jobs.queue!, sub.id, SCHEDULED);
    await crashTwiceAtTheApi(h);
    const recovering = await startHarness({
      prefix: h.prefix,
      sandboxInstance: h.sandbox,
      env: { JOB_ATTEMPTS: '1' },
      workerTiming: { stalledInterval: 300 },
      observer: metrics.jobs,
    });
    try {
      const failed = await jobWhen(recovering.jobs.queue!, jobId, 'failed', 20_000);
      expect(failed.failedReason).toBe('job stalled more than allowable limit');
      const [notice] = await recovering.deliverer.waitFor(1, 10_000).then(() => recovering.deliverer.notices());
      const ref = `${sub.id}-${SCHEDULED.getTime().toString(36)}`;
      expect(recovering.deliverer.notices()).toHaveLength(1);
      expect(notice!.target).toMatchObject({ platform: 'slack', channelId: 'C0STALL' });
      expect(notice!.message.audience).toBe('channel');
      expect(notice!.message.text).toMatch(
        new RegExp(
          `^The scheduled report .+ \\(subscription \`${sub.id}\`\\) could not be made: the worker making it stopped 2 times in a row, so it was given up\\. \\(ref ${ref}\\)$`,
        ),
      );
      expect(recovering.deliverer.reports()).toHaveLength(0);
      expect(recovering.log.events('job_failed')).toEqual([expect.objectContaining({ code: 'stalled', final: true, subscriptionId: sub.id })]);
      expect(await metrics.registry.getSingleMetricAsString('report_bot_jobs_failed_total')).toContain(
        'report_bot_jobs_failed_total{job="subscription",reason="stalled"} 1',
      );
    } finally {
      await recovering.stop();
    }
  }, 60_000);

  it("gives up a job scheduler's firing too, which BullMQ itself would put back forever", async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    h = await startHarness({ worker: false, env: { JOB_ATTEMPTS: '1' } });
    const sub = await weeklyDigest(h, 'C0LOOP');
    // The scheduler's next firing waits for Monday 09:00 Berlin; promoted, it runs now, still the scheduler's job.
    const [scheduled] = await h.jobs.queue!.getDelayed();
    expect(scheduled!.repeatJobKey).toBe(sub.id);
    await scheduled!.promote();
    await crashTwiceAtTheApi(h);
    const recovering = await startHarness({
      prefix: h.prefix,
      sandboxInstance: h.sandbox,
      env: { JOB_ATTEMPTS: '1' },
      workerTiming: { stalledInterval: 300 },
      observer: metrics.jobs,
    });
    try {
      const done = await jobWhen(recovering.jobs.queue!, scheduled!.id!, 'completed', 20_000);
      expect(done.returnvalue).toEqual({ status: 'abandoned', stalls: 2 });
      await recovering.deliverer.waitFor(1, 10_000);
      const notices = recovering.deliverer.notices();
      expect(notices).toHaveLength(1);
      expect(notices[0]!.target).toMatchObject({ platform: 'slack', channelId: 'C0LOOP' });
      expect(notices[0]!.message.text).toContain('the worker making it stopped 2 times in a row, so it was given up.');
      expect(recovering.deliverer.reports()).toHaveLength(0);
      expect(await metrics.registry.getSingleMetricAsString('report_bot_jobs_failed_total')).toContain(
        'report_bot_jobs_failed_total{job="subscription",reason="stalled"} 1',
      );
    } finally {
      await recovering.stop();
    }
  }, 60_000);
});
