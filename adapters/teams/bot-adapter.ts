/**
 * The botbuilder `CloudAdapter`, configured from `config.teams` with
 * `ConfigurationBotFrameworkAuthentication`. Every botbuilder type the bot touches stays in
 * this folder; the rest of the code sees plain references, targets and messages.
 *
 * Authentication. With an app id, every request must carry a Bot Framework JWT, which
 * botbuilder validates (signature against the keys the cloud's OpenID metadata publishes, the
 * keys' channel endorsements, issuer, `aud` = the app id, expiry, and the `serviceurl` claim
 * against the activity's service URL), and outgoing calls get a token for the app from the
 * cloud's login authority (credentials.ts). Which cloud: `config.teams.cloud` and its
 * overrides, always passed to botbuilder in full so that every endpoint is the one named
 * here, whichever the cloud. Without an app id, botbuilder turns authentication off both
 * ways (anonymous claims in, no token out): that is for local testing with the Bot Framework
 * Emulator, and the adapter then only talks to service URLs on this machine.
 */
import {
  CallerIdConstants,
  CloudAdapter,
  ConfigurationBotFrameworkAuthentication,
  type Activity,
  type InvokeResponse,
  type TurnContext,
} from 'botbuilder';
import { AuthenticationConstants, GovernmentConstants } from 'botframework-connector';
import type { TeamsConfig } from '../../src/config.js';
import { ClientSecretCredentialsFactory } from './credentials.js';

/** The endpoints of one Bot Framework cloud, in the names botbuilder's configuration uses. */
export interface BotFrameworkCloud {
  /** Where the keys that sign incoming requests are published. */
  ToBotFromChannelOpenIdMetadataUrl: string;
  /** The `iss` of every incoming request's token. */
  ToBotFromChannelTokenIssuer: string;
  /** The login authority the bot asks for its own tokens, tenant included. */
  ToChannelFromBotLoginUrl: string;
  /** The audience of the bot's own tokens. */
  ToChannelFromBotOAuthScope: string;
  OAuthUrl: string;
  ToBotFromEmulatorOpenIdMetadataUrl: string;
  CallerId?: string;
}

/**
 * Public Azure and Azure Government from botbuilder's own constants; China (Azure operated by
 * 21Vianet) has none in the SDK, so its values are those Microsoft publishes for it ("Configure
 * a bot in Microsoft Azure operated by 21Vianet"). The login URL is a prefix: the tenant (the
 * app's own for Single Tenant and managed identity, else the cloud's) is appended.
 */
