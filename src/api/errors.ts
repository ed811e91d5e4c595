import { AppError, type CatalogueSentence } from '../errors.js';
import type { MessageId } from '../messages/index.js';

/** Stable codes of Reporting Data Service failures. */
export type ApiErrorCode = 'unauthorized' | 'bad_request' | 'not_found' | 'rate_limited' | 'unavailable' | 'bad_response' | 'aborted';

const SENTENCES: Record<ApiErrorCode, MessageId> = {
  unauthorized: 'api.unauthorized',
  bad_request: 'api.badRequest',
  not_found: 'api.notFound',
  rate_limited: 'api.rateLimited',
  unavailable: 'api.unavailable',
  bad_response: 'api.badResponse',
  aborted: 'api.aborted',
};

const RETRYABLE: ReadonlySet<ApiErrorCode> = new Set(['rate_limited', 'unavailable']);

/** A failed call to the Reporting Data Service, after any retries. */
export class ApiError extends AppError {
  declare readonly code: ApiErrorCode;
  /** The operation that failed, e.g. `advocacySignups`. */
  readonly operation: string;
  /** HTTP status when the service answered. */
  readonly status?: number;
  /** For `bad_response`: where in the body the problem is, e.g. `signups.3.createDate`. */
  readonly field?: string;

  constructor(
    code: ApiErrorCode,
    opts: { operation: string; status?: number; field?: string; detail?: string; serviceMessage?: string; cause?: unknown },
  ) {
    const sentence: CatalogueSentence =
      code === 'bad_request' && opts.serviceMessage
        ? { id: 'api.badRequestSaying', values: { said: opts.serviceMessage.replace(/[.\s]+$/, '') } }
        : { id: SENTENCES[code] };
    const detail = [`${opts.operation}: ${code}`, opts.status ? `HTTP ${opts.status}` : '', opts.field ? `at ${opts.field}` : '', opts.detail ?? '']
      .filter(Boolean)
      .join(' ');
    super(code, sentence, { retryable: RETRYABLE.has(code), cause: opts.cause, detail });
    this.operation = opts.operation;
    this.status = opts.status;
    this.field = opts.field;
  }
}
