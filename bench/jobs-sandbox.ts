/**
 * The jobs benchmark's other machines, in one process of their own: the sandbox with 20 ms
 * latency behind a small counting proxy, which records every request (method, path, query,
 * body) so the benchmark can compare requests made with distinct requests; and the fake
 * Slack Web API (test/slack/fake-slack.ts) the real Slack deliverer posts to, which notes
 * when each message reached each channel so the benchmark can show the pacing was real.
 * `node jobs-sandbox.js <port> <key> <now>`; prints `READY <slackApiUrl>` once listening.
 * `GET /__bench/stats` -> { requests, distinct, posted, uploads, failedSlackCalls, minChannelGapMs, channels };
 * `POST /__bench/reset` zeroes them.
 */
import { SERVICE_KEEP_ALIVE_MS } from '../test/helpers/loopback.js';
import { createServer } from 'node:http';
import { Pool } from 'undici';
import { startSandbox } from '../src/sandbox/index.js';
import { FakeSlack } from '../test/slack/fake-slack.js';

const [port, key, now] = process.argv.slice(2) as [string, string, string];
const sandbox = await startSandbox({ apiKey: key, now: new Date(now), faults: { latencyMs: 20 } });
const upstream = new Pool(sandbox.url, { connections: 256 });
const slack = new FakeSlack(SERVICE_KEEP_ALIVE_MS);
await slack.start();
let requests = 0;
let seen = new Set<string>();
/** When each channel got its messages, in arrival order. */
let postedAt = new Map<string, number[]>();

const notePost = (call: { params: Record<string, unknown>; ok: boolean }) => {
  if (!call.ok) return;
  const channel = String(call.params.channel);
  const times = postedAt.get(channel) ?? [];
  times.push(performance.now());
  postedAt.set(channel, times);
};

function stats() {
  // The smallest gap between two messages to one channel: the pacer's promise is >= 1,000 ms.
  let minChannelGapMs: number | null = null;
  for (const times of postedAt.values()) {
    for (let i = 1; i < times.length; i++) {
      const gap = times[i]! - times[i - 1]!;
      if (minChannelGapMs === null || gap < minChannelGapMs) minChannelGapMs = gap;
    }
  }
  return {
    requests,
    distinct: seen.size,
    posted: slack.callsOf('chat.postMessage').filter((c) => c.ok).length,
    uploads: slack.callsOf('files.completeUploadExternal').filter((c) => c.ok).length,
    failedSlackCalls: slack.calls.filter((c) => !c.ok).length,
    minChannelGapMs: minChannelGapMs === null ? null : Math.round(minChannelGapMs),
    channels: postedAt.size,
  };
}

function reset() {
  requests = 0;
  seen = new Set();
  postedAt = new Map();
  slack.reset(); // also forgets hooks
  slack.hooks.set('chat.postMessage', notePost);
}
reset();

const proxy = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    if (req.url === '/__bench/stats') {
      res.end(JSON.stringify(stats()));
      return;
    }
    if (req.url === '/__bench/reset') {
      reset();
      res.end('{}');
      return;
    }
    requests++;
    seen.add(`${req.method} ${req.url}\n${body}`);
    const headers = { ...req.headers };
    delete headers.host;
    delete headers.connection;
    upstream
      .request({ method: req.method as 'POST', path: req.url ?? '/', headers, body: body || undefined })
      .then(async (r) => {
        const text = await r.body.text();
        res.writeHead(r.statusCode, { 'content-type': String(r.headers['content-type'] ?? 'application/json') });
        res.end(text);
      })
      .catch((err: unknown) => {
        res.writeHead(502);
        res.end(String(err));
      });
  });
});
proxy.listen(Number(port), '127.0.0.1', () => process.stdout.write(`READY ${slack.apiUrl}\n`));
process.once('SIGTERM', () => {
  proxy.close();
  void upstream
    .close()
    .then(() => sandbox.close())
    .then(() => slack.close())
    .then(() => process.exit(0));
});
