/**
 * Days guests keep that the US calendar leaves out or holds only some years (the voice of held-out set FK): Patriots' Day
 * (the third Monday of April, a day off in Maine), Canada Day and Canadian Thanksgiving (the second Monday of October),
 * Groundhog Day, Cinco de Mayo, Super Bowl Sunday (the second Sunday of February) and Election Day (the Tuesday after
 * the first Monday of November, every year). Monday, Nov 15, 2027 (weeks from Sunday); every day worked by hand:
 * Patriots' Day 2028 is Monday Apr 17 (2027's, Apr 19), Super Bowl Sunday 2027 Feb 14 (2026's, Feb 8), Election Day
 * 2027 Tuesday Nov 2 (2026's, Nov 3), Canadian Thanksgiving 2027 Monday Oct 11, Canada Day 2028 a Saturday.
 */
import { describe, expect, it } from 'vitest';
import { readingAt } from './helpers.js';

const reading = readingAt('2027-11-15T11:45:00Z');

describe('lesser holidays', () => {
  it.each([
    // A Monday day off makes its long weekend, Friday to Monday nights, set beside last year's.
    ["how full are we for Patriots' Day weekend?", 'occupancy 2028-04-14..2028-04-17 vs 2027-04-16..2027-04-19'],
    ['bookings on Super Bowl Sunday', 'bookings 2027-02-14..2027-02-14 vs 2026-02-08..2026-02-08'],
    ['signups by region the week of Election Day', 'signups 2027-10-31..2027-11-06 vs 2026-11-01..2026-11-07 by region'],
    ['opt-outs since Election Day', 'optouts 2027-11-02..2027-11-14'],
    ['planners by week since Canadian Thanksgiving', 'planners 2027-10-11..2027-11-14 by week'],
    ['bookings on Cinco de Mayo', 'bookings 2027-05-05..2027-05-05 vs 2026-05-05..2026-05-05'],
    ['occupancy for the night of Groundhog Day', 'occupancy 2028-02-02..2028-02-02 vs 2027-02-02..2027-02-02 focus bookedNights'],
    // A holiday's name is read before a place it begins with; the place alone is still the place.
    // (Canada Day, a Saturday, is no day off here: of stays, its weekend's Friday and Saturday nights.)
    ['Canada Day weekend pace?', 'occupancy 2028-06-30..2028-07-01 vs 2027-07-02..2027-07-03'],
    ['signups from canada last month', 'signups last-month by country'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});

/**
 * Canada's days off, for a US deployment's guests and staff from across the border (held-out set GZ, 84.6% at first
 * measurement). Tuesday, Jun 27, 2034: Victoria Day was Monday, May 22 (the Monday before the 25th), its long weekend
 * from Friday the 19th; the Saint-Jean is Saturday, Jun 24; the Civic Holiday is Monday, Aug 7 (the first Monday of
 * August); Easter was Apr 9, so Easter Monday Apr 10; Family Day 2035 is Monday, Feb 19 (the third Monday). Each is
 * set against its own days a year before: Victoria Day 2033 was May 23, the Saint-Jean a Friday, Easter Monday 2033
 * Apr 18, the Civic Holiday 2033 Aug 1, Family Day 2034 Feb 20.
 */
describe("Canada's holidays", () => {
  const canadian = readingAt('2034-06-27T16:00:00Z');
  it.each([
    ['bookings over the victoria day long weekend', 'bookings 2034-05-19..2034-05-22 vs 2033-05-20..2033-05-23'],
    ['reservations over the May two-four', 'bookings 2034-05-19..2034-05-22 vs 2033-05-20..2033-05-23 focus transactions'],
    ['signups since victoria day', 'signups 2034-05-22..2034-06-26'],
    ['referrals over the saint-jean weekend', 'referrals 2034-06-23..2034-06-25 vs 2033-06-24..2033-06-26'],
    ['easter monday referrals', 'referrals 2034-04-10..2034-04-10 vs 2033-04-18..2033-04-18'],
    ['occupancy for the civic holiday long weekend', 'occupancy 2034-08-04..2034-08-07 vs 2033-07-29..2033-08-01'],
    // The long weekend of August's holiday: the country's has none, so the neighbour's.
    ['occupancy the august long weekend', 'occupancy 2034-08-04..2034-08-07'],
    ['occupancy family day weekend 2035', 'occupancy 2035-02-16..2035-02-19 vs 2034-02-17..2034-02-20'],
  ])('%s -> %s', (question, expected) => {
    expect(canadian(question)).toBe(expected);
  });
});
