/**
 * The values of the `property`, `discoveries` and comparison options, and the refusal each
 * keyword gives when its value is missing or not one the grammar knows. Every command is read
 * by the one parser; the expected queries and sentences are written out by hand.
 */
import { describe, expect, it } from 'vitest';
import { failure, query } from './helpers.js';

describe('property: what follows the keyword', () => {
  it.each([
    // A grammar word or a range after "property" is the next part of the command, not a bad id.
    ['bookings last-month property by', '"property" needs an id or slug.', 'Try "property grand-hotel".'],
    ['bookings last-month property yesterday', '"property" needs an id or slug.', 'Try "property grand-hotel".'],
    ['bookings last-month property 2026-11-01..2026-11-03', '"property" needs an id or slug.', 'Try "property grand-hotel".'],
    // A plain word that is not id-shaped is named back as a bad id.
    ['bookings last-month property ###', '"###" is not a property id or slug.', 'Ids and slugs use letters, digits, dots, dashes and underscores.'],
  ])('%s is refused with "%s"', (text, sentence, suggestion) => {
    const error = failure(text);
    expect(error.code).toBe('bad_option');
    expect(error.message).toBe(sentence);
    expect(error.suggestion).toBe(suggestion);
  });
});

describe('discoveries: the plural keyword needs an id', () => {
  it.each([['optouts last-month discoveries'], ['optouts last-month discoveries last-week']])('%s is refused, with an example id', (text) => {
    const error = failure(text);
    expect(error.code).toBe('bad_option');
    expect(error.message).toBe('"discoveries" needs a discovery id.');
    expect(error.suggestion).toBe('Try "discovery 3f2a9c1e".');
  });

  it('takes the id that follows it', () => {
    expect(query('optouts last-month discoveries spring-fair').discoveries).toEqual(['spring-fair']);
  });
});

describe('comparison: every spelling of the keyword and of its value', () => {
  it.each([
    ['bookings last-month yoy', 'last-year'],
    ['bookings last-month year-over-year', 'last-year'],
    ['bookings last-month no-compare', 'none'],
    ['bookings last-month no compare', 'none'],
    ['bookings last-month nocompare', 'none'],
    ['bookings last-month no-comparison', 'none'],
    ['bookings last-month no comparison', 'none'],
    ['bookings last-month no-comparisons', 'none'],
    ['bookings last-month dont-compare', 'none'],
    ['bookings last-month vs previous', 'previous'],
    ['bookings last-month versus prior', 'previous'],
    ['bookings last-month against last-year', 'last-year'],
    ['bookings last-month compare to previous', 'previous'],
    ['bookings last-month compare with last-year', 'last-year'],
    ['bookings last-month compared to prior', 'previous'],
    ['bookings last-month compared with ly', 'last-year'],
    ['bookings last-month compare previous', 'previous'],
    ['bookings last-month compared-to previous', 'previous'],
    ['bookings last-month compared-with last-year', 'last-year'],
    // A two-word value: "previous year" is last year, not the previous period.
    ['bookings last-month vs previous year', 'last-year'],
    ['bookings last-month compare to previous year', 'last-year'],
  ])('%s compares with %s', (text, compare) => {
    expect(query(text).compare).toBe(compare);
  });

  it.each([
    // The keyword is the last word: nothing to compare with.
    ['bookings last-month vs', '"vs" needs something to compare with.'],
    ['bookings last-month compare', '"compare" needs something to compare with.'],
    ['bookings last-month compare to', '"compare" needs something to compare with.'],
    // A value the grammar does not know is quoted back with its keyword.
    ['bookings last-month vs foo', '"vs foo" is not a comparison I know.'],
    ['bookings last-month compare to foo', '"compare to foo" is not a comparison I know.'],
    ['bookings last-month compared-with foo', '"compared-with foo" is not a comparison I know.'],
  ])('%s is refused with "%s"', (text, sentence) => {
    const error = failure(text);
    expect(error.code).toBe('bad_option');
    expect(error.message).toBe(sentence);
    expect(error.suggestion).toBe('Try "vs previous", "vs last-year" or "no-compare".');
  });
});
