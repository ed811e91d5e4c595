/**
 * Teams' receiver: `POST /api/messages` on the bot's one HTTP server. Read and validate the
 * activity, check authentication, run the turn (turn.ts), answer. Teams wants an answer
 * within 15 seconds; the turn only replies and queues, so it answers in milliseconds.
 *
 * With an app id, a request without `Authorization: Bearer …` is refused here with 401
 * before the SDK (or any network call) is involved; a token that is present is checked
 * against the signing keys of the configured cloud (bot-adapter.ts). Without an app id, requests are accepted
 * unauthenticated, but only with a loopback `serviceUrl` (the Emulator, the tests): the bot
 * would otherwise post wherever an anonymous caller told it to.
 */
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import type { FrontDoor } from '../../src/commands/index.js';
import type { Logger } from '../../src/log.js';
import { BodyError, createRouter, jsonBody, onlyPost, sendJson } from '../http/server.js';
import type { Receiver } from '../platform.js';
import { IncomingActivitySchema, type IncomingActivity } from './activity.js';
import { isAuthenticationError, type TeamsCloudAdapter, type TurnLogic } from './bot-adapter.js';
import { isLoopbackUrl } from './reference.js';
import type { ConversationReferenceStore } from './reference-store.js';
import type { TeamsExtensionDeps } from './extension.js';
import { createTeamsForms } from './forms.js';
import { turnLogic } from './turn.js';

/** Where the Bot Framework posts activities (the Azure Bot's messaging endpoint path). */
export const TEAMS_MESSAGES_PATH = '/api/messages';

/** The largest activity accepted; Teams' own limit on a message is far below. */
export const MAX_ACTIVITY_BYTES = 512 * 1024;

export interface TeamsReceiverOptions {
  adapter: TeamsCloudAdapter;
  /** Whether an app id is configured (requests must then be authenticated). */
  authEnabled: boolean;
  /** For the start-up log line. */
  appType?: string;
  /** For the start-up log line: MICROSOFT_CLOUD. */
  cloud?: string;
  door: FrontDoor;
  references: ConversationReferenceStore;
  /** TEAMS_ADMIN_IDS: who may change a conversation's access (admins.ts). */
  adminIds?: readonly string[];
  /** Where references are kept (`redis` or `memory`), for the start-up log line. */
  referencesIn: 'redis' | 'memory';
  logger: Logger;
  /** REPORT_TIMEZONE: the subscription form's zone when the person's client does not say theirs. */
  timeZone: string;
  /** Makes a report at once: the message extension's previews. Absent: it says they are not available. */
  makeReport?: TeamsExtensionDeps['makeReport'];
  /** The clock of the form's previews and the extension's reports; tests fix it. Default the real one. */
  now?: () => Date;
}

interface RouteOptions {
  adapter: TeamsCloudAdapter;
  authEnabled: boolean;
  logic: (activity: IncomingActivity) => TurnLogic;
  logger: Logger;
}

export function createTeamsReceiver(opts: TeamsReceiverOptions): Receiver {
  const { logger, authEnabled } = opts;
  const forms = createTeamsForms({ door: opts.door, logger, timeZone: opts.timeZone, now: opts.now });
  const deps = { door: opts.door, references: opts.references, logger, adminIds: opts.adminIds, forms, makeReport: opts.makeReport, now: opts.now };
  const route: RouteOptions = { adapter: opts.adapter, authEnabled, logic: (activity) => turnLogic(deps, activity), logger };
  // With an app id, a request without a token is refused before its body is even read.
  const tokenPresent: RequestHandler = (req, res, next) => {
    if (!authEnabled || /^Bearer\s+\S+$/i.test(String(req.headers.authorization ?? ''))) return next();
    logger.warn({ event: 'teams_request_rejected', reason: 'no_token' }, 'Teams request without a Bot Framework token');
    sendJson(res, 401, { error: 'unauthorized' });
  };
  const refused: ErrorRequestHandler = (err, _req, res, next) => {
    if (!(err instanceof BodyError)) return next(err);
    sendJson(res, err.status, { error: err.tooLarge ? 'activity too large' : 'body must be a JSON activity' });
  };
  const router = createRouter();
  router.post(TEAMS_MESSAGES_PATH, tokenPresent, ...jsonBody(MAX_ACTIVITY_BYTES), (req: Request, res: Response) => handle(route, req, res), refused);
  router.all(TEAMS_MESSAGES_PATH, onlyPost);
  return {
    routes: [router],
    status: authEnabled ? 'on' : 'unauthenticated',
    async start() {
      if (!authEnabled) {
        logger.warn(
          { event: 'teams_auth_disabled', path: TEAMS_MESSAGES_PATH },
          'MICROSOFT_APP_ID is not set: Teams requests on /api/messages are NOT authenticated. Use this only for local testing with the Bot Framework Emulator; only loopback service URLs are accepted.',
        );
      }
      logger.info(
        {
          event: 'teams_started',
          path: TEAMS_MESSAGES_PATH,
          authenticated: authEnabled,
          appType: opts.appType,
          cloud: opts.cloud,
          references: opts.referencesIn,
        },
        'Teams bot ready',
      );
    },
    // The adapter holds nothing that needs closing.
    stop: async () => undefined,
    // The bot's own token, which its replies (the typing indicator, the answer) are signed with:
    // got before the first message, so its reply does not wait for the login authority.
  };
}

async function handle(opts: RouteOptions, req: Request, res: Response): Promise<void> {
  const { logger } = opts;
  const authHeader = String(req.headers.authorization ?? '');
  const parsed = IncomingActivitySchema.safeParse(req.body);
  if (!parsed.success) {
    const problems = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(activity)'}: ${i.message}`);
    logger.warn({ event: 'teams_bad_activity', problems }, 'Teams activity did not validate');
    return sendJson(res, 400, { error: 'invalid activity' });
  }
  const activity = parsed.data;
  if (!opts.authEnabled && !isLoopbackUrl(activity.serviceUrl)) {
    logger.warn(
      { event: 'teams_request_rejected', reason: 'remote_service_url_without_auth' },
      'authentication is off, so only loopback service URLs are accepted; set MICROSOFT_APP_ID',
    );
    return sendJson(res, 401, { error: 'unauthorized' });
  }
  try {
    // The validated object is the original one with nulls made absent; the SDK reads the rest.
    const answer = await opts.adapter.processIncoming(authHeader, activity, opts.logic(activity));
    if (answer.body !== undefined) return sendJson(res, answer.status, answer.body);
    res.writeHead(answer.status);
    res.end();
  } catch (err) {
    if (isAuthenticationError(err)) {
      logger.warn({ event: 'teams_request_rejected', reason: 'invalid_token' }, 'Teams request with a token that did not validate');
      return sendJson(res, 401, { error: 'unauthorized' });
    }
    // Before the turn ran (the turn itself never throws): e.g. Microsoft's signing keys could not be fetched.
    logger.error({ event: 'teams_request_failed', type: activity.type, err }, 'could not process a Teams activity');
    sendJson(res, 500, { error: 'internal error' });
  }
}
