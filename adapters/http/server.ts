/**
 * The bot's one HTTP server: an express 5 app with `/healthz` (the process is up), `/readyz`
 * (every dependency answers; the body names the one that does not), the routers the
 * platforms' receivers and the operator's kit add, and one JSON answer for what no route
 * takes (404) and for what failed (500, logged, never a stack). Routers match paths exactly
 * (case and trailing slash), as the bot's paths are fixed names. There is no body parser at
 * the top: Slack's signature check needs the raw body, so each route parses its own.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import express, { type ErrorRequestHandler, type RequestHandler, type Router } from 'express';
import type { Logger } from '../../src/log.js';

/** A readiness check: resolves when the dependency answers, throws with a reason when not. */
export type ReadinessCheck = () => Promise<void>;

/** Routes mounted by the receivers, the metrics and the dashboard. */
export type Route = Router;

/** A router that matches paths exactly, as every route of the bot does. */
export function createRouter(): Router {
  return express.Router({ caseSensitive: true, strict: true });
}

export function createHttpServer(opts: { checks: Record<string, ReadinessCheck>; routes?: Route[]; logger: Logger }): Server {
  const app = express();
  app.disable('x-powered-by');
  // Every answer is `no-store`; an ETag would only let a proxy answer 304 for it.
  app.set('etag', false);
  app.set('case sensitive routing', true);
  app.set('strict routing', true);

  app.get('/healthz', (_req, res) => sendJson(res, 200, { status: 'ok' }));
  app.get('/readyz', async (_req, res) => {
    const entries = await Promise.all(
      Object.entries(opts.checks).map(async ([name, check]) => {
        try {
          await check();
          return [name, 'ok'] as const;
        } catch (err) {
          return [name, err instanceof Error ? err.message : String(err)] as const;
        }
      }),
    );
    const ready = entries.every(([, v]) => v === 'ok');
    sendJson(res, ready ? 200 : 503, { status: ready ? 'ready' : 'not ready', checks: Object.fromEntries(entries) });
  });
  for (const route of opts.routes ?? []) app.use(route);
  app.use((_req, res) => sendJson(res, 404, { error: 'not found' }));
  const failed: ErrorRequestHandler = (err, req, res, _next) => {
    opts.logger.error({ event: 'http_error', err, path: req.path }, 'request failed');
    if (!res.headersSent) sendJson(res, 500, { error: 'internal error' });
    else res.end();
  };
  app.use(failed);
  return createServer(app);
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
      if (typeof type === 'string' && typeof status === 'number' && status >= 400 && status < 500) next(new BodyError(status, type === 'entity.too.large'));
      else next(err);
    },
  ];
}
