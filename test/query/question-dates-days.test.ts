/**
 * How a question's single days are read (question-dates.ts): a day number after a month
 * ("march 9", "march 15th") and what cannot be one ("march 32", "march 123", "5 to 10"), ISO
 * dates, a year after a day or a month, "today" / "yesterday" / "tomorrow" at the end of a
 * span, every span word, "the 15th of next month", the quarter words, and the year a day
 * said without one settles to, for past data and for a look-ahead report.
 *
 * Every reading is worked by hand for Saturday, Nov 21, 2026 (weeks from Monday).
 */
import { describe, expect, it } from 'vitest';
import type { RangeSpec } from '../../src/query/canonical.js';
import { recognizeDatePhrase } from '../../src/query/question-dates.js';
import { tokenize } from '../../src/query/tokens.js';

/** The phrase at the start of `text` as `<words taken> <range>`, `<words taken> error <code>`, or `none`. */
function reading(text: string, lookAhead = false, today = '2026-11-21'): string {
  const match = recognizeDatePhrase(tokenize(text), 0, { today, weekStartsOn: 1, lookAhead });
  if (match === null) return 'none';
  if ('error' in match) return `${match.len} error ${match.error.code}`;
  return `${match.len} ${spelled(match.spec)}`;
}

function spelled(spec: RangeSpec): string {
  switch (spec.kind) {
    case 'explicit':
      return `${spec.start}..${spec.end}`;
    case 'month':
      return `month ${spec.year}-${spec.month}`;
    case 'quarter':
      return `quarter ${spec.year}-q${spec.quarter}`;
    default:
      return JSON.stringify(spec);
  }
}

describe('a day number after a month', () => {
  it('is a day with or without its suffix, with one or two digits', () => {
    expect(reading('march 9')).toBe('2 2026-03-09..2026-03-09');
    expect(reading('march 15')).toBe('2 2026-03-15..2026-03-15');
    expect(reading('march 3rd')).toBe('2 2026-03-03..2026-03-03');
  });

  it('is no day when no month has one that big or it is 0: the month alone is read', () => {
    expect(reading('march 32')).toBe('1 month 2026-3');
    expect(reading('march 0')).toBe('1 month 2026-3');
  });

  it('is no day when it has three digits: "march 123" is March and a number', () => {
    expect(reading('march 123')).toBe('1 month 2026-3');
  });

  it('takes a four-digit year after it, and only a four-digit one', () => {
    expect(reading('march 9 2025')).toBe('3 2025-03-09..2025-03-09');
    // Five digits are a count, not a year: the day stays in its settled year and the number is left.
    expect(reading('march 9 12025')).toBe('2 2026-03-09..2026-03-09');
    expect(reading('march 9 20251')).toBe('2 2026-03-09..2026-03-09');
  });

  it('a month followed by five digits is the month alone', () => {
    expect(reading('march 12025')).toBe('1 month 2026-3');
    expect(reading('march 20251')).toBe('1 month 2026-3');
  });
});

describe('a bare number is a day only before a month', () => {
  it('"5 to 10" is a count, not a span of days needing a month', () => {
    expect(reading('5 to 10')).toBe('none');
  });

  it('"9 november" is a day', () => {
    expect(reading('9 november')).toBe('2 2026-11-09..2026-11-09');
  });
});

describe('ISO dates in a span', () => {
  it('reads two ISO dates joined by a span word', () => {
    expect(reading('from 2026-03-01 to 2026-03-05')).toBe('4 2026-03-01..2026-03-05');
  });

  it('reads no ISO date with a digit too many at either end', () => {
    expect(reading('12026-03-01 to 2026-03-05')).toBe('none');
    expect(reading('2026-03-011 to 2026-03-20')).toBe('none');
  });
});

describe('every span word joins two days', () => {
  it.each([
    ['march 1 to march 5', '5 2026-03-01..2026-03-05'],
    ['march 1 through march 5', '5 2026-03-01..2026-03-05'],
    ['march 1 thru march 5', '5 2026-03-01..2026-03-05'],
    ['march 1 until march 5', '5 2026-03-01..2026-03-05'],
    ['march 1 till march 5', '5 2026-03-01..2026-03-05'],
    ['between march 1 and march 5', '6 2026-03-01..2026-03-05'],
    ['march 1 - march 5', '5 2026-03-01..2026-03-05'],
    // An en or em dash, dots or an ellipsis between the days, spaced or not.
    ['march 1 \u2013 march 5', '5 2026-03-01..2026-03-05'],
    ['march 1\u2014march 5', '5 2026-03-01..2026-03-05'],
    ['march 1 .. march 5', '5 2026-03-01..2026-03-05'],
    ['march 1\u2026march 5', '5 2026-03-01..2026-03-05'],
    ['the 1st \u2013 the 5th of march', '7 2026-03-01..2026-03-05'],
  ])('%s -> %s', (text, expected) => {
    expect(reading(text)).toBe(expected);
  });
});

