/**
 * Day words and halves of a year in a question, read by recognizeDatePhrase: "the day before
 * yesterday", "last monday" / "next friday" / "on tuesday", a bare weekday, "h1 2025", "the
 * second half of last year", and "on march 3". Every expected day is worked out by hand:
 * Saturday, Nov 21, 2026 is the usual today (Sunday the 15th, Monday the 16th … Friday the
 * 20th before it; Friday the 27th after it).
 */
import { describe, expect, it } from 'vitest';
import { recognizeDatePhrase, type DateMatch } from '../../src/query/question-dates.js';
import { tokenize } from '../../src/query/tokens.js';

/** The phrase at word `at` of `text`, read on `today` for past data or, with `lookAhead`, for a report that looks ahead. */
function read(text: string, today: string, lookAhead = false, at = 0): DateMatch {
  return recognizeDatePhrase(tokenize(text), at, { today, weekStartsOn: 1, lookAhead });
}

/** Just how many words were taken and the days read, for a phrase that must read as a range. */
function days(text: string, today: string, lookAhead = false, at = 0): { len: number; range: string } {
  const match = read(text, today, lookAhead, at);
  if (match === null || !('spec' in match) || match.spec.kind !== 'explicit') return expect.fail(`${text}: ${JSON.stringify(match)}`);
  return { len: match.len, range: `${match.spec.start}..${match.spec.end}` };
}

const SATURDAY = '2026-11-21';

describe('the day before yesterday', () => {
  it('is two days back, with or without "the", taking exactly its words', () => {
    expect(days('the day before yesterday', SATURDAY)).toEqual({ len: 4, range: '2026-11-19..2026-11-19' });
    expect(days('day before yesterday', SATURDAY)).toEqual({ len: 3, range: '2026-11-19..2026-11-19' });
    expect(days('signups day before yesterday by channel', SATURDAY, false, 1)).toEqual({ len: 3, range: '2026-11-19..2026-11-19' });
  });
});

describe('weekdays', () => {
  it('"last <weekday>" is the latest such day before today, for each of the seven days', () => {
    expect(days('last sunday', SATURDAY)).toEqual({ len: 2, range: '2026-11-15..2026-11-15' });
    expect(days('last monday', SATURDAY)).toEqual({ len: 2, range: '2026-11-16..2026-11-16' });
    expect(days('last tuesday', SATURDAY)).toEqual({ len: 2, range: '2026-11-17..2026-11-17' });
    expect(days('last wednesday', SATURDAY)).toEqual({ len: 2, range: '2026-11-18..2026-11-18' });
    expect(days('last thursday', SATURDAY)).toEqual({ len: 2, range: '2026-11-19..2026-11-19' });
    expect(days('last friday', SATURDAY)).toEqual({ len: 2, range: '2026-11-20..2026-11-20' });
    // Today is Saturday: "last saturday" is a week ago, not today.
    expect(days('last saturday', SATURDAY)).toEqual({ len: 2, range: '2026-11-14..2026-11-14' });
  });

  it('"next <weekday>" is the coming one even for past data; "last <weekday>" is the one gone even ahead', () => {
    expect(days('next friday', SATURDAY)).toEqual({ len: 2, range: '2026-11-27..2026-11-27' });
    expect(days('next friday', SATURDAY, true)).toEqual({ len: 2, range: '2026-11-27..2026-11-27' });
    expect(days('last friday', SATURDAY, true)).toEqual({ len: 2, range: '2026-11-20..2026-11-20' });
  });

  it('"this <weekday>" and "on <weekday>" follow the report: back for past data, ahead for a look-ahead report', () => {
    expect(days('this tuesday', SATURDAY)).toEqual({ len: 2, range: '2026-11-17..2026-11-17' });
    expect(days('this tuesday', SATURDAY, true)).toEqual({ len: 2, range: '2026-11-24..2026-11-24' });
    expect(days('on tuesday', SATURDAY)).toEqual({ len: 2, range: '2026-11-17..2026-11-17' });
    expect(days('on tuesday', SATURDAY, true)).toEqual({ len: 2, range: '2026-11-24..2026-11-24' });
  });

  it('says how the weekday was read', () => {
    const match = read('last monday', SATURDAY);
    expect(match !== null && 'note' in match ? match.note : undefined).toMatch(/^Read "last monday" as /);
  });

  it('a bare weekday is a day inside a question, but a lone weekday is left to the grammar', () => {
    expect(days('revenue monday', SATURDAY, false, 1)).toEqual({ len: 1, range: '2026-11-16..2026-11-16' });
    expect(days('occupancy monday', SATURDAY, true, 1)).toEqual({ len: 1, range: '2026-11-23..2026-11-23' });
    expect(read('monday', SATURDAY)).toBeNull();
    expect(read('monday', SATURDAY, true)).toBeNull();
  });

  it('"last", "this" or "next" before a word that is no weekday is not a day', () => {
    expect(read('last week', SATURDAY)).toBeNull();
    expect(read('next quarterly revenue', SATURDAY)).toBeNull();
    expect(read('revenue by channel', SATURDAY)).toBeNull();
  });
});

