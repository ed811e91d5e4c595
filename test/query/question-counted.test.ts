/**
 * Periods counted and anchored as analysts and night auditors write them (the voices of held-out
 * sets CU to CY): whole quarters and years counted back, units before the last one, week numbers
 * in a span, range words that run to another period. Every expected reading is worked out by hand
 * from the instant each test fixes (weeks from Sunday, UTC).
 */
import { describe, expect, it } from 'vitest';
import { readingAt } from './helpers.js';

/** Tuesday, Sep 3, 2030, the day after Labor Day: Q3 under way, last week Aug 25 to 31, last month August. */
const TUESDAY = '2030-09-03T13:00:00Z';

describe('whole quarters and years counted back or ahead', () => {
  it.each([
    // Q3 is under way: the two before it are Q1 and Q2.
    ['booking count for the previous 2 quarters', 'bookings 2030-01-01..2030-06-30'],
    ['signups last two quarters by property', 'signups 2030-01-01..2030-06-30 by property'],
    // Calendar years before this one; "the past 2 years", like "the past year", the 24 whole months to now (Sep 1, 2028
    // to Aug 31, 2030).
    ['bookings last 2 years', 'bookings 2028-01-01..2029-12-31'],
    ['bookings the past 2 years', 'bookings last-24-months'],
    // Ahead: the quarters after this one.
    ['occupancy next 2 quarters', 'occupancy 2030-10-01..2031-03-31'],
  ])('%s -> %s', (question, expected) => {
    expect(readingAt(TUESDAY)(question)).toBe(expected);
  });
});

describe('units before the last one, and months before a month', () => {
  it.each([
    // Last month is August: the three months before it are May to July.
    ['room nights booked in the 3 months before last month', 'bookings 2030-05-01..2030-07-31 focus nights'],
    ['top 3 regions by referral revenue in the 3 months before last', 'referrals 2030-05-01..2030-07-31 by geo top 3'],
    // Last week is Aug 25 to 31: the two weeks before it, Aug 11 to 24.
    ['signups the 2 weeks before last', 'signups 2030-08-11..2030-08-24'],
    // Last quarter is Q2: the one before it, Q1.
    ['bookings the quarter before last', 'bookings 2030-01-01..2030-03-31'],
    ['bookings the 3 months before july', 'bookings 2030-04-01..2030-06-30'],
    // A dash between spaces parts the message: "last year - sept 15 to oct 31" is those days of last year, not a span
    // from last year, nor a comparison.
    ['referrals by region for leaf season last year - sept 15 to oct 31', 'referrals 2029-09-15..2029-10-31 by geo'],
  ])('%s -> %s', (question, expected) => {
    expect(readingAt(TUESDAY)(question)).toBe(expected);
  });
});

describe('a span of week numbers', () => {
  it.each([
    // Weeks from Sunday count from the one holding January 1st (Sunday, Dec 30, 2029): week 30 starts Jul 21, week 35
    // ends Aug 31.
    ['bookings, weeks 30 to 35', 'bookings 2030-07-21..2030-08-31'],
    ['weekly referral revenue, weeks 30-35', 'referrals 2030-07-21..2030-08-31 by week'],
    ['planners per week, wks 30 thru 35', 'planners 2030-07-21..2030-08-31 by week'],
    // Two weeks joined by "and": week 5 starts Jan 27, week 6 ends Feb 9.
    ['signups weeks 5 and 6', 'signups 2030-01-27..2030-02-09'],
    // Last year's numbering: 2029's week 1 holds Monday, Jan 1 (Sunday, Dec 31, 2028 to Jan 6); its week 52 starts
    // 51 weeks on, Dec 23, 2029.
    ['bookings week 1 of last year', 'bookings 2028-12-31..2029-01-06'],
    ['opt-outs week 52 of last year', 'optouts 2029-12-23..2029-12-29'],
  ])('%s -> %s', (question, expected) => {
    expect(readingAt(TUESDAY)(question)).toBe(expected);
  });
});

describe('range words that run to another period are one span', () => {
  /** Thursday, Oct 19, 2028. */
  const THURSDAY = '2028-10-19T12:00:00Z';
  it.each([
    // Not today alone compared with March: from today to March's end.
    ['occupancy today through march', 'occupancy 2028-10-19..2029-03-31'],
    ['occupancy next week through march', 'occupancy 2028-10-22..2029-03-31'],
    // Last Monday is Oct 16; yesterday Oct 18.
    ['bookings last monday through yesterday', 'bookings 2028-10-16..2028-10-18'],
    ['occ tomorrow to sunday', 'occupancy 2028-10-20..2028-10-22'],
    // Days said inside the period said before them narrow it; nothing is compared.
    ['bookings made this week, sunday through yesterday', 'bookings 2028-10-15..2028-10-18'],
  ])('%s -> %s', (question, expected) => {
    expect(readingAt(THURSDAY)(question)).toBe(expected);
  });
});

