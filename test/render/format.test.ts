import { describe, expect, it } from 'vitest';
import type { ComparisonRange, ResolvedRange } from '../../src/query/index.js';
import type { Better, Change, Unit } from '../../src/catalogue/types.js';
import {
  TOP_STORIES,
  changeVerdict,
  comparisonWords,
  formatChange,
  formatCompact,
  formatMoney,
  formatPercent,
  formatValue,
  headerTitle,
  periodWords,
  stars,
} from '../../src/render/format.js';
import { NOVEMBER_TO_DATE, OCTOBER, OCTOBER_TO_DATE, SEPTEMBER } from './slack-fixtures.js';

describe('formatting figures', () => {
  it.each([
    [12345.6, 'USD', '$12,345.60'],
    [0.1 + 0.2, 'USD', '$0.30'],
    [1234.5, 'EUR', '€1,234.50'],
    [-5, 'USD', '-$5.00'],
  ])('money %d %s', (v, c, expected) => expect(formatMoney(v, c)).toBe(expected));

  it('percent of a fraction', () => {
    expect(formatPercent(0.735)).toBe('73.5%');
    expect(formatPercent(1)).toBe('100.0%');
  });

  it('percent at the halfway points, half away from zero on the exact decimal', () => {
    // 300.60 / 400.00 = 75.15% exactly.
    expect(formatPercent(30_060 / 40_000)).toBe('75.2%');
    // 10.01 / 20.00 = 50.05% exactly (0.5005 × 1000 is 500.49999999999994 in binary).
    expect(formatPercent(1001 / 2000)).toBe('50.1%');
    expect(formatPercent(0.0005)).toBe('0.1%');
    expect(formatPercent(-0.0005)).toBe('-0.1%');
    expect(formatPercent(-0.1235)).toBe('-12.4%');
    expect(formatPercent(-0.000_01)).toBe('0.0%');
    // An occupancy change of 0.15 points (0.0015), and a relative change of 0.15%, both show as 0.2.
    expect(formatChange({ change: { absolute: 60 / 40_000, relative: null, direction: 'up' }, unit: 'percent', better: 'up' }, 'USD')).toBe(
      '▲ 0.2 pts (better)',
    );
    expect(formatChange({ change: { absolute: 0.6, relative: 60 / 40_000, direction: 'up' }, unit: 'currency', better: 'up' }, 'USD')).toBe(
      '▲ 0.2% (better)',
    );
    // An average of 1.45 stars (29 / 20) and a change of 0.45 stars.
    expect(formatValue(29 / 20, 'rating', 'USD')).toBe('1.5 / 5');
    expect(formatChange({ change: { absolute: -0.45, relative: null, direction: 'down' }, unit: 'rating', better: 'up' }, 'USD')).toBe(
      '▼ 0.5 stars (worse)',
    );
  });

  it.each([
    [3, 'nights', '3 nights'],
    [1, 'nights', '1 night'],
    [2.25, 'nights', '2.3 nights'],
    [4.25, 'rating', '4.3 / 5'],
    [-0.125, 'ratio', '-12.5%'],
    [0.2, 'ratio', '+20.0%'],
    [1234, 'count', '1,234'],
    [12.44, 'count', '12.4'],
    [null, 'count', '–'],
  ] as const)('%s as %s', (v, unit, expected) => expect(formatValue(v, unit, 'USD')).toBe(expected));

  it('a change of exactly nothing has no sign', () => {
    expect(formatValue(0, 'ratio', 'USD')).toBe('0.0%');
  });

  it('stars', () => {
    expect(stars(4)).toBe('★★★★☆');
    expect(stars(4.6)).toBe('★★★★★');
    expect(stars(null)).toBe('');
  });
});

/** A change as a metric carries it; the figures are written by hand. */
const change = (unit: Unit, better: Better, absolute: number, relative: number | null, direction: Change['direction']) => ({
  unit,
  better,
  change: { absolute, relative, direction },
});