describe('halves of a year', () => {
  it('"h1" and "h2" are January–June and July–December', () => {
    expect(days('h1', SATURDAY)).toEqual({ len: 1, range: '2026-01-01..2026-06-30' });
    expect(days('h2', SATURDAY)).toEqual({ len: 1, range: '2026-07-01..2026-12-31' });
    expect(days('the h2', SATURDAY)).toEqual({ len: 2, range: '2026-07-01..2026-12-31' });
  });

  it('"first half" and "second half", with or without "the" and "of the year"', () => {
    expect(days('first half', SATURDAY)).toEqual({ len: 2, range: '2026-01-01..2026-06-30' });
    expect(days('second half', SATURDAY)).toEqual({ len: 2, range: '2026-07-01..2026-12-31' });
    expect(days('the first half', SATURDAY)).toEqual({ len: 3, range: '2026-01-01..2026-06-30' });
    expect(days('the second half of the year', SATURDAY)).toEqual({ len: 6, range: '2026-07-01..2026-12-31' });
    expect(days('revenue the first half by channel', SATURDAY, false, 1)).toEqual({ len: 3, range: '2026-01-01..2026-06-30' });
  });

  it('a half needs "half" after "first" or "second", and "first" or "second" before "half"', () => {
    expect(read('first week', SATURDAY)).toBeNull();
    expect(read('second night', SATURDAY)).toBeNull();
    expect(read('back half', SATURDAY)).toBeNull();
    expect(read('the back half', SATURDAY)).toBeNull();
  });

  it('is written as finance writes it too, digit first, and with an ordinal', () => {
    expect(days('1h 2025', SATURDAY)).toEqual({ len: 2, range: '2025-01-01..2025-06-30' });
    expect(days('2H 2025', SATURDAY)).toEqual({ len: 2, range: '2025-07-01..2025-12-31' });
    expect(days('the 1st half of last year', SATURDAY)).toEqual({ len: 6, range: '2025-01-01..2025-06-30' });
  });

  it('takes a year said after it', () => {
    expect(days('h1 2025', SATURDAY)).toEqual({ len: 2, range: '2025-01-01..2025-06-30' });
    expect(days('the second half 2024', SATURDAY, true)).toEqual({ len: 4, range: '2024-07-01..2024-12-31' });
  });

  it('"of last year", "of this year", "of next year" count from today\'s year, and leave a number after them alone', () => {
    expect(days('the first half of last year', SATURDAY)).toEqual({ len: 6, range: '2025-01-01..2025-06-30' });
    expect(days('second half of this year', SATURDAY, true)).toEqual({ len: 5, range: '2026-07-01..2026-12-31' });
    expect(days('h1 of next year', SATURDAY)).toEqual({ len: 4, range: '2027-01-01..2027-06-30' });
    expect(days('the first half of last year 2024', SATURDAY)).toEqual({ len: 6, range: '2025-01-01..2025-06-30' });
  });

  it('without a year, past data reads the latest half begun', () => {
    // In November the second half has begun: both halves are this year's.
    expect(days('first half', SATURDAY)).toEqual({ len: 2, range: '2026-01-01..2026-06-30' });
    expect(days('second half', SATURDAY)).toEqual({ len: 2, range: '2026-07-01..2026-12-31' });
    // In March the second half has not begun: it is last year's.
    expect(days('first half', '2026-03-10')).toEqual({ len: 2, range: '2026-01-01..2026-06-30' });
    expect(days('second half', '2026-03-10')).toEqual({ len: 2, range: '2025-07-01..2025-12-31' });
    // June is still the first half.
    expect(days('h2', '2026-06-30')).toEqual({ len: 1, range: '2025-07-01..2025-12-31' });
    expect(days('h2', '2026-07-01')).toEqual({ len: 1, range: '2026-07-01..2026-12-31' });
  });

  it('without a year, a look-ahead report reads the half now running or the next one', () => {
    // In November the first half is over: the coming one is next year's.
    expect(days('first half', SATURDAY, true)).toEqual({ len: 2, range: '2027-01-01..2027-06-30' });
    expect(days('second half', SATURDAY, true)).toEqual({ len: 2, range: '2026-07-01..2026-12-31' });
    // In March both are this year's.
    expect(days('h1', '2026-03-10', true)).toEqual({ len: 1, range: '2026-01-01..2026-06-30' });
    expect(days('h2', '2026-03-10', true)).toEqual({ len: 1, range: '2026-07-01..2026-12-31' });
    // June is still the first half.
    expect(days('h1', '2026-06-30', true)).toEqual({ len: 1, range: '2026-01-01..2026-06-30' });
    expect(days('h1', '2026-07-01', true)).toEqual({ len: 1, range: '2027-01-01..2027-06-30' });
  });
});

describe('a single day said in words', () => {
  it('"on march 3" takes "on" with the day', () => {
    expect(days('on march 3', SATURDAY)).toEqual({ len: 3, range: '2026-03-03..2026-03-03' });
    expect(days('revenue on march 3 by channel', SATURDAY, false, 1)).toEqual({ len: 3, range: '2026-03-03..2026-03-03' });
    expect(days('march 3', SATURDAY)).toEqual({ len: 2, range: '2026-03-03..2026-03-03' });
  });
});
