/**
 * The forms in Slack: the subscription form and the alert form, modals opened with the click's
 * or command's `trigger_id` (`views.open`) by `/report subscribe` or `/report alert` alone and
 * by the App Home's "New subscription…" and "New alert…"; the subscription form also by a
 * report's "Subscribe to this", filled in with that report. Each has two steps
 * (src/render/slack-forms.ts, slack-alert-form.ts). Submitting the form checks each field and
 * answers `response_action: 'errors'` on the one that is wrong; a good form is updated in place
 * to its preview (the next three runs or checks, `response_action: 'update'`), and submitting
 * that saves it as the typed command would, through the front door with the chosen channel's
 * access, and refreshes Home.
 */
import type { SlackLocales } from './locales.js';
import type { App, BlockAction, ButtonAction, ViewSubmitAction } from '@slack/bolt';
import type { ModalView } from '@slack/types';
import type { WebClient } from '@slack/web-api';
import { z } from 'zod';
import type { AlertFormField, Conversation, FormField, FrontDoor } from '../../src/commands/index.js';
import { alertFigureGroups, formReports, knownTimeZone, readAlertForm, readSubscriptionForm } from '../../src/commands/index.js';
import type { Logger } from '../../src/log.js';
import { decodeSubscribeValue } from '../../src/render/actions.js';
import { ALERT_FIELDS, ALERT_FORM, alertFormView, alertPreviewView, alertRefusedView } from '../../src/render/slack-alert-form.js';
import {
  FORM_FIELDS,
  FORM_VALUE,
  SUBSCRIBE_THIS_ACTION_ID,
  SUBSCRIPTION_FORM,
  formPrefill,
  subscriptionFormView,
  subscriptionPreviewView,
  subscriptionRefusedView,
  type FormPrefill,
  type FormValues,
} from '../../src/render/slack-forms.js';
import { nextRunAt } from '../../jobs/subscriptions.js';
import { isWorkspaceAdmin } from './admins.js';
import { isNotHere, platformCode } from './errors.js';
import { CANNOT_POST_HERE, SLACK_VOICE } from './message.js';
import type { SlackTarget } from './target.js';
import { message } from '../../src/messages/index.js';

/** `/report subscribe` with nothing after it: the grammar would answer with an error sentence. */
export function isBareSubscribe(text: string | undefined): boolean {
  return /^\s*subscribe\s*$/i.test(text ?? '');
}

/** `/report alert` with nothing after it. */
export function isBareAlert(text: string | undefined): boolean {
  return /^\s*alert\s*$/i.test(text ?? '');
}

/** The zone a form starts in when Slack does not say the person's own. */
const FALLBACK_ZONE = 'UTC';

/** What opening a form needs. */
interface OpenDeps {
  client: WebClient;
  logger: Logger;
  /** Each person's locale, as already known (opening a form waits for no further lookup): the form is said in it. */
  locales?: SlackLocales;
}

/** The person's own zone (`users.info` `tz`), or UTC. */
async function personZone(client: WebClient, userId: string): Promise<string> {
  return client.users
    .info({ user: userId })
    .then((r) => knownTimeZone(r.user?.tz) ?? FALLBACK_ZONE)
    .catch(() => FALLBACK_ZONE);
}

async function open(deps: OpenDeps, triggerId: string, view: ModalView, what: string): Promise<void> {
  try {
    await deps.client.views.open({ trigger_id: triggerId, view });
  } catch (err) {
    deps.logger.warn({ event: 'slack_form_failed', form: what, code: platformCode(err), err: String(err) }, `could not open the ${what} form`);
  }
}

/** Opens the subscription form for `userId`, in their own time zone; `prefill` the report it was opened from. */
export async function openSubscriptionForm(
  deps: OpenDeps,
  triggerId: string,
  userId: string,
  channelId?: string,
  prefill?: FormPrefill,
): Promise<void> {
  const tz = await personZone(deps.client, userId);
  const locale = deps.locales?.known(userId);
  await open(deps, triggerId, subscriptionFormView(formReports(locale), tz, channelId, prefill, locale), 'subscription');
}

/** Opens the alert form for `userId`, in their own time zone. */
export async function openAlertForm(deps: OpenDeps, triggerId: string, userId: string, channelId?: string): Promise<void> {
  const tz = await personZone(deps.client, userId);
  const locale = deps.locales?.known(userId);
  await open(deps, triggerId, alertFormView(alertFigureGroups(), tz, channelId, locale), 'alert');
}

const StepSchema = z.union([
  z.object({ step: z.literal('form') }),
  z.object({ step: z.literal('confirm'), channelId: z.string(), text: z.string().max(500) }),
]);

