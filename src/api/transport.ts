import { setTimeout as sleep } from 'node:timers/promises';
import { Pool, errors as undiciErrors } from 'undici';
import type { Logger } from '../log.js';
import { requestKey, type ResponseCache } from './cache.js';
import { ApiError } from './errors.js';
import { Flight, type FlightAnswer } from './flight.js';

/** How the transport reaches the service and how patient it is. */
export interface TransportOptions {
  /** Base address; may carry a path prefix (`https://host/reports`); `/v1/...` is appended. */
  baseUrl: string;
  key?: string;
  /** Header that carries the key (`Authorization` by default) and the text before it (`Bearer `). */
  keyHeader: string;
  keyPrefix: string;
  connectTimeoutMs: number;
  /** Limit for the response headers and, separately, for each gap while the body streams. */
  timeoutMs: number;
  /** Further attempts after the first, for retryable failures only. */
  retries: number;
  /** Keep-alive connections to the origin; at least the page concurrency. */
  connections: number;
  /** First backoff step; doubles each attempt, with full jitter. */
  retryBaseMs?: number;
  /** No single wait is longer than this; a Retry-After beyond it is not waited for. */
  retryMaxMs?: number;
  logger?: Logger;
  /**
   * Shared answers (see cache.ts): a hit is used instead of a request, and every successful
   * answer is stored for `cacheTtlMs`. Absent or a TTL of 0: no cache. Identical requests in
   * flight at the same moment are always shared, cache or not.
   */
  cache?: ResponseCache;
  cacheTtlMs?: number;
  /** Told of every attempt's outcome (metrics); kept SDK-free so src/api stays pure of prom-client. */
  observer?: TransportObserver;
}

/**
 * Hears each request attempt: `ok`, `retry` (failed, will be tried again) or `error` (the
 * caller gets an ApiError). `code` is the ApiError code; `durationMs` the attempt's time.
 * Must not throw.
 */
export interface TransportObserver {
  request(operation: string, outcome: 'ok' | 'retry' | 'error', code?: string, durationMs?: number): void;
}

const RETRY_STATUSES = new Set([429, 500, 502, 503, 504]);
const RETRY_NETWORK_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_CLOSED',
]);

/** One POST-and-parse-JSON primitive with keep-alive, timeouts and retries; shared by every operation. */
export class HttpTransport {
  private readonly pool: Pool;
  private readonly prefix: string;
  private readonly authHeader: Record<string, string>;
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;
  private readonly origin: string;
  /** Requests in flight by request key: identical concurrent requests share one. */
  private readonly flights = new Map<string, Flight>();

  constructor(private readonly opts: TransportOptions) {
    const base = new URL(opts.baseUrl);
    this.origin = base.origin;
    this.prefix = base.pathname.replace(/\/+$/, '');
    this.pool = new Pool(base.origin, {
      connections: opts.connections,
      connect: { timeout: opts.connectTimeoutMs },
      keepAliveTimeout: 30_000,
      headersTimeout: opts.timeoutMs,
      bodyTimeout: opts.timeoutMs,
    });
    this.authHeader = opts.key ? { [opts.keyHeader.toLowerCase()]: `${opts.keyPrefix}${opts.key}` } : {};
    this.retryBaseMs = opts.retryBaseMs ?? 250;
    this.retryMaxMs = opts.retryMaxMs ?? 15_000;
  }

  /**
   * POSTs to `path` (starting `/v1/`) and returns the parsed JSON body. Retries 429, 5xx,
   * connection resets and timeouts with exponential backoff and jitter, honouring
   * Retry-After: every operation of this service is a read-only report, so a repeat is safe.
   *
   * Identical requests (same path, query and body) that overlap in time are sent once and
   * their answer is shared; each caller gets its own parsed copy. A caller that aborts only
   * leaves; the request itself is cancelled when every caller has left.
   */
  async postJson(
    operation: string,
    path: string,
    query: Record<string, string | number | undefined>,
    body: unknown,
    signal?: AbortSignal,
    opts: { fresh?: boolean } = {},
  ): Promise<unknown> {
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v !== undefined) search.set(k, String(v));
    const fullPath = `${this.prefix}${path}?${search}`;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const fresh = opts.fresh === true;
    // A fresh request may share a request in flight to the service, never a cached answer.
    const key = `${requestKey(this.origin, `${this.prefix}${path}`, query, payload)}${fresh ? ':fresh' : ''}`;

