/**
 * The Bolt listeners: `/report`, the report buttons and @mentions. Each one acks first
 * (Slack gives three seconds; we answer in milliseconds), then does its work; the report
 * itself is made by the job worker and posted by the deliverer.
 */
import type { App, BlockAction, ButtonAction, SlashCommand } from '@slack/bolt';
import { decodeActionValue, ACTION_ID_PREFIX } from '../../src/render/actions.js';
import { parseCommand } from '../../src/query/index.js';
import { SLASH_COMMAND } from './constants.js';
import { enqueue, handleSubscriptionCommand, immediateText, type Conversation, type HandlerDeps } from './handle.js';
import type { PostResponse } from './response-url.js';

export interface ListenerDeps extends HandlerDeps {
  postResponse: PostResponse;
}

export function registerListeners(app: App, deps: ListenerDeps): void {
  app.command(SLASH_COMMAND, async ({ command, ack }) => {
    const parsed = parseCommand(command.text ?? '', { now: deps.now(), timeZone: deps.timeZone });
    if (parsed.kind !== 'report') deps.onCommand?.(parsed.kind);
    const text = immediateText(parsed);
    // The ack is the reply for report, help and error: it needs no further round trip.
    await ack(text === null ? undefined : { response_type: 'ephemeral', text });
    deps.logger.info({ event: 'slack_command', kind: parsed.kind, code: parsed.kind === 'error' ? parsed.error.code : undefined, channel: command.channel_id }, 'slash command');
    const conv = commandConversation(deps, command);
    if (parsed.kind === 'report') await enqueue(deps, conv, parsed.query);
    else if (parsed.kind === 'subscribe' || parsed.kind === 'subscriptions' || parsed.kind === 'unsubscribe') await handleSubscriptionCommand(deps, conv, parsed);
  });

  app.action<BlockAction<ButtonAction>>({ type: 'block_actions', action_id: new RegExp(`^${ACTION_ID_PREFIX}`) }, async ({ ack, body, action }) => {
    await ack();
    const decoded = decodeActionValue(action.value);
    const channelId = body.channel?.id ?? (body.container.channel_id as string | undefined);
    const ts = body.message?.ts ?? (body.container.message_ts as string | undefined);
    if (!decoded.ok || !channelId || !ts) {
      deps.logger.warn({ event: 'slack_action_rejected', actionId: action.action_id, channel: channelId }, 'button value did not validate');
      await deps
        .postResponse(body.response_url, { response_type: 'ephemeral', replace_original: false, text: decoded.ok ? 'That button cannot be used here.' : decoded.message })
        .catch((err: unknown) => deps.logger.warn({ event: 'slack_reply_failed', err }, 'could not answer a button'));
      return;
    }
    deps.logger.info({ event: 'slack_action', action: decoded.action, channel: channelId }, 'report button');
    const threadTs = body.message?.thread_ts as string | undefined;
    const conv: Conversation = {
      target: { platform: 'slack', teamId: body.team?.id ?? body.user.team_id ?? 'unknown', channelId, userId: body.user.id, responseUrl: body.response_url, threadTs },
      requester: { userId: body.user.id },
      reply: (text) => deps.postResponse(body.response_url, { response_type: 'ephemeral', replace_original: false, text }),
    };
    // Every button changes the view of the same message: it is updated in place.
    await enqueue(deps, conv, decoded.query, { replaceMessageId: ts });
  });

  app.event('app_mention', async ({ event, body }) => {
    if (!event.user) return;
    const user = event.user;
    const parsed = parseCommand(event.text, { now: deps.now(), timeZone: deps.timeZone });
    if (parsed.kind !== 'report') deps.onCommand?.(parsed.kind);
    // Answer in the thread the mention is in, or start one under it.
    const threadTs = event.thread_ts ?? event.ts;
    const teamId = (body as { team_id?: string }).team_id ?? event.team ?? 'unknown';
    const conv: Conversation = {
      target: { platform: 'slack', teamId, channelId: event.channel, userId: user, threadTs },
      requester: { userId: user },
      reply: async (text) => {
        await deps.client.chat.postEphemeral({ channel: event.channel, user, thread_ts: threadTs, text });
      },
    };
    deps.logger.info({ event: 'slack_mention', kind: parsed.kind, channel: event.channel }, 'app mention');
    const text = immediateText(parsed);
    if (text !== null) await conv.reply(text).catch((err: unknown) => deps.logger.warn({ event: 'slack_reply_failed', err }, 'could not answer a mention'));
    // Slack retries an event it thinks was lost; the event id makes the retry the same job.
    const eventId = (body as { event_id?: string }).event_id;
    const correlationId = eventId && /^[A-Za-z0-9_-]{4,64}$/.test(eventId) ? `m-${eventId}` : undefined;
    if (parsed.kind === 'report') await enqueue(deps, conv, parsed.query, correlationId ? { correlationId } : {});
    else if (parsed.kind === 'subscribe' || parsed.kind === 'subscriptions' || parsed.kind === 'unsubscribe') await handleSubscriptionCommand(deps, conv, parsed);
  });
}

function commandConversation(deps: ListenerDeps, command: SlashCommand): Conversation {
  return {
    target: { platform: 'slack', teamId: command.team_id, channelId: command.channel_id, userId: command.user_id, responseUrl: command.response_url },
    requester: { userId: command.user_id },
    reply: (text) => deps.postResponse(command.response_url, { response_type: 'ephemeral', replace_original: false, text }),
  };
}
