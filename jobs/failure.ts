/**
 * What happens when a job fails. Retryable failures (the reporting service's 429/5xx, a chat
 * platform's 429/5xx) are thrown back for BullMQ to retry with backoff, until the last try.
 * Anything else, or the last try, ends the job: the requester gets ONE notice (what failed,
 * in one sentence, and the correlation id) and the job fails with `UnrecoverableError`, so
 * it is not tried again. A subscription whose conversation is gone is paused and its creator
 * told by direct message where the platform allows. Nothing fails without a log line.
 */
import { UnrecoverableError } from 'bullmq';
import { pausedNotice } from '../src/commands/index.js';
import { AppError, afterColon, userMessageOf } from '../src/errors.js';
import { describeQuery } from '../src/query/index.js';
import { DeliveryError, type OutgoingMessage } from './deliverer.js';
import type { JobHandle, ProcessorDeps, Work } from './job.js';
import type { DeliveryTarget } from './platforms.js';
import { CorrelationIdSchema } from './queue.js';

/**
 * The one sentence a requester gets when their report finally failed, then the reference
 * that finds its log lines: "Referrals · last month could not be made: the reporting service
 * is not answering right now; try again in a few minutes. (ref r-4kq2x9aa)".
 */
export function failureText(work: Pick<Work, 'query' | 'correlationId' | 'firing'>, err: unknown): string {
  const what = work.firing
    ? `The scheduled report ${describeQuery(work.query)} (subscription \`${work.firing.subscription.id}\`)`
    : describeQuery(work.query);
  const verb = err instanceof DeliveryError ? 'could not be posted' : 'could not be made';
  return `${what} ${verb}: ${afterColon(userMessageOf(err))} (ref ${work.correlationId})`;
}

/** Delivers a notice; a failure is logged, never thrown (there is no one left to tell). */
export async function notify(deps: Pick<ProcessorDeps, 'deliverer' | 'logger'>, target: DeliveryTarget, message: OutgoingMessage, fields: object): Promise<boolean> {
  try {
    await deps.deliverer.deliver(target, message);
    return true;
  } catch (err) {
    deps.logger.error(
      { event: 'delivery_failed', ...fields, notice: true, code: err instanceof AppError ? err.code : 'internal', err: String(err) },
      'could not deliver the failure notice either',
    );
    return false;
  }
}

/** Decides between retry and final failure; always throws. */
export async function handleFailure(deps: ProcessorDeps, job: JobHandle, work: Work, err: unknown, fields: Record<string, unknown>): Promise<never> {
  const { logger } = deps;
  const code = err instanceof AppError ? err.code : 'internal';
  const retryable = err instanceof AppError && err.retryable;
  const lastTry = job.attemptsMade + 1 >= job.attempts;
  const isDelivery = err instanceof DeliveryError;
  const failureFields = { ...fields, code, retryable, platformCode: isDelivery ? err.platformCode : undefined };
  if (isDelivery) logger.warn({ event: 'delivery_failed', ...failureFields, permanent: err.permanent }, 'delivery failed');

  if (err instanceof DeliveryError && err.permanent && work.firing) {
    logger.error({ event: 'job_failed', ...failureFields, final: true }, 'subscription target is gone');
    await pauseSubscription(deps, work, err, fields);
    throw new UnrecoverableError(`${code}: ${err.message}`);
  }
  if (retryable && !lastTry) {
    logger.warn({ event: 'job_failed', ...failureFields, final: false, willRetry: true, err: String(err) }, 'job failed; will retry');
    throw err;
  }
  // Our own errors are fully said by their code; anything else is a bug and needs its stack.
  logger.error({ event: 'job_failed', ...failureFields, final: true, err: err instanceof AppError ? String(err) : err }, 'job failed');

  const text = failureText(work, err);
  const audience = work.firing ? 'channel' : 'requester';
  // A conversation we cannot post to can only be told about it elsewhere: a DM.
  const target = err instanceof DeliveryError && err.permanent ? deps.platforms.directTarget(work.target, work.requester.userId) : work.target;
  if (target) await notify(deps, target, { kind: 'notice', text, correlationId: work.correlationId, audience }, fields);
  else logger.warn({ event: 'requester_not_notified', ...fields }, 'the platform offers no way to tell the requester');
  throw new UnrecoverableError(`${code}: ${err instanceof Error ? err.message : String(err)}`);
}

async function pauseSubscription(deps: ProcessorDeps, work: Work, err: DeliveryError, fields: Record<string, unknown>): Promise<void> {
  const { subscription } = work.firing!;
  try {
    await deps.firings!.service.pause(subscription.id, { reason: err.userMessage, code: err.code, platformCode: err.platformCode });
  } catch (e) {
    deps.logger.error({ event: 'subscription_pause_failed', ...fields, err: String(e) }, 'could not pause the subscription');
  }
  const dm = deps.platforms.directTarget(subscription.target, subscription.creator.userId);
  if (!dm) {
    deps.logger.warn({ event: 'creator_not_notified', ...fields }, 'subscription paused; the platform offers no direct message to its creator');
    return;
  }
  const text = `${pausedNotice(subscription, err.userMessage)} (ref ${work.correlationId})`;
  await notify(deps, dm, { kind: 'notice', text, correlationId: work.correlationId, audience: 'requester' }, fields);
}

/**
 * A request whose payload does not validate still has someone waiting: when its target and
 * correlation id can be read, they are told to type the command again.
 */
export async function notifyUnreadable(deps: ProcessorDeps, job: JobHandle): Promise<void> {
  const data = (job.data ?? {}) as Record<string, unknown>;
  const target = deps.schemas.target.safeParse(data.target);
  if (!target.success) return;
  const ref = CorrelationIdSchema.safeParse(data.correlationId);
  const correlationId = ref.success ? ref.data : job.id;
  const text = `That request could not be read, so no report was made; please type the command again. (ref ${correlationId})`;
  await notify(deps, target.data, { kind: 'notice', text, correlationId, audience: 'requester' }, { jobId: job.id, correlationId });
}
