/**
 * Slack Web API failures in our error vocabulary. The jobs layer decides from the result:
 * `permanent` pauses a subscription, `retryable` retries the job later.
 */
import { ErrorCode } from '@slack/web-api';
import { DeliveryError, slackDeliveryError } from '../../jobs/deliverer.js';

/** The app was uninstalled or its token revoked: nothing will ever post there again. */
const APP_GONE = new Set(['token_revoked', 'token_expired', 'app_uninstalled', 'account_inactive', 'org_login_required']);
/**
 * The token itself is wrong (an operator's typo, an IP allow-list): not retried, but not a
 * reason to pause every subscription either; fixing the configuration fixes them all.
 */
const AUTH_BROKEN = new Set(['invalid_auth', 'not_authed', 'missing_scope', 'not_allowed_token_type']);

/** The Slack `error` code of a platform error (`ok: false`), if it is one. */
export function platformCode(err: unknown): string | undefined {
  if ((err as { code?: unknown }).code !== ErrorCode.PlatformError) return undefined;
  const code = (err as { data?: { error?: unknown } }).data?.error;
  return typeof code === 'string' ? code : undefined;
}

/** Maps anything the WebClient throws to a `DeliveryError`. */
export function toDeliveryError(err: unknown): DeliveryError {
  if (err instanceof DeliveryError) return err;
  const e = err as { code?: unknown; retryAfter?: unknown; statusCode?: unknown; original?: { message?: unknown } };
  const code = platformCode(err);
  if (code !== undefined) {
    if (APP_GONE.has(code)) {
      return new DeliveryError('target_gone', { platformCode: code, userMessage: 'The Report bot app was removed from this Slack workspace.', cause: err });
    }
    if (AUTH_BROKEN.has(code)) {
      return new DeliveryError('rejected', { platformCode: code, userMessage: 'The bot cannot sign in to Slack; an administrator needs to check its token.', cause: err });
    }
    return slackDeliveryError(code, { cause: err });
  }
  switch (e.code) {
    case ErrorCode.RateLimitedError:
      return slackDeliveryError('ratelimited', { status: 429, retryAfterMs: typeof e.retryAfter === 'number' ? e.retryAfter * 1000 : undefined, cause: err });
    case ErrorCode.HTTPError:
      return slackDeliveryError(`http_${String(e.statusCode)}`, { status: typeof e.statusCode === 'number' ? e.statusCode : undefined, cause: err });
    case ErrorCode.RequestError: {
      // The WebClient waited out every Retry-After its retry budget allowed and gave up.
      const limited = /rate limit/i.test(String(e.original?.message ?? ''));
      return limited ? slackDeliveryError('ratelimited', { status: 429, cause: err }) : new DeliveryError('unavailable', { platformCode: 'request_failed', cause: err });
    }
    default:
      return new DeliveryError('unavailable', { platformCode: 'unknown', cause: err, detail: err instanceof Error ? err.message : String(err) });
  }
}