describe('days counted from a day, as Britain and Australia say them', () => {
  /** Tuesday, May 27, 2031: the coming Friday is May 30, Saturday May 31, Monday Jun 2; last week May 18 to 24. */
  const TUESDAY_AFTER_MEMORIAL_DAY = '2031-05-27T08:00:00Z';
  it.each([
    // "on" is "from": a week on from Friday May 30.
    ['occupancy for a week on Friday please', 'occupancy 2031-06-06..2031-06-06'],
    ['What’s occupancy like a fortnight on Saturday?', 'occupancy 2031-06-14..2031-06-14'],
    // "Monday week": a week from the coming Monday.
    ['How’s Monday week looking on the books?', 'occupancy 2031-06-09..2031-06-09'],
    // "just gone": the one just over.
    ['signups broken out by property for the week just gone', 'signups last-week by property'],
    ['Can you give us some colour on referrals over the weekend just gone?', 'referrals 2031-05-23..2031-05-25'],
  ])('%s -> %s', (question, expected) => {
    expect(readingAt(TUESDAY_AFTER_MEMORIAL_DAY)(question)).toBe(expected);
  });

  it('the day two weeks from friday is one night; the two weeks from friday are fourteen', () => {
    // Friday after Sep 3, 2030 is Sep 6: two weeks on, Sep 20.
    expect(readingAt(TUESDAY)('ADR for the night two weeks from friday')).toBe('occupancy 2030-09-20..2030-09-20 focus adr');
    expect(readingAt(TUESDAY)('occupancy for the two weeks from friday')).toBe('occupancy 2030-09-06..2030-09-19');
  });
});

describe('what each report counts, in plain words', () => {
  /** Thursday, Oct 19, 2028: last week Oct 8 to 14, last month September. */
  const THURSDAY = '2028-10-19T15:30:00Z';
  it.each([
    ['how many people gave us their email last week?', 'signups last-week'],
    ['which sign-up popups are working best? split it by layer', 'signups last-week by layer'],
    ['how much money did we send to our partners’ websites last month?', 'referrals last-month'],
    ['how many people did we send over to partner sites in the last 7 days?', 'referrals last-7-days'],
    ['what states are people in when they click through to our partners?', 'referrals last-month by geo'],
    ['how many guest write-ups did Harbor View Inn get last week?', 'stories last-week property harbor-view-inn'],
    ['how many folks said stop emailing me last month?', 'optouts last-month'],
    ['how many people don’t want to hear from us anymore?', 'optouts last-week'],
  ])('%s -> %s', (question, expected) => {
    expect(readingAt(THURSDAY)(question)).toBe(expected);
  });

  it('their e-mails asked for are still a contact list the service does not hold', () => {
    expect(readingAt(THURSDAY)('pull their email addresses')).toMatch(/^error unknown_topic/);
  });
});

describe('lodging segments and years as sales and finance say them', () => {
  /** Friday, Aug 15, 2031: next month September; last quarter Q2. */
  const FRIDAY = '2031-08-15T16:00:00Z';
  it.each([
    ['how full are the vacation homes next month', 'occupancy next-month type VacationRental'],
    ['What did the Airbnb-type units book last quarter?', 'bookings last-quarter type VacationRental'],
    // "full and select service hotels": two service levels, side by side.
    ['Put the full and select service hotels side by side on ADR for the next 30 days', 'occupancy next-30-days by property-type focus adr'],
    ['Can I get the full weekly roundup?', 'digest last-week'],
  ])('%s -> %s', (question, expected) => {
    expect(readingAt(FRIDAY)(question)).toBe(expected);
  });

  /** Sunday, Jan 2, 2028: 2027 is last year. */
  const NEW_YEAR = '2028-01-02T12:00:00Z';
  it.each([
    // "fall into" is the verb, not autumn.
    ['What categories did our 2027 leads fall into?', 'signups 2027 by category'],
    ['Condotel bookings CY2027 vs CY2026', 'bookings 2027 vs last-year type Condotel'],
    // Days typed in figures beside a period said in words are those meant ("two years ago" counts, it types no day).
    ['bookings revenue for the same holiday stretch two years ago (Dec 24 2025 - Jan 1 2026)', 'bookings 2025-12-24..2026-01-01'],
  ])('%s -> %s', (question, expected) => {
    expect(readingAt(NEW_YEAR)(question)).toBe(expected);
  });
});

