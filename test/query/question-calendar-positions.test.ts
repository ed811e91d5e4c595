/**
 * Days and weeks named by their place in a period (held-out set GP, 85.9% at first measurement): "the penultimate
 * week of march" (and "the second to last") is the seven days before its last seven, "the penultimate weekend" the
 * weekend before the last, "the second-to-last full week" the full week before the last; "the last business day of
 * january", "the first working day of april" are the period's last or first Monday to Friday, as "the last friday of
 * january" is its last Friday. Asking to draft a note is asking the bot to act, refused; "guest posts" are stories.
 * Tuesday, Feb 27, 2035 (weeks from Sunday): March 2035 ends on a Saturday, January on a Wednesday, April 1 is a
 * Sunday, Dec 31, 2034 a Sunday and Mar 1, 2034 a Wednesday.
 */
import { describe, expect, it } from 'vitest';
import { readingAt } from './helpers.js';

const reading = readingAt('2035-02-27T19:30:00Z');

describe('places in a period', () => {
  it.each([
    ["what's on the books for the penultimate week of march", 'occupancy 2035-03-18..2035-03-24'],
    ['bookings the second to last week of january', 'bookings 2035-01-18..2035-01-24'],
    // Full weeks of January 2035: Jan 7-13, 14-20, 21-27.
    ['bookings the second-to-last full week of january', 'bookings 2035-01-14..2035-01-20'],
    // The last Saturday of March is the 31st; the one before, the 24th (Friday and Saturday nights).
    ['ADR for the penultimate weekend of March', 'occupancy 2035-03-23..2035-03-24 focus adr'],
    ['bookings the penultimate day of january', 'bookings 2035-01-30..2035-01-30'],
    ['bookings on the last business day of January', 'bookings 2035-01-31..2035-01-31'],
    ['occupancy on the last business day of the quarter?', 'occupancy 2035-03-30..2035-03-30'],
    ['occupancy for the first business day of april', 'occupancy 2035-04-02..2035-04-02'],
    ['ADR booked on the last business day of last year', 'bookings 2034-12-29..2034-12-29 focus adrBooked'],
    ['bookings on the 2nd working day of march 2034', 'bookings 2034-03-02..2034-03-02'],
    ['draft a note to our partners about referral revenue from the first 10 days of the year', 'error unknown_topic'],
    ['guest posts this month', 'stories this-month'],
    // Already read so, and kept.
    ['bookings the last week of january', 'bookings 2035-01-25..2035-01-31'],
    ['bookings the last friday of january', 'bookings 2035-01-26..2035-01-26'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});
