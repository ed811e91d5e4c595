/**
 * The bot's server, wired in a straight line: config → the reporting client → each
 * platform's plug-in (its deliverer exists from the start) → jobs, given those plug-ins →
 * the front door → each platform's receiver → the one HTTP server. Nothing is bound late.
 * At `ROLE=all` on Redis the worker is wired again in a worker thread (worker-thread.ts), so
 * making reports never holds up the receivers. `main.ts` loads this only to serve, so the
 * command line never loads the chat SDKs.
 */
import { once } from 'node:events';
import { createChartRoute } from './adapters/http/chart-links.js';
import { createCsvRoute } from './adapters/http/csv-download.js';
import { createHttpServer } from './adapters/http/server.js';
import { assertRoleBackend, createMetrics, createQueueDashboard, rolePlan, startWorkerThread, workerInThread } from './adapters/ops/index.js';
import type { PlatformPlugin } from './adapters/platform.js';
import { createPlatformPlugins } from './adapters/plugins.js';
import { connectJobsBackend, startJobs } from './jobs/index.js';
import { connectReportingApi } from './src/api/connect.js';
import { createFrontDoor } from './src/commands/index.js';
import { reportSettings, type Config } from './src/config.js';
import { createLogger } from './src/log.js';
import { createChartRenderer } from './src/render/charts.js';
import { startNameBook } from './src/reports/known-names.js';
import { registerBuiltInReports, runReport } from './src/reports/index.js';
import { startSandbox } from './src/sandbox/index.js';
import { sandboxNames } from './src/sandbox/names.js';
import { entryBeside } from './src/thread.js';

export { JobsStartupError } from './jobs/index.js';

/** The worker thread's entry (worker-thread.ts): its source under tsx, its build in dist/. */
export const WORKER_THREAD_ENTRY = entryBeside(import.meta.url, 'worker-thread');

