/**
 * Slack's Socket Mode end on loopback: a WebSocket server (the `ws` package) speaking the
 * envelopes the real `@slack/socket-mode` client inside Bolt expects. The fake Web API's
 * `apps.connections.open` answers its `url`; on each connection it sends `hello`, then the
 * tests push envelopes (`slash_commands`, `interactive`, `events_api`) with `send`, which
 * resolves with the app's ack: the message carrying the same `envelope_id` (and the ack's
 * payload, e.g. a slash command's immediate reply). Envelopes never acked are visible in
 * `unacked` and each ack is recorded in `acks`.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';

/** What the app sent back for one envelope. */
export interface SocketAck {
  envelope_id: string;
  payload?: Record<string, unknown>;
}

/** The envelope fields Slack sets on a redelivery (events only). */
export interface EnvelopeOptions {
  retryAttempt?: number;
  retryReason?: string;
  /** How long to wait for the ack (Slack waits three seconds before it retries). */
  ackTimeoutMs?: number;
}

export class SocketModeServer {
  private server: WebSocket.Server | null = null;
  private readonly sockets = new Set<WebSocket>();
  private readonly waiting = new Map<string, (ack: SocketAck) => void>();
  /** Every ack received, in order. */
  readonly acks: SocketAck[] = [];
  /** How many connections the app opened (a reconnect opens another). */
  connections = 0;
  private port = 0;

  /** The `wss://…` URL `apps.connections.open` hands out (here `ws://127.0.0.1:<port>/link`). */
  get url(): string {
    return `ws://127.0.0.1:${this.port}/link/?ticket=${randomUUID()}`;
  }

  /** Envelope ids sent and not (yet) acked. */
  get unacked(): string[] {
    return [...this.waiting.keys()];
  }

  async start(): Promise<void> {
    const server = new WebSocket.Server({ host: '127.0.0.1', port: 0, maxPayload: 1024 * 1024 });
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
    server.on('connection', (socket) => {
      this.connections += 1;
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      socket.on('message', (data) => this.received(String(data)));
      socket.send(
        JSON.stringify({
          type: 'hello',
          num_connections: 1,
          debug_info: { host: 'applink-test', approximate_connection_time: 18060 },
          connection_info: { app_id: 'A0REPORT' },
        }),
      );
    });
  }

  /** Resolves once the app holds an open connection (it has had its `hello`). */
  async connected(timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (![...this.sockets].some((s) => s.readyState === WebSocket.OPEN)) {
      if (Date.now() > deadline) throw new Error(`the app did not connect to the Socket Mode server within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  /** Sends one envelope to the connected app and resolves with its ack. */
  async send(
    type: 'slash_commands' | 'interactive' | 'events_api',
    payload: Record<string, unknown>,
    opts: EnvelopeOptions = {},
  ): Promise<SocketAck> {
    const socket = [...this.sockets].find((s) => s.readyState === WebSocket.OPEN);
    if (!socket) throw new Error('no app is connected to the Socket Mode server');
    const envelopeId = randomUUID();
    const acked = new Promise<SocketAck>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`envelope ${envelopeId} (${type}) was not acked within ${opts.ackTimeoutMs ?? 3000} ms`)),
        opts.ackTimeoutMs ?? 3000,
      );
      this.waiting.set(envelopeId, (ack) => {
        clearTimeout(timer);
        resolve(ack);
      });
    });
    socket.send(
      JSON.stringify({
        envelope_id: envelopeId,
        type,
        payload,
        accepts_response_payload: type !== 'events_api',
        ...(opts.retryAttempt !== undefined ? { retry_attempt: opts.retryAttempt, retry_reason: opts.retryReason ?? 'timeout' } : {}),
      }),
    );
    return acked;
  }

  /** Tells the app to reconnect, as Slack does when it recycles a connection. */
  askToReconnect(): void {
    for (const s of this.sockets) s.send(JSON.stringify({ type: 'disconnect', reason: 'refresh_requested', debug_info: { host: 'applink-test' } }));
  }

  async close(): Promise<void> {
    for (const s of this.sockets) s.terminate();
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private received(text: string): void {
    let ack: SocketAck;
    try {
      ack = JSON.parse(text) as SocketAck;
    } catch {
      return;
    }
    if (typeof ack.envelope_id !== 'string') return;
    this.acks.push(ack);
    const resolve = this.waiting.get(ack.envelope_id);
    this.waiting.delete(ack.envelope_id);
    resolve?.(ack);
  }
}
