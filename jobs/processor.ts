/**
 * The processor, shared by the BullMQ worker and the inline runner: validate the payload,
 * (for a firing: load the subscription or alert, skip a paused, removed or snoozed one),
 * check the conversation's access (narrowing the query, or one sentence instead), run the
 * report, (for an alert: record the check and post only at a crossing), make its charts or
 * its CSV, claim the firing, deliver, record. Failures are handled in failure.ts; the daily
 * snapshot of the books is its own small job (books-snapshot.ts).
 *
 * It knows jobs only through `JobHandle`, so both runners give it the same thing, and it
 * never reads the clock for a report: a request runs at the instant it was asked for, a
 * firing at its scheduled time, on every try.
 */
import { randomUUID } from 'node:crypto';
import { DelayedError, UnrecoverableError, WaitingError } from 'bullmq';
import { chartConfigs, type Chart, type ChartSpec } from '../src/render/charts.js';
import { isOpen, type AccessScope } from '../src/access/index.js';
import { AppError, afterColon } from '../src/errors.js';
import { describeQuery } from '../src/query/index.js';
import { evaluateAlert } from '../src/reports/alerts.js';
import { runReport, type Report } from '../src/reports/index.js';
import { checkSentence, crossedSentence } from '../src/render/alerts.js';
import { handleFailure, notify, notifyUnreadable } from './failure.js';
import type { ChartsMade } from './deliverer.js';
import type { JobHandle, JobResult, Processor, ProcessorDeps, Work } from './job.js';
import { recordDailyBooks } from './books-snapshot.js';
import { BooksJobSchema, FiringJobSchema, JOB_NAMES, firingCorrelationId } from './queue.js';

/** How often a firing held by another try is looked at again. */
export const BUSY_RECHECK_MS = 2_000;

/** How far before a firing its earlier post is looked for: the platform's clock may differ from ours. */
export const SEARCH_CLOCK_MARGIN_MS = 5 * 60_000;

/** Runner signals (defer, release) pass through untouched. */
export function isRunnerSignal(err: unknown): boolean {
  return err instanceof DelayedError || err instanceof WaitingError;
}

