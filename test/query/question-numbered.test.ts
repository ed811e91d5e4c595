/**
 * Numbers that name things, not counts asked for (held-out set GG, numbers that are not dates: 90.9% at first
 * measurement): a ticket's or a case's number, "#3", "v2.3", "the 40-room one" are left out of the reading, as a
 * figure quoted is, and "the 2nd floor" is no day; a count after "top" still counts. Wednesday, May 16, 2029 (weeks from Sunday): last week is
 * May 6-12, last month April, Q1 January to March, and since May 1 runs to yesterday, May 15.
 */
import { describe, expect, it } from 'vitest';
import { readingAt } from './helpers.js';

const reading = readingAt('2029-05-16T15:45:00Z');

describe('a number that names a thing', () => {
  it.each([
    ['ticket 7731: stories for Harbor View Inn in Q1', 'stories 2029-q1 property harbor-view-inn'],
    ['opt-outs in April? newsletter #3 went out then', 'optouts 2029-04'],
    ['case 12 - signups by city last week', 'signups last-week by city'],
    ['referral revenue by channel since the v2.3 landing page went live on May 1', 'referrals 2029-05-01..2029-05-15 by channel'],
    ['signups at Pine Hollow Cottages last month, the 40-room one', 'signups last-month property pine-hollow-cottages'],
    // An ordinal before what it counts is no day: April alone, not April to May 2.
    ['occupancy in April, the 2nd floor was closed', 'occupancy 2029-04'],
    // A count asked for.
    ['top 5 channels last month', 'referrals last-month by channel top 5'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});
