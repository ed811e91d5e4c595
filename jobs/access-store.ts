/**
 * Conversations' access scopes in Redis: one hash, `<prefix>:access`, field = conversation key,
 * value = the scope as JSON, validated on read. Under the deployment's prefix, so two
 * deployments on one Redis never read each other's grants. No TTL: a grant stands until an
 * admin changes it.
 *
 * Commands keep working through a Redis outage (the report then runs in this process), so the
 * store keeps the last scopes it knows in memory: all of them, read once at start (`load`), and
 * each one again whenever it is read or written. While Redis does not answer, a read returns
 * that copy; only a store never loaded has nothing to go on and fails (the request is then
 * refused, never let through). Changes need Redis and fail while it is away.
 */
import { AccessScopeSchema, CLOSED_SCOPE, type AccessScope, type AccessStore } from '../src/access/index.js';
import type { Logger } from '../src/log.js';
import type { RedisClient } from './redis.js';
import { classifiedRedis } from './redis-errors.js';

/** The Redis store, with the copy it falls back on during an outage. */
export interface RedisAccessStore extends AccessStore {
  /** Reads every stored scope into the in-memory copy (at start; again is harmless). */
  load(): Promise<void>;
}

export function createRedisAccessStore(client: RedisClient, prefix: string, logger?: Logger): RedisAccessStore {
  const redis = classifiedRedis(client);
  const key = `${prefix}:access`;
  const known = new Map<string, AccessScope>();
  let loaded = false;

  function parse(conversationKey: string, text: string): AccessScope {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      value = undefined;
    }
    const parsed = AccessScopeSchema.safeParse(value);
    if (parsed.success) return parsed.data;
    // A grant we cannot read must not open the conversation up: it sees nothing until an admin sets it again.
    logger?.error({ event: 'access_unreadable', conversation: conversationKey }, 'stored access scope is unreadable; treating it as no access');
    return { ...CLOSED_SCOPE };
  }

  function remember(conversationKey: string, scope: AccessScope | null): AccessScope | null {
    if (scope) known.set(conversationKey, scope);
    else known.delete(conversationKey);
    return scope;
  }

  return {
    async load() {
      const all = await redis.hgetall(key);
      known.clear();
      for (const [conversationKey, text] of Object.entries(all)) known.set(conversationKey, parse(conversationKey, text));
      loaded = true;
    },
    async get(conversationKey) {
      let text: string | null;
      try {
        text = await redis.hget(key, conversationKey);
      } catch (err) {
        if (!loaded) throw err;
        logger?.warn({ event: 'access_from_memory', conversation: conversationKey }, 'Redis is not answering; using the access last read');
        return known.get(conversationKey) ?? null;
      }
      return remember(conversationKey, text === null ? null : parse(conversationKey, text));
    },
    async set(conversationKey, scope) {
      const valid = AccessScopeSchema.parse(scope);
      await redis.hset(key, conversationKey, JSON.stringify(valid));
      remember(conversationKey, valid);
    },
    async remove(conversationKey) {
      await redis.hdel(key, conversationKey);
      remember(conversationKey, null);
    },
  };
}
