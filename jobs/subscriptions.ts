/**
 * Subscriptions: a report command that a conversation gets on a schedule. Each one is kept in
 * the `SubscriptionStore` and realised as a BullMQ job scheduler (cron pattern + IANA zone),
 * whose jobs are firings that the processor turns into a report at the firing's scheduled
 * time, in the subscription's zone.
 */
import { getNextMillis, type Queue } from 'bullmq';
import {
  alertConfirmation,
  confirmation,
  isAlert,
  notFoundText,
  removedAlertText,
  removedText,
  tooManyText,
  type AlertStatus,
  type Requester,
  type SubscriptionPort,
  type Target,
} from '../src/commands/index.js';
import { AppError } from '../src/errors.js';
import type { Logger } from '../src/log.js';
import { scheduleToCron, type AlertCondition, type ReportQuery, type Schedule } from '../src/query/index.js';
import type { AlertStateStore } from './alert-state.js';
import type { Platforms } from './platforms.js';
import { enqueueFiring, firingTemplate } from './queue.js';
import type { Pause, Subscription, SubscriptionStore } from './subscription-store.js';

/** The next time a schedule fires after `now`, computed by BullMQ's own job-scheduler arithmetic. */
export function nextRunAt(schedule: Schedule, now: Date): Date {
  const { pattern, tz } = scheduleToCron(schedule);
  const next = getNextMillis(now.getTime(), { pattern, tz });
  if (next === undefined) throw new Error(`the schedule ${pattern} (${tz}) never fires`);
  return new Date(next);
}

/** The reason `subscriptions` shows for a subscription someone paused from the App Home. */
export const PAUSED_BY_PERSON = 'paused from the App Home; press Resume there to start it again';

/** A conversation can have this many subscriptions; more is almost certainly a mistake. */
export const MAX_SUBSCRIPTIONS_PER_CONVERSATION = 25;

/** What `create` needs: the parsed command, where it was typed and by whom. */
export interface NewSubscription {
  target: Target;
  query: ReportQuery;
  schedule: Schedule;
  creator: Requester;
  /** Makes it an alert: checked at each firing, posted only when the condition starts to hold. */
  alert?: AlertCondition;
}

/** A created subscription and the sentence confirming it (which says its next run). */
export interface CreatedSubscription {
  subscription: Subscription;
  confirmation: string;
}

/** What a remove did, as one sentence for the user. */
export interface CommandOutcome {
  ok: boolean;
  message: string;
}

/** Subscriptions as the front door and the processor use them. */
export interface SubscriptionService extends SubscriptionPort<Target> {
  create(input: NewSubscription, now?: Date): Promise<CreatedSubscription>;
  get(id: string): Promise<Subscription | null>;
  /** Every subscription of a conversation, paused ones included. */
  list(conversationKey: string): Promise<Subscription[]>;
  /** Removes a subscription, only from the conversation it belongs to. */
  remove(id: string, conversationKey: string): Promise<CommandOutcome>;
  /** Stops the schedule and records why; null when there is no such subscription. */
  pause(id: string, why: Omit<Pause, 'at'>, now?: Date): Promise<Subscription | null>;
  /** Notes the last posted firing, for `subscriptions` to show. */
  recordDelivery(id: string, scheduledAt: Date, messageId: string): Promise<void>;
  /** Queues one firing for `at` now (a "Run now" button); resolves with the job id. */
  fireNow(id: string, at: Date): Promise<string>;
}

