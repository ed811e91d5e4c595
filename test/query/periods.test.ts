/**
 * Period tests (issue 11): every range word on awkward days, for a report with only past data
 * (reported to date, through yesterday) and for the occupancy look-ahead (whole periods), and
 * the like-for-like comparisons and "Previous period" shifts of those periods.
 *
 * Every expected date below was worked out by hand with a calendar; none is computed by the
 * code under test. Weekdays used: 2026-11-21 Sat, 2026-11-22 Sun, 2026-12-01 Tue,
 * 2026-12-31 Thu, 2027-01-01 Fri, 2028-02-29 Tue, 2028-03-01 Wed, 2026-11-01 Sun,
 * 2026-03-29 Sun. Weeks start on Sunday unless a test says otherwise.
 *
 * Compact form of a resolved period: `start..end status days`, plus ` of ..fullEnd` when the
 * period was cut to date; REFUSED when the command is refused as `future_range`.
 */
import { describe, expect, it } from 'vitest';
import {
  comparisonOf,
  parseCommand,
  resolveRange,
  shiftRange,
  type ComparisonRange,
  type ParseContext,
  type ReportQuery,
  type ResolvedRange,
  type WeekDay,
} from '../../src/query/index.js';

const REFUSED = 'REFUSED';

function at(now: string, timeZone = 'UTC', weekStartsOn: WeekDay = 'Sunday'): ParseContext {
  return { now: new Date(now), timeZone, weekStartsOn };
}

function brief(r: ResolvedRange): string {
  const dates = `${r.start}..${r.end} ${r.status} ${r.days}`;
  return r.fullEnd === r.end ? dates : `${dates} of ..${r.fullEnd}`;
}

/** The query of a one-off command, or a test failure saying what came back. */
function queryOf(text: string, ctx: ParseContext): ReportQuery {
  const result = parseCommand(text, ctx);
  if (result.kind !== 'report') expect.fail(`expected a report for ${JSON.stringify(text)}, got ${JSON.stringify(result)}`);
  return result.query;
}

/** A command's resolved period at the context's instant, in compact form, or REFUSED. */
function outcome(text: string, ctx: ParseContext): string {
  const result = parseCommand(text, ctx);
  if (result.kind === 'error') {
    expect(result.error.code, `${text}: ${result.error.message}`).toBe('future_range');
    return REFUSED;
  }
  if (result.kind !== 'report') expect.fail(`expected a report for ${JSON.stringify(text)}, got ${result.kind}`);
  return brief(resolveRange(result.query, ctx.now));
}

/** The period of a one-off command. */
function period(text: string, ctx: ParseContext): ResolvedRange {
  return resolveRange(queryOf(text, ctx), ctx.now);
}

/** The period a subscription's query resolves to when it fires at `fired`. */
function fired(text: string, ctx: ParseContext, fired: string): ResolvedRange {
  const result = parseCommand(text, ctx);
  if (result.kind !== 'subscribe') expect.fail(`expected a subscription for ${JSON.stringify(text)}, got ${JSON.stringify(result)}`);
  return resolveRange(result.query, new Date(fired));
}

type Row = [typed: string, canonical: string, pastOnly: string, occupancy: string];

/**
 * Checks one table of range words at one instant: the canonical range, what bookings and
 * sign-ups (past data only) resolve it to or that they refuse it, and what occupancy resolves it to.
 */
function checkTable(ctx: ParseContext, rows: Row[]): void {
  it.each(rows)('%s (%s)', (typed, canonical, pastOnly, occupancy) => {
    expect(queryOf(`occupancy ${typed}`, ctx).range).toBe(canonical);
    expect(outcome(`occupancy ${typed}`, ctx)).toBe(occupancy);
    for (const report of ['bookings', 'signups']) {
      expect(outcome(`${report} ${typed}`, ctx), report).toBe(pastOnly);
      if (pastOnly !== REFUSED) expect(queryOf(`${report} ${typed}`, ctx).range).toBe(canonical);
    }
  });
}

describe("every range word on a month's 1st: Tue 2026-12-01 10:00 UTC", () => {
  // Today Dec 1, yesterday Nov 30; the week is Sun Nov 29 – Sat Dec 5.
  checkTable(at('2026-12-01T10:00:00Z'), [
    ['today', 'today', '2026-12-01..2026-12-01 today 1', '2026-12-01..2026-12-01 ahead 1'],
    ['yesterday', 'yesterday', '2026-11-30..2026-11-30 past 1', '2026-11-30..2026-11-30 past 1'],
    ['this-week', 'this-week', '2026-11-29..2026-11-30 to-date 2 of ..2026-12-05', '2026-11-29..2026-12-05 ahead 7'],
    ['wtd', 'this-week', '2026-11-29..2026-11-30 to-date 2 of ..2026-12-05', '2026-11-29..2026-12-05 ahead 7'],
    ['last-week', 'last-week', '2026-11-22..2026-11-28 past 7', '2026-11-22..2026-11-28 past 7'],
    ['next-week', 'next-week', REFUSED, '2026-12-06..2026-12-12 ahead 7'],
    // The month began today: today so far.
    ['this-month', 'this-month', '2026-12-01..2026-12-01 today 1 of ..2026-12-31', '2026-12-01..2026-12-31 ahead 31'],
    ['mtd', 'this-month', '2026-12-01..2026-12-01 today 1 of ..2026-12-31', '2026-12-01..2026-12-31 ahead 31'],
    ['last-month', 'last-month', '2026-11-01..2026-11-30 past 30', '2026-11-01..2026-11-30 past 30'],
    ['next-month', 'next-month', REFUSED, '2027-01-01..2027-01-31 ahead 31'],
    ['this-quarter', 'this-quarter', '2026-10-01..2026-11-30 to-date 61 of ..2026-12-31', '2026-10-01..2026-12-31 ahead 92'],
    ['qtd', 'this-quarter', '2026-10-01..2026-11-30 to-date 61 of ..2026-12-31', '2026-10-01..2026-12-31 ahead 92'],
    ['last-quarter', 'last-quarter', '2026-07-01..2026-09-30 past 92', '2026-07-01..2026-09-30 past 92'],
    ['next-quarter', 'next-quarter', REFUSED, '2027-01-01..2027-03-31 ahead 90'],
    ['this-year', 'this-year', '2026-01-01..2026-11-30 to-date 334 of ..2026-12-31', '2026-01-01..2026-12-31 ahead 365'],
    ['ytd', 'this-year', '2026-01-01..2026-11-30 to-date 334 of ..2026-12-31', '2026-01-01..2026-12-31 ahead 365'],
    ['last-year', 'last-year', '2025-01-01..2025-12-31 past 365', '2025-01-01..2025-12-31 past 365'],
    ['next-year', 'next-year', REFUSED, '2027-01-01..2027-12-31 ahead 365'],
    ['last-7-days', 'last-7-days', '2026-11-24..2026-11-30 past 7', '2026-11-24..2026-11-30 past 7'],
    ['last-4-weeks', 'last-4-weeks', '2026-11-01..2026-11-28 past 28', '2026-11-01..2026-11-28 past 28'],
    ['last-3-months', 'last-3-months', '2026-09-01..2026-11-30 past 91', '2026-09-01..2026-11-30 past 91'],
    ['next-4-weeks', 'next-4-weeks', REFUSED, '2026-12-01..2026-12-28 ahead 28'],
    ['december', '2026-12', '2026-12-01..2026-12-01 today 1 of ..2026-12-31', '2026-12-01..2026-12-31 ahead 31'],
    ['november', '2026-11', '2026-11-01..2026-11-30 past 30', '2026-11-01..2026-11-30 past 30'],
    ['q4', '2026-q4', '2026-10-01..2026-11-30 to-date 61 of ..2026-12-31', '2026-10-01..2026-12-31 ahead 92'],
    ['2026', '2026', '2026-01-01..2026-11-30 to-date 334 of ..2026-12-31', '2026-01-01..2026-12-31 ahead 365'],
    ['2026-11-10..2026-12-01', '2026-11-10..2026-12-01', '2026-11-10..2026-11-30 to-date 21 of ..2026-12-01', '2026-11-10..2026-12-01 ahead 22'],
    ['2026-12-01', '2026-12-01..2026-12-01', '2026-12-01..2026-12-01 today 1', '2026-12-01..2026-12-01 ahead 1'],
    ['2026-12-01..2026-12-05', '2026-12-01..2026-12-05', '2026-12-01..2026-12-01 today 1 of ..2026-12-05', '2026-12-01..2026-12-05 ahead 5'],
  ]);

  it('a subscription firing on the 1st resolves this-month to today so far, said so, and is not compared', () => {
    const ctx = at('2026-11-21T10:00:00Z');
    const range = fired('subscribe bookings this-month every day', ctx, '2026-12-01T09:00:00Z');
    expect(range).toEqual({
      start: '2026-12-01',
      end: '2026-12-01',
      fullEnd: '2026-12-31',
      label: 'Month to date \u00B7 Dec 1, 2026, today so far',
      days: 1,
      status: 'today',
    });
    expect(comparisonOf(range, 'previous')).toEqual({ comparison: null, reason: 'Today is not over, so it is not compared with another day.' });
    // The next morning it holds Dec 1, compared with Nov 1.
    const next = fired('subscribe bookings this-month every day', ctx, '2026-12-02T09:00:00Z');
    expect(brief(next)).toBe('2026-12-01..2026-12-01 to-date 1 of ..2026-12-31');
    expect(comparisonOf(next, 'previous').comparison).toMatchObject({ start: '2026-11-01', end: '2026-11-01', days: 1 });
  });
});

