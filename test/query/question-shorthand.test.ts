/**
 * Questions as front offices, agencies and people dictating to a phone write them (the voices of
 * held-out sets CH to CL): two-letter periods after a breakdown, countries by their short names.
 * Every expected reading is worked out by hand from the instant each test fixes (weeks from
 * Sunday, UTC).
 */
import { describe, expect, it } from 'vitest';
import { readingAt, understandAt } from './helpers.js';
import { compactReading } from './question-corpus.js';

/** Monday, Jun 4, 2029, before seven: last week is May 27 to Jun 2, yesterday Sunday Jun 3. */
const MONDAY = '2029-06-04T06:50:00Z';

describe('a period in shorthand after a breakdown is the period, not a name', () => {
  it.each([
    ['signups by property lw', 'signups last-week by property'],
    ['planners by discovery lm', 'planners last-month by discovery'],
    ['signups by property yday', 'signups yesterday by property'],
    ['bkgs by property type yday', 'bookings yesterday by property-type'],
    ['occ by type nw', 'occupancy next-week by property-type'],
    // After the filter's word a slug is still the property.
    ['signups property harbor-view-inn lw', 'signups last-week property harbor-view-inn'],
  ])('%s -> %s', (question, expected) => {
    expect(readingAt(MONDAY)(question)).toBe(expected);
  });
});

describe('a country by its short name', () => {
  it.each([
    ['signups from the uk last month', 'signups last-month by country'],
    ['referrals: us vs uk vs germany, last month', 'referrals last-month by geo'],
  ])('%s -> %s', (question, expected) => {
    expect(readingAt(MONDAY)(question)).toBe(expected);
  });
});

describe('dictation: a number heard for a preposition, and the other way round', () => {
  /** Tuesday, Mar 12, 2030: last month is February, this year so far Jan 1 to Mar 11. */
  const TUESDAY = '2030-03-12T15:40:00Z';
  it.each([
    // "four" before a month or a period's first word is "for".
    ['referrals by channel four february', 'referrals 2030-02 by channel'],
    ['stories four january and february compared to last year', 'stories 2030-01-01..2030-02-28 vs last-year'],
    // After what is ranked, "four" begins what it is ranked by, and the count is the one said first.
    ['top three properties four photo stories in january', 'stories 2030-01 by property top 3'],
    // "two" between two days is the span's "to"; "to" between "last" and a unit is two.
    ['what does occupancy look like from april fifth two the twelfth', 'occupancy 2030-04-05..2030-04-12'],
    ['bookings day by day four the last to weeks', 'bookings last-14-days by day'],
    ['signups the last for weeks', 'signups last-28-days'],
    // Counts stay counts.
    ['signups four weeks ago', 'signups 2030-02-10..2030-02-16'],
    ['top four channels last month', 'referrals last-month by channel top 4'],
  ])('%s -> %s', (question, expected) => {
    expect(readingAt(TUESDAY)(question)).toBe(expected);
  });
});

describe('a follow-up with nothing before it', () => {
  it.each([
    // Nothing in it can be read alone: which report and dates, asked with no buttons.
    ['what about the week before', 'clarify '],
    ['same thing but for the week after', 'clarify '],
    // A name in it: the reports that take it, asked; "okay so" before it changes nothing.
    ['okay so same thing but for coastal', 'clarify planners|optouts'],
  ])('%s -> %s', (question, expected) => {
    expect(readingAt(MONDAY)(question)).toBe(expected);
  });
});

describe('a day said after a period is read against it', () => {
  /** Wednesday, Jan 15, 2031: this week so far is Sun Jan 12 to Tue Jan 14; Thanksgiving 2030 was Thu Nov 28. */
  const WEDNESDAY = '2031-01-15T18:25:00Z';
  it.each([
    // A day at its end checks the period.
    ['Bookings made in December. Does that count the 31st?', 'bookings 2030-12'],
    ['Harbor View Inn opt-outs in December, including the 31st', 'optouts 2030-12 property harbor-view-inn'],
    ['Planners who started this week. Through yesterday, I assume?', 'planners this-week'],
    // After "just", the day itself.
    ['signups in december, just the 31st', 'signups 2030-12-31..2030-12-31'],
    // Days of a month said without it are the period's.
    [
      'Influenced transactions for Thanksgiving week, Sunday the 24th to Saturday the 30th',
      'referrals 2030-11-24..2030-11-30 focus influencedTransactions',
    ],
    // Days said without a year after a period of a year typed: that year's (not the coming December's, nor against it).
    ['occupancy for december 2030 dec 1-20', 'occupancy 2030-12-01..2030-12-20'],
  ])('%s -> %s', (question, expected) => {
    expect(readingAt(WEDNESDAY)(question)).toBe(expected);
  });
});

