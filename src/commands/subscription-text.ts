/**
 * The sentences about subscriptions, the same on every platform: plain text with `code`
 * spans only, which Slack, Teams and the preview all show the same way. The schedule
 * arithmetic (when a subscription fires next) is the scheduler's; these take its answer.
 */
import { afterColon } from '../errors.js';
import { DEFAULT_LOCALE, message } from '../messages/index.js';
import { readerLocale } from '../render/locale.js';
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
export const SUBSCRIPTIONS_NEED_REDIS = message('subscription.needRedis');

/** The answer when the subscription store failed for a reason of ours. */
export const SUBSCRIPTIONS_UNAVAILABLE = message('subscription.unavailable');

/**
 * Intl formatters by zone and pattern. Each new Intl.DateTimeFormat holds native memory that
 * V8 does not see, so making three per sentence for thousands of subscriptions inflates the
 * process far beyond its heap; there are few zones, so they are kept.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string, options: Intl.DateTimeFormatOptions, locale: string): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    if (formatters.size > 500) formatters.clear();
    f = new Intl.DateTimeFormat(locale, { timeZone, ...options });
    formatters.set(key, f);
  }
  return f;
}

/**
 * `Monday, Nov 23 at 09:00 (Europe/Berlin)`; the year is added when it is not `now`'s. The day
 * and the time are written in the reader's `locale` (`Montag, 23. Nov.` in de-DE); a tag Intl
 * does not take is read as en-US.
 */
export function formatRunTime(at: Date, timeZone: string, now = new Date(), locale: string = DEFAULT_LOCALE): string {
  const tag = readerLocale(locale);
  const part = (d: Date, o: Intl.DateTimeFormatOptions) => formatter(timeZone, o, tag).format(d);
  const year = part(at, { year: 'numeric' });
  const day = part(at, { weekday: 'long', month: 'short', day: 'numeric' });
  const time = part(at, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return message('subscription.runTime', { day, year, sameYear: year === part(now, { year: 'numeric' }) ? 'yes' : 'no', time, timeZone });
}

/** `Digest · last week`: what a subscription runs, the same on every delivery. */
export function describeSubscriptionQuery(sub: Pick<SubscriptionFacts, 'query'>): string {
  return describeQuery(sub.query);
}

/** The schedule in words: `every Monday at 09:00 (Europe/Berlin)`. */
export function describeSchedule(sub: Pick<SubscriptionFacts, 'schedule'>): string {
  return formatSchedule(sub.schedule);
}

/** The reply to a successful `subscribe`, in the words of the creator's `locale`. */
export function confirmation(sub: SubscriptionFacts, next: Date, now: Date, locale?: string): string {
  const nextRun = formatRunTime(next, sub.schedule.timeZone, now, locale);
  return message(
    'subscription.confirmation',
    { query: describeSubscriptionQuery(sub), schedule: describeSchedule(sub), nextRun, id: sub.id },
    locale,
  );
}

function shortDate(iso: string, timeZone: string, locale?: string): string {
  return formatter(timeZone, { month: 'short', day: 'numeric' }, readerLocale(locale)).format(new Date(iso));
}

/** One line per subscription, paused ones with their reason; the reply to `subscriptions`, in the words of the reader's `locale`. */
export function subscriptionListText(
  subs: readonly SubscriptionFacts[],
  now: Date,
  nextRunAt: (schedule: Schedule, now: Date) => Date,
  locale?: string,
): string {
  if (subs.length === 0) return message('subscription.listEmpty', undefined, locale);
  const lines = subs.map((s) => {
    const facts = { id: s.id, query: describeSubscriptionQuery(s), schedule: describeSchedule(s) };
    if (s.paused) {
      return message(
        'subscription.listLinePaused',
        { ...facts, since: shortDate(s.paused.at, s.schedule.timeZone, locale), reason: s.paused.reason },
        locale,
      );
    }
    return message(
      'subscription.listLine',
      { ...facts, nextRun: formatRunTime(nextRunAt(s.schedule, now), s.schedule.timeZone, now, locale) },
      locale,
    );
  });
  const paused = subs.some((s) => s.paused) ? 'yes' : 'no';
  return [message('subscription.listHeading', { count: subs.length }, locale), ...lines, message('subscription.listFooter', { paused }, locale)].join(
    '\n',
  );
}

/** The reply to `unsubscribe` of an id this conversation does not have (or another's). */
export function notFoundText(id: string, locale?: string): string {
  return message('subscription.notFound', { id }, locale);
}

/** The reply to a successful `unsubscribe`. */
export function removedText(sub: SubscriptionFacts, locale?: string): string {
  return message('subscription.removed', { id: sub.id, query: describeSubscriptionQuery(sub) }, locale);
}

/** The refusal of one subscription too many. */
export function tooManyText(count: number, locale?: string): string {
  return message('subscription.tooMany', { count }, locale);
}

/** What the creator is told when their subscription is paused. */
export function pausedNotice(sub: SubscriptionFacts, reason: string, locale?: string): string {
  const because = afterColon(reason).replace(/[.\s]+$/, '');
  return message(
    'subscription.pausedNotice',
    { id: sub.id, query: describeSubscriptionQuery(sub), schedule: describeSchedule(sub), reason: because },
    locale,
  );
}
