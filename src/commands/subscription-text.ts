/**
 * The sentences about subscriptions, the same on every platform: plain text with `code`
 * spans only, which Slack, Teams and the preview all show the same way. The schedule
 * arithmetic (when a subscription fires next) is the scheduler's; these take its answer.
 */
import { afterColon } from '../errors.js';
import { describeQuery, formatSchedule, type AlertCondition, type ReportQuery, type Schedule } from '../query/index.js';

/** What the sentences need of a subscription. */
export interface SubscriptionFacts {
  id: string;
  query: ReportQuery;
  schedule: Schedule;
  paused: { at: string; reason: string } | null;
  /** Set on an alert: what it watches (alert-text.ts words it). */
  alert?: AlertCondition | null;
}

/** The answer to every subscription command when there is no Redis. */
export const SUBSCRIPTIONS_NEED_REDIS = 'Scheduled digests need Redis: set REDIS_URL.';

/** The answer when the subscription store failed for a reason of ours. */
export const SUBSCRIPTIONS_UNAVAILABLE = 'Subscriptions are not available right now because the queue is not answering; try again in a minute.';

/**
 * Intl formatters by zone and pattern. Each new Intl.DateTimeFormat holds native memory that
 * V8 does not see, so making three per sentence for thousands of subscriptions inflates the
 * process far beyond its heap; there are few zones, so they are kept.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    if (formatters.size > 500) formatters.clear();
    f = new Intl.DateTimeFormat('en-US', { timeZone, ...options });
    formatters.set(key, f);
  }
  return f;
}

/** `Monday, Nov 23 at 09:00 (Europe/Berlin)`; the year is added when it is not `now`'s. */
export function formatRunTime(at: Date, timeZone: string, now = new Date()): string {
  const part = (d: Date, o: Intl.DateTimeFormatOptions) => formatter(timeZone, o).format(d);
  const year = part(at, { year: 'numeric' });
  const day = part(at, { weekday: 'long', month: 'short', day: 'numeric' });
  const time = part(at, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${day}${year === part(now, { year: 'numeric' }) ? '' : `, ${year}`} at ${time} (${timeZone})`;
}

/** `Digest · last week`: what a subscription runs, the same on every delivery. */
export function describeSubscriptionQuery(sub: Pick<SubscriptionFacts, 'query'>): string {
  return describeQuery(sub.query);
}

/** The schedule in words: `every Monday at 09:00 (Europe/Berlin)`. */
export function describeSchedule(sub: Pick<SubscriptionFacts, 'schedule'>): string {
  return formatSchedule(sub.schedule);
}

/** The reply to a successful `subscribe`. */
export function confirmation(sub: SubscriptionFacts, next: Date, now: Date): string {
  return (
    `Subscribed: ${describeSubscriptionQuery(sub)}, ${describeSchedule(sub)}. ` +
    `Next run ${formatRunTime(next, sub.schedule.timeZone, now)}. ` +
    `Id \`${sub.id}\`; to stop it: \`/report unsubscribe ${sub.id}\`.`
  );
}

function shortDate(iso: string, timeZone: string): string {
  return formatter(timeZone, { month: 'short', day: 'numeric' }).format(new Date(iso));
}

/** One line per subscription, paused ones with their reason; the reply to `subscriptions`. */
export function subscriptionListText(subs: readonly SubscriptionFacts[], now: Date, nextRunAt: (schedule: Schedule, now: Date) => Date): string {
  if (subs.length === 0) {
    return 'This conversation has no subscriptions. Try `/report subscribe digest every monday at 09:00`.';
  }
  const lines = subs.map((s) => {
    const head = `• \`${s.id}\` ${describeSubscriptionQuery(s)}, ${describeSchedule(s)}`;
    if (s.paused) return `${head}. PAUSED since ${shortDate(s.paused.at, s.schedule.timeZone)}: ${s.paused.reason}`;
    return `${head}. Next run ${formatRunTime(nextRunAt(s.schedule, now), s.schedule.timeZone, now)}.`;
  });
  const paused = subs.some((s) => s.paused) ? ' A paused subscription does not post; remove it and subscribe again once I can post here.' : '';
  return [`Subscriptions in this conversation (${subs.length}):`, ...lines, `To stop one: \`/report unsubscribe <id>\`.${paused}`].join('\n');
}

/** The reply to `unsubscribe` of an id this conversation does not have (or another's). */
export function notFoundText(id: string): string {
  return `There is no subscription \`${id}\` in this conversation. Type \`/report subscriptions\` or \`/report alerts\` to see this conversation's subscriptions and alerts.`;
}

/** The reply to a successful `unsubscribe`. */
export function removedText(sub: SubscriptionFacts): string {
  return `Removed subscription \`${sub.id}\` (${describeSubscriptionQuery(sub)}).`;
}

/** The refusal of one subscription too many. */
export function tooManyText(count: number): string {
  return `This conversation already has ${count} subscriptions, the most it can have. Remove one with \`/report unsubscribe <id>\` first.`;
}

/** What the creator is told when their subscription is paused. */
export function pausedNotice(sub: SubscriptionFacts, reason: string): string {
  return (
    `I paused your subscription \`${sub.id}\` (${describeSubscriptionQuery(sub)}, ${describeSchedule(sub)}) ` +
    `because ${afterColon(reason).replace(/[.\s]+$/, '')}, so it will not post again until you subscribe in a conversation I can post to.`
  );
}