    let flight = this.flights.get(key);
    if (!flight) {
      const started = new Flight(
        (flightSignal) => this.fetchShared(key, operation, fullPath, payload, flightSignal, fresh),
        () => {
          if (this.flights.get(key) === started) this.flights.delete(key);
        },
      );
      this.flights.set(key, started);
      flight = started;
    }
    const answer = await flight.join(operation, signal);
    // The first caller takes the value parsed when the body was checked; any other caller
    // parses its own copy, so no two callers share (and might change) one object.
    if (answer.value !== undefined) {
      const value = answer.value;
      answer.value = undefined;
      return value;
    }
    try {
      return JSON.parse(answer.text) as unknown;
    } catch (cause) {
      // A corrupted cache entry (service answers are checked before they are stored).
      throw new ApiError('bad_response', { operation, field: '(body)', detail: 'not valid JSON', cause });
    }
  }

  /** The answer from the cache (text only), or from the service (parsed, so checked to be JSON, then cached). */
  private async fetchShared(
    key: string,
    operation: string,
    fullPath: string,
    payload: string | undefined,
    signal: AbortSignal,
    fresh: boolean,
  ): Promise<FlightAnswer> {
    const cache = this.opts.cacheTtlMs && !fresh ? this.opts.cache : undefined;
    if (cache) {
      try {
        const hit = await cache.get(key);
        if (hit !== undefined) return { text: hit };
      } catch (err) {
        this.opts.logger?.warn({ event: 'api_cache_error', operation, err: String(err) }, 'shared response cache unavailable; asking the service');
      }
    }
    const answer = await this.fetchText(operation, fullPath, payload, signal);
    if (cache) {
      const text = answer.text;
      // Awaited: the flight is forgotten when this returns, and a request arriving after
      // that must find the answer in the cache rather than ask the service again.
      await cache.set(key, text, this.opts.cacheTtlMs!).catch((err: unknown) => {
        this.opts.logger?.warn({ event: 'api_cache_error', operation, err: String(err) }, 'could not share a response');
      });
    }
    return answer;
  }

  /**
   * One request with its retries; the body of a 2xx answer, parsed. A 2xx body that is not
   * JSON (cut short by a proxy, a restart or a full disk) is retried like a 5xx: every
   * operation is a read, and the next answer is usually whole. Well-formed JSON of the wrong
   * shape is the client's to judge (schemas.ts) and is not retried: the service would send
   * the same again.
   */
  private async fetchText(operation: string, fullPath: string, payload: string | undefined, signal: AbortSignal): Promise<FlightAnswer> {
    const observer = this.opts.observer;
    for (let attempt = 0; ; attempt++) {
      let failure: ApiError;
      let retryable: boolean;
      let retryAfterMs: number | undefined;
      const started = Date.now();
      const failed = (err: ApiError) => {
        observer?.request(operation, 'error', err.code, Date.now() - started);
        return err;
      };
      try {
        const res = await this.pool.request({
          method: 'POST',
          path: fullPath,
          headers: {
            accept: 'application/json',
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
            ...this.authHeader,
          },
          body: payload,
          signal,
        });
        if (res.statusCode >= 200 && res.statusCode < 300) {
          const text = await res.body.text();
          const value = parseJson(text);
          if (value !== NOT_JSON) {
            observer?.request(operation, 'ok', undefined, Date.now() - started);
            return { text, value };
          }
          failure = new ApiError('bad_response', { operation, status: res.statusCode, field: '(body)', detail: 'not valid JSON' });
          retryable = true;
        } else {
          const raw = await res.body.text().catch(() => '');
          failure = errorForStatus(operation, res.statusCode, raw);
          retryAfterMs = parseRetryAfter(res.headers['retry-after']);
          retryable = RETRY_STATUSES.has(res.statusCode);
        }
      } catch (err) {
        if (err instanceof ApiError) throw failed(err);
        if (signal.aborted) throw failed(new ApiError('aborted', { operation, cause: err }));
        const code = networkCode(err);
        if (!code || !RETRY_NETWORK_CODES.has(code)) {
          throw failed(new ApiError('unavailable', { operation, detail: String((err as Error)?.message ?? err), cause: err }));
        }
        failure = new ApiError('unavailable', { operation, detail: code, cause: err });
        retryable = true;
      }

      if (!retryable || attempt >= this.opts.retries) throw failed(failure);
      if (retryAfterMs !== undefined && retryAfterMs > this.retryMaxMs) throw failed(failure);
      observer?.request(operation, 'retry', failure.code, Date.now() - started);
      const backoff = Math.random() * Math.min(this.retryMaxMs, this.retryBaseMs * 2 ** attempt);
      const delayMs = Math.max(retryAfterMs ?? 0, backoff);
      this.opts.logger?.warn(
        { event: 'api_retry', operation, attempt: attempt + 1, status: failure.status, code: failure.code, delayMs: Math.round(delayMs) },
        'retrying reporting service call',
      );
      try {
        await sleep(delayMs, undefined, { signal });
      } catch (cause) {
        throw failed(new ApiError('aborted', { operation, cause }));
      }
    }
  }

  async close(): Promise<void> {
    await this.pool.close();
  }
}

function errorForStatus(operation: string, status: number, raw: string): ApiError {
  const serviceMessage = messageFromBody(raw);
  if (status === 401 || status === 403) return new ApiError('unauthorized', { operation, status });
  if (status === 404) return new ApiError('not_found', { operation, status });
  if (status === 429) return new ApiError('rate_limited', { operation, status });
  if (status >= 500) return new ApiError('unavailable', { operation, status, detail: serviceMessage });
  return new ApiError('bad_request', { operation, status, serviceMessage });
}

/** The service's own words from a problem-details or `{message}`/`{error}` body, kept short. */
function messageFromBody(raw: string): string | undefined {
  let text: unknown = raw;
  try {
    const body = JSON.parse(raw) as Record<string, unknown>;
    text = body.detail ?? body.message ?? body.error_description ?? body.error ?? body.title;
  } catch {
    // not JSON: a short plain-text body is still the best explanation there is
  }
  if (typeof text !== 'string') return undefined;
  const oneLine = text.replace(/\s+/g, ' ').trim();
  if (!oneLine || oneLine.startsWith('<')) return undefined;
  return oneLine.length > 200 ? `${oneLine.slice(0, 197)}...` : oneLine;
}

/** Retry-After as seconds or an HTTP date, in milliseconds. */
export function parseRetryAfter(header: string | string[] | undefined, now = Date.now()): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function networkCode(err: unknown): string | undefined {
  if (err instanceof undiciErrors.UndiciError) return (err as { code?: string }).code;
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  if (typeof e?.code === 'string') return e.code;
  if (typeof e?.cause?.code === 'string') return e.cause.code;
  return undefined;
}

const NOT_JSON = Symbol('not JSON');

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}
