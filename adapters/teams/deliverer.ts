/**
 * The Teams `Deliverer`: posts reports (Adaptive Cards) and notices (text) to the
 * conversation of a job's target, proactively, with `continueConversationAsync` and the
 * target's conversation reference.
 *
 * - A reference with a message id (a command typed in a chat or channel thread) is answered
 *   with a reply to that message; a standing one (a subscription) gets a new post, which in
 *   a channel starts a new thread.
 * - `replaceMessageId` (a card button) updates that card in place. When Teams will not
 *   update it (400, or 404 because the card was deleted) the report is posted as a new reply
 *   instead; if the conversation itself is gone that post fails with 404 in turn. 403 (bot
 *   removed), 401, 412, 429 and 5xx are not answered with a new post: they fail like a post
 *   would, and the job layer pauses, retries or reports.
 * - Charts: by the bot's signed link when Teams can reach it, else a small PNG inline as a data
 *   URI (chart-image.ts decides). If Teams refuses the card as too large (413), it is posted
 *   again without the inline chart, saying the chart could not be attached.
 * - Figures first: a report whose PNG charts are still being drawn (`chartsPending`) is posted
 *   with a line holding the chart's place, and jobs has the same card updated with the chart
 *   once drawn (`addCharts`). If Teams will not take that update, the card is updated once
 *   more to say the chart could not be attached; `addCharts` never throws.
 * - Failures become `DeliveryError`s (errors.ts): 403/404 permanent, 412/429/5xx retryable.
 * - Posts to one conversation are kept within Teams' published limits, and a conversation
 *   answered 429 is held (throttle.ts); `reserveTurn` tells a firing when its conversation is next free.
 */
import type { ConversationReference } from '@microsoft/agents-activity';
import { DeliveryError, type ChartsMade, type Deliverer, type DeliveryAbilities, type ReportMessage } from '../../jobs/index.js';
import type { Logger } from '../../src/log.js';
import { toTeamsAttachment, type AdaptiveCard } from '../../src/render/teams.js';
import type { ConversationsApi, OutgoingActivity, TeamsCloudAdapter } from './bot-adapter.js';
import { describe, retryAfterMsOf, statusOf, toTeamsDeliveryError } from './errors.js';
import { baseConversationId, isLoopbackUrl, TeamsReferenceSchema, type TeamsReference } from './reference.js';
import type { ConversationReferenceStore } from './reference-store.js';
import type { TeamsTarget } from './target.js';
import { ConversationThrottle } from './throttle.js';
import type { CallLimiter } from '../call-limits.js';
import { inVoice } from '../../src/commands/index.js';
import { reportCard, TEAMS_VOICE } from './message.js';
import type { CsvLinks } from '../http/csv-download.js';
import { hasCsv } from '../../src/render/csv.js';
import { createTeamsChartImages, type TeamsChartImages } from './chart-image.js';
import { message } from '../../src/messages/index.js';

export interface TeamsDelivererOptions {
  adapter: TeamsCloudAdapter;
  /** `MICROSOFT_APP_ID`; empty when authentication is off. */
  appId: string;
  logger: Logger;
  /** Saved references, for the newest service URL of older targets (optional). */
  references?: ConversationReferenceStore;
  /** Signs Download CSV links; without it cards have no such button. */
  csvLinks?: CsvLinks;
  /** How charts go into cards (by link or inline); default: PNGs inline when small. */
  chartImages?: TeamsChartImages;
  /** The deployment's shared holds after Teams' 429s (default: this process's alone). */
  limiter?: CallLimiter;
}

/** A Download CSV click of an older card (or a forged one): Teams takes no file from a bot, so the card's link is the way. */
export const CSV_IN_TEAMS = message('teams.csvByLink');

/** How a message went, for the log. */
type Via = 'reply' | 'post' | 'update';

