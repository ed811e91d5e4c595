/**
 * Maine locals' words (the voice of held-out set FY): "ayuh" and "wicked" say nothing asked; "the Fourth", capitalised,
 * is Independence Day whatever else it is beside ("since the Fourth"), while "since the fourth" is the 4th of this month.
 * Monday, Aug 12, 2030 (weeks from Sunday): last week is Aug 4–10.
 */
import { describe, expect, it } from 'vitest';
import { readingAt } from './helpers.js';

const reading = readingAt('2030-08-12T13:30:00Z');

describe("Maine locals' words", () => {
  it.each([
    ["ayuh, what's on the books for occupancy the next 4 weeks?", 'occupancy next-4-weeks'],
    ['quick recap of last week, ayuh', 'digest last-week'],
    ['wicked good month for signups? signups last month', 'signups last-month'],
    ['bookings since the Fourth', 'bookings 2030-07-04..2030-08-11'],
    ['planners by week since the Fourth', 'planners 2030-07-04..2030-08-11 by week'],
    // Guard: in lower case, a day of this month.
    ['bookings since the fourth', 'bookings 2030-08-04..2030-08-11'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});
