/**
 * Questions written as letters, dates and numbers in words (the voice of held-out set FT): a letter's close with the
 * writer's name after the question is no part of it, and a year written with a hyphenated number ("two thousand
 * thirty-two") is that year. Tuesday, Nov 4, 2031 (weeks from Sunday): last week is Oct 26 – Nov 1.
 */
import { describe, expect, it } from 'vitest';
import { readingAt } from './helpers.js';

const reading = readingAt('2031-11-04T11:00:00Z');

describe('letters', () => {
  it.each([
    ["Dear bot, might I have last week's summary? Yours faithfully, Horatio", 'digest last-week'],
    ['Dear bot, how many guest stories came in last month? Respectfully, Gertrude', 'stories last-month'],
    ['occupancy for December, if you would. Yours, Agnes', 'occupancy 2031-12'],
    ['RevPAR for the month of January, two thousand thirty-two', 'occupancy 2032-01 focus revpar'],
    ['occupancy for March, twenty thirty-two', 'occupancy 2032-03'],
    // A year in words that makes the period too long is refused as one in figures is.
    ['signups since the first of january, twenty twenty-eight', 'error range_too_long'],
    // Guard: a word after a full stop that only looks like a close is more of the question.
    ['referrals last month. Best channel?', 'referrals last-month by channel top 1'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});
