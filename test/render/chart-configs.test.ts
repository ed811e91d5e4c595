import type { ChartDataset } from 'chart.js';
import { describe, expect, it } from 'vitest';
import type { Dataset, Report, Series } from '../../src/catalogue/types.js';
import { axisTitle, chartConfigs, chartSpec } from '../../src/render/chart-configs.js';
import type { ChartSpec } from '../../src/render/chart-types.js';
import { chartReport, LAST_WEEK } from '../helpers/chart-report.js';

/** A hand-made report of bookings last week: only what the chart configs read is meaningful. */
const report = (series: Series[], extra: Partial<Report> = {}): Report => chartReport('bookings', 'bookings last week', LAST_WEEK, series, extra);

const trend = (labels: string[], datasets: Dataset[]): Series => ({ key: 'stays', kind: 'trend', title: 'Stays', labels, datasets });
const count = (label: string, values: (number | null)[], comparison?: boolean): Dataset => ({
  label,
  unit: 'count',
  values,
  ...(comparison ? { comparison } : {}),
});
/** `n` labels `d1`, `d2`, … */
const labels = (n: number) => Array.from({ length: n }, (_, i) => `d${i + 1}`);
const spec = (series: Series) => chartSpec(report([series]), series);

const datasetsOf = (s: ChartSpec): ChartDataset[] => s.config.data.datasets;
const scalesOf = (s: ChartSpec) => s.config.options?.scales as Record<string, unknown>;

const TEXT = '#1F2328';
const COUNT_TICKS = { color: TEXT, precision: 0 };

describe('which series get a chart', () => {
  const drawable = trend(['Mon', 'Tue'], [count('Stays', [1, 2])]);

  it('a report of another kind charts a series of two figures', () => {
    expect(chartConfigs(report([drawable])).map((s) => s.key)).toEqual(['stays']);
  });

  it('a digest gets no chart of its own', () => {
    expect(chartConfigs(report([drawable], { kind: 'digest' }))).toEqual([]);
  });

  it('a report with an empty message gets no chart', () => {
    expect(chartConfigs(report([drawable], { emptyMessage: 'No bookings last week.' }))).toEqual([]);
  });

  it('a figure beyond the last label does not make a series drawable', () => {
    expect(chartConfigs(report([trend(['Mon', 'Tue'], [count('Stays', [null, null, 5])])]))).toEqual([]);
  });
});

describe('labels and values', () => {
  it('writes a missing label as an empty one', () => {
    const s = spec(trend(['Mon', null as unknown as string], [count('Stays', [1, 2])]));
    expect(s.config.data.labels).toEqual(['Mon', '']);
  });

  it('fills values missing at the end with gaps', () => {
    expect(datasetsOf(spec(trend(['Mon', 'Tue', 'Wed'], [count('Stays', [5, 6])])))[0]!.data).toEqual([5, 6, null]);
  });

  it('draws ratios as percentages, like shares', () => {
    const s = spec(trend(['Mon', 'Tue'], [{ label: 'Change', unit: 'ratio', values: [0.125, -0.05] }]));
    expect(datasetsOf(s)[0]!.data).toEqual([12.5, -5]);
  });

  it('titles a rating axis with stars', () => {
    expect(axisTitle('Score', 'rating', 'USD')).toBe('Score (stars)');
  });
});

