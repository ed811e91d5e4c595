/**
 * The bot's one HTTP server, routed by express 5's router: `/healthz` (the process is up),
 * `/readyz` (every dependency answers; the body names the one that does not), the routers
 * the platforms' receivers and the operator's kit add, and one JSON answer for what no route
 * takes (404) and for what failed (500, logged, never a stack). Routers match paths exactly
 * (case and trailing slash), as the bot's paths are fixed names. There is no body parser at
 * the top: Slack's signature check needs the raw body, so each route parses its own
 * (`jsonBody`, express's JSON parser).
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response, type Router } from 'express';
import type { Logger } from '../../src/log.js';

/** A readiness check: resolves when the dependency answers, throws with a reason when not. */
export type ReadinessCheck = () => Promise<void>;

/** Routes mounted by the receivers, the metrics and the dashboard. */
export type Route = Router;

/** A router that matches paths exactly, as every route of the bot does. */
export function createRouter(): Router {
  return express.Router({ caseSensitive: true, strict: true });
}

/**
 * `checks` decide readiness; `notes` are named in the body but never make the process not
 * ready: the reporting service being down is a sentence in chat, not a reason for the load
 * balancer to stop sending Slack's requests, which must still be acknowledged (issue 33).
 */
export function createHttpServer(opts: {
  checks: Record<string, ReadinessCheck>;
  notes?: Record<string, ReadinessCheck>;
  routes?: Route[];
  logger: Logger;
}): Server {
  // express's router alone, without an express application around it: the application would
  // give every request a new prototype (for `res.json` and the like, which no route uses),
  // and that costs Bolt's signature check on each Slack request more than routing does.
  const router = createRouter();
  router.get('/healthz', (_req, res) => sendJson(res, 200, { status: 'ok' }));
  router.get('/readyz', async (_req, res) => {
    const run = (checks: Record<string, ReadinessCheck>) =>
      Promise.all(
        Object.entries(checks).map(async ([name, check]) => {
          try {
            await check();
            return [name, 'ok'] as const;
          } catch (err) {
            return [name, err instanceof Error ? err.message : String(err)] as const;
          }
        }),
      );
    const [entries, notes] = await Promise.all([run(opts.checks), run(opts.notes ?? {})]);
    const ready = entries.every(([, v]) => v === 'ok');
    sendJson(res, ready ? 200 : 503, { status: ready ? 'ready' : 'not ready', checks: Object.fromEntries([...entries, ...notes]) });
  });
  for (const route of opts.routes ?? []) router.use(route);
  return createServer((req, res) => {
    router(req as Request, res as Response, (err?: unknown) => {
      if (err === undefined || err === 'route' || err === 'router') return sendJson(res, 404, { error: 'not found' });
      opts.logger.error({ event: 'http_error', err, path: pathOf(req.url) }, 'request failed');
      if (!res.headersSent) sendJson(res, 500, { error: 'internal error' });
      else res.end();
    });
  });
}

/** The path of a request URL, without its query (which may carry ids, never worth a log line). */
export function pathOf(url: string | undefined): string {
  const [path = ''] = (url ?? '/').split('?', 1);
  return path;
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** `405 { error: 'use POST' }`: the answer of a POST-only path to any other method. */
export const onlyPost: RequestHandler = (_req, res) => sendJson(res, 405, { error: 'use POST' });

/** A request body the route refused: larger than its limit (413), or not JSON (400 and other 4xx). */
export class BodyError extends Error {
  constructor(
    readonly status: number,
    readonly tooLarge: boolean,
  ) {
    super(tooLarge ? 'request body too large' : 'request body is not JSON');
  }
}

/**
 * A JSON body of at most `limit` bytes, whatever its content type says, as `req.body`. A
 * body that is too large or not JSON (or not readable: a bad encoding, an aborted upload)
 * goes on as a `BodyError` for the route's own error handler to word.
 */
export function jsonBody(limit: number): [RequestHandler, ErrorRequestHandler] {
  return [
    express.json({ limit, type: () => true, strict: false }),
    (err, _req, _res, next) => {
      // The body parser's own errors carry a `type` (`entity.too.large`, `entity.parse.failed`…).
      const { type, status } = err as { type?: unknown; status?: unknown };
      if (typeof type === 'string' && typeof status === 'number' && status >= 400 && status < 500)
        next(new BodyError(status, type === 'entity.too.large'));
      else next(err);
    },
  ];
}
