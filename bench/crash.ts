/**
 * `npm run bench crash`: subscription firings whose worker process is SIGKILLed at random
 * instants (test/jobs/crash-trial.ts), each then picked up by a second worker process once
 * BullMQ finds it stalled. Half the trials die at one of the named instants drawn at random
 * (the first API call, the chart upload, while Slack takes chat.postMessage, after Slack
 * answered and before the id is recorded, after it is recorded); half at a random number of
 * ms after the worker is ready, between 0 and the time a firing takes without a crash. Every
 * digest must be posted exactly once: counted in the fake Slack by the firing's tag.
 */
import { SERVICE_KEEP_ALIVE_MS } from '../test/helpers/loopback.js';
import { FakeSlack } from '../test/slack/fake-slack.js';
import { NAMED_INSTANTS, runCrashTrial, type CrashTrialResult, type Instant } from '../test/jobs/crash-trial.js';
import { REDIS_URL, startHarness } from '../test/jobs/harness.js';

const TRIALS = Number(process.env.CRASH_TRIALS ?? 50);
/** Trials at once, each with its own queue prefix, sandbox and fake Slack. */
const LANES = 3;

export async function runCrashBench(): Promise<Record<string, unknown>> {
  const lanes = await Promise.all(
    Array.from({ length: LANES }, async () => {
      const fake = new FakeSlack(SERVICE_KEEP_ALIVE_MS);
      await fake.start();
      const h = await startHarness({ worker: false });
      return {
        fake,
        h,
        ctx: { redisUrl: REDIS_URL, prefix: h.prefix, sandbox: h.sandbox, fake, queue: h.jobs.queue!, subscriptions: h.jobs.subscriptions! },
      };
    }),
  );
  try {
    // How long an uncrashed firing takes from READY: the range of the random instants.
    const calibration = await runCrashTrial(lanes[0]!.ctx, 60_000, 'C0CALIBRATE');
    if (calibration.posts !== 1) throw new Error(`the uncrashed firing was posted ${calibration.posts} times`);
    const firingMs = Math.max(200, calibration.firstMs);

    const instants: Instant[] = Array.from({ length: TRIALS }, (_, i) =>
      i % 2 === 0 ? NAMED_INSTANTS[Math.floor(Math.random() * NAMED_INSTANTS.length)]! : Math.floor(Math.random() * firingMs),
    );
    const results: CrashTrialResult[] = [];
    let next = 0;
    const t0 = Date.now();
    await Promise.all(
      lanes.map(async (lane, l) => {
        for (let i = next++; i < instants.length; i = next++) results.push(await runCrashTrial(lane.ctx, instants[i]!, `C0TRIAL${l}X${i}`));
      }),
    );
    const ms = Date.now() - t0;
    const once = results.filter((r) => r.posts === 1).length;
    const duplicates = results.filter((r) => r.posts > 1).length;
    const lost = results.filter((r) => r.posts === 0).length;
    const killed = results.filter((r) => r.killed).length;
    const kind = (r: CrashTrialResult) => (typeof r.instant === 'number' ? 'random ms' : r.instant);
    const byKind: Record<string, { trials: number; killed: number; 'posted exactly once': number; duplicates: number; lost: number }> = {};
    for (const r of results) {
      const row = (byKind[kind(r)] ??= { trials: 0, killed: 0, 'posted exactly once': 0, duplicates: 0, lost: 0 });
      row.trials++;
      if (r.killed) row.killed++;
      if (r.posts === 1) row['posted exactly once']++;
      if (r.posts > 1) row.duplicates++;
      if (r.posts === 0) row.lost++;
    }
    byKind.all = { trials: results.length, killed, 'posted exactly once': once, duplicates, lost };
    console.log(`\nCrash: ${TRIALS} firings, worker SIGKILLed at random instants (random ms: 0-${firingMs} ms after ready), ${LANES} at once`);
    console.table(byKind);
    const ok = duplicates === 0 && lost === 0;
    console.log(`posted exactly once ${once}/${TRIALS}, duplicates ${duplicates}, lost ${lost} (target 0 and 0)  ${ok ? 'ok' : 'MISSED'}`);
    return { trials: TRIALS, firingMs, killed, once, duplicates, lost, byKind, ms };
  } finally {
    for (const lane of lanes) {
      await lane.h.close();
      await lane.fake.close();
    }
  }
}
