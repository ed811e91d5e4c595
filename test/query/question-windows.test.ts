/**
 * Rolling and trailing windows as performance analysts write them (the voice of held-out set DJ):
 * "L30", "the last 6 full weeks", "the last 2 full quarters", numbers "across the board", and a
 * comparison with an average, which no report shows. Today is Sunday, Dec 1, 2030, the first of a
 * month: yesterday is Saturday, Nov 30; every reading below is worked out by hand from that.
 */
import { describe, expect, it } from 'vitest';
import { readingAt, understandAt } from './helpers.js';

const FIRST_OF_DECEMBER = '2030-12-01T09:00:00Z';
const reading = readingAt(FIRST_OF_DECEMBER);

describe('windows', () => {
  it.each([
    // "L7", "L30", "L60" without a unit are days: the N days to yesterday.
    ['signups L7', 'signups last-7-days'],
    ['referrals L30 by channel', 'referrals last-30-days by channel'],
    ['cottage bookings L60', 'bookings last-60-days type VacationRental'],
    // Whole weeks and quarters, as "the last 6 weeks" and "the last 2 quarters" are: Q2 and Q3 2030.
    ['pine hollow stories, last 6 full weeks, weekly', 'stories last-6-weeks by week property pine-hollow-cottages'],
    ['bookings for the last 2 full quarters', 'bookings 2030-04-01..2030-09-30'],
    ["yesterday's numbers across the board", 'digest yesterday'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});

describe('a comparison with an average or a record is asked about: the reports compare with a period', () => {
  it.each([
    ['stories L30 vs our Q3 avg', 'our q3 average'],
    ['signups of november compared with the average of the last 6 months', 'the average'],
    // A record is no period either.
    ['compare unsubs this month against our busiest month', 'our busiest month'],
    ['condo occupancy for august vs our best august ever', 'our best august ever'],
  ])('%s -> which comparison, not "%s"', (question, other) => {
    const { result } = understandAt(FIRST_OF_DECEMBER)(question);
    expect(result.kind).toBe('clarify');
    if (result.kind !== 'clarify') return;
    expect(result.question).toContain(`"${other}"`);
    expect(result.options.map((o) => /\bvs (\S+)/.exec(o.command)?.[1])).toEqual(['previous', 'last-year']);
  });

  it('the average daily rate is a figure, compared with last year', () => {
    expect(reading("ADR last month vs last year's average daily rate")).toBe('occupancy last-month vs last-year focus adr');
  });
});

describe("finance's words at a month's close", () => {
  /** Thursday, Nov 1, 2029: October just closed; this year so far is Jan 1 to Oct 31. */
  const CLOSE = readingAt('2029-11-01T08:30:00Z');
  it.each([
    // A year's periods as its months: P10 is October.
    ['room revenue recognized for P10', 'occupancy 2029-10 focus roomRevenue'],
    ['bookings YTD thru Sept vs PY', 'bookings 2029-01-01..2029-09-30 vs last-year'],
    ['top 5 channels by referral revenue LTM', 'referrals last-12-months by channel top 5'],
    ['signups at Maple Street Suites for the trailing twelve', 'signups last-12-months property maple-street-suites'],
    // Week ending Saturday, Oct 20: Sun Oct 14 to Sat Oct 20.
    ['referral rev WE 10/20', 'referrals 2029-10-14..2029-10-20'],
    // What it is for ("the accrual") is no topic the service lacks.
    ['need Sept referral revenue for the accrual, through 9/30', 'referrals 2029-09'],
    // "the period 10 January to 14 January" is days, not a tenth period.
    ['Kindly share the occupancy for the period 10 January to 14 January 2030', 'occupancy 2030-01-10..2030-01-14'],
  ])('%s -> %s', (question, expected) => {
    expect(CLOSE(question)).toBe(expected);
  });

  it('"the same week two years ago" is no week numbered 2: which comparison is asked', () => {
    const { result } = understandAt('2031-02-14T13:00:00Z')('bookings last week vs the same week two years ago');
    expect(result.kind).toBe('clarify');
  });
});

describe('periods placed from this one (held-out set DS)', () => {
  /** Friday, Sep 22, 2028: this week is Sun Sep 17 to Sat Sep 23; Thanksgiving is Thursday, Nov 23. */
  const FRIDAY = readingAt('2028-09-22T10:00:00Z');
  it.each([
    // The 5 weeks before this one: Sun Aug 13 to Sat Sep 16; the 3 months before this one: June to August.
    ['referral revenue week by week for the 5 weeks before this one', 'referrals 2028-08-13..2028-09-16 by week'],
    [
      'pine hollow cottages signups for the 3 months before this one, monthly',
      'signups 2028-06-01..2028-08-31 by month property pine-hollow-cottages',
    ],
    // Its week, whatever breakdown follows "week" (Sun Nov 19 to Sat Nov 25), set against last year's.
    [
      'revenue on the books for thanksgiving week by property type',
      'occupancy 2028-11-19..2028-11-25 vs 2027-11-21..2027-11-27 by property-type focus roomRevenue',
    ],
    // Every friday of a period named: its days, side by side; no schedule.
    ['bookings every friday this month, by day', 'bookings this-month by day'],
    ['signups every monday last month, by day', 'signups last-month by day'],
    // The second Friday back (last Friday, Sep 15, is the first): Sep 8; the third Monday back, Sep 4.
    ['stories collected two fridays ago', 'stories 2028-09-08..2028-09-08'],
    ['optouts 3 mondays ago', 'optouts 2028-09-04..2028-09-04'],
    // Weekdays and business days, Monday to Friday back from yesterday: Fri Sep 15 to Thu Sep 21; ten back, from Fri Sep 8.
    ['signups at harbor view inn for the past 5 weekdays day by day', 'signups 2028-09-15..2028-09-21 by day property harbor-view-inn'],
    ['bookings the last 10 business days', 'bookings 2028-09-08..2028-09-21'],
    // Saturdays Sep 23, Sep 30 and Oct 7.
    ['occ for the 3 saturdays in a row starting tomorrow, by day', 'occupancy 2028-09-23..2028-10-07 by day'],
    ['bookings QTD vs same period PY', 'bookings this-quarter vs last-year'],
    // "the single best discovery" picks one out: no name.
    ['the single best discovery by reservations in Q2?', 'planners 2028-q2 by discovery top 1'],
  ])('%s -> %s', (question, expected) => {
    expect(FRIDAY(question)).toBe(expected);
  });

  it.each([
    // An event whose day is not said, beside a unit or placing one: its days are asked.
    ['signups the week after the board meeting', 'the week after the board meeting'],
    ['opt outs from the week we sent the big email', 'the week we sent the big email'],
  ])('%s -> asks the days of "%s"', (question, event) => {
    const { result } = understandAt('2028-09-22T10:00:00Z')(question);
    expect(result.kind === 'clarify' && result.question).toContain(`"${event}"`);
  });

  it.each([
    // A name in lower case before the one kind of place it is, which the data does not hold: which is asked.
    ['planners for the mountain trails discovery last month', 'mountain trails'],
    ['opt-outs at the ocean breeze motel this month', 'ocean breeze motel'],
  ])('%s is not answered: "%s" is asked about', (question, name) => {
    const { result } = understandAt('2028-09-22T10:00:00Z')(question);
    expect(result.kind === 'clarify' && result.question).toContain(`"${name}"`);
  });

  it('months set against months with months between ("last month compared to march") ask which comparison', () => {
    const { result } = understandAt('2028-09-22T10:00:00Z')('signups last month compared to march');
    expect(result.kind === 'clarify' && result.options.map((o) => o.command)).toEqual([
      'signups last month vs previous',
      'signups last month vs last-year',
    ]);
  });
});

describe("owners' questions at a half-year's end (held-out set DR)", () => {
  /** Sunday, Jun 30, 2030: this year so far is Jan 1 to Jun 29. */
  const HALF_END = '2030-06-30T19:00:00Z';
  const read = readingAt(HALF_END);
  it.each([
    // Bookings named outright, of days gone by: "ahead of last year" is how they compare, not stays ahead.
    ['are we tracking ahead of last year on bookings YTD?', 'bookings this-year vs last-year'],
    // "The hotels" are every member property; "what's the story on" asks how they are doing, no guest story.
    ['how full are the hotels next week?', 'occupancy next-week'],
    ["what's the story on the condos", 'clarify occupancy|bookings'],
  ])('%s -> %s', (question, expected) => {
    expect(read(question)).toBe(expected);
  });

  it('the hotels set apart ("hotels only") are two types, reported one at a time: which is asked', () => {
    const { result } = understandAt(HALF_END)('hotels only - occupancy for next week');
    expect(result.kind === 'clarify' && result.options.map((o) => o.command)).toEqual([
      'occupancy next week type FullServiceHotel',
      'occupancy next week type SelectServiceHotel',
    ]);
  });

  it('"vs the same quarter two years ago" asks which comparison: no Q2', () => {
    const { result } = understandAt(HALF_END)('signups this quarter vs the same quarter two years ago');
    expect(result.kind === 'clarify' && result.options.map((o) => o.command)).toEqual([
      'signups this quarter vs previous',
      'signups this quarter vs last-year',
    ]);
  });
});
