/**
 * A phone's autocorrect (held-out set HG, 81.9% at first measurement): real words put for the ones meant, none of them
 * a word of a hotel's figures ("deferrals", "planers", "dairy", "this moth", "sigh ups", "opt cuts", "lat week", "to
 * day", "last weakened", "weekly digestion"). "day to day" stays by day. Wednesday, Mar 8, 2034: last week is Feb 26 to
 * Mar 4, the last weekend Friday, Mar 3 to Sunday, Mar 5.
 */
import { describe, expect, it } from 'vitest';
import { readingAt } from './helpers.js';

const reading = readingAt('2034-03-08T16:00:00Z');

describe('words a phone put for the ones meant', () => {
  it.each([
    ['sigh ups at harbor view this moth', 'signups this-month property harbor-view-inn'],
    ['dairy bookings last week', 'bookings last-week by day'],
    ['opt cuts last week', 'optouts last-week'],
    ['bookings lat week', 'bookings last-week'],
    ['how many guests signed up to day', 'signups today'],
    ['stories submitted last weakened', 'stories 2034-03-03..2034-03-05'],
    ['weekly digestion pls', 'digest last-week'],
    // Kept: spelling corrected these alone before; "day to day" is by day.
    ['deferrals last week', 'referrals last-week'],
    ['planers last month', 'planners last-month'],
    ['occupancy day to day for next week', 'occupancy next-week by day'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});
