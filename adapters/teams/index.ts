/**
 * The Microsoft Teams adapter: a botbuilder `CloudAdapter` that receives messages and card
 * buttons on `POST /api/messages` (a route of the bot's one HTTP server), saves conversation
 * references, and the `Deliverer` that posts report cards and notices proactively.
 *
 * botbuilder stays inside this folder: the rest of the bot sees routes, a deliverer, job
 * targets that carry a plain conversation reference, and the jobs runtime it is given.
 */
import type { Redis } from 'ioredis';
import type { Deliverer } from '../../jobs/deliverer.js';
import type { FrontDoor } from '../../src/commands/index.js';
import type { Logger } from '../../src/log.js';
import type { Route } from '../http/server.js';
import { createBotAdapter, type TeamsConfig } from './bot-adapter.js';
import { createTeamsDeliverer } from './deliverer.js';
import { createMemoryReferenceStore, createRedisReferenceStore, type ConversationReferenceStore } from './reference-store.js';
import { createTeamsRoute, TEAMS_MESSAGES_PATH } from './route.js';
import { turnLogic } from './turn.js';

export type { TeamsConfig } from './bot-adapter.js';
export type { ConversationReferenceStore } from './reference-store.js';
export { createRedisReferenceStore, createMemoryReferenceStore, referenceKey, REFERENCE_TTL_SECONDS } from './reference-store.js';
export { TeamsReferenceSchema, baseConversationId, standingReference, teamsTarget, type TeamsReference } from './reference.js';
export { createTeamsDeliverer, type TeamsDelivererOptions } from './deliverer.js';
export { renderedCharts, reportCard, TEAMS_VOICE, TEAMS_HELP_INTRO, WELCOME_TEXT } from './message.js';
export { toTeamsDeliveryError } from './errors.js';
export { TEAMS_MESSAGES_PATH, MAX_ACTIVITY_BYTES } from './route.js';

export interface TeamsAdapterOptions {
  /** `config.teams`; null (no MICROSOFT_APP_ID) turns authentication off: local testing only. */
  config: TeamsConfig;
  logger: Logger;
  /**
   * Redis for the conversation references (the jobs backend's producer connection and
   * `config.redis.prefix`); null or absent: kept in this process.
   */
  redis?: { client: Redis; prefix: string } | null;
}

export interface TeamsAdapter {
  /** `POST /api/messages`, for `createHttpServer`. */
  routes: Route[];
  /** Posts reports and notices to Teams targets. */
  deliverer: Deliverer;
  /** The saved conversation references. */
  references: ConversationReferenceStore;
  /** Whether requests must carry a Bot Framework token (an app id is configured). */
  authenticated: boolean;
  /**
   * Takes the front door (made from the jobs runtime, which itself needs `deliverer`). Until
   * then `/api/messages` answers 503.
   */
  start(door: FrontDoor): void;
  /** Stops taking activities (503); botbuilder holds nothing else that needs closing. */
  stop(): Promise<void>;
}

/** Builds the Teams bot, its route and its deliverer. */
export function createTeamsAdapter(opts: TeamsAdapterOptions): TeamsAdapter {
  const logger = opts.logger.child({ component: 'teams' });
  const adapter = createBotAdapter(opts.config);
  const authenticated = opts.config !== null;
  const references = opts.redis ? createRedisReferenceStore(opts.redis.client, opts.redis.prefix) : createMemoryReferenceStore();

  let door: FrontDoor | null = null;
  const need = (): FrontDoor => {
    if (!door) throw new Error('the Teams adapter was not started');
    return door;
  };
  const deps = { door: need, references, logger };
  const route = createTeamsRoute({ adapter, authEnabled: authenticated, logic: (activity) => turnLogic(deps, activity), logger, ready: () => door !== null });

  return {
    routes: [route],
    deliverer: createTeamsDeliverer({ adapter, appId: opts.config?.appId ?? '', logger, references }),
    references,
    authenticated,
    start(frontDoor) {
      door = frontDoor;
      if (!authenticated) {
        logger.warn(
          { event: 'teams_auth_disabled', path: TEAMS_MESSAGES_PATH },
          'MICROSOFT_APP_ID is not set: Teams requests on /api/messages are NOT authenticated. Use this only for local testing with the Bot Framework Emulator; only loopback service URLs are accepted.',
        );
      }
      logger.info(
        { event: 'teams_started', path: TEAMS_MESSAGES_PATH, authenticated, appType: opts.config?.appType, references: opts.redis ? 'redis' : 'memory' },
        'Teams bot ready',
      );
    },
    async stop() {
      door = null;
    },
  };
}
