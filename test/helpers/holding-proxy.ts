/**
 * A proxy in front of a sandbox that can hold the service's answers back: armed with
 * `holdUntil(n, deadlineMs)`, it forwards nothing until n requests have arrived (or the
 * deadline passed), then lets them all through at once and says which arrived while held.
 * A report that sends a request only after another's answer cannot get it in before the
 * release, so "which requests arrived before any answer" shows its waves without timing
 * anything. Unarmed, it passes requests straight through.
 */
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { closeServer, listenOnLoopback } from './loopback.js';

/** A request as the proxy received it: its path and, for reports, the dates and filters it asked for. */
export interface HeldRequest {
  path: string;
  query: Record<string, string>;
}

export interface HoldingProxy {
  url: string;
  /**
   * Holds the answers of the next requests until `count` have arrived or `deadlineMs` passed,
   * then releases them together; resolves with the requests that arrived before the release.
   */
  holdUntil(count: number, deadlineMs: number): Promise<HeldRequest[]>;
  /** Holds every answer until the returned function is called (then releases them). */
  hold(): () => void;
  /** Every request received, in order of arrival. */
  readonly seen: HeldRequest[];
  close(): Promise<void>;
}

export async function startHoldingProxy(target: string): Promise<HoldingProxy> {
  const to = new URL(target);
  const seen: HeldRequest[] = [];
  let held: { requests: HeldRequest[]; waiting: (() => void)[]; release: () => void } | null = null;

  const forward = (req: IncomingMessage, res: ServerResponse, body: Buffer) => {
    const upstream = httpRequest({ host: to.hostname, port: to.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    upstream.end(body);
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://proxy.invalid');
      const request = { path: url.pathname, query: Object.fromEntries(url.searchParams) };
      seen.push(request);
      const go = () => forward(req, res, Buffer.concat(chunks));
      if (!held) return go();
      held.requests.push(request);
      held.waiting.push(go);
      held.release();
    });
  });
  const url = await listenOnLoopback(server);

  function arm(done: (h: NonNullable<typeof held>) => boolean): Promise<HeldRequest[]> & { open: () => void } {
    let open!: () => void;
    const result = new Promise<HeldRequest[]>((resolve) => {
      const h: NonNullable<typeof held> = {
        requests: [],
        waiting: [],
        release: () => {
          if (!done(h)) return;
          open();
        },
      };
      open = () => {
        if (held !== h) return;
        held = null;
        const requests = [...h.requests];
        for (const go of h.waiting) go();
        resolve(requests);
      };
      held = h;
    });
    return Object.assign(result, { open: () => open() });
  }

  return {
    url,
    seen,
    holdUntil(count, deadlineMs) {
      const result = arm((h) => h.requests.length >= count);
      const timer = setTimeout(result.open, deadlineMs);
      return result.finally(() => clearTimeout(timer));
    },
    hold() {
      return arm(() => false).open;
    },
    close: () => closeServer(server),
  };
}
