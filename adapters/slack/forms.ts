/**
 * The subscription form in Slack: a modal opened by `/report subscribe` alone or the App
 * Home's "New subscription…" (`views.open` with the click's or command's `trigger_id`), in two
 * steps (src/render/slack-forms.ts). Submitting the form checks each field and answers
 * `response_action: 'errors'` on the one that is wrong; a good form is updated in place to
 * the preview of the next three runs (`response_action: 'update'`), and submitting that saves
 * the subscription as the typed command would, through the front door, and refreshes Home.
 */
import type { App, ViewSubmitAction } from '@slack/bolt';
import type { WebClient } from '@slack/web-api';
import { z } from 'zod';
import type { Conversation, FrontDoor } from '../../src/commands/index.js';
import { formReports, knownTimeZone, readSubscriptionForm, type FormField } from '../../src/commands/index.js';
import type { Logger } from '../../src/log.js';
import {
  FORM_FIELDS,
  FORM_VALUE,
  SUBSCRIPTION_FORM,
  subscriptionFormView,
  subscriptionPreviewView,
  subscriptionRefusedView,
  type FormStep,
  type FormValues,
} from '../../src/render/slack-forms.js';
import { nextRunAt } from '../../jobs/subscriptions.js';
import { isWorkspaceAdmin } from './admins.js';
import { isNotHere, platformCode } from './errors.js';
import { CANNOT_POST_HERE, SLACK_VOICE } from './message.js';
import type { SlackTarget } from './target.js';

/** `/report subscribe` with nothing after it: the grammar would answer with an error sentence. */
export function isBareSubscribe(text: string | undefined): boolean {
  return /^\s*subscribe\s*$/i.test(text ?? '');
}

/** The zone a form starts in when Slack does not say the person's own. */
const FALLBACK_ZONE = 'UTC';

/** Opens the form for `userId`, in their own time zone (`users.info` `tz`). */
export async function openSubscriptionForm(
  deps: { client: WebClient; logger: Logger },
  triggerId: string,
  userId: string,
  channelId?: string,
): Promise<void> {
  const tz = await deps.client.users
    .info({ user: userId })
    .then((r) => knownTimeZone(r.user?.tz) ?? FALLBACK_ZONE)
    .catch(() => FALLBACK_ZONE);
  const reports = formReports();
  try {
    await deps.client.views.open({ trigger_id: triggerId, view: subscriptionFormView(reports, tz, channelId) });
  } catch (err) {
    deps.logger.warn({ event: 'slack_form_failed', code: platformCode(err), err: String(err) }, 'could not open the subscription form');
  }
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
  cadence: FORM_FIELDS.cadence,
  day: FORM_FIELDS.day,
  time: FORM_FIELDS.time,
  timeZone: FORM_FIELDS.timeZone,
  channelId: FORM_FIELDS.channel,
};

function formValues(values: StateValues): FormValues {
  const input = (block: string) => values[block]?.[FORM_VALUE];
  return {
    report: input(FORM_FIELDS.report)?.selected_option?.value ?? null,
    range: input(FORM_FIELDS.range)?.selected_option?.value ?? null,
    cadence: input(FORM_FIELDS.cadence)?.selected_option?.value ?? null,
    day: input(FORM_FIELDS.day)?.selected_option?.value ?? null,
    time: input(FORM_FIELDS.time)?.selected_time ?? null,
    timeZone: input(FORM_FIELDS.timeZone)?.value?.trim() ?? null,
    channelId: input(FORM_FIELDS.channel)?.selected_conversation ?? null,
  };
}

export interface SubscriptionFormDeps {
  door: FrontDoor;
  client: WebClient;
  logger: Logger;
  /** The Home to refresh once a subscription is saved. */
  home: { publish(userId: string, teamId: string, notice?: string): Promise<void> };
  /** The clock the preview's runs are counted from; tests fix it. */
  now?: () => Date;
}

/** Registers the form's submissions on the Bolt app. */
export function registerSubscriptionForm(app: App, deps: SubscriptionFormDeps): void {
  const { client, logger, door } = deps;
  const now = () => deps.now?.() ?? new Date();

  /** The form read by the core (readSubscriptionForm); then whether the bot is in the channel. Errors by block id. */
  async function check(
    v: FormValues,
  ): Promise<{ errors: Record<string, string> } | { channelId: string; text: string; described: string; nextRuns: string[] }> {
    const read = readSubscriptionForm(v, { now: now(), nextRunAt });
    const errors: Record<string, string> = {};
    if (!read.ok) for (const [field, sentence] of Object.entries(read.errors)) errors[BLOCK_OF[field as FormField]] = sentence;
    if (v.channelId) {
      const member = await client.conversations
        .info({ channel: v.channelId })
        .then((r) => r.channel?.is_member === true)
        .catch((err: unknown) => (isNotHere(platformCode(err)) ? false : Promise.reject(err)));
      if (!member) errors[FORM_FIELDS.channel] = CANNOT_POST_HERE;
    }
    // A form without a channel was already refused by the core (readSubscriptionForm).
    if (!read.ok || !v.channelId || Object.keys(errors).length > 0) return { errors };
    return { channelId: v.channelId, text: read.text, described: read.described, nextRuns: read.nextRuns };
  }

  app.view<ViewSubmitAction>(SUBSCRIPTION_FORM, async ({ ack, body, view }) => {
    const userId = body.user.id;
    const teamId = body.team?.id ?? body.user.team_id ?? 'unknown';
    const step = StepSchema.safeParse(JSON.parse(view.private_metadata || '{}') as unknown);
    if (!step.success) {
      await ack({ response_action: 'update', view: subscriptionRefusedView('That form is out of date; open it again with `/report subscribe`.') });
      return;
    }
    if (step.data.step === 'form') {
      const checked = await check(formValues(view.state.values));
      if ('errors' in checked) {
        logger.info({ event: 'slack_form_invalid', fields: Object.keys(checked.errors) }, 'subscription form had errors');
        await ack({ response_action: 'errors', errors: checked.errors });
        return;
      }
      await ack({ response_action: 'update', view: subscriptionPreviewView(checked.channelId, checked.text, checked.described, checked.nextRuns) });
      return;
    }
    // Saving: the command as if typed in the chosen channel, access and all.
    const { channelId, text } = step.data satisfies Extract<FormStep, { step: 'confirm' }>;
    const target: SlackTarget = { platform: 'slack', teamId, channelId, userId };
    const conv: Conversation<SlackTarget> = {
      target,
      requester: { userId },
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
    const answer = await door.answer(text, conv);
    // Null: saved, and confirmed in the channel. Else one sentence (a refusal, or the
    // confirmation when the channel would not take it), shown where the person is looking.
    const said = answer.then.kind === 'none' ? answer.say : (await door.carryOut(answer, conv)).say;
    await ack(said === null ? undefined : { response_action: 'update', view: subscriptionRefusedView(said) });
    await deps.home
      .publish(userId, teamId)
      .catch((err: unknown) => logger.warn({ event: 'slack_home_failed', err: String(err) }, 'could not refresh the App Home'));
  });
}
