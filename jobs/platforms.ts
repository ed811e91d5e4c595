/**
 * The chat platforms as jobs knows them: plug-ins it is given, never names it knows. Each
 * folder under adapters/ exports one; jobs reads from them how a target is validated, which
 * conversation it belongs to, what a subscription keeps of it, where its person can be told
 * something directly, and who delivers to it. Job payloads and stored subscriptions are
 * validated with the targets of the plug-ins given to `startJobs`.
 */
import { z } from 'zod';
import type { Target } from '../src/commands/index.js';
import { message as sentence } from '../src/messages/index.js';
import { DeliveryError, type Deliverer, type DeliveryAbilities } from './deliverer.js';

/** How one platform addresses its conversations: all jobs needs of it besides delivery. */
export interface Addressing<T extends Target = Target> {
  /** The `platform` of every target of this platform. */
  readonly name: string;
  /** Its delivery target (plain data: it crosses Redis), validated on both sides of the queue. */
  readonly targetSchema: z.ZodType<T>;
  /** The conversation a target belongs to; subscriptions are listed and removed per conversation. */
  conversationKey(target: T): string;
  /** What a subscription keeps of a target: the conversation itself, nothing short-lived. */
  standingTarget(target: T): T;
  /** Where to tell one person something directly (a paused subscription), if the platform can; else null. */
  directTarget(target: T, userId: string): T | null;
  /**
   * The follow-up key (`Conversation.followUpKey`) of the thread under a message the bot posted
   * to `target` as `messageId`: a reply there follows up on that report. Absent or null: none.
   */
  threadKey?(target: T, messageId: string): string | null;
}

/**
 * The delivery half of a platform plug-in. Without `deliverer` the platform is known (its
 * stored targets still validate) but not set up in this process: deliveries to it are refused.
 */
export interface PlatformDelivery<T extends Target = Target> extends Addressing<T> {
  readonly deliverer?: Deliverer<T>;
  /** What its deliverer can do besides posting; absent: none of it. */
  readonly abilities?: DeliveryAbilities<T>;
}

/** Every platform jobs was given, as one. */
export interface Platforms {
  /** Any given platform's target. */
  readonly targetSchema: z.ZodType<Target>;
  /** Hands each message to its platform's deliverer; a platform not set up refuses (not retried). */
  readonly deliverer: Deliverer;
  /** Each target's platform's abilities, each with what doing without it means where the platform has none. */
  readonly abilities: Required<DeliveryAbilities>;
  /** Whether the target's platform writes charts into a report it posted (it has `addCharts`). */
  addsCharts(target: Target): boolean;
  conversationKey(target: Target): string;
  standingTarget(target: Target): Target;
  directTarget(target: Target, userId: string): Target | null;
  threadKey(target: Target, messageId: string): string | null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each platform has its own target type; a deliverer of one takes no other, so no common T fits
export function createPlatforms(list: readonly PlatformDelivery<any>[]): Platforms {
  const byName = new Map<string, PlatformDelivery>(list.map((p) => [p.name, p]));
  const of = (target: Target): PlatformDelivery => {
    const platform = byName.get(target.platform);
    if (!platform) throw new Error(`no platform "${target.platform}"`);
    return platform;
  };
  // Only where the platform delivers in this process.
  const abilitiesOf = (target: Target): DeliveryAbilities | undefined => {
    const platform = byName.get(target.platform);
    return platform?.deliverer ? platform.abilities : undefined;
  };
  // Dispatch on `platform`, so a bad target is reported against its own platform's schema.
  const targetSchema = z.looseObject({ platform: z.string() }).transform((value, ctx): Target => {
    const platform = byName.get(value.platform);
    if (!platform) {
      ctx.addIssue({ code: 'custom', path: ['platform'], message: `not a platform of this bot: ${value.platform}` });
      return z.NEVER;
    }
    const parsed = platform.targetSchema.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  });
  return {
    targetSchema,
    deliverer: {
      async deliver(target, message) {
        const deliverer = byName.get(target.platform)?.deliverer;
        if (!deliverer) {
          throw new DeliveryError('rejected', {
            platformCode: target.platform,
            userMessage: sentence('delivery.noPlatform', { platform: target.platform }),
          });
        }
        return deliverer.deliver(target, message);
      },
    },
    abilities: {
      async addCharts(target, posted, message, prepared) {
        await abilitiesOf(target)?.addCharts?.(target, posted, message, prepared);
      },
      // A platform that readies nothing shows the charts as drawn.
      async prepareCharts(target, message) {
        const abilities = abilitiesOf(target);
        return abilities?.prepareCharts ? abilities.prepareCharts(target, message) : { charts: message.charts, failed: false, hosted: new Set() };
      },
      // A platform without a search (or not set up here) has found nothing.
      async findPosted(target, firingId, sinceMs) {
        const abilities = abilitiesOf(target);
        return abilities?.findPosted ? abilities.findPosted(target, firingId, sinceMs) : null;
      },
      // A platform that paces nothing (or is not set up here) is always ready.
      reserveTurn: (target, firingId) => abilitiesOf(target)?.reserveTurn?.(target, firingId) ?? 0,
    },
    addsCharts: (target) => abilitiesOf(target)?.addCharts !== undefined,
    conversationKey: (target) => of(target).conversationKey(target),
    standingTarget: (target) => of(target).standingTarget(target),
    directTarget: (target, userId) => of(target).directTarget(target, userId),
    threadKey: (target, messageId) => (messageId ? (of(target).threadKey?.(target, messageId) ?? null) : null),
  };
}
