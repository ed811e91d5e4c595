/**
 * Spans counted from a day in quarters and years, as in days, weeks and months (held-out set GJ, durations anchored
 * to a day: 92.6% at first measurement): "the quarter ending dec 31" is the three whole months to that day, "the 2
 * quarters starting jan 1 2029" the six from it, and a span past the service's limit is refused, never read as its
 * first day. Monday, Feb 11, 2030 (weeks from Sunday): Dec 31 gone by is 2029's, last month January 2030.
 */
import { describe, expect, it } from 'vitest';
import { readingAt } from './helpers.js';

const reading = readingAt('2030-02-11T16:20:00Z');

describe('quarters and years counted from a day', () => {
  it.each([
    ['Maple Street Suites stories for the quarter ending Dec 31', 'stories 2029-10-01..2029-12-31 property maple-street-suites'],
    ['signups for the year ending last month', 'signups 2029-02-01..2030-01-31'],
    ['planners for the 2 quarters starting Jan 1 2029', 'planners 2029-01-01..2029-06-30'],
    // Five years from Jan 1, 2024 run 1,827 days, over the 1,100 the service answers.
    ['signups for the 5 years starting Jan 1 2024', 'error range_too_long'],
    // In months, as before.
    ['bookings the 12 months ending october', 'bookings 2028-11-01..2029-10-31'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});
