/**
 * The subscription form in Teams: `subscribe` alone, or "Subscribe to this" under a report,
 * answers with the form as an Adaptive Card (src/render/teams-forms.ts) prefilled with that
 * report, in the person's own time zone (their client's, else REPORT_TIMEZONE). Its buttons
 * are `Action.Execute`s: Teams sends an `adaptiveCard/action` invoke and shows the card the
 * invoke answers with in place of the form. The core reads the values as the typed command
 * (readSubscriptionForm); a wrong field comes back on the same card with its sentence under
 * it; Subscribe saves the command text through the front door, access and all, exactly as if
 * it had been typed in this conversation, and the card becomes the confirmation.
 */
import { z } from 'zod';
import type { Conversation, FrontDoor } from '../../src/commands/index.js';
import { formChoices, formReports, knownTimeZone, readSubscriptionForm, type FormField } from '../../src/commands/index.js';
import type { Logger } from '../../src/log.js';
import {
  FORM_VERBS,
  TEAMS_FORM_INPUTS,
  subscriptionDoneCard,
  subscriptionFormCard,
  type FormCard,
  type TeamsFormInput,
} from '../../src/render/teams-forms.js';
import { nextRunAt } from '../../jobs/subscriptions.js';
import { clientTimeZone, requesterOf, type IncomingActivity } from './activity.js';
import type { TeamsTarget } from './target.js';
import { message } from '../../src/messages/index.js';

export interface TeamsFormDeps {
  door: FrontDoor;
  logger: Logger;
  /** REPORT_TIMEZONE: the form's zone when the client does not say the person's own. */
  timeZone: string;
  /** The clock the preview's runs are counted from; tests fix it. Default the real one. */
  now?: () => Date;
}

/** What an invoke answers Teams with (the `body` of the invoke response). */
export type FormInvokeBody =
  | { statusCode: 200; type: 'application/vnd.microsoft.card.adaptive'; value: FormCard }
  | { statusCode: 200; type: 'application/vnd.microsoft.activity.message'; value: string };

/** The form as a message's attachment. */
export function formAttachment(card: FormCard): { contentType: 'application/vnd.microsoft.card.adaptive'; content: FormCard } {
  return { contentType: 'application/vnd.microsoft.card.adaptive', content: card };
}

/** `subscribe` with nothing after it (in a channel, after the mention): the form instead of the grammar's error sentence. */
export function isBareSubscribe(text: string | undefined): boolean {
  return /^\s*(<at>[^<]*<\/at>\s*)*subscribe\s*$/i.test((text ?? '').replace(/&nbsp;|\u00a0/g, ' '));
}

type Values = Record<TeamsFormInput, string>;

/** The value of a choice input, when it is one of its choices; else empty (the core then says what is wrong). */
function among(value: string | undefined, choices: readonly (string | readonly [string, string])[]): string {
  if (!value) return '';
  return choices.some((c) => (typeof c === 'string' ? c : c[0]) === value) ? value : '';
}

/** The form's first values: the prefill where it is one of the choices, else the same defaults as Slack's modal. */
function startValues(prefill: { report?: string; range?: string }, timeZone: string): Values {
  const { ranges } = formChoices();
  const reports = formReports();
  return {
    report: among(prefill.report, reports) || (reports[0]?.[0] ?? ''),
    range: among(prefill.range, ranges) || 'last-week',
    cadence: 'week',
    day: 'monday',
    time: '09:00',
    timeZone,
  };
}

/** The inputs Teams merges into an `Action.Execute`'s data; unknown keys are ignored. */
const InputsSchema = z.looseObject(Object.fromEntries(TEAMS_FORM_INPUTS.map((id) => [id, z.string().max(100).optional()])));

/** The invoke's value: `{ action: { type: 'Action.Execute', verb, data }, trigger }`. */
const FormActionSchema = z.looseObject({
  action: z.looseObject({
    type: z.literal('Action.Execute'),
    verb: z.enum([FORM_VERBS.preview, FORM_VERBS.save]),
    data: InputsSchema.optional(),
  }),
});

/** Whether an `adaptiveCard/action` invoke is the form's. */
export function isFormAction(activity: IncomingActivity): boolean {
  return FormActionSchema.safeParse(activity.value).success;
}

function readValues(data: Record<string, unknown> | undefined): Values {
  const str = (key: TeamsFormInput) => {
    const value = data?.[key];
    return typeof value === 'string' ? value.trim() : '';
  };
  const { ranges, cadences, days } = formChoices();
  return {
    report: among(str('report'), formReports()),
    range: among(str('range'), ranges),
    cadence: among(str('cadence'), cadences),
    day: among(str('day'), days),
    time: str('time'),
    timeZone: str('timeZone'),
  };
}

