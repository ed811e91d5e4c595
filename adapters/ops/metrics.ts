/**
 * Prometheus metrics for the whole bot, kept at the edge: the core and jobs know only small
 * observer interfaces (`TransportObserver`, `JobsObserver`), and this file turns what they
 * hear into prom-client counters, histograms and gauges on one registry served at
 * `GET /metrics`. A registry per `createMetrics()` (not prom-client's global one), so tests
 * and several bots in one process never share counters.
 *
 * /metrics is not authenticated, as is usual for Prometheus scrapes on an internal network;
 * docs/operations.md says to keep it off the public internet (ingress or proxy rule) when PORT is public.
 */
import type { Server } from 'node:http';
import type { Queue } from 'bullmq';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { ClientOptions, ResponseCache, TransportObserver } from '../../src/api/index.js';
import type { JobsObserver } from '../../jobs/index.js';
import { createRouter, type Route } from '../http/server.js';
import { observeHttp } from './http-metrics.js';

export const METRICS_PATH = '/metrics';

/** The states counted by `report_bot_queue_jobs`. */
export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

/** The listeners the reporting client and the jobs runtime are given: what metrics hear. */
export interface Observers {
  /** Pass as `observer` in the reporting client's options (or use `observedClientOptions`). */
  api: TransportObserver;
  /** Pass as `observer` to `startJobs`. */
  jobs: JobsObserver;
}

export interface Metrics extends Observers {
  registry: Registry;
  /**
   * Counts one chat request (`report_bot_commands_total`): the front door's `onCommand` for
   * help, refusals and subscription commands; reports are counted by `jobs.requested`.
   */
  recordCommand(platform: string, command: string): void;
  /** Counts one request refused by a conversation's access (`report_bot_access_refused_total{reason}`): the front door's `onAccessRefused`. */
  recordAccessRefused(reason: string): void;
  /** Counts one access change (`report_bot_access_changes_total{action}`): the front door's `onAccessChanged`. */
  recordAccessChange(action: string): void;
  /** The backend's client options with the shared response cache counted and the API observer set. */
  clientOptions<T extends Pick<ClientOptions, 'cache' | 'cacheTtlMs'>>(options: T): T & Pick<ClientOptions, 'observer'>;
  /** Reports the depth of this queue on each scrape (bullmq mode); call again to replace it. */
  watchQueue(queue: Pick<Queue, 'getJobCounts'> | undefined): void;
  /** Counts the HTTP server's requests by route and status (`report_bot_http_requests_total`). */
  observeServer(server: Server): void;
  /** `GET /metrics` (and HEAD) for `createHttpServer({ routes })`. */
  route: Route;
}

export interface MetricsOptions {
  /** Node process metrics (CPU, memory, event loop, GC); default true. */
  defaultMetrics?: boolean;
}

/** Label values come from our own code, but a bounded label is cheap insurance for Prometheus. */
export function labelValue(value: string | undefined, fallback = 'none'): string {
  if (!value) return fallback;
  const v = value.toLowerCase();
  return /^[a-z0-9_.:-]{1,48}$/.test(v) ? v : 'other';
}

