/**
 * What the bot reads from an incoming Bot Framework activity, validated with zod before
 * the Agents SDK sees it (an edge like any other). Unknown fields pass through untouched, since
 * the SDK and Teams add many; the ones we use must have the right shape, and nulls that
 * some channels send for absent fields count as absent.
 */
import { z } from 'zod';
import type { Requester } from '../../src/commands/index.js';
import { canonicalLocale } from '../../src/render/locale.js';

const absent = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? undefined);

const AccountSchema = z.looseObject({
  id: z.string().min(1).max(512),
  name: absent(z.string().max(500)),
  aadObjectId: absent(z.string().max(128)),
});

/** The fields of an activity the Teams adapter uses. */
export const IncomingActivitySchema = z.looseObject({
  type: z.string().min(1).max(64),
  id: absent(z.string().max(512)),
  serviceUrl: z.url({ protocol: /^https?$/ }),
  channelId: z.string().min(1).max(64),
  conversation: z.looseObject({
    id: z.string().min(1).max(512),
    conversationType: absent(z.string().max(64)),
    tenantId: absent(z.string().max(128)),
    isGroup: absent(z.boolean()),
  }),
  from: absent(AccountSchema),
  recipient: AccountSchema,
  text: absent(z.string()),
  value: z.unknown().optional(),
  replyToId: absent(z.string().max(512)),
  /** installationUpdate: `add`, `remove`, `add-upgrade`, `remove-upgrade`. */
  action: absent(z.string().max(64)),
  membersAdded: absent(z.array(AccountSchema)),
  membersRemoved: absent(z.array(AccountSchema)),
  locale: absent(z.string().max(32)),
  /** An invoke's name: `adaptiveCard/action`, `composeExtension/query`, … */
  name: absent(z.string().max(128)),
  /** The person's own time zone (IANA), when the client says it. */
  localTimezone: absent(z.string().max(64)),
  /** Teams' `clientInfo` entity carries the same zone as `timezone`. */
  entities: absent(z.array(z.looseObject({ type: z.string().max(64).optional(), timezone: absent(z.string().max(64)) })).max(32)),
});
export type IncomingActivity = z.infer<typeof IncomingActivitySchema>;

/** Teams' placeholder in a message's text for a card inserted from a message extension. */
const INSERTED_CARD = /<span\b[^>]*\binline-compose-card\b[^>]*>[\s\S]*?<\/span>/gi;

/**
 * Whether a message's text holds only cards inserted from a message extension (our report
 * previews, `<span class="inline-compose-card" …>`): a person sharing a report in a chat with
 * the bot, not a command to it. Any word typed beside the card makes it a message again.
 */
export function holdsOnlyInsertedCards(text: string | undefined): boolean {
  if (!text || !/inline-compose-card/i.test(text)) return false;
  return (
    text
      .replace(INSERTED_CARD, '')
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|\s/g, '') === ''
  );
}

/**
 * The data of our cards' `Action.Submit` buttons (src/render/teams.ts, src/render/actions.ts): Teams sends it
 * back as the message's `value`. The encoded query inside is validated by
 * `decodeActionValue`; extra keys Teams may add are ignored.
 */
export const CardActionSchema = z.looseObject({
  action: z.literal('report'),
  value: z.string().min(1).max(4000),
});

/** "Subscribe to this" under a report card (src/render/teams-forms.ts): the report and range the form starts with. */
export const SubscribeActionSchema = z.looseObject({
  action: z.literal('subscribe'),
  report: z.string().max(64).optional(),
  range: z.string().max(64).optional(),
});

/** The zone the person's client says they are in: `localTimezone`, else the `clientInfo` entity's. */
export function clientTimeZone(activity: IncomingActivity): string | undefined {
  return activity.localTimezone ?? activity.entities?.find((e) => e.type === 'clientInfo' && e.timezone)?.timezone;
}

/**
 * Who sent an activity, as a job's requester: the Entra object id when Teams gives one, and
 * the locale their client says it runs in (`locale`, `fr-FR`), which their reports are written in.
 */
export function requesterOf(activity: IncomingActivity): Requester {
  const id = activity.from?.aadObjectId ?? activity.from?.id ?? 'unknown';
  const locale = activity.locale ? canonicalLocale(activity.locale) : null;
  return { userId: id.slice(0, 128), ...(locale ? { locale } : {}) };
}

/** Whether the bot itself is among `members` (installed in, or removed from, a conversation). */
export function includesBot(activity: IncomingActivity, members: IncomingActivity['membersAdded']): boolean {
  return (members ?? []).some((m) => m.id === activity.recipient.id);
}
