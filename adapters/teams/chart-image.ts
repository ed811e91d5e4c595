/**
 * How a chart's picture goes into a Teams card: by link to the bot's own signed chart route
 * (adapters/http/chart-links.ts) whenever Teams' client can reach the bot, so the card stays
 * a few kilobytes; otherwise the PNG stays as it is and the card renderer (src/render/teams.ts)
 * puts it inline as a data URI if it is small enough, or says the chart could not be attached.
 *
 * Why links: a chart inline is 30-90 KB of base64, and Microsoft refuses a bot message over
 * about 100 KB (413). Microsoft's Agents Playground refused the By channel card of
 * `referrals last-month` exactly so.
 */
import type { ChartLinks } from '../http/chart-links.js';
import type { Chart } from '../../src/render/charts.js';
import type { Report } from '../../src/catalogue/types.js';

/** Turns drawn charts into what a Teams card shows. */
export interface TeamsChartImages {
  attach(report: Pick<Report, 'query' | 'generatedAt'>, charts: Chart[]): Promise<Chart[]>;
}

/**
 * `links`: the signed chart links, when Teams' client reaches the bot at them (PUBLIC_URL is
 * set, or the client runs on this machine); null: PNGs go as they are.
 */
export function createTeamsChartImages(links: ChartLinks | null, onHostFailed?: (err: unknown) => void): TeamsChartImages {
  return {
    async attach(report, charts) {
      if (!links) return charts;
      return Promise.all(
        charts.map(async (chart): Promise<Chart> => {
          if (chart.image.kind !== 'png') return chart;
          try {
            return { ...chart, image: { kind: 'url', url: await links.host(report, chart.key, chart.image.png) } };
          } catch (err) {
            // Not kept for the route (Redis away): inline if small, else the card says so.
            onHostFailed?.(err);
            return chart;
          }
        }),
      );
    },
  };
}
