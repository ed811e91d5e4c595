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
 * over the channels. Each deployment keeps its queue and subscriptions on the bench's thread and
 * makes and posts its reports in a worker thread, as a ROLE=all process on Redis does (STORM_THREADS=0:
 * all on the bench's thread). Digests carry no charts here (CHARTS=off) unless STORM_CHARTS=1:
 * uploads meet the upload methods' Tier 4 (100 a minute per workspace), which at full scale sets
 * a floor of over three minutes per workspace; STORM_SCALE=8 STORM_CHARTS=1 is issue 54's storm
 * (about 120 digests over 40 channels, with their charts).
 *
 * And 200 Teams conversations, one weekly digest each, due at the same minute: one more
 * deployment (runtime) with the real Teams platform (the Agents SDK, authentication off) against a
 * fake connector enforcing Teams' per-conversation limits with 429 and Retry-After
 * (test/teams/teams-limits.ts).
 *
 * The sandbox runs in a process of its own, answering repeated requests from memory, and is
 * asked each distinct request once before the firings are queued: the service is another
 * machine in production, and its data generation on the bench's cores was most of what the
 * first runs measured (three runtimes making 600 distinct reports).
 *
 * Floor: no channel may take its k-th message before (k - 1) s after its first (Slack promises
 * nothing for bursts, so the floor does not count on them); the storm cannot end before the
 * busiest channel's last message, (max k - 1) s after the start. Teams' conversations, with one
 * digest each, add nothing to it. Printed beside the measured time to the last post (Slack or
 * Teams); target ≤ 1.2× the floor.
 *
 * What they subscribe to (STORM_MIX): `monday`, the default, is bench/commands.ts's
 * `mondayCommands`, the 42 weekly reports a workspace's channels ask for, group-wide and per
 * property, discovery or type, shared by many channels as on a real Monday (each deployment still
 * makes all 42 itself: its own Redis prefix, its own shared answers). `distinct` gives every
 * subscription one of 200 reports no two alike (ranges of 7 to 29 days), the worst case for the
 * bot's CPU: there the time is the making of 800 reports, not the limits (BENCHMARKS.md).
 *
 * Warm deployments (STORM_REHEARSALS, default 3): a deployment that has been running since last
 * Monday has made these reports before, and its code is compiled by then (V8 optimises what
 * runs often: the Monday mix's 42 reports cost 12.5 ms of CPU each the first time in a process
 * and 5.3 ms by the fourth). So before the measured Monday each deployment fires the 42 reports
 * for each of the previous STORM_REHEARSALS Mondays, one subscription each in channels (and
 * Teams conversations) of their own, and waits for them; the fakes then forget those posts.
 * Nothing of them is shared with the storm: its reports are of another week, made anew.
 * STORM_REHEARSALS=0 is a deployment started just before 09:00, with everything still cold.
 *
 * STORM_ALONE=1 runs the busiest workspace's deployment alone (its 400 digests over its 100
 * channels, no other workspace, no Teams): in production each workspace is a deployment of its
 * own, usually on a machine of its own, while here four share two cores. A comparison, not the
 * figure to record.
 *
 * STORM_SCALE=n divides every count by n (channels, subscriptions, Teams conversations; the
 * busiest channel still gets 4), for a quick look; the figures to record are at 1.
 */
import { SERVICE_KEEP_ALIVE_MS } from '../test/helpers/loopback.js';
import { randomUUID } from 'node:crypto';
import { startWorkerThread } from '../adapters/ops/index.js';
import { createSlackPlatform } from '../adapters/slack/index.js';
import { createTeamsPlatform, teamsTarget } from '../adapters/teams/index.js';
import { enqueueFirings } from '../jobs/queue.js';
import { closeRedis, connectRedis, deleteKeysWithPrefix } from '../jobs/redis.js';
import { connectJobsBackend, startJobs, type StartJobsDeps } from '../jobs/runtime.js';
import { WORKER_THREAD_ENTRY } from '../serve.js';
import { createReportingApi } from '../src/api/index.js';
import { parseConfig, reportSettings, type Config } from '../src/config.js';
import { createLogger } from '../src/log.js';
import { parseCommand } from '../src/query/index.js';
import { runReport } from '../src/reports/index.js';
import { FAKE_TOKEN, FakeSlack } from '../test/slack/fake-slack.js';
import { SIGNING_SECRET } from '../test/slack/helpers.js';
import { SLACK_LIMITS } from '../test/slack/slack-limits.js';
import { FakeConnector } from '../test/teams/fake-connector.js';
import { mondayCommands, subscriptionCommands } from './commands.js';
import { percentile } from './stats.js';
import { startSandboxProcess } from './sandbox-process.js';

