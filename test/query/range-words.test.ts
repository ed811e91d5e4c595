/**
 * The command grammar's range words, read through range-words.ts directly: the shorthand table
 * ("today", "ytd", "week-to-date"), relative periods ("this-month", "previous week"), rolling
 * windows with digits or number words ("last 30 days", "past 7days", "last two weeks"),
 * dates and spans with hyphens or slashes ("2026/10/01"), quarters with good and bad numbers
 * and years, and the exact error sentences. Also pins `len` for recognizeRange: it never
 * claims more words than there are, from the start or from the middle of a command.
 */
import { describe, expect, it } from 'vitest';
import { readRange, recognizeRange } from '../../src/query/range-words.js';
import { tokenize } from '../../src/query/tokens.js';

describe('readRange: shorthands', () => {
  it.each([
    ['today', { kind: 'day', which: 'today' }],
    ['yesterday', { kind: 'day', which: 'yesterday' }],
    ['ytd', { kind: 'period', rel: 'this', unit: 'year' }],
    ['year-to-date', { kind: 'period', rel: 'this', unit: 'year' }],
    ['qtd', { kind: 'period', rel: 'this', unit: 'quarter' }],
    ['quarter-to-date', { kind: 'period', rel: 'this', unit: 'quarter' }],
    ['mtd', { kind: 'period', rel: 'this', unit: 'month' }],
    ['month-to-date', { kind: 'period', rel: 'this', unit: 'month' }],
    ['wtd', { kind: 'period', rel: 'this', unit: 'week' }],
    ['week-to-date', { kind: 'period', rel: 'this', unit: 'week' }],
  ])('"%s" is a shorthand', (s, value) => {
    expect(readRange(s)).toEqual({ value });
  });
});

describe('readRange: relative periods', () => {
  it.each([
    ['this-week', 'this', 'week'],
    ['current-month', 'this', 'month'],
    ['last-quarter', 'last', 'quarter'],
    ['past-month', 'last', 'month'],
    ['previous-week', 'last', 'week'],
    ['prev-month', 'last', 'month'],
    ['next-quarter', 'next', 'quarter'],
    ['coming-year', 'next', 'year'],
  ])('"%s" is the %s %s', (s, rel, unit) => {
    expect(readRange(s)).toEqual({ value: { kind: 'period', rel, unit } });
  });

  it.each(['the-this-month', 'xthis-month', 'this-month-foo', 'this-monthly'])('"%s" is not a period (the whole phrase must match)', (s) => {
    expect(readRange(s)).toBeNull();
  });
});

describe('readRange: rolling windows', () => {
  it.each([
    ['last-30-days', 'last', 30, 'day'],
    ['past-7days', 'last', 7, 'day'],
    ['previous-12-weeks', 'last', 12, 'week'],
    ['next-2-weeks', 'next', 2, 'week'],
    ['coming-3-month', 'next', 3, 'month'],
    ['last-7-day', 'last', 7, 'day'],
    ['next-104-weeks', 'next', 104, 'week'],
    ['last-two-weeks', 'last', 2, 'week'],
    ['next-twelve-months', 'next', 12, 'month'],
    ['past-one-day', 'last', 1, 'day'],
    // "the past year" is the twelve months to now, as docs/questions.md says; "last year" the calendar year.
    ['past-year', 'last', 12, 'month'],
  ])('"%s" is %s %i %s', (s, dir, n, unit) => {
    expect(readRange(s)).toEqual({ value: { kind: 'rolling', dir, n, unit } });
  });

  it.each(['last-7-days-foo', 'xlast-7-days', 'the-last-7-days', 'last-7-daysx', 'last-seven-days-ago', 'last-x-days', 'last-thirteen-days'])(
    '"%s" is not a rolling window',
    (s) => {
      expect(readRange(s)).toBeNull();
    },
  );

  it('a window of nothing is an error that says so', () => {
    expect(readRange('last-0-days')).toEqual({
      error: { code: 'bad_range', message: '"last-0-days" is empty; count at least 1 day.', suggestion: 'Try "last-1-day".' },
    });
  });
});