describe('every range word on the 31st: Thu 2026-12-31 10:00 UTC', () => {
  // Today Dec 31, yesterday Dec 30; the week is Sun Dec 27 – Sat Jan 2.
  checkTable(at('2026-12-31T10:00:00Z'), [
    ['today', 'today', '2026-12-31..2026-12-31 today 1', '2026-12-31..2026-12-31 ahead 1'],
    ['yesterday', 'yesterday', '2026-12-30..2026-12-30 past 1', '2026-12-30..2026-12-30 past 1'],
    ['this-week', 'this-week', '2026-12-27..2026-12-30 to-date 4 of ..2027-01-02', '2026-12-27..2027-01-02 ahead 7'],
    ['wtd', 'this-week', '2026-12-27..2026-12-30 to-date 4 of ..2027-01-02', '2026-12-27..2027-01-02 ahead 7'],
    ['last-week', 'last-week', '2026-12-20..2026-12-26 past 7', '2026-12-20..2026-12-26 past 7'],
    ['next-week', 'next-week', REFUSED, '2027-01-03..2027-01-09 ahead 7'],
    ['this-month', 'this-month', '2026-12-01..2026-12-30 to-date 30 of ..2026-12-31', '2026-12-01..2026-12-31 ahead 31'],
    ['mtd', 'this-month', '2026-12-01..2026-12-30 to-date 30 of ..2026-12-31', '2026-12-01..2026-12-31 ahead 31'],
    ['last-month', 'last-month', '2026-11-01..2026-11-30 past 30', '2026-11-01..2026-11-30 past 30'],
    ['next-month', 'next-month', REFUSED, '2027-01-01..2027-01-31 ahead 31'],
    ['this-quarter', 'this-quarter', '2026-10-01..2026-12-30 to-date 91 of ..2026-12-31', '2026-10-01..2026-12-31 ahead 92'],
    ['qtd', 'this-quarter', '2026-10-01..2026-12-30 to-date 91 of ..2026-12-31', '2026-10-01..2026-12-31 ahead 92'],
    ['last-quarter', 'last-quarter', '2026-07-01..2026-09-30 past 92', '2026-07-01..2026-09-30 past 92'],
    ['next-quarter', 'next-quarter', REFUSED, '2027-01-01..2027-03-31 ahead 90'],
    ['this-year', 'this-year', '2026-01-01..2026-12-30 to-date 364 of ..2026-12-31', '2026-01-01..2026-12-31 ahead 365'],
    ['ytd', 'this-year', '2026-01-01..2026-12-30 to-date 364 of ..2026-12-31', '2026-01-01..2026-12-31 ahead 365'],
    ['last-year', 'last-year', '2025-01-01..2025-12-31 past 365', '2025-01-01..2025-12-31 past 365'],
    ['next-year', 'next-year', REFUSED, '2027-01-01..2027-12-31 ahead 365'],
    ['last-7-days', 'last-7-days', '2026-12-24..2026-12-30 past 7', '2026-12-24..2026-12-30 past 7'],
    ['last-4-weeks', 'last-4-weeks', '2026-11-29..2026-12-26 past 28', '2026-11-29..2026-12-26 past 28'],
    ['last-3-months', 'last-3-months', '2026-09-01..2026-11-30 past 91', '2026-09-01..2026-11-30 past 91'],
    ['next-4-weeks', 'next-4-weeks', REFUSED, '2026-12-31..2027-01-27 ahead 28'],
    ['december', '2026-12', '2026-12-01..2026-12-30 to-date 30 of ..2026-12-31', '2026-12-01..2026-12-31 ahead 31'],
    ['january', '2026-01', '2026-01-01..2026-01-31 past 31', '2026-01-01..2026-01-31 past 31'],
    ['2027-01', '2027-01', REFUSED, '2027-01-01..2027-01-31 ahead 31'],
    ['q4', '2026-q4', '2026-10-01..2026-12-30 to-date 91 of ..2026-12-31', '2026-10-01..2026-12-31 ahead 92'],
    ['2026', '2026', '2026-01-01..2026-12-30 to-date 364 of ..2026-12-31', '2026-01-01..2026-12-31 ahead 365'],
    ['2026-12-01..2026-12-31', '2026-12-01..2026-12-31', '2026-12-01..2026-12-30 to-date 30 of ..2026-12-31', '2026-12-01..2026-12-31 ahead 31'],
    ['2026-12-31', '2026-12-31..2026-12-31', '2026-12-31..2026-12-31 today 1', '2026-12-31..2026-12-31 ahead 1'],
  ]);
});

