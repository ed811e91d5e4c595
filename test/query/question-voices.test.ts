/**
 * Questions in the voices of held-out sets AM to AQ: words typed without their space on a phone,
 * asides about whoever the answer is for, a property type with no measure, executives' headline
 * asks, revenue managers' shorthand, and counts said as "a couple". Every expected reading is
 * worked out by hand from the instant each test fixes (weeks from Sunday, UTC).
 */
import { describe, expect, it } from 'vitest';
import { understand } from '../../src/query/index.js';
import { compactReading } from './question-corpus.js';
import { sandboxNames } from '../../src/sandbox/names.js';

const NAMES = sandboxNames();
const at = (now: string) => (text: string) => understand(text, { now: new Date(now), timeZone: 'UTC', names: NAMES }).result;
const reading = (now: string) => (text: string) => compactReading(at(now)(text));

/** Sunday, Feb 28, 2027: the last day of a February of 28 days; last week was Feb 21–27. */
const SUNDAY = '2027-02-28T08:00:00Z';
/** Sunday, Dec 31, 2028: New Year's Eve. */
const YEAR_END = '2028-12-31T11:00:00Z';
/** Wednesday, Mar 1, 2028, the day after a leap day; this week began on Sunday, Feb 27. */
const LEAP_MARCH = '2028-03-01T03:00:00Z';
/** Saturday, Jul 31, 2027, evening. */
const JULY_END = '2027-07-31T22:10:00Z';
/** Monday, Nov 12, 2029: Thanksgiving is Nov 22, a year after Nov 23, 2028. */

const NOVEMBER = '2029-11-12T16:30:00Z';
/** Sunday, Jun 13, 2027, morning. */
const SUNDAY_JUNE = '2027-06-13T10:00:00Z';

describe('two words typed as one are read as the two, and said so', () => {
  it.each([
    ['how many bookings lastweek', 'bookings last-week'],
    ['occ nextmonth', 'occupancy next-month'],
    ['signups at harborview last month', 'signups last-month property harbor-view-inn'],
    // A word one typo from a known word is that word, not two ("sing ups").
    ['singups by layer yesterday', 'signups yesterday by layer'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(SUNDAY)(question)).toBe(expected);
  });

  it('says how it read the word', () => {
    const { notes } = understand('how many bookings lastweek', { now: new Date(SUNDAY), timeZone: 'UTC', names: NAMES });
    expect(notes).toContain('Read "lastweek" as last week.');
  });
});

describe('an aside about whoever the answer is for is not part of the question', () => {
  it.each([
    ['referral revenue by month this year - Priya needs it for the sponsor renewal meeting', 'referrals this-year by month'],
    ["how'd we do overall this month? prepping for my 1:1 with Keisha", 'digest this-month'],
    // "'29" in the aside is no period of the question.
    ["top 10 cities for signups in 2028 - pulling targets for the Shoreline '29 media plan", 'signups 2028 by city top 10'],
    ['how many signups did we get this year? need it for the annual report Marcus is putting together', 'signups this-year'],
    // A dash between dates is a span, not an aside.
    ['signups dec 20 - dec 27', 'signups 2028-12-20..2028-12-27'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(YEAR_END)(question)).toBe(expected);
  });

  it('an aside of the asker before the question is left out too', () => {
    // Oct 14, 2027: September has just ended; the recap's word "recap" does not make it the digest.
    expect(reading('2027-10-14T11:20:00Z')("I'm putting together the fall recap — can you pull september occupancy and ADR vs last year?")).toBe(
      'occupancy 2027-09 vs last-year focus adr',
    );
  });
});

