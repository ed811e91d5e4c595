import { describe, expect, it } from 'vitest';
import { comparisonOf, resolveRange, shiftRange, type ReportQuery, type ResolvedRange } from '../../src/query/index.js';
import { NOW, days, query } from './helpers.js';

// Reference: Saturday 2026-11-21 in UTC. Sunday-start week: Sun Nov 15 – Sat Nov 21.
// Monday-start week: Mon Nov 16 – Sun Nov 22. All expectations worked out by hand.
// Past-only reports (all but occupancy) report a running period to date, through yesterday
// (Nov 20); occupancy keeps whole periods.
describe('range forms (Sunday start, 2026-11-21)', () => {
  const table: [string, string, string][] = [
    ['bookings today', 'today', '2026-11-21..2026-11-21'],
    ['bookings yesterday', 'yesterday', '2026-11-20..2026-11-20'],
    ['bookings this-week', 'this-week', '2026-11-15..2026-11-20'],
    ['bookings this week', 'this-week', '2026-11-15..2026-11-20'],
    ['occupancy this-week', 'this-week', '2026-11-15..2026-11-21'],
    ['bookings last-week', 'last-week', '2026-11-08..2026-11-14'],
    ['bookings last week', 'last-week', '2026-11-08..2026-11-14'],
    ['occupancy next-week', 'next-week', '2026-11-22..2026-11-28'],
    ['bookings this-month', 'this-month', '2026-11-01..2026-11-20'],
    ['bookings mtd', 'this-month', '2026-11-01..2026-11-20'],
    ['occupancy this-month', 'this-month', '2026-11-01..2026-11-30'],
    ['bookings last-month', 'last-month', '2026-10-01..2026-10-31'],
    ['bookings last month', 'last-month', '2026-10-01..2026-10-31'],
    ['occupancy next-month', 'next-month', '2026-12-01..2026-12-31'],
    ['occupancy next month', 'next-month', '2026-12-01..2026-12-31'],
    ['bookings this-quarter', 'this-quarter', '2026-10-01..2026-11-20'],
    ['bookings qtd', 'this-quarter', '2026-10-01..2026-11-20'],
    ['occupancy this-quarter', 'this-quarter', '2026-10-01..2026-12-31'],
    ['bookings last-quarter', 'last-quarter', '2026-07-01..2026-09-30'],
    ['occupancy next-quarter', 'next-quarter', '2027-01-01..2027-03-31'],
    // issue 11: `ytd` was the whole year, with a `Dec 2026 $0.00` row.
    ['bookings this-year', 'this-year', '2026-01-01..2026-11-20'],
    ['bookings ytd', 'this-year', '2026-01-01..2026-11-20'],
    ['bookings YTD', 'this-year', '2026-01-01..2026-11-20'],
    ['bookings year to date', 'this-year', '2026-01-01..2026-11-20'],
    ['occupancy this-year', 'this-year', '2026-01-01..2026-12-31'],
    ['bookings last-year', 'last-year', '2025-01-01..2025-12-31'],
    ['bookings last year', 'last-year', '2025-01-01..2025-12-31'],
    ['bookings last-7-days', 'last-7-days', '2026-11-14..2026-11-20'],
    ['bookings last 7 days', 'last-7-days', '2026-11-14..2026-11-20'],
    ['bookings last-30-days', 'last-30-days', '2026-10-22..2026-11-20'],
    ['bookings last-1-day', 'last-1-day', '2026-11-20..2026-11-20'],
    ['bookings last 1 days', 'last-1-day', '2026-11-20..2026-11-20'],
    ['bookings last-366-days', 'last-366-days', '2025-11-20..2026-11-20'],
    ['occupancy next-7-days', 'next-7-days', '2026-11-21..2026-11-27'],
    ['occupancy next 7 days', 'next-7-days', '2026-11-21..2026-11-27'],
    ['bookings last-4-weeks', 'last-4-weeks', '2026-10-18..2026-11-14'],
    ['bookings last 4 weeks', 'last-4-weeks', '2026-10-18..2026-11-14'],
    ['bookings last-1-week', 'last-1-week', '2026-11-08..2026-11-14'],
    ['bookings last two weeks', 'last-2-weeks', '2026-11-01..2026-11-14'],
    ['bookings last 1 week', 'last-1-week', '2026-11-08..2026-11-14'],
    ['occupancy next-4-weeks', 'next-4-weeks', '2026-11-21..2026-12-18'],
    ['occupancy next 4 weeks', 'next-4-weeks', '2026-11-21..2026-12-18'],
    ['occupancy next-2-weeks', 'next-2-weeks', '2026-11-21..2026-12-04'],
    ['bookings last-3-months', 'last-3-months', '2026-08-01..2026-10-31'],
    ['bookings last 3 months', 'last-3-months', '2026-08-01..2026-10-31'],
    ['bookings last-1-month', 'last-1-month', '2026-10-01..2026-10-31'],
    ['bookings last-12-months', 'last-12-months', '2025-11-01..2026-10-31'],
    ['occupancy next-3-months', 'next-3-months', '2026-11-21..2027-02-20'],
    ['occupancy next 3 months', 'next-3-months', '2026-11-21..2027-02-20'],
    ['bookings march', '2026-03', '2026-03-01..2026-03-31'],
    ['bookings March', '2026-03', '2026-03-01..2026-03-31'],
    ['bookings mar 2026', '2026-03', '2026-03-01..2026-03-31'],
    ['bookings march 2026', '2026-03', '2026-03-01..2026-03-31'],
    ['bookings 2026-03', '2026-03', '2026-03-01..2026-03-31'],
    ['bookings feb 2024', '2024-02', '2024-02-01..2024-02-29'],
    ['bookings november', '2026-11', '2026-11-01..2026-11-20'],
    ['occupancy november', '2026-11', '2026-11-01..2026-11-30'],
    ['bookings december', '2025-12', '2025-12-01..2025-12-31'],
    ['bookings sept', '2026-09', '2026-09-01..2026-09-30'],
    ['bookings q1', '2026-q1', '2026-01-01..2026-03-31'],
    ['bookings Q4', '2026-q4', '2026-10-01..2026-11-20'],
    ['bookings q1 2025', '2025-q1', '2025-01-01..2025-03-31'],
    ['bookings 2026-q2', '2026-q2', '2026-04-01..2026-06-30'],
    ['bookings 2025', '2025', '2025-01-01..2025-12-31'],
    ['bookings 2026-03-01..2026-03-31', '2026-03-01..2026-03-31', '2026-03-01..2026-03-31'],
    ['bookings 2026-03-01 to 2026-03-31', '2026-03-01..2026-03-31', '2026-03-01..2026-03-31'],
    ['bookings from 2026-03-01 to 2026-03-31', '2026-03-01..2026-03-31', '2026-03-01..2026-03-31'],
    ['bookings 2026-03-01\u20132026-03-31', '2026-03-01..2026-03-31', '2026-03-01..2026-03-31'],
    ['bookings 2026-03-01 \u2013 2026-03-31', '2026-03-01..2026-03-31', '2026-03-01..2026-03-31'],
    ['bookings 2026-03-01 .. 2026-03-31', '2026-03-01..2026-03-31', '2026-03-01..2026-03-31'],
    ['bookings 2026-3-1..2026-3-31', '2026-03-01..2026-03-31', '2026-03-01..2026-03-31'],
    ['bookings 2026-03-05', '2026-03-05..2026-03-05', '2026-03-05..2026-03-05'],
    ['bookings 2025-12-28..2026-01-03', '2025-12-28..2026-01-03', '2025-12-28..2026-01-03'],
  ];
  it.each(table)('%s -> %s = %s', (text, canonical, expected) => {
    expect(query(text).range).toBe(canonical);
    expect(days(text)).toBe(expected);
  });
});

