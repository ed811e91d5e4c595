/**
 * Which report a message shows last (message-versions.ts), in Redis and in memory: a report
 * may write its chart into a message until another report claims that message.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  createMemoryMessageVersions,
  createRedisMessageVersions,
  MESSAGE_CLAIM_TTL_SECONDS,
  type MessageVersions,
} from '../../jobs/message-versions.js';
import { closeRedis, connectRedis, deleteKeysWithPrefix } from '../../jobs/redis.js';
import { parseConfig } from '../../src/config.js';
import { CLUSTER_NODES, REDIS_URL, freshPrefix } from './harness.js';

const prefix = freshPrefix();
// On the Redis Cluster too when the suites run there (npm run test:cluster).
const { cluster } = parseConfig({ REDIS_URL, ...(CLUSTER_NODES ? { REDIS_CLUSTER_NODES: CLUSTER_NODES } : {}) }).redis;
const redis = await connectRedis(REDIS_URL, 'producer', 'test-message-versions', cluster);
afterAll(async () => {
  await deleteKeysWithPrefix(redis, prefix);
  await closeRedis(redis);
});

describe.each([
  ['Redis', () => createRedisMessageVersions(redis, prefix)],
  ['memory', () => createMemoryMessageVersions()],
] as [string, () => MessageVersions][])('message versions in %s', (_where, make) => {
  it('a message nobody rewrote belongs to any report; once claimed, only to the one that claimed it last', async () => {
    const versions = make();
    expect(await versions.isLatest('1700000000.000100', 'october')).toBe(true);
    await versions.claim('1700000000.000100', 'september');
    expect(await versions.isLatest('1700000000.000100', 'october')).toBe(false);
    expect(await versions.isLatest('1700000000.000100', 'september')).toBe(true);
    await versions.claim('1700000000.000100', 'august');
    expect(await versions.isLatest('1700000000.000100', 'september')).toBe(false);
    // Another message is not affected.
    expect(await versions.isLatest('1700000000.000200', 'october')).toBe(true);
  });
});

it('a claim in Redis expires after an hour, under the prefix', async () => {
  await createRedisMessageVersions(redis, prefix).claim('1700000000.000300', 'x');
  const ttl = await redis.ttl(`${prefix}:message:1700000000.000300`);
  expect(ttl).toBeGreaterThan(MESSAGE_CLAIM_TTL_SECONDS - 60);
  expect(ttl).toBeLessThanOrEqual(3_600);
});
