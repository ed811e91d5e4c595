import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Logger } from '../../src/log.js';

/** A readiness check: resolves when the dependency answers, throws with a reason when not. */
export type ReadinessCheck = () => Promise<void>;

/** Extra routes mounted by the chat adapters and the preview page; return false to pass. */
export type Route = (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>;

/**
 * The bot's one HTTP server: `/healthz` (the process is up), `/readyz` (every dependency
 * answers; the body names the one that does not), and whatever routes the adapters add.
 */
export function createHttpServer(opts: { checks: Record<string, ReadinessCheck>; routes?: Route[]; logger: Logger }): Server {
  return createServer((req, res) => {
    void handle(req, res).catch((err: unknown) => {
      opts.logger.error({ event: 'http_error', err, path: req.url }, 'request failed');
      if (!res.headersSent) sendJson(res, 500, { error: 'internal error' });
      else res.end();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method === 'GET' && path === '/healthz') return sendJson(res, 200, { status: 'ok' });
    if (req.method === 'GET' && path === '/readyz') {
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
      return sendJson(res, ready ? 200 : 503, { status: ready ? 'ready' : 'not ready', checks: Object.fromEntries(entries) });
    }
    for (const route of opts.routes ?? []) if (await route(req, res)) return;
    sendJson(res, 404, { error: 'not found' });
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}