describe('week start', () => {
  const table: [string, string][] = [
    ['bookings this-week week-starts monday', '2026-11-16..2026-11-20'],
    ['occupancy this-week week-starts monday', '2026-11-16..2026-11-22'],
    ['bookings last-week week-starts monday', '2026-11-09..2026-11-15'],
    ['bookings last week week starts monday', '2026-11-09..2026-11-15'],
    ['occupancy next-week week-starts monday', '2026-11-23..2026-11-29'],
    ['bookings last-4-weeks week-starts monday', '2026-10-19..2026-11-15'],
    ['occupancy next-4-weeks week-starts monday', '2026-11-21..2026-12-18'],
    ['bookings last-week week-starts saturday', '2026-11-14..2026-11-20'],
  ];
  it.each(table)('%s = %s', (text, expected) => expect(days(text)).toBe(expected));

  it('takes the default from the context', () => {
    expect(days('bookings last-week', { weekStartsOn: 'Monday' })).toBe('2026-11-09..2026-11-15');
    expect(query('bookings', { weekStartsOn: 'Monday' }).weekStartsOn).toBe('Monday');
    expect(query('bookings').weekStartsOn).toBe('Sunday');
  });
});

describe('labels', () => {
  const table: [string, string][] = [
    ['referrals last-month', 'Last month \u00B7 Oct 1\u201331, 2026'],
    ['bookings last-week', 'Last week \u00B7 Nov 8\u201314, 2026'],
    ['occupancy next-4-weeks', 'Next 4 weeks \u00B7 Nov 21 \u2013 Dec 18, 2026'],
    ['bookings q1 2026', 'Q1 2026 \u00B7 Jan 1 \u2013 Mar 31, 2026'],
    ['bookings 2026-03-01..2026-03-31', 'Mar 1\u201331, 2026'],
    ['bookings 2025-12-28..2026-01-03', 'Dec 28, 2025 \u2013 Jan 3, 2026'],
    ['bookings yesterday', 'Yesterday \u00B7 Nov 20, 2026'],
    ['bookings march', 'March 2026 \u00B7 Mar 1\u201331, 2026'],
    ['bookings last-7-days', 'Last 7 days \u00B7 Nov 14\u201320, 2026'],
    ['bookings this-year', 'Year to date \u00B7 Jan 1 \u2013 Nov 20, 2026'],
    ['bookings ytd', 'Year to date \u00B7 Jan 1 \u2013 Nov 20, 2026'],
    ['bookings this-month', 'Month to date \u00B7 Nov 1\u201320, 2026'],
    ['bookings this-quarter', 'Quarter to date \u00B7 Oct 1 \u2013 Nov 20, 2026'],
    ['bookings this-week', 'Week to date \u00B7 Nov 15\u201320, 2026'],
    ['bookings 2026-11', 'November 2026 to date \u00B7 Nov 1\u201320, 2026'],
    ['bookings q4', 'Q4 2026 to date \u00B7 Oct 1 \u2013 Nov 20, 2026'],
    ['bookings 2026', '2026 to date \u00B7 Jan 1 \u2013 Nov 20, 2026'],
    ['bookings 2026-11-10..2026-11-30', 'Nov 10\u201320, 2026 \u00B7 to date'],
    ['bookings today', 'Today so far \u00B7 Nov 21, 2026'],
    ['bookings 2026-11-21', 'Today so far \u00B7 Nov 21, 2026'],
    ['occupancy this-year', 'This year \u00B7 Jan 1 \u2013 Dec 31, 2026'],
    ['occupancy this-month', 'This month \u00B7 Nov 1\u201330, 2026'],
    ['occupancy today', 'Today \u00B7 Nov 21, 2026'],
    ['bookings 2025', '2025 \u00B7 Jan 1 \u2013 Dec 31, 2025'],
    ['bookings 2026-03-05', 'Mar 5, 2026'],
  ];
  it.each(table)('%s -> %s', (text, label) => {
    expect(resolveRange(query(text), NOW).label).toBe(label);
  });

  it('counts days inclusively', () => {
    expect(resolveRange(query('bookings last-month'), NOW).days).toBe(31);
    expect(resolveRange(query('bookings yesterday'), NOW).days).toBe(1);
    expect(resolveRange(query('occupancy next-4-weeks'), NOW).days).toBe(28);
  });
});