describe("a property type's days past are its stays or its bookings: asked", () => {
  it.each([
    ['how did the rv park do last week', 'clarify occupancy|bookings'],
    ['condo revenue last month', 'clarify occupancy|bookings'],
    // Named, the report is meant.
    ['condo bookings last month', 'bookings last-month type Condotel'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(SUNDAY)(question)).toBe(expected);
  });

  it('days ahead are its stays alone', () => {
    // Jul 31, 2027: August is ahead.
    expect(reading(JULY_END)('which property type is running fullest in aug')).toBe('occupancy 2027-08 by property-type');
  });

  it('where the question asks which, the stays are offered for the coming days and the bookings for the last', () => {
    // Jul 31, 2027: the coming October is 2027's, the last October past 2026's.
    const result = at(JULY_END)('where do we stand for oct');
    expect(result.kind).toBe('clarify');
    const commands = result.kind === 'clarify' ? result.options.map((o) => o.command) : [];
    expect(commands.find((c) => c.startsWith('occupancy'))).toBe('occupancy 2027-10');
    expect(commands.find((c) => c.startsWith('bookings'))).toBe('bookings 2026-10');
  });
});

describe('periods counted in words', () => {
  it.each([
    ['unsubscribes over the past couple of weeks', 'optouts last-14-days'],
    // This week began Sunday, Feb 27; two weeks before it ran Feb 13–19.
    ['signups a couple weeks ago', 'signups 2028-02-13..2028-02-19'],
    // The same words twice, one of them "previous": the period before, not a year before.
    ['bookings last 3 weeks vs the previous 3 weeks', 'bookings last-21-days vs previous'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(LEAP_MARCH)(question)).toBe(expected);
  });

  it('the weekend after next is a week after next weekend', () => {
    // Tuesday, Mar 2, 2027: this weekend Mar 5–6, next Mar 12–13, the one after Mar 19–20.
    expect(reading('2027-03-02T08:00:00Z')('occupancy the weekend after next')).toBe('occupancy 2027-03-19..2027-03-20');
    expect(reading('2027-03-02T08:00:00Z')('occ wknd after next')).toBe('occupancy 2027-03-19..2027-03-20');
  });

  it("on a Sunday the weekend's nights are over: next weekend is the coming one, for stays", () => {
    // Sunday, Feb 28, 2027: the coming Friday and Saturday are Mar 5 and 6.
    expect(reading(SUNDAY)('hows occupnacy lookin for next weekend')).toBe('occupancy 2027-03-05..2027-03-06');
    expect(reading(SUNDAY)('occ for the wknd after next')).toBe('occupancy 2027-03-12..2027-03-13');
  });
});

describe("executives' and revenue managers' words", () => {
  it.each([
    ['give me the headline numbers for Q3', 'digest 2029-q3'],
    // No report named, in the past: the summary, or one of what it sums up.
    ['how bad was October', 'clarify digest|bookings|referrals|signups'],
    ['are we busy tonight', 'occupancy 2029-11-12..2029-11-12'],
    // Thanksgiving week: Sunday Nov 18 to Saturday Nov 24, against Nov 19–25, 2028.
    ['Thanksgiving week - occupancy by hotel type', 'occupancy 2029-11-18..2029-11-24 vs 2028-11-19..2028-11-25 by property-type'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(NOVEMBER)(question)).toBe(expected);
  });

  it.each([
    ['VR occ sept vs stly', 'occupancy 2027-09 vs last-year type VacationRental'],
    // Targets and the rate codes, lead time and comp-set indexes the service does not hold.
    ['will we hit 85% occ in aug?', 'error unknown_topic'],
    ['RNs on the AAA rate code in july', 'error unknown_topic'],
    ['how far ahead are people booking Christmas', 'error unknown_topic'],
    ['RGI for last month', 'error unknown_topic'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(JULY_END)(question)).toBe(expected);
  });

  it.each([
    ['monthly roll up for january', 'digest 2027-01'],
    // Ahead of a year is a comparison, not lead time.
    ['how far ahead of last year are we on the books for summer', 'occupancy 2027-06-01..2027-08-31 vs last-year'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(SUNDAY)(question)).toBe(expected);
  });

  it('"how was" is in the past: pickup over the weekend just gone is what was booked on it', () => {
    // Monday, Jun 19, 2028: the weekend's days were Fri Jun 16 to Sun Jun 18.
    expect(reading('2028-06-19T18:30:00Z')('how was pickup over the weekend')).toBe('bookings 2028-06-16..2028-06-18');
  });
});