describe('figures asked of no report are asked about; a topic not held is refused', () => {
  /** Friday, Nov 26, 2027, the day after Thanksgiving: last month is October, Q3 is July to September. */
  const FRIDAY = '2027-11-26T13:15:00Z';
  const asked = (question: string) => {
    const { result } = understandAt(FRIDAY)(question);
    return result.kind === 'clarify' ? result.options.length : result.kind === 'error' ? result.error.code : result.kind;
  };
  it.each([
    ['need the numbers for slide 4'],
    ['growth since last month?'],
    // Two periods set against each other, and no report.
    ['how does July stack up vs last July?'],
  ])('%s asks which report', (question) => {
    expect(asked(question)).toBeGreaterThan(1);
  });

  it.each([
    ['xylophone figures in december', 'missing_report'],
    ['CTR on the email campaigns in may', 'unknown_topic'],
    ['cost per lead on the signup layer last month', 'unknown_topic'],
  ])('%s is refused (%s)', (question, code) => {
    expect(asked(question)).toBe(code);
  });

  it.each([
    // A look back ("recap", "wrap") reads stays of the last H1 and the last Labor Day weekend (Fri Sep 3 to Mon Sep 6).
    ['H1 occupancy by month for the mid-year recap slide', 'occupancy 2027-01-01..2027-06-30 by month'],
    ['Labor Day weekend occupancy, client wants it for the summer wrap slide', 'occupancy 2027-09-03..2027-09-06 vs previous'],
    // A quarter or a month and a year said apart from it: that one of that year, not a comparison.
    ['what was Q4 referral revenue last year?', 'referrals 2026-q4'],
    ['compare q4 to last year', 'clarify bookings|referrals|signups|stories'],
    ['Q3 summary for the QBR deck', 'digest 2027-q3'],
    ['occupants tonight', 'occupancy 2027-11-26..2027-11-26'],
  ])('%s -> %s', (question, expected) => {
    expect(readingAt(FRIDAY)(question)).toBe(expected);
  });
});

