/**
 * Storm benchmark (issue 28, item 4): the Monday-09:00 minute when every weekly digest fires.
 * 1,000 subscriptions over 300 Slack channels in 3 workspaces (100 channels each; 100 channels
 * get 4 digests, 200 get 3), all due at the same minute, through the real jobs runtime and the
 * real Slack platform, against fake Slacks enforcing the published limits (test/slack/slack-limits.ts:
 * 1 message/s per channel with a burst of 3, the method tiers per workspace).
 *
 * One fake per workspace, one jobs runtime (own Redis prefix, own queue and worker) per
 * workspace: the bot holds one bot token, so a workspace is a deployment. The firings are
 * enqueued directly as the job schedulers would at that minute (`enqueueFirings`), round-robin
 * over the channels. Digests carry no charts
 * here: uploads meet `files.completeUploadExternal` (Tier 3, 50/min), which would set a floor of
 * ~7 minutes per workspace; the upload path under limits is test/slack/storm.test.ts's.
 *
 * Floor: no channel may take its k-th message before (k - 1) s after its first (Slack promises
 * nothing for bursts, so the floor does not count on them); the storm cannot end before the
 * busiest channel's last message, (max k - 1) s after the start. Printed beside the measured time
 * to the last post; target ≤ 1.2× the floor. Teams is not part of this run yet.
 */
import { randomUUID } from 'node:crypto';
import { createSlackPlatform } from '../adapters/slack/index.js';
import { enqueueFirings } from '../jobs/queue.js';
import { closeRedis, connectRedis, deleteKeysWithPrefix } from '../jobs/redis.js';
import { connectJobsBackend, startJobs } from '../jobs/runtime.js';
import { createReportingApi } from '../src/api/index.js';
import { parseConfig } from '../src/config.js';
import { createLogger } from '../src/log.js';
import { parseCommand } from '../src/query/index.js';
import { startSandbox } from '../src/sandbox/index.js';
import { FAKE_TOKEN, FakeSlack } from '../test/slack/fake-slack.js';
import { SIGNING_SECRET } from '../test/slack/helpers.js';
import { SLACK_LIMITS } from '../test/slack/slack-limits.js';
import { subscriptionCommands } from './commands.js';

const SUBSCRIPTIONS = 1_000;
const WORKSPACES = 3;
const CHANNELS_PER_WORKSPACE = 100;
const CONCURRENCY = 8;
/** Monday 2026-11-23, 09:00 UTC. */
const SCHEDULED = new Date('2026-11-23T09:00:00Z');
const TIMEOUT_MS = 300_000;

interface Workspace {
  fake: FakeSlack;
  /** Firings per channel, as queued. */
  perChannel: Map<string, number>;
  ids: string[];
}

