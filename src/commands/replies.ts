/**
 * What the front door (front-door.ts) replies to the commands that change what a conversation
 * keeps: its access (`access`, `access grant|revoke …`, `access reset`, admins only) and its
 * subscriptions and alerts (`subscribe`, `subscriptions`, `alerts`, `unsubscribe`, Snooze).
 * Each reply runs through the ports it is given and never throws: a failure is one sentence.
 */
import { AppError, STORE_UNAVAILABLE, userMessageOf } from '../errors.js';
import { message } from '../messages/index.js';
import type { Logger } from '../log.js';
import type { AlertCondition, ReportQuery, Schedule } from '../query/index.js';
import { applyChange, describeScope, type Access } from '../access/index.js';
import { allReportKinds, peopleReportKinds } from '../catalogue/registry.js';
import { alertListText, isAlert, noAlertText, snoozedText, type AlertStatus } from './alert-text.js';
import type { AccessCommand, Answer, Conversation, Requester, SubscriptionCommand, Target } from './answer.js';
import { SUBSCRIPTIONS_NEED_REDIS, SUBSCRIPTIONS_UNAVAILABLE, subscriptionListText, type SubscriptionFacts } from './subscription-text.js';

/** Subscriptions and alerts as the front door uses them (jobs' `SubscriptionService`). */
export interface SubscriptionPort<T extends Target = Target> {
  /** A subscription, or an alert when `alert` is given; `confirmation` is the sentence saying so. */
  create(
    input: { target: T; query: ReportQuery; schedule: Schedule; creator: Requester; alert?: AlertCondition },
    now?: Date,
  ): Promise<{ subscription: SubscriptionFacts; confirmation: string }>;
  /** Where each of these alerts stands (its last check, its snooze); an id never checked is absent. */
  alertStatuses(ids: readonly string[]): Promise<Map<string, AlertStatus>>;
  /** Snoozes an alert of this conversation until `until`; null when the conversation has no such alert. */
  snooze(id: string, conversationKey: string, until: Date): Promise<SubscriptionFacts | null>;
  /** REPORT_CURRENCY: the currency alert thresholds are written in. */
  readonly currency: string;
  /** Every subscription of a conversation, paused ones included. */
  list(conversationKey: string): Promise<SubscriptionFacts[]>;
  /** Removes a subscription, only from the conversation it belongs to; `message` is the reply. */
  remove(id: string, conversationKey: string): Promise<{ ok: boolean; message: string }>;
  /** The conversation a target's subscriptions are kept under (a thread's is its channel's). */
  conversationKey(target: T): string;
  /** When a schedule fires next after `now`, as the scheduler computes it. */
  nextRunAt(schedule: Schedule, now: Date): Date;
  /** Pauses (a person's choice) or resumes a subscription of this conversation; null when it has no such one. */
  setPaused(id: string, conversationKey: string, paused: boolean, now?: Date): Promise<SubscriptionFacts | null>;
}

/** When the store of scopes cannot be read: refused, never let through. */
export const ACCESS_UNAVAILABLE = message('access.unavailable');
/** The one sentence a non-admin gets for `access grant|revoke|reset`. */
export const NOT_ADMIN = message('access.notAdmin');

/** What the access replies need of the front door's ports. */
export interface AccessReplyPorts {
  /** The conversation scopes; absent: access is not limited, and `access` commands say so. */
  access: Access | undefined;
  logger: Logger;
  /** ADMIN_USERS: user ids that may change access on every platform. */
  adminUsers?: readonly string[];
  /** Counts an access change refused to a non-admin (`not_admin`). */
  onAccessRefused?: (reason: string) => void;
  /** Counts an access change (`grant`, `revoke`, `reset`). */
  onAccessChanged?: (action: string) => void;
}