describe('time zones', () => {
  // 20:00 UTC on Nov 21 is 09:00 Nov 22 in Auckland (NZDT, +13) and 12:00 Nov 21 in Los Angeles (PST, -8).
  const evening = new Date('2026-11-21T20:00:00Z');
  it('the same instant is a different day in Auckland and Los Angeles', () => {
    expect(days('bookings yesterday', { now: evening, timeZone: 'Pacific/Auckland' })).toBe('2026-11-21..2026-11-21');
    expect(days('bookings yesterday', { now: evening, timeZone: 'America/Los_Angeles' })).toBe('2026-11-20..2026-11-20');
    expect(days('bookings today', { now: evening, timeZone: 'Pacific/Auckland' })).toBe('2026-11-22..2026-11-22');
  });

  it('resolves a subscription at fire time in its zone (Berlin, Monday after the spring switch)', () => {
    // Monday 2026-03-30 09:00 CEST (+2) = 07:00 UTC; clocks went forward on Sunday Mar 29.
    const fired = new Date('2026-03-30T07:00:00Z');
    const digest: ReportQuery = { ...query('digest last-week week-starts monday tz Europe/Berlin') };
    expect(resolveRange(digest, fired)).toMatchObject({ start: '2026-03-23', end: '2026-03-29', days: 7 });
    // With the default Sunday start the week before Sun Mar 29 – Sat Apr 4 is Mar 22–28.
    expect(resolveRange({ ...digest, weekStartsOn: 'Sunday' }, fired)).toMatchObject({ start: '2026-03-22', end: '2026-03-28' });
  });

  it('uses the zone, not UTC, just after local midnight in Berlin', () => {
    // 22:30 UTC on Sunday Mar 29 is 00:30 Monday Mar 30 in Berlin (CEST).
    const late = new Date('2026-03-29T22:30:00Z');
    expect(days('bookings today', { now: late, timeZone: 'Europe/Berlin' })).toBe('2026-03-30..2026-03-30');
    expect(days('bookings today', { now: late, timeZone: 'UTC' })).toBe('2026-03-29..2026-03-29');
  });

  it('follows New York across the fall switch on Sunday Nov 1, 2026', () => {
    // 04:30 UTC Nov 2 is 23:30 EST Nov 1 (the offset changed from -4 to -5 that morning).
    const afterSwitch = new Date('2026-11-02T04:30:00Z');
    const ny = { now: afterSwitch, timeZone: 'America/New_York' };
    expect(days('bookings today', ny)).toBe('2026-11-01..2026-11-01');
    expect(days('bookings yesterday', ny)).toBe('2026-10-31..2026-10-31');
    // Sunday Nov 1 begins the (Sunday-start) week: for bookings, today so far.
    expect(days('bookings this-week', ny)).toBe('2026-11-01..2026-11-01');
    expect(days('occupancy this-week', ny)).toBe('2026-11-01..2026-11-07');
    expect(days('bookings last-week', ny)).toBe('2026-10-25..2026-10-31');
    expect(days('bookings yesterday', { now: afterSwitch, timeZone: 'UTC' })).toBe('2026-11-01..2026-11-01');
    // 03:30 UTC Nov 1 is still 23:30 EDT on Saturday Oct 31.
    const beforeSwitch = { now: new Date('2026-11-01T03:30:00Z'), timeZone: 'America/New_York' };
    expect(days('bookings yesterday', beforeSwitch)).toBe('2026-10-30..2026-10-30');
    expect(days('bookings last-week', beforeSwitch)).toBe('2026-10-18..2026-10-24');
  });

  it('a tz in the command overrides the context zone', () => {
    const q = query('bookings yesterday tz Pacific/Auckland', { now: evening });
    expect(q.timeZone).toBe('Pacific/Auckland');
    expect(resolveRange(q, evening)).toMatchObject({ start: '2026-11-21', end: '2026-11-21' });
  });
});

