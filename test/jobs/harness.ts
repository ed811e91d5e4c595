/**
 * Real parts for the jobs tests: Redis on 127.0.0.1:6379 under a fresh key prefix, a sandbox
 * Reporting Data Service over loopback HTTP, the real client (with the shared response
 * cache), the real runtime (queue, worker, subscriptions) and a recording deliverer.
 * `close()` stops everything and deletes every key under the prefix.
 */
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import type { Job, Queue } from 'bullmq';
import { Cluster } from 'ioredis';
import { inject } from 'vitest';
import { createReportingApi, type ReportingApi } from '../../src/api/index.js';
import { parseConfig, type Config } from '../../src/config.js';
import { createLogger, type Logger } from '../../src/log.js';
import { parseCommand, type ReportQuery } from '../../src/query/index.js';
import type { ChartRenderer } from '../../src/render/charts.js';
import { startSandbox, type Sandbox, type SandboxOptions } from '../../src/sandbox/index.js';
import type { Requester } from '../../src/commands/index.js';
import { closeRedis, connectRedis, deleteKeysWithPrefix, type RedisClient } from '../../jobs/redis.js';
import { connectJobsBackend, startJobs, type Jobs, type JobsBackend, type StartJobsDeps } from '../../jobs/runtime.js';
import type { SlackTarget } from '../../adapters/slack/target.js';
import { RecordingDeliverer, recordingPlatforms } from '../helpers/recording-deliverer.js';

export const REDIS_URL = 'redis://127.0.0.1:6379';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `host:port,…` of the cluster test/helpers/cluster-setup.ts started; absent on the single Redis. */
    redisClusterNodes?: string;
  }
}
/**
 * A Redis Cluster's seeds when the suites run on one (`npm run test:cluster`, whose global
 * setup starts a three-master cluster on loopback ports); undefined on the single Redis above.
 */
export const CLUSTER_NODES: string | undefined = providedClusterNodes();

function providedClusterNodes(): string | undefined {
  try {
    return inject('redisClusterNodes');
  } catch {
    // Outside vitest (the crash benchmark imports these helpers): the single Redis.
    return undefined;
  }
}
/** Where a worker process of the crash tests finds the same Redis (crash-worker.ts's arguments). */
export const WORKER_REDIS: { redisUrl: string; clusterNodes?: string } = {
  redisUrl: REDIS_URL,
  ...(CLUSTER_NODES ? { clusterNodes: CLUSTER_NODES } : {}),
};
/** A fresh key prefix, a hash tag on a cluster (every key of a queue in one slot, as BullMQ needs). */
export const freshPrefix = (): string => (CLUSTER_NODES ? `{test-${randomUUID()}}` : `test-${randomUUID()}`);
/** Saturday 2026-11-21, 10:00 UTC: the sandbox's "now" unless a test says otherwise. */
export const NOW = new Date('2026-11-21T10:00:00Z');

export const slackTarget = (channelId = 'C0001', userId = 'U0001'): SlackTarget => ({ platform: 'slack', teamId: 'T0001', channelId, userId });
export const requester = (userId = 'U0001'): Requester => ({ userId });

export function query(command: string, now = NOW, timeZone = 'UTC'): ReportQuery {
  const parsed = parseCommand(command, { now, timeZone });
  if (parsed.kind !== 'report') throw new Error(`"${command}" did not parse: ${JSON.stringify(parsed)}`);
  return parsed.query;
}

export function subscribeCommand(command: string, now = NOW, timeZone = 'UTC') {
  const parsed = parseCommand(command, { now, timeZone });
  if (parsed.kind !== 'subscribe') throw new Error(`"${command}" did not parse: ${JSON.stringify(parsed)}`);
  return parsed;
}