describe('a unit of time mistyped into another word, where only a unit can stand', () => {
  it.each([
    ['optouts by property this moth', 'optouts this-month by property'],
    ['stories by weak last 30 days', 'stories last-30-days by week'],
    // One of a ranking named in the singular is its first.
    ['top property type by revpar in april', 'occupancy 2027-04 by property-type top 1 focus revpar'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(SUNDAY)(question)).toBe(expected);
  });
});

describe('holidays, weeks and days counted from a day', () => {
  it.each([
    // Easter 2027 is Mar 28 and July 4th a Sunday: the stays booked for them, or the bookings made on the last ones.
    ['numbers for the condos over easter', 'clarify occupancy|bookings'],
    ['vacation rental numbers for 4th of july', 'clarify occupancy|bookings'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(SUNDAY)(question)).toBe(expected);
  });

  it('"doing for" a holiday ahead asks how its stays are coming along', () => {
    // Tuesday, Feb 2, 2027: Presidents' Day is Monday, Feb 15 (its long weekend Feb 12–15), a year after Feb 16, 2026.
    expect(reading('2027-02-02T09:05:00Z')('how are the condos doing for presidents weekend')).toBe(
      'occupancy 2027-02-12..2027-02-15 vs 2026-02-13..2026-02-16 type Condotel',
    );
  });

  it.each([
    // Mar 17, 2028 is a Friday: St Patrick's weekend, no day off, is of stays its Friday and Saturday nights (in 2027 it
    // fell on a Wednesday).
    ['st patricks weekend occupancy', 'occupancy 2028-03-17..2028-03-18'],
    // Jan 1, 2028 is a Saturday: week 1 runs Dec 26–Jan 1, week 8 Feb 13–19.
    ['signups for week 8', 'signups 2028-02-13..2028-02-19'],
    // Jan 1, 2027 is a Friday: week 1 runs Dec 27–Jan 2, week 52 Dec 19–25.
    ['signups week 52 of 2027', 'signups 2027-12-19..2027-12-25'],
    // The coming Friday is Mar 3.
    ['occ % for a week from friday', 'occupancy 2028-03-10..2028-03-10'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(LEAP_MARCH)(question)).toBe(expected);
  });

  it.each([
    // Memorial Day 2029 is May 28, Labor Day Sep 3: each by its own rule in the year said.
    ['occupancy memorial day to labor day this year', 'occupancy 2029-05-28..2029-09-03'],
    ['occupancy from memorial day through labor day 2029', 'occupancy 2029-05-28..2029-09-03'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(NOVEMBER)(question)).toBe(expected);
  });

  it.each([
    ['signups from the 15th onwards', 'signups 2028-12-15..2028-12-30'],
    ['how many people started planning a trip over the holidays? christmas eve on', 'planners 2028-12-24..2028-12-30'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(YEAR_END)(question)).toBe(expected);
  });
});

describe('weekdays said with a longer period are its days, one by one', () => {
  it.each([
    // Saturday, Jul 31, 2027.
    ['fri/sat occ next 3 wks', 'occupancy next-3-weeks by day'],
    ['fridays in september occupancy', 'occupancy 2027-09 by day'],
    ['saturday nights in august occupancy', 'occupancy 2027-08 by day'],
    ['signups on fridays last month', 'signups last-month by day'],
    // Within a weekend, weekdays are its days.
    ['occupancy fri and sat this weekend', 'occupancy 2027-07-30..2027-07-31'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(JULY_END)(question)).toBe(expected);
  });

  it('says back the period it reads, not the Friday it set aside', () => {
    const { notes } = understand('fridays in september occupancy', { now: new Date(JULY_END), timeZone: 'UTC', names: NAMES });
    expect(notes.join(' ')).not.toMatch(/"fridays"/);
    expect(notes.join(' ')).toMatch(/"september" as Sep 2027/);
  });
});

