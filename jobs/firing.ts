/**
 * Exactly one post per subscription firing.
 *
 * A firing is (subscription id, scheduled time). Before posting, a worker claims the firing
 * in Redis with its own token and a lease; after posting, it records the message id in the
 * same key. What a later try (a BullMQ retry, a stalled job picked up after a crash, a
 * second job for the same firing) finds decides what it does:
 *
 * | key holds                        | the try                                                     |
 * |----------------------------------|-------------------------------------------------------------|
 * | nothing                          | claims it and posts                                         |
 * | `delivered:<messageId>`          | completes without posting (`firing_skipped_duplicate`)      |
 * | `claimed:<other token>:<until>`, | waits until the lease ends (without using up a try), then   |
 * | lease running                    | looks again                                                 |
 * | `claimed:…` with its lease over, | claims it, told `previousTry`: an earlier try got as far as |
 * | or `released`, or made by an     | posting and may have posted, so the processor asks the      |
 * | earlier attempt of the same job  | platform first (`Deliverer.findPosted`) where it can        |
 *
 * A try's token names its job and attempt (`tryToken`). BullMQ starts a job's next attempt
 * only once the one before has failed, so that one posts no more: its claim is over, lease or
 * not. Without this, a try whose claim was taken but whose answer was lost (a master failing
 * over mid-claim) held every later try of its firing for the whole lease. A stalled job's
 * second run keeps its attempt: the first run may still be posting, so it waits the lease out.
 *
 * The key outlives the lease (it is kept as long as a delivered firing): a claim whose lease
 * ran out must still be seen, or a crash after the platform accepted the post and before the
 * message id was written would look like a firing nobody tried, and post again. The lease is
 * compared with Redis's own clock (TIME), so workers' clocks do not matter.
 */
import { randomUUID } from 'node:crypto';
import { luaScript, type RedisClient } from './redis.js';
import { classifiedRedis } from './redis-errors.js';

/** What a firing's key says. */
export type FiringState =
  /** The claim is ours. `previousTry`: an earlier try claimed it and recorded no delivery (it may have posted). */
  | { state: 'free'; previousTry?: boolean }
  | { state: 'delivered'; messageId: string }
  /** Another try holds the claim; look again in `retryInMs`. */
  | { state: 'busy'; retryInMs: number };

/** The exactly-once ledger of firings. */
export interface FiringLedger {
  /** How long a claim lasts (ms): until then no other try posts the firing, so a post recorded by then stays the only one. */
  readonly leaseMs?: number;
  /** What the firing's key says now to the try of `token` (a cheap early look before computing the report). */
  check(subscriptionId: string, scheduledAt: number, token: string): Promise<FiringState>;
  /** Claims the firing for `token` (`tryToken`): `free` means the claim is ours (also when we held it already). */
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

/**
 * The token of one try of a job: its id (without colons, which end a token in the key's value:
 * a job scheduler's ids have them), its attempt (failed tries before it), and a random part for
 * a stalled job's second run.
 */
export function tryToken(jobId: string, attemptsMade: number): string {
  return `${encodeURIComponent(jobId)}~${attemptsMade}~${randomUUID()}`;
}

// Values: `delivered:<id>`, `released`, `claimed:<token>:<lease end, Redis ms>`. A claim
// written by an older version (`claimed:<token>`, its lease as the key's TTL) is busy for its TTL.
const LUA_NOW = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
-- Whether the claim of token a was made by an earlier attempt of the job of token b: over.
local function earlierAttempt(a, b)
  local jobA, attemptA = string.match(a, '^(.+)~(%d+)~[^~]+$')
  local jobB, attemptB = string.match(b, '^(.+)~(%d+)~[^~]+$')
  return jobA ~= nil and jobA == jobB and tonumber(attemptA) < tonumber(attemptB)
end
`;

const CLAIM = luaScript(`${LUA_NOW}
local v = redis.call('GET', KEYS[1])
local mine = 'claimed:' .. ARGV[1] .. ':' .. (now + tonumber(ARGV[2]))
if v and string.sub(v, 1, 10) == 'delivered:' then return {'delivered', string.sub(v, 11)} end
local previous = ''
if v == 'released' then
  previous = 'previous'
elseif v then
  local token, untilMs = string.match(v, '^claimed:([^:]+):(%d+)$')
  if not token then return {'busy', tostring(redis.call('PTTL', KEYS[1]))} end
  if token ~= ARGV[1] and tonumber(untilMs) > now and not earlierAttempt(token, ARGV[1]) then
    return {'busy', tostring(tonumber(untilMs) - now)}
  end
  if token ~= ARGV[1] then previous = 'previous' end
end
redis.call('SET', KEYS[1], mine, 'PX', ARGV[3])
return {'free', previous}
`);

const CHECK = luaScript(`${LUA_NOW}
local v = redis.call('GET', KEYS[1])
if not v or v == 'released' then return {'free', ''} end
if string.sub(v, 1, 10) == 'delivered:' then return {'delivered', string.sub(v, 11)} end
local token, untilMs = string.match(v, '^claimed:([^:]+):(%d+)$')
if not token then return {'busy', tostring(redis.call('PTTL', KEYS[1]))} end
if token ~= ARGV[1] and tonumber(untilMs) > now and not earlierAttempt(token, ARGV[1]) then
  return {'busy', tostring(tonumber(untilMs) - now)}
end
return {'free', ''}
`);

// Kept, not deleted: the next try must know that this one got as far as posting.
const RELEASE = luaScript(`
local v = redis.call('GET', KEYS[1])
if v and string.match(v, '^claimed:([^:]+)') == ARGV[1] then
  redis.call('SET', KEYS[1], 'released', 'PX', ARGV[2])
  return 1
end
return 0
`);

function toState(kind: string, value: string): FiringState {
  if (kind === 'delivered') return { state: 'delivered', messageId: value };
  if (kind === 'busy') return { state: 'busy', retryInMs: Math.max(100, Number(value) || 0) };
  return value === 'previous' ? { state: 'free', previousTry: true } : { state: 'free' };
}

/** The Redis ledger: one string key per firing, `<prefix>:firing:<subscription id>:<scheduled ms>`. */
export function createRedisFiringLedger(client: RedisClient, prefix: string, options: FiringLedgerOptions = {}): FiringLedger {
  const redis = classifiedRedis(client);
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const keepMs = options.keepMs ?? DEFAULT_KEEP_MS;
  const key = (id: string, at: number) => `${prefix}:firing:${id}:${at}`;
  return {
    leaseMs,
    async check(id, at, token) {
      const [kind, value] = (await CHECK(redis, [key(id, at)], [token])) as [string, string];
      return toState(kind, value);
    },
    async claim(id, at, token) {
      const [kind, value] = (await CLAIM(redis, [key(id, at)], [token, leaseMs, keepMs])) as [string, string];
      return toState(kind, value);
    },
    async markDelivered(id, at, _token, messageId) {
      // Unconditional: the message was posted, whoever held the claim; later tries must see it.
      await redis.set(key(id, at), `delivered:${messageId}`, 'PX', keepMs);
    },
    async release(id, at, token) {
      await RELEASE(redis, [key(id, at)], [token, keepMs]);
    },
  };
}
