/**
 * The warm start (issue 33), wired as serve.ts wires it: /readyz of the bot's HTTP server
 * with the queue's place taken by the warm-up check alone, and the reporting service named in
 * the body without deciding readiness. The real client against the sandbox behind a proxy
 * that holds its answers (so "still warming" is a state the test holds, not a race), the
 * real chart renderer in its thread; the platforms' plug-ins as serve.ts makes them, Slack's
 * against the fake Slack.
 */
import type { Server } from 'node:http';
import { messageIds } from '../../src/messages/index.js';
import { afterEach, describe, expect, it } from 'vitest';
import { startWarmUp, warmReceivers, type WarmPlatform, type WarmUp } from '../../adapters/ops/warm-up.js';
import { createPlatformPlugins } from '../../adapters/plugins.js';
import { createHttpServer } from '../../adapters/http/server.js';
import { createReportingApi, type ReportingApi } from '../../src/api/index.js';
import { parseConfig, reportSettings } from '../../src/config.js';
import { createChartRenderer, type ChartRenderer } from '../../src/render/charts.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/index.js';
import { startHoldingProxy, type HoldingProxy } from '../helpers/holding-proxy.js';
import { closeServer, freePort, listenOnLoopback } from '../helpers/loopback.js';
import { eventually, LogCapture } from '../jobs/harness.js';
import { startSlackHarness } from '../slack/harness.js';
import { messageId, startTeamsHarness } from '../teams/harness.js';
import { FakeSlack, FAKE_TOKEN } from '../slack/fake-slack.js';
import { SIGNING_SECRET } from '../slack/helpers.js';
import { jobSchemas, QUEUE_NAME, warmReportJobSchema } from '../../jobs/queue.js';
import { createPlatforms } from '../../jobs/platforms.js';
import { slackAddressing } from '../../adapters/slack/target.js';
import { teamsAddressing } from '../../adapters/teams/target.js';
import { previewAddressing } from '../../adapters/web/target.js';
import { closeRedis, connectRedis } from '../../jobs/redis.js';

const NOW = new Date('2026-11-21T10:00:00Z');
const SPONSOR = '/v1/collaborative/report/sponsor/referrals/impact';
const CHANNELS = '/v1/collaborative/report/sponsor/referrals/channels/impact';

const open: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  for (const o of open.splice(0).reverse()) await o.close();
});

/** Every platform's plug-in as serve.ts makes them (Slack at `slackApiUrl`, Teams unauthenticated, the preview). */
function platformsAt(slackApiUrl: string, log: LogCapture): WarmPlatform[] {
  const config = parseConfig({ SLACK_BOT_TOKEN: FAKE_TOKEN, SLACK_SIGNING_SECRET: SIGNING_SECRET, SLACK_API_URL: slackApiUrl });
  const { slack, teams, preview } = createPlatformPlugins(config, { logger: log.logger, redis: undefined, sample: false });
  return [slack, teams, preview].filter((p) => p !== null);
}

async function start(serviceUrl: string, apiKey: string, boundMs: number, noteService = true, slackApiUrl?: string) {
  const config = parseConfig({ REPORTING_API_URL: serviceUrl, REPORTING_API_KEY: apiKey, REPORTING_API_RETRIES: '0' });
  const api: ReportingApi = createReportingApi({ ...config.api, url: serviceUrl });
  const charts: ChartRenderer = createChartRenderer({ mode: 'local', quickchartUrl: '' });
  const log = new LogCapture();
  const platforms = slackApiUrl ? platformsAt(slackApiUrl, log) : [];
  const warmUp: WarmUp = startWarmUp({ api, charts, logger: log.logger, settings: reportSettings(config), platforms, boundMs, now: () => NOW });
  const server: Server = createHttpServer({
    logger: log.logger,
    checks: { warmUp: warmUp.check },
    // As serve.ts: the service is named, never deciding readiness.
    notes: noteService
      ? { reportingService: () => api.count('advocacyOptouts', { start: '2026-11-21', end: '2026-11-21' }, { fresh: true }).then(() => undefined) }
      : {},
  });
  const base = await listenOnLoopback(server);
  open.push({
    close: async () => {
      await warmUp.done;
      await closeServer(server);
      await api.close();
    },
  });
  const readyz = async () => {
    const res = await fetch(`${base}/readyz`);
    return { status: res.status, body: (await res.json()) as { status: string; checks: Record<string, string> } };
  };
  return { warmUp, readyz, log };
}