/** The reply to `access`, `access grant|revoke …` or `access reset`; never throws. */
export async function accessReply(command: AccessCommand, conversation: Conversation, ports: AccessReplyPorts): Promise<string> {
  const { access, logger } = ports;
  const { target, requester } = conversation;
  const { locale } = requester;
  if (!access) return message('access.notLimited', undefined, locale);
  const key = access.conversationKey(target);
  // The access key last: it names the conversation the same way on every platform.
  const fields = { ...(conversation.logFields ?? {}), conversation: key, userId: requester.userId };
  try {
    if (command.action === 'show') {
      const { scope, stored } = await access.scopeOf(target);
      return describeScope(scope, stored, peopleReportKinds());
    }
    if (!(await isAdmin(conversation, ports.adminUsers))) {
      logger.warn(
        { event: 'access_refused', where: 'access_change', reason: 'not_admin', action: command.action, ...fields },
        'access change by a non-admin refused',
      );
      ports.onAccessRefused?.('not_admin');
      return NOT_ADMIN;
    }
    if (command.action === 'reset') {
      await access.save(target, null);
      logger.info({ event: 'access_changed', action: 'reset', ...fields }, 'conversation access reset to the default');
      ports.onAccessChanged?.('reset');
      return message('access.reset', { scope: describeScope(access.fallback, false, peopleReportKinds()) }, locale);
    }
    const { scope, stored } = await access.scopeOf(target);
    const changed = applyChange(stored ? scope : null, access.fallback, command.action, command.change ?? {}, allReportKinds());
    if (!changed.ok) return changed.message;
    await access.save(target, changed.scope);
    logger.info(
      { event: 'access_changed', action: command.action, change: command.change, scope: changed.scope, ...fields },
      'conversation access changed',
    );
    ports.onAccessChanged?.(command.action);
    return message('access.changed', { scope: describeScope(changed.scope, true, peopleReportKinds()) }, locale);
  } catch (err) {
    logger.error({ event: 'access_command_failed', action: command.action, err: String(err), ...fields }, 'access command failed');
    return command.action === 'show' ? ACCESS_UNAVAILABLE : message('access.changeFailed', undefined, locale);
  }
}

/** What the access policy lets each of some conversations see, for an admin (the App Home's section). */
export interface AccessOverview<T extends Target = Target> {
  /** The policy in one sentence: what a conversation without settings of its own sees. */
  policy: string;
  /** Each conversation's scope in words, as `/report access` says it there. */
  scopes: { target: T; says: string }[];
}

/**
 * What the access policy lets each of `targets` see, for an admin (ADMIN_USERS, or the
 * platform's rule: the same people who may change it); null for anyone else, or when the
 * platform could not say whether the person is one. Never throws: a scope that cannot be read
 * is said so.
 */
export async function accessOverview<T extends Target>(
  asker: Pick<Conversation, 'requester' | 'isAdmin' | 'logFields'>,
  targets: readonly T[],
  ports: AccessReplyPorts,
): Promise<AccessOverview<T> | null> {
  const admin = await isAdmin(asker, ports.adminUsers).catch((err: unknown) => {
    ports.logger.warn(
      { event: 'admin_check_failed', userId: asker.requester.userId, err: String(err) },
      'could not tell whether the person is an admin',
    );
    return false;
  });
  if (!admin) return null;
  const { access } = ports;
  const { locale } = asker.requester;
  if (!access) return { policy: message('access.notLimited', undefined, locale), scopes: [] };
  const scopes = await Promise.all(
    targets.map(async (target) => {
      try {
        const { scope, stored } = await access.scopeOf(target);
        return { target, says: describeScope(scope, stored, peopleReportKinds()) };
      } catch (err) {
        ports.logger.error(
          { event: 'access_overview_failed', ...(asker.logFields ?? {}), err: String(err) },
          "could not read a conversation's access",
        );
        return { target, says: ACCESS_UNAVAILABLE };
      }
    }),
  );
  return { policy: message('access.policy', { fallback: access.defaultAccess }, locale), scopes };
}

/** ADMIN_USERS first (no platform call), then the platform's own rule. */
async function isAdmin(conversation: Pick<Conversation, 'requester' | 'isAdmin'>, adminUsers: readonly string[] | undefined): Promise<boolean> {
  if (adminUsers?.includes(conversation.requester.userId)) return true;
  return (await conversation.isAdmin?.()) ?? false;
}

