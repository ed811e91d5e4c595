/**
 * Targets, goals and budgets said in passing (the voice of held-out set FU). The service holds none, so a target the
 * asker does not state is refused ("did we hit our signup goal"); one stated with its amount, or told beside the
 * question, leaves the figures to answer and is said back. Monday, Aug 28, 2028 (weeks from Sunday): last week is
 * Aug 20–26, last month July.
 */
import { describe, expect, it } from 'vitest';
import { readingAt, understandAt } from './helpers.js';

const NOW = '2028-08-28T16:40:00Z';
const reading = readingAt(NOW);

describe('targets stated in passing', () => {
  it.each([
    // The amount said in the question's own clause.
    ['referral revenue last month vs our 90k target', 'referrals last-month'],
    ['stays next month vs the 85% target', 'occupancy next-month'],
    ['did we reach our 300-story goal in july', 'stories 2028-07'],
    ['we budgeted $400k of booking revenue for July, how close did we get', 'bookings 2028-07'],
    // Told beside the question, with or without its amount.
    ['signups by city last week; weekly goal is 140', 'signups last-week by city'],
    ['bookings last month? budget was $1.1M', 'bookings last-month'],
    ['planners YTD — every discovery has a quota', 'planners this-year'],
    ['optouts this month, we want to stay below 40', 'optouts this-month'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });

  it('says the target back as the asker’s to read against', () => {
    expect(understandAt(NOW)('signups by city last week; weekly goal is 140').notes).toContain(
      'Answered the figures; the reporting service holds no targets, so read them against "weekly goal is 140" yourself.',
    );
  });

  it.each([
    // Guards: a target not stated, set against, asked whether it was met, or whether it will be, is refused.
    'signups last month vs target',
    'are we on budget for Q2?',
    'did we hit our signup goal last month?',
    'bookings last week, occupancy vs budget',
    'referrals last month, we are on target with the goal?',
    'are we on track for our 300-signup goal this month?',
  ])('%s is refused', (question) => {
    expect(reading(question)).toBe('error unknown_topic');
  });
});