describe('comparisonOf (past periods)', () => {
  /** A past explicit range, resolved long after it ended, so it is whole (status `past`). */
  const past = (start: string, end: string): ResolvedRange =>
    resolveRange({ report: 'bookings', range: `${start}..${end}`, timeZone: 'UTC', weekStartsOn: 'Sunday' }, new Date('2031-01-01T12:00:00Z'));
  const prev = (start: string, end: string, compare: 'previous' | 'last-year' = 'previous') => {
    const found = comparisonOf(past(start, end), compare);
    if (found.comparison === null) return `none: ${found.reason}`;
    return `${found.comparison.start}..${found.comparison.end}`;
  };

  it('a whole month is compared with the previous whole month', () => {
    const found = comparisonOf(resolveRange(query('referrals last-month'), NOW), 'previous');
    expect(found.comparison).toEqual({
      start: '2026-09-01',
      end: '2026-09-30',
      fullEnd: '2026-09-30',
      label: 'Sep 1\u201330, 2026',
      days: 30,
      status: 'past',
      kind: 'previous',
      shift: 'months',
    });
    expect(prev('2026-03-01', '2026-03-31')).toBe('2026-02-01..2026-02-28');
    expect(prev('2026-02-01', '2026-02-28')).toBe('2026-01-01..2026-01-31');
  });

  it('a quarter or a year with the previous quarter or year', () => {
    expect(prev('2026-01-01', '2026-03-31')).toBe('2025-10-01..2025-12-31');
    expect(prev('2026-01-01', '2026-12-31')).toBe('2025-01-01..2025-12-31');
    expect(prev('2026-02-01', '2026-03-31')).toBe('2025-12-01..2026-01-31');
  });

  it('anything else with the same number of days just before', () => {
    expect(prev('2026-11-08', '2026-11-14')).toBe('2026-11-01..2026-11-07');
    expect(prev('2026-11-14', '2026-11-20')).toBe('2026-11-07..2026-11-13');
    expect(prev('2026-03-10', '2026-03-19')).toBe('2026-02-28..2026-03-09');
    expect(prev('2026-11-20', '2026-11-20')).toBe('2026-11-19..2026-11-19');
    // Ends on a month end but does not start on a 1st: days, not months.
    expect(prev('2026-03-02', '2026-03-31')).toBe('2026-01-31..2026-03-01');
    expect(comparisonOf(past('2026-11-08', '2026-11-14'), 'previous').comparison).toMatchObject({ shift: 'days', days: 7 });
  });

  it('last-year: whole months a year earlier, anything else 364 days earlier (same weekdays)', () => {
    expect(prev('2026-10-01', '2026-10-31', 'last-year')).toBe('2025-10-01..2025-10-31');
    expect(prev('2029-02-01', '2029-02-28', 'last-year')).toBe('2028-02-01..2028-02-29');
    expect(prev('2028-02-01', '2028-02-29', 'last-year')).toBe('2027-02-01..2027-02-28');
    // Sun Nov 8 – Sat Nov 14, 2026 -> Sun Nov 9 – Sat Nov 15, 2025.
    expect(prev('2026-11-08', '2026-11-14', 'last-year')).toBe('2025-11-09..2025-11-15');
    // Tue Feb 29, 2028 -> Tue Mar 2, 2027 (2028's Feb 29 is inside the 364 days).
    expect(prev('2028-02-29', '2028-03-05', 'last-year')).toBe('2027-03-02..2027-03-07');
    const found = comparisonOf(past('2026-10-01', '2026-10-31'), 'last-year');
    expect(found.comparison).toMatchObject({ label: 'Oct 1\u201331, 2025', kind: 'last-year', shift: 'months', days: 31 });
    expect(comparisonOf(past('2026-11-08', '2026-11-14'), 'last-year').comparison).toMatchObject({ shift: 'days', kind: 'last-year' });
  });
});

