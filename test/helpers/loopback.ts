import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Listens on an ephemeral loopback port and returns the base URL (`http://127.0.0.1:<port>`). */
export async function listenOnLoopback(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Closes a server now: open keep-alive sockets would otherwise hold the test run open. */
export async function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}
