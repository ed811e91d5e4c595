/**
 * What a command typed in the preview page does: the front door's answer, as Slack's ack
 * would carry it (the page shows Slack's look, so it speaks with Slack's voice), with the
 * preview session as the target. Answers are returned to the page rather than posted.
 */
import { workingText, type Conversation, type FrontDoor } from '../../src/commands/index.js';
import { toHtml } from '../../src/render/html.js';
import { SLACK_VOICE } from '../slack/message.js';
import { LOCAL_REQUESTER, previewTarget, type PreviewTarget } from './target.js';

/** The answer the page shows at once: an ephemeral reply, or one that a report is coming. */
export type CommandAnswer =
  | { kind: 'ephemeral'; text: string; html: string }
  | { kind: 'queued'; text: string; html: string; correlationId: string };

const conversationOf = (sessionId: string): Conversation<PreviewTarget> => ({ target: previewTarget(sessionId), requester: LOCAL_REQUESTER, voice: SLACK_VOICE });

const ephemeral = (text: string): CommandAnswer => ({ kind: 'ephemeral', text, html: toHtml({ text, blocks: [] }) });

/** A typed command, answered as Slack would answer the slash command. */
export async function answerCommand(door: FrontDoor, sessionId: string, text: string): Promise<CommandAnswer> {
  const conv = conversationOf(sessionId);
  const answer = door.answer(text, conv);
  const done = await door.carryOut(answer, conv);
  if (answer.then.kind === 'report' && done.correlationId) return queued(answer.then.query, done.correlationId);
  return ephemeral(done.say ?? answer.say ?? '');
}

/**
 * A button of a preview message: decoded and validated like a Slack button value, then run
 * with the message replaced in place when it is one of this session's.
 */
export async function answerAction(door: FrontDoor, sessionId: string, value: string, replaceMessageId: string | undefined): Promise<CommandAnswer> {
  const conv = conversationOf(sessionId);
  const answer = door.answerButton(value, conv, replaceMessageId);
  const done = await door.carryOut(answer, conv);
  if (answer.then.kind === 'report' && done.correlationId) return queued(answer.then.query, done.correlationId);
  return ephemeral(done.say ?? answer.say ?? '');
}

function queued(query: Parameters<typeof workingText>[0], correlationId: string): CommandAnswer {
  const text = workingText(query, SLACK_VOICE);
  return { kind: 'queued', text, html: toHtml({ text, blocks: [] }), correlationId };
}
