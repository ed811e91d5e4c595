/**
 * Starting the jobs part of the bot, in one of two modes:
 * - `bullmq`: the `reports` queue on Redis, a worker in this process (unless told not to),
 *   subscriptions as job schedulers, firing claims and the shared response cache in Redis.
 * - `inline`: no Redis. The same processor runs in this process with the same validation and
 *   retries; subscriptions are off and answer `SUBSCRIPTIONS_NEED_REDIS`.
 *
 * Two steps, because the reporting client is built between them with the Redis response
 * cache: `connectJobsBackend` (decide the mode, connect) then `startJobs`.
 */
import type { Queue } from 'bullmq';
import { ZodError } from 'zod';
import { createAccess, createMemoryAccessStore, type Access } from '../src/access/index.js';
import type { ReportingApi } from '../src/api/client.js';
import { createRedisAccessStore } from './access-store.js';
import type { ClientOptions } from '../src/api/client.js';
import type { FollowUps } from '../src/commands/index.js';
import { DEFAULT_PREFIX_BASE, reportSettings, type Config } from '../src/config.js';
import type { Logger } from '../src/log.js';
import type { ChartRenderer } from '../src/render/charts.js';
import { checkReportAccess, runReport } from '../src/reports/index.js';
import { notifyAbandoned } from './abandoned.js';
import { createRedisAlertStateStore } from './alert-state.js';
import { createMemoryBooksHistory, createRedisBooksHistory } from './books-history.js';
import { scheduleBooksSnapshots } from './books-snapshot.js';
import { createRedisFiringLedger } from './firing.js';
import { createMemoryFollowUps, createRedisFollowUps } from './follow-ups.js';
import { createMemoryMessageVersions, createRedisMessageVersions } from './message-versions.js';
import { createInlineRunner } from './inline.js';
import type { FiringDeps } from './job.js';
import { observeDeliveries, type JobsObserver } from './observer.js';
import { createPlatforms, type PlatformDelivery } from './platforms.js';
import { createProcessor } from './processor.js';
import { JOB_NAMES, QUEUE_NAME, createReportsQueue, enqueueReport, jobSchemas, reportJob, type ReportRequest, type RetryPolicy } from './queue.js';
import { closeRedis, connectRedis, describeCluster, probeRedis, redactRedisUrl, type RedisClient } from './redis.js';
import { createRedisHealth } from './redis-health.js';
import { claimPrefix } from './deployment.js';
import { createRedisResponseCache, sharedChartRenderer, sharedReports } from './sharing.js';
import { createRedisSubscriptionStore } from './subscription-store.js';
import { createSubscriptionService, type SubscriptionService } from './subscriptions.js';
import { settlesWithin, startWorker, type WorkerOptions } from './worker.js';

/** How long the default Redis URL gets to answer before the bot runs without Redis. */
export const PROBE_TIMEOUT_MS = 500;

/** The chosen mode and, with Redis, the producer connection. */
export interface JobsBackend {
  mode: 'bullmq' | 'inline';
  /** The Redis URL without its password, when there is one. */
  redisUrl?: string;
  /** Producer connection (fails fast); only in `bullmq` mode. */
  redis?: RedisClient;
  /** Pass to `connectReportingApi`/`createReportingApi`: the shared response cache, when on. */
  clientOptions: Pick<ClientOptions, 'cache' | 'cacheTtlMs'>;
  close(): Promise<void>;
}

/**
 * Before deployments had ids, every bot used the prefix `report-bot`. A bot upgraded from
 * then starts on its own prefix and would not see its earlier subscriptions: when it runs
 * on the default prefix and that version's queue is still there (one EXISTS, no scan of a
 * shared Redis), the operator is told how to keep them.
 */
async function warnOfEarlierKeys(redis: RedisClient, prefix: string, deploymentId: string, shown: string, logger: Logger): Promise<void> {
  if (prefix !== `${DEFAULT_PREFIX_BASE}:${deploymentId}`) return;
  const earlier = await redis.exists(`${DEFAULT_PREFIX_BASE}:${QUEUE_NAME}:meta`).catch(() => 0);
  if (earlier === 0) return;
  logger.warn(
    { event: 'earlier_prefix_found', prefix, earlierPrefix: DEFAULT_PREFIX_BASE },
    `Redis at ${shown} holds a queue and subscriptions under "${DEFAULT_PREFIX_BASE}", the prefix of an earlier version; this bot uses "${prefix}". Set REDIS_PREFIX=${DEFAULT_PREFIX_BASE} to keep them.`,
  );
}

