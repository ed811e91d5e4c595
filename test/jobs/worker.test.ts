import { createMetrics } from '../../adapters/ops/metrics.js';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalChartRenderer } from '../../src/render/charts.js';
import { startSandbox } from '../../src/sandbox/index.js';
import { JOB_NAMES, KEEP_COMPLETED, KEEP_FAILED } from '../../jobs/queue.js';
import { DeliveryError } from '../../jobs/deliverer.js';
import { OCTOBER, chatFixtures } from '../helpers/fixtures.js';
import { queueDrained } from '../helpers/harness-parts.js';
import { NOW, eventually, jobWhen, query, requester, slackTarget, startHarness, type Harness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const REQUESTED_AT = '2026-11-21T09:30:00.000Z';

describe('a report through BullMQ', () => {
  it('is run, charted and delivered to the target with the figures worked out by hand from the fixture', async () => {
    h = await startHarness({ sandbox: { fixtures: chatFixtures() }, charts: createLocalChartRenderer() });
    const q = query('referrals last-month');
    const { jobId, correlationId } = await h.jobs.enqueueReport({
      query: q,
      target: slackTarget(),
      requester: requester(),
      requestedAt: REQUESTED_AT,
    });
    const [delivery] = await h.deliverer.waitFor(1, 10_000);
    expect(delivery!.target).toEqual(slackTarget());
    const message = delivery!.message;
    if (message.kind !== 'report') throw new Error('expected a report');
    expect(message.correlationId).toBe(correlationId);

    // Requested on Saturday Nov 21: October, compared with September (see OCTOBER in the fixtures).
    const report = message.report;
    expect(report.generatedAt).toBe(REQUESTED_AT);
    expect(report.period).toMatchObject({ start: '2026-10-01', end: '2026-10-31', label: OCTOBER.periodLabel, status: 'past' });
    expect(report.comparison).toMatchObject({ start: '2026-09-01', end: '2026-09-30', label: OCTOBER.comparisonLabel, kind: 'previous' });
    expect(Object.fromEntries(report.metrics.map((m) => [m.key, [m.value, m.previous]]))).toEqual({
      referralRevenue: [1234.56, 1371.73],
      referralTransactions: [12, 10],
      influencedRevenue: [2500, 2000],
      influencedTransactions: [30, 24],
      avgReferralRevenue: [102.88, 137.17],
    });
    // The trend, day by day: October's records are on the 7th and the 27th, September's on the 7th.
    const trend = report.series.find((s) => s.key === 'referralsTrend')!;
    expect(trend.labels).toHaveLength(31);
    const october = Array.from({ length: 31 }, (_, i) => (i === 6 ? 1000 : i === 26 ? 234.56 : 0));
    expect(trend.datasets[0]!.values).toEqual(october);
    expect(trend.datasets[1]!.comparison).toBe(true);
    expect(trend.datasets[1]!.values.slice(0, 30)).toEqual(Array.from({ length: 30 }, (_, i) => (i === 6 ? 1371.73 : 0)));
    // The week table: weeks start on Sunday and are clipped to October (Oct 1 is a Thursday).
    const byWeek = report.tables.find((t) => t.key === 'byPeriod')!;
    expect(byWeek.rows.map((r) => [r.name, r.referralRevenue, r.referralTransactions])).toEqual([
      ['Oct 1–3', 0, 0],
      ['Oct 4–10', 1000, 8],
      ['Oct 11–17', 0, 0],
      ['Oct 18–24', 0, 0],
      ['Oct 25–31', 234.56, 4],
    ]);
    expect(message.chartError).toBe(false);
    expect(message.charts.length).toBeGreaterThan(0);
    expect(message.charts[0]!.image.kind).toBe('png');

    const done = await jobWhen(h.jobs.queue!, jobId, 'completed');
    expect(done!.returnvalue).toEqual({ status: 'delivered', messageId: delivery!.messageId, correlationId });
    expect(done!.opts.removeOnComplete).toEqual(KEEP_COMPLETED);
    expect(done!.opts.removeOnFail).toEqual(KEEP_FAILED);
    expect(done!.opts.backoff).toMatchObject({ type: 'exponential', jitter: 0.5 });
    expect(h.log.events('job_started')[0]).toMatchObject({ jobId, correlationId, report: 'referrals', conversation: 'slack:T0001:C0001' });
    expect(h.log.events('job_completed')).toHaveLength(1);
  });

  it('still delivers the report when its chart cannot be made, saying so', async () => {
    h = await startHarness({ charts: { output: 'png', render: () => Promise.reject(new Error('canvas is broken')) } });
    await h.jobs.enqueueReport({ query: query('referrals last-month'), target: slackTarget(), requester: requester() });
    const [delivery] = await h.deliverer.waitFor(1, 10_000);
    expect(delivery!.message).toMatchObject({ kind: 'report', charts: [], chartError: true });
    expect(h.log.events('chart_failed')).toHaveLength(1);
  });
});

describe('retries', () => {
  it('retries injected 500s with backoff, then delivers once', async () => {
    h = await startHarness({ env: { JOB_ATTEMPTS: '4' } });
    h.sandbox.faults.failNext = 2;
    // Without comparison the report is one request, so each failed request is one failed try.
    const { jobId } = await h.jobs.enqueueReport({ query: query('referrals last-month no-compare'), target: slackTarget(), requester: requester() });
    await h.deliverer.waitFor(1, 10_000);
    const job = await jobWhen(h.jobs.queue!, jobId, 'completed');
    // BullMQ counts every finished try, the successful one included.
    expect(job.attemptsMade).toBe(3);
    expect(h.log.events('job_started').map((l) => l.attempt)).toEqual([1, 2, 3]);
    expect(h.sandbox.stats.requests).toBe(3);
    expect(h.deliverer.reports()).toHaveLength(1);
    expect(h.deliverer.notices()).toHaveLength(0);
    expect(h.log.events('job_failed').map((l) => l.willRetry)).toEqual([true, true]);
  });

  it('does not retry a rejected key: one failure message with the correlation id', async () => {
    h = await startHarness({ apiKey: 'wrong-key' });
    const q = query('referrals last-month no-compare');
    const { jobId, correlationId } = await h.jobs.enqueueReport({ query: q, target: slackTarget(), requester: requester() });
    const [notice] = await h.deliverer.waitFor(1, 10_000);
    expect(notice!.message).toEqual({
      kind: 'notice',
      audience: 'requester',
      correlationId,
      text: `Referrals · last month could not be made: the reporting service rejected our key; ask an admin to check REPORTING_API_KEY and how it is sent. (ref ${correlationId})`,
    });
    const job = await jobWhen(h.jobs.queue!, jobId, 'failed');
    expect(job.attemptsStarted).toBe(1);
    // One try of the one request: neither the job nor the client tried again.
    expect(h.sandbox.stats.requests).toBe(1);
    // Nothing left that could still ask again or post again.
    await queueDrained(h.jobs.queue!);
    expect(h.sandbox.stats.requests).toBe(1);
    expect(h.deliverer.deliveries).toHaveLength(1);
    expect(h.log.events('job_failed')).toEqual([expect.objectContaining({ code: 'unauthorized', final: true, retryable: false })]);
  });

  it('gives up on a platform that keeps answering 429 after the last try, with one message', async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    h = await startHarness({ env: { JOB_ATTEMPTS: '3' }, observer: metrics.jobs });
    h.deliverer.failNext(
      3,
      () => new DeliveryError('rate_limited', { platformCode: 'ratelimited' }),
      (_t, m) => m.kind === 'report',
    );
    const { correlationId } = await h.jobs.enqueueReport({ query: query('referrals last-month'), target: slackTarget(), requester: requester() });
    const [notice] = await h.deliverer.waitFor(1, 10_000);
    expect(notice!.message.kind).toBe('notice');
    expect((notice!.message as { text: string }).text).toBe(
      `Referrals · last month could not be posted: the chat service asked me to slow down, so the report could not be posted yet. (ref ${correlationId})`,
    );
    expect(h.deliverer.calls).toBe(4);
    expect(h.log.events('delivery_failed')).toHaveLength(3);
    // Counted once, as the processor's own final failure (not as stalled); the notice goes out just before.
    const counted = 'report_bot_jobs_failed_total{job="report",reason="error"} 1';
    const failed = await eventually(
      async () => {
        const text = await metrics.registry.getSingleMetricAsString('report_bot_jobs_failed_total');
        return text.includes(counted) ? text : undefined;
      },
      5_000,
      'the failure to be counted',
    );
    expect(failed).not.toContain('reason="stalled"');
  });

  it('refuses a payload that does not validate, telling the requester when it can', async () => {
    h = await startHarness();
    const job = await h.jobs.queue!.add(JOB_NAMES.report, { target: slackTarget(), correlationId: 'r-broken1', query: { report: 'nope' } });
    const [notice] = await h.deliverer.waitFor(1, 10_000);
    expect(notice!.message).toMatchObject({ kind: 'notice', correlationId: 'r-broken1', audience: 'requester' });
    expect((notice!.message as { text: string }).text).toContain('could not be read');
    await jobWhen(h.jobs.queue!, job.id!, 'failed');
    expect(h.log.events('job_failed')[0]).toMatchObject({ code: 'invalid_payload', final: true });
    await expect(h.jobs.enqueueReport({ query: { report: 'nope' } as never, target: slackTarget(), requester: requester() })).rejects.toThrow();
  });
});

