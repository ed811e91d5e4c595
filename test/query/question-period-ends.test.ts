/**
 * A period said by where it stops (held-out set HA, 86.3% at first measurement): after a period, an end word and a day
 * cut it there ("this month before the 6th"), "since X until Y" and "after X through Y" run between the two, "from the
 * 20th on" runs to today; alone, an end of stays ahead runs from today, and of what has happened, with no start said,
 * the days are asked, as they are for a count no one gave ("the past few weeks"). Tuesday, Jan 8, 2036: last Friday
 * is Jan 4; Labor Day 2035 was Sep 3, Thanksgiving Nov 22; Presidents' Day is Feb 18, 2036, its weekend from Friday the
 * 15th; MLK Day is Jan 21; February 2036 has 29 days.
 */
import { describe, expect, it } from 'vitest';
import { readingAt, understandAt } from './helpers.js';

const reading = readingAt('2036-01-08T09:30:00Z');

describe('a period cut where the words after it say', () => {
  it.each([
    ['referrals december up to christmas eve', 'referrals 2035-12-01..2035-12-24'],
    ['bookings this month before the 6th', 'bookings 2036-01-01..2036-01-05'],
    ['signups since labor day until the end of november', 'signups 2035-09-03..2035-11-30'],
    ['opt-outs since thanksgiving up to last friday', 'optouts 2035-11-22..2036-01-04'],
    ['stories from the 20th on, by property', 'stories 2035-12-20..2036-01-07 by property'],
    ['occupancy starting friday for 10 days', 'occupancy 2036-01-11..2036-01-20'],
    ['occupancy after mlk day through the end of february', 'occupancy 2036-01-22..2036-02-29'],
    ['occupancy from monday on till end of month', 'occupancy 2036-01-14..2036-01-31'],
    ['occupancy before presidents day weekend', 'occupancy 2036-01-08..2036-02-14'],
    // Already read so, and kept: "on" last; "through" a period is throughout it; a span of two periods is the grammar's.
    ['stories from the 20th on', 'stories 2035-12-20..2036-01-07'],
    ['weekly signups through q4', 'signups 2035-q4 by week'],
    ['bookings june through august', 'bookings 2035-06-01..2035-08-31'],
    ['bookings mtd vs the same period last year', 'bookings this-month vs last-year'],
    ['signups that came in last week', 'signups last-week'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});

describe('a period with no start said, or a count no one gave, is asked', () => {
  const understand = understandAt('2036-01-08T09:30:00Z');
  it.each([
    ['signups before thanksgiving', 'before thanksgiving'],
    ['opt outs prior to the 3rd', 'prior to the 3rd'],
    ['referrals the run-up to easter', 'run up to easter'],
    ['planners the past few weeks', 'the past few weeks'],
    ['bookings several months ago', 'several months ago'],
    // A few days, nights or months, back or ahead, are no count either (the first few days were 3, and are).
    ['bookings over the past few days', 'the past few days'],
    ['stories in the last few nights', 'the last few nights'],
    ['pickup for the next several days', 'the next several days'],
    ['occupancy for the next few months', 'the next few months'],
    // A period pointed back to, with nothing before it to point to.
    ['bookings around then', 'around then'],
    ['referral revenue for that same stretch', 'that same stretch'],
    ['what were opt-outs like back then?', 'back then'],
    ['signups since then', 'since then'],
    ['occupancy for that weekend', 'that weekend'],
    ['how did bookings do that week', 'that week'],
  ])('%s asks which days "%s" are', (question, asked) => {
    const { result } = understand(question);
    expect(result.kind).toBe('clarify');
    expect(result.kind === 'clarify' && result.question).toContain(`"${asked}"`);
  });

  it('reads the first few days of a month as three, and the next few weeks of stays as the coming four', () => {
    expect(reading('bookings the first few days of december')).toBe('bookings 2035-12-01..2035-12-03');
    expect(reading('occupancy the next few weeks')).toBe('occupancy next-4-weeks');
  });
});
