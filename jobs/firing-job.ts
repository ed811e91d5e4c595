/**
 * The `subscription` job: one firing of a subscription or an alert, posted exactly once.
 * Before any report is made: a paused, removed or snoozed one is skipped, and one already
 * delivered (the firing ledger, firing.ts) is not posted again. On the shared path it brings
 * the ledger's claim, an alert's check (post only at a crossing), and a refusal by the access
 * scope that is posted to the channel once.
 */
import { UnrecoverableError } from 'bullmq';
import { AppError, afterColon, asAppError } from '../src/errors.js';
import { message } from '../src/messages/index.js';
import { describeQuery } from '../src/query/index.js';
import { evaluateAlert } from '../src/reports/alerts.js';
import type { Report } from '../src/reports/index.js';
import { crossedSentence } from '../src/render/alerts.js';
import type { FiringDeps, JobHandle, JobHandler, JobResult, JobWork } from './job.js';
import { DEFAULT_LEASE_MS, tryToken } from './firing.js';
import { FiringJobSchema, firingCorrelationId } from './queue.js';
import { runReportJob, type JobFields, type PostClaim, type ReportJobKind, type ReportPathDeps } from './report-path.js';
import type { Subscription } from './subscription-store.js';

/** How often a firing held by another try is looked at again. */
export const BUSY_RECHECK_MS = 2_000;

/** How far before a firing its earlier post is looked for: the platform's clock may differ from ours. */
export const SEARCH_CLOCK_MARGIN_MS = 5 * 60_000;

/** A firing needs the shared path and the subscriptions' store, ledger and alert states. */
export interface FiringJobDeps extends ReportPathDeps {
  firings: FiringDeps;
}

/** One firing: the subscription as it is now, and the time it was scheduled for. */
interface Firing {
  subscription: Subscription;
  scheduledAt: number;
  /** Its conversation's turn to post was reserved before its report was made (a digest's; an alert's is reserved at its claim). */
  turnReserved: boolean;
  /** This try's token in the firing ledger (`tryToken`). */
  token: string;
}

export function firingJobHandler(deps: FiringJobDeps): JobHandler {
  const { logger, firings } = deps;
  // A firing whose conversation is gone pauses its subscription.
  const path: FiringJobDeps = { ...deps, subscriptions: firings.service };

  return async (job) => {
    const parsed = FiringJobSchema.safeParse(job.data);
    const scheduledAt = parsed.success ? (parsed.data.scheduledAt ?? job.scheduledAt) : undefined;
    if (!parsed.success || scheduledAt === undefined) {
      const code = parsed.success ? 'no_scheduled_time' : 'invalid_payload';
      logger.error({ event: 'job_failed', jobId: job.id, jobName: job.name, code, final: true }, 'subscription firing cannot run');
      throw new UnrecoverableError(code);
    }
    const { subscriptionId } = parsed.data;
    const correlationId = firingCorrelationId(subscriptionId, scheduledAt);
    const base = { jobId: job.id, subscriptionId, correlationId, scheduledAt: new Date(scheduledAt).toISOString() };
    const subscription = await firings.store.get(subscriptionId);
    if (!subscription || subscription.paused) {
      const reason = subscription ? 'paused' : 'removed';
      logger.info({ event: 'firing_skipped', ...base, reason }, `subscription ${reason}; firing skipped`);
      return { status: 'skipped', reason, correlationId };
    }
    if (subscription.alert) {
      // A snoozed alert is not checked at all: its crossing state stays as it was.
      const state = await firings.alertStates.get(subscriptionId);
      if (state?.snoozedUntil && new Date(state.snoozedUntil).getTime() > scheduledAt) {
        logger.info({ event: 'firing_skipped', ...base, reason: 'snoozed', until: state.snoozedUntil }, 'alert snoozed; firing skipped');
        return { status: 'skipped', reason: 'snoozed', correlationId };
      }
    }
    const token = tryToken(job.id, job.attemptsMade);
    const seen = await firings.ledger.check(subscriptionId, scheduledAt, token);
    if (seen.state === 'delivered') {
      logger.info({ event: 'firing_skipped_duplicate', ...base, messageId: seen.messageId }, 'firing already delivered');
      return { status: 'duplicate', messageId: seen.messageId, correlationId };
    }
    if (seen.state === 'busy') return deferBusy(deps, job, seen.retryInMs, base);
    // A digest takes its conversation's turn before its report is made: one whose turn is
    // further off than the pacer's lead goes back to the queue now, before making anything it
    // would make again when it comes back (in a storm, most of a busy channel's firings). An
    // alert's turn waits for its claim: a check that does not cross posts nothing, and a turn
    // it held would only hold up the conversation's other posts.
    const turnInMs = subscription.alert ? undefined : deps.platforms.abilities.reserveTurn(subscription.target, correlationId);
    if (turnInMs !== undefined && turnInMs > 0) return deferPaced(deps, job, turnInMs, base);
    const firing: Firing = { subscription, scheduledAt, turnReserved: turnInMs !== undefined, token };
    const work: JobWork = {
      query: subscription.query,
      target: subscription.target,
      now: new Date(scheduledAt),
      correlationId,
      requester: subscription.creator,
      firing,
    };
    return runReportJob(path, firingKind(path, firing), job, work);
  };
}