describe('English written by people whose first language is another', () => {
  /** Monday, Oct 9, 2028 (Columbus Day): Q3 ran Jul 1–Sep 30; the coming weekend's nights are Oct 13 and 14. */
  const COLUMBUS_DAY = '2028-10-09T15:00:00Z';
  it.each([
    // "Occupation", "week-end", "actual" (current): the words of French, Spanish, German.
    ['how is the actual occupation for this week-end?', 'occupancy 2028-10-13..2028-10-14'],
    ['which is the occupation of Harbor View Inn for next month?', 'error bad_option'],
    // A "trimestre" is a quarter, a "semestre" half a year.
    ['reservations made in the first semester, by month', 'bookings 2028-01-01..2028-06-30 by month focus transactions'],
    ['the referrals of last trimester vs the trimester before', 'referrals last-quarter vs previous'],
    ['signups per layer type, for the actual trimester', 'signups this-quarter by layer'],
    ['the 2 best discoveries in planners of this semester', 'planners 2028-07-01..2028-12-31 by discovery top 2'],
    ['planners per week of the trimester july-september', 'planners 2028-07-01..2028-09-30 by week'],
    // "Depuis deux semaines": the fourteen days to yesterday.
    ['how much referral transactions we have since 2 weeks?', 'referrals 2028-09-25..2028-10-08 focus referralTransactions'],
    ['persons that removed themself from the list of Dune Crest, since 1 of July', 'optouts 2028-07-01..2028-10-08 property dune-crest-condotel'],
    ['how much people begin to plan in Lakes & Pines in august compared to august of last year', 'planners 2028-08 vs last-year'],
    ['how many opt-outs we had last month po?', 'optouts last-month'],
    ['the general situation of yesterday, all the indicators', 'digest yesterday'],
    ['signups of today, how many until now?', 'signups today'],
    // The asker's own hour is no schedule; a target ahead is a forecast.
    ['a recap of the month of august for the director meeting at 16:00', 'digest 2028-08'],
    ['will we arrive to 80% of occupation in december?', 'error unknown_topic'],
    // What "we have for" a night ahead is on the books.
    ['how much reservations we have for the night of halloween?', 'occupancy 2028-10-31..2028-10-31 vs 2027-10-31..2027-10-31 focus bookedNights'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(COLUMBUS_DAY)(question)).toBe(expected);
  });
});

describe('formal requests, as written in Teams', () => {
  /** Friday, Dec 31, 2027: New Year's Eve; MLK Day 2028 is Monday, Jan 17. */
  const NEW_YEARS_EVE = '2027-12-31T17:00:00Z';
  it.each([
    // "Share … to 14 January", "… to date", "compared with": periods, not recipients.
    [
      'Kindly share the occupancy for the select-service hotels for the period 10 January to 14 January 2028.',
      'occupancy 2028-01-10..2028-01-14 type SelectServiceHotel',
    ],
    ['Kindly share the planner figures for Coastal Escapes for December to date.', 'planners 2027-12-01..2027-12-30'],
    // A week commencing a day is the seven days from it.
    ['Kindly provide the RevPAR for the week commencing Sunday 16 January 2028.', 'occupancy 2028-01-16..2028-01-22 focus revpar'],
    ['I would appreciate a comparison of bookings for calendar year 2027 against calendar year 2026.', 'bookings 2027 vs last-year'],
    ['How much revenue did the referral programme generate in calendar year 2026?', 'referrals 2026'],
    [
      'I would appreciate the number of trip planners for the first quarter of 2027 compared with the fourth quarter of 2026.',
      'planners 2027-q1 vs previous',
    ],
    [
      'I would appreciate the number of planners who opted out of Lakes & Pines in the last thirty days.',
      'optouts last-30-days focus discoveryOptouts',
    ],
    [
      'Kindly provide the room revenue for the condominium hotels for the twelve months ending 30 November 2027.',
      'occupancy 2026-12-01..2027-11-30 type Condotel focus roomRevenue',
    ],
    // "Luther" is a holiday's word, not a typo of "other".
    [
      'Please share the occupancy currently on the books for the Martin Luther King Jr. Day weekend.',
      'occupancy 2028-01-14..2028-01-17 vs 2027-01-15..2027-01-18',
    ],
    // Acts, another's figures, guests' names.
    ['share the december occupancy with the board', 'error unknown_topic'],
    ['Please distribute the December occupancy report to the board members before Monday.', 'error unknown_topic'],
    ['How did our occupancy compare with the competitive set in November?', 'error unknown_topic'],
    ['Please provide the names of the guests who submitted stories for the Harbor View Inn last month.', 'error unknown_topic'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(NEW_YEARS_EVE)(question)).toBe(expected);
  });
});

