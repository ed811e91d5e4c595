/** Pieces the Slack, Teams and preview harnesses share: expected reports and clean-up. */
import type { Queue } from 'bullmq';
import type { ReportingApi } from '../../src/api/index.js';
import type { Config } from '../../src/config.js';
import { runReport, type Report } from '../../src/reports/index.js';
import { closeRedis, connectRedis, deleteKeysWithPrefix } from '../../jobs/index.js';
import { sampleQuery } from '../../scripts/sample-reports.js';

/** The report a command should produce, computed directly against the same service. */
export function expectedReport(command: string, api: ReportingApi, now: Date, config: Pick<Config, 'reports'>): Promise<Report> {
  return runReport(sampleQuery(command, now, config.reports.timeZone), {
    api,
    now,
    currency: config.reports.currency,
    includeRestricted: false,
    includeOptout: false,
  });
}

/** Every job the queue holds, whatever its state. */
export async function queueSize(queue: Queue): Promise<number> {
  const counts = await queue.getJobCounts('waiting', 'active', 'completed', 'failed', 'delayed', 'prioritized', 'waiting-children');
  return Object.values(counts).reduce((a, b) => a + b, 0);
}

/** Deletes every key a test wrote under its own prefix. */
export async function dropRedisPrefix(url: string, prefix: string): Promise<void> {
  const redis = await connectRedis(url, 'producer', 'test-cleanup');
  await deleteKeysWithPrefix(redis, prefix);
  await closeRedis(redis);
}
