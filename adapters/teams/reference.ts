/**
 * Conversation references: the address of a Teams conversation as the Bot Framework gives
 * it (service URL, conversation id, bot and user ids). They are plain data here, validated
 * with zod, because they cross Redis inside job payloads and subscriptions (which keep them
 * opaque: target.ts); only this folder knows their shape.
 *
 * Teams channel threads: a message in a channel arrives with the conversation id of its
 * thread, `19:…@thread.tacv2;messageid=<root id>`. Replies to that id land in the thread.
 * The channel itself is the id before `;messageid=`; a message sent there starts a new
 * thread, which is what a scheduled digest does.
 */
import { z } from 'zod';

const Id = z.string().min(1).max(512);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * The parts of a Bot Framework ConversationReference the bot keeps (no display names). The
 * bot's account is `bot`, as botbuilder named it and every reference saved so far has it; the
 * Agents SDK names it `agent`, so a reference in that shape reads the same.
 */
export const TeamsReferenceSchema = z.preprocess(
  (value) => (isRecord(value) && value.bot === undefined && isRecord(value.agent) ? { ...value, bot: value.agent } : value),
  z.object({
    /** The Teams message the reference was taken from; replies go to it. */
    activityId: z.string().min(1).max(512).optional(),
    user: z.object({ id: Id, aadObjectId: z.string().max(128).optional() }).optional(),
    bot: z.object({ id: Id, name: z.string().max(200).optional() }),
    conversation: z.object({
      id: Id,
      conversationType: z.string().max(64).optional(),
      tenantId: z.string().max(128).optional(),
      isGroup: z.boolean().optional(),
    }),
    channelId: z.string().min(1).max(64),
    serviceUrl: z.url({ protocol: /^https?$/ }),
    locale: z.string().max(32).optional(),
  }),
);
export type TeamsReference = z.infer<typeof TeamsReferenceSchema>;

const THREAD_MARK = ';messageid=';

/** The channel or chat a conversation id belongs to: the id without its `;messageid=` thread. */
export function baseConversationId(conversationId: string): string {
  const at = conversationId.indexOf(THREAD_MARK);
  return at < 0 ? conversationId : conversationId.slice(0, at);
}

/**
 * The reference to answer an incoming activity with, from its (already validated) fields.
 * Display names of people are left out: they are not needed to reply and would otherwise sit
 * in Redis with every job.
 */
export function referenceOf(activity: {
  id?: string;
  from?: { id: string; aadObjectId?: string };
  recipient: { id: string; name?: string };
  conversation: { id: string; conversationType?: string; tenantId?: string; isGroup?: boolean };
  channelId: string;
  serviceUrl: string;
  locale?: string;
}): TeamsReference {
  const { conversation: c } = activity;
  return TeamsReferenceSchema.parse({
    activityId: activity.id || undefined,
    user: activity.from ? { id: activity.from.id, aadObjectId: activity.from.aadObjectId } : undefined,
    bot: { id: activity.recipient.id, name: activity.recipient.name },
    conversation: { id: c.id, conversationType: c.conversationType, tenantId: c.tenantId, isGroup: c.isGroup },
    channelId: activity.channelId,
    serviceUrl: activity.serviceUrl,
    locale: activity.locale,
  });
}

/**
 * The reference a subscription keeps: the channel or chat itself, not the thread or the
 * message the command was typed in, so each digest is a new post.
 */
export function standingReference(ref: TeamsReference): TeamsReference {
  const { activityId: _activityId, ...rest } = ref;
  return { ...rest, conversation: { ...ref.conversation, id: baseConversationId(ref.conversation.id) } };
}

/** Loopback hosts: the only service URLs used while authentication is off. */
export function isLoopbackUrl(url: string): boolean {
  try {
    const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
    return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
  } catch {
    return false;
  }
}
