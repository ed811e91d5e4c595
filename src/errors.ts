/**
 * The one error vocabulary of the bot. Every failure a user can meet carries a stable
 * `code` (for logs, metrics and tests), a `userMessage` (one plain sentence that says what
 * is wrong and what to do, safe to show in chat) and `retryable` (whether trying the same
 * work again later may succeed; the job worker retries only these).
 */
import { message } from './messages/index.js';

export class AppError extends Error {
  readonly code: string;
  readonly userMessage: string;
  readonly retryable: boolean;

  constructor(code: string, userMessage: string, opts: { retryable?: boolean; cause?: unknown; detail?: string } = {}) {
    super(opts.detail ?? userMessage, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.name = new.target.name;
    this.code = code;
    this.userMessage = userMessage;
    this.retryable = opts.retryable ?? false;
  }
}

/** The generic sentence for a failure that is not ours: a bug, said without its details. */
const INTERNAL_SENTENCE = message('error.internal');

/**
 * Anything thrown, in the app's vocabulary: ours as it is, anything else an `internal` error
 * (not retryable, the generic sentence) that keeps what was thrown as its `cause`.
 */
export function asAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  return new AppError('internal', INTERNAL_SENTENCE, { cause: err, detail: err instanceof Error ? err.message : String(err) });
}

/**
 * A sentence continued after a colon ("… could not be made: the reporting service …"): its
 * first word lower-cased unless it names something (Slack, Teams, REPORTING_API_KEY).
 */
export function afterColon(sentence: string): string {
  return /^(The|This|That|These|Something|Reports|Subscriptions)\b/.test(sentence) ? sentence.charAt(0).toLowerCase() + sentence.slice(1) : sentence;
}

/** The sentence to show a user for any thrown value: ours as written, anything else generic. */
export function userMessageOf(err: unknown): string {
  return asAppError(err).userMessage;
}

/**
 * Redis (where the queue, the firing ledger and the stores live) did not answer: a lost or
 * refused connection, a restart still loading, a cluster failing over. Retryable: the same work
 * succeeds once it is back, and the job worker tries it again then instead of failing it.
 */
export const STORE_UNAVAILABLE = 'store_unavailable';

/** The AppError of a Redis call that met a lost connection; `cause` keeps ioredis's own words for the log. */
export function storeUnavailable(cause: unknown): AppError {
  return new AppError(STORE_UNAVAILABLE, message('error.storeUnavailable'), {
    retryable: true,
    cause,
    detail: `Redis is not answering (${cause instanceof Error ? cause.message : String(cause)})`,
  });
}