/** Thrown when REDIS_URL was set and does not answer: one sentence for the operator. */
export class JobsStartupError extends Error {}

/**
 * Decides the mode: REDIS_URL set → Redis there (or a `JobsStartupError`); unset → the
 * default URL if it answers within `probeTimeoutMs`, else inline. Logs `jobs_mode`.
 */
export async function connectJobsBackend(
  config: Pick<Config, 'redis' | 'jobs'>,
  logger: Logger,
  probeTimeoutMs = PROBE_TIMEOUT_MS,
): Promise<JobsBackend> {
  const { url, explicit, prefix, deploymentId, cluster } = config.redis;
  const shown = cluster ? describeCluster(cluster) : redactRedisUrl(url);
  if (!explicit && !(await probeRedis(url, probeTimeoutMs))) {
    logger.info(
      { event: 'jobs_mode', mode: 'inline' },
      `Jobs run in-process: REDIS_URL is not set and nothing answers on ${shown}. Scheduled digests are off.`,
    );
    return { mode: 'inline', clientOptions: {}, close: async () => undefined };
  }
  let redis: RedisClient;
  try {
    redis = await connectRedis(url, 'producer', 'report-bot-producer', cluster);
  } catch (err) {
    if (!explicit) {
      logger.warn(
        { event: 'jobs_mode', mode: 'inline', err: String(err) },
        `Jobs run in-process: Redis on ${shown} answered once, then not. Scheduled digests are off.`,
      );
      return { mode: 'inline', clientOptions: {}, close: async () => undefined };
    }
    if (cluster)
      throw new JobsStartupError(`REDIS_CLUSTER_NODES names ${shown}, but it is not answering. Start the cluster or fix REDIS_CLUSTER_NODES.`, {
        cause: err,
      });
    throw new JobsStartupError(
      `REDIS_URL is set to ${shown}, but Redis is not answering there. Start Redis, fix REDIS_URL, or unset it to run without Redis.`,
      { cause: err },
    );
  }
  const owner = await claimPrefix(redis, prefix, deploymentId).catch(async (err: unknown) => {
    await closeRedis(redis);
    throw new JobsStartupError(`Redis at ${shown} answered once, then not; try again when it is steady.`, { cause: err });
  });
  if (owner !== null) {
    await closeRedis(redis);
    throw new JobsStartupError(
      `The Redis key prefix "${prefix}" on ${shown} belongs to deployment "${owner}", not to this one ("${deploymentId}"): two deployments on one queue take each other's jobs. Give this one its own REDIS_PREFIX (or unset it), or set DEPLOYMENT_ID=${owner} if it is the same deployment.`,
    );
  }
  await warnOfEarlierKeys(redis, prefix, deploymentId, shown, logger);
  const ttlMs = config.jobs.sharedFetchTtlSeconds * 1000;
  logger.info(
    { event: 'jobs_mode', mode: 'bullmq', redis: shown, prefix, deployment: deploymentId, sharedFetchTtlSeconds: config.jobs.sharedFetchTtlSeconds },
    `Jobs run on the BullMQ queue in Redis at ${shown}, under the key prefix "${prefix}" (deployment "${deploymentId}").`,
  );
  return {
    mode: 'bullmq',
    redisUrl: shown,
    redis,
    clientOptions: ttlMs > 0 ? { cache: createRedisResponseCache(redis, prefix), cacheTtlMs: ttlMs } : {},
    close: () => closeRedis(redis),
  };
}

