/**
 * Bot Framework (Teams) failures in our error vocabulary, from one table of HTTP statuses.
 * The jobs layer decides from the result: `permanent` pauses a subscription, `retryable`
 * retries the job with backoff and jitter.
 *
 * The Agents SDK's connector client makes each call once and throws its `HttpError` (`status`,
 * the response with its headers and body) for any answer but 2xx; the token request before it
 * throws with `statusCode`. Retries are the job layer's, with Retry-After honoured.
 */
import { deliveryError, DeliveryError, type DeliveryErrorTable } from '../../jobs/index.js';
import { parseRetryAfter } from '../../src/api/transport.js';
import { message } from '../../src/messages/index.js';

/**
 * - 403 (bot removed or blocked) and 404 (conversation gone): gone, a subscription is paused.
 * - 412, 429 and 5xx, or no answer at all: retried. 412 is Teams' answer while the
 *   conversation is being changed at the same moment; Microsoft's guidance is to retry it.
 * - 401: the app's own credentials are wrong. Not retried and not a reason to pause every
 *   subscription either: fixing the configuration fixes them all.
 * - anything else: refused.
 */
export const TEAMS_DELIVERY_ERRORS: DeliveryErrorTable = {
  codes: {
    '403': { code: 'target_gone', sentence: message('teams.removed') },
    '404': { code: 'target_gone', sentence: message('teams.conversationGone') },
    '401': { code: 'rejected', sentence: message('teams.cannotSignIn') },
    '412': { code: 'unavailable' },
    '429': { code: 'rate_limited' },
    '5xx': { code: 'unavailable' },
    request_failed: { code: 'unavailable' },
  },
  refused: (code) => message('teams.refused', { code }),
};

/** The HTTP status of a connector failure (the SDK's `HttpError`, or a token request's `statusCode`), if it has one. */
export function statusOf(err: unknown): number | undefined {
  const e = err as { status?: unknown; statusCode?: unknown } | null;
  const status = e?.statusCode ?? e?.status;
  return typeof status === 'number' ? status : undefined;
}

/** The Bot Framework's error code in a failure's answer (`{"error": {"code": …}}`), if any. */
function errorCodeOf(err: unknown): string | undefined {
  const data = (err as { response?: { data?: { error?: { code?: unknown } } } } | null)?.response?.data;
  const code = typeof data === 'object' && data !== null ? data.error?.code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** Retry-After of a connector failure, in ms (seconds or an HTTP date), if Teams sent one. */
export function retryAfterMsOf(err: unknown): number | undefined {
  const headers = (err as { response?: { headers?: { get?: (name: string) => string | undefined } } } | null)?.response?.headers;
  return parseRetryAfter(typeof headers?.get === 'function' ? headers.get('retry-after') : undefined);
}

/** Maps anything the connector (or the token request before it) throws to a DeliveryError. */
export function toTeamsDeliveryError(err: unknown): DeliveryError {
  if (err instanceof DeliveryError) return err;
  const status = statusOf(err);
  if (status === undefined)
    return deliveryError(TEAMS_DELIVERY_ERRORS, 'request_failed', { cause: err, detail: `Teams request failed: ${describe(err)}` });
  return deliveryError(TEAMS_DELIVERY_ERRORS, String(status), { status, retryAfterMs: retryAfterMsOf(err), cause: err });
}

/** A connector failure in one short line for logs: status and Bot Framework error code, never a body. */
export function describe(err: unknown): string {
  const status = statusOf(err);
  const ownCode = (err as { code?: unknown } | null)?.code;
  const code = errorCodeOf(err) ?? ownCode;
  if (status !== undefined) return `http_${status}${typeof code === 'string' ? ` ${code}` : ''}`;
  if (typeof ownCode === 'string') return ownCode;
  return err instanceof Error ? err.message.slice(0, 200) : 'unknown';
}