describe('how datasets are drawn', () => {
  it('bars of one figure are not mixed: no type or order of their own, no reversed legend', () => {
    const s = spec(trend(['Mon', 'Tue', 'Wed'], [count('Stays', [1, 2, 3])]));
    expect(datasetsOf(s)).toEqual([{ label: 'Stays', data: [1, 2, 3], yAxisID: 'y', backgroundColor: '#0072B2', maxBarThickness: 64 }]);
    expect(s.config.options?.plugins?.legend).toEqual({ display: false, labels: { color: TEXT } });
  });

  it('a line and its comparison are not mixed; the comparison is grey, hollow, thinner and dashed', () => {
    const s = spec(trend(labels(15), [count('Stays', Array(15).fill(1)), count('Last year', Array(15).fill(2), true)]));
    expect(s.config.type).toBe('line');
    expect(datasetsOf(s)).toEqual([
      { label: 'Stays', data: Array(15).fill(1), yAxisID: 'y', borderColor: '#0072B2', backgroundColor: '#0072B2', borderWidth: 3, pointRadius: 3 },
      {
        label: 'Last year',
        data: Array(15).fill(2),
        yAxisID: 'y',
        borderColor: '#8C8C8C',
        backgroundColor: '#FFFFFF',
        borderWidth: 2,
        pointRadius: 3,
        borderDash: [6, 4],
      },
    ]);
    expect(s.config.options?.plugins?.legend).toEqual({ display: true, labels: { color: TEXT } });
  });

  it('gives datasets the six colours in turn, the seventh the first again', () => {
    const seven = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((l) => count(l, [1, 2]));
    expect(datasetsOf(spec(trend(['Mon', 'Tue'], seven))).map((d) => d.backgroundColor)).toEqual([
      '#0072B2',
      '#E69F00',
      '#009E73',
      '#D55E00',
      '#CC79A7',
      '#56B4E9',
      '#0072B2',
    ]);
  });

  it('keeps the dots of a line of 62 points', () => {
    expect(datasetsOf(spec(trend(labels(62), [count('Stays', Array(62).fill(1))])))[0]).toMatchObject({ pointRadius: 3 });
  });

  it('drops the dots of a line of 63 points', () => {
    expect(datasetsOf(spec(trend(labels(63), [count('Stays', Array(63).fill(1))])))[0]).toMatchObject({ pointRadius: 0 });
  });
});

describe('axes', () => {
  it('a trend: category axis without grid, upright skipped ticks; a count axis with whole ticks, no 0–100 range', () => {
    const s = spec(trend(['Mon', 'Tue'], [count('Stays', [1, 2])]));
    expect(scalesOf(s)).toEqual({
      x: { grid: { display: false }, ticks: { color: TEXT, autoSkip: true, autoSkipPadding: 12, maxTicksLimit: 12, maxRotation: 0 } },
      y: { beginAtZero: true, title: { display: true, text: 'Stays', color: TEXT }, ticks: COUNT_TICKS, grid: { color: '#E3E6EA' } },
    });
  });

  it('a ranking: every row label kept, no grid across the rows', () => {
    const ranked: Series = { key: 'top', kind: 'ranking', title: 'Top', labels: ['a', 'b'], datasets: [count('Stays', [2, 1])] };
    expect(scalesOf(spec(ranked))).toEqual({
      y: { grid: { display: false }, ticks: { color: TEXT, autoSkip: false } },
      x: { beginAtZero: true, title: { display: true, text: 'Stays', color: TEXT }, ticks: COUNT_TICKS, grid: { color: '#E3E6EA' } },
    });
  });

  it('a second unit: its axis on the right without grid lines; money ticks without a precision; shares from 0 to 100', () => {
    const s = spec(
      trend(
        ['Mon', 'Tue'],
        [
          { label: 'Occupancy', unit: 'percent', values: [0.5, 0.6] },
          { label: 'ADR', unit: 'currency', values: [200, 210] },
        ],
      ),
    );
    expect(scalesOf(s).y).toEqual({
      beginAtZero: true,
      min: 0,
      suggestedMax: 100,
      title: { display: true, text: 'Stays (%)', color: TEXT },
      ticks: { color: TEXT },
      grid: { color: '#E3E6EA' },
    });
    expect(scalesOf(s).y1).toEqual({
      beginAtZero: true,
      title: { display: true, text: 'ADR ($)', color: TEXT },
      ticks: { color: TEXT },
      grid: { drawOnChartArea: false },
      position: 'right',
    });
  });
});
