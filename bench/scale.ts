/**
 * Scale-out (issue 17, item 5): the same distinct reports made by one worker process and by
 * two, on one Redis. Each worker is the product as deployed (`node dist/main.js` with
 * `ROLE=worker`), posting through the real Slack deliverer to the fake Slack (in this
 * process); the sandbox service runs in its own process with 50 ms per request; this process
 * queues the reports (a `web` process's part) and waits until every one is posted.
 * Measured: reports per second for each run, their ratio, and each worker's peak RSS; then
 * two workers again on a Redis Cluster (three masters of this machine's redis-server, as the
 * tests' cluster), as a deployment on a managed cluster runs.
 * This machine has 2 cores, which the sandbox, the fake and the queueing share with the workers.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { freePort, SERVICE_KEEP_ALIVE_MS } from '../test/helpers/loopback.js';
import { fileURLToPath } from 'node:url';
import { closeRedis, connectRedis, deleteKeysWithPrefix } from '../jobs/redis.js';
import { connectJobsBackend, startJobs } from '../jobs/runtime.js';
import { slackAddressing, type SlackTarget } from '../adapters/slack/target.js';
import { createReportingApi } from '../src/api/index.js';
import { createLogger } from '../src/log.js';
import { parseCommand } from '../src/query/index.js';
import { FakeSlack, FAKE_TOKEN } from '../test/slack/fake-slack.js';
import { SIGNING_SECRET } from '../test/slack/helpers.js';
import { privateCluster } from '../test/helpers/private-cluster.js';
import { startSandboxProcess } from './sandbox-process.js';
import { KINDS_PER_ROUND, distinctCommands } from './commands.js';
import { benchConfig } from './slack-config.js';

const REPORTS = 120;
const API_MS = 50;
const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** A worker process as deployed; resolves once it says its worker started. */
async function startWorkerProcess(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: ROOT,
    env: { ...process.env, ...env, ROLE: 'worker', PORT: String(await freePort()), LOG_FORMAT: 'json', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      out += String(chunk);
      if (out.includes('"event":"worker_started"')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`a worker process ended (${code}): ${out.slice(-500)}`)));
  });
  child.stdout!.resume();
  return child;
}

/** Peak resident memory of a live process, from Linux's /proc. */
async function peakRssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024);
}

interface Run {
  workers: number;
  redis: 'one Redis' | 'Redis Cluster';
  /** Posts beyond one per report (a job taken by two workers would show here). */
  duplicates: number;
  seconds: number;
  reportsPerSecond: number;
  peakRssMb: number[];
}

