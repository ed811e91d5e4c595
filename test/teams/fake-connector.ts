/**
 * A fake Bot Framework connector (the Teams service URL) on loopback: the three endpoints
 * the bot calls, enough for the real Agents SDK `CloudAdapter` and its connector client.
 * - `POST /v3/conversations/{id}/activities`: a new message in the conversation.
 * - `POST /v3/conversations/{id}/activities/{activityId}`: a reply to a message.
 * - `PUT  /v3/conversations/{id}/activities/{activityId}`: an update of a message.
 * It records every call, refuses Adaptive Card attachments the official `adaptivecards`
 * parser finds a problem in (standing in for Teams' own check, test/render/owners.ts) and can
 * be told to fail: `fail(403, { conversationId })`. Given a token check (the local issuer's
 * `verifyBotToken`), it answers 401 to any call whose bearer token does not pass, as the
 * real connector does.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoopbackFake } from '../helpers/loopback.js';
import { adaptiveCardProblems } from '../render/owners.js';
import { ConnectorRateLimiter, TEAMS_LIMITS, type ConnectorWindow } from './teams-limits.js';

/** One call as the fake saw it. */
export interface ConnectorCall {
  kind: 'post' | 'reply' | 'update' | 'other';
  method: string;
  /** Decoded from the path. */
  conversationId: string;
  /** The message replied to or updated. */
  activityId?: string;
  activity: Record<string, unknown>;
  /** What the fake answered. */
  status: number;
  /** The id the fake gave the message (2xx only). */
  id?: string;
  authorization?: string;
  /** When it arrived (ms since the epoch). */
  at: number;
}

/** A failure to inject: the next `times` matching calls answer `status`. */
export interface ConnectorFailure {
  status: number;
  conversationId?: string;
  kind?: ConnectorCall['kind'];
  times: number;
  retryAfter?: string;
}

const ROUTE = /^\/v3\/conversations\/([^/]+)\/activities(?:\/([^/]+))?\/?$/;

export class FakeConnector extends LoopbackFake {
  /** `tokenValid`: checks each call's Authorization header; unset, calls need none (authentication off). */
  constructor(private readonly tokenValid?: (authorization: string | undefined) => boolean) {
    super(500);
  }

  readonly calls: ConnectorCall[] = [];
  /** Runs when a call has arrived (it is in `calls`), before it is answered: a test can hold the answer, a benchmark delay it. */
  beforeAnswer: ((call: ConnectorCall) => Promise<void> | void) | null = null;
  private readonly failures: ConnectorFailure[] = [];
  private seq = 0;
  /** Set by `enforceLimits`: Teams' per-conversation limits, answered with 429 and Retry-After. */
  limiter: ConnectorRateLimiter | null = null;

  /** From now on new messages and replies over Teams' per-conversation limits (teams-limits.ts) are refused with 429. */
  enforceLimits(windows: readonly ConnectorWindow[] = TEAMS_LIMITS): ConnectorRateLimiter {
    this.limiter = new ConnectorRateLimiter(windows);
    return this.limiter;
  }

  /** The service URL to put in activities (with the trailing slash Teams uses). */
  get serviceUrl(): string {
    return `${this.base}/`;
  }

  /** Makes the next `times` (default 1) matching calls answer `status`. */
  fail(status: number, opts: { conversationId?: string; kind?: ConnectorCall['kind']; times?: number; retryAfter?: string } = {}): void {
    this.failures.push({ status, conversationId: opts.conversationId, kind: opts.kind, times: opts.times ?? 1, retryAfter: opts.retryAfter });
  }

  reset(): void {
    this.calls.length = 0;
    this.failures.length = 0;
    this.limiter = null;
  }

  /** Calls that reached a conversation (a thread's id counts for its channel too). */
  callsIn(conversationId: string): ConnectorCall[] {
    return this.calls.filter((c) => c.conversationId === conversationId || c.conversationId.startsWith(`${conversationId};`));
  }

