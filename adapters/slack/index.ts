/**
 * The Slack adapter: a Bolt app that receives `/report`, button clicks and @mentions, and
 * the `Deliverer` that posts reports with the Web API.
 *
 * HTTP mode (default): Bolt's `HTTPReceiver` verifies every request's signature (v0 HMAC,
 * five-minute timestamp window) and is mounted as a route of the bot's one HTTP server on
 * `POST /slack/events`, next to `/healthz` and `/readyz`; it never opens a port itself.
 * Socket Mode (`SLACK_APP_TOKEN` set): Bolt's `SocketModeReceiver` connects out to Slack and
 * no public URL is needed; the route list is then empty.
 */
import { App, HTTPReceiver, SocketModeReceiver } from '@slack/bolt';
import type { RetryOptions, WebClient } from '@slack/web-api';
import type { Route } from '../http/server.js';
import { sendJson } from '../http/server.js';
import type { Deliverer } from '../../jobs/deliverer.js';
import type { FrontDoor } from '../../src/commands/index.js';
import type { Config } from '../../src/config.js';
import type { Logger } from '../../src/log.js';
import { createSlackClient, slackClientOptions } from './client.js';
import { SLACK_EVENTS_PATH } from './constants.js';
import { createSlackDeliverer } from './deliverer.js';
import { platformCode } from './errors.js';
import { registerListeners } from './listeners.js';
import { ChannelPacer } from './pacer.js';
import { createResponsePoster, type PostResponse } from './response-url.js';
import { slackSdkLogger } from './sdk-logger.js';

export { SLACK_EVENTS_PATH, SLASH_COMMAND, BOT_SCOPES, BOT_EVENTS, METHOD_SCOPES } from './constants.js';
export { DEFAULT_RETRY } from './client.js';

export interface SlackAdapterOptions {
  /** `config.slack`. */
  config: NonNullable<Config['slack']>;
  logger: Logger;
  /** WebClient retry policy; tests shorten it. */
  retryConfig?: RetryOptions;
  /** Spacing of messages per channel, in ms (default 1,000). */
  channelIntervalMs?: number;
  /** How response_url is posted to (default: fetch). */
  postResponse?: PostResponse;
}

export interface SlackAdapter {
  mode: 'http' | 'socket';
  /** Routes for `createHttpServer` (HTTP mode: `POST /slack/events`; Socket Mode: none). */
  routes: Route[];
  /** Posts reports and notices to Slack targets. */
  deliverer: Deliverer;
  /** The Web API client (for readiness checks and tests). */
  client: WebClient;
  /**
   * Takes the front door (made from the jobs runtime, which itself needs `deliverer`), checks
   * the token (`auth.test`) and, in Socket Mode, connects. Until then `/slack/events` answers 503.
   */
  start(door: FrontDoor): Promise<void>;
  /** Disconnects Socket Mode; HTTP mode has nothing of its own to close. */
  stop(): Promise<void>;
}

/** Builds the Slack app, its route and its deliverer from `config.slack`. */
export function createSlackAdapter(opts: SlackAdapterOptions): SlackAdapter {
  const { config } = opts;
  const logger = opts.logger.child({ component: 'slack' });
  const sdkLogger = slackSdkLogger(logger);
  const clientOptions = slackClientOptions(config.apiUrl, logger, opts.retryConfig);
  const client = createSlackClient(config.botToken, config.apiUrl, logger, opts.retryConfig);
  const postResponse = opts.postResponse ?? createResponsePoster();
  const socket = Boolean(config.appToken);

  let receiver: HTTPReceiver | SocketModeReceiver;
  if (config.appToken) {
    receiver = new SocketModeReceiver({ appToken: config.appToken, logger: sdkLogger });
  } else {
    if (!config.signingSecret) throw new Error('SLACK_SIGNING_SECRET is required for Slack in HTTP mode (or set SLACK_APP_TOKEN for Socket Mode)');
    receiver = new HTTPReceiver({
      signingSecret: config.signingSecret,
      endpoints: SLACK_EVENTS_PATH,
      // Ack first, work after: listeners ack within milliseconds and Slack gets its answer
      // while the report is still being queued.
      processBeforeResponse: false,
      signatureVerification: true,
      logger: sdkLogger,
    });
  }

  // No conversation store: the bot keeps no per-conversation state, and Bolt's in-memory one
  // would only cost a lookup per request.
  const app = new App({ token: config.botToken, receiver, logger: sdkLogger, clientOptions, deferInitialization: true, convoStore: false });
  // The jobs runtime is created after the deliverer (it needs it), so the door arrives in start().
  let door: FrontDoor | null = null;
  const need = (): FrontDoor => {
    if (!door) throw new Error('the Slack adapter was not started');
    return door;
  };
  registerListeners(app, { door: need, client, logger, postResponse });
  app.error(async (err) => {
    // Bolt's last resort: the listener threw. The user already had an ack; log, never echo.
    logger.error({ event: 'slack_listener_failed', code: err.code, err: err.original ?? err }, 'a Slack listener failed');
  });

  let ready = false;
  const routes: Route[] = [];
  if (receiver instanceof HTTPReceiver) {
    const listener = receiver.requestListener;
    routes.push((req, res) => {
      if ((req.url ?? '').split('?')[0] !== SLACK_EVENTS_PATH) return false;
      if (req.method !== 'POST') sendJson(res, 405, { error: 'use POST' });
      else if (!ready) sendJson(res, 503, { error: 'starting' });
      else listener(req, res);
      return true;
    });
  }

  return {
    mode: socket ? 'socket' : 'http',
    routes,
    deliverer: createSlackDeliverer({ client, logger, postResponse, pacer: new ChannelPacer(opts.channelIntervalMs ?? 1_000) }),
    client,
    async start(frontDoor) {
      door = frontDoor;
      try {
        await app.init();
      } catch (err) {
        // One sentence for the operator at start-up, not an SDK stack trace.
        const code = platformCode(err) ?? (err instanceof Error ? err.message : String(err));
        throw new Error(`Slack did not confirm SLACK_BOT_TOKEN at ${config.apiUrl} (${code}). Check the token (Install App → Bot User OAuth Token) and SLACK_API_URL.`, { cause: err });
      }
      if (socket) await app.start();
      ready = true;
      logger.info({ event: 'slack_started', mode: socket ? 'socket' : 'http', path: socket ? undefined : SLACK_EVENTS_PATH }, 'Slack app ready');
    },
    async stop() {
      ready = false;
      if (socket) await app.stop();
    },
  };
}
