/**
 * The shared call limiter (adapters/call-limits.ts): two limiters on one Redis prefix stand for
 * two processes (or worker threads) of one deployment. The clock is handed in and the waits are
 * recorded instead of slept, so every expected wait is worked out by hand from the windows.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createCallLimiter, type CallLimiter } from '../../adapters/call-limits.js';
import { closeRedis, connectRedis, deleteKeysWithPrefix, type RedisClient } from '../../jobs/redis.js';
import { capturingLogger } from '../teams/harness.js';
import { REDIS_URL } from '../jobs/harness.js';

const T0 = Date.parse('2028-02-29T23:59:58Z');

let redis: RedisClient;
const prefix = `test-${randomUUID()}`;
beforeAll(async () => {
  redis = await connectRedis(REDIS_URL, 'producer');
});
afterAll(async () => {
  await deleteKeysWithPrefix(redis, prefix);
  await closeRedis(redis);
});

/** A clock both "processes" read, and the waits each asked for (the clock moves by each). */
function clock() {
  let at = T0;
  return {
    now: () => at,
    advance: (ms: number) => (at += ms),
  };
}

function limiter(
  c: ReturnType<typeof clock>,
  waits: number[],
  client: RedisClient | null = redis,
  logger?: ReturnType<typeof capturingLogger>['logger'],
): CallLimiter {
  return createCallLimiter({
    redis: client ? { client, prefix } : null,
    logger,
    now: c.now,
    sleep: async (ms) => {
      waits.push(ms);
      c.advance(ms);
    },
  });
}

describe('the call limiter, shared by two processes through Redis', () => {
  it('counts both processes\' calls in one window: the third call of "2 a minute" waits for the first to leave it', async () => {
    const c = clock();
    const a: number[] = [];
    const b: number[] = [];
    const one = limiter(c, a);
    const two = limiter(c, b);
    const bucket = `slack:T1:method:chat.update:${randomUUID()}`;
    const window = [{ limit: 2, ms: 60_000 }];
    await one.turn(bucket, window);
    c.advance(1_000);
    await two.turn(bucket, window);
    expect([a, b]).toEqual([[], []]);
    // The third call, from the first process: the window's first call (at T0) leaves it at
    // T0 + 60 s, plus the 250 ms margin a minute's window keeps; it is now T0 + 1 s.
    await one.turn(bucket, window);
    expect(a).toEqual([59_250]);
    // And a fourth, from the second process, after the second call (T0 + 1 s) leaves: T0 + 61.25 s.
    await two.turn(bucket, window);
    expect(b).toEqual([1_000]);
  });

  it("a 429's hold in one process closes the bucket in the other, until the Retry-After has passed", async () => {
    const c = clock();
    const b: number[] = [];
    const bucket = `slack:T1:channel:C1:${randomUUID()}`;
    await limiter(c, []).hold(bucket, 7_000);
    c.advance(2_000);
    await limiter(c, b).turn(bucket, [{ limit: 1, ms: 1_000 }]);
    expect(b).toEqual([5_000]);
  });

  it('a call that booked its turn before a hold waits the hold out when it wakes', async () => {
    const c = clock();
    const bucket = `teams:conversation:${randomUUID()}`;
    const window = [{ limit: 1, ms: 1_000 }];
    const first = limiter(c, []);
    await first.turn(bucket, window);
    // The second call's turn is a second (and 50 ms of margin) away; while it waits, the first
    // call's answer, a 429 with Retry-After 3 s, holds the bucket from T0 + 0.5 s to T0 + 3.5 s.
    const waits: number[] = [];
    const second = createCallLimiter({
      redis: { client: redis, prefix },
      now: c.now,
      sleep: async (ms) => {
        waits.push(ms);
        if (waits.length === 1) {
          c.advance(500);
          await first.hold(bucket, 3_000);
          c.advance(ms - 500);
        } else c.advance(ms);
      },
    });
    await second.turn(bucket, window);
    expect(waits).toEqual([1_050, 2_450]);
  });

  it('keeps to the limits in its own memory while Redis does not answer, and says so once', async () => {
    const log = capturingLogger();
    const away = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    away.on('error', () => undefined);
    try {
      const c = clock();
      const waits: number[] = [];
      const alone = limiter(c, waits, away, log.logger);
      const bucket = `slack:T1:method:files.completeUploadExternal`;
      const window = [{ limit: 1, ms: 1_000 }];
      await alone.turn(bucket, window);
      await alone.turn(bucket, window);
      await alone.hold(bucket, 4_000);
      await alone.turn(bucket, window);
      // The second call a window (and its 50 ms margin) after the first; the third after the hold.
      expect(waits).toEqual([1_050, 4_000]);
      expect(log.events('call_limits_local')).toHaveLength(1);
    } finally {
      away.disconnect();
    }
  });
});

describe('after a 429, single file', () => {
  it('one call goes when the hold ends; the next waits until it has been answered', async () => {
    const c = clock();
    const bucket = `slack:T1:method:files.getUploadURLExternal:${randomUUID()}`;
    const one: number[] = [];
    const two: number[] = [];
    const first = limiter(c, one);
    await first.hold(bucket, 2_000);
    // The first process's call waits out the hold and probes: it is let go at T0 + 2 s.
    const probe = await first.turn(bucket);
    expect(one).toEqual([2_000]);
    // The second's call, while the probe is unanswered, asks again every 100 ms; it is let go only
    // once the probe has been answered, here after its third ask.
    let asks = 0;
    const waiting = createCallLimiter({
      redis: { client: redis, prefix },
      now: c.now,
      sleep: async (ms) => {
        two.push(ms);
        c.advance(ms);
        if (++asks === 3) await probe();
      },
    });
    const secondAnswered = await waiting.turn(bucket);
    expect(two).toEqual([100, 100, 100]);
    await secondAnswered();
    // With no call out, a third goes at once; single file, a fourth waits for the third's answer.
    const third: number[] = [];
    await limiter(c, third).turn(bucket);
    expect(third).toEqual([]);
    let fourthAsks = 0;
    await createCallLimiter({
      redis: { client: redis, prefix },
      now: c.now,
      sleep: async (ms) => {
        c.advance(ms);
        fourthAsks++;
      },
    }).turn(bucket);
    // The third was never said to be answered: the fourth waits out its lease (30 s), 100 ms at a time.
    expect(fourthAsks).toBe(300);
  });

  it('a call refused again holds the bucket anew; the next waits out the new hold', async () => {
    const c = clock();
    const bucket = `teams:conversation:${randomUUID()}`;
    const a = limiter(c, []);
    await a.hold(bucket, 1_000);
    const probe = await a.turn(bucket);
    await a.hold(bucket, 3_000);
    await probe();
    const waits: number[] = [];
    await limiter(c, waits).turn(bucket);
    // The hold runs 3 s from T0 + 1 s; the next call takes the probe and waits it out.
    expect(waits).toEqual([3_000]);
  });
});
