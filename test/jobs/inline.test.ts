import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createReportingApi, type ReportingApi } from '../../src/api/index.js';
import { parseConfig, type Config } from '../../src/config.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/index.js';
import { createInlineRunner } from '../../jobs/inline.js';
import { createPlatforms } from '../../jobs/platforms.js';
import { createProcessor } from '../../jobs/processor.js';
import { JOB_NAMES, jobSchemas } from '../../jobs/queue.js';
import { dropRedisPrefix } from '../helpers/harness-parts.js';
import { RecordingDeliverer, recordingPlatforms } from '../helpers/recording-deliverer.js';
import { probeRedis } from '../../jobs/redis.js';
import { JobsStartupError, connectJobsBackend, startJobs, type Jobs } from '../../jobs/runtime.js';
import { LogCapture, NOW, REDIS_URL, query, requester, slackTarget } from './harness.js';

const NOTHING_THERE = 'redis://127.0.0.1:1';

let sandbox: Sandbox | undefined;
let api: ReportingApi | undefined;
let jobs: Jobs | undefined;
afterEach(async () => {
  await jobs?.close();
  await api?.close();
  await sandbox?.close();
  jobs = api = sandbox = undefined;
});

/** The config main.ts gets when REDIS_URL is unset (the default URL then answers nothing here). */
function configWithout(env: Record<string, string> = {}): Config {
  const config = parseConfig({
    REPORTING_API_URL: 'http://127.0.0.1:1',
    REPORTING_API_KEY: 'k',
    REPORTING_API_RETRIES: '0',
    JOB_BACKOFF_MS: '100',
    ...env,
  });
  expect(config.redis.explicit).toBe(false);
  return { ...config, redis: { ...config.redis, url: NOTHING_THERE } };
}

async function startInline(env: Record<string, string> = {}, apiKey?: string) {
  sandbox = await startSandbox({ now: NOW });
  const config = configWithout(env);
  const log = new LogCapture();
  const backend = await connectJobsBackend(config, log.logger, 200);
  api = createReportingApi({ ...config.api, url: sandbox.url, key: apiKey ?? sandbox.apiKey }, backend.clientOptions);
  const deliverer = new RecordingDeliverer();
  jobs = await startJobs(config, backend, { api, platforms: recordingPlatforms(deliverer), charts: null, logger: log.logger, now: () => NOW });
  return { backend, deliverer, log, jobs, sandbox };
}

