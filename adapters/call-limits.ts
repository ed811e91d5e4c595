/**
 * Calls to a chat platform kept within its published limits and its 429s, for every process and
 * worker thread of a deployment at once (issue 54). A platform limits calls per bucket (Slack:
 * a method per workspace, posting per channel; Teams: a conversation); a bucket has sliding
 * windows ("at most 50 in any minute") and, after a 429, a hold until its Retry-After has passed.
 *
 * - `turn(bucket, windows)` books the next call into the bucket: after any hold, and at the
 *   earliest moment every window has room counting every process's booked calls; it resolves
 *   then. Bookings go in order, so a full window releases its waiting calls one by one as its
 *   oldest calls leave it, never as a herd.
 * - `hold(bucket, ms)`: a 429 closes the bucket for everyone until its Retry-After has passed.
 *   A call that booked its turn before the hold and wakes inside it waits the hold out too.
 *
 * Shared through Redis (a sorted set of booked calls and a hold key per bucket, each changed by
 * one Lua script, so two processes never book the same room). While Redis does not answer (an
 * outage, no Redis at all), this process's own memory decides, with the same rules; the log says
 * so once when Redis stops answering and once when it answers again. The clock is the machine's
 * (one deployment's processes share a machine or NTP; a skew of a few ms is within the margin).
 */
import { randomUUID } from 'node:crypto';
import type { Cluster, Redis } from 'ioredis';
import { luaScript } from '../jobs/redis.js';
import type { Logger } from '../src/log.js';
import type { PostingWindow } from './posting-windows.js';

export interface CallLimiter {
  /** Resolves when a call into `bucket` may go, within `windows` and after any hold; the call is counted from then. */
  turn(bucket: string, windows?: readonly PostingWindow[]): Promise<void>;
  /** Nothing goes into `bucket` for `ms` from now, in any process (a 429's Retry-After). */
  hold(bucket: string, ms: number): Promise<void>;
}

/** How long Redis gets to answer before this process's memory decides alone. */
const REDIS_ANSWER_MS = 500;

/**
 * A booked call counts for its window a little longer than the window: the platform counts a call
 * when it arrives, a few ms after it left, and one let in exactly a window after another could
 * arrive while the platform still counts that one.
 */
const marginOf = (w: PostingWindow) => Math.min(250, Math.ceil(w.ms / 20));

/** ms to wait before a call books `at`, given the booked calls (ascending) of each window. */
function earliest(now: number, held: number, booked: readonly number[], windows: readonly PostingWindow[]): number {
  let at = Math.max(now, held, booked.at(-1) ?? 0);
  for (const w of windows) {
    const inside = booked.filter((t) => t > now - w.ms - marginOf(w));
    if (inside.length >= w.limit) at = Math.max(at, inside[inside.length - w.limit]! + w.ms + marginOf(w));
  }
  return at;
}

/**
 * KEYS: the bucket's booked calls (sorted set, score = when), its hold (ms since the epoch).
 * ARGV: now, a unique member, the longest window plus margin, then limit and window+margin per window.
 * Books the call at the earliest moment every window has room and answers that moment.
 */
const BOOK = luaScript(`
local now = tonumber(ARGV[1])
local keep = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - keep)
local at = now
local held = tonumber(redis.call('GET', KEYS[2]) or '0')
if held > at then at = held end
local n = redis.call('ZCARD', KEYS[1])
if n > 0 then
  local last = tonumber(redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')[2])
  if last > at then at = last end
end
for i = 4, #ARGV, 2 do
  local limit = tonumber(ARGV[i])
  local span = tonumber(ARGV[i + 1])
  local inside = redis.call('ZCOUNT', KEYS[1], '(' .. (now - span), '+inf')
  if inside >= limit then
    local kth = tonumber(redis.call('ZRANGE', KEYS[1], n - limit, n - limit, 'WITHSCORES')[2])
    if kth + span > at then at = kth + span end
  end
end
if #ARGV >= 4 then
  redis.call('ZADD', KEYS[1], at, ARGV[2])
  redis.call('PEXPIRE', KEYS[1], math.ceil(at - now + keep))
end
return at
`);

