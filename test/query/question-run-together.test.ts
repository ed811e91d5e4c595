/**
 * Words run together (the voice of held-out set FQ): spaces left out ("signupslastweek", the one way a word splits into
 * the fewest known words, shorthand among them), camel case ("ReferralsByChannelLastMonth"; a brand's two capitals,
 * "TripAdvisor", stay one name), underscores, a count run into its unit ("last30days") and hashtags.
 * Tuesday, Mar 12, 2030 (weeks from Sunday).
 */
import { describe, expect, it } from 'vitest';
import { readingAt } from './helpers.js';

const reading = readingAt('2030-03-12T08:20:00Z');

describe('words run together', () => {
  it.each([
    ['signupslastweek', 'signups last-week'],
    ['occnextmonth', 'occupancy next-month'],
    ['referralsbychannel last month', 'referrals last-month by channel'],
    ['ReferralsByChannelLastMonth', 'referrals last-month by channel'],
    ['occupancyNext4Weeks', 'occupancy next-4-weeks'],
    ['signups_by_city_last_30_days', 'signups last-30-days by city'],
    ['avgbookingvalue last30days', 'bookings last-30-days focus avgRevenue'],
    ['show me #signups #lastweek', 'signups last-week'],
    // A message of hashtags is its words; one hashtag among words is a channel's name (below).
    ['#signups #lastweek', 'signups last-week'],
    ['#occupancy', 'occupancy next-4-weeks'],
    // Guards: a brand's name, a Slack channel, RevPAR and YoY as written.
    ['what are people saying about Harbor View on TripAdvisor', 'error unknown_topic'],
    ['summary for #sales', 'digest last-week'],
    ['RevPAR next month', 'occupancy next-month focus revpar'],
    ['signups YoY', 'signups last-week vs last-year'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});
