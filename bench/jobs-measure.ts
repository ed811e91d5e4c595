/**
 * One measurement of the jobs benchmark, in its own process so its peak RSS is its own:
 * `node jobs-measure.js <serviceUrl> <key> <slackApiUrl> <concurrency> <shared|alone>`.
 *
 * Sets up 1,000 subscriptions over 200 distinct commands (5 firings of each) in 200 Slack
 * channels (5 each, 5 different commands per channel) on a fresh Redis prefix, enqueues
 * every firing for the same scheduled minute (what the job schedulers do at that minute),
 * and times until the real Slack deliverer (adapters/slack, with its 1 message/s/channel
 * pacer) has had all 1,000 posted to the fake Slack. Prints one JSON line.
 *
 * - `shared`: the production defaults (shared fetches in Redis for 300 s, shared reports,
 *   shared chart drawings).
 * - `alone`: nothing shared: `SHARED_FETCH_TTL_SECONDS=0` turns off the Redis answers and
 *   keeps no finished report; what is left is sharing between identical work *in flight at
 *   the same moment* (transport, reports) and the last 64 chart drawings (of any command).
 *   The firings are queued so that the five of one command are 200 jobs apart (never in
 *   flight together, and 199 other commands' charts in between), and the in-process cache
 *   lookups are counted so the run proves it: a shared-report hit in the baseline is
 *   reported as MISSED. Chart reuse is counted apart: different commands can draw the very
 *   same chart (referrals, by channel and by geo over the same days share a trend), and
 *   that memory has no switch.
 */
import { randomUUID } from 'node:crypto';
import { createSlackPlatform } from '../adapters/slack/index.js';
import { enqueueFirings } from '../jobs/queue.js';
import { closeRedis, connectRedis, deleteKeysWithPrefix } from '../jobs/redis.js';
import { connectJobsBackend, startJobs } from '../jobs/runtime.js';
import type { JobsObserver } from '../jobs/observer.js';
import { createReportingApi } from '../src/api/index.js';
import { parseConfig } from '../src/config.js';
import { createLogger } from '../src/log.js';
import { parseCommand } from '../src/query/index.js';
import { createLocalChartRenderer } from '../src/render/charts.js';
import { registerBuiltInReports } from '../src/reports/built-in.js';
import { FAKE_TOKEN } from '../test/slack/fake-slack.js';
import { SIGNING_SECRET } from '../test/slack/helpers.js';
import { subscriptionCommands } from './commands.js';

registerBuiltInReports();
const [serviceUrl, key, slackApiUrl, concurrency, mode] = process.argv.slice(2) as [string, string, string, string, 'shared' | 'alone'];
const COMMANDS = 200;
const PER_COMMAND = 5;
const CHANNELS = 200;
/** Monday 2026-11-23, 09:00 UTC: the minute every subscription fires. */
const SCHEDULED = new Date('2026-11-23T09:00:00Z');
const TIMEOUT_MS = 600_000;

const prefix = `bench-jobs-${randomUUID()}`;
const config = parseConfig({
  REDIS_URL: 'redis://127.0.0.1:6379',
  REDIS_PREFIX: prefix,
  REPORTING_API_URL: serviceUrl,
  REPORTING_API_KEY: key,
  SLACK_BOT_TOKEN: FAKE_TOKEN,
  SLACK_SIGNING_SECRET: SIGNING_SECRET,
  SLACK_API_URL: slackApiUrl,
  WORKER_CONCURRENCY: concurrency,
  SHARED_FETCH_TTL_SECONDS: mode === 'shared' ? '300' : '0',
  LOG_LEVEL: 'warn',
});
const logger = createLogger({ level: 'warn' }, process.stderr);

// Counts what the worker did: deliveries (the end of the run), failures, cache lookups.
const counts = { delivered: 0, deliveryErrors: 0, failedJobs: 0, reportHits: 0, reportMisses: 0, chartHits: 0, chartMisses: 0 };
let allDone: () => void = () => undefined;
const done = new Promise<void>((resolve) => (allDone = resolve));
const observer: JobsObserver = {
  requested: () => undefined,
  job: (_job, _report, outcome) => {
    if (outcome === 'failed') counts.failedJobs++;
  },
  report: () => undefined,
  delivery: (_platform, outcome) => {
    if (outcome === 'ok') counts.delivered++;
    else counts.deliveryErrors++;
    if (counts.delivered + counts.deliveryErrors >= COMMANDS * PER_COMMAND) allDone();
  },
  cache: (cache, hit) => {
    if (cache === 'report') counts[hit ? 'reportHits' : 'reportMisses']++;
    else if (cache === 'chart') counts[hit ? 'chartHits' : 'chartMisses']++;
  },
};

const backend = await connectJobsBackend(config, logger);
const api = createReportingApi({ ...config.api, url: serviceUrl }, backend.clientOptions);
const slack = createSlackPlatform({ config: config.slack!, logger });
const jobs = await startJobs(config, backend, { api, platforms: [slack], charts: createLocalChartRenderer(), logger, observer });
const admin = await connectRedis(config.redis.url, 'producer');
try {
  const parsed = subscriptionCommands(COMMANDS).map((c) => {
    const p = parseCommand(`subscribe ${c} every monday at 09:00`, { now: SCHEDULED, timeZone: 'UTC' });
    if (p.kind !== 'subscribe') throw new Error(`"${c}" is not a subscription: ${JSON.stringify(p)}`);
    return p;
  });
  // Queue order = creation order: the five firings of one command are 200 jobs apart, and
  // neighbours in the queue go to different channels. Channel (c + 41 r) mod 200 gives each
  // channel five different commands, one from each round, 200 jobs apart.
  const ids: string[] = [];
  for (let r = 0; r < PER_COMMAND; r++) {
    for (let c = 0; c < COMMANDS; c++) {
      const channel = (c + 41 * r) % CHANNELS;
      const target = { platform: 'slack' as const, teamId: 'T1', channelId: `C${String(channel).padStart(4, '0')}`, userId: 'U1' };
      const { subscription } = await jobs.subscriptions!.create({
        target,
        query: parsed[c]!.query,
        schedule: parsed[c]!.schedule,
        creator: { userId: 'U1' },
      });
      ids.push(subscription.id);
    }
  }
  await fetch(`${serviceUrl}/__bench/reset`, { method: 'POST' });
  const t0 = performance.now();
  await enqueueFirings(jobs.queue!, ids, SCHEDULED);
  const timeout = setTimeout(allDone, TIMEOUT_MS);
  await done;
  clearTimeout(timeout);
  const ms = Math.round(performance.now() - t0);
  const service = (await (await fetch(`${serviceUrl}/__bench/stats`)).json()) as Record<string, number | null>;
  process.stdout.write(
    `${JSON.stringify({
      mode,
      concurrency: Number(concurrency),
      subscriptions: ids.length,
      commands: COMMANDS,
      channels: CHANNELS,
      ms,
      jobsPerSecond: Math.round((ids.length / ms) * 1000),
      ...counts,
      apiRequests: service.requests,
      distinctRequests: service.distinct,
      posted: service.posted,
      chartUploads: service.uploads,
      failedSlackCalls: service.failedSlackCalls,
      minChannelGapMs: service.minChannelGapMs,
      peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    })}\n`,
  );
} finally {
  await jobs.close();
  await api.close();
  await deleteKeysWithPrefix(admin, prefix);
  await closeRedis(admin);
}
