/**
 * How the Slack receiver answers a person, whatever they typed in (a slash command, a button, a
 * mention, a DM, a reply in a thread): the conversation the front door is given, where its
 * follow-ups are kept, the reply at once and the work after it.
 */
import type { WebClient } from '@slack/web-api';
import type { Answer, Conversation, FrontDoor } from '../../src/commands/index.js';
import type { Logger } from '../../src/log.js';
import type { SlackMessage } from '../../src/render/block-kit.js';
import { slackClarifyMessage } from '../../src/render/clarify.js';
import { isNotHere, platformCode } from './errors.js';
import { withReaderLocale, type SlackLocales } from './locales.js';
import { CANNOT_POST_HERE, SLACK_VOICE } from './message.js';
import type { SlackTarget } from './target.js';

/** What answering needs: the front door, the Web API client, the log and where each person's locale is found. */
export interface SlackAnswering {
  door: FrontDoor;
  client: WebClient;
  logger: Logger;
  locales: SlackLocales;
}

/** Where a command was typed, and how to answer the person who typed it. */
export interface SlackConversation extends Conversation<SlackTarget> {
  /** One message to the person who asked: ephemeral, except in a direct message with the bot. */
  reply(text: string, blocks?: SlackMessage['blocks']): Promise<void>;
}

/** What to say at once, as a Slack message: a question back gets a button per reading. */
export function replyOf(answer: Answer<SlackTarget>): SlackMessage | null {
  if (answer.say === null) return null;
  return answer.clarify ? slackClarifyMessage(answer.clarify, answer.say) : { text: answer.say, blocks: [] };
}

/**
 * Where a follow-up finds the report it changes: a thread's own (a mention and the replies under
 * it), else the person's in that channel (slash commands, which Slack never threads).
 */
export function followUpKey(teamId: string, channelId: string, userId: string, threadTs?: string): string {
  return threadTs ? `slack:${teamId}:${channelId}:${threadTs}` : `slack:${teamId}:${channelId}:u:${userId}`;
}

/** Slack retries an event it thinks was lost; the event id makes the retry the same job. */
export function eventCorrelationId(body: unknown): string | undefined {
  const eventId = (body as { event_id?: string }).event_id;
  return eventId && /^[A-Za-z0-9_-]{4,64}$/.test(eventId) ? `m-${eventId}` : undefined;
}

/** A message answered (a mention, a DM, a reply in a thread): the reply at once, then the work it names. */
export async function replyAndFollowUp(deps: SlackAnswering, conv: SlackConversation, answer: Answer<SlackTarget>): Promise<void> {
  const reply = replyOf(answer);
  if (reply !== null)
    await conv
      .reply(reply.text, reply.blocks)
      .catch((err: unknown) => deps.logger.warn({ event: 'slack_reply_failed', err }, 'could not answer a message'));
  await followUp(deps, conv, answer);
}

/** Does what the answer says, and tells the person what came of it (failures included). */
export async function followUp(deps: SlackAnswering, asked: SlackConversation, answered: Answer<SlackTarget>): Promise<void> {
  // The reply or ack is out already: the person's locale is looked up now, not before it.
  const { conv, answer } = await withReaderLocale(deps.locales, asked, answered);
  const { say } = await deps.door.carryOut(answer, conv);
  if (say !== null) await conv.reply(say).catch((err: unknown) => deps.logger.warn({ event: 'slack_reply_failed', err }, 'could not send a reply'));
}

/**
 * A subscription's confirmation goes through the Web API on purpose: if the bot cannot post
 * here, this fails now, and the subscription is undone instead of failing silently every week.
 */
export async function confirmInChannel(deps: SlackAnswering, target: SlackTarget, text: string): Promise<string | null> {
  try {
    await deps.client.chat.postEphemeral({
      channel: target.channelId,
      user: target.userId,
      thread_ts: target.threadTs,
      text: SLACK_VOICE.finish(text),
    });
    return null;
  } catch (err) {
    if (isNotHere(platformCode(err))) return CANNOT_POST_HERE;
    throw err;
  }
}
