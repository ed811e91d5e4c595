/**
 * The canonical range spelling a ReportQuery stores: what `parseCanonicalRange` accepts, what
 * it turns away, and which specs name fixed dates. Job payloads and buttons carry these strings
 * back to the worker, so anything that is not exactly canonical (a stray prefix or suffix, a
 * digit too many or too few, a letter for a digit) must come back as null, never as a near guess.
 * Every expected spec and day count is worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import { isAbsolute, isCanonicalRange, parseCanonicalRange, type RangeSpec } from '../../src/query/canonical.js';

describe('parseCanonicalRange: the exact canonical forms', () => {
  const accepted: [string, RangeSpec][] = [
    ['today', { kind: 'day', which: 'today' }],
    ['yesterday', { kind: 'day', which: 'yesterday' }],
    ['this-week', { kind: 'period', rel: 'this', unit: 'week' }],
    ['last-quarter', { kind: 'period', rel: 'last', unit: 'quarter' }],
    ['next-year', { kind: 'period', rel: 'next', unit: 'year' }],
    // One digit, and N = 1 with the singular unit (the `s` is optional).
    ['last-1-day', { kind: 'rolling', dir: 'last', n: 1, unit: 'day' }],
    ['last-7-days', { kind: 'rolling', dir: 'last', n: 7, unit: 'day' }],
    // Two to four digits, up to each unit's largest N: 1,100 days, 157 weeks, 36 months (about the service's 1,100 days).
    ['next-14-days', { kind: 'rolling', dir: 'next', n: 14, unit: 'day' }],
    ['last-366-days', { kind: 'rolling', dir: 'last', n: 366, unit: 'day' }],
    ['last-1100-days', { kind: 'rolling', dir: 'last', n: 1100, unit: 'day' }],
    ['last-157-weeks', { kind: 'rolling', dir: 'last', n: 157, unit: 'week' }],
    ['next-36-months', { kind: 'rolling', dir: 'next', n: 36, unit: 'month' }],
    ['2026', { kind: 'year', year: 2026 }],
    ['2026-03', { kind: 'month', year: 2026, month: 3 }],
    ['2026-12', { kind: 'month', year: 2026, month: 12 }],
    ['2026-q1', { kind: 'quarter', year: 2026, quarter: 1 }],
    ['2026-q4', { kind: 'quarter', year: 2026, quarter: 4 }],
    ['2026-03-01..2026-03-31', { kind: 'explicit', start: '2026-03-01', end: '2026-03-31' }],
    // A single day is a range of one day.
    ['2026-11-21..2026-11-21', { kind: 'explicit', start: '2026-11-21', end: '2026-11-21' }],
    // 2026 and 2027 have 365 days each, 2028 has 366: Jan 1, 2026 to Dec 31, 2028 is 1,096
    // days, and four more (Jan 1-4, 2029) make 1,100, the longest range allowed.
    ['2026-01-01..2029-01-04', { kind: 'explicit', start: '2026-01-01', end: '2029-01-04' }],
  ];

  it.each(accepted)('reads %s', (range, expected) => {
    expect(parseCanonicalRange(range)).toEqual(expected);
    expect(isCanonicalRange(range)).toBe(true);
  });
});

describe('parseCanonicalRange: anything else is null', () => {
  const refused: [string, string][] = [
    // Periods.
    ['a letter before a period', 'xthis-week'],
    ['a word after a period', 'this-weekend'],
    // Rolling ranges.
    ['a letter before a rolling range', 'xlast-7-days'],
    ['a letter after a rolling range', 'last-7-daysx'],
    ['a rolling count of five digits', 'last-00007-days'],
    ['a rolling count spelled in letters', 'last-ten-days'],
    ['a rolling count of zero', 'last-0-days'],
    ['one day past the largest rolling count of days', 'last-1101-days'],
    ['one week past the largest rolling count of weeks', 'next-158-weeks'],
    ['one month past the largest rolling count of months', 'last-37-months'],
    // Years.
    ['a letter before a year', 'x2026'],
    ['a fifth digit before a year', '12026'],
    ['a fifth digit after a year', '20261'],
    ['a year of three digits', '202'],
    ['a year spelled in letters', 'abcd'],
    // Months.
    ['a letter before a month', 'x2026-03'],
    ['a letter after a month', '2026-03x'],
    ['a month of one digit', '2026-3'],
    ['a month of three digits', '2026-003'],
    ['a month with a two-digit year', '26-03'],
    ['a month spelled in letters', '2026-mr'],
    ['a month with letters for its year', 'yyyy-03'],
    // Quarters.
    ['a letter before a quarter', 'x2026-q1'],
    ['a letter after a quarter', '2026-q1x'],
    ['a quarter with a two-digit year', '26-q1'],
    ['a quarter with letters for its year', 'yyyy-q1'],
    ['a fifth quarter', '2026-q5'],
    ['a quarter zero', '2026-q0'],
    // Explicit ranges.
    ['a letter before an explicit range', 'x2026-03-01..2026-03-31'],
    ['a letter after an explicit range', '2026-03-01..2026-03-31x'],
    ['an explicit range with a one-digit start month', '2026-3-01..2026-03-31'],
    ['an explicit range with a one-digit start day', '2026-03-1..2026-03-31'],
    ['an explicit range with a one-digit end month', '2026-03-01..2026-3-31'],
    ['an explicit range with a one-digit end day', '2026-03-01..2026-03-3'],
    ['an explicit range with a two-digit start year', '26-03-01..2026-03-31'],
    ['an explicit range with a two-digit end year', '2026-03-01..26-03-31'],
    ['an explicit range with a start day that does not exist', '2026-02-30..2026-03-31'],
    ['an explicit range with an end day that does not exist', '2026-03-01..2026-04-31'],
    ['an explicit range that ends before it starts', '2026-03-31..2026-03-01'],
    // One day past the 1,100 of 2026-01-01..2029-01-04 above.
    ['an explicit range of 1,101 days', '2026-01-01..2029-01-05'],
    // 2023-01-01..2026-12-31 is four years, one of them leap (2024): 4 * 365 + 1 = 1,461 days.
    ['an explicit range of four years', '2023-01-01..2026-12-31'],
  ];

  it.each(refused)('refuses %s (%s)', (_why, range) => {
    expect(parseCanonicalRange(range)).toBeNull();
    expect(isCanonicalRange(range)).toBe(false);
  });

  it.each([
    ['a start year', 'yyyy-03-01..2026-03-31'],
    ['a start month', '2026-mm-01..2026-03-31'],
    ['a start day', '2026-03-dd..2026-03-31'],
    ['an end year', '2026-03-01..yyyy-03-31'],
    ['an end month', '2026-03-01..2026-mm-31'],
    ['an end day', '2026-03-01..2026-03-dd'],
  ])('refuses an explicit range with letters for %s (%s)', (_part, range) => {
    expect(parseCanonicalRange(range)).toBeNull();
  });

  it('refuses what is not a string, even a number that reads as a year', () => {
    // A job payload read back from JSON can hold a number where a range belongs; 2026 must not
    // pass for the year "2026".
    expect(parseCanonicalRange(2026 as unknown as string)).toBeNull();
    expect(parseCanonicalRange(undefined as unknown as string)).toBeNull();
    expect(isCanonicalRange(2026 as unknown as string)).toBe(false);
  });
});

describe('isAbsolute: specs that name fixed dates', () => {
  const specs: [RangeSpec, boolean][] = [
    [{ kind: 'year', year: 2026 }, true],
    [{ kind: 'month', year: 2026, month: 3 }, true],
    [{ kind: 'quarter', year: 2026, quarter: 2 }, true],
    [{ kind: 'explicit', start: '2026-03-01', end: '2026-03-31' }, true],
    [{ kind: 'day', which: 'today' }, false],
    [{ kind: 'period', rel: 'last', unit: 'month' }, false],
    [{ kind: 'rolling', dir: 'last', n: 7, unit: 'day' }, false],
  ];

  it.each(specs)('%o is absolute: %s', (spec, expected) => {
    expect(isAbsolute(spec)).toBe(expected);
  });
});