describe('every range word on Jan 1: Fri 2027-01-01 10:00 UTC', () => {
  // Today Jan 1, yesterday Dec 31; the week is Sun Dec 27 – Sat Jan 2. ytd has no complete day.
  checkTable(at('2027-01-01T10:00:00Z'), [
    ['today', 'today', '2027-01-01..2027-01-01 today 1', '2027-01-01..2027-01-01 ahead 1'],
    ['yesterday', 'yesterday', '2026-12-31..2026-12-31 past 1', '2026-12-31..2026-12-31 past 1'],
    ['this-week', 'this-week', '2026-12-27..2026-12-31 to-date 5 of ..2027-01-02', '2026-12-27..2027-01-02 ahead 7'],
    ['last-week', 'last-week', '2026-12-20..2026-12-26 past 7', '2026-12-20..2026-12-26 past 7'],
    ['this-month', 'this-month', '2027-01-01..2027-01-01 today 1 of ..2027-01-31', '2027-01-01..2027-01-31 ahead 31'],
    ['last-month', 'last-month', '2026-12-01..2026-12-31 past 31', '2026-12-01..2026-12-31 past 31'],
    ['qtd', 'this-quarter', '2027-01-01..2027-01-01 today 1 of ..2027-03-31', '2027-01-01..2027-03-31 ahead 90'],
    ['last-quarter', 'last-quarter', '2026-10-01..2026-12-31 past 92', '2026-10-01..2026-12-31 past 92'],
    ['ytd', 'this-year', '2027-01-01..2027-01-01 today 1 of ..2027-12-31', '2027-01-01..2027-12-31 ahead 365'],
    ['this-year', 'this-year', '2027-01-01..2027-01-01 today 1 of ..2027-12-31', '2027-01-01..2027-12-31 ahead 365'],
    ['last-year', 'last-year', '2026-01-01..2026-12-31 past 365', '2026-01-01..2026-12-31 past 365'],
    ['last-7-days', 'last-7-days', '2026-12-25..2026-12-31 past 7', '2026-12-25..2026-12-31 past 7'],
    ['last-4-weeks', 'last-4-weeks', '2026-11-29..2026-12-26 past 28', '2026-11-29..2026-12-26 past 28'],
    ['last-3-months', 'last-3-months', '2026-10-01..2026-12-31 past 92', '2026-10-01..2026-12-31 past 92'],
    ['next-4-weeks', 'next-4-weeks', REFUSED, '2027-01-01..2027-01-28 ahead 28'],
    ['january', '2027-01', '2027-01-01..2027-01-01 today 1 of ..2027-01-31', '2027-01-01..2027-01-31 ahead 31'],
    ['december', '2026-12', '2026-12-01..2026-12-31 past 31', '2026-12-01..2026-12-31 past 31'],
    ['q1', '2027-q1', '2027-01-01..2027-01-01 today 1 of ..2027-03-31', '2027-01-01..2027-03-31 ahead 90'],
    ['q4', '2026-q4', '2026-10-01..2026-12-31 past 92', '2026-10-01..2026-12-31 past 92'],
    ['2027', '2027', '2027-01-01..2027-01-01 today 1 of ..2027-12-31', '2027-01-01..2027-12-31 ahead 365'],
    ['2026', '2026', '2026-01-01..2026-12-31 past 365', '2026-01-01..2026-12-31 past 365'],
  ]);

  it('ytd on Jan 1 is today so far, named as the year to date', () => {
    expect(period('bookings ytd', at('2027-01-01T10:00:00Z')).label).toBe('Year to date \u00B7 Jan 1, 2027, today so far');
    const range = fired('subscribe referrals ytd every day', at('2026-11-21T10:00:00Z'), '2027-01-01T09:00:00Z');
    expect(brief(range)).toBe('2027-01-01..2027-01-01 today 1 of ..2027-12-31');
  });
});

describe('every range word on the leap day: Tue 2028-02-29 10:00 UTC', () => {
  // Today Feb 29, yesterday Feb 28; the week is Sun Feb 27 – Sat Mar 4. 2028 has 366 days.
  checkTable(at('2028-02-29T10:00:00Z'), [
    ['today', 'today', '2028-02-29..2028-02-29 today 1', '2028-02-29..2028-02-29 ahead 1'],
    ['yesterday', 'yesterday', '2028-02-28..2028-02-28 past 1', '2028-02-28..2028-02-28 past 1'],
    ['this-week', 'this-week', '2028-02-27..2028-02-28 to-date 2 of ..2028-03-04', '2028-02-27..2028-03-04 ahead 7'],
    ['wtd', 'this-week', '2028-02-27..2028-02-28 to-date 2 of ..2028-03-04', '2028-02-27..2028-03-04 ahead 7'],
    ['last-week', 'last-week', '2028-02-20..2028-02-26 past 7', '2028-02-20..2028-02-26 past 7'],
    ['next-week', 'next-week', REFUSED, '2028-03-05..2028-03-11 ahead 7'],
    ['this-month', 'this-month', '2028-02-01..2028-02-28 to-date 28 of ..2028-02-29', '2028-02-01..2028-02-29 ahead 29'],
    ['mtd', 'this-month', '2028-02-01..2028-02-28 to-date 28 of ..2028-02-29', '2028-02-01..2028-02-29 ahead 29'],
    ['last-month', 'last-month', '2028-01-01..2028-01-31 past 31', '2028-01-01..2028-01-31 past 31'],
    ['next-month', 'next-month', REFUSED, '2028-03-01..2028-03-31 ahead 31'],
    ['this-quarter', 'this-quarter', '2028-01-01..2028-02-28 to-date 59 of ..2028-03-31', '2028-01-01..2028-03-31 ahead 91'],
    ['qtd', 'this-quarter', '2028-01-01..2028-02-28 to-date 59 of ..2028-03-31', '2028-01-01..2028-03-31 ahead 91'],
    ['last-quarter', 'last-quarter', '2027-10-01..2027-12-31 past 92', '2027-10-01..2027-12-31 past 92'],
    ['next-quarter', 'next-quarter', REFUSED, '2028-04-01..2028-06-30 ahead 91'],
    ['this-year', 'this-year', '2028-01-01..2028-02-28 to-date 59 of ..2028-12-31', '2028-01-01..2028-12-31 ahead 366'],
    ['ytd', 'this-year', '2028-01-01..2028-02-28 to-date 59 of ..2028-12-31', '2028-01-01..2028-12-31 ahead 366'],
    ['last-year', 'last-year', '2027-01-01..2027-12-31 past 365', '2027-01-01..2027-12-31 past 365'],
    ['next-year', 'next-year', REFUSED, '2029-01-01..2029-12-31 ahead 365'],
    ['last-7-days', 'last-7-days', '2028-02-22..2028-02-28 past 7', '2028-02-22..2028-02-28 past 7'],
    ['last-4-weeks', 'last-4-weeks', '2028-01-30..2028-02-26 past 28', '2028-01-30..2028-02-26 past 28'],
    ['last-3-months', 'last-3-months', '2027-11-01..2028-01-31 past 92', '2027-11-01..2028-01-31 past 92'],
    ['next-4-weeks', 'next-4-weeks', REFUSED, '2028-02-29..2028-03-27 ahead 28'],
    ['february', '2028-02', '2028-02-01..2028-02-28 to-date 28 of ..2028-02-29', '2028-02-01..2028-02-29 ahead 29'],
    ['march', '2027-03', '2027-03-01..2027-03-31 past 31', '2027-03-01..2027-03-31 past 31'],
    ['q1', '2028-q1', '2028-01-01..2028-02-28 to-date 59 of ..2028-03-31', '2028-01-01..2028-03-31 ahead 91'],
    ['2028', '2028', '2028-01-01..2028-02-28 to-date 59 of ..2028-12-31', '2028-01-01..2028-12-31 ahead 366'],
    ['2028-02-29', '2028-02-29..2028-02-29', '2028-02-29..2028-02-29 today 1', '2028-02-29..2028-02-29 ahead 1'],
    ['2028-02-01..2028-02-29', '2028-02-01..2028-02-29', '2028-02-01..2028-02-28 to-date 28 of ..2028-02-29', '2028-02-01..2028-02-29 ahead 29'],
  ]);
});

