/**
 * Rolling and trailing windows as performance analysts write them (the voice of held-out set DJ):
 * "L30", "the last 6 full weeks", "the last 2 full quarters", numbers "across the board", and a
 * comparison with an average, which no report shows. Today is Sunday, Dec 1, 2030, the first of a
 * month: yesterday is Saturday, Nov 30; every reading below is worked out by hand from that.
 */
import { describe, expect, it } from 'vitest';
import { readingAt, understandAt } from './helpers.js';

const FIRST_OF_DECEMBER = '2030-12-01T09:00:00Z';
const reading = readingAt(FIRST_OF_DECEMBER);

describe('windows', () => {
  it.each([
    // "L7", "L30", "L60" without a unit are days: the N days to yesterday.
    ['signups L7', 'signups last-7-days'],
    ['referrals L30 by channel', 'referrals last-30-days by channel'],
    ['cottage bookings L60', 'bookings last-60-days type VacationRental'],
    // Whole weeks and quarters, as "the last 6 weeks" and "the last 2 quarters" are: Q2 and Q3 2030.
    ['pine hollow stories, last 6 full weeks, weekly', 'stories last-6-weeks by week property pine-hollow-cottages'],
    ['bookings for the last 2 full quarters', 'bookings 2030-04-01..2030-09-30'],
    ["yesterday's numbers across the board", 'digest yesterday'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});

describe('a comparison with an average or a record is asked about: the reports compare with a period', () => {
  it.each([
    ['stories L30 vs our Q3 avg', 'our q3 average'],
    ['signups of november compared with the average of the last 6 months', 'the average'],
    // A record is no period either.
    ['compare unsubs this month against our busiest month', 'our busiest month'],
    ['condo occupancy for august vs our best august ever', 'our best august ever'],
  ])('%s -> which comparison, not "%s"', (question, other) => {
    const { result } = understandAt(FIRST_OF_DECEMBER)(question);
    expect(result.kind).toBe('clarify');
    if (result.kind !== 'clarify') return;
    expect(result.question).toContain(`"${other}"`);
    expect(result.options.map((o) => /\bvs (\S+)/.exec(o.command)?.[1])).toEqual(['previous', 'last-year']);
  });

  it('the average daily rate is a figure, compared with last year', () => {
    expect(reading("ADR last month vs last year's average daily rate")).toBe('occupancy last-month vs last-year focus adr');
  });
});
