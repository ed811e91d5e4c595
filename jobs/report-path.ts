/**
 * The path every report job takes, requests and firings alike, in named steps:
 * admit (the conversation's access scope) → make (the report, and an alert's line) → claim
 * (a firing's right to post, once) → deliver (with its charts, report-charts.ts) → record (a
 * firing's post, so no retry posts it again). What differs between kinds of job is the
 * `ReportJobKind` a handler brings (request-job.ts, firing-job.ts); failures are carried out
 * by failure.ts.
 *
 * It never reads the clock for a report: a request runs at the instant it was asked for, a
 * firing at its scheduled time, on every try.
 */
import { isOpen, type Access, type AccessScope } from '../src/access/index.js';
import type { ReportingApi } from '../src/api/client.js';
import type { ReportQuery } from '../src/query/index.js';
import type { Report } from '../src/reports/index.js';
import { withLocale } from '../src/render/locale.js';
import type { BooksStore } from './books-history.js';
import { chartsFollow, deliverFiguresFirst, drawCharts, planCharts, type ChartDeps } from './report-charts.js';
import { handleFailure, type FailureDeps } from './failure.js';
import { isRunnerSignal, type JobHandle, type JobResult, type JobWork, type ProcessorDeps } from './job.js';
import type { RunReport } from './sharing.js';

/** Fields every log line of one job carries. */
export type JobFields = Record<string, unknown>;

/** What the shared path needs; a handler gives it the dependencies of its own kind besides. */
export interface ReportPathDeps extends ChartDeps, FailureDeps {
  api: ReportingApi;
  books?: BooksStore;
  runReport: RunReport;
  reports: ProcessorDeps['reports'];
  platforms: ChartDeps['platforms'] & FailureDeps['platforms'] & Pick<ProcessorDeps['platforms'], 'conversationKey' | 'threadKey'>;
  followUps?: ProcessorDeps['followUps'];
  observer?: ProcessorDeps['observer'];
  access?: Access;
  /** Notes which report a job is about, for the outcome the processor observes. */
  noteReport(job: JobHandle, report: string): void;
}

/** The sentence above a report: an alert that crossed, or what a Check now found. */
export interface AlertLine {
  text: string;
  alertId: string;
}

/** A claim on posting a report: what was posted is recorded under it, or it is given back. */
export interface PostClaim {
  record(messageId: string): Promise<void>;
  release(): Promise<void>;
}

/** What one kind of report job brings to the shared path. */
export interface ReportJobKind {
  /** Its charts may follow its figures (a request's); a firing posts once, complete. */
  readonly chartsMayFollow: boolean;
  /** The access scope refused the report: tells whom it must and says how the job ends. */
  refused(job: JobHandle, work: JobWork, sentence: string, fields: JobFields): Promise<JobResult>;
  /** The line above the report; null when this report is not to be posted at all (an alert that did not cross). */
  alertLine(report: Report, work: JobWork, fields: JobFields): Promise<AlertLine | null | undefined>;
  /** Takes the right to post: a claim to record the post under, or how the job ends instead (posted already, held by another try). */
  claim(job: JobHandle, work: JobWork, fields: JobFields): Promise<{ claim: PostClaim } | { result: JobResult }>;
}

