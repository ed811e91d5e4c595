#!/usr/bin/env node
/**
 * Entry point, wiring only. `report-bot report <command>` runs one report from the command
 * line; with no arguments the bot's server starts. This file and config.ts are the only
 * places that touch process.env.
 */
import { once } from 'node:events';
import { createHttpServer } from '../adapters/http/server.js';
import { createSlackAdapter } from '../adapters/slack/index.js';
import { assertRoleBackend, createMetrics, createQueueDashboard, rolePlan } from '../adapters/ops/index.js';
import { createTeamsAdapter } from '../adapters/teams/index.js';
import { createPreviewPage, previewChartUrl } from '../adapters/web/index.js';
import { PreviewDeliverer, connectJobsBackend, routeDeliveries, startJobs, JobsStartupError } from '../jobs/index.js';
import { connectReportingApi } from './api/connect.js';
import { runCli } from './cli.js';
import { createFrontDoor } from './commands/index.js';
import { ConfigError, parseConfig, type Config } from './config.js';
import { createLogger } from './log.js';
import { createChartRenderer } from './render/charts.js';

async function serve(config: Config): Promise<void> {
  const logger = createLogger({ level: config.log.level });
  const plan = rolePlan(config.role);
  const metrics = createMetrics();
  const backend = await connectJobsBackend(config, logger);
  assertRoleBackend(config.role, backend);
  const reporting = await connectReportingApi(config, logger, metrics.clientOptions(backend.clientOptions));
  if (reporting.sample) {
    logger.warn({ event: 'sample_data', sandboxUrl: reporting.sandboxUrl }, 'REPORTING_API_URL is not set: answering from the built-in sandbox (sample data)');
  }

  // Adapters exist in every role: a worker delivers through them even when it receives nothing.
  const reportsTimeZone = config.reports.timeZone;
  const slack = config.slack ? createSlackAdapter({ config: config.slack, logger }) : null;
  // Without an app id Teams runs unauthenticated (Bot Framework Emulator, local tests):
  // mounted outside production only, where the adapter logs that loudly.
  const teams =
    config.teams || config.env !== 'production'
      ? createTeamsAdapter({ config: config.teams, logger, redis: backend.redis ? { client: backend.redis, prefix: config.redis.prefix } : null })
      : null;
  const preview = new PreviewDeliverer({ chartUrl: previewChartUrl });
  const jobs = await startJobs(config, backend, {
    api: reporting.api,
    deliverer: routeDeliveries({ slack: slack?.deliverer, teams: teams?.deliverer, preview }),
    charts: createChartRenderer(config.charts, logger),
    logger,
    worker: plan.worker,
    observer: metrics.jobs,
  });
  metrics.watchQueue(jobs.queue);

  // Local mode: no chat platform has credentials, so the preview page is how one tries the bot.
  const localMode = !config.slack && !config.teams;
  const showPreview = plan.receivers && (config.preview === 'on' || (config.preview === 'auto' && localMode));
  const counted = metrics.countRequests(jobs);
  const door = createFrontDoor({
    jobs: counted,
    logger,
    timeZone: reportsTimeZone,
    onCommand: (platform, kind) => metrics.recordCommand(platform, kind),
  });
  if (plan.receivers) {
    if (slack) await slack.start(door);
    teams?.start(door);
  }
  const previewPage = showPreview ? createPreviewPage({ door, jobs, preview, logger, sample: reporting.sample }) : null;
  const dashboard = createQueueDashboard({ queue: jobs.queue, adminToken: config.admin.token, basePath: '/admin/queues' });

  const today = () => new Date().toISOString().slice(0, 10);
  const server = createHttpServer({
    logger,
    checks: {
      queue: () => jobs.check(),
      reportingService: async () => {
        // Fresh: a cached answer would say the service was up minutes ago, not now.
        await reporting.api.count('advocacyOptouts', { start: today(), end: today() }, { fresh: true });
      },
    },
    routes: [
      metrics.route,
      ...(dashboard ? [dashboard] : []),
      ...(plan.receivers ? [...(slack?.routes ?? []), ...(teams?.routes ?? [])] : []),
      // Last: it answers GET /.
      ...(previewPage?.routes ?? []),
    ],
  });
  metrics.observeServer(server);
  server.listen(config.server.port);
  await once(server, 'listening');
  const url = `http://localhost:${config.server.port}/`;
  if (previewPage) logger.info({ event: 'local_mode', url }, `Local mode: open ${url} to try the bot${reporting.sample ? ' on sample data' : ''}`);
  logger.info(
    {
      event: 'listening',
      port: config.server.port,
      role: config.role,
      slack: slack && plan.receivers ? slack.mode : 'off',
      teams: teams && plan.receivers ? (teams.authenticated ? 'on' : 'unauthenticated') : 'off',
      preview: previewPage ? 'on' : 'off',
      jobs: jobs.mode,
      dashboard: dashboard ? '/admin/queues' : 'off',
    },
    `Report bot listening on ${url} (health: /healthz, /readyz; metrics: /metrics)`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ event: 'shutdown', signal }, 'shutting down');
    previewPage?.close();
    server.close();
    server.closeIdleConnections();
    if (plan.receivers) {
      await slack?.stop();
      await teams?.stop();
    }
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
    // Anything else at start-up (a rejected Slack token, a port in use): one line, not a stack.
    process.stderr.write(`Report bot could not start: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  }
}
