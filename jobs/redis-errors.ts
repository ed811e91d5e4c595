/**
 * What a failed Redis call means to the rest of the bot. A lost connection (Redis restarting,
 * a network blink, a cluster promoting a replica) is not a bug in the job that met it: the same
 * work succeeds once Redis is back. So every store in jobs/ (firing ledger, alert state,
 * subscriptions, message versions, books history, access scopes) talks to Redis through
 * `classifiedRedis`, which turns such a failure into the retryable `store_unavailable`
 * AppError (src/errors.ts). The job worker's retry policy then tries the job again, and the
 * front door tells the person one sentence, with no change to either.
 *
 * Without it, the producer connection's own error ("Stream isn't writeable and
 * enableOfflineQueue options is false", redis.ts explains why it fails fast) reached the
 * worker as an unknown error, and a digest in flight across a 6 s restart failed for good as
 * `internal`.
 */
import { storeUnavailable } from '../src/errors.js';
import type { RedisClient } from './redis.js';

/** ioredis's and Node's words for a connection that is gone or not yet back. */
const CONNECTION_LOST =
  /ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|EAI_AGAIN|Connection is closed|Stream isn't writeable|Socket closed unexpectedly|max retries per request|Command timed out|Too many Cluster redirections|Failed to refresh slots cache|None of startup nodes is available/i;
/** Redis's own replies while it cannot serve yet: a restart loading its data, a cluster failing over. */
const NOT_SERVING_YET = /^(LOADING|CLUSTERDOWN|TRYAGAIN|READONLY|MASTERDOWN)\b/;

/** Whether `err` says Redis could not be reached (or not yet served), rather than refused the command. */
export function isConnectionError(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown; name?: unknown };
  const message = String(e?.message ?? err);
  return (
    e?.name === 'MaxRetriesPerRequestError' ||
    e?.name === 'ClusterAllFailedError' ||
    NOT_SERVING_YET.test(message) ||
    CONNECTION_LOST.test(`${String(e?.code ?? '')} ${message}`)
  );
}

/** A lost connection as `store_unavailable`; anything else (a script error, a wrong type) as it was. */
export function classifyRedisError(err: unknown): never {
  throw isConnectionError(err) ? storeUnavailable(err) : err;
}

/**
 * The same client, whose commands (and `multi()`/`pipeline()` transactions) reject with
 * `store_unavailable` instead of ioredis's error when the connection is lost. Everything else
 * (status, events, `nodes()`) is the client's own.
 */
export function classifiedRedis<C extends RedisClient>(redis: C): C {
  return new Proxy(redis, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => classifyResult((value as (...a: unknown[]) => unknown).apply(target, args));
    },
  });
}

function classifyResult(result: unknown): unknown {
  if (result instanceof Promise) return result.catch(classifyRedisError);
  // A transaction or pipeline: its commands only queue; `exec` is where it meets Redis.
  const batch = result as { exec?: unknown } | null;
  if (batch && typeof batch === 'object' && typeof batch.exec === 'function' && !('status' in batch)) {
    const exec = (batch.exec as (...a: unknown[]) => Promise<unknown>).bind(batch);
    batch.exec = (...args: unknown[]) => exec(...args).catch(classifyRedisError);
  }
  return result;
}
