/**
 * Held-out sets JB, JC and JD: a quarter by its letter ("last Q"), a holiday season said with which one ("last holiday
 * season", "over the holidays last year"), who asks ("the ED wants …"), "the long weekend" as dates, and what the
 * service holds nothing on (where to eat, staffing needs). Rows marked "kept" read so before.
 */
import { describe, expect, it } from 'vitest';
import { readingAt } from './helpers.js';

describe('a quarter by its letter, and seasons', () => {
  // Thursday, Sep 27, 2029: last quarter is Q2 (Apr 1 – Jun 30); last holiday season Dec 24, 2028 – Jan 1, 2029.
  const reading = readingAt('2029-09-27T18:20:00Z');
  it.each([
    ['bookings last Q', 'bookings last-quarter'],
    ['bookings this q', 'bookings this-quarter'],
    ['bookings q over q', 'bookings this-quarter vs previous'],
    ['How many reservations did we take last Q compared to the quarter before?', 'bookings last-quarter vs previous focus transactions'],
    ['what did facebook bring in for referrals last Q compared to the quarter before?', 'referrals last-quarter vs previous by channel'],
    // Kept: a quarter by its number.
    ['bookings Q4', 'bookings 2028-q4'],
    ['bookings last holiday season', 'bookings 2028-12-24..2029-01-01'],
    ['bookings over the holidays last year', 'bookings 2028-12-24..2029-01-01'],
    // Kept: months off with no year said, which holidays is asked.
    ['bookings over the holidays', 'clarify '],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});

describe('who asks, and what is not held', () => {
  // Thursday, Feb 14, 2030.
  const reading = readingAt('2030-02-14T15:30:00Z');
  it.each([
    ['Hey, the ED wants partner referral revenue for the first half of January, can you grab that?', 'referrals 2030-01-01..2030-01-15'],
    ["any good valentine's dinner spots in portland?", 'error unknown_topic'],
    ['things to do in portland this weekend', 'error unknown_topic'],
    ['staffing needs for next week', 'error unknown_topic'],
    // Kept: a team as who asks.
    ['front desk needs occupancy for next week', 'occupancy next-week'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});

describe('the long weekend gone', () => {
  it('asks which report, as for a month', () => {
    // Tuesday, Jul 5, 2033: the long weekend was Fri Jul 1 – Mon Jul 4.
    const reading = readingAt('2033-07-05T14:00:00Z');
    expect(reading("how'd the long weekend go?")).toBe('clarify bookings|referrals|signups|stories');
    expect(reading('how did june go')).toBe('clarify bookings|referrals|signups|stories');
  });
});
