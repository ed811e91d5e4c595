/**
 * The alert form as a Slack modal (Block Kit `ModalView`, block-kit-types.ts), opened by `/report alert`
 * alone or the App Home's "New alert…", in two steps like the subscription form: the figure
 * to watch (one drop-down, grouped by report, so no second round trip picks a report's
 * figures), the condition and its value, range, options, how often it is checked, zone and
 * channel; then, once it reads well, the alert in words with its next three checks and Set
 * alert. Pure: the adapter (adapters/slack/forms.ts) opens, validates and submits; the inputs
 * it shares with the subscription form are slack-forms.ts's.
 */
import type { ModalView, PlainTextOption, SlackBlock } from './block-kit-types.js';
import { message, type MessageId, type Reader } from '../messages/index.js';
import { escapeMrkdwn, mrkdwn, plainText } from './block-kit.js';
import { FORM_VALUE, formSay, option, optionsInput, rangeInput, refusedView, scheduleInputs, selectInput } from './slack-forms.js';

/** The modal's callback_id; both steps share it, `private_metadata` says which one. */
export const ALERT_FORM = 'alert_form';

/** The block ids of the alert form's own inputs (the rest are `FORM_FIELDS`'). */
export const ALERT_FIELDS = {
  figure: 'figure',
  condition: 'condition',
  value: 'threshold',
} as const;

/** What each step carries in `private_metadata` (the same shape as the subscription form's). */
export type AlertFormStep = { step: 'form' } | { step: 'confirm'; channelId: string; text: string };

/** A report's figures an alert can watch, as the form offers them. */
export interface AlertFigureGroup {
  /** The report's title: the group's label. */
  title: string;
  /** `[value, label]`: the value is `<report word> <figure word>`, the label the figure's own (`Referral revenue`). */
  figures: readonly [string, string][];
}

/** The conditions, as the grammar spells them, with the ids of their labels. */
const CONDITIONS: readonly [string, MessageId][] = [
  ['below', 'form.conditionBelow'],
  ['above', 'form.conditionAbove'],
  ['changes-by', 'form.conditionChangesBy'],
];

/** Slack's most option groups in a drop-down, and options in a group. */
const MAX_GROUPS = 100;
const MAX_GROUP_OPTIONS = 100;

/** The form's first step: `groups` the figures by report; `timeZone` the person's own; `channelId` where it was opened; `locale` the person's. */
export function alertFormView(groups: readonly AlertFigureGroup[], timeZone: string, channelId?: string, locale?: Reader): ModalView {
  const say = formSay(locale);
  const optionGroups = groups
    .filter((g) => g.figures.length > 0)
    .slice(0, MAX_GROUPS)
    .map((g) => ({ label: plainText(g.title, 75), options: g.figures.slice(0, MAX_GROUP_OPTIONS).map(([v, l]) => option(v, l)) }));
  const first: PlainTextOption | undefined = optionGroups[0]?.options[0];
  const conditions = CONDITIONS.map(([v, id]) => option(v, say(id)));
  const figure: SlackBlock = {
    type: 'input',
    block_id: ALERT_FIELDS.figure,
    label: plainText(say('form.figure'), 2000),
    element: { type: 'static_select', action_id: FORM_VALUE, option_groups: optionGroups, ...(first ? { initial_option: first } : {}) },
  };
  return {
    type: 'modal',
    callback_id: ALERT_FORM,
    private_metadata: JSON.stringify({ step: 'form' } satisfies AlertFormStep),
    title: plainText(say('form.alertTitle'), 24),
    submit: plainText(say('form.preview'), 24),
    close: plainText(say('form.cancel'), 24),
    blocks: [
      figure,
      selectInput(ALERT_FIELDS.condition, say('form.condition'), conditions, conditions[0]),
      {
        type: 'input',
        block_id: ALERT_FIELDS.value,
        label: plainText(say('form.value'), 2000),
        hint: plainText(say('form.valueHint'), 2000),
        element: { type: 'plain_text_input', action_id: FORM_VALUE, max_length: 32, placeholder: plainText('5000', 150) },
      },
      rangeInput(undefined, 'yesterday', locale),
      optionsInput(undefined, locale),
      ...scheduleInputs({ cadence: 'weekday', time: '08:00', timeZone, ...(channelId ? { channelId } : {}), locale }, say('form.checkAt')),
    ],
  };
}

/**
 * The second step: the alert in words, where it posts, its next three checks (already
 * formatted), and Set alert.
 */
export function alertPreviewView(channelId: string, text: string, described: string, nextChecks: readonly string[], locale?: Reader): ModalView {
  const say = formSay(locale);
  return {
    type: 'modal',
    callback_id: ALERT_FORM,
    private_metadata: JSON.stringify({ step: 'confirm', channelId, text } satisfies AlertFormStep),
    title: plainText(say('form.alertTitle'), 24),
    submit: plainText(say('form.setAlert'), 24),
    close: plainText(say('form.cancel'), 24),
    blocks: [
      { type: 'section', text: mrkdwn(say('form.alertPreviewWhat', { described: escapeMrkdwn(described), channel: `<#${channelId}>` })) },
      { type: 'section', text: mrkdwn(say('form.previewChecks', { checks: nextChecks.map((r) => `• ${escapeMrkdwn(r)}`).join('\n') })) },
      { type: 'context', elements: [mrkdwn(say('form.previewCommand', { command: escapeMrkdwn(text) }))] },
    ],
  };
}

/** The alert form's refusal (e.g. the channel's access): the sentence, and Close. */
export const alertRefusedView = (sentence: string, locale?: Reader): ModalView =>
  refusedView(ALERT_FORM, message('form.alertTitle', undefined, locale), sentence, locale);
