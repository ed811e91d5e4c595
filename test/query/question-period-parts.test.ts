/**
 * Parts of a period said by their place in it (the voice of held-out set EF): thirds, besides the halves, weeks and
 * days of question-dates-words. Monday, Mar 17, 2031: this quarter is Q1 2031, last year 2030.
 */
import { describe, expect, it } from 'vitest';
import { readingAt } from './helpers.js';

const reading = readingAt('2031-03-17T14:00:00Z');

describe('thirds of a period', () => {
  it.each([
    // A month's thirds are its days 1–10, 11–20 and 21 to its end, as "early", "mid" and "late" are.
    ['referral revenue by country, last third of January', 'referrals 2031-01-21..2031-01-31 by geo'],
    ['stories in the first third of february', 'stories 2031-02-01..2031-02-10'],
    ['signups the middle third of february', 'signups 2031-02-11..2031-02-20'],
    // December 2030: the last December begun; its last third runs to the 31st.
    ['bookings made in the final third of December', 'bookings 2030-12-21..2030-12-31'],
    // Whole months in threes: a quarter's first third is its first month, a year's a third of its months.
    ['signups by country for the first third of the quarter', 'signups 2031-01-01..2031-01-31 by country'],
    ['optouts in the first third of last year', 'optouts 2030-01-01..2030-04-30'],
    ['signups in the second third of 2030', 'signups 2030-05-01..2030-08-31'],
    // Seven days in three: two, two and the last three.
    ['stories in the last third of last week', 'stories 2031-03-13..2031-03-15'],
    // Guards: the third week of a month is its days 15 to 21; "early march" is its first ten days.
    ['signups for the third week of february', 'signups 2031-02-15..2031-02-21'],
    ['signups early march', 'signups 2031-03-01..2031-03-10'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});