/** Creates the Teams deliverer. Targets of other platforms are refused. */
export function createTeamsDeliverer(opts: TeamsDelivererOptions): Deliverer<TeamsTarget> & DeliveryAbilities<TeamsTarget> {
  const { adapter, appId, logger } = opts;
  const authOff = appId === '';
  const images = opts.chartImages ?? createTeamsChartImages(null);
  const throttle = new ConversationThrottle(undefined, undefined, opts.limiter);

  async function freshen(ref: TeamsReference, correlationId: string): Promise<TeamsReference> {
    if (!opts.references) return ref;
    try {
      const saved = await opts.references.get(ref.conversation.id);
      if (!saved || saved.serviceUrl === ref.serviceUrl) return ref;
      logger.info(
        { event: 'teams_reference_refreshed', correlationId, conversation: baseConversationId(ref.conversation.id) },
        'using the newer service URL of this conversation',
      );
      return { ...ref, serviceUrl: saved.serviceUrl };
    } catch (err) {
      logger.warn(
        { event: 'teams_reference_lookup_failed', correlationId, err: String(err) },
        'could not read saved conversation references; using the target as it is',
      );
      return ref;
    }
  }

  /** The target's conversation reference, ready to use; a `DeliveryError` for one that is not. */
  async function referenceOf(target: TeamsTarget, correlationId: string): Promise<TeamsReference> {
    const parsed = TeamsReferenceSchema.safeParse(target.conversationReference);
    if (!parsed.success)
      throw new DeliveryError('rejected', { platformCode: 'bad_reference', detail: 'the Teams conversation reference does not validate' });
    const ref = await freshen(parsed.data, correlationId);
    // Without authentication nothing proves where a service URL came from: only this machine.
    if (authOff && !isLoopbackUrl(ref.serviceUrl)) {
      throw new DeliveryError('rejected', {
        platformCode: 'untrusted_service_url',
        detail: 'authentication is off, so only loopback service URLs are used',
      });
    }
    return ref;
  }

  /** Runs `act` with the conversation's API, in a proactive turn of the reference's conversation. */
  async function inTurn<R>(ref: TeamsReference, act: (api: ConversationsApi) => Promise<R>): Promise<R> {
    let done: { value: R } | undefined;
    await adapter.continueConversationAsync(botReference(ref), async (context) => {
      done = { value: await act(adapter.conversationsOf(context)) };
    });
    if (!done) throw new Error('the proactive turn did not run');
    return done.value;
  }

  const csvUrlOf = (msg: ReportMessage) => (opts.csvLinks && hasCsv(msg.report) ? opts.csvLinks.linkFor(msg.report) : undefined);

  return {
    async deliver(target, message) {
      refuseOtherPlatforms(target);
      if (message.kind === 'csv') throw new DeliveryError('rejected', { platformCode: 'csv_by_link', userMessage: CSV_IN_TEAMS });
      const ref = await referenceOf(target, message.correlationId);
      const conversation = baseConversationId(ref.conversation.id);
      const started = Date.now();
      let sent: { messageId: string; via: Via };
      try {
        const answered = await throttle.before(conversation);
        try {
          sent = await inTurn(ref, (api) =>
            message.kind === 'report'
              ? placeReport(api, ref, message, logger, csvUrlOf(message), message.chartsPending, images)
              : // Jobs write commands as Slack and the page take them (`/report …`); here one types them bare.
                post(api, ref, textActivity(ref, TEAMS_VOICE.finish(inVoice(message.text, TEAMS_VOICE)))),
          );
        } catch (err) {
          // Held before the post is let go, so no other post to the conversation goes inside the Retry-After.
          if (statusOf(err) === 429) await throttle.refused(conversation, retryAfterMsOf(err));
          throw err;
        } finally {
          answered();
        }
      } catch (err) {
        const failure = toTeamsDeliveryError(err);
        logger.warn(
          {
            event: 'teams_delivery_failed',
            correlationId: message.correlationId,
            kind: message.kind,
            conversation,
            code: failure.code,
            platformCode: failure.platformCode,
            permanent: failure.permanent,
            retryable: failure.retryable,
            error: describe(err),
          },
          'Teams delivery failed',
        );
        throw failure;
      }
      throttle.delivered(conversation);
      logger.info(
        { event: 'teams_delivered', correlationId: message.correlationId, kind: message.kind, conversation, via: sent.via, ms: Date.now() - started },
        'delivered to Teams',
      );
      return { messageId: sent.messageId };
    },

    // A reference that does not validate is refused by `deliver`, not paced here.
    reserveTurn(target) {
      const parsed = TeamsReferenceSchema.safeParse(target.conversationReference);
      return parsed.success ? throttle.reserve(baseConversationId(parsed.data.conversation.id)) : 0;
    },

    async addCharts(target, posted, message) {
      try {
        refuseOtherPlatforms(target);
        const ref = await referenceOf(target, message.correlationId);
        const charts = await images.attach(message.report, message.charts);
        await inTurn(ref, (api) => writeCharts(api, ref, posted.messageId, { ...message, charts }, logger, csvUrlOf(message)));
      } catch (err) {
        logger.warn(
          { event: 'teams_chart_update_failed', correlationId: message.correlationId, error: describe(err) },
          'could not reach the card to add its chart',
        );
      }
    },
  };
}

function refuseOtherPlatforms(target: TeamsTarget): void {
  const platform: string = target.platform;
  if (platform !== 'teams') {
    throw new DeliveryError('rejected', { platformCode: 'wrong_platform', detail: `the Teams deliverer got a ${platform} target` });
  }
}

