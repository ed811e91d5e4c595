/**
 * Preview messages as the page receives them: the full list on load, then every new or
 * replaced message over Server-Sent Events (`PreviewDeliverer.watch`). A reconnecting page
 * reloads the list, so nothing delivered while it was away is missed.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PreviewDeliverer, PreviewMessage } from './deliverer.js';

/** What the page gets per message: the HTML to show, the card for the Teams view, the blocks to copy. */
export interface MessageView {
  id: string;
  at: string;
  kind: PreviewMessage['kind'];
  audience?: PreviewMessage['audience'];
  subscriptionId?: string;
  correlationId: string;
  text: string;
  html: string;
  teams: PreviewMessage['teams'] | null;
  blocks: PreviewMessage['slack']['blocks'];
}

export function messageView(m: PreviewMessage): MessageView {
  return {
    id: m.id,
    at: m.at,
    kind: m.kind,
    audience: m.audience,
    subscriptionId: m.subscriptionId,
    correlationId: m.correlationId,
    text: m.text,
    html: m.html,
    teams: m.teams ?? null,
    blocks: m.slack.blocks,
  };
}

/** Proxies and idle timeouts drop a silent stream; a comment line every 20 s keeps it open. */
const KEEPALIVE_MS = 20_000;

/** Open event streams, so shutting down can end them (a server does not close while they last). */
export class EventStreams {
  private readonly open = new Set<ServerResponse>();

  constructor(private readonly preview: Pick<PreviewDeliverer, 'watch'>) {}

  serve(req: IncomingMessage, res: ServerResponse, sessionId: string): void {
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 2000\n\n');
    const unwatch = this.preview.watch(sessionId, (m) => res.write(`event: message\ndata: ${JSON.stringify(messageView(m))}\n\n`));
    const timer = setInterval(() => res.write(': keep-alive\n\n'), KEEPALIVE_MS);
    timer.unref();
    this.open.add(res);
    const done = () => {
      clearInterval(timer);
      unwatch();
      this.open.delete(res);
    };
    req.once('close', done);
    res.once('close', done);
  }

  /** Ends every stream (on shutdown); the pages reconnect to the next server. */
  close(): void {
    for (const res of this.open) res.end();
    this.open.clear();
  }
}
