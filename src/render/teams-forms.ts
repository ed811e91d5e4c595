/**
 * The subscription form as a Teams Adaptive Card (schema 1.5): report, range, how often, day,
 * time and time zone as inputs, the next three runs of what the inputs say, and two
 * `Action.Execute` buttons (Universal Actions): Preview re-renders the card in place with the
 * runs of the new values, Subscribe saves. A field the core finds wrong gets its sentence
 * right under it, in the card that comes back. Pure: the Teams adapter (adapters/teams/forms.ts)
 * reads the invoke, asks the core (src/commands/subscription-form.ts) and answers with these.
 */
import type { IChoiceSetInput, IExecuteAction, ITextInput, ITimeInput } from '@microsoft/teams.cards';
import { message, type MessageId, type Reader } from '../messages/index.js';
import { CARD_SCHEMA, textBlock, type ActionSet, type CardElement, type SubscribeSubmitAction, type TextBlock } from './adaptive-card.js';

/** The verbs of the form's `Action.Execute` buttons, as the adapter routes them. */
export const FORM_VERBS = { preview: 'subscriptionForm.preview', save: 'subscriptionForm.save' } as const;
export type FormVerb = (typeof FORM_VERBS)[keyof typeof FORM_VERBS];

/** The ids of the form's inputs: Teams sends their values back under these names. */
export const TEAMS_FORM_INPUTS = ['report', 'range', 'cadence', 'day', 'time', 'timeZone'] as const;
export type TeamsFormInput = (typeof TEAMS_FORM_INPUTS)[number];

/** A dropdown. */
export interface ChoiceSetInput extends IChoiceSetInput {
  id: TeamsFormInput;
  label: string;
  choices: { title: string; value: string }[];
}
/** The time of day, `HH:mm`. */
export interface TimeInput extends ITimeInput {
  id: TeamsFormInput;
  label: string;
}
/** One line of text: the time zone. */
export interface TextInput extends ITextInput {
  id: TeamsFormInput;
  label: string;
}
/** A form button: Teams sends an `adaptiveCard/action` invoke with `verb`, `data` and the inputs' values. */
export interface FormExecuteAction extends IExecuteAction {
  title: string;
  verb: FormVerb;
  data: { form: 'subscription' };
}

/** An element of a form card. */
export type FormElement = CardElement | ChoiceSetInput | TimeInput | TextInput;

/** A card of the form's flow: the form itself, or what saving it came to. */
export interface FormCard {
  type: 'AdaptiveCard';
  $schema: typeof CARD_SCHEMA;
  version: '1.5';
  body: FormElement[];
  actions?: FormExecuteAction[];
}

/** Its label in the default locale; under a report it is said in the report's (`subscribeAction`). */
export const SUBSCRIBE_TO_THIS = message('form.subscribeThis');

/** The button under a report card that opens the form with that report and range, labelled in `locale`. */
export function subscribeAction(report: string, range: string, locale?: Reader): SubscribeSubmitAction {
  return { type: 'Action.Submit', title: message('form.subscribeThis', undefined, locale), data: { action: 'subscribe', report, range } };
}

/** That button in its own row at the end of the report's body (adaptive-card.ts says why). */
export function subscribeRow(report: string, range: string, locale?: Reader): ActionSet {
  return { type: 'ActionSet', spacing: 'Medium', actions: [subscribeAction(report, range, locale)] };
}

/** What the form shows: the choices, the values it holds, the sentences on wrong fields, and the runs when it reads well. */
export interface SubscriptionFormState {
  /** `[word, title]` of each report (formReports). */
  reports: readonly [string, string][];
  /** `[value, label]` of the ranges and the cadences, and the days' words (formChoices). */
  ranges: readonly [string, string][];
  cadences: readonly [string, string][];
  days: readonly string[];
  values: Record<TeamsFormInput, string>;
  errors: Partial<Record<TeamsFormInput, string>>;
  /** What the values mean and their next three runs (already formatted); null while they do not read. */
  preview: { described: string; nextRuns: readonly string[] } | null;
  /** The person's locale (the activity's): the form's words are said in it; absent: the default. */
  locale?: Reader;
}

