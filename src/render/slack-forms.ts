/**
 * The subscription form as a Slack modal (Block Kit `ModalView`, block-kit-types.ts), in two steps: the
 * form (report, range, options, schedule, time, zone, channel), then, once it reads well, a
 * preview of the command and its next three runs with the button that saves it; and the
 * "Subscribe to this" button under a report, which opens the form filled in with that report.
 * Pure: the adapter (adapters/slack/forms.ts) opens, validates and submits; this lays the views
 * out and turns the form's values into the command text the one parser reads. The inputs every
 * form shares (range, options, schedule, channel) are built here for the alert form too
 * (slack-alert-form.ts).
 */
import type { Button, ModalView, PlainTextOption } from './block-kit-types.js';
import { localeOf, message, sayOf, type MessageId, type MessageValues, type Reader } from '../messages/index.js';
import { optionWords, parseCanonicalRange, type ReportQuery } from '../query/index.js';
import { isAbsolute } from '../query/canonical.js';
import { rangeWords } from '../query/labels.js';
import { encodeActionValue, fitsButton, SUBSCRIBE_ACTION } from './actions.js';
import { escapeMrkdwn, mrkdwn, plainText, type SlackBlock, type SlackMessage } from './block-kit.js';
import { RENDER_LIMITS } from './limits.js';

/** The modal's callback_id; both steps share it, `private_metadata` says which one. */
export const SUBSCRIPTION_FORM = 'subscription_form';

/** The block ids of the form's inputs; `response_action: 'errors'` names them. */
export const FORM_FIELDS = {
  report: 'report',
  range: 'range',
  options: 'options',
  cadence: 'cadence',
  day: 'day',
  time: 'time',
  timeZone: 'tz',
  channel: 'channel',
} as const;
/** Each input's one action_id (its block says which input it is). */
export const FORM_VALUE = 'value';

/** What each step carries in `private_metadata`. */
export type FormStep = { step: 'form' } | { step: 'confirm'; channelId: string; text: string };

/**
 * A form's words in the reader's locale: every view below takes the person's `locale` (absent:
 * the default), so a form is said in their language once it has a catalogue.
 */
export function formSay(locale: Reader): (id: MessageId, values?: MessageValues) => string {
  return (id, values) => message(id, values, locale);
}

/** The ranges a form offers, as the parser spells them, with the ids of their labels. */
const RANGE_LABELS: readonly [string, MessageId][] = [
  ['yesterday', 'form.rangeYesterday'],
  ['last-week', 'form.rangeLastWeek'],
  ['last-7-days', 'form.rangeLast7Days'],
  ['last-month', 'form.rangeLastMonth'],
  ['last-30-days', 'form.rangeLast30Days'],
  ['this-month', 'form.rangeThisMonth'],
  ['next-30-days', 'form.rangeNext30Days'],
];
/** How often a form can post, as `formCommandText` reads them, with the ids of their labels. */
const CADENCE_LABELS: readonly [string, MessageId][] = [
  ['day', 'form.cadenceDay'],
  ['weekday', 'form.cadenceWeekday'],
  ['week', 'form.cadenceWeek'],
  ['month', 'form.cadenceMonth'],
];
/** The ranges a form offers, `[value, label]`, labelled in `locale`. */
export function rangeChoices(locale?: Reader): [string, string][] {
  return RANGE_LABELS.map(([value, id]) => [value, message(id, undefined, locale)]);
}
/** How often a form can post, `[value, label]`, labelled in `locale`. */
export function cadenceChoices(locale?: Reader): [string, string][] {
  return CADENCE_LABELS.map(([value, id]) => [value, message(id, undefined, locale)]);
}
/** The ranges and cadences in the default locale, for what has no reader (tests, the CLI). */
export const RANGES: readonly [string, string][] = rangeChoices();
export const CADENCES: readonly [string, string][] = cadenceChoices();
/** The longest Options text a form takes: far more than any report's options need. */
const OPTIONS_MAX = 300;
/** The days a weekly form can post on, as the parser spells them. */
export const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** A day of `DAYS` as a form shows it, in `locale`: `Monday`. */
export function dayLabel(day: string, locale?: Reader): string {
  return message('form.weekday', { day }, locale);
}

/** One choice of a drop-down. */
export function option(value: string, label: string): PlainTextOption {
  return { text: plainText(label, 75), value };
}

/** The form's values, as Slack's `view.state.values` gives them and the adapter reads them. */
export interface FormValues {
  report: string | null;
  range: string | null;
  /** What else the command says, as typed after the report (`by channel vs last-year`); absent or empty: nothing. */
  options?: string | null;
  cadence: string | null;
  day: string | null;
  /** `HH:mm` from the time picker. */
  time: string | null;
  timeZone: string | null;
  channelId: string | null;
}

/** `every monday`, `every weekday`, `every month on 1st`: a form's How often and Day, as the grammar says them. */
export function everyWords(cadence: string | null, day: string | null): string {
  return cadence === 'week' ? `every ${day ?? 'monday'}` : cadence === 'month' ? 'every month on 1st' : `every ${cadence ?? 'day'}`;
}

