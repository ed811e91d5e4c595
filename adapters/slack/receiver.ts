/**
 * Slack's receiver: a Bolt app that takes `/report` and the report buttons here, and @mentions,
 * direct messages and replies in the threads it answered through messages.ts.
 *
 * HTTP mode (default): Bolt's `HTTPReceiver` verifies every request's signature (v0 HMAC,
 * five-minute timestamp window) and is mounted as a route of the bot's one HTTP server on
 * `POST /slack/events`; it never opens a port itself. Socket Mode (`SLACK_APP_TOKEN` set):
 * Bolt's `SocketModeReceiver` connects out to Slack (the URL from `apps.connections.open`)
 * and no public URL is needed; each envelope is acked over the socket by its `envelope_id`,
 * and no route is mounted, so the HTTP request guard never sees (or refuses) an envelope:
 * the socket, opened with the app-level token, is what authenticates Slack.
 *
 * The listeners ack first (Slack gives three seconds; we answer in milliseconds), hand the
 * text or the button to the front door, and only translate its answer into Slack: the ack or
 * an ephemeral message now, and one more ephemeral message when the work says something.
 * The report itself is made by the job worker and posted by the deliverer.
 */
import { App, HTTPReceiver, SocketModeReceiver, type BlockAction, type ButtonAction, type SlashCommand } from '@slack/bolt';
import type { RetryOptions, WebClient } from '@slack/web-api';
import type { FrontDoor } from '../../src/commands/index.js';
import type { Config } from '../../src/config.js';
import type { Logger } from '../../src/log.js';
import { ACTION_ID_PREFIX } from '../../src/render/actions.js';
import { createRouter, onlyPost } from '../http/server.js';
import type { Receiver } from '../platform.js';
import type { SubscriptionService } from '../../jobs/subscriptions.js';
import { isWorkspaceAdmin } from './admins.js';
import { isBareAlert, isBareSubscribe, openAlertForm, openSubscriptionForm, registerForms } from './forms.js';
import { createSlackHome } from './home.js';
import { slackClientOptions, slackSdkLogger } from './client.js';
import { acknowledgementMessage, answering, confirmInChannel, type SlackConversation } from './conversation.js';
import { SLASH_COMMAND, SLACK_EVENTS_PATH } from './constants.js';
import { platformCode } from './errors.js';
import { SLACK_VOICE } from './message.js';
import { createSlackLocales, type SlackLocales } from './locales.js';
import { createThreadContexts, registerAssistant } from './assistant.js';
import { registerMessageListeners } from './messages.js';
import { guardedListener, type SeenSignatures } from './request-guard.js';
import type { PostResponse } from './response-url.js';
import { followUpKey, type SlackTarget } from './target.js';
import { message } from '../../src/messages/index.js';

export interface SlackReceiverOptions {
  config: NonNullable<Config['slack']>;
  door: FrontDoor;
  /** The Web API client the deliverer uses too. */
  client: WebClient;
  /** The client's retry policy, for Bolt's own client as well. */
  retryConfig?: RetryOptions;
  logger: Logger;
  postResponse: PostResponse;
  /** Signatures already taken, so a replayed request is dropped. */
  seen: SeenSignatures;
  /** The jobs runtime's subscriptions, for the App Home (home.ts); null without Redis. */
  subscriptions?: SubscriptionService | null;
  /** Where each user's locale is found (default: `users.info`, kept in memory; locales.ts). */
  locales?: SlackLocales;
  /** Which channel each assistant-pane thread is beside (assistant.ts); default: kept in this process. */
  threadContexts?: ReturnType<typeof createThreadContexts>;
}

/** What the listeners use: the options, with the locales made. */
type ListenerDeps = SlackReceiverOptions & { locales: SlackLocales };

/** HTTP mode's secret; parseConfig (src/config.ts) already refuses a bot token with neither it nor an app token. */
function signingSecretOf(config: SlackReceiverOptions['config']): string {
  if (config.signingSecret === undefined)
    throw new Error('SLACK_SIGNING_SECRET is required with SLACK_BOT_TOKEN (or set SLACK_APP_TOKEN for Socket Mode)');
  return config.signingSecret;
}

