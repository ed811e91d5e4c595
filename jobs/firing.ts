/**
 * Exactly one post per subscription firing.
 *
 * A firing is (subscription id, scheduled time). Before posting, a worker claims the firing
 * in Redis with its own token and a lease; after posting, it records the message id in the
 * same key. What a later try (a BullMQ retry, a stalled job picked up after a crash, a
 * second job for the same firing) finds decides what it does:
 *
 * | key holds               | the try                                                     |
 * |-------------------------|-------------------------------------------------------------|
 * | nothing                 | claims it and posts                                         |
 * | `delivered:<messageId>` | completes without posting (`firing_skipped_duplicate`)      |
 * | `claimed:<other token>` | waits until the lease ends (without using up a try), then   |
 * |                         | looks again                                                 |
 *
 * A failed delivery releases its claim, so its retry can post. A worker that dies while it
 * holds a claim leaves it to expire with the lease. The one window left is a crash after the
 * platform accepted the post and before the message id was written (a few milliseconds): the
 * post's fate is unknown, and the firing is posted again once the lease ends. We chose that
 * (at most one duplicate, only after a crash in that window) over at-most-once, which would
 * drop the digest without a word in the same case: nothing may fail silently.
 */
import type { Redis } from 'ioredis';

/** What a firing's key says. */
export type FiringState =
  | { state: 'free' }
  | { state: 'delivered'; messageId: string }
  /** Another try holds the claim; look again in `retryInMs`. */
  | { state: 'busy'; retryInMs: number };

/** The exactly-once ledger of firings. */
export interface FiringLedger {
  /** What the firing's key says now (a cheap early look before computing the report). */
  check(subscriptionId: string, scheduledAt: number): Promise<FiringState>;
  /** Claims the firing for `token`: `free` means the claim is ours (also when we held it already). */
  claim(subscriptionId: string, scheduledAt: number, token: string): Promise<FiringState>;
  /** Records the posted message; later tries of this firing will not post. */
  markDelivered(subscriptionId: string, scheduledAt: number, token: string, messageId: string): Promise<void>;
  /** Gives a claim back after a failed delivery (only if `token` still holds it). */
  release(subscriptionId: string, scheduledAt: number, token: string): Promise<void>;
}

export interface FiringLedgerOptions {
  /** How long a claim lasts: longer than a delivery can take (uploads included). */
  leaseMs?: number;
  /** How long a delivered firing is remembered: longer than any retry can come back. */
  keepMs?: number;
}

export const DEFAULT_LEASE_MS = 120_000;
export const DEFAULT_KEEP_MS = 3 * 24 * 3600 * 1000;

const CLAIM = `
local v = redis.call('GET', KEYS[1])
if not v then
  redis.call('SET', KEYS[1], 'claimed:' .. ARGV[1], 'PX', ARGV[2])
  return {'free', ''}
end
if string.sub(v, 1, 10) == 'delivered:' then return {'delivered', string.sub(v, 11)} end
if v == 'claimed:' .. ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return {'free', ''}
end
return {'busy', tostring(redis.call('PTTL', KEYS[1]))}
`;

const RELEASE = `
if redis.call('GET', KEYS[1]) == 'claimed:' .. ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`;

function toState(kind: string, value: string): FiringState {
  if (kind === 'delivered') return { state: 'delivered', messageId: value };
  if (kind === 'busy') return { state: 'busy', retryInMs: Math.max(100, Number(value) || 0) };
  return { state: 'free' };
}

/** The Redis ledger: one string key per firing, `<prefix>:firing:<subscription id>:<scheduled ms>`. */
export function createRedisFiringLedger(redis: Redis, prefix: string, options: FiringLedgerOptions = {}): FiringLedger {
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const keepMs = options.keepMs ?? DEFAULT_KEEP_MS;
  const key = (id: string, at: number) => `${prefix}:firing:${id}:${at}`;
  return {
    async check(id, at) {
      const [value, ttl] = await redis.multi().get(key(id, at)).pttl(key(id, at)).exec().then((r) => [r?.[0]?.[1], r?.[1]?.[1]] as [string | null, number]);
      if (!value) return { state: 'free' };
      if (value.startsWith('delivered:')) return { state: 'delivered', messageId: value.slice(10) };
      return toState('busy', String(ttl));
    },
    async claim(id, at, token) {
      const [kind, value] = (await redis.eval(CLAIM, 1, key(id, at), token, leaseMs)) as [string, string];
      return toState(kind, value);
    },
    async markDelivered(id, at, _token, messageId) {
      // Unconditional: the message was posted, whoever held the claim; later tries must see it.
      await redis.set(key(id, at), `delivered:${messageId}`, 'PX', keepMs);
    },
    async release(id, at, token) {
      await redis.eval(RELEASE, 1, key(id, at), token);
    },
  };
}
