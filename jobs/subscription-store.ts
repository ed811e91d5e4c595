/**
 * Where subscriptions (and alerts, which are subscriptions with a condition, so their ids are
 * unique across both) are kept: the `SubscriptionStore` port and its Redis implementation.
 * Data only; scheduling lives in subscriptions.ts.
 *
 * Redis layout (`P` = the deployment's prefix):
 * - `P:sub:<id>`: the subscription as JSON (validated on read).
 * - `P:subs:<conversation key>`: the set of ids posting to one conversation.
 * - `P:last:<id>`: its last delivery as JSON, kept apart so that recording one firing's post
 *   is one write that cannot undo a pause or an edit made meanwhile (a read and a rewrite of
 *   the whole subscription could, and cost a storm's every firing a round trip and a check).
 *   It wins over a `lastDelivery` the subscription's own JSON still holds (written before).
 */
import { randomInt } from 'node:crypto';
import { luaScript, type RedisClient } from './redis.js';
import { classifiedRedis } from './redis-errors.js';
import { z } from 'zod';
import { RequesterSchema, type Target } from '../src/commands/index.js';
import { AlertConditionSchema, ReportQuerySchema, ScheduleSchema, SubscriptionIdSchema } from '../src/query/index.js';

/** Why a subscription stopped firing; shown by `/report subscriptions`. */
export const PauseSchema = z.object({
  at: z.iso.datetime(),
  /** One sentence, e.g. "I can no longer post in that conversation: it was archived or deleted…" */
  reason: z.string(),
  /** Stable code, e.g. `target_gone`, and the platform's own, e.g. `is_archived`. */
  code: z.string(),
  platformCode: z.string().optional(),
});
export type Pause = z.infer<typeof PauseSchema>;

const LastDeliverySchema = z.object({ scheduledAt: z.iso.datetime(), messageId: z.string() });
export type LastDelivery = z.infer<typeof LastDeliverySchema>;

/** A subscription: what it runs, where it posts (a target of one of `target`'s platforms), when, and who made it. */
export function subscriptionSchema(target: z.ZodType<Target>) {
  return z.object({
    id: SubscriptionIdSchema,
    target,
    conversationKey: z.string(),
    query: ReportQuerySchema,
    schedule: ScheduleSchema,
    creator: RequesterSchema,
    createdAt: z.iso.datetime(),
    paused: PauseSchema.nullable(),
    /** The last firing that was posted: its scheduled time and message id. */
    lastDelivery: LastDeliverySchema.nullable(),
    /**
     * Set on an alert: the condition its report is checked against at each firing, which posts
     * only when it starts to hold. Absent or null: a subscription, posted at every firing.
     */
    alert: AlertConditionSchema.nullable().optional(),
  });
}
export type Subscription = z.infer<ReturnType<typeof subscriptionSchema>>;
export type NewSubscriptionRecord = Omit<Subscription, 'id'>;

/** The storage port. */
export interface SubscriptionStore {
  /** Stores a new subscription under a fresh id. */
  insert(record: NewSubscriptionRecord): Promise<Subscription>;
  get(id: string): Promise<Subscription | null>;
  /** Every subscription posting to a conversation, oldest first. */
  listByConversation(conversationKey: string): Promise<Subscription[]>;
  /** Replaces a stored subscription (same id and conversation). */
  update(subscription: Subscription): Promise<void>;
  /** Notes the last firing posted (its `lastDelivery`), touching nothing else. */
  recordDelivery(id: string, delivery: LastDelivery): Promise<void>;
  /** Deletes a subscription; false when there was none. */
  delete(id: string): Promise<boolean>;
}

/**
 * Ids people can read aloud and type: no 0/o, 1/l/i, no uppercase. Six characters from 31
 * give about 887 million ids, so a collision (retried) is rare.
 */
export const ID_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const ID_LENGTH = 6;

export function newSubscriptionId(): string {
  let id = '';
  for (let i = 0; i < ID_LENGTH; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

/** The last delivery, written only while the subscription is there: one deleted meanwhile leaves nothing behind. */
const SET_IF_SUBSCRIBED = luaScript(`
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('SET', KEYS[2], ARGV[1])
return 1
`);

/**
 * The Redis store; `target` validates the stored targets (the platforms' schemas). A record
 * that no longer validates (a platform gone, an older shape) reads as absent.
 */
export function createRedisSubscriptionStore(client: RedisClient, prefix: string, target: z.ZodType<Target>): SubscriptionStore {
  const redis = classifiedRedis(client);
  const SubscriptionSchema = subscriptionSchema(target);
  const subKey = (id: string) => `${prefix}:sub:${id}`;
  const setKey = (conversationKey: string) => `${prefix}:subs:${conversationKey}`;
  const lastKey = (id: string) => `${prefix}:last:${id}`;
  const parse = (json: string | null, lastJson: string | null = null): Subscription | null => {
    if (json === null) return null;
    const parsed = SubscriptionSchema.safeParse(JSON.parse(json));
    if (!parsed.success) return null;
    const last = lastJson === null ? null : LastDeliverySchema.safeParse(JSON.parse(lastJson));
    return last?.success ? { ...parsed.data, lastDelivery: last.data } : parsed.data;
  };

  return {
    async insert(record) {
      for (let tries = 0; tries < 8; tries++) {
        const subscription = SubscriptionSchema.parse({ ...record, id: newSubscriptionId() });
        const stored = await redis.set(subKey(subscription.id), JSON.stringify(subscription), 'NX');
        if (stored !== 'OK') continue;
        await redis.sadd(setKey(subscription.conversationKey), subscription.id);
        return subscription;
      }
      throw new Error('could not find a free subscription id');
    },
    async get(id) {
      if (!SubscriptionIdSchema.safeParse(id).success) return null;
      const [json, last] = await redis.mget(subKey(id), lastKey(id));
      return parse(json ?? null, last ?? null);
    },
    async listByConversation(conversationKey) {
      const ids = await redis.smembers(setKey(conversationKey));
      if (ids.length === 0) return [];
      const values = await redis.mget(ids.flatMap((id) => [subKey(id), lastKey(id)]));
      const found = ids.map((_, i) => parse(values[2 * i] ?? null, values[2 * i + 1] ?? null)).filter((s): s is Subscription => s !== null);
      // Ids whose record is gone (deleted half-way) are dropped from the set as they are met.
      const missing = ids.filter((id) => !found.some((s) => s.id === id));
      if (missing.length > 0) await redis.srem(setKey(conversationKey), ...missing);
      return found.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
    },
    async update(subscription) {
      const valid = SubscriptionSchema.parse(subscription);
      await redis.set(subKey(valid.id), JSON.stringify(valid), 'XX');
    },
    async recordDelivery(id, delivery) {
      await SET_IF_SUBSCRIBED(redis, [subKey(id), lastKey(id)], [JSON.stringify(LastDeliverySchema.parse(delivery))]);
    },
    async delete(id) {
      const current = parse(await redis.get(subKey(id)));
      if (!current) return false;
      await redis.multi().del(subKey(id), lastKey(id)).srem(setKey(current.conversationKey), id).exec();
      return true;
    },
  };
}
