/**
 * Jobs benchmark (issue 5; issue 17, P4): 1,000 subscriptions over 200 distinct commands
 * (bench/commands.ts), 5 firings of each, in 200 Slack channels (5 each), fire in the same
 * minute against the sandbox (20 ms latency on every request). Delivery is through the real
 * Slack deliverer (adapters/slack, with its 1 message/s/channel pacer) to the fake Slack.
 *
 * Two modes side by side in the same run, alternating round by round: `shared` (the
 * production defaults: shared fetches, reports and charts) and `alone` (the baseline that
 * shares nothing: each firing fetches, makes and draws its own; see jobs-measure.ts).
 * For each: time until all 1,000 are posted, API requests, distinct requests and peak RSS.
 * Requests are compared with the distinct requests *of the same round* (the figures of one
 * round are never mixed with another's), and the table shows the median round by time.
 *
 * The service (sandbox + counting proxy + fake Slack) and each measurement run in their own
 * processes, from the compiled JavaScript, as in the paging benchmark.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { BUILD, ROOT, buildOnce, freePort, runJsonChild } from './child.js';

const KEY = 'bench-key';
/** The sandbox's "now": the Monday the subscriptions fire, later that day. */
const SANDBOX_NOW = '2026-11-23T12:00:00Z';
const CONCURRENCY = 8;
const ROUNDS = 3;
const MODES = ['alone', 'shared'] as const;
type Mode = (typeof MODES)[number];

async function startService(): Promise<{ url: string; slackApiUrl: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [`${BUILD}bench/jobs-sandbox.js`, String(port), KEY, SANDBOX_NOW], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += String(d)));
  for (let i = 0; i < 100 && !out.includes('READY'); i++) await new Promise((r) => setTimeout(r, 100));
  const slackApiUrl = /READY (\S+)/.exec(out)?.[1];
  if (!slackApiUrl) {
    child.kill();
    throw new Error('the benchmark service did not start');
  }
  return { url: `http://127.0.0.1:${port}`, slackApiUrl, child };
}

interface Measurement {
  mode: Mode;
  concurrency: number;
  subscriptions: number;
  ms: number;
  jobsPerSecond: number;
  delivered: number;
  deliveryErrors: number;
  failedJobs: number;
  reportHits: number;
  reportMisses: number;
  chartHits: number;
  chartMisses: number;
  apiRequests: number;
  distinctRequests: number;
  posted: number;
  chartUploads: number;
  failedSlackCalls: number;
  minChannelGapMs: number | null;
  peakRssMb: number;
}

const measure = (service: { url: string; slackApiUrl: string }, mode: Mode) =>
  runJsonChild<Measurement>('bench/jobs-measure.js', [service.url, KEY, service.slackApiUrl, String(CONCURRENCY), mode]);

const medianByTime = (rounds: Measurement[]) => [...rounds].sort((a, b) => a.ms - b.ms)[Math.floor(rounds.length / 2)]!;
const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
const ratio = (a: number, b: number) => +(a / b).toFixed(2);

export async function runJobsBench(): Promise<Record<string, unknown>> {
  buildOnce();
  const service = await startService();
  try {
    const rounds: Record<Mode, Measurement[]> = { alone: [], shared: [] };
    // Alternating, so both modes meet the same machine (load moves during a run).
    for (let i = 0; i < ROUNDS; i++) for (const mode of MODES) rounds[mode].push(await measure(service, mode));
    const alone = medianByTime(rounds.alone);
    const shared = medianByTime(rounds.shared);

    console.log(
      '\nJobs: 1,000 subscriptions = 200 distinct commands × 5, 200 Slack channels × 5, one scheduled minute, 20 ms service latency, WORKER_CONCURRENCY=%d, real Slack deliverer and pacer to the fake Slack; the median round of %d by time',
      CONCURRENCY,
      ROUNDS,
    );
    console.table({
      'alone (baseline: shares nothing)': row(alone),
      'shared (production defaults)': row(shared),
    });
    for (const mode of MODES) {
      console.log(
        `${mode}: every round (ms / requests / distinct / RSS MB): ${rounds[mode].map((r) => `${r.ms} / ${r.apiRequests} / ${r.distinctRequests} / ${r.peakRssMb}`).join('; ')}`,
      );
    }

    const all = [...rounds.alone, ...rounds.shared];
    const allPosted = all.every(
      (r) => r.posted === r.subscriptions && r.delivered === r.subscriptions && r.deliveryErrors === 0 && r.failedJobs === 0,
    );
    const sharedEqual = rounds.shared.every((r) => r.apiRequests === r.distinctRequests);
    // No firing of the baseline may take a report another firing made. Chart hits are counted
    // apart: different commands can draw the very same chart (referrals, by channel and by geo
    // over the same days draw one revenue trend), and that in-process memory has no switch.
    const baselineSharedNothing = rounds.alone.every((r) => r.reportHits === 0);
    const minGap = Math.min(...all.map((r) => r.minChannelGapMs ?? Infinity));
    console.log(`shared: API requests = distinct requests in the same round, every round  target equal  ${verdict(sharedEqual)}`);
    console.log(`all 1,000 posted (with their charts) in every round of both modes, no failed job  ${verdict(allPosted)}`);
    console.log(`baseline: every firing made its own report (0 shared-report hits in every round)  ${verdict(baselineSharedNothing)}`);
    console.log(
      `chart drawings reused (identical charts, any command): alone ${rounds.alone.map((r) => r.chartHits).join('/')}, shared ${rounds.shared.map((r) => r.chartHits).join('/')}`,
    );
    console.log(`pacing: smallest gap between two messages to one channel, at the fake Slack: ${minGap} ms (the pacer spaces them 1,000 ms)`);
    console.log(
      `shared vs alone (median rounds): API requests ${shared.apiRequests} vs ${alone.apiRequests} (${ratio(alone.apiRequests, shared.apiRequests)}×), time ${shared.ms} vs ${alone.ms} ms (${ratio(alone.ms, shared.ms)}×), peak RSS ${shared.peakRssMb} vs ${alone.peakRssMb} MB`,
    );
    console.log(
      `shared takes less time than the baseline in every round  ${verdict(Math.max(...rounds.shared.map((r) => r.ms)) < Math.min(...rounds.alone.map((r) => r.ms)))}`,
    );
    return {
      latencyMs: 20,
      subscriptions: 1000,
      commands: 200,
      channels: 200,
      perChannel: 5,
      concurrency: CONCURRENCY,
      rounds: ROUNDS,
      median: { alone, shared },
      all: rounds,
      targets: { sharedEqual, allPosted, baselineSharedNothing },
      minChannelGapMs: minGap,
    };
  } finally {
    service.child.kill('SIGTERM');
  }
}

function row(r: Measurement) {
  return {
    'ms to all posted': r.ms,
    'jobs/s': r.jobsPerSecond,
    'API requests': r.apiRequests,
    distinct: r.distinctRequests,
    'reports made': r.reportMisses,
    'charts drawn': r.chartMisses,
    'charts reused': r.chartHits,
    posted: r.posted,
    'peak RSS MB': r.peakRssMb,
  };
}
