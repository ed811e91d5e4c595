/**
 * Idioms and slang (the voice of held-out set ET) read as what they plainly mean. Monday, Dec 15, 2031: this weekend
 * Friday Dec 19 and Saturday Dec 20 (nights), Q3 gone (Jul 1 to Sep 30, 2031), this month Dec 1 to 14 so far.
 */
import { describe, expect, it } from 'vitest';
import { readingAt } from './helpers.js';

const reading = readingAt('2031-12-15T16:00:00Z');

describe('idioms', () => {
  it.each([
    ["heads in beds this weekend - how's it looking?", 'occupancy 2031-12-19..2031-12-20'],
    // "how'd we do" is in the past: the last Q3, not the coming one.
    ["how'd we do on ADR in Q3?", 'occupancy 2031-q3 focus adr'],
    ['how many folks bailed on the emails this month?', 'optouts this-month'],
    ['what share of planners ended up booking in q2?', 'planners 2031-q2 focus bookedShare'],
    // "emails" after "the" is a noun, not a request to e-mail someone.
    ['optouts from the emails this month', 'optouts this-month'],
    // "next to" a period sets the two side by side.
    ['referral revenue last month next to the month before', 'referrals last-month vs previous'],
    // Said of "we", what was brought in is any revenue, and running the numbers names none: which is asked.
    ['what did we bring in last month', 'clarify bookings|referrals|signups|stories'],
    ['run the numbers for yesterday', 'clarify bookings|referrals|signups|stories'],
    // Half term, like spring break, differs from school to school: its dates are asked.
    ["what's the damage over half term?", 'clarify '],
    // Guards: a request to e-mail is still refused; a channel that brought revenue in is the referrals'.
    ['email the digest to finance', 'error unknown_topic'],
    ['how much did email bring in last month', 'referrals last-month by channel'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});
