/**
 * Requests wrapped as hypotheticals (held-out set GS, 95.1% at first measurement): a what-if of the business ("what
 * would occupancy be if we cut rates 10%") is nothing the service holds and is refused; leaving a type out ("if you
 * left out the RV resorts", "say we excluded the condotels") is refused as other exclusions are, never answered of
 * that type alone; "compared it to the same month last year" is compared with it. Thursday, Aug 14, 2036.
 */
import { describe, expect, it } from 'vitest';
import { readingAt } from './helpers.js';

const reading = readingAt('2036-08-14T16:40:00Z');

describe('hypotheticals', () => {
  it.each([
    ['what would occupancy be if we cut rates 10%?', 'error unknown_topic'],
    ['signups if we raised the popup frequency', 'error unknown_topic'],
    ['what would bookings look like for Q2 if you left out the RV resorts', 'error bad_option'],
    ["say we excluded the condotels, what's occupancy for september?", 'error bad_option'],
    ['suppose we pulled occupancy for october and compared it to the same month last year', 'occupancy 2036-10 vs last-year'],
    // Already read so, and kept.
    ['if I wanted to see signups for last month, what would that show?', 'signups last-month'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});
