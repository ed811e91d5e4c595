/**
 * ROLE=all on Redis makes its reports in a worker thread (WORKER_THREAD=auto), so acks never
 * wait behind them. The real entry point in its own process, as deployed: a signed Slack
 * command, the fake Slack and the sandbox on loopback, the local Redis under a fresh prefix.
 * Which thread made the report is read from its log lines (`thread: 'worker'`).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { startWorkerThread, type WorkerThreadData } from '../../adapters/ops/index.js';
import { JobsStartupError } from '../../jobs/index.js';
import { parseConfig } from '../../src/config.js';
import { startSandbox } from '../../src/sandbox/index.js';
import { freePort } from '../helpers/loopback.js';
import { dropRedisPrefix } from '../helpers/harness-parts.js';
import { REDIS_URL, eventually, freshPrefix } from '../jobs/harness.js';
import { FakeSlack, FAKE_TOKEN } from '../slack/fake-slack.js';
import { SIGNING_SECRET, commandBody, postSigned } from '../slack/helpers.js';
import { sample } from './helpers.js';
import { childEnv, recordProcess } from '../helpers/processes.js';

type LogLine = { event?: string; thread?: string; worker?: string; level: number; msg: string; [field: string]: unknown };

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

describe('a ROLE=all bot on Redis', () => {
  it.each([
    // With SLACK_CHARTS=link: the thread keeps the chart in Redis, the main thread's GET /chart.png serves it to Slack.
    ['auto', 'the reporting service', 'the worker thread', 'thread', 'worker', 'link'],
    // Demo mode: the sandbox runs on the main thread, and the worker thread asks it.
    ['auto', 'no REPORTING_API_URL (demo mode)', 'the worker thread', 'thread', 'worker', 'upload'],
    ['off', 'the reporting service', 'the main thread, as before', 'in-process', undefined, 'upload'],
  ] as const)(
    'with WORKER_THREAD=%s and %s posts a report made on %s, counts it in /metrics, and stops cleanly on SIGTERM',
    async (setting, service, _where, worker, thread, charts) => {
      const fake = new FakeSlack();
      await fake.start();
      const sandbox = await startSandbox();
      const prefix = freshPrefix();
      cleanups.push(async () => {
        await fake.close();
        await sandbox.close();
        await dropRedisPrefix(REDIS_URL, prefix);
      });
      const port = await freePort();
      const child = recordProcess(
        spawn(process.execPath, ['--import', 'tsx', 'main.ts'], {
          env: childEnv({
            PATH: process.env.PATH,
            PORT: String(port),
            LOG_FORMAT: 'json',
            LOG_LEVEL: 'info',
            ...(service === 'the reporting service' ? { REPORTING_API_URL: sandbox.url, REPORTING_API_KEY: sandbox.apiKey } : {}),
            SLACK_BOT_TOKEN: FAKE_TOKEN,
            SLACK_SIGNING_SECRET: SIGNING_SECRET,
            SLACK_API_URL: fake.apiUrl,
            REDIS_URL,
            REDIS_PREFIX: prefix,
            WORKER_THREAD: setting,
            SLACK_CHARTS: charts,
            ...(charts === 'link' ? { PUBLIC_URL: `http://127.0.0.1:${port}/` } : {}),
            SHUTDOWN_TIMEOUT_SECONDS: '5',
          }),
          stdio: ['ignore', 'pipe', 'pipe'],
        }),
      );
      let output = '';
      child.stdout.on('data', (d) => (output += String(d)));
      child.stderr.on('data', (d) => (output += String(d)));
      const lines = () =>
        output
          .split('\n')
          .filter((l) => l.startsWith('{'))
          .map((l) => JSON.parse(l) as LogLine);
      // 'close', not 'exit': the lines the bot wrote last may still be in the pipe when it exits.
      const exited = once(child, 'close') as Promise<[number | null, string | null]>;
      cleanups.push(async () => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        await exited;
      });
      const base = `http://127.0.0.1:${port}`;

      await eventually(
        () =>
          lines().some((l) => l.event === 'listening')
            ? true
            : child.exitCode !== null
              ? Promise.reject(new Error(`the bot exited:\n${output}`))
              : undefined,
        30_000,
        'the bot to listen',
      );
      expect(lines().find((l) => l.event === 'listening')?.worker).toBe(worker);
      // Nothing is fetched or posted ahead of the first command: the token checked at start, no report asked of the service.
      expect(fake.calls.map((c) => c.method)).toEqual(['auth.test']);
      expect(sandbox.stats.requests).toBe(0);
      const res = await postSigned(
        `${base}/slack/events`,
        commandBody({ text: 'referrals last-month', channel: 'C0THREAD', responseUrl: fake.responseUrl() }),
      );
      expect(res.status).toBe(200);
      await fake.waitFor((c) => c.method === 'chat.postMessage' && c.ok && c.params.channel === 'C0THREAD', 20_000);
      // The job completes once its charts follow the message: drawn on the thread, which a loaded machine slows.
      const completed = await eventually(() => lines().find((l) => l.event === 'job_completed'), 30_000, 'the job to complete');
      const chartUpdate = fake.callsOf('chat.update', 'C0THREAD').find((c) => c.ok);
      const [image] = (chartUpdate?.params.blocks as { type: string; image_url?: string; slack_file?: unknown }[]).filter((b) => b.type === 'image');
      if (charts === 'link') {
        // Fetched from this process's own route while Slack took the update: a PNG, no upload made.
        expect(image!.image_url!.startsWith(`http://127.0.0.1:${port}/chart.png?`)).toBe(true);
        expect(fake.fetchedImages.get(image!.image_url!)?.subarray(1, 4).toString()).toBe('PNG');
        expect(fake.callsOf('files.getUploadURLExternal')).toEqual([]);
      } else expect(image!.slack_file).toBeDefined();
      expect(completed.thread).toBe(thread);
      expect(lines().find((l) => l.event === 'worker_started')?.thread).toBe(thread);

      // The thread's counts reach the main thread's /metrics by message: wait for the job's.
      const metrics = await eventually(
        async () => {
          const text = await (await fetch(`${base}/metrics`)).text();
          return sample(text, 'report_bot_jobs_total', { job: 'report', report: 'referrals', outcome: 'completed' }) === 1 ? text : undefined;
        },
        10_000,
        '/metrics to count the job',
      );
      expect(sample(metrics, 'report_bot_commands_total', { platform: 'slack', command: 'referrals' })).toBe(1);
      expect(sample(metrics, 'report_bot_report_duration_seconds_count', { report: 'referrals' })).toBe(1);
      expect(sample(metrics, 'report_bot_deliveries_total', { platform: 'slack', outcome: 'ok' })).toBeGreaterThanOrEqual(1);
      expect(sample(metrics, 'report_bot_api_requests_total', { outcome: 'ok' })).toBeGreaterThan(0);
      expect(sample(metrics, 'report_bot_cache_lookups_total', { cache: 'api', result: 'miss' })).toBeGreaterThan(0);

      child.kill('SIGTERM');
      const [code] = await exited;
      expect(code).toBe(0);
      const after = lines().slice(lines().findIndex((l) => l.event === 'shutdown'));
      // The worker's jobs stop (in the thread, when there is one) before the main thread's.
      expect(after.map((l) => [l.event, l.thread])).toEqual([
        ['shutdown', undefined],
        ...(thread ? [['jobs_stopped', thread]] : []),
        ['jobs_stopped', undefined],
      ]);
      expect(lines().filter((l) => l.level >= 50)).toEqual([]);
    },
    90_000,
  );
});

describe('startWorkerThread', () => {
  const start = (act: string, onExit: (code: number, err: Error | undefined) => void = () => undefined) =>
    startWorkerThread({
      entry: new URL('./thread-fixture.ts', import.meta.url),
      data: { config: parseConfig({}), prettyLogs: false, act } as WorkerThreadData,
      onExit,
    });

  it("fails start-up with the thread's own sentence, still a JobsStartupError, when the thread cannot start its jobs", async () => {
    const failed = start('startup-error');
    await expect(failed).rejects.toThrow(JobsStartupError);
    await expect(failed).rejects.toThrow(/^REDIS_URL is set to redis:\/\/127\.0\.0\.1:1, but Redis is not answering there\./);
  });

  it('fails start-up with one sentence, not a hang, when the thread throws while loading', async () => {
    await expect(start('throw-on-load')).rejects.toThrow(/^the thread could not load$/);
  });

  it('tells the wiring when a started thread dies, with its code and error', async () => {
    let died!: (v: [number, Error | undefined]) => void;
    const death = new Promise<[number, Error | undefined]>((resolve) => (died = resolve));
    await start('die-later', (code, err) => died([code, err]));
    const [code, err] = await death;
    expect(code).toBe(1);
    expect(err?.message).toBe('the thread died');
  });

  it("runs the thread below the receivers' CPU priority, so acks come first when cores are short", async () => {
    // Linux keeps a nice value per thread: field 19 of each /proc/self/task/<tid>/stat.
    const niceThreads = () =>
      readdirSync('/proc/self/task').filter((tid) => Number(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]) >= 10)
        .length;
    const before = niceThreads();
    const thread = await start('run');
    expect(niceThreads()).toBeGreaterThan(before);
    await thread.close();
  });

  it('closes a started thread when asked, without calling it a death', async () => {
    const thread = await start('run', () => expect.fail('a close is not a death'));
    await thread.close();
  });
});
