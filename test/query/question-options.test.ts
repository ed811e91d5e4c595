/**
 * The question reader's option words, read through question-options.ts: comparisons ("vs last
 * year", "compared to the previous week", "year over year"), breakdowns ("which channel",
 * "by property type"), property names ("Harbor View Inn", "harbor-view") and counts ("5 best
 * channels"). Pins how many words each phrase takes and what it is read as.
 */
import { describe, expect, it } from 'vitest';
import { BEFORE, countsSomething, isPropertyName, readBreakdown, readComparison } from '../../src/query/question-options.js';
import { tokenize } from '../../src/query/tokens.js';

describe('readComparison', () => {
  it.each(['vs', 'versus', 'against', 'compared', 'compare', 'comparing', 'than', 'relative'])('"%s last year" compares with last year', (head) => {
    expect(readComparison(tokenize(`${head} last year`), 0)).toEqual({ len: 3, value: 'last-year' });
  });

  it.each([
    ['year over year', 3],
    ['year on year', 3],
    ['yoy', 1],
    ['y-o-y', 1],
  ])('"%s" compares with last year', (phrase, len) => {
    expect(readComparison(tokenize(`${phrase} for signups`), 0)).toEqual({ len, value: 'last-year' });
  });

  it.each(['no comparison', 'without comparison', 'no compare', 'not compared'])('"%s" asks for no comparison', (phrase) => {
    expect(readComparison(tokenize(`${phrase} for signups`), 0)).toEqual({ len: 2, value: 'none' });
  });

  it.each([
    ['compared to last year', 4],
    ['compared with last year', 4],
    ['compared against last year', 4],
    ['compare it to last year', 5],
    ['compare them with last year', 5],
    ['compare that to last year', 5],
  ])('"%s" skips the linking words', (phrase, len) => {
    expect(readComparison(tokenize(`${phrase} for signups`), 0)).toEqual({ len, value: 'last-year' });
  });

  it('reads "the same month last year", "ly" and "a year ago" as last year, taking only their words', () => {
    expect(readComparison(tokenize('vs the same month last year'), 0)).toEqual({ len: 6, value: 'last-year' });
    expect(readComparison(tokenize('vs ly'), 0)).toEqual({ len: 2, value: 'last-year' });
    expect(readComparison(tokenize('vs a year ago'), 0)).toEqual({ len: 4, value: 'last-year' });
    expect(readComparison(tokenize('vs last year growth'), 0)).toEqual({ len: 3, value: 'last-year' });
  });

  it('reads "the previous week" and "the week before" as the previous period, taking only their words', () => {
    expect(readComparison(tokenize('vs last week'), 0)).toEqual({ len: 3, value: 'previous' });
    expect(readComparison(tokenize('vs the previous week'), 0)).toEqual({ len: 4, value: 'previous' });
    expect(readComparison(tokenize('vs the week before'), 0)).toEqual({ len: 4, value: 'previous' });
    expect(readComparison(tokenize('vs before'), 0)).toEqual({ len: 2, value: 'previous' });
    expect(readComparison(tokenize('vs last week sales'), 0)).toEqual({ len: 3, value: 'previous' });
  });

  it('counts the words from where the comparison starts, mid-question', () => {
    expect(readComparison(tokenize('signups this month compared to last year'), 3)).toEqual({ len: 4, value: 'last-year' });
    expect(readComparison(tokenize('signups this month compared to the month before'), 3)).toEqual({ len: 5, value: 'previous' });
  });

  it('reads nothing where no known period follows the comparison word', () => {
    expect(readComparison(tokenize('vs monthly'), 0)).toBeNull();
    expect(readComparison(tokenize('vs next last year'), 0)).toBeNull();
    expect(readComparison(tokenize('compared to two weeks before'), 0)).toBeNull();
    expect(readComparison(tokenize('signups last year'), 0)).toBeNull();
    expect(readComparison([], 0)).toBeNull();
  });
});

describe('BEFORE: the follow-up phrases for the period before', () => {
  it('matches "the week before", "month before", "before that"', () => {
    expect(BEFORE.test('the-week-before')).toBe(true);
    expect(BEFORE.test('month-before')).toBe(true);
    expect(BEFORE.test('before-that')).toBe(true);
  });

  it('does not match longer or other phrases', () => {
    expect(BEFORE.test('two-week-before')).toBe(false);
    expect(BEFORE.test('week-before-that')).toBe(false);
    expect(BEFORE.test('just-before-that')).toBe(false);
    expect(BEFORE.test('before-that-week')).toBe(false);
  });
});

