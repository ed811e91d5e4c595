/**
 * A family resort's calendar (held-out set HQ, 91.4% at first measurement) and a sales team's markets (HR): times of a
 * school's year and a holiday's school break have the school's own dates, so they are asked, never read as another
 * period; a span from Easter starts on its Sunday; a market abroad is a place referrals come from, and a mailing list's
 * attrition is its opt-outs. Wednesday, Mar 2, 2033: Easter is Apr 17, Memorial Day May 30.
 */
import { describe, expect, it } from 'vitest';
import { readingAt, understandAt } from './helpers.js';

const NOW = '2033-03-02T14:00:00Z';
const reading = readingAt(NOW);
const understand = understandAt(NOW);

describe("a school's times are asked", () => {
  it.each([
    ['back to school occupancy', 'back to school'],
    ['referrals for the last week of school last year', 'the last week of school last year'],
    ['signups over the school holidays', 'the school holidays'],
    ['referral revenue over easter break last year', 'easter break last year'],
    ['planners over the Easter holidays', 'Easter holidays'],
  ])('%s asks which days "%s" are', (question, asked) => {
    const { result } = understand(question);
    if (result.kind !== 'clarify') return expect.fail(`expected a question back, got ${JSON.stringify(result)}`);
    expect(result.question).toContain(`"${asked}"`);
  });

  it('reads the days typed beside them, and the holiday alone, as before', () => {
    expect(reading('bookings during winter break (dec 19-jan 2)')).toBe('bookings 2032-12-19..2033-01-02');
    expect(reading('signups over thanksgiving')).toBe('signups 2032-11-25..2032-11-28 vs 2031-11-27..2031-11-30');
  });
});

describe('holidays at the ends of a span', () => {
  it('starts a span of stays from easter on its sunday, not its weekend', () => {
    expect(reading('occupancy from easter to memorial day by month')).toBe('occupancy 2033-04-17..2033-05-30 by month');
    expect(reading("how's easter looking")).toBe('occupancy 2033-04-15..2033-04-17 vs 2032-03-26..2032-03-28');
  });
});

describe('weekends of days that are no day off', () => {
  it.each([
    // Of stays, a weekend's two nights (held-out HP): Mother's Day is Sunday, May 8.
    ["mother's day weekend occupancy", 'occupancy 2033-05-06..2033-05-07 vs 2032-05-07..2032-05-08'],
    // Halloween is a Monday: the nights to its eve.
    ["what's occupancy for halloween weekend", 'occupancy 2033-10-28..2033-10-30 vs 2032-10-29..2032-10-30'],
    // Kept: a public holiday's long weekend, Easter's, and the days of a weekend gone.
    ['mlk weekend occupancy', 'occupancy 2033-01-14..2033-01-17 vs 2032-01-16..2032-01-19'],
    ['how full are we easter weekend?', 'occupancy 2033-04-15..2033-04-17 vs 2032-03-26..2032-03-28'],
    ['signups over halloween weekend last year', 'signups 2032-10-29..2032-10-31'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});

describe("words of a report's own", () => {
  it.each([
    ['referrals by source market last month', 'referrals last-month by geo'],
    ['geographic breakdown of referrals last month', 'referrals last-month by geo'],
    ['email list attrition last month', 'optouts last-month'],
    // A platform the deployment's data may not name yet is a channel all the same.
    ['tiktok referrals since feb 1', 'referrals 2033-02-01..2033-03-01 by channel'],
    // Kept: a market alone is a place, a source alone a channel, and attrition alone a group block's (not held).
    ['top feeder markets for referrals this year', 'referrals this-year by geo'],
    ['referral revenue by source last month', 'referrals last-month by channel'],
    ['group attrition next month', 'error unknown_topic'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});
