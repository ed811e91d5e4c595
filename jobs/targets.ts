/**
 * Where a report goes, as job payloads carry it. A target is plain data (it crosses Redis)
 * and is validated with these schemas on both sides of the queue.
 */
import { z } from 'zod';
import { RequesterSchema, type Requester } from '../src/commands/index.js';

export { RequesterSchema, type Requester };

/**
 * A Slack channel (or DM). `userId` is who asked (or created the subscription); the Slack
 * adapter uses it for ephemeral notices. `responseUrl` (valid 30 minutes) lets a slash
 * command be answered without the bot being in the channel; `threadTs` answers in a thread.
 */
export const SlackTargetSchema = z.object({
  platform: z.literal('slack'),
  teamId: z.string().min(1).max(64),
  channelId: z.string().min(1).max(64),
  userId: z.string().min(1).max(64),
  responseUrl: z.url({ protocol: /^https?$/ }).optional(),
  threadTs: z.string().regex(/^\d+\.\d+$/).optional(),
});
export type SlackTarget = z.infer<typeof SlackTargetSchema>;

/** A Teams conversation, as the Bot Framework's ConversationReference (kept opaque here). */
export const TeamsTargetSchema = z.object({
  platform: z.literal('teams'),
  conversationReference: z
    .record(z.string(), z.unknown())
    .refine((ref) => typeof conversationIdOf(ref) === 'string', { message: 'needs conversation.id' }),
});
export type TeamsTarget = z.infer<typeof TeamsTargetSchema>;

/** A browser session of the local preview page. */
export const PreviewTargetSchema = z.object({
  platform: z.literal('preview'),
  sessionId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/),
});
export type PreviewTarget = z.infer<typeof PreviewTargetSchema>;

/** Where a message goes: one chat platform's address, discriminated by `platform`. */
export const DeliveryTargetSchema = z.discriminatedUnion('platform', [SlackTargetSchema, TeamsTargetSchema, PreviewTargetSchema]);
export type DeliveryTarget = z.infer<typeof DeliveryTargetSchema>;

function conversationIdOf(ref: Record<string, unknown>): unknown {
  const conversation = ref.conversation as { id?: unknown } | undefined;
  return conversation?.id;
}

/**
 * The conversation a target belongs to: `slack:<team>:<channel>`, `teams:<conversation id>`,
 * `preview:<session>`. Subscriptions are listed and removed per conversation.
 */
export function conversationKey(target: DeliveryTarget): string {
  switch (target.platform) {
    case 'slack':
      return `slack:${target.teamId}:${target.channelId}`;
    case 'teams':
      return `teams:${String(conversationIdOf(target.conversationReference))}`;
    case 'preview':
      return `preview:${target.sessionId}`;
  }
}

/**
 * The target a subscription keeps: the channel itself, without the slash command's
 * short-lived `responseUrl`, the thread it was typed in or the message it answered.
 */
export function standingTarget(target: DeliveryTarget): DeliveryTarget {
  switch (target.platform) {
    case 'slack':
      return { platform: 'slack', teamId: target.teamId, channelId: target.channelId, userId: target.userId };
    case 'teams': {
      const { activityId: _activityId, ...ref } = target.conversationReference;
      const conversation = ref.conversation as { id: string };
      const at = conversation.id.indexOf(';messageid=');
      return { platform: 'teams', conversationReference: { ...ref, conversation: { ...conversation, id: at < 0 ? conversation.id : conversation.id.slice(0, at) } } };
    }
    case 'preview':
      return target;
  }
}

/**
 * A direct-message target for a person, where the platform allows one:
 * - Slack: `channelId` is the user id; chat.postMessage to a user id posts in the app's DM
 *   with them (the Slack adapter may also open the IM with conversations.open).
 * - Teams: a bot can only message a person proactively with a stored 1:1 conversation
 *   reference, which a channel's reference is not, so there is none (null).
 * - Preview: the same session.
 */
export function directTarget(target: DeliveryTarget, userId: string): DeliveryTarget | null {
  switch (target.platform) {
    case 'slack':
      return { platform: 'slack', teamId: target.teamId, channelId: userId, userId };
    case 'teams':
      return null;
    case 'preview':
      return target;
  }
}

/** A short description for logs: platform and conversation, never tokens or URLs. */
export function describeTarget(target: DeliveryTarget): string {
  return conversationKey(target);
}
