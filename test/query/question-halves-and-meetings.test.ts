/**
 * Held-out sets JH, JI and JJ (98.2%, 93.3% and 98.8% at first measurement): in early January, "H2 vs H1" is last year's
 * two halves, not this half barely begun; a meeting's weekday is when it is, not the period ("for the owners meeting
 * thursday"); "subs" are subscribers and "fwd" is forward; a yes-or-no question about a holiday's send is why the days
 * asked are wanted; "the data" asks which report. Rows marked "kept" read so before.
 */
import { describe, expect, it } from 'vitest';
import { readingAt } from './helpers.js';

describe('the first day of a year', () => {
  // Tuesday, Jan 3, 2034: H2 2033 is Jul 1 – Dec 31, 2033, and the half before it H1 2033; H1 2034 has two days.
  const reading = readingAt('2034-01-03T14:30:00Z');
  it.each([
    ['H2 bookings rev vs H1', 'bookings 2033-07-01..2033-12-31 vs previous'],
    // Q1 2033 is neither the quarter before Q4 2033 nor the same quarter a year before: which is asked.
    ['bookings Q4 vs Q1', 'clarify bookings|bookings'],
    // Kept: the later said first, or the one before.
    ['bookings january vs december', 'bookings 2034-01 vs previous'],
    ['bookings december vs november', 'bookings 2033-12 vs previous'],
    ['fwd RevPAR Q1', 'occupancy 2034-q1 focus revpar'],
    ['new newsletter subs last week?', 'signups last-week'],
    ['Did opt-outs spike after the Christmas send? Show me daily opt-outs Dec 20-31.', 'optouts 2033-12-20..2033-12-31 by day'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });

  it('keeps a month under way said after the one before it as that month so far (kept)', () => {
    // Wednesday, Oct 14, 2026.
    expect(readingAt('2026-10-14T12:00:00Z')('Sept vs Oct bookings')).toBe('bookings 2026-10 vs previous');
  });
});

describe("a meeting's weekday", () => {
  // Wednesday, Nov 10, 2032: Friday is Nov 12, last Thursday Nov 4.
  const reading = readingAt('2032-11-10T15:45:00Z');
  it.each([
    ['send me occupancy for the sales call friday', 'occupancy next-4-weeks'],
    ['pull bookings for the owners meeting thursday', 'bookings last-week'],
    ['signups last month for the team huddle monday', 'signups last-month'],
    ['hey can you pull the data for the board meeting thursday', 'clarify bookings|referrals|signups|stories'],
    // A word outside the vocabulary before "data" refuses, as before "numbers".
    ['xylophone data', 'error missing_report'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});