export interface StartJobsDeps {
  api: ReportingApi;
  /**
   * The chat platforms (adapters/*): their targets are what job payloads and subscriptions
   * may hold, their deliverers post. One without a deliverer is known but not set up here.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each platform has its own target type; a deliverer of one takes no other, so no common T fits
  platforms: readonly PlatformDelivery<any>[];
  /** Null: reports without charts. Wrapped so identical charts are drawn once. */
  charts: ChartRenderer | null;
  logger: Logger;
  /** Run a worker in this process (default true); false for a producer-only process. */
  worker?: boolean;
  /** Lock and stalled-check timing (tests); BullMQ's defaults otherwise. */
  workerTiming?: Pick<WorkerOptions, 'lockDuration' | 'stalledInterval' | 'maxStalledCount'>;
  /** Hears job outcomes, report durations, deliveries and cache lookups (metrics). */
  observer?: JobsObserver;
  /**
   * Schedule the daily snapshot of the books (a job scheduler on the queue, with Redis only);
   * default false. The bot's main turns it on; tests that wait for an empty queue leave it off.
   */
  booksSnapshots?: boolean;
  /** See `ProcessorDeps.chartsFollow`; default true. */
  chartsFollow?: boolean;
  /**
   * The clock: when a request without its own `requestedAt` was asked, and when a subscription
   * is made or paused. Default: the machine's. Tests hand in a fixed instant.
   */
  now?: () => Date;
}

/** What the adapters use. */
export interface Jobs {
  mode: 'bullmq' | 'inline';
  /**
   * Queues a report; resolves once queued. When Redis does not take it (an outage), the
   * report runs in this process instead, so a command is never lost.
   */
  enqueueReport(request: ReportRequest): Promise<{ jobId: string; correlationId: string }>;
  /** Null without Redis: answer subscription commands with `SUBSCRIPTIONS_NEED_REDIS`. */
  subscriptions: SubscriptionService | null;
  /** For /readyz: resolves when the queue's Redis answers (always, inline). */
  check(): Promise<void>;
  /**
   * Who may see what: conversations' scopes, in Redis under the prefix (bullmq mode) or in
   * this process (inline: they last until restart). The front door and every job use it.
   */
  access: Access;
  /**
   * The last report of each thread (in Redis when there is one, else this process): the front
   * door reads and keeps it for follow-ups, and every report a job posts is kept under its
   * message's thread, so a reply there follows up on it.
   */
  followUps: FollowUps;
  /** The queue (bullmq mode): for tests, benchmarks and operators. */
  queue?: Queue;
  /** Graceful: stops taking jobs, lets running ones finish or hands them back, closes connections. */
  close(): Promise<void>;
}

