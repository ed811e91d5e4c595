/**
 * Jobs benchmark (issue 5): 1,000 subscriptions across 200 channels over 20 distinct commands
 * fire in the same minute against the sandbox (20 ms latency on every request). Measures the
 * time until all 1,000 are delivered to the recording deliverer, jobs per second, peak RSS,
 * and the API requests the service saw against the distinct requests among them (target:
 * equal, thanks to shared fetches). Real Redis on 127.0.0.1:6379, real BullMQ, local charts.
 *
 * The service (sandbox + a counting proxy) and each measurement run in their own processes,
 * from the compiled JavaScript, as in the paging benchmark.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { BUILD, ROOT, buildOnce, freePort, runJsonChild } from './child.js';

const KEY = 'bench-key';
/** The sandbox's "now": the Monday the subscriptions fire, later that day. */
const SANDBOX_NOW = '2026-11-23T12:00:00Z';
const CONCURRENCIES = [8, 32];
const ROUNDS = 3;

async function startService(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [`${BUILD}bench/jobs-sandbox.js`, String(port), KEY, SANDBOX_NOW], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += String(d)));
  for (let i = 0; i < 100 && !out.includes('READY'); i++) await new Promise((r) => setTimeout(r, 100));
  if (!out.includes('READY')) {
    child.kill();
    throw new Error('the benchmark service did not start');
  }
  return { url: `http://127.0.0.1:${port}`, child };
}

interface Measurement {
  concurrency: number;
  subscriptions: number;
  delivered: number;
  notices: number;
  charts: number;
  ms: number;
  jobsPerSecond: number;
  apiRequests: number;
  distinctRequests: number;
  peakRssMb: number;
}

const measure = (url: string, concurrency: number) =>
  runJsonChild<Measurement>('bench/jobs-measure.js', [url, KEY, String(concurrency)]);

export async function runJobsBench(): Promise<Record<string, unknown>> {
  buildOnce();
  const service = await startService();
  try {
    const runs: Measurement[] = [];
    for (const c of CONCURRENCIES) {
      const rounds: Measurement[] = [];
      for (let i = 0; i < ROUNDS; i++) rounds.push(await measure(service.url, c));
      // The median time; the worst of everything a target is about.
      const median = [...rounds].sort((a, b) => a.ms - b.ms)[Math.floor(ROUNDS / 2)]!;
      runs.push({
        ...median,
        delivered: Math.min(...rounds.map((r) => r.delivered)),
        notices: Math.max(...rounds.map((r) => r.notices)),
        apiRequests: Math.max(...rounds.map((r) => r.apiRequests)),
        peakRssMb: Math.max(...rounds.map((r) => r.peakRssMb)),
      });
    }
    console.log('\nJobs: 1,000 subscriptions, 200 channels, 20 distinct commands, one scheduled minute, 20 ms service latency; median time of %d rounds', ROUNDS);
    console.table(
      Object.fromEntries(
        runs.map((r) => [
          `WORKER_CONCURRENCY=${r.concurrency}`,
          { delivered: r.delivered, 'ms to all delivered': r.ms, 'jobs/s': r.jobsPerSecond, 'API requests': r.apiRequests, distinct: r.distinctRequests, 'peak RSS MB': r.peakRssMb },
        ]),
      ),
    );
    const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
    for (const r of runs) {
      console.log(`concurrency ${r.concurrency}: API requests ${r.apiRequests} vs distinct ${r.distinctRequests}  target equal  ${verdict(r.apiRequests === r.distinctRequests)}; delivered ${r.delivered}/1000 ${verdict(r.delivered === 1000 && r.notices === 0)}`);
    }
    return { latencyMs: 20, subscriptions: 1000, channels: 200, commands: 20, rounds: ROUNDS, runs };
  } finally {
    service.child.kill('SIGTERM');
  }
}