export function createProcessor(deps: ProcessorDeps): Processor {
  const { logger } = deps;
  const makeReport = deps.runReport ?? runReport;
  // Which report a job is about, learnt in execute(): a firing's payload does not say.
  const reportOf = new WeakMap<JobHandle, string>();

  async function processRequest(job: JobHandle): Promise<JobResult> {
    const parsed = deps.schemas.report.safeParse(job.data);
    if (!parsed.success) {
      const detail = parsed.error.issues.map((i) => `${i.path.join('.') || '(data)'}: ${i.message}`).join('; ');
      logger.error({ event: 'job_failed', jobId: job.id, jobName: job.name, code: 'invalid_payload', final: true, detail }, 'job payload is invalid');
      await notifyUnreadable(deps, job);
      throw new UnrecoverableError(`invalid payload: ${detail}`);
    }
    const p = parsed.data;
    return execute(job, {
      query: p.query,
      target: p.target,
      now: new Date(p.requestedAt),
      correlationId: p.correlationId,
      requester: p.requester,
      replaceMessageId: p.replaceMessageId,
      check: p.check,
      as: p.as,
    });
  }

  async function processFiring(job: JobHandle): Promise<JobResult> {
    const parsed = FiringJobSchema.safeParse(job.data);
    const scheduledAt = parsed.success ? (parsed.data.scheduledAt ?? job.scheduledAt) : undefined;
    if (!parsed.success || scheduledAt === undefined || !deps.firings) {
      const code = !parsed.success ? 'invalid_payload' : scheduledAt === undefined ? 'no_scheduled_time' : 'subscriptions_disabled';
      logger.error({ event: 'job_failed', jobId: job.id, jobName: job.name, code, final: true }, 'subscription firing cannot run');
      throw new UnrecoverableError(code);
    }
    const { subscriptionId } = parsed.data;
    const correlationId = firingCorrelationId(subscriptionId, scheduledAt);
    const base = { jobId: job.id, subscriptionId, correlationId, scheduledAt: new Date(scheduledAt).toISOString() };
    const subscription = await deps.firings.store.get(subscriptionId);
    if (!subscription || subscription.paused) {
      const reason = subscription ? 'paused' : 'removed';
      logger.info({ event: 'firing_skipped', ...base, reason }, `subscription ${reason}; firing skipped`);
      return { status: 'skipped', reason, correlationId };
    }
    if (subscription.alert) {
      // A snoozed alert is not checked at all: its crossing state stays as it was.
      const state = await deps.firings.alertStates.get(subscriptionId);
      if (state?.snoozedUntil && new Date(state.snoozedUntil).getTime() > scheduledAt) {
        logger.info({ event: 'firing_skipped', ...base, reason: 'snoozed', until: state.snoozedUntil }, 'alert snoozed; firing skipped');
        return { status: 'skipped', reason: 'snoozed', correlationId };
      }
    }
    const seen = await deps.firings.ledger.check(subscriptionId, scheduledAt);
    if (seen.state === 'delivered') {
      logger.info({ event: 'firing_skipped_duplicate', ...base, messageId: seen.messageId }, 'firing already delivered');
      return { status: 'duplicate', messageId: seen.messageId, correlationId };
    }
    if (seen.state === 'busy') return deferBusy(job, seen.retryInMs, base);
    return execute(job, {
      query: subscription.query,
      target: subscription.target,
      now: new Date(scheduledAt),
      correlationId,
      requester: subscription.creator,
      firing: { subscription, scheduledAt },
    });
  }

  /** The report's chart specs, or none when charts are off or cannot be planned (then said once it is posted). */
  function planCharts(report: Report, work: Work): { specs: ChartSpec[]; failed: boolean } {
    if (!deps.charts) return { specs: [], failed: false };
    try {
      return { specs: chartConfigs(report), failed: false };
    } catch (err) {
      logger.warn({ event: 'chart_failed', correlationId: work.correlationId, err: String(err) }, 'charts could not be made');
      return { specs: [], failed: true };
    }
  }

  async function makeCharts(specs: ChartSpec[], work: Work): Promise<ChartsMade> {
    const renderer = deps.charts;
    if (!renderer || specs.length === 0) return { charts: [], chartError: false };
    // async: a renderer that throws instead of rejecting fails its chart, not the job.
    const images = await Promise.allSettled(specs.map(async (s) => renderer.render(s)));
    const charts: Chart[] = [];
    images.forEach((r, i) => {
      if (r.status === 'fulfilled') charts.push({ key: specs[i]!.key, title: specs[i]!.title, alt: specs[i]!.alt, image: r.value });
      else logger.warn({ event: 'chart_failed', correlationId: work.correlationId, chart: specs[i]!.key, err: String(r.reason) }, 'chart could not be made');
    });
    return { charts, chartError: charts.length < specs.length };
  }

  async function execute(job: JobHandle, work: Work): Promise<JobResult> {
    const firing = work.firing;
    const fields = {
      jobId: job.id,
      jobName: job.name,
      correlationId: work.correlationId,
      subscriptionId: firing?.subscription.id,
      report: work.query.report,
      conversation: deps.platforms.conversationKey(work.target),
      attempt: job.attemptsMade + 1,
      attempts: job.attempts,
    };
    const started = Date.now();
    reportOf.set(job, work.query.report);
    logger.info({ event: 'job_started', ...fields }, 'job started');
    let delivering = false;
    let token: string | undefined;
    try {
      // Claimed first: a chart still on its way to this message must not overwrite the report made here.
      if (work.replaceMessageId && work.as !== 'csv') {
        await deps.messages?.claim(work.replaceMessageId, work.correlationId).catch((err: unknown) => {
          logger.warn({ event: 'message_claim_failed', ...fields, err: String(err) }, 'could not note the report now in this message');
        });
      }
      const allowed = await checkAccess(job, work, fields);
      if (allowed.status !== 'allowed') return allowed.result;
      const scoped = allowed.scope ? { access: allowed.scope } : {};
      const report = await makeReport(allowed.query, { api: deps.api, books: deps.books, now: work.now, signal: job.signal, ...deps.reports, ...scoped });
      deps.observer?.report(work.query.report, Date.now() - started);
      if (work.as === 'csv') {
        // A file for a report already on screen: no charts, no firing, just the table as a file.
        delivering = true;
        const receipt = await deps.deliverer.deliver(work.target, { kind: 'csv', report, correlationId: work.correlationId, messageId: work.replaceMessageId });
        logger.info({ event: 'job_completed', ...fields, output: 'csv', messageId: receipt.messageId, ms: Date.now() - started }, 'job completed');
        return { status: 'delivered', messageId: receipt.messageId, correlationId: work.correlationId };
      }
      let alert: { text: string; alertId: string } | undefined;
      if (firing?.subscription.alert) {
        const crossed = await checkAlert(firing, report, fields);
        if (crossed === null) return { status: 'skipped', reason: 'not_crossed', correlationId: work.correlationId };
        alert = { text: crossed, alertId: firing.subscription.id };
      } else if (work.check) {
        const { alertId, condition } = work.check;
        alert = { text: checkSentence(evaluateAlert(report, condition), condition, work.query, report.currency), alertId };
      }
      const plan = planCharts(report, work);
      // A request's PNG charts follow its figures (deliverer.ts); a firing posts once, complete,
      // so a channel's digest or alert never changes under its readers.
      const follow = !firing && deps.chartsFollow !== false && deps.charts?.output === 'png' && plan.specs.length > 0;
      const { charts, chartError } = follow ? { charts: [], chartError: false } : await makeCharts(plan.specs, work);
      if (job.signal?.aborted) return await job.release();
      if (firing) {
        token = randomUUID();
        const claim = await deps.firings!.ledger.claim(firing.subscription.id, firing.scheduledAt, token);
        if (claim.state === 'delivered') {
          logger.info({ event: 'firing_skipped_duplicate', ...fields, messageId: claim.messageId }, 'firing already delivered');
          return { status: 'duplicate', messageId: claim.messageId, correlationId: work.correlationId };
        }
        if (claim.state === 'busy') {
          token = undefined;
          return await deferBusy(job, claim.retryInMs, fields);
        }
        const earlier = claim.previousTry ? await findEarlierPost(job, work, fields) : null;
        if (earlier) {
          await recordFiring(firing, token, earlier, fields);
          logger.info({ event: 'firing_found_posted', ...fields, messageId: earlier }, 'an earlier try had posted this firing; recorded it instead of posting again');
          return { status: 'duplicate', messageId: earlier, correlationId: work.correlationId };
        }
      }
      delivering = true;
      const receipt = await deps.deliverer.deliver(work.target, {
        kind: 'report',
        report,
        charts,
        chartError: chartError || plan.failed,
        ...(follow ? { chartsToFollow: () => makeCharts(plan.specs, work) } : {}),
        ...(deps.messages ? { isLatest: (messageId: string) => deps.messages!.isLatest(messageId, work.correlationId).catch(() => true) } : {}),
        correlationId: work.correlationId,
        replaceMessageId: work.replaceMessageId,
        subscriptionId: firing?.subscription.id,
        firingId: firing ? work.correlationId : undefined,
        ...(alert ? { alert } : {}),
      });
      if (firing && token) await recordFiring(firing, token, receipt.messageId, fields);
      logger.info({ event: 'job_completed', ...fields, messageId: receipt.messageId, ms: Date.now() - started }, 'job completed');
      return { status: 'delivered', messageId: receipt.messageId, correlationId: work.correlationId };
    } catch (err) {
      if (isRunnerSignal(err)) throw err;
      if (firing && token) {
        await deps.firings!.ledger.release(firing.subscription.id, firing.scheduledAt, token).catch((e: unknown) => {
          logger.warn({ event: 'firing_release_failed', ...fields, err: String(e) }, 'could not release a firing claim; it expires with its lease');
        });
      }
      // Shut down before anything was posted: hand the job back instead of failing it.
      if (job.signal?.aborted && !delivering) return await job.release();
      return await handleFailure(deps, job, work, err, fields);
    }
  }

  /**
   * An alert's firing: evaluates its condition on the report (pure), records the check (see
   * alert-state.ts for why before the post) and returns the sentence to post above the report,
   * or null when this check posts nothing: the condition does not hold, held already at the
   * check before, or a later check was recorded. A retry of the same firing gets the decision
   * its first try recorded; it posts only if the condition still holds (never a sentence the
   * figures on screen contradict), and the firing ledger keeps that post to one.
   */
  async function checkAlert(firing: NonNullable<Work['firing']>, report: Report, fields: object): Promise<string | null> {
    const condition = firing.subscription.alert!;
    const check = evaluateAlert(report, condition);
    const value = check.metric?.value ?? null;
    const decision = await deps.firings!.alertStates.record(firing.subscription.id, firing.scheduledAt, { holding: check.holding, value });
    const post = decision.post && !decision.stale && check.holding;
    logger.info({ event: 'alert_checked', ...fields, holding: check.holding, value, why: check.why, post, stale: decision.stale }, post ? 'alert crossed' : 'alert checked; nothing to post');
    return post ? crossedSentence(check, condition, firing.subscription.query, report.currency) : null;
  }

  /**
   * The conversation's access scope, read now (a subscription's is read at each firing, so a
   * revoked grant stops it): the query narrowed to it, or the job ends with one sentence posted
   * instead of the report: to the channel for a firing (once: the firing is recorded as
   * delivered), to the requester for a request. Where every scheduled firing passes, alerts too.
   */
  async function checkAccess(
    job: JobHandle,
    work: Work,
    fields: Record<string, unknown>,
  ): Promise<{ status: 'allowed'; query: Work['query']; scope?: AccessScope } | { status: 'refused'; result: JobResult }> {
    if (!deps.access) return { status: 'allowed', query: work.query };
    const checked = await deps.access.check(work.target, work.query);
    if (checked.ok) return { status: 'allowed', query: checked.query, ...(checked.scope && !isOpen(checked.scope) ? { scope: checked.scope } : {}) };
    const firing = work.firing;
    logger.warn({ event: 'access_refused', ...fields, where: firing ? 'firing' : 'request', reason: checked.reason, userId: work.requester.userId }, 'refused by the conversation\'s access scope');
    deps.observer?.accessRefused?.(checked.reason);
    const skipped: JobResult = { status: 'skipped', reason: 'refused', correlationId: work.correlationId };
    if (!firing) {
      await notify(deps, work.target, { kind: 'notice', text: checked.message, correlationId: work.correlationId, audience: 'requester' }, fields);
      return { status: 'refused', result: skipped };
    }
    const token = randomUUID();
    const claim = await deps.firings!.ledger.claim(firing.subscription.id, firing.scheduledAt, token);
    if (claim.state === 'delivered') return { status: 'refused', result: { status: 'duplicate', messageId: claim.messageId, correlationId: work.correlationId } };
    if (claim.state === 'busy') return deferBusy(job, claim.retryInMs, fields);
    const text = `The scheduled report ${describeQuery(work.query)} (subscription \`${firing.subscription.id}\`) was not posted: ${afterColon(checked.message)}`;
    try {
      const receipt = await deps.deliverer.deliver(work.target, { kind: 'notice', text, correlationId: work.correlationId, audience: 'channel' });
      await recordFiring(firing, token, receipt.messageId, fields);
    } catch (err) {
      await deps.firings!.ledger.release(firing.subscription.id, firing.scheduledAt, token).catch(() => undefined);
      throw err;
    }
    return { status: 'refused', result: skipped };
  }

  /**
   * Another try holds the firing: it is delivering right now, or it died and its lease runs
   * out. Look again soon (a cheap GET, before any report is computed), without using up a try.
   */
  function deferBusy(job: JobHandle, retryInMs: number, fields: object): Promise<never> {
    const ms = Math.min(retryInMs + 50, BUSY_RECHECK_MS);
    logger.info({ event: 'firing_deferred', ...fields, retryInMs: ms }, 'another try holds this firing; looking again later');
    return job.defer(ms);
  }

  /**
   * An earlier try of this firing claimed it and recorded nothing: it may have crashed after
   * the platform took the post. Where the platform can search, look for the post (tagged with
   * the firing's id, the correlation id) since the job was made or the firing was due,
   * whichever is first, less a margin for clock skew. A search the platform may answer later
   * (429, 5xx) fails the try (it is retried); one it refuses (a scope the workspace did not
   * grant) is logged and the firing is posted: a possible duplicate rather than a lost digest.
   */
  async function findEarlierPost(job: JobHandle, work: Work, fields: object): Promise<string | null> {
    if (!deps.deliverer.findPosted) return null;
    const since = Math.min(work.firing!.scheduledAt, job.timestamp) - SEARCH_CLOCK_MARGIN_MS;
    try {
      return await deps.deliverer.findPosted(work.target, work.correlationId, since);
    } catch (err) {
      if (err instanceof AppError && err.retryable) throw err;
      logger.warn({ event: 'firing_search_failed', ...fields, code: err instanceof AppError ? err.code : 'internal', err: String(err) }, 'could not look for an earlier post of this firing; posting it');
      return null;
    }
  }

  /**
   * Once posted, the message id must be recorded or a retry would post again. Redis may be
   * blinking, so try a few times; if it stays down, complete anyway (retrying the job would
   * post twice) and say so in the log.
   */
  async function recordFiring(firing: NonNullable<Work['firing']>, token: string, messageId: string, fields: object): Promise<void> {
    const { subscription, scheduledAt } = firing;
    for (let tries = 1; ; tries++) {
      try {
        await deps.firings!.ledger.markDelivered(subscription.id, scheduledAt, token, messageId);
        break;
      } catch (err) {
        if (tries >= 3) {
          logger.error({ event: 'firing_record_failed', ...fields, messageId, err: String(err) }, 'posted, but could not record it');
          return;
        }
        await new Promise((r) => setTimeout(r, 200 * tries));
      }
    }
    await deps.firings!.service.recordDelivery(subscription.id, new Date(scheduledAt), messageId).catch((err: unknown) => {
      logger.warn({ event: 'subscription_record_failed', ...fields, err: String(err) }, 'could not note the last delivery');
    });
  }

  /** The daily snapshot of the books: dated by the day it was scheduled for, so a late run records the right day. */
  async function processBooks(job: JobHandle): Promise<JobResult> {
    if (!deps.books) {
      logger.error({ event: 'job_failed', jobId: job.id, jobName: job.name, code: 'books_disabled', final: true }, 'no history of the books here');
      throw new UnrecoverableError('books_disabled');
    }
    const parsed = BooksJobSchema.safeParse(job.data);
    const at = new Date((parsed.success ? parsed.data.scheduledAt : undefined) ?? job.scheduledAt ?? job.timestamp);
    const { filters } = await recordDailyBooks({ api: deps.api, books: deps.books, logger, timeZone: deps.reports.timeZone ?? 'UTC' }, at, job.signal);
    return { status: 'recorded', filters, correlationId: `books-${at.getTime()}` };
  }

  const dispatch: Processor = async (job) => {
    if (job.name === JOB_NAMES.report) return processRequest(job);
    if (job.name === JOB_NAMES.firing) return processFiring(job);
    if (job.name === JOB_NAMES.books) return processBooks(job);
    logger.error({ event: 'job_failed', jobId: job.id, jobName: job.name, code: 'unknown_job', final: true }, 'unknown job name');
    throw new UnrecoverableError(`unknown job name ${job.name}`);
  };
  const observer = deps.observer;
  if (!observer) return dispatch;
  return async (job) => {
    try {
      const result = await dispatch(job);
      observer.job(job.name, reportOf.get(job) ?? 'unknown', result.status === 'delivered' || result.status === 'recorded' ? 'completed' : result.status === 'skipped' ? 'skipped' : 'duplicate');
      return result;
    } catch (err) {
      // Runner signals (deferred, handed back) are not outcomes; the same rule as the runners for the rest.
      if (!isRunnerSignal(err)) {
        const final = err instanceof UnrecoverableError || job.attemptsMade + 1 >= job.attempts;
        observer.job(job.name, reportOf.get(job) ?? 'unknown', final ? 'failed' : 'retried');
        if (final) observer.failed?.(job.name, 'error');
      }
      throw err;
    }
  };
}
