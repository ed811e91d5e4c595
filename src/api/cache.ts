import { createHash } from 'node:crypto';

/**
 * Where successful answers of the Reporting Data Service may be kept for a short while, so
 * that identical requests made by many jobs at the same minute (fifty channels subscribed to
 * the same digest) reach the service once. The transport stores the raw response text and
 * parses and validates it again on every use, so a cached answer is never trusted more than
 * a fresh one. Implementations must never throw for a miss; errors are the caller's to log.
 */
export interface ResponseCache {
  get(key: string): Promise<string | undefined>;
  set(key: string, text: string, ttlMs: number): Promise<void>;
}

/**
 * The identity of a request: a SHA-256 of the origin and path, the query parameters in a
 * fixed order, and the body. The API key is deliberately not part of it, so a cache key
 * never carries the key, not even hashed.
 */
export function requestKey(origin: string, path: string, query: Record<string, string | number | undefined>, body: string | undefined): string {
  const params = Object.entries(query)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .sort()
    .join('&');
  return createHash('sha256')
    .update(`POST ${origin}${path}?${params}\n${body ?? ''}`)
    .digest('hex');
}
