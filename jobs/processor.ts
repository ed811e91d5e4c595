/**
 * The processor, shared by the BullMQ worker and the inline runner: one handler per job name,
 * each given only the dependencies its kind needs, and dispatch by looking the job's name up
 * in that table. Around the one call to the handler, the outcome is told to the observer
 * (metrics): completed, skipped, duplicate, retried or failed.
 *
 * The handlers: request-job.ts (`report`), firing-job.ts (`subscription`), both along the
 * shared path of report-path.ts; books-snapshot.ts (`books-snapshot`). A job kind this
 * process cannot run (firings without Redis, the books without their history) gets a handler
 * that fails it for good with its reason.
 *
 * It knows jobs only through `JobHandle`, so both runners give it the same thing.
 */
import { UnrecoverableError } from 'bullmq';
import type { Logger } from '../src/log.js';
import { runReport } from '../src/reports/index.js';
import { booksJobHandler } from './books-snapshot.js';
import { firingJobHandler } from './firing-job.js';
import {
  isRunnerSignal,
  type JobHandle,
  type JobHandler,
  type JobHandlers,
  type JobName,
  type JobResult,
  type Processor,
  type ProcessorDeps,
} from './job.js';
import { JOB_NAMES } from './queue.js';
import type { ReportPathDeps } from './report-path.js';
import { requestJobHandler } from './request-job.js';

/** The handler table of a processor with `deps`. */
export function jobHandlers(deps: ProcessorDeps, noteReport: ReportPathDeps['noteReport']): JobHandlers {
  const path: ReportPathDeps = {
    api: deps.api,
    books: deps.books,
    runReport: deps.runReport ?? runReport,
    reports: deps.reports,
    charts: deps.charts,
    chartsFollow: deps.chartsFollow,
    deliverer: deps.deliverer,
    platforms: deps.platforms,
    logger: deps.logger,
    observer: deps.observer,
    access: deps.access,
    messages: deps.messages,
    followUps: deps.followUps,
    noteReport,
  };
  const { firings, books, logger } = deps;
  return {
    [JOB_NAMES.report]: requestJobHandler({ ...path, schemas: deps.schemas }),
    [JOB_NAMES.firing]: firings
      ? firingJobHandler({ ...path, firings })
      : cannotRun(logger, 'subscriptions_disabled', 'subscription firing cannot run'),
    [JOB_NAMES.books]: books
      ? booksJobHandler({ api: deps.api, books, logger, timeZone: deps.reports.timeZone ?? 'UTC' })
      : cannotRun(logger, 'books_disabled', 'no history of the books here'),
  };
}

export function createProcessor(deps: ProcessorDeps): Processor {
  const { logger, observer } = deps;
  // Which report a job is about, learnt on the way: a firing's payload does not say.
  const reportOf = new WeakMap<JobHandle, string>();
  const handlers = jobHandlers(deps, (job, report) => reportOf.set(job, report));
  const dispatch: Processor = async (job) => {
    if (isJobName(job.name)) return handlers[job.name](job);
    logger.error({ event: 'job_failed', jobId: job.id, jobName: job.name, code: 'unknown_job', final: true }, 'unknown job name');
    throw new UnrecoverableError(`unknown job name ${job.name}`);
  };
  if (!observer) return dispatch;
  const outcome = (job: JobHandle, result: JobResult) => {
    const said = result.status === 'delivered' || result.status === 'recorded' ? 'completed' : result.status === 'skipped' ? 'skipped' : 'duplicate';
    observer.job(job.name, reportOf.get(job) ?? 'unknown', said);
  };
  const failed = (job: JobHandle, err: unknown) => {
    // Runner signals (deferred, handed back) are not outcomes; the same rule as the runners for the rest.
    if (isRunnerSignal(err)) return;
    const final = err instanceof UnrecoverableError || job.attemptsMade + 1 >= job.attempts;
    observer.job(job.name, reportOf.get(job) ?? 'unknown', final ? 'failed' : 'retried');
    if (final) observer.failed?.(job.name, 'error');
  };
  return async (job) => {
    try {
      const result = await dispatch(job);
      outcome(job, result);
      return result;
    } catch (err) {
      failed(job, err);
      throw err;
    }
  };
}

const NAMES: readonly string[] = Object.values(JOB_NAMES);

/** Whether a job's name is one of the queue's (a job of an older or newer release may not be). */
function isJobName(name: string): name is JobName {
  return NAMES.includes(name);
}

/** A handler for a job kind this process is not set up for: fails each job for good, saying why. */
function cannotRun(logger: Logger, code: string, message: string): JobHandler {
  return async (job) => {
    logger.error({ event: 'job_failed', jobId: job.id, jobName: job.name, code, final: true }, message);
    throw new UnrecoverableError(code);
  };
}
