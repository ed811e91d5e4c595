/**
 * The bot's server, wired in a straight line: config → the reporting client → each
 * platform's plug-in (its deliverer exists from the start) → jobs, given those plug-ins →
 * the front door → each platform's receiver → the one HTTP server. Nothing is bound late.
 * `main.ts` loads this only to serve, so the command line never loads the chat SDKs.
 */
import { once } from 'node:events';
import { createCsvLinks, createCsvRoute } from './adapters/http/csv-download.js';
import { createHttpServer } from './adapters/http/server.js';
import { assertRoleBackend, createMetrics, createQueueDashboard, rolePlan } from './adapters/ops/index.js';
import type { PlatformPlugin } from './adapters/platform.js';
import { createSlackPlatform, slackAddressing } from './adapters/slack/index.js';
import { createTeamsPlatform, teamsAddressing } from './adapters/teams/index.js';
import { createPreviewPlatform } from './adapters/web/index.js';
import { connectJobsBackend, startJobs } from './jobs/index.js';
import { connectReportingApi } from './src/api/connect.js';
import { createFrontDoor } from './src/commands/index.js';
import type { Config } from './src/config.js';
import { createLogger } from './src/log.js';
import { createChartRenderer } from './src/render/charts.js';
import { runReport } from './src/reports/index.js';
import { startSandbox } from './src/sandbox/index.js';

export { JobsStartupError } from './jobs/index.js';

export async function serve(config: Config): Promise<void> {
  const logger = createLogger({ level: config.log.level, pretty: config.log.format === 'pretty' || (config.log.format === 'auto' && process.stdout.isTTY === true) });
  const plan = rolePlan(config.role);
  const metrics = createMetrics();
  const backend = await connectJobsBackend(config, logger);
  assertRoleBackend(config.role, backend);
  // Without REPORTING_API_URL the sandbox answers with sample data (demo mode).
  const reporting = await connectReportingApi(config, {
    logger,
    options: metrics.clientOptions(backend.clientOptions),
    local: () => startSandbox({ apiKey: config.sandbox.apiKey }),
  });
  if (reporting.sample) {
    logger.warn({ event: 'sample_data', sandboxUrl: reporting.sandboxUrl }, 'REPORTING_API_URL is not set: answering from the built-in sandbox (sample data)');
  }

  // The platforms exist in every role: a worker delivers through them even when it receives nothing.
  const redis = backend.redis ? { client: backend.redis, prefix: config.redis.prefix } : null;
  const slack = config.slack ? createSlackPlatform({ config: config.slack, logger, redis }) : null;
  // Teams and the page hand out signed links to the bot's own GET /csv for Download CSV.
  const csvLinks = createCsvLinks({ publicUrl: config.links.publicUrl, secret: config.links.signingSecret });
  // Without an app id Teams runs unauthenticated (Bot Framework Emulator, local tests):
  // mounted outside production only, where its receiver logs that loudly.
  const teams = config.teams || config.env !== 'production' ? createTeamsPlatform({ config: config.teams, logger, redis, adminIds: config.access.teamsAdminIds, csvLinks }) : null;
  const preview = createPreviewPlatform({ logger, sample: reporting.sample, csvLinks });

  const jobs = await startJobs(config, backend, {
    api: reporting.api,
    // A platform not set up here still knows its targets: a stored subscription stays valid and
    // its delivery is refused with a sentence.
    platforms: [slack ?? slackAddressing, teams ?? teamsAddressing, preview],
    charts: createChartRenderer(config.charts, logger),
    logger,
    worker: plan.worker,
    observer: metrics.jobs,
    booksSnapshots: true,
  });
  metrics.watchQueue(jobs.queue);

  const door = createFrontDoor({
    jobs,
    logger,
    timeZone: config.reports.timeZone,
    onCommand: metrics.recordCommand,
    adminUsers: config.access.adminUsers,
    onAccessRefused: metrics.recordAccessRefused,
    onAccessChanged: metrics.recordAccessChange,
  });
  // Local mode: no chat platform has credentials, so the preview page is how one tries the bot.
  const localMode = !config.slack && !config.teams;
  const showPreview = config.preview === 'on' || (config.preview === 'auto' && localMode);
  // The preview last: its page answers GET /.
  const receiving: PlatformPlugin<any>[] = plan.receivers ? [slack, teams, showPreview ? preview : null].filter((p) => p !== null) : [];
  const receivers = new Map(receiving.map((p) => [p.name, p.receive({ door, jobs })]));
  for (const receiver of receivers.values()) await receiver.start();
  // A link is opened where it points, a web process: it runs the report as a worker would.
  const csvRoute = createCsvRoute({
    secret: config.links.signingSecret,
    logger,
    makeReport: (query, now) =>
      runReport(query, {
        api: reporting.api,
        now,
        currency: config.reports.currency,
        timeZone: config.reports.timeZone,
        includeRestricted: config.api.includeRestricted,
        includeOptout: config.api.includeOptout,
      }),
  });
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
    routes: [metrics.route, ...(plan.receivers ? [csvRoute] : []), ...(dashboard ? [dashboard] : []), ...[...receivers.values()].flatMap((r) => r.routes)],
  });
  metrics.observeServer(server);
  server.listen(config.server.port);
  await once(server, 'listening');
  const url = `http://localhost:${config.server.port}/`;
  logger.info(
    {
      event: 'listening',
      port: config.server.port,
      role: config.role,
      slack: receivers.get('slack')?.status ?? 'off',
      teams: receivers.get('teams')?.status ?? 'off',
      preview: receivers.get('preview')?.status ?? 'off',
      jobs: jobs.mode,
      dashboard: dashboard ? '/admin/queues' : 'off',
    },
    `Report bot listening on ${url} (health: /healthz, /readyz; metrics: /metrics)`,
  );
  // The last start-up line is what a newcomer does next.
  if (receivers.has('preview')) logger.info({ event: 'local_mode', url }, `Local mode: open ${url} to try the bot${reporting.sample ? ' on sample data' : ''}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ event: 'shutdown', signal }, 'shutting down');
    server.close();
    server.closeIdleConnections();
    for (const receiver of receivers.values()) await receiver.stop();
    await jobs.close();
    await reporting.close();
    await backend.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}
