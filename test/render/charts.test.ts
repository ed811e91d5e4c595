import { beforeAll, describe, expect, it } from 'vitest';
import type { ComparisonRange, ReportKind, ResolvedRange } from '../../src/query/index.js';
import type { Dataset, Report, Series } from '../../src/catalogue/types.js';
import { ALT_MAX, chartConfigs, MAX_RANKED_ROWS, MAX_TICKS, tickFormatter, type ChartSpec } from '../../src/render/charts.js';
import { chartReport, LAST_WEEK } from '../helpers/chart-report.js';
import { loadSamples, SAMPLE_NAMES } from './slack-fixtures.js';

const NEXT_4_WEEKS: ResolvedRange = {
  start: '2026-11-22',
  end: '2026-12-19',
  fullEnd: '2026-12-19',
  label: 'Next 4 weeks · Nov 22 – Dec 19, 2026',
  days: 28,
  status: 'ahead',
};
const WEEK_BEFORE: ComparisonRange = {
  start: '2026-11-01',
  end: '2026-11-07',
  fullEnd: '2026-11-07',
  label: 'Nov 1–7, 2026',
  days: 7,
  status: 'past',
  kind: 'previous',
  shift: 'days',
};

/** A hand-made report over the next four weeks unless `extra` says otherwise: only what charts read is meaningful. */
const report = (kind: ReportKind, command: string, series: Series[], extra: Partial<Report> = {}): Report =>
  chartReport(kind, command, NEXT_4_WEEKS, series, extra);

const trend = (key: string, title: string, labels: string[], datasets: Dataset[]): Series => ({ key, kind: 'trend', title, labels, datasets });
const ranking = (key: string, title: string, labels: string[], datasets: Dataset[]): Series => ({ key, kind: 'ranking', title, labels, datasets });
/** `n` day labels from Jan 1, 2026: `2026-01-01`, … */
const days = (n: number) => Array.from({ length: n }, (_, i) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10));

// Loose views of the JSON config: the tests read it as data.
type Json = Record<string, any>;
const opts = (s: ChartSpec) => s.config.options as Json;
const datasets = (s: ChartSpec) => s.config.data.datasets as Json[];
/** The value axes: every scale but the category axis (x, or y for horizontal bars). */
const valueAxes = (s: ChartSpec): [string, Json][] => {
  const category = opts(s).indexAxis === 'y' ? 'y' : 'x';
  return Object.entries(opts(s).scales as Json).filter(([id]) => id !== category);
};
/** How a dataset is drawn: its own type in a mixed chart, else the chart's. */
const drawnAs = (s: ChartSpec, d: Json) => (d.type as string | undefined) ?? s.config.type;
/** `#8C8C8C`: red, green and blue equal. */
const isGrey = (colour: unknown) => typeof colour === 'string' && /^#([0-9a-f]{2})\1\1$/i.test(colour);

/** Every value axis starts at zero: nothing sets a higher minimum. */
function expectAxesFromZero(spec: ChartSpec): void {
  const axes = valueAxes(spec);
  expect(axes.length).toBeGreaterThan(0);
  for (const [id, axis] of axes) {
    expect(axis.beginAtZero, `${spec.key} ${id}`).toBe(true);
    expect(axis.min ?? 0, `${spec.key} ${id}`).toBe(0);
    expect(axis.suggestedMin ?? 0, `${spec.key} ${id}`).toBe(0);
  }
}

/** The comparison period: a dashed grey line, lighter than the period itself. */
function expectComparisonLine(spec: ChartSpec, current: Json, previous: Json): void {
  expect(drawnAs(spec, previous)).toBe('line');
  expect(previous.borderDash).toEqual(expect.arrayContaining([expect.any(Number)]));
  expect(isGrey(previous.borderColor), String(previous.borderColor)).toBe(true);
  expect(current.borderDash).toBeUndefined();
  expect(isGrey(current.borderColor ?? current.backgroundColor)).toBe(false);
}

