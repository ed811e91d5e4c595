/**
 * What a failed job try leads to, decided without doing any of it: retry, fail, or pause the
 * subscription, and whom to tell with which sentence. failure.ts carries the decision out
 * (logs, pauses, posts); keeping the two apart lets every branch be tested without a deliverer.
 *
 * The policy: a retryable failure (the reporting service's or a chat platform's 429/5xx) is
 * retried until the last try. Anything else, or the last try, ends the job and its people get
 * one sentence with the correlation id. A conversation that is gone for good cannot be told
 * in it: a subscription posting there is paused and its creator told by direct message, and
 * a requester is told by direct message.
 */
import { pausedNotice } from '../src/commands/index.js';
import { afterColon, asAppError, userMessageOf } from '../src/errors.js';
import { describeQuery } from '../src/query/index.js';
import { message } from '../src/messages/index.js';
import { DeliveryError } from './deliverer.js';
import type { JobHandle, JobWork } from './job.js';
import type { Pause } from './subscription-store.js';

/**
 * Whom a final failure is told to:
 * - `requester`: the person who asked, in their conversation (only them, where the platform can);
 * - `requester-dm`: the person who asked, by direct message: their conversation is gone;
 * - `channel`: a subscription's conversation, where its report was due;
 * - `creator-dm`: a subscription's creator, by direct message: its conversation is gone.
 */
export type Recipient = 'requester' | 'requester-dm' | 'channel' | 'creator-dm';

/** One sentence for one recipient. */
export interface FailureNotice {
  to: Recipient;
  text: string;
}

/**
 * - `retry`: the runner tries again later; nobody is told yet.
 * - `fail`: the job ends; `tell` is told why.
 * - `pause`: the job ends and its subscription is paused (`why`), so it stops posting to a
 *   conversation that is gone; `tell` (its creator) is told.
 */
export type FailureAction =
  | { action: 'retry' }
  | { action: 'fail'; tell: FailureNotice }
  | { action: 'pause'; subscriptionId: string; why: Omit<Pause, 'at'>; tell: FailureNotice };

/** What a failure needs of a job: its report, its reference, its firing, and whose words to say it in. */
type FailedWork = Pick<JobWork, 'query' | 'correlationId' | 'firing'> & Partial<Pick<JobWork, 'requester'>>;

/**
 * The one sentence a requester gets when their report finally failed, then the reference
 * that finds its log lines: "Referrals · last month could not be made: the reporting service
 * is not answering right now; try again in a few minutes. (ref r-4kq2x9aa)".
 */
export function failureText(work: FailedWork, err: unknown): string {
  return message(
    'failure.report',
    {
      report: describeQuery(work.query),
      subscription: work.firing ? work.firing.subscription.id : 'none',
      stage: err instanceof DeliveryError ? 'posted' : 'made',
      reason: afterColon(userMessageOf(err, work.requester?.locale)),
      ref: work.correlationId,
    },
    work.requester?.locale,
  );
}

/** What to do about `err`, thrown by the try `attempt` of the job doing `work`. */
export function failureAction(err: unknown, attempt: Pick<JobHandle, 'attemptsMade' | 'attempts'>, work: FailedWork): FailureAction {
  const failure = asAppError(err);
  const gone = err instanceof DeliveryError && err.permanent;
  if (gone && work.firing) {
    const { subscription } = work.firing;
    const locale = work.requester?.locale;
    return {
      action: 'pause',
      subscriptionId: subscription.id,
      why: { reason: err.userMessage, code: err.code, platformCode: err.platformCode },
      tell: {
        to: 'creator-dm',
        text: message(
          'failure.withRef',
          { sentence: pausedNotice(subscription, userMessageOf(err, locale), locale), ref: work.correlationId },
          locale,
        ),
      },
    };
  }
  const lastTry = attempt.attemptsMade + 1 >= attempt.attempts;
  if (failure.retryable && !lastTry) return { action: 'retry' };
  const text = failureText(work, err);
  if (work.firing) return { action: 'fail', tell: { to: 'channel', text } };
  return { action: 'fail', tell: { to: gone ? 'requester-dm' : 'requester', text } };
}
