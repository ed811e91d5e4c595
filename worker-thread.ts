/**
 * The worker thread's entry: the worker role of a `ROLE=all` process, made off the receivers'
 * event loop (adapters/ops/worker-thread.ts says why, adapters/ops/roles.ts when). Wired as a
 * `ROLE=worker` process is wired in serve.ts, from the Config the main thread parsed (this
 * file reads no environment): its own Redis connections, the reporting client with the Redis
 * response cache, the platforms' deliverers, the chart renderer and a BullMQ worker.
 */
import { workerData } from 'node:worker_threads';
import { pino } from 'pino';
import { observedClientOptions, workerThreadEnd, type WorkerThreadData } from './adapters/ops/index.js';
import { createPlatformPlugins } from './adapters/plugins.js';
import { connectJobsBackend, startJobs } from './jobs/index.js';
import { connectReportingApi } from './src/api/connect.js';
import { createLogger } from './src/log.js';
import { createChartRenderer } from './src/render/charts.js';
import { registerBuiltInReports } from './src/reports/index.js';

const { config, prettyLogs, sandboxUrl, chartsFollow } = workerData as WorkerThreadData;
// A thread has its own modules, so its own registry: the reports its jobs make.
registerBuiltInReports();
// Each line written as it is logged, not buffered: the main thread ends this thread once its
// jobs are closed, and a thread that crashes has no exit hook to flush a buffer.
const logger = createLogger({ level: config.log.level, pretty: prettyLogs }, pino.destination({ dest: 1, sync: true })).child({ thread: 'worker' });
const end = workerThreadEnd(logger);
try {
  const backend = await connectJobsBackend(config, logger);
  const reporting = await connectReportingApi(config, {
    logger,
    options: { ...observedClientOptions(end.observers, backend.clientOptions), jobsAtOnce: config.jobs.concurrency },
    // Demo mode: the main thread's sandbox, with the key it was started with.
    local: sandboxUrl ? async () => ({ url: sandboxUrl, apiKey: config.sandbox.apiKey, close: async () => undefined }) : undefined,
  });
  const { delivery } = createPlatformPlugins(config, { logger, redis: backend.redis, sample: reporting.sample });
  // The daily snapshot of the books is scheduled by the main thread, as by every process.
  const charts = createChartRenderer(config.charts, logger);
  const jobs = await startJobs(config, backend, {
    api: reporting.api,
    platforms: delivery,
    charts,
    logger,
    worker: true,
    observer: end.observers.jobs,
    chartsFollow,
  });
  end.ready(async () => {
    await jobs.close();
    await reporting.close();
  });
} catch (err) {
  end.failed(err);
}
