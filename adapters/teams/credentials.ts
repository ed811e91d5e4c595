/**
 * How the bot gets its own token before it calls the Bot Framework connector (replies,
 * proactive digests, card updates).
 *
 * - A client secret (Multi and Single Tenant): the plain OAuth 2.0 client-credentials grant
 *   against the cloud's login authority (`<login url>/oauth2/v2.0/token`, scope
 *   `<audience>/.default`), the request MSAL sends. Asked for here rather than through MSAL,
 *   which accepts only `https` authorities it can look up in Microsoft's instance discovery:
 *   right for Azure, but it cannot be pointed at any other issuer (a private cloud, or the
 *   tests' local one) and fails without reaching the internet. Each token is kept until five
 *   minutes before it expires; concurrent calls share one request.
 * - A managed identity has no secret: the Agents SDK's `MsalTokenProvider` asks the Azure host.
 */
import { AuthType, MsalTokenProvider } from '@microsoft/agents-hosting';
import { z } from 'zod';

/** The bot's token for an audience (the cloud's channel scope, e.g. `https://api.botframework.com`). */
export interface BotTokenSource {
  token(audience: string): Promise<string>;
}

/** How long one token request may take before the connector call it precedes fails. */
const TOKEN_TIMEOUT_MS = 10_000;
/** A token is renewed this long before it expires, so no call carries one about to lapse. */
const RENEW_BEFORE_MS = 5 * 60 * 1000;

const TokenResponseSchema = z.object({ access_token: z.string().min(1), expires_in: z.coerce.number().positive() });
const TokenErrorSchema = z.object({ error: z.string() }).partial();

/** Tokens for `appId` and its client secret from the login authority `loginUrl` (tenant included). */
export function clientSecretTokens(appId: string, secret: string, loginUrl: string): BotTokenSource {
  const kept = new Map<string, { token: string; renewAt: number }>();
  const asking = new Map<string, Promise<string>>();

  async function ask(audience: string): Promise<string> {
    const scope = audience.endsWith('/.default') ? audience : `${audience}/.default`;
    const res = await fetch(`${loginUrl.replace(/\/+$/, '')}/oauth2/v2.0/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: appId, client_secret: secret, scope }),
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
    const parsed = TokenResponseSchema.safeParse(body);
    if (!parsed.success) throw new Error(`the Bot Framework login authority answered without a usable token (HTTP ${res.status})`);
    kept.set(audience, { token: parsed.data.access_token, renewAt: Date.now() + parsed.data.expires_in * 1000 - RENEW_BEFORE_MS });
    return parsed.data.access_token;
  }

  return {
    token(audience) {
      const held = kept.get(audience);
      if (held && held.renewAt > Date.now()) return Promise.resolve(held.token);
      let pending = asking.get(audience);
      if (!pending) {
        pending = ask(audience).finally(() => asking.delete(audience));
        asking.set(audience, pending);
      }
      return pending;
    },
  };
}

/** Tokens of the user-assigned managed identity `appId`, from the Azure host it runs on. */
export function managedIdentityTokens(appId: string): BotTokenSource {
  const provider = new MsalTokenProvider({ clientId: appId, authType: AuthType.UserManagedIdentity });
  return { token: (audience) => provider.getAccessToken(audience) };
}
