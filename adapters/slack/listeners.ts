/**
 * The Bolt listeners: `/report`, the report buttons and @mentions. Each one acks first
 * (Slack gives three seconds; we answer in milliseconds), hands the text or the button to the
 * front door, and only translates its answer into Slack: the ack or an ephemeral message now,
 * and one more ephemeral message when the work says something. The report itself is made by
 * the job worker and posted by the deliverer.
 */
import type { App, BlockAction, ButtonAction, SlashCommand } from '@slack/bolt';
import type { WebClient } from '@slack/web-api';
import type { Answer, Conversation, FrontDoor } from '../../src/commands/index.js';
import type { Logger } from '../../src/log.js';
import { ACTION_ID_PREFIX } from '../../src/render/actions.js';
import type { SlackTarget } from '../../jobs/targets.js';
import { SLASH_COMMAND } from './constants.js';
import { NOT_HERE } from './deliverer.js';
import { platformCode } from './errors.js';
import { CANNOT_POST_HERE, SLACK_VOICE } from './message.js';
import type { PostResponse } from './response-url.js';

export interface ListenerDeps {
  door: () => FrontDoor;
  client: WebClient;
  logger: Logger;
  postResponse: PostResponse;
}

/** Where a command was typed, and how to answer the person who typed it. */
interface SlackConversation extends Conversation<SlackTarget> {
  /** One ephemeral message to the person who asked. */
  reply(text: string): Promise<void>;
}

export function registerListeners(app: App, deps: ListenerDeps): void {
  app.command(SLASH_COMMAND, async ({ command, ack }) => {
    const conv = commandConversation(deps, command);
    const answer = deps.door().answer(command.text ?? '', conv);
    // The ack is the reply for report, help and error: it needs no further round trip.
    await ack(answer.say === null ? undefined : { response_type: 'ephemeral', text: answer.say });
    await followUp(deps, conv, answer);
  });

  app.action<BlockAction<ButtonAction>>({ type: 'block_actions', action_id: new RegExp(`^${ACTION_ID_PREFIX}`) }, async ({ ack, body, action }) => {
    await ack();
    const channelId = body.channel?.id ?? (body.container.channel_id as string | undefined);
    const ts = body.message?.ts ?? (body.container.message_ts as string | undefined);
    const reply = (text: string) => deps.postResponse(body.response_url, { response_type: 'ephemeral', replace_original: false, text });
    if (!channelId || !ts) {
      deps.logger.warn({ event: 'slack_action_rejected', actionId: action.action_id, channel: channelId }, 'button without a message to update');
      await reply('That button cannot be used here.').catch((err: unknown) => deps.logger.warn({ event: 'slack_reply_failed', err }, 'could not answer a button'));
      return;
    }
    const threadTs = body.message?.thread_ts as string | undefined;
    const target: SlackTarget = { platform: 'slack', teamId: body.team?.id ?? body.user.team_id ?? 'unknown', channelId, userId: body.user.id, responseUrl: body.response_url, threadTs };
    const conv: SlackConversation = { target, requester: { userId: body.user.id }, voice: SLACK_VOICE, logFields: { channel: channelId, actionId: action.action_id }, reply };
    // Every button changes the view of the same message: it is updated in place.
    const answer = deps.door().answerButton(action.value, conv, ts);
    if (answer.say !== null) await reply(answer.say).catch((err: unknown) => deps.logger.warn({ event: 'slack_reply_failed', err }, 'could not answer a button'));
    await followUp(deps, conv, answer);
  });

  app.event('app_mention', async ({ event, body }) => {
    if (!event.user) return;
    const user = event.user;
    // Answer in the thread the mention is in, or start one under it.
    const threadTs = event.thread_ts ?? event.ts;
    const teamId = (body as { team_id?: string }).team_id ?? event.team ?? 'unknown';
    const target: SlackTarget = { platform: 'slack', teamId, channelId: event.channel, userId: user, threadTs };
    // Slack retries an event it thinks was lost; the event id makes the retry the same job.
    const eventId = (body as { event_id?: string }).event_id;
    const conv: SlackConversation = {
      target,
      requester: { userId: user },
      voice: SLACK_VOICE,
      correlationId: eventId && /^[A-Za-z0-9_-]{4,64}$/.test(eventId) ? `m-${eventId}` : undefined,
      logFields: { channel: event.channel, via: 'mention' },
      reply: async (text) => {
        await deps.client.chat.postEphemeral({ channel: event.channel, user, thread_ts: threadTs, text });
      },
      confirmSubscription: (text) => confirmInChannel(deps, target, text),
    };
    const answer = deps.door().answer(event.text, conv);
    if (answer.say !== null) await conv.reply(answer.say).catch((err: unknown) => deps.logger.warn({ event: 'slack_reply_failed', err }, 'could not answer a mention'));
    await followUp(deps, conv, answer);
  });
}

/** Does what the answer says, and tells the person what came of it (failures included). */
async function followUp(deps: ListenerDeps, conv: SlackConversation, answer: Answer<SlackTarget>): Promise<void> {
  const { say } = await deps.door().carryOut(answer, conv);
  if (say !== null) await conv.reply(say).catch((err: unknown) => deps.logger.warn({ event: 'slack_reply_failed', err }, 'could not send a reply'));
}

function commandConversation(deps: ListenerDeps, command: SlashCommand): SlackConversation {
  const target: SlackTarget = { platform: 'slack', teamId: command.team_id, channelId: command.channel_id, userId: command.user_id, responseUrl: command.response_url };
  return {
    target,
    requester: { userId: command.user_id },
    voice: SLACK_VOICE,
    logFields: { channel: command.channel_id },
    reply: (text) => deps.postResponse(command.response_url, { response_type: 'ephemeral', replace_original: false, text }),
    confirmSubscription: (text) => confirmInChannel(deps, target, text),
  };
}

/**
 * A subscription's confirmation goes through the Web API on purpose: if the bot cannot post
 * here, this fails now, and the subscription is undone instead of failing silently every week.
 */
async function confirmInChannel(deps: ListenerDeps, target: SlackTarget, text: string): Promise<string | null> {
  try {
    await deps.client.chat.postEphemeral({ channel: target.channelId, user: target.userId, thread_ts: target.threadTs, text });
    return null;
  } catch (err) {
    const code = platformCode(err);
    if (code && NOT_HERE.has(code)) return CANNOT_POST_HERE;
    throw err;
  }
}
