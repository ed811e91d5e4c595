/**
 * Where Teams messages go, as job payloads and subscriptions carry it: the conversation
 * reference the Bot Framework gave (reference.ts), kept opaque but for its conversation id
 * (the deliverer validates the rest). And how jobs relates one target to another.
 */
import { z } from 'zod';
import type { Addressing } from '../../jobs/index.js';
import { baseConversationId, type TeamsReference } from './reference.js';

/** A Teams conversation, as the Bot Framework's ConversationReference. */
export const TeamsTargetSchema = z.object({
  platform: z.literal('teams'),
  conversationReference: z
    .record(z.string(), z.unknown())
    .refine((ref) => typeof conversationIdOf(ref) === 'string', { message: 'needs conversation.id' }),
});
export type TeamsTarget = z.infer<typeof TeamsTargetSchema>;

function conversationIdOf(ref: Record<string, unknown>): unknown {
  return (ref.conversation as { id?: unknown } | undefined)?.id;
}

/** A job target for a reference. */
export function teamsTarget(ref: TeamsReference): TeamsTarget {
  return { platform: 'teams', conversationReference: { ...ref } };
}

export const teamsAddressing: Addressing<TeamsTarget> = {
  name: 'teams',
  targetSchema: TeamsTargetSchema,
  /** `teams:<conversation id>`. */
  conversationKey: (target) => `teams:${String(conversationIdOf(target.conversationReference))}`,
  /**
   * The channel or chat itself, not the thread or the message the command was typed in, so
   * each digest is a new post (in a channel, a new thread).
   */
  standingTarget(target) {
    const { activityId: _activityId, ...ref } = target.conversationReference;
    const conversation = ref.conversation as { id: string };
    return { platform: 'teams', conversationReference: { ...ref, conversation: { ...conversation, id: baseConversationId(conversation.id) } } };
  },
  /**
   * None: a bot can only message a person proactively with a stored 1:1 conversation
   * reference, which a channel's reference is not.
   */
  directTarget: () => null,
  /**
   * A chat is one thread; a channel post begins a reply chain whose conversation id is the
   * channel's with `;messageid=` the post's id (a reply posted in a chain is in that chain).
   */
  threadKey(target, activityId) {
    const conversation = target.conversationReference.conversation as { id: string; conversationType?: string };
    const inChannel = conversation.conversationType === 'channel' && !conversation.id.includes(';messageid=');
    return `teams:${inChannel ? `${conversation.id};messageid=${activityId}` : conversation.id}`;
  },
};
