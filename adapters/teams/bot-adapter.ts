/**
 * The Teams adapter on the Microsoft 365 Agents SDK (`@microsoft/agents-hosting`), configured
 * from `config.teams`. Every SDK type the bot touches stays in this folder; the rest of the code
 * sees plain references, targets and messages.
 *
 * Authentication. With an app id, every request must carry a Bot Framework JWT, checked against
 * the keys the cloud's OpenID metadata publishes (channel-auth.ts: signature, the key's channel
 * endorsement, issuer, `aud` = the app id, expiry, and the `serviceurl` claim against the
 * activity's service URL), and outgoing calls carry a token for the app from the cloud's login
 * authority (credentials.ts). Which cloud: `config.teams.cloud` and its overrides, so that every
 * endpoint is the one named here, whichever the cloud. Without an app id, authentication is off
 * both ways (no token in, none out): that is for local testing (Microsoft's Agents Playground),
 * and the adapter then only talks to service URLs on this machine.
 *
 * The SDK's `CloudAdapter` runs the turn (`process`), proactive turns (`continueConversation`)
 * and holds the connector client; the two places it would choose credentials itself (the
 * connector client's token, the user token client of sign-in flows, which this bot has none
 * of) take this bot's.
 */
import { Activity, type ConversationReference } from '@microsoft/agents-activity';
import {
  CloudAdapter,
  ConnectorClient,
  UserTokenClient,
  type AuthProvider,
  type Request,
  type TurnContext,
  type WebResponse,
} from '@microsoft/agents-hosting';
import type { TeamsConfig } from '../../src/config.js';
import { ChannelAuthError, createChannelAuthenticator, type ChannelAuthenticator } from './channel-auth.js';
import { clientSecretTokens, managedIdentityTokens, type BotTokenSource } from './credentials.js';

/** The endpoints of one Bot Framework cloud, in the names Microsoft's configuration uses. */
export interface BotFrameworkCloud {
  /** Where the keys that sign incoming requests are published. */
  ToBotFromChannelOpenIdMetadataUrl: string;
  /** The `iss` of every incoming request's token. */
  ToBotFromChannelTokenIssuer: string;
  /** The login authority the bot asks for its own tokens, tenant included. */
  ToChannelFromBotLoginUrl: string;
  /** The audience of the bot's own tokens. */
  ToChannelFromBotOAuthScope: string;
}

/**
 * Each cloud's endpoints as Microsoft publishes them (the Bot Framework's authentication
 * constants; for China, "Configure a bot in Microsoft Azure operated by 21Vianet"). The login URL
 * is a prefix: the tenant (the app's own for Single Tenant and managed identity, else the
 * cloud's) is appended.
 */
const CLOUDS: Record<TeamsConfig['cloud'], Omit<BotFrameworkCloud, 'ToChannelFromBotLoginUrl'> & { loginPrefix: string; defaultTenant: string }> = {
  public: {
    ToBotFromChannelOpenIdMetadataUrl: 'https://login.botframework.com/v1/.well-known/openidconfiguration',
    ToBotFromChannelTokenIssuer: 'https://api.botframework.com',
    loginPrefix: 'https://login.microsoftonline.com/',
    defaultTenant: 'botframework.com',
    ToChannelFromBotOAuthScope: 'https://api.botframework.com',
  },
  usgov: {
    ToBotFromChannelOpenIdMetadataUrl: 'https://login.botframework.azure.us/v1/.well-known/openidconfiguration',
    ToBotFromChannelTokenIssuer: 'https://api.botframework.us',
    loginPrefix: 'https://login.microsoftonline.us/',
    defaultTenant: 'MicrosoftServices.onmicrosoft.us',
    ToChannelFromBotOAuthScope: 'https://api.botframework.us',
  },
  china: {
    ToBotFromChannelOpenIdMetadataUrl: 'https://login.botframework.azure.cn/v1/.well-known/openidconfiguration',
    ToBotFromChannelTokenIssuer: 'https://api.botframework.azure.cn',
    loginPrefix: 'https://login.partner.microsoftonline.cn/',
    defaultTenant: 'microsoftservices.partner.onmschina.cn',
    ToChannelFromBotOAuthScope: 'https://api.botframework.azure.cn',
  },
};