/** KEYS: the hold. ARGV: until (ms since the epoch), ms from now. Only ever moves the hold later. */
const HOLD = luaScript(`
local held = tonumber(redis.call('GET', KEYS[1]) or '0')
if tonumber(ARGV[1]) > held then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) end
return 1
`);

/** One process's buckets, for when there is no Redis or it does not answer. */
class LocalBuckets {
  private readonly booked = new Map<string, number[]>();
  private readonly held = new Map<string, number>();

  constructor(private readonly now: () => number) {}

  book(bucket: string, windows: readonly PostingWindow[]): number {
    const now = this.now();
    const keep = Math.max(0, ...windows.map((w) => w.ms + marginOf(w)));
    const booked = (this.booked.get(bucket) ?? []).filter((t) => t > now - keep);
    const at = earliest(now, this.held.get(bucket) ?? 0, booked, windows);
    if (windows.length > 0) this.booked.set(bucket, [...booked, at]);
    if (this.booked.size > 10_000) this.prune(now);
    return at;
  }

  hold(bucket: string, until: number): void {
    if ((this.held.get(bucket) ?? 0) < until) this.held.set(bucket, until);
  }

  heldUntil(bucket: string): number {
    return this.held.get(bucket) ?? 0;
  }

  private prune(now: number): void {
    for (const [bucket, times] of this.booked) if ((times.at(-1) ?? 0) < now - 3_600_000) this.booked.delete(bucket);
    for (const [bucket, until] of this.held) if (until < now) this.held.delete(bucket);
  }
}

export interface CallLimiterOptions {
  /** Redis and the deployment's key prefix; null: this process alone. */
  redis: { client: Redis | Cluster; prefix: string } | null;
  logger?: Logger;
  now?: () => number;
  /** How a call waits its turn (tests hand in one that moves their clock instead). */
  sleep?: (ms: number) => Promise<void>;
}

export function createCallLimiter(opts: CallLimiterOptions): CallLimiter {
  const now = opts.now ?? Date.now;
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const local = new LocalBuckets(now);
  const redis = opts.redis;
  let away = false;
  // One hash slot per bucket (Redis Cluster): both keys carry the bucket as their hash tag.
  const keys = (bucket: string) => [`${redis!.prefix}:limit:{${bucket}}:calls`, `${redis!.prefix}:limit:{${bucket}}:hold`];

  /** `work` on Redis within REDIS_ANSWER_MS, or null (then this process's memory decides). */
  async function shared<T>(work: () => Promise<T>): Promise<T | null> {
    if (!redis) return null;
    let timer: NodeJS.Timeout | undefined;
    try {
      const answer = await Promise.race([
        work(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${REDIS_ANSWER_MS} ms`)), REDIS_ANSWER_MS);
        }),
      ]);
      if (away) {
        away = false;
        opts.logger?.info({ event: 'call_limits_shared' }, 'Redis answers again; rate limits are shared across processes again');
      }
      return answer;
    } catch (err) {
      if (!away) {
        away = true;
        opts.logger?.warn(
          { event: 'call_limits_local', err: err instanceof Error ? err.message : String(err) },
          "Redis is not answering; this process keeps to the platforms' rate limits alone until it is back",
        );
      }
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  async function book(bucket: string, windows: readonly PostingWindow[]): Promise<number> {
    const keep = Math.max(0, ...windows.map((w) => w.ms + marginOf(w)));
    const args = [now(), randomUUID(), keep, ...windows.flatMap((w) => [w.limit, w.ms + marginOf(w)])];
    const at = await shared(async () => Number(await BOOK(redis!.client, keys(bucket), args)));
    return at ?? local.book(bucket, windows);
  }

  return {
    async turn(bucket, windows = []) {
      let wait = (await book(bucket, windows)) - now();
      // A hold set while this call waited its turn (another call's 429) is waited out too.
      while (wait > 0) {
        await sleep(wait);
        const held = await shared(async () => Number((await redis!.client.get(keys(bucket)[1]!)) ?? 0));
        wait = Math.max(held ?? 0, local.heldUntil(bucket)) - now();
      }
    },
    async hold(bucket, ms) {
      const until = now() + ms;
      local.hold(bucket, until);
      await shared(() => HOLD(redis!.client, [keys(bucket)[1]!], [until, Math.ceil(ms)]));
    },
  };
}