/** The Options field's words on one line (a form's text input may hold line breaks). */
export function optionsText(options: string | null | undefined): string | undefined {
  return options?.replace(/\s+/g, ' ').trim() || undefined;
}

/**
 * The command the form means, e.g. `subscribe digest last-week every monday at 09:00 tz
 * Europe/Berlin`: read by the same parser and front door as typed text.
 */
export function formCommandText(v: FormValues): string {
  return ['subscribe', v.report, v.range, optionsText(v.options), everyWords(v.cadence, v.day), `at ${v.time}`, `tz ${v.timeZone}`]
    .filter(Boolean)
    .join(' ');
}

/** A form opened from a report's "Subscribe to this": that report, its range (none: the form's own) and its options. */
export interface FormPrefill {
  report: string;
  range?: string;
  options: string;
}

/**
 * What a form opened from the report of `query` starts with. A range of fixed dates (Previous
 * period's, `2026-09`) is left to the form's own choice: a subscription to it would post the
 * same period every time.
 */
export function formPrefill(query: ReportQuery): FormPrefill {
  const spec = parseCanonicalRange(query.range);
  const range = spec && !isAbsolute(spec) ? { range: query.range } : {};
  return { report: query.report, ...range, options: optionWords(query) };
}

/** A required (or optional) drop-down of a form. */
export function selectInput(block: string, label: string, options: PlainTextOption[], initial?: PlainTextOption, optional = false): SlackBlock {
  return {
    type: 'input',
    block_id: block,
    label: plainText(label, 2000),
    optional,
    element: { type: 'static_select', action_id: FORM_VALUE, options, ...(initial ? { initial_option: initial } : {}) },
  };
}

/** The Range drop-down, starting at `range` (a report's own, e.g. `last-90-days`, is added first when the list lacks it) or `fallback`. */
export function rangeInput(range: string | undefined, fallback: string, locale?: Reader): SlackBlock {
  const say = formSay(locale);
  const options = rangeChoices(locale).map(([v, l]) => option(v, l));
  const listed = options.find((o) => o.value === (range ?? fallback));
  if (listed || range === undefined) return selectInput(FORM_FIELDS.range, say('form.range'), options, listed ?? options[0]);
  const spec = parseCanonicalRange(range);
  const words = spec ? rangeWords(spec, localeOf(locale), sayOf(locale)) : range;
  const own = option(range, words.charAt(0).toUpperCase() + words.slice(1));
  return selectInput(FORM_FIELDS.range, say('form.range'), [own, ...options], own);
}

/** The Options field: what else the command says, as it would be typed. */
export function optionsInput(initial: string | undefined, locale?: Reader): SlackBlock {
  const say = formSay(locale);
  return {
    type: 'input',
    block_id: FORM_FIELDS.options,
    label: plainText(say('form.options'), 2000),
    optional: true,
    hint: plainText(say('form.optionsHint'), 2000),
    element: {
      type: 'plain_text_input',
      action_id: FORM_VALUE,
      max_length: OPTIONS_MAX,
      ...(initial ? { initial_value: initial.slice(0, OPTIONS_MAX) } : {}),
    },
  };
}

/**
 * How often, Day, Time, Time zone and Post in: the schedule and the channel, the same in every
 * form. `cadence` and `time` are where the pickers start; `locale` the person's.
 */
export function scheduleInputs(
  at: { cadence: string; time: string; timeZone: string; channelId?: string; locale?: Reader },
  timeLabel = message('form.time', undefined, at.locale),
): SlackBlock[] {
  const say = formSay(at.locale);
  const cadenceOptions = cadenceChoices(at.locale).map(([v, l]) => option(v, l));
  const dayOptions = DAYS.map((d) => option(d, dayLabel(d, at.locale)));
  const { channelId } = at;
  return [
    selectInput(
      FORM_FIELDS.cadence,
      say('form.cadence'),
      cadenceOptions,
      cadenceOptions.find((o) => o.value === at.cadence),
    ),
    selectInput(FORM_FIELDS.day, say('form.day'), dayOptions, dayOptions[0], true),
    {
      type: 'input',
      block_id: FORM_FIELDS.time,
      label: plainText(timeLabel, 2000),
      element: { type: 'timepicker', action_id: FORM_VALUE, initial_time: at.time },
    },
    {
      type: 'input',
      block_id: FORM_FIELDS.timeZone,
      label: plainText(say('form.timeZone'), 2000),
      hint: plainText(say('form.timeZoneHint'), 2000),
      element: { type: 'plain_text_input', action_id: FORM_VALUE, initial_value: at.timeZone, max_length: 64 },
    },
    {
      type: 'input',
      block_id: FORM_FIELDS.channel,
      label: plainText(say('form.channel'), 2000),
      hint: plainText(say('form.channelHint'), 2000),
      element: {
        type: 'conversations_select',
        action_id: FORM_VALUE,
        filter: { include: ['public', 'private'], exclude_bot_users: true, exclude_external_shared_channels: true },
        ...(channelId && !channelId.startsWith('D') ? { initial_conversation: channelId } : { default_to_current_conversation: true }),
      },
    },
  ];
}