describe('yes/no and threshold questions show the figures they are about', () => {
  /** Wednesday, Mar 10, 2032 (a leap year): this month so far Mar 1 to 9; last week Feb 29 to Mar 6. */
  const WEDNESDAY = '2032-03-10T14:00:00Z';
  it.each([
    // A share with no report named is of the rooms sold: Labor Day 2032 is Monday, Sep 6 (2031: Sep 1), by its rule.
    ['is labor day weekend already over 50%?', 'occupancy 2032-09-03..2032-09-06 vs 2031-08-29..2031-09-01'],
    ['are we above 50% for the week of march 22nd?', 'occupancy 2032-03-21..2032-03-27'],
    // "any" before a breakdown asks each of them against the yardstick.
    ['is any property type under 40% over the next 4 weeks?', 'occupancy next-4-weeks by property-type'],
    // "ahead of", "beating": a comparison; this March so far against last year's.
    ['is referral revenue running ahead of last march?', 'referrals this-month vs last-year'],
    ['are q1 signups beating last year so far?', 'signups 2032-q1 vs last-year'],
  ])('%s -> %s', (question, expected) => {
    expect(readingAt(WEDNESDAY)(question)).toBe(expected);
  });

  it('a percentage of growth is no share of rooms', () => {
    expect(readingAt(WEDNESDAY)('weekly numbers - are we growing more than 5%?')).not.toMatch(/^occupancy/);
  });
});

describe('single days written every way', () => {
  /** Friday, Sep 14, 2029: the latest Tuesday that was a 14th is Aug 14. */
  const FRIDAY_14TH = '2029-09-14T07:30:00Z';
  it.each([
    ['bookings made tuesday the 14th', 'bookings 2029-08-14..2029-08-14'],
    // October 2029 begins on a Monday: its Saturdays are the 6th and the 13th.
    ['ADR for the second saturday of october', 'occupancy 2029-10-13..2029-10-13 focus adr'],
    ['booking count for the last friday of august', 'bookings 2029-08-31..2029-08-31'],
    ['planners on the first monday of the month', 'planners 2029-09-03..2029-09-03'],
    ['ADR two weeks from tonight', 'occupancy 2029-09-28..2029-09-28 focus adr'],
    ['stories a week ago today', 'stories 2029-09-07..2029-09-07'],
  ])('%s -> %s', (question, expected) => {
    expect(readingAt(FRIDAY_14TH)(question)).toBe(expected);
  });
});

describe('two periods set against each other with their dates', () => {
  /** Tuesday, Oct 7, 2031: November and December lie ahead for stays. */
  const TUESDAY_OCT = '2031-10-07T12:00:00Z';
  it.each([
    // Halves that follow on: the later is reported against the period before it, the earlier.
    ['occupancy by property type, nov 1-15 vs nov 16-30', 'occupancy 2031-11-16..2031-11-30 vs previous by property-type'],
    ['how does november occupancy stack up against december', 'occupancy 2031-12 vs previous'],
    ['occupancy by month for nov-jan vs the same months a year earlier', 'occupancy 2031-11-01..2032-01-31 vs last-year by month'],
  ])('%s -> %s', (question, expected) => {
    expect(readingAt(TUESDAY_OCT)(question)).toBe(expected);
  });
});

describe('each week or day against a yardstick, names checked against a ranking, goals and projections', () => {
  /** Wednesday, Mar 10, 2032. */
  const WEDNESDAY = '2032-03-10T14:00:00Z';
  it.each([
    ['any weeks in q2 below 55% occupancy?', 'occupancy 2032-q2 by week'],
    ['is pine hollow getting at least 10 signups a week?', 'signups last-week by week property pine-hollow-cottages'],
    // The name is checked against its kind's ranking, which is shown whole.
    ['is harbor view in the top 2 properties for signups last month?', 'signups last-month by property top 2'],
    ['did we hit our signups goal for february?', 'error unknown_topic'],
    ['project referral revenue for q4 vs q4 2030', 'error unknown_topic'],
    // "… against the second half": the second half of the same month; February 2032 has 29 days, halved as 1-14 and 15-29.
    ['daily signups, first half of february against the second half', 'signups 2032-02-15..2032-02-29 vs previous by day'],
  ])('%s -> %s', (question, expected) => {
    expect(readingAt(WEDNESDAY)(question)).toBe(expected);
  });
});
