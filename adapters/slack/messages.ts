/**
 * Messages the Bolt app reads, as events: a mention of the bot (`app_mention`), a direct
 * message to it (`message.im`), and a reply in a channel thread the bot answered
 * (`message.channels`, `message.groups`). Each becomes a conversation for the front door and
 * is answered where it was typed. The text is handed to the front door and never logged.
 */
import type { App } from '@slack/bolt';
import { isWorkspaceAdmin } from './admins.js';
import { answering, confirmInChannel, eventCorrelationId, type SlackAnswering, type SlackConversation } from './conversation.js';
import { SLACK_VOICE } from './message.js';
import { followUpKey, type SlackTarget } from './target.js';

/** Where a message came from: a channel thread (a mention, a reply) or a DM (`threadTs` only when in a thread). */
interface MessageFrom {
  teamId: string;
  channel: string;
  user: string;
  threadTs?: string;
  body: unknown;
  via: 'mention' | 'thread' | 'dm' | 'assistant';
}

/**
 * The conversation of a message. In a channel thread the person's reply is ephemeral there and
 * the report a reply to the thread; in a DM, where only the person and the bot are, the reply
 * stays, as any message there does (the assistant pane's threads are DMs too).
 */
export function messageConversation(deps: SlackAnswering, m: MessageFrom): SlackConversation {
  const target: SlackTarget = {
    platform: 'slack',
    teamId: m.teamId,
    channelId: m.channel,
    userId: m.user,
    ...(m.threadTs ? { threadTs: m.threadTs } : {}),
  };
  return {
    target,
    requester: { userId: m.user },
    voice: SLACK_VOICE,
    correlationId: eventCorrelationId(m.body),
    followUpKey: followUpKey(m.teamId, m.channel, m.user, m.threadTs),
    logFields: { channel: m.channel, via: m.via },
    ...answering(deps, m.user, async (text, blocks) => {
      const message = { channel: m.channel, thread_ts: m.threadTs, text, ...(blocks?.length ? { blocks } : {}) };
      if (m.via === 'dm' || m.via === 'assistant') await deps.client.chat.postMessage(message);
      else await deps.client.chat.postEphemeral({ ...message, user: m.user });
    }),
    confirmSubscription: (text) => confirmInChannel(deps, target, text),
    isAdmin: () => isWorkspaceAdmin(deps.client, m.user),
  };
}

const teamOf = (body: unknown, team: string | undefined) => (body as { team_id?: string }).team_id ?? team ?? 'unknown';

export function registerMessageListeners(app: App, deps: SlackAnswering): void {
  app.event('app_mention', async ({ event, body }) => {
    if (!event.user) return;
    // Answer in the thread the mention is in, or start one under it.
    const threadTs = event.thread_ts ?? event.ts;
    const conv = messageConversation(deps, {
      teamId: teamOf(body, event.team),
      channel: event.channel,
      user: event.user,
      threadTs,
      body,
      via: 'mention',
    });
    await deps.door.handle({ text: event.text }, conv);
  });

  // A direct message to the bot (its Messages tab): answered in the DM, with follow-ups kept per
  // DM (and per thread in it). Edits, deletions, joins and the bot's own messages carry a
  // subtype or a bot id, and are not questions.
  app.event('message', async ({ event, body }) => {
    if (event.subtype !== undefined) return;
    if (event.channel_type !== 'im' || event.bot_id || event.edited || !event.user || typeof event.text !== 'string') return;
    const conv = messageConversation(deps, {
      teamId: teamOf(body, event.team),
      channel: event.channel,
      user: event.user,
      threadTs: event.thread_ts,
      body,
      via: 'dm',
    });
    await deps.door.handle({ text: event.text }, conv);
  });

  // A reply in a channel thread, not addressed to the bot: "and by channel?" under its report.
  // Slack sends every message of the channels the bot is in; only a reply in a thread whose
  // last report the bot still remembers, that asks for a report other than that one, is
  // answered (the front door decides: `answerInThread`). Top-level messages, edits and other
  // subtypes, bots, and mentions (answered as `app_mention`) are left alone here, before any
  // lookup.
  app.event('message', async ({ event, body, context }) => {
    if (event.subtype !== undefined) return;
    if (event.channel_type !== 'channel' && event.channel_type !== 'group') return;
    if (event.bot_id || event.edited || !event.user || typeof event.text !== 'string') return;
    const threadTs = event.thread_ts;
    if (!threadTs || threadTs === event.ts) return;
    if (context.botUserId && event.text.includes(`<@${context.botUserId}>`)) return;
    const conv = messageConversation(deps, {
      teamId: teamOf(body, event.team),
      channel: event.channel,
      user: event.user,
      threadTs,
      body,
      via: 'thread',
    });
    await deps.door.handle({ reply: event.text }, conv);
  });
}
