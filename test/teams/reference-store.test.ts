/**
 * Conversation reference stores: Redis (on the local Redis, under a fresh prefix) and the
 * in-process one used without Redis. Both store the channel, not the thread, and no message id.
 */
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMemoryReferenceStore,
  createRedisReferenceStore,
  referenceKey,
  REFERENCE_TTL_SECONDS,
  type ConversationReferenceStore,
} from '../../adapters/teams/reference-store.js';
import type { TeamsReference } from '../../adapters/teams/reference.js';
import { closeRedis, connectRedis, deleteKeysWithPrefix } from '../../jobs/redis.js';

const prefix = `test-teams-refs-${randomBytes(4).toString('hex')}`;
let redis: Redis;

beforeAll(async () => {
  redis = await connectRedis('redis://127.0.0.1:6379', 'producer', 'test-teams-refs');
});
afterAll(async () => {
  await deleteKeysWithPrefix(redis, prefix);
  await closeRedis(redis);
});

const CHANNEL = '19:general@thread.tacv2';
const ref = (over: Partial<TeamsReference> = {}): TeamsReference => ({
  activityId: '1700000000123',
  bot: { id: '28:bot', name: 'Report bot' },
  user: { id: '29:ana', aadObjectId: 'aad-ana' },
  conversation: { id: `${CHANNEL};messageid=1700000000123`, conversationType: 'channel', tenantId: 'tenant' },
  channelId: 'msteams',
  serviceUrl: 'https://smba.trafficmanager.net/emea/',
  ...over,
});

describe.each([
  ['redis', () => createRedisReferenceStore(redis, prefix)],
  ['memory', () => createMemoryReferenceStore()],
])('the %s store', (_name, make: () => ConversationReferenceStore) => {
  it('keeps the channel of a thread, without the message id, found from any thread', async () => {
    const store = make();
    await store.save(ref());
    const saved = await store.get(`${CHANNEL};messageid=999`);
    expect(saved).toEqual({ ...ref(), activityId: undefined, conversation: { ...ref().conversation, id: CHANNEL } });
    expect(await store.get(CHANNEL)).toEqual(saved);
  });

  it('keeps the newest reference and forgets on delete', async () => {
    const store = make();
    await store.save(ref());
    await store.save(ref({ serviceUrl: 'https://smba.trafficmanager.net/amer/' }));
    expect((await store.get(CHANNEL))?.serviceUrl).toBe('https://smba.trafficmanager.net/amer/');
    await store.delete(`${CHANNEL};messageid=1`);
    expect(await store.get(CHANNEL)).toBeNull();
  });
});

describe('in Redis', () => {
  it('is one JSON key per conversation under the prefix, expiring after 180 days', async () => {
    await createRedisReferenceStore(redis, prefix).save(ref());
    const key = referenceKey(prefix, CHANNEL);
    expect(key).toBe(`${prefix}:teams:ref:${CHANNEL}`);
    expect(JSON.parse((await redis.get(key))!)).toMatchObject({ conversation: { id: CHANNEL } });
    const ttl = await redis.ttl(key);
    expect(ttl).toBeGreaterThan(REFERENCE_TTL_SECONDS - 60);
    expect(ttl).toBeLessThanOrEqual(REFERENCE_TTL_SECONDS);
  });

  it('treats a value that no longer validates as absent', async () => {
    await redis.set(referenceKey(prefix, '19:broken@thread.tacv2'), '{"conversation":{}}');
    expect(await createRedisReferenceStore(redis, prefix).get('19:broken@thread.tacv2')).toBeNull();
  });
});

describe('in memory', () => {
  it('forgets the least recently saved conversation beyond its limit', async () => {
    const store = createMemoryReferenceStore(2);
    const conv = (id: string) => ref({ conversation: { id } });
    await store.save(conv('a:1'));
    await store.save(conv('a:2'));
    await store.save(conv('a:1'));
    await store.save(conv('a:3'));
    expect(await store.get('a:2')).toBeNull();
    expect(await store.get('a:1')).not.toBeNull();
    expect(await store.get('a:3')).not.toBeNull();
  });
});