describe('without Redis', () => {
  it('runs reports inline, says so at start-up, and turns subscriptions off', async () => {
    const { backend, deliverer, log } = await startInline();
    expect(backend.mode).toBe('inline');
    expect(jobs!.mode).toBe('inline');
    expect(jobs!.subscriptions).toBeNull();
    expect(log.events('jobs_mode')).toEqual([
      expect.objectContaining({
        mode: 'inline',
        msg: 'Jobs run in-process: REDIS_URL is not set and nothing answers on redis://127.0.0.1:1. Scheduled digests are off.',
      }),
    ]);
    const { correlationId } = await jobs!.enqueueReport({ query: query('referrals last-month'), target: slackTarget(), requester: requester() });
    const [delivery] = await deliverer.waitFor(1, 10_000);
    expect(delivery!.message).toMatchObject({ kind: 'report', correlationId });
    await expect(jobs!.check()).resolves.toBeUndefined();
  });

  it('retries the same way: 500s then success is one delivery; a 401 is one message, no retry', async () => {
    const run = await startInline({ JOB_ATTEMPTS: '4' });
    run.sandbox.faults.failNext = 2;
    await jobs!.enqueueReport({ query: query('referrals last-month no-compare'), target: slackTarget(), requester: requester() });
    await run.deliverer.waitFor(1, 10_000);
    expect(run.sandbox.stats.requests).toBe(3);
    expect(run.deliverer.reports()).toHaveLength(1);
    expect(run.log.events('job_failed').map((l) => l.willRetry)).toEqual([true, true]);
    await jobs!.close();
    await api!.close();
    await sandbox!.close();

    const denied = await startInline({}, 'wrong-key');
    const { correlationId } = await jobs!.enqueueReport({
      query: query('referrals last-month no-compare'),
      target: slackTarget(),
      requester: requester(),
    });
    const [notice] = await denied.deliverer.waitFor(1, 10_000);
    expect(notice!.message).toMatchObject({ kind: 'notice', correlationId });
    expect((notice!.message as { text: string }).text).toContain('rejected our key');
    // Shutting down waits for running jobs and lists any still waiting or due for a retry:
    // none, so no second try can come.
    await jobs!.close();
    jobs = undefined;
    expect(denied.log.events('inline_jobs_dropped')).toEqual([]);
    expect(denied.sandbox.stats.requests).toBe(1);
    expect(denied.deliverer.deliveries).toHaveLength(1);
  });

  it('validates payloads the same way', async () => {
    const run = await startInline();
    await expect(jobs!.enqueueReport({ query: { report: 'nope' } as never, target: slackTarget(), requester: requester() })).rejects.toThrow();
    const log = new LogCapture();
    const deliverer = new RecordingDeliverer();
    const platforms = createPlatforms(recordingPlatforms(deliverer));
    const processor = createProcessor({
      api: api!,
      deliverer,
      platforms,
      schemas: jobSchemas(platforms.targetSchema),
      charts: null,
      reports: { currency: 'USD', includeRestricted: false, includeOptout: false },
      firings: null,
      logger: log.logger,
    });
    const runner = createInlineRunner(processor, { concurrency: 2, policy: { attempts: 3, backoffMs: 10 }, logger: log.logger });
    await runner.enqueue(JOB_NAMES.report, { target: slackTarget(), correlationId: 'r-broken2', query: {} });
    await runner.enqueue(JOB_NAMES.firing, { subscriptionId: 'abc234', scheduledAt: 1 });
    await runner.idle();
    expect(deliverer.notices().map((d) => d.message.correlationId)).toEqual(['r-broken2']);
    expect(log.events('job_failed').map((l) => l.code)).toEqual(['invalid_payload', 'subscriptions_disabled']);
    await runner.close(1_000);
    expect(run.sandbox.stats.requests).toBe(0);
  });

  it('stops with one sentence when REDIS_URL is set and Redis does not answer', async () => {
    const config = {
      ...configWithout(),
      redis: { url: 'redis://:secret@127.0.0.1:1', explicit: true, prefix: 'x', deploymentId: 'local', cluster: null },
    };
    const err = await connectJobsBackend(config, new LogCapture().logger).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(JobsStartupError);
    expect((err as Error).message).toBe(
      'REDIS_URL is set to redis://:***@127.0.0.1:1, but Redis is not answering there. Start Redis, fix REDIS_URL, or unset it to run without Redis.',
    );
  });

  it('uses the default Redis when REDIS_URL is unset and it answers', async () => {
    expect(await probeRedis(REDIS_URL, 500)).toBe(true);
    expect(await probeRedis(NOTHING_THERE, 200)).toBe(false);
    const config = parseConfig({});
    expect(config.redis).toEqual({ url: REDIS_URL, explicit: false, prefix: 'report-bot:local', deploymentId: 'local', cluster: null });
    // Connected under a prefix of its own: the shared Redis keeps nothing of this test.
    const prefix = `test-inline-${randomUUID()}`;
    const backend = await connectJobsBackend({ ...config, redis: { ...config.redis, prefix } }, new LogCapture().logger);
    try {
      expect(backend.mode).toBe('bullmq');
      expect(backend.clientOptions.cacheTtlMs).toBe(300_000);
    } finally {
      await backend.close();
      await dropRedisPrefix(REDIS_URL, prefix);
    }
  });
});

describe('the inline runner', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits between tries as BullMQ does: doubling from JOB_BACKOFF_MS, the upper half of each wait randomised', async () => {
    vi.useFakeTimers({ now: 0 });
    const tries: number[] = [];
    const ended: unknown[] = [];
    const runner = createInlineRunner(
      async () => {
        tries.push(Date.now());
        throw new Error('not yet');
      },
      { concurrency: 1, policy: { attempts: 3, backoffMs: 1_000 }, logger: new LogCapture().logger },
    );
    runner.onDone((outcome) => ended.push(outcome));
    await runner.enqueue(JOB_NAMES.report, {});
    await vi.advanceTimersByTimeAsync(0);
    expect(tries).toEqual([0]);
    // The first retry waits 1,000 ms, of which the last half is random: 500 to 1,000 ms.
    await vi.advanceTimersByTimeAsync(499);
    expect(tries).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(501);
    expect(tries).toHaveLength(2);
    expect(tries[1]! - tries[0]!).toBeGreaterThanOrEqual(500);
    // The second waits twice as long: 1,000 to 2,000 ms after the second try.
    await vi.advanceTimersByTimeAsync(tries[1]! + 999 - Date.now());
    expect(tries).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(tries[1]! + 2_000 - Date.now());
    expect(tries).toHaveLength(3);
    expect(tries[2]! - tries[1]!).toBeGreaterThanOrEqual(1_000);
    // Three tries in all, then the job has failed for good.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(tries).toHaveLength(3);
    expect(ended).toEqual([expect.objectContaining({ error: expect.any(Error) })]);
    await runner.close(1_000);
  });
});
