/**
 * Command to answer in chat (issue 17 P2, issue 18): one user at a time, every command
 * distinct, each through the real chat stack (Slack: Bolt's receiver with signature checks;
 * Teams: botbuilder with authentication on), the queue on Redis, the worker (Slack: in its worker
 * thread, as ROLE=all runs it), local PNG charts drawn in their thread, the real deliverer, to a
 * fake of the platform that answers every call after `PLATFORM_MS`, with the Reporting Data
 * Service answering each request after `API_MS`.
 *
 * Two times per command, each until the platform has taken the call (its arrival plus
 * `PLATFORM_MS`): the first visible answer with every figure, and the chart in place.
 * - Slack, figures first (the default): the post carries the figures and the chart follows in
 *   an update of the same message, once uploaded. Beside it, in the same run on the same
 *   commands in turns: the same with SLACK_CHARTS=link (the update names the bot's own link to
 *   the chart, which the fake Slack fetches before answering, as Slack does; no upload), and
 *   the one-post path (`chartsFollow: false`): the post waits for the chart's upload.
 * - Teams, figures first: the card carries the figures and is updated with its chart (a data
 *   URI inside the card, so no upload) once drawn.
 *
 * Physical limits: the dependent service round trips (the waves of requests a recording proxy
 * saw: requests that overlap in time are one wave) × `API_MS`, plus the platform calls up to
 * and including the one measured, in waves the same way, × `PLATFORM_MS`. The first visible
 * answer's limit is one service round trip and one call when the service needs one wave.
 */
import { randomBytes } from 'node:crypto';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { closeRedis, connectRedis, deleteKeysWithPrefix } from '../jobs/redis.js';
import { closeServer, freePort, listenOnLoopback } from '../test/helpers/loopback.js';
import { createLogger } from '../src/log.js';
import { CHART_PENDING_LINE } from '../src/render/charts.js';
import { FakeSlack } from '../test/slack/fake-slack.js';
import { messageId, startTeamsHarness } from '../test/teams/harness.js';
import { commandBody, postSigned } from '../test/slack/helpers.js';
import { startSandboxProcess } from './sandbox-process.js';
import { startSlackBot, type SlackBot } from './slack-bot.js';
import { distinctCommands, kindOf } from './commands.js';
import { benchConfig } from './slack-config.js';
import { percentile, round } from './stats.js';

const API_MS = 50;
const PLATFORM_MS = 100;
/** Commands per report kind (six kinds) and digests. */
const ROUNDS = 8;
/** Issue 17 P2: command to the message with its chart, p50, and its ratio to the physical limit. */
const TARGET_P50_MS = 500;
const TARGET_RATIO = 3;
/** Issue 18: the first visible answer within 1.3 × (one service round trip + one call), the chart in place within 450 ms. */
const TARGET_FIRST_MS = 1.3 * (API_MS + PLATFORM_MS);
const TARGET_CHART_MS = 450;

