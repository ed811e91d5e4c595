/**
 * A Redis Cluster of a test's own: three masters (no replicas) from Debian's redis-server on
 * free loopback ports (each port's cluster bus, port + 10000, free too), joined with
 * `redis-cli --cluster create`. `dispose()` stops them and removes their directory.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';

const run = promisify(execFile);

export interface PrivateCluster {
  /** `127.0.0.1:p1,127.0.0.1:p2,127.0.0.1:p3`, for REDIS_CLUSTER_NODES. */
  nodes: string;
  ports: number[];
  dispose(): Promise<void>;
}

async function isFree(port: number): Promise<boolean> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A free port below 55536 whose cluster bus port (+10000) is free as well. */
async function freeClusterPort(taken: Set<number>): Promise<number> {
  for (let i = 0; i < 200; i++) {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const candidate = port > 55_000 ? port - 20_000 : port;
    if (!taken.has(candidate) && (await isFree(candidate)) && (await isFree(candidate + 10_000))) return candidate;
  }
  throw new Error('no free port pair for a Redis Cluster node');
}

async function clusterOk(port: number): Promise<boolean> {
  const probe = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return /cluster_state:ok/.test(String(await probe.call('CLUSTER', 'INFO')));
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

export async function privateCluster(): Promise<PrivateCluster> {
  const dir = await mkdtemp(join(tmpdir(), 'report-bot-cluster-'));
  const taken = new Set<number>();
  const ports: number[] = [];
  for (let i = 0; i < 3; i++) {
    const port = await freeClusterPort(taken);
    taken.add(port);
    ports.push(port);
  }
  const children: ChildProcess[] = ports.map((port) =>
    spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--cluster-enabled', 'yes', '--cluster-config-file', `nodes-${port}.conf`, '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
      { stdio: 'ignore' },
    ),
  );
  const dispose = async () => {
    await Promise.all(
      children.map(async (child) => {
        if (child.exitCode !== null) return;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }),
    );
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const deadline = Date.now() + 10_000;
    for (const port of ports) {
      for (;;) {
        try {
          await run('redis-cli', ['-h', '127.0.0.1', '-p', String(port), 'ping']);
          break;
        } catch {
          if (Date.now() > deadline) throw new Error(`redis-server on port ${port} did not start`);
          await new Promise((r) => setTimeout(r, 25));
        }
      }
    }
    await run('redis-cli', ['--cluster', 'create', ...ports.map((p) => `127.0.0.1:${p}`), '--cluster-replicas', '0', '--cluster-yes']);
    for (const port of ports) {
      while (!(await clusterOk(port))) {
        if (Date.now() > deadline + 10_000) throw new Error('the Redis Cluster did not become ready');
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  } catch (err) {
    await dispose();
    throw err;
  }
  return { nodes: ports.map((p) => `127.0.0.1:${p}`).join(','), ports, dispose };
}
