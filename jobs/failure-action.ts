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

/**
 * The one sentence a requester gets when their report finally failed, then the reference
 * that finds its log lines: "Referrals · last month could not be made: the reporting service
 * is not answering right now; try again in a few minutes. (ref r-4kq2x9aa)".
 */
export function failureText(work: Pick<JobWork, 'query' | 'correlationId' | 'firing'>, err: unknown): string {
  const what = work.firing
    ? `The scheduled report ${describeQuery(work.query)} (subscription \`${work.firing.subscription.id}\`)`
    : describeQuery(work.query);
  const verb = err instanceof DeliveryError ? 'could not be posted' : 'could not be made';
  return `${what} ${verb}: ${afterColon(userMessageOf(err))} (ref ${work.correlationId})`;
}

/** What to do about `err`, thrown by the try `attempt` of the job doing `work`. */
export function failureAction(
  err: unknown,
  attempt: Pick<JobHandle, 'attemptsMade' | 'attempts'>,
  work: Pick<JobWork, 'query' | 'correlationId' | 'firing'>,
): FailureAction {
  const failure = asAppError(err);
  const gone = err instanceof DeliveryError && err.permanent;
  if (gone && work.firing) {
    const { subscription } = work.firing;
    return {
      action: 'pause',
      subscriptionId: subscription.id,
      why: { reason: err.userMessage, code: err.code, platformCode: err.platformCode },
      tell: { to: 'creator-dm', text: `${pausedNotice(subscription, err.userMessage)} (ref ${work.correlationId})` },
    };
  }
  const lastTry = attempt.attemptsMade + 1 >= attempt.attempts;
  if (failure.retryable && !lastTry) return { action: 'retry' };
  const text = failureText(work, err);
  if (work.firing) return { action: 'fail', tell: { to: 'channel', text } };
  return { action: 'fail', tell: { to: gone ? 'requester-dm' : 'requester', text } };
}
