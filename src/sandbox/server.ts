/**
 * A local, deterministic Reporting Data Service over real HTTP (plain node:http), for demo
 * mode, the API client's tests and benchmarks. It implements reporting-api.md independently of
 * src/api, so a mistake in the client's schemas shows up as a failing test, not as agreement.
 *
 * Order of handling: latency (every request, photos included) -> 404 (unknown path) -> 405
 * (not POST) -> hang -> 401 (key) -> injected 500/429 -> 400 (validation) -> 200 (possibly
 * malformed or with a dropped field). Injected failures are consumed only by authenticated
 * operation requests, so a probe with a wrong key never eats a `failNext` meant for the client
 * under test, and photo downloads are never failed.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { timingSafeEqual } from 'node:crypto';
import { clockOf } from './calendar.js';
import { dropPath, FaultState, NO_FAULTS, truncateJson, type Faults } from './faults.js';
import { fixtureOperations, type SandboxFixtures } from './fixtures.js';
import { OPERATIONS } from './operations.js';
import { DayCountCache, type GenEnv } from './paging.js';
import { PHOTO_PATH, photoSvg } from './photos.js';
import { ProblemError, sendProblem } from './problem.js';
import { createStats, type SandboxStats } from './stats.js';
import type { SandboxVolume } from './volume.js';

export type { Faults } from './faults.js';
export type { SandboxFixtures } from './fixtures.js';
export type { LoggedRequest, SandboxStats } from './stats.js';
export type { SandboxVolume } from './volume.js';

/** How to start a sandbox; every field is optional. */
export interface SandboxOptions {
  /** 0 (default) picks a free ephemeral port. */
  port?: number;
  /** Loopback only: '127.0.0.1' (default), '::1' or 'localhost'. */
  host?: string;
  /** The one key the sandbox accepts (default 'sandbox-key'). */
  apiKey?: string;
  /** Header carrying the key, case-insensitive (default 'authorization'). */
  keyHeader?: string;
  /** Text before the key in that header (default 'Bearer '; '' for a bare key). */
  keyPrefix?: string;
  /** Same seed, same data, byte for byte (default 42). */
  seed?: number;
  /**
   * The sandbox's "now". Fixed when given; otherwise the real clock at each request. Company
   * data and transactions exist only up to now; look-ahead is the overnight snapshot of the
   * books (everything booked before today, whatever the time), covering the year ahead.
   */
  now?: Date;
  /** Fixed daily record counts replacing the generated ones. */
  volume?: SandboxVolume;
  /** Initial faults; change them later through `sandbox.faults`. */
  faults?: Partial<Faults>;
  /**
   * Hand-written answers instead of generated data (see fixtures.ts). With fixtures, every
   * operation answers from them only; one without a fixture answers empty.
   */
  fixtures?: SandboxFixtures;
  /**
   * Remember up to this many successful answers by request (path, query, body) and send them
   * again without recomputing. For benchmarks: the service they stand in for costs latency,
   * not our CPU, so the sandbox's own generation must not be what is measured. Default 0.
   */
  cacheResponses?: number;
}

/** A running sandbox. */
export interface Sandbox {
  /** Base URL without a trailing slash, e.g. 'http://127.0.0.1:43123'; paths start with /v1/. */
  url: string;
  apiKey: string;
  /** Lower-case name of the header that carries the key. */
  keyHeader: string;
  keyPrefix: string;
  /** Live fault switches: `sandbox.faults.failNext = 2` affects the next requests. */
  readonly faults: Faults;
  readonly stats: SandboxStats;
  /** Stops listening, cuts open connections and cancels pending delays. */
  close(): Promise<void>;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);
const MAX_BODY_BYTES = 1 << 20;

/** Thrown into a pending handler when its client left or the sandbox is closing. */
class Gone extends Error {}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (!(ms > 0)) return signal.aborted ? Promise.reject(new Gone()) : Promise.resolve();
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(new Gone());
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= MAX_BODY_BYTES) chunks.push(chunk);
  }
  if (size > MAX_BODY_BYTES) throw new ProblemError(413, `request body exceeds ${MAX_BODY_BYTES} bytes`);
  return Buffer.concat(chunks).toString('utf8');
}

function keyMatches(given: string | string[] | undefined, prefix: string, key: string): boolean {
  const value = Array.isArray(given) ? given[0] : given;
  if (value === undefined || value.length !== prefix.length + key.length) return false;
  // Auth schemes are case-insensitive ("bearer x" is as good as "Bearer x"); the key is not.
  if (value.slice(0, prefix.length).toLowerCase() !== prefix.toLowerCase()) return false;
  return timingSafeEqual(Buffer.from(value.slice(prefix.length)), Buffer.from(key));
}

function send(res: ServerResponse, status: number, type: string, body: string | Buffer, head = false): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
  res.end(head ? undefined : body);
}

