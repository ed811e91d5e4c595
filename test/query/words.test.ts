/**
 * The grammar's own words (words.ts): month and weekday words as people type them, and which
 * words are the grammar's or a report's (so they are never taken for a property id or "fixed"
 * as a typo). Every table is written out by hand.
 */
import { describe, expect, it } from 'vitest';
import { MONTH_BY_WORD, WEEKDAY_BY_WORD, isKeyword, vocabulary } from '../../src/query/words.js';

describe('month words', () => {
  it('are the full names, their first three letters, and "sept"', () => {
    expect([...MONTH_BY_WORD]).toEqual([
      ['january', 1],
      ['february', 2],
      ['march', 3],
      ['april', 4],
      ['may', 5],
      ['june', 6],
      ['july', 7],
      ['august', 8],
      ['september', 9],
      ['october', 10],
      ['november', 11],
      ['december', 12],
      ['jan', 1],
      ['feb', 2],
      ['mar', 3],
      ['apr', 4],
      ['jun', 6],
      ['jul', 7],
      ['aug', 8],
      ['sep', 9],
      ['oct', 10],
      ['nov', 11],
      ['dec', 12],
      ['sept', 9],
    ]);
  });
});

describe('weekday words', () => {
  it('are each day in lower case, its plural and its first three letters, with "tues", "thur" and "thurs"', () => {
    expect([...WEEKDAY_BY_WORD]).toEqual([
      ['sunday', 'Sunday'],
      ['sundays', 'Sunday'],
      ['sun', 'Sunday'],
      ['monday', 'Monday'],
      ['mondays', 'Monday'],
      ['mon', 'Monday'],
      ['tuesday', 'Tuesday'],
      ['tuesdays', 'Tuesday'],
      ['tue', 'Tuesday'],
      ['tues', 'Tuesday'],
      ['wednesday', 'Wednesday'],
      ['wednesdays', 'Wednesday'],
      ['wed', 'Wednesday'],
      ['thursday', 'Thursday'],
      ['thursdays', 'Thursday'],
      ['thu', 'Thursday'],
      ['thur', 'Thursday'],
      ['thurs', 'Thursday'],
      ['friday', 'Friday'],
      ['fridays', 'Friday'],
      ['fri', 'Friday'],
      ['saturday', 'Saturday'],
      ['saturdays', 'Saturday'],
      ['sat', 'Saturday'],
    ]);
  });
});

describe("isKeyword: the grammar's words and the reports' names", () => {
  it.each(['last-month', 'yesterday', 'by', 'subscribe', 'march', 'sept', 'tues', 'mondays'])("%s is the grammar's", (word) => {
    expect(isKeyword(word)).toBe(true);
  });

  it.each(['referrals', 'signups', 'digest'])('%s names a report', (word) => {
    expect(isKeyword(word)).toBe(true);
  });

  it.each(['harbor-view-inn', 'revenue-ish', 'Monday', ''])('%j is neither', (word) => {
    expect(isKeyword(word)).toBe(false);
  });
});

describe('vocabulary: what a typo may have been meant as', () => {
  it("has the reports' names before the grammar's words, months and weekdays", () => {
    const words = vocabulary();
    expect(words.indexOf('referrals')).toBeGreaterThanOrEqual(0);
    expect(words.indexOf('referrals')).toBeLessThan(words.indexOf('last-month'));
    for (const word of ['last-month', 'subscribe', 'september', 'sept', 'thurs', 'fridays']) expect(words).toContain(word);
  });
});
