/**
 * An alert form (Slack's modal today) read as the typed `alert …` command would be: each
 * field checked with a sentence for the one that is wrong, then the command text the one
 * parser reads (src/query/alert.ts), the alert in words and its next three checks by the
 * scheduler's arithmetic. Pure, like subscription-form.ts: whether the bot is in the chosen
 * channel is the adapter's question to its platform.
 */
import { message } from '../messages/index.js';
import { alertMetrics, formatSchedule, parseCommand, reportDefinitions, type ParseResult, type Schedule } from '../query/index.js';
import type { AlertFigureGroup } from '../render/slack-alert-form.js';
import { everyWords, optionsText } from '../render/slack-forms.js';
import { describeAlert } from './alert-text.js';
import { knownTimeZone } from './subscription-form.js';
import { formatRunTime } from './subscription-text.js';

/** An alert form's values, as the platform's form gives them. */
export interface AlertFormValues {
  /** `<report word> <figure word>`, e.g. `referrals revenue`: one choice of `alertFigureGroups`. */
  figure: string | null;
  /** `below`, `above` or `changes-by`. */
  condition: string | null;
  /** As typed: `5000`, `$5,000`, `72%`, `20%`. */
  value: string | null;
  range: string | null;
  /** What else the command says (`by channel`); absent or empty: nothing. */
  options?: string | null;
  cadence: string | null;
  day: string | null;
  /** `HH:mm`. */
  time: string | null;
  timeZone: string | null;
  channelId: string | null;
}

/** An alert form's field that can be wrong. */
export type AlertFormField = keyof AlertFormValues;

/** What an alert form comes to: errors by field, or the command, the alert in words and its next three checks. */
export type ReadAlertForm =
  { ok: false; errors: Partial<Record<AlertFormField, string>> } | { ok: true; text: string; described: string; nextChecks: string[] };

/** The figures alerts can watch, by report, in the registry's order: what the form's drop-down offers. */
export function alertFigureGroups(): AlertFigureGroup[] {
  return reportDefinitions().map((d) => ({
    title: d.title,
    figures: [...alertMetrics(d.kind).values()].map(({ word, info }): [string, string] => [`${d.kind} ${word}`, info.label]),
  }));
}

/** A value as people write amounts, rates and changes: `5000`, `$5,000`, `4.2`, `5k`, `72%`. */
const VALUE_SHAPE = /^[$€£]?\d[\d,]*(\.\d+)?[km]?%?$/i;

/** The command the form means, e.g. `alert referrals revenue below 5000 yesterday every weekday at 08:00 tz Europe/Berlin`. */
export function alertCommandText(v: AlertFormValues): string {
  const value = v.value?.replace(/\s+/g, '');
  return ['alert', v.figure, v.condition, value, v.range, optionsText(v.options), everyWords(v.cadence, v.day), `at ${v.time}`, `tz ${v.timeZone}`]
    .filter(Boolean)
    .join(' ');
}

/** The field a sentence of the parser is about, knowing what the form could have got wrong. */
function fieldOf(parsed: Extract<ParseResult, { kind: 'error' }>, readsWithoutOptions: boolean): AlertFormField {
  const { code } = parsed.error;
  if (readsWithoutOptions || code === 'conflict') return 'options';
  if (code === 'bad_alert') return 'value';
  if (code === 'bad_range' || code === 'future_range' || code === 'bad_date') return 'range';
  return 'figure';
}

export function readAlertForm(
  v: AlertFormValues,
  ctx: { now: Date; nextRunAt: (schedule: Schedule, now: Date) => Date; currency: string },
): ReadAlertForm {
  const errors: Partial<Record<AlertFormField, string>> = {};
  if (!v.figure) errors.figure = message('form.pickFigure');
  if (!v.condition) errors.condition = message('form.pickCondition');
  const value = v.value?.replace(/\s+/g, '') ?? '';
  if (!VALUE_SHAPE.test(value)) errors.value = message('form.giveValue');
  if (!v.time || !/^([01]\d|2[0-3]):[0-5]\d$/.test(v.time)) errors.time = message('form.pickTime', { example: '08:00' });
  const zone = knownTimeZone(v.timeZone);
  if (!zone) errors.timeZone = message('form.unknownTimeZone');
  if (!v.channelId) errors.channelId = message('form.pickChannel');
  if (Object.keys(errors).length > 0 || !zone) return { ok: false, errors };
  const read = (values: AlertFormValues) => parseCommand(alertCommandText({ ...values, timeZone: zone }), { now: ctx.now, timeZone: zone });
  const text = alertCommandText({ ...v, timeZone: zone });
  const parsed = read(v);
  if (parsed.kind !== 'alert') {
    if (parsed.kind !== 'error') return { ok: false, errors: { figure: message('form.notAnAlert') } };
    const sentence = [parsed.error.message, parsed.error.suggestion].filter(Boolean).join(' ');
    // The Options field's words are the likeliest to be wrong: blame them when the form reads well without them.
    const readsWithoutOptions = Boolean(optionsText(v.options)) && read({ ...v, options: null }).kind === 'alert';
    errors[fieldOf(parsed, readsWithoutOptions)] = sentence;
    return { ok: false, errors };
  }
  const runs: Date[] = [];
  for (let at = ctx.now; runs.length < 3; runs.push(at)) at = ctx.nextRunAt(parsed.schedule, at);
  const alert = { id: '', query: parsed.query, schedule: parsed.schedule, paused: null, alert: parsed.condition };
  return {
    ok: true,
    text,
    described: message('form.alertDescribed', { alert: describeAlert(alert, ctx.currency), schedule: formatSchedule(parsed.schedule) }),
    nextChecks: runs.map((r) => formatRunTime(r, parsed.schedule.timeZone, ctx.now)),
  };
}