/** Starts a sandbox on loopback and resolves once it is listening. */
export async function startSandbox(opts: SandboxOptions = {}): Promise<Sandbox> {
  const host = opts.host ?? '127.0.0.1';
  if (!LOOPBACK.has(host)) throw new Error(`the sandbox listens on loopback only, not on ${host}`);
  const apiKey = opts.apiKey ?? 'sandbox-key';
  const keyHeader = (opts.keyHeader ?? 'authorization').toLowerCase();
  const keyPrefix = opts.keyPrefix ?? 'Bearer ';
  const seed = Math.trunc(opts.seed ?? 42) >>> 0;
  const volume = checkVolume(opts.volume ?? {});
  const fixedNow = opts.now === undefined ? undefined : new Date(opts.now.getTime());
  const faults: Faults = { ...NO_FAULTS, ...opts.faults };
  const faultState = new FaultState(faults);
  const stats = createStats(() => faultState.resetCounter());
  const pending = new Set<AbortController>();
  const counts = new DayCountCache();
  const operations = opts.fixtures ? fixtureOperations(opts.fixtures) : OPERATIONS;
  const cacheLimit = opts.cacheResponses ?? 0;
  const answers = new Map<string, Buffer>();
  let baseUrl = '';

  async function handle(req: IncomingMessage, res: ServerResponse, signal: AbortSignal): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
    const path = url.pathname;
    stats.count(path);
    const body = await readBody(req);
    stats.record({ path, query: Object.fromEntries(url.searchParams), body: parseLogged(body) });
    await pause(faults.latencyMs, signal);
    const photo = PHOTO_PATH.exec(path);
    if (photo) {
      if (req.method !== 'GET' && req.method !== 'HEAD') throw new ProblemError(405, 'photos are read with GET', { allow: 'GET, HEAD' });
      return send(res, 200, 'image/svg+xml', photoSvg(photo[1] ?? ''), req.method === 'HEAD');
    }
    const operation = operations.get(path);
    if (!operation) throw new ProblemError(404, `no operation at ${path}; operations are POST /v1/company/data/... and /v1/collaborative/report/...`);
    if (req.method !== 'POST') throw new ProblemError(405, `${path} accepts POST only`, { allow: 'POST' });
    await pause(faults.hangMs, signal);
    if (!keyMatches(req.headers[keyHeader], keyPrefix, apiKey)) {
      const challenge: Record<string, string> = keyHeader === 'authorization' ? { 'www-authenticate': keyPrefix.trim() || 'Bearer' } : {};
      throw new ProblemError(401, `a valid API key is required in the ${keyHeader} header`, challenge);
    }
    const injected = faultState.failureFor();
    if (injected) throw injected;
    const scripted = faultState.scripted();
    if (scripted && 'hangMs' in scripted) await pause(scripted.hangMs, signal);
    if (scripted && 'status' in scripted) {
      const seconds = Math.max(0, Math.ceil(faults.retryAfterSeconds));
      throw new ProblemError(
        scripted.status,
        `injected failure (plan: ${scripted.status})`,
        scripted.status === 429 ? { 'retry-after': String(seconds) } : {},
      );
    }
    const env: GenEnv = { seed, volume, baseUrl, counts, ...clockOf(fixedNow ?? new Date()) };
    const cacheKey = `${path}${url.search}\n${body}`;
    let answer: string | Buffer | undefined = answers.get(cacheKey);
    if (answer === undefined) {
      answer = JSON.stringify(operation({ query: url.searchParams, body, env }));
      // Remembered encoded: a benchmark's service costs latency, not the CPU of encoding
      // (and measuring) a 236 KB page again for every request.
      if (answers.size < cacheLimit) answers.set(cacheKey, (answer = Buffer.from(answer)));
    }
    if (faults.dropField) {
      // Work on a copy: a fixture answer is shared between requests.
      const copy: unknown = JSON.parse(String(answer));
      dropPath(copy, faults.dropField);
      answer = JSON.stringify(copy);
    }
    const truncate = (scripted !== null && 'truncate' in scripted) || faultState.truncates();
    send(res, 200, 'application/json; charset=utf-8', truncate ? truncateJson(String(answer)) : answer);
  }

  function parseLogged(body: string): unknown {
    if (!body) return null;
    try {
      return JSON.parse(body) as unknown;
    } catch {
      return null;
    }
  }

  const server = createServer((req, res) => {
    const controller = new AbortController();
    pending.add(controller);
    stats.enter();
    res.on('close', () => {
      stats.leave();
      pending.delete(controller);
      if (!res.writableFinished) controller.abort();
    });
    handle(req, res, controller.signal).catch((err: unknown) => {
      if (err instanceof Gone || res.headersSent || res.destroyed) return;
      const problem = err instanceof ProblemError ? err : new ProblemError(500, `sandbox error: ${err instanceof Error ? err.message : String(err)}`);
      sendProblem(res, problem);
    });
  });
  server.keepAliveTimeout = 5_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  let closing: Promise<void> | undefined;
  baseUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  return {
    url: baseUrl,
    apiKey,
    keyHeader,
    keyPrefix,
    faults,
    stats,
    close: () => {
      closing ??= new Promise<void>((resolve, reject) => {
        for (const controller of pending) controller.abort();
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      });
      return closing;
    },
  };
}

function checkVolume(volume: SandboxVolume): SandboxVolume {
  for (const [name, value] of Object.entries(volume)) {
    if (name === 'keepFlagged' || value === undefined) continue;
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0 || value > 1_000_000) {
      throw new RangeError(`volume.${name} must be a whole number from 0 to 1000000`);
    }
  }
  return { ...volume };
}
