/**
 * A Redis Cluster of a test's own: three masters (and, when asked, one replica for each) from
 * Debian's redis-server on free loopback ports (each port's cluster bus, port + 10000, free
 * too), joined with `redis-cli --cluster create`. `kill(port)` stops one node at once, as a
 * crashed server; with replicas its replica takes over after the node timeout (one second
 * here, so a failover takes seconds). A replica may always take over, however long ago it last
 * heard from its master (a loaded test machine would otherwise hold the election back), so the
 * cluster is ready only once every replica has finished its first sync. Each node keeps its own
 * RDB file: replicas sharing one would load each other's data. `dispose()` stops them all and
 * removes their directory.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import { nativeEnv, recordProcess } from './processes.js';

const run = promisify(execFile);

export interface PrivateCluster {
  /** `127.0.0.1:p1,127.0.0.1:p2,127.0.0.1:p3`, for REDIS_CLUSTER_NODES. */
  nodes: string;
  ports: number[];
  /** The master serving `key`'s slot now: its port. */
  masterOf(key: string): Promise<number>;
  /** Kills the node on `port` (SIGKILL: no save, no goodbye) and waits for it to exit. */
  kill(port: number): Promise<void>;
  dispose(): Promise<void>;
}

export interface PrivateClusterOptions {
  /** Replicas per master (default 0); with 1, killing a master promotes its replica. */
  replicas?: 0 | 1;
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

/** A master, or a replica whose link to its master is up (its first full sync done). */
async function replicaSynced(port: number): Promise<boolean> {
  const probe = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    const info = await probe.info('replication');
    return /role:master/.test(info) || /master_link_status:up/.test(info);
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

export async function privateCluster(opts: PrivateClusterOptions = {}): Promise<PrivateCluster> {
  const replicas = opts.replicas ?? 0;
  const dir = await mkdtemp(join(tmpdir(), 'report-bot-cluster-'));
  const taken = new Set<number>();
  const ports: number[] = [];
  for (let i = 0; i < 3 * (1 + replicas); i++) {
    const port = await freeClusterPort(taken);
    taken.add(port);
    ports.push(port);
  }
  const children: ChildProcess[] = ports.map((port) =>
    recordProcess(
      spawn(
        'redis-server',
        [
          '--port',
          String(port),
          '--bind',
          '127.0.0.1',
          '--dir',
          dir,
          '--cluster-enabled',
          'yes',
          '--cluster-config-file',
          `nodes-${port}.conf`,
          '--dbfilename',
          `dump-${port}.rdb`,
          '--cluster-node-timeout',
          '1000',
          '--cluster-replica-validity-factor',
          '0',
          '--repl-diskless-sync-delay',
          '0',
          '--save',
          '',
          '--appendonly',
          'no',
          '--daemonize',
          'no',
        ],
        { stdio: 'ignore', env: nativeEnv() },
      ),
    ),
  );
  const stop = async (child: ChildProcess, signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  };
  const dispose = async () => {
    await Promise.all(children.map((child) => stop(child, 'SIGTERM')));
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const deadline = Date.now() + 10_000;
    for (const port of ports) {
      for (;;) {
        try {
          await run('redis-cli', ['-h', '127.0.0.1', '-p', String(port), 'ping'], { env: nativeEnv() });
          break;
        } catch {
          if (Date.now() > deadline) throw new Error(`redis-server on port ${port} did not start`);
          await new Promise((r) => setTimeout(r, 25));
        }
      }
    }
    await run('redis-cli', ['--cluster', 'create', ...ports.map((p) => `127.0.0.1:${p}`), '--cluster-replicas', String(replicas), '--cluster-yes'], {
      env: nativeEnv(),
    });
    for (const port of ports) {
      while (!(await clusterOk(port))) {
        if (Date.now() > deadline + 10_000) throw new Error('the Redis Cluster did not become ready');
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    // A replica that has not finished its first sync holds nothing: promoted, it would lose every key.
    for (const port of ports) {
      while (!(await replicaSynced(port))) {
        if (Date.now() > deadline + 20_000) throw new Error('the Redis Cluster replicas did not sync');
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  } catch (err) {
    await dispose();
    throw err;
  }
  return {
    nodes: ports.map((p) => `127.0.0.1:${p}`).join(','),
    ports,
    async masterOf(key) {
      for (const [i, port] of ports.entries()) {
        if (children[i]!.exitCode !== null || children[i]!.signalCode !== null) continue;
        const node = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
        node.on('error', () => undefined);
        try {
          await node.connect();
          const slot = Number(await node.call('CLUSTER', 'KEYSLOT', key));
          // Each range: [start, end, [master host, master port, id], ...replicas].
          const ranges = (await node.call('CLUSTER', 'SLOTS')) as [number, number, [string, number]][];
          const range = ranges.find(([start, end]) => start <= slot && slot <= end);
          if (range) return Number(range[2][1]);
        } catch {
          // A node that does not answer (or not yet as a cluster): ask the next one.
        } finally {
          node.disconnect();
        }
      }
      throw new Error(`no node of the cluster serves the slot of ${key}`);
    },
    async kill(port) {
      const child = children[ports.indexOf(port)];
      if (!child) throw new Error(`no node of this cluster on port ${port}`);
      await stop(child, 'SIGKILL');
    },
    dispose,
  };
}