/** The service over a store and the queue whose job schedulers fire the subscriptions. */
export function createSubscriptionService(deps: {
  store: SubscriptionStore;
  /** Where alerts' crossing state and snoozes are kept. */
  alertStates: AlertStateStore;
  /** REPORT_CURRENCY, for alert thresholds in words (default USD). */
  currency?: string;
  queue: Queue;
  platforms: Pick<Platforms, 'conversationKey' | 'standingTarget'>;
  logger?: Logger;
  /** The clock of `create`, `pause` and `setPaused` when they are not handed an instant; default the machine's. */
  now?: () => Date;
}): SubscriptionService {
  const { store, queue, logger, platforms, alertStates } = deps;
  const clock = deps.now ?? (() => new Date());
  const currency = deps.currency ?? 'USD';
  const keyOf = (target: Target) => platforms.conversationKey(platforms.standingTarget(target));

  const schedule = async (sub: Subscription) => {
    const { pattern, tz } = scheduleToCron(sub.schedule);
    await queue.upsertJobScheduler(sub.id, { pattern, tz }, firingTemplate(sub.id));
  };

  /** The subscription if it belongs to this conversation; the same "not found" otherwise. */
  const owned = async (id: string, key: string) => {
    const sub = await store.get(id.trim().toLowerCase());
    return sub && sub.conversationKey === key ? sub : null;
  };

  return {
    async create(input, now = clock()) {
      const target = platforms.standingTarget(input.target);
      const key = platforms.conversationKey(target);
      const existing = await store.listByConversation(key);
      if (existing.length >= MAX_SUBSCRIPTIONS_PER_CONVERSATION) {
        throw new AppError('too_many_subscriptions', tooManyText(existing.length, input.creator.locale));
      }
      // The range is resolved in the schedule's zone, so both must be the same one.
      const query = { ...input.query, timeZone: input.schedule.timeZone };
      const subscription = await store.insert({
        target,
        conversationKey: key,
        query,
        schedule: input.schedule,
        creator: input.creator,
        createdAt: now.toISOString(),
        paused: null,
        lastDelivery: null,
        ...(input.alert ? { alert: input.alert } : {}),
      });
      try {
        await schedule(subscription);
      } catch (err) {
        await store.delete(subscription.id);
        throw err;
      }
      const next = nextRunAt(subscription.schedule, now);
      const kind = isAlert(subscription) ? 'alert' : 'subscription';
      logger?.info(
        {
          event: `${kind}_created`,
          subscriptionId: subscription.id,
          conversation: key,
          pattern: scheduleToCron(subscription.schedule).pattern,
          tz: subscription.schedule.timeZone,
        },
        `${kind} created`,
      );
      const { locale } = input.creator;
      const said = isAlert(subscription)
        ? alertConfirmation(subscription, next, now, currency, locale)
        : confirmation(subscription, next, now, locale);
      return { subscription, confirmation: said };
    },

    get: (id) => store.get(id),
    list: (key) => store.listByConversation(key),
    conversationKey: keyOf,
    nextRunAt,

    async remove(id, key) {
      const sub = await owned(id, key);
      if (!sub) return { ok: false, message: notFoundText(id) };
      await queue.removeJobScheduler(sub.id);
      await store.delete(sub.id);
      if (isAlert(sub)) {
        await alertStates.delete(sub.id);
        logger?.info({ event: 'alert_removed', subscriptionId: sub.id }, 'alert removed');
        return { ok: true, message: removedAlertText(sub, currency) };
      }
      logger?.info({ event: 'subscription_removed', subscriptionId: sub.id }, 'subscription removed');
      return { ok: true, message: removedText(sub) };
    },

    currency,

    async alertStatuses(ids) {
      const records = await alertStates.getMany(ids);
      const out = new Map<string, AlertStatus>();
      for (const [id, r] of records) out.set(id, { holding: r.holding, checkedAt: r.checkedAt, snoozedUntil: r.snoozedUntil });
      return out;
    },

    async snooze(id, key, until) {
      const sub = await owned(id, key);
      if (!sub || !isAlert(sub)) return null;
      await alertStates.snooze(sub.id, until);
      return sub;
    },

    async pause(id, why, now = clock()) {
      const sub = await store.get(id);
      if (!sub) return null;
      await queue.removeJobScheduler(sub.id);
      const paused: Subscription = { ...sub, paused: { ...why, at: now.toISOString() } };
      await store.update(paused);
      logger?.warn(
        { event: 'subscription_paused', subscriptionId: sub.id, code: why.code, platformCode: why.platformCode, reason: why.reason },
        'subscription paused',
      );
      return paused;
    },

    fireNow: (id, at) => enqueueFiring(queue, id, at),

    async setPaused(id, key, pause, now = clock()) {
      const sub = await owned(id, key);
      if (!sub) return null;
      if (pause) {
        await queue.removeJobScheduler(sub.id);
        const paused: Subscription = { ...sub, paused: { at: now.toISOString(), reason: PAUSED_BY_PERSON, code: 'paused_by_person' } };
        await store.update(paused);
        logger?.info({ event: 'subscription_paused', subscriptionId: sub.id, code: 'paused_by_person' }, 'subscription paused by a person');
        return paused;
      }
      const resumed: Subscription = { ...sub, paused: null };
      await schedule(resumed);
      await store.update(resumed);
      logger?.info({ event: 'subscription_resumed', subscriptionId: sub.id }, 'subscription resumed');
      return resumed;
    },

    async recordDelivery(id, scheduledAt, messageId) {
      await store.recordDelivery(id, { scheduledAt: scheduledAt.toISOString(), messageId });
    },
  };
}