describe('readBreakdown', () => {
  it('takes only the words a grouping has, at the end of a question too', () => {
    expect(readBreakdown(tokenize('weekly'), 0, 'signups')).toEqual({ len: 1, words: ['by', 'week'] });
    expect(readBreakdown(tokenize('signups per month'), 1, 'signups')).toEqual({ len: 2, words: ['by', 'month'] });
    expect(readBreakdown(tokenize('month by month'), 0, 'signups')).toEqual({ len: 3, words: ['by', 'month'] });
  });

  it.each(['by', 'per'])('"%s channel" breaks down by channel', (head) => {
    expect(readBreakdown(tokenize(`${head} channel`), 0, undefined)).toEqual({ len: 2, words: ['by', 'channel'] });
  });

  it.each(['which', 'what', 'top', 'best', 'each'])('"%s countries" breaks down by country', (head) => {
    expect(readBreakdown(tokenize(`${head} countries`), 0, undefined)).toEqual({ len: 2, words: ['by', 'country'] });
  });

  it('reads nothing for "by" at the end, or "which" before a word that is no breakdown', () => {
    expect(readBreakdown(tokenize('signups by'), 1, undefined)).toBeNull();
    expect(readBreakdown(tokenize('which report'), 0, undefined)).toBeNull();
    expect(readBreakdown([], 0, undefined)).toBeNull();
  });

  it('takes "property type" as two words, but not a word that merely contains it', () => {
    expect(readBreakdown(tokenize('by property type'), 0, undefined)).toEqual({ len: 3, words: ['by', 'property', 'type'] });
    expect(readBreakdown(tokenize('by property typewriter'), 0, undefined)).toEqual({ len: 2, words: ['by', 'property'] });
    expect(readBreakdown(tokenize('by foo-property type'), 0, undefined)).toBeNull();
  });

  it('reads a plural breakdown alone for a report that ranks it, but not the singular', () => {
    expect(readBreakdown(tokenize('sources'), 0, 'referrals')).toEqual({ len: 1, words: ['by', 'channel'] });
    expect(readBreakdown(tokenize('source'), 0, 'referrals')).toBeNull();
  });

  it('reads "weekly" as a grouping only for a report that groups by time, and as its period for another', () => {
    expect(readBreakdown(tokenize('weekly signups for may'), 0, 'signups')).toEqual({ len: 1, words: ['by', 'week'] });
    expect(readBreakdown(tokenize('weekly signups for may'), 0, 'digest')).toEqual({ len: 1, words: [], period: 'week' });
    expect(readBreakdown(tokenize('month by month digest'), 0, 'digest')).toEqual({ len: 3, words: [], period: 'month' });
    expect(readBreakdown(tokenize('weekly signups for may'), 0, 'no-such-report')).toEqual({ len: 1, words: [], period: 'week' });
  });

  it('refuses a breakdown the report cannot make, quoting "property type" as two words', () => {
    expect(readBreakdown(tokenize('by property type'), 0, 'referrals')).toEqual({
      len: 3,
      error: {
        code: 'bad_option',
        message: 'Referrals can be broken down by channel or location (country, region, city), not by property type.',
        suggestion: 'Try "/report referrals by channel".',
      },
    });
  });

  it('refuses a breakdown no report makes, naming it', () => {
    expect(readBreakdown(tokenize('by device'), 0, undefined)).toEqual({
      len: 2,
      error: {
        code: 'bad_option',
        message:
          'I cannot break reports down by device: each report breaks down by the fields its records carry, and every report by day, week or month.',
        suggestion: 'Try "/report help signups" for what a report breaks down by.',
      },
    });
  });
});

describe('isPropertyName', () => {
  const setting = () => ({ today: '2026-11-21', weekStartsOn: 1, lookAhead: false });

  it('starts at a capitalised word or a hyphenated slug', () => {
    expect(isPropertyName(tokenize('Harbor View Inn'), 0, new Set(), setting())).toBe(true);
    expect(isPropertyName(tokenize('harbor-view-inn'), 0, new Set(), setting())).toBe(true);
  });

  it('does not start at a word capitalised only inside, or a slug with other characters around it', () => {
    expect(isPropertyName(tokenize('harborView'), 0, new Set(), setting())).toBe(false);
    expect(isPropertyName(tokenize('#harbor-view'), 0, new Set(), setting())).toBe(false);
    expect(isPropertyName(tokenize('harbor-view#1'), 0, new Set(), setting())).toBe(false);
  });

  it('does not take a date or a range for a name', () => {
    expect(isPropertyName(tokenize('Christmas'), 0, new Set(), setting())).toBe(false);
    expect(isPropertyName(tokenize('Q1-2026'), 0, new Set(), setting())).toBe(false);
  });
});

describe('countsSomething', () => {
  it.each(['best', 'top', 'most', 'biggest', 'largest', 'highest', 'new', 'guest', 'recent', 'latest'])('"5 %s channels" counts channels', (word) => {
    expect(countsSomething(tokenize(`5 ${word} channels`), 1, new Set())).toBe(true);
  });

  it('counts a breakdown or an already read word right after the number', () => {
    expect(countsSomething(tokenize('5 channels'), 1, new Set())).toBe(true);
    expect(countsSomething(tokenize('5 stories'), 1, new Set([1]))).toBe(true);
  });

  it('does not count a word that is neither, nor a breakdown after it', () => {
    expect(countsSomething(tokenize('5 days'), 1, new Set())).toBe(false);
    expect(countsSomething(tokenize('5 days channels'), 1, new Set())).toBe(false);
  });

  it('looks at most three words ahead, and not past the end', () => {
    expect(countsSomething(tokenize('5 best'), 1, new Set())).toBe(false);
    expect(countsSomething(tokenize('5 best top new channels'), 1, new Set())).toBe(false);
    expect(countsSomething(tokenize('5 best new channels'), 1, new Set())).toBe(true);
  });
});
