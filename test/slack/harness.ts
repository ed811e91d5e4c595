/**
 * The whole Slack path for tests and the benchmark, with nothing of ours replaced: the fake
 * Slack on loopback, the sandbox Reporting Data Service answering with the hand-written
 * fixtures of test/helpers/fixtures.ts (so expected figures are worked out by hand there),
 * the real jobs runtime (BullMQ on
 * the local Redis under a fresh key prefix, worker in this process), the real Slack adapter
 * mounted on our one HTTP server, the local chart renderer.
 */
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createChartLinks, createChartRoute, createRedisChartStore } from '../../adapters/http/chart-links.js';
import { createHttpServer } from '../../adapters/http/server.js';
import { createSlackPlatform, type SlackPlatform } from '../../adapters/slack/index.js';
import { connectJobsBackend, startJobs, type Jobs } from '../../jobs/runtime.js';
import { createFrontDoor, type FrontDoor } from '../../src/commands/index.js';
import { createReportingApi, type ReportingApi } from '../../src/api/index.js';
import { parseConfig, reportSettings, type Config } from '../../src/config.js';
import type { Logger } from '../../src/log.js';
import { createChartRenderer } from '../../src/render/charts.js';
import { runReport } from '../../src/reports/index.js';
import type { Sandbox } from '../../src/sandbox/index.js';
import { FakeSlack, FAKE_APP_TOKEN, FAKE_TOKEN } from './fake-slack.js';
import { SocketModeServer } from '../helpers/socket-mode-server.js';
import { SIGNING_SECRET } from './helpers.js';
import { NOW, startFixtureSandbox } from '../helpers/fixtures.js';
import { dropRedisPrefix, queueDrained, queueSize } from '../helpers/harness-parts.js';
import { closeServer, freePort } from '../helpers/loopback.js';

/** Saturday 2026-11-21, 10:00 UTC: the clock of the commands and of the sandbox. */
export { NOW };

export interface SlackHarness {
  fake: FakeSlack;
  /** With `socketMode`: Slack's end of the socket; the app connected to it before this resolved. */
  socket: SocketModeServer | null;
  sandbox: Sandbox;
  config: Config;
  api: ReportingApi;
  jobs: Jobs;
  /** The front door the app was started with (commands read at NOW). */
  door: FrontDoor;
  slack: SlackPlatform;
  server: Server;
  /** `http://127.0.0.1:<port>` of our server. */
  baseUrl: string;
  /** `…/slack/events`. */
  eventsUrl: string;
  /** Jobs in the queue in any state (for "nothing was enqueued"). */
  jobCount(): Promise<number>;
  /** Resolves once every queued job has finished for good (then assert that nothing more came). */
  drained(): Promise<void>;
  close(): Promise<void>;
}

export interface SlackHarnessOptions {
  logger: Logger;
  channelIntervalMs?: number;
  /** Jobs the worker runs at once (default 8, as in production). */
  concurrency?: number;
  /** Shared API answer cache (default 0: off, so every test computes its own). */
  sharedFetchTtlSeconds?: number;
  /** How long a report waits for Slack to say a person's locale (default locales.ts's 2 s). */
  localeWaitMs?: number;
  /** Run the worker in this process (default true). */
  worker?: boolean;
  /** Socket Mode (SLACK_APP_TOKEN, no signing secret) against a local Socket Mode server, instead of HTTP. */
  socketMode?: boolean;
  /** `CHARTS` (default local PNGs). */
  charts?: 'local' | 'quickchart';
  /** `SLACK_CHARTS=link`: charts kept in Redis and served by our server's GET /chart.png (PUBLIC_URL is our server). */
  chartLinks?: boolean;
  /** `REDIS_URL` (default the shared Redis on 127.0.0.1:6379); a test's own Redis it may stop and start. */
  redisUrl?: string;
  /** Follow-ups kept in Redis under the harness's prefix, as serve.ts keeps them (default off: each message read on its own). */
  followUps?: boolean;
}

