/**
 * The `report` job's handler (jobs/request-job.ts) on its own, called with a hand-made job:
 * the sandbox service (with the chat fixtures) over loopback HTTP makes the report, a recording deliverer stands for
 * the chat platform. No queue, no runner, no Redis.
 */
import { UnrecoverableError } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatforms } from '../../jobs/platforms.js';
import { jobSchemas } from '../../jobs/queue.js';
import { requestJobHandler, type RequestJobDeps } from '../../jobs/request-job.js';
import type { ReportingApi } from '../../src/api/index.js';
import { parseCommand } from '../../src/query/index.js';
import { runReport } from '../../src/reports/index.js';
import type { Sandbox } from '../../src/sandbox/index.js';
import { OCTOBER } from '../helpers/fixtures.js';
import { RecordingDeliverer, recordingPlatforms } from '../helpers/recording-deliverer.js';
import { fixtureService, handMadeJob } from './job-handle.js';
import { LogCapture, NOW, query, requester, slackTarget } from './harness.js';

let service: Awaited<ReturnType<typeof fixtureService>>;
let sandbox: Sandbox;
let api: ReportingApi;
beforeAll(async () => {
  service = await fixtureService();
  ({ sandbox, api } = service);
});
afterAll(() => service?.close());

function setup() {
  const deliverer = new RecordingDeliverer();
  const log = new LogCapture();
  const platforms = createPlatforms(recordingPlatforms(deliverer));
  const deps: RequestJobDeps = {
    api,
    runReport,
    reports: { currency: 'USD', includeRestricted: false, includeOptout: false },
    charts: null,
    deliverer: platforms.deliverer,
    platforms,
    logger: log.logger,
    schemas: jobSchemas(platforms.targetSchema),
    noteReport: () => undefined,
  };
  return { deliverer, log, handler: requestJobHandler(deps) };
}

const payload = (over: Record<string, unknown> = {}) => ({
  query: query('referrals last-month'),
  target: slackTarget('C0ASKED'),
  requester: requester('U0ASKER'),
  correlationId: 'r-req00001',
  requestedAt: NOW.toISOString(),
  ...over,
});

describe('the report job handler', () => {
  it('makes the report at the instant it was asked for and delivers it to the conversation it was asked in', async () => {
    const { deliverer, handler } = setup();
    const result = await handler(handMadeJob('report', payload()));
    expect(result).toEqual({ status: 'delivered', messageId: 'rec-1', correlationId: 'r-req00001' });
    const [delivery] = deliverer.reports();
    expect(delivery!.target).toEqual(slackTarget('C0ASKED'));
    // October's referral revenue, by hand from the fixture: $1,234.56.
    expect(JSON.stringify(delivery!.message.report)).toContain(String(OCTOBER.referralRevenue));
    expect(delivery!.message).toMatchObject({ charts: [], chartError: false, correlationId: 'r-req00001' });
    expect(delivery!.message.subscriptionId).toBeUndefined();
  });

  it('delivers a Download CSV request as the file, in the thread of the message that asked', async () => {
    const { deliverer, handler } = setup();
    const result = await handler(handMadeJob('report', payload({ as: 'csv', replaceMessageId: '1700000000.000100' })));
    expect(result).toMatchObject({ status: 'delivered' });
    expect(deliverer.deliveries.map((d) => d.message.kind)).toEqual(['csv']);
    expect(deliverer.deliveries[0]!.message).toMatchObject({ kind: 'csv', messageId: '1700000000.000100' });
  });

  it('puts what a Check now found above the report', async () => {
    const { deliverer, handler } = setup();
    const parsed = parseCommand('alert referrals revenue above $1 last-month', { now: NOW, timeZone: 'UTC' });
    if (parsed.kind !== 'alert') throw new Error('not an alert');
    await handler(handMadeJob('report', payload({ check: { alertId: 'abc234', condition: parsed.condition } })));
    const [delivery] = deliverer.reports();
    expect(delivery!.message.alert?.alertId).toBe('abc234');
    // $1,234.56 is above $1: the check says the condition holds, with the figure.
    expect(delivery!.message.alert?.text).toContain('$1,234.56');
  });

  it('tells whoever is waiting on a payload it cannot read to type the command again, and fails the job for good', async () => {
    const { deliverer, log, handler } = setup();
    const before = sandbox.stats.requests;
    const job = handMadeJob('report', { target: slackTarget('C0ASKED'), correlationId: 'r-broken1', query: {} });
    await expect(handler(job)).rejects.toBeInstanceOf(UnrecoverableError);
    expect(deliverer.notices().map((d) => d.message.text)).toEqual([
      'That request could not be read, so no report was made; please type the command again. (ref r-broken1)',
    ]);
    expect(log.events('job_failed').map((l) => l.code)).toEqual(['invalid_payload']);
    expect(sandbox.stats.requests).toBe(before);
  });
});