export function createMetrics(options: MetricsOptions = {}): Metrics {
  const registry = new Registry();
  if (options.defaultMetrics !== false) collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const commands = new Counter({
    name: 'report_bot_commands_total',
    help: 'Chat requests by platform and command (for reports, the report name).',
    labelNames: ['platform', 'command'] as const,
    registers,
  });
  const accessRefused = new Counter({
    name: 'report_bot_access_refused_total',
    help: "Requests, buttons and firings refused by a conversation's access, and access changes by non-admins, by reason.",
    labelNames: ['reason'] as const,
    registers,
  });
  const accessChanges = new Counter({
    name: 'report_bot_access_changes_total',
    help: 'Access changes (grant, revoke, reset) by admins.',
    labelNames: ['action'] as const,
    registers,
  });
  const reportDuration = new Histogram({
    name: 'report_bot_report_duration_seconds',
    help: 'Time to make a report (fetch and aggregate), by report.',
    labelNames: ['report'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
    registers,
  });
  const apiRequests = new Counter({
    name: 'report_bot_api_requests_total',
    help: 'Reporting Data Service request attempts by operation and outcome (ok, retry, error).',
    labelNames: ['operation', 'outcome'] as const,
    registers,
  });
  const apiRetries = new Counter({
    name: 'report_bot_api_retries_total',
    help: 'Reporting Data Service attempts that failed and were retried, by operation and error code.',
    labelNames: ['operation', 'code'] as const,
    registers,
  });
  const apiErrors = new Counter({
    name: 'report_bot_api_errors_total',
    help: 'Reporting Data Service calls that failed for good, by operation and error code.',
    labelNames: ['operation', 'code'] as const,
    registers,
  });
  const apiDuration = new Histogram({
    name: 'report_bot_api_request_duration_seconds',
    help: 'Reporting Data Service attempt time by operation.',
    labelNames: ['operation'] as const,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15],
    registers,
  });
  const cacheLookups = new Counter({
    name: 'report_bot_cache_lookups_total',
    help: 'Lookups in the shared caches (api: Redis response cache; report, chart: in-process) by result.',
    labelNames: ['cache', 'result'] as const,
    registers,
  });
  const jobsTotal = new Counter({
    name: 'report_bot_jobs_total',
    help: 'Job tries by job name, report and outcome (completed, failed, retried, skipped, duplicate).',
    labelNames: ['job', 'report', 'outcome'] as const,
    registers,
  });
  const jobsFailed = new Counter({
    name: 'report_bot_jobs_failed_total',
    help: 'Jobs that failed for good, by job name and reason (error: the processor gave up; stalled: its worker stopped too often).',
    labelNames: ['job', 'reason'] as const,
    registers,
  });
  const deliveries = new Counter({
    name: 'report_bot_deliveries_total',
    help: 'Messages handed to a chat platform by platform, outcome (ok, error) and error code.',
    labelNames: ['platform', 'outcome', 'code'] as const,
    registers,
  });

  let watched: Pick<Queue, 'getJobCounts'> | undefined;
  new Gauge({
    name: 'report_bot_queue_jobs',
    help: 'Jobs in the reports queue by state (read from Redis at each scrape; absent without Redis).',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      this.reset();
      if (!watched) return;
      // A scrape must still answer when Redis blinks: the other metrics matter most then.
      const counts = await watched.getJobCounts(...QUEUE_STATES).catch(() => undefined);
      if (!counts) return;
      for (const state of QUEUE_STATES) this.set({ state }, counts[state] ?? 0);
    },
  });

  const api: TransportObserver = {
    request(operation, outcome, code, durationMs) {
      const op = labelValue(operation);
      apiRequests.inc({ operation: op, outcome });
      if (outcome === 'retry') apiRetries.inc({ operation: op, code: labelValue(code) });
      if (outcome === 'error') apiErrors.inc({ operation: op, code: labelValue(code) });
      if (durationMs !== undefined) apiDuration.observe({ operation: op }, durationMs / 1000);
    },
  };

  const recordCommand = (platform: string, command: string) => commands.inc({ platform: labelValue(platform), command: labelValue(command) });

  const recordAccessRefused = (reason: string) => accessRefused.inc({ reason: labelValue(reason) });
  const recordAccessChange = (action: string) => accessChanges.inc({ action: labelValue(action) });

  const jobs: JobsObserver = {
    accessRefused: recordAccessRefused,
    // A report asked for counts as a command named by its report.
    requested: recordCommand,
    job(job, report, outcome) {
      jobsTotal.inc({ job: labelValue(job), report: labelValue(report, 'unknown'), outcome });
    },
    failed(job, reason) {
      jobsFailed.inc({ job: labelValue(job), reason });
    },
    report(report, ms) {
      reportDuration.observe({ report: labelValue(report) }, ms / 1000);
    },
    delivery(platform, outcome, code) {
      deliveries.inc({ platform: labelValue(platform), outcome, code: outcome === 'ok' ? 'none' : labelValue(code) });
    },
    cache(cache, hit) {
      cacheLookups.inc({ cache: labelValue(cache), result: hit ? 'hit' : 'miss' });
    },
  };

  return {
    registry,
    api,
    jobs,
    recordCommand,
    recordAccessRefused,
    recordAccessChange,
    clientOptions: (opts) => observedClientOptions({ api, jobs }, opts),
    watchQueue(queue) {
      watched = queue;
    },
    observeServer(server) {
      observeHttp(server, registry);
    },
    route: createRouter().get(METRICS_PATH, async (req, res) => {
      const body = await registry.metrics();
      res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : body);
    }),
  };
}

/** The backend's client options with the shared response cache counted and the API observer set. */
export function observedClientOptions<T extends Pick<ClientOptions, 'cache' | 'cacheTtlMs'>>(
  observers: Observers,
  opts: T,
): T & Pick<ClientOptions, 'observer'> {
  return { ...opts, cache: opts.cache ? countedCache(opts.cache, (hit) => observers.jobs.cache('api', hit)) : undefined, observer: observers.api };
}

/** The response cache, telling `onLookup` whether each get was a hit. */
export function countedCache(cache: ResponseCache, onLookup: (hit: boolean) => void): ResponseCache {
  return {
    async get(key) {
      const value = await cache.get(key);
      onLookup(value !== undefined);
      return value;
    },
    set: (key, text, ttlMs) => cache.set(key, text, ttlMs),
  };
}