/** The sentence under a wrong field: red, small, close to it. */
function fieldError(sentence: string): TextBlock {
  return textBlock(sentence, { color: 'Attention', size: 'Small', spacing: 'None' });
}

/** The form, with each field's value, its error under it, the runs, and Preview and Subscribe. */
export function subscriptionFormCard(state: SubscriptionFormState): FormCard {
  const { values, errors, locale } = state;
  const say = (id: MessageId) => message(id, undefined, locale);
  const choices = (pairs: readonly (readonly [string, string])[]) => pairs.map(([value, title]) => ({ title, value }));
  const field = (input: ChoiceSetInput | TimeInput | TextInput): FormElement[] => {
    const error = errors[input.id];
    return error ? [input, fieldError(error)] : [input];
  };
  const select = (id: TeamsFormInput, label: string, options: { title: string; value: string }[]): FormElement[] =>
    field({ type: 'Input.ChoiceSet', id, label, choices: options, ...(values[id] ? { value: values[id] } : {}) });
  const body: FormElement[] = [
    textBlock(say('form.subscriptionTitle'), { size: 'Large', weight: 'Bolder', style: 'heading' }),
    textBlock(say('form.teamsIntro'), { isSubtle: true, spacing: 'None' }),
    ...select('report', say('form.report'), choices(state.reports)),
    ...select('range', say('form.range'), choices(state.ranges)),
    ...select('cadence', say('form.cadence'), choices(state.cadences)),
    ...select(
      'day',
      say('form.day'),
      state.days.map((d) => ({ title: message('form.weekday', { day: d }, locale), value: d })),
    ),
    // A time the host could not show is left out rather than echoed: the sentence under it says what is wrong.
    ...field({
      type: 'Input.Time',
      id: 'time',
      label: say('form.time'),
      isRequired: true,
      errorMessage: say('form.pickAnyTime'),
      ...(/^\d{2}:\d{2}$/.test(values.time) ? { value: values.time } : {}),
    }),
    ...field({
      type: 'Input.Text',
      id: 'timeZone',
      label: say('form.timeZone'),
      placeholder: say('form.timeZonePlaceholder'),
      maxLength: 64,
      ...(values.timeZone ? { value: values.timeZone } : {}),
    }),
    ...previewBlocks(state.preview, locale),
  ];
  const execute = (title: string, verb: FormVerb, style?: 'positive'): FormExecuteAction => ({
    type: 'Action.Execute',
    title,
    verb,
    data: { form: 'subscription' },
    ...(style ? { style } : {}),
  });
  return {
    type: 'AdaptiveCard',
    $schema: CARD_SCHEMA,
    version: '1.5',
    body,
    actions: [execute(say('form.preview'), FORM_VERBS.preview), execute(say('form.subscribe'), FORM_VERBS.save, 'positive')],
  };
}

function previewBlocks(preview: SubscriptionFormState['preview'], locale: Reader): FormElement[] {
  if (!preview) return [textBlock(message('form.pressPreview', undefined, locale), { isSubtle: true, size: 'Small', spacing: 'Medium' })];
  return [
    textBlock(preview.described, { weight: 'Bolder', spacing: 'Medium' }),
    textBlock(message('form.nextRuns', undefined, locale), { spacing: 'Small' }),
    ...preview.nextRuns.map((r) => textBlock(r, { spacing: 'None' })),
  ];
}

/** What saving came to, in place of the form: the confirmation (or the one sentence why not). */
export function subscriptionDoneCard(sentence: string, locale?: Reader): FormCard {
  const paragraphs = sentence.split(/\n{2,}/).filter((p) => p.trim().length > 0);
  return {
    type: 'AdaptiveCard',
    $schema: CARD_SCHEMA,
    version: '1.5',
    body: [
      textBlock(message('form.subscriptionTitle', undefined, locale), { weight: 'Bolder' }),
      ...paragraphs.map((p) => textBlock(p, { spacing: 'Small' })),
    ],
  };
}
