/**
 * Teams' own charts (src/render/teams-charts.ts): a trend as a line per dataset over the
 * period's first, second, … bucket, a ranking as bars, each with the picture as its fallback.
 * Expected elements are written out by hand.
 */
import { describe, expect, it } from 'vitest';
import type { Series } from '../../src/catalogue/types.js';
import { nativeChart } from '../../src/render/teams-charts.js';

const picture = { type: 'Image' as const, url: 'https://charts.example.com/c.png', altText: 'Revenue by week' };

describe("Teams' own charts", () => {
  it('draws a trend and its comparison as two lines over the same buckets, leaving gaps where a figure is missing', () => {
    const trend: Series = {
      key: 'revenueTrend',
      kind: 'trend',
      title: 'Revenue by week',
      labels: ['Nov 1–7', 'Nov 8–14', 'Nov 15–21'],
      datasets: [
        { label: 'Nov 1–21, 2026', unit: 'currency', values: [100, 250.5, null] },
        { label: 'Oct 1–21, 2026', unit: 'currency', values: [90, 80, 70], comparison: true },
      ],
    };
    expect(nativeChart(trend, picture)).toEqual({
      type: 'Chart.Line',
      title: 'Revenue by week',
      xAxisTitle: 'Nov 1–7 – Nov 15–21',
      data: [
        {
          legend: 'Nov 1–21, 2026',
          values: [
            { x: 1, y: 100 },
            { x: 2, y: 250.5 },
          ],
        },
        {
          legend: 'Oct 1–21, 2026',
          values: [
            { x: 1, y: 90 },
            { x: 2, y: 80 },
            { x: 3, y: 70 },
          ],
        },
      ],
      fallback: picture,
    });
  });

  it('draws a ranking as bars, and leaves a trend of more than 62 points to its picture', () => {
    const ranking: Series = {
      key: 'topChannels',
      kind: 'ranking',
      title: 'Top channels',
      labels: ['google / cpc', 'email'],
      datasets: [{ label: 'Referral revenue', unit: 'currency', values: [1500, 700] }],
    };
    expect(nativeChart(ranking, picture)).toEqual({
      type: 'Chart.HorizontalBar',
      title: 'Top channels',
      data: [
        { x: 'google / cpc', y: 1500 },
        { x: 'email', y: 700 },
      ],
      fallback: picture,
    });
    const long: Series = {
      ...ranking,
      kind: 'trend',
      labels: Array.from({ length: 63 }, (_, i) => `d${i}`),
      datasets: [{ label: 'x', unit: 'count', values: Array(63).fill(1) }],
    };
    expect(nativeChart(long, picture)).toBeNull();
  });
});
