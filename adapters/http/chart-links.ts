/**
 * Chart images the bot serves itself (`SLACK_CHARTS=link`): `GET /chart.png?q=…&at=…&k=…&sig=…`.
 *
 * Why: an uploaded file costs Slack three calls in a row (upload URL, upload, completion),
 * none of which can start before the PNG is drawn, because the first needs its length. A
 * chart Slack fetches from a link costs none of them: the message's update names the link,
 * and Slack fetches the picture while it answers. The chart is in place one Slack call after
 * the figures instead of four.
 *
 * The link carries the report's query (its own `report.query`, already narrowed to what the
 * conversation may see), the instant it ran at and the chart's key, signed with
 * LINK_SIGNING_SECRET as the CSV links are, so it can neither be forged nor widened. It does
 * not expire: Slack may fetch a message's picture again whenever it shows the message, so a
 * dead link would blank the chart of every older report. What it shows is the one chart
 * picture already in the message (aggregate figures, never a person).
 *
 * The PNG drawn for the message is kept an hour (Redis with the queue, so a worker thread or
 * process hands it to the web process; memory without), which covers Slack's first fetch. A
 * later fetch draws it again from the same query at the same instant.
 */
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import type { RedisClient } from '../../jobs/redis.js';
import { classifiedRedis } from '../../jobs/redis-errors.js';
import { userMessageOf } from '../../src/errors.js';
import { message } from '../../src/messages/index.js';
import type { Logger } from '../../src/log.js';
import { decodeActionValue, encodeActionValue } from '../../src/render/actions.js';
import { chartConfigs, type ChartRenderer } from '../../src/render/charts.js';
import type { Report } from '../../src/catalogue/types.js';
import { linkBase, linkSignature, sameSignature, sendSentence, TOO_BUSY } from './csv-download.js';
import { createRouter, type Route } from './server.js';

/** The path of the chart route on the bot's HTTP server. */
export const CHART_PATH = '/chart.png';

/** How long the PNG drawn for a message is kept for Slack to fetch. */
export const CHART_KEEP_SECONDS = 3_600;

/** The action a link's query is encoded as: running the query again, as Refresh does. */
const LINK_ACTION = 'refresh';

/** Where drawn PNGs wait for Slack, by link id. */
export interface ChartStore {
  put(id: string, png: Buffer): Promise<void>;
  get(id: string): Promise<Buffer | null>;
}

export function createRedisChartStore(client: RedisClient, prefix: string): ChartStore {
  const redis = classifiedRedis(client);
  const key = (id: string) => `${prefix}:chart:${id}`;
  return {
    async put(id, png) {
      await redis.set(key(id), png, 'EX', CHART_KEEP_SECONDS);
    },
    async get(id) {
      return redis.getBuffer(key(id));
    },
  };
}

/** Bounded by bytes (default 32 MiB, a few hundred charts): the charts made most recently in this process. */
export function createMemoryChartStore(maxBytes = 32 * 1024 * 1024): ChartStore {
  const pngs = new LRUCache<string, Buffer>({ maxSize: maxBytes, sizeCalculation: (png) => png.length || 1, ttl: CHART_KEEP_SECONDS * 1000 });
  return {
    async put(id, png) {
      pngs.set(id, png);
    },
    async get(id) {
      return pngs.get(id) ?? null;
    },
  };
}

/** Hosts a report's chart and says where: given to the Slack deliverer. */
export interface ChartLinks {
  /** Keeps `png` for Slack's first fetch and returns the chart's signed link. */
  host(report: Pick<Report, 'query' | 'generatedAt'>, key: string, png: Buffer): Promise<string>;
}

export interface ChartLinkOptions {
  /** PUBLIC_URL: where Slack reaches the bot, e.g. `https://bot.example.com/`. */
  publicUrl: string;
  /** LINK_SIGNING_SECRET (or the one derived from another secret, see config). */
  secret: string;
  store: ChartStore;
}

/** A link's three signed fields: the query, the instant (ms) and the chart's key. */
interface LinkFields {
  q: string;
  at: string;
  k: string;
}

const signatureOf = (secret: string, f: LinkFields) => linkSignature(secret, 'chart-v1', [f.q, f.at, f.k]);
/** The store's id of a link: its signed fields, hashed (the same chart of the same run is one id). */
const idOf = (f: LinkFields) => createHash('sha256').update(`${f.q}\n${f.at}\n${f.k}`).digest('base64url');