/**
 * The reply to `subscribe`, `subscriptions` or `unsubscribe <id>` (null: the confirmation was
 * already shown by `confirm`); never throws.
 */
export async function answerSubscriptionCommand<T extends Target>(
  service: SubscriptionPort<T> | null,
  command: SubscriptionCommand,
  ctx: { target: T; requester: Requester; now?: Date; logger?: Logger; confirm?: (text: string) => Promise<string | null> },
): Promise<string | null> {
  if (!service) return SUBSCRIPTIONS_NEED_REDIS;
  const now = ctx.now ?? new Date();
  const key = service.conversationKey(ctx.target);
  try {
    switch (command.kind) {
      case 'subscribe':
      case 'alert': {
        const alert = command.kind === 'alert' ? { alert: command.condition } : {};
        const created = await service.create(
          { target: ctx.target, query: command.query, schedule: command.schedule, creator: ctx.requester, ...alert },
          now,
        );
        if (!ctx.confirm) return created.confirmation;
        const subscriptionId = created.subscription.id;
        let refusal: string | null;
        try {
          refusal = await ctx.confirm(created.confirmation);
        } catch (err) {
          // The platform blinked, but the subscription stands: confirm it the other way.
          ctx.logger?.warn({ event: 'subscription_confirm_fallback', subscriptionId, err: String(err) }, 'confirming through the reply');
          return created.confirmation;
        }
        if (refusal === null) return null;
        await service.remove(subscriptionId, key);
        ctx.logger?.info(
          { event: 'subscription_refused', subscriptionId, conversation: key },
          'bot cannot post in the conversation; subscription undone',
        );
        return refusal;
      }
      case 'subscriptions':
        return subscriptionListText(
          (await service.list(key)).filter((s) => !isAlert(s)),
          now,
          (schedule, at) => service.nextRunAt(schedule, at),
          ctx.requester.locale,
        );
      case 'alerts': {
        const alerts = (await service.list(key)).filter(isAlert);
        const statuses = await service.alertStatuses(alerts.map((a) => a.id));
        return alertListText(alerts, statuses, now, (schedule, at) => service.nextRunAt(schedule, at), service.currency, ctx.requester.locale);
      }
      case 'unsubscribe':
        return (await service.remove(command.id, key)).message;
    }
  } catch (err) {
    // A store that is down for a moment is said in the subscriptions' own words.
    if (err instanceof AppError && err.code !== STORE_UNAVAILABLE) return userMessageOf(err, ctx.requester.locale);
    ctx.logger?.error(
      { event: 'subscription_command_failed', command: command.kind, conversation: key, err: String(err) },
      'subscription command failed',
    );
    return SUBSCRIPTIONS_UNAVAILABLE;
  }
}

/** The reply to a Snooze button under an alert; never throws. */
export async function snoozeAlert<T extends Target>(
  service: SubscriptionPort<T> | null,
  work: Extract<Answer<T>['then'], { kind: 'snooze' }>,
  logger: Logger,
): Promise<string> {
  if (!service) return SUBSCRIPTIONS_NEED_REDIS;
  const until = new Date(work.now.getTime() + work.days * 24 * 3600 * 1000);
  try {
    const snoozed = await service.snooze(work.alertId, service.conversationKey(work.target), until);
    if (!snoozed || !isAlert(snoozed)) return noAlertText(work.alertId, work.requester.locale);
    logger.info({ event: 'alert_snoozed', subscriptionId: snoozed.id, until: until.toISOString() }, 'alert snoozed');
    return snoozedText(snoozed, until, work.now, service.currency, work.requester.locale);
  } catch (err) {
    // A store that is down for a moment is said in the subscriptions' own words.
    if (err instanceof AppError && err.code !== STORE_UNAVAILABLE) return userMessageOf(err, work.requester.locale);
    logger.error({ event: 'alert_snooze_failed', subscriptionId: work.alertId, err: String(err) }, 'could not snooze an alert');
    return SUBSCRIPTIONS_UNAVAILABLE;
  }
}
