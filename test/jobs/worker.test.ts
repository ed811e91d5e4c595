import { afterEach, describe, expect, it } from 'vitest';
import { createReportingApi } from '../../src/api/index.js';
import { createLocalChartRenderer } from '../../src/render/charts.js';
import { runReport } from '../../src/reports/index.js';
import { startSandbox } from '../../src/sandbox/index.js';
import { JOB_NAMES, KEEP_COMPLETED, KEEP_FAILED } from '../../jobs/queue.js';
import { DeliveryError } from '../../jobs/deliverer.js';
import { NOW, eventually, jobWhen, query, requester, slackTarget, startHarness, type Harness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const REQUESTED_AT = '2026-11-21T09:30:00.000Z';

describe('a report through BullMQ', () => {
  it('is run, charted and delivered to the target with the figures runReport computes', async () => {
    h = await startHarness({ charts: createLocalChartRenderer() });
    const q = query('referrals last-month');
    const { jobId, correlationId } = await h.jobs.enqueueReport({ query: q, target: slackTarget(), requester: requester(), requestedAt: REQUESTED_AT });
    const [delivery] = await h.deliverer.waitFor(1, 10_000);
    expect(delivery!.target).toEqual(slackTarget());
    const message = delivery!.message;
    if (message.kind !== 'report') throw new Error('expected a report');
    expect(message.correlationId).toBe(correlationId);

    // Independent: the same query at the same instant, straight through the report code
    // against the same sandbox with its own client (no queue, no cache).
    const direct = createReportingApi({ ...h.config.api, url: h.sandbox.url });
    try {
      const expected = await runReport(q, { api: direct, now: new Date(REQUESTED_AT), currency: 'USD', includeRestricted: false, includeOptout: false });
      expect(message.report).toEqual(expected);
      expect(message.report.period.label).toBe('Last month · Oct 1–31, 2026');
    } finally {
      await direct.close();
    }
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
    h = await startHarness({ charts: { render: () => Promise.reject(new Error('canvas is broken')) } });
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
      text: `Referrals · last month could not be made. The reporting service rejected our key. Ask an admin to check REPORTING_API_KEY and how it is sent. (ref ${correlationId})`,
    });
    const job = await jobWhen(h.jobs.queue!, jobId, 'failed');
    expect(job.attemptsStarted).toBe(1);
    // One try of the one request: neither the job nor the client tried again.
    expect(h.sandbox.stats.requests).toBe(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(h.deliverer.deliveries).toHaveLength(1);
    expect(h.log.events('job_failed')).toEqual([expect.objectContaining({ code: 'unauthorized', final: true, retryable: false })]);
  });

  it('gives up on a platform that keeps answering 429 after the last try, with one message', async () => {
    h = await startHarness({ env: { JOB_ATTEMPTS: '3' } });
    h.deliverer.failNext(3, () => new DeliveryError('rate_limited', { platformCode: 'ratelimited' }), (_t, m) => m.kind === 'report');
    const { correlationId } = await h.jobs.enqueueReport({ query: query('referrals last-month'), target: slackTarget(), requester: requester() });
    const [notice] = await h.deliverer.waitFor(1, 10_000);
    expect(notice!.message.kind).toBe('notice');
    expect((notice!.message as { text: string }).text).toBe(
      `Referrals · last month could not be posted. The chat service asked me to slow down, so the report could not be posted yet. (ref ${correlationId})`,
    );
    expect(h.deliverer.calls).toBe(4);
    expect(h.log.events('delivery_failed')).toHaveLength(3);
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
