/**
 * Days guests keep that the US calendar leaves out or holds only some years (the voice of held-out set FK): Patriots' Day
 * (the third Monday of April, a day off in Maine), Canada Day and Canadian Thanksgiving (the second Monday of October),
 * Groundhog Day, Cinco de Mayo, Super Bowl Sunday (the second Sunday of February) and Election Day (the Tuesday after
 * the first Monday of November, every year). Monday, Nov 15, 2027 (weeks from Sunday); every day worked by hand:
 * Patriots' Day 2028 is Monday Apr 17 (2027's, Apr 19), Super Bowl Sunday 2027 Feb 14 (2026's, Feb 8), Election Day
 * 2027 Tuesday Nov 2 (2026's, Nov 3), Canadian Thanksgiving 2027 Monday Oct 11, Canada Day 2028 a Saturday.
 */
import { describe, expect, it } from 'vitest';
import { readingAt } from './helpers.js';

const reading = readingAt('2027-11-15T11:45:00Z');

describe('lesser holidays', () => {
  it.each([
    // A Monday day off makes its long weekend, Friday to Monday nights, set beside last year's.
    ["how full are we for Patriots' Day weekend?", 'occupancy 2028-04-14..2028-04-17 vs 2027-04-16..2027-04-19'],
    ['bookings on Super Bowl Sunday', 'bookings 2027-02-14..2027-02-14 vs 2026-02-08..2026-02-08'],
    ['signups by region the week of Election Day', 'signups 2027-10-31..2027-11-06 vs 2026-11-01..2026-11-07 by region'],
    ['opt-outs since Election Day', 'optouts 2027-11-02..2027-11-14'],
    ['planners by week since Canadian Thanksgiving', 'planners 2027-10-11..2027-11-14 by week'],
    ['bookings on Cinco de Mayo', 'bookings 2027-05-05..2027-05-05 vs 2026-05-05..2026-05-05'],
    ['occupancy for the night of Groundhog Day', 'occupancy 2028-02-02..2028-02-02 vs 2027-02-02..2027-02-02 focus bookedNights'],
    // A holiday's name is read before a place it begins with; the place alone is still the place.
    ['Canada Day weekend pace?', 'occupancy 2028-06-30..2028-07-02 vs 2027-07-02..2027-07-04'],
    ['signups from canada last month', 'signups last-month by country'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});
