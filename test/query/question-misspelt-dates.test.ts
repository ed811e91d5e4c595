/**
 * Time words mistyped (the voice of held-out set FL): a month's name one typo off is read as the month even capitalised
 * ("Decmber", "Agust", "Mrach"), where a name of a person is not ("Marcus"); two letters swapped are the word they
 * spell ("nxet": next, not net), and a unit's letter doubled is the unit ("weeek").
 * Tuesday, Feb 27, 2029 (weeks from Sunday): the coming December and August are 2029's, the last March 2028's.
 */
import { describe, expect, it } from 'vitest';
import { readingAt } from './helpers.js';

const reading = readingAt('2029-02-27T09:05:00Z');

describe('misspelt time words', () => {
  it.each([
    ['room nights on the books for Decmber', 'occupancy 2029-12 focus bookedNights'],
    ['ADR and RevPAR for Agust', 'occupancy 2029-08 focus adr'],
    ['signups for Mrach', 'signups 2028-03'],
    ['vacation rental bookings Novmber vs Octber', 'bookings 2028-11 vs previous type VacationRental'],
    ['occupancy nxet month', 'occupancy next-month'],
    ['digest for the weeek of feb 4th', 'digest 2029-02-04..2029-02-10'],
    // Guard: a capitalised name two letters from a month is a name, not a month: asked, as a property not held is.
    ['signups from Marcus last week', 'clarify signups|signups'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});
