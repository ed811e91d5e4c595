/** jobs/redis.ts's `luaScript`: by its SHA1, and sent whole only when Redis does not know it (real Redis). */
import { randomUUID, createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeRedis, connectRedis, luaScript, type RedisClient } from '../../jobs/redis.js';

let redis: RedisClient;
beforeAll(async () => {
  redis = await connectRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', 'producer', 'test-lua-script');
});
afterAll(async () => closeRedis(redis));

describe('luaScript', () => {
  it('runs a script Redis has never seen (sending it whole once), then by its SHA1 alone', async () => {
    // A script no one has run before: a comment of its own makes its SHA1 new, with no flush of the shared Redis's scripts.
    const source = `return {KEYS[1], ARGV[1], ARGV[2]} -- ${randomUUID()}`;
    const sha = createHash('sha1').update(source).digest('hex');
    expect(await redis.script('EXISTS', sha)).toEqual([0]);
    const run = luaScript(source);
    expect(await run(redis, ['k'], ['a', 2])).toEqual(['k', 'a', '2']);
    // Now Redis keeps it, and the next call is answered by its SHA1.
    expect(await redis.script('EXISTS', sha)).toEqual([1]);
    expect(await run(redis, ['k2'], ['b', 3])).toEqual(['k2', 'b', '3']);
  });

  it("passes on a script's own error rather than sending it again", async () => {
    const run = luaScript(`return redis.error_reply('BROKEN on purpose') -- ${randomUUID()}`);
    await expect(run(redis, [], [])).rejects.toThrow(/BROKEN on purpose/);
  });
});
