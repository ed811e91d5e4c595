/**
 * A web analyst's words (the voice of held-out set ES): conversions of a channel are the referrals', a breakdown's
 * word before "report" is the breakdown, and what only a website's analytics hold is refused. Monday, May 27, 2030
 * (Memorial Day): last month April, last quarter Q1.
 */
import { describe, expect, it } from 'vitest';
import { readingAt } from './helpers.js';

const reading = readingAt('2030-05-27T10:00:00Z');

describe('a web analyst asking', () => {
  it.each([
    // Another report's verb, breakdown or name outweighs the vague word "conversions".
    ['which channel drove the most conversions last quarter?', 'referrals last-quarter by channel'],
    ['how many conversions did Instagram drive in April?', 'referrals 2030-04 by channel'],
    ['geo report for referrals, Q1', 'referrals 2030-q1 by geo'],
    ['channel report for referrals last month', 'referrals last-month by channel'],
    ['bounce rate on the booking engine last month', 'error unknown_topic'],
    // A hotel's totals beyond its rooms, and a guess at a figure, are not held.
    ['TRevPAR last month', 'error unknown_topic'],
    ['best guess where july occupancy ends up?', 'error unknown_topic'],
    // Guards: "conversion" alone is asked about; said of a discovery, it is the planners' booked share.
    ['conversion rate last month', 'clarify planners'],
    ['conversions by discovery last month', 'planners last-month by discovery focus bookedShare'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});