/** What one firing brings to the shared path. */
export function firingKind(deps: FiringJobDeps, firing: Firing): ReportJobKind {
  const { logger } = deps;
  const { ledger } = deps.firings;
  const { subscription, scheduledAt, token } = firing;

  /** The ledger's claim on this firing, under this try's token, asked for at `claimedAt`: what is posted is recorded under it. */
  const claimOf = (claimedAt: number, fields: JobFields): PostClaim => ({
    record: (messageId) => recordFiring(deps, firing, token, claimedAt, messageId, fields),
    release: () =>
      ledger.release(subscription.id, scheduledAt, token).catch((e: unknown) => {
        logger.warn({ event: 'firing_release_failed', ...fields, err: String(e) }, 'could not release a firing claim; it expires with its lease');
      }),
  });

  return {
    // Posted once, complete, so a channel's digest or alert never changes under its readers.
    chartsMayFollow: false,

    /** One sentence posted to the channel instead of the report, once: the firing is recorded as delivered. */
    async refused(job, work, sentence, fields) {
      const skipped: JobResult = { status: 'skipped', reason: 'refused', correlationId: work.correlationId };
      const claimedAt = Date.now();
      const claimed = await ledger.claim(subscription.id, scheduledAt, token);
      if (claimed.state === 'delivered') return { status: 'duplicate', messageId: claimed.messageId, correlationId: work.correlationId };
      if (claimed.state === 'busy') return deferBusy(deps, job, claimed.retryInMs, fields);
      const claim = claimOf(claimedAt, fields);
      const text = message(
        'failure.firingRefused',
        { report: describeQuery(work.query), subscription: subscription.id, reason: afterColon(sentence) },
        work.requester.locale,
      );
      try {
        const receipt = await deps.deliverer.deliver(work.target, { kind: 'notice', text, correlationId: work.correlationId, audience: 'channel' });
        await claim.record(receipt.messageId);
      } catch (err) {
        await ledger.release(subscription.id, scheduledAt, token).catch(() => undefined);
        throw err;
      }
      return skipped;
    },

    async alertLine(report, _work, fields) {
      if (!subscription.alert) return undefined;
      const text = await checkAlert(deps, firing, report, fields);
      return text === null ? null : { text, alertId: subscription.id };
    },

    /**
     * The ledger's claim. An earlier try that claimed it and recorded nothing may have crashed
     * after the platform took the post: where the platform can search, that post is looked for
     * and recorded instead of posting again. First the conversation's turn to post
     * (`Deliverer.reserveTurn`), unless the firing reserved it before its report (a digest): a
     * firing whose conversation is not taking posts yet is put back for that long, unclaimed.
     */
    async claim(job, work, fields) {
      const turnInMs = firing.turnReserved ? 0 : deps.platforms.abilities.reserveTurn(work.target, work.correlationId);
      if (turnInMs > 0) return deferPaced(deps, job, turnInMs, fields);
      const claimedAt = Date.now();
      const claimed = await ledger.claim(subscription.id, scheduledAt, token);
      if (claimed.state === 'delivered') {
        logger.info({ event: 'firing_skipped_duplicate', ...fields, messageId: claimed.messageId }, 'firing already delivered');
        return { result: { status: 'duplicate', messageId: claimed.messageId, correlationId: work.correlationId } };
      }
      if (claimed.state === 'busy') return deferBusy(deps, job, claimed.retryInMs, fields);
      const claim = claimOf(claimedAt, fields);
      try {
        const earlier = claimed.previousTry ? await findEarlierPost(deps, job, work, firing, fields) : null;
        if (earlier) {
          await claim.record(earlier);
          logger.info(
            { event: 'firing_found_posted', ...fields, messageId: earlier },
            'an earlier try had posted this firing; recorded it instead of posting again',
          );
          return { result: { status: 'duplicate', messageId: earlier, correlationId: work.correlationId } };
        }
      } catch (err) {
        await claim.release();
        throw err;
      }
      return { claim };
    },
  };
}

/**
 * An alert's firing: evaluates its condition on the report (pure), records the check (see
 * alert-state.ts for why before the post) and returns the sentence to post above the report,
 * or null when this check posts nothing: the condition does not hold, held already at the
 * check before, or a later check was recorded. A retry of the same firing gets the decision
 * its first try recorded; it posts only if the condition still holds (never a sentence the
 * figures on screen contradict), and the firing ledger keeps that post to one.
 */
