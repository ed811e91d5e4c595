/**
 * Parts for the handlers' own tests. A job as a handler sees it (`JobHandle`), made by hand:
 * what a runner would give, with `defer` and `release` throwing the runner's own signals as
 * BullMQ's worker and the inline runner do, and noting that they were called. And the
 * service the reports are made from: the sandbox with the chat fixtures and its real client.
 */
import { DelayedError, WaitingError } from 'bullmq';
import type { JobHandle } from '../../jobs/job.js';
import { createReportingApi, type ReportingApi } from '../../src/api/index.js';
import { parseConfig } from '../../src/config.js';
import type { Sandbox } from '../../src/sandbox/index.js';
import { startFixtureSandbox } from '../helpers/fixtures.js';

export interface HandMadeJob extends JobHandle {
  /** The delays `defer` was called with. */
  deferred: number[];
  /** How often `release` was called. */
  released: number;
}

let seq = 0;

export function handMadeJob(
  name: string,
  data: unknown,
  over: Partial<Pick<JobHandle, 'id' | 'attemptsMade' | 'attempts' | 'timestamp' | 'scheduledAt' | 'signal'>> = {},
): HandMadeJob {
  const job: HandMadeJob = {
    id: `hand-${++seq}`,
    name,
    data,
    attemptsMade: 0,
    attempts: 3,
    timestamp: Date.now(),
    ...over,
    deferred: [],
    released: 0,
    async defer(ms) {
      job.deferred.push(ms);
      throw new DelayedError();
    },
    async release() {
      job.released += 1;
      throw new WaitingError();
    },
  };
  return job;
}

/** The sandbox with the chat fixtures over loopback HTTP, and the real client of it; `close()` stops both. */
export async function fixtureService(): Promise<{ sandbox: Sandbox; api: ReportingApi; close(): Promise<void> }> {
  const sandbox = await startFixtureSandbox();
  const config = parseConfig({ REPORTING_API_URL: sandbox.url, REPORTING_API_KEY: sandbox.apiKey, REPORTING_API_RETRIES: '0' });
  const api = createReportingApi({ ...config.api, url: sandbox.url });
  return {
    sandbox,
    api,
    async close() {
      await api.close();
      await sandbox.close();
    },
  };
}