describe('changes: arrow, amount, and whether it is better or worse', () => {
  it.each([
    // Revenue 1,125 against 1,000: +125, +12.5 %.
    ['revenue up', change('currency', 'up', 125, 0.125, 'up'), '▲ 12.5% (better)'],
    // Revenue 900 against 1,000: a drop is a worsening.
    ['revenue down', change('currency', 'up', -100, -0.1, 'down'), '▼ 10.0% (worse)'],
    // Opt-outs 42 against 30: +40 %, and more opt-outs are worse.
    ['opt-outs up', change('count', 'down', 12, 0.4, 'up'), '▲ 40.0% (worse)'],
    // Opt-outs 24 against 30: −20 %, fewer is better.
    ['opt-outs down', change('count', 'down', -6, -0.2, 'down'), '▼ 20.0% (better)'],
    // Occupancy 50.0 % against 53.1 %: −3.1 points, in points, not per cent.
    ['occupancy down', change('percent', 'up', -0.031, -0.058, 'down'), '▼ 3.1 pts (worse)'],
    // An average stay has no good direction: no word.
    ['a neutral figure', change('nights', null, 0.5, 0.25, 'up'), '▲ 25.0%'],
    ['a neutral figure down', change('currency', null, -10, -0.05, 'down'), '▼ 5.0%'],
  ] as const)('%s', (_name, m, expected) => expect(formatChange(m, 'USD')).toBe(expected));

  it('shows the amount itself when there is no relative change (from zero or from net refunds)', () => {
    expect(formatChange(change('currency', 'up', 150, null, 'up'), 'USD')).toBe('▲ $150.00 (better)');
    expect(formatChange(change('currency', 'up', -150, null, 'down'), 'EUR')).toBe('▼ €150.00 (worse)');
    expect(formatChange(change('count', 'down', 5, null, 'up'), 'USD')).toBe('▲ 5 (worse)');
    expect(formatChange(change('count', null, 5, null, 'up'), 'USD')).toBe('▲ 5');
  });

  it('says "no change" only for a flat change, with no verdict', () => {
    expect(formatChange(change('count', 'down', 0, 0, 'flat'), 'USD')).toBe('= no change');
    expect(formatChange(change('currency', 'up', 0.001, 0.0000001, 'flat'), 'USD')).toBe('= no change');
    // A change that shows as a figure is never "no change".
    expect(formatChange(change('percent', 'up', 0.001, null, 'up'), 'USD')).toBe('▲ 0.1 pts (better)');
  });

  it('nothing when there is no comparison', () => {
    expect(formatChange({ unit: 'count', better: 'up', change: null }, 'USD')).toBeNull();
  });

  it('a flat change is neither better nor worse, whichever way the figure should move', () => {
    expect(changeVerdict({ better: 'up', change: { absolute: 0, relative: 0, direction: 'flat' } })).toBeNull();
    expect(changeVerdict({ better: 'down', change: { absolute: 0, relative: 0, direction: 'flat' } })).toBeNull();
    expect(changeVerdict({ better: 'down', change: { absolute: 6, relative: 0.2, direction: 'up' } })).toBe('worse');
  });
});

