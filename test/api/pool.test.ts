/**
 * The client's keep-alive pool is sized for the reports a process makes at once
 * (`jobsAtOnce`, WORKER_CONCURRENCY): two connections each, so eight jobs asking for both
 * their periods never queue behind one another for a connection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReportingApi } from '../../src/api/index.js';
import { parseConfig } from '../../src/config.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
  // Long enough that every request of a burst is still open when the last one is sent.
  sandbox.faults.latencyMs = 300;
});
afterAll(() => sandbox?.close());

/** 20 distinct requests at once; how many the sandbox had open together. */
async function burst(jobsAtOnce: number | undefined): Promise<number> {
  const cfg = parseConfig({ REPORTING_API_URL: sandbox.url, REPORTING_API_KEY: sandbox.apiKey });
  const api = createReportingApi({ ...cfg.api, url: cfg.api.url! }, jobsAtOnce === undefined ? {} : { jobsAtOnce });
  sandbox.stats.reset();
  try {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => api.count('advocacyOptouts', { start: `2026-01-${String(i + 1).padStart(2, '0')}`, end: '2026-02-01' })),
    );
    return sandbox.stats.maxInFlight;
  } finally {
    await api.close();
  }
}

describe('the keep-alive pool', () => {
  // Issue 33: at least one report's widest wave (a lodging report with its per-type lookup: 12), up from 8.
  it('keeps 12 connections by default (page concurrency 4 + 2, at least the widest wave of one report)', async () => {
    expect(await burst(undefined)).toBe(12);
  });

  it('keeps two per report made at once: 8 jobs at once, 16 requests in flight', async () => {
    expect(await burst(8)).toBe(16);
  });
});
