/**
 * A quarter or a month said without a year in a question ("q3", "the second quarter",
 * "quarter 2", "december", "in may"), read through `recognizeDatePhrase`: how many words it
 * takes, the year it is settled in (the coming one for a look-ahead report, the latest one
 * started for past data), the note that says the reading back, and the words left alone
 * ("q10", "december 2026", "march 3", a leading "may").
 *
 * Today is Thursday 14 May 2026 throughout: the second quarter, the fifth month.
 */
import { describe, expect, it } from 'vitest';
import { recognizeDatePhrase, type DateSetting } from '../../src/query/question-dates.js';
import { tokenize } from '../../src/query/tokens.js';

const PAST: DateSetting = { today: '2026-05-14', weekStartsOn: 1, lookAhead: false };
const AHEAD: DateSetting = { today: '2026-05-14', weekStartsOn: 1, lookAhead: true };

/** The date phrase at word `at` of `question`. */
const read = (question: string, setting: DateSetting, at = 0) => recognizeDatePhrase(tokenize(question), at, setting);

describe('a quarter without a year, for past data, is the latest one started', () => {
  it('reads an earlier quarter of this year as this year', () => {
    expect(read('q1', PAST)).toEqual({
      len: 1,
      spec: { kind: 'quarter', year: 2026, quarter: 1 },
      note: 'Read "q1" as Q1 2026, the latest one.',
    });
  });

  it('reads the quarter under way as this year', () => {
    expect(read('q2', PAST)).toEqual({
      len: 1,
      spec: { kind: 'quarter', year: 2026, quarter: 2 },
      note: 'Read "q2" as Q2 2026, the latest one.',
    });
  });

  it('reads a quarter not yet begun as last year', () => {
    expect(read('q3', PAST)).toEqual({
      len: 1,
      spec: { kind: 'quarter', year: 2025, quarter: 3 },
      note: 'Read "q3" as Q3 2025, the latest one.',
    });
    expect(read('Q4', PAST)).toEqual({
      len: 1,
      spec: { kind: 'quarter', year: 2025, quarter: 4 },
      note: 'Read "Q4" as Q4 2025, the latest one.',
    });
  });
});

describe('a quarter without a year, for a look-ahead report, is the coming one', () => {
  it('reads the quarter under way as this year', () => {
    expect(read('q2', AHEAD)).toEqual({
      len: 1,
      spec: { kind: 'quarter', year: 2026, quarter: 2 },
      note: 'Read "q2" as Q2 2026, the coming one.',
    });
  });

  it('reads a later quarter as this year', () => {
    expect(read('q3', AHEAD)).toEqual({
      len: 1,
      spec: { kind: 'quarter', year: 2026, quarter: 3 },
      note: 'Read "q3" as Q3 2026, the coming one.',
    });
  });

  it('reads a quarter already over as next year', () => {
    expect(read('q1', AHEAD)).toEqual({
      len: 1,
      spec: { kind: 'quarter', year: 2027, quarter: 1 },
      note: 'Read "q1" as Q1 2027, the coming one.',
    });
  });
});

describe('a quarter said in words', () => {
  it('reads "the q2", the "the" taken but not quoted back', () => {
    expect(read('the q2', PAST)).toEqual({
      len: 2,
      spec: { kind: 'quarter', year: 2026, quarter: 2 },
      note: 'Read "q2" as Q2 2026, the latest one.',
    });
  });

  it('reads "second quarter" and "the Third quarter" as typed', () => {
    expect(read('second quarter', PAST)).toEqual({
      len: 2,
      spec: { kind: 'quarter', year: 2026, quarter: 2 },
      note: 'Read "second quarter" as Q2 2026, the latest one.',
    });
    expect(read('the Third quarter', AHEAD)).toEqual({
      len: 3,
      spec: { kind: 'quarter', year: 2026, quarter: 3 },
      note: 'Read "Third quarter" as Q3 2026, the coming one.',
    });
  });

  it('reads "quarter 3" and "the quarter 1", number after the word', () => {
    expect(read('quarter 3', PAST)).toEqual({
      len: 2,
      spec: { kind: 'quarter', year: 2025, quarter: 3 },
      note: 'Read "quarter 3" as Q3 2025, the latest one.',
    });
    expect(read('the quarter 1', AHEAD)).toEqual({
      len: 3,
      spec: { kind: 'quarter', year: 2027, quarter: 1 },
      note: 'Read "quarter 1" as Q1 2027, the coming one.',
    });
  });

  it('takes a year said after the quarter, and then says nothing back', () => {
    expect(read('q3 2024', AHEAD)).toEqual({ len: 2, spec: { kind: 'quarter', year: 2024, quarter: 3 } });
    expect(read('the second quarter 2024', PAST)).toEqual({ len: 4, spec: { kind: 'quarter', year: 2024, quarter: 2 } });
  });

  it('leaves "the last quarter" to the grammar: it is not a numbered quarter', () => {
    expect(read('the last quarter', PAST)).toBeNull();
  });

  it('reads no quarter out of a word or number that only looks like one', () => {
    expect(read('q10', PAST)).toBeNull();
    expect(read('fq2', PAST)).toBeNull();
    expect(read('quarter 12', PAST)).toBeNull();
    expect(read('quarter five', PAST)).toBeNull();
  });
});

describe('a month name without a year', () => {
  it('for past data, is this year up to the month under way, and last year after it', () => {
    expect(read('in may', PAST, 1)).toEqual({
      len: 1,
      spec: { kind: 'month', year: 2026, month: 5 },
      note: 'Read "may" as May 2026, the latest one.',
    });
    expect(read('June', PAST)).toEqual({
      len: 1,
      spec: { kind: 'month', year: 2025, month: 6 },
      note: 'Read "June" as Jun 2025, the latest one.',
    });
  });

  it('for a look-ahead report, is this year from the month under way, and next year before it', () => {
    expect(read('in may', AHEAD, 1)).toEqual({
      len: 1,
      spec: { kind: 'month', year: 2026, month: 5 },
      note: 'Read "may" as May 2026, the coming one.',
    });
    expect(read('December', AHEAD)).toEqual({
      len: 1,
      spec: { kind: 'month', year: 2026, month: 12 },
      note: 'Read "December" as Dec 2026, the coming one.',
    });
    expect(read('apr', AHEAD)).toEqual({
      len: 1,
      spec: { kind: 'month', year: 2027, month: 4 },
      note: 'Read "apr" as Apr 2027, the coming one.',
    });
  });

  it('does not read "may" opening a question as the month', () => {
    expect(read('may I see bookings', PAST)).toBeNull();
    expect(read('May I see bookings', AHEAD)).toBeNull();
  });

  it('leaves a month with its year to the grammar', () => {
    expect(read('december 2026', PAST)).toBeNull();
  });

  it('reads a month with a day as that one day, not the month', () => {
    expect(read('march 3', PAST)).toEqual({ len: 2, spec: { kind: 'explicit', start: '2026-03-03', end: '2026-03-03' } });
  });
});