async function checkAlert(deps: FiringJobDeps, firing: Firing, report: Report, fields: JobFields): Promise<string | null> {
  const { subscription, scheduledAt } = firing;
  const condition = subscription.alert;
  if (!condition) return null;
  const check = evaluateAlert(report, condition);
  const value = check.metric?.value ?? null;
  const decision = await deps.firings.alertStates.record(subscription.id, scheduledAt, { holding: check.holding, value });
  const post = decision.post && !decision.stale && check.holding;
  deps.logger.info(
    { event: 'alert_checked', ...fields, holding: check.holding, value, why: check.why, post, stale: decision.stale },
    post ? 'alert crossed' : 'alert checked; nothing to post',
  );
  return post ? crossedSentence(check, condition, subscription.query, report.currency, report.locale) : null;
}

/**
 * Another try holds the firing: it is delivering right now, or it died and its lease runs
 * out. Look again soon (a cheap GET, before any report is computed), without using up a try.
 */
function deferBusy(deps: Pick<FiringJobDeps, 'logger'>, job: JobHandle, retryInMs: number, fields: object): Promise<never> {
  const ms = Math.min(retryInMs + 50, BUSY_RECHECK_MS);
  deps.logger.info({ event: 'firing_deferred', ...fields, retryInMs: ms }, 'another try holds this firing; looking again later');
  return job.defer(ms);
}

/**
 * The conversation is not taking posts yet (its platform's pacing, or a 429's Retry-After):
 * back to the queue until it is, with nothing claimed and without using up a try, so this
 * worker takes a firing for a conversation that can post now instead of waiting here.
 */
function deferPaced(deps: Pick<FiringJobDeps, 'logger'>, job: JobHandle, ms: number, fields: object): Promise<never> {
  deps.logger.info({ event: 'firing_paced', ...fields, retryInMs: ms }, 'the conversation is not taking posts yet; firing put back until it is');
  return job.defer(ms);
}

/**
 * Looks for an earlier try's post of this firing (tagged with the firing's id, the correlation
 * id) since the job was made or the firing was due, whichever is first, less a margin for
 * clock skew. A search the platform may answer later (429, 5xx) fails the try (it is retried);
 * one it refuses (a scope the workspace did not grant) is logged and the firing is posted: a
 * possible duplicate rather than a lost digest.
 */
async function findEarlierPost(deps: FiringJobDeps, job: JobHandle, work: JobWork, firing: Firing, fields: object): Promise<string | null> {
  const since = Math.min(firing.scheduledAt, job.timestamp) - SEARCH_CLOCK_MARGIN_MS;
  try {
    return await deps.platforms.abilities.findPosted(work.target, work.correlationId, since);
  } catch (err) {
    if (err instanceof AppError && err.retryable) throw err;
    deps.logger.warn(
      { event: 'firing_search_failed', ...fields, code: asAppError(err).code, err: String(err) },
      'could not look for an earlier post of this firing; posting it',
    );
    return null;
  }
}

/**
 * Once posted, the message id must be recorded or a retry would post again. Redis may be
 * away for a while (a restart, a cluster electing a new master), so keep trying for as long
 * as the claim's lease runs: until then no other try posts this firing, so a record made by
 * then keeps it to one post. Giving up sooner gained nothing: the job's own completion is
 * lost in the same outage, so BullMQ tries the job again, and that try found our claim, not
 * our post, and waited out the whole lease (two minutes) before posting again unless the
 * platform could find the first post. Past the lease, complete anyway and say so in the log.
 */
async function recordFiring(deps: FiringJobDeps, firing: Firing, token: string, claimedAt: number, messageId: string, fields: object): Promise<void> {
  const { subscription, scheduledAt } = firing;
  const until = claimedAt + (deps.firings.ledger.leaseMs ?? DEFAULT_LEASE_MS);
  for (let tries = 1; ; tries++) {
    try {
      await deps.firings.ledger.markDelivered(subscription.id, scheduledAt, token, messageId);
      break;
    } catch (err) {
      const wait = Math.min(200 * tries, 1_000);
      if (Date.now() + wait >= until) {
        deps.logger.error({ event: 'firing_record_failed', ...fields, messageId, tries, err: String(err) }, 'posted, but could not record it');
        return;
      }
      await new Promise((r) => setTimeout(r, wait));
    }
  }
  await deps.firings.service.recordDelivery(subscription.id, new Date(scheduledAt), messageId).catch((err: unknown) => {
    deps.logger.warn({ event: 'subscription_record_failed', ...fields, err: String(err) }, 'could not note the last delivery');
  });
}