/** `clusterNodes`: REDIS_CLUSTER_NODES of a cluster to run on, instead of the Redis on 6379. */
async function measure(
  workers: number,
  sandbox: { url: string; key: string },
  fake: FakeSlack,
  commands: string[],
  clusterNodes?: string,
): Promise<Run> {
  const tag = `${workers}${clusterNodes ? 'C' : ''}`;
  const id = `bench-scale-${randomBytes(4).toString('hex')}`;
  // On a cluster the prefix is in braces, so each queue's keys share one slot.
  const prefix = clusterNodes ? `{${id}}` : id;
  const cluster: Record<string, string> = clusterNodes ? { REDIS_CLUSTER_NODES: clusterNodes } : {};
  const config = benchConfig({ sandboxUrl: sandbox.url, sandboxKey: sandbox.key, slackApiUrl: fake.apiUrl, prefix, env: cluster });
  const logger = createLogger({ level: 'silent' });
  const backend = await connectJobsBackend(config, logger);
  const api = createReportingApi({ ...config.api, url: sandbox.url });
  const jobs = await startJobs(config, backend, { api, platforms: [slackAddressing], charts: null, logger, worker: false });
  const env = {
    REPORTING_API_URL: sandbox.url,
    REPORTING_API_KEY: sandbox.key,
    SLACK_BOT_TOKEN: FAKE_TOKEN,
    SLACK_SIGNING_SECRET: SIGNING_SECRET,
    SLACK_API_URL: fake.apiUrl,
    REDIS_URL: config.redis.url,
    REDIS_PREFIX: prefix,
    ...cluster,
    // Each report is distinct: nothing to share, as in P1.
    SHARED_FETCH_TTL_SECONDS: '0',
  };
  const children: ChildProcess[] = [];
  try {
    for (let i = 0; i < workers; i++) children.push(await startWorkerProcess(env));
    const channel = (i: number) => `CSCALE${tag}${String(i).padStart(4, '0')}`;
    const posted = () =>
      fake.calls.filter((c) => c.method === 'chat.postMessage' && c.ok && String(c.params.channel).startsWith(`CSCALE${tag}`)).length;
    const started = performance.now();
    const now = new Date();
    for (const [i, text] of commands.entries()) {
      const parsed = parseCommand(text, { now, timeZone: 'UTC' });
      if (parsed.kind !== 'report') throw new Error(`"${text}" did not parse`);
      const target: SlackTarget = { platform: 'slack', teamId: 'T0FAKE', channelId: channel(i), userId: 'U0ANA' };
      await jobs.enqueueReport({ query: parsed.query, target, requester: { userId: 'U0ANA' } });
    }
    const deadline = Date.now() + 300_000;
    while (posted() < commands.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const seconds = (performance.now() - started) / 1000;
    if (posted() < commands.length) throw new Error(`only ${posted()} of ${commands.length} posted in 300 s`);
    // Each job by one worker only: as many channels as posts.
    const posts = fake.calls.filter((c) => c.method === 'chat.postMessage' && c.ok && String(c.params.channel).startsWith(`CSCALE${tag}`));
    const duplicates = posts.length - new Set(posts.map((c) => c.params.channel)).size;
    return {
      workers,
      redis: clusterNodes ? 'Redis Cluster' : 'one Redis',
      duplicates,
      seconds: Math.round(seconds * 10) / 10,
      reportsPerSecond: Math.round((commands.length / seconds) * 10) / 10,
      peakRssMb: await Promise.all(children.map((c) => peakRssMb(c.pid!))),
    };
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : undefined)));
    await jobs.close();
    await api.close();
    await backend.close();
    const redis = await connectRedis(config.redis.url, 'producer', 'bench-cleanup', config.redis.cluster);
    await deleteKeysWithPrefix(redis, prefix);
    await closeRedis(redis);
  }
}

export async function runScaleBench(): Promise<Record<string, unknown>> {
  // The workers run the build, as `npm start` does: compiled first if a source is newer.
  execFileSync(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: ROOT, stdio: 'inherit' });
  const sandbox = await startSandboxProcess(API_MS);
  const fake = new FakeSlack(SERVICE_KEEP_ALIVE_MS);
  await fake.start();
  try {
    // Different commands for each run, so the second cannot be answered by anything the first
    // left warm; alternate rounds of all six kinds, so both runs get the same mix and ranges.
    const all = distinctCommands(REPORTS * 3);
    const roundOf = (i: number) => Math.floor(i / KINDS_PER_ROUND);
    const third = (k: number) => all.filter((_, i) => roundOf(i) % 3 === k);
    const one = await measure(1, sandbox, fake, third(0));
    const two = await measure(2, sandbox, fake, third(1));
    const cluster = await privateCluster();
    const twoOnCluster = await measure(2, sandbox, fake, third(2), cluster.nodes).finally(() => cluster.dispose());
    const ratio = Math.round((two.reportsPerSecond / one.reportsPerSecond) * 100) / 100;
    const clusterRatio = Math.round((twoOnCluster.reportsPerSecond / one.reportsPerSecond) * 100) / 100;
    console.log(
      `\nScale-out: ${REPORTS} distinct reports with charts, posted to the fake Slack, worker processes on one Redis and on a Redis Cluster`,
    );
    console.table({ 'one worker process': one, 'two worker processes': two, 'two, on a Redis Cluster': twoOnCluster });
    console.log(
      `two ÷ one: ${ratio}× the reports per second; two on the cluster ÷ one: ${clusterRatio}× (2 cores, shared with the service, the fake, the queueing and the cluster)`,
    );
    return { reports: REPORTS, apiMs: API_MS, one, two, twoOnCluster, ratio, clusterRatio };
  } finally {
    await fake.close();
    sandbox.child.kill('SIGTERM');
  }
}