/** Runs one report job of `kind` along the shared path. */
export async function runReportJob(deps: ReportPathDeps, kind: ReportJobKind, job: JobHandle, work: JobWork): Promise<JobResult> {
  const { logger } = deps;
  const fields: JobFields = {
    jobId: job.id,
    jobName: job.name,
    correlationId: work.correlationId,
    subscriptionId: work.firing?.subscription.id,
    report: work.query.report,
    conversation: deps.platforms.conversationKey(work.target),
    attempt: job.attemptsMade + 1,
    attempts: job.attempts,
  };
  const started = Date.now();
  deps.noteReport(job, work.query.report);
  logger.info({ event: 'job_started', ...fields }, 'job started');
  let delivering = false;
  let claim: PostClaim | undefined;
  const completed = (messageId: string, extra: object = {}): JobResult => {
    logger.info({ event: 'job_completed', ...fields, ...extra, messageId, ms: Date.now() - started }, 'job completed');
    return { status: 'delivered', messageId, correlationId: work.correlationId };
  };
  try {
    const admitted = await admit(deps, kind, job, work, fields);
    if ('result' in admitted) return admitted.result;
    const report = await make(deps, job, work, admitted, started);
    if (work.as === 'csv') {
      // A file for a report already on screen: no charts, no firing, just the table as a file.
      delivering = true;
      const receipt = await deps.deliverer.deliver(work.target, {
        kind: 'csv',
        report,
        correlationId: work.correlationId,
        messageId: work.replaceMessageId,
      });
      return completed(receipt.messageId, { output: 'csv' });
    }
    const alert = await kind.alertLine(report, work, fields);
    if (alert === null) return { status: 'skipped', reason: 'not_crossed', correlationId: work.correlationId };
    const plan = planCharts(deps, report, work.correlationId);
    const follow = chartsFollow(deps, work.target, plan, kind.chartsMayFollow);
    const { charts, chartError } = follow ? { charts: [], chartError: false } : await drawCharts(deps, plan.specs, work.correlationId);
    if (job.signal?.aborted) return await job.release();
    const claimed = await kind.claim(job, work, fields);
    if ('result' in claimed) return claimed.result;
    claim = claimed.claim;
    delivering = true;
    const message = {
      kind: 'report' as const,
      report,
      charts,
      chartError: chartError || plan.failed,
      correlationId: work.correlationId,
      replaceMessageId: work.replaceMessageId,
      subscriptionId: work.firing?.subscription.id,
      firingId: work.firing ? work.correlationId : undefined,
      ...(alert ? { alert } : {}),
    };
    const receipt = follow ? await deliverFiguresFirst(deps, work.target, message, plan.specs) : await deps.deliverer.deliver(work.target, message);
    await claim.record(receipt.messageId);
    await keepForReplies(deps, work.target, receipt.messageId, admitted.query);
    return completed(receipt.messageId);
  } catch (err) {
    if (isRunnerSignal(err)) throw err;
    await claim?.release();
    // Shut down before anything was posted: hand the job back instead of failing it.
    if (job.signal?.aborted && !delivering) return await job.release();
    return await handleFailure(deps, job, work, err, fields);
  }
}

/**
 * The report just posted is what a reply in its thread follows up on, whatever posted it (a
 * command, a button, a digest, an alert): kept under the thread its message begins or is in.
 * A store that cannot keep it costs the follow-up, never the post.
 */
async function keepForReplies(deps: ReportPathDeps, target: JobWork['target'], messageId: string, query: ReportQuery): Promise<void> {
  const thread = deps.platforms.threadKey?.(target, messageId);
  if (!thread || !deps.followUps) return;
  // Debug only: a Redis outage is logged once, by the queue's health, not again by every post.
  await deps.followUps.remember(thread, query).catch((err: unknown) => {
    deps.logger.debug({ event: 'follow_up_not_kept', err: String(err) }, 'could not keep the posted report for replies in its thread');
  });
}

/** What the access scope lets this job make: its query, narrowed where the scope is not open. */
interface Admitted {
  query: ReportQuery;
  scope?: AccessScope;
}

/**
 * The conversation's access scope, read now (a subscription's is read at each firing, so a
 * revoked grant stops it): the query narrowed to it, or the job ends as its kind says. A
 * report about to be rewritten into a message claims that message first, so a chart still on
 * its way there does not overwrite the report made here.
 */
async function admit(
  deps: ReportPathDeps,
  kind: ReportJobKind,
  job: JobHandle,
  work: JobWork,
  fields: JobFields,
): Promise<Admitted | { result: JobResult }> {
  if (work.replaceMessageId && work.as !== 'csv') {
    await deps.messages?.claim(work.replaceMessageId, work.correlationId).catch((err: unknown) => {
      deps.logger.warn({ event: 'message_claim_failed', ...fields, err: String(err) }, 'could not note the report now in this message');
    });
  }
  if (!deps.access) return { query: work.query };
  const checked = await deps.access.check(work.accessTarget ?? work.target, work.query);
  if (checked.ok) return { query: checked.query, ...(checked.scope && !isOpen(checked.scope) ? { scope: checked.scope } : {}) };
  deps.logger.warn(
    { event: 'access_refused', ...fields, where: work.firing ? 'firing' : 'request', reason: checked.reason, userId: work.requester.userId },
    "refused by the conversation's access scope",
  );
  deps.observer?.accessRefused?.(checked.reason);
  return { result: await kind.refused(job, work, checked.message, fields) };
}

/** The report itself, at the job's instant, within what the scope admitted; its time is counted from the job's start. */
async function make(deps: ReportPathDeps, job: JobHandle, work: JobWork, admitted: Admitted, started: number): Promise<Report> {
  const scoped = admitted.scope ? { access: admitted.scope } : {};
  const report = await deps.runReport(admitted.query, {
    api: deps.api,
    books: deps.books,
    now: work.now,
    signal: job.signal,
    ...deps.reports,
    ...scoped,
  });
  deps.observer?.report(work.query.report, Date.now() - started);
  // Written in the requester's locale (the front door settled it; a subscription's: its creator's); the figures stay as made.
  return withLocale(report, work.requester.locale);
}
