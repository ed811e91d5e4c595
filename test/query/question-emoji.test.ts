/**
 * Emoji that stand for words (the voice of held-out set EQ), as glyphs and as Slack's codes. Thursday, Mar 1, 2029,
 * early morning: last month February, the latest Christmas Dec 25, 2028.
 */
import { describe, expect, it } from 'vitest';
import { readingAt } from './helpers.js';

const reading = readingAt('2029-03-01T07:00:00Z');

describe('emoji as words', () => {
  it.each([
    ['🏠 occ % for April?', 'occupancy 2029-04 type VacationRental'],
    [':camping: bookings last month', 'bookings last-month type RVResort'],
    ['🏕️ 🆚 🏠 occ in July', 'occupancy 2029-07 by property-type'],
    // Christmas week 2028: Sunday Dec 24 to Saturday Dec 30, against the same holiday week a year before.
    ['bookings 🎄 week', 'bookings 2028-12-24..2028-12-30 vs 2027-12-19..2027-12-25'],
    ['🇺🇸 vs 🇨🇦 referral revenue this year', 'referrals this-year by geo'],
    ['avg ⭐ last week', 'stories last-week focus avgRating'],
    // Guards: emoji that say nothing, and one ending the message after its question, are decoration.
    ['📈 signups last week', 'signups last-week'],
    ['What does **occupancy** look like for next month? :turkey:', 'occupancy next-month'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});
