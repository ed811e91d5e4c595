/**
 * A subscription form (Slack's modal today) read as the typed command would be: each field
 * checked with a sentence for the one that is wrong, then the command text the one parser
 * reads, what it means in words, and its next three runs by the scheduler's arithmetic.
 * Pure: whether the bot is in the chosen channel is the adapter's question to its platform.
 */
import { localeOf, message, sayOf, type SayMessage, type Reader } from '../messages/index.js';
import { canonicalTimeZone, describeQuery, formatSchedule, parseCommand, reportDefinitions, type Schedule } from '../query/index.js';
import { DAYS, cadenceChoices, formCommandText, rangeChoices, type FormValues } from '../render/slack-forms.js';
import { titleWord } from '../catalogue/words.js';
import { formatRunTime } from './subscription-text.js';

/** A form's field that can be wrong. */
export type FormField = keyof FormValues;

/** What a form comes to: errors by field, or the command and its preview. */
export type ReadForm = { ok: false; errors: Partial<Record<FormField, string>> } | { ok: true; text: string; described: string; nextRuns: string[] };

/**
 * The reports a form offers: `[word, title]`, in the registry's order, titled in `locale` (a
 * plug-in's report, which has no title in the catalogue, by its own).
 */
export function formReports(locale?: Reader): [string, string][] {
  return reportDefinitions().map((d): [string, string] => [
    d.kind,
    (locale && titleWord(d.kind, { range: '' })(localeOf(locale) ?? '', sayOf(locale))) || d.title,
  ]);
}

/** The other choices a form offers: ranges and cadences as `[value, label]` in `locale`, and the days' words. */
export function formChoices(locale?: Reader): {
  ranges: readonly [string, string][];
  cadences: readonly [string, string][];
  days: readonly string[];
} {
  return { ranges: rangeChoices(locale), cadences: cadenceChoices(locale), days: DAYS };
}

/** The zone a person's own setting names, or null when it is not one we know. */
export function knownTimeZone(name: string | null | undefined): string | null {
  return name ? canonicalTimeZone(name) : null;
}

/**
 * The form read: `ctx.locale` is the person's, in which the sentences on wrong fields and the
 * form's own words are said (the grammar's refusals are said as the front door says them).
 */
export function readSubscriptionForm(
  v: FormValues,
  ctx: { now: Date; nextRunAt: (schedule: Schedule, now: Date) => Date; locale?: Reader },
): ReadForm {
  const say: SayMessage = (id, values, locale = ctx.locale) => message(id, values, locale);
  const errors: Partial<Record<FormField, string>> = {};
  if (!v.time || !/^([01]\d|2[0-3]):[0-5]\d$/.test(v.time)) errors.time = say('form.pickTime', { example: '09:00' });
  const zone = knownTimeZone(v.timeZone);
  if (!zone) errors.timeZone = say('form.unknownTimeZone');
  if (!v.channelId) errors.channelId = say('form.pickChannel');
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const text = formCommandText({ ...v, timeZone: zone });
  const parsed = parseCommand(text, { now: ctx.now, timeZone: zone! });
  if (parsed.kind !== 'subscribe') {
    const sentence =
      parsed.kind === 'error' ? [parsed.error.message, parsed.error.suggestion].filter(Boolean).join(' ') : say('form.notASubscription');
    // The Options field's words are the likeliest to be wrong: blame them when the form reads well without them.
    const withoutOptions =
      v.options?.trim() && zone ? parseCommand(formCommandText({ ...v, options: null, timeZone: zone }), { now: ctx.now, timeZone: zone }) : null;
    return { ok: false, errors: withoutOptions?.kind === 'subscribe' ? { options: sentence } : { report: sentence } };
  }
  const runs: Date[] = [];
  for (let at = ctx.now; runs.length < 3; at = runs[runs.length - 1]!) runs.push(ctx.nextRunAt(parsed.schedule, at));
  return {
    ok: true,
    text,
    described: say('form.subscriptionDescribed', { query: describeQuery(parsed.query), schedule: formatSchedule(parsed.schedule) }),
    nextRuns: runs.map((r) => formatRunTime(r, parsed.schedule.timeZone, ctx.now)),
  };
}
