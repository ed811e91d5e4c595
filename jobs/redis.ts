/**
 * Redis connections. Two kinds, because they fail differently on purpose:
 * - `producer` (enqueueing, subscription commands, firing claims, the response cache): fails
 *   fast, so a user who types a command while Redis is down gets an answer in seconds,
 *   not a hung request. One retry per command, no offline queue.
 * - `worker` (BullMQ Worker): `maxRetriesPerRequest: null`, as BullMQ requires, so blocking
 *   commands wait through a Redis restart instead of crashing the worker.
 */
import { Redis, type RedisOptions } from 'ioredis';

export type RedisRole = 'producer' | 'worker';

function optionsFor(role: RedisRole, name: string): RedisOptions {
  const common: RedisOptions = { lazyConnect: true, connectionName: name, connectTimeout: 5_000 };
  return role === 'producer'
    ? { ...common, maxRetriesPerRequest: 1, enableOfflineQueue: false }
    : { ...common, maxRetriesPerRequest: null, enableReadyCheck: true };
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

/**
 * Opens a connection and waits until it answers. Throws an Error whose message is one
 * sentence naming the (redacted) URL. Errors after that are emitted as 'error' events, which
 * are swallowed here: ioredis reconnects by itself and commands report their own failures.
 */
export async function connectRedis(url: string, role: RedisRole, name = `report-bot-${role}`): Promise<Redis> {
  const redis = new Redis(url, optionsFor(role, name));
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch (err) {
    redis.disconnect();
    throw new Error(`Redis at ${redactRedisUrl(url)} is not answering: ${(err as Error).message}`, { cause: err });
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
export async function deleteKeysWithPrefix(redis: Redis, prefix: string): Promise<number> {
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
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'end') return;
  try {
    await Promise.race([redis.quit(), new Promise((_, reject) => setTimeout(reject, 1_000).unref())]);
  } catch {
    redis.disconnect();
  }
}
