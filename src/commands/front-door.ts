/**
 * The one front door: every platform's receiver hands typed text and button clicks here and
 * gets back what to say. `answer` and `answerButton` read the command (answer.ts, pure) and
 * pass it through the access gate; `carryOut` does the work the answer names through the
 * ports it was given (queue a report here; access and subscription commands in replies.ts) and
 * says what comes of it. The command log line, the command counter and the enqueue failure
 * sentence exist once, here.
 */
import { AppError, userMessageOf } from '../errors.js';
import { message } from '../messages/index.js';
import type { ReportQuery } from '../query/index.js';
import type { Access } from '../access/index.js';
import { READING_ACTION } from '../render/actions.js';
import {
  answer,
  answerButton,
  answerInThread,
  inVoice,
  isReadingButton,
  readingText,
  type Answer,
  type Clock,
  type Conversation,
  type SubscriptionCommand,
  type Target,
} from './answer.js';
import {
  ACCESS_UNAVAILABLE,
  accessOverview,
  accessReply,
  answerSubscriptionCommand,
  snoozeAlert,
  type AccessOverview,
  type AccessReplyPorts,
} from './replies.js';
import type { FrontDoorPorts } from './ports.js';
import { SUBSCRIPTIONS_NEED_REDIS, SUBSCRIPTIONS_UNAVAILABLE, describeSubscriptionQuery, notFoundText } from './subscription-text.js';

/** What comes of carrying out an answer. */
export interface FollowUp {
  /** One more thing to say (a subscription answer, why a report could not start); null: nothing. */
  say: string | null;
  /** The queued report's id, when one was queued. */
  correlationId?: string;
}

/** What a person did: typed to the bot, replied in a thread without addressing it, or pressed a button. */
export type Asked =
  | { text: string }
  /** A message in a thread that is not addressed to the bot (Slack: a reply without a mention). */
  | { reply: string }
  /** A report button's value; `messageId` is the message it is on, updated in place. */
  | { button: unknown; messageId?: string };

/** What came of a request: the answer, and what carrying it out said and queued. */
export interface Handled<T extends Target = Target> {
  answer: Answer<T>;
  followUp: FollowUp;
}

export interface FrontDoor {
  /**
   * A request, whole: read against the thread's last report, checked against the
   * conversation's access (a report is narrowed to its properties and discoveries, anything not
   * allowed refused in one sentence), logged and counted; acknowledged at once through the
   * conversation (`acknowledge`); then, once the reader's locale is known, carried out (a report
   * queued, a subscription kept), and what came of it said (`say`). Null for a reply in a
   * thread that was not put to the bot (`answerInThread` in answer.ts says when it is). Never
   * throws: failures become the sentence said.
   */
  handle<T extends Target>(asked: Asked, conversation: Conversation<T>): Promise<Handled<T> | null>;
  /**
   * Typed text read and checked as `handle` does, carrying nothing out: for a preview that runs
   * the report itself (Teams' message extension).
   */
  answer<T extends Target>(text: string, conversation: Conversation<T>): Promise<Answer<T>>;
  /**
   * Pause or Resume (an App Home button) of a subscription of the conversation: a resume is
   * access-checked like a new subscription, since it starts posting again. The sentence to say;
   * never throws.
   */
  setPaused<T extends Target>(id: string, paused: boolean, conversation: Conversation<T>): Promise<{ ok: boolean; say: string }>;
  /**
   * What the access policy lets each of `targets` see, for an admin as `access grant` decides
   * (ADMIN_USERS or the platform's rule), null for anyone else: the App Home's admin section.
   */
  accessOverview<T extends Target>(
    asker: Pick<Conversation<T>, 'requester' | 'isAdmin' | 'logFields'>,
    targets: readonly T[],
  ): Promise<AccessOverview<T> | null>;
}