type StateValues = ViewSubmitAction['view']['state']['values'];

/** The modal's block of each field the core may find wrong. */
const BLOCK_OF: Record<FormField, string> = {
  report: FORM_FIELDS.report,
  range: FORM_FIELDS.range,
  options: FORM_FIELDS.options,
  cadence: FORM_FIELDS.cadence,
  day: FORM_FIELDS.day,
  time: FORM_FIELDS.time,
  timeZone: FORM_FIELDS.timeZone,
  channelId: FORM_FIELDS.channel,
};
const ALERT_BLOCK_OF: Record<AlertFormField, string> = {
  ...BLOCK_OF,
  figure: ALERT_FIELDS.figure,
  condition: ALERT_FIELDS.condition,
  value: ALERT_FIELDS.value,
};

/** The fields both forms have, as `view.state.values` gives them. */
function scheduleValues(values: StateValues): Omit<FormValues, 'report'> {
  const input = (block: string) => values[block]?.[FORM_VALUE];
  return {
    range: input(FORM_FIELDS.range)?.selected_option?.value ?? null,
    options: input(FORM_FIELDS.options)?.value ?? null,
    cadence: input(FORM_FIELDS.cadence)?.selected_option?.value ?? null,
    day: input(FORM_FIELDS.day)?.selected_option?.value ?? null,
    time: input(FORM_FIELDS.time)?.selected_time ?? null,
    timeZone: input(FORM_FIELDS.timeZone)?.value?.trim() ?? null,
    channelId: input(FORM_FIELDS.channel)?.selected_conversation ?? null,
  };
}

/** What the first step of a form comes to: errors by block id, or its preview. */
type Checked = { errors: Record<string, string> } | { preview: ModalView };

/** One form: how its first step is checked and what a refusal looks like. */
interface FormSpec {
  callbackId: string;
  /** The command that opens it again. */
  command: string;
  /** `locale`: the person's, in which the form's words and the sentences on its fields are said. */
  check(values: StateValues, locale: string | undefined): Promise<Checked>;
  refused(sentence: string, locale?: string): ModalView;
}

export interface SlackFormDeps {
  door: FrontDoor;
  client: WebClient;
  logger: Logger;
  /** The Home to refresh once a subscription is saved. */
  home: { publish(userId: string, teamId: string, notice?: string): Promise<void> };
  /** REPORT_CURRENCY: the currency an alert's threshold is written in. */
  currency: string;
  /** The clock the preview's runs are counted from; tests fix it. */
  now?: () => Date;
  /** Each person's locale, which a subscription saved from a form keeps (absent: the default). */
  locales?: SlackLocales;
}

/** Registers both forms' submissions and the "Subscribe to this" button on the Bolt app. */
export function registerForms(app: App, deps: SlackFormDeps): void {
  const { client, logger } = deps;
  const now = () => deps.now?.() ?? new Date();

  /** Whether the bot is in the chosen channel: the one thing about a form only Slack knows. */
  async function channelError(channelId: string | null): Promise<string | null> {
    if (!channelId) return null;
    const member = await client.conversations
      .info({ channel: channelId })
      .then((r) => r.channel?.is_member === true)
      .catch((err: unknown) => (isNotHere(platformCode(err)) ? false : Promise.reject(err)));
    return member ? null : CANNOT_POST_HERE;
  }

  /** The core's errors by field, and the channel's, by block id. */
  async function errorsOf<F extends string>(found: Partial<Record<F, string>>, blockOf: Record<F, string>, channelId: string | null) {
    const errors: Record<string, string> = {};
    for (const [field, sentence] of Object.entries(found) as [F, string][]) errors[blockOf[field]] = sentence;
    const channel = await channelError(channelId);
    if (channel) errors[FORM_FIELDS.channel] = channel;
    return errors;
  }

  registerForm(app, deps, {
    callbackId: SUBSCRIPTION_FORM,
    command: '/report subscribe',
    async check(values, locale) {
      const v: FormValues = { report: values[FORM_FIELDS.report]?.[FORM_VALUE]?.selected_option?.value ?? null, ...scheduleValues(values) };
      const read = readSubscriptionForm(v, { now: now(), nextRunAt, ...(locale ? { locale } : {}) });
      const errors = await errorsOf(read.ok ? {} : read.errors, BLOCK_OF, v.channelId);
      // A form without a channel was already refused by the core.
      if (!read.ok || !v.channelId || Object.keys(errors).length > 0) return { errors };
      return { preview: subscriptionPreviewView(v.channelId, read.text, read.described, read.nextRuns, locale) };
    },
    refused: subscriptionRefusedView,
  });

  registerForm(app, deps, {
    callbackId: ALERT_FORM,
    command: '/report alert',
    async check(values, locale) {
      const input = (block: string) => values[block]?.[FORM_VALUE];
      const v = {
        figure: input(ALERT_FIELDS.figure)?.selected_option?.value ?? null,
        condition: input(ALERT_FIELDS.condition)?.selected_option?.value ?? null,
        value: input(ALERT_FIELDS.value)?.value ?? null,
        ...scheduleValues(values),
      };
      const read = readAlertForm(v, { now: now(), nextRunAt, currency: deps.currency });
      const errors = await errorsOf(read.ok ? {} : read.errors, ALERT_BLOCK_OF, v.channelId);
      if (!read.ok || !v.channelId || Object.keys(errors).length > 0) return { errors };
      return { preview: alertPreviewView(v.channelId, read.text, read.described, read.nextChecks, locale) };
    },
    refused: alertRefusedView,
  });

  // "Subscribe to this" under a report: the form, filled in with the report on screen. Nothing
  // runs and nothing is saved here; saving goes through the form and the front door.
  app.action<BlockAction<ButtonAction>>({ type: 'block_actions', action_id: SUBSCRIBE_THIS_ACTION_ID }, async ({ ack, body, action }) => {
    await ack();
    const channelId = body.channel?.id;
    const decoded = decodeSubscribeValue(action.value);
    if (!decoded.ok) {
      logger.warn({ event: 'slack_action_rejected', actionId: action.action_id, channel: channelId }, 'button value did not validate');
      if (channelId)
        await client.chat
          .postEphemeral({ channel: channelId, user: body.user.id, text: decoded.message })
          .catch((err: unknown) => logger.warn({ event: 'slack_reply_failed', err: String(err) }, 'could not answer a button'));
      return;
    }
    await openSubscriptionForm({ client, logger, locales: deps.locales }, body.trigger_id, body.user.id, channelId, formPrefill(decoded.query));
  });
}

