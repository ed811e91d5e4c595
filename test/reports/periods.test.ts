import { describe, expect, it } from 'vitest';
import { runReport } from '../../src/reports/index.js';
import { metricOf, person, query, seriesOf, useFixtures } from './harness.js';

/**
 * Periods to date and like-for-like comparisons, seen from Saturday 2026-11-21 10:00 UTC:
 * a running period ends yesterday (Nov 20) and is compared with the same number of days
 * from the start of the comparison period. Records just outside each period are in the
 * fixture and must not count.
 */

const signup = (n: number, createDate: string) => ({
  id: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
  createDate,
  propertyId: '11111111-1111-4111-8111-111111111111',
  propertySlug: 'harbor-view-inn',
  ...person('Ana', 'Lopez'),
  languageCode: 'en',
  isOptout: false,
  isPrivacyRestricted: false,
  layerType: 'popup',
  category: 'Family',
  country: 'US',
  region: 'CA',
  city: 'Monterey',
});

const signups = [
  signup(1, '2025-10-31T12:00:00'), // last year, before Nov 1
  signup(2, '2025-11-20T23:59:59.9999999'), // last year, Nov 1–20
  signup(3, '2025-11-21T00:00:00'), // last year, after Nov 20: out
  signup(4, '2026-09-30T23:59:59.9999999'), // before Oct 1: out
  signup(5, '2026-10-01T00:00:00'), // Oct 1–20
  signup(6, '2026-10-20T23:59:59.9999999'), // Oct 1–20
  signup(7, '2026-10-21T00:00:00'), // Oct 21: not like for like, out
  signup(8, '2026-10-31T12:00:00'), // Oct 31: out
  signup(9, '2026-11-01T00:00:00'), // Nov 1–20
  signup(10, '2026-11-05T08:30:00'), // Nov 1–20
  signup(11, '2026-11-20T23:59:59.9999999'), // Nov 1–20
  signup(12, '2026-11-21T00:00:00.0000001'), // today: not in a period to date
  signup(13, '2026-11-21T09:00:00'), // today
];

