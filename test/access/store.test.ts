/**
 * The Redis store of access scopes, on the real Redis under a fresh prefix: a scope written is
 * read back as written, under the deployment's prefix; one that cannot be read closes the
 * conversation instead of opening it; reset drops it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisAccessStore } from '../../jobs/access-store.js';
import { closeRedis, connectRedis, deleteKeysWithPrefix } from '../../jobs/redis.js';
import { CLOSED_SCOPE, createAccess, type AccessScope } from '../../src/access/index.js';
import { LogCapture, REDIS_URL, query } from '../jobs/harness.js';

const prefix = `test-access-${randomUUID()}`;
let redis: Awaited<ReturnType<typeof connectRedis>>;

beforeAll(async () => {
  redis = await connectRedis(REDIS_URL, 'producer', 'test-access');
});
afterAll(async () => {
  await deleteKeysWithPrefix(redis, prefix);
  await closeRedis(redis);
});

describe('the Redis access store', () => {
  it('keeps a scope per conversation under the prefix, and forgets it on reset', async () => {
    const store = createRedisAccessStore(redis, prefix);
    const scope: AccessScope = { reports: ['signups'], properties: ['harbor-view-inn'], discoveries: [], people: false };
    await store.set('slack:T1:C1', scope);
    expect(JSON.parse((await redis.get(`${prefix}:access:slack:T1:C1`))!)).toEqual(scope);
    expect(await store.get('slack:T1:C1')).toEqual(scope);
    expect(await store.get('slack:T1:C2')).toBeNull();
    await store.remove('slack:T1:C1');
    expect(await store.get('slack:T1:C1')).toBeNull();
  });

  it('reads a scope it cannot parse as no access at all, and says so in the log', async () => {
    const log = new LogCapture();
    const store = createRedisAccessStore(redis, prefix, log.logger);
    await redis.set(`${prefix}:access:slack:T1:C9`, '{"reports":"all","properties":"all"');
    expect(await store.get('slack:T1:C9')).toEqual(CLOSED_SCOPE);
    expect(log.events('access_unreadable')).toEqual([expect.objectContaining({ conversation: 'slack:T1:C9' })]);
    const access = createAccess(store, 'all', () => 'slack:T1:C9');
    expect(await access.check({ platform: 'slack' }, query('referrals'))).toMatchObject({ ok: false, reason: 'report' });
  });
});
