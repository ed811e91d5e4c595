/**
 * Helpers for the sandbox tests: plain fetch over loopback (never our src/api client) and
 * small hand-written shape checks.
 */
import { expect } from 'vitest';
import type { Sandbox } from '../../src/sandbox/server.js';

/** A fixed "now" for reproducible data: Saturday 2026-11-21, noon UTC. */
export const NOW = new Date('2026-11-21T12:00:00Z');

export const PATHS = {
  planners: '/v1/company/data/discovery/planners',
  discoveryOptouts: '/v1/company/data/discovery/optouts',
  signups: '/v1/company/data/advocacy/signups',
  stories: '/v1/company/data/advocacy/stories',
  advocacyOptouts: '/v1/company/data/advocacy/optouts',
  lookahead: '/v1/collaborative/report/lodging/lookahead',
  bookings: '/v1/collaborative/report/lodging/bookings',
  sponsor: '/v1/collaborative/report/sponsor/referrals/impact',
  channels: '/v1/collaborative/report/sponsor/referrals/channels/impact',
  geo: '/v1/collaborative/report/sponsor/referrals/geo/impact',
} as const;

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: any;
}

/** POSTs to an operation with the sandbox's key; `body` undefined sends no body at all. */
export async function call(
  sandbox: Sandbox,
  path: string,
  query: Record<string, string | number> = {},
  body?: unknown,
  init: { method?: string; headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<Answer> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const res = await fetch(`${sandbox.url}${path}${qs ? `?${qs}` : ''}`, {
    method: init.method ?? 'POST',
    headers: { authorization: `Bearer ${sandbox.apiKey}`, 'content-type': 'application/json', ...init.headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    signal: init.signal,
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

/** Calls and expects 200, returning the parsed body. */
export async function ok(sandbox: Sandbox, path: string, query: Record<string, string | number>, body?: unknown): Promise<any> {
  const answer = await call(sandbox, path, query, body);
  expect(answer.status, answer.text).toBe(200);
  return answer.json;
}

/** Walks every page of a company operation and returns the concatenated records. */
export async function allPages(
  sandbox: Sandbox,
  path: string,
  arrayName: string,
  query: Record<string, string | number>,
  body: unknown = {},
  pagesize = 500,
): Promise<{ total: number; records: Record<string, unknown>[] }> {
  const records: Record<string, unknown>[] = [];
  let total = -1;
  for (let page = 1; page < 10_000; page++) {
    const json = await ok(sandbox, path, { ...query, page, pagesize }, body);
    total = json.total;
    records.push(...json[arrayName]);
    if (json[arrayName].length < pagesize) break;
  }
  return { total, records };
}

export const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
export const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3}|\.\d{7})?$/;

/** Exactly these keys, no more, no fewer. */
export function expectKeys(value: unknown, keys: readonly string[]): void {
  expect(value).toBeTypeOf('object');
  expect(Object.keys(value as object).sort()).toEqual([...keys].sort());
}

/** A number with at most two decimals (cents). */
export function isCents(value: unknown): boolean {
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

/** The date part of a date-time, read as text (no Date conversion). */
export const dayOf = (dateTime: unknown): string => String(dateTime).slice(0, 10);

/** Epoch-day arithmetic via Date.UTC, independent of the sandbox's own calendar code. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** 0 = Sunday. */
export function weekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** Days from `a` to `b` inclusive. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000) + 1;
}
