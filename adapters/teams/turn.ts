/**
 * What the bot does with each incoming activity, inside botbuilder's turn:
 * - a message with text: `parseCommand` (Teams' `<at>` mention and the bot's name are
 *   stripped there); a report gets a typing indicator, "Working on…" and a queued job whose
 *   card arrives as a reply (in a channel, in the thread); help and errors get a text reply;
 *   subscription commands are answered for the conversation (the channel, not the thread).
 * - a message with a card button's `value`: the changed query is queued to update that card.
 * - installation (`conversationUpdate` with the bot among the members, `installationUpdate`):
 *   the conversation reference is saved, or forgotten on removal.
 * Every message also saves its conversation's reference. Nothing here throws to botbuilder:
 * a failure is logged and answered with one sentence, never a stack trace.
 */
import { createHash } from 'node:crypto';
import type { TurnContext } from 'botbuilder';
import type { Jobs } from '../../jobs/runtime.js';
import { answerSubscriptionCommand } from '../../jobs/subscription-commands.js';
import { userMessageOf } from '../../src/errors.js';
import type { Logger } from '../../src/log.js';
import { parseCommand, type ReportQuery } from '../../src/query/index.js';
import { decodeActionValue, STALE_ACTION_MESSAGE } from '../../src/render/actions.js';
import { CardActionSchema, includesBot, requesterOf, type IncomingActivity } from './activity.js';
import type { TurnLogic } from './bot-adapter.js';
import { baseConversationId, referenceOf, standingReference, teamsTarget, type TeamsReference } from './reference.js';
import type { ConversationReferenceStore } from './reference-store.js';
import { commandErrorText, helpReply, teamsText, WELCOME_TEXT, workingText } from './text.js';

/** The part of the jobs runtime the Teams adapter uses (`startJobs` returns it). */
export type TeamsJobs = Pick<Jobs, 'enqueueReport' | 'subscriptions'>;

export interface TurnDeps {
  jobs: () => TeamsJobs;
  references: ConversationReferenceStore;
  logger: Logger;
  /** The zone commands are read in when they name none (REPORT_TIMEZONE). */
  timeZone: string;
  now: () => Date;
  /** Counts each command that is not a report request (help, errors, subscriptions) by its kind; report requests are counted where they are enqueued. */
  onCommand?: (kind: string) => void;
}

const FAILED = 'Something went wrong on my side while reading that. Please try again in a minute.';

/**
 * A card button's submit: its data comes back as `value`. Our data is recognised even when
 * a client also sends text; any other value without text is treated as a button too (and
 * refused as out of date), so it is not read as an empty command.
 */
function isCardAction(activity: IncomingActivity): boolean {
  if (activity.value === undefined || activity.value === null) return false;
  return !activity.text?.trim() || CardActionSchema.safeParse(activity.value).success;
}

/** The turn logic for one validated activity. */
export function turnLogic(deps: TurnDeps, activity: IncomingActivity): TurnLogic {
  return async (context) => {
    const conversation = baseConversationId(activity.conversation.id);
    try {
      const ref = referenceOf(activity);
      switch (activity.type) {
        case 'message':
          await remember(deps, ref);
          if (isCardAction(activity)) return await onCardAction(deps, context, activity, ref);
          return await onText(deps, context, activity, ref);
        case 'conversationUpdate':
          if (includesBot(activity, activity.membersRemoved)) return await forget(deps, ref, 'conversationUpdate');
          if (includesBot(activity, activity.membersAdded)) {
            await installed(deps, ref, 'conversationUpdate');
            // A personal install opens an empty chat: say what to type. Channels are not greeted.
            if (activity.conversation.conversationType === 'personal') await say(context, WELCOME_TEXT);
          }
          return;
        case 'installationUpdate':
          if (activity.action?.startsWith('remove')) return await forget(deps, ref, 'installationUpdate');
          return await installed(deps, ref, 'installationUpdate');
        default:
          return;
      }
    } catch (err) {
      deps.logger.error({ event: 'teams_turn_failed', type: activity.type, conversation, err }, 'handling a Teams activity failed');
      if (activity.type === 'message') await say(context, FAILED).catch(() => undefined);
    }
  };
}

