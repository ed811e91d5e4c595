/**
 * The sentences subscriptions answer with, and schedule arithmetic for them. Plain text with
 * `code` spans only, which Slack and Teams both show the same way.
 */
import { CronExpressionParser } from 'cron-parser';
import { describeQuery, formatSchedule, scheduleToCron, type Schedule } from '../src/query/index.js';
import type { Subscription } from './subscription-store.js';

/** The next time a schedule fires after `now` (cron-parser, as BullMQ's scheduler computes it). */
export function nextRunAt(schedule: Schedule, now: Date): Date {
  const { pattern, tz } = scheduleToCron(schedule);
  return CronExpressionParser.parse(pattern, { currentDate: now, tz }).next().toDate();
}

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
export function describeSubscriptionQuery(sub: Pick<Subscription, 'query'>): string {
  return describeQuery(sub.query);
}

/** The reply to a successful `subscribe`. */
export function confirmation(sub: Subscription, next: Date, now: Date): string {
  return (
    `Subscribed: ${describeSubscriptionQuery(sub)}, ${formatSchedule(sub.schedule)}. ` +
    `Next run ${formatRunTime(next, sub.schedule.timeZone, now)}. ` +
    `Id \`${sub.id}\`; to stop it: \`/report unsubscribe ${sub.id}\`.`
  );
}

function shortDate(iso: string, timeZone: string): string {
  return formatter(timeZone, { month: 'short', day: 'numeric' }).format(new Date(iso));
}

/** One line per subscription, paused ones with their reason; the reply to `subscriptions`. */
export function subscriptionListText(subs: readonly Subscription[], now = new Date()): string {
  if (subs.length === 0) {
    return 'This conversation has no subscriptions. Try `/report subscribe digest every monday at 09:00`.';
  }
  const lines = subs.map((s) => {
    const head = `• \`${s.id}\` ${describeSubscriptionQuery(s)}, ${formatSchedule(s.schedule)}`;
    if (s.paused) return `${head}. PAUSED since ${shortDate(s.paused.at, s.schedule.timeZone)}: ${s.paused.reason}`;
    return `${head}. Next run ${formatRunTime(nextRunAt(s.schedule, now), s.schedule.timeZone, now)}.`;
  });
  const paused = subs.some((s) => s.paused) ? ' A paused subscription does not post; remove it and subscribe again once I can post here.' : '';
  return [`Subscriptions in this conversation (${subs.length}):`, ...lines, `To stop one: \`/report unsubscribe <id>\`.${paused}`].join('\n');
}

/** What the creator is told when their subscription is paused. */
export function pausedNotice(sub: Subscription, reason: string): string {
  return (
    `I paused your subscription \`${sub.id}\` (${describeSubscriptionQuery(sub)}, ${formatSchedule(sub.schedule)}): ${reason.replace(/\s+$/, '')} ` +
    'It will not post again; subscribe again in a conversation I can post to.'
  );
}