describe('signups', () => {
  const h = useFixtures({ signups });

  it('this-month is Nov 1–20, compared with Oct 1–20', async () => {
    const r = await h().run('signups this-month');
    expect(r.period).toEqual({
      start: '2026-11-01',
      end: '2026-11-20',
      fullEnd: '2026-11-30',
      label: 'Month to date · Nov 1–20, 2026',
      days: 20,
      status: 'to-date',
    });
    expect(r.comparison).toEqual({
      start: '2026-10-01',
      end: '2026-10-20',
      fullEnd: '2026-10-31',
      label: 'Oct 1–20, 2026',
      days: 20,
      status: 'past',
      kind: 'previous',
      shift: 'months',
    });
    // Nov 1, 5, 20 = 3 vs Oct 1, 20 = 2 (Oct 21 and 31, Nov 21 left out): +1, +50 %
    expect(metricOf(r, 'signups')).toMatchObject({ value: 3, previous: 2, change: { absolute: 1, relative: 0.5, direction: 'up' } });
    // 3 / 20 days = 0.15 vs 2 / 20 = 0.1
    expect(metricOf(r, 'signupsPerDay').value).toBeCloseTo(0.15, 12);
    expect(metricOf(r, 'signupsPerDay').previous).toBeCloseTo(0.1, 12);
    const trend = seriesOf(r, 'signupsTrend');
    expect(trend.labels).toEqual(Array.from({ length: 20 }, (_, i) => `Nov ${i + 1}`));
    // Nov 1, Nov 5, Nov 20 against Oct 1 and Oct 20, day by day.
    expect(trend.datasets[0]).toMatchObject({ label: 'Nov 1–20, 2026', values: [1, 0, 0, 0, 1, ...Array(14).fill(0), 1] });
    expect(trend.datasets[1]).toMatchObject({ label: 'Oct 1–20, 2026', comparison: true, values: [1, ...Array(18).fill(0), 1] });
  });

  it('this-month vs last-year is Nov 1–20, 2025', async () => {
    const r = await h().run('signups this-month vs last-year');
    expect(r.comparison).toMatchObject({ start: '2025-11-01', end: '2025-11-20', days: 20, kind: 'last-year', shift: 'months' });
    // Nov 20, 2025 only (Oct 31 and Nov 21, 2025 are out): 3 vs 1, +200 %
    expect(metricOf(r, 'signups')).toMatchObject({ value: 3, previous: 1, change: { absolute: 2, relative: 2 } });
  });

  it('today is today so far, never compared, and says why', async () => {
    const r = await h().run('signups today');
    expect(r.period).toMatchObject({ start: '2026-11-21', end: '2026-11-21', days: 1, status: 'today', label: 'Today so far · Nov 21, 2026' });
    expect(r.comparison).toBeNull();
    // The two signups of Nov 21.
    expect(metricOf(r, 'signups')).toMatchObject({ value: 2, previous: null, change: null });
    expect(metricOf(r, 'signupsPerDay')).toMatchObject({ value: 2, previous: null, change: null });
    expect(r.notes).toContain('Today is not over, so it is not compared with another day.');
    expect(r.series.every((s) => s.datasets.length === 1)).toBe(true);
  });

  it('a comparison that would start before 1970 is left out, with a note', async () => {
    // 365 + 365 + 366 + 4 = 1,100 days from Jan 1, 1970 to Jan 4, 1973: the period before would start in 1966.
    const r = await h().run('signups 1970-01-01..1973-01-04');
    expect(r.period).toMatchObject({ start: '1970-01-01', end: '1973-01-04', days: 1100, status: 'past' });
    expect(r.comparison).toBeNull();
    expect(r.notes).toContain('Not compared: the period before starts before 1970.');
    expect(metricOf(r, 'signups')).toMatchObject({ value: 0, previous: null, change: null });
  });

  it('a year to date is Jan 1 – Nov 20 against the same days a year earlier', async () => {
    const r = await h().run('signups ytd');
    expect(r.period).toMatchObject({ start: '2026-01-01', end: '2026-11-20', status: 'to-date', label: 'Year to date · Jan 1 – Nov 20, 2026' });
    expect(r.comparison).toMatchObject({ start: '2025-01-01', end: '2025-11-20' });
    // Every 2026 signup up to Nov 20 (Sep 30, Oct 1, 20, 21, 31, Nov 1, 5, 20) = 8;
    // 2025 up to Nov 20 (Oct 31, Nov 20) = 2.
    expect(metricOf(r, 'signups')).toMatchObject({ value: 8, previous: 2 });
    // 324 days, by month: Jan … Oct 2026, then Nov 1–20.
    const trend = seriesOf(r, 'signupsTrend');
    expect(trend.labels.at(-1)).toBe('Nov 1–20');
    expect(trend.labels).toHaveLength(11);
    // Sep: 1, Oct: 4, Nov 1–20: 3; last year Oct: 1, Nov 1–20: 1.
    expect(trend.datasets[0]!.values).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 1, 4, 3]);
    expect(trend.datasets[1]!.values).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1]);
  });

  it('a subscription firing on a running period’s first day reports today so far, not compared', async () => {
    // As a subscription stores it: `signups this-month`, delivered on Sunday Nov 1 at 10:00 UTC.
    const stored = query('signups this-month');
    h().sandbox.stats.reset();
    const r = await runReport(stored, {
      api: h().api,
      now: new Date('2026-11-01T10:00:00Z'),
      currency: 'USD',
      includeRestricted: false,
      includeOptout: false,
    });
    expect(r.period).toMatchObject({ start: '2026-11-01', end: '2026-11-01', days: 1, status: 'today' });
    expect(r.comparison).toBeNull();
    expect(r.emptyMessage).toBeNull();
    expect(h().sandbox.stats.requests).toBeGreaterThan(0);
  });
});
