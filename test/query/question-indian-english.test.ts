/**
 * Indian English (held-out set GM, 85.3% at first measurement): "day wise" and "month-wise" are by day and by month
 * ("city wise" was already by city); "kindly share" and "please share" ask for the figures, never the planners' booked
 * share; a count of people with a report's verb after them ("how many members signed up") counts what the verb says;
 * and days written day first with their year ("01/05/2035 to 15/05/2035") are read day first where one of them can
 * only be. Thursday, Jun 14, 2035 (weeks from Sunday).
 */
import { describe, expect, it } from 'vitest';
import { readingAt } from './helpers.js';

const reading = readingAt('2035-06-14T10:20:00Z');

describe('Indian English', () => {
  it.each([
    ['day wise occupancy for next week kindly', 'occupancy next-week by day'],
    ['referral revenue month wise for 2034', 'referrals 2034 by month'],
    ['bookings date-wise for the last 7 days', 'bookings last-7-days by day'],
    ['trip planners weekwise for last month', 'planners last-month by week'],
    ['Kindly share booked revenue for May month', 'bookings 2035-05'],
    ['how many members signed up yesterday', 'signups yesterday'],
    ['bookings from 01/05/2035 to 15/05/2035', 'bookings 2035-05-01..2035-05-15'],
    // Already read so, and kept.
    ['signups city wise last month', 'signups last-month by city'],
    ['please share the booked share of planners for may', 'planners 2035-05 focus bookedShare'],
    ['bookings from 5/1/2035 to 5/15/2035', 'bookings 2035-05-01..2035-05-15'],
    ['how many housekeepers did we have', 'error unknown_topic'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});
