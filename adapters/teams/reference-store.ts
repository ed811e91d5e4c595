/**
 * Where the bot remembers how to reach each Teams conversation it is installed in or spoken
 * to, keyed by the conversation (channel or chat) id. Saved on installation and on every
 * message, so the newest service URL is always known.
 *
 * Delivery does not depend on it: every job target carries its own reference. It keeps
 * older ones fresh: a subscription made months ago still has the service URL of that day,
 * and the deliverer takes the current one from here (Teams moves conversations between
 * regional service URLs now and then).
 *
 * Two implementations: Redis (`<prefix>:teams:ref:<conversation id>`, JSON, kept 180 days
 * after the last message) when the bot runs with Redis, and an in-process map when jobs run
 * inline without Redis (lost on restart, which is fine: there are no subscriptions then).
 */
import type { Cluster, Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { baseConversationId, standingReference, TeamsReferenceSchema, type TeamsReference } from './reference.js';

/** The port. Keys are conversation ids; a thread's id is stored under its channel's. */
export interface ConversationReferenceStore {
  /** Saves the conversation's standing reference (channel, not thread; no message id). */
  save(ref: TeamsReference): Promise<void>;
  /** The saved reference of a conversation (a thread id finds its channel's), or null. */
  get(conversationId: string): Promise<TeamsReference | null>;
  /** Forgets a conversation (the bot was uninstalled from it). */
  delete(conversationId: string): Promise<void>;
}

/** How long a reference is kept after the last message or installation event. */
export const REFERENCE_TTL_SECONDS = 180 * 24 * 3600;

/** The Redis key of a conversation's reference. */
export function referenceKey(prefix: string, conversationId: string): string {
  return `${prefix}:teams:ref:${baseConversationId(conversationId)}`;
}

/** The store in Redis, under `prefix` (REDIS_PREFIX). The connection is the caller's. */
export function createRedisReferenceStore(redis: Redis | Cluster, prefix: string): ConversationReferenceStore {
  return {
    async save(ref) {
      const standing = standingReference(ref);
      await redis.set(referenceKey(prefix, standing.conversation.id), JSON.stringify(standing), 'EX', REFERENCE_TTL_SECONDS);
    },
    async get(conversationId) {
      const raw = await redis.get(referenceKey(prefix, conversationId));
      return raw === null ? null : parse(raw);
    },
    async delete(conversationId) {
      await redis.del(referenceKey(prefix, conversationId));
    },
  };
}

/** Most conversations an in-process store remembers; the oldest are forgotten first. */
export const MEMORY_STORE_LIMIT = 10_000;

/** The store in this process, for running without Redis. */
export function createMemoryReferenceStore(limit = MEMORY_STORE_LIMIT): ConversationReferenceStore {
  const refs = new LRUCache<string, TeamsReference>({ max: limit });
  return {
    async save(ref) {
      const standing = standingReference(ref);
      refs.set(standing.conversation.id, standing);
    },
    async get(conversationId) {
      return refs.get(baseConversationId(conversationId)) ?? null;
    },
    async delete(conversationId) {
      refs.delete(baseConversationId(conversationId));
    },
  };
}

/** A stored value that no longer validates (an older version wrote it) counts as absent. */
function parse(raw: string): TeamsReference | null {
  try {
    const parsed = TeamsReferenceSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
