/**
 * The keywords of the options `by`, `type` and `property`, spelled every way the grammar
 * takes them: each spelling is read to its option, and a word that only looks like one
 * (a glued "by-" inside a longer word, a range after "property") is not taken as it.
 * Expected values and sentences are written out by hand.
 */
import { describe, expect, it } from 'vitest';
import { understand } from '../../src/query/index.js';
import { CTX, failure, query } from './helpers.js';

describe('by: every way to say a breakdown', () => {
  it.each([
    ['referrals last-month group by channel', 'channel'],
    ['referrals last-month grouped by channel', 'channel'],
    ['referrals last-month per channel', 'channel'],
    ['referrals last-month per-channel', 'channel'],
  ])('%s breaks down by %s', (text, breakdown) => {
    expect(query(text).breakdown).toBe(breakdown);
  });

  it('takes "grouped by month" as a monthly grouping', () => {
    expect(query('bookings last-month grouped by month').grouping).toBe('Month');
  });

  it.each([
    // "by-" glued to a breakdown counts only at the start of the word.
    ['referrals last-month xby-channel', 'I don\'t understand "xby-channel".'],
    // "property type" after "by" must be those two words; "a-property type" is not them.
    ['referrals last-month by a-property type', 'I can\'t group or break down by "a-property".'],
    // "group" is a keyword only with "by" after it.
    ['referrals last-month group channel', 'I don\'t understand "group".'],
  ])('refuses %s', (text, sentence) => {
    expect(failure(text).message).toBe(sentence);
  });
});

describe('type: every spelling of the keyword', () => {
  it.each([
    ['bookings last-month type condo'],
    ['bookings last-month property-type condo'],
    ['bookings last-month propertytype condo'],
    ['bookings last-month property type condo'],
    ['bookings last-month properties type condo'],
  ])('%s filters to Condotel', (text) => {
    expect(query(text).propertyType).toBe('Condotel');
  });

  it('says a type is missing when "type" ends the command', () => {
    const error = failure('bookings last-month type');
    expect(error.code).toBe('bad_option');
    expect(error.message).toBe('"type" needs a property type.');
    expect(error.suggestion).toBe('Use one of: FullServiceHotel, SelectServiceHotel, Condotel, VacationRental, RVResort.');
  });
});

describe('type in a question', () => {
  it('refuses a question whose type is not one, quoting the word', () => {
    // A question copies a wrong option's words (keyword and value) into the command it builds,
    // then reads on after them.
    const { result } = understand('how many bookings last month type hotel?', CTX);
    expect(result).toEqual({
      kind: 'error',
      error: {
        code: 'bad_option',
        message: '"hotel" is not a property type.',
        suggestion: 'Use one of: FullServiceHotel, SelectServiceHotel, Condotel, VacationRental, RVResort.',
      },
    });
  });
});

describe('property: its spellings, and what is not an id', () => {
  it.each([['signups last-month property grand-hotel'], ['signups last-month properties grand-hotel'], ['signups last-month prop grand-hotel']])(
    '%s selects grand-hotel',
    (text) => {
      expect(query(text).properties).toEqual(['grand-hotel']);
    },
  );

  it('does not take a date after "property" as its id', () => {
    // "2026-11-01" is id-shaped, but it is a range: the property is still missing.
    const error = failure('signups last-month property 2026-11-01');
    expect(error.message).toBe('"property" needs an id or slug.');
    expect(error.suggestion).toBe('Try "property grand-hotel".');
  });
});
