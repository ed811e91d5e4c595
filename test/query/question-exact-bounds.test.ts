/**
 * Periods bounded exactly (held-out set HM, an auditor's and a controller's words, 86.7% at first measurement): ends
 * said to be in the period or not ("up to but not including", "exclusive", "on or after"), quarters and months "ended"
 * on a month's last day, calendar months ahead, a weekend's own days typed, a period said before the report cut by the
 * day after it, and the days between two holidays. Sunday, Sep 30, 2035, the last day of a
 * month and a quarter: Friday was Sep 28, Wednesday Sep 26; the coming week starts Sunday, Oct 7.
 */
import { describe, expect, it } from 'vitest';
import { readingAt } from './helpers.js';

const NOW = '2035-09-30T11:00:00Z';
const reading = readingAt(NOW);

describe('ends said to be in the period or left out', () => {
  it.each([
    ['bookings from 1 September up to but not including 15 September', 'bookings 2035-09-01..2035-09-14'],
    ['stories from 1 Aug inclusive to 15 Aug exclusive', 'stories 2035-08-01..2035-08-14'],
    ['signups 8/1-8/15 exclusive', 'signups 2035-08-01..2035-08-14'],
    ['trip plans started on or after 1 September and before 16 September', 'planners 2035-09-01..2035-09-15'],
    // "inclusive" says what every period's ends are anyway.
    ['signups aug 1 to aug 20, both dates inclusive', 'signups 2035-08-01..2035-08-20'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});

describe('whole months and quarters counted to a day', () => {
  it.each([
    ['bookings for the quarter ended 30 June', 'bookings 2035-04-01..2035-06-30'],
    ['Occupancy for the next three calendar months, shown monthly', 'occupancy 2035-10-01..2035-12-31 by month'],
    ['occupancy next two full weeks', 'occupancy 2035-10-07..2035-10-20'],
    // Kept: a day that is no month's end counts back from the day after it; past calendar months are the last ones.
    ['signups the 3 months ending 15 june', 'signups 2035-03-16..2035-06-15'],
    ['signups for the last 3 calendar months', 'signups last-3-months'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});

describe('a period cut by the day said after the report', () => {
  it.each([
    ['MTD bookings as at close of business Friday', 'bookings 2035-09-01..2035-09-28'],
    ['this month signups up to last wednesday', 'signups 2035-09-01..2035-09-26'],
    ['ytd bookings through june 30', 'bookings 2035-01-01..2035-06-30'],
    ['QTD referrals before sept 15', 'referrals 2035-07-01..2035-09-14'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});

describe('days said of a weekend, and between two days', () => {
  it('reads the weekend of two typed days as those days', () => {
    expect(reading('referral revenue for the weekend of 22-23 September')).toBe('referrals 2035-09-22..2035-09-23');
    expect(reading('referral revenue for the weekend of 22 September')).toBe('referrals 2035-09-21..2035-09-23');
  });

  it('reads the week between two holidays as the days between them', () => {
    const december = readingAt('2032-12-04T16:00:00Z');
    expect(december("is the week between Christmas and New Year's filling up?")).toBe('occupancy 2032-12-26..2032-12-31');
    // Kept: "between" alone runs from one to the other, and "by week" is a grouping.
    expect(december('occupancy between christmas and new years')).toBe('occupancy 2032-12-25..2033-01-01');
    expect(december('Occupancy by week between Thanksgiving and Boxing Day')).toBe('occupancy 2032-11-25..2032-12-26 by week');
  });

  it('reads a holiday "itself" as its day, not the long weekend it makes', () => {
    const january = readingAt('2033-01-12T09:00:00Z');
    expect(january('occupancy for MLK day itself')).toBe('occupancy 2033-01-17..2033-01-17 vs 2032-01-19..2032-01-19');
    expect(january('occupancy for memorial day')).toBe('occupancy 2033-05-27..2033-05-30 vs 2032-05-28..2032-05-31');
  });
});

describe('names joined by "or"', () => {
  it('asks of either together, unless a choice between them is asked', () => {
    expect(reading('stories from maple street or harbor view since friday')).toBe(
      'stories 2035-09-28..2035-09-29 property maple-street-suites property harbor-view-inn',
    );
    expect(reading('which did better in may, stories at pine hollow or at maple street')).toBe(
      'stories 2035-05 by property property pine-hollow-cottages property maple-street-suites',
    );
  });
});