/** Log lines as objects, for asserting named events. */
export class LogCapture {
  readonly lines: Record<string, unknown>[] = [];
  readonly logger: Logger;
  constructor() {
    const sink = new Writable({
      write: (chunk, _enc, done) => {
        for (const line of String(chunk).split('\n').filter(Boolean)) this.lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    this.logger = createLogger({ level: 'info', name: 'test' }, sink);
  }
  events(name: string): Record<string, unknown>[] {
    return this.lines.filter((l) => l.event === name);
  }
}

export interface HarnessOptions {
  sandbox?: SandboxOptions;
  /** Extra env for parseConfig (e.g. JOB_ATTEMPTS). */
  env?: Record<string, string>;
  /** Reuse a prefix (to restart jobs on the same queue). */
  prefix?: string;
  /** Reuse a running sandbox. */
  sandboxInstance?: Sandbox;
  charts?: ChartRenderer | null;
  worker?: boolean;
  workerTiming?: StartJobsDeps['workerTiming'];
  /** A wrong API key, for the 401 test. */
  apiKey?: string;
  /** Hears job outcomes (metrics). */
  observer?: StartJobsDeps['observer'];
}

export interface Harness {
  prefix: string;
  config: Config;
  sandbox: Sandbox;
  api: ReportingApi;
  deliverer: RecordingDeliverer;
  jobs: Jobs;
  backend: JobsBackend;
  /** An admin connection to the same Redis (or cluster) the jobs use. */
  redis: RedisClient;
  /** Keys matching `pattern`, from every master on a cluster. */
  keys(pattern: string): Promise<string[]>;
  log: LogCapture;
  /** Stops jobs and the client (and the sandbox unless it was passed in); keeps the keys. */
  stop(): Promise<void>;
  /** stop() and delete every key under the prefix. */
  close(): Promise<void>;
}

export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const prefix = options.prefix ?? freshPrefix();
  const sandbox = options.sandboxInstance ?? (await startSandbox({ now: NOW, ...options.sandbox }));
  const config = parseConfig({
    REDIS_URL,
    ...(CLUSTER_NODES ? { REDIS_CLUSTER_NODES: CLUSTER_NODES } : {}),
    REDIS_PREFIX: prefix,
    REPORTING_API_URL: sandbox.url,
    REPORTING_API_KEY: options.apiKey ?? sandbox.apiKey,
    // The job retries, not the client: one try per job attempt makes counts exact.
    REPORTING_API_RETRIES: '0',
    JOB_BACKOFF_MS: '100',
    SHUTDOWN_TIMEOUT_SECONDS: '1',
    ...options.env,
  });
  const log = new LogCapture();
  const backend = await connectJobsBackend(config, log.logger);
  const api = createReportingApi({ ...config.api, url: sandbox.url }, { ...backend.clientOptions, logger: log.logger });
  const deliverer = new RecordingDeliverer();
  const jobs = await startJobs(config, backend, {
    api,
    platforms: recordingPlatforms(deliverer),
    charts: options.charts ?? null,
    logger: log.logger,
    worker: options.worker,
    workerTiming: options.workerTiming,
    observer: options.observer,
    now: () => NOW,
  });
  const redis = await connectRedis(config.redis.url, 'producer', 'test-admin', config.redis.cluster);
  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      await jobs.close();
      await api.close();
      if (!options.sandboxInstance) await sandbox.close();
    })());
  return {
    prefix,
    config,
    sandbox,
    api,
    deliverer,
    jobs,
    backend,
    redis,
    async keys(pattern) {
      const nodes = redis instanceof Cluster ? redis.nodes('master') : [redis];
      return (await Promise.all(nodes.map((n) => n.keys(pattern)))).flat();
    },
    log,
    stop,
    async close() {
      await stop();
      await deleteKeysWithPrefix(redis, prefix);
      await closeRedis(redis);
    },
  };
}

/** Polls `check` every 50 ms until it returns a value other than undefined, or fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined> | T | undefined, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * The job once it reached `state`, read after reaching it (a Job object read earlier keeps
 * the fields it had then, such as attemptsMade and returnvalue).
 */
export async function jobWhen(queue: Queue, jobId: string, state: 'completed' | 'failed' | 'waiting', timeoutMs = 10_000): Promise<Job> {
  await eventually(async () => ((await queue.getJobState(jobId)) === state ? true : undefined), timeoutMs, `job ${jobId} to be ${state}`);
  return (await queue.getJob(jobId))!;
}
