/**
 * Where Slack messages go, as job payloads and subscriptions carry it, and how jobs relates
 * one target to another (its conversation, what a subscription keeps, a direct message).
 */
import { z } from 'zod';
import type { Addressing } from '../../jobs/index.js';

/**
 * A Slack channel (or DM). `userId` is who asked (or created the subscription); the
 * deliverer uses it for ephemeral notices. `responseUrl` (valid 30 minutes) lets a slash
 * command be answered without the bot being in the channel; `threadTs` answers in a thread.
 */
export const SlackTargetSchema = z.object({
  platform: z.literal('slack'),
  teamId: z.string().min(1).max(64),
  channelId: z.string().min(1).max(64),
  userId: z.string().min(1).max(64),
  responseUrl: z.url({ protocol: /^https?$/ }).optional(),
  threadTs: z
    .string()
    .regex(/^\d+\.\d+$/)
    .optional(),
});
export type SlackTarget = z.infer<typeof SlackTargetSchema>;

/**
 * Where a follow-up finds the report it changes: a thread's own (a mention and the replies under
 * it, a report the bot posted and the replies under it), else the person's in that channel
 * (slash commands, which Slack never threads).
 */
export function followUpKey(teamId: string, channelId: string, userId: string, threadTs?: string): string {
  return threadTs ? `slack:${teamId}:${channelId}:${threadTs}` : `slack:${teamId}:${channelId}:u:${userId}`;
}

export const slackAddressing: Addressing<SlackTarget> = {
  name: 'slack',
  targetSchema: SlackTargetSchema,
  /** `slack:<team>:<channel>`. */
  conversationKey: (target) => `slack:${target.teamId}:${target.channelId}`,
  /** The channel itself, without the slash command's short-lived `responseUrl` or the thread it was typed in. */
  standingTarget: (target) => ({ platform: 'slack', teamId: target.teamId, channelId: target.channelId, userId: target.userId }),
  /**
   * The app's DM with the person: `channelId` is the user id; the deliverer opens the IM
   * with conversations.open and posts there.
   */
  directTarget: (target, userId) => ({ platform: 'slack', teamId: target.teamId, channelId: userId, userId }),
  /** The thread it was posted in, or the thread a top-level post begins. */
  threadKey: (target, ts) => followUpKey(target.teamId, target.channelId, target.userId, target.threadTs ?? ts),
};