const CLOUDS: Record<TeamsConfig['cloud'], Omit<BotFrameworkCloud, 'ToChannelFromBotLoginUrl'> & { loginPrefix: string; defaultTenant: string }> = {
  public: {
    ToBotFromChannelOpenIdMetadataUrl: AuthenticationConstants.ToBotFromChannelOpenIdMetadataUrl,
    ToBotFromChannelTokenIssuer: AuthenticationConstants.ToBotFromChannelTokenIssuer,
    loginPrefix: AuthenticationConstants.ToChannelFromBotLoginUrlPrefix,
    defaultTenant: AuthenticationConstants.DefaultChannelAuthTenant,
    ToChannelFromBotOAuthScope: AuthenticationConstants.ToChannelFromBotOAuthScope,
    OAuthUrl: AuthenticationConstants.OAuthUrl,
    ToBotFromEmulatorOpenIdMetadataUrl: AuthenticationConstants.ToBotFromEmulatorOpenIdMetadataUrl,
    CallerId: CallerIdConstants.PublicAzureChannel,
  },
  usgov: {
    ToBotFromChannelOpenIdMetadataUrl: GovernmentConstants.ToBotFromChannelOpenIdMetadataUrl,
    ToBotFromChannelTokenIssuer: GovernmentConstants.ToBotFromChannelTokenIssuer,
    loginPrefix: GovernmentConstants.ToChannelFromBotLoginUrlPrefix,
    defaultTenant: GovernmentConstants.DefaultChannelAuthTenant,
    ToChannelFromBotOAuthScope: GovernmentConstants.ToChannelFromBotOAuthScope,
    OAuthUrl: GovernmentConstants.OAuthUrl,
    ToBotFromEmulatorOpenIdMetadataUrl: GovernmentConstants.ToBotFromEmulatorOpenIdMetadataUrl,
    CallerId: CallerIdConstants.USGovChannel,
  },
  china: {
    ToBotFromChannelOpenIdMetadataUrl: 'https://login.botframework.azure.cn/v1/.well-known/openidconfiguration',
    ToBotFromChannelTokenIssuer: 'https://api.botframework.azure.cn',
    loginPrefix: 'https://login.partner.microsoftonline.cn/',
    defaultTenant: 'microsoftservices.partner.onmschina.cn',
    ToChannelFromBotOAuthScope: 'https://api.botframework.azure.cn',
    OAuthUrl: 'https://token.botframework.azure.cn/',
    ToBotFromEmulatorOpenIdMetadataUrl:
      'https://login.partner.microsoftonline.cn/a55a4d5b-9241-49b1-b4ff-befa8db00269/v2.0/.well-known/openid-configuration',
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
 * The Bot Framework REST calls the deliverer makes itself (botbuilder's ConnectorClient,
 * typed here structurally: its package is botbuilder's dependency, not ours). Each answers
 * the activity id, or throws a RestError carrying `statusCode`.
 */
export interface ConversationsApi {
  sendToConversation(conversationId: string, activity: Partial<Activity>): Promise<{ id?: string }>;
  replyToActivity(conversationId: string, activityId: string, activity: Partial<Activity>): Promise<{ id?: string }>;
  updateActivity(conversationId: string, activityId: string, activity: Partial<Activity>): Promise<{ id?: string }>;
}

/** The turn logic botbuilder runs for one activity. */
export type TurnLogic = (context: TurnContext) => Promise<void>;

/**
 * `CloudAdapter` with its protected `processActivity` opened up: the receiver parses and
 * validates the request itself (with zod, answering each refusal with its own status, where
 * `CloudAdapter.process` would print failures to the console), then hands over the
 * activity and the Authorization header here.
 */
export class TeamsCloudAdapter extends CloudAdapter {
  /** Authenticates the request (throws botbuilder's `AuthenticationError`) and runs `logic`. */
  processIncoming(authHeader: string, activity: Activity, logic: TurnLogic): Promise<InvokeResponse | undefined> {
    return this.processActivity(authHeader, activity, logic);
  }

  /**
   * The Bot Framework client of a turn. The deliverer calls it directly so that a new post,
   * a reply and an update each go to exactly the endpoint meant (`TurnContext.sendActivity`
   * in a proactive turn replies to a made-up activity id).
   */
  conversationsOf(context: TurnContext): ConversationsApi {
    const client = context.turnState.get<{ conversations?: ConversationsApi } | undefined>(this.ConnectorClientKey);
    if (!client?.conversations) throw new Error('the turn has no Bot Framework connector client');
    return client.conversations;
  }
}

/** Builds the adapter for `config.teams` (null: authentication off). */
export function createBotAdapter(config: TeamsConfig | null): TeamsCloudAdapter {
  if (!config) return new TeamsCloudAdapter(new ConfigurationBotFrameworkAuthentication({}));
  const cloud = botFrameworkCloud(config);
  // A managed identity has no secret: botbuilder's own factory asks the Azure host for its tokens.
  const credentials =
    config.appType !== 'UserAssignedMsi' && config.appPassword ? new ClientSecretCredentialsFactory(config.appId, config.appPassword) : undefined;
  const auth = new ConfigurationBotFrameworkAuthentication(
    {
      MicrosoftAppId: config.appId,
      MicrosoftAppPassword: config.appPassword ?? '',
      MicrosoftAppType: config.appType,
      MicrosoftAppTenantId: config.tenantId ?? '',
      ...cloud,
      ValidateAuthority: true,
    },
    credentials,
  );
  return new TeamsCloudAdapter(auth);
}

/** What `jsonwebtoken` (botbuilder's verifier) throws for a token it refuses. */
const TOKEN_ERRORS = new Set(['JsonWebTokenError', 'TokenExpiredError', 'NotBeforeError']);

/**
 * Whether a value thrown before the turn logic ran means "this token is not valid":
 * botbuilder's `AuthenticationError` (it sets no `name`, only `statusCode` 401 or 403), or
 * one of `jsonwebtoken`'s errors, which botbuilder lets through unwrapped when the signature
 * does not verify or a token is not yet valid. Errors inside the turn never get here.
 */
export function isAuthenticationError(err: unknown): boolean {
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  return status === 401 || status === 403 || TOKEN_ERRORS.has(String((err as { name?: unknown } | null)?.name));
}