describe('the warm start', () => {
  it('keeps /readyz not ready until the headline report made its one wave through the real client and was answered', async () => {
    const sandbox: Sandbox = await startSandbox({ now: NOW });
    const proxy: HoldingProxy = await startHoldingProxy(sandbox.url);
    open.push(sandbox, proxy);
    const release = proxy.hold();
    // Without the service's note: the proxy would hold the probe's own request too.
    const bot = await start(proxy.url, sandbox.apiKey, 60_000, false);
    // Referrals of last month against the month before: totals and channels, both months, at once.
    await eventually(() => (proxy.seen.length >= 4 ? true : undefined), 10_000, 'the warm-up requests');
    expect(proxy.seen.map((r) => r.path).sort()).toEqual([CHANNELS, CHANNELS, SPONSOR, SPONSOR]);
    // The answers are held: the warm-up has not finished.
    const held = await bot.readyz();
    expect(held.status).toBe(503);
    expect(held.body.checks.warmUp).toMatch(/^warming up/);

    release();
    await bot.warmUp.done;
    const ready = await bot.readyz();
    expect(ready).toEqual({ status: 200, body: { status: 'ready', checks: { warmUp: 'ok' } } });
    expect(bot.log.events('warm_up')).toHaveLength(1);
    expect(bot.log.events('warm_up_bounded')).toEqual([]);
  });

  it('goes ready after its bound when the service holds every answer, and says so in the log', async () => {
    const sandbox: Sandbox = await startSandbox({ now: NOW });
    const proxy: HoldingProxy = await startHoldingProxy(sandbox.url);
    open.push(sandbox, proxy);
    const release = proxy.hold();
    open.push({ close: async () => release() });
    const bot = await start(proxy.url, sandbox.apiKey, 300);
    await bot.warmUp.done;
    expect(bot.log.events('warm_up_bounded')).toEqual([expect.objectContaining({ level: 40, boundMs: 300 })]);
    expect(bot.log.events('warm_up')).toEqual([]);
    const check = await bot.warmUp.check();
    expect(check).toBeUndefined();
  });

  it('goes ready when the service refuses connections: the warm-up fails, is logged, and /readyz names the service without failing', async () => {
    const down = `http://127.0.0.1:${await freePort()}`;
    const bot = await start(down, 'sandbox-key', 60_000);
    await bot.warmUp.done;
    expect(bot.log.events('warm_up_service_failed')).toEqual([expect.objectContaining({ level: 40 })]);
    const ready = await bot.readyz();
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('ready');
    expect(ready.body.checks.warmUp).toBe('ok');
    expect(ready.body.checks.reportingService).not.toBe('ok');
  });
});