/** Updates the card `id`, posted with its figures only, with its chart; if Teams will not take it, with the line saying the chart could not be attached. */
async function writeCharts(
  api: ConversationsApi,
  ref: TeamsReference,
  id: string,
  msg: ReportMessage,
  logger: Logger,
  csvUrl: string | undefined,
): Promise<void> {
  const card = (made: ChartsMade & { chartUnattached?: boolean }) =>
    cardActivity(ref, reportCard({ ...msg, ...made }, made.charts, made.chartError, csvUrl), msg.report.title);
  try {
    await api.updateActivity(ref.conversation.id, id, { ...card(msg), id });
  } catch (err) {
    logger.warn(
      { event: 'teams_chart_update_failed', correlationId: msg.correlationId, error: describe(err) },
      'could not add the chart to the card; saying so in it',
    );
    await api
      .updateActivity(ref.conversation.id, id, { ...card({ charts: [], chartError: false, chartUnattached: true }), id })
      .catch((again: unknown) => {
        logger.warn(
          { event: 'teams_chart_line_failed', correlationId: msg.correlationId, error: describe(again) },
          'could not correct the chart line',
        );
      });
  }
}

/** Posts a report's card (`chartPending`: without its chart yet), or updates the card a button was pressed on. */
async function placeReport(
  api: ConversationsApi,
  ref: TeamsReference,
  msg: ReportMessage,
  logger: Logger,
  csvUrl: string | undefined,
  chartPending: boolean | undefined,
  images: TeamsChartImages,
): Promise<{ messageId: string; via: Via }> {
  const charts = chartPending ? msg.charts : await images.attach(msg.report, msg.charts);
  const full = cardActivity(ref, reportCard(msg, charts, msg.chartError, csvUrl, chartPending ?? false), msg.report.title);
  if (msg.replaceMessageId) {
    const id = msg.replaceMessageId;
    try {
      await api.updateActivity(ref.conversation.id, id, { ...full, id });
      return { messageId: id, via: 'update' };
    } catch (err) {
      const status = statusOf(err);
      if (status === undefined || status < 400 || status >= 500 || [401, 403, 412, 429].includes(status)) throw err;
      logger.info(
        { event: 'teams_update_refused', correlationId: msg.correlationId, error: describe(err) },
        'Teams would not update the card; posting the report as a reply',
      );
    }
  }
  try {
    return await post(api, ref, full);
  } catch (err) {
    // PNG charts travel inside the card as data URIs: the usual reason for a card too large.
    const inline = charts.filter((c) => c.image.kind === 'png');
    if (statusOf(err) !== 413 || inline.length === 0) throw err;
    logger.warn(
      { event: 'teams_card_too_large', correlationId: msg.correlationId, charts: inline.length },
      'Teams refused the card with the chart inline; posting it without the chart (CHARTS=quickchart sends a link instead)',
    );
    const smaller = charts.filter((c) => c.image.kind !== 'png');
    return await post(api, ref, cardActivity(ref, reportCard({ ...msg, chartUnattached: true }, smaller, msg.chartError, csvUrl), msg.report.title));
  }
}

/** A reply to the reference's message when it has one, else a new post in the conversation. */
async function post(api: ConversationsApi, ref: TeamsReference, activity: OutgoingActivity): Promise<{ messageId: string; via: Via }> {
  if (ref.activityId) {
    const res = await api.replyToActivity(ref.conversation.id, ref.activityId, { ...activity, replyToId: ref.activityId });
    return { messageId: res.id ?? '', via: 'reply' };
  }
  const res = await api.sendToConversation(ref.conversation.id, activity);
  return { messageId: res.id ?? '', via: 'post' };
}

/** Our reference in the SDK's type, which wants names we do not keep. (References saved before the move to the Agents SDK are this same shape: ours.) */
function botReference(ref: TeamsReference): Partial<ConversationReference> {
  const a = addressing(ref);
  return { ...a, agent: a.from, user: a.recipient, activityId: ref.activityId };
}

/** The addressing every outgoing activity carries, from the reference. */
function addressing(ref: TeamsReference) {
  return {
    channelId: ref.channelId,
    serviceUrl: ref.serviceUrl,
    // No display names: the bot keeps none of people's, and the SDK refuses empty ones.
    conversation: { ...ref.conversation, isGroup: ref.conversation.isGroup ?? false },
    from: ref.bot.name ? { id: ref.bot.id, name: ref.bot.name } : { id: ref.bot.id },
    recipient: ref.user ? { id: ref.user.id } : undefined,
    locale: ref.locale,
  };
}

function addressed(ref: TeamsReference): OutgoingActivity {
  const { recipient, ...rest } = addressing(ref);
  return { type: 'message', ...rest, ...(recipient ? { recipient } : {}) };
}

function cardActivity(ref: TeamsReference, card: AdaptiveCard, title: string): OutgoingActivity {
  // `summary` is what Teams shows in notifications and the chat list instead of "sent a card".
  return { ...addressed(ref), attachments: [toTeamsAttachment(card)], summary: title.trim() || 'Report' };
}

function textActivity(ref: TeamsReference, text: string): OutgoingActivity {
  return { ...addressed(ref), text, textFormat: 'markdown' };
}
