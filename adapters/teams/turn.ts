/**
 * What the bot does with each incoming activity, inside the Agents SDK's turn:
 * - a message with text: the front door's answer (Teams' `<at>` mention and the bot's name
 *   are stripped there); a report gets a typing indicator, "Working on…" and a queued job
 *   whose card arrives as a reply (in a channel, in the thread); help and errors get a text
 *   reply, a question with two readings a card with a button per reading; subscription
 *   commands are answered for the conversation (the channel, not the thread, which the
 *   subscriptions keep by themselves).
 * - a message with a card button's `value`: the changed query is queued to update that card
 *   (a reading's button: its command is run as if typed, its report is a new reply, and the
 *   question's card says "Working on…" in place of its buttons).
 * - `subscribe` alone, or "Subscribe to this" under a report: the subscription form (forms.ts),
 *   whose buttons come back as `adaptiveCard/action` invokes answered with the card to show.
 * - `composeExtension/query` (the message extension's search, extension.ts): report previews;
 *   a button on a card inserted that way (`composeExtension/onCardButtonClicked`) works as on
 *   the bot's own cards, its report arriving as a new message.
 * - installation (`conversationUpdate` with the bot among the members, `installationUpdate`):
 *   the conversation reference is saved, or forgotten on removal.
 * Every message also saves its conversation's reference. Nothing here throws to the SDK:
 * a failure is logged and answered with one sentence, never a stack trace.
 */
import { createHash } from 'node:crypto';
import type { TurnContext } from '@microsoft/agents-hosting';
import type { Conversation, FrontDoor } from '../../src/commands/index.js';
import type { Logger } from '../../src/log.js';
import { teamsClarifyCard, teamsReadingChosenCard } from '../../src/render/clarify.js';
import { toTeamsAttachment, type AdaptiveCard } from '../../src/render/teams.js';
import { isTeamsAdmin } from './admins.js';
import { CardActionSchema, SubscribeActionSchema, holdsOnlyInsertedCards, includesBot, requesterOf, type IncomingActivity } from './activity.js';
import { toActivity, type TurnLogic } from './bot-adapter.js';
import { answerExtensionQuery, type TeamsExtensionDeps } from './extension.js';
import { formAttachment, isBareSubscribe, isFormAction, type TeamsForms } from './forms.js';
import { TEAMS_VOICE, WELCOME_TEXT } from './message.js';
import { baseConversationId, referenceOf, type TeamsReference } from './reference.js';
import type { ConversationReferenceStore } from './reference-store.js';
import { teamsTarget, type TeamsTarget } from './target.js';
import { message } from '../../src/messages/index.js';

export interface TurnDeps {
  door: FrontDoor;
  references: ConversationReferenceStore;
  logger: Logger;
  /** TEAMS_ADMIN_IDS: AAD object ids of the people who may change a conversation's access. */
  adminIds?: readonly string[];
  /** The subscription form (forms.ts). */
  forms: TeamsForms;
  /** Makes a report at once, for the message extension's previews (extension.ts). */
  makeReport?: TeamsExtensionDeps['makeReport'];
  /** The clock of the extension's reports; tests fix it. */
  now?: () => Date;
}

const FAILED = message('teams.turnFailed');

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
        case 'message': {
          await remember(deps, ref);
          const subscribe = SubscribeActionSchema.safeParse(activity.value);
          if (subscribe.success) return await sendForm(context, deps.forms.open(activity, subscribe.data));
          if (isCardAction(activity)) return await onCardAction(deps, context, activity, ref);
          if (isBareSubscribe(activity.text)) return await sendForm(context, deps.forms.open(activity));
          if (holdsOnlyInsertedCards(activity.text)) {
            deps.logger.debug(
              { event: 'teams_inserted_card', conversation },
              'a card inserted from the message extension was shared; nothing to answer',
            );
            return;
          }
          return await onText(deps, context, activity, ref);
        }
        case 'invoke':
          return await onInvoke(deps, context, activity, ref);
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

