/**
 * The days of the week told apart within a period (the voice of held-out set EO): the period's days side by side,
 * there being no breakdown by weekday. Wednesday, Jun 14, 2028.
 */
import { describe, expect, it } from 'vitest';
import { readingAt } from './helpers.js';

const reading = readingAt('2028-06-14T11:00:00Z');

describe('days of the week', () => {
  it.each([
    ['weeknights vs weekends for July on the books', 'occupancy 2028-07 by day'],
    ['Fridays vs Saturdays - bookings made in May', 'bookings 2028-05 by day'],
    ['number of condo bookings by weekday in May', 'bookings 2028-05 by day type Condotel'],
    ['nightly ADR for select-service, next 2 weeks', 'occupancy next-2-weeks by day type SelectServiceHotel focus adr'],
    ['which day of the week gets the most signups in may', 'signups 2028-05 by day'],
    // Guards: one weekend against another is a comparison.
    ['signups last weekend vs the weekend before', 'signups 2028-06-09..2028-06-11 vs previous'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});
