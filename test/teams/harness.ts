/**
 * The whole Teams path for tests, with nothing of ours replaced: the fake Bot Framework
 * connector on loopback, authentication on through a local OpenID issuer (every activity
 * posted carries a token it signed, the bot validates it, the bot gets its own token from
 * the issuer and the connector checks it), the sandbox Reporting Data Service, the real jobs runtime (BullMQ on
 * the local Redis under a fresh key prefix, worker in this process), the real Teams adapter
 * (the Agents SDK's CloudAdapter) mounted on our one HTTP server, the local chart renderer.
 */
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCsvLinks, createCsvRoute, type CsvLinks } from '../../adapters/http/csv-download.js';
import { createChartLinks, createChartRoute, createMemoryChartStore, type ChartLinks } from '../../adapters/http/chart-links.js';
import { createHttpServer } from '../../adapters/http/server.js';
import { createTeamsPlatform, type TeamsPlatform } from '../../adapters/teams/index.js';
import { connectJobsBackend, startJobs, type Jobs } from '../../jobs/runtime.js';
import { createFrontDoor } from '../../src/commands/index.js';
import { createReportingApi, type ReportingApi } from '../../src/api/index.js';
import { parseConfig, reportSettings, type Config } from '../../src/config.js';
import { createLogger, type Logger } from '../../src/log.js';
import { createChartRenderer } from '../../src/render/charts.js';
import { runReport } from '../../src/reports/index.js';
import type { Sandbox } from '../../src/sandbox/index.js';
import { FakeConnector } from './fake-connector.js';
import { NOW, startFixtureSandbox } from '../helpers/fixtures.js';
import { startSandbox } from '../../src/sandbox/index.js';
import { dropRedisPrefix, queueDrained, queueSize } from '../helpers/harness-parts.js';
import { closeServer } from '../helpers/loopback.js';
import { OpenIdIssuer } from '../helpers/openid-issuer.js';

/** Saturday 2026-11-21, 10:00 UTC: the clock of the commands and of the sandbox. */
export { NOW };
export const BOT = { id: '28:report-bot', name: 'Report bot' };
export const ANA = { id: '29:ana', name: 'Ana Lima', aadObjectId: '00000000-0000-0000-0000-00000000a0a0' };
export const TENANT = '00000000-0000-0000-0000-0000000000te';
/** The bot's Microsoft App ID and secret in the tests. */
export const APP_ID = '11111111-2222-3333-4444-555555555555';
const APP_PASSWORD = 'a-test-client-secret';

/** A logger whose JSON lines are kept in `lines`. */
export function capturingLogger(): { logger: Logger; lines: string[]; events(name: string): Record<string, unknown>[] } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return {
    logger: createLogger({ level: 'info' }, sink),
    lines,
    events: (name) => lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.event === name),
  };
}

let seq = 0;
/** A fresh Teams message id (unique per test run). */
export const messageId = () => `${Date.now()}${String(++seq).padStart(4, '0')}`;

export interface ActivityFields {
  text?: string;
  value?: unknown;
  conversationId: string;
  conversationType?: 'personal' | 'channel' | 'groupChat';
  id?: string;
  replyToId?: string;
  serviceUrl?: string;
}

export interface TeamsHarness {
  fake: FakeConnector;
  /** The local token service (null with authentication off). */
  issuer: OpenIdIssuer | null;
  sandbox: Sandbox;
  config: Config;
  api: ReportingApi;
  jobs: Jobs;
  teams: TeamsPlatform;
  server: Server;
  /** `http://127.0.0.1:<port>/api/messages`. */
  messagesUrl: string;
  /** `http://127.0.0.1:<port>/`: the PUBLIC_URL of the Download CSV links (`GET /csv` is served here). */
  baseUrl: string;
  /** The clock of signing and checking Download CSV links (ms); tests move it past the expiry. */
  linkClock: { now: number };
  /** A Teams message activity addressed to the fake connector. */
  activity(fields: ActivityFields): Record<string, unknown>;
  /**
   * POSTs an activity (or any body) to `/api/messages`, with authentication on carrying a
   * valid token for its service URL unless `headers.authorization` says otherwise ('' for none).
   */
  post(body: unknown, headers?: Record<string, string>): Promise<{ status: number; text: string }>;
  /** Jobs in the queue in any state (for "nothing was enqueued"). */
  jobCount(): Promise<number>;
  /** Resolves once every queued job has finished for good (then assert that nothing more came). */
  drained(): Promise<void>;
  close(): Promise<void>;
}

