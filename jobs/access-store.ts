/**
 * Conversations' access scopes in Redis: `<prefix>:access:<conversation key>`, the scope as
 * JSON, validated on read. Under the deployment's prefix, so two deployments on one Redis
 * never read each other's grants. No TTL: a grant stands until an admin changes it.
 */
import { AccessScopeSchema, CLOSED_SCOPE, type AccessScope, type AccessStore } from '../src/access/index.js';
import type { Logger } from '../src/log.js';
import type { RedisClient } from './redis.js';

export function createRedisAccessStore(redis: RedisClient, prefix: string, logger?: Logger): AccessStore {
  const key = (conversationKey: string) => `${prefix}:access:${conversationKey}`;
  return {
    async get(conversationKey) {
      const text = await redis.get(key(conversationKey));
      if (text === null) return null;
      let parsed: ReturnType<typeof AccessScopeSchema.safeParse>;
      try {
        parsed = AccessScopeSchema.safeParse(JSON.parse(text));
      } catch {
        parsed = AccessScopeSchema.safeParse(undefined);
      }
      if (parsed.success) return parsed.data;
      // A grant we cannot read must not open the conversation up: it sees nothing until an admin sets it again.
      logger?.error({ event: 'access_unreadable', conversation: conversationKey }, 'stored access scope is unreadable; treating it as no access');
      return { ...CLOSED_SCOPE } satisfies AccessScope;
    },
    async set(conversationKey, scope) {
      await redis.set(key(conversationKey), JSON.stringify(AccessScopeSchema.parse(scope)));
    },
    async remove(conversationKey) {
      await redis.del(key(conversationKey));
    },
  };
}
