/**
 * The last report asked in each thread or conversation, so a follow-up ("and by channel?")
 * changes it (src/query/follow-up.ts). Kept in Redis when the queue is (the next message may
 * reach another process), else in this process, for a short while only: a follow-up means the
 * report just asked, not one from yesterday. Keys are each platform's own thread or
 * conversation (`Conversation.followUpKey`), so nothing is shared across channels; what is
 * read back is validated like any query from outside, and the front door checks it against the
 * conversation's access policy like any request.
 */
import { LRUCache } from 'lru-cache';
import { ReportQuerySchema, type ReportQuery } from '../src/query/index.js';
import type { FollowUps } from '../src/commands/index.js';
import type { RedisClient } from './redis.js';

/** How long a thread's last report stays the one a follow-up changes. */
export const FOLLOW_UP_TTL_SECONDS = 30 * 60;

/** A stored query, or null where there is none or it no longer validates (a report removed since). */
function readQuery(text: string | null | undefined): ReportQuery | null {
  if (!text) return null;
  try {
    const parsed = ReportQuerySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function createRedisFollowUps(redis: RedisClient, prefix: string, ttlSeconds = FOLLOW_UP_TTL_SECONDS): FollowUps {
  const key = (thread: string) => `${prefix}:followup:${thread}`;
  return {
    async last(thread) {
      return readQuery(await redis.get(key(thread)));
    },
    async remember(thread, query) {
      await redis.set(key(thread), JSON.stringify(query), 'EX', ttlSeconds);
    },
  };
}

/** Bounded: the threads asked in most recently in this process. */
export function createMemoryFollowUps(max = 10_000, ttlSeconds = FOLLOW_UP_TTL_SECONDS): FollowUps {
  const cache = new LRUCache<string, string>({ max, ttl: ttlSeconds * 1000 });
  return {
    async last(thread) {
      return readQuery(cache.get(thread));
    },
    async remember(thread, query) {
      cache.set(thread, JSON.stringify(query));
    },
  };
}
