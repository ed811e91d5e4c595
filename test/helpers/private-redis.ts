/**
 * A Redis of a test's own, on a free loopback port, that the test may stop and start again:
 * outages cannot be made on the shared Redis. `stop()` saves to the test's own directory
 * (SHUTDOWN SAVE), so `start()` brings the same data back, as a restarted production Redis
 * with persistence would.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { freePort } from './loopback.js';
import { nativeEnv, recordProcess } from './processes.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';

export interface PrivateRedis {
  port: number;
  /** `redis://:password@127.0.0.1:<port>` (with the password when one was asked for). */
  url: string;
  /** Starts the server (nothing when it is running). */
  start(): Promise<void>;
  /** Saves, then stops the server; resolves when it has exited. */
  stop(): Promise<void>;
  /** stop() and remove its directory. */
  dispose(): Promise<void>;
}

export async function privateRedis(opts: { password?: string } = {}): Promise<PrivateRedis> {
  const port = await freePort();
  const dir = await mkdtemp(join(tmpdir(), 'report-bot-redis-'));
  const auth = opts.password ? `:${opts.password}@` : '';
  const url = `redis://${auth}127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  const answers = async (): Promise<boolean> => {
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, enableOfflineQueue: false });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      return (await probe.ping()) === 'PONG';
    } catch {
      return false;
    } finally {
      probe.disconnect();
    }
  };

  const self: PrivateRedis = {
    port,
    url,
    async start() {
      // Already running: a second server would fail to take the port, and the running one's handle would be lost.
      if (child && child.exitCode === null && child.signalCode === null) return;
      const args = [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--dir',
        dir,
        '--dbfilename',
        'dump.rdb',
        '--save',
        '',
        '--appendonly',
        'no',
        '--daemonize',
        'no',
      ];
      if (opts.password) args.push('--requirepass', opts.password);
      child = recordProcess(spawn('redis-server', args, { stdio: 'ignore', env: nativeEnv() }));
      const deadline = Date.now() + 10_000;
      while (!(await answers())) {
        if (Date.now() > deadline) {
          child.kill('SIGKILL');
          throw new Error(`redis-server on port ${port} did not start`);
        }
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
      const admin = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      admin.on('error', () => undefined);
      try {
        await admin.connect();
        await admin.call('SHUTDOWN', 'SAVE').catch(() => undefined);
      } catch {
        running.kill('SIGKILL');
      } finally {
        admin.disconnect();
      }
      await exited;
      child = null;
    },
    async dispose() {
      await self.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
  await self.start();
  return self;
}