/** A pass-through proxy to the sandbox that notes when each request started and ended. */
async function recordingProxy(target: string): Promise<{ url: string; spans: [number, number][]; server: Server }> {
  const spans: [number, number][] = [];
  const to = new URL(target);
  const server = createServer((req, res) => {
    const started = performance.now();
    const upstream = httpRequest({ host: to.hostname, port: to.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
      answer.on('end', () => spans.push([started, performance.now()]));
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  return { url: await listenOnLoopback(server), spans, server };
}

/** Requests that overlap in time form one wave: the number of round trips one after another. */
function waves(spans: [number, number][]): number {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  let count = 0;
  let end = -Infinity;
  for (const [s, e] of sorted) {
    if (s > end) count++;
    end = Math.max(end, e);
  }
  return count;
}

interface Sample {
  kind: string;
  /** Until the first post with the figures was taken. */
  firstMs: number;
  /** Until the call that put the chart in the message was taken. */
  chartMs: number;
  firstLimitMs: number;
  chartLimitMs: number;
}

type SlackPath = 'slack figures first' | 'slack figures first, chart link' | 'slack one post';
const SLACK_PATHS: SlackPath[] = ['slack figures first', 'slack figures first, chart link', 'slack one post'];
type Path = SlackPath | 'teams figures first';

const summary = (xs: Sample[]) => {
  const p = (f: (x: Sample) => number, q: number) => round(percentile(xs.map(f), q));
  return {
    firstP50Ms: p((x) => x.firstMs, 50),
    firstP95Ms: p((x) => x.firstMs, 95),
    chartP50Ms: p((x) => x.chartMs, 50),
    chartP95Ms: p((x) => x.chartMs, 95),
    firstLimitP50Ms: p((x) => x.firstLimitMs, 50),
    chartLimitP50Ms: p((x) => x.chartLimitMs, 50),
    chartRatioP50: p((x) => x.chartMs / x.chartLimitMs, 50),
  };
};

/** The commands: six kinds in turn, then digests of distinct past weeks (Sunday to Saturday). */
function commands(): string[] {
  return [
    ...distinctCommands(6 * ROUNDS),
    ...Array.from({ length: ROUNDS }, (_, i) => {
      const start = new Date(Date.UTC(2026, 8, 6 + 7 * i));
      const end = new Date(start.getTime() + 6 * 86_400_000);
      return `digest ${start.toISOString().slice(0, 10)}..${end.toISOString().slice(0, 10)}`;
    }),
  ];
}
const kindOfCommand = (text: string) => (text.startsWith('digest') ? 'digest' : kindOf(text));
const hasImage = (blocks: unknown) => Array.isArray(blocks) && blocks.some((b) => (b as { type?: unknown }).type === 'image');

/** `serviceWaves` learns each command's dependent service round trips, for the Teams run's limits. */
async function slackPaths(serviceWaves: Map<string, number>): Promise<{ samples: Record<SlackPath, Sample[]>; cleanup: () => Promise<void> }> {
  const sandbox = await startSandboxProcess(API_MS);
  const proxy = await recordingProxy(sandbox.url);
  const fake = new FakeSlack();
  await fake.start();
  const slackDelay = () => new Promise<void>((r) => setTimeout(r, PLATFORM_MS));
  for (const method of ['files.getUploadURLExternal', 'upload', 'files.completeUploadExternal', 'chat.postMessage', 'chat.update']) fake.hooks.set(method, slackDelay);
  const prefixes: string[] = [];
  const bot = async (chartsFollow: boolean, chartLinks = false) => {
    const prefix = `bench-latency-${randomBytes(4).toString('hex')}`;
    prefixes.push(prefix);
    const chartLinksAt = chartLinks ? `http://127.0.0.1:${await freePort()}/` : undefined;
    const config = benchConfig({ sandboxUrl: proxy.url, sandboxKey: sandbox.key, slackApiUrl: fake.apiUrl, prefix, chartLinksAt });
    // No shared answers: each command pays for its own requests, as a distinct one would.
    return startSlackBot(config, { apiUrl: proxy.url, worker: true, sharedFetch: false, chartsFollow });
  };
  const bots: Record<SlackPath, SlackBot> = { 'slack figures first': await bot(true), 'slack figures first, chart link': await bot(true, true), 'slack one post': await bot(false) };

  let channels = 0;
  const ask = async (path: SlackPath, text: string): Promise<Sample> => {
    const channel = `CLAT${String(++channels).padStart(4, '0')}`;
    proxy.spans.length = 0;
    const calls = fake.calls.length;
    const sent = Date.now();
    await postSigned(bots[path].eventsUrl, commandBody({ text, channel, responseUrl: fake.responseUrl() }));
    const inChannel = (c: { method: string; ok: boolean; params: Record<string, unknown> }) => c.ok && c.params.channel === channel && (c.method === 'chat.postMessage' || c.method === 'chat.update');
    const post = await fake.waitFor((c) => inChannel(c) && c.method === 'chat.postMessage', 60_000);
    // A report without a chart (a digest of sections with none) is complete when posted.
    const chart = hasImage(post.params.blocks) || !JSON.stringify(post.params.blocks).includes(CHART_PENDING_LINE) ? post : await fake.waitFor((c) => inChannel(c) && hasImage(c.params.blocks), 60_000);
    serviceWaves.set(text, waves(proxy.spans));
    const serviceMs = waves(proxy.spans) * API_MS;
    // This command's Slack calls up to the one measured, in waves as the service's.
    const slackWaves = (until: number) => waves(fake.calls.slice(calls).filter((c) => c.at <= until && c.method !== 'response_url').map((c): [number, number] => [c.at, c.at + PLATFORM_MS]));
    return {
      kind: kindOfCommand(text),
      firstMs: post.at + PLATFORM_MS - sent,
      // With a chart link, Slack answers once it has fetched the picture.
      chartMs: chart.at + (chart.fetchMs ?? 0) + PLATFORM_MS - sent,
      firstLimitMs: serviceMs + slackWaves(post.at) * PLATFORM_MS,
      chartLimitMs: serviceMs + slackWaves(chart.at) * PLATFORM_MS,
    };
  };
  const cleanup = async () => {
    for (const b of Object.values(bots)) await b.close();
    await closeServer(proxy.server);
    await fake.close();
    sandbox.child.kill('SIGTERM');
    const redis = await connectRedis('redis://127.0.0.1:6379', 'producer', 'bench-cleanup');
    for (const prefix of prefixes) await deleteKeysWithPrefix(redis, prefix);
    await closeRedis(redis);
  };
  const samples = Object.fromEntries(SLACK_PATHS.map((p) => [p, [] as Sample[]])) as Record<SlackPath, Sample[]>;
  try {
    // Warm-up of both: module loading, the chart font, connections.
    for (const text of ['referrals last-month', 'occupancy next 4 weeks']) for (const path of SLACK_PATHS) await ask(path, text);
    // The same commands on every path, which goes first rotating, so none has the warmer turn.
    for (const [i, text] of commands().entries()) {
      for (const path of [...SLACK_PATHS.slice(i % 3), ...SLACK_PATHS.slice(0, i % 3)]) samples[path].push(await ask(path, text));
    }
  } catch (err) {
    await cleanup();
    throw err;
  }
  return { samples, cleanup };
}

/** Teams: the card with its figures, then its update with the chart; the service and connector slowed as for Slack. */
async function teamsPath(serviceWaves: Map<string, number>): Promise<Sample[]> {
  const h = await startTeamsHarness({ logger: createLogger({ level: 'silent' }), data: 'sample' });
  h.sandbox.faults.latencyMs = API_MS;
  h.fake.beforeAnswer = () => new Promise((r) => setTimeout(r, PLATFORM_MS));
  try {
    let n = 0;
    const ask = async (text: string): Promise<Sample> => {
      const conversationId = `a:1latency-${++n}`;
      const sent = Date.now();
      const res = await h.post(h.activity({ id: messageId(), text, conversationId }));
      if (res.status !== 200) throw new Error(`Teams answered ${res.status}`);
      const card = await h.fake.waitFor((c) => c.conversationId === conversationId && c.status === 201 && Array.isArray(c.activity.attachments), 60_000, `the card for ${text}`);
      // A report without a chart (a digest) is complete when posted.
      const pending = JSON.stringify(card.activity.attachments).includes(CHART_PENDING_LINE);
      const chart = pending ? await h.fake.waitFor((c) => c.kind === 'update' && c.activityId === card.id && c.status === 200, 60_000, `the chart of ${text}`) : card;
      // The same command's service round trips as the Slack run measured them.
      const limit = (serviceWaves.get(text) ?? 1) * API_MS + PLATFORM_MS;
      return { kind: kindOfCommand(text), firstMs: card.at + PLATFORM_MS - sent, chartMs: chart.at + PLATFORM_MS - sent, firstLimitMs: limit, chartLimitMs: limit + (pending ? PLATFORM_MS : 0) };
    };
    for (const text of ['referrals last-month', 'occupancy next 4 weeks']) await ask(text);
    const samples: Sample[] = [];
    for (const text of commands()) samples.push(await ask(text));
    return samples;
  } finally {
    await h.close();
  }
}

export async function runLatencyBench(): Promise<Record<string, unknown>> {
  const serviceWaves = new Map<string, number>();
  const slack = await slackPaths(serviceWaves);
  let teams: Sample[];
  try {
    teams = await teamsPath(serviceWaves);
  } finally {
    await slack.cleanup();
  }
  const paths: Record<Path, Sample[]> = { ...slack.samples, 'teams figures first': teams };
  const rows = Object.fromEntries(Object.entries(paths).map(([path, xs]) => [path, summary(xs)]));
  const kinds = [...new Set(paths['slack figures first'].map((x) => x.kind))];
  const byKind = Object.fromEntries(kinds.map((k) => [k, summary(paths['slack figures first'].filter((x) => x.kind === k))]));
  console.log(`\nCommand to answer, one user at a time: service ${API_MS} ms per request, the platform ${PLATFORM_MS} ms per call; first = the figures visible, chart = the chart in place`);
  console.table(rows);
  console.log('Slack, figures first, per report kind:');
  console.table(byKind);
  const follow = rows['slack figures first']!;
  const linked = rows['slack figures first, chart link']!;
  const teamsRow = rows['teams figures first']!;
  const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
  console.log(
    [
      `figures visible p50 ${follow.firstP50Ms} ms (target ≤ ${TARGET_FIRST_MS} ms: ${verdict(follow.firstP50Ms <= TARGET_FIRST_MS)})`,
      `chart in place p50 ${follow.chartP50Ms} ms (target ≤ ${TARGET_CHART_MS} ms: ${verdict(follow.chartP50Ms <= TARGET_CHART_MS)}; < ${TARGET_P50_MS} ms: ${verdict(follow.chartP50Ms < TARGET_P50_MS)})`,
      `chart in place ÷ its physical limit p50 ${follow.chartRatioP50} (target ≤ ${TARGET_RATIO}: ${verdict(follow.chartRatioP50 <= TARGET_RATIO)})`,
      `with SLACK_CHARTS=link: figures visible p50 ${linked.firstP50Ms} ms (${verdict(linked.firstP50Ms <= TARGET_FIRST_MS)}), chart in place p50 ${linked.chartP50Ms} ms (target ≤ ${TARGET_CHART_MS} ms: ${verdict(linked.chartP50Ms <= TARGET_CHART_MS)}), ÷ its physical limit ${linked.chartRatioP50}`,
      `Teams figures visible p50 ${teamsRow.firstP50Ms} ms (target ≤ ${TARGET_FIRST_MS} ms: ${verdict(teamsRow.firstP50Ms <= TARGET_FIRST_MS)}), chart in place p50 ${teamsRow.chartP50Ms} ms (target ≤ ${TARGET_CHART_MS} ms: ${verdict(teamsRow.chartP50Ms <= TARGET_CHART_MS)})`,
    ].join('\n'),
  );
  return { apiMs: API_MS, platformMs: PLATFORM_MS, commandsPerPath: teams.length, paths: rows, slackFiguresFirstByKind: byKind };
}