export function createSlackReceiver(opts: SlackReceiverOptions): Receiver {
  const { config, logger } = opts;
  const sdkLogger = slackSdkLogger(logger);
  const socket = Boolean(config.appToken);
  const receiver = config.appToken
    ? new SocketModeReceiver({
        appToken: config.appToken,
        logger: sdkLogger,
        // The socket client's own Web API client (apps.connections.open) goes to SLACK_API_URL
        // like every other call; without this it would always ask slack.com for its URL.
        installerOptions: { clientOptions: slackClientOptions(config.apiUrl, logger, opts.retryConfig) },
      })
    : new HTTPReceiver({
        signingSecret: signingSecretOf(config),
        endpoints: SLACK_EVENTS_PATH,
        // Ack first, work after: listeners ack within milliseconds and Slack gets its answer
        // while the report is still being queued.
        processBeforeResponse: false,
        signatureVerification: true,
        logger: sdkLogger,
      });
  // No conversation store: the bot keeps no per-conversation state, and Bolt's in-memory one
  // would only cost a lookup per request.
  const app = new App({
    token: config.botToken,
    receiver,
    logger: sdkLogger,
    clientOptions: slackClientOptions(config.apiUrl, logger, opts.retryConfig),
    deferInitialization: true,
    convoStore: false,
  });
  registerListeners(app, { ...opts, locales: opts.locales ?? createSlackLocales(opts.client, logger) });
  app.error(async (err) => {
    // Bolt's last resort: the listener threw. The user already had an ack; log, never echo.
    logger.error({ event: 'slack_listener_failed', code: err.code, err: err.original ?? err }, 'a Slack listener failed');
  });

  const routes = [];
  if (receiver instanceof HTTPReceiver) {
    // Bolt's own listener reads the raw body: its signature is over the bytes as sent.
    const listener = guardedListener(receiver.requestListener, { signingSecret: signingSecretOf(config), seen: opts.seen, logger });
    const router = createRouter();
    router.post(SLACK_EVENTS_PATH, (req, res) => listener(req, res));
    router.all(SLACK_EVENTS_PATH, onlyPost);
    routes.push(router);
  }

  return {
    routes,
    status: socket ? 'socket' : 'http',
    async start() {
      try {
        await app.init();
      } catch (err) {
        // One sentence for the operator at start-up, not an SDK stack trace.
        const code = platformCode(err) ?? (err instanceof Error ? err.message : String(err));
        throw new Error(
          `Slack did not confirm SLACK_BOT_TOKEN at ${config.apiUrl} (${code}). Check the token (Install App → Bot User OAuth Token) and SLACK_API_URL.`,
          { cause: err },
        );
      }
      if (socket) {
        try {
          await app.start();
        } catch (err) {
          const code = platformCode(err) ?? (err instanceof Error ? err.message : String(err));
          throw new Error(
            `Slack did not open a Socket Mode connection for SLACK_APP_TOKEN at ${config.apiUrl} (${code}). Check the app-level token (Basic Information → App-Level Tokens, scope connections:write) and that Socket Mode is on in the app's settings.`,
            { cause: err },
          );
        }
      }
      logger.info({ event: 'slack_started', mode: socket ? 'socket' : 'http', path: socket ? undefined : SLACK_EVENTS_PATH }, 'Slack app ready');
    },
    async stop() {
      if (socket) await app.stop();
    },
  };
}

