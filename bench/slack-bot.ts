/**
 * The bot as the Slack benchmarks run it, in the benchmark's own process: the jobs backend on
 * Redis, the reporting client, the Slack platform, the queue's producer, the front door and
 * Bolt's receiver mounted on the bot's HTTP server on loopback; with `worker`, the worker in a
 * worker thread, as a ROLE=all process on Redis runs it (serve.ts), its counts relayed to
 * metrics on this thread as there. With SLACK_CHARTS=link, its GET /chart.png serves the charts
 * the worker keeps in Redis (listening on PUBLIC_URL's port).
 */
import { createChartRoute, createRedisChartStore } from '../adapters/http/chart-links.js';
import type { AddressInfo } from 'node:net';
import { createHttpServer } from '../adapters/http/server.js';
import { createMetrics, startWorkerThread } from '../adapters/ops/index.js';
import { createSlackPlatform } from '../adapters/slack/index.js';
import { connectJobsBackend, startJobs } from '../jobs/runtime.js';
import { WORKER_THREAD_ENTRY } from '../serve.js';
import { createReportingApi } from '../src/api/index.js';
import { createFrontDoor } from '../src/commands/index.js';
import { reportSettings, type Config } from '../src/config.js';
import { createLogger } from '../src/log.js';
import { createChartRenderer } from '../src/render/charts.js';
import { runReport } from '../src/reports/index.js';
import { closeServer } from '../test/helpers/loopback.js';

export interface SlackBot {
  /** `POST` signed commands and actions here. */
  eventsUrl: string;
  /**
   * The bot's own time for each request answered so far, from its headers being read to its
   * answer being written (`takeServed` empties the list): the ack without the client's side.
   */
  takeServed(): number[];
  /** Stops taking requests, lets jobs finish and closes every connection. */
  close(): Promise<void>;
}

export interface SlackBotOptions {
  /** Where the reporting service answers (the sandbox, or a proxy in front of it). */
  apiUrl: string;
  /** With the worker (in a worker thread, ROLE=all), or the receivers alone (ROLE=web). */
  worker: boolean;
  /** False: no answer is shared between jobs (the Redis response cache and shared reports are off in the worker), so each command pays for its own requests. */
  sharedFetch: boolean;
  chartsFollow?: boolean;
}

export async function startSlackBot(config: Config, opts: SlackBotOptions): Promise<SlackBot> {
  const logger = createLogger({ level: 'silent' });
  const metrics = createMetrics({ defaultMetrics: false });
  const backend = await connectJobsBackend(config, logger);
  const api = createReportingApi({ ...config.api, url: opts.apiUrl }, opts.sharedFetch ? backend.clientOptions : {});
  const slack = createSlackPlatform({ config: config.slack!, logger });
  const charts = createChartRenderer(config.charts);
  const jobs = await startJobs(config, backend, { api, platforms: [slack], charts, logger, worker: false, observer: metrics.jobs });
  const threadConfig: Config = {
    ...config,
    api: { ...config.api, url: opts.apiUrl },
    log: { ...config.log, level: 'silent' },
    jobs: opts.sharedFetch ? config.jobs : { ...config.jobs, sharedFetchTtlSeconds: 0 },
  };
  const thread = opts.worker
    ? await startWorkerThread({
        entry: WORKER_THREAD_ENTRY,
        data: { config: threadConfig, prettyLogs: false, chartsFollow: opts.chartsFollow },
        observers: metrics,
        onExit: (code, err) => {
          throw err ?? new Error(`the worker thread stopped (exit code ${code})`);
        },
      })
    : null;
  const door = createFrontDoor({ jobs, logger, timeZone: config.reports.timeZone });
  const receiver = slack.receive({ door, jobs });
  await receiver.start();
  const links = config.slack!.charts === 'link' && backend.redis ? new URL(config.links.publicUrl) : null;
  const chartRoute =
    links && charts
      ? createChartRoute({
          secret: config.links.signingSecret,
          store: createRedisChartStore(backend.redis!, config.redis.prefix),
          renderer: charts,
          logger,
          makeReport: (query, now) => runReport(query, { api, now, ...reportSettings(config) }),
        })
      : null;
  const server = createHttpServer({ checks: {}, routes: [...receiver.routes, ...(chartRoute ? [chartRoute] : [])], logger });
  await new Promise<void>((resolve) => server.listen(links ? Number(links.port) : 0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const eventsUrl = `${origin}/slack/events`;
  let served: number[] = [];
  server.on('request', (_req, res) => {
    const t0 = performance.now();
    res.once('finish', () => served.push(performance.now() - t0));
  });
  return {
    eventsUrl,
    takeServed() {
      const taken = served;
      served = [];
      return taken;
    },
    async close() {
      await receiver.stop();
      await closeServer(server);
      await thread?.close();
      await jobs.close();
      await api.close();
      await backend.close();
    },
  };
}
