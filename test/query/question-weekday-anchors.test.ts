/**
 * Days placed from another day by whole weeks (held-out set GQ, 87.1% at first measurement): "two weeks ago monday"
 * and "a fortnight ago wednesday" are that weekday of the week so many weeks back; "a week last friday", "a week ago
 * yesterday" and "yesterday week" a week before that day; "a week tomorrow" a week after it (as "friday week" already
 * was); "this day last month", today's date a month back. Tuesday, Mar 4, 2036 (weeks from Sunday; February 2036 has 29 days):
 * this week began Sunday, Mar 2; last week ran Feb 24 to Mar 1, the week before Feb 17 to 23.
 */
import { describe, expect, it } from 'vitest';
import { readingAt } from './helpers.js';

const reading = readingAt('2036-03-04T11:15:00Z');

describe('days placed by whole weeks', () => {
  it.each([
    ['bookings two weeks ago Monday', 'bookings 2036-02-18..2036-02-18'],
    ['ADR booked a fortnight ago wednesday', 'bookings 2036-02-20..2036-02-20 focus adrBooked'],
    ['bookings a week ago sunday', 'bookings 2036-02-24..2036-02-24'],
    // Yesterday is Mar 3; last Friday Feb 29.
    ['booked revenue yesterday week', 'bookings 2036-02-25..2036-02-25'],
    ['how much referral revenue did we drive a week ago yesterday', 'referrals 2036-02-25..2036-02-25'],
    ['full-service bookings a week last Friday', 'bookings 2036-02-22..2036-02-22 type FullServiceHotel'],
    // Tomorrow is Mar 5; the coming Friday Mar 7.
    ['select service occ a week tomorrow', 'occupancy 2036-03-12..2036-03-12 type SelectServiceHotel'],
    ['room nights booked this day last month', 'bookings 2036-02-04..2036-02-04 focus nights'],
    ['referral revenue by week since this day last month', 'referrals 2036-02-04..2036-03-03 by week'],
    // Already read so, and kept.
    ['occupancy friday week', 'occupancy 2036-03-14..2036-03-14'],
    ['bookings last week', 'bookings last-week'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });

  it('this day last month, on the 31st, is the last day of the month before', () => {
    expect(readingAt('2036-03-31T11:15:00Z')('bookings this day last month')).toBe('bookings 2036-02-29..2036-02-29');
  });
});
