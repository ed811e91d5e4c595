/**
 * Worry and exasperation around a question (the voice of held-out set FF): "even", "how much worse" carry the mood and
 * ask nothing the comparison does not show; what a click cost is no channel of referrals ("our CPC"), though the
 * paid-search channel keeps its name ("referrals from cpc"). Monday, Oct 9, 2028 (weeks from Sunday): last week is
 * Oct 1–7, last weekend Oct 6–8.
 */
import { describe, expect, it } from 'vitest';
import { readingAt } from './helpers.js';

const reading = readingAt('2028-10-09T15:05:00Z');

describe('moods and what is asked', () => {
  it.each([
    ['how many people even started a trip plan over the weekend?', 'planners 2028-10-06..2028-10-08'],
    ['weekly roundup for last week compared to the week before — how much worse', 'digest last-week vs previous'],
    ['signups last week vs the week before, how much lower', 'signups last-week vs previous'],
    // What a click cost is not held; the channel named "cpc" is.
    ['our CPC on Google Ads in September was insane, what was it?', 'error unknown_topic'],
    ['CPC on the Facebook campaign (last 30 days)', 'error unknown_topic'],
    ['referrals from cpc last month', 'referrals last-month by channel'],
    ['google / cpc referrals last month', 'referrals last-month by channel'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});
