/**
 * Redis connections. Two kinds, because they fail differently on purpose:
 * - `producer` (enqueueing, subscription commands, firing claims, the response cache): fails
 *   fast, so a user who types a command while Redis is down gets an answer in seconds,
 *   not a hung request. One retry per command, no offline queue.
 * - `worker` (BullMQ Worker): `maxRetriesPerRequest: null`, as BullMQ requires, so blocking
 *   commands wait through a Redis restart instead of crashing the worker.
 */
import { createHash } from 'node:crypto';
import { Cluster, Redis, type RedisOptions } from 'ioredis';
import type { RedisClusterConfig } from '../src/config.js';

export type RedisRole = 'producer' | 'worker';

/** A single Redis or a Redis Cluster (REDIS_CLUSTER_NODES): every part of jobs/ takes either. */
export type RedisClient = Redis | Cluster;

function optionsFor(role: RedisRole, name: string): RedisOptions {
  const common: RedisOptions = { lazyConnect: true, connectionName: name, connectTimeout: 5_000 };
  return role === 'producer'
    ? { ...common, maxRetriesPerRequest: 1, enableOfflineQueue: false }
    : { ...common, maxRetriesPerRequest: null, enableReadyCheck: true };
}

/** Runs a Lua script on `redis` with its keys and arguments. */
export type LuaScript = (redis: RedisClient, keys: readonly string[], args: readonly (string | number)[]) => Promise<unknown>;

/**
 * A Lua script sent by its SHA1 (EVALSHA), and whole (EVAL, which Redis then keeps) only when
 * Redis does not know it: after a restart, or on a cluster node that never ran it. EVAL on every
 * call sent the whole script and had Redis hash it each time, twice in every firing.
 */
export function luaScript(source: string): LuaScript {
  const sha = createHash('sha1').update(source).digest('hex');
  return async (redis, keys, args) => {
    try {
      return await redis.evalsha(sha, keys.length, ...keys, ...args);
    } catch (err) {
      if (!/^NOSCRIPT\b/.test(String((err as Error | undefined)?.message))) throw err;
      return redis.eval(source, keys.length, ...keys, ...args);
    }
  };
}

/** The URL without its password, for logs and error messages. */
export function redactRedisUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    if (u.username && !u.password) u.username = '***';
    return u.toString().replace(/\/$/, '');
  } catch {
    return 'redis://(invalid URL)';
  }
}

/** The cluster's seeds as one address for logs and messages (never its password): `redis-cluster://h1:p1,h2:p2`. */
export function describeCluster(cluster: RedisClusterConfig): string {
  return `redis-cluster://${cluster.nodes.map((n) => `${n.host}:${n.port}`).join(',')}`;
}

/** A Cluster client whose nodes get the role's options, plus the cluster's password and TLS. */
function clusterFor(cluster: RedisClusterConfig, role: RedisRole, name: string): Cluster {
  const { lazyConnect: _lazy, ...node } = optionsFor(role, name);
  return new Cluster(cluster.nodes, {
    lazyConnect: true,
    enableOfflineQueue: role === 'worker',
    enableReadyCheck: true,
    redisOptions: { ...node, ...(cluster.password ? { password: cluster.password } : {}), ...(cluster.tls ? { tls: {} } : {}) },
  });
}

/**
 * Opens a connection (to `cluster` when given, else to `url`) and waits until it answers.
 * Throws an Error whose message is one sentence naming the (redacted) address. Errors after
 * that are emitted as 'error' events, which are swallowed here: ioredis reconnects by itself
 * and commands report their own failures.
 */
export async function connectRedis(url: string, role: RedisRole, name?: string): Promise<Redis>;
export async function connectRedis(url: string, role: RedisRole, name: string | undefined, cluster: RedisClusterConfig | null): Promise<RedisClient>;
export async function connectRedis(
  url: string,
  role: RedisRole,
  name = `report-bot-${role}`,
  cluster: RedisClusterConfig | null = null,
): Promise<RedisClient> {
  const redis: RedisClient = cluster ? clusterFor(cluster, role, name) : new Redis(url, optionsFor(role, name));
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch (err) {
    redis.disconnect();
    throw new Error(`Redis at ${cluster ? describeCluster(cluster) : redactRedisUrl(url)} is not answering: ${(err as Error).message}`, {
      cause: err,
    });
  }
}

/** Whether a Redis answers PING at `url` within `timeoutMs`; never throws, never retries. */
export async function probeRedis(url: string, timeoutMs: number): Promise<boolean> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
    commandTimeout: timeoutMs,
  });
  redis.on('error', () => undefined);
  const deadline = new Promise<false>((resolve) => setTimeout(resolve, timeoutMs + 50, false).unref());
  try {
    return await Promise.race([
      (async () => {
        await redis.connect();
        return (await redis.ping()) === 'PONG';
      })(),
      deadline,
    ]);
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/** Deletes every key starting with `prefix:` (SCAN + UNLINK); returns how many. For tests and teardown. */
export async function deleteKeysWithPrefix(redis: RedisClient, prefix: string): Promise<number> {
  // A cluster's keys are spread over its masters: each is scanned (a prefix in braces keeps them on one).
  if (redis instanceof Cluster) {
    // The masters as they are now: after a failover the client's list may still name the dead
    // master (its connection closed) and call its promoted replica a replica.
    await new Promise<void>((resolve, reject) => redis.refreshSlotsCache((err) => (err ? reject(err) : resolve())));
    let removed = 0;
    for (const node of redis.nodes('master')) removed += await deleteKeysWithPrefix(node, prefix);
    return removed;
  }
  let cursor = '0';
  let removed = 0;
  const match = `${prefix.replace(/[*?[\]\\]/g, '\\$&')}:*`;
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', match, 'COUNT', 500);
    cursor = next;
    if (keys.length > 0) removed += await redis.unlink(...keys);
  } while (cursor !== '0');
  return removed;
}

/** Closes a connection politely (QUIT), or cuts it when Redis does not answer. */
export async function closeRedis(redis: RedisClient): Promise<void> {
  if (redis.status === 'end') return;
  try {
    await Promise.race([redis.quit(), new Promise((_, reject) => setTimeout(reject, 1_000).unref())]);
  } catch {
    redis.disconnect();
  }
}
