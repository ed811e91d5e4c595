/**
 * The preview's receiver, the local page: a chat-like page where one types `/report …` and
 * sees the reply as Slack would show it (or as the Teams card), with working buttons, charts
 * served by the bot and subscriptions that can be run on demand. Mounted by main.ts in local
 * mode, or in production when PREVIEW=on.
 *
 * Routes (all JSON bodies validated with zod; a bad one is a 400 with one sentence):
 * - `GET /` the page, `GET /preview/app.js` its script
 * - `POST /preview/command` `{ sessionId, text }`
 * - `POST /preview/action` `{ sessionId, value, messageId? }` (a button)
 * - `GET /preview/messages?sessionId=` the session's messages; `GET /preview/events?sessionId=` new ones (SSE)
 * - `GET /preview/charts/<id>.png`
 * - `GET /preview/completions`
 * - `GET /preview/subscriptions?sessionId=`, `POST /preview/subscriptions/run` `{ sessionId, id }`
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FrontDoor } from '../../src/commands/index.js';
import type { Logger } from '../../src/log.js';
import type { Jobs } from '../../jobs/index.js';
import { sendJson, type Route } from '../http/server.js';
import type { Receiver } from '../platform.js';
import { answerAction, answerCommand } from './commands.js';
import { buildCompletions } from './completions.js';
import type { PreviewDeliverer } from './deliverer.js';
import { BadRequest, parseOr400, readJson, sendError, sendText } from './http.js';
import { EventStreams, messageView } from './messages.js';
import { ActionBodySchema, ChartIdSchema, CommandBodySchema, RunNowBodySchema, SessionQuerySchema } from './schemas.js';
import { APP_JS } from './static/app.js';
import { PAGE_CSP, renderPage } from './static/page.js';
import { listSubscriptions, runSubscriptionNow, type PanelDeps } from './subscriptions.js';

/**
 * Where the page loads a chart from: the deliverer's `chartUrl`, so messages carry a small
 * URL instead of the PNG inline. Relative (no leading slash), as toHtml requires; the page
 * lives at `/`, so it resolves to `/preview/charts/<id>.png`.
 */
export const previewChartUrl = (chartId: string): string => `preview/charts/${chartId}.png`;

export interface PreviewReceiverOptions {
  /** Where commands and buttons go, as from every platform. */
  door: FrontDoor;
  /** The subscriptions, for the side panel and "Run now". */
  jobs: Pick<Jobs, 'subscriptions'>;
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
  const completions = buildCompletions();

  const session = (url: URL) => parseOr400(SessionQuerySchema, { sessionId: url.searchParams.get('sessionId') ?? undefined }).sessionId;

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const path = url.pathname;
    const get = req.method === 'GET' || req.method === 'HEAD';
    const post = req.method === 'POST';
    if (get && (path === '/' || path === '/preview' || path === '/preview/')) {
      sendText(res, 200, 'text/html; charset=utf-8', page, { 'content-security-policy': PAGE_CSP, 'referrer-policy': 'no-referrer' });
      return true;
    }
    if (!path.startsWith('/preview/')) return false;
    if (get && path === '/preview/app.js') sendText(res, 200, 'text/javascript; charset=utf-8', APP_JS);
    else if (get && path === '/preview/completions') sendJson(res, 200, completions);
    else if (post && path === '/preview/command') {
      const body = await readJson(req, CommandBodySchema);
      sendJson(res, 200, await answerCommand(deps.door, body.sessionId, body.text));
    } else if (post && path === '/preview/action') {
      const body = await readJson(req, ActionBodySchema);
      // Only a message of this session is replaced; any other id would be a forged one.
      const own = body.messageId !== undefined && deps.preview.messages(body.sessionId).some((m) => m.id === body.messageId);
      sendJson(res, 200, await answerAction(deps.door, body.sessionId, body.value, own ? body.messageId : undefined));
    } else if (get && path === '/preview/messages') {
      sendJson(res, 200, { messages: deps.preview.messages(session(url)).map(messageView) });
    } else if (get && path === '/preview/events') {
      streams.serve(req, res, session(url));
    } else if (get && path.startsWith('/preview/charts/') && path.endsWith('.png')) {
      const id = parseOr400(ChartIdSchema, path.slice('/preview/charts/'.length, -'.png'.length));
      const chart = deps.preview.chart(id);
      if (!chart?.png) throw new BadRequest('There is no such chart (it may have been replaced).', 404);
      sendText(res, 200, 'image/png', chart.png, { 'cache-control': 'private, max-age=3600' });
    } else if (get && path === '/preview/subscriptions') {
      sendJson(res, 200, await listSubscriptions(panel, session(url)));
    } else if (post && path === '/preview/subscriptions/run') {
      const body = await readJson(req, RunNowBodySchema);
      const result = await runSubscriptionNow(panel, body.sessionId, body.id);
      sendJson(res, result.ok ? 200 : 404, result);
    } else {
      throw new BadRequest('There is no such preview address.', 404);
    }
    return true;
  }

  const route: Route = async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://preview.local');
    try {
      return await handle(req, res, url);
    } catch (err) {
      if (err instanceof BadRequest) {
        logger.info({ event: 'preview_bad_request', path: url.pathname, status: err.status }, err.message);
        sendError(res, err);
        return true;
      }
      throw err;
    }
  };

  return {
    routes: [route],
    status: 'on',
    start: async () => undefined,
    async stop() {
      streams.close();
    },
  };
}