/** The form's input each of the core's fields is shown under. */
const INPUT_OF: Record<FormField, TeamsFormInput> = {
  report: 'report',
  range: 'range',
  cadence: 'cadence',
  day: 'day',
  time: 'time',
  timeZone: 'timeZone',
  channelId: 'report',
  // The card has no Options input (its form carries none), so no sentence is ever about them.
  options: 'report',
};

export function createTeamsForms(deps: TeamsFormDeps) {
  const now = () => deps.now?.() ?? new Date();

  /** The values read by the core, as the typed command would be; the channel is the conversation itself. */
  function read(values: Values, conversationId: string, locale: string | undefined) {
    // An empty field is one not chosen, as the core reads it (a weekly form without a day posts on Monday).
    const chosen = (v: string) => v || null;
    const form = {
      report: chosen(values.report),
      range: chosen(values.range),
      cadence: chosen(values.cadence),
      day: chosen(values.day),
      time: chosen(values.time),
      timeZone: chosen(values.timeZone),
      channelId: conversationId,
    };
    return readSubscriptionForm(form, { now: now(), nextRunAt, ...(locale ? { locale } : {}) });
  }

  /** The form card, said in the person's `locale` (the activity's). */
  function card(
    values: Values,
    errors: Partial<Record<TeamsFormInput, string>>,
    preview: { described: string; nextRuns: string[] } | null,
    locale: string | undefined,
  ) {
    const { ranges, cadences, days } = formChoices(locale);
    return subscriptionFormCard({ reports: formReports(locale), ranges, cadences, days, values, errors, preview, ...(locale ? { locale } : {}) });
  }

  /** The card a read (`r`) of `values` comes to: its runs, or its sentences on their fields. */
  function shown(values: Values, r: ReturnType<typeof read>, locale: string | undefined): FormCard {
    if (r.ok) return card(values, {}, { described: r.described, nextRuns: r.nextRuns }, locale);
    const errors: Partial<Record<TeamsFormInput, string>> = {};
    for (const [field, sentence] of Object.entries(r.errors)) errors[INPUT_OF[field as FormField]] ??= sentence;
    return card(values, errors, null, locale);
  }

  /** The person's locale as the activity says it, when Intl takes it (as their reports are written in). */
  const localeOf = (activity: IncomingActivity) => requesterOf(activity).locale;

  return {
    /** The form to post: prefilled with a report and range (Subscribe to this), in the person's zone. */
    open(activity: IncomingActivity, prefill: { report?: string; range?: string } = {}): FormCard {
      const zone = knownTimeZone(clientTimeZone(activity)) ?? deps.timeZone;
      const values = startValues(prefill, zone);
      const locale = localeOf(activity);
      return shown(values, read(values, activity.conversation.id, locale), locale);
    },

    /** An `adaptiveCard/action` invoke of the form: the card that replaces it. Never throws. */
    async act(activity: IncomingActivity, conv: Conversation<TeamsTarget>): Promise<FormInvokeBody> {
      const reply = (value: FormCard): FormInvokeBody => ({ statusCode: 200, type: 'application/vnd.microsoft.card.adaptive', value });
      const parsed = FormActionSchema.safeParse(activity.value);
      const locale = localeOf(activity);
      if (!parsed.success) {
        return {
          statusCode: 200,
          type: 'application/vnd.microsoft.activity.message',
          value: message('teams.formOutOfDate', undefined, locale),
        };
      }
      const values = readValues(parsed.data.action.data);
      const r = read(values, activity.conversation.id, locale);
      if (!r.ok || parsed.data.action.verb === FORM_VERBS.preview) {
        if (!r.ok) deps.logger.info({ event: 'teams_form_invalid', fields: Object.keys(r.errors) }, 'subscription form had errors');
        return reply(shown(values, r, locale));
      }
      // Saving: the command as if typed here, through the same front door and access check.
      const saved = await deps.door.handle({ text: r.text }, conv);
      if (!saved || saved.answer.then.kind === 'none') {
        const sentence = saved?.answer.say ?? message('form.notASubscription', undefined, locale);
        return reply(card(values, { report: sentence }, { described: r.described, nextRuns: r.nextRuns }, locale));
      }
      return reply(subscriptionDoneCard(saved.followUp.say ?? message('form.subscribed', undefined, locale), locale));
    },
  };
}

export type TeamsForms = ReturnType<typeof createTeamsForms>;
