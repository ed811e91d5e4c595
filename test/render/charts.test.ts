import { describe, expect, it } from 'vitest';
import { sampleQuery } from '../../scripts/sample-reports.js';
import type { ReportKind } from '../../src/query/index.js';
import type { Report, Series } from '../../src/reports/types.js';
import {
  ALT_MAX,
  chartConfigs,
  COMPARISON_COLOUR,
  MAX_RANKED_ROWS,
  MAX_TICKS,
  tickFormatter,
  type ChartSpec,
} from '../../src/render/charts.js';

/** A hand-made report: only what charts read is meaningful. */
function report(kind: ReportKind, command: string, series: Series[], extra: Partial<Report> = {}): Report {
  return {
    kind,
    title: 'Test',
    query: sampleQuery(command),
    period: { start: '2026-11-15', end: '2026-12-12', label: 'Next 4 weeks · Nov 15 – Dec 12, 2026', days: 28 },
    comparison: null,
    currency: 'USD',
    metrics: [],
    tables: [],
    series,
    highlights: [],
    notes: [],
    emptyMessage: null,
    sections: [],
    generatedAt: '2026-11-21T10:00:00.000Z',
    ...extra,
  };
}

// Loose views of the JSON config: the tests read it as data.
type Json = Record<string, any>;
const opts = (s: ChartSpec) => s.config.options as Json;
const datasets = (s: ChartSpec) => s.config.data.datasets as Json[];

const occupancy = report('occupancy', 'occupancy next 4 weeks', [
  {
    key: 'occupancyByGroup',
    title: 'Occupancy and average daily rate',
    labels: ['Nov 15–21', 'Nov 22–28', 'Nov 29 – Dec 5'],
    datasets: [
      { label: 'Occupancy', unit: 'percent', values: [0.482, 0.395, 0.3204] },
      { label: 'Average daily rate', unit: 'currency', values: [223.6, 232.29, 228] },
    ],
  },
]);

