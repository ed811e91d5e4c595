/**
 * How the bot gets its own token before it calls the Bot Framework connector (replies,
 * proactive digests, card updates), for a bot with a client secret (Multi and Single Tenant).
 *
 * botbuilder's default does this through MSAL, which accepts only `https` authorities it can
 * look up in Microsoft's instance discovery: right for Azure, but it cannot be pointed at any
 * other issuer (a private cloud, or the tests' local one) and fails without reaching the
 * internet. The request itself is the plain OAuth 2.0 client-credentials grant against the
 * cloud's login authority (`<login url>/oauth2/v2.0/token`, scope `<audience>/.default`), the
 * same one MSAL sends, so the bot asks for it here. botbuilder's `AppCredentials` still caches
 * each token (until five minutes before it expires) and signs every connector request with it.
 * A managed identity keeps botbuilder's own credential factory (see bot-adapter.ts).
 */
import { AppCredentials, AuthenticationConstants, ServiceClientCredentialsFactory, type AuthenticatorResult } from 'botframework-connector';
import { z } from 'zod';

/** How long one token request may take before the connector call it precedes fails. */
const TOKEN_TIMEOUT_MS = 10_000;

const TokenResponseSchema = z.object({ access_token: z.string().min(1), expires_in: z.coerce.number().positive() });
const TokenErrorSchema = z.object({ error: z.string(), error_codes: z.array(z.number()).optional() }).partial();

/** A client secret's token for one audience (the channel's OAuth scope), from `loginUrl`. */
class ClientSecretCredentials extends AppCredentials {
  constructor(
    appId: string,
    private readonly secret: string,
    loginUrl: string,
    audience: string,
  ) {
    super(appId, undefined, audience);
    this.oAuthEndpoint = loginUrl;
  }

  protected async refreshToken(): Promise<AuthenticatorResult> {
    const scope = this.oAuthScope.endsWith('/.default') ? this.oAuthScope : `${this.oAuthScope}/.default`;
    const url = `${this.oAuthEndpoint.replace(/\/+$/, '')}${AuthenticationConstants.ToChannelFromBotTokenEndpointPath}`;
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: this.appId, client_secret: this.secret, scope }),
      signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
    });
    const body: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      // Only the error code the authority gives: never the request, which carries the secret.
      const code = TokenErrorSchema.safeParse(body).data?.error ?? 'no error code';
      // 400/401 (invalid_client, unauthorized_client): the app id or secret is wrong, which the
      // delivery table knows as a 401; anything else (5xx, throttling) may pass, so it is retried.
      const status = res.status === 400 || res.status === 401 ? 401 : undefined;
      throw Object.assign(
        new Error(
          `the Bot Framework login authority refused the bot's token request: HTTP ${res.status} (${code}); check MICROSOFT_APP_ID, MICROSOFT_APP_PASSWORD and MICROSOFT_CLOUD`,
        ),
        status ? { statusCode: status } : {},
      );
    }
    const token = TokenResponseSchema.safeParse(body);
    if (!token.success) throw new Error(`the Bot Framework login authority answered without a usable token (HTTP ${res.status})`);
    return { accessToken: token.data.access_token, expiresOn: new Date(Date.now() + token.data.expires_in * 1000) };
  }
}

/**
 * botbuilder's credential factory for an app id and client secret: validates the `aud` of
 * incoming tokens against the app id and makes `ClientSecretCredentials` for outgoing calls.
 */
export class ClientSecretCredentialsFactory extends ServiceClientCredentialsFactory {
  constructor(
    private readonly appId: string,
    private readonly secret: string,
  ) {
    super();
  }

  async isValidAppId(appId: string): Promise<boolean> {
    return appId === this.appId;
  }

  async isAuthenticationDisabled(): Promise<boolean> {
    return false;
  }

  async createCredentials(appId: string, audience: string | undefined, loginEndpoint: string): Promise<AppCredentials> {
    if (appId !== this.appId) throw new Error('the Bot Framework asked for a token for another app id');
    return new ClientSecretCredentials(appId, this.secret, loginEndpoint, audience ?? AuthenticationConstants.ToChannelFromBotOAuthScope);
  }

  // botbuilder logs its factories; the secret must never be part of that.
  toJSON(): Record<string, string> {
    return { name: 'ClientSecretCredentialsFactory', appId: this.appId };
  }
}