/** A form's two steps: checking the first (errors on the fields, or the preview), saving the second. */
function registerForm(app: App, deps: SlackFormDeps, spec: FormSpec): void {
  const { client, logger, door } = deps;
  app.view<ViewSubmitAction>(spec.callbackId, async ({ ack, body, view }) => {
    const userId = body.user.id;
    const teamId = body.team?.id ?? body.user.team_id ?? 'unknown';
    const step = StepSchema.safeParse(JSON.parse(view.private_metadata || '{}') as unknown);
    // Known by now for anyone who typed a command; a form is said in it, else in the default.
    const known = deps.locales?.known(userId);
    if (!step.success) {
      await ack({ response_action: 'update', view: spec.refused(message('form.outOfDate', { command: spec.command }, known), known) });
      return;
    }
    if (step.data.step === 'form') {
      // Asked now, while the person reads the preview, so saving (which must answer within
      // Slack's 3 s) finds it known and waits for nothing.
      void deps.locales?.of(userId);
      const checked = await spec.check(view.state.values, known);
      if ('errors' in checked) {
        logger.info({ event: 'slack_form_invalid', form: spec.callbackId, fields: Object.keys(checked.errors) }, 'form had errors');
        await ack({ response_action: 'errors', errors: checked.errors });
        return;
      }
      await ack({ response_action: 'update', view: checked.preview });
      return;
    }
    // Saving: the command as if typed in the chosen channel, access and all.
    const { channelId, text } = step.data;
    const target: SlackTarget = { platform: 'slack', teamId, channelId, userId };
    const locale = deps.locales?.known(userId);
    const conv: Conversation<SlackTarget> = {
      target,
      requester: { userId, ...(locale ? { locale } : {}) },
      voice: SLACK_VOICE,
      logFields: { channel: channelId, via: 'form' },
      isAdmin: () => isWorkspaceAdmin(client, userId),
      confirmSubscription: async (said) => {
        try {
          await client.chat.postEphemeral({ channel: channelId, user: userId, text: SLACK_VOICE.finish(said) });
          return null;
        } catch (err) {
          if (isNotHere(platformCode(err))) return CANNOT_POST_HERE;
          throw err;
        }
      },
    };
    const saved = await door.handle({ text }, conv);
    // Null: saved, and confirmed in the channel. Else one sentence (a refusal, or the
    // confirmation when the channel would not take it), shown where the person is looking.
    const said = saved === null ? null : saved.answer.then.kind === 'none' ? saved.answer.say : saved.followUp.say;
    await ack(said === null ? undefined : { response_action: 'update', view: spec.refused(said, locale) });
    await deps.home
      .publish(userId, teamId)
      .catch((err: unknown) => logger.warn({ event: 'slack_home_failed', err: String(err) }, 'could not refresh the App Home'));
  });
}