async function onText(deps: TurnDeps, context: TurnContext, activity: IncomingActivity, ref: TeamsReference): Promise<void> {
  const now = deps.now();
  const parsed = parseCommand(activity.text ?? '', { now, timeZone: deps.timeZone, botName: activity.recipient.name });
  if (parsed.kind !== 'report') deps.onCommand?.(parsed.kind);
  deps.logger.info(
    {
      event: 'teams_command',
      kind: parsed.kind,
      code: parsed.kind === 'error' ? parsed.error.code : undefined,
      conversationType: activity.conversation.conversationType,
      conversation: baseConversationId(activity.conversation.id),
    },
    'Teams command',
  );
  switch (parsed.kind) {
    case 'report':
      await context.sendActivity({ type: 'typing' });
      await say(context, workingText(parsed.query));
      return enqueue(deps, context, activity, ref, parsed.query);
    case 'help':
      return say(context, helpReply(parsed.topic));
    case 'error':
      return say(context, commandErrorText(parsed.error));
    default: {
      // Subscriptions belong to the channel or chat, not to the thread they were typed in.
      const target = teamsTarget(standingReference(ref));
      const text = await answerSubscriptionCommand(deps.jobs().subscriptions, parsed, { target, requester: requesterOf(activity), now, logger: deps.logger });
      return say(context, teamsText(text));
    }
  }
}

/** A card button: the same card, updated with the new query. */
async function onCardAction(deps: TurnDeps, context: TurnContext, activity: IncomingActivity, ref: TeamsReference): Promise<void> {
  const data = CardActionSchema.safeParse(activity.value);
  const decoded = data.success ? decodeActionValue(data.data.value) : null;
  if (!decoded?.ok) {
    deps.logger.warn({ event: 'teams_action_rejected', conversation: baseConversationId(activity.conversation.id) }, 'card action data did not validate');
    return say(context, decoded?.message ?? STALE_ACTION_MESSAGE);
  }
  deps.logger.info({ event: 'teams_action', action: decoded.action, conversation: baseConversationId(activity.conversation.id) }, 'card button');
  await context.sendActivity({ type: 'typing' });
  // Teams sets replyToId to the card the button is on: that card is updated in place.
  await enqueue(deps, context, activity, ref, decoded.query, activity.replyToId);
}

async function enqueue(deps: TurnDeps, context: TurnContext, activity: IncomingActivity, ref: TeamsReference, query: ReportQuery, replaceMessageId?: string): Promise<void> {
  try {
    const { correlationId } = await deps.jobs().enqueueReport({
      query,
      target: teamsTarget(ref),
      requester: requesterOf(activity),
      requestedAt: deps.now().toISOString(),
      correlationId: correlationIdOf(activity),
      replaceMessageId,
    });
    deps.logger.info({ event: 'teams_report_enqueued', correlationId, report: query.report, range: query.range, conversation: baseConversationId(ref.conversation.id) }, 'report enqueued');
  } catch (err) {
    deps.logger.error({ event: 'teams_enqueue_failed', report: query.report, err }, 'could not enqueue a report');
    await say(context, teamsText(`I could not start that report. ${userMessageOf(err)}`)).catch(() => undefined);
  }
}

/**
 * The same activity delivered twice (a retry of the Bot Framework) becomes the same job.
 * Teams message ids are unique within a conversation only, so the conversation is hashed in.
 */
export function correlationIdOf(activity: Pick<IncomingActivity, 'id' | 'conversation'>): string | undefined {
  if (!activity.id) return undefined;
  const digest = createHash('sha256').update(`${activity.conversation.id}\n${activity.id}`).digest('hex');
  return `t-${digest.slice(0, 16)}`;
}

async function say(context: TurnContext, text: string): Promise<void> {
  await context.sendActivity({ type: 'message', text, textFormat: 'markdown' });
}

/** Saving is best effort: a Redis blip must not cost the user their answer. */
async function remember(deps: TurnDeps, ref: TeamsReference): Promise<void> {
  try {
    await deps.references.save(ref);
  } catch (err) {
    deps.logger.warn({ event: 'teams_reference_save_failed', conversation: baseConversationId(ref.conversation.id), err: String(err) }, 'could not save the conversation reference');
  }
}

async function installed(deps: TurnDeps, ref: TeamsReference, via: string): Promise<void> {
  await remember(deps, ref);
  deps.logger.info({ event: 'teams_installed', via, conversationType: ref.conversation.conversationType, conversation: baseConversationId(ref.conversation.id) }, 'bot added to a Teams conversation');
}

async function forget(deps: TurnDeps, ref: TeamsReference, via: string): Promise<void> {
  await deps.references.delete(ref.conversation.id).catch((err: unknown) => {
    deps.logger.warn({ event: 'teams_reference_delete_failed', err: String(err) }, 'could not forget the conversation reference');
  });
  deps.logger.info({ event: 'teams_uninstalled', via, conversation: baseConversationId(ref.conversation.id) }, 'bot removed from a Teams conversation');
}
