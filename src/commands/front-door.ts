/**
 * The one front door: every platform's receiver hands typed text and button clicks here and
 * gets back what to say. `answer` and `answerButton` read the command (answer.ts, pure);
 * `carryOut` does the work the answer names through the ports it was given (queue a report,
 * run a subscription command) and says what comes of it. The command log line, the command
 * counter and the enqueue failure sentence exist once, here.
 */
import { AppError, userMessageOf } from '../errors.js';
import type { Logger } from '../log.js';
import type { AlertCondition, ReportQuery, Schedule } from '../query/index.js';
import { applyChange, describeScope, type Access } from '../access/index.js';
import { allReportKinds, peopleReportKinds } from '../reports/registry.js';
import { alertListText, isAlert, noAlertText, snoozedText, type AlertStatus } from './alert-text.js';
import { answer, answerButton, inVoice, workingText, type AccessCommand, type Answer, type Clock, type Conversation, type Requester, type SubscriptionCommand, type Target } from './answer.js';
import { SUBSCRIPTIONS_NEED_REDIS, SUBSCRIPTIONS_UNAVAILABLE, describeSubscriptionQuery, notFoundText, subscriptionListText, type SubscriptionFacts } from './subscription-text.js';

/** A report to queue, as the jobs runtime takes it. */
export interface ReportOrder<T extends Target = Target> {
  query: ReportQuery;
  target: T;
  requester: Requester;
  requestedAt: string;
  /** The same request delivered twice (a platform's retry) becomes the same job. */
  correlationId?: string;
  replaceMessageId?: string;
  /** `csv`: post the report's CSV file in the thread of `replaceMessageId` instead of the report. */
  as?: 'csv';
}

