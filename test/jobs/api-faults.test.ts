import { afterEach, describe, expect, it } from 'vitest';
import { chatFixtures } from '../helpers/fixtures.js';
import { query, requester, slackTarget, startHarness, type Harness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('a truncated answer from the reporting service', () => {
  it('is retried, and the report is posted with the figures of the whole answer', async () => {
    // One client retry; the job itself is not retried for a bad_response, so a post proves the client's retry.
    h = await startHarness({ sandbox: { fixtures: chatFixtures() }, env: { REPORTING_API_RETRIES: '1', JOB_ATTEMPTS: '1' } });
    h.sandbox.faults.malformedNext = 1;
    await h.jobs.enqueueReport({ query: query('referrals last-month'), target: slackTarget(), requester: requester() });
    const [delivery] = await h.deliverer.waitFor(1, 10_000);
    const message = delivery!.message;
    if (message.kind !== 'report') throw new Error(`expected a report, got ${message.kind}`);
    // October in the chat fixtures: 1000 on the 7th and 234.56 on the 27th; September 1371.73 (see worker.test.ts).
    expect(Object.fromEntries(message.report.metrics.map((m) => [m.key, [m.value, m.previous]]))).toMatchObject({
      referralRevenue: [1234.56, 1371.73],
      referralTransactions: [12, 10],
    });
    expect(h.sandbox.faults.malformedNext).toBe(0);
    expect(h.log.events('api_retry')[0]).toMatchObject({ code: 'bad_response' });
  });
});
