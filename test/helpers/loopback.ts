import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';

/** Listens on an ephemeral loopback port and returns the base URL (`http://127.0.0.1:<port>`). */
export async function listenOnLoopback(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A TCP port free on loopback now (for a server that must be told its port, e.g. a child process). */
export async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Closes a server now: open keep-alive sockets would otherwise hold the test run open. */
export async function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

/** How long a cloud service's front keeps an idle connection, for benchmarks (tens of seconds: 60 s is AWS load balancers' default). */
export const SERVICE_KEEP_ALIVE_MS = 60_000;

/**
 * A fake of a cloud service on loopback (Slack's Web API, the Bot Framework connector):
 * subclasses answer requests in `handle`; `base` is the address once started.
 */
export abstract class LoopbackFake {
  private server: Server | null = null;
  protected base = '';

  /**
   * How long an idle connection is kept, set before `start`. The tests' default is short: idle
   * keep-alive sockets of the client under test would hold vitest open. Benchmarks set
   * SERVICE_KEEP_ALIVE_MS instead: under 2 s undici does not reuse a connection at all (it takes
   * 2 s off the server's hint), so every call would open a new one, which no real service's
   * clients pay.
   */
  constructor(public keepAliveMs: number) {}

  protected abstract handle(req: IncomingMessage, res: ServerResponse): Promise<void>;

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    this.server.keepAliveTimeout = this.keepAliveMs;
    this.base = await listenOnLoopback(this.server);
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    await closeServer(server);
  }
}
