/**
 * What a parsed command does in Slack, shared by the slash command and @mentions: the
 * immediate reply, the report job, and the subscription commands.
 */
import type { WebClient } from '@slack/web-api';
import type { ReportRequest } from '../../jobs/queue.js';
import { answerSubscriptionCommand } from '../../jobs/subscription-commands.js';
import { SUBSCRIPTIONS_NEED_REDIS, type SubscriptionService } from '../../jobs/subscriptions.js';
import { conversationKey, type Requester, type SlackTarget } from '../../jobs/targets.js';
import { AppError, userMessageOf } from '../../src/errors.js';
import type { Logger } from '../../src/log.js';
import { describeQuery, helpText, type CommandError, type ParseResult, type ReportQuery } from '../../src/query/index.js';
import { escapeMrkdwn } from '../../src/render/slack-mrkdwn.js';
import { NOT_HERE } from './deliverer.js';
import { platformCode } from './errors.js';
import { BOT_DISPLAY_NAME } from './message.js';

/**
 * The part of the jobs runtime the Slack adapter uses (`startJobs` returns it). Without
 * Redis `subscriptions` is null and subscription commands say so.
 */
export interface SlackJobs {
  enqueueReport(request: ReportRequest): Promise<{ correlationId: string }>;
  subscriptions: SubscriptionService | null;
}

/** What every handler gets. */
export interface HandlerDeps {
  jobs: SlackJobs;
  client: WebClient;
  logger: Logger;
  /** The zone commands are read in when they name none (REPORT_TIMEZONE). */
  timeZone: string;
  now: () => Date;
  /** Counts each command that is not a report request (help, errors, subscriptions) by its kind; report requests are counted where they are enqueued. */
  onCommand?: (kind: string) => void;
}

/** Where a command came from, and how to answer the person who typed it. */
export interface Conversation {
  target: SlackTarget;
  requester: Requester;
  /** One ephemeral answer to the person who asked. */
  reply(text: string): Promise<void>;
}

/** `Working on *Referrals · last month*…` */
export function workingText(query: ReportQuery): string {
  return `Working on *${escapeMrkdwn(describeQuery(query))}*…`;
}

/** The sentence for a command we could not read, with what to type instead. */
export function commandErrorText(error: CommandError): string {
  const parts = [error.message, error.suggestion].filter((p): p is string => Boolean(p));
  return `${escapeMrkdwn(parts.join(' '))}\nType \`/report help\` for the reports, ranges and options I know.`;
}

/** The immediate answer to a parse result, for the ones that have one (report, help, error). */
export function immediateText(parsed: ParseResult): string | null {
  switch (parsed.kind) {
    case 'report':
      return workingText(parsed.query);
    case 'help':
      return helpText(parsed.topic);
    case 'error':
      return commandErrorText(parsed.error);
    default:
      return null;
  }
}

/** Enqueues a report; a failure is answered, never thrown (the command was already acked). */
export async function enqueue(deps: HandlerDeps, conv: Conversation, query: ReportQuery, extra: Partial<ReportRequest> = {}): Promise<void> {
  try {
    const { correlationId } = await deps.jobs.enqueueReport({
      query,
      target: conv.target,
      requester: conv.requester,
      requestedAt: deps.now().toISOString(),
      ...extra,
    });
    deps.logger.info({ event: 'slack_report_enqueued', correlationId, report: query.report, range: query.range, channel: conv.target.channelId }, 'report enqueued');
  } catch (err) {
    deps.logger.error({ event: 'slack_enqueue_failed', report: query.report, err }, 'could not enqueue a report');
    await conv.reply(`I could not start that report. ${userMessageOf(err)}`).catch(() => undefined);
  }
}

/** `subscribe`, `subscriptions` and `unsubscribe`. Answers are ephemeral; failures are answered too. */
export async function handleSubscriptionCommand(
  deps: HandlerDeps,
  conv: Conversation,
  parsed: Extract<ParseResult, { kind: 'subscribe' | 'subscriptions' | 'unsubscribe' }>,
): Promise<void> {
  const subs = deps.jobs.subscriptions;
  const now = deps.now();
  try {
    if (!subs) return await conv.reply(SUBSCRIPTIONS_NEED_REDIS);
    if (parsed.kind !== 'subscribe') {
      return await conv.reply(await answerSubscriptionCommand(subs, parsed, { target: conv.target, requester: conv.requester, now, logger: deps.logger }));
    }
    const key = conversationKey(conv.target);
    const created = await subs.create({ target: conv.target, query: parsed.query, schedule: parsed.schedule, creator: conv.requester }, now);
    // The confirmation goes through the Web API on purpose: if the bot cannot post here,
    // this fails now, and the subscription is undone instead of failing silently every week.
    try {
      await deps.client.chat.postEphemeral({ channel: conv.target.channelId, user: conv.requester.userId, thread_ts: conv.target.threadTs, text: created.confirmation });
    } catch (err) {
      const code = platformCode(err);
      if (!code || !NOT_HERE.has(code)) {
        // Slack blinked, but the subscription stands: confirm it the other way.
        deps.logger.warn({ event: 'subscription_confirm_fallback', subscriptionId: created.subscription.id, platformCode: code }, 'confirming through response_url');
        return await conv.reply(created.confirmation);
      }
      await subs.remove(created.subscription.id, key);
      deps.logger.info({ event: 'subscription_refused', channel: conv.target.channelId, platformCode: code }, 'bot cannot post in the channel; subscription undone');
      return await conv.reply(
        `I can't post in this channel, so a subscription here would never arrive. Invite @${BOT_DISPLAY_NAME} first (\`/invite @${BOT_DISPLAY_NAME}\`), then subscribe again.`,
      );
    }
  } catch (err) {
    deps.logger.error({ event: 'slack_subscription_command_failed', kind: parsed.kind, err }, 'subscription command failed');
    const text = err instanceof AppError ? err.userMessage : 'Subscriptions are not available right now. Try again in a minute.';
    await conv.reply(text).catch(() => undefined);
  }
}