describe('a finance analyst qualifies the question', () => {
  /** Wednesday, Jan 15, 2031: last week is Jan 5 to 11, last month December 2030. */
  const WEDNESDAY = '2031-01-15T18:25:00Z';
  const refusedWith = (question: string) => {
    const { result } = understandAt(WEDNESDAY)(question);
    return result.kind === 'error' ? result.error.message : result.kind;
  };
  it.each([
    // A type left out of a breakdown by type: every type, side by side.
    ['Booking revenue for everything but RV, split by type, last week', 'bookings last-week by property-type'],
    [
      'Which discovery had the highest reservation value last month? Just the top one.',
      'planners last-month by discovery top 1 focus reservationAmount',
    ],
    // "full" before a unit is whole, not how full the stays are.
    ["Weekly summary. That's the full Sun-Sat week ending the 11th, yes?", 'digest 2031-01-05..2031-01-11'],
    ['are we full sat', 'occupancy 2031-01-18..2031-01-18'],
    // "not just to date": the whole month of stays, said again, not set against itself.
    ['Room revenue by property type for January, the whole month, not just to date', 'occupancy 2031-01 by property-type focus roomRevenue'],
    // "send" with nobody to send it to is a way to ask.
    ['can you send the referrals report here', 'referrals last-month'],
  ])('%s -> %s', (question, expected) => {
    expect(readingAt(WEDNESDAY)(question)).toBe(expected);
  });

  it('refuses to guess which properties a place leaves out, and to send anything to anyone', () => {
    expect(refusedWith('New signups last month, excluding the two Portland properties')).toMatch(/say which to leave out by name/);
    expect(refusedWith('Occupancy excluding the RV park, as one blended number, not by type, next 30 days')).toMatch(/can't leave out/);
    expect(refusedWith('Send a nudge to planners who have not booked yet')).toMatch(/can't do that/);
    expect(refusedWith('send the october numbers to the board')).toMatch(/can't do that/);
  });
});

describe('an events coordinator counts from holidays', () => {
  /** Friday, Oct 27, 2028: Halloween is Tuesday Oct 31; Thanksgiving Nov 23; July 4 was a Tuesday; Labor Day Sep 4. */
  const FRIDAY = '2028-10-27T09:05:00Z';
  it.each([
    // The Monday after Thanksgiving (Nov 27) to Christmas Eve: the day beside one holiday, then a span to the next.
    ['occupancy from the monday after thanksgiving through christmas eve, week by week', 'occupancy 2028-11-27..2028-12-24 by week'],
    // "The fourth" starting a span to another holiday is July's.
    ['rv bookings from the fourth through labor day vs last year', 'bookings 2028-07-04..2028-09-04 vs last-year type RVResort'],
    // Halloween is no day off: on a Tuesday its weekend is the one before, of stays Friday and Saturday nights (Oct 27-28),
    // against Halloween 2027's (a Sunday: Oct 29-30).
    ['halloween weekend occupancy by property type', 'occupancy 2028-10-27..2028-10-28 vs 2027-10-29..2027-10-30 by property-type'],
  ])('%s -> %s', (question, expected) => {
    expect(readingAt(FRIDAY)(question)).toBe(expected);
  });

  it('refuses a breakdown neither bookings nor stays have, and e-mail addresses, rather than ask which report', () => {
    const refused = (q: string) => understandAt(FRIDAY)(q).result.kind;
    expect(refused('bookings by channel for labor day weekend')).toBe('error');
    expect(refused('pull the emails for the coastal escapes planners who booked over memorial day weekend')).toBe('error');
    expect(refused('list of emails for planners who booked last month')).toBe('error');
  });
});

describe('the best or worst day, week or month: the period by that unit', () => {
  /** Monday, Jul 1, 2030: Q2 was April to June; the next 30 days of stays are Jul 1 to 30. */
  const FIRST = '2030-07-01T07:05:00Z';
  it.each([
    ['peak signup day in q2', 'signups 2030-q2 by day'],
    ['highest opt-out month of the first half?', 'optouts 2030-01-01..2030-06-30 by month'],
    ['lowest occupancy night in the next 30 days?', 'occupancy next-30-days by day'],
    // A count of nights is no top of members (for stays, the property types): the nights are shown, said so.
    ['top 5 nights by occupancy in july', 'occupancy 2030-07 by day'],
    ['3 slowest weeks this quarter for occupancy', 'occupancy this-quarter by week'],
    // A count of members still is.
    ['top 3 channels last month', 'referrals last-month by channel top 3'],
  ])('%s -> %s', (question, expected) => {
    expect(readingAt(FIRST)(question)).toBe(expected);
  });
});

describe('a long message: colleagues and the days of other things are the story', () => {
  /** Friday, Dec 31, 2027, New Year's Eve: last week is Dec 19 to 25, last month November. */
  const NYE = '2027-12-31T19:30:00Z';
  it.each([
    // A sentence after the question with days of its own is the story, not the period.
    [
      'Lakeshore RV Resort signups last week vs the week before? They moved the signup tablet to the camp store on the 20th.',
      'signups last-week vs previous property lakeshore-rv-resort',
    ],
    [
      "What was occupancy in November compared to last November? The auditor's coming in on the 4th and I'd like to look smart.",
      'occupancy 2027-11 vs last-year',
    ],
    // A colleague as the subject of a verb is nobody to filter by.
    ['Number of bookings last week? Kat thinks the holiday email moved the needle.', 'bookings last-week focus transactions'],
    // Someone the asker is with, a colleague who will do something later, a phone extension: none of them is asked.
    [
      'Which discovery had the most reservations last month? Top 1 is all I need, I am settling an argument with Lou.',
      'planners last-month by discovery top 1',
    ],
    ['How did we do in November? Just the big-picture summary, Steph will dig into details later.', 'digest 2027-11'],
    // What others will ask or want of the figures is no forecast of them (held-out set HY).
    ['what did we finish november at for occupancy? owners will ask', 'occupancy 2027-11'],
    [
      'Trip planner reservations for 2027 vs 2026? Finance (ext 2100) needs it before we close the books.',
      'planners 2027 vs last-year focus reservations',
    ],
    [
      'Signups per property for the past 7 days, just the top 3 — Greg wants to give a shoutout at the huddle.',
      'signups last-7-days by property top 3',
    ],
  ])('%s -> %s', (question, expected) => {
    expect(readingAt(NYE)(question)).toBe(expected);
  });

  it('still reads a capitalised name where a name goes as a name not held, asked', () => {
    const { result } = understandAt(NYE)('signups for Bayview last month');
    expect(result.kind === 'clarify' && result.question).toContain('"Bayview"');
  });
});

describe('owners and asset managers', () => {
  /** Wednesday, Feb 28, 2029 (no leap day): yesterday is Feb 27, the last 12 whole months Feb 2028 to Jan 2029. */
  const CLOSE = '2029-02-28T11:20:00Z';
  it.each([
    // An asset class is a property type.
    ['next 90 days OTB by asset class', 'occupancy next-90-days by property-type'],
    ['top 3 asset classes by RevPAR, Q2 OTB', 'occupancy 2029-q2 by property-type top 3 focus revpar'],
    // T12: the trailing twelve months.
    ['influenced revenue T12', 'referrals last-12-months focus influencedRevenue'],
    // The year ahead: the next 12 months from today, Feb 28, 2029 to Feb 27, 2030, month by month.
    ['year ahead OTB by month', 'occupancy next-12-months by month'],
    // A run-rate is February so far, of the bookings named.
    ["what's the Feb run-rate on booking revenue", 'bookings 2029-02-01..2029-02-27'],
  ])('%s -> %s', (question, expected) => {
    expect(readingAt(CLOSE)(question)).toBe(expected);
  });

  it('refuses flow-through, which needs costs', () => {
    const { result } = understandAt(CLOSE)('flow-through on Q4 revenue growth');
    expect(result.kind === 'error' && result.error.code).toBe('unknown_topic');
  });
});

describe('a comparison with another period', () => {
  /** Monday, Sep 3, 2029, Labor Day: Labor Day weekend 2029 is Fri Aug 31 to Mon Sep 3, 2028's Fri Sep 1 to Mon Sep 4. */
  const LABOR_DAY = '2029-09-03T14:30:00Z';
  it('is the same holiday a year before where its day is said ("compared with last labor day")', () => {
    expect(readingAt(LABOR_DAY)('stories over Labor Day weekend compared with last Labor Day')).toBe(
      'stories 2029-08-31..2029-09-03 vs 2028-09-01..2028-09-04',
    );
  });

  it('is asked where the period set against it is years back: the period before, or the same one last year', () => {
    const { result } = understandAt(LABOR_DAY)('bookings last month compared to two years ago');
    expect(result.kind === 'clarify' ? result.options.map((o) => o.command) : result).toEqual([
      'bookings last month vs previous',
      'bookings last month vs last-year',
    ]);
  });

  it.each([
    // Three months set against each other: June to August, month by month.
    ['August vs July vs June occupancy, please', 'occupancy 2029-06-01..2029-08-31 by month'],
    // A year said after "full year" is the year meant, against the one before it.
    ['full year referral revenue 2028 vs 2027', 'referrals 2028 vs last-year'],
  ])('%s -> %s', (question, expected) => {
    expect(readingAt(LABOR_DAY)(question)).toBe(expected);
  });

  it('is the period before, said so, where the other is near ("vs the week of aug 6")', () => {
    const { result, notes } = understandAt(LABOR_DAY)('How did last week’s bookings compare with the week of Aug 6?');
    expect(compactReading(result)).toBe('bookings last-week vs previous');
    expect(notes.join(' ')).toMatch(/not with "the week of Aug 6"/);
  });
});

describe('the shortest messages', () => {
  /** Friday, Nov 29, 2030, Black Friday: Thanksgiving was yesterday, Thu Nov 28; Valentine's Day 2031 is a Friday. */
  const BLACK_FRIDAY_2030 = '2030-11-29T17:00:00Z';
  it.each([
    ['tgiving bookings', 'bookings 2030-11-28..2030-11-28 vs 2029-11-22..2029-11-22'],
    ['vday occ', 'occupancy 2031-02-14..2031-02-14 vs 2030-02-14..2030-02-14'],
    // Black Friday is today, against last year's (Nov 23, 2029).
    ['bf bookings', 'bookings 2030-11-29..2030-11-29 vs 2029-11-23..2029-11-23'],
    ['planner resv value ytd', 'planners this-year focus reservationAmount'],
    // The report that takes the name said decides between reports named: the discovery's planners, not bookings.
    ['how many planners of Lakes and Pines made reservations last month?', 'planners last-month'],
  ])('%s -> %s', (question, expected) => {
    expect(readingAt(BLACK_FRIDAY_2030)(question)).toBe(expected);
  });
});

describe('retail weekends and years to date (held-out set IL)', () => {
  // Monday, Dec 10, 2029: Black Friday was Nov 23, Cyber Monday Nov 26; Jan 1, 2026 to Dec 9, 2029 is 1,439 days.
  const inDecember = readingAt('2029-12-10T14:50:00Z');
  it.each([
    ['bookings BF thru CM', 'bookings 2029-11-23..2029-11-26'],
    ['planner starts BFCM by discovery', 'planners 2029-11-23..2029-11-26 by discovery'],
    ['bookings 2028 to date by month', 'bookings 2028-01-01..2029-12-09 by month'],
    ['booking revenue 2026 to date', 'error range_too_long'],
    // Kept: two years to date set against each other are each year's.
    ['optouts 2029 to date vs 2028 to date', 'optouts 2029 vs last-year'],
  ])('%s -> %s', (question, expected) => {
    expect(inDecember(question)).toBe(expected);
  });
});
