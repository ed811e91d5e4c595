/**
 * The Microsoft Teams platform plug-in (see adapters/platform.ts): a Microsoft 365 Agents SDK
 * `CloudAdapter` shared by the deliverer (proactive posts, card updates) and the receiver
 * (`POST /api/messages`), the saved conversation references, Teams' target, its table of
 * delivery errors and its renderer (Adaptive Card). The SDK stays inside this folder:
 *
 * - target.ts: `TeamsTarget` (a conversation reference) and its addressing; reference.ts and
 *   reference-store.ts: the references themselves, and where they are kept.
 * - receiver.ts: the endpoint (validation, authentication); turn.ts: what each activity does;
 *   forms.ts: the subscription form; extension.ts: the message extension's search.
 * - deliverer.ts: posting cards and notices; errors.ts: the one table of Bot Framework statuses;
 *   message.ts: Teams' voice and report card.
 * - bot-adapter.ts, activity.ts: the SDK's adapter and the incoming activity's schema;
 *   channel-auth.ts: the check of incoming tokens; credentials.ts: the bot's own tokens.
 * - app-package.ts, icons.ts: the app package an administrator uploads to Teams.
 */
import type { Cluster, Redis } from 'ioredis';
import type { Logger } from '../../src/log.js';
import type { TeamsConfig } from '../../src/config.js';
import type { PlatformPlugin } from '../platform.js';
import type { CsvLinks } from '../http/csv-download.js';
import type { ChartLinks } from '../http/chart-links.js';
import { createTeamsChartImages } from './chart-image.js';
import { createBotAdapter } from './bot-adapter.js';
import { createCallLimiter } from '../call-limits.js';
import { createTeamsDeliverer } from './deliverer.js';
import { TEAMS_DELIVERY_ERRORS } from './errors.js';
import { reportCard } from './message.js';
import { createTeamsReceiver } from './receiver.js';
import { createMemoryReferenceStore, createRedisReferenceStore, type ConversationReferenceStore } from './reference-store.js';
import { teamsAddressing, type TeamsTarget } from './target.js';

export type { ConversationReferenceStore } from './reference-store.js';
export { createRedisReferenceStore, createMemoryReferenceStore, referenceKey, REFERENCE_TTL_SECONDS } from './reference-store.js';
export { TeamsReferenceSchema, baseConversationId, standingReference, type TeamsReference } from './reference.js';
export { teamsAddressing, teamsTarget, TeamsTargetSchema, type TeamsTarget } from './target.js';
export { createTeamsDeliverer, type TeamsDelivererOptions } from './deliverer.js';
export { reportCard, TEAMS_VOICE, TEAMS_HELP_INTRO, WELCOME_TEXT } from './message.js';
export { TEAMS_DELIVERY_ERRORS, toTeamsDeliveryError } from './errors.js';
export { TEAMS_MESSAGES_PATH, MAX_ACTIVITY_BYTES } from './receiver.js';

export interface TeamsPlatformOptions {
  /** `config.teams`; null (no MICROSOFT_APP_ID) turns authentication off: local testing only. */
  config: TeamsConfig | null;
  logger: Logger;
  /**
   * Redis for the conversation references (the jobs backend's producer connection and
   * `config.redis.prefix`); null or absent: kept in this process.
   */
  redis?: { client: Redis | Cluster; prefix: string } | null;
  /** TEAMS_ADMIN_IDS: AAD object ids of the people who may change a conversation's access. */
  adminIds?: readonly string[];
  /** Signs the Download CSV links under reports; without it cards have no such button. */
  csvLinks?: CsvLinks;
  /** Signed links to the bot's chart route, when Teams' client reaches the bot; else charts go inline when small. */
  chartLinks?: ChartLinks | null;
  /** REPORT_TIMEZONE: the subscription form's zone when the person's client does not say theirs (default UTC). */
  timeZone?: string;
  /** The clock of the subscription form's previews and the message extension's reports; tests fix it. */
  now?: () => Date;
}

export interface TeamsPlatform extends PlatformPlugin<TeamsTarget> {
  /** The saved conversation references. */
  references: ConversationReferenceStore;
  /** Whether requests must carry a Bot Framework token (an app id is configured). */
  authenticated: boolean;
}

/** Builds the Teams plug-in; its receiver is made once jobs run. */
export function createTeamsPlatform(opts: TeamsPlatformOptions): TeamsPlatform {
  const logger = opts.logger.child({ component: 'teams' });
  const adapter = createBotAdapter(opts.config);
  const authenticated = opts.config !== null;
  const references = opts.redis ? createRedisReferenceStore(opts.redis.client, opts.redis.prefix) : createMemoryReferenceStore();
  const deliverer = createTeamsDeliverer({
    adapter,
    appId: opts.config?.appId ?? '',
    logger,
    references,
    csvLinks: opts.csvLinks,
    // Teams' 429s held for every process of the deployment together (through Redis when there is one).
    limiter: createCallLimiter({ redis: opts.redis ?? null, logger }),
    chartImages: createTeamsChartImages(opts.chartLinks ?? null, (err) =>
      logger.warn({ event: 'teams_chart_link_failed', err: String(err) }, 'could not keep a chart for its link; the card carries it inline if small'),
    ),
  });
  return {
    ...teamsAddressing,
    deliverer,
    abilities: deliverer,
    deliveryErrors: TEAMS_DELIVERY_ERRORS,
    renderer: { format: 'Adaptive Card', render: (report, charts, chartError) => reportCard({ report, chartError }, charts) },
    references,
    authenticated,
    receive: ({ door, makeReport }) =>
      createTeamsReceiver({
        adapter,
        authEnabled: authenticated,
        appType: opts.config?.appType,
        cloud: opts.config?.cloud,
        door,
        references,
        adminIds: opts.adminIds,
        referencesIn: opts.redis ? 'redis' : 'memory',
        logger,
        timeZone: opts.timeZone ?? 'UTC',
        makeReport,
        now: opts.now,
      }),
  };
}