describe('today, yesterday and tomorrow end a span', () => {
  it('from a day to today, yesterday or tomorrow', () => {
    expect(reading('from nov 1 to today')).toBe('5 2026-11-01..2026-11-21');
    expect(reading('from nov 1 to yesterday')).toBe('5 2026-11-01..2026-11-20');
    expect(reading('from nov 1 to tomorrow')).toBe('5 2026-11-01..2026-11-22');
  });
});

describe('a day of a month said in words', () => {
  it('"the 15th of previous month" and "of next month" are October and December', () => {
    expect(reading('the 15th of previous month')).toBe('5 2026-10-15..2026-10-15');
    expect(reading('the 15th of next month')).toBe('5 2026-12-15..2026-12-15');
  });

  it('"since march 2025" starts in the year said', () => {
    expect(reading('since march 2025')).toBe('3 2025-03-01..2026-11-20');
  });
});

describe('quarters said in words', () => {
  it('"the second quarter" is Q2 of this year for past data, "3rd quarter 2025" takes its year', () => {
    expect(reading('the second quarter')).toBe('3 quarter 2026-q2');
    expect(reading('3rd quarter 2025')).toBe('3 quarter 2025-q3');
  });
});

describe('the year of a day said without one', () => {
  it('for past data: today is this year, a day later in the month is last year', () => {
    expect(reading('nov 21')).toBe('2 2026-11-21..2026-11-21');
    expect(reading('nov 25')).toBe('2 2025-11-25..2025-11-25');
  });

  it("ahead: a day gone by is the nearer of this year's and the coming one", () => {
    expect(reading('nov 21', true)).toBe('2 2026-11-21..2026-11-21');
    // Yesterday, not a year ahead.
    expect(reading('nov 20', true)).toBe('2 2026-11-20..2026-11-20');
    // 185 days gone against 180 ahead: the coming one.
    expect(reading('may 20', true)).toBe('2 2027-05-20..2027-05-20');
  });

  it("ahead: the first of the month under way is 20 days gone, so this year's; the month itself is this one", () => {
    expect(reading('nov 1', true)).toBe('2 2026-11-01..2026-11-01');
    expect(reading('1st of november', true)).toBe('3 2026-11-01..2026-11-01');
    expect(reading('november', true)).toBe('1 month 2026-11');
    expect(reading('november', true, '2026-11-01')).toBe('1 month 2026-11');
    expect(reading('nov 1', true, '2026-11-01')).toBe('2 2026-11-01..2026-11-01');
  });

  it('a day "of" a month said alone is the same day as the month and day said together', () => {
    expect(reading('the 20th of november', true)).toBe('4 2026-11-20..2026-11-20');
    expect(reading('the 25th of november')).toBe('4 2025-11-25..2025-11-25');
    expect(reading('the 21st of november')).toBe('4 2026-11-21..2026-11-21');
    expect(reading('the 15th of november 2026', true)).toBe('5 2026-11-15..2026-11-15');
    expect(reading('the 25th of last month')).toBe('5 2026-10-25..2026-10-25');
  });

  it('ahead: a day of the month under way is this year, of a month gone by next year', () => {
    expect(reading('the 25th of november', true)).toBe('4 2026-11-25..2026-11-25');
    expect(reading('the 15th of march', true)).toBe('4 2027-03-15..2027-03-15');
  });
});

describe('a day that does not exist', () => {
  it('is refused, not read as another day: a month name with a day past its end, a slash date', () => {
    expect(reading('february 30')).toBe('2 error bad_date');
    expect(reading('june 31st')).toBe('2 error bad_date');
    expect(reading('on 6/31')).toBe('2 error bad_date');
    expect(reading('on 2027-13-02')).toBe('2 error bad_date');
    expect(reading('2/29/27')).toBe('1 error bad_date');
  });

  it('a leap day is one in a leap year only', () => {
    expect(reading('feb 29 2028')).toBe('3 2028-02-29..2028-02-29');
    expect(reading('feb 29 2027')).toBe('3 error bad_date');
  });

  it('a slash date whose first number cannot be a month is read day first', () => {
    expect(reading('13/02/2026')).toBe('1 2026-02-13..2026-02-13');
    expect(reading('on 3/4')).toBe('2 2026-03-04..2026-03-04');
  });
});

describe('weekends counted back', () => {
  // Saturday Nov 21, 2026: this weekend is Fri Nov 20 – Sun Nov 22 (Sat–Sun without Fridays).
  it('"two weekends ago" is this weekend two weeks back, as "two weeks ago" is', () => {
    expect(reading('two weekends ago')).toBe('3 2026-11-06..2026-11-07');
    expect(reading('3 weekends ago')).toBe('3 2026-10-30..2026-10-31');
  });
});
