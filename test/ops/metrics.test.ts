import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createMetrics, type Metrics } from '../../adapters/ops/index.js';
import { createReportingApi, type ReportingApi } from '../../src/api/index.js';
import { parseConfig } from '../../src/config.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/index.js';
import { DeliveryError } from '../../jobs/deliverer.js';
import { RecordingDeliverer, recordingPlatforms } from '../helpers/recording-deliverer.js';
import { closeRedis, connectRedis, deleteKeysWithPrefix } from '../../jobs/redis.js';
import { connectJobsBackend, startJobs, type Jobs, type JobsBackend } from '../../jobs/runtime.js';
import { LogCapture, NOW, REDIS_URL, jobWhen, query, requester, slackTarget } from '../jobs/harness.js';
import { sample, serve, type Served } from './helpers.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function scrape(served: Served): Promise<{ text: string; contentType: string | null }> {
  const res = await fetch(`${served.url}/metrics`);
  expect(res.status).toBe(200);
  return { text: await res.text(), contentType: res.headers.get('content-type') };
}

/** The real jobs runtime (BullMQ on Redis under a fresh prefix) with the metrics observers wired as main.ts does. */
async function startBot(): Promise<{
  metrics: Metrics;
  jobs: Jobs;
  counted: Pick<Jobs, 'enqueueReport'>;
  deliverer: RecordingDeliverer;
  served: Served;
  backend: JobsBackend;
}> {
  const prefix = `test-ops-${randomUUID()}`;
  const sandbox = await startSandbox({ now: NOW });
  cleanups.push(() => sandbox.close());
  const config = parseConfig({
    REDIS_URL,
    REDIS_PREFIX: prefix,
    REPORTING_API_URL: sandbox.url,
    REPORTING_API_KEY: sandbox.apiKey,
    REPORTING_API_RETRIES: '0',
    JOB_BACKOFF_MS: '100',
    SHUTDOWN_TIMEOUT_SECONDS: '1',
  });
  const log = new LogCapture();
  const metrics = createMetrics();
  const backend = await connectJobsBackend(config, log.logger);
  const api = createReportingApi({ ...config.api, url: sandbox.url }, { ...metrics.clientOptions(backend.clientOptions), logger: log.logger });
  const deliverer = new RecordingDeliverer();
  const jobs = await startJobs(config, backend, {
    api,
    platforms: recordingPlatforms(deliverer),
    charts: null,
    logger: log.logger,
    observer: metrics.jobs,
    now: () => NOW,
  });
  metrics.watchQueue(jobs.queue);
  const admin = await connectRedis(REDIS_URL, 'producer', 'test-ops-admin');
  cleanups.push(async () => {
    await jobs.close();
    await api.close();
    await deleteKeysWithPrefix(admin, prefix);
    await closeRedis(admin);
  });
  const served = await serve([metrics.route], log.logger, (server) => metrics.observeServer(server));
  cleanups.push(() => served.close());
  // Reports asked for are counted by the jobs runtime itself (its observer), as in main.ts.
  return { metrics, jobs, counted: jobs, deliverer, served, backend };
}

describe('GET /metrics', () => {
  it('exposes commands, jobs, report durations, deliveries, API requests, cache lookups, queue depth and process metrics after a job', async () => {
    const bot = await startBot();
    expect(bot.backend.mode).toBe('bullmq');
    const requestedAt = '2026-11-21T09:00:00.000Z';
    const first = await bot.counted.enqueueReport({
      query: query('referrals last-month'),
      target: slackTarget(),
      requester: requester(),
      requestedAt,
    });
    await jobWhen(bot.jobs.queue!, first.jobId, 'completed');
    // Same report at the same instant: made once, so the second is a report-cache hit.
    const second = await bot.counted.enqueueReport({
      query: query('referrals last-month'),
      target: slackTarget('C0002'),
      requester: requester(),
      requestedAt,
    });
    await jobWhen(bot.jobs.queue!, second.jobId, 'completed');

    const { text, contentType } = await scrape(bot.served);
    expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(sample(text, 'report_bot_commands_total', { platform: 'slack', command: 'referrals' })).toBe(2);
    expect(sample(text, 'report_bot_jobs_total', { job: 'report', report: 'referrals', outcome: 'completed' })).toBe(2);
    expect(sample(text, 'report_bot_report_duration_seconds_count', { report: 'referrals' })).toBe(2);
    expect(sample(text, 'report_bot_deliveries_total', { platform: 'slack', outcome: 'ok' })).toBe(2);
    expect(sample(text, 'report_bot_api_requests_total', { outcome: 'ok' })).toBeGreaterThan(0);
    expect(sample(text, 'report_bot_api_request_duration_seconds_count')).toBeGreaterThan(0);
    expect(sample(text, 'report_bot_cache_lookups_total', { cache: 'report', result: 'miss' })).toBe(1);
    expect(sample(text, 'report_bot_cache_lookups_total', { cache: 'report', result: 'hit' })).toBe(1);
    expect(sample(text, 'report_bot_cache_lookups_total', { cache: 'api', result: 'miss' })).toBeGreaterThan(0);
    for (const state of ['waiting', 'active', 'delayed', 'failed']) expect(sample(text, 'report_bot_queue_jobs', { state })).toBe(0);
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');

    // The first scrape itself is counted once it finished.
    const again = await scrape(bot.served);
    expect(sample(again.text, 'report_bot_http_requests_total', { route: '/metrics', method: 'GET', status: '200' })).toBeGreaterThanOrEqual(1);
  });

  it('counts a failed job and its failed delivery by platform and code', async () => {
    const bot = await startBot();
    bot.deliverer.failNext(
      1,
      new DeliveryError('rejected', { platformCode: 'invalid_blocks', userMessage: 'Slack refused the message.' }),
      (_t, m) => m.kind === 'report',
    );
    const { jobId } = await bot.counted.enqueueReport({ query: query('referrals last-month'), target: slackTarget(), requester: requester() });
    await jobWhen(bot.jobs.queue!, jobId, 'failed');

    const { text } = await scrape(bot.served);
    expect(sample(text, 'report_bot_jobs_total', { job: 'report', report: 'referrals', outcome: 'failed' })).toBe(1);
    expect(sample(text, 'report_bot_deliveries_total', { platform: 'slack', outcome: 'error', code: 'rejected' })).toBe(1);
    // The requester still got the one-sentence notice.
    expect(sample(text, 'report_bot_deliveries_total', { platform: 'slack', outcome: 'ok' })).toBe(1);
    expect(sample(text, 'report_bot_queue_jobs', { state: 'failed' })).toBe(1);
  });
});