describe("front-desk staff's quick messages", () => {
  /** Friday, May 26, 2028, before Memorial Day weekend. */
  const FRIDAY = '2028-05-26T13:00:00Z';
  it.each([
    // "Bookings up" is bookings risen; "booking up" (filling) is a verb's.
    ['were bookings up or down last month', 'bookings last-month'],
    ['are we slammed this wknd', 'occupancy 2028-05-26..2028-05-27'],
    // A possessive typed without its apostrophe is one month, not "the next months".
    ['can u break out next months occ by property type', 'occupancy next-month by property-type'],
    ['any rez come in this morning?', 'bookings today focus transactions'],
    ['bookings today and yesterday', 'bookings 2028-05-25..2028-05-26'],
    ['helping mktg - signups by country ytd?', 'signups this-year by country'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(FRIDAY)(question)).toBe(expected);
  });
});

describe("analysts' words", () => {
  /** Monday, Apr 2, 2029, the day after Easter. */
  const EASTER_MONDAY = '2029-04-02T09:00:00Z';
  it.each([
    // "Highlights" alone are the summary's; a story's own word makes them the stories'.
    ['highlights from last week', 'digest last-week'],
    ['H1 highlights', 'digest 2029-01-01..2029-06-30'],
    ['story highlights last month', 'stories last-month'],
    ['will we hit our Q2 referral revenue target?', 'error unknown_topic'],
    ['show me a cohort of January signups and how many are still engaged', 'error unknown_topic'],
    // A bare day before the span's word takes the other end's month.
    ['occupancy for the nights of 14 and 15 April 2029', 'occupancy 2029-04-14..2029-04-15 focus bookedNights'],
    ['signups the 24 and 25 of march', 'signups 2029-03-24..2029-03-25'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(EASTER_MONDAY)(question)).toBe(expected);
  });
});

describe('questions dictated to a phone', () => {
  /** Monday, Sep 3, 2029 (Labor Day). */
  const LABOR_DAY = '2029-09-03T16:00:00Z';
  it.each([
    // Years said in words, a quarter heard as "cue".
    ['referral revenue for twenty twenty eight by month', 'referrals 2028 by month'],
    ['what was booking revenue in june two thousand twenty nine', 'bookings 2029-06'],
    ['okay so trip planners in cue one', 'planners 2029-q1'],
    ['sign ups year over year for cue two', 'signups 2029-q2 vs last-year'],
    // A word taken back as it is said.
    ['signups for july no sorry june', 'signups 2029-06'],
    ['bookings for august first no wait august second', 'bookings 2029-08-02..2029-08-02'],
    ['sign ups by day since the twentieth of august', 'signups 2029-08-20..2029-09-02 by day'],
    ['tonights occupancy', 'occupancy 2029-09-03..2029-09-03'],
    // A name's word heard as two.
    ['down town weekends planners by week for july', 'planners 2029-07 by week'],
    // "Month over month" over months is month by month.
    ['opt outs month over month for the last three months', 'optouts last-3-months by month'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(LABOR_DAY)(question)).toBe(expected);
  });

  it('a name heard as two words is still the name', () => {
    const result = at(LABOR_DAY)('down town weekends planners by week for july');
    expect(result.kind === 'report' ? result.query.discoveries : []).toEqual(['4e8b1d73-9a5c-4f26-8d3b-1c6e7f9a0d25']);
  });

  it('says what it took back', () => {
    const { notes } = understand('signups for july no sorry june', { now: new Date(LABOR_DAY), timeZone: 'UTC', names: NAMES });
    expect(notes).toContain('Left out "july", taken back by "no sorry".');
  });

  it('a courtesy is no correction', () => {
    // "sorry" alone takes nothing back.
    expect(reading(LABOR_DAY)('signups last week, sorry for the trouble')).toBe('signups last-week');
  });
});

