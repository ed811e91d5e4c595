/**
 * Periods to date said with their own words (held-out set GF, "to date" periods: 86.7% at first measurement): a month or
 * quarter named before its unit's to-date word ("june mtd") is that one to date, the whole of it once it is over; a
 * period to date "as of" a day runs to that day from the start of the unit the day is in, so on a period's first day
 * "qtd as of june 30" is the quarter just closed. Friday, Jul 1, 2033 and Friday, Jul 15, 2033 (weeks from Sunday).
 */
import { describe, expect, it } from 'vitest';
import { readingAt } from './helpers.js';

describe('a period to date, on the first day of a month and a quarter', () => {
  const reading = readingAt('2033-07-01T15:30:00Z');
  it.each([
    ['June MTD bookings', 'bookings 2033-06'],
    ['Pine Hollow Cottages signups, June month-to-date', 'signups 2033-06 property pine-hollow-cottages'],
    ['Q2 quarter to date signups', 'signups 2033-q2'],
    ['referral revenue QTD as of June 30', 'referrals 2033-04-01..2033-06-30'],
    ['stories MTD as of yesterday', 'stories 2033-06-01..2033-06-30'],
    // The year to date is already to yesterday, Jun 30: the day said only checks it.
    ['planner volume YTD as of end of June', 'planners this-year'],
    // Said without a day, to date is today so far.
    ['signups this month', 'signups this-month'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});

describe('a period to date, within the month', () => {
  const reading = readingAt('2033-07-15T15:30:00Z');
  it.each([
    ['July MTD bookings', 'bookings 2033-07-01..2033-07-14'],
    ['signups qtd through june 30', 'signups 2033-04-01..2033-06-30'],
    // The last Friday gone, Jul 8.
    ['opt-outs ytd as of last friday', 'optouts 2033-01-01..2033-07-08'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});
