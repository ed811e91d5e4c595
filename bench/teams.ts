/**
 * Teams receiver benchmark: 200 messages (`referrals last-month` and friends), 20 in flight,
 * POSTed to `/api/messages` of the real Teams adapter (the Agents SDK's CloudAdapter, authentication
 * on: each message carries a token the local OpenID issuer signed, which the bot validates)
 * through the test harness: BullMQ on the local Redis, the sandbox service and the fake Bot
 * Framework connector, local PNG charts. Measured: each message's answer latency (request
 * sent to response read, which includes the typing indicator and the "Working on…" reply
 * to the fake connector; Teams allows 15 s) and messages answered per second. The client,
 * the fake connector and the receiver share one process and one event loop, so at 20 in
 * flight a message waits behind the others' work (about 10 ms of CPU each, a third of it
 * the test client and the fake).
 *
 * Two runs:
 * - `receiveOnly`: no worker in the process, so the figures are the receiving path alone
 *   (what a web process does when workers run elsewhere); target p99 under 1,000 ms, a
 *   fifteenth of what Teams allows.
 * - `oneProcess`: the worker, the sandbox and the fake connector share the process with the
 *   receiver, so answers wait behind report and chart work on the one event loop; also
 *   measured: the time until every card was posted. No target: it shows the contention.
 *
 * `npm run bench teams` runs both, each in its own process (`tsx bench/teams.ts receive-only`).
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createLogger } from '../src/log.js';
import { registerBuiltInReports } from '../src/reports/built-in.js';
import { messageId, startTeamsHarness, type TeamsHarness } from '../test/teams/harness.js';
import { percentile, round } from './stats.js';

const MESSAGES = 200;
const CONCURRENCY = 20;
const TARGET_P99_MS = 1_000;
const MIX = ['referrals last-month', 'signups last-week', 'bookings last-month', 'occupancy next 4 weeks', 'referrals by channel last month'];

const summary = (xs: number[]) => ({
  p50: round(percentile(xs, 50)),
  p95: round(percentile(xs, 95)),
  p99: round(percentile(xs, 99)),
  max: round(Math.max(...xs)),
});

/** Sends the messages, CONCURRENCY at a time; returns each answer's latency. */
async function send(h: TeamsHarness): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < MESSAGES) {
      const i = next++;
      const t = performance.now();
      const res = await h.post(h.activity({ id: messageId(), text: MIX[i % MIX.length]!, conversationId: `a:1bench-${i}` }));
      if (res.status !== 200) throw new Error(`message ${i} answered ${res.status}`);
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return latencies;
}

async function receiveOnly() {
  const h = await startTeamsHarness({ logger: createLogger({ level: 'silent' }), worker: false, data: 'sample' });
  try {
    const started = performance.now();
    const answers = summary(await send(h));
    const messagesPerSecond = Math.round(MESSAGES / ((performance.now() - started) / 1000));
    return { answerMs: answers, messagesPerSecond, target: answers.p99 < TARGET_P99_MS ? 'ok' : 'MISSED' };
  } finally {
    await h.close();
  }
}

async function oneProcess() {
  const h = await startTeamsHarness({ logger: createLogger({ level: 'silent' }), data: 'sample' });
  try {
    const started = performance.now();
    const answers = summary(await send(h));
    const cards = () => h.fake.calls.filter((c) => c.status === 201 && Array.isArray(c.activity.attachments)).length;
    const deadline = Date.now() + 120_000;
    while (cards() < MESSAGES) {
      if (Date.now() > deadline) throw new Error(`only ${cards()} of ${MESSAGES} cards were posted`);
      await new Promise((r) => setTimeout(r, 20));
    }
    return { answerMs: answers, allCardsPostedMs: Math.round(performance.now() - started) };
  } finally {
    await h.close();
  }
}

const RUNS = { 'receive-only': receiveOnly, 'one-process': oneProcess };

/**
 * Each run in a process of its own: the bot keeps its token for the app id for the process,
 * and a second harness's issuer (new keys, like a new tenant) would refuse the first one's.
 */
function inChild(run: keyof typeof RUNS): Record<string, unknown> {
  const out = execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), run], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(out.trim().split('\n').at(-1)!) as Record<string, unknown>;
}

export async function runTeamsBench(): Promise<Record<string, unknown>> {
  const result = {
    messages: MESSAGES,
    concurrency: CONCURRENCY,
    targetP99Ms: TARGET_P99_MS,
    receiveOnly: inChild('receive-only'),
    oneProcess: inChild('one-process'),
  };
  console.log(JSON.stringify(result, null, 2));
  return result;
}

const asked = process.argv[2] as keyof typeof RUNS | undefined;
if (import.meta.url === `file://${process.argv[1]}` && asked && asked in RUNS) {
  registerBuiltInReports();
  console.log(JSON.stringify(await RUNS[asked]()));
  process.exit(0);
}
