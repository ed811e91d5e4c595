/**
 * The preview's receiver, the local page: a chat-like page where one types `/report …` and
 * sees the reply as Slack would show it (or as the Teams card), with working buttons, charts
 * served by the bot and subscriptions that can be run on demand. Mounted by main.ts in local
 * mode, or in production when PREVIEW=on.
 *
 * Routes (all JSON bodies validated with zod; a bad request is its status with one sentence,
 * `{ error }`, never a stack):
 * - `GET /` the page, `GET /preview/app.js` its script
 * - `POST /preview/command` `{ sessionId, text }`
 * - `POST /preview/action` `{ sessionId, value, messageId? }` (a button)
 * - `GET /preview/messages?sessionId=` the session's messages; `GET /preview/events?sessionId=` new ones (SSE)
 * - `GET /preview/charts/<id>.png`
 * - `GET /preview/completions`
 * - `GET /preview/subscriptions?sessionId=`, `POST /preview/subscriptions/run` `{ sessionId, id }`
 */
import { localeFromAcceptLanguage } from '../../src/render/locale.js';
import type { ServerResponse } from 'node:http';
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import { commandCompletions, SubscriptionIdSchema, workingText, type Conversation, type FrontDoor } from '../../src/commands/index.js';
import type { Logger } from '../../src/log.js';
import { slackClarifyMessage, teamsClarifyCard } from '../../src/render/clarify.js';
import { toHtml } from '../../src/render/html.js';
import type { AdaptiveCard } from '../../src/render/teams.js';
import type { Jobs } from '../../jobs/index.js';
import { BodyError, createRouter, jsonBody, pathOf, sendJson } from '../http/server.js';
import type { Receiver } from '../platform.js';
import { SLACK_VOICE } from '../slack/message.js';
import type { PreviewDeliverer } from './deliverer.js';
import { EventStreams, messageView } from './messages.js';
import { APP_JS } from './static/app.js';
import { FAVICON_SVG, PAGE_CSP, renderPage, withServerNow } from './static/page.js';
import { listSubscriptions, runSubscriptionNow, type PanelDeps } from './subscriptions.js';
import { LOCAL_REQUESTER, previewTarget, PreviewTargetSchema, type PreviewTarget } from './target.js';

/** Bodies are a command line or a button value: 16 KB is far more than either needs. */
export const MAX_BODY_BYTES = 16 * 1024;

/**
 * Where the page loads a chart from: the deliverer's `chartUrl`, so messages carry a small
 * URL instead of the PNG inline. Relative (no leading slash), as toHtml requires; the page
 * lives at `/`, so it resolves to `/preview/charts/<id>.png`.
 */
export const previewChartUrl = (chartId: string): string => `preview/charts/${chartId}.png`;

/** A request the page should not have sent; `message` is the one sentence sent back. */
class BadRequest extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

/** Validates query-string or body values; the first problem becomes the sentence. */
function parseOr400<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.length ? issue.path.join('.') : 'body';
  throw new BadRequest(`The request's ${field} is missing or not valid.`);
}

/** A text response that is never cached (the page changes with the bot). */
function sendText(res: ServerResponse, status: number, type: string, body: string | Buffer, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', ...headers });
  res.end(body);
}

// What the page sends, validated at the edge like every other platform's input.

/** The browser's session id (crypto.randomUUID, kept in localStorage): the preview target's. */
const SessionIdSchema = PreviewTargetSchema.shape.sessionId;

const CommandBodySchema = z.object({
  sessionId: SessionIdSchema,
  /** What was typed, with or without the leading `/report`. */
  // Longer than the grammar reads, so an overlong command gets its sentence, not a 400.
  text: z.string().max(20_000),
});

const ActionBodySchema = z.object({
  sessionId: SessionIdSchema,
  /** The button's `data-value` (validated again by decodeActionValue). */
  value: z.string().min(1).max(4000),
  /** The message the button is on, updated in place when it belongs to this session. */
  messageId: z.string().min(1).max(128).optional(),
});

const RunNowBodySchema = z.object({
  sessionId: SessionIdSchema,
  id: SubscriptionIdSchema,
});

const SessionQuerySchema = z.object({ sessionId: SessionIdSchema });

/** Chart ids as the preview deliverer makes them: `<message id>-<n>-<key>`. */
const ChartIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,200}$/);