describe('every range word the day after the leap day: Wed 2028-03-01 10:00 UTC', () => {
  // Today Mar 1, yesterday Feb 29; the week is Sun Feb 27 – Sat Mar 4.
  checkTable(at('2028-03-01T10:00:00Z'), [
    ['today', 'today', '2028-03-01..2028-03-01 today 1', '2028-03-01..2028-03-01 ahead 1'],
    ['yesterday', 'yesterday', '2028-02-29..2028-02-29 past 1', '2028-02-29..2028-02-29 past 1'],
    ['this-week', 'this-week', '2028-02-27..2028-02-29 to-date 3 of ..2028-03-04', '2028-02-27..2028-03-04 ahead 7'],
    ['wtd', 'this-week', '2028-02-27..2028-02-29 to-date 3 of ..2028-03-04', '2028-02-27..2028-03-04 ahead 7'],
    ['last-week', 'last-week', '2028-02-20..2028-02-26 past 7', '2028-02-20..2028-02-26 past 7'],
    ['next-week', 'next-week', REFUSED, '2028-03-05..2028-03-11 ahead 7'],
    ['this-month', 'this-month', '2028-03-01..2028-03-01 today 1 of ..2028-03-31', '2028-03-01..2028-03-31 ahead 31'],
    ['mtd', 'this-month', '2028-03-01..2028-03-01 today 1 of ..2028-03-31', '2028-03-01..2028-03-31 ahead 31'],
    ['last-month', 'last-month', '2028-02-01..2028-02-29 past 29', '2028-02-01..2028-02-29 past 29'],
    ['next-month', 'next-month', REFUSED, '2028-04-01..2028-04-30 ahead 30'],
    ['this-quarter', 'this-quarter', '2028-01-01..2028-02-29 to-date 60 of ..2028-03-31', '2028-01-01..2028-03-31 ahead 91'],
    ['qtd', 'this-quarter', '2028-01-01..2028-02-29 to-date 60 of ..2028-03-31', '2028-01-01..2028-03-31 ahead 91'],
    ['last-quarter', 'last-quarter', '2027-10-01..2027-12-31 past 92', '2027-10-01..2027-12-31 past 92'],
    ['next-quarter', 'next-quarter', REFUSED, '2028-04-01..2028-06-30 ahead 91'],
    ['this-year', 'this-year', '2028-01-01..2028-02-29 to-date 60 of ..2028-12-31', '2028-01-01..2028-12-31 ahead 366'],
    ['ytd', 'this-year', '2028-01-01..2028-02-29 to-date 60 of ..2028-12-31', '2028-01-01..2028-12-31 ahead 366'],
    ['last-year', 'last-year', '2027-01-01..2027-12-31 past 365', '2027-01-01..2027-12-31 past 365'],
    ['next-year', 'next-year', REFUSED, '2029-01-01..2029-12-31 ahead 365'],
    ['last-7-days', 'last-7-days', '2028-02-23..2028-02-29 past 7', '2028-02-23..2028-02-29 past 7'],
    ['last-4-weeks', 'last-4-weeks', '2028-01-30..2028-02-26 past 28', '2028-01-30..2028-02-26 past 28'],
    ['last-3-months', 'last-3-months', '2027-12-01..2028-02-29 past 91', '2027-12-01..2028-02-29 past 91'],
    ['next-4-weeks', 'next-4-weeks', REFUSED, '2028-03-01..2028-03-28 ahead 28'],
    ['february', '2028-02', '2028-02-01..2028-02-29 past 29', '2028-02-01..2028-02-29 past 29'],
    ['march', '2028-03', '2028-03-01..2028-03-01 today 1 of ..2028-03-31', '2028-03-01..2028-03-31 ahead 31'],
    ['q1', '2028-q1', '2028-01-01..2028-02-29 to-date 60 of ..2028-03-31', '2028-01-01..2028-03-31 ahead 91'],
    ['2028', '2028', '2028-01-01..2028-02-29 to-date 60 of ..2028-12-31', '2028-01-01..2028-12-31 ahead 366'],
    ['2028-03-01', '2028-03-01..2028-03-01', '2028-03-01..2028-03-01 today 1', '2028-03-01..2028-03-01 ahead 1'],
    ['2028-02-01..2028-03-01', '2028-02-01..2028-03-01', '2028-02-01..2028-02-29 to-date 29 of ..2028-03-01', '2028-02-01..2028-03-01 ahead 30'],
  ]);
});

describe('labels of periods to date', () => {
  const table: [now: string, command: string, label: string][] = [
    ['2026-11-21T10:00:00Z', 'bookings this-month', 'Month to date \u00B7 Nov 1\u201320, 2026'],
    ['2026-11-21T10:00:00Z', 'bookings today', 'Today so far \u00B7 Nov 21, 2026'],
    ['2026-12-01T10:00:00Z', 'bookings this-year', 'Year to date \u00B7 Jan 1 \u2013 Nov 30, 2026'],
    ['2026-12-01T10:00:00Z', 'bookings 2026-11-10..2026-12-01', 'Nov 10\u201330, 2026 \u00B7 to date'],
    ['2026-12-01T10:00:00Z', 'occupancy this-month', 'This month \u00B7 Dec 1\u201331, 2026'],
    ['2026-12-31T10:00:00Z', 'bookings this-week', 'Week to date \u00B7 Dec 27\u201330, 2026'],
    ['2026-12-31T10:00:00Z', 'bookings qtd', 'Quarter to date \u00B7 Oct 1 \u2013 Dec 30, 2026'],
    ['2026-12-31T10:00:00Z', 'bookings december', 'December 2026 to date \u00B7 Dec 1\u201330, 2026'],
    ['2026-12-31T10:00:00Z', 'occupancy this-week', 'This week \u00B7 Dec 27, 2026 \u2013 Jan 2, 2027'],
    ['2028-02-29T10:00:00Z', 'bookings mtd', 'Month to date \u00B7 Feb 1\u201328, 2028'],
    ['2028-02-29T10:00:00Z', 'bookings ytd', 'Year to date \u00B7 Jan 1 \u2013 Feb 28, 2028'],
    ['2028-02-29T10:00:00Z', 'bookings q1', 'Q1 2028 to date \u00B7 Jan 1 \u2013 Feb 28, 2028'],
    ['2028-02-29T10:00:00Z', 'bookings 2028-02-29', 'Today so far \u00B7 Feb 29, 2028'],
    ['2028-03-01T10:00:00Z', 'bookings last-month', 'Last month \u00B7 Feb 1\u201329, 2028'],
    ['2028-03-01T10:00:00Z', 'bookings 2028', '2028 to date \u00B7 Jan 1 \u2013 Feb 29, 2028'],
    ['2028-03-01T10:00:00Z', 'bookings february', 'February 2028 \u00B7 Feb 1\u201329, 2028'],
  ];
  it.each(table)('%s %s', (now, command, label) => {
    expect(period(command, at(now)).label).toBe(label);
  });
});