describe("a boutique team's week", () => {
  /** Monday, Jan 15, 2029 (MLK Day): Black Friday 2028 was Nov 24, Memorial Day 2029 is May 28 (2028's May 29). */
  const MLK_DAY = '2029-01-15T14:00:00Z';
  it.each([
    // "So far" cuts the look-ahead's month at today.
    ['how has occupancy been so far this month vs last year', 'occupancy 2029-01-01..2029-01-15 vs last-year'],
    ['Opt-outs by week in December vs November - want to see if the Dec 5 email blast caused a spike', 'optouts 2028-12 vs previous by week'],
    // Days typed in brackets after a question are its period; the holidays inside them name them.
    ["Which referral sources did best over Christmas and New Year's? (Dec 22 - Jan 2)", 'referrals 2028-12-22..2029-01-02 by channel'],
    // "Over" a holiday that begins a span is the holiday's day.
    ['how many bookings came through the collaborative over Black Friday thru Cyber Monday?', 'bookings 2028-11-24..2028-11-27'],
    // Of stays ahead, "for" a holiday that is always a Monday is its long weekend; "on" it, the night.
    ['are the rv sites filling up for memorial day??', 'occupancy 2029-05-25..2029-05-28 vs 2028-05-26..2028-05-29 type RVResort'],
    ['occupancy on memorial day', 'occupancy 2029-05-28..2029-05-28 vs 2028-05-29..2028-05-29'],
    // A long weekend against its holiday's a year before is the year-on-year view.
    [
      'how did the long weekend run occupancy-wise? and how does it stack up against MLK weekend last year',
      'occupancy 2029-01-12..2029-01-15 vs last-year',
    ],
  ])('%s -> %s', (question, expected) => {
    expect(reading(MLK_DAY)(question)).toBe(expected);
  });
});

describe('comparisons, and names where they stand', () => {
  it.each([
    // Thursday, Aug 31, 2028: pace against last year is the books, year on year.
    ['Are the RV resorts pacing ahead of last year for September?', 'occupancy 2028-09 vs last-year type RVResort'],
    // "Against last August", in August: this one so far against last year's.
    ['how do Harbor View Inn signups stack up against last August so far?', 'signups this-month vs last-year property harbor-view-inn'],
  ])('%s -> %s', (question, expected) => {
    expect(reading('2028-08-31T20:00:00Z')(question)).toBe(expected);
  });

  it.each([
    // Sunday, Jun 13, 2027: a name's own word opening the question, before a report.
    ['grand signups this week so far', 'signups this-week property seaside-grand-resort'],
    // Read back on a Sunday, the hotel weekend just over is Friday Jun 11 and Saturday Jun 12; days of bookings run to
    // today, so their last weekend is the one before.
    ['how did occupancy look last weekend?', 'occupancy 2027-06-11..2027-06-12'],
    ['bookings last weekend', 'bookings 2027-06-04..2027-06-06'],
    // A capitalised name before its kind the data does not hold is not read past: which is asked.
    ['planners in the Mountain Getaways discovery ytd', 'clarify planners|planners'],
    // "weekend" opening a question is a period, not Downtown Weekends.
    ['weekend revenue?', 'clarify occupancy|bookings|referrals|planners'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(SUNDAY_JUNE)(question)).toBe(expected);
  });
});