describe('readRange: dates and spans', () => {
  it('one date is a one-day explicit range', () => {
    expect(readRange('2026-10-01')).toEqual({ value: { kind: 'explicit', start: '2026-10-01', end: '2026-10-01' } });
  });

  it('a span with ".." runs from the first date to the second', () => {
    expect(readRange('2026-10-01..2026-10-31')).toEqual({ value: { kind: 'explicit', start: '2026-10-01', end: '2026-10-31' } });
  });

  it('a date that does not exist is not a date', () => {
    expect(readRange('2026-02-30')).toEqual({
      error: { code: 'bad_date', message: '"2026-02-30" is not a date.', suggestion: 'Write dates as yyyy-MM-dd, e.g. "2026-03-01".' },
    });
  });

  it('a date in a year outside the supported ones is not a date the bot can report on', () => {
    expect(readRange('1969-01-01')).toEqual({
      error: {
        code: 'bad_date',
        message: '"1969-01-01" is not a date I can report on.',
        suggestion: 'Write dates as yyyy-MM-dd, e.g. "2026-03-01".',
      },
    });
  });
});

describe('readRange: quarters', () => {
  it.each([
    ['q3', { kind: 'quarterNoYear', quarter: 3 }],
    ['q1-2026', { kind: 'quarter', year: 2026, quarter: 1 }],
    ['2026-q3', { kind: 'quarter', year: 2026, quarter: 3 }],
    ['2026-q4', { kind: 'quarter', year: 2026, quarter: 4 }],
  ])('"%s" is a quarter', (s, value) => {
    expect(readRange(s)).toEqual({ value });
  });

  it.each(['q0', 'q5', '2026-q0', '2026-q5', 'q9-2026'])('"%s" is not a quarter', (s) => {
    expect(readRange(s)).toEqual({ error: { code: 'bad_date', message: `"${s}" is not a quarter.`, suggestion: 'Quarters are q1 to q4.' } });
  });

  it.each([
    ['2200-q1', '2200'],
    ['q2-1969', '1969'],
  ])('"%s" is in a year the bot cannot report on', (s, y) => {
    expect(readRange(s)).toEqual({ error: { code: 'bad_date', message: `"${y}" is not a year I can report on.` } });
  });
});

describe('recognizeRange', () => {
  it('a one-word range alone takes one word, not four', () => {
    expect(recognizeRange(tokenize('today'), 0)).toEqual({ len: 1, value: { kind: 'day', which: 'today' }, phrase: 'today' });
  });

  it('a range at the end of a command takes only the words that are left', () => {
    expect(recognizeRange(tokenize('signups today'), 1)).toEqual({ len: 1, value: { kind: 'day', which: 'today' }, phrase: 'today' });
    expect(recognizeRange(tokenize('signups for last 30 days'), 2)).toEqual({
      len: 3,
      value: { kind: 'rolling', dir: 'last', n: 30, unit: 'day' },
      phrase: 'last 30 days',
    });
  });

  it('the longest phrase wins: "previous week" is a period, "last two weeks" a window', () => {
    expect(recognizeRange(tokenize('previous week signups'), 0)).toEqual({
      len: 2,
      value: { kind: 'period', rel: 'last', unit: 'week' },
      phrase: 'previous week',
    });
    expect(recognizeRange(tokenize('last two weeks by channel'), 0)).toEqual({
      len: 3,
      value: { kind: 'rolling', dir: 'last', n: 2, unit: 'week' },
      phrase: 'last two weeks',
    });
  });

  it('dates with slashes read as dates with hyphens', () => {
    expect(recognizeRange(tokenize('2026/10/01'), 0)).toEqual({
      len: 1,
      value: { kind: 'explicit', start: '2026-10-01', end: '2026-10-01' },
      phrase: '2026/10/01',
    });
    expect(recognizeRange(tokenize('2026/1/5..2026/12/31'), 0)).toEqual({
      len: 1,
      value: { kind: 'explicit', start: '2026-01-05', end: '2026-12-31' },
      phrase: '2026/1/5..2026/12/31',
    });
  });

  it('only a four-digit year before a slash starts a slash date', () => {
    expect(recognizeRange(tokenize('2026-10/01/2026-10-31'), 0)).toBeNull();
    expect(recognizeRange(tokenize('26/10/01'), 0)).toBeNull();
  });

  it('an error takes the words it read and quotes them', () => {
    expect(recognizeRange(tokenize('2026-q5 signups'), 0)).toEqual({
      len: 1,
      error: { code: 'bad_date', message: '"2026-q5" is not a quarter.', suggestion: 'Quarters are q1 to q4.' },
    });
  });

  it('nothing that reads as a range is null', () => {
    expect(recognizeRange(tokenize('signups by channel'), 0)).toBeNull();
  });
});
