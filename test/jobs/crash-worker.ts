/**
 * A worker process that can die at a chosen instant of a firing, with the real Slack
 * deliverer posting to the fake Slack of the test that started it (or, without a Slack URL,
 * a recording deliverer). Started by exactly-once.test.ts and bench/crash.ts:
 * `node --import tsx crash-worker.ts '<json CrashWorkerArgs>'`.
 *
 * Instants it kills itself at (SIGKILL, nothing flushed): `api` (the first call to the
 * reporting service), `before-record` (the platform answered the post; its id is not yet
 * written), `after-record` (written; BullMQ not yet told), `after-alert-state` (an alert's
 * check is recorded in Redis; nothing is posted yet). Instants inside a Slack call
 * (`upload`, `post`) are the test's to act out: its fake Slack kills this process by pid
 * while answering. `none` runs jobs until killed. Prints `READY` once the worker runs and
 * `DELIVERED <messageId>` before an `after-record` kill.
 */
import { writeSync } from 'node:fs';
import { createReportingApi, type ReportingApi } from '../../src/api/index.js';
import { parseConfig } from '../../src/config.js';
import { createLogger } from '../../src/log.js';
import { createChartRenderer } from '../../src/render/charts.js';
import { registerBuiltInReports } from '../../src/reports/built-in.js';
import { createSlackClient } from '../../adapters/slack/client.js';
import { createSlackDeliverer } from '../../adapters/slack/deliverer.js';
import { ChannelPacer } from '../../adapters/slack/pacer.js';
import { slackAddressing } from '../../adapters/slack/target.js';
import { createRedisAlertStateStore, type AlertStateStore } from '../../jobs/alert-state.js';
import { createRedisFiringLedger, type FiringLedger } from '../../jobs/firing.js';
import { createPlatforms } from '../../jobs/platforms.js';
import { createProcessor } from '../../jobs/processor.js';
import { createReportsQueue, jobSchemas } from '../../jobs/queue.js';
import { connectRedis } from '../../jobs/redis.js';
import { createRedisSubscriptionStore } from '../../jobs/subscription-store.js';
import { createSubscriptionService } from '../../jobs/subscriptions.js';
import { startWorker } from '../../jobs/worker.js';
import { RecordingDeliverer, recordingPlatforms } from '../helpers/recording-deliverer.js';

export type CrashAt = 'api' | 'after-alert-state' | 'before-record' | 'after-record' | 'none';

export interface CrashWorkerArgs {
  redisUrl: string;
  /** A Redis Cluster's seeds (REDIS_CLUSTER_NODES), used instead of `redisUrl` when given. */
  clusterNodes?: string;
  prefix: string;
  sandboxUrl: string;
  apiKey: string;
  crashAt: CrashAt;
  /** The fake Slack's Web API URL; without it, a recording deliverer. */
  slackApiUrl?: string;
  slackToken?: string;
  /** Firing claim lease (default 1.5 s: a crashed claim is over soon). */
  leaseMs?: number;
  /** BullMQ's maxStalledCount for this worker (default 4, the tries of a job). */
  maxStalledCount?: number;
}

// A process of its own, so a composition root of its own: the worker makes reports.
registerBuiltInReports();
const args = JSON.parse(process.argv[2]!) as CrashWorkerArgs;
const die = (line?: string): never => {
  if (line) writeSync(1, `${line}\n`);
  process.kill(process.pid, 'SIGKILL');
  throw new Error('unreachable');
};
const config = parseConfig({
  REDIS_URL: args.redisUrl,
  ...(args.clusterNodes ? { REDIS_CLUSTER_NODES: args.clusterNodes, REDIS_PREFIX: args.prefix } : {}),
  REPORTING_API_URL: args.sandboxUrl,
  REPORTING_API_KEY: args.apiKey,
  REPORTING_API_RETRIES: '0',
});
const logger = createLogger({ level: 'silent' });
const producer = await connectRedis(args.redisUrl, 'producer', undefined, config.redis.cluster);

const realApi = createReportingApi({ ...config.api, url: args.sandboxUrl });
// Every method of the client: the first call is where an `api` crash happens.
const api = new Proxy(realApi, {
  get(target, key, receiver) {
    const value = Reflect.get(target, key, receiver) as unknown;
    if (args.crashAt !== 'api' || typeof value !== 'function' || key === 'close') return value;
    return () => die();
  },
}) as ReportingApi;

const slack = args.slackApiUrl
  ? createSlackDeliverer({
      client: createSlackClient(args.slackToken!, args.slackApiUrl, { logger }, { retries: 0 }),
      logger,
      pacer: new ChannelPacer(1),
    })
  : null;
const recording = new RecordingDeliverer({ idPrefix: 'crashed' });
const platforms = createPlatforms(slack ? [{ ...slackAddressing, deliverer: slack, abilities: slack }] : recordingPlatforms(recording));
const store = createRedisSubscriptionStore(producer, args.prefix, platforms.targetSchema);
const queue = createReportsQueue(producer, args.prefix, { attempts: 4, backoffMs: 100 });
const real = createRedisFiringLedger(producer, args.prefix, { leaseMs: args.leaseMs ?? 1_500 });
const ledger: FiringLedger = {
  ...real,
  async markDelivered(id, at, token, messageId) {
    if (args.crashAt === 'before-record') die();
    await real.markDelivered(id, at, token, messageId);
    if (args.crashAt === 'after-record') die(`DELIVERED ${messageId}`);
  },
};
const realStates = createRedisAlertStateStore(producer, args.prefix);
const alertStates: AlertStateStore = {
  ...realStates,
  async record(id, at, check) {
    const decision = await realStates.record(id, at, check);
    if (args.crashAt === 'after-alert-state') die();
    return decision;
  },
};
const processor = createProcessor({
  api,
  deliverer: platforms.deliverer,
  platforms,
  schemas: jobSchemas(platforms.targetSchema),
  charts: slack ? createChartRenderer({ mode: 'local', quickchartUrl: '' }) : null,
  reports: { currency: 'USD', includeRestricted: false, includeOptout: false },
  firings: { store, service: createSubscriptionService({ store, alertStates, queue, platforms, logger }), ledger, alertStates },
  logger,
});
// A short lock, so the job is found stalled soon after this process is gone. The stalled
// check is short too: BullMQ runs it at most once per interval across all workers of a queue.
startWorker(processor, {
  connection: await connectRedis(args.redisUrl, 'worker', undefined, config.redis.cluster),
  prefix: args.prefix,
  concurrency: 1,
  logger,
  lockDuration: 1_000,
  stalledInterval: 300,
  maxStalledCount: args.maxStalledCount ?? 4,
});
writeSync(1, 'READY\n');
