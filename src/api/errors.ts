import { AppError } from '../errors.js';

/** Stable codes of Reporting Data Service failures. */
export type ApiErrorCode = 'unauthorized' | 'bad_request' | 'not_found' | 'rate_limited' | 'unavailable' | 'bad_response' | 'aborted';

const SENTENCES: Record<ApiErrorCode, string> = {
  unauthorized: 'The reporting service rejected our key; ask an admin to check REPORTING_API_KEY and how it is sent.',
  bad_request: 'The reporting service could not answer this request.',
  not_found: 'The reporting service does not offer this report at the configured address; ask an admin to check REPORTING_API_URL.',
  rate_limited: 'The reporting service is busy right now; try again in a minute.',
  unavailable: 'The reporting service is not answering right now; try again in a few minutes.',
  bad_response: 'The reporting service sent data we could not read; try again later, and tell an admin if it keeps happening.',
  aborted: 'The report was cancelled before it finished.',
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
    const sentence =
      code === 'bad_request' && opts.serviceMessage
        ? `The reporting service could not answer this request: ${opts.serviceMessage.replace(/[.\s]+$/, '')}.`
        : SENTENCES[code];
    const detail = [`${opts.operation}: ${code}`, opts.status ? `HTTP ${opts.status}` : '', opts.field ? `at ${opts.field}` : '', opts.detail ?? '']
      .filter(Boolean)
      .join(' ');
    super(code, sentence, { retryable: RETRYABLE.has(code), cause: opts.cause, detail });
    this.operation = opts.operation;
    this.status = opts.status;
    this.field = opts.field;
  }
}
