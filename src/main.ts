#!/usr/bin/env node
/**
 * Entry point, wiring only. `report-bot report <command>` runs one report from the command
 * line; with no arguments the bot's server starts. This file and config.ts are the only
 * places that touch process.env.
 */
import { once } from 'node:events';
import { createHttpServer } from '../adapters/http/server.js';
import { createSlackAdapter } from '../adapters/slack/index.js';
import { createTeamsAdapter } from '../adapters/teams/index.js';
import { PreviewDeliverer, connectJobsBackend, routeDeliveries, startJobs, JobsStartupError } from '../jobs/index.js';
import { connectReportingApi } from './api/connect.js';
import { runCli } from './cli.js';
import { ConfigError, parseConfig, type Config } from './config.js';
import { createLogger } from './log.js';
import { createChartRenderer } from './render/charts.js';

async function serve(config: Config): Promise<void> {
  const logger = createLogger({ level: config.log.level });
  const backend = await connectJobsBackend(config, logger);
  const reporting = await connectReportingApi(config, logger, backend.clientOptions);
  if (reporting.sample) {
    logger.warn({ event: 'sample_data', sandboxUrl: reporting.sandboxUrl }, 'REPORTING_API_URL is not set: answering from the built-in sandbox (sample data)');
  }

  const reportsTimeZone = config.reports.timeZone;
  const slack = config.slack ? createSlackAdapter({ config: config.slack, logger, reportsTimeZone }) : null;
  // Without an app id Teams runs unauthenticated (Bot Framework Emulator, local tests):
  // mounted outside production only, where the adapter logs that loudly.
  const teams =
    config.teams || config.env !== 'production'
      ? createTeamsAdapter({ config: config.teams, logger, reportsTimeZone, redis: backend.redis ? { client: backend.redis, prefix: config.redis.prefix } : null })
      : null;
  const preview = new PreviewDeliverer();
  const jobs = await startJobs(config, backend, {
    api: reporting.api,
    deliverer: routeDeliveries({ slack: slack?.deliverer, teams: teams?.deliverer, preview }),
    charts: createChartRenderer(config.charts, logger),
    logger,
  });
  if (slack) await slack.start(jobs);
  teams?.start(jobs);

  const today = () => new Date().toISOString().slice(0, 10);
  const server = createHttpServer({
    logger,
    checks: {
      queue: () => jobs.check(),
      reportingService: async () => {
        await reporting.api.count('advocacyOptouts', { start: today(), end: today() });
      },
    },
    routes: [...(slack?.routes ?? []), ...(teams?.routes ?? [])],
  });
  server.listen(config.server.port);
  await once(server, 'listening');
  logger.info(
    { event: 'listening', port: config.server.port, slack: slack?.mode ?? 'off', teams: teams ? (teams.authenticated ? 'on' : 'unauthenticated') : 'off', jobs: jobs.mode },
    `Report bot listening on http://localhost:${config.server.port} (health: /healthz, /readyz)`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ event: 'shutdown', signal }, 'shutting down');
    server.close();
    await slack?.stop();
    await teams?.stop();
    await jobs.close();
    await reporting.close();
    await backend.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

const [command, ...rest] = process.argv.slice(2);
if (command === 'report') {
  process.exitCode = await runCli(rest, {
    env: process.env,
    out: (t) => process.stdout.write(`${t}\n`),
    err: (t) => process.stderr.write(`${t}\n`),
  });
} else {
  try {
    await serve(parseConfig(process.env));
  } catch (err) {
    // Settings and an unreachable REDIS_URL are the operator's to fix: one readable block, no stack.
    if (err instanceof ConfigError || err instanceof JobsStartupError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(2);
    }
    throw err;
  }
}
