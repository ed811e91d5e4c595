/**
 * Faults benchmark (issue 13): 200 reports through the real queue (BullMQ on the shared
 * Redis, a fresh prefix) against the sandbox answering one request in five with a fault, in
 * turn: 500, 503, 429 (Retry-After 1 s), a hang past the client's timeout, a truncated 200
 * body. Every report must end as a post with the figures of a fault-free run, or as one
 * clear sentence to the requester; none silent; at least 95% posted. Client and job retries
 * are the defaults (3 and 4); the shared caches are off, so every report meets the faults.
 */
import { randomUUID } from 'node:crypto';
import { createReportingApi } from '../src/api/index.js';
import { parseConfig } from '../src/config.js';
import { createLogger } from '../src/log.js';
import { parseCommand } from '../src/query/index.js';
import { startSandbox, type Faults } from '../src/sandbox/index.js';
import type { ScriptedFault } from '../src/sandbox/faults.js';
import { closeRedis, connectRedis, deleteKeysWithPrefix } from '../jobs/redis.js';
import { connectJobsBackend, startJobs } from '../jobs/runtime.js';
import { RecordingDeliverer, recordingPlatforms, type Delivery } from '../test/helpers/recording-deliverer.js';

const NOW = new Date('2026-11-23T12:00:00Z');
const REPORTS = 200;
const TIMEOUT_MS = 400;
const COMMANDS = [
  'referrals last-month',
  'referrals by channel last-month',
  'bookings last-month',
  'signups last-week',
  'stories last-month top 3',
  'planners last-week',
  'optouts last-month',
  'occupancy next-4-weeks',
  'digest last-week',
  'referrals by geo last-month',
];
const KINDS: ScriptedFault[] = [{ status: 500 }, { status: 503 }, { status: 429 }, { hangMs: TIMEOUT_MS * 3 }, { truncate: true }];
const KIND_NAMES = ['500', '503', '429', 'hang', 'truncated'];

/** Every fifth request faulted, the kinds in turn. */
const plan = (n: number): ScriptedFault | null => (n % 5 === 0 ? KINDS[(n / 5) % KINDS.length]! : null);

/** What a report shows, for comparing with the fault-free run. */
const figures = (d: Delivery) => (d.message.kind === 'report' ? JSON.stringify({ m: d.message.report.metrics, t: d.message.report.tables }) : null);

export async function runFaultsBench(): Promise<Record<string, unknown>> {
  const sandbox = await startSandbox({ now: NOW, faults: { retryAfterSeconds: 1 } });
  const prefix = `bench-faults-${randomUUID()}`;
  const config = parseConfig({
    REDIS_URL: 'redis://127.0.0.1:6379',
    REDIS_PREFIX: prefix,
    REPORTING_API_URL: sandbox.url,
    REPORTING_API_KEY: sandbox.apiKey,
    REPORTING_API_TIMEOUT_MS: String(TIMEOUT_MS),
    SHARED_FETCH_TTL_SECONDS: '0',
    JOB_BACKOFF_MS: '500',
    WORKER_CONCURRENCY: '16',
  });
  const logger = createLogger({ level: 'error' }, process.stderr);
  const backend = await connectJobsBackend(config, logger);
  const api = createReportingApi({ ...config.api, url: sandbox.url }, { ...backend.clientOptions, retryBaseMs: 100, retryMaxMs: 2_000 });
  const deliverer = new RecordingDeliverer();
  const jobs = await startJobs(config, backend, { api, platforms: recordingPlatforms(deliverer), charts: null, logger });
  const admin = await connectRedis(config.redis.url, 'producer');
  const target = (channelId: string) => ({ platform: 'slack' as const, teamId: 'T1', channelId, userId: 'U1' });
  const enqueue = (command: string, channelId: string) => {
    const parsed = parseCommand(command, { now: NOW, timeZone: 'UTC' });
    if (parsed.kind !== 'report') throw new Error(`"${command}" is not a report`);
    return jobs.enqueueReport({ query: parsed.query, target: target(channelId), requester: { userId: 'U1' }, requestedAt: NOW.toISOString() });
  };
  try {
    // The figures without faults, one report per command.
    for (const [i, c] of COMMANDS.entries()) await enqueue(c, `BASE${i}`);
    const baseline = await deliverer.waitFor(COMMANDS.length, 60_000);
    const expected = new Map(baseline.map((d) => [(d.target as { channelId: string }).channelId, figures(d)]));
    if ([...expected.values()].some((f) => f === null)) throw new Error('the fault-free run did not post every report');

    sandbox.stats.reset();
    (sandbox.faults as Faults).plan = plan;
    const t0 = performance.now();
    for (let i = 0; i < REPORTS; i++) await enqueue(COMMANDS[i % COMMANDS.length]!, `C${i}`);
    const isRun = (d: Delivery) => (d.target as { channelId: string }).channelId.startsWith('C');
    await deliverer.waitFor(REPORTS, 300_000, isRun).catch(() => undefined);
    const ms = Math.round(performance.now() - t0);
    const requests = sandbox.stats.requests;
    (sandbox.faults as Faults).plan = null;

    let posted = 0;
    let wrong = 0;
    let sentences = 0;
    let unclear = 0;
    const byChannel = new Map(deliverer.deliveries.filter(isRun).map((d) => [(d.target as { channelId: string }).channelId, d]));
    for (let i = 0; i < REPORTS; i++) {
      const d = byChannel.get(`C${i}`);
      if (!d) continue;
      if (d.message.kind === 'report') {
        if (figures(d) === expected.get(`BASE${i % COMMANDS.length}`)) posted++;
        else wrong++;
      } else if (d.message.kind === 'notice') {
        // One sentence and its reference (failure.ts: "… could not be made: …. (ref r-…)"), no stack.
        if (/^[^\n]+[.] \(ref [A-Za-z0-9_-]+\)$/.test(d.message.text) && !/\bat \w+ \(|Error:/.test(d.message.text)) sentences++;
        else unclear++;
      }
    }
    const silent = REPORTS - byChannel.size;
    const faulted = Math.floor(requests / 5);
    const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
    console.log(`\nFaults: ${REPORTS} reports, 1 request in 5 faulted (${KIND_NAMES.join(', ')} in turn), client timeout ${TIMEOUT_MS} ms`);
    console.table({
      reports: {
        'posted, correct figures': posted,
        'posted, wrong figures': wrong,
        'one-sentence answer': sentences,
        'unclear answer': unclear,
        silent,
        'API requests': requests,
        faulted,
        'ms to all answered': ms,
      },
    });
    const ok = wrong === 0 && unclear === 0 && silent === 0 && posted >= REPORTS * 0.95;
    console.log(
      `posted ${posted}/${REPORTS} (target ≥ 95%), ${sentences} answered with a sentence, ${silent} silent, ${wrong} wrong  ${verdict(ok)}`,
    );
    return {
      reports: REPORTS,
      faultShare: 0.2,
      kinds: KIND_NAMES,
      timeoutMs: TIMEOUT_MS,
      posted,
      wrong,
      sentences,
      unclear,
      silent,
      requests,
      faulted,
      ms,
    };
  } finally {
    await jobs.close();
    await api.close();
    await backend.close();
    await deleteKeysWithPrefix(admin, prefix);
    await closeRedis(admin);
    await sandbox.close();
  }
}