/** Subscriptions and alerts as the front door uses them (jobs' `SubscriptionService`). */
export interface SubscriptionPort<T extends Target = Target> {
  /** A subscription, or an alert when `alert` is given; `confirmation` is the sentence saying so. */
  create(input: { target: T; query: ReportQuery; schedule: Schedule; creator: Requester; alert?: AlertCondition }, now?: Date): Promise<{ subscription: SubscriptionFacts; confirmation: string }>;
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

/** The jobs runtime as the front door uses it. */
export interface JobsPort {
  /** Queues a report; throws an AppError (one sentence) when it cannot. */
  enqueueReport(order: ReportOrder): Promise<{ correlationId: string }>;
  /** Null without Redis: subscription commands say so. */
  subscriptions: SubscriptionPort | null;
  /**
   * Who may see what: every report, button and new subscription is checked against the
   * conversation's scope before it is queued. Absent: no limits, and `access` commands say so.
   */
  access?: Access;
}

/** What the front door needs: the jobs runtime, the clock and a log. */
export interface FrontDoorPorts {
  jobs: JobsPort;
  logger: Logger;
  /** REPORT_TIMEZONE: the zone a command is read in when it names none. */
  timeZone: string;
  /** The clock commands are read against; tests fix it. Default the real one. */
  now?: () => Date;
  /** Counts each command that is not a report request by platform and kind (reports are counted where they are queued). */
  onCommand?: (platform: string, kind: string) => void;
  /** ADMIN_USERS: user ids that may change access on every platform (and the only ones where the platform has no rule). */
  adminUsers?: readonly string[];
  /** Counts a request refused by access (`reason`: a `RefusalReason`, or `not_admin`). */
  onAccessRefused?: (reason: string) => void;
  /** Counts an access change (`grant`, `revoke`, `reset`). */
  onAccessChanged?: (action: string) => void;
}

/** What comes of carrying out an answer. */
export interface FollowUp {
  /** One more thing to say (a subscription answer, why a report could not start); null: nothing. */
  say: string | null;
  /** The queued report's id, when one was queued. */
  correlationId?: string;
}

export interface FrontDoor {
  /**
   * Typed text: what to say now and what to do (logged and counted). A report or a new
   * subscription the conversation's access does not allow is refused here with one sentence;
   * an allowed report is narrowed to the conversation's properties and discoveries.
   */
  answer<T extends Target>(text: string, conversation: Conversation<T>): Promise<Answer<T>>;
  /** A report button's value, checked like typed text; the message it is on (`replaceMessageId`) is updated in place. */
  answerButton<T extends Target>(value: unknown, conversation: Conversation<T>, replaceMessageId?: string): Promise<Answer<T>>;
  /** Does what the answer says; never throws (failures become the sentence to say). */
  carryOut<T extends Target>(answer: Answer<T>, conversation: Conversation<T>): Promise<FollowUp>;
  /**
   * Pause or Resume (an App Home button) of a subscription of the conversation: a resume is
   * access-checked like a new subscription, since it starts posting again. The sentence to say;
   * never throws.
   */
  setPaused<T extends Target>(id: string, paused: boolean, conversation: Conversation<T>): Promise<{ ok: boolean; say: string }>;
}

/** When the store of scopes cannot be read: refused, never let through. */
export const ACCESS_UNAVAILABLE = 'I could not check what this channel may see right now; try again in a minute.';
/** The one sentence a non-admin gets for `access grant|revoke|reset`. */
export const NOT_ADMIN = 'Only an admin can change what this channel may see; ask a workspace admin (or one listed in ADMIN_USERS) to do it.';

export function createFrontDoor(ports: FrontDoorPorts): FrontDoor {
  const { logger } = ports;
  const clock = (): Clock => ({ now: ports.now?.() ?? new Date(), timeZone: ports.timeZone });
  const fieldsOf = (c: Conversation) => c.logFields ?? {};

  async function enqueue(work: Extract<Answer['then'], { kind: 'report' }>, conversation: Conversation): Promise<FollowUp> {
    const platform = work.target.platform;
    const { query } = work;
    try {
      const { correlationId } = await ports.jobs.enqueueReport({
        query,
        target: work.target,
        requester: work.requester,
        requestedAt: work.requestedAt,
        ...(conversation.correlationId ? { correlationId: conversation.correlationId } : {}),
        ...(work.replaceMessageId ? { replaceMessageId: work.replaceMessageId } : {}),
        ...(work.as ? { as: work.as } : {}),
      });
      logger.info({ event: `${platform}_report_enqueued`, correlationId, report: query.report, range: query.range, ...fieldsOf(conversation) }, 'report enqueued');
      return { say: null, correlationId };
    } catch (err) {
      logger.error({ event: `${platform}_enqueue_failed`, report: query.report, err }, 'could not enqueue a report');
      return { say: conversation.voice.finish(`I could not start that report. ${userMessageOf(err)}`) };
    }
  }


  /**
   * The access check of a report (narrowed to the scope) or a new subscription or alert
   * (checked only: the stored query is narrowed again at each firing, against the scope of
   * that day).
   */
  async function gate<T extends Target>(a: Answer<T>, conversation: Conversation<T>, where: 'command' | 'button'): Promise<Answer<T>> {
    const access = ports.jobs.access;
    const work = a.then;
    const created = work.kind === 'subscription' && (work.command.kind === 'subscribe' || work.command.kind === 'alert') ? work.command.query : null;
    const query = work.kind === 'report' ? work.query : created;
    if (!access || query === null) return a;
    const refuse = (code: string, said: string): Answer<T> => ({ ...a, code, say: conversation.voice.finish(inVoice(said, conversation.voice)), then: { kind: 'none' } });
    let checked: Awaited<ReturnType<Access['check']>>;
    try {
      checked = await access.check(conversation.target, query);
    } catch (err) {
      logger.error({ event: 'access_check_failed', where, report: query.report, err: String(err), ...fieldsOf(conversation) }, "could not read the conversation's access");
      return refuse('access_unavailable', ACCESS_UNAVAILABLE);
    }
    if (!checked.ok) {
      logger.warn(
        { event: 'access_refused', ...fieldsOf(conversation), where, reason: checked.reason, report: query.report, conversation: access.conversationKey(conversation.target), userId: conversation.requester.userId },
        "refused by the conversation's access scope",
      );
      ports.onAccessRefused?.(checked.reason);
      return refuse('access_refused', checked.message);
    }
    if (work.kind !== 'report' || checked.query === work.query) return a;
    return { ...a, say: a.say === null ? null : workingText(checked.query, conversation.voice), then: { ...work, query: checked.query } };
  }

  /** The reply to `access`, `access grant|revoke …` or `access reset`; never throws. */
  async function accessReply(command: AccessCommand, conversation: Conversation): Promise<string> {
    const access = ports.jobs.access;
    if (!access) return 'Access is not limited in this bot: every conversation sees everything.';
    const { target, requester } = conversation;
    const key = access.conversationKey(target);
    // The access key last: it names the conversation the same way on every platform.
    const fields = { ...fieldsOf(conversation), conversation: key, userId: requester.userId };
    try {
      if (command.action === 'show') {
        const { scope, stored } = await access.scopeOf(target);
        return describeScope(scope, stored, peopleReportKinds());
      }
      if (!(await isAdmin(conversation))) {
        logger.warn({ event: 'access_refused', where: 'access_change', reason: 'not_admin', action: command.action, ...fields }, 'access change by a non-admin refused');
        ports.onAccessRefused?.('not_admin');
        return NOT_ADMIN;
      }
      if (command.action === 'reset') {
        await access.save(target, null);
        logger.info({ event: 'access_changed', action: 'reset', ...fields }, 'conversation access reset to the default');
        ports.onAccessChanged?.('reset');
        return `Done: this channel follows the default again.\n${describeScope(access.fallback, false, peopleReportKinds())}`;
      }
      const { scope, stored } = await access.scopeOf(target);
      const changed = applyChange(stored ? scope : null, access.fallback, command.action, command.change ?? {}, allReportKinds());
      if (!changed.ok) return changed.message;
      await access.save(target, changed.scope);
      logger.info({ event: 'access_changed', action: command.action, change: command.change, scope: changed.scope, ...fields }, 'conversation access changed');
      ports.onAccessChanged?.(command.action);
      return `Done. ${describeScope(changed.scope, true, peopleReportKinds())}`;
    } catch (err) {
      logger.error({ event: 'access_command_failed', action: command.action, err: String(err), ...fields }, 'access command failed');
      return command.action === 'show' ? ACCESS_UNAVAILABLE : "I could not change this channel's access right now; nothing was changed. Try again in a minute.";
    }
  }

  /** ADMIN_USERS first (no platform call), then the platform's own rule. */
  async function isAdmin(conversation: Conversation): Promise<boolean> {
    if (ports.adminUsers?.includes(conversation.requester.userId)) return true;
    return (await conversation.isAdmin?.()) ?? false;
  }

  return {
    async answer(text, conversation) {
      const a = await gate(answer(text, conversation, clock()), conversation, 'command');
      const platform = conversation.target.platform;
      if (a.kind !== 'report') ports.onCommand?.(platform, a.kind);
      logger.info({ event: `${platform}_command`, kind: a.kind, code: a.code, ...fieldsOf(conversation) }, `${platform} command`);
      return a;
    },
    async answerButton(value, conversation, replaceMessageId) {
      const a = await gate(answerButton(value, conversation, clock(), replaceMessageId), conversation, 'button');
      const platform = conversation.target.platform;
      if (a.then.kind === 'none' && a.code === 'stale_button') logger.warn({ event: `${platform}_action_rejected`, ...fieldsOf(conversation) }, 'button value did not validate');
      else logger.info({ event: `${platform}_action`, action: a.action, code: a.code, ...fieldsOf(conversation) }, 'report button');
      return a;
    },
    async carryOut(a, conversation) {
      const work = a.then;
      switch (work.kind) {
        case 'none':
          return { say: null };
        case 'report':
          return enqueue(work, conversation);
        case 'access':
          return { say: conversation.voice.finish(inVoice(await accessReply(work.command, conversation), conversation.voice)) };
        case 'subscription': {
          const said = await answerSubscriptionCommand(ports.jobs.subscriptions, work.command, {
            target: work.target,
            requester: work.requester,
            now: work.now,
            logger,
            confirm: conversation.confirmSubscription?.bind(conversation),
          });
          return { say: said === null ? null : conversation.voice.finish(said) };
        }
        case 'snooze':
          return { say: conversation.voice.finish(await snoozeAlert(ports.jobs.subscriptions, work, logger)) };
      }
    },
    async setPaused(id, paused, conversation) {
      const service = ports.jobs.subscriptions;
      const say = (ok: boolean, text: string) => ({ ok, say: conversation.voice.finish(inVoice(text, conversation.voice)) });
      if (!service) return say(false, SUBSCRIPTIONS_NEED_REDIS);
      const key = service.conversationKey(conversation.target);
      try {
        const sub = (await service.list(key)).find((s) => s.id === id.trim().toLowerCase());
        if (!sub) return say(false, notFoundText(id));
        if (!paused) {
          // A resume is a subscription starting again: the channel's scope must allow it today.
          const created = { kind: 'subscribe', query: sub.query, schedule: sub.schedule } as SubscriptionCommand;
          const checked = await gate({ kind: 'subscribe', say: null, then: { kind: 'subscription', command: created, target: conversation.target, requester: conversation.requester, now: clock().now } }, conversation, 'button');
          if (checked.then.kind === 'none') return { ok: false, say: checked.say ?? ACCESS_UNAVAILABLE };
        }
        await service.setPaused(sub.id, key, paused, clock().now);
        logger.info({ event: paused ? 'subscription_paused_by_person' : 'subscription_resumed_by_person', subscriptionId: sub.id, userId: conversation.requester.userId, ...fieldsOf(conversation) }, 'subscription paused or resumed');
        return say(true, `${paused ? 'Paused' : 'Resumed'} \`${sub.id}\` (${describeSubscriptionQuery(sub)}).`);
      } catch (err) {
        if (err instanceof AppError) return say(false, err.userMessage);
        logger.error({ event: 'subscription_pause_failed', subscriptionId: id, err: String(err) }, 'could not pause or resume a subscription');
        return say(false, SUBSCRIPTIONS_UNAVAILABLE);
      }
    },
  };
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
        const created = await service.create({ target: ctx.target, query: command.query, schedule: command.schedule, creator: ctx.requester, ...alert }, now);
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
        ctx.logger?.info({ event: 'subscription_refused', subscriptionId, conversation: key }, 'bot cannot post in the conversation; subscription undone');
        return refusal;
      }
      case 'subscriptions':
        return subscriptionListText((await service.list(key)).filter((s) => !isAlert(s)), now, (schedule, at) => service.nextRunAt(schedule, at));
      case 'alerts': {
        const alerts = (await service.list(key)).filter(isAlert);
        const statuses = await service.alertStatuses(alerts.map((a) => a.id));
        return alertListText(alerts, statuses, now, (schedule, at) => service.nextRunAt(schedule, at), service.currency);
      }
      case 'unsubscribe':
        return (await service.remove(command.id, key)).message;
    }
  } catch (err) {
    if (err instanceof AppError) return err.userMessage;
    ctx.logger?.error({ event: 'subscription_command_failed', command: command.kind, conversation: key, err: String(err) }, 'subscription command failed');
    return SUBSCRIPTIONS_UNAVAILABLE;
  }
}

/** The reply to a Snooze button under an alert; never throws. */
async function snoozeAlert<T extends Target>(service: SubscriptionPort<T> | null, work: Extract<Answer<T>['then'], { kind: 'snooze' }>, logger: Logger): Promise<string> {
  if (!service) return SUBSCRIPTIONS_NEED_REDIS;
  const until = new Date(work.now.getTime() + work.days * 24 * 3600 * 1000);
  try {
    const snoozed = await service.snooze(work.alertId, service.conversationKey(work.target), until);
    if (!snoozed || !isAlert(snoozed)) return noAlertText(work.alertId);
    logger.info({ event: 'alert_snoozed', subscriptionId: snoozed.id, until: until.toISOString() }, 'alert snoozed');
    return snoozedText(snoozed, until, work.now, service.currency);
  } catch (err) {
    if (err instanceof AppError) return err.userMessage;
    logger.error({ event: 'alert_snooze_failed', subscriptionId: work.alertId, err: String(err) }, 'could not snooze an alert');
    return SUBSCRIPTIONS_UNAVAILABLE;
  }
}
