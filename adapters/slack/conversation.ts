/**
 * How the Slack receiver answers a person, whatever they typed in (a slash command, a button, a
 * mention, a DM, a reply in a thread): the conversation the front door is given, where its
 * follow-ups are kept, the reply at once and the work after it.
 */
import type { WebClient } from '@slack/web-api';
import type { Acknowledgement, Conversation, FrontDoor } from '../../src/commands/index.js';
import type { Logger } from '../../src/log.js';
import type { SlackMessage } from '../../src/render/block-kit.js';
import { slackClarifyMessage } from '../../src/render/clarify.js';
import { isNotHere, platformCode } from './errors.js';
import type { SlackLocales } from './locales.js';
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
export type SlackConversation = Conversation<SlackTarget>;

/** What is said at once, as a Slack message: a question back gets a button per reading. */
export function acknowledgementMessage(said: Acknowledgement): SlackMessage {
  return said.clarify ? slackClarifyMessage(said.clarify, said.text) : { text: said.text, blocks: [] };
}

/**
 * How a Slack conversation answers through the front door: `send` says a message to the person
 * (at once, and what came of the work after: ephemeral, except in a direct message with the
 * bot), and Slack says their locale when asked.
 */
export function answering(
  deps: Pick<SlackAnswering, 'locales'>,
  userId: string,
  send: (text: string, blocks?: SlackMessage['blocks']) => Promise<void>,
): Pick<SlackConversation, 'acknowledge' | 'say' | 'readerLocale'> {
  return {
    async acknowledge(said) {
      if (said === null) return;
      const m = acknowledgementMessage(said);
      await send(m.text, m.blocks);
    },
    say: (text) => send(text),
    readerLocale: { known: () => deps.locales.known(userId), ask: () => deps.locales.of(userId) },
  };
}

/** Slack retries an event it thinks was lost; the event id makes the retry the same job. */
export function eventCorrelationId(body: unknown): string | undefined {
  const eventId = (body as { event_id?: string }).event_id;
  return eventId && /^[A-Za-z0-9_-]{4,64}$/.test(eventId) ? `m-${eventId}` : undefined;
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