export interface TeamsHarnessOptions {
  logger: Logger;
  /** Authentication on through the local issuer (default), or off (no app id: loopback only). */
  auth?: 'on' | 'off';
  /** Run the job worker in this process (default true); false: requests are only queued. */
  worker?: boolean;
  /**
   * What the sandbox answers with: the hand-written fixtures whose figures the tests check
   * (default), or its generated sample data, for the benchmark's full-size reports.
   */
  data?: 'fixtures' | 'sample';
  /** TEAMS_ADMIN_IDS: AAD object ids that may change a conversation's access. */
  adminIds?: string[];
  /** `REDIS_URL` (default the shared Redis on 127.0.0.1:6379); a test's own Redis it may stop and start. */
  redisUrl?: string;
  /** Follow-ups kept in Redis under the harness's prefix, as serve.ts keeps them (default off: each message read on its own). */
  followUps?: boolean;
}

export async function startTeamsHarness(opts: TeamsHarnessOptions): Promise<TeamsHarness> {
  const issuer = opts.auth === 'off' ? null : new OpenIdIssuer(APP_ID, APP_PASSWORD);
  await issuer?.start();
  const fake = new FakeConnector(issuer ? (authorization) => issuer.verifyBotToken(authorization) : undefined);
  await fake.start();
  const sandbox = opts.data === 'sample' ? await startSandbox({ seed: 42, now: NOW }) : await startFixtureSandbox();
  const prefix = `test-teams-${randomBytes(4).toString('hex')}`;
  const config = parseConfig({
    REPORTING_API_URL: sandbox.url,
    REPORTING_API_KEY: sandbox.apiKey,
    REDIS_URL: opts.redisUrl ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: prefix,
    JOB_ATTEMPTS: '2',
    JOB_BACKOFF_MS: '100',
    SHARED_FETCH_TTL_SECONDS: '0',
    SHUTDOWN_TIMEOUT_SECONDS: '5',
    ...(issuer ? issuer.env() : {}),
    ...(opts.adminIds ? { TEAMS_ADMIN_IDS: opts.adminIds.join(',') } : {}),
  });
  const { logger } = opts;
  const backend = await connectJobsBackend(config, logger);
  const api = createReportingApi({ ...config.api, url: sandbox.url }, backend.clientOptions);
  // Links point at our own server, whose port is known once it listens (below).
  const linkClock = { now: Date.now() };
  let links: CsvLinks | undefined;
  // Charts by link to our own GET /chart.png, as with PUBLIC_URL set.
  const chartStore = createMemoryChartStore();
  let chartLinks: ChartLinks | undefined;
  const teams = createTeamsPlatform({
    chartLinks: { host: (report, key, png) => chartLinks!.host(report, key, png) },
    config: config.teams,
    logger,
    redis: backend.redis ? { client: backend.redis, prefix } : null,
    adminIds: config.access.teamsAdminIds,
    csvLinks: { linkFor: (report) => links!.linkFor(report) },
    timeZone: config.reports.timeZone,
    now: () => NOW,
  });
  const charts = createChartRenderer(config.charts);
  const jobs = await startJobs(config, backend, { api, platforms: [teams], charts, logger, worker: opts.worker, now: () => NOW });
  const followUps = opts.followUps ? jobs.followUps : undefined;
  const receiver = teams.receive({
    door: createFrontDoor({ jobs, logger, timeZone: config.reports.timeZone, now: () => NOW, followUps }),
    jobs,
    // The message extension's previews, made as the server makes them (serve.ts).
    makeReport: (query, now) => runReport(query, { api, now, ...reportSettings(config) }),
  });
  await receiver.start();
  const csvRoute = createCsvRoute({
    secret: config.links.signingSecret,
    now: () => linkClock.now,
    logger,
    makeReport: (query, now) => runReport(query, { api, now, ...reportSettings(config) }),
  });
  const chartRoute =
    charts &&
    createChartRoute({
      secret: config.links.signingSecret,
      store: chartStore,
      makeReport: (query, now) => runReport(query, { api, now, ...reportSettings(config) }),
      renderer: charts,
      logger,
    });
  const server = createHttpServer({
    checks: { queue: () => jobs.check() },
    routes: [...receiver.routes, csvRoute, ...(chartRoute ? [chartRoute] : [])],
    logger,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  links = createCsvLinks({ publicUrl: baseUrl, secret: config.links.signingSecret, now: () => linkClock.now });
  chartLinks = createChartLinks({ publicUrl: baseUrl, secret: config.links.signingSecret, store: chartStore });
  const messagesUrl = `${baseUrl}api/messages`;

  return {
    fake,
    issuer,
    sandbox,
    config,
    api,
    jobs,
    teams,
    server,
    messagesUrl,
    baseUrl,
    linkClock,
    activity(f) {
      return {
        type: 'message',
        id: f.id ?? messageId(),
        timestamp: NOW.toISOString(),
        serviceUrl: f.serviceUrl ?? fake.serviceUrl,
        channelId: 'msteams',
        from: ANA,
        recipient: BOT,
        conversation: {
          id: f.conversationId,
          conversationType: f.conversationType ?? 'personal',
          tenantId: TENANT,
          isGroup: f.conversationType === 'channel' || f.conversationType === 'groupChat',
        },
        channelData: { tenant: { id: TENANT } },
        locale: 'en-US',
        ...(f.text !== undefined ? { text: f.text, textFormat: 'plain' } : {}),
        ...(f.value !== undefined ? { value: f.value } : {}),
        ...(f.replyToId ? { replyToId: f.replyToId } : {}),
      };
    },
    async post(body, headers = {}) {
      const { authorization, ...rest } = headers;
      const serviceUrl = (body as { serviceUrl?: unknown } | null)?.serviceUrl;
      const token =
        authorization ??
        (issuer ? `Bearer ${issuer.channelToken({ serviceUrl: typeof serviceUrl === 'string' ? serviceUrl : fake.serviceUrl })}` : '');
      const res = await fetch(messagesUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}), ...rest },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      return { status: res.status, text: await res.text() };
    },
    jobCount: () => queueSize(jobs.queue!),
    drained: () => queueDrained(jobs.queue!),
    async close() {
      await receiver.stop();
      await closeServer(server);
      await jobs.close();
      await api.close();
      await sandbox.close();
      await fake.close();
      await issuer?.close();
      await dropRedisPrefix(config.redis.url, prefix);
    },
  };
}

/** Types a command in a new thread of a Teams channel; resolves with the bot's text reply. */
export async function commandInChannel(h: TeamsHarness, channel: string, text: string): Promise<string> {
  const id = messageId();
  const res = await h.post(
    h.activity({ id, text: `<at>Report bot</at> ${text}`, conversationId: `${channel};messageid=${id}`, conversationType: 'channel' }),
  );
  if (res.status !== 200) throw new Error(`"${text}" was answered with status ${res.status}`);
  const reply = h.fake.calls.find((c) => c.activityId === id && typeof c.activity.text === 'string');
  if (!reply) throw new Error(`no reply to "${text}"`);
  return String(reply.activity.text);
}