export function createFrontDoor(ports: FrontDoorPorts): FrontDoor {
  const { logger } = ports;
  const clock = (): Clock => ({
    now: ports.now?.() ?? new Date(),
    timeZone: ports.timeZone,
    names: ports.names?.(),
    holidayCountry: ports.holidayCountry,
  });
  const fieldsOf = (c: Conversation) => c.logFields ?? {};
  const accessPorts: AccessReplyPorts = {
    access: ports.jobs.access,
    logger,
    adminUsers: ports.adminUsers,
    onAccessRefused: ports.onAccessRefused,
    onAccessChanged: ports.onAccessChanged,
  };

  async function enqueue(work: Extract<Answer['then'], { kind: 'report' }>, conversation: Conversation): Promise<FollowUp> {
    const platform = work.target.platform;
    const { query } = work;
    try {
      const { correlationId } = await ports.jobs.enqueueReport({
        query,
        target: work.target,
        ...(conversation.accessTarget ? { accessTarget: conversation.accessTarget } : {}),
        requester: work.requester,
        requestedAt: work.requestedAt,
        ...(conversation.correlationId ? { correlationId: conversation.correlationId } : {}),
        ...(work.replaceMessageId ? { replaceMessageId: work.replaceMessageId } : {}),
        ...(work.as ? { as: work.as } : {}),
      });
      logger.info(
        { event: `${platform}_report_enqueued`, correlationId, report: query.report, range: query.range, ...fieldsOf(conversation) },
        'report enqueued',
      );
      return { say: null, correlationId };
    } catch (err) {
      logger.error({ event: `${platform}_enqueue_failed`, report: query.report, err }, 'could not enqueue a report');
      return {
        say: conversation.voice.finish(
          message('reply.enqueueFailed', { reason: userMessageOf(err, conversation.requester.locale) }, conversation.requester.locale),
        ),
      };
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
    const refuse = (code: string, said: string): Answer<T> => ({
      ...a,
      code,
      say: conversation.voice.finish(inVoice(said, conversation.voice)),
      then: { kind: 'none' },
    });
    let checked: Awaited<ReturnType<Access['check']>>;
    try {
      checked = await access.check(conversation.accessTarget ?? conversation.target, query);
    } catch (err) {
      logger.error(
        { event: 'access_check_failed', where, report: query.report, err: String(err), ...fieldsOf(conversation) },
        "could not read the conversation's access",
      );
      return refuse('access_unavailable', ACCESS_UNAVAILABLE);
    }
    if (!checked.ok) {
      logger.warn(
        {
          event: 'access_refused',
          ...fieldsOf(conversation),
          where,
          reason: checked.reason,
          report: query.report,
          conversation: access.conversationKey(conversation.target),
          userId: conversation.requester.userId,
        },
        "refused by the conversation's access scope",
      );
      ports.onAccessRefused?.(checked.reason);
      return refuse('access_refused', checked.message);
    }
    if (work.kind !== 'report' || checked.query === work.query) return a;
    const narrowed = a.say === null ? null : readingText(checked.query, a.notes, conversation.voice, conversation.requester.locale);
    return { ...a, say: narrowed, then: { ...work, query: checked.query } };
  }

  /** The report a thread asked last, as allowed by its access (`a` is gated): what its next follow-up changes. */
  function remember(thread: string | undefined, a: Answer): void {
    if (!thread || !ports.followUps || a.then.kind !== 'report') return;
    ports.followUps.remember(thread, a.then.query).catch((err: unknown) => {
      logger.warn({ event: 'follow_up_not_kept', err: String(err) }, 'could not keep the report for follow-ups');
    });
  }

  /** The thread's last report, which a follow-up changes; a store that cannot be read costs the follow-up, never the answer. */
  async function previousOf(conversation: Conversation): Promise<ReportQuery | undefined> {
    const thread = conversation.followUpKey;
    if (!thread || !ports.followUps) return undefined;
    return (await ports.followUps.last(thread).catch(() => null)) ?? undefined;
  }

  /** Typed text, read against the thread's last report, checked, kept for the next follow-up, logged and counted. */
  async function readText<T extends Target>(text: string, conversation: Conversation<T>): Promise<Answer<T>> {
    return logged(await gate(answer(text, conversation, clock(), await previousOf(conversation)), conversation, 'command'), conversation, true);
  }

  /** A reply in a thread not addressed to the bot: null, with nothing logged, counted or kept, unless it was put to the bot. */
  async function readReply<T extends Target>(text: string, conversation: Conversation<T>): Promise<Answer<T> | null> {
    const previous = await previousOf(conversation);
    const read = previous ? answerInThread(text, conversation, clock(), previous) : null;
    return read && logged(await gate(read, conversation, 'command'), conversation, false);
  }

  function logged<T extends Target>(a: Answer<T>, conversation: Conversation<T>, counted: boolean): Answer<T> {
    remember(conversation.followUpKey, a);
    const platform = conversation.target.platform;
    if (counted && a.kind !== 'report') ports.onCommand?.(platform, a.kind);
    logger.info({ event: `${platform}_command`, kind: a.kind, code: a.code, ...fieldsOf(conversation) }, `${platform} command`);
    return a;
  }

  /**
   * A report button's value, checked like typed text. A reading's button (under a question back)
   * is its command, read as typed text is (against the thread's last report).
   */
  async function readButton<T extends Target>(value: unknown, conversation: Conversation<T>, replaceMessageId?: string): Promise<Answer<T>> {
    const previous = isReadingButton(value) ? await previousOf(conversation) : undefined;
    const a = await gate(answerButton(value, conversation, clock(), replaceMessageId, previous), conversation, 'button');
    // A button (By channel) changes the report on screen: a follow-up after it builds on that.
    if (a.then.kind === 'report' && a.then.as !== 'csv') remember(conversation.followUpKey, a);
    const platform = conversation.target.platform;
    if (a.then.kind === 'none' && a.code === 'stale_button')
      logger.warn({ event: `${platform}_action_rejected`, ...fieldsOf(conversation) }, 'button value did not validate');
    else logger.info({ event: `${platform}_action`, action: a.action, code: a.code, ...fieldsOf(conversation) }, 'report button');
    return a;
  }

  /** Does what the answer says; never throws (failures become the sentence to say). */
  async function carryOut<T extends Target>(a: Answer<T>, conversation: Conversation<T>): Promise<FollowUp> {
    const work = a.then;
    switch (work.kind) {
      case 'none':
        return { say: null };
      case 'report':
        return enqueue(work, conversation);
      case 'access':
        return { say: conversation.voice.finish(inVoice(await accessReply(work.command, conversation, accessPorts), conversation.voice)) };
      case 'subscription': {
        const said = await answerSubscriptionCommand(ports.jobs.subscriptions, work.command, {
          target: work.target,
          requester: work.requester,
          now: work.now,
          logger,
          confirm: conversation.confirmSubscription?.bind(conversation),
        });
        // In the platform's own words: `unsubscribe <id>` in Teams, where there is no `/report`.
        return { say: said === null ? null : conversation.voice.finish(inVoice(said, conversation.voice)) };
      }
      case 'snooze':
        return { say: conversation.voice.finish(await snoozeAlert(ports.jobs.subscriptions, work, logger)) };
    }
  }

  /**
   * The one place a reader's locale is settled: what the request carried, else what the
   * platform knows without asking, else (for work that writes in it: a report, a kept
   * subscription) what the platform says when asked, once the request is acknowledged.
   */
  async function withReaderLocale<T extends Target>(a: Answer<T>, conversation: Conversation<T>): Promise<[Answer<T>, Conversation<T>]> {
    const work = a.then;
    if (conversation.requester.locale || !conversation.readerLocale || (work.kind !== 'report' && work.kind !== 'subscription'))
      return [a, conversation];
    const locale = await conversation.readerLocale.ask().catch(() => undefined);
    if (!locale) return [a, conversation];
    const requester = { ...conversation.requester, locale };
    return [
      { ...a, then: { ...work, requester } },
      { ...conversation, requester },
    ];
  }

  const warn = (event: string) => (err: unknown) => logger.warn({ event, err: String(err) }, 'could not answer the person');

  return {
    async handle(asked, asking) {
      // What the platform knows of the person's locale without asking: the weeks of what they typed start where they live.
      const known = asking.requester.locale ?? asking.readerLocale?.known();
      const conversation = known ? { ...asking, requester: { ...asking.requester, locale: known } } : asking;
      const a =
        'text' in asked
          ? await readText(asked.text, conversation)
          : 'reply' in asked
            ? await readReply(asked.reply, conversation)
            : await readButton(asked.button, conversation, asked.messageId);
      if (a === null) return null;
      const reading = a.action === READING_ACTION && a.then.kind === 'report';
      await conversation
        .acknowledge?.(a.say === null ? null : { text: a.say, clarify: a.clarify, replacesQuestion: reading, report: a.then.kind === 'report' })
        .catch(warn(`${conversation.target.platform}_reply_failed`));
      if (a.then.kind === 'none') return { answer: a, followUp: { say: null } };
      const [work, reader] = await withReaderLocale(a, conversation);
      const followUp = await carryOut(work, reader);
      if (followUp.say !== null) await conversation.say?.(followUp.say).catch(warn(`${conversation.target.platform}_reply_failed`));
      return { answer: a, followUp };
    },
    answer: readText,
    accessOverview: (asker, targets) => accessOverview(asker, targets, accessPorts),
    async setPaused(id, paused, conversation) {
      const service = ports.jobs.subscriptions;
      const say = (ok: boolean, text: string) => ({ ok, say: conversation.voice.finish(inVoice(text, conversation.voice)) });
      if (!service) return say(false, SUBSCRIPTIONS_NEED_REDIS);
      const key = service.conversationKey(conversation.target);
      try {
        const sub = (await service.list(key)).find((s) => s.id === id.trim().toLowerCase());
        if (!sub) return say(false, notFoundText(id, conversation.requester.locale));
        if (!paused) {
          // A resume is a subscription starting again: the channel's scope must allow it today.
          const created = { kind: 'subscribe', query: sub.query, schedule: sub.schedule } as SubscriptionCommand;
          const checked = await gate(
            {
              kind: 'subscribe',
              say: null,
              then: { kind: 'subscription', command: created, target: conversation.target, requester: conversation.requester, now: clock().now },
            },
            conversation,
            'button',
          );
          if (checked.then.kind === 'none') return { ok: false, say: checked.say ?? ACCESS_UNAVAILABLE };
        }
        await service.setPaused(sub.id, key, paused, clock().now);
        logger.info(
          {
            event: paused ? 'subscription_paused_by_person' : 'subscription_resumed_by_person',
            subscriptionId: sub.id,
            userId: conversation.requester.userId,
            ...fieldsOf(conversation),
          },
          'subscription paused or resumed',
        );
        const words = { paused: paused ? 'yes' : 'no', id: sub.id, query: describeSubscriptionQuery(sub) };
        return say(true, message('subscription.pausedByPerson', words, conversation.requester.locale));
      } catch (err) {
        if (err instanceof AppError) return say(false, userMessageOf(err, conversation.requester.locale));
        logger.error({ event: 'subscription_pause_failed', subscriptionId: id, err: String(err) }, 'could not pause or resume a subscription');
        return say(false, SUBSCRIPTIONS_UNAVAILABLE);
      }
    },
  };
}
