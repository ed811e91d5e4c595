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
import { alertListText, isAlert, noAlertText, snoozedText, type AlertStatus } from './alert-text.js';
import { answer, answerButton, type Answer, type Clock, type Conversation, type Requester, type SubscriptionCommand, type Target } from './answer.js';
import { SUBSCRIPTIONS_NEED_REDIS, SUBSCRIPTIONS_UNAVAILABLE, subscriptionListText, type SubscriptionFacts } from './subscription-text.js';

/** A report to queue, as the jobs runtime takes it. */
export interface ReportOrder<T extends Target = Target> {
  query: ReportQuery;
  target: T;
  requester: Requester;
  requestedAt: string;
  /** The same request delivered twice (a platform's retry) becomes the same job. */
  correlationId?: string;
  replaceMessageId?: string;
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
}

/** The jobs runtime as the front door uses it. */
export interface JobsPort {
  /** Queues a report; throws an AppError (one sentence) when it cannot. */
  enqueueReport(order: ReportOrder): Promise<{ correlationId: string }>;
  /** Null without Redis: subscription commands say so. */
  subscriptions: SubscriptionPort | null;
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
}

/** What comes of carrying out an answer. */
export interface FollowUp {
  /** One more thing to say (a subscription answer, why a report could not start); null: nothing. */
  say: string | null;
  /** The queued report's id, when one was queued. */
  correlationId?: string;
}

export interface FrontDoor {
  /** Typed text: what to say now and what to do (logged and counted). */
  answer<T extends Target>(text: string, conversation: Conversation<T>): Answer<T>;
  /** A report button's value; the message it is on (`replaceMessageId`) is updated in place. */
  answerButton<T extends Target>(value: unknown, conversation: Conversation<T>, replaceMessageId?: string): Answer<T>;
  /** Does what the answer says; never throws (failures become the sentence to say). */
  carryOut<T extends Target>(answer: Answer<T>, conversation: Conversation<T>): Promise<FollowUp>;
}

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
      });
      logger.info({ event: `${platform}_report_enqueued`, correlationId, report: query.report, range: query.range, ...fieldsOf(conversation) }, 'report enqueued');
      return { say: null, correlationId };
    } catch (err) {
      logger.error({ event: `${platform}_enqueue_failed`, report: query.report, err }, 'could not enqueue a report');
      return { say: conversation.voice.finish(`I could not start that report. ${userMessageOf(err)}`) };
    }
  }

  return {
    answer(text, conversation) {
      const a = answer(text, conversation, clock());
      const platform = conversation.target.platform;
      if (a.kind !== 'report') ports.onCommand?.(platform, a.kind);
      logger.info({ event: `${platform}_command`, kind: a.kind, code: a.code, ...fieldsOf(conversation) }, `${platform} command`);
      return a;
    },
    answerButton(value, conversation, replaceMessageId) {
      const a = answerButton(value, conversation, clock(), replaceMessageId);
      const platform = conversation.target.platform;
      if (a.then.kind === 'none') logger.warn({ event: `${platform}_action_rejected`, ...fieldsOf(conversation) }, 'button value did not validate');
      else logger.info({ event: `${platform}_action`, action: a.action, ...fieldsOf(conversation) }, 'report button');
      return a;
    },
    async carryOut(a, conversation) {
      const work = a.then;
      switch (work.kind) {
        case 'none':
          return { say: null };
        case 'report':
          return enqueue(work, conversation);
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