const SCALE = Math.max(1, Math.floor(Number(process.env.STORM_SCALE ?? 1)) || 1);
const SUBSCRIPTIONS = Math.floor(1_000 / SCALE);
/** The busiest workspace's deployment alone (see above). */
const ALONE = process.env.STORM_ALONE === '1';
/** Workspaces the subscriptions are spread over; with ALONE, only the first one's are made. */
const ALL_WORKSPACES = 3;
const WORKSPACES = ALONE ? 1 : ALL_WORKSPACES;
const CHANNELS_PER_WORKSPACE = Math.floor(100 / SCALE);
const TEAMS_CONVERSATIONS = ALONE ? 0 : Math.floor(200 / SCALE);
/** `monday`: the 42 reports a workspace subscribes to on Mondays, shared as channels share them; `distinct`: 200 reports no two alike. */
const MIX = process.env.STORM_MIX === 'distinct' ? 'distinct' : 'monday';
/**
 * Each deployment makes and posts its reports in a worker thread, as a ROLE=all process on Redis
 * does (serve.ts), so the deployments share the machine's cores rather than one event loop with
 * the fakes; STORM_THREADS=0 makes them on the bench's own thread.
 */
const THREADS = process.env.STORM_THREADS !== '0';
const CONCURRENCY = 8;
/** Previous Mondays each deployment fires before the measured one (see above). */
/** STORM_CHARTS=1: every digest with its charts, drawn here and uploaded to the fake Slack. */
const CHARTS = process.env.STORM_CHARTS === '1';
const REHEARSALS = Math.max(0, Math.floor(Number(process.env.STORM_REHEARSALS ?? 3)) || 0);
/** Monday 2026-11-23, 09:00 UTC. */
const SCHEDULED = new Date('2026-11-23T09:00:00Z');
const TIMEOUT_MS = 300_000;

interface Workspace {
  fake: FakeSlack;
  /** Firings per channel, as queued. */
  perChannel: Map<string, number>;
  ids: string[];
}

type Runtime = Awaited<ReturnType<typeof startJobs>>;