describe('time zones and DST', () => {
  type ZoneRow = [instant: string, local: string, today: string, yesterday: string, thisWeek: string, thisMonth: string];
  function checkZone(timeZone: string, weekStartsOn: WeekDay, rows: ZoneRow[]): void {
    it.each(rows)('%s (%s)', (instant, _local, today, yesterday, thisWeek, thisMonth) => {
      const ctx = at(instant, timeZone, weekStartsOn);
      expect(outcome('bookings today', ctx)).toBe(today);
      expect(outcome('bookings yesterday', ctx)).toBe(yesterday);
      expect(outcome('bookings this-week', ctx)).toBe(thisWeek);
      expect(outcome('bookings this-month', ctx)).toBe(thisMonth);
    });
  }

  describe('America/New_York, fall back on Sunday 2026-11-01 (02:00 EDT -> 01:00 EST)', () => {
    checkZone('America/New_York', 'Sunday', [
      [
        '2026-11-01T03:59:59Z',
        'Sat Oct 31 23:59:59 EDT',
        '2026-10-31..2026-10-31 today 1',
        '2026-10-30..2026-10-30 past 1',
        '2026-10-25..2026-10-30 to-date 6 of ..2026-10-31',
        '2026-10-01..2026-10-30 to-date 30 of ..2026-10-31',
      ],
      [
        '2026-11-01T04:00:00Z',
        'Sun Nov 1 00:00 EDT',
        '2026-11-01..2026-11-01 today 1',
        '2026-10-31..2026-10-31 past 1',
        '2026-11-01..2026-11-01 today 1 of ..2026-11-07',
        '2026-11-01..2026-11-01 today 1 of ..2026-11-30',
      ],
      [
        '2026-11-01T05:30:00Z',
        'Sun Nov 1 01:30 EDT (first)',
        '2026-11-01..2026-11-01 today 1',
        '2026-10-31..2026-10-31 past 1',
        '2026-11-01..2026-11-01 today 1 of ..2026-11-07',
        '2026-11-01..2026-11-01 today 1 of ..2026-11-30',
      ],
      [
        '2026-11-01T06:30:00Z',
        'Sun Nov 1 01:30 EST (second)',
        '2026-11-01..2026-11-01 today 1',
        '2026-10-31..2026-10-31 past 1',
        '2026-11-01..2026-11-01 today 1 of ..2026-11-07',
        '2026-11-01..2026-11-01 today 1 of ..2026-11-30',
      ],
      [
        '2026-11-01T08:00:00Z',
        'Sun Nov 1 03:00 EST',
        '2026-11-01..2026-11-01 today 1',
        '2026-10-31..2026-10-31 past 1',
        '2026-11-01..2026-11-01 today 1 of ..2026-11-07',
        '2026-11-01..2026-11-01 today 1 of ..2026-11-30',
      ],
      [
        '2026-11-02T04:59:59Z',
        'Sun Nov 1 23:59:59 EST',
        '2026-11-01..2026-11-01 today 1',
        '2026-10-31..2026-10-31 past 1',
        '2026-11-01..2026-11-01 today 1 of ..2026-11-07',
        '2026-11-01..2026-11-01 today 1 of ..2026-11-30',
      ],
      [
        '2026-11-02T05:00:00Z',
        'Mon Nov 2 00:00 EST',
        '2026-11-02..2026-11-02 today 1',
        '2026-11-01..2026-11-01 past 1',
        '2026-11-01..2026-11-01 to-date 1 of ..2026-11-07',
        '2026-11-01..2026-11-01 to-date 1 of ..2026-11-30',
      ],
    ]);

    it('the look-ahead keeps the whole week that began that Sunday; UTC is already on Monday', () => {
      expect(outcome('occupancy this-week', at('2026-11-01T06:30:00Z', 'America/New_York'))).toBe('2026-11-01..2026-11-07 ahead 7');
      expect(outcome('bookings yesterday', at('2026-11-02T04:59:59Z', 'UTC'))).toBe('2026-11-01..2026-11-01 past 1');
    });
  });

  describe('Europe/Berlin, spring forward on Sunday 2026-03-29 (02:00 CET -> 03:00 CEST), weeks from Monday', () => {
    checkZone('Europe/Berlin', 'Monday', [
      [
        '2026-03-28T22:59:59Z',
        'Sat Mar 28 23:59:59 CET',
        '2026-03-28..2026-03-28 today 1',
        '2026-03-27..2026-03-27 past 1',
        '2026-03-23..2026-03-27 to-date 5 of ..2026-03-29',
        '2026-03-01..2026-03-27 to-date 27 of ..2026-03-31',
      ],
      [
        '2026-03-28T23:00:00Z',
        'Sun Mar 29 00:00 CET',
        '2026-03-29..2026-03-29 today 1',
        '2026-03-28..2026-03-28 past 1',
        '2026-03-23..2026-03-28 to-date 6 of ..2026-03-29',
        '2026-03-01..2026-03-28 to-date 28 of ..2026-03-31',
      ],
      [
        '2026-03-29T00:59:59Z',
        'Sun Mar 29 01:59:59 CET',
        '2026-03-29..2026-03-29 today 1',
        '2026-03-28..2026-03-28 past 1',
        '2026-03-23..2026-03-28 to-date 6 of ..2026-03-29',
        '2026-03-01..2026-03-28 to-date 28 of ..2026-03-31',
      ],
      [
        '2026-03-29T01:00:00Z',
        'Sun Mar 29 03:00 CEST',
        '2026-03-29..2026-03-29 today 1',
        '2026-03-28..2026-03-28 past 1',
        '2026-03-23..2026-03-28 to-date 6 of ..2026-03-29',
        '2026-03-01..2026-03-28 to-date 28 of ..2026-03-31',
      ],
      [
        '2026-03-29T21:59:59Z',
        'Sun Mar 29 23:59:59 CEST',
        '2026-03-29..2026-03-29 today 1',
        '2026-03-28..2026-03-28 past 1',
        '2026-03-23..2026-03-28 to-date 6 of ..2026-03-29',
        '2026-03-01..2026-03-28 to-date 28 of ..2026-03-31',
      ],
      [
        '2026-03-29T22:00:00Z',
        'Mon Mar 30 00:00 CEST',
        '2026-03-30..2026-03-30 today 1',
        '2026-03-29..2026-03-29 past 1',
        '2026-03-30..2026-03-30 today 1 of ..2026-04-05',
        '2026-03-01..2026-03-29 to-date 29 of ..2026-03-31',
      ],
    ]);

    it('last-week on that Monday is the week of the switch; this-month compares Mar 1–29 with Feb 1–28', () => {
      const ctx = at('2026-03-29T22:00:00Z', 'Europe/Berlin', 'Monday');
      expect(outcome('bookings last-week', ctx)).toBe('2026-03-23..2026-03-29 past 7');
      expect(compact(comparisonOf(period('bookings this-month', ctx), 'previous').comparison)).toBe(
        '2026-02-01..2026-02-28 28d of ..2026-02-28 months',
      );
    });
  });

  describe('zones ahead of and behind UTC, where "today" is not UTC\'s', () => {
    it("Auckland is on Dec 1 at 12:00 UTC Nov 30: its this-month is today so far, UTC's has 29 days", () => {
      const instant = '2026-11-30T12:00:00Z'; // Tue Dec 1 01:00 NZDT (+13)
      expect(outcome('bookings today', at(instant, 'Pacific/Auckland'))).toBe('2026-12-01..2026-12-01 today 1');
      expect(outcome('bookings this-month', at(instant, 'Pacific/Auckland'))).toBe('2026-12-01..2026-12-01 today 1 of ..2026-12-31');
      expect(outcome('bookings last-month', at(instant, 'Pacific/Auckland'))).toBe('2026-11-01..2026-11-30 past 30');
      expect(outcome('bookings this-month', at(instant, 'UTC'))).toBe('2026-11-01..2026-11-29 to-date 29 of ..2026-11-30');
      expect(outcome('bookings last-month', at(instant, 'UTC'))).toBe('2026-10-01..2026-10-31 past 31');
    });

    it("Auckland's ytd is today so far at its midnight of Jan 1 while UTC's runs through Dec 30", () => {
      const instant = '2026-12-31T11:00:00Z'; // Fri Jan 1 2027 00:00 NZDT
      expect(outcome('bookings ytd', at(instant, 'Pacific/Auckland'))).toBe('2027-01-01..2027-01-01 today 1 of ..2027-12-31');
      expect(outcome('bookings last-year', at(instant, 'Pacific/Auckland'))).toBe('2026-01-01..2026-12-31 past 365');
      expect(outcome('bookings ytd', at(instant, 'UTC'))).toBe('2026-01-01..2026-12-30 to-date 364 of ..2026-12-31');
    });

    it('one instant, three days: Kiritimati (+14), UTC and Pago Pago (-11)', () => {
      const instant = '2026-12-31T10:00:00Z';
      expect(outcome('bookings today', at(instant, 'Pacific/Kiritimati'))).toBe('2027-01-01..2027-01-01 today 1');
      expect(outcome('bookings today', at(instant, 'UTC'))).toBe('2026-12-31..2026-12-31 today 1');
      expect(outcome('bookings today', at(instant, 'Pacific/Pago_Pago'))).toBe('2026-12-30..2026-12-30 today 1');
      // One second earlier Kiritimati is still on Dec 31.
      expect(outcome('bookings yesterday', at('2026-12-31T09:59:59Z', 'Pacific/Kiritimati'))).toBe('2026-12-30..2026-12-30 past 1');
    });
  });
});