describe('shiftRange', () => {
  const shifted = (q: ReportQuery | null) => (q === null ? null : (shiftRange(q, NOW)?.range ?? null));
  it('pins the previous period as explicit dates, and keeps stepping back', () => {
    const once = shiftRange(query('referrals last-month by channel'), NOW);
    expect(once).toMatchObject({ report: 'referrals', range: '2026-09-01..2026-09-30', breakdown: 'channel' });
    expect(shifted(once)).toBe('2026-08-01..2026-08-31');
    expect(shifted(query('bookings last-week'))).toBe('2026-11-01..2026-11-07');
    expect(shifted(query('bookings q1 2026'))).toBe('2025-10-01..2025-12-31');
  });
});

describe('resolveRange input checks', () => {
  it('rejects a non-canonical range loudly', () => {
    expect(() => resolveRange({ report: 'bookings', range: 'last month', timeZone: 'UTC', weekStartsOn: 'Sunday' }, NOW)).toThrow(
      new RangeError('Not a canonical range expression: "last month"'),
    );
  });

  it('counts no days, never fewer, when a past-only report is asked for a period that has not begun', () => {
    // The grammar refuses it (future_range), but resolveRange itself is asked at run time. On
    // Sat Nov 21, 2026 next week is Sun Nov 22 – Sat Nov 28; cut through yesterday it ends Nov 20,
    // two days before it starts: 0 days, not the -1 that counting from Nov 22 to Nov 20 gives.
    const ahead = resolveRange({ report: 'bookings', range: 'next-week', timeZone: 'UTC', weekStartsOn: 'Sunday' }, NOW);
    expect(ahead).toMatchObject({ start: '2026-11-22', end: '2026-11-20', fullEnd: '2026-11-28', status: 'to-date', days: 0 });
  });
});

