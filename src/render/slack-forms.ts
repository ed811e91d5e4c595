/**
 * The subscription form as a Slack modal (`@slack/types` `ModalView`), in two steps: the
 * form (report, range, schedule, time, zone, channel), then, once it reads well, a preview of
 * the command and its next three runs with the button that saves it. Pure: the adapter
 * (adapters/slack/forms.ts) opens, validates and submits; this lays the views out and turns
 * the form's values into the command text the one parser reads.
 */
import type { KnownBlock, ModalView, PlainTextOption } from '@slack/types';
import { escapeMrkdwn, mrkdwn, plainText } from './block-kit.js';

/** The modal's callback_id; both steps share it, `private_metadata` says which one. */
export const SUBSCRIPTION_FORM = 'subscription_form';

/** The block ids of the form's inputs; `response_action: 'errors'` names them. */
export const FORM_FIELDS = {
  report: 'report',
  range: 'range',
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

/** The ranges a form offers, as the parser spells them, with their labels. */
export const RANGES: readonly [string, string][] = [
  ['yesterday', 'Yesterday'],
  ['last-week', 'Last week'],
  ['last-7-days', 'Last 7 days'],
  ['last-month', 'Last month'],
  ['last-30-days', 'Last 30 days'],
  ['this-month', 'This month so far'],
  ['next-30-days', 'Next 30 days (look-ahead reports)'],
];
/** How often a form can post, as `formCommandText` reads them, with their labels. */
export const CADENCES: readonly [string, string][] = [
  ['day', 'Every day'],
  ['weekday', 'Every weekday'],
  ['week', 'Every week, on the day below'],
  ['month', 'Every month, on the 1st'],
];
/** The days a weekly form can post on, as the parser spells them. */
export const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

function option(value: string, label: string): PlainTextOption {
  return { text: plainText(label, 75), value };
}

/** The form's values, as Slack's `view.state.values` gives them and the adapter reads them. */
export interface FormValues {
  report: string | null;
  range: string | null;
  cadence: string | null;
  day: string | null;
  /** `HH:mm` from the time picker. */
  time: string | null;
  timeZone: string | null;
  channelId: string | null;
}

/**
 * The command the form means, e.g. `subscribe digest last-week every monday at 09:00 tz
 * Europe/Berlin`: read by the same parser and front door as typed text.
 */
export function formCommandText(v: FormValues): string {
  const every = v.cadence === 'week' ? `every ${v.day ?? 'monday'}` : v.cadence === 'month' ? 'every month on 1st' : `every ${v.cadence ?? 'day'}`;
  return ['subscribe', v.report, v.range, every, `at ${v.time}`, `tz ${v.timeZone}`].filter(Boolean).join(' ');
}

/** The form's first step: `reports` as [word, label]; `timeZone` the person's own; `channelId` where it was opened. */
export function subscriptionFormView(reports: readonly [string, string][], timeZone: string, channelId?: string): ModalView {
  const select = (block: string, label: string, options: PlainTextOption[], initial?: PlainTextOption, optional = false): KnownBlock => ({
    type: 'input',
    block_id: block,
    label: plainText(label, 2000),
    optional,
    element: { type: 'static_select', action_id: FORM_VALUE, options, ...(initial ? { initial_option: initial } : {}) },
  });
  const reportOptions = reports.slice(0, 100).map(([word, label]) => option(word, label));
  const rangeOptions = RANGES.map(([v, l]) => option(v, l));
  const cadenceOptions = CADENCES.map(([v, l]) => option(v, l));
  const dayOptions = DAYS.map((d) => option(d, d[0]!.toUpperCase() + d.slice(1)));
  return {
    type: 'modal',
    callback_id: SUBSCRIPTION_FORM,
    private_metadata: JSON.stringify({ step: 'form' } satisfies FormStep),
    title: plainText('New subscription', 24),
    submit: plainText('Preview', 24),
    close: plainText('Cancel', 24),
    blocks: [
      select(FORM_FIELDS.report, 'Report', reportOptions, reportOptions[0]),
      select(FORM_FIELDS.range, 'Range', rangeOptions, rangeOptions[1]),
      select(FORM_FIELDS.cadence, 'How often', cadenceOptions, cadenceOptions[2]),
      select(FORM_FIELDS.day, 'Day of the week (weekly only)', dayOptions, dayOptions[0], true),
      {
        type: 'input',
        block_id: FORM_FIELDS.time,
        label: plainText('Time', 2000),
        element: { type: 'timepicker', action_id: FORM_VALUE, initial_time: '09:00' },
      },
      {
        type: 'input',
        block_id: FORM_FIELDS.timeZone,
        label: plainText('Time zone', 2000),
        hint: plainText('Yours by default; any IANA zone, e.g. America/New_York.', 2000),
        element: { type: 'plain_text_input', action_id: FORM_VALUE, initial_value: timeZone, max_length: 64 },
      },
      {
        type: 'input',
        block_id: FORM_FIELDS.channel,
        label: plainText('Post in', 2000),
        hint: plainText('A channel I am in (invite me with /invite first).', 2000),
        element: {
          type: 'conversations_select',
          action_id: FORM_VALUE,
          filter: { include: ['public', 'private'], exclude_bot_users: true, exclude_external_shared_channels: true },
          ...(channelId && !channelId.startsWith('D') ? { initial_conversation: channelId } : { default_to_current_conversation: true }),
        },
      },
    ],
  };
}

/** The second step: the command in words and its next three runs (already formatted), and Subscribe. */
export function subscriptionPreviewView(channelId: string, text: string, described: string, nextRuns: readonly string[]): ModalView {
  return {
    type: 'modal',
    callback_id: SUBSCRIPTION_FORM,
    private_metadata: JSON.stringify({ step: 'confirm', channelId, text } satisfies FormStep),
    title: plainText('New subscription', 24),
    submit: plainText('Subscribe', 24),
    close: plainText('Cancel', 24),
    blocks: [
      { type: 'section', text: mrkdwn(`*${escapeMrkdwn(described)}* in <#${channelId}>`) },
      { type: 'section', text: mrkdwn(`Next runs:\n${nextRuns.map((r) => `• ${escapeMrkdwn(r)}`).join('\n')}`) },
      { type: 'context', elements: [mrkdwn(`The same as typing \`/report ${escapeMrkdwn(text)}\` there.`)] },
    ],
  };
}

/** The last step when saving said something (a refusal, e.g. the channel's access): the sentence, and Close. */
export function subscriptionRefusedView(sentence: string): ModalView {
  return {
    type: 'modal',
    callback_id: SUBSCRIPTION_FORM,
    title: plainText('New subscription', 24),
    close: plainText('Close', 24),
    blocks: [{ type: 'section', text: mrkdwn(sentence) }],
  };
}
