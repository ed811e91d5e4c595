/**
 * Questions texted in a hurry (the voice of held-out set EM): words without their vowels, a digit for the syllable it
 * sounds, "4" for "for", dropped g's. Wednesday, Dec 26, 2029: yesterday Christmas Day, last week Dec 16–22, last
 * month November.
 */
import { describe, expect, it } from 'vitest';
import { readingAt } from './helpers.js';

const reading = readingAt('2029-12-26T18:00:00Z');

describe('texting', () => {
  it.each([
    // The one known word whose consonants were typed.
    ['plnrs by discovery lst mo', 'planners last-month by discovery'],
    // "by" run into the breakdown's word, or into the word before it.
    ['referral revenue last month bychannel', 'referrals last-month by channel'],
    ['plannersby discovery last month', 'planners last-month by discovery'],
    ['top 3 ref chnls lst mo', 'referrals last-month by channel top 3'],
    ['how many plnrs bkd lst wk', 'planners last-week'],
    ['hw r we doin ovrall', 'digest last-week'],
    // A digit for its syllable: today, lately; "wk 2 dt" is week to date.
    ['hw mny stories 2day', 'stories today'],
    ['plnrs l8ly', 'planners 2029-11-26..2029-12-25'],
    ['condo bkgs wk 2 dt', 'bookings this-week type Condotel'],
    // "4" between words is "for"; after "top" or before a month it is a number.
    ['top 5 cities 4 refs ytd', 'referrals this-year by geo top 5'],
    ['top 3 props 4 stories lst mo', 'stories last-month by property top 3'],
    ['top 4 cities by signups', 'signups last-week by city top 4'],
    ['signups 4 july', 'signups 2029-07-04..2029-07-04'],
    // Words that are a breakdown's, even shortened.
    ['bkgs by prop type lst mo', 'bookings last-month by property-type'],
    // Guards: ordinals are days, and a word of two readings without a table entry is not guessed.
    ['signups on the 4th', 'signups 2029-12-04..2029-12-04'],
    ['bookings lst mo', 'bookings last-month'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});

describe('what texting cannot say', () => {
  it('days between booking and arrival are the booking lead time, which the service does not hold', () => {
    expect(reading('avg days btwn bkg and arrival condotels')).toBe('error unknown_topic');
  });
});
