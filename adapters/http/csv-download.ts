/**
 * Signed CSV download links, and the route that serves them: `GET /csv?q=…&at=…&exp=…&sig=…`.
 *
 * Teams cannot take a file from a bot in a channel, and the preview page is a browser, so
 * their Download CSV button opens a link to the bot instead of asking for a file upload. The
 * link carries the query the report actually ran with (its own `report.query`, after any
 * narrowing of what the conversation may see), the instant it ran at (so `last-month` still
 * means the month shown, whenever the link is opened) and an expiry 24 hours on; an
 * HMAC-SHA256 over all three with LINK_SIGNING_SECRET proves the bot made it. Changing any of
 * them breaks the signature, so a link can never widen what a conversation sees.
 *
 * Opening a link runs the report again through the same report path (the API client and its
 * cache) and serves the CSV of src/render/csv.ts as an attachment. Whatever is wrong is a
 * plain page of one sentence: 400 (an incomplete link), 403 (changed or not ours), 410
 * (expired, or a query this version no longer runs), 404 (no table), or the report's own
 * failure sentence; never a stack.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import { asAppError } from '../../src/errors.js';
import { message } from '../../src/messages/index.js';
import type { Logger } from '../../src/log.js';
import { CSV_ACTION, CSV_LABEL, decodeActionValue, encodeActionValue } from '../../src/render/actions.js';
import { reportCsv } from '../../src/render/csv.js';
import type { Report } from '../../src/catalogue/types.js';

/** A report's query (named through the report, as adapters do not read the grammar). */
type ReportQuery = Report['query'];
import { createRouter, type Route } from './server.js';

/** The path of the download route on the bot's HTTP server. */
export const CSV_PATH = '/csv';

/** How long a link works: a day, long enough to open it later, short enough that a forwarded link dies. */
export const CSV_LINK_TTL_MS = 24 * 3600 * 1000;

/** Makes the signed link of a report's CSV (given to the Teams and preview deliverers). */
export interface CsvLinks {
  /** The link that downloads `report`'s CSV, valid for 24 hours from now. */
  linkFor(report: Pick<Report, 'query' | 'generatedAt'>): string;
}

/** What the route and the signer share: where the bot is reached, the secret, the clock. */
export interface CsvLinkOptions {
  /** PUBLIC_URL: the bot's address as Teams users' browsers reach it, e.g. `https://bot.example.com/`. */
  publicUrl: string;
  /** LINK_SIGNING_SECRET (or the one derived from another secret, see config). */
  secret: string;
  /** The clock; tests move it. Default the real one. */
  now?: () => number;
}

/** A bot link's signature: HMAC-SHA256 over what it is (`csv-v1`, `chart-v1`) and its fields, one a line. */
export function linkSignature(secret: string, kind: string, fields: string[]): Buffer {
  return createHmac('sha256', secret)
    .update([kind, ...fields].join('\n'))
    .digest();
}

