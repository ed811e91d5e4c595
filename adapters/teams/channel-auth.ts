/**
 * The check of the token every incoming Bot Framework request carries, as the Bot Framework
 * specifies it ("Authenticate requests from the Bot Connector service"): a Bearer JWT signed
 * with a key the cloud's OpenID metadata publishes, that key endorsed for the activity's
 * channel (`msteams`), `iss` the cloud's channel issuer, `aud` this bot's app id, within its
 * validity (five minutes of clock skew), and a `serviceurl` claim naming the activity's service
 * URL, so a token for one conversation's endpoint cannot send the bot to another.
 *
 * The Agents SDK's own check (`authorizeJWT`) knows the public and US Government issuers only
 * and does not look at endorsements or take an OpenID metadata address, so the cloud's
 * endpoints (bot-adapter.ts: public, usgov, china, and the MICROSOFT_* overrides) are read
 * here, with `jose` doing the signature and claim checks. The keys are fetched on first use and
 * kept for a day; a token signed with a key not yet seen fetches them again, at most every five
 * minutes, as Microsoft rolls its keys over.
 */
import { decodeProtectedHeader, importJWK, jwtVerify, type JWK, type JWTPayload } from 'jose';
import { z } from 'zod';

/** A token that does not validate (or none): the request is answered 401 and no turn runs. */
export class ChannelAuthError extends Error {
  readonly statusCode = 401;
  constructor(
    readonly reason: 'no_token' | 'invalid_token',
    detail: string,
  ) {
    super(detail);
    this.name = 'ChannelAuthError';
  }
}

export interface ChannelAuthOptions {
  appId: string;
  /** The cloud's `ToBotFromChannelOpenIdMetadataUrl`. */
  metadataUrl: string;
  /** The cloud's `ToBotFromChannelTokenIssuer`. */
  issuer: string;
}

/** What a request's token says once it validated. */
export type ChannelClaims = JWTPayload & { serviceurl?: string };

export interface ChannelAuthenticator {
  /** The claims of `authHeader`'s token for an activity of `channelId` to `serviceUrl`; throws `ChannelAuthError` if it does not validate. */
  verify(authHeader: string, channelId: string, serviceUrl: string): Promise<ChannelClaims>;
}

const KEYS_KEPT_MS = 24 * 60 * 60 * 1000;
const REFETCH_AFTER_MS = 5 * 60 * 1000;
const FETCH_TIMEOUT_MS = 10_000;
const ALGORITHMS = ['RS256', 'RS384', 'RS512'];

const MetadataSchema = z.object({ jwks_uri: z.string().url() });
const KeySetSchema = z.object({
  keys: z.array(z.object({ kid: z.string().optional(), endorsements: z.array(z.string()).optional() }).passthrough()),
});
type PublishedKey = z.infer<typeof KeySetSchema>['keys'][number];

async function getJson(url: string): Promise<unknown> {
  const res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!res.ok) throw new Error(`the Bot Framework's signing keys could not be fetched: HTTP ${res.status} from ${new URL(url).host}`);
  return res.json();
}

export function createChannelAuthenticator(opts: ChannelAuthOptions): ChannelAuthenticator {
  let keys: { list: PublishedKey[]; at: number } | null = null;
  let fetching: Promise<PublishedKey[]> | null = null;

  function fetchKeys(): Promise<PublishedKey[]> {
    fetching ??= (async () => {
      const { jwks_uri } = MetadataSchema.parse(await getJson(opts.metadataUrl));
      const list = KeySetSchema.parse(await getJson(jwks_uri)).keys;
      keys = { list, at: Date.now() };
      return list;
    })().finally(() => (fetching = null));
    return fetching;
  }

  async function keyFor(kid: string | undefined): Promise<PublishedKey | undefined> {
    const fresh = keys && Date.now() - keys.at < KEYS_KEPT_MS ? keys.list : await fetchKeys();
    const found = fresh.find((k) => k.kid === kid);
    if (found || !keys || Date.now() - keys.at < REFETCH_AFTER_MS) return found;
    return (await fetchKeys()).find((k) => k.kid === kid);
  }

  return {
    async verify(authHeader, channelId, serviceUrl) {
      const token = /^Bearer\s+(\S+)$/i.exec(authHeader.trim())?.[1];
      if (!token) throw new ChannelAuthError('no_token', 'the request carries no Bearer token');
      let header;
      try {
        header = decodeProtectedHeader(token);
      } catch {
        throw new ChannelAuthError('invalid_token', 'the token is not a JWT');
      }
      if (!header.alg || !ALGORITHMS.includes(header.alg))
        throw new ChannelAuthError('invalid_token', `the token is signed with ${header.alg ?? 'nothing'}`);
      const key = await keyFor(header.kid);
      if (!key) throw new ChannelAuthError('invalid_token', 'the token is signed with a key the cloud does not publish');
      if (key.endorsements && !key.endorsements.includes(channelId))
        throw new ChannelAuthError('invalid_token', `the signing key is not endorsed for the ${channelId} channel`);
      let claims: ChannelClaims;
      try {
        const verified = await jwtVerify(token, await importJWK(key as JWK, header.alg), {
          issuer: opts.issuer,
          audience: opts.appId,
          algorithms: ALGORITHMS,
          clockTolerance: 300,
        });
        claims = verified.payload;
      } catch (err) {
        throw new ChannelAuthError('invalid_token', `the token did not validate (${(err as { code?: string }).code ?? 'unknown'})`);
      }
      if (claims.serviceurl !== serviceUrl) throw new ChannelAuthError('invalid_token', 'the token was issued for another service URL');
      return claims;
    },
  };
}
