/**
 * One crash trial of a subscription firing, for exactly-once.test.ts (each instant once) and
 * `npm run bench crash` (random instants): a worker process (crash-worker.ts) runs the firing
 * against the sandbox and the fake Slack and is SIGKILLed at `instant`; a second worker
 * process picks the job up once BullMQ finds it stalled; the trial ends when the job has
 * completed or failed, and counts the digest's posts in the fake Slack by the firing's tag.
 *
 * Instants: `api` (the first reporting-service call), `upload` (Slack has the chart bytes,
 * the upload is not completed), `post` (Slack stored the message and has not answered),
 * `before-record` (Slack answered; the id is not written), `after-record` (written; BullMQ
 * not told), or a number: that many ms after the worker said READY, wherever it is then.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { Queue } from 'bullmq';
import { enqueueFiring, firingCorrelationId } from '../../jobs/queue.js';
import type { SubscriptionService } from '../../jobs/subscriptions.js';
import type { Sandbox } from '../../src/sandbox/index.js';
import { FakeSlack, FAKE_TOKEN } from '../slack/fake-slack.js';
import type { CrashAt, CrashWorkerArgs } from './crash-worker.js';
import { eventually, requester, slackTarget, subscribeCommand } from './harness.js';
import { recordProcess } from '../helpers/processes.js';

export const NAMED_INSTANTS = ['api', 'upload', 'post', 'before-record', 'after-record'] as const;
/** The instants of an alert's firing: those of any firing, and just after its check was recorded. */
export const ALERT_INSTANTS = [...NAMED_INSTANTS, 'after-alert-state'] as const;
export type Instant = (typeof ALERT_INSTANTS)[number] | number;

export interface CrashTrialContext {
  redisUrl: string;
  /** A Redis Cluster's seeds, when the run is on one. */
  clusterNodes?: string;
  prefix: string;
  sandbox: Sandbox;
  fake: FakeSlack;
  queue: Queue;
  subscriptions: SubscriptionService;
}

export interface CrashTrialResult {
  instant: Instant;
  /** Whether the first worker was killed at all (a late random instant may come after the job ended). */
  killed: boolean;
  /** Posts of this firing in the channel. */
  posts: number;
  /** The job's final state. */
  state: string;
  /** The firing's id (the correlation id): its tag in the message metadata. */
  firingId: string;
  /** From the first worker's READY to its death or the job's end (for the benchmark's random range). */
  firstMs: number;
}

const SCRIPT = fileURLToPath(new URL('./crash-worker.ts', import.meta.url));
const SCHEDULED = new Date('2026-11-16T08:00:00Z');

/** A worker process; `ready` resolves once it runs, `output` is what it printed. */
export function spawnCrashWorker(args: CrashWorkerArgs): { child: ChildProcess; ready: Promise<void>; output: () => string } {
  const child = recordProcess(spawn(process.execPath, ['--import', 'tsx', SCRIPT, JSON.stringify(args)], { stdio: ['ignore', 'pipe', 'inherit'] }));
  let out = '';
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      out += String(d);
      if (out.includes('READY')) resolve();
    });
    child.once('exit', () => reject(new Error(`worker process ended before it was ready: ${out}`)));
  });
  ready.catch(() => undefined);
  return { child, ready, output: () => out };
}

function startWorkerProcess(ctx: CrashTrialContext, crashAt: CrashAt) {
  const { redisUrl, clusterNodes, prefix, sandbox, fake } = ctx;
  return spawnCrashWorker({
    redisUrl,
    ...(clusterNodes ? { clusterNodes } : {}),
    prefix,
    sandboxUrl: sandbox.url,
    apiKey: sandbox.apiKey,
    crashAt,
    slackApiUrl: fake.apiUrl,
    slackToken: FAKE_TOKEN,
  });
}

/** SIGKILLs `child` unless it has ended; resolves once it has. */
export async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

/**
 * Runs one trial in its own channel; `channel` must be new to the fake. With `alert`, the
 * firing is an alert's (referrals revenue above $1: it crosses at its first check).
 */
export async function runCrashTrial(
  ctx: CrashTrialContext,
  instant: Instant,
  channel: string,
  opts: { alert?: boolean } = {},
): Promise<CrashTrialResult> {
  // Referrals: a report with charts, so there is an upload to die in.
  const parsed = subscribeCommand('subscribe referrals last-week every monday at 09:00 tz Europe/Berlin');
  const alert = opts.alert ? { alert: { op: 'above' as const, metric: 'revenue', value: 1 } } : {};
  const { subscription } = await ctx.subscriptions.create({
    target: slackTarget(channel),
    query: parsed.query,
    schedule: parsed.schedule,
    creator: requester(),
    ...alert,
  });
  const firingId = firingCorrelationId(subscription.id, SCHEDULED.getTime());
  const jobId = await enqueueFiring(ctx.queue, subscription.id, SCHEDULED);

  const crashAt: CrashAt =
    instant === 'api' || instant === 'before-record' || instant === 'after-record' || instant === 'after-alert-state' ? instant : 'none';
  const first = startWorkerProcess(ctx, crashAt);
  let killed = false;
  const killFirst = async () => {
    killed = true;
    await kill(first.child);
  };
  // Slack's side of the instants inside a Slack call: kill while answering, so the worker never hears back.
  const inChannel = (params: Record<string, unknown>) => params.channel === channel;
  if (instant === 'upload') ctx.fake.hooks.set('upload', () => (first.child.exitCode === null ? killFirst() : undefined));
  if (instant === 'post') ctx.fake.hooks.set('chat.postMessage', (call) => (inChannel(call.params) ? killFirst() : undefined));
  let timer: NodeJS.Timeout | undefined;
  let readyAt: number;
  let firstMs: number;
  try {
    await first.ready;
    readyAt = Date.now();
    if (typeof instant === 'number') timer = setTimeout(() => void killFirst(), instant);
    // Killed (by itself or by us), or the job ended first (a random instant after the end).
    await Promise.race([
      once(first.child, 'exit'),
      eventually(
        async () => (['completed', 'failed'].includes(await ctx.queue.getJobState(jobId)) ? true : undefined),
        30_000,
        `job ${jobId} to end or its worker to die`,
      ),
    ]);
    clearTimeout(timer);
    firstMs = Date.now() - readyAt;
    if (first.child.signalCode === 'SIGKILL') killed = true;
    await kill(first.child);
    ctx.fake.hooks.clear();

    const second = startWorkerProcess(ctx, 'none');
    try {
      await second.ready;
      await eventually(
        async () => (['completed', 'failed'].includes(await ctx.queue.getJobState(jobId)) ? true : undefined),
        30_000,
        `job ${jobId} to end after the crash`,
      );
    } finally {
      await kill(second.child);
    }
  } finally {
    clearTimeout(timer);
    ctx.fake.hooks.clear();
    await kill(first.child);
  }
  const posts = ctx.fake.posted.filter(
    (m) => m.channel === channel && (m.metadata as { event_payload?: { firing?: string } } | undefined)?.event_payload?.firing === firingId,
  ).length;
  return { instant, killed, posts, state: await ctx.queue.getJobState(jobId), firingId, firstMs };
}