export async function runStormBench(): Promise<Record<string, unknown>> {
  const logger = createLogger({ level: 'error' }, process.stderr);
  const sandbox = await startSandbox({ now: new Date('2026-11-23T12:00:00Z') });
  const admin = await connectRedis('redis://127.0.0.1:6379', 'producer');
  const closers: (() => Promise<unknown>)[] = [];
  try {
    const commands = subscriptionCommands(200).map((c) => {
      const p = parseCommand(`subscribe ${c} every monday at 09:00`, { now: SCHEDULED, timeZone: 'UTC' });
      if (p.kind !== 'subscribe') throw new Error(`"${c}" is not a subscription`);
      return p;
    });
    // Subscription n goes to channel n mod 300: channels 0-99 get 4, the rest 3.
    const workspaces: Workspace[] = [];
    const runtimes: Awaited<ReturnType<typeof startJobs>>[] = [];
    let deliveredOrFailed = 0;
    let allDone: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (allDone = resolve));
    for (let w = 0; w < WORKSPACES; w++) {
      const fake = new FakeSlack();
      await fake.start();
      closers.push(() => fake.close());
      fake.enforceLimits(SLACK_LIMITS);
      const prefix = `bench-storm-${randomUUID()}`;
      closers.push(() => deleteKeysWithPrefix(admin, prefix));
      const config = parseConfig({
        REDIS_URL: 'redis://127.0.0.1:6379',
        REDIS_PREFIX: prefix,
        REPORTING_API_URL: sandbox.url,
        REPORTING_API_KEY: sandbox.apiKey,
        SLACK_BOT_TOKEN: FAKE_TOKEN,
        SLACK_SIGNING_SECRET: SIGNING_SECRET,
        SLACK_API_URL: fake.apiUrl,
        WORKER_CONCURRENCY: String(CONCURRENCY),
        LOG_LEVEL: 'error',
      });
      const backend = await connectJobsBackend(config, logger);
      const api = createReportingApi({ ...config.api, url: sandbox.url }, backend.clientOptions);
      closers.push(() => api.close());
      const slack = createSlackPlatform({ config: config.slack!, logger });
      const jobs = await startJobs(config, backend, {
        api,
        platforms: [slack],
        charts: null,
        logger,
        observer: {
          requested: () => undefined,
          job: () => undefined,
          report: () => undefined,
          cache: () => undefined,
          delivery: () => {
            if (++deliveredOrFailed >= SUBSCRIPTIONS) allDone();
          },
        },
      });
      closers.push(() => jobs.close());
      runtimes.push(jobs);
      workspaces.push({ fake, perChannel: new Map(), ids: [] });
    }
    // Queued round-robin over channels (subscription n to channel n mod 300): each channel's
    // first digest before any channel's second. Queued channel by channel instead (one
    // channel's firings after another), the workers wait in the pacer and the last post came
    // 91 s after the start in the first run (issue 28's report).
    for (let n = 0; n < SUBSCRIPTIONS; n++) {
      const c = n % (WORKSPACES * CHANNELS_PER_WORKSPACE);
      const w = Math.floor(c / CHANNELS_PER_WORKSPACE);
      const ws = workspaces[w]!;
      const channelId = `C${String(c).padStart(4, '0')}`;
      const p = commands[n % commands.length]!;
      const target = { platform: 'slack' as const, teamId: `T${w}`, channelId, userId: 'U1' };
      const { subscription } = await runtimes[w]!.subscriptions!.create({ target, query: p.query, schedule: p.schedule, creator: { userId: 'U1' } });
      ws.ids.push(subscription.id);
      ws.perChannel.set(channelId, (ws.perChannel.get(channelId) ?? 0) + 1);
    }
    const t0 = Date.now();
    await Promise.all(workspaces.map((ws, w) => enqueueFirings(runtimes[w]!.queue!, ws.ids, SCHEDULED)));
    const timeout = setTimeout(allDone, TIMEOUT_MS);
    await done;
    clearTimeout(timeout);

    const posts = workspaces.flatMap((ws) => ws.fake.posted.filter((m) => !m.threadTs));
    const firingOf = (m: { metadata?: unknown }) => JSON.stringify((m.metadata as { event_payload?: unknown } | undefined)?.event_payload ?? null);
    const distinct = new Set(posts.map(firingOf)).size;
    const refused = workspaces.flatMap((ws) => ws.fake.limiter!.refused);
    const unanswered = workspaces.flatMap((ws) => ws.fake.limiter!.unanswered());
    const lastPostMs =
      Math.max(...workspaces.flatMap((ws) => ws.fake.calls.filter((c) => c.method === 'chat.postMessage' && c.ok).map((c) => c.at))) - t0;
    const firstPostMs =
      Math.min(...workspaces.flatMap((ws) => ws.fake.calls.filter((c) => c.method === 'chat.postMessage' && c.ok).map((c) => c.at))) - t0;
    const busiest = Math.max(...workspaces.flatMap((ws) => [...ws.perChannel.values()]));
    const floorMs = (busiest - 1) * SLACK_LIMITS.channelIntervalMs;
    const ratio = lastPostMs / floorMs;

    console.log(
      `\nStorm: ${SUBSCRIPTIONS} weekly digests due Monday 09:00 over ${WORKSPACES * CHANNELS_PER_WORKSPACE} Slack channels in ${WORKSPACES} workspaces (fake Slacks enforcing the published limits), WORKER_CONCURRENCY=${CONCURRENCY} per workspace, no charts`,
    );
    console.log(`posted ${distinct}/${SUBSCRIPTIONS}, duplicates ${posts.length - distinct}, lost ${SUBSCRIPTIONS - distinct}`);
    console.log(
      `429s answered by the fakes ${refused.length} (${refused.filter((r) => r.bucket.startsWith('channel:')).length} per channel), left unanswered ${unanswered.length}`,
    );
    console.log(`first post ${firstPostMs} ms, last post ${lastPostMs} ms after the firings were queued`);
    console.log(
      `floor the limits allow: busiest channel ${busiest} messages at 1/s = ${floorMs} ms; last post / floor = ${ratio.toFixed(2)}  target ≤ 1.2  ${ratio <= 1.2 ? 'ok' : 'MISSED'}`,
    );
    return {
      subscriptions: SUBSCRIPTIONS,
      workspaces: WORKSPACES,
      channels: WORKSPACES * CHANNELS_PER_WORKSPACE,
      posted: distinct,
      duplicates: posts.length - distinct,
      lost: SUBSCRIPTIONS - distinct,
      rateLimited: refused.length,
      unanswered: unanswered.length,
      firstPostMs,
      lastPostMs,
      floorMs,
      ratio: +ratio.toFixed(2),
    };
  } finally {
    while (closers.length) await closers.pop()!().catch(() => undefined);
    await closeRedis(admin);
    await sandbox.close();
  }
}
