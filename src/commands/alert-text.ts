/**
 * The sentences about alerts, the same on every platform (plain text with `code` spans, like
 * subscription-text.ts): the confirmation, the list with each alert's state, removal and
 * snoozing. The schedule arithmetic is the scheduler's; these take its answer.
 */
import { message } from '../messages/index.js';
import { alertMetrics, describeQuery, type AlertCondition, type Schedule } from '../query/index.js';
import { conditionWords } from '../render/alerts.js';
import { describeSchedule, formatRunTime, type SubscriptionFacts } from './subscription-text.js';

/** An alert: a subscription with a condition. */
export type AlertFacts = SubscriptionFacts & { alert: AlertCondition };

/**
 * Where an alert stands, as its last check left it.
 * - `holding`: whether the condition held at the last check; null before the first one.
 * - `checkedAt`: the scheduled time of that check (ISO); null before the first one.
 * - `snoozedUntil`: ISO; the alert is not checked before then. Null when not snoozed.
 */
export interface AlertStatus {
  holding: boolean | null;
  checkedAt: string | null;
  snoozedUntil: string | null;
}

/** Whether a subscription is an alert. */
export function isAlert(sub: SubscriptionFacts): sub is AlertFacts {
  return sub.alert !== undefined && sub.alert !== null;
}

/** `revenue below $5,000 on Referrals · last week`. */
export function describeAlert(sub: AlertFacts, currency: string): string {
  const unit = alertMetrics(sub.query.report).get(sub.alert.metric)?.info.unit ?? 'count';
  return message('alert.described', { condition: conditionWords(sub.alert, unit, currency), query: describeQuery(sub.query) });
}

/** The reply to a new alert, in the words of the creator's `locale`. */
export function alertConfirmation(sub: AlertFacts, next: Date, now: Date, currency: string, locale?: string): string {
  const nextCheck = formatRunTime(next, sub.schedule.timeZone, now, locale);
  return message('alert.confirmation', { alert: describeAlert(sub, currency), schedule: describeSchedule(sub), nextCheck, id: sub.id }, locale);
}

/** `holding`, `not holding`, `not checked yet`, `snoozed until Tuesday, Nov 24 at 08:00 (UTC)`. */
export function stateWords(status: AlertStatus | undefined, timeZone: string, now: Date, locale?: string): string {
  if (status?.snoozedUntil && new Date(status.snoozedUntil) > now) {
    return message('alert.state', { state: 'snoozed', until: formatRunTime(new Date(status.snoozedUntil), timeZone, now, locale) }, locale);
  }
  const state = !status || status.holding === null ? 'unchecked' : status.holding ? 'holding' : 'notHolding';
  return message('alert.state', { state }, locale);
}

/** One line per alert: id, condition in words, schedule, next check, state; the reply to `alerts`. */
export function alertListText(
  alerts: readonly AlertFacts[],
  statuses: ReadonlyMap<string, AlertStatus>,
  now: Date,
  nextRunAt: (schedule: Schedule, now: Date) => Date,
  currency: string,
  locale?: string,
): string {
  if (alerts.length === 0) return message('alert.listEmpty', undefined, locale);
  const lines = alerts.map((a) => {
    const facts = { id: a.id, alert: describeAlert(a, currency), schedule: describeSchedule(a) };
    if (a.paused) return message('alert.listLinePaused', { ...facts, reason: a.paused.reason }, locale);
    const tz = a.schedule.timeZone;
    const nextCheck = formatRunTime(nextRunAt(a.schedule, now), tz, now, locale);
    return message('alert.listLine', { ...facts, nextCheck, state: stateWords(statuses.get(a.id), tz, now, locale) }, locale);
  });
  return [message('alert.listHeading', { count: alerts.length }, locale), ...lines, message('alert.listFooter', undefined, locale)].join('\n');
}

/** The reply to a Snooze button. */
export function snoozedText(sub: AlertFacts, until: Date, now: Date, currency: string, locale?: string): string {
  return message(
    'alert.snoozed',
    { id: sub.id, alert: describeAlert(sub, currency), until: formatRunTime(until, sub.schedule.timeZone, now, locale) },
    locale,
  );
}

/** The reply to a Snooze button for an alert this conversation no longer has. */
export function noAlertText(id: string, locale?: string): string {
  return message('alert.notFound', { id }, locale);
}

/** The reply to `unsubscribe` of an alert. */
export function removedAlertText(sub: AlertFacts, currency: string, locale?: string): string {
  return message('alert.removed', { id: sub.id, alert: describeAlert(sub, currency) }, locale);
}