/** The endpoints `config` authenticates against: its cloud's, with its overrides. */
export function botFrameworkCloud(config: TeamsConfig): BotFrameworkCloud {
  const { loginPrefix, defaultTenant, ...cloud } = CLOUDS[config.cloud];
  const tenant = config.appType === 'MultiTenant' ? defaultTenant : (config.tenantId ?? defaultTenant);
  return {
    ...cloud,
    ToBotFromChannelOpenIdMetadataUrl: config.openIdMetadataUrl ?? cloud.ToBotFromChannelOpenIdMetadataUrl,
    ToBotFromChannelTokenIssuer: config.tokenIssuer ?? cloud.ToBotFromChannelTokenIssuer,
    ToChannelFromBotLoginUrl: config.loginUrl ?? `${loginPrefix}${tenant}`,
  };
}

/**
 * The Bot Framework REST calls the deliverer makes itself, on the SDK's `ConnectorClient`, for
 * plain activities. Each answers the activity id, or throws the SDK's `HttpError` (`status`, and
 * the response's headers for Retry-After).
 */
export interface ConversationsApi {
  sendToConversation(conversationId: string, activity: OutgoingActivity): Promise<{ id?: string }>;
  replyToActivity(conversationId: string, activityId: string, activity: OutgoingActivity): Promise<{ id?: string }>;
  updateActivity(conversationId: string, activityId: string, activity: OutgoingActivity): Promise<{ id?: string }>;
}

/** An activity the bot sends, as plain data (the SDK's `Activity` class is made from it on the way out). */
export type OutgoingActivity = Record<string, unknown> & { type: string };

/** The SDK's activity made from plain data: its methods (`isTargetedActivity`, …) are called on the way out. */
export const toActivity = (activity: OutgoingActivity): Activity => Activity.fromObject(activity);

/** The turn logic the adapter runs for one activity. */
export type TurnLogic = (context: TurnContext) => Promise<void>;

/** What a turn answered the HTTP request with: 200, or an invoke's status and body. */
export interface TurnAnswer {
  status: number;
  body?: unknown;
}

interface BotAuth {
  /** `MICROSOFT_APP_ID`; empty when authentication is off. */
  appId: string;
  /** Checks incoming tokens; null: authentication off. */
  channel: ChannelAuthenticator | null;
  /** The bot's own tokens for the connector; null: authentication off. */
  tokens: BotTokenSource | null;
  /** The audience of those tokens (the cloud's channel scope). */
  scope: string;
}

/** Stands for the SDK's "no credentials" (it passes null itself); never asked, as the bot has no sign-in flows. */
const NO_AUTH_PROVIDER = null as unknown as AuthProvider;

export class TeamsCloudAdapter extends CloudAdapter {
  constructor(private readonly auth: BotAuth) {
    // The SDK would read its configuration from its own environment variables: given here in full
    // instead. Its connection is never asked for a token (the connector client's is this bot's).
    const connection = { clientId: auth.appId || undefined };
    super(
      { ...connection, connections: new Map([['bot', connection]]), connectionsMap: [{ serviceUrl: '*', connection: 'bot' }] },
      undefined,
      undefined,
      {
        validateServiceUrl: false,
      },
    );
    // The SDK's default answers a failed turn in the chat ("The agent encountered an error or bug"):
    // the turn never throws, and anything else fails the request or the delivery where it is logged.
    this.onTurnError = async (_context, err) => {
      throw err;
    };
  }

  /** The connector client of a turn, signed with this bot's token (none with authentication off). */
  protected override async createConnectorClientWithIdentity(
    identity: { aud?: unknown } | undefined,
    activity: Activity,
    headers?: Parameters<CloudAdapter['createConnectorClientWithIdentity']>[2],
  ): Promise<ConnectorClient> {
    // No token with authentication off: the SDK's client then sends no Authorization header.
    const token = this.auth.tokens && identity?.aud ? await this.auth.tokens.token(this.auth.scope) : '';
    return ConnectorClient.createClientWithToken(activity.serviceUrl ?? '', token, headers);
  }

