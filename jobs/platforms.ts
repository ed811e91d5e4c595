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
import { DeliveryError, type Deliverer } from './deliverer.js';

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
}

/**
 * The delivery half of a platform plug-in. Without `deliverer` the platform is known (its
 * stored targets still validate) but not set up in this process: deliveries to it are refused.
 */
export interface PlatformDelivery<T extends Target = Target> extends Addressing<T> {
  readonly deliverer?: Deliverer<T>;
}

/** Every platform jobs was given, as one. */
export interface Platforms {
  /** Any given platform's target. */
  readonly targetSchema: z.ZodType<Target>;
  /** Hands each message to its platform's deliverer; a platform not set up refuses (not retried). */
  readonly deliverer: Deliverer;
  /** Whether the target's platform writes charts into a report it posted (its deliverer has `addCharts`). */
  addsCharts(target: Target): boolean;
  conversationKey(target: Target): string;
  standingTarget(target: Target): Target;
  directTarget(target: Target, userId: string): Target | null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each platform has its own target type; a deliverer of one takes no other, so no common T fits
export function createPlatforms(list: readonly PlatformDelivery<any>[]): Platforms {
  const byName = new Map<string, PlatformDelivery>(list.map((p) => [p.name, p]));
  const of = (target: Target): PlatformDelivery => {
    const platform = byName.get(target.platform);
    if (!platform) throw new Error(`no platform "${target.platform}"`);
    return platform;
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
      async addCharts(target, posted, message, prepared) {
        await byName.get(target.platform)?.deliverer?.addCharts?.(target, posted, message, prepared);
      },
      // A platform that readies nothing shows the charts as drawn.
      async prepareCharts(target, message) {
        const deliverer = byName.get(target.platform)?.deliverer;
        return deliverer?.prepareCharts ? deliverer.prepareCharts(target, message) : { charts: message.charts, failed: false, hosted: new Set() };
      },
      // A platform without a search (or not set up here) has found nothing.
      async findPosted(target, firingId, sinceMs) {
        const deliverer = byName.get(target.platform)?.deliverer;
        return deliverer?.findPosted ? deliverer.findPosted(target, firingId, sinceMs) : null;
      },
      // A platform that paces nothing (or is not set up here) is always ready.
      reserveTurn: (target, firingId) => byName.get(target.platform)?.deliverer?.reserveTurn?.(target, firingId) ?? 0,
      // A platform that cannot say (or is not set up here) leaves the default.
      readerLocale: async (target, userId) => byName.get(target.platform)?.deliverer?.readerLocale?.(target, userId),
    },
    addsCharts: (target) => byName.get(target.platform)?.deliverer?.addCharts !== undefined,
    conversationKey: (target) => of(target).conversationKey(target),
    standingTarget: (target) => of(target).standingTarget(target),
    directTarget: (target, userId) => of(target).directTarget(target, userId),
  };
}