function registerListeners(app: App, deps: ListenerDeps): void {
  const home = createSlackHome({
    door: deps.door,
    client: deps.client,
    subscriptions: deps.subscriptions ?? null,
    logger: deps.logger,
    locales: deps.locales,
  });
  home.register(app);
  registerForms(app, {
    door: deps.door,
    client: deps.client,
    logger: deps.logger,
    home,
    currency: deps.subscriptions?.currency ?? 'USD',
    locales: deps.locales,
  });

  app.command(SLASH_COMMAND, async ({ command, ack }) => {
    // `subscribe` or `alert` alone opens its form (forms.ts) instead of the grammar's error sentence.
    if (isBareSubscribe(command.text) || isBareAlert(command.text)) {
      await ack();
      const openForm = isBareAlert(command.text) ? openAlertForm : openSubscriptionForm;
      await openForm({ client: deps.client, logger: deps.logger, locales: deps.locales }, command.trigger_id, command.user_id, command.channel_id);
      return;
    }
    // The ack is the reply for report, help, error and a question back: it needs no further round trip.
    const conv: SlackConversation = {
      ...commandConversation(deps, command),
      async acknowledge(said) {
        const m = said && acknowledgementMessage(said);
        await ack(m ? { response_type: 'ephemeral', text: m.text, ...(m.blocks.length > 0 ? { blocks: m.blocks } : {}) } : undefined);
      },
    };
    const handled = await deps.door.handle({ text: command.text ?? '' }, conv);
    // A subscription changed: the person's Home shows it the next time they look (others' on open).
    if (handled?.answer.then.kind === 'subscription')
      await home
        .publish(command.user_id, command.team_id)
        .catch((err: unknown) => deps.logger.warn({ event: 'slack_home_failed', err: String(err) }, 'could not refresh the App Home'));
  });

  app.action<BlockAction<ButtonAction>>({ type: 'block_actions', action_id: new RegExp(`^${ACTION_ID_PREFIX}`) }, async ({ ack, body, action }) => {
    await ack();
    const channelId = body.channel?.id ?? (body.container.channel_id as string | undefined);
    const ts = body.message?.ts ?? (body.container.message_ts as string | undefined);
    const reply = (text: string) => deps.postResponse(body.response_url, { response_type: 'ephemeral', replace_original: false, text });
    if (!channelId || !ts) {
      deps.logger.warn({ event: 'slack_action_rejected', actionId: action.action_id, channel: channelId }, 'button without a message to update');
      await reply(message('slack.buttonNotHere')).catch((err: unknown) =>
        deps.logger.warn({ event: 'slack_reply_failed', err }, 'could not answer a button'),
      );
      return;
    }
    // An ephemeral message (a question back) has no `message` in the payload; its container says the thread.
    const threadTs = (body.message?.thread_ts ?? body.container.thread_ts) as string | undefined;
    const target: SlackTarget = {
      platform: 'slack',
      teamId: body.team?.id ?? body.user.team_id ?? 'unknown',
      channelId,
      userId: body.user.id,
      responseUrl: body.response_url,
      threadTs,
    };
    const conv: SlackConversation = {
      target,
      requester: { userId: body.user.id },
      voice: SLACK_VOICE,
      followUpKey: followUpKey(target.teamId, channelId, body.user.id, threadTs),
      logFields: { channel: channelId, actionId: action.action_id },
      ...answering(deps, body.user.id, (text) => reply(text)),
      // A reading of a question that runs: "Working on…" takes the question's place, so it is not answered twice.
      async acknowledge(said) {
        if (said === null) return;
        if (said.replacesQuestion)
          await deps.postResponse(body.response_url, { response_type: 'ephemeral', replace_original: true, text: said.text });
        else await reply(said.text);
      },
      isAdmin: () => isWorkspaceAdmin(deps.client, body.user.id),
    };
    // Every report button changes the view of the same message: it is updated in place.
    await deps.door.handle({ button: action.value, messageId: ts }, conv);
  });

  // Before the message listeners: the pane's threads are DMs, answered there, not as one.
  registerAssistant(app, deps, deps.threadContexts ?? createThreadContexts(null));
  registerMessageListeners(app, deps);
}

function commandConversation(deps: ListenerDeps, command: SlashCommand): SlackConversation {
  const target: SlackTarget = {
    platform: 'slack',
    teamId: command.team_id,
    channelId: command.channel_id,
    userId: command.user_id,
    responseUrl: command.response_url,
  };
  return {
    target,
    requester: { userId: command.user_id },
    voice: SLACK_VOICE,
    followUpKey: followUpKey(command.team_id, command.channel_id, command.user_id),
    logFields: { channel: command.channel_id },
    ...answering(deps, command.user_id, (text, blocks) =>
      deps.postResponse(command.response_url, { response_type: 'ephemeral', replace_original: false, text, ...(blocks?.length ? { blocks } : {}) }),
    ),
    confirmSubscription: (text) => confirmInChannel(deps, target, text),
    isAdmin: () => isWorkspaceAdmin(deps.client, command.user_id),
  };
}
