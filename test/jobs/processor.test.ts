/**
 * The processor's table (jobs/processor.ts): each job name reaches its own handler, a name
 * that is not ours and a kind this process is not set up for fail for good with their reason,
 * and the books handler (jobs/books-snapshot.ts) records the day it was scheduled for. Hand-made
 * jobs, the sandbox with the chat fixtures over loopback HTTP, a recording deliverer; no queue, no Redis.
 */
import { UnrecoverableError } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryBooksHistory } from '../../jobs/books-history.js';
import { booksJobHandler } from '../../jobs/books-snapshot.js';
import { createPlatforms } from '../../jobs/platforms.js';
import { createProcessor } from '../../jobs/processor.js';
import { jobSchemas } from '../../jobs/queue.js';
import { createReportingApi, type ReportingApi } from '../../src/api/index.js';
import { parseConfig } from '../../src/config.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/index.js';
import { RecordingDeliverer, recordingPlatforms } from '../helpers/recording-deliverer.js';
import { fixtureService, handMadeJob } from './job-handle.js';
import { LogCapture, NOW, query, requester, slackTarget } from './harness.js';

let service: Awaited<ReturnType<typeof fixtureService>>;
let api: ReportingApi;
beforeAll(async () => {
  service = await fixtureService();
  ({ api } = service);
});
afterAll(() => service?.close());

function processorWithout() {
  const deliverer = new RecordingDeliverer();
  const log = new LogCapture();
  const platforms = createPlatforms(recordingPlatforms(deliverer));
  const processor = createProcessor({
    api,
    deliverer: platforms.deliverer,
    platforms,
    schemas: jobSchemas(platforms.targetSchema),
    charts: null,
    reports: { currency: 'USD', includeRestricted: false, includeOptout: false },
    firings: null,
    logger: log.logger,
  });
  return { deliverer, log, processor };
}

describe('the processor', () => {
  it('hands a report job to the report handler', async () => {
    const { deliverer, processor } = processorWithout();
    const data = {
      query: query('referrals last-month'),
      target: slackTarget(),
      requester: requester(),
      correlationId: 'r-table001',
      requestedAt: NOW.toISOString(),
    };
    expect(await processor(handMadeJob('report', data))).toEqual({ status: 'delivered', messageId: 'rec-1', correlationId: 'r-table001' });
    expect(deliverer.reports()).toHaveLength(1);
  });

  it('fails for good, with its reason, a job name that is not ours and the kinds this process is not set up for', async () => {
    const { deliverer, log, processor } = processorWithout();
    await expect(processor(handMadeJob('nope', {}))).rejects.toThrow(new UnrecoverableError('unknown job name nope'));
    // Inherited names of a plain object are not job names either.
    await expect(processor(handMadeJob('toString', {}))).rejects.toThrow(new UnrecoverableError('unknown job name toString'));
    await expect(processor(handMadeJob('subscription', { subscriptionId: 'abc234', scheduledAt: 1 }))).rejects.toThrow(
      new UnrecoverableError('subscriptions_disabled'),
    );
    await expect(processor(handMadeJob('books-snapshot', {}))).rejects.toThrow(new UnrecoverableError('books_disabled'));
    expect(log.events('job_failed').map((l) => l.code)).toEqual(['unknown_job', 'unknown_job', 'subscriptions_disabled', 'books_disabled']);
    expect(deliverer.deliveries).toEqual([]);
  });
});

describe('the books handler', () => {
  // The look-ahead comes from the generated sandbox (the chat fixtures have none).
  let generated: Sandbox;
  let lookahead: ReportingApi;
  beforeAll(async () => {
    generated = await startSandbox({ now: NOW });
    const config = parseConfig({ REPORTING_API_URL: generated.url, REPORTING_API_KEY: generated.apiKey, REPORTING_API_RETRIES: '0' });
    lookahead = createReportingApi({ ...config.api, url: generated.url });
  });
  afterAll(async () => {
    await lookahead?.close();
    await generated?.close();
  });

  it('records the books of the day the job was scheduled for, not the day it ran', async () => {
    const books = createMemoryBooksHistory();
    const handler = booksJobHandler({ api: lookahead, books, logger: new LogCapture().logger, timeZone: 'UTC' });
    // Scheduled for 00:30 UTC on Nov 20; run (late) whenever this test runs.
    const scheduledAt = Date.parse('2026-11-20T00:30:00Z');
    const result = await handler(handMadeJob('books-snapshot', {}, { scheduledAt }));
    expect(result).toEqual({ status: 'recorded', filters: ['all'], correlationId: `books-${scheduledAt}` });
    expect(await books.oldestDay('all')).toBe('2026-11-20');
    // One given in the payload wins over the scheduler's.
    const payloadAt = Date.parse('2026-11-18T00:30:00Z');
    await handler(handMadeJob('books-snapshot', { scheduledAt: payloadAt }, { scheduledAt }));
    expect(await books.oldestDay('all')).toBe('2026-11-18');
  });
});
