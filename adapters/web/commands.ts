/**
 * What a command typed in the preview page does: the same path as a Slack slash command
 * (parse → immediate ephemeral answer → enqueue), with the preview session as the target.
 * Answers are returned to the page rather than posted, as Slack's ack would carry them.
 */
import type { Jobs } from '../../jobs/runtime.js';
import { answerSubscriptionCommand } from '../../jobs/subscription-commands.js';
import { SUBSCRIPTIONS_NEED_REDIS } from '../../jobs/subscriptions.js';
import type { PreviewTarget, Requester } from '../../jobs/targets.js';
import { userMessageOf } from '../../src/errors.js';
import type { Logger } from '../../src/log.js';
import { describeQuery, helpText, parseCommand, type CommandError, type ReportQuery } from '../../src/query/index.js';
import { decodeActionValue } from '../../src/render/actions.js';
import { toHtml } from '../../src/render/html.js';
import { escapeMrkdwn } from '../../src/render/slack-mrkdwn.js';

/** The part of the jobs runtime the page uses. */
export type PreviewJobs = Pick<Jobs, 'mode' | 'enqueueReport' | 'subscriptions' | 'queue'>;

/** The answer the page shows at once: an ephemeral reply, or one that a report is coming. */
export type CommandAnswer =
  | { kind: 'ephemeral'; text: string; html: string }
  | { kind: 'queued'; text: string; html: string; correlationId: string };

export interface CommandDeps {
  jobs: PreviewJobs;
  logger: Logger;
  timeZone: string;
  now: () => Date;
  /** Counts each command that is not a report request (help, errors, subscriptions) by its kind; report requests are counted where they are enqueued. */
  onCommand?: (kind: string) => void;
}

/** Whoever sits at the local page: there is one person per browser session. */
export const LOCAL_REQUESTER: Requester = { userId: 'local', name: 'Local preview' };

export const previewTarget = (sessionId: string): PreviewTarget => ({ platform: 'preview', sessionId });

const ephemeral = (text: string): CommandAnswer => ({ kind: 'ephemeral', text, html: toHtml({ text, blocks: [] }) });

function commandErrorText(error: CommandError): string {
  const parts = [error.message, error.suggestion].filter((p): p is string => Boolean(p));
  return `${escapeMrkdwn(parts.join(' '))}\nType \`/report help\` for the reports, ranges and options I know.`;
}

/** A typed command, answered as Slack would answer the slash command. */
export async function answerCommand(deps: CommandDeps, sessionId: string, text: string): Promise<CommandAnswer> {
  const parsed = parseCommand(text, { now: deps.now(), timeZone: deps.timeZone });
  if (parsed.kind !== 'report') deps.onCommand?.(parsed.kind);
  deps.logger.info({ event: 'preview_command', kind: parsed.kind, code: parsed.kind === 'error' ? parsed.error.code : undefined }, 'preview command');
  switch (parsed.kind) {
    case 'help':
      return ephemeral(helpText(parsed.topic));
    case 'error':
      return ephemeral(commandErrorText(parsed.error));
    case 'report':
      return enqueue(deps, sessionId, parsed.query);
    default: {
      if (!deps.jobs.subscriptions) return ephemeral(SUBSCRIPTIONS_NEED_REDIS);
      const answer = await answerSubscriptionCommand(deps.jobs.subscriptions, parsed, {
        target: previewTarget(sessionId),
        requester: LOCAL_REQUESTER,
        now: deps.now(),
        logger: deps.logger,
      });
      return ephemeral(answer);
    }
  }
}

/**
 * A button of a preview message: decoded and validated like a Slack button value, then run
 * with the message replaced in place when it is one of this session's.
 */
export async function answerAction(deps: CommandDeps, sessionId: string, value: string, replaceMessageId: string | undefined): Promise<CommandAnswer> {
  const decoded = decodeActionValue(value);
  if (!decoded.ok) {
    deps.logger.warn({ event: 'preview_action_rejected' }, 'button value did not validate');
    return ephemeral(decoded.message);
  }
  deps.logger.info({ event: 'preview_action', action: decoded.action }, 'preview button');
  return enqueue(deps, sessionId, decoded.query, replaceMessageId);
}

async function enqueue(deps: CommandDeps, sessionId: string, query: ReportQuery, replaceMessageId?: string): Promise<CommandAnswer> {
  try {
    const { correlationId } = await deps.jobs.enqueueReport({
      query,
      target: previewTarget(sessionId),
      requester: LOCAL_REQUESTER,
      requestedAt: deps.now().toISOString(),
      ...(replaceMessageId ? { replaceMessageId } : {}),
    });
    deps.logger.info({ event: 'preview_report_enqueued', correlationId, report: query.report, range: query.range }, 'report enqueued');
    const text = `Working on *${escapeMrkdwn(describeQuery(query))}*…`;
    return { kind: 'queued', text, html: toHtml({ text, blocks: [] }), correlationId };
  } catch (err) {
    deps.logger.error({ event: 'preview_enqueue_failed', report: query.report, err }, 'could not enqueue a report');
    return ephemeral(`I could not start that report. ${userMessageOf(err)}`);
  }
}