describe("the worker's warm start without the service", () => {
  /** Every operation of the spec: five of company data, two of lodging, three of referrals. */
  const OPERATIONS = 10;
  const RENDERED = [
    { format: 'Block Kit', chars: expect.any(Number) },
    { format: 'Adaptive Card', chars: expect.any(Number) },
    { format: 'HTML (as Slack shows it)', chars: expect.any(Number) },
  ];

  it("parses the headline command's job once for each platform's made-up target, each one valid for its platform's schema", () => {
    const platforms = createPlatforms([slackAddressing, teamsAddressing, previewAddressing]);
    expect(platforms.warmUpTargets.map((t) => t.platform)).toEqual(['slack', 'teams', 'preview']);
    // Three of three: a made-up target its own schema refused would leave that schema's success path to the first person's job.
    expect(warmReportJobSchema(jobSchemas(platforms.targetSchema), 'Europe/Berlin', platforms.warmUpTargets).map((j) => j.target.platform)).toEqual([
      'slack',
      'teams',
      'preview',
    ]);
  });

  it("renders a report of fixed figures with every platform's renderer, parses a made-up answer of every operation and opens Slack's connection, asking the service nothing more and posting nothing", async () => {
    const sandbox: Sandbox = await startSandbox({ now: NOW });
    const proxy: HoldingProxy = await startHoldingProxy(sandbox.url);
    const fake = new FakeSlack();
    await fake.start();
    open.push(sandbox, proxy, fake);
    const bot = await start(proxy.url, sandbox.apiKey, 60_000, false, fake.apiUrl);
    await bot.warmUp.done;
    const [line] = bot.log.events('warm_up');
    expect(line).toMatchObject({ answers: OPERATIONS, messages: messageIds().length, rendered: RENDERED, connections: ['slack'] });
    for (const r of line!.rendered as { chars: number }[]) expect(r.chars).toBeGreaterThan(500);
    // The service saw the headline report's wave and nothing else: the answers and the report rendered are made up.
    expect(proxy.seen.map((r) => r.path).sort()).toEqual([CHANNELS, CHANNELS, SPONSOR, SPONSOR]);
    // Slack was asked who the token is, and nothing was posted, updated or uploaded.
    expect(fake.calls.map((c) => c.method)).toEqual(['auth.test']);
    expect(bot.log.lines.filter((l) => (l.level as number) >= 40)).toEqual([]);
  });

  it('goes ready with one warning when the service is down, the renderers and the answer schemas warmed all the same', async () => {
    const fake = new FakeSlack();
    await fake.start();
    open.push(fake);
    const down = `http://127.0.0.1:${await freePort()}`;
    const bot = await start(down, 'sandbox-key', 60_000, true, fake.apiUrl);
    await bot.warmUp.done;
    expect(bot.log.lines.filter((l) => (l.level as number) >= 40)).toEqual([
      expect.objectContaining({
        event: 'warm_up_service_failed',
        answers: OPERATIONS,
        messages: messageIds().length,
        rendered: RENDERED,
        connections: ['slack'],
      }),
    ]);
    expect((await bot.readyz()).body.checks.warmUp).toBe('ok');
    expect(fake.calls.map((c) => c.method)).toEqual(['auth.test']);
  });

  it("goes ready with one warning naming the platform when Slack refuses the warm-up's call", async () => {
    const sandbox: Sandbox = await startSandbox({ now: NOW });
    const fake = new FakeSlack();
    await fake.start();
    open.push(sandbox, fake);
    fake.fail('auth.test', 'account_inactive');
    const bot = await start(sandbox.url, sandbox.apiKey, 60_000, false, fake.apiUrl);
    await bot.warmUp.done;
    expect(bot.log.lines.filter((l) => (l.level as number) >= 40)).toEqual([
      expect.objectContaining({ event: 'warm_up_platform_failed', platform: 'slack', reason: expect.stringContaining('account_inactive') }),
    ]);
    expect(await bot.warmUp.check()).toBeUndefined();
    expect(fake.calls.map((c) => c.method)).toEqual(['auth.test']);
  });
});

