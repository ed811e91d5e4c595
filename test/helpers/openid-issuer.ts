/**
 * A local stand-in for the Bot Framework's token service, on loopback, so that Teams runs with
 * authentication on in the tests and the bot's own validation (adapters/teams/channel-auth.ts) does the checking:
 *
 * - `GET /v1/.well-known/openidconfiguration`: OpenID metadata pointing at the JWKS;
 * - `GET /keys`: the JWKS: an RSA key (generated per issuer) endorsed for `msteams`, as
 *   Microsoft endorses its keys per channel, and one endorsed for `webchat` only;
 * - `POST /<tenant>/oauth2/v2.0/token`: the client-credentials grant the bot uses for its own
 *   token; it checks the app id and secret and answers an RS256 token for the scope asked.
 *
 * `channelToken()` signs what the Bot Framework sends with each activity (iss, aud = the app
 * id, serviceurl, nbf/exp, kid); its options make each kind of bad token. `verifyBotToken()`
 * is what the fake connector uses to check the bearer token the bot sends. Keys and JWTs are
 * made with node:crypto alone.
 */
import { generateKeyPairSync, randomUUID, sign, verify, type KeyObject } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoopbackFake } from './loopback.js';

/** The audience the bot asks its own tokens for (Bot Framework public cloud's). */
export const CHANNEL_SCOPE = 'https://api.botframework.com';

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/** An RS256 JWT of `payload` signed with `key` (header `kid`), or unsigned (`alg: none`) when `key` is null. */
export function signJwt(payload: Record<string, unknown>, key: KeyObject | null, kid?: string): string {
  const header = key ? { alg: 'RS256', typ: 'JWT', ...(kid ? { kid } : {}) } : { alg: 'none', typ: 'JWT', ...(kid ? { kid } : {}) };
  const input = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}`;
  return key ? `${input}.${b64url(sign('RSA-SHA256', Buffer.from(input), key))}` : `${input}.`;
}

/** What to get wrong in a channel token (each default is right). */
export interface ChannelTokenOptions {
  serviceUrl: string;
  audience?: string;
  issuer?: string;
  /** Seconds from now; negative: already expired. */
  expiresIn?: number;
  /** Seconds from now the token becomes valid. */
  notBefore?: number;
  /**
   * Sign with a key the JWKS does not publish (under its own kid), with another key under the
   * published kid, with a published key endorsed only for another channel (Web Chat), or with
   * none at all.
   */
  signing?: 'published' | 'unknown-key' | 'forged-with-published-kid' | 'other-channel-key' | 'none';
}

export class OpenIdIssuer extends LoopbackFake {
  private readonly keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  private readonly stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
  /** Published too, but endorsed for Web Chat only: the bot must refuse it for a Teams activity. */
  private readonly webchat = generateKeyPairSync('rsa', { modulusLength: 2048 });
  readonly kid = `test-key-${randomUUID().slice(0, 8)}`;
  /** Token requests seen (`ok` whether it was answered with a token), for assertions. */
  readonly tokenRequests: { clientId: string; scope: string; ok: boolean }[] = [];
  /** Tokens this issuer gave the bot, so the connector can tell them from anything else. */
  private readonly issued = new Set<string>();

  constructor(
    readonly appId: string,
    readonly appPassword: string,
  ) {
    super(500);
  }

  /** The `iss` of the channel tokens (the Bot Framework's is `https://api.botframework.com`). */
  get issuer(): string {
    return `${this.base}/`;
  }

  get metadataUrl(): string {
    return `${this.base}/v1/.well-known/openidconfiguration`;
  }

  /** The login authority the bot asks for its own tokens (tenant included). */
  get loginUrl(): string {
    return `${this.base}/botframework.com`;
  }

  /** The environment that points a bot with this app id at this issuer. */
  env(): Record<string, string> {
    return {
      MICROSOFT_APP_ID: this.appId,
      MICROSOFT_APP_PASSWORD: this.appPassword,
      MICROSOFT_OPENID_METADATA_URL: this.metadataUrl,
      MICROSOFT_TOKEN_ISSUER: this.issuer,
      MICROSOFT_LOGIN_URL: this.loginUrl,
    };
  }

  /** A token as the Bot Framework sends with an activity for `serviceUrl`; options break it. */
  channelToken(opts: ChannelTokenOptions): string {
    const now = Math.floor(Date.now() / 1000);
    const payload = {
      serviceurl: opts.serviceUrl,
      nbf: now + (opts.notBefore ?? -300),
      exp: now + (opts.expiresIn ?? 3600),
      iss: opts.issuer ?? this.issuer,
      aud: opts.audience ?? this.appId,
    };
    switch (opts.signing ?? 'published') {
      case 'published':
        return signJwt(payload, this.keys.privateKey, this.kid);
      case 'unknown-key':
        return signJwt(payload, this.stranger.privateKey, `${this.kid}-unknown`);
      case 'forged-with-published-kid':
        return signJwt(payload, this.stranger.privateKey, this.kid);
      case 'other-channel-key':
        return signJwt(payload, this.webchat.privateKey, `${this.kid}-webchat`);
      case 'none':
        return signJwt(payload, null, this.kid);
    }
  }

  /** Whether `authorization` carries a token this issuer gave the bot, unexpired, for the channel's scope. */
  verifyBotToken(authorization: string | undefined): boolean {
    const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
    if (!token || !this.issued.has(token)) return false;
    const [header, payload, signature] = token.split('.');
    if (!verify('RSA-SHA256', Buffer.from(`${header}.${payload}`), this.keys.publicKey, Buffer.from(signature!, 'base64url'))) return false;
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as { aud?: string; appid?: string; exp?: number };
    return claims.aud === CHANNEL_SCOPE && claims.appid === this.appId && (claims.exp ?? 0) > Date.now() / 1000;
  }

  protected async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? '').split('?')[0];
    if (req.method === 'GET' && path === '/v1/.well-known/openidconfiguration') {
      return this.json(res, 200, { issuer: this.issuer, jwks_uri: `${this.base}/keys`, id_token_signing_alg_values_supported: ['RS256'] });
    }
    if (req.method === 'GET' && path === '/keys') {
      const jwk = this.keys.publicKey.export({ format: 'jwk' });
      const webchat = this.webchat.publicKey.export({ format: 'jwk' });
      return this.json(res, 200, {
        keys: [
          { kty: 'RSA', use: 'sig', kid: this.kid, n: jwk.n, e: jwk.e, endorsements: ['msteams'] },
          { kty: 'RSA', use: 'sig', kid: `${this.kid}-webchat`, n: webchat.n, e: webchat.e, endorsements: ['webchat'] },
        ],
      });
    }
    if (req.method === 'POST' && path === '/botframework.com/oauth2/v2.0/token') {
      const chunks: Buffer[] = [];
      for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const clientId = form.get('client_id') ?? '';
      const scope = form.get('scope') ?? '';
      const ok =
        form.get('grant_type') === 'client_credentials' &&
        clientId === this.appId &&
        form.get('client_secret') === this.appPassword &&
        scope === `${CHANNEL_SCOPE}/.default`;
      this.tokenRequests.push({ clientId, scope, ok });
      if (!ok) return this.json(res, 401, { error: 'invalid_client', error_description: 'bad client credentials or scope' });
      const now = Math.floor(Date.now() / 1000);
      const token = signJwt({ iss: this.issuer, aud: CHANNEL_SCOPE, appid: this.appId, nbf: now, exp: now + 3600 }, this.keys.privateKey, this.kid);
      this.issued.add(token);
      return this.json(res, 200, { token_type: 'Bearer', expires_in: 3600, access_token: token });
    }
    return this.json(res, 404, { error: 'not_found' });
  }

  private json(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  }
}
