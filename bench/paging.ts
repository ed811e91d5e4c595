/**
 * Paging benchmark (issue 2): 100,000 advocacy signups, 200 pages of 500, from the sandbox
 * with 20 ms of latency on every request. Each measurement runs in a child process (see
 * api-paging.ts) so that its peak RSS is its own; the sandbox runs in yet another process
 * so its work does not slow the client it serves.
 *
 * Issue 17 adds (a) against the physical limit: with `concurrency` requests in flight and
 * every request costing `LATENCY_MS`, no client can fetch `pages` pages faster than
 * pages × latency ÷ concurrency, whatever it does with them; (a) ÷ that limit says how far
 * from the network's floor our client is (1.0 would be pure waiting).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { BUILD, ROOT, buildOnce, freePort, runJsonChild } from './child.js';

const ROUNDS = 3;
const DAYS = 1000;
const PER_DAY = 100;
const LATENCY_MS = 20;
/** Pages in flight in (a) and (b) (api-paging.ts's CONCURRENCY). */
const CONCURRENCY = 4;
/** The sandbox's "today": 1,000 full days of signups end the day before. */
const SANDBOX_NOW = '2026-11-21';
const END_DAY = '2026-11-20';

async function startSandbox(): Promise<{ url: string; key: string; child: ChildProcess }> {
  const port = await freePort();
  const key = 'bench-key';
  const child = spawn(
    process.execPath,
    [
      `${BUILD}src/sandbox/main.js`,
      ...['--port', String(port), '--key', key, '--now', SANDBOX_NOW, '--latency', String(LATENCY_MS)],
      // Answers are remembered after the warm-up walk: the real service costs us latency, not
      // CPU, so the sandbox's own generation must not be what the benchmark measures.
      ...['--signups-per-day', String(PER_DAY), '--cache-responses', '1000'],
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`${url}/`); // any HTTP answer means it listens
      return { url, key, child };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill();
  throw new Error('the sandbox did not start');
}

interface Measurement {
  mode: string;
  ms: number;
  records: number;
  pages: number;
  peakRssMb: number;
}

const measure = (mode: string, url: string, key: string, start: string, end: string) =>
  runJsonChild<Measurement>('bench/api-paging.js', [mode, url, key, start, end]);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export async function runPagingBench(): Promise<Record<string, unknown>> {
  buildOnce();
  const end = END_DAY;
  const start = isoDay(new Date(Date.parse(`${END_DAY}T00:00:00Z`) - 86_400_000 * (DAYS - 1)));
  const sandbox = await startSandbox();
  try {
    await measure('raw', sandbox.url, sandbox.key, start, end); // warm-up: fills the sandbox's memory of answers
    const runs: Record<string, Measurement[]> = { client: [], raw: [], sequential: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const mode of ['raw', 'client', 'sequential']) runs[mode]!.push(await measure(mode, sandbox.url, sandbox.key, start, end));
    }
    const ms = (mode: string) => median(runs[mode]!.map((m) => m.ms));
    const client = ms('client');
    const raw = ms('raw');
    const sequential = ms('sequential');
    const pages = runs.client![0]!.pages;
    // The floor: every page waits the latency, `CONCURRENCY` at a time. (The first page must
    // arrive before the rest are known, so the exact floor is one latency more.)
    const limitMs = (pages * LATENCY_MS) / CONCURRENCY;
    const result = {
      records: runs.client![0]!.records,
      pages,
      latencyMs: LATENCY_MS,
      concurrency: CONCURRENCY,
      limitMs,
      clientOverLimit: +(client / limitMs).toFixed(2),
      rawOverLimit: +(raw / limitMs).toFixed(2),
      clientMs: client,
      rawMs: raw,
      sequentialMs: sequential,
      clientOverRaw: +(client / raw).toFixed(2),
      sequentialOverClient: +(sequential / client).toFixed(2),
      clientPeakRssMb: Math.max(...runs.client!.map((m) => m.peakRssMb)),
      rawPeakRssMb: Math.max(...runs.raw!.map((m) => m.peakRssMb)),
    };
    console.log('\nPaging: 100,000 signups, 200 pages of 500, 20 ms latency, medians of %d rounds', ROUNDS);
    console.table({
      [`(a) our client, ${CONCURRENCY} in flight`]: { ms: client, 'peak RSS MB': result.clientPeakRssMb },
      [`(b) raw undici, ${CONCURRENCY} in flight`]: { ms: raw, 'peak RSS MB': result.rawPeakRssMb },
      '(c) our client, sequential': { ms: sequential, 'peak RSS MB': Math.max(...runs.sequential!.map((m) => m.peakRssMb)) },
    });
    const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
    console.log(
      `physical limit = ${pages} pages × ${LATENCY_MS} ms ÷ ${CONCURRENCY} in flight = ${limitMs} ms; (a)/limit = ${result.clientOverLimit}, (b)/limit = ${result.rawOverLimit}`,
    );
    console.log(`(a)/(b) = ${result.clientOverRaw}  target <= 1.3  ${verdict(result.clientOverRaw <= 1.3)}`);
    console.log(`(c)/(a) = ${result.sequentialOverClient}  target >= 3.5  ${verdict(result.sequentialOverClient >= 3.5)}`);
    console.log(`peak RSS (a) = ${result.clientPeakRssMb} MB  target < 200  ${verdict(result.clientPeakRssMb < 200)}`);
    return result;
  } finally {
    sandbox.child.kill('SIGTERM');
  }
}