  /** Sign-in flows are not used: a client without credentials, which asks nothing of the token service. */
  protected override async createUserTokenClient(): Promise<UserTokenClient> {
    return UserTokenClient.createClientWithScope('https://api.botframework.com', NO_AUTH_PROVIDER, this.auth.scope);
  }

  /**
   * Authenticates the request (throws `ChannelAuthError`) and runs `logic` in a turn. The
   * receiver has parsed and validated the activity itself (with zod, answering each refusal
   * with its own status).
   */
  async processIncoming(authHeader: string, activity: { channelId: string; serviceUrl: string }, logic: TurnLogic): Promise<TurnAnswer> {
    const user = this.auth.channel ? await this.auth.channel.verify(authHeader, activity.channelId, activity.serviceUrl) : {};
    const answer: TurnAnswer = { status: 200 };
    let ended = false;
    const res = {
      get headersSent() {
        return ended;
      },
      get writableEnded() {
        return ended;
      },
      status(code: number) {
        answer.status = code;
        return res;
      },
      setHeader: () => res,
      send(body: unknown) {
        answer.body = body;
        return res;
      },
      end() {
        ended = true;
        return res;
      },
    };
    await this.process({ body: activity, headers: { authorization: authHeader }, user } as unknown as Request, res as unknown as WebResponse, logic);
    return answer;
  }

  /** Runs `logic` in a proactive turn of `reference`'s conversation. */
  continueConversationAsync(reference: Partial<ConversationReference>, logic: TurnLogic): Promise<void> {
    // An identity without an audience is the SDK's anonymous one: no token, for authentication off.
    return this.continueConversation(this.auth.appId || {}, reference as ConversationReference, logic);
  }

  /**
   * The Bot Framework client of a turn. The deliverer calls it directly so that a new post,
   * a reply and an update each go to exactly the endpoint meant (`TurnContext.sendActivity`
   * in a proactive turn replies to a made-up activity id).
   */
  conversationsOf(context: TurnContext): ConversationsApi {
    const client = context.turnState.get<ConnectorClient | undefined>(this.ConnectorClientKey);
    if (!client) throw new Error('the turn has no Bot Framework connector client');
    return {
      sendToConversation: (conversationId, activity) => client.sendToConversation(conversationId, toActivity(activity)),
      replyToActivity: (conversationId, activityId, activity) => client.replyToActivity(conversationId, activityId, toActivity(activity)),
      updateActivity: (conversationId, activityId, activity) => client.updateActivity(conversationId, activityId, toActivity(activity)),
    };
  }
}

/** Builds the adapter for `config.teams` (null: authentication off). */
export function createBotAdapter(config: TeamsConfig | null): TeamsCloudAdapter {
  if (!config) return new TeamsCloudAdapter({ appId: '', channel: null, tokens: null, scope: CLOUDS.public.ToChannelFromBotOAuthScope });
  const cloud = botFrameworkCloud(config);
  const tokens =
    config.appType !== 'UserAssignedMsi' && config.appPassword
      ? clientSecretTokens(config.appId, config.appPassword, cloud.ToChannelFromBotLoginUrl)
      : managedIdentityTokens(config.appId);
  const channel = createChannelAuthenticator({
    appId: config.appId,
    metadataUrl: cloud.ToBotFromChannelOpenIdMetadataUrl,
    issuer: cloud.ToBotFromChannelTokenIssuer,
  });
  return new TeamsCloudAdapter({ appId: config.appId, channel, tokens, scope: cloud.ToChannelFromBotOAuthScope });
}

/** Whether a value thrown before the turn logic ran means "this token is not valid" (or there is none). */
export function isAuthenticationError(err: unknown): err is ChannelAuthError {
  return err instanceof ChannelAuthError;
}