describe('API request metrics', () => {
  let sandbox: Sandbox;
  let api: ReportingApi;

  async function start(metrics: Metrics): Promise<void> {
    sandbox = await startSandbox({ now: NOW });
    const config = parseConfig({ REPORTING_API_URL: sandbox.url, REPORTING_API_KEY: sandbox.apiKey, REPORTING_API_RETRIES: '2' });
    api = createReportingApi({ ...config.api, url: sandbox.url }, { ...metrics.clientOptions({}), retryBaseMs: 1, retryMaxMs: 5 });
    cleanups.push(async () => {
      await api.close();
      await sandbox.close();
    });
  }

  it('moves the retry and error counters by operation and code when the service fails', async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    await start(metrics);
    const range = { start: '2026-10-01', end: '2026-10-31' };

    await api.count('advocacyOptouts', range);
    let text = await metrics.registry.metrics();
    const ok = sample(text, 'report_bot_api_requests_total', { outcome: 'ok' });
    expect(ok).toBe(1);
    expect(sample(text, 'report_bot_api_retries_total')).toBeUndefined();

    sandbox.faults.failNext = 1;
    await api.count('advocacyOptouts', { ...range, end: '2026-10-30' });
    text = await metrics.registry.metrics();
    expect(sample(text, 'report_bot_api_retries_total', { code: 'unavailable' })).toBe(1);
    expect(sample(text, 'report_bot_api_requests_total', { outcome: 'retry' })).toBe(1);
    expect(sample(text, 'report_bot_api_errors_total')).toBeUndefined();

    sandbox.faults.failNext = 3;
    await expect(api.count('advocacyOptouts', { ...range, end: '2026-10-29' })).rejects.toMatchObject({ code: 'unavailable' });
    text = await metrics.registry.metrics();
    expect(sample(text, 'report_bot_api_retries_total', { code: 'unavailable' })).toBe(3);
    expect(sample(text, 'report_bot_api_errors_total', { code: 'unavailable' })).toBe(1);
    expect(sample(text, 'report_bot_api_requests_total', { outcome: 'error' })).toBe(1);
    // Every series names its operation.
    expect(text).toMatch(/report_bot_api_errors_total\{operation="[a-z0-9_.:-]+",code="unavailable"\} 1/);
  });

  it('counts a request the service refuses as an error without a retry', async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    sandbox = await startSandbox({ now: NOW });
    const config = parseConfig({ REPORTING_API_URL: sandbox.url, REPORTING_API_KEY: 'wrong-key' });
    api = createReportingApi({ ...config.api, url: sandbox.url }, { observer: metrics.api, retryBaseMs: 1 });
    cleanups.push(async () => {
      await api.close();
      await sandbox.close();
    });
    await expect(api.count('advocacyOptouts', { start: '2026-10-01', end: '2026-10-31' })).rejects.toMatchObject({ code: 'unauthorized' });
    const text = await metrics.registry.metrics();
    expect(sample(text, 'report_bot_api_errors_total', { code: 'unauthorized' })).toBe(1);
    expect(sample(text, 'report_bot_api_retries_total')).toBeUndefined();
  });
});