describe('header words', () => {
  it('the title with the filters beside it', () => {
    expect(headerTitle({ title: 'Bookings', filters: ['Condotels', 'Harbor View Inn'] })).toBe('Bookings · Condotels · Harbor View Inn');
    expect(headerTitle({ title: 'Bookings', filters: [] })).toBe('Bookings');
  });

  it('a title of spaces reads as "Report", and spaces around a title are dropped', () => {
    expect(headerTitle({ title: '   ', filters: ['Condotels'] })).toBe('Report · Condotels');
    expect(headerTitle({ title: ' Bookings ', filters: [] })).toBe('Bookings');
  });

  const ahead: ResolvedRange = {
    start: '2026-11-22',
    end: '2026-12-19',
    fullEnd: '2026-12-19',
    label: 'Next 4 weeks · Nov 22 – Dec 19, 2026',
    days: 28,
    status: 'ahead',
  };
  // 364 days before Nov 22, 2026 is Sunday Nov 23, 2025: the same weekday.
  const sameWeekdays: ComparisonRange = {
    start: '2025-11-23',
    end: '2025-12-20',
    fullEnd: '2025-12-20',
    label: 'Nov 23 – Dec 20, 2025',
    days: 28,
    status: 'past',
    kind: 'last-year',
    shift: 'days',
  };
  // The 28 days before Nov 22, 2026.
  const pastStays: ComparisonRange = {
    start: '2026-10-25',
    end: '2026-11-21',
    fullEnd: '2026-11-21',
    label: 'Oct 25 – Nov 21, 2026',
    days: 28,
    status: 'past',
    kind: 'previous',
    shift: 'days',
  };
  const novemberLastYear: ComparisonRange = {
    ...OCTOBER_TO_DATE,
    start: '2025-11-01',
    end: '2025-11-20',
    fullEnd: '2025-11-30',
    label: 'Nov 1–20, 2025',
    kind: 'last-year',
  };

  it.each([
    ['previous', OCTOBER, SEPTEMBER, 'vs Sep 1–30, 2026'],
    ['to date vs previous', NOVEMBER_TO_DATE, OCTOBER_TO_DATE, 'vs Oct 1–20, 2026'],
    ['whole months a year earlier', NOVEMBER_TO_DATE, novemberLastYear, 'vs Nov 1–20, 2025 (last year)'],
    ['364 days earlier', ahead, sameWeekdays, 'vs Nov 23 – Dec 20, 2025 (same weekdays last year)'],
    ['look-ahead vs the stays before', ahead, pastStays, 'vs Oct 25 – Nov 21, 2026 (past stays)'],
    [
      'a holiday vs its twin last year',
      ahead,
      { ...sameWeekdays, start: '2025-11-22', end: '2025-11-24', label: 'Nov 22–24, 2025', shift: 'dates' },
      'vs Nov 22–24, 2025 (the same holiday last year)',
    ],
    ['not compared', OCTOBER, null, null],
  ] as const)('comparison words: %s', (_name, period, comparison, expected) => {
    expect(comparisonWords({ period, comparison })).toBe(expected);
  });

  it('the period line: period, comparison, then settings', () => {
    expect(
      periodWords({ period: NOVEMBER_TO_DATE, comparison: OCTOBER_TO_DATE, settings: ['attribution window 30 days', 'dates in Europe/Berlin'] }),
    ).toEqual(['Month to date · Nov 1–20, 2026', 'vs Oct 1–20, 2026', 'attribution window 30 days', 'dates in Europe/Berlin']);
    expect(periodWords({ period: OCTOBER, comparison: null, settings: ['not compared'] })).toEqual(['Last month · Oct 1–31, 2026', 'not compared']);
  });

  it('an empty setting leaves no empty place in the period line', () => {
    expect(periodWords({ period: OCTOBER, comparison: null, settings: ['', 'not compared'] })).toEqual([
      'Last month · Oct 1–31, 2026',
      'not compared',
    ]);
  });

  it('the story heading says what "top" means', () => {
    expect(TOP_STORIES).toBe('Top stories, by photo score');
  });
});

describe('formatCompact: figures in a narrow table', () => {
  it.each([
    [207_165.09, 'currency', '$207.2k'],
    [72_379.87, 'currency', '$72.4k'],
    [1_245_594.09, 'currency', '$1.2M'],
    [912.45, 'currency', '$912'],
    [-15_300, 'currency', '-$15.3k'],
    [12_345, 'count', '12.3k'],
    [9_999, 'count', '9,999'],
    [1_234, 'nights', '1,234'],
    [0.735, 'percent', '73.5%'],
    [0.125, 'ratio', '+12.5%'],
    // 10,000 is the first figure shortened; a plain figure (no unit) and nights as counts are.
    [10_000, 'count', '10k'],
    [-12_345, 'count', '-12.3k'],
    [12_345, undefined, '12.3k'],
    [12_345, 'nights', '12.3k'],
    // A change of +1,234,500% (from 1 to 12,346) stays a percentage, however large.
    [12_345, 'ratio', '+1,234,500.0%'],
  ] as const)('%s %s is %s', (value, unit, shown) => {
    expect(formatCompact(value, unit, 'USD')).toBe(shown);
  });

  it('lower-cases only the thousands k, not a K of the currency code', () => {
    // en-US writes a currency without a symbol of its own by its code and a no-break space.
    expect(formatCompact(207_165.09, 'currency', 'SEK')).toBe('SEK\u00a0207.2k');
  });

  it('leaves text and no data as they are', () => {
    expect(formatCompact('google / cpc', undefined, 'USD')).toBe('google / cpc');
    expect(formatCompact(null, 'currency', 'USD')).toBe('–');
  });
});
