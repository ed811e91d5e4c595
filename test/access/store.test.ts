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
import { checkReportAccess } from '../../src/catalogue/registry.js';
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
    expect(JSON.parse((await redis.hget(`${prefix}:access`, 'slack:T1:C1'))!)).toEqual(scope);
    expect(await store.get('slack:T1:C1')).toEqual(scope);
    expect(await store.get('slack:T1:C2')).toBeNull();
    await store.remove('slack:T1:C1');
    expect(await store.get('slack:T1:C1')).toBeNull();
  });

  it('reads a scope it cannot parse as no access at all, and says so in the log', async () => {
    const log = new LogCapture();
    const store = createRedisAccessStore(redis, prefix, log.logger);
    await redis.hset(`${prefix}:access`, 'slack:T1:C9', '{"reports":"all","properties":"all"');
    expect(await store.get('slack:T1:C9')).toEqual(CLOSED_SCOPE);
    expect(log.events('access_unreadable')).toEqual([expect.objectContaining({ conversation: 'slack:T1:C9' })]);
    const access = createAccess(store, 'all', () => 'slack:T1:C9', checkReportAccess);
    expect(await access.check({ platform: 'slack' }, query('referrals'))).toMatchObject({ ok: false, reason: 'report' });
  });

  it('answers from the scopes it last read while Redis does not answer, and only then', async () => {
    const own = await connectRedis(REDIS_URL, 'producer', 'test-access-outage');
    const store = createRedisAccessStore(own, prefix);
    const scope: AccessScope = { reports: 'all', properties: ['harbor-view-inn'], discoveries: 'all', people: true };
    await store.set('teams:19:outage', scope);
    await store.load();
    const unloaded = createRedisAccessStore(own, prefix);
    await closeRedis(own);
    expect(await store.get('teams:19:outage')).toEqual(scope);
    // Not granted when last read: the default applies.
    expect(await store.get('teams:19:never-granted')).toBeNull();
    // Nothing read yet: nothing to go on, so the caller refuses.
    await expect(unloaded.get('teams:19:outage')).rejects.toThrow();
    await expect(store.set('teams:19:outage', CLOSED_SCOPE)).rejects.toThrow();
  });
});