/** Where a message was typed: the reply goes to it (in a channel, into its thread). */
function conversationOf(deps: TurnDeps, activity: IncomingActivity, ref: TeamsReference): Conversation<TeamsTarget> {
  return {
    target: teamsTarget(ref),
    requester: requesterOf(activity),
    voice: TEAMS_VOICE,
    botName: activity.recipient.name,
    correlationId: correlationIdOf(activity),
    // The whole id: a channel's reply chain is its own (`…;messageid=…`), so is a chat.
    followUpKey: `teams:${activity.conversation.id}`,
    logFields: { conversationType: activity.conversation.conversationType, conversation: baseConversationId(activity.conversation.id) },
    isAdmin: async () => isTeamsAdmin(deps.adminIds ?? [], activity),
  };
}

async function onText(deps: TurnDeps, context: TurnContext, activity: IncomingActivity, ref: TeamsReference): Promise<void> {
  const sending: Promise<unknown>[] = [];
  await deps.door.handle(
    { text: activity.text ?? '' },
    {
      ...conversationOf(deps, activity, ref),
      async acknowledge(said) {
        if (said === null) return;
        // A question back is a card with a button per reading; everything else is text.
        if (said.clarify) return sendCard(context, teamsClarifyCard(said.clarify), said.clarify.question);
        if (!said.report) return say(context, said.text);
        // The typing indicator and "Working on…" are on their way before the report is queued, so they
        // arrive first, but the report does not wait for Teams to answer them (two calls, ~200 ms).
        sending.push(context.sendActivity(toActivity({ type: 'typing' })), say(context, said.text));
      },
      say: (text) => say(context, text),
    },
  );
  // The report is queued: a lost "Working on…" must not be answered with a failure on top.
  await Promise.all(sending).catch((err: unknown) =>
    deps.logger.warn({ event: 'teams_reply_failed', err: String(err) }, 'could not send the typing indicator or "Working on…"'),
  );
}

/**
 * A card button: the same card, updated with the new query (Teams sets replyToId to the card).
 * A reading under a question back is a new report, with "Working on…" said first.
 */
async function onCardAction(deps: TurnDeps, context: TurnContext, activity: IncomingActivity, ref: TeamsReference): Promise<void> {
  const data = CardActionSchema.safeParse(activity.value);
  const sending: Promise<unknown>[] = [];
  await deps.door.handle(
    { button: data.success ? data.data.value : undefined, messageId: activity.replyToId },
    {
      ...conversationOf(deps, activity, ref),
      async acknowledge(said) {
        if (said !== null) {
          // A reading that runs: "Working on…" takes the question's place, as in Slack, so its buttons
          // cannot be pressed twice; a new message only where Teams will not update the card.
          const question = said.replacesQuestion ? activity.replyToId : undefined;
          const inPlace = question !== undefined && (await sayInCard(deps, context, question, said.text));
          if (!inPlace) await say(context, said.text);
        }
        if (said === null || said.report) sending.push(context.sendActivity(toActivity({ type: 'typing' })));
      },
      say: (text) => say(context, text),
    },
  );
  await Promise.all(sending).catch((err: unknown) =>
    deps.logger.warn({ event: 'teams_reply_failed', err: String(err) }, 'could not send the typing indicator'),
  );
}

/**
 * The invokes the bot answers: the form's buttons, the message extension's search and the
 * buttons of cards inserted through it. Any other invoke is left unanswered (the SDK then
 * answers 501 Not Implemented, as Teams expects of an invoke a bot does not handle).
 */
