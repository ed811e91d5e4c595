/**
 * The jobs benchmark's service, in its own process: the sandbox with 20 ms latency behind a
 * small counting proxy, which records every request (method, path, query, body) so the
 * benchmark can compare requests made with distinct requests.
 * `node jobs-sandbox.js <port> <key> <now>`; prints `READY` once listening.
 * `GET /__bench/stats` -> { requests, distinct }; `POST /__bench/reset` zeroes them.
 */
import { createServer } from 'node:http';
import { Pool } from 'undici';
import { startSandbox } from '../src/sandbox/index.js';

const [port, key, now] = process.argv.slice(2) as [string, string, string];
const sandbox = await startSandbox({ apiKey: key, now: new Date(now), faults: { latencyMs: 20 } });
const upstream = new Pool(sandbox.url, { connections: 256 });
let requests = 0;
let seen = new Set<string>();

const proxy = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    if (req.url === '/__bench/stats') {
      res.end(JSON.stringify({ requests, distinct: seen.size }));
      return;
    }
    if (req.url === '/__bench/reset') {
      requests = 0;
      seen = new Set();
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
proxy.listen(Number(port), '127.0.0.1', () => process.stdout.write('READY\n'));
process.once('SIGTERM', () => {
  proxy.close();
  void upstream.close().then(() => sandbox.close()).then(() => process.exit(0));
});
