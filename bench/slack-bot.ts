/**
 * The bot as the Slack benchmarks run it, in the benchmark's own process: the jobs backend on
 * Redis, the reporting client, the Slack platform, jobs (with or without a worker), the front
 * door and Bolt's receiver mounted on the bot's HTTP server on loopback.
 */
import { createHttpServer } from '../adapters/http/server.js';
import { createSlackPlatform } from '../adapters/slack/index.js';
import { connectJobsBackend, startJobs } from '../jobs/runtime.js';
import { createReportingApi } from '../src/api/index.js';
import { createFrontDoor } from '../src/commands/index.js';
import type { Config } from '../src/config.js';
import { createLogger } from '../src/log.js';
import { createChartRenderer } from '../src/render/charts.js';
import { closeServer, listenOnLoopback } from '../test/helpers/loopback.js';

export interface SlackBot {
  /** `POST` signed commands and actions here. */
  eventsUrl: string;
  /** Stops taking requests, lets jobs finish and closes every connection. */
  close(): Promise<void>;
}

/** `apiUrl`: where the reporting service answers (the sandbox, or a proxy in front of it). */
export async function startSlackBot(config: Config, opts: { apiUrl: string; worker: boolean; sharedFetch: boolean; chartsFollow?: boolean }): Promise<SlackBot> {
  const logger = createLogger({ level: 'silent' });
  const backend = await connectJobsBackend(config, logger);
  const api = createReportingApi({ ...config.api, url: opts.apiUrl }, opts.sharedFetch ? backend.clientOptions : {});
  const slack = createSlackPlatform({ config: config.slack!, logger });
  const jobs = await startJobs(config, backend, { api, platforms: [slack], charts: createChartRenderer(config.charts), logger, worker: opts.worker, chartsFollow: opts.chartsFollow });
  const receiver = slack.receive({ door: createFrontDoor({ jobs, logger, timeZone: config.reports.timeZone }), jobs });
  await receiver.start();
  const server = createHttpServer({ checks: {}, routes: receiver.routes, logger });
  const eventsUrl = `${await listenOnLoopback(server)}/slack/events`;
  return {
    eventsUrl,
    async close() {
      await receiver.stop();
      await closeServer(server);
      await jobs.close();
      await api.close();
      await backend.close();
    },
  };
}