function compact(c: ComparisonRange | null): string | null {
  return c === null ? null : `${c.start}..${c.end} ${c.days}d of ..${c.fullEnd} ${c.shift}`;
}

describe('comparisonOf: like for like', () => {
  type CompareRow = [now: string, command: string, compare: 'previous' | 'last-year', expected: string];
  const table: CompareRow[] = [
    // Sat 2026-11-21: month to date Nov 1–20 against Oct 1–20, not all of October (issue 11).
    ['2026-11-21T10:00:00Z', 'bookings this-month', 'previous', '2026-10-01..2026-10-20 20d of ..2026-10-31 months'],
    ['2026-11-21T10:00:00Z', 'bookings this-month', 'last-year', '2025-11-01..2025-11-20 20d of ..2025-11-30 months'],
    ['2026-11-21T10:00:00Z', 'bookings ytd', 'last-year', '2025-01-01..2025-11-20 324d of ..2025-12-31 months'],
    ['2026-11-21T10:00:00Z', 'bookings ytd', 'previous', '2025-01-01..2025-11-20 324d of ..2025-12-31 months'],
    // Quarter to date Oct 1 – Nov 20 (51 days) against the previous quarter's first 51 days.
    ['2026-11-21T10:00:00Z', 'bookings this-quarter', 'previous', '2026-07-01..2026-08-20 51d of ..2026-09-30 months'],
    ['2026-11-21T10:00:00Z', 'bookings qtd', 'last-year', '2025-10-01..2025-11-20 51d of ..2025-12-31 months'],
    // Week to date Sun Nov 15 – Fri Nov 20: Sun–Fri of the week before, and 52 weeks before.
    ['2026-11-21T10:00:00Z', 'bookings this-week', 'previous', '2026-11-08..2026-11-13 6d of ..2026-11-14 days'],
    ['2026-11-21T10:00:00Z', 'bookings this-week', 'last-year', '2025-11-16..2025-11-21 6d of ..2025-11-22 days'],
    // Yesterday, Fri Nov 20: the day before, and Fri Nov 21, 2025 (364 days, same weekday).
    ['2026-11-21T10:00:00Z', 'bookings yesterday', 'previous', '2026-11-19..2026-11-19 1d of ..2026-11-19 days'],
    ['2026-11-21T10:00:00Z', 'bookings yesterday', 'last-year', '2025-11-21..2025-11-21 1d of ..2025-11-21 days'],
    ['2026-11-21T10:00:00Z', 'bookings last-week', 'last-year', '2025-11-09..2025-11-15 7d of ..2025-11-15 days'],
    ['2026-11-21T10:00:00Z', 'bookings last-7-days', 'previous', '2026-11-07..2026-11-13 7d of ..2026-11-13 days'],
    ['2026-11-21T10:00:00Z', 'bookings last-7-days', 'last-year', '2025-11-15..2025-11-21 7d of ..2025-11-21 days'],
    // Whole months: calendar months, whatever their length.
    ['2026-11-21T10:00:00Z', 'bookings last-month', 'previous', '2026-09-01..2026-09-30 30d of ..2026-09-30 months'],
    ['2026-11-21T10:00:00Z', 'bookings last-month', 'last-year', '2025-10-01..2025-10-31 31d of ..2025-10-31 months'],
    ['2026-11-21T10:00:00Z', 'bookings last-3-months', 'previous', '2026-05-01..2026-07-31 92d of ..2026-07-31 months'],
    // Explicit dates to date: Nov 10–20 of Nov 10–30 (21 days).
    ['2026-11-21T10:00:00Z', 'bookings 2026-11-10..2026-11-30', 'previous', '2026-10-20..2026-10-30 11d of ..2026-11-09 days'],
    ['2026-11-21T10:00:00Z', 'bookings 2026-11-10..2026-11-30', 'last-year', '2025-11-11..2025-11-21 11d of ..2025-12-01 days'],
    // Look-ahead: whole periods, never cut.
    ['2026-11-21T10:00:00Z', 'occupancy next-4-weeks', 'last-year', '2025-11-22..2025-12-19 28d of ..2025-12-19 days'],
    ['2026-11-21T10:00:00Z', 'occupancy next-4-weeks', 'previous', '2026-10-24..2026-11-20 28d of ..2026-11-20 days'],
    ['2026-11-21T10:00:00Z', 'occupancy next-month', 'last-year', '2025-12-01..2025-12-31 31d of ..2025-12-31 months'],
    ['2026-11-21T10:00:00Z', 'occupancy this-month', 'previous', '2026-10-01..2026-10-31 31d of ..2026-10-31 months'],
    // Tue 2026-03-31: March to date (Mar 1–30) against all of February, which is shorter.
    ['2026-03-31T10:00:00Z', 'bookings this-month', 'previous', '2026-02-01..2026-02-28 28d of ..2026-02-28 months'],
    ['2026-03-31T10:00:00Z', 'bookings this-month', 'last-year', '2025-03-01..2025-03-30 30d of ..2025-03-31 months'],
    ['2026-03-31T10:00:00Z', 'bookings this-quarter', 'previous', '2025-10-01..2025-12-28 89d of ..2025-12-31 months'],
    // Thu 2026-12-31: Dec 1–30 against Nov 1–30; Oct 1 – Dec 30 (91 days) against Jul 1 – Sep 29.
    ['2026-12-31T10:00:00Z', 'bookings this-month', 'previous', '2026-11-01..2026-11-30 30d of ..2026-11-30 months'],
    ['2026-12-31T10:00:00Z', 'bookings this-quarter', 'previous', '2026-07-01..2026-09-29 91d of ..2026-09-30 months'],
    ['2027-01-01T10:00:00Z', 'bookings yesterday', 'last-year', '2026-01-01..2026-01-01 1d of ..2026-01-01 days'],
    // Tue 2028-02-29 (leap day).
    ['2028-02-29T10:00:00Z', 'bookings mtd', 'previous', '2028-01-01..2028-01-28 28d of ..2028-01-31 months'],
    ['2028-02-29T10:00:00Z', 'bookings mtd', 'last-year', '2027-02-01..2027-02-28 28d of ..2027-02-28 months'],
    ['2028-02-29T10:00:00Z', 'bookings ytd', 'last-year', '2027-01-01..2027-02-28 59d of ..2027-12-31 months'],
    ['2028-02-29T10:00:00Z', 'bookings yesterday', 'last-year', '2027-03-01..2027-03-01 1d of ..2027-03-01 days'],
    ['2028-02-29T10:00:00Z', 'bookings this-week', 'last-year', '2027-02-28..2027-03-01 2d of ..2027-03-06 days'],
    // Wed 2028-03-01: February 2028 (29 days) against February 2027 (28): the same calendar month.
    ['2028-03-01T10:00:00Z', 'bookings last-month', 'last-year', '2027-02-01..2027-02-28 28d of ..2027-02-28 months'],
    ['2028-03-01T10:00:00Z', 'bookings last-month', 'previous', '2028-01-01..2028-01-31 31d of ..2028-01-31 months'],
    // ytd Jan 1 – Feb 29 is 60 elapsed days: the first 60 days of 2027 run to Mar 1.
    ['2028-03-01T10:00:00Z', 'bookings ytd', 'last-year', '2027-01-01..2027-03-01 60d of ..2027-12-31 months'],
    ['2028-03-01T10:00:00Z', 'bookings yesterday', 'last-year', '2027-03-02..2027-03-02 1d of ..2027-03-02 days'],
    ['2028-03-01T10:00:00Z', 'bookings yesterday', 'previous', '2028-02-28..2028-02-28 1d of ..2028-02-28 days'],
    ['2029-03-01T10:00:00Z', 'bookings last-month', 'last-year', '2028-02-01..2028-02-29 29d of ..2028-02-29 months'],
    // The 1970 floor, exactly: these still start on Jan 1, 1970.
    ['2026-11-21T10:00:00Z', 'bookings 1970-02', 'previous', '1970-01-01..1970-01-31 31d of ..1970-01-31 months'],
    ['2026-11-21T10:00:00Z', 'bookings 1970-01-02', 'previous', '1970-01-01..1970-01-01 1d of ..1970-01-01 days'],
    ['2026-11-21T10:00:00Z', 'bookings 1971-01', 'last-year', '1970-01-01..1970-01-31 31d of ..1970-01-31 months'],
    ['2026-11-21T10:00:00Z', 'bookings 1970-12-31', 'last-year', '1970-01-01..1970-01-01 1d of ..1970-01-01 days'],
  ];
  it.each(table)('%s %s vs %s', (now, command, compare, expected) => {
    const found = comparisonOf(period(command, at(now)), compare);
    expect(compact(found.comparison)).toBe(expected);
    expect(found.comparison).toMatchObject({ kind: compare, status: 'past' });
  });

  it('labels a comparison with its plain dates', () => {
    const nov = at('2026-11-21T10:00:00Z');
    expect(comparisonOf(period('bookings this-month', nov), 'previous').comparison?.label).toBe('Oct 1\u201320, 2026');
    expect(comparisonOf(period('bookings this-week', nov), 'last-year').comparison?.label).toBe('Nov 16\u201321, 2025');
    expect(comparisonOf(period('bookings ytd', at('2028-02-29T10:00:00Z')), 'last-year').comparison?.label).toBe('Jan 1 \u2013 Feb 28, 2027');
  });

  type NoneRow = [now: string, command: string, compare: 'previous' | 'last-year', reason: string];
  const TODAY_REASON = 'Today is not over, so it is not compared with another day.';
  const none: NoneRow[] = [
    // Part of a day against a whole one would read as a collapse (issue 11: ▼ 60.1%).
    ['2026-11-21T10:00:00Z', 'bookings today', 'previous', TODAY_REASON],
    ['2026-11-21T10:00:00Z', 'bookings today', 'last-year', TODAY_REASON],
    ['2026-11-21T10:00:00Z', 'referrals 2026-11-21', 'previous', TODAY_REASON],
    ['2028-02-29T23:59:59Z', 'signups today', 'last-year', TODAY_REASON],
    // Before 1970 (issue 11: signups 1970-01-01..1973-01-04 asked for 1966).
    ['2026-11-21T10:00:00Z', 'signups 1970-01-01..1973-01-04', 'previous', 'Not compared: the period before starts before 1970.'],
    ['2026-11-21T10:00:00Z', 'signups 1970-01-01..1973-01-04', 'last-year', 'Not compared: the same period a year earlier starts before 1970.'],
    ['2026-11-21T10:00:00Z', 'bookings 1970', 'previous', 'Not compared: the period before starts before 1970.'],
    ['2026-11-21T10:00:00Z', 'bookings 1970', 'last-year', 'Not compared: the same period a year earlier starts before 1970.'],
    ['2026-11-21T10:00:00Z', 'bookings 1970-01-01', 'previous', 'Not compared: the period before starts before 1970.'],
    ['2026-11-21T10:00:00Z', 'bookings 1970-12-30', 'last-year', 'Not compared: the same period a year earlier starts before 1970.'],
    ['2026-11-21T10:00:00Z', 'occupancy 1970-01', 'previous', 'Not compared: the period before starts before 1970.'],
    // 366 days (not whole months) 364 days back would overlap themselves; whole months shift by a year.
    [
      '2026-11-21T10:00:00Z',
      'bookings last-366-days',
      'last-year',
      'Not compared with last year: the period is longer than a year. Try "vs previous".',
    ],
    [
      '2026-11-21T10:00:00Z',
      'signups 2025-06-01..2026-06-15',
      'last-year',
      'Not compared with last year: the period is longer than a year. Try "vs previous".',
    ],
  ];
  it.each(none)('%s %s vs %s: not compared', (now, command, compare, reason) => {
    expect(comparisonOf(period(command, at(now)), compare)).toEqual({ comparison: null, reason });
  });

  it('whole months longer than a year are compared with the same months a year earlier; 364 days still are', () => {
    // last-12-months... as 13 whole months: Oct 2025 – Oct 2026 vs Oct 2024 – Oct 2025 (overlapping by design of "a year earlier").
    expect(comparisonOf(period('bookings 2025-10-01..2026-10-31', at('2026-11-21T10:00:00Z')), 'last-year').comparison?.label).toBe(
      'Oct 1, 2024 \u2013 Oct 31, 2025',
    );
    // 364 days: Nov 22, 2025 – Nov 20, 2026 vs Nov 23, 2024 – Nov 21, 2025, ending the day before it starts.
    expect(comparisonOf(period('bookings last-364-days', at('2026-11-21T10:00:00Z')), 'last-year').comparison?.label).toBe(
      'Nov 23, 2024 \u2013 Nov 21, 2025',
    );
  });

  it('today is compared for the look-ahead, whose today is a stay date on the books', () => {
    // Sat Nov 21, 2026 against Sat Nov 22, 2025.
    expect(compact(comparisonOf(period('occupancy today', at('2026-11-21T10:00:00Z')), 'last-year').comparison)).toBe(
      '2025-11-22..2025-11-22 1d of ..2025-11-22 days',
    );
  });
});

