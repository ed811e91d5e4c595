/**
 * Shared by the ops tests: the bot's HTTP server on a loopback port with the given routes,
 * and a reader for Prometheus text that sums the series matching a name and some labels.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createHttpServer, type Route } from '../../adapters/http/server.js';
import type { Logger } from '../../src/log.js';

export interface Served {
  server: Server;
  url: string;
  close(): Promise<void>;
}

export async function serve(routes: Route[], logger: Logger, before?: (server: Server) => void): Promise<Served> {
  const server = createHttpServer({ checks: {}, routes, logger });
  before?.(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/** Sum of every sample of `name` whose labels include `labels`; undefined when none matches. */
export function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  let total: number | undefined;
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const found = Object.fromEntries([...(m[3] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) total = (total ?? 0) + Number(m[4]);
  }
  return total;
}
