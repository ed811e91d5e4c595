/**
 * Shared fetches across jobs and processes: a Redis implementation of the API client's
 * `ResponseCache`. Many channels subscribe to the same digest at the same minute; their
 * identical requests are fetched once and the raw answer is kept for a short TTL. The key is
 * the transport's request hash (address, path, sorted query, body; never the API key), and
 * the value is the response text, which the client parses and validates on every use.
 * Requests in flight at the same moment in one process are shared by the transport itself.
 */
import type { Redis } from 'ioredis';
import type { ResponseCache } from '../src/api/cache.js';

/** Answers larger than this are not shared: a cache is no place for a 20 MB page. */
export const MAX_SHARED_BYTES = 4 * 1024 * 1024;

export function createRedisResponseCache(redis: Redis, prefix: string): ResponseCache {
  const key = (hash: string) => `${prefix}:cache:${hash}`;
  return {
    async get(hash) {
      return (await redis.get(key(hash))) ?? undefined;
    },
    async set(hash, text, ttlMs) {
      if (ttlMs <= 0 || Buffer.byteLength(text) > MAX_SHARED_BYTES) return;
      await redis.set(key(hash), text, 'PX', ttlMs);
    },
  };
}
