/**
 * Where each alert stands: whether its condition held at the last check, the figure then, when
 * that check was scheduled, and a snooze. One Redis hash per alert, `<prefix>:alert:<id>`.
 *
 * Recording a check is idempotent per firing, so the crossing state and the post stay
 * consistent across crashes. The state is recorded BEFORE the post (the post then goes
 * through the firing ledger like any subscription firing):
 * - crash after recording, before posting: the retry of the same firing finds its own check
 *   recorded (`checkedAt` equal to the firing) and gets the decision made then (`post`), not a
 *   new one from the state it wrote itself, so it still posts; the ledger makes that once.
 * - crash after posting, before the ledger knew: the ledger's own rule (look for the post
 *   before posting again) covers it, as for digests.
 * A firing older than the last recorded check (a very late retry) decides nothing: `stale`.
 */
import { luaScript, type RedisClient } from './redis.js';
import { classifiedRedis } from './redis-errors.js';

/** What recording a check decided. */
export interface AlertDecision {
  /** Post this firing: the condition holds now and did not at the check before. */
  post: boolean;
  /** Whether the condition holds at this check (as first recorded for this firing). */
  holding: boolean;
  /** A later check was recorded already; this firing must not post. */
  stale: boolean;
}

/** Where an alert stands (`null` fields: never checked, not snoozed). */
export interface AlertStateRecord {
  holding: boolean | null;
  value: number | null;
  /** Scheduled time of the last check (ISO). */
  checkedAt: string | null;
  snoozedUntil: string | null;
}

/** The port. */
export interface AlertStateStore {
  /** Records the check of the firing scheduled at `scheduledAt` (ms) and says whether it posts. */
  record(id: string, scheduledAt: number, check: { holding: boolean; value: number | null }): Promise<AlertDecision>;
  get(id: string): Promise<AlertStateRecord | null>;
  getMany(ids: readonly string[]): Promise<Map<string, AlertStateRecord>>;
  snooze(id: string, until: Date): Promise<void>;
  delete(id: string): Promise<void>;
}

// KEYS[1] the hash; ARGV: scheduled ms, holding (1/0), value ('' for none).
// Fields: holding, value, checkedAt (ms), post (the decision of that check), snoozedUntil (ms).
const RECORD = luaScript(`
local checked = tonumber(redis.call('HGET', KEYS[1], 'checkedAt') or '-1')
local at = tonumber(ARGV[1])
if checked > at then return {'stale', '0', '0'} end
if checked == at then
  return {'same', redis.call('HGET', KEYS[1], 'holding') or '0', redis.call('HGET', KEYS[1], 'post') or '0'}
end
local before = redis.call('HGET', KEYS[1], 'holding') or '0'
local post = '0'
if ARGV[2] == '1' and before ~= '1' then post = '1' end
redis.call('HSET', KEYS[1], 'holding', ARGV[2], 'value', ARGV[3], 'checkedAt', ARGV[1], 'post', post)
return {'new', ARGV[2], post}
`);

/** The Redis store. */
export function createRedisAlertStateStore(client: RedisClient, prefix: string): AlertStateStore {
  const redis = classifiedRedis(client);
  const key = (id: string) => `${prefix}:alert:${id}`;
  const toRecord = (h: Record<string, string>): AlertStateRecord | null => {
    if (Object.keys(h).length === 0) return null;
    // Both are only ever written as milliseconds (the firing's scheduled time, the snooze's end).
    const ms = (v: string | undefined) => (v === undefined ? null : new Date(Number(v)).toISOString());
    return {
      holding: h.holding === undefined ? null : h.holding === '1',
      value: h.value === undefined || h.value === '' ? null : Number(h.value),
      checkedAt: ms(h.checkedAt),
      snoozedUntil: ms(h.snoozedUntil),
    };
  };
  return {
    async record(id, scheduledAt, check) {
      const [kind, holding, post] = (await RECORD(
        redis,
        [key(id)],
        [scheduledAt, check.holding ? '1' : '0', check.value === null ? '' : String(check.value)],
      )) as [string, string, string];
      return { stale: kind === 'stale', holding: holding === '1', post: post === '1' };
    },
    async get(id) {
      return toRecord(await redis.hgetall(key(id)));
    },
    async getMany(ids) {
      const out = new Map<string, AlertStateRecord>();
      const all = await Promise.all(ids.map(async (id) => ({ id, record: toRecord(await redis.hgetall(key(id))) })));
      for (const { id, record } of all) if (record) out.set(id, record);
      return out;
    },
    async snooze(id, until) {
      await redis.hset(key(id), 'snoozedUntil', String(until.getTime()));
    },
    async delete(id) {
      await redis.del(key(id));
    },
  };
}
