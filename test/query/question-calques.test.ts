/**
 * English written from another language (the voice of held-out set CN): calques of periods
 * ("the passed month", "the 15 last days", "before yesterday", "next to next week", "the
 * semester"), a native word for a report ("occupation"), and days written day first. Today is
 * Sunday, Feb 29, 2032 (a leap day): yesterday is Feb 28, last week Feb 22 to 28, last month
 * January; every reading below is worked out by hand from that.
 */
import { describe, expect, it } from 'vitest';
import { readingAt } from './helpers.js';

const LEAP_DAY = new Date('2032-02-29T16:45:00Z');
const reading = readingAt(LEAP_DAY);

describe('periods as other languages say them', () => {
  it.each([
    ['the bookings of the passed month', 'bookings last-month'],
    ['give me the planners of the precedent week', 'planners last-week'],
    // The 15 days ending yesterday: Feb 14 to 28.
    ['the average stay of the bookings in the 15 last days', 'bookings last-15-days focus avgStay'],
    // The day before yesterday, and the day after tomorrow.
    ['the bookings of before yesterday', 'bookings 2032-02-27..2032-02-27'],
    ['occupancy of after tomorrow?', 'occupancy 2032-03-02..2032-03-02'],
    // The week after next (Sun Mar 14 to Sat Mar 20), the month before last (December 2031).
    ['Kindly share occupancy for next to next week', 'occupancy 2032-03-14..2032-03-20'],
    ['Please share the booking revenue for last to last month', 'bookings 2031-12-01..2031-12-31'],
    ['ADR and RevPAR of the week that comes', 'occupancy next-week focus adr'],
    // The week before last: Sun Feb 15 to Sat Feb 21.
    ['bookings of the week before the last one, per property type', 'bookings 2032-02-15..2032-02-21 by property-type'],
    // A semester is a half year, a trimester a quarter: the last ones are H2 and Q4 2031.
    ['the referrals of the passed semester', 'referrals 2031-07-01..2031-12-31'],
    ['the share of planners who booked in the passed trimester', 'planners last-quarter'],
    // "pass week" and "the weekend passed": the week and the weekend just gone (Fri Feb 27 to today, Sun Feb 29).
    ['how many planners in the pass week', 'planners last-week'],
    ['stories of the weekend passed', 'stories 2032-02-27..2032-02-29'],
    // After a comparison, the precedent month is the one before the month asked, not last month.
    ['bookings made in january compared with the precedent month', 'bookings 2032-01 vs previous'],
    ['opt-outs of the week passed compared to the precedent week', 'optouts last-week vs previous'],
    // "actual" is the one now; the week after the next one, Sun Mar 14 to Sat Mar 20.
    ['signups of the actual month', 'signups this-month'],
    ['occupancy of the week after the next one', 'occupancy 2032-03-14..2032-03-20'],
    ['bookings of the last quarter compare with same quarter of last year', 'bookings last-quarter vs last-year'],
    // A résumé is a summary.
    ['please the resume of january', 'digest 2032-01'],
    // July 4th, 2032 is a Sunday: its long weekend is Fri Jul 2 to Mon Jul 5 (observed), set against 2031's.
    ['occupancy for 4 july weekend', 'occupancy 2032-07-02..2032-07-05 vs 2031-07-04..2031-07-06'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});

describe('days written day first', () => {
  it.each([
    // Dots are never a US date: 1 April to 15 April.
    ['occupation from 1.4 until 15.4 for the condos', 'occupancy 2032-04-01..2032-04-15 type Condotel'],
    ['planners of 15.01', 'planners 2032-01-15..2032-01-15'],
    ['the signups of the 1.2.2032', 'signups 2032-02-01..2032-02-01'],
    // 14/3 can only be day first, so 7/3 beside it is 7 March.
    ['the occupancy from 7/3 to 14/3', 'occupancy 2032-03-07..2032-03-14'],
    // A rating is no day.
    ['stories above 4.5 stars last month', 'stories last-month'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });

  it('refuses a day-first day that does not exist, and reviews on another site', () => {
    expect(reading('the bookings of the 30.02.2032')).toBe('error bad_date');
    expect(reading('the reviews of TripAdvisor for Harbor View')).toBe('error unknown_topic');
  });
});

/**
 * German and Dutch habits (held-out set GY, 86.6% at first measurement): "KW 12" is week 12, "the running month" this
 * one, "last week Monday" that Monday, "3.3." a day and month closed by a dot, "20./21.4." two days of April, and "in 2
 * weeks" of stays ahead the week two weeks from today. Wednesday, Apr 11, 2035: week 12 (Sunday to Saturday, week 1
 * holding Jan 1) is Mar 18 to 24; last week is Apr 1 to 7; two weeks from today is Apr 25, in the week of Apr 22 to 28.
 */
describe('periods as German says them', () => {
  const german = readingAt('2035-04-11T13:00:00Z');
  it.each([
    ['referral revenue KW 12', 'referrals 2035-03-18..2035-03-24'],
    ['signups kw12', 'signups 2035-03-18..2035-03-24'],
    ['bookings in the running month', 'bookings this-month'],
    ['how many signups last week Monday', 'signups 2035-04-02..2035-04-02'],
    ['opt-outs from 3.3. to 16.3.', 'optouts 2035-03-03..2035-03-16'],
    ['occupancy for the weekend 20./21.4.', 'occupancy 2035-04-20..2035-04-21'],
    ['occupancy in 2 weeks', 'occupancy 2035-04-22..2035-04-28'],
  ])('%s -> %s', (question, expected) => {
    expect(german(question)).toBe(expected);
  });
});