describe('shiftRange: the whole previous period, as explicit dates', () => {
  type ShiftRow = [now: string, command: string, expected: string | null];
  const table: ShiftRow[] = [
    // From a period to date, the whole period before it (not the like-for-like part).
    ['2026-11-21T10:00:00Z', 'bookings this-month', '2026-10-01..2026-10-31'],
    ['2026-11-21T10:00:00Z', 'bookings mtd', '2026-10-01..2026-10-31'],
    ['2026-11-21T10:00:00Z', 'bookings november', '2026-10-01..2026-10-31'],
    ['2026-11-21T10:00:00Z', 'bookings ytd', '2025-01-01..2025-12-31'],
    ['2026-11-21T10:00:00Z', 'bookings this-quarter', '2026-07-01..2026-09-30'],
    ['2026-11-21T10:00:00Z', 'bookings this-week', '2026-11-08..2026-11-14'],
    ['2026-11-21T10:00:00Z', 'bookings today', '2026-11-20..2026-11-20'],
    ['2026-11-21T10:00:00Z', 'bookings yesterday', '2026-11-19..2026-11-19'],
    ['2026-11-21T10:00:00Z', 'bookings last-7-days', '2026-11-07..2026-11-13'],
    ['2026-11-21T10:00:00Z', 'bookings 2026-11-10..2026-11-30', '2026-10-20..2026-11-09'],
    ['2026-11-21T10:00:00Z', 'occupancy next-4-weeks', '2026-10-24..2026-11-20'],
    ['2026-11-21T10:00:00Z', 'occupancy next-month', '2026-11-01..2026-11-30'],
    ['2026-03-31T10:00:00Z', 'bookings this-month', '2026-02-01..2026-02-28'],
    ['2026-12-31T10:00:00Z', 'bookings this-year', '2025-01-01..2025-12-31'],
    ['2028-02-29T10:00:00Z', 'bookings mtd', '2028-01-01..2028-01-31'],
    ['2028-03-01T10:00:00Z', 'bookings last-month', '2028-01-01..2028-01-31'],
    ['2028-03-01T10:00:00Z', 'bookings ytd', '2027-01-01..2027-12-31'],
    ['2028-03-01T10:00:00Z', 'bookings yesterday', '2028-02-28..2028-02-28'],
    // No button before 1970; exactly 1970-01-01 still has one.
    ['2026-11-21T10:00:00Z', 'bookings 1970', null],
    ['2026-11-21T10:00:00Z', 'bookings 1970-01-01..1970-01-31', null],
    ['2026-11-21T10:00:00Z', 'signups 1970-01-01..1973-01-04', null],
    ['2026-11-21T10:00:00Z', 'bookings 1970-02', '1970-01-01..1970-01-31'],
    ['2026-11-21T10:00:00Z', 'bookings 1970-01-02', '1970-01-01..1970-01-01'],
  ];
  it.each(table)('%s %s -> %s', (now, command, expected) => {
    const ctx = at(now);
    const q = queryOf(command, ctx);
    const shifted = shiftRange(q, ctx.now);
    expect(shifted?.range ?? null).toBe(expected);
    // Everything else about the query is kept as it was.
    if (shifted) expect({ ...shifted, range: q.range }).toEqual(q);
  });

  it("from a subscription's empty month to date on the 1st: all of last month", () => {
    const result = parseCommand('subscribe bookings this-month every day', at('2026-11-21T10:00:00Z'));
    if (result.kind !== 'subscribe') expect.fail(JSON.stringify(result));
    expect(shiftRange(result.query, new Date('2026-12-01T09:00:00Z'))?.range).toBe('2026-11-01..2026-11-30');
  });

  it('keeps stepping back a whole month at a time, and keeps an absent compare absent', () => {
    const ctx = at('2026-03-31T10:00:00Z');
    const once = shiftRange(queryOf('referrals this-month by channel', ctx), ctx.now);
    expect(once).toMatchObject({ range: '2026-02-01..2026-02-28', breakdown: 'channel' });
    expect(once).not.toHaveProperty('compare');
    const twice = shiftRange(once!, ctx.now);
    expect(twice?.range).toBe('2026-01-01..2026-01-31');
    expect(shiftRange(twice!, ctx.now)?.range).toBe('2025-12-01..2025-12-31');
  });
});