export async function runStormBench(): Promise<Record<string, unknown>> {
  const logger = createLogger({ level: 'error' }, process.stderr);
  const sandbox = await startSandboxProcess(0, ['--now', '2026-11-23T12:00:00Z', '--cache-responses', '20000']);
  const admin = await connectRedis('redis://127.0.0.1:6379', 'producer');
  const closers: (() => Promise<unknown>)[] = [];
  try {
    const commands = (MIX === 'distinct' ? subscriptionCommands(200) : mondayCommands()).map((c) => {
      const p = parseCommand(`subscribe ${c} every monday at 09:00`, { now: SCHEDULED, timeZone: 'UTC' });
      if (p.kind !== 'subscribe') throw new Error(`"${c}" is not a subscription`);
      return p;
    });
    // Deliveries (or failures) counted across the deployments, and a wait for the next `n` of them.
    let counted = 0;
    let awaited = Infinity;
    let reached: () => void = () => undefined;
    const deliveries = (n: number) => {
      counted = 0;
      awaited = n;
      return new Promise<void>((resolve) => (reached = resolve));
    };

    /** One deployment: its own Redis prefix, queue and worker, posting to one platform. */
    const deployment = async (env: Record<string, string>, platform: (config: Config) => StartJobsDeps['platforms'][number]) => {
      const prefix = `bench-storm-${randomUUID()}`;
      closers.push(() => deleteKeysWithPrefix(admin, prefix));
      const config = parseConfig({
        REDIS_URL: 'redis://127.0.0.1:6379',
        REDIS_PREFIX: prefix,
        REPORTING_API_URL: sandbox.url,
        REPORTING_API_KEY: sandbox.key,
        WORKER_CONCURRENCY: String(CONCURRENCY),
        LOG_LEVEL: 'error',
        // No charts unless STORM_CHARTS=1: uploads meet Slack's Tier 4 (see above).
        CHARTS: CHARTS ? 'local' : 'off',
        ...env,
      });
      const backend = await connectJobsBackend(config, logger);
      const api = createReportingApi({ ...config.api, url: sandbox.url }, backend.clientOptions);
      closers.push(() => api.close());
      const observer = {
        requested: () => undefined,
        job: () => undefined,
        report: () => undefined,
        cache: () => undefined,
        delivery: () => {
          if (++counted >= awaited) reached();
        },
      };
      // With threads, this thread keeps the queue and the subscriptions (the receivers' side) and
      // the reports are made and posted in a worker thread, as a ROLE=all process on Redis does.
      const jobs = await startJobs(config, backend, { api, platforms: [platform(config)], charts: null, logger, observer, worker: !THREADS });
      closers.push(() => jobs.close());
      if (THREADS) {
        const thread = await startWorkerThread({
          entry: WORKER_THREAD_ENTRY,
          data: { config, prettyLogs: false },
          observers: { api: { request: () => undefined }, jobs: observer },
          onExit: (code, err) => console.error(`a worker thread stopped (exit code ${code})`, err ?? ''),
        });
        closers.push(() => thread.close());
      }
      return jobs;
    };

    // Subscription n goes to channel n mod 300: channels 0-99 get 4, the rest 3.
    const workspaces: Workspace[] = [];
    const runtimes: Runtime[] = [];
    for (let w = 0; w < WORKSPACES; w++) {
      const fake = new FakeSlack(SERVICE_KEEP_ALIVE_MS);
      await fake.start();
      closers.push(() => fake.close());
      fake.enforceLimits(SLACK_LIMITS);
      const env = { SLACK_BOT_TOKEN: FAKE_TOKEN, SLACK_SIGNING_SECRET: SIGNING_SECRET, SLACK_API_URL: fake.apiUrl };
      runtimes.push(await deployment(env, (config) => createSlackPlatform({ config: config.slack!, logger })));
      workspaces.push({ fake, perChannel: new Map(), ids: [] });
    }
    // Teams: no app id, so authentication is off and only loopback service URLs (the fake's) are used.
    const connector = new FakeConnector();
    connector.keepAliveMs = SERVICE_KEEP_ALIVE_MS;
    await connector.start();
    closers.push(() => connector.close());
    let teamsLimiter = connector.enforceLimits();
    const teamsJobs = ALONE ? null : await deployment({}, () => createTeamsPlatform({ config: null, logger }));

    type Command = (typeof commands)[number];
    const subscribeSlack = async (w: number, channelId: string, p: Command) => {
      const target = { platform: 'slack' as const, teamId: `T${w}`, channelId, userId: 'U1' };
      return (await runtimes[w]!.subscriptions!.create({ target, query: p.query, schedule: p.schedule, creator: { userId: 'U1' } })).subscription.id;
    };
    const subscribeTeams = async (conversationId: string, p: Command) => {
      const target = teamsTarget({
        bot: { id: '28:report-bot', name: 'Report bot' },
        conversation: { id: conversationId, conversationType: 'channel', isGroup: true },
        channelId: 'msteams',
        serviceUrl: connector.serviceUrl,
      });
      return (await teamsJobs!.subscriptions!.create({ target, query: p.query, schedule: p.schedule, creator: { userId: '29:bench' } })).subscription
        .id;
    };
    // Queued round-robin over channels (subscription n to channel n mod 300): each channel's
    // first digest before any channel's second.
    for (let n = 0; n < SUBSCRIPTIONS; n++) {
      const c = n % (ALL_WORKSPACES * CHANNELS_PER_WORKSPACE);
      const w = Math.floor(c / CHANNELS_PER_WORKSPACE);
      if (w >= WORKSPACES) continue;
      const ws = workspaces[w]!;
      const channelId = `C${String(c).padStart(4, '0')}`;
      ws.ids.push(await subscribeSlack(w, channelId, commands[n % commands.length]!));
      ws.perChannel.set(channelId, (ws.perChannel.get(channelId) ?? 0) + 1);
    }
    const teamsIds: string[] = [];
    for (let n = 0; n < TEAMS_CONVERSATIONS; n++) teamsIds.push(await subscribeTeams(`19:storm${n}@thread.tacv2`, commands[n % commands.length]!));

    // The previous Mondays (see above): every report of the mix once per deployment, in channels of their own.
    if (REHEARSALS > 0) {
      const rehearsed = await Promise.all([
        ...workspaces.map((_, w) => Promise.all(commands.map((p, i) => subscribeSlack(w, `R${w}${String(i).padStart(3, '0')}`, p)))),
        ...(teamsJobs ? [Promise.all(commands.map((p, i) => subscribeTeams(`19:rehearsal${i}@thread.tacv2`, p)))] : []),
      ]);
      const queues = [...runtimes, ...(teamsJobs ? [teamsJobs] : [])].map((r) => r.queue!);
      for (let r = REHEARSALS; r >= 1; r--) {
        const at = new Date(SCHEDULED.getTime() - r * 7 * 86_400_000);
        const all = deliveries(rehearsed.flat().length);
        await Promise.all(queues.map((q, i) => enqueueFirings(q, rehearsed[i]!, at)));
        await Promise.race([all, new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS).unref())]);
      }
      for (const ws of workspaces) {
        ws.fake.reset();
        ws.fake.enforceLimits(SLACK_LIMITS);
      }
      connector.reset();
      teamsLimiter = connector.enforceLimits();
    }
    // The service answers each distinct request once before the storm: the sandbox is another
    // machine in production, and making its data on the bench's two cores would be counted as
    // the bot's time. The deployments share nothing with this client: they still ask for,
    // parse and check every answer themselves.
    const warmConfig = parseConfig({ REPORTING_API_URL: sandbox.url, REPORTING_API_KEY: sandbox.key, LOG_LEVEL: 'error' });
    const warmApi = createReportingApi({ ...warmConfig.api, url: sandbox.url });
    await Promise.all(commands.map((p) => runReport(p.query, { api: warmApi, now: SCHEDULED, ...reportSettings(warmConfig) })));
    await warmApi.close();
    const slackCount = workspaces.reduce((n, ws) => n + ws.ids.length, 0);
    const storm = deliveries(slackCount + TEAMS_CONVERSATIONS);
    const cpu0 = process.cpuUsage();
    const t0 = Date.now();
    await Promise.all([
      ...workspaces.map((ws, w) => enqueueFirings(runtimes[w]!.queue!, ws.ids, SCHEDULED)),
      ...(teamsJobs ? [enqueueFirings(teamsJobs.queue!, teamsIds, SCHEDULED)] : []),
    ]);
    await Promise.race([storm, new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS).unref())]);
    const cpu = process.cpuUsage(cpu0);
    const cpuMs = Math.round((cpu.user + cpu.system) / 1000);

    const posts = workspaces.flatMap((ws) => ws.fake.posted.filter((m) => !m.threadTs));
    const firingOf = (m: { metadata?: unknown }) => JSON.stringify((m.metadata as { event_payload?: unknown } | undefined)?.event_payload ?? null);
    const distinct = new Set(posts.map(firingOf)).size;
    const refused = workspaces.flatMap((ws) => ws.fake.limiter!.refused);
    // Calls that reached a bucket inside the Retry-After of a 429 it had answered (issue 54: ≤ 1%).
    const slackCalls = workspaces.reduce((n, ws) => n + ws.fake.limiter!.calls, 0);
    const slackInside = workspaces.reduce((n, ws) => n + ws.fake.limiter!.insideWindow, 0);
    const inside = (n: number, of: number) => `${n} of ${of} (${of === 0 ? 0 : ((100 * n) / of).toFixed(2)}%)`;
    const insideShare = (slackInside + teamsLimiter.insideWindow) / Math.max(1, slackCalls + teamsLimiter.calls);
    const unanswered = workspaces.flatMap((ws) => ws.fake.limiter!.unanswered());
    const slackPostTimes = workspaces.flatMap((ws) => ws.fake.calls.filter((c) => c.method === 'chat.postMessage' && c.ok).map((c) => c.at));
    const teamsPosts = connector.calls.filter((c) => c.kind === 'post' && c.status === 201);
    const teamsDistinct = new Set(teamsPosts.map((c) => c.conversationId)).size;
    const postTimes = [...slackPostTimes, ...teamsPosts.map((c) => c.at)];
    const lastPostMs = Math.max(...postTimes) - t0;
    const firstPostMs = Math.min(...postTimes) - t0;
    const lastSlackMs = Math.max(...slackPostTimes) - t0;
    const lastTeamsMs = teamsPosts.length > 0 ? Math.max(...teamsPosts.map((c) => c.at)) - t0 : null;
    const busiest = Math.max(...workspaces.flatMap((ws) => [...ws.perChannel.values()]));
    // A method's tier is a floor too (the upload methods, with STORM_CHARTS=1): its n-th call cannot
    // go before (ceil(n / limit) - 1) windows after its first.
    const tierFloorMs = Math.max(
      0,
      ...workspaces.flatMap((ws) =>
        Object.entries(SLACK_LIMITS.methods).map(([method, tier]) => {
          const n = ws.fake.calls.filter((c) => c.method === method && c.ok).length;
          return n === 0 ? 0 : (Math.ceil(n / tier.limit) - 1) * tier.windowMs;
        }),
      ),
    );
    const floorMs = Math.max((busiest - 1) * SLACK_LIMITS.channelIntervalMs, tierFloorMs);
    const ratio = lastPostMs / floorMs;

    console.log(
      `\nStorm${ALONE ? ' (the busiest workspace alone, STORM_ALONE=1)' : ''}: ${slackCount} weekly digests due Monday 09:00 over ${WORKSPACES * CHANNELS_PER_WORKSPACE} Slack channels in ${WORKSPACES} workspaces and ${TEAMS_CONVERSATIONS} over ${TEAMS_CONVERSATIONS} Teams conversations (fakes enforcing the published limits), WORKER_CONCURRENCY=${CONCURRENCY} per deployment, ${CHARTS ? 'with charts' : 'no charts'}, ${MIX === 'monday' ? 'the Monday mix of' : 'a mix of'} ${commands.length} distinct reports${SCALE > 1 ? `, STORM_SCALE=${SCALE}` : ''}; deployments ${REHEARSALS > 0 ? `warm (they fired the mix on the ${REHEARSALS} Mondays before)` : 'cold (started just before 09:00)'}`,
    );
    console.log(`Slack: posted ${distinct}/${slackCount}, duplicates ${posts.length - distinct}, lost ${slackCount - distinct}`);
    console.log(
      `Teams: posted ${teamsDistinct}/${TEAMS_CONVERSATIONS}, duplicates ${teamsPosts.length - teamsDistinct}, lost ${TEAMS_CONVERSATIONS - teamsDistinct}`,
    );
    console.log(
      `429s answered by the fakes: Slack ${refused.length} (${refused.filter((r) => r.bucket.startsWith('channel:')).length} per channel), Teams ${teamsLimiter.refused.length}; left unanswered ${unanswered.length + teamsLimiter.unanswered().length}`,
    );
    console.log(
      `calls inside a Retry-After window: Slack ${inside(slackInside, slackCalls)}, Teams ${inside(teamsLimiter.insideWindow, teamsLimiter.calls)}  target ≤ 1%  ${insideShare <= 0.01 ? 'ok' : 'MISSED'}`,
    );
    console.log(
      `first post ${firstPostMs} ms, last post ${lastPostMs} ms after the firings were queued (last Slack ${lastSlackMs} ms${lastTeamsMs === null ? '' : `, last Teams ${lastTeamsMs} ms`})`,
    );
    if (refused.length > 0) {
      const byMethod = new Map<string, number>();
      for (const r of refused) byMethod.set(r.method, (byMethod.get(r.method) ?? 0) + 1);
      console.log(`Slack 429s by method: ${[...byMethod].map(([m, n]) => `${m} ${n}`).join(', ')}`);
    }
    console.log(
      `CPU of this process (the deployments' threads and the fakes) from queueing to the last post: ${cpuMs} ms, ${(cpuMs / postTimes.length).toFixed(2)} ms a post`,
    );
    const perSecond = new Map<number, number>();
    for (const at of postTimes) {
      const second = Math.floor((at - t0) / 1000);
      perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
    }
    console.log(
      `posts by second after queueing: ${[...perSecond]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}s ${n}`)
        .join(', ')}`,
    );
    // Where the time goes in the busiest channels: their first post, and the gaps between their posts (the limit is 1 s).
    const busiestTimes = workspaces.flatMap((ws) =>
      [...ws.perChannel]
        .filter(([, n]) => n === busiest)
        .map(([channel]) =>
          ws.fake.calls
            .filter((c) => c.method === 'chat.postMessage' && c.ok && c.params.channel === channel)
            .map((c) => c.at - t0)
            .sort((a, b) => a - b),
        ),
    );
    const gaps = busiestTimes.flatMap((t) => t.slice(1).map((at, i) => at - t[i]!));
    const firsts = busiestTimes.map((t) => t[0]!);
    const lasts = busiestTimes.map((t) => t.at(-1)!);
    console.log(
      `busiest channels (${busiestTimes.length}): first post p50 ${percentile(firsts, 50)} ms, max ${percentile(firsts, 100)} ms; gaps between their posts p50 ${percentile(gaps, 50)} ms, p90 ${percentile(gaps, 90)} ms, max ${percentile(gaps, 100)} ms; last post p50 ${percentile(lasts, 50)} ms`,
    );
    console.log(
      `floor the limits allow: busiest channel ${busiest} messages at 1/s = ${(busiest - 1) * SLACK_LIMITS.channelIntervalMs} ms${tierFloorMs > 0 ? `, the method tiers ${tierFloorMs} ms` : ''}; last post / floor = ${ratio.toFixed(2)}  target ≤ 1.2  ${ratio <= 1.2 ? 'ok' : 'MISSED'}`,
    );
    return {
      scale: SCALE,
      mix: MIX,
      rehearsals: REHEARSALS,
      distinctReports: commands.length,
      alone: ALONE,
      subscriptions: slackCount,
      workspaces: WORKSPACES,
      channels: WORKSPACES * CHANNELS_PER_WORKSPACE,
      posted: distinct,
      duplicates: posts.length - distinct,
      lost: slackCount - distinct,
      teamsConversations: TEAMS_CONVERSATIONS,
      teamsPosted: teamsDistinct,
      teamsDuplicates: teamsPosts.length - teamsDistinct,
      charts: CHARTS,
      rateLimited: refused.length,
      callsInsideRetryAfter: slackInside + teamsLimiter.insideWindow,
      callsLimited: slackCalls + teamsLimiter.calls,
      teamsRateLimited: teamsLimiter.refused.length,
      unanswered: unanswered.length + teamsLimiter.unanswered().length,
      firstPostMs,
      lastPostMs,
      lastSlackMs,
      lastTeamsMs,
      cpuMs,
      floorMs,
      ratio: +ratio.toFixed(2),
    };
  } finally {
    while (closers.length) await closers.pop()!().catch(() => undefined);
    await closeRedis(admin);
    sandbox.child.kill('SIGTERM');
  }
}
