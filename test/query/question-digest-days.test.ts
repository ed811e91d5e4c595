/**
 * A digest named by when it came or comes (the voice of held-out set FJ): it reports on the last whole week before it
 * is posted, so "Monday's digest" or "the summary you sent last week" name that week, and another report asked "from"
 * it reads the same week. Sunday, Jan 6, 2030 (weeks from Sunday): Monday Dec 31's digest covered Dec 23–29; tomorrow's
 * (Jan 7) covers Dec 30 – Jan 5; Christmas Eve (Monday, Dec 24) covered Dec 16–22. "Year-end" numbers are the
 * year's whose end is nearest.
 */
import { describe, expect, it } from 'vitest';
import { readingAt, understandAt } from './helpers.js';

const reading = readingAt('2030-01-06T18:20:00Z');

describe('a digest named by the day it came', () => {
  it.each([
    ["can you resend last Monday's digest?", 'digest 2029-12-23..2029-12-29'],
    ["show me tomorrow's weekly summary", 'digest 2029-12-30..2030-01-05'],
    ['resend the Christmas Eve digest', 'digest 2029-12-16..2029-12-22'],
    ['the digest that lands next Monday', 'digest 2029-12-30..2030-01-05'],
    ['pull up the summary you sent last week pls', 'digest 2029-12-23..2029-12-29'],
    // Another report asked of a digest's week.
    ["bookings from tomorrow's digest", 'bookings 2029-12-30..2030-01-05'],
    ['Referrals by channel from the digest you sent last week', 'referrals 2029-12-23..2029-12-29 by channel'],
    ['The weekly report that came on Christmas Eve — what were the photo stories?', 'stories 2029-12-16..2029-12-22'],
    // Guards: a summary of a day, the period a digest covers, and a day counted from when it came out.
    ["yesterday's summary pls", 'digest yesterday'],
    ["last week's digest", 'digest last-week'],
    ["december's digest", 'digest 2029-12'],
    ["stories since Monday's digest came out", 'stories 2029-12-31..2030-01-05'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});

describe('said back', () => {
  it('the day a digest came is said back as the week that digest reports on', () => {
    const { notes } = understandAt('2030-01-06T18:20:00Z')("can you resend last Monday's digest?");
    expect(notes).toContain('Read "last Monday" as the week that digest reports on, Dec 23–29, 2029.');
  });
});

describe("a year's end named", () => {
  it.each([
    // The year whose end is nearest: on Jan 6, 2030, the one just closed.
    ['year-end booking numbers please', 'bookings 2029-01-01..2029-12-31'],
    ['Year-end signup numbers vs 2028', 'signups 2029-01-01..2029-12-31 vs last-year'],
    ['year end signups by month', 'signups 2029-01-01..2029-12-31 by month'],
    // Guards: the asker's year-end review is an occasion; the period asked stands.
    ['Please prepare a summary of the fourth quarter for my year-end review.', 'digest 2029-q4'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });

  it('in November, the year-end is this year', () => {
    expect(readingAt('2029-11-20T10:00:00Z')('year-end booking numbers please')).toBe('bookings 2029-01-01..2029-12-31');
  });
});
