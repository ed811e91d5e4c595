/**
 * Calls to a chat platform kept within its published limits and its 429s, for every process and
 * worker thread of a deployment at once (issue 54). A platform limits calls per bucket (Slack:
 * a method per workspace, posting per channel; Teams: a conversation); a bucket has sliding
 * windows ("at most 50 in any minute") and, after a 429, a hold until its Retry-After has passed.
 *
 * - `turn(bucket, windows)` books the next call into the bucket: after any hold, and at the
 *   earliest moment every window has room counting every process's booked calls; it resolves
 *   then, with the function to call once the platform has answered. Bookings go in order, so a
 *   full window releases its waiting calls one by one as its oldest calls leave it.
 * - `hold(bucket, ms)`: a 429 closes the bucket for everyone until its Retry-After has passed.
 *   After it the bucket goes single file for a minute (the longest window platforms publish): one
 *   call at a time, the next let go once the one before it has been answered. So the calls a hold
 *   kept back do not all arrive at once when it ends, each but the first inside the next
 *   Retry-After if the platform refuses again: the platform's count is not ours (another app of
 *   the workspace, bursts it does not allow, limits it does not publish), and its 429 is the only
 *   word on it. One call at a time still goes faster than any published tier allows on average.
 *
 * Shared through Redis (per bucket: a sorted set of booked calls, the hold and the probe, changed
 * by one Lua script, so two processes never book the same room or both probe). While Redis does
 * not answer (an outage, no Redis at all), this process's own memory decides by the same rules;
 * the log says so once when Redis stops answering and once when it answers again. The clock is
 * the machine's (one deployment's processes share a machine or NTP; a skew of a few ms is within
 * the margin).
 */
import { randomUUID } from 'node:crypto';
import type { Cluster, Redis } from 'ioredis';
import { luaScript } from '../jobs/redis.js';
import type { Logger } from '../src/log.js';
import type { PostingWindow } from './posting-windows.js';

/** At most `limit` calls in any `ms`, each counted `marginMs` longer (default: a twentieth of the window, at most 250 ms). */
export interface CallWindow extends PostingWindow {
  marginMs?: number;
}

export interface CallLimiter {
  /**
   * Resolves when a call into `bucket` may go, within `windows` and after any hold; the call is
   * counted from then. Call what it gives once the platform has answered (for a 429, after `hold`).
   */
  turn(bucket: string, windows?: readonly CallWindow[]): Promise<() => Promise<void>>;
  /** Nothing goes into `bucket` for `ms` from now, in any process (a 429's Retry-After); then single file. */
  hold(bucket: string, ms: number): Promise<void>;
}

/** How long Redis gets to answer before this process's memory decides alone. */
const REDIS_ANSWER_MS = 500;

/**
 * A booked call counts for its window a little longer than the window: the platform counts a call
 * when it arrives, a few ms after it left, and one let in exactly a window after another could
 * arrive while the platform still counts that one.
 */
const marginOf = (w: CallWindow) => w.marginMs ?? Math.min(250, Math.ceil(w.ms / 20));

/** ms to wait before a call books `at`, given the booked calls (ascending) of each window. */
function earliest(now: number, held: number, booked: readonly number[], windows: readonly CallWindow[]): number {
  let at = Math.max(now, held, booked.at(-1) ?? 0);
  for (const w of windows) {
    const inside = booked.filter((t) => t > now - w.ms - marginOf(w));
    // The limit-th latest call: once it leaves the window there is room.
    const kth = inside.at(-w.limit);
    if (kth !== undefined) at = Math.max(at, kth + w.ms + marginOf(w));
  }
  return at;
}

/** How long a call waits before it asks again while another call of its single-file bucket is out. */
const PROBE_POLL_MS = 100;
/** A call out in a single-file bucket whose process never says it was answered (it stopped) gives way after this long. */
const PROBE_LEASE_MS = 30_000;
/** How long a bucket stays single file after a 429's hold has passed. */
const SINGLE_FILE_MS = 60_000;

/**
 * KEYS: the bucket's booked calls (sorted set, score = when), its hold (until, ms since the epoch),
 * its single file (exists while the bucket is single file, until then: 'open', or '<id>@<lease
 * until>' while a call is out).
 * ARGV: now, the call's id, 'book' or 'check', the longest window plus margin, then limit and
 * window+margin per window.
 * 'book' books the call at the earliest moment every window has room and answers that moment;
 * 'check' (a booked call that has waited) answers when it may go now that holds may have come;
 * each with 1 when the call is the single-file bucket's one out (it must say when answered).
 * -1: another call of the single-file bucket is out; ask again shortly.
 */
const BOOK = luaScript(`
local now = tonumber(ARGV[1])
local at = now
local held = tonumber(redis.call('GET', KEYS[2]) or '0')
if held > at then at = held end
local file = redis.call('GET', KEYS[3])
if file and file ~= 'open' then
  local owner, lease = string.match(file, '^(.+)@(%d+)$')
  if owner ~= ARGV[2] and tonumber(lease) > now then return -1 end
end
local took = 0
if file then
  redis.call('SET', KEYS[3], ARGV[2] .. '@' .. (at + ${PROBE_LEASE_MS}), 'KEEPTTL')
  took = 1
end
if ARGV[3] == 'check' then return {at, took} end
local keep = tonumber(ARGV[4])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - keep)
local n = redis.call('ZCARD', KEYS[1])
if n > 0 then
  local last = tonumber(redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')[2])
  if last > at then at = last end
end
for i = 5, #ARGV, 2 do
  local limit = tonumber(ARGV[i])
  local span = tonumber(ARGV[i + 1])
  local inside = redis.call('ZCOUNT', KEYS[1], '(' .. (now - span), '+inf')
  if inside >= limit then
    local kth = tonumber(redis.call('ZRANGE', KEYS[1], n - limit, n - limit, 'WITHSCORES')[2])
    if kth + span > at then at = kth + span end
  end
end
if #ARGV >= 5 then
  redis.call('ZADD', KEYS[1], at, ARGV[2])
  redis.call('PEXPIRE', KEYS[1], math.ceil(at - now + keep))
end
return {at, took}
`);

