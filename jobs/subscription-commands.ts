/**
 * The replies to `/report subscribe …`, `/report subscriptions` and `/report unsubscribe <id>`,
 * the same for every platform: the adapters parse the command, build the target and pass
 * both here, then show the returned sentence (ephemeral on Slack).
 */
import { AppError } from '../src/errors.js';
import type { Logger } from '../src/log.js';
import type { ParseResult } from '../src/query/index.js';
import { SUBSCRIPTIONS_NEED_REDIS, subscriptionListText, type SubscriptionService } from './subscriptions.js';
import { conversationKey, type DeliveryTarget, type Requester } from './targets.js';

/** The subscription commands of the grammar. */
export type SubscriptionCommand = Extract<ParseResult, { kind: 'subscribe' | 'subscriptions' | 'unsubscribe' }>;

const UNAVAILABLE = 'Subscriptions are not available right now because the queue is not answering. Try again in a minute.';

/** One reply sentence (or list) for a subscription command; never throws. */
export async function answerSubscriptionCommand(
  service: SubscriptionService | null,
  command: SubscriptionCommand,
  ctx: { target: DeliveryTarget; requester: Requester; now?: Date; logger?: Logger },
): Promise<string> {
  if (!service) return SUBSCRIPTIONS_NEED_REDIS;
  const now = ctx.now ?? new Date();
  const key = conversationKey(ctx.target);
  try {
    switch (command.kind) {
      case 'subscribe': {
        const created = await service.create({ target: ctx.target, query: command.query, schedule: command.schedule, creator: ctx.requester }, now);
        return created.confirmation;
      }
      case 'subscriptions':
        return subscriptionListText(await service.list(key), now);
      case 'unsubscribe':
        return (await service.remove(command.id, key)).message;
    }
  } catch (err) {
    if (err instanceof AppError) return err.userMessage;
    ctx.logger?.error({ event: 'subscription_command_failed', command: command.kind, conversation: key, err: String(err) }, 'subscription command failed');
    return UNAVAILABLE;
  }
}
