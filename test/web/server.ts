/**
 * A real preview server for the web tests: the sandbox Reporting Data Service (fixed now)
 * answering with the hand-written fixtures of test/helpers/fixtures.ts (or, for README's
 * screenshot, its generated sample data),
 * the real client, the real jobs runtime on BullMQ (fresh Redis prefix) with local charts,
 * a PreviewDeliverer, and the preview page's routes on the bot's HTTP server.
 */
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createCsvLinks, createCsvRoute, type CsvLinks } from '../../adapters/http/csv-download.js';
import { createHttpServer } from '../../adapters/http/server.js';
import { createMetrics, type Metrics } from '../../adapters/ops/index.js';
import type { Receiver } from '../../adapters/platform.js';
import { createPreviewPlatform, type PreviewDeliverer } from '../../adapters/web/index.js';
import { connectJobsBackend, startJobs, type Jobs } from '../../jobs/runtime.js';
import { createFrontDoor } from '../../src/commands/index.js';
import { createReportingApi, type ReportingApi } from '../../src/api/index.js';
import { parseConfig, reportSettings } from '../../src/config.js';
import { createLogger } from '../../src/log.js';
import { createLocalChartRenderer } from '../../src/render/charts.js';
import { runReport } from '../../src/reports/index.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/index.js';
import { NOW, startFixtureSandbox } from '../helpers/fixtures.js';
import { dropRedisPrefix } from '../helpers/harness-parts.js';
import { closeServer } from '../helpers/loopback.js';

export const REDIS_URL = 'redis://127.0.0.1:6379';
/** Saturday 2026-11-21, 10:00 UTC: "last month" is October 2026. */
export { NOW };

export interface PreviewServer {
  url: string;
  sandbox: Sandbox;
  api: ReportingApi;
  jobs: Jobs;
  preview: PreviewDeliverer;
  page: Receiver;
  /** What the page counted, as /metrics would show it. */
  metrics: Metrics;
  close(): Promise<void>;
}

/** `prefix`: a Redis prefix the test prepared (e.g. a history of the books); a fresh one otherwise. Deleted at close either way. */
export async function startPreviewServer(data: 'fixtures' | 'sample' = 'fixtures', opts: { prefix?: string } = {}): Promise<PreviewServer> {
  const prefix = opts.prefix ?? `test-web-${randomUUID()}`;
  const sandbox = data === 'fixtures' ? await startFixtureSandbox() : await startSandbox({ seed: 42, now: NOW });
  const config = parseConfig({
    REDIS_URL,
    REDIS_PREFIX: prefix,
    REPORTING_API_URL: sandbox.url,
    REPORTING_API_KEY: sandbox.apiKey,
    JOB_BACKOFF_MS: '100',
    SHUTDOWN_TIMEOUT_SECONDS: '1',
  });
  const logger = createLogger({ level: 'warn', name: 'test-web' });
  const backend = await connectJobsBackend(config, logger);
  const api = createReportingApi({ ...config.api, url: sandbox.url }, { ...backend.clientOptions, logger });
  // Download CSV links point at this server (PUBLIC_URL in local mode: the page's own address), known once it listens.
  let links: CsvLinks | undefined;
  const platform = createPreviewPlatform({ logger, sample: true, now: () => NOW, csvLinks: { linkFor: (report) => links!.linkFor(report) } });
  const metrics = createMetrics({ defaultMetrics: false });
  const jobs = await startJobs(config, backend, {
    api,
    platforms: [platform],
    charts: createLocalChartRenderer(),
    logger,
    observer: metrics.jobs,
    now: () => NOW,
  });
  const door = createFrontDoor({ jobs, logger, timeZone: 'UTC', now: () => NOW, onCommand: metrics.recordCommand, followUps: jobs.followUps });
  const page = platform.receive({ door, jobs });
  await page.start();
  const preview = platform.deliverer;
  const csvRoute = createCsvRoute({
    secret: config.links.signingSecret,
    logger,
    makeReport: (query, now) => runReport(query, { api, now, ...reportSettings(config) }),
  });
  const server = createHttpServer({ logger, checks: {}, routes: [csvRoute, ...page.routes] });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  links = createCsvLinks({ publicUrl: `http://127.0.0.1:${port}/`, secret: config.links.signingSecret });
  return {
    url: `http://127.0.0.1:${port}`,
    sandbox,
    api,
    jobs,
    preview,
    page,
    metrics,
    async close() {
      await page.stop();
      await closeServer(server);
      await jobs.close();
      await api.close();
      await sandbox.close();
      await dropRedisPrefix(REDIS_URL, prefix);
    },
  };
}