export async function startSlackHarness(opts: SlackHarnessOptions): Promise<SlackHarness> {
  const fake = new FakeSlack();
  await fake.start();
  const socket = opts.socketMode ? new SocketModeServer() : null;
  if (socket) {
    await socket.start();
    fake.socketModeUrl = () => socket.url;
  }
  const sandbox = await startFixtureSandbox();
  const prefix = `test-slack-${randomBytes(4).toString('hex')}`;
  const port = await freePort();
  const config = parseConfig({
    ...(opts.chartLinks ? { SLACK_CHARTS: 'link', PUBLIC_URL: `http://127.0.0.1:${port}/` } : {}),
    REPORTING_API_URL: sandbox.url,
    REPORTING_API_KEY: sandbox.apiKey,
    SLACK_BOT_TOKEN: FAKE_TOKEN,
    ...(socket ? { SLACK_APP_TOKEN: FAKE_APP_TOKEN } : { SLACK_SIGNING_SECRET: SIGNING_SECRET }),
    SLACK_API_URL: fake.apiUrl,
    REDIS_URL: opts.redisUrl ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: prefix,
    WORKER_CONCURRENCY: String(opts.concurrency ?? 8),
    JOB_ATTEMPTS: '2',
    JOB_BACKOFF_MS: '100',
    SHARED_FETCH_TTL_SECONDS: String(opts.sharedFetchTtlSeconds ?? 0),
    SHUTDOWN_TIMEOUT_SECONDS: '5',
    CHARTS: opts.charts ?? 'local',
  });
  const { logger } = opts;
  const backend = await connectJobsBackend(config, logger);
  const api = createReportingApi({ ...config.api, url: sandbox.url }, backend.clientOptions);
  const chartStore = opts.chartLinks && backend.redis ? createRedisChartStore(backend.redis, prefix) : null;
  const slack = createSlackPlatform({
    chartLinks: chartStore && createChartLinks({ publicUrl: config.links.publicUrl, secret: config.links.signingSecret, store: chartStore }),
    config: config.slack!,
    logger,
    retryConfig: { retries: 2, factor: 1, minTimeout: 50, maxTimeout: 100 },
    channelIntervalMs: opts.channelIntervalMs,
    locales: opts.localeWaitMs === undefined ? undefined : { waitMs: opts.localeWaitMs },
    redis: backend.redis ? { client: backend.redis, prefix } : null,
  });
  const charts = createChartRenderer(config.charts);
  const jobs = await startJobs(config, backend, { api, platforms: [slack], charts, logger, worker: opts.worker, now: () => NOW });
  const followUps = opts.followUps ? jobs.followUps : undefined;
  const door = createFrontDoor({ jobs, logger, timeZone: config.reports.timeZone, now: () => NOW, followUps });
  const receiver = slack.receive({ door, jobs });
  await receiver.start();
  await socket?.connected();
  const chartRoute =
    chartStore &&
    charts &&
    createChartRoute({
      secret: config.links.signingSecret,
      store: chartStore,
      renderer: charts,
      logger,
      makeReport: (query, now) => runReport(query, { api, now, ...reportSettings(config) }),
    });
  const server = createHttpServer({
    checks: { queue: () => jobs.check() },
    routes: [...receiver.routes, ...(chartRoute ? [chartRoute] : [])],
    logger,
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    fake,
    socket,
    sandbox,
    config,
    api,
    jobs,
    door,
    slack,
    server,
    baseUrl,
    eventsUrl: `${baseUrl}/slack/events`,
    jobCount: () => queueSize(jobs.queue!),
    drained: () => queueDrained(jobs.queue!),
    async close() {
      await receiver.stop();
      await closeServer(server);
      await jobs.close();
      await api.close();
      await sandbox.close();
      await fake.close();
      await socket?.close();
      await dropRedisPrefix(config.redis.url, prefix);
    },
  };
}