const occupancyAndRate = report('occupancy', 'occupancy next 4 weeks', [
  trend(
    'occupancyTrend',
    'Occupancy and average daily rate',
    ['Nov 22–28', 'Nov 29 – Dec 5', 'Dec 6–12'],
    [
      { label: 'Occupancy', unit: 'percent', values: [0.482, 0.395, 0.3204] },
      { label: 'Average daily rate', unit: 'currency', values: [223.6, 232.29, 228] },
    ],
  ),
]);

describe('chart configs', () => {
  it('a second unit: % bars on the left axis, the rate as a line on its own right axis, both from zero', () => {
    const [spec, ...rest] = chartConfigs(occupancyAndRate);
    expect(rest).toHaveLength(0);
    expect(spec!.key).toBe('occupancyTrend');
    expect(spec!.config.type).toBe('bar');
    const [occ, adr] = datasets(spec!);
    expect(occ).toMatchObject({ type: 'bar', yAxisID: 'y', data: [48.2, 39.5, 32] });
    expect(adr).toMatchObject({ type: 'line', yAxisID: 'y1', data: [223.6, 232.29, 228] });
    const { y, y1 } = opts(spec!).scales;
    expect(y).toMatchObject({ beginAtZero: true, min: 0, suggestedMax: 100 });
    expect(y.title.text).toMatch(/\(%\)$/);
    // An axis from $221 to $231 would make a 4 % move look like a collapse.
    expect(y1).toMatchObject({ beginAtZero: true, position: 'right', title: { text: 'Average daily rate ($)' } });
    expect(spec!.axisUnits).toEqual({ y: 'percent', y1: 'currency' });
    expect(opts(spec!).plugins.legend.display).toBe(true);
  });

  it('alt text states the figures', () => {
    const { alt } = chartConfigs(occupancyAndRate)[0]!;
    for (const figure of ['Nov 22–28 48.2%', 'Nov 29 – Dec 5 39.5%', 'Dec 6–12 32.0%', '$223.60', '$232.29', 'Next 4 weeks']) {
      expect(alt).toContain(figure);
    }
  });

  it('tick formatters of the local renderer put units on the ticks', () => {
    expect(tickFormatter('percent', 'USD')(40)).toBe('40%');
    expect(tickFormatter('currency', 'USD')(12_000)).toBe('$12K');
    expect(tickFormatter('currency', 'EUR')(1_500_000)).toBe('€1.5M');
    expect(tickFormatter('count', 'USD')(1200)).toBe('1,200');
  });

  it("writes the ticks in the reader's locale", () => {
    // Written by hand from CLDR's conventions: NBSP is U+00A0, NNBSP (French grouping) U+202F.
    const NBSP = '\u00a0';
    const NNBSP = '\u202f';
    const ticks = (locale: string) => {
      const money = tickFormatter('currency', 'USD', locale);
      const percent = tickFormatter('percent', 'USD', locale);
      const count = tickFormatter('count', 'USD', locale);
      return [money(207_234), money(-1_500), money(12), percent(73.5), count(12_345), count(1_200)];
    };
    expect(ticks('en-US')).toEqual(['$207.2K', '-$1.5K', '$12', '73.5%', '12.3K', '1,200']);
    expect(ticks('en-GB')).toEqual(['$207.2k', '-$1.5k', '$12', '73.5%', '12.3k', '1,200']);
    // German compact notation abbreviates from a million only.
    expect(ticks('de-DE')).toEqual([`207.234${NBSP}$`, `-1500${NBSP}$`, `12${NBSP}$`, `73,5${NBSP}%`, '12.345', '1.200']);
    expect(ticks('fr-FR')).toEqual([`207,2${NBSP}k${NBSP}$`, `-1,5${NBSP}k${NBSP}$`, `12${NBSP}$`, `73,5${NBSP}%`, `12,3${NBSP}k`, `1${NNBSP}200`]);
    // Japanese counts in ten-thousands (万).
    expect(ticks('ja-JP')).toEqual(['$20.7万', '-$1500', '$12', '73.5%', '1.2万', '1,200']);
  });

  it('gives a chart the locale of its report', () => {
    const spec = chartConfigs({ ...occupancyAndRate, locale: 'de-DE' })[0]!;
    expect(spec.locale).toBe('de-DE');
  });

  it('bookings by week: revenue bars, one dataset, no legend, $ in the axis title', () => {
    const spec = chartConfigs(
      report('bookings', 'bookings last month', [
        trend('revenueTrend', 'Revenue per week', ['Oct 1–3', 'Oct 4–10'], [{ label: 'Revenue', unit: 'currency', values: [295892.34, 681465.86] }]),
      ]),
    )[0]!;
    expect(spec.config.type).toBe('bar');
    expect(opts(spec).plugins.legend.display).toBe(false);
    expect(opts(spec).scales.y.title.text).toBe('Revenue per week ($)');
    expect(spec.alt).toContain('Oct 4–10 $681,465.86');
  });

  it('referrals: grouped bars of two figures; a one-point trend is dropped beside a ranking', () => {
    const byMonth = trend(
      'referralsTrend',
      'Referral and influenced revenue',
      ['Jul 2026', 'Aug 2026'],
      [
        { label: 'Referral revenue', unit: 'currency', values: [100, 200] },
        { label: 'Influenced revenue', unit: 'currency', values: [150, 250] },
      ],
    );
    const [spec] = chartConfigs(report('referrals', 'referrals last month', [byMonth]));
    expect(spec!.config.type).toBe('bar');
    expect(opts(spec!).scales.y.stacked).toBeUndefined();
    expect(datasets(spec!).map((d) => d.label)).toEqual(['Referral revenue', 'Influenced revenue']);

    const channels = ranking(
      'topChannels',
      'Top channels',
      ['google / cpc', 'newsletter / email', '(direct) / (none)'],
      [{ label: 'Referral revenue', unit: 'currency', values: [5, 4, 3] }],
    );
    const oneMonth = { ...byMonth, labels: ['Oct 2026'] };
    expect(chartConfigs(report('referrals', 'referrals by channel last month', [oneMonth, channels])).map((s) => s.key)).toEqual(['topChannels']);
  });

  it('top channels: horizontal bars from zero, at most MAX_RANKED_ROWS rows, long labels cut with …', () => {
    const labels = Array.from({ length: 20 }, (_, i) => `channel-${i} / ${'x'.repeat(60)}`);
    const spec = chartConfigs(
      report('referrals', 'referrals by channel last month', [
        ranking('topChannels', 'Top channels', labels, [{ label: 'Referral revenue', unit: 'currency', values: labels.map((_, i) => 1000 - i) }]),
      ]),
    )[0]!;
    expect(spec.config.type).toBe('bar');
    expect(opts(spec).indexAxis).toBe('y');
    expect(opts(spec).scales.x).toMatchObject({ beginAtZero: true, title: { text: 'Referral revenue ($)' } });
    expect(spec.axisUnits).toEqual({ x: 'currency' });
    const shown = spec.config.data.labels as string[];
    expect(shown).toHaveLength(MAX_RANKED_ROWS);
    expect(shown.every((l) => l.length <= 32 && l.endsWith('…'))).toBe(true);
    expect(spec.title).toBe('Top channels (top 12 of 20)');
    expect(spec.alt).toContain('8 more not shown');
  });

  it('signups last week: seven bars with the week before as a dashed grey line over them', () => {
    const spec = chartConfigs(
      report(
        'signups',
        'signups last week',
        [
          trend(
            'signupsTrend',
            'New signups per day',
            ['Nov 8', 'Nov 9', 'Nov 10', 'Nov 11', 'Nov 12', 'Nov 13', 'Nov 14'],
            [
              { label: 'Nov 8–14, 2026', unit: 'count', values: [98, 76, 88, 90, 81, 79, 83] },
              { label: 'Nov 1–7, 2026', unit: 'count', values: [86, 75, 74, 80, 92, 70, 71], comparison: true },
            ],
          ),
        ],
        { period: LAST_WEEK, comparison: WEEK_BEFORE },
      ),
    )[0]!;
    expect(spec.config.type).toBe('bar');
    const [current, previous] = datasets(spec);
    expect(drawnAs(spec, current!)).toBe('bar');
    expectComparisonLine(spec, current!, previous!);
    expect(previous!.data).toEqual([86, 75, 74, 80, 92, 70, 71]);
    // The legend lists the period first, though the line is drawn over the bars.
    expect(opts(spec).plugins.legend).toMatchObject({ display: true, reverse: true });
    expect(opts(spec).plugins.subtitle.text).toBe('Last week · Nov 8–14, 2026 vs Nov 1–7, 2026');
    expect(spec.alt).toContain('Nov 8 98');
    expect(spec.alt).toContain('Compared with Nov 1–7, 2026: 86, 75, 74, 80, 92, 70, 71');
    expectAxesFromZero(spec);
  });

  it('limits the x axis to MAX_TICKS ticks however many labels there are', () => {
    const labels = Array.from({ length: 366 }, (_, i) => `d${i}`);
    const spec = chartConfigs(
      report('planners', 'planners last month', [
        trend('plannersTrend', 'Planners', labels, [{ label: 'Planners', unit: 'count', values: labels.map((_, i) => i % 7) }]),
      ]),
    )[0]!;
    expect(MAX_TICKS).toBeLessThanOrEqual(12);
    expect(opts(spec).scales.x.ticks).toMatchObject({ autoSkip: true, maxTicksLimit: MAX_TICKS, maxRotation: 0 });
    expect(datasets(spec)[0]!.pointRadius).toBe(0);
    expect(spec.alt.length).toBeLessThanOrEqual(ALT_MAX);
    // 52 weeks of 0+1+…+6 = 1,092, plus d364 = 0 and d365 = 1.
    expect(spec.alt).toContain('366 points from d0 to d365; total 1,093; highest 6 (d6); lowest 0 (d0)');
  });

  it('every chart is readable on any theme: titled, animation off, dark text, JSON only', () => {
    const spec = chartConfigs(occupancyAndRate)[0]!;
    expect(opts(spec).animation).toBe(false);
    expect(opts(spec).plugins.title).toMatchObject({ display: true, text: 'Occupancy and average daily rate' });
    expect(opts(spec).scales.x.ticks.color).toMatch(/^#[0-3]/);
    // What cannot survive JSON cannot travel in a QuickChart URL.
    expect(JSON.parse(JSON.stringify(spec.config))).toEqual(spec.config);
  });

  it('a digest has no charts of its own', () => {
    const digest = report('digest', 'digest', [], { sections: [occupancyAndRate] });
    expect(chartConfigs(digest)).toEqual([]);
    expect(chartConfigs(digest.sections[0]!)).toHaveLength(1);
  });
});

describe('charts chosen for the data (issue 11)', () => {
  it('a one-day trend gives no chart, with or without its comparison; two days give one', () => {
    const yesterday = (labels: string[]) =>
      trend('revenueTrend', 'Revenue per day', labels, [
        { label: 'Nov 20, 2026', unit: 'currency', values: labels.map(() => 1200) },
        { label: 'Nov 19, 2026', unit: 'currency', values: labels.map(() => 1000), comparison: true },
      ]);
    expect(chartConfigs(report('bookings', 'bookings yesterday', [yesterday(['Nov 20'])]))).toEqual([]);
    expect(
      chartConfigs(report('bookings', 'bookings yesterday', [{ ...yesterday(['Nov 20']), datasets: [yesterday(['Nov 20']).datasets[0]!] }])),
    ).toEqual([]);
    expect(chartConfigs(report('bookings', 'bookings last-2-days', [yesterday(['Nov 19', 'Nov 20'])]))).toHaveLength(1);
  });

  it('bars up to 14 points, a line from 15: a 31-day month is a line', () => {
    const typeOf = (n: number) =>
      chartConfigs(
        report('signups', 'signups last month', [
          trend('signupsTrend', 'New signups per day', days(n), [{ label: 'Signups', unit: 'count', values: days(n).map((_, i) => i) }]),
        ]),
      )[0]!;
    expect(typeOf(14).config.type).toBe('bar');
    expect(typeOf(15).config.type).toBe('line');
    const month = typeOf(31);
    expect(month.config.type).toBe('line');
    expect(datasets(month).map((d) => drawnAs(month, d))).toEqual(['line']);
    expect(datasets(month)[0]!.data).toHaveLength(31);
  });

  it('a trend with its comparison on a line chart: the comparison is the dashed grey line', () => {
    const labels = days(28);
    const spec = chartConfigs(
      report('occupancy', 'occupancy next 4 weeks', [
        trend('occupancyTrend', 'Occupancy per day', labels, [
          { label: 'Nov 22 – Dec 19, 2026', unit: 'percent', values: labels.map((_, i) => 0.3 + i / 100) },
          { label: 'Nov 23 – Dec 20, 2025', unit: 'percent', values: labels.map((_, i) => 0.5 - i / 100), comparison: true },
        ]),
      ]),
    )[0]!;
    expect(spec.config.type).toBe('line');
    const [current, previous] = datasets(spec);
    expectComparisonLine(spec, current!, previous!);
    // Occupancy is a share: 0 % to 100 %, and percentages go in as 0–100.
    expect(opts(spec).scales.y).toMatchObject({ beginAtZero: true, min: 0, suggestedMax: 100 });
    expect(current!.data.slice(0, 2)).toEqual([30, 31]);
    expectAxesFromZero(spec);
  });

  it('a year of days with its comparison: two lines without dots, not 730 bars', () => {
    const labels = days(365);
    const spec = chartConfigs(
      report('referrals', 'referrals last-year by day', [
        trend('referralsTrend', 'Referral revenue per day', labels, [
          { label: 'Jan 1 – Dec 31, 2025', unit: 'currency', values: labels.map((_, i) => 1000 + (i % 30)) },
          { label: 'Jan 1 – Dec 31, 2024', unit: 'currency', values: labels.map((_, i) => 900 + (i % 20)), comparison: true },
        ]),
      ]),
    )[0]!;
    expect(spec.config.type).toBe('line');
    const all = datasets(spec);
    expect(all).toHaveLength(2);
    expect(all.map((d) => drawnAs(spec, d))).toEqual(['line', 'line']);
    expect(all.map((d) => d.data.length)).toEqual([365, 365]);
    expect(all.map((d) => d.pointRadius)).toEqual([0, 0]);
    expectComparisonLine(spec, all[0]!, all[1]!);
    expect(spec.config.data.labels).toHaveLength(365);
  });

  it('every value axis begins at zero: bars, lines, a % axis, a second axis, a ranking', () => {
    const specs = [
      ...chartConfigs(occupancyAndRate),
      ...chartConfigs(
        report('bookings', 'bookings last month', [
          trend('revenueTrend', 'Revenue per day', days(31), [{ label: 'Revenue', unit: 'currency', values: days(31).map(() => 226) }]),
          ranking('topChannels', 'Top channels', ['a', 'b'], [{ label: 'Referral revenue', unit: 'currency', values: [231, 221] }]),
        ]),
      ),
      ...chartConfigs(
        report('planners', 'planners last week', [
          trend('plannersTrend', 'Booked share per day', days(7), [
            { label: 'Booked', unit: 'percent', values: days(7).map(() => 0.9) },
            { label: 'Booked before', unit: 'percent', values: days(7).map(() => 0.8), comparison: true },
          ]),
        ]),
      ),
    ];
    expect(specs.map((s) => [s.key, valueAxes(s).map(([id]) => id)])).toEqual([
      ['occupancyTrend', ['y', 'y1']],
      ['revenueTrend', ['y']],
      ['topChannels', ['x']],
      ['plannersTrend', ['y']],
    ]);
    for (const spec of specs) expectAxesFromZero(spec);
  });

  it('a ranking is horizontal bars, largest first as given, whatever its length', () => {
    for (const n of [2, 5, 14, 20]) {
      const labels = Array.from({ length: n }, (_, i) => `Country ${i + 1}`);
      const spec = chartConfigs(
        report('referrals', 'referrals by geo last month', [
          ranking('topCountries', 'Top countries', labels, [
            { label: 'Referral revenue', unit: 'currency', values: labels.map((_, i) => 100 * (n - i)) },
          ]),
        ]),
      )[0]!;
      expect(spec.config.type, `${n} rows`).toBe('bar');
      expect(opts(spec).indexAxis, `${n} rows`).toBe('y');
      expect(datasets(spec).map((d) => drawnAs(spec, d))).toEqual(['bar']);
      expect((spec.config.data.labels as string[])[0]).toBe('Country 1');
    }
  });
});

describe('chart configs on odd data', () => {
  const one = (s: Partial<Series>): Series => ({ key: 'revenueTrend', kind: 'trend', title: 'Revenue', labels: [], datasets: [], ...s });

  it('no chart for empty or all-null series, and no throw', () => {
    const odd = [
      one({}),
      one({ labels: ['a', 'b'] }),
      one({ labels: ['a', 'b'], datasets: [{ label: 'Revenue', unit: 'currency', values: [null, null] }] }),
      one({ labels: [], datasets: [{ label: 'Revenue', unit: 'currency', values: [1, 2] }] }),
      one({ kind: 'ranking', labels: [], datasets: [{ label: 'Revenue', unit: 'currency', values: [1, 2] }] }),
    ];
    for (const s of odd) expect(chartConfigs(report('bookings', 'bookings last month', [s]))).toEqual([]);
  });

  it('no chart of zeros when the report says its period is empty', () => {
    const zeros = one({ labels: ['a', 'b'], datasets: [{ label: 'Revenue', unit: 'currency', values: [0, 0] }] });
    expect(chartConfigs(report('bookings', 'bookings last month', [zeros]))).toHaveLength(1);
    expect(chartConfigs(report('bookings', 'bookings last month', [zeros], { emptyMessage: 'No bookings in this period.' }))).toEqual([]);
  });

  it('nulls as gaps, ragged lengths, NaN, unknown keys and units', () => {
    const [ragged] = chartConfigs(
      report('bookings', 'bookings last month', [
        one({ key: 'somethingNew', labels: ['a', 'b', 'c'], datasets: [{ label: 'Nights', unit: 'nights', values: [1, NaN, null, 9, 9] }] }),
      ]),
    );
    expect(datasets(ragged!)[0]!.data).toEqual([1, null, null]);
    expect(opts(ragged!).scales.y.title.text).toBe('Revenue (nights)');
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

// The generated sandbox's data changes as it is made more believable: these rules hold for any.
describe("the sample reports' charts follow the rules", () => {
  let samples: Record<string, Report>;
  beforeAll(async () => {
    samples = await loadSamples();
  });

  it.each(SAMPLE_NAMES)('%s (and its sections)', (name) => {
    for (const r of [samples[name]!, ...samples[name]!.sections]) {
      const specs = chartConfigs(r);
      expect(specs.length).toBeLessThanOrEqual(2);
      if (r.kind === 'digest') expect(specs).toEqual([]);
      for (const series of r.series) {
        if (series.kind === 'trend' && series.labels.length < 2)
          expect(
            specs.map((s) => s.key),
            `${r.title} ${series.key}`,
          ).not.toContain(series.key);
      }
      for (const spec of specs) {
        const series = r.series.find((s) => s.key === spec.key)!;
        expectAxesFromZero(spec);
        if (series.kind === 'ranking') {
          expect(opts(spec).indexAxis, spec.key).toBe('y');
          continue;
        }
        expect(spec.config.type, spec.key).toBe(series.labels.length > 14 ? 'line' : 'bar');
        const compared = (d: Json) => series.datasets.find((x) => x.label === d.label)?.comparison === true;
        const current = datasets(spec).find((d) => !compared(d))!;
        for (const d of datasets(spec).filter(compared)) expectComparisonLine(spec, current, d);
        expect(datasets(spec).filter(compared)).toHaveLength(series.datasets.filter((d) => d.comparison).length);
      }
    }
  });
});