describe('chart configs', () => {
  it('occupancy: % bars on the left axis, ADR as a line on the right axis', () => {
    const [spec, ...rest] = chartConfigs(occupancy);
    expect(rest).toHaveLength(0);
    expect(spec!.key).toBe('occupancyByGroup');
    expect(spec!.config.type).toBe('bar');
    const [occ, adr] = datasets(spec!);
    expect(occ).toMatchObject({ type: 'bar', yAxisID: 'y', data: [48.2, 39.5, 32] });
    expect(adr).toMatchObject({ type: 'line', yAxisID: 'y1', data: [223.6, 232.29, 228] });
    const { y, y1 } = opts(spec!).scales;
    expect(y).toMatchObject({ min: 0, suggestedMax: 100, title: { text: 'Occupancy (%)' } });
    expect(y1).toMatchObject({ position: 'right', title: { text: 'Average daily rate ($)' } });
    expect(spec!.axisUnits).toEqual({ y: 'percent', y1: 'currency' });
    expect(opts(spec!).plugins.legend.display).toBe(true);
  });

  it('alt text states the figures', () => {
    const { alt } = chartConfigs(occupancy)[0]!;
    for (const figure of ['Nov 15–21 48.2%', 'Nov 22–28 39.5%', 'Nov 29 – Dec 5 32.0%', '$223.60', '$232.29', 'Next 4 weeks']) {
      expect(alt).toContain(figure);
    }
  });

  it('tick formatters of the local renderer put units on the ticks', () => {
    expect(tickFormatter('percent', 'USD')(40)).toBe('40%');
    expect(tickFormatter('currency', 'USD')(12_000)).toBe('$12K');
    expect(tickFormatter('currency', 'EUR')(1_500_000)).toBe('€1.5M');
    expect(tickFormatter('count', 'USD')(1200)).toBe('1,200');
  });

  it('bookings: revenue bars, one dataset, no legend, $ in the axis title', () => {
    const spec = chartConfigs(
      report('bookings', 'bookings last month', [
        { key: 'revenueByGroup', title: 'Booking revenue', labels: ['Oct 1–3', 'Oct 4–10'], datasets: [{ label: 'Revenue', unit: 'currency', values: [295892.34, 681465.86] }] },
      ]),
    )[0]!;
    expect(spec.config.type).toBe('bar');
    expect(opts(spec).plugins.legend.display).toBe(false);
    expect(opts(spec).scales.y.title.text).toBe('Revenue ($)');
    expect(spec.alt).toContain('Oct 4–10 $681,465.86');
  });

  it('referrals: grouped bars of referral and influenced revenue; a lone period is dropped beside a ranking', () => {
    const byPeriod: Series = {
      key: 'referralsByPeriod',
      title: 'Referral and influenced revenue',
      labels: ['Jul 2026', 'Aug 2026'],
      datasets: [
        { label: 'Referral revenue', unit: 'currency', values: [100, 200] },
        { label: 'Influenced revenue', unit: 'currency', values: [150, 250] },
      ],
    };
    const [spec] = chartConfigs(report('referrals', 'referrals last month', [byPeriod]));
    expect(spec!.config.type).toBe('bar');
    expect(opts(spec!).scales.y.stacked).toBeUndefined();
    expect(datasets(spec!).map((d) => d.label)).toEqual(['Referral revenue', 'Influenced revenue']);

    const channels: Series = { key: 'topChannels', title: 'Top channels', labels: ['google / cpc'], datasets: [{ label: 'Referral revenue', unit: 'currency', values: [5] }] };
    const oneMonth = { ...byPeriod, labels: ['Oct 2026'] };
    expect(chartConfigs(report('referrals', 'referrals by channel last month', [oneMonth, channels])).map((s) => s.key)).toEqual(['topChannels']);
  });

  it('top channels: horizontal bars, at most MAX_RANKED_ROWS rows, long labels cut with …', () => {
    const labels = Array.from({ length: 20 }, (_, i) => `channel-${i} / ${'x'.repeat(60)}`);
    const spec = chartConfigs(
      report('referrals', 'referrals by channel last month', [
        { key: 'topChannels', title: 'Top channels', labels, datasets: [{ label: 'Referral revenue', unit: 'currency', values: labels.map((_, i) => 1000 - i) }] },
      ]),
    )[0]!;
    expect(opts(spec).indexAxis).toBe('y');
    expect(opts(spec).scales.x.title.text).toBe('Referral revenue ($)');
    expect(spec.axisUnits).toEqual({ x: 'currency' });
    const shown = spec.config.data.labels as string[];
    expect(shown).toHaveLength(MAX_RANKED_ROWS);
    expect(shown.every((l) => l.length <= 32 && l.endsWith('…'))).toBe(true);
    expect(spec.title).toBe('Top channels (top 12 of 20)');
    expect(spec.alt).toContain('8 more not shown');
  });

  it('signups: a line with the comparison dataset dashed and grey', () => {
    const spec = chartConfigs(
      report(
        'signups',
        'signups last week',
        [
          {
            key: 'signupsPerDay',
            title: 'Signups per day',
            labels: ['Nov 8', 'Nov 9', 'Nov 10'],
            datasets: [
              { label: 'Last week', unit: 'count', values: [98, 76, 88] },
              { label: 'Nov 1–7, 2026', unit: 'count', values: [86, 75, 74], comparison: true },
            ],
          },
        ],
        { comparison: { start: '2026-11-01', end: '2026-11-07', label: 'Nov 1–7, 2026', days: 7, kind: 'previous' } },
      ),
    )[0]!;
    expect(spec.config.type).toBe('line');
    const [current, previous] = datasets(spec);
    expect(current!.borderDash).toBeUndefined();
    expect(previous).toMatchObject({ borderDash: [6, 4], borderColor: COMPARISON_COLOUR });
    expect(previous!.borderWidth).toBeLessThan(current!.borderWidth);
    expect(opts(spec).plugins.subtitle.text).toContain('vs Nov 1–7, 2026');
    expect(spec.alt).toContain('Nov 8 98');
    expect(spec.alt).toContain('Compared with Nov 1–7, 2026: 86, 75, 74');
  });

  it('opt-outs: stacked bars of both datasets; planners: a line', () => {
    const days = Array.from({ length: 30 }, (_, i) => `Day ${i + 1}`);
    const [optouts] = chartConfigs(
      report('optouts', 'optouts last-30-days', [
        {
          key: 'optoutsPerDay',
          title: 'Opt-outs per day',
          labels: days,
          datasets: [
            { label: 'Trip planners', unit: 'count', values: days.map(() => 2) },
            { label: 'Advocacy', unit: 'count', values: days.map(() => 3) },
          ],
        },
      ]),
    );
    expect(optouts!.config.type).toBe('bar');
    expect(opts(optouts!).scales).toMatchObject({ x: { stacked: true }, y: { stacked: true } });
    // 30 points are summarised, not listed.
    expect(optouts!.alt).toContain('Trip planners: 30 points from Day 1 to Day 30; total 60');

    const [planners] = chartConfigs(
      report('planners', 'planners last month', [{ key: 'plannersPerDay', title: 'New planners per day', labels: days, datasets: [{ label: 'Planners', unit: 'count', values: days.map((_, i) => i) }] }]),
    );
    expect(planners!.config.type).toBe('line');
  });

  it('limits the x axis to MAX_TICKS ticks however many labels there are', () => {
    const labels = Array.from({ length: 366 }, (_, i) => `d${i}`);
    const spec = chartConfigs(
      report('planners', 'planners last month', [{ key: 'plannersPerDay', title: 'Planners', labels, datasets: [{ label: 'Planners', unit: 'count', values: labels.map((_, i) => i % 7) }] }]),
    )[0]!;
    expect(MAX_TICKS).toBeLessThanOrEqual(12);
    expect(opts(spec).scales.x.ticks).toMatchObject({ autoSkip: true, maxTicksLimit: MAX_TICKS, maxRotation: 0 });
    expect(datasets(spec)[0]!.pointRadius).toBe(0);
    expect(spec.alt.length).toBeLessThanOrEqual(ALT_MAX);
    // 52 weeks of 0+1+…+6 = 1,092, plus d364 = 0 and d365 = 1.
    expect(spec.alt).toContain('366 points from d0 to d365; total 1,093; highest 6 (d6); lowest 0 (d0)');
  });

  it('every chart is readable on any theme: titled, animation off, dark text, JSON only', () => {
    const spec = chartConfigs(occupancy)[0]!;
    expect(opts(spec).animation).toBe(false);
    expect(opts(spec).plugins.title).toMatchObject({ display: true, text: 'Occupancy and average daily rate' });
    expect(opts(spec).scales.x.ticks.color).toMatch(/^#[0-3]/);
    // What cannot survive JSON cannot travel in a QuickChart URL.
    expect(JSON.parse(JSON.stringify(spec.config))).toEqual(spec.config);
  });

  it('a digest has no charts of its own', () => {
    const digest = report('digest', 'digest', [], { sections: [occupancy] });
    expect(chartConfigs(digest)).toEqual([]);
    expect(chartConfigs(digest.sections[0]!)).toHaveLength(1);
  });
});

describe('chart configs on odd data', () => {
  const one = (s: Partial<Series>): Series => ({ key: 'revenueByGroup', title: 'Revenue', labels: [], datasets: [], ...s });

  it('no chart for empty or all-null series, and no throw', () => {
    const odd = [
      one({}),
      one({ labels: ['a', 'b'] }),
      one({ labels: ['a', 'b'], datasets: [{ label: 'Revenue', unit: 'currency', values: [null, null] }] }),
      one({ labels: [], datasets: [{ label: 'Revenue', unit: 'currency', values: [1, 2] }] }),
    ];
    for (const s of odd) expect(chartConfigs(report('bookings', 'bookings last month', [s]))).toEqual([]);
  });

  it('no chart of zeros when the report says its period is empty', () => {
    const zeros = one({ labels: ['a', 'b'], datasets: [{ label: 'Revenue', unit: 'currency', values: [0, 0] }] });
    expect(chartConfigs(report('bookings', 'bookings last month', [zeros]))).toHaveLength(1);
    expect(chartConfigs(report('bookings', 'bookings last month', [zeros], { emptyMessage: 'No bookings in this period.' }))).toEqual([]);
  });

  it('a single label, nulls as gaps, ragged lengths, NaN, unknown keys and units', () => {
    const [single] = chartConfigs(report('bookings', 'bookings last month', [one({ labels: ['Only'], datasets: [{ label: 'Revenue', unit: 'currency', values: [5] }] })]));
    expect(single!.alt).toContain('Only $5.00');
    const [ragged] = chartConfigs(
      report('bookings', 'bookings last month', [
        one({ key: 'somethingNew', labels: ['a', 'b', 'c'], datasets: [{ label: 'Nights', unit: 'nights', values: [1, NaN, null, 9, 9] }] }),
      ]),
    );
    expect(datasets(ragged!)[0]!.data).toEqual([1, null, null]);
    expect(opts(ragged!).scales.y.title.text).toBe('Nights (nights)');
    expect(ragged!.alt).toContain('b no data');
  });

  it('at most two charts, and a third unit is left out rather than misread', () => {
    const s = (key: string): Series => one({ key, labels: ['a', 'b'], datasets: [{ label: 'Revenue', unit: 'currency', values: [1, 2] }] });
    expect(chartConfigs(report('bookings', 'bookings last month', [s('a'), s('b'), s('c')]))).toHaveLength(2);
    const three = one({
      labels: ['a', 'b'],
      datasets: [
        { label: 'Revenue', unit: 'currency', values: [1, 2] },
        { label: 'Share', unit: 'percent', values: [0.1, 0.2] },
        { label: 'Stars', unit: 'rating', values: [4, 5] },
      ],
    });
    const spec = chartConfigs(report('bookings', 'bookings last month', [three]))[0]!;
    expect(datasets(spec).map((d) => d.label)).toEqual(['Revenue', 'Share']);
  });
});