export function createChartLinks(opts: ChartLinkOptions): ChartLinks {
  const base = linkBase(opts.publicUrl, CHART_PATH);
  return {
    async host(report, key, png) {
      const fields: LinkFields = {
        q: Buffer.from(encodeActionValue({ id: LINK_ACTION, label: '', query: report.query })).toString('base64url'),
        at: String(Date.parse(report.generatedAt)),
        k: key,
      };
      await opts.store.put(idOf(fields), png);
      const url = new URL(base);
      url.search = new URLSearchParams({ ...fields, sig: signatureOf(opts.secret, fields).toString('base64url') }).toString();
      return url.toString();
    },
  };
}

export const CHART_LINK_INVALID = message('link.chartInvalid');
export const CHART_LINK_OUTDATED = message('link.chartOutdated');
export const NO_SUCH_CHART = message('link.noSuchChart');

/** What the route needs: the secret, the store, how to make a report and draw a chart again. */
export interface ChartRouteOptions {
  secret: string;
  store: ChartStore;
  /** Runs a report as the jobs do (same API client, cache and privacy settings), at `now`. */
  makeReport(query: Report['query'], now: Date): Promise<Report>;
  /** Draws a chart that is no longer kept (a URL renderer's answer is a redirect). */
  renderer: ChartRenderer;
  logger: Logger;
  /** Charts redrawn at once by this process; more are told to try again (503). Default 4. */
  maxInFlight?: number;
}

/** The `GET /chart.png` route. */
export function createChartRoute(opts: ChartRouteOptions): Route {
  const router = createRouter();
  const max = opts.maxInFlight ?? 4;
  let inFlight = 0;
  const sendPng = (res: Response, png: Buffer) => {
    // A link always shows the same chart; a day of caching spares Slack's fetches and our drawing.
    res.writeHead(200, {
      'content-type': 'image/png',
      'content-length': png.length,
      'cache-control': 'public, max-age=86400',
      'x-content-type-options': 'nosniff',
    });
    res.end(png);
  };
  router.get(CHART_PATH, async (req: Request, res: Response) => {
    const params = new URL(req.originalUrl, 'http://bot.local').searchParams;
    const [q = '', at = '', k = '', sig = ''] = ['q', 'at', 'k', 'sig'].map((name) => params.get(name) ?? '');
    const fields: LinkFields = { q, at, k };
    if (!/^\d{1,16}$/.test(at) || !/^[A-Za-z0-9_-]{1,64}$/.test(k) || q.length > 4000 || !sameSignature(sig, signatureOf(opts.secret, fields))) {
      opts.logger.info({ event: 'chart_link_refused' }, 'chart link refused');
      return sendSentence(res, 403, CHART_LINK_INVALID);
    }
    const id = idOf(fields);
    const kept = await opts.store.get(id).catch((err: unknown) => {
      opts.logger.warn({ event: 'chart_store_failed', err: String(err) }, 'could not read a kept chart; drawing it again');
      return null;
    });
    if (kept) return sendPng(res, kept);
    const decoded = decodeActionValue(Buffer.from(fields.q, 'base64url').toString('utf8'));
    if (!decoded.ok || decoded.action !== LINK_ACTION || !('query' in decoded)) return sendSentence(res, 410, CHART_LINK_OUTDATED);
    if (inFlight >= max) {
      res.setHeader('retry-after', '60');
      return sendSentence(res, 503, TOO_BUSY);
    }
    inFlight += 1;
    try {
      const report = await opts.makeReport(decoded.query, new Date(Number(fields.at)));
      const spec = chartConfigs(report).find((s) => s.key === fields.k);
      if (!spec) return sendSentence(res, 404, NO_SUCH_CHART);
      const image = await opts.renderer.render(spec);
      // CHARTS=quickchart kept a PNG only for a chart too big for a URL; this one fits one.
      if (image.kind === 'url') return res.writeHead(302, { location: image.url, 'cache-control': 'public, max-age=86400' }).end();
      opts.logger.info({ event: 'chart_redrawn', report: decoded.query.report, chart: fields.k }, 'chart drawn again for its link');
      await opts.store.put(id, image.png).catch(() => undefined);
      sendPng(res, image.png);
    } catch (err) {
      opts.logger.warn({ event: 'chart_link_failed', report: decoded.query.report, err: String(err) }, 'chart link failed');
      sendSentence(res, 502, userMessageOf(err));
    } finally {
      inFlight -= 1;
    }
  });
  return router;
}