  /** Polls (every 25 ms, at most `timeoutMs`) for a recorded call matching `match`. */
  async waitFor(match: (call: ConnectorCall) => boolean, timeoutMs = 10_000, what = 'a connector call'): Promise<ConnectorCall> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.calls.find(match);
      if (found) return found;
      if (Date.now() > deadline) {
        const seen = this.calls.map((c) => `${c.method} ${c.kind} ${c.conversationId} ${c.status}`).join('; ');
        throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}; calls: ${seen || 'none'}`);
      }
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  protected async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
    let activity: Record<string, unknown>;
    try {
      activity = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
    } catch {
      return this.answer(res, 400, { error: { code: 'BadSyntax', message: 'body is not JSON' } });
    }
    const m = ROUTE.exec((req.url ?? '').split('?')[0]!);
    const conversationId = m ? decodeURIComponent(m[1]!) : '';
    const activityId = m?.[2] ? decodeURIComponent(m[2]) : undefined;
    const kind: ConnectorCall['kind'] = !m
      ? 'other'
      : req.method === 'PUT' && activityId
        ? 'update'
        : req.method === 'POST'
          ? activityId
            ? 'reply'
            : 'post'
          : 'other';
    const call: ConnectorCall = {
      kind,
      method: req.method ?? '',
      conversationId,
      activityId,
      activity,
      status: 0,
      authorization: req.headers.authorization,
      at: Date.now(),
    };
    this.calls.push(call);
    await this.beforeAnswer?.(call);

    if (this.tokenValid && !this.tokenValid(req.headers.authorization)) {
      return this.finish(res, call, 401, { message: 'Authorization has been denied for this request.' });
    }
    if (kind === 'other') return this.finish(res, call, 404, { error: { code: 'NotFound', message: 'no such endpoint' } });
    // Teams counts messages sent to a conversation (a channel's threads count for the channel).
    const retryAfter = kind === 'post' || kind === 'reply' ? (this.limiter?.check(conversationId.split(';')[0]!, call.at) ?? null) : null;
    if (retryAfter !== null) {
      return this.finish(res, call, 429, { error: { code: codeFor(429), message: 'fake throttling' } }, { 'retry-after': String(retryAfter) });
    }
    const failure = this.failures.find(
      (f) =>
        f.times > 0 &&
        (!f.kind || f.kind === kind) &&
        (!f.conversationId || f.conversationId === conversationId || conversationId.startsWith(`${f.conversationId};`)),
    );
    if (failure) {
      failure.times -= 1;
      const headers = failure.retryAfter !== undefined ? { 'retry-after': failure.retryAfter } : undefined;
      return this.finish(res, call, failure.status, { error: { code: codeFor(failure.status), message: `fake ${failure.status}` } }, headers);
    }
    const invalid = invalidCard(activity);
    if (invalid) return this.finish(res, call, 400, { error: { code: 'BadArgument', message: invalid } });
    const id = kind === 'update' ? activityId! : `act-${++this.seq}`;
    call.id = id;
    return this.finish(res, call, kind === 'update' ? 200 : 201, { id });
  }

  private finish(res: ServerResponse, call: ConnectorCall, status: number, body: unknown, headers?: Record<string, string>): void {
    call.status = status;
    this.answer(res, status, body, headers);
  }

  private answer(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    res.end(JSON.stringify(body));
  }
}

function codeFor(status: number): string {
  return (
    { 403: 'BotNotInConversationRoster', 404: 'ConversationNotFound', 412: 'PreconditionFailed', 413: 'MessageSizeTooBig', 429: 'Throttled' }[
      status
    ] ?? 'ServiceError'
  );
}

/** A reason when the official parser finds a problem in an Adaptive Card attachment. */
function invalidCard(activity: Record<string, unknown>): string | null {
  const attachments = Array.isArray(activity.attachments) ? (activity.attachments as { contentType?: unknown; content?: unknown }[]) : [];
  for (const a of attachments) {
    if (a.contentType !== 'application/vnd.microsoft.card.adaptive') return `unsupported attachment ${String(a.contentType)}`;
    const problems = adaptiveCardProblems(a.content);
    if (problems.length > 0) return `invalid card: ${problems[0]}`;
  }
  return null;
}

/** The Adaptive Card of a recorded call. */
export function cardOf(
  call: ConnectorCall,
): Record<string, unknown> & { body: Record<string, unknown>[]; actions?: { data: { value: string }; title: string }[] } {
  const attachments = call.activity.attachments as { content: never }[] | undefined;
  const card = attachments?.[0]?.content;
  if (!card) throw new Error(`the ${call.kind} to ${call.conversationId} has no card`);
  return card;
}

/** Every text of a card (text blocks, runs, fact titles and values, button titles), for `toContain` checks. */
export function cardText(card: unknown): string {
  const out: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const o = node as Record<string, unknown>;
    if (typeof o.text === 'string') out.push(o.text);
    if (typeof o.title === 'string') {
      out.push(o.title);
      // A fact: its value is the figure.
      if (typeof o.value === 'string') out.push(o.value);
    }
    for (const v of Object.values(o)) if (typeof v === 'object') walk(v);
  };
  walk(card);
  return out.join('\n');
}

/** The Image elements of a card. */
export function cardImages(card: unknown): { url: string; altText?: string }[] {
  const out: { url: string; altText?: string }[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const o = node as Record<string, unknown>;
    if (o.type === 'Image' && typeof o.url === 'string') out.push({ url: o.url, altText: o.altText as string | undefined });
    for (const v of Object.values(o)) if (typeof v === 'object') walk(v);
  };
  walk(card);
  return out;
}