describe("the warm start of Teams' posts", () => {
  // botbuilder keeps the bot's tokens for the process (this file's): this is the one test here that asks for one.
  it("gets the bot's own token before the first post, which then signs with it instead of asking the login authority; nothing is sent to Teams", async () => {
    const log = new LogCapture();
    const h = await startTeamsHarness({ logger: log.logger });
    open.push(h);
    const issuer = h.issuer!;
    const asked = issuer.tokenRequests.length;
    const api = createReportingApi({ ...h.config.api, url: h.sandbox.url, key: h.sandbox.apiKey });
    open.push(api);
    const charts = createChartRenderer({ mode: 'local', quickchartUrl: '' });
    const warm = startWarmUp({ api, charts, logger: log.logger, settings: reportSettings(h.config), platforms: [h.teams], now: () => NOW });
    await warm.done;
    expect(log.events('warm_up')).toEqual([
      expect.objectContaining({ connections: ['teams'], rendered: [expect.objectContaining({ format: 'Adaptive Card' })] }),
    ]);
    expect(issuer.tokenRequests.slice(asked)).toEqual([{ clientId: issuer.appId, scope: 'https://api.botframework.com/.default', ok: true }]);
    expect(h.fake.calls).toEqual([]);

    const conversationId = 'a:1warm-start';
    expect((await h.post(h.activity({ id: messageId(), text: 'referrals last-month', conversationId }))).status).toBe(200);
    await h.fake.waitFor((c) => c.conversationId === conversationId && c.status === 201 && Array.isArray(c.activity.attachments), 20_000, 'the card');
    // The card went out signed with the token got at start-up: the login authority was not asked again.
    expect(issuer.tokenRequests.slice(asked)).toHaveLength(1);
  });
});

describe("the receivers' warm start", () => {
  it("runs Slack's signed handshake and an event no listener takes through the Slack route (guard, Bolt, replay check) and the grammar once, posting and queueing nothing", async () => {
    const log = new LogCapture();
    const h = await startSlackHarness({ logger: log.logger, worker: false });
    open.push(h);
    const seen: { method?: string; url?: string; status: number }[] = [];
    h.server.on('request', (req, res) => res.once('finish', () => seen.push({ method: req.method, url: req.url, status: res.statusCode })));
    // The receiver as serve.ts starts it: on the bot's server, which already listens.
    const receiver = h.slack.receive({ door: h.door, jobs: h.jobs });
    const slackCalls = h.fake.calls.length;
    const warm = warmReceivers({ door: h.door, receivers: [receiver], origin: h.baseUrl, logger: log.logger });
    await expect(warm.check()).rejects.toThrow(/^warming up: the grammar/);
    await warm.done;
    expect(await warm.check()).toBeUndefined();
    expect(seen).toEqual([
      { method: 'POST', url: '/slack/events', status: 200 },
      { method: 'POST', url: '/slack/events', status: 200 },
    ]);
    expect(log.events('slack_listener_failed')).toEqual([]);
    expect(log.events('warm_up_receivers_incomplete')).toEqual([]);
    expect(log.events('slack_request_refused')).toEqual([]);
    // Nothing a person would see or a count would hold: no post, no job, no command logged. The one
    // call to Slack is the locale client's first (users.info's), asking who the token is.
    expect(h.fake.calls.slice(slackCalls).map((c) => c.method)).toEqual(['auth.test']);
    expect(await h.jobCount()).toBe(0);
    // BullMQ's add path warmed on a queue of its own, removed at once: none of its keys is left.
    const redis = await connectRedis(h.config.redis.url, 'producer', 'test-warm-up');
    const left = await redis.keys(`${h.config.redis.prefix}:${QUEUE_NAME}-warm-up*`);
    await closeRedis(redis);
    expect(left).toEqual([]);
    expect(log.events('slack_command')).toEqual([]);
  });

  it('goes ready when a receiver cannot reach its own route, and says why in the log', async () => {
    const log = new LogCapture();
    const h = await startSlackHarness({ logger: log.logger, worker: false });
    open.push(h);
    const receiver = h.slack.receive({ door: h.door, jobs: h.jobs });
    const nowhere = `http://127.0.0.1:${await freePort()}`;
    const warm = warmReceivers({ door: h.door, receivers: [receiver], origin: nowhere, logger: log.logger });
    await warm.done;
    expect(await warm.check()).toBeUndefined();
    expect(log.events('warm_up_receivers_incomplete')).toEqual([expect.objectContaining({ level: 40, reasons: [expect.any(String)] })]);
  });
});