describe('graceful shutdown', () => {
  it('hands a job that is still running back to the queue, and a new worker finishes it', async () => {
    const sandbox = await startSandbox({ now: NOW });
    try {
      h = await startHarness({ sandboxInstance: sandbox });
      sandbox.faults.hangMs = 10_000;
      const { jobId } = await h.jobs.enqueueReport({ query: query('referrals last-month'), target: slackTarget(), requester: requester() });
      const queue = h.jobs.queue!;
      await eventually(async () => ((await queue.getActiveCount()) === 1 ? true : undefined), 5_000, 'the job to start');
      const prefix = h.prefix;
      await h.stop(); // SHUTDOWN_TIMEOUT_SECONDS=1: waits 1 s, then hands the job back
      const admin = await startHarness({ sandboxInstance: sandbox, prefix, worker: false });
      try {
        expect(await admin.jobs.queue!.getActiveCount()).toBe(0);
        const job = await admin.jobs.queue!.getJob(jobId);
        expect(await job!.getState()).toBe('waiting');
        expect(job!.attemptsMade).toBe(0);
        expect(h.deliverer.deliveries).toHaveLength(0);
        expect(h.log.events('shutdown_releasing_jobs')).toHaveLength(1);
      } finally {
        await admin.stop();
      }
      sandbox.faults.hangMs = 0;
      const next = await startHarness({ sandboxInstance: sandbox, prefix });
      try {
        await next.deliverer.waitFor(1, 10_000);
        expect(next.deliverer.reports()).toHaveLength(1);
      } finally {
        await next.close();
      }
    } finally {
      await sandbox.close();
    }
  });
});
