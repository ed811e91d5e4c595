/**
 * One measurement of the jobs benchmark, in its own process so its peak RSS is its own:
 * `node jobs-measure.js <serviceUrl> <key> <concurrency>`. Sets up 1,000 subscriptions over
 * 200 channels and 20 distinct commands on a fresh Redis prefix, enqueues every firing for
 * the same scheduled minute (what the job schedulers do at that minute), and times until the
 * recording deliverer has all 1,000. Prints one JSON line.
 */
import { randomUUID } from 'node:crypto';
import { createReportingApi } from '../src/api/index.js';
import { parseConfig } from '../src/config.js';
import { createLogger } from '../src/log.js';
import { parseCommand } from '../src/query/index.js';
import { createLocalChartRenderer } from '../src/render/charts.js';
import { enqueueFirings } from '../jobs/queue.js';
import { RecordingDeliverer, recordingPlatforms } from '../test/helpers/recording-deliverer.js';
import { closeRedis, connectRedis, deleteKeysWithPrefix } from '../jobs/redis.js';
import { connectJobsBackend, startJobs } from '../jobs/runtime.js';

const [serviceUrl, key, concurrency] = process.argv.slice(2) as [string, string, string];
const CHANNELS = 200;
const PER_CHANNEL = 5;
/** Monday 2026-11-23, 09:00 UTC: the minute every subscription fires. */
const SCHEDULED = new Date('2026-11-23T09:00:00Z');
const COMMANDS = [
  'digest last-week', 'digest yesterday', 'digest last-month', 'referrals last-week', 'referrals last-month',
  'referrals by channel last-month', 'referrals by geo last-month', 'referrals by channel last-week', 'occupancy next-4-weeks',
  'occupancy next-month', 'bookings last-week', 'bookings last-month', 'signups last-week', 'signups last-month',
  'stories last-week', 'stories last-month top 3', 'planners last-week', 'planners last-month', 'optouts last-week', 'optouts last-month',
];

const prefix = `bench-${randomUUID()}`;
const config = parseConfig({
  REDIS_URL: 'redis://127.0.0.1:6379',
  REDIS_PREFIX: prefix,
  REPORTING_API_URL: serviceUrl,
  REPORTING_API_KEY: key,
  WORKER_CONCURRENCY: concurrency,
  LOG_LEVEL: 'warn',
});
const logger = createLogger({ level: 'warn' }, process.stderr);
const backend = await connectJobsBackend(config, logger);
const api = createReportingApi({ ...config.api, url: serviceUrl }, backend.clientOptions);
const deliverer = new RecordingDeliverer();
const jobs = await startJobs(config, backend, { api, platforms: recordingPlatforms(deliverer), charts: createLocalChartRenderer(), logger });
const admin = await connectRedis(config.redis.url, 'producer');
try {
  const parsed = COMMANDS.map((c) => {
    const p = parseCommand(`subscribe ${c} every monday at 09:00`, { now: SCHEDULED, timeZone: 'UTC' });
    if (p.kind !== 'subscribe') throw new Error(`"${c}" is not a subscription: ${JSON.stringify(p)}`);
    return p;
  });
  const ids: string[] = [];
  for (let ch = 0; ch < CHANNELS; ch++) {
    for (let k = 0; k < PER_CHANNEL; k++) {
      const p = parsed[(ch * PER_CHANNEL + k) % COMMANDS.length]!;
      const target = { platform: 'slack' as const, teamId: 'T1', channelId: `C${String(ch).padStart(4, '0')}`, userId: 'U1' };
      const { subscription } = await jobs.subscriptions!.create({ target, query: p.query, schedule: p.schedule, creator: { userId: 'U1' } });
      ids.push(subscription.id);
    }
  }
  await fetch(`${serviceUrl}/__bench/reset`, { method: 'POST' });
  const t0 = performance.now();
  await enqueueFirings(jobs.queue!, ids, SCHEDULED);
  await deliverer.waitFor(ids.length, 600_000);
  const ms = Math.round(performance.now() - t0);
  const service = (await (await fetch(`${serviceUrl}/__bench/stats`)).json()) as { requests: number; distinct: number };
  const reports = deliverer.reports();
  process.stdout.write(
    `${JSON.stringify({
      concurrency: Number(concurrency),
      subscriptions: ids.length,
      channels: CHANNELS,
      commands: COMMANDS.length,
      delivered: reports.length,
      notices: deliverer.notices().length,
      charts: reports.reduce((n, d) => n + d.message.charts.length, 0),
      ms,
      jobsPerSecond: Math.round((ids.length / ms) * 1000),
      apiRequests: service.requests,
      distinctRequests: service.distinct,
      peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    })}\n`,
  );
} finally {
  await jobs.close();
  await api.close();
  await deleteKeysWithPrefix(admin, prefix);
  await closeRedis(admin);
}
