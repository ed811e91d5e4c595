/**
 * Bot Framework (Teams) failures in our error vocabulary. The jobs layer decides from the
 * result: `permanent` pauses a subscription, `retryable` retries the job with backoff and
 * jitter.
 *
 * The connector client already retries by itself before it throws: 5xx three times with
 * exponential backoff (about 7 s), and 429/503 when Teams sends Retry-After. What reaches
 * here is what those tries could not fix.
 */
import { DeliveryError, teamsDeliveryError } from '../../jobs/deliverer.js';
import { parseRetryAfter } from '../../src/api/transport.js';

/** The HTTP status of a connector failure (a RestError), if it has one. */
export function statusOf(err: unknown): number | undefined {
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

/** Retry-After of a connector failure, in ms (seconds or an HTTP date), if Teams sent one. */
export function retryAfterMsOf(err: unknown): number | undefined {
  const headers = (err as { response?: { headers?: { get?: (name: string) => string | undefined } } } | null)?.response?.headers;
  return parseRetryAfter(typeof headers?.get === 'function' ? headers.get('retry-after') : undefined);
}

/**
 * Maps anything the connector (or the token request before it) throws to a DeliveryError:
 * - 403 (bot removed or blocked) and 404 (conversation gone): permanent, as
 *   `teamsDeliveryError` says.
 * - 412, 429 and 5xx: retryable (`teamsDeliveryError`).
 * - 401: the app's own credentials are wrong. Not retried and not a reason to pause every
 *   subscription either: fixing the configuration fixes them all.
 * - no status (connection refused, timeout, token service down): retryable.
 */
export function toTeamsDeliveryError(err: unknown): DeliveryError {
  if (err instanceof DeliveryError) return err;
  const status = statusOf(err);
  if (status === undefined) {
    return new DeliveryError('unavailable', { platformCode: 'request_failed', cause: err, detail: `Teams request failed: ${describe(err)}` });
  }
  if (status === 401) {
    return new DeliveryError('rejected', {
      platformCode: '401',
      userMessage: 'The bot cannot sign in to Teams; an administrator needs to check its app id and password.',
      cause: err,
    });
  }
  return teamsDeliveryError(status, { retryAfterMs: retryAfterMsOf(err), cause: err });
}

/** A connector failure in one short line for logs: status and Bot Framework error code, never a body. */
export function describe(err: unknown): string {
  const status = statusOf(err);
  const code = (err as { code?: unknown } | null)?.code;
  if (status !== undefined) return `http_${status}${typeof code === 'string' ? ` ${code}` : ''}`;
  if (typeof code === 'string') return code;
  return err instanceof Error ? err.message.slice(0, 200) : 'unknown';
}
