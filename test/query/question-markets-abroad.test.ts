/**
 * Markets abroad (held-out set HR, an international sales team, 79.6% at first measurement): a country the data does
 * not name yet is still a place guests come from, asked of by country ("japan" was dropped as a dictionary word,
 * "Ireland" refused), and source markets' national days on a fixed date are known. Monday, Jun 23, 2036: last month
 * is May; Australia Day was Monday, Jan 26; Bastille Day is Monday, Jul 14, its long weekend from Friday the 11th.
 */
import { describe, expect, it } from 'vitest';
import { readingAt } from './helpers.js';

const reading = readingAt('2036-06-23T10:00:00Z');

describe('a country abroad', () => {
  it.each([
    ['referrals from japan last month', 'referrals last-month by geo'],
    ['referrals from the UK and Ireland, last 30 days', 'referrals last-30-days by geo'],
    ['signups from france', 'signups last-week by country'],
    // Kept: a country the data names, as before.
    ['referrals from canada last month', 'referrals last-month by geo'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});

describe("source markets' national days", () => {
  it.each([
    ['signups from australia on australia day', 'signups 2036-01-26..2036-01-26 vs 2035-01-26..2035-01-26 by country'],
    ['french referrals on bastille day last year', 'referrals 2035-07-14..2035-07-14 by geo'],
    ['condo occupancy for the Bastille Day long weekend', 'occupancy 2036-07-11..2036-07-14 vs 2035-07-13..2035-07-15 type Condotel'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});
