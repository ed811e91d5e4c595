/**
 * Spans that cross today or sit around a day (the voice of held-out set FS). Wednesday, Jul 10, 2030 (weeks from
 * Sunday): this week is Jul 7–13, next week Jul 14–20; Labor Day is Monday, Sep 2.
 */
import { describe, expect, it } from 'vitest';
import { readingAt } from './helpers.js';

const reading = readingAt('2030-07-10T15:00:00Z');

describe('spans around today', () => {
  it.each([
    // As many units on each side of a day.
    ['occupancy for the three weeks either side of today', 'occupancy 2030-06-19..2030-07-31'],
    ['stories 5 days either side of the 4th of july', 'stories 2030-06-29..2030-07-09'],
    ['occupancy the month on either side of labor day', 'occupancy 2030-08-02..2030-10-02'],
    // A period and the one after it, the second's unit left unsaid or not.
    ['occupancy this month and next', 'occupancy 2030-07-01..2030-08-31'],
    ['signups last week and this', 'signups 2030-06-30..2030-07-13'],
    ['bookings last month and this month', 'bookings 2030-06-01..2030-07-31'],
    ['referrals this quarter and next', 'referrals 2030-07-01..2030-12-31'],
    // Counts back and ahead at a span's ends are days.
    ['occupancy from 5 days ago to 5 days out', 'occupancy 2030-07-05..2030-07-15'],
    ['planners from 3 weeks ago until now', 'planners 2030-06-19..2030-07-09'],
    ['signups since 10 days ago', 'signups 2030-06-30..2030-07-09'],
    // The middle of a month at a span's end is its 15th.
    ['occupancy mid august to mid september', 'occupancy 2030-08-15..2030-09-15'],
    ['signups mid may through mid june', 'signups 2030-05-15..2030-06-15'],
    // Guards, read so before: the days around a day, a count back alone, the middle of a month alone.
    ['occupancy the week around today', 'occupancy 2030-07-07..2030-07-13'],
    ['signups 3 weeks ago', 'signups 2030-06-16..2030-06-22'],
    ['referrals from two months ago', 'referrals 2030-05-01..2030-05-31'],
    ['signups mid june', 'signups 2030-06-11..2030-06-20'],
    ['signups this year vs last', 'signups this-year vs last-year'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});
