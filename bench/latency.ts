/**
 * Command to posted message (issue 17, P2): one user at a time, every command distinct, each
 * through the real Slack stack (Bolt's receiver with signature checks, the queue on Redis, a
 * worker in a worker thread of the same process, local charts uploaded, the real deliverer)
 * to the fake Slack, which answers every Web API call after `SLACK_MS`, with the Reporting
 * Data Service answering each request after `API_MS` (the sandbox, in its own process,
 * behind a recording proxy).
 *
 * A command's time runs until Slack has taken its post (the call's arrival plus `SLACK_MS`).
 * Its physical limit is what no implementation can beat: its dependent service round trips
 * (the waves of requests the proxy saw: requests that overlap in time are one wave) × `API_MS`,
 * plus its Slack calls up to and including the post, in waves the same way, × `SLACK_MS`. The
 * figures are p50 and p95 per report kind and the ratio of each command's time to its limit.
 */
import { randomBytes } from 'node:crypto';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { closeRedis, connectRedis, deleteKeysWithPrefix } from '../jobs/redis.js';
import { closeServer, listenOnLoopback } from '../test/helpers/loopback.js';
import { FakeSlack } from '../test/slack/fake-slack.js';
import { commandBody, postSigned } from '../test/slack/helpers.js';
import { startSandboxProcess } from './sandbox-process.js';
import { startSlackBot } from './slack-bot.js';
import { distinctCommands, kindOf } from './commands.js';
import { benchConfig } from './slack-config.js';
import { percentile, round } from './stats.js';

const API_MS = 50;
const SLACK_MS = 100;
/** Commands per report kind (six kinds) and digests. */
const ROUNDS = 8;
const TARGET_P50_MS = 500;
const TARGET_RATIO = 3;


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
  ms: number;
  limitMs: number;
}

export async function runLatencyBench(): Promise<Record<string, unknown>> {
  const sandbox = await startSandboxProcess(API_MS);
  const proxy = await recordingProxy(sandbox.url);
  const fake = new FakeSlack();
  await fake.start();
  const slackDelay = () => new Promise<void>((r) => setTimeout(r, SLACK_MS));
  for (const method of ['files.getUploadURLExternal', 'upload', 'files.completeUploadExternal', 'chat.postMessage', 'chat.update']) fake.hooks.set(method, slackDelay);
  const prefix = `bench-latency-${randomBytes(4).toString('hex')}`;
  const config = benchConfig({ sandboxUrl: proxy.url, sandboxKey: sandbox.key, slackApiUrl: fake.apiUrl, prefix });
  // No shared answers: each command pays for its own requests, as a distinct one would.
  const bot = await startSlackBot(config, { apiUrl: proxy.url, worker: true, sharedFetch: false });
  const { eventsUrl } = bot;

  const ask = async (text: string, channel: string): Promise<Sample> => {
    proxy.spans.length = 0;
    const calls = fake.calls.length;
    const sent = Date.now();
    await postSigned(eventsUrl, commandBody({ text, channel, responseUrl: fake.responseUrl() }));
    const post = await fake.waitFor((c) => c.method === 'chat.postMessage' && c.ok && c.params.channel === channel, 60_000);
    // Posted when Slack has taken the message: the call's arrival (`at`) plus its answer time.
    const ms = post.at + SLACK_MS - sent;
    // The Slack calls of this command up to its post (each chart's upload URL and upload, the
    // completion, the post), in waves as the service's: two charts' uploads side by side are one.
    const slack = fake.calls.slice(calls).filter((c) => c.at <= post.at && c.method !== 'response_url');
    const slackWaves = waves(slack.map((c): [number, number] => [c.at, c.at + SLACK_MS]));
    return { kind: text.startsWith('digest') ? 'digest' : kindOf(text), ms, limitMs: waves(proxy.spans) * API_MS + slackWaves * SLACK_MS };
  };
  try {
    // Warm-up: module loading, the chart font, connections.
    for (const text of ['referrals last-month', 'occupancy next 4 weeks']) await ask(text, `CWARM${randomBytes(3).toString('hex')}`);
    const commands = [
      ...distinctCommands(6 * ROUNDS),
      // Digests of distinct past weeks (Sunday to Saturday).
      ...Array.from({ length: ROUNDS }, (_, i) => {
        const start = new Date(Date.UTC(2026, 8, 6 + 7 * i));
        const end = new Date(start.getTime() + 6 * 86_400_000);
        return `digest ${start.toISOString().slice(0, 10)}..${end.toISOString().slice(0, 10)}`;
      }),
    ];
    const samples: Sample[] = [];
    for (const [i, text] of commands.entries()) samples.push(await ask(text, `CLAT${String(i).padStart(4, '0')}`));

    const byKind = new Map<string, Sample[]>();
    for (const s of samples) byKind.set(s.kind, [...(byKind.get(s.kind) ?? []), s]);
    const rows = Object.fromEntries(
      [...byKind].map(([kind, xs]) => [
        kind,
        {
          p50Ms: round(percentile(xs.map((x) => x.ms), 50)),
          p95Ms: round(percentile(xs.map((x) => x.ms), 95)),
          limitP50Ms: round(percentile(xs.map((x) => x.limitMs), 50)),
          ratioP50: round(percentile(xs.map((x) => x.ms / x.limitMs), 50)),
        },
      ]),
    );
    const all = samples.map((s) => s.ms);
    const ratio = percentile(samples.map((s) => s.ms / s.limitMs), 50);
    console.log(`\nCommand to posted message with chart: one user at a time, service ${API_MS} ms per request, Slack ${SLACK_MS} ms per call`);
    console.table(rows);
    console.log(`all: p50 ${round(percentile(all, 50))} ms (target < ${TARGET_P50_MS} ms: ${percentile(all, 50) < TARGET_P50_MS ? 'ok' : 'MISSED'}), p95 ${round(percentile(all, 95))} ms; time ÷ physical limit p50 ${round(ratio)} (target ≤ ${TARGET_RATIO}: ${ratio <= TARGET_RATIO ? 'ok' : 'MISSED'})`);
    return { apiMs: API_MS, slackMs: SLACK_MS, commands: samples.length, p50Ms: round(percentile(all, 50)), p95Ms: round(percentile(all, 95)), ratioP50: round(ratio), byKind: rows };
  } finally {
    await bot.close();
    await closeServer(proxy.server);
    await fake.close();
    sandbox.child.kill('SIGTERM');
    const redis = await connectRedis(config.redis.url, 'producer', 'bench-cleanup');
    await deleteKeysWithPrefix(redis, prefix);
    await closeRedis(redis);
  }
}