async function onInvoke(deps: TurnDeps, context: TurnContext, activity: IncomingActivity, ref: TeamsReference): Promise<void> {
  const respond = (body?: unknown) => context.sendActivity(toActivity({ type: 'invokeResponse', value: { status: 200, body } }));
  // An answer Teams waits for: a failure is answered with the one sentence, where the person looks.
  const answerWith = async (work: () => Promise<unknown>, failed: unknown) => {
    const body = await work().catch((err: unknown) => {
      deps.logger.error({ event: 'teams_invoke_failed', name: activity.name, err }, 'answering a Teams invoke failed');
      return failed;
    });
    await respond(body);
  };
  const conv = conversationOf(deps, activity, ref);
  switch (activity.name) {
    case 'adaptiveCard/action':
      if (!isFormAction(activity)) return;
      await remember(deps, ref);
      return answerWith(() => deps.forms.act(activity, conv), { statusCode: 200, type: 'application/vnd.microsoft.activity.message', value: FAILED });
    case 'composeExtension/query':
      // Typed in any conversation, the bot's or not: answered, never remembered.
      return answerWith(() => answerExtensionQuery(deps, activity.value, { ...conv, followUpKey: undefined }), {
        composeExtension: { type: 'message', text: FAILED },
      });
    case 'composeExtension/onCardButtonClicked': {
      await respond();
      const subscribe = SubscribeActionSchema.safeParse(activity.value);
      if (subscribe.success) return await sendForm(context, deps.forms.open(activity, subscribe.data));
      // The card is the person's own message: the report it asks for comes as a new one.
      const data = CardActionSchema.safeParse(activity.value);
      await deps.door.handle(
        { button: data.success ? data.data.value : undefined },
        { ...conv, acknowledge: async (said) => (said === null ? undefined : say(context, said.text)), say: (text) => say(context, text) },
      );
      return;
    }
    default:
      return;
  }
}

async function sendForm(context: TurnContext, card: Parameters<typeof formAttachment>[0]): Promise<void> {
  await context.sendActivity(toActivity({ type: 'message', attachments: [formAttachment(card)] }));
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
  await context.sendActivity(toActivity({ type: 'message', text, textFormat: 'markdown' }));
}

/** Updates the card `id` to say `text` (teamsReadingChosenCard); false when Teams would not. */
async function sayInCard(deps: TurnDeps, context: TurnContext, id: string, text: string): Promise<boolean> {
  try {
    await context.updateActivity(toActivity({ type: 'message', id, attachments: [toTeamsAttachment(teamsReadingChosenCard(text))] }));
    return true;
  } catch (err) {
    deps.logger.warn({ event: 'teams_question_update_failed', err: String(err) }, 'could not update the question card; saying it as a new message');
    return false;
  }
}

/** A card as a message; `summary` is what notifications and the chat list show instead of "sent a card". */
async function sendCard(context: TurnContext, card: AdaptiveCard, summary: string): Promise<void> {
  await context.sendActivity(toActivity({ type: 'message', attachments: [toTeamsAttachment(card)], summary }));
}

/** Saving is best effort: a Redis blip must not cost the user their answer. */
async function remember(deps: TurnDeps, ref: TeamsReference): Promise<void> {
  try {
    await deps.references.save(ref);
  } catch (err) {
    deps.logger.warn(
      { event: 'teams_reference_save_failed', conversation: baseConversationId(ref.conversation.id), err: String(err) },
      'could not save the conversation reference',
    );
  }
}

async function installed(deps: TurnDeps, ref: TeamsReference, via: string): Promise<void> {
  await remember(deps, ref);
  deps.logger.info(
    { event: 'teams_installed', via, conversationType: ref.conversation.conversationType, conversation: baseConversationId(ref.conversation.id) },
    'bot added to a Teams conversation',
  );
}

async function forget(deps: TurnDeps, ref: TeamsReference, via: string): Promise<void> {
  await deps.references.delete(ref.conversation.id).catch((err: unknown) => {
    deps.logger.warn({ event: 'teams_reference_delete_failed', err: String(err) }, 'could not forget the conversation reference');
  });
  deps.logger.info(
    { event: 'teams_uninstalled', via, conversation: baseConversationId(ref.conversation.id) },
    'bot removed from a Teams conversation',
  );
}