/**
 * The form's first step: `reports` as [word, label]; `timeZone` the person's own; `channelId`
 * where it was opened; `prefill` the report it was opened from ("Subscribe to this").
 */
export function subscriptionFormView(
  reports: readonly [string, string][],
  timeZone: string,
  channelId?: string,
  prefill?: FormPrefill,
  locale?: Reader,
): ModalView {
  const say = formSay(locale);
  const reportOptions = reports.slice(0, 100).map(([word, label]) => option(word, label));
  return {
    type: 'modal',
    callback_id: SUBSCRIPTION_FORM,
    private_metadata: JSON.stringify({ step: 'form' } satisfies FormStep),
    title: plainText(say('form.subscriptionTitle'), 24),
    submit: plainText(say('form.preview'), 24),
    close: plainText(say('form.cancel'), 24),
    blocks: [
      selectInput(FORM_FIELDS.report, say('form.report'), reportOptions, reportOptions.find((o) => o.value === prefill?.report) ?? reportOptions[0]),
      rangeInput(prefill?.range, 'last-week', locale),
      optionsInput(prefill?.options, locale),
      ...scheduleInputs({ cadence: 'week', time: '09:00', timeZone, ...(channelId ? { channelId } : {}), locale }),
    ],
  };
}

/** The second step: the command in words and its next three runs (already formatted), and Subscribe. */
export function subscriptionPreviewView(channelId: string, text: string, described: string, nextRuns: readonly string[], locale?: Reader): ModalView {
  const say = formSay(locale);
  return {
    type: 'modal',
    callback_id: SUBSCRIPTION_FORM,
    private_metadata: JSON.stringify({ step: 'confirm', channelId, text } satisfies FormStep),
    title: plainText(say('form.subscriptionTitle'), 24),
    submit: plainText(say('form.subscribe'), 24),
    close: plainText(say('form.cancel'), 24),
    blocks: [
      { type: 'section', text: mrkdwn(say('form.previewWhat', { described: escapeMrkdwn(described), channel: `<#${channelId}>` })) },
      { type: 'section', text: mrkdwn(say('form.previewRuns', { runs: nextRuns.map((r) => `• ${escapeMrkdwn(r)}`).join('\n') })) },
      { type: 'context', elements: [mrkdwn(say('form.previewCommand', { command: escapeMrkdwn(text) }))] },
    ],
  };
}

/**
 * The last step of a form (`callbackId`, titled `title`) when saving said something (a refusal,
 * e.g. the channel's access): the sentence, and Close.
 */
export function refusedView(callbackId: string, title: string, sentence: string, locale?: Reader): ModalView {
  return {
    type: 'modal',
    callback_id: callbackId,
    title: plainText(title, 24),
    close: plainText(message('form.close', undefined, locale), 24),
    blocks: [{ type: 'section', text: mrkdwn(sentence) }],
  };
}

/** The subscription form's refusal. */
export const subscriptionRefusedView = (sentence: string, locale?: Reader): ModalView =>
  refusedView(SUBSCRIPTION_FORM, message('form.subscriptionTitle', undefined, locale), sentence, locale);

/** The action_id of "Subscribe to this": not `report_…`, since it opens a form and runs no report. */
export const SUBSCRIBE_THIS_ACTION_ID = 'form_subscribe';

/** Its label in the default locale (a report message's button says it in the report's, `withSubscribeButton`). */
export const SUBSCRIBE_THIS_LABEL = message('form.subscribeThis');

/**
 * A report message with "Subscribe to this" after its buttons: the button carries the
 * report's query (validated on the way back like every report button's) and opens the
 * subscription form filled in with it. Unchanged when the button would not fit.
 */
export function withSubscribeButton(message: SlackMessage, query: ReportQuery, locale?: Reader): SlackMessage {
  const label = formSay(locale)('form.subscribeThis');
  const value = encodeActionValue({ id: SUBSCRIBE_ACTION, label, query });
  if (!fitsButton(value)) return message;
  const button: Button = {
    type: 'button',
    action_id: SUBSCRIBE_THIS_ACTION_ID,
    text: plainText(label, RENDER_LIMITS.slack.buttonText),
    value,
  };
  const blocks = [...message.blocks];
  const last = blocks.at(-1);
  if (last?.type === 'actions') {
    if (last.elements.length >= RENDER_LIMITS.slack.actionsElements) return message;
    blocks[blocks.length - 1] = { ...last, elements: [...last.elements, button] };
  } else {
    if (blocks.length >= RENDER_LIMITS.slack.blocks) return message;
    blocks.push({ type: 'actions', elements: [button] } satisfies SlackBlock);
  }
  return { ...message, blocks };
}
