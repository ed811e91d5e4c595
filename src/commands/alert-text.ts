/**
 * The sentences about alerts, the same on every platform (plain text with `code` spans, like
 * subscription-text.ts): the confirmation, the list with each alert's state, removal and
 * snoozing. The schedule arithmetic is the scheduler's; these take its answer.
 */
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
  return `${conditionWords(sub.alert, unit, currency)} on ${describeQuery(sub.query)}`;
}

/** The reply to a new alert. */
export function alertConfirmation(sub: AlertFacts, next: Date, now: Date, currency: string): string {
  return (
    `Alert set: ${describeAlert(sub, currency)}, checked ${describeSchedule(sub)}. ` +
    `I post here only when it starts to hold, once per crossing. First check ${formatRunTime(next, sub.schedule.timeZone, now)}. ` +
    `Id \`${sub.id}\`; to stop it: \`/report unsubscribe ${sub.id}\`.`
  );
}

/** `holding`, `not holding`, `not checked yet`, `snoozed until Tuesday, Nov 24 at 08:00 (UTC)`. */
export function stateWords(status: AlertStatus | undefined, timeZone: string, now: Date): string {
  if (status?.snoozedUntil && new Date(status.snoozedUntil) > now)
    return `snoozed until ${formatRunTime(new Date(status.snoozedUntil), timeZone, now)}`;
  if (!status || status.holding === null) return 'not checked yet';
  return status.holding ? 'holding' : 'not holding';
}

/** One line per alert: id, condition in words, schedule, next check, state; the reply to `alerts`. */
export function alertListText(
  alerts: readonly AlertFacts[],
  statuses: ReadonlyMap<string, AlertStatus>,
  now: Date,
  nextRunAt: (schedule: Schedule, now: Date) => Date,
  currency: string,
): string {
  if (alerts.length === 0) {
    return 'This conversation has no alerts. Try `/report alert referrals revenue below $5,000 last-week`.';
  }
  const lines = alerts.map((a) => {
    const head = `• \`${a.id}\` ${describeAlert(a, currency)}, ${describeSchedule(a)}`;
    if (a.paused) return `${head}. PAUSED: ${a.paused.reason}`;
    const tz = a.schedule.timeZone;
    return `${head}. Next check ${formatRunTime(nextRunAt(a.schedule, now), tz, now)}; ${stateWords(statuses.get(a.id), tz, now)}.`;
  });
  return [`Alerts in this conversation (${alerts.length}):`, ...lines, 'To stop one: `/report unsubscribe <id>`.'].join('\n');
}

/** The reply to a Snooze button. */
export function snoozedText(sub: AlertFacts, until: Date, now: Date, currency: string): string {
  return `Snoozed alert \`${sub.id}\` (${describeAlert(sub, currency)}) until ${formatRunTime(until, sub.schedule.timeZone, now)}; it is not checked before then.`;
}

/** The reply to a Snooze button for an alert this conversation no longer has. */
export function noAlertText(id: string): string {
  return `There is no alert \`${id}\` in this conversation any more. Type \`/report alerts\` to see this conversation's alerts.`;
}

/** The reply to `unsubscribe` of an alert. */
export function removedAlertText(sub: AlertFacts, currency: string): string {
  return `Removed alert \`${sub.id}\` (${describeAlert(sub, currency)}).`;
}
