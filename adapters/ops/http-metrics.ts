/**
 * HTTP request counts for the bot's one server, taken from the server's `request` event so
 * that adapters/http needs no hook. The path label is one of the bot's known routes (or
 * `other`): raw URLs would give Prometheus one series per probe of a scanner.
 */
import type { Server } from 'node:http';
import { Counter, type Registry } from 'prom-client';

const KNOWN_PATHS = ['/healthz', '/readyz', '/metrics', '/slack/events', '/api/messages'];
const KNOWN_PREFIXES = ['/admin/queues', '/preview'];

export function routeLabel(url: string | undefined): string {
  const [path = ''] = (url ?? '/').split('?', 1);
  if (KNOWN_PATHS.includes(path)) return path;
  for (const prefix of KNOWN_PREFIXES) if (path === prefix || path.startsWith(`${prefix}/`)) return prefix;
  return path === '/' ? '/' : 'other';
}

export function observeHttp(server: Server, registry: Registry): void {
  const name = 'report_bot_http_requests_total';
  const counter =
    (registry.getSingleMetric(name) as Counter<'route' | 'method' | 'status'> | undefined) ??
    new Counter({
      name,
      help: 'HTTP requests to the bot by route, method and status.',
      labelNames: ['route', 'method', 'status'] as const,
      registers: [registry],
    });
  server.on('request', (req, res) => {
    res.once('finish', () => {
      // express shortens `url` inside a mounted router; `originalUrl` is what was asked for.
      const url = (req as { originalUrl?: string }).originalUrl ?? req.url;
      counter.inc({ route: routeLabel(url), method: req.method ?? 'GET', status: String(res.statusCode) });
    });
  });
}