// Typed commands and buttons, answered as Slack's ack would carry them: the page shows Slack's
// look, so it speaks with Slack's voice, with the preview session as the target.

/**
 * The answer the page shows at once: an ephemeral reply, or one that a report is coming. A
 * question back carries its buttons: in `html` as Slack draws them, in `teams` as the card.
 */
export type CommandAnswer =
  { kind: 'ephemeral'; text: string; html: string; teams?: AdaptiveCard } | { kind: 'queued'; text: string; html: string; correlationId: string };

/** The page's conversation; its reports are written in the browser's language (`Accept-Language`), else en-US. */
const conversationOf = (sessionId: string, locale: string | null = null): Conversation<PreviewTarget> => ({
  target: previewTarget(sessionId),
  requester: locale ? { ...LOCAL_REQUESTER, locale } : LOCAL_REQUESTER,
  voice: SLACK_VOICE,
  followUpKey: `preview:${sessionId}`,
});

const ephemeral = (text: string): CommandAnswer => ({ kind: 'ephemeral', text, html: toHtml({ text, blocks: [] }) });

/** A typed command, answered as Slack would answer the slash command. */
async function answerCommand(door: FrontDoor, sessionId: string, text: string, locale: string | null): Promise<CommandAnswer> {
  const handled = await door.handle({ text }, conversationOf(sessionId, locale));
  if (!handled) return ephemeral('');
  const { answer, followUp: done } = handled;
  if (answer.then.kind === 'report' && done.correlationId)
    return queued(answer.say ?? workingText(answer.then.query, SLACK_VOICE), done.correlationId);
  if (answer.clarify && answer.say !== null) {
    const text = answer.say;
    return { kind: 'ephemeral', text, html: toHtml(slackClarifyMessage(answer.clarify, text)), teams: teamsClarifyCard(answer.clarify) };
  }
  return ephemeral(done.say ?? answer.say ?? '');
}

/**
 * A button of a preview message: decoded and validated like a Slack button value, then run
 * with the message replaced in place when it is one of this session's. A reading's button
 * (under a question back) says "Working on…" as the typed question would have.
 */
async function answerAction(
  door: FrontDoor,
  sessionId: string,
  value: string,
  replaceMessageId: string | undefined,
  locale: string | null,
): Promise<CommandAnswer> {
  const handled = await door.handle({ button: value, messageId: replaceMessageId }, conversationOf(sessionId, locale));
  if (!handled) return ephemeral('');
  const { answer, followUp: done } = handled;
  if (answer.then.kind === 'report' && done.correlationId)
    return queued(answer.say ?? workingText(answer.then.query, SLACK_VOICE), done.correlationId);
  return ephemeral(done.say ?? answer.say ?? '');
}

/** "Working on …" (and, for a question, how it was read), with the job's id. */
function queued(text: string, correlationId: string): CommandAnswer {
  return { kind: 'queued', text, html: toHtml({ text, blocks: [] }), correlationId };
}

/** The body must say it is JSON; the parser then reads at most MAX_BODY_BYTES of it. */
const isJson: RequestHandler = (req, _res, next) => {
  if (/^application\/json\b/i.test(req.headers['content-type'] ?? '')) return next();
  next(new BadRequest('Send the request body as JSON (content-type: application/json).', 415));
};
const [jsonParser, notJson] = jsonBody(MAX_BODY_BYTES);

export interface PreviewReceiverOptions {
  /** Where commands and buttons go, as from every platform. */
  door: FrontDoor;
  /** The subscriptions and alerts, for the side panel, "Run now" and "Check now". */
  jobs: Pick<Jobs, 'subscriptions' | 'enqueueReport'>;
  /** The deliverer the jobs runtime delivers `preview` targets to. */
  preview: Pick<PreviewDeliverer, 'messages' | 'chart' | 'watch'>;
  logger: Logger;
  /** True when answers come from the built-in sandbox: the page says "sample data". */
  sample: boolean;
  /** The clock of the side panel's "next run" (tests pin it); default the real one. */
  now?: () => Date;
}

