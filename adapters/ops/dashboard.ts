/**
 * Bull Board, the queue dashboard, at `/admin/queues`: jobs by state, their data, failures
 * and retries. It can retry, promote and delete jobs, so it is off unless ADMIN_TOKEN is set,
 * and every request (page, assets, API) must carry the token, as a Bearer token or as the
 * password of HTTP Basic auth (any user name; a browser asks for it). Off in inline mode too:
 * there is no queue to show. Bull Board's Express app is mounted under the base path of the
 * bot's own express server, behind the token check.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { Queue } from 'bullmq';
import type { RequestHandler } from 'express';
import { createRouter, sendJson, type Route } from '../http/server.js';

export const DASHBOARD_PATH = '/admin/queues';
export const AUTH_REALM = 'Report bot';

export interface QueueDashboardOptions {
  /** The reports queue (`jobs.queue`); undefined in inline mode, which turns the dashboard off. */
  queue: Queue | undefined;
  /** `config.admin.token`; undefined turns the dashboard off. */
  adminToken: string | undefined;
  basePath?: string;
  /** Hide the retry/clean/delete buttons. Default false. */
  readOnly?: boolean;
}

/** The token a request carries: `Authorization: Bearer <t>` or `Basic base64(user:<t>)`. */
export function presentedToken(req: Pick<IncomingMessage, 'headers'>): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const [scheme, value = ''] = header.trim().split(/\s+/, 2);
  if (/^bearer$/i.test(scheme ?? '')) return value;
  if (/^basic$/i.test(scheme ?? '')) {
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    return colon >= 0 ? decoded.slice(colon + 1) : undefined;
  }
  return undefined;
}

/** Constant time whatever the lengths: both sides are hashed to 32 bytes first. */
export function tokenMatches(presented: string | undefined, expected: string): boolean {
  if (presented === undefined) return false;
  const a = createHash('sha256').update(presented).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** The dashboard route, or null when it is off (no token, or no queue). */
export function createQueueDashboard(opts: QueueDashboardOptions): Route | null {
  const { queue, adminToken } = opts;
  if (!queue || !adminToken) return null;
  const basePath = (opts.basePath ?? DASHBOARD_PATH).replace(/\/+$/, '');

  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(basePath);
  createBullBoard({
    queues: [new BullMQAdapter(queue, { readOnlyMode: opts.readOnly ?? false })],
    // @bull-board/express carries its own copy of @bull-board/api; the types differ only by
    // their private fields, the adapter interface is the same.
    serverAdapter: serverAdapter as unknown as Parameters<typeof createBullBoard>[0]['serverAdapter'],
    options: { uiConfig: { boardTitle: AUTH_REALM } },
  });
  const tokenChecked: RequestHandler = (req, res, next) => {
    if (tokenMatches(presentedToken(req), adminToken)) return next();
    res.setHeader('www-authenticate', `Basic realm="${AUTH_REALM}", charset="UTF-8"`);
    sendJson(res, 401, { error: 'ADMIN_TOKEN required (Bearer token, or Basic auth with the token as password)' });
  };
  return createRouter().use(basePath, tokenChecked, serverAdapter.getRouter() as RequestHandler);
}