export async function serve(config: Config): Promise<void> {
  registerBuiltInReports();
  const prettyLogs = config.log.format === 'pretty' || (config.log.format === 'auto' && process.stdout.isTTY === true);
  const logger = createLogger({ level: config.log.level, pretty: prettyLogs });
  const plan = rolePlan(config.role);
  const metrics = createMetrics();
  const backend = await connectJobsBackend(config, logger);
  assertRoleBackend(config.role, backend);
  // Without REPORTING_API_URL the sandbox answers with sample data (demo mode).
  const reporting = await connectReportingApi(config, {
    logger,
    options: { ...metrics.clientOptions(backend.clientOptions), jobsAtOnce: config.jobs.concurrency },
    local: () => startSandbox({ apiKey: config.sandbox.apiKey }),
  });
  if (reporting.sample) {
    logger.warn(
      { event: 'sample_data', sandboxUrl: reporting.sandboxUrl },
      'REPORTING_API_URL is not set: answering from the built-in sandbox (sample data)',
    );
  }

  // The platforms exist in every role: a worker delivers through them even when it receives nothing.
  const { slack, teams, preview, chartStore, delivery } = createPlatformPlugins(config, { logger, redis: backend.redis, sample: reporting.sample });
  // Local mode: no chat platform has credentials, so the preview page is how one tries the bot.
  const localMode = !config.slack && !config.teams;
  const showPreview = config.preview === 'on' || (config.preview === 'auto' && localMode);
  const inThread = workerInThread({ role: config.role, setting: config.workerThread, mode: backend.mode, previewShown: showPreview });

  const charts = createChartRenderer(config.charts, logger);
  const jobs = await startJobs(config, backend, {
    api: reporting.api,
    platforms: delivery,
    charts,
    logger,
    worker: plan.worker && !inThread,
    observer: metrics.jobs,
    booksSnapshots: true,
  });
  metrics.watchQueue(jobs.queue);
  // Started before any receiver, so a thread that cannot start fails start-up as the main thread would.
  const thread = inThread
    ? await startWorkerThread({
        entry: WORKER_THREAD_ENTRY,
        data: { config, prettyLogs, sandboxUrl: reporting.sandboxUrl },
        observers: metrics,
        onExit(code, err) {
          // Exit, so the orchestrator restarts the whole process (with its back-off), rather than
          // restart the thread here: what killed it (memory, a bug) would likely kill it again,
          // unseen by /healthz, while the receivers went on queueing reports nobody makes. Its
          // jobs are not lost: BullMQ puts them back on the queue when their locks expire.
          logger.error(
            { event: 'worker_thread_exited', code, err: err && String(err) },
            'the worker thread stopped; exiting so the process is restarted',
          );
          process.exit(1);
        },
      })
    : null;

  // The names questions may say: the sample data's, or learned from the service's recent records.
  const nameBook = reporting.sample
    ? null
    : startNameBook({
        api: reporting.api,
        onError: (err) => logger.warn({ event: 'names_not_learned', err: String(err) }, 'could not learn names from the service'),
      });
  const sample = reporting.sample ? sandboxNames() : null;
  const door = createFrontDoor({
    jobs,
    logger,
    names: () => sample ?? nameBook?.current() ?? { names: [] },
    holidayCountry: config.reports.holidayCountry,
    followUps: jobs.followUps,
    timeZone: config.reports.timeZone,
    onCommand: metrics.recordCommand,
    adminUsers: config.access.adminUsers,
    onAccessRefused: metrics.recordAccessRefused,
    onAccessChanged: metrics.recordAccessChange,
  });
  // The preview last: its page answers GET /.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each plugin has its own target type; a deliverer of one takes no other, so no common T fits
  const receiving: PlatformPlugin<any>[] = plan.receivers ? [slack, teams, showPreview ? preview : null].filter((p) => p !== null) : [];
  // A link is opened where it points, a web process: it runs the report as a worker would (so does Teams' message extension).
  const makeReport = (query: Parameters<typeof runReport>[0], now: Date) => runReport(query, { api: reporting.api, now, ...reportSettings(config) });
  const receivers = new Map(receiving.map((p) => [p.name, p.receive({ door, jobs, makeReport })]));
  for (const receiver of receivers.values()) await receiver.start();
  const linkRoutes = [createCsvRoute({ secret: config.links.signingSecret, logger, makeReport })];
  if (chartStore && charts)
    linkRoutes.push(createChartRoute({ secret: config.links.signingSecret, store: chartStore, makeReport, renderer: charts, logger }));
  const dashboard = createQueueDashboard({ queue: jobs.queue, adminToken: config.admin.token, basePath: '/admin/queues' });

  const today = () => new Date().toISOString().slice(0, 10);
  const server = createHttpServer({
    logger,
    checks: { queue: () => jobs.check() },
    notes: {
      reportingService: async () => {
        // Fresh: a cached answer would say the service was up minutes ago, not now.
        await reporting.api.count('advocacyOptouts', { start: today(), end: today() }, { fresh: true });
      },
    },
    routes: [
      metrics.route,
      ...(plan.receivers ? linkRoutes : []),
      ...(dashboard ? [dashboard] : []),
      ...[...receivers.values()].flatMap((r) => r.routes),
    ],
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
      worker: thread ? 'thread' : plan.worker ? 'in-process' : 'off',
      dashboard: dashboard ? '/admin/queues' : 'off',
    },
    `Report bot listening on ${url} (health: /healthz, /readyz; metrics: /metrics)`,
  );
  // The last start-up line is what a newcomer does next.
  if (receivers.has('preview'))
    logger.info({ event: 'local_mode', url }, `Local mode: open ${url} to try the bot${reporting.sample ? ' on sample data' : ''}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ event: 'shutdown', signal }, 'shutting down');
    server.close();
    server.closeIdleConnections();
    for (const receiver of receivers.values()) await receiver.stop();
    await thread?.close();
    nameBook?.stop();
    await jobs.close();
    await reporting.close();
    await backend.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}
