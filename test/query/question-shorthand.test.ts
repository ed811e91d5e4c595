/**
 * Questions as front offices, agencies and people dictating to a phone write them (the voices of
 * held-out sets CH to CL): two-letter periods after a breakdown, countries by their short names.
 * Every expected reading is worked out by hand from the instant each test fixes (weeks from
 * Sunday, UTC).
 */
import { describe, expect, it } from 'vitest';
import { understand } from '../../src/query/index.js';
import { compactReading } from './question-corpus.js';
import { sandboxNames } from '../../src/sandbox/names.js';

const NAMES = sandboxNames();
const reading = (now: string) => (text: string) => compactReading(understand(text, { now: new Date(now), timeZone: 'UTC', names: NAMES }).result);

/** Monday, Jun 4, 2029, before seven: last week is May 27 to Jun 2, yesterday Sunday Jun 3. */
const MONDAY = '2029-06-04T06:50:00Z';

describe('a period in shorthand after a breakdown is the period, not a name', () => {
  it.each([
    ['signups by property lw', 'signups last-week by property'],
    ['planners by discovery lm', 'planners last-month by discovery'],
    ['signups by property yday', 'signups yesterday by property'],
    ['bkgs by property type yday', 'bookings yesterday by property-type'],
    ['occ by type nw', 'occupancy next-week by property-type'],
    // After the filter's word a slug is still the property.
    ['signups property harbor-view-inn lw', 'signups last-week property harbor-view-inn'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(MONDAY)(question)).toBe(expected);
  });
});

describe('a country by its short name', () => {
  it.each([
    ['signups from the uk last month', 'signups last-month by country'],
    ['referrals: us vs uk vs germany, last month', 'referrals last-month by geo'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(MONDAY)(question)).toBe(expected);
  });
});
