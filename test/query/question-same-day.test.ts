/**
 * A day set against the same weekday a year before (the voice of held-out set GC): "the same Saturday last year" is a
 * year's comparison, as "the same day last year" is. Saturday, May 18, 2030.
 */
import { describe, expect, it } from 'vitest';
import { readingAt } from './helpers.js';

const reading = readingAt('2030-05-18T11:00:00Z');

describe('the same weekday a year before', () => {
  it.each([
    ['occupancy Saturday June 22nd vs the same Saturday last year', 'occupancy 2030-06-22..2030-06-22 vs last-year'],
    ['signups last friday vs the same friday last year', 'signups 2030-05-17..2030-05-17 vs last-year'],
    ['occupancy saturday night vs the same night a year ago', 'occupancy 2030-05-25..2030-05-25 vs last-year'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});

/**
 * Asked as the period itself, with nothing to set it against: the same day is today's date a year back (May 18, 2029,
 * a Friday); the same week, month or quarter is the one that date falls in (the week of Sunday May 13 to Saturday
 * May 19); the same Sunday is that week's.
 */
describe('the same day, week or month a year before, asked as the period', () => {
  it.each([
    ['signups on the same day last year', 'signups 2029-05-18..2029-05-18'],
    ['opt-outs the same week a year ago', 'optouts 2029-05-13..2029-05-19'],
    ['stories the same month last year', 'stories 2029-05-01..2029-05-31'],
    ['planners on the same sunday last year', 'planners 2029-05-13..2029-05-13'],
    ['referrals the same quarter the year before', 'referrals 2029-04-01..2029-06-30'],
    // Set against this week, it stays a comparison.
    ['signups this week vs the same week last year', 'signups this-week vs last-year'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });

  it('on a leap day, the same day a year back is Feb 28', () => {
    expect(readingAt('2028-02-29T11:00:00Z')('bookings on the same day last year')).toBe('bookings 2027-02-28..2027-02-28');
  });
});
