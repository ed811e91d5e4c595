/**
 * Time buckets on their own: the grain a trend and a per-period table pick, month labels, and
 * where a day outside the period goes. Every expected value is worked out by hand from the
 * calendar below; none comes from the code under test.
 *
 * Calendar: Thu Oct 1, 2026; Sun Oct 4, 2026; Sat Jan 9, 2027 is Oct 4 + 97 days
 * (28 days of October from the 4th, 30 of November, 31 of December, 9 of January:
 * 28 + 30 + 31 + 9 = 98 days, 14 whole Sunday weeks); Sat Jan 16, 2027 ends the 15th.
 */
import { describe, expect, it } from 'vitest';
import { AUTO_TABLE_ROWS, Timeline, monthLabel, tableGrain, trendGrain } from '../../src/reports/timeline.js';

describe('trendGrain', () => {
  it('charts up to 31 days by day, up to 190 days by week, longer by month', () => {
    expect(trendGrain(31)).toBe('Day');
    expect(trendGrain(32)).toBe('Week');
    // 190 is the last length still charted by week (a half year and a few days).
    expect(trendGrain(190)).toBe('Week');
    expect(trendGrain(191)).toBe('Month');
  });
});

describe('monthLabel', () => {
  it('names months 1 and 12 by their short names', () => {
    expect(monthLabel(2026, 1)).toBe('Jan 2026');
    expect(monthLabel(2026, 12)).toBe('Dec 2026');
  });

  it('shows a month number outside 1–12 as it came instead of moving it to another month', () => {
    expect(monthLabel(2026, 0)).toBe('M0 2026');
    expect(monthLabel(2026, 13)).toBe('M13 2026');
  });
});

describe('Timeline', () => {
  // Oct 1–14 in Sunday weeks: Oct 1–3 | Oct 4–10 | Oct 11–14.
  const weeks = () => new Timeline({ start: '2026-10-01', end: '2026-10-14' }, 'Week', 'Sunday');

  it('puts a day of the period in its bucket and a day outside it in none', () => {
    const t = weeks();
    expect(t.buckets.map((b) => b.label)).toEqual(['Oct 1–3', 'Oct 4–10', 'Oct 11–14']);
    expect(t.indexOf('2026-10-04')).toBe(1);
    expect(t.indexOf('2026-09-30')).toBe(-1);
    expect(t.indexOf('2026-10-15')).toBe(-1);
  });

  it('leaves counts dated outside the period out of every bucket', () => {
    const perDay = new Map([
      ['2026-09-30', 5], // before the period
      ['2026-10-01', 2],
      ['2026-10-04', 3],
      ['2026-10-15', 7], // after it
    ]);
    // Oct 1 -> Oct 1–3; Oct 4 -> Oct 4–10; nothing in Oct 11–14.
    expect(weeks().counts(perDay)).toEqual([2, 3, 0]);
  });
});

describe('tableGrain without a grouping asked for', () => {
  const sunday = (start: string, end: string, fetched: 'Day' | 'Week' | 'Month') => tableGrain({ start, end }, undefined, fetched, 'Sunday');

  it('keeps the limit of rows at 14', () => {
    expect(AUTO_TABLE_ROWS).toBe(14);
  });

  it('shows two days as two rows, but one day as no table', () => {
    expect(sunday('2026-10-01', '2026-10-02', 'Day')).toBe('Day');
    expect(sunday('2026-10-01', '2026-10-01', 'Day')).toBeNull();
  });

  it('shows 14 days by day rather than by week', () => {
    expect(sunday('2026-10-01', '2026-10-14', 'Day')).toBe('Day');
  });

  it('sums 15 days into weeks', () => {
    // Oct 1–3 | Oct 4–10 | Oct 11–15: 3 rows.
    expect(sunday('2026-10-01', '2026-10-15', 'Day')).toBe('Week');
  });

  it('sums days into weeks when they make exactly 14 weeks', () => {
    // Oct 4, 2026 – Jan 9, 2027: 98 days, 14 Sunday weeks (4 months would also fit).
    expect(sunday('2026-10-04', '2027-01-09', 'Day')).toBe('Week');
  });

  it('sums days into months when weeks would make more than 14 rows', () => {
    // Oct 4, 2026 – Jan 16, 2027: 105 days, 15 weeks, 4 months (Oct, Nov, Dec, Jan).
    expect(sunday('2026-10-04', '2027-01-16', 'Day')).toBe('Month');
    // Jan 1, 2026 – Feb 28, 2027: 14 months exactly.
    expect(sunday('2026-01-01', '2027-02-28', 'Day')).toBe('Month');
  });

  it('shows no table when even months would make more than 14 rows', () => {
    // Jan 1, 2026 – Mar 31, 2027: 15 months.
    expect(sunday('2026-01-01', '2027-03-31', 'Day')).toBeNull();
  });

  it('does not sum weeks into months: 15 weeks fetched by week make no table', () => {
    // Oct 4, 2026 – Jan 16, 2027 by week: 15 rows, and weeks do not add up to months.
    expect(sunday('2026-10-04', '2027-01-16', 'Week')).toBeNull();
  });

  it('always uses the grouping the user asked for', () => {
    expect(tableGrain({ start: '2026-10-01', end: '2026-10-01' }, 'Month', 'Day', 'Sunday')).toBe('Month');
  });
});
