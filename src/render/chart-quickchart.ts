import quickchartModule from 'quickchart-js';
import type { ChartLogger, ChartRenderer, ChartSpec, DrawnImage } from './chart-types.js';

/**
 * Charts as QuickChart URLs: Slack and Teams fetch the image themselves, so nothing is
 * drawn or uploaded here. Works with the public https://quickchart.io and a self-hosted one.
 * Spec configs are plain JSON, so the URL draws exactly what the local renderer would, less
 * the tick formatters (units are in the axis titles).
 */

// The package's types describe its CommonJS build (`module.exports.default`), while Node
// loads its ES build, whose default export is the class itself; accept either.
const QuickChart: typeof quickchartModule.default =
  (quickchartModule as unknown as { default?: typeof quickchartModule.default }).default ??
  (quickchartModule as unknown as typeof quickchartModule.default);
/** A QuickChart client instance, as handed to `ShortenChartUrl`. */
export type QuickChart = InstanceType<typeof quickchartModule.default>;

/** Slack rejects an `image_url` longer than this. */
export const MAX_IMAGE_URL_LENGTH = 3000;
const PUBLIC_HOST = 'quickchart.io';

/** Turns a too-long chart into a short URL; the default asks the public QuickChart. */
export type ShortenChartUrl = (chart: QuickChart) => Promise<string>;

/** Options of the QuickChart renderer. */
export interface QuickChartRendererOptions {
  /** `https://quickchart.io` or a self-hosted instance, e.g. `http://quickchart:3400`. */
  baseUrl: string;
  width?: number;
  height?: number;
  logger?: ChartLogger;
  /** Draws the chart when no URL fits in `MAX_IMAGE_URL_LENGTH`. */
  localFallback: ChartRenderer;
  /**
   * Makes a short URL; only used with the public host, which is the only one that offers
   * them. Defaults to `chart.getShortUrl()` (a network call); tests pass a stand-in.
   */
  shortenUrl?: ShortenChartUrl;
  /** How long a short URL may take before the local fallback is used. */
  shortenTimeoutMs?: number;
}

/** Creates the QuickChart renderer. */
export function createQuickChartRenderer(opts: QuickChartRendererOptions): ChartRenderer {
  const width = opts.width ?? 800;
  const height = opts.height ?? 400;
  const base = new URL(opts.baseUrl);
  const isPublic = base.protocol === 'https:' && base.hostname === PUBLIC_HOST;
  const shorten = opts.shortenUrl ?? ((chart: QuickChart) => chart.getShortUrl());
  const timeoutMs = opts.shortenTimeoutMs ?? 5000;
  // quickchart-js joins `${scheme}://${host}/chart`, so a path prefix rides along in host.
  const host = `${base.host}${base.pathname.replace(/\/+$/, '')}`;
  const scheme = base.protocol.replace(/:$/, '');

  return {
    output: 'url',
    async render(spec: ChartSpec): Promise<DrawnImage> {
      const chart = new QuickChart()
        .setConfig(spec.config)
        .setWidth(width)
        .setHeight(height)
        .setBackgroundColor('white')
        .setVersion('4')
        .setHost(host)
        .setScheme(scheme);
      const url = chart.getUrl();
      if (url.length <= MAX_IMAGE_URL_LENGTH) return { kind: 'url', url, width, height };

      const fields = { event: 'chart.url_too_long', key: spec.key, length: url.length, limit: MAX_IMAGE_URL_LENGTH };
      if (isPublic) {
        try {
          const short = await withTimeout(shorten(chart), timeoutMs);
          if (short.length <= MAX_IMAGE_URL_LENGTH && /^https?:\/\//.test(short)) {
            opts.logger?.info({ ...fields, fallback: 'short-url' }, 'chart URL too long for Slack; using a QuickChart short URL');
            return { kind: 'url', url: short, width, height };
          }
          throw new Error('the short URL is not a usable http(s) URL');
        } catch (err) {
          opts.logger?.warn(
            { ...fields, fallback: 'local', error: err instanceof Error ? err.message : String(err) },
            'chart URL too long and no short URL; drawing the chart locally',
          );
          return opts.localFallback.render(spec);
        }
      }
      opts.logger?.info({ ...fields, fallback: 'local' }, 'chart URL too long for Slack; drawing the chart locally');
      return opts.localFallback.render(spec);
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no short URL within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