/** Whether a link's `sig` (base64url) is `expected`, compared in constant time. */
export function sameSignature(sig: string, expected: Buffer): boolean {
  const given = Buffer.from(sig, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Where a route of the bot is reached from outside: `path` (e.g. `/csv`) under PUBLIC_URL, which may have a path of its own. */
export function linkBase(publicUrl: string, path: string): URL {
  return new URL(path.slice(1), publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`);
}

const signed = (secret: string, q: string, at: string, exp: string) => linkSignature(secret, 'csv-v1', [q, at, exp]);

export function createCsvLinks(opts: CsvLinkOptions): CsvLinks {
  const base = linkBase(opts.publicUrl, CSV_PATH);
  const now = opts.now ?? Date.now;
  return {
    linkFor(report) {
      const q = Buffer.from(encodeActionValue({ id: CSV_ACTION, label: CSV_LABEL, query: report.query })).toString('base64url');
      const at = String(Date.parse(report.generatedAt));
      const exp = String(Math.floor((now() + CSV_LINK_TTL_MS) / 1000));
      const url = new URL(base);
      url.search = new URLSearchParams({ q, at, exp, sig: signed(opts.secret, q, at, exp).toString('base64url') }).toString();
      return url.toString();
    },
  };
}

/** A link the route could read: the query to run and the instant to run it at; or why not. */
export type VerifiedLink = { ok: true; query: ReportQuery; at: Date } | { ok: false; status: 400 | 403 | 410; message: string };

export const LINK_INCOMPLETE = message('link.csvIncomplete');
export const LINK_INVALID = message('link.csvInvalid');
export const LINK_EXPIRED = message('link.csvExpired');
export const LINK_OUTDATED = message('link.csvOutdated');
export const NO_TABLE = message('csv.noTable');

/** Checks a link's parameters: signature first (a changed expiry is a changed link), then expiry, then the query itself. */
export function verifyCsvLink(params: URLSearchParams, opts: Pick<CsvLinkOptions, 'secret' | 'now'>): VerifiedLink {
  const [q, at, exp, sig] = ['q', 'at', 'exp', 'sig'].map((k) => params.get(k));
  if (!q || !at || !exp || !sig || !/^\d{1,16}$/.test(at) || !/^\d{1,13}$/.test(exp) || q.length > 4000)
    return { ok: false, status: 400, message: LINK_INCOMPLETE };
  if (!sameSignature(sig, signed(opts.secret, q, at, exp))) return { ok: false, status: 403, message: LINK_INVALID };
  if (Number(exp) * 1000 <= (opts.now ?? Date.now)()) return { ok: false, status: 410, message: LINK_EXPIRED };
  const decoded = decodeActionValue(Buffer.from(q, 'base64url').toString('utf8'));
  if (!decoded.ok || decoded.action !== CSV_ACTION) return { ok: false, status: 410, message: LINK_OUTDATED };
  return { ok: true, query: decoded.query, at: new Date(Number(at)) };
}

/** What the route needs: the signer's secret and clock, how to make a report, a log. */
export interface CsvRouteOptions extends Pick<CsvLinkOptions, 'secret' | 'now'> {
  /** Runs a report as the jobs do (same API client, cache and privacy settings), at `now`. */
  makeReport(query: ReportQuery, now: Date): Promise<Report>;
  logger: Logger;
  /** Downloads made at once by this process; more wait for none and are told to try again (503). Default 4. */
  maxInFlight?: number;
}

export const TOO_BUSY = message('link.tooBusy');

/** A page of one sentence, for a person who opened a link in a browser. */
export function sendSentence(res: ServerResponse, status: number, sentence: string): void {
  const html = sentence.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  });
  res.end(`<!doctype html><meta charset="utf-8"><title>Report bot</title><p>${html}</p>\n`);
}

/** The `GET /csv` route. */
export function createCsvRoute(opts: CsvRouteOptions): Route {
  const router = createRouter();
  // A link runs a report in the web process, outside the queue: a few at a time, so a burst
  // of opened links cannot take the process (or the reporting service) down.
  const max = opts.maxInFlight ?? 4;
  let inFlight = 0;
  router.get(CSV_PATH, async (req: Request, res: Response) => {
    const link = verifyCsvLink(new URL(req.originalUrl, 'http://bot.local').searchParams, opts);
    if (!link.ok) {
      opts.logger.info({ event: 'csv_link_refused', status: link.status }, 'CSV link refused');
      return sendSentence(res, link.status, link.message);
    }
    if (inFlight >= max) {
      opts.logger.warn({ event: 'csv_busy', inFlight }, 'too many CSV downloads at once');
      res.setHeader('retry-after', '60');
      return sendSentence(res, 503, TOO_BUSY);
    }
    let report: Report;
    inFlight += 1;
    try {
      report = await opts.makeReport(link.query, link.at);
    } catch (err) {
      const failure = asAppError(err);
      opts.logger.warn({ event: 'csv_report_failed', report: link.query.report, code: failure.code, err: String(err) }, 'CSV report failed');
      return sendSentence(res, failure.retryable ? 503 : 502, failure.userMessage);
    } finally {
      inFlight -= 1;
    }
    const file = reportCsv(report);
    if (!file) return sendSentence(res, 404, NO_TABLE);
    opts.logger.info({ event: 'csv_served', report: link.query.report, bytes: Buffer.byteLength(file.text) }, 'CSV served');
    res.writeHead(200, {
      'content-type': 'text/csv; charset=utf-8; header=present',
      'content-disposition': `attachment; filename="${file.filename}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    res.end(file.text);
  });
  return router;
}
