/**
 * Today stated in the message to anchor what is asked (the voice of held-out set FM): "today's the 24th", "it's Monday",
 * "as of 4/24", "now that it's late April", "Monday 4/24 here" say where the asker stands, never the period asked.
 * Monday, Apr 24, 2028 (weeks from Sunday): last week is Apr 16–22, last month March.
 */
import { describe, expect, it } from 'vitest';
import { readingAt } from './helpers.js';

const reading = readingAt('2028-04-24T14:10:00Z');

describe('today stated', () => {
  it.each([
    ["today's the 24th, how full were we last month?", 'occupancy last-month'],
    ["It's the 24th: how many bookings did we take last week?", 'bookings last-week'],
    ['as of 4/24, signups by country this month', 'signups this-month by country'],
    ["It's April 24 — top 3 channels for referral revenue last month", 'referrals last-month by channel top 3'],
    ['today being the 24th, referrals month to date', 'referrals this-month'],
    ["now that it's late April, condo bookings in March", 'bookings 2028-03 type Condotel'],
    // Today's weekday said as where the asker stands (of what has happened, "monday" alone is last Monday).
    ["It's Monday — can I get the weekly digest?", 'digest last-week'],
    ['Monday 24th — how many photo stories came in for Q1 vs last year?', 'stories 2028-q1 vs last-year'],
    ['Monday 4/24 here — signups last week', 'signups last-week'],
    ['Monday, 24 Apr: Lakes & Pines unsubscribes YTD', 'optouts this-year'],
    // The period the asker says they are in is where they stand too.
    ["now that we're in the last week of April, condo occupancy for May vs April?", 'occupancy 2028-05 vs previous type Condotel'],
    ["now that it's the end of April — signups for Maple Street Suites in March, by week", 'signups 2028-03 by week property maple-street-suites'],
    // Guards: today asked about is the period, written out or in words.
    ['signups 4/24', 'signups 2028-04-24..2028-04-24'],
    ['tonight... how full are we?', 'occupancy 2028-04-24..2028-04-24'],
    ['signups today', 'signups today'],
    ['signups for the last week of april', 'signups 2028-04-24..2028-04-30'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});
