/**
 * Which report a posted message shows last. A request's report is posted with its figures
 * first and its chart written into the same message a moment later (report-charts.ts,
 * `deliverFiguresFirst`). A button pressed on it in between (Previous period, Refresh) makes a newer
 * report for the same message; the older report's chart must not then overwrite it.
 *
 * A job that rewrites a message claims it when the job starts, before its service calls, and a
 * chart is written into a message only while no other report has claimed it since. The claim
 * lives in Redis when the queue does (the button's job may run on another worker), else in
 * this process; it expires after an hour, long after any chart has arrived.
 */
import { LRUCache } from 'lru-cache';
import type { RedisClient } from './redis.js';
import { classifiedRedis } from './redis-errors.js';

/** How long a claim is kept. */
export const MESSAGE_CLAIM_TTL_SECONDS = 3_600;

/** The port. */
export interface MessageVersions {
  /** The report `correlationId` is now the newest written into `messageId`. */
  claim(messageId: string, correlationId: string): Promise<void>;
  /** Whether no report other than `correlationId` has claimed `messageId`. */
  isLatest(messageId: string, correlationId: string): Promise<boolean>;
}

export function createRedisMessageVersions(client: RedisClient, prefix: string): MessageVersions {
  const redis = classifiedRedis(client);
  const key = (messageId: string) => `${prefix}:message:${messageId}`;
  return {
    async claim(messageId, correlationId) {
      await redis.set(key(messageId), correlationId, 'EX', MESSAGE_CLAIM_TTL_SECONDS);
    },
    async isLatest(messageId, correlationId) {
      const owner = await redis.get(key(messageId));
      return owner === null || owner === correlationId;
    },
  };
}

/** Bounded: the messages rewritten most recently in this process. */
export function createMemoryMessageVersions(max = 10_000): MessageVersions {
  const owners = new LRUCache<string, string>({ max, ttl: MESSAGE_CLAIM_TTL_SECONDS * 1000 });
  return {
    async claim(messageId, correlationId) {
      owners.set(messageId, correlationId);
    },
    async isLatest(messageId, correlationId) {
      const owner = owners.get(messageId);
      return owner === undefined || owner === correlationId;
    },
  };
}