/** KEYS: the hold, the single file. ARGV: until (ms since the epoch), ms from now. The hold only ever moves later; the bucket goes single file. */
const HOLD = luaScript(`
local held = tonumber(redis.call('GET', KEYS[1]) or '0')
if tonumber(ARGV[1]) > held then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) end
redis.call('SET', KEYS[2], 'open', 'PX', tonumber(ARGV[2]) + ${SINGLE_FILE_MS})
return 1
`);

/** KEYS: the single file. ARGV: the call's id. The call was answered: the next may go. */
const ANSWERED = luaScript(`
local file = redis.call('GET', KEYS[1])
if file and string.sub(file, 1, #ARGV[1] + 1) == ARGV[1] .. '@' then redis.call('SET', KEYS[1], 'open', 'KEEPTTL') end
return 1
`);

/** When a call may go (-1: another call of its single-file bucket is out), and whether it is that bucket's one out. */
interface Booked {
  at: number;
  took: boolean;
}

/** One process's buckets, for when there is no Redis or it does not answer: the same rules as the scripts. */
class LocalBuckets {
  private readonly booked = new Map<string, number[]>();
  private readonly held = new Map<string, number>();
  /** Single-file buckets: until when, and the call out with its lease. */
  private readonly files = new Map<string, { until: number; out?: { id: string; lease: number } }>();

  constructor(private readonly now: () => number) {}

  book(bucket: string, id: string, windows: readonly CallWindow[] | null): Booked {
    const now = this.now();
    const held = Math.max(now, this.held.get(bucket) ?? 0);
    const file = this.files.get(bucket);
    const took = file !== undefined && file.until > now;
    if (file && took) {
      if (file.out && file.out.id !== id && file.out.lease > now) return { at: -1, took: false };
      file.out = { id, lease: held + PROBE_LEASE_MS };
    }
    if (windows === null) return { at: held, took };
    const keep = Math.max(0, ...windows.map((w) => w.ms + marginOf(w)));
    const booked = (this.booked.get(bucket) ?? []).filter((t) => t > now - keep);
    const at = earliest(now, held, booked, windows);
    if (windows.length > 0) this.booked.set(bucket, [...booked, at]);
    if (this.booked.size > 10_000) this.prune(now);
    return { at, took };
  }

  hold(bucket: string, until: number): void {
    if ((this.held.get(bucket) ?? 0) < until) this.held.set(bucket, until);
    this.files.set(bucket, { until: until + SINGLE_FILE_MS });
  }

  answered(bucket: string, id: string): void {
    const file = this.files.get(bucket);
    if (file?.out?.id === id) delete file.out;
  }

  private prune(now: number): void {
    for (const [bucket, times] of this.booked) if ((times.at(-1) ?? 0) < now - 3_600_000) this.booked.delete(bucket);
    for (const [bucket, until] of this.held) if (until < now) this.held.delete(bucket);
    for (const [bucket, file] of this.files) if (file.until < now) this.files.delete(bucket);
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
  // One hash slot per bucket (Redis Cluster): its keys carry the bucket as their hash tag.
  const keysOf = (prefix: string, bucket: string) =>
    ['calls', 'hold', 'probe'].map((k) => `${prefix}:limit:{${bucket}}:${k}`) as [string, string, string];

  /** `work` on Redis, given `bucket`'s keys, within REDIS_ANSWER_MS; or null (then this process's memory decides). */
  async function shared<T>(bucket: string, work: (client: Redis | Cluster, keys: [string, string, string]) => Promise<T>): Promise<T | null> {
    if (!redis) return null;
    let timer: NodeJS.Timeout | undefined;
    try {
      const answer = await Promise.race([
        work(redis.client, keysOf(redis.prefix, bucket)),
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

  /** When the call `id` may go; `windows` null: only for holds and single file since it booked. */
  async function book(bucket: string, id: string, windows: readonly CallWindow[] | null): Promise<Booked> {
    const keep = Math.max(0, ...(windows ?? []).map((w) => w.ms + marginOf(w)));
    const spans = (windows ?? []).flatMap((w) => [w.limit, w.ms + marginOf(w)]);
    const args = [now(), id, windows ? 'book' : 'check', keep, ...spans];
    const booked = await shared(bucket, async (client, keys) => {
      const answer = await BOOK(client, keys, args);
      return Array.isArray(answer) ? { at: Number(answer[0]), took: Number(answer[1]) === 1 } : { at: Number(answer), took: false };
    });
    return booked ?? local.book(bucket, id, windows);
  }

  return {
    async turn(bucket, windows = []) {
      const id = randomUUID();
      let booked = await book(bucket, id, windows);
      // Until it may go: its booked moment, a hold set meanwhile (another call's 429), the single file's call out.
      while (booked.at < 0 || booked.at > now()) {
        await sleep(booked.at < 0 ? PROBE_POLL_MS : booked.at - now());
        booked = await book(bucket, id, null);
      }
      const { took } = booked;
      return async () => {
        local.answered(bucket, id);
        if (took) await shared(bucket, (client, [, , file]) => ANSWERED(client, [file], [id]));
      };
    },
    async hold(bucket, ms) {
      const until = now() + ms;
      local.hold(bucket, until);
      await shared(bucket, (client, [, hold, file]) => HOLD(client, [hold, file], [until, Math.ceil(ms)]));
    },
  };
}
