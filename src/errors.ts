/**
 * The one error vocabulary of the bot. Every failure a user can meet carries a stable
 * `code` (for logs, metrics and tests), a `userMessage` (one plain sentence that says what
 * is wrong and what to do, safe to show in chat) and `retryable` (whether trying the same
 * work again later may succeed; the job worker retries only these).
 */
import { message, type MessageId, type MessageValues, type Reader } from './messages/index.js';

/**
 * A user's sentence as the message catalogue says it: an error is thrown once, where nobody's
 * locale is known (deep in the API client or a store), and may be shown to several people, so
 * it keeps the message's id and values to be said again in each reader's locale (`userMessageOf`).
 */
export interface CatalogueSentence {
  id: MessageId;
  values?: MessageValues;
}

export class AppError extends Error {
  readonly code: string;
  /** The sentence in the default locale (logs, and a reader whose locale is not known). */
  readonly userMessage: string;
  /** The sentence's id and values when it is the catalogue's: what `userMessageOf` says in a reader's locale. */
  readonly sentence?: CatalogueSentence;
  readonly retryable: boolean;

  constructor(code: string, userMessage: string | CatalogueSentence, opts: { retryable?: boolean; cause?: unknown; detail?: string } = {}) {
    const said = typeof userMessage === 'string' ? userMessage : message(userMessage.id, userMessage.values);
    super(opts.detail ?? said, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.name = new.target.name;
    this.code = code;
    this.userMessage = said;
    if (typeof userMessage !== 'string') this.sentence = userMessage;
    this.retryable = opts.retryable ?? false;
  }
}

/** The generic sentence for a failure that is not ours: a bug, said without its details. */
const INTERNAL_SENTENCE: CatalogueSentence = { id: 'error.internal' };

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

/**
 * The sentence to show a user for any thrown value, in the reader's `locale` where the error
 * keeps its catalogue sentence: ours as written, anything else generic.
 */
export function userMessageOf(err: unknown, locale?: Reader): string {
  const e = asAppError(err);
  return e.sentence && locale ? message(e.sentence.id, e.sentence.values, locale) : e.userMessage;
}

/**
 * Redis (where the queue, the firing ledger and the stores live) did not answer: a lost or
 * refused connection, a restart still loading, a cluster failing over. Retryable: the same work
 * succeeds once it is back, and the job worker tries it again then instead of failing it.
 */
export const STORE_UNAVAILABLE = 'store_unavailable';

/** The AppError of a Redis call that met a lost connection; `cause` keeps ioredis's own words for the log. */
export function storeUnavailable(cause: unknown): AppError {
  return new AppError(
    STORE_UNAVAILABLE,
    { id: 'error.storeUnavailable' },
    {
      retryable: true,
      cause,
      detail: `Redis is not answering (${cause instanceof Error ? cause.message : String(cause)})`,
    },
  );
}
