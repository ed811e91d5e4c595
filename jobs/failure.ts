/**
 * What happens when a job fails: the decision (failure-action.ts) carried out. A retry is
 * thrown back for the runner to try again with backoff; a final failure is logged, its
 * subscription paused where the decision says so, its people told in one sentence, and the
 * job failed with `UnrecoverableError`, so it is not tried again. Nothing fails without a log
 * line, and a notice that cannot be delivered is logged, never thrown.
 */
import { UnrecoverableError } from 'bullmq';
import type { Target } from '../src/commands/index.js';
import { AppError, asAppError } from '../src/errors.js';
import type { Logger } from '../src/log.js';
import { message } from '../src/messages/index.js';
import { DeliveryError, type Deliverer, type OutgoingMessage } from './deliverer.js';
import { failureAction, type FailureAction, type FailureNotice, type Recipient } from './failure-action.js';
import type { JobHandle, JobWork, ProcessorDeps } from './job.js';
import type { Platforms } from './platforms.js';
import { CorrelationIdSchema } from './queue.js';
import type { SubscriptionService } from './subscriptions.js';

/** What carrying out a failure needs: where to tell people, and (for firings) the subscriptions to pause. */
export interface FailureDeps {
  deliverer: Deliverer;
  logger: Logger;
  platforms: Pick<Platforms, 'directTarget'>;
  /** Firings' subscriptions; absent where no job fires one (requests only). */
  subscriptions?: Pick<SubscriptionService, 'pause'>;
}

/** How each recipient is addressed: in the conversation, or only to one person. */
const AUDIENCE: Record<Recipient, 'requester' | 'channel'> = {
  requester: 'requester',
  'requester-dm': 'requester',
  channel: 'channel',
  'creator-dm': 'requester',
};

/** Delivers a notice; a failure is logged, never thrown (there is no one left to tell). */
export async function notify(
  deps: Pick<FailureDeps, 'deliverer' | 'logger'>,
  target: Target,
  message: OutgoingMessage,
  fields: object,
): Promise<boolean> {
  try {
    await deps.deliverer.deliver(target, message);
    return true;
  } catch (err) {
    deps.logger.error(
      { event: 'delivery_failed', ...fields, notice: true, code: asAppError(err).code, err: String(err) },
      'could not deliver the failure notice either',
    );
    return false;
  }
}

/** Carries out what `failureAction` decides for `err`; always throws (the error to retry, or the final failure). */
export async function handleFailure(deps: FailureDeps, job: JobHandle, work: JobWork, err: unknown, fields: Record<string, unknown>): Promise<never> {
  const { logger } = deps;
  const { code, retryable } = asAppError(err);
  const isDelivery = err instanceof DeliveryError;
  const failureFields = { ...fields, code, retryable, platformCode: isDelivery ? err.platformCode : undefined };
  if (isDelivery) logger.warn({ event: 'delivery_failed', ...failureFields, permanent: err.permanent }, 'delivery failed');

  const decided: FailureAction = failureAction(err, job, work);
  if (decided.action === 'retry') {
    logger.warn({ event: 'job_failed', ...failureFields, final: false, willRetry: true, err: String(err) }, 'job failed; will retry');
    throw err;
  }
  if (decided.action === 'pause') {
    logger.error({ event: 'job_failed', ...failureFields, final: true }, 'subscription target is gone');
    await pause(deps, decided.subscriptionId, decided.why, fields);
  } else {
    // Our own errors are fully said by their code; anything else is a bug and needs its stack.
    logger.error({ event: 'job_failed', ...failureFields, final: true, err: err instanceof AppError ? String(err) : err }, 'job failed');
  }
  await tell(deps, work, decided.tell, fields);
  throw new UnrecoverableError(`${code}: ${err instanceof Error ? err.message : String(err)}`);
}

async function pause(
  deps: FailureDeps,
  subscriptionId: string,
  why: Extract<FailureAction, { action: 'pause' }>['why'],
  fields: object,
): Promise<void> {
  try {
    if (!deps.subscriptions) throw new Error('no subscriptions here to pause');
    await deps.subscriptions.pause(subscriptionId, why);
  } catch (e) {
    deps.logger.error({ event: 'subscription_pause_failed', ...fields, err: String(e) }, 'could not pause the subscription');
  }
}

/** Delivers the decision's notice: in the conversation, or by direct message where the platform has one. */
async function tell(deps: FailureDeps, work: JobWork, notice: FailureNotice, fields: object): Promise<void> {
  const direct = notice.to === 'requester-dm' || notice.to === 'creator-dm';
  const target = direct ? deps.platforms.directTarget(work.target, work.requester.userId) : work.target;
  if (!target) {
    if (notice.to === 'creator-dm')
      deps.logger.warn({ event: 'creator_not_notified', ...fields }, 'subscription paused; the platform offers no direct message to its creator');
    else deps.logger.warn({ event: 'requester_not_notified', ...fields }, 'the platform offers no way to tell the requester');
    return;
  }
  await notify(deps, target, { kind: 'notice', text: notice.text, correlationId: work.correlationId, audience: AUDIENCE[notice.to] }, fields);
}

/**
 * A request whose payload does not validate still has someone waiting: when its target and
 * correlation id can be read, they are told to type the command again.
 */
export async function notifyUnreadable(deps: Pick<ProcessorDeps, 'deliverer' | 'logger' | 'schemas'>, job: JobHandle): Promise<void> {
  const data = (job.data ?? {}) as Record<string, unknown>;
  const target = deps.schemas.target.safeParse(data.target);
  if (!target.success) return;
  const ref = CorrelationIdSchema.safeParse(data.correlationId);
  const correlationId = ref.success ? ref.data : job.id;
  const text = message('failure.unreadable', { ref: correlationId });
  await notify(deps, target.data, { kind: 'notice', text, correlationId, audience: 'requester' }, { jobId: job.id, correlationId });
}
