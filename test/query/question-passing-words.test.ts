/**
 * Held-out sets IM to IR: words said in passing that are no topic asked. What the asker means to do ("trying to price the
 * brunch package"), where they were ("just back from PTO"), who they are ("agency side here (Brightwater)"), the report
 * they always get ("the usual report"), and an update asked of no report, which is asked about; "update me on" asks to
 * be told. A period pointed back to ("how that compares to Q1") is the one said before it; an email pointed back to
 * ("after that email went out") has days that are asked. Rows marked "kept" read so before.
 * Thursday, Feb 20, 2031: last week Feb 9–15; Easter Apr 13, 2031 (Apr 21 in 2030).
 */
import { describe, expect, it } from 'vitest';
import { readingAt } from './helpers.js';

const reading = readingAt('2031-02-20T15:10:00Z');

describe('words said in passing', () => {
  it.each([
    // Easter weekend's stays: Friday to Sunday night, set against last year's.
    [
      'good morning :) ADR for easter weekend please, trying to price the brunch package',
      'occupancy 2031-04-11..2031-04-13 vs 2030-04-19..2030-04-21 focus adr',
    ],
    ['hey, just back from PTO - can you show me the digest so I can catch up', 'digest last-week'],
    [
      'Hi there, agency side here (Brightwater). For our monthly client report could you pull referral revenue by channel for September? Thanks!',
      'referrals 2030-09 by channel',
    ],
    ['what content came in the past 30 days', 'stories last-30-days'],
    ['can you update me on signups', 'signups last-week'],
    ['hey can you give me an update', 'clarify bookings|referrals|signups|stories'],
    ['the usual report for last week pls', 'clarify bookings|referrals|signups|stories'],
    // Kept: prices asked are no price said in passing; a forecast of the weather is none of what the asker means to do.
    ['what price should we set for easter', 'error unknown_topic'],
    ['is it going to snow saturday? worried about arrivals', 'error unknown_topic'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});

describe('what is pointed back to', () => {
  it('sets the period said just before against the one said after', () => {
    const message =
      "Hey bot 👋 marketing here. Our partner call is tomorrow and they'll want to know how the sponsor referral program did in Q2. Total referral revenue and transactions, and how that compares to Q1 please.";
    expect(readingAt('2032-07-14T14:30:00Z')(message)).toBe('referrals 2032-q2 vs previous');
  });

  it('asks the days of an email pointed back to', () => {
    expect(reading('how many opt-outs after that email went out?')).toBe('clarify ');
  });
});