/** The page's routes; `stop` ends open event streams, so the HTTP server can close. */
export function createPreviewReceiver(deps: PreviewReceiverOptions): Receiver {
  const logger = deps.logger.child({ component: 'preview' });
  const panel: PanelDeps = { jobs: deps.jobs, logger, now: deps.now ?? (() => new Date()) };
  const streams = new EventStreams(deps.preview);
  const page = renderPage({ sample: deps.sample, subscriptions: deps.jobs.subscriptions !== null });
  const completions = commandCompletions();
  const session = (req: Request) =>
    parseOr400(SessionQuerySchema, { sessionId: new URL(req.originalUrl, 'http://preview.local').searchParams.get('sessionId') ?? undefined })
      .sessionId;

  const router = createRouter();
  const postJson = (path: string, handle: (body: unknown, res: Response, req: Request) => Promise<void>) =>
    router.post(path, isJson, jsonParser, notJson, (req: Request, res: Response) => handle(req.body, res, req));
  for (const path of ['/', '/preview', '/preview/']) {
    router.get(path, (_req, res) =>
      // Wall-clock time, as the deliverer stamps messages: the order of the conversation.
      sendText(res, 200, 'text/html; charset=utf-8', withServerNow(page, new Date()), {
        'content-security-policy': PAGE_CSP,
        'referrer-policy': 'no-referrer',
      }),
    );
  }
  for (const path of ['/favicon.svg', '/favicon.ico']) {
    router.get(path, (_req, res) => sendText(res, 200, 'image/svg+xml', FAVICON_SVG, { 'cache-control': 'public, max-age=86400' }));
  }
  router.get('/preview/app.js', (_req, res) => sendText(res, 200, 'text/javascript; charset=utf-8', APP_JS));
  router.get('/preview/completions', (_req, res) => sendJson(res, 200, completions));
  postJson('/preview/command', async (json, res, req) => {
    const body = parseOr400(CommandBodySchema, json);
    sendJson(res, 200, await answerCommand(deps.door, body.sessionId, body.text, localeFromAcceptLanguage(req.headers['accept-language'])));
  });
  postJson('/preview/action', async (json, res, req) => {
    const body = parseOr400(ActionBodySchema, json);
    // Only a message of this session is replaced; any other id would be a forged one.
    const own = body.messageId !== undefined && deps.preview.messages(body.sessionId).some((m) => m.id === body.messageId);
    const locale = localeFromAcceptLanguage(req.headers['accept-language']);
    sendJson(res, 200, await answerAction(deps.door, body.sessionId, body.value, own ? body.messageId : undefined, locale));
  });
  router.get('/preview/messages', (req, res) => sendJson(res, 200, { messages: deps.preview.messages(session(req)).map(messageView) }));
  router.get('/preview/events', (req, res) => streams.serve(req, res, session(req)));
  router.get('/preview/charts/:file', (req, res, next) => {
    const file = String(req.params.file);
    if (!file.endsWith('.png')) return next();
    const chart = deps.preview.chart(parseOr400(ChartIdSchema, file.slice(0, -'.png'.length)));
    if (!chart?.png) throw new BadRequest('There is no such chart (it may have been replaced).', 404);
    sendText(res, 200, 'image/png', chart.png, { 'cache-control': 'private, max-age=3600' });
  });
  router.get('/preview/subscriptions', async (req, res) => sendJson(res, 200, await listSubscriptions(panel, session(req))));
  postJson('/preview/subscriptions/run', async (json, res) => {
    const body = parseOr400(RunNowBodySchema, json);
    const result = await runSubscriptionNow(panel, body.sessionId, body.id);
    sendJson(res, result.ok ? 200 : 404, result);
  });
  router.all('/preview/{*rest}', () => {
    throw new BadRequest('There is no such preview address.', 404);
  });
  const refused: ErrorRequestHandler = (err, req, res, next) => {
    const bad =
      err instanceof BodyError
        ? new BadRequest(err.tooLarge ? 'The request body is too large.' : 'The request body is not valid JSON.', err.status)
        : err;
    if (!(bad instanceof BadRequest)) return next(err);
    logger.info({ event: 'preview_bad_request', path: pathOf(req.originalUrl), status: bad.status }, bad.message);
    sendJson(res, bad.status, { error: bad.message });
  };
  router.use(refused);

  return {
    routes: [router],
    status: 'on',
    start: async () => undefined,
    async stop() {
      streams.close();
    },
  };
}