export async function startJobs(
  config: Pick<Config, 'redis' | 'jobs' | 'reports' | 'api' | 'access'>,
  backend: JobsBackend,
  deps: StartJobsDeps,
): Promise<Jobs> {
  const { logger } = deps;
  const now = deps.now ?? (() => new Date());
  const policy: RetryPolicy = { attempts: config.jobs.attempts, backoffMs: config.jobs.backoffMs };
  const observer = deps.observer;
  const platforms = createPlatforms(deps.platforms);
  const schemas = jobSchemas(platforms.targetSchema);
  const requested = (request: ReportRequest) => observer?.requested(request.target.platform, request.query.report);
  // The history of the books lives with the queue: in Redis, or in memory without it.
  const books = backend.mode === 'bullmq' && backend.redis ? createRedisBooksHistory(backend.redis, config.redis.prefix) : createMemoryBooksHistory();
  const redisAccess = backend.redis ? createRedisAccessStore(backend.redis, config.redis.prefix, logger) : null;
  // Read once now, so a Redis outage later still knows every conversation's access (access-store.ts).
  await redisAccess
    ?.load()
    .catch((err: unknown) =>
      logger.warn({ event: 'access_load_failed', err: String(err) }, 'could not read access scopes at start; they are read per request'),
    );
  const accessStore = redisAccess ?? createMemoryAccessStore();
  const access = createAccess(accessStore, config.access.defaultAccess, (target) => platforms.conversationKey(target), checkReportAccess);
  const followUps = backend.redis ? createRedisFollowUps(backend.redis, config.redis.prefix) : createMemoryFollowUps();
  const base = {
    access,
    followUps,
    api: deps.api,
    books,
    messages: backend.redis ? createRedisMessageVersions(backend.redis, config.redis.prefix) : createMemoryMessageVersions(),
    deliverer: observer ? observeDeliveries(platforms.deliverer, observer) : platforms.deliverer,
    platforms,
    schemas,
    charts: deps.charts ? sharedChartRenderer(deps.charts, undefined, observer && ((hit) => observer.cache('chart', hit))) : null,
    // Firings of the same command at the same minute make one report (see sharing.ts).
    runReport: sharedReports(runReport, {
      ttlMs: config.jobs.sharedFetchTtlSeconds * 1000,
      onLookup: observer && ((hit) => observer.cache('report', hit)),
    }),
    reports: reportSettings(config),
    logger,
    observer,
    chartsFollow: deps.chartsFollow,
  };

  if (backend.mode === 'inline' || !backend.redis) {
    const runner = createInlineRunner(createProcessor({ ...base, firings: null }), { concurrency: config.jobs.concurrency, policy, logger });
    return {
      mode: 'inline',
      subscriptions: null,
      access,
      followUps,
      async enqueueReport(request) {
        requested(request);
        const job = reportJob(request, schemas, now());
        return { jobId: await runner.enqueue(JOB_NAMES.report, job, job.correlationId), correlationId: job.correlationId };
      },
      check: async () => undefined,
      close: () => runner.close(config.jobs.shutdownTimeoutMs),
    };
  }

  const redis = backend.redis;
  const prefix = config.redis.prefix;
  const queue = createReportsQueue(redis, prefix, policy);
  const health = createRedisHealth(logger, backend.redisUrl ?? redactRedisUrl(config.redis.url), redis);
  health.watch(redis);
  queue.on('error', (err) => health.error('queue', err));
  // Reports asked for while Redis is away run here, with the same processor and policy.
  const fallback = createInlineRunner(createProcessor({ ...base, firings: null }), { concurrency: config.jobs.concurrency, policy, logger });
  const store = createRedisSubscriptionStore(redis, prefix, platforms.targetSchema);
  const alertStates = createRedisAlertStateStore(redis, prefix);
  const subscriptions = createSubscriptionService({ store, alertStates, currency: config.reports.currency, queue, platforms, logger, now });
  const firings: FiringDeps = { store, service: subscriptions, ledger: createRedisFiringLedger(redis, prefix), alertStates };
  if (deps.booksSnapshots) {
    // Not fatal: without it pickup still comes from the days people ask for occupancy.
    await scheduleBooksSnapshots(queue, config.reports.timeZone).catch((err: unknown) =>
      logger.warn({ event: 'books_schedule_failed', err: String(err) }, 'could not schedule the daily snapshot of the books'),
    );
  }

  let workerRedis: RedisClient | undefined;
  let running: ReturnType<typeof startWorker> | undefined;
  if (deps.worker !== false) {
    workerRedis = await connectRedis(config.redis.url, 'worker', 'report-bot-worker', config.redis.cluster);
    health.watch(workerRedis);
    running = startWorker(createProcessor({ ...base, firings }), {
      connection: workerRedis,
      prefix,
      concurrency: config.jobs.concurrency,
      logger,
      onError: (err) => health.error('worker', err),
      // As many crashes survived as tries: a worker killed mid-job costs the job a try, no more.
      maxStalledCount: policy.attempts,
      onAbandoned: (job, times) => notifyAbandoned({ ...base, firings }, job, times),
      ...deps.workerTiming,
    });
    logger.info({ event: 'worker_started', concurrency: config.jobs.concurrency }, `Worker started (${config.jobs.concurrency} jobs at once).`);
  }

  let closing: Promise<void> | undefined;
  return {
    mode: 'bullmq',
    subscriptions,
    access,
    followUps,
    queue,
    async enqueueReport(request) {
      requested(request);
      // Validated (and its id made) first, so the same job is queued or run here.
      const job = reportJob(request, schemas, now());
      if (!health.down) {
        try {
          return await enqueueReport(queue, job);
        } catch (err) {
          if (err instanceof ZodError) throw err;
          // Redis did not take it: ioredis fails at once without an offline queue (redis.ts).
        }
      }
      logger.warn(
        { event: 'report_run_in_process', correlationId: job.correlationId, report: job.query.report },
        'Redis is not reachable; running this report in this process',
      );
      return { jobId: await fallback.enqueue(JOB_NAMES.report, job, job.correlationId), correlationId: job.correlationId };
    },
    check: () => health.check(),
    close() {
      closing ??= (async () => {
        await running?.close(config.jobs.shutdownTimeoutMs);
        await fallback.close(config.jobs.shutdownTimeoutMs);
        // Bounded: a queue whose Redis is gone must not hold up the exit.
        await settlesWithin(queue.close(), 2_000);
        if (workerRedis) await closeRedis(workerRedis);
        await backend.close();
        logger.info({ event: 'jobs_stopped' }, 'jobs stopped');
      })();
      return closing;
    },
  };
}
