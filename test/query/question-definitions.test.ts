/**
 * Terms the asker defines in the question (the voice of held-out set FX): where the definition gives days, the term is
 * read as them wherever it is used, moved by the words around it ("last year's Q2"); weeks said to run from a day start
 * on it. Wednesday, Apr 14, 2032.
 */
import { describe, expect, it } from 'vitest';
import { resolveRange } from '../../src/query/index.js';
import { readingAt, understandAt } from './helpers.js';

const NOW = '2032-04-14T10:00:00Z';
const reading = readingAt(NOW);

describe('terms defined in the question', () => {
  it.each([
    ['By peak season I mean 7/1 to 8/31. Occupancy for peak season?', 'occupancy 2032-07-01..2032-08-31'],
    ["Q2 for us is May-Jul. Signups in last year's Q2?", 'signups 2031-05-01..2031-07-31'],
    ['the fall promo ran 10/1-10/15 - bookings during it', 'bookings 2031-10-01..2031-10-15'],
    ['we define the holidays as Dec 18 to Jan 2. stories over the holidays?', 'stories 2031-12-18..2032-01-02'],
    ['stories last summer (July 4th to Labor Day)', 'stories 2031-07-04..2031-09-01'],
    // Guards: "=" between words that are no period's, and days said without a definition, read as before.
    ['rows = property, cols = month, signups, 2029', 'signups 2029 by property by month'],
    ['signups over the summer (jun-aug)', 'signups 2031-06-01..2031-08-31'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });

  it('starts weeks on the day said', () => {
    const { result } = understandAt(NOW)('Our weeks run Monday to Sunday. signups last week');
    if (result.kind !== 'report') throw new Error('not read as a report');
    // Monday to Sunday: the last whole such week before Wednesday the 14th is Apr 5–11.
    expect(resolveRange(result.query, new Date(NOW))).toMatchObject({ start: '2032-04-05', end: '2032-04-11' });
  });
});
