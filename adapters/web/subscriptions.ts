/**
 * The session's subscriptions and alerts for the page's side panel; "Run now": one firing of a
 * subscription enqueued for this instant, so a digest can be previewed before it goes to a
 * channel; "Check now" on an alert: its report now, with what its condition found, crossed or
 * not (a look only: the alert's crossing state is unchanged). Only a subscription of the
 * session's own conversation can be run from it.
 */
import {
  SUBSCRIPTIONS_NEED_REDIS,
  describeAlert,
  describeSchedule,
  describeSubscriptionQuery,
  formatRunTime,
  isAlert,
} from '../../src/commands/index.js';
import type { Logger } from '../../src/log.js';
import type { Jobs } from '../../jobs/index.js';
import { previewTarget } from './target.js';
import { message } from '../../src/messages/index.js';

/** What the panel needs: the subscriptions of the jobs runtime, a clock, a log. */
export interface PanelDeps {
  jobs: Pick<Jobs, 'subscriptions' | 'enqueueReport'>;
  now: () => Date;
  logger: Logger;
}

/** One subscription as the page lists it. */
export interface SubscriptionView {
  id: string;
  description: string;
  schedule: string;
  /** "Mon, Nov 23 at 9:00 UTC", or why it is paused. */
  next: string;
  paused: boolean;
  /** An alert: the panel offers "Check now" instead of "Run now". */
  alert: boolean;
}

export type SubscriptionsView = { available: false; message: string } | { available: true; subscriptions: SubscriptionView[] };

export async function listSubscriptions(deps: PanelDeps, sessionId: string): Promise<SubscriptionsView> {
  const service = deps.jobs.subscriptions;
  if (!service) return { available: false, message: SUBSCRIPTIONS_NEED_REDIS };
  const now = deps.now();
  const subs = await service.list(service.conversationKey(previewTarget(sessionId)));
  return {
    available: true,
    subscriptions: subs.map((s) => ({
      id: s.id,
      description: isAlert(s) ? `Alert: ${describeAlert(s, service.currency)}` : describeSubscriptionQuery(s),
      schedule: describeSchedule(s),
      next: s.paused ? `Paused: ${s.paused.reason}` : formatRunTime(service.nextRunAt(s.schedule, now), s.schedule.timeZone, now),
      paused: s.paused !== null,
      alert: isAlert(s),
    })),
  };
}

/** The result of "Run now": queued, or one sentence why not. */
export type RunNowResult = { ok: true; jobId: string; text: string } | { ok: false; text: string };

export async function runSubscriptionNow(deps: PanelDeps, sessionId: string, id: string): Promise<RunNowResult> {
  const service = deps.jobs.subscriptions;
  if (!service) return { ok: false, text: SUBSCRIPTIONS_NEED_REDIS };
  const sub = await service.get(id);
  // Someone else's subscription reads exactly like a missing one.
  if (!sub || sub.conversationKey !== service.conversationKey(previewTarget(sessionId))) {
    return { ok: false, text: message('preview.noSuchSubscription', { id }) };
  }
  if (isAlert(sub)) {
    const { jobId } = await deps.jobs.enqueueReport({
      query: sub.query,
      target: previewTarget(sessionId),
      requester: sub.creator,
      requestedAt: deps.now().toISOString(),
      check: { alertId: sub.id, condition: sub.alert },
    });
    deps.logger.info({ event: 'preview_check_now', subscriptionId: sub.id, jobId }, 'alert checked from the preview');
    return { ok: true, jobId, text: message('preview.checking', { id: sub.id, alert: describeAlert(sub, service.currency) }) };
  }
  const jobId = await service.fireNow(sub.id, deps.now());
  deps.logger.info({ event: 'preview_run_now', subscriptionId: sub.id, jobId }, 'subscription fired from the preview');
  return { ok: true, jobId, text: message('preview.running', { id: sub.id, query: describeSubscriptionQuery(sub) }) };
}
