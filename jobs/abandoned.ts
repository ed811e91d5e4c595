/**
 * Jobs BullMQ fails without running our processor, so failure.ts never sees them: a job whose
 * worker died more often than `maxStalledCount` allows is failed on its next pick-up with
 * "job stalled more than allowable limit". The worker's 'failed' event brings it here (once:
 * only the worker that moved it to failed emits it), and the requester (a request) or the
 * subscription's channel, else its creator by direct message (a firing), gets the same
 * one-sentence notice as any final failure, and metrics count it with reason `stalled`.
 */
import { AppError } from '../src/errors.js';
import { notify } from './failure.js';
import { failureText } from './failure-action.js';
import type { JobHandle, JobWork, ProcessorDeps } from './job.js';
import { FiringJobSchema, JOB_NAMES, firingCorrelationId } from './queue.js';

/** BullMQ's reason for a job failed by the stalled-job check (moveStalledJobsToWait). */
export const STALLED_REASON = 'job stalled more than allowable limit';

/** Whether a 'failed' event is one the processor never saw. */
export function isAbandoned(err: { message: string }): boolean {
  return err.message === STALLED_REASON;
}

/** The failure people are told about: how many times the worker stopped under the job. */
export function stalledError(times: number): AppError {
  return new AppError('stalled', { id: 'error.stalled', values: { times } }, { detail: STALLED_REASON });
}

/** The work the job was about, read again from its payload (a firing: from its subscription). */
async function workOf(deps: ProcessorDeps, job: JobHandle): Promise<JobWork | null> {
  if (job.name === JOB_NAMES.report) {
    const parsed = deps.schemas.report.safeParse(job.data);
    if (!parsed.success) return null;
    const p = parsed.data;
    return { query: p.query, target: p.target, now: new Date(p.requestedAt), correlationId: p.correlationId, requester: p.requester };
  }
  const parsed = FiringJobSchema.safeParse(job.data);
  const scheduledAt = parsed.success ? (parsed.data.scheduledAt ?? job.scheduledAt) : undefined;
  if (!parsed.success || scheduledAt === undefined || !deps.firings) return null;
  const subscription = await deps.firings.store.get(parsed.data.subscriptionId);
  if (!subscription) return null;
  return {
    query: subscription.query,
    target: subscription.target,
    now: new Date(scheduledAt),
    correlationId: firingCorrelationId(subscription.id, scheduledAt),
    requester: subscription.creator,
    firing: { subscription, scheduledAt },
  };
}

/** Logs, counts and tells someone about a job BullMQ gave up on; never throws. */
export async function notifyAbandoned(deps: ProcessorDeps, job: JobHandle, times: number): Promise<void> {
  const { logger } = deps;
  const err = stalledError(times);
  let work: JobWork | null = null;
  try {
    work = await workOf(deps, job);
  } catch (e) {
    logger.warn({ event: 'abandoned_job_unreadable', jobId: job.id, err: String(e) }, 'could not read what the abandoned job was about');
  }
  const fields = {
    jobId: job.id,
    jobName: job.name,
    correlationId: work?.correlationId,
    subscriptionId: work?.firing?.subscription.id,
    code: 'stalled',
  };
  logger.error({ event: 'job_failed', ...fields, final: true, stalls: times }, 'job failed: its worker stopped too many times');
  deps.observer?.job(job.name, work?.query.report ?? 'unknown', 'failed');
  deps.observer?.failed?.(job.name, 'stalled');
  if (!work) {
    logger.warn({ event: 'requester_not_notified', ...fields }, 'the abandoned job names no one to tell');
    return;
  }
  const text = failureText(work, err);
  const notice = { kind: 'notice' as const, text, correlationId: work.correlationId };
  if (!work.firing) {
    await notify(deps, work.target, { ...notice, audience: 'requester' }, fields);
    return;
  }
  if (await notify(deps, work.target, { ...notice, audience: 'channel' }, fields)) return;
  const dm = deps.platforms.directTarget(work.target, work.requester.userId);
  if (dm) await notify(deps, dm, { ...notice, audience: 'requester' }, fields);
}