describe('past-only reports refuse the future; occupancy accepts it', () => {
  type RefusalRow = [now: string, command: string, message: string, suggestion: string];
  const table: RefusalRow[] = [
    // In the future.
    [
      '2026-11-21T10:00:00Z',
      'bookings 2026-11-22..2027-01-31',
      '"2026-11-22..2027-01-31" is in the future and bookings have only past data.',
      'Pick dates up to yesterday, 2026-11-20.',
    ],
    ['2026-11-21T10:00:00Z', 'referrals next-month', '"next-month" is in the future and referrals have only past data.', 'Try "last-month".'],
    ['2026-11-21T10:00:00Z', 'bookings next-week', '"next-week" is in the future and bookings have only past data.', 'Try "last-week".'],
    [
      '2026-11-21T10:00:00Z',
      'signups 2027-02',
      '"2027-02" is in the future and signups have only past data.',
      'Pick dates up to yesterday, 2026-11-20.',
    ],
    ['2026-11-21T10:00:00Z', 'digest next-7-days', '"next-7-days" is in the future and the digest has only past data.', 'Try "last-7-days".'],
  ];
  it.each(table)('%s %s', (now, command, message, suggestion) => {
    expect(parseCommand(command, at(now))).toEqual({ kind: 'error', error: { code: 'future_range', message, suggestion } });
  });

  const accepted: [now: string, command: string, expected: string][] = [
    ['2026-11-22T10:00:00Z', 'occupancy this-week', '2026-11-22..2026-11-28 ahead 7'],
    ['2026-11-21T10:00:00Z', 'occupancy 2026-11-21..2027-01-31', '2026-11-21..2027-01-31 ahead 72'],
    ['2026-11-21T10:00:00Z', 'occupancy 2026-11-22..2027-01-31', '2026-11-22..2027-01-31 ahead 71'],
    ['2026-11-21T10:00:00Z', 'occupancy next-month', '2026-12-01..2026-12-31 ahead 31'],
    ['2026-11-21T10:00:00Z', 'occupancy 2027-02', '2027-02-01..2027-02-28 ahead 28'],
    ['2026-12-01T10:00:00Z', 'occupancy this-month', '2026-12-01..2026-12-31 ahead 31'],
    // A past-only period that begins today is today so far (Sunday 2026-11-22 begins a week).
    ['2026-11-22T10:00:00Z', 'bookings this-week', '2026-11-22..2026-11-22 today 1 of ..2026-11-28'],
    ['2026-11-22T10:00:00Z', 'optouts wtd', '2026-11-22..2026-11-22 today 1 of ..2026-11-28'],
    ['2026-10-01T10:00:00Z', 'referrals qtd', '2026-10-01..2026-10-01 today 1 of ..2026-12-31'],
    ['2026-11-21T10:00:00Z', 'bookings 2026-11-21..2027-01-31', '2026-11-21..2026-11-21 today 1 of ..2027-01-31'],
    ['2028-03-01T10:00:00Z', 'signups march', '2028-03-01..2028-03-01 today 1 of ..2028-03-31'],
    // With weeks from Monday, Sunday Nov 22 is the week's last day: Mon–Sat are complete.
    ['2026-11-22T10:00:00Z', 'bookings this-week week-starts monday', '2026-11-16..2026-11-21 to-date 6 of ..2026-11-22'],
  ];
  it.each(accepted)('%s %s', (now, command, expected) => {
    expect(outcome(command, at(now))).toBe(expected);
  });

  it("a subscription may start on a period's first day, not in the future", () => {
    const sunday = at('2026-11-22T10:00:00Z');
    expect(parseCommand('subscribe bookings this-week every day', sunday).kind).toBe('subscribe');
    expect(parseCommand('subscribe bookings next-week every day', sunday)).toMatchObject({ kind: 'error', error: { code: 'future_range' } });
  });
});