describe('comparisons as revenue managers read them (issue 51)', () => {
  it('a holiday is compared with the same holiday last year, given as dates', () => {
    // Memorial Day 2027 is Mon May 31 (Fri May 28 – Mon May 31); in 2026, Mon May 25 (Fri May 22 – Mon May 25).
    const q = query('occupancy 2027-05-28..2027-05-31 vs 2026-05-22..2026-05-25');
    expect(q).toMatchObject({ compare: 'last-year', compareDates: '2026-05-22..2026-05-25' });
    const found = comparisonOf(resolveRange(q, NOW), 'last-year', q.compareDates);
    expect(found.comparison).toMatchObject({ start: '2026-05-22', end: '2026-05-25', kind: 'last-year', days: 4 });
    // Without the dates, 364 days back: the same weekdays, Fri May 29 – Mon Jun 1, 2026.
    expect(comparisonOf(resolveRange(q, NOW), 'last-year').comparison).toMatchObject({ start: '2026-05-29', end: '2026-06-01' });
  });

  it('a weekend is compared with the weekend before, not with the days just before it', () => {
    // Fri Nov 13 – Sat Nov 14, 2026 against Fri Nov 6 – Sat Nov 7; a single day still against the day before.
    expect(comparisonOf(resolveRange(query('bookings 2026-11-13..2026-11-14'), NOW), 'previous').comparison).toMatchObject({
      start: '2026-11-06',
      end: '2026-11-07',
    });
    expect(comparisonOf(resolveRange(query('bookings 2026-11-13'), NOW), 'previous').comparison).toMatchObject({
      start: '2026-11-12',
      end: '2026-11-12',
    });
    // Its "Previous period" button steps back a week the same way.
    expect(shiftRange(query('bookings 2026-11-13..2026-11-14'), NOW)?.range).toBe('2026-11-06..2026-11-07');
  });

  it('a look-ahead of N weeks or months starts today, whatever the week start', () => {
    // Saturday Nov 21, 2026, weeks from Monday: next 2 weeks are Nov 21 – Dec 4; next month, Nov 21 – Dec 20.
    expect(days('occupancy next-2-weeks week-starts monday')).toBe('2026-11-21..2026-12-04');
    expect(days('occupancy next-1-months')).toBe('2026-11-21..2026-12-20');
  });
});
