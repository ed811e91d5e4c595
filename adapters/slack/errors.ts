/**
 * Slack Web API failures in our error vocabulary, from one table: what each Slack `error`
 * code (or HTTP status) means for a delivery, and which fallback it allows. The jobs layer
 * decides from the resulting DeliveryError: `permanent` pauses a subscription, `retryable`
 * retries the job later.
 */
import { ErrorCode } from '@slack/web-api';
import { DeliveryError, deliveryError, type DeliveryErrorEntry, type DeliveryErrorTable } from '../../jobs/index.js';
import { message } from '../../src/messages/index.js';

/** A Slack code: what it means for a delivery, and where an answer can still go. */
interface SlackCode extends DeliveryErrorEntry {
  /** The bot cannot post in the channel, but a command's response_url can still answer there. */
  notHere?: true;
  /** An ephemeral message cannot reach the person in that channel (response_url or a DM instead). */
  noEphemeral?: true;
  /** chat.update refused this message: the answer goes into its thread instead. */
  noUpdate?: true;
}

/** The app was uninstalled or its token revoked: nothing will ever post there again. */
const APP_REMOVED: SlackCode = { code: 'target_gone', sentence: message('slack.appRemoved') };
/**
 * The token itself is wrong (an operator's typo, an IP allow-list): not retried, but not a
 * reason to pause every subscription either; fixing the configuration fixes them all.
 */
const CANNOT_SIGN_IN: SlackCode = { code: 'rejected', sentence: message('slack.cannotSignIn') };
const ARCHIVED: SlackCode = { code: 'target_gone', sentence: message('slack.archived'), noEphemeral: true };
const UNAVAILABLE: SlackCode = { code: 'unavailable' };
const STALE: SlackCode = { code: 'rejected', noUpdate: true };

const CODES: Readonly<Record<string, SlackCode>> = {
  // The channel is gone, or the bot is no longer in it: a subscription there is paused.
  channel_not_found: {
    code: 'target_gone',
    sentence: message('slack.channelNotFound'),
    notHere: true,
    noEphemeral: true,
  },
  not_in_channel: { code: 'target_gone', sentence: message('slack.notInChannel'), notHere: true, noEphemeral: true },
  is_archived: ARCHIVED,
  channel_is_archived: ARCHIVED,
  team_access_not_granted: { code: 'target_gone' },
  account_inactive: APP_REMOVED,
  token_revoked: APP_REMOVED,
  token_expired: APP_REMOVED,
  app_uninstalled: APP_REMOVED,
  org_login_required: APP_REMOVED,
  // Refused for good, the conversation stands.
  invalid_auth: CANNOT_SIGN_IN,
  not_authed: CANNOT_SIGN_IN,
  missing_scope: CANNOT_SIGN_IN,
  not_allowed_token_type: CANNOT_SIGN_IN,
  user_not_in_channel: { code: 'rejected', noEphemeral: true },
  cant_update_message: STALE,
  message_not_found: STALE,
  edit_window_closed: STALE,
  // Worth another try later.
  ratelimited: { code: 'rate_limited' },
  rate_limited: { code: 'rate_limited' },
  '429': { code: 'rate_limited' },
  internal_error: UNAVAILABLE,
  fatal_error: UNAVAILABLE,
  service_unavailable: UNAVAILABLE,
  request_timeout: UNAVAILABLE,
  '5xx': UNAVAILABLE,
  request_failed: UNAVAILABLE,
  unknown: UNAVAILABLE,
};

/** Slack's one table of delivery failures; any other code is refused, naming it. */
export const SLACK_DELIVERY_ERRORS: DeliveryErrorTable & { codes: Readonly<Record<string, SlackCode>> } = {
  codes: CODES,
  refused: (code) => message('slack.refused', { code }),
};

const flag = (code: string | undefined, name: 'notHere' | 'noEphemeral' | 'noUpdate'): boolean =>
  code !== undefined && Object.hasOwn(CODES, code) && CODES[code]?.[name] === true;

/** The bot cannot post in the channel; a command's response_url can still answer there. */
export const isNotHere = (code: string | undefined) => flag(code, 'notHere');
/** An ephemeral message cannot reach the person in that channel. */
export const cannotEphemeral = (code: string | undefined) => flag(code, 'noEphemeral');
/** chat.update refused the message; a new message in its thread is the answer. */
export const cannotUpdate = (code: string | undefined) => flag(code, 'noUpdate');

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
  if (code !== undefined) return deliveryError(SLACK_DELIVERY_ERRORS, code, { cause: err });
  switch (e.code) {
    case ErrorCode.RateLimitedError:
      return deliveryError(SLACK_DELIVERY_ERRORS, 'ratelimited', {
        status: 429,
        retryAfterMs: typeof e.retryAfter === 'number' ? e.retryAfter * 1000 : undefined,
        cause: err,
      });
    case ErrorCode.HTTPError: {
      const status = typeof e.statusCode === 'number' ? e.statusCode : undefined;
      return deliveryError(SLACK_DELIVERY_ERRORS, `http_${String(e.statusCode)}`, { status, cause: err });
    }
    case ErrorCode.RequestError: {
      // The WebClient waited out every Retry-After its retry budget allowed and gave up.
      const limited = /rate limit/i.test(String(e.original?.message ?? ''));
      return deliveryError(SLACK_DELIVERY_ERRORS, limited ? 'ratelimited' : 'request_failed', { status: limited ? 429 : undefined, cause: err });
    }
    default:
      return deliveryError(SLACK_DELIVERY_ERRORS, 'unknown', { cause: err, detail: err instanceof Error ? err.message : String(err) });
  }
}
