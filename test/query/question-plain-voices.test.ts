/**
 * Questions in the voices of held-out sets AZ to BE: terse keyword strings, British English,
 * newcomers who describe what they want in everyday words, marketers, a general manager at the
 * edge of what the service holds, and chatty requests wrapped in reasons and politeness. Every
 * expected reading is worked out by hand from the instant each test fixes (weeks from Sunday, UTC).
 */
import { describe, expect, it } from 'vitest';
import { understand } from '../../src/query/index.js';
import { compactReading } from './question-corpus.js';
import { sandboxNames } from '../../src/sandbox/names.js';

const NAMES = sandboxNames();
const at = (now: string) => (text: string) => understand(text, { now: new Date(now), timeZone: 'UTC', names: NAMES });
const reading = (now: string) => (text: string) => compactReading(at(now)(text).result);

/** Friday, May 26, 2028; the last whole month is April. */
const FRIDAY_MAY = '2028-05-26T13:00:00Z';
/** Monday, Sep 27, 2027, evening; October and November are ahead. */
const MONDAY_SEPTEMBER = '2027-09-27T19:30:00Z';

describe('"the past year" and "over the last year" are the twelve months to now; "last year" alone the calendar year', () => {
  it.each([
    ['signups past year', 'signups last-12-months'],
    ['signups over the last year', 'signups last-12-months'],
    ['how many bookings have we taken in the last year month by month', 'bookings last-12-months by month'],
    ['signups last year', 'signups last-year'],
    ['signups this past year', 'signups last-year'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(FRIDAY_MAY)(question)).toBe(expected);
  });
});

describe("a weekday before a typed day is that day's name", () => {
  it.each([
    // Jun 9, 2028 is a Friday and Jun 10 a Saturday; the two days side by side are one span.
    ['occ fri 6/9 and sat 6/10?', 'occupancy 2028-06-09..2028-06-10'],
    ['occupancy friday june 9 and saturday june 10', 'occupancy 2028-06-09..2028-06-10'],
    ['occ fri 6/9 - sun 6/11', 'occupancy 2028-06-09..2028-06-11'],
    // A weekday with a week after it is still a day of that week: Tuesday of May 14-20.
    ['bookings tuesday of last week', 'bookings 2028-05-16..2028-05-16'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(FRIDAY_MAY)(question)).toBe(expected);
  });
});

describe('why a question is asked is not part of it', () => {
  it.each([
    [
      "if you don't mind, could you tell me occupancy for christmas eve through new year's day? 🎄 we're planning holiday staffing",
      'occupancy 2027-12-24..2028-01-01',
    ],
    // "lake" in the reason names no discovery; October is the coming one for stays.
    [
      'could you tell me the occupancy for RV resorts in October vs last year — my boss asked because the lake season has been weird',
      'occupancy 2027-10 vs last-year type RVResort',
    ],
    ['referrals last month, because the sponsor call is monday', 'referrals last-month'],
    // The day of the asker's call is no period of the question.
    ['signups last week, the meeting is on friday', 'signups last-week'],
    // A message that is all question keeps its words, whoever it is for.
    ['hey bot. my boss wants referrals by channel for last month', 'referrals last-month by channel'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(MONDAY_SEPTEMBER)(question)).toBe(expected);
  });
});

describe('politeness and the flow of talk put a question in no tense', () => {
  it.each([
    // "was wondering" is no past: October and the first week of November are ahead, for stays.
    ['I was wondering whether you could tell me the occupancy for RV resorts in October', 'occupancy 2027-10 type RVResort'],
    ['I was wondering if you could tell me ADR for the first week of November', 'occupancy 2027-11-01..2027-11-07 focus adr'],
    // "next question" puts nothing ahead: last month's bookings.
    ['ok next question: average booking value for last month', 'bookings last-month focus avgRevenue'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(MONDAY_SEPTEMBER)(question)).toBe(expected);
  });
});

describe('months compared, for stays, are the coming ones when those are nearer', () => {
  it("november against october, in late September, is this year's", () => {
    expect(reading(MONDAY_SEPTEMBER)('how does occupancy for condotels in november compare to october?')).toBe(
      'occupancy 2027-11 vs previous type Condotel',
    );
  });
});

/** Friday, Jun 1, 2029, morning: the first day of June; May is the last whole month. */
const JUNE_FIRST = '2029-06-01T07:30:00Z';

describe('keyword strings: a breakdown named right after the report, or between slashes, is the breakdown', () => {
  it.each([
    ['signups category last month', 'signups last-month by category'],
    ['referrals region q4 2028', 'referrals 2028-q4 by geo'],
    ['referral rev / source / apr', 'referrals 2029-04 by channel'],
    ['signups / city / last 30d', 'signups last-30-days by city'],
    ['optouts / discovery / 2029 by month', 'optouts 2029 by discovery by month'],
    ['occupancy / type / aug', 'occupancy 2029-08 by property-type'],
    // A unit of time between slashes is a grouping.
    ['bookings / day / last 14d', 'bookings last-14-days by day'],
    // Before the report's word, the breakdown's word only says which planners: all of them.
    ['discovery planners last month', 'planners last-month'],
    ['occ 6/15-6/30 ssh', 'occupancy 2029-06-15..2029-06-30 type SelectServiceHotel'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(JUNE_FIRST)(question)).toBe(expected);
  });

  it('a breakdown asked that no record carries is refused, never left out', () => {
    const result = at(JUNE_FIRST)('signups by gizmo last month').result;
    expect(result.kind).toBe('error');
    expect(result.kind === 'error' && result.error.message).toContain('not by gizmo');
  });

  it("people's e-mail addresses are refused as contact details", () => {
    const result = at(JUNE_FIRST)('list signup emails harbor view').result;
    expect(result.kind === 'error' && result.error.message).toContain("people's contact details");
  });
});

/** Tuesday, Nov 14, 2028. */
const NOVEMBER_TUESDAY = '2028-11-14T11:00:00Z';

describe('British English', () => {
  it.each([
    ['occupancy w/c 20th November', 'occupancy 2028-11-20..2028-11-26'],
    // For stays, the week ending a day still to come is this year's.
    ['occupancy week ending 25th november', 'occupancy 2028-11-19..2028-11-25'],
    ['signups w/e 11th nov', 'signups 2028-11-05..2028-11-11'],
    ['ADR for the fortnight from the 27th of November', 'occupancy 2028-11-27..2028-12-10 focus adr'],
    ['occupancy the 10 days from dec 1', 'occupancy 2028-12-01..2028-12-10'],
    // Counted back from today, "from" still counts back.
    ['signups the last 30 days from today', 'signups last-30-days'],
    ['how are the holiday lets looking for february?', 'occupancy 2029-02 type VacationRental'],
    ['occupancy over the festive period', 'occupancy 2028-12-24..2029-01-01 vs 2027-12-24..2028-01-01'],
    ['occupancy for boxing day, cheers', 'occupancy 2028-12-26..2028-12-26 vs 2027-12-26..2027-12-26'],
    // "the past week" is the seven days to yesterday; "this past week" the calendar week before.
    ['daily signups over the past week', 'signups last-7-days by day'],
    ['signups this past week', 'signups last-week'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(NOVEMBER_TUESDAY)(question)).toBe(expected);
  });
});

/** Sunday, Jul 16, 2028: yesterday was Saturday. */
const SUNDAY_JULY = '2028-07-16T09:00:00Z';

describe('one night said by its weekday is, for stays, the coming one unless asked in the past', () => {
  it.each([
    ['how full are we saturday night?', 'occupancy 2028-07-22..2028-07-22'],
    ['how full were we saturday night', 'occupancy 2028-07-15..2028-07-15'],
    // A weekend's days said on the Monday after are still the one gone by (said on Sunday, this one).
    ['gimme adr + revpar fri thru sun', 'occupancy 2028-07-14..2028-07-16 focus adr'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(SUNDAY_JULY)(question)).toBe(expected);
  });
});

describe('"night" after a day said is that stay night, not a count of nights', () => {
  it.each([
    ['occ fri and sat nights', 'occupancy 2028-07-14..2028-07-15'],
    // A month's nights are a count.
    ['room nights for december', 'occupancy 2028-12 focus bookedNights'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(SUNDAY_JULY)(question)).toBe(expected);
  });
});

/** Wednesday, Mar 31, 2027, the last day of the first quarter. */
const MARCH_END = '2027-03-31T15:00:00Z';

describe("a newcomer's everyday words", () => {
  it.each([
    ['how much do people pay per night on average for stays in may', 'occupancy 2027-05 focus adr'],
    ["what's the average price per night at the RV park this summer", 'occupancy 2027-06-01..2027-08-31 type RVResort focus adr'],
    ["what's the average amount people spend per booking, last 30 days?", 'bookings last-30-days focus avgRevenue'],
    ['did more people join the mailing list this quarter than the same time last year?', 'signups this-quarter vs last-year'],
    ['how many subscribers did we get from 3/1 to 3/15?', 'signups 2027-03-01..2027-03-15'],
    // Who is lost is the opt-outs', though subscribers alone are the signups'.
    ['which property lost the most subscribers last quarter', 'optouts last-quarter by property'],
    ['how many people took themselves off the maple street email list in 2026', 'optouts 2026 property maple-street-suites'],
    ['top 3 places for guest photo submissions since jan 1', 'stories 2027-01-01..2027-03-30 by property top 3'],
    ['which trip planner gets the most people using it?', 'planners last-week by discovery'],
    ['unsubscribes by trip planner this year', 'optouts this-year by discovery'],
    // "came from" names where the reservations came from: no ranking by discovery.
    ['how many reservations came from the trip planner last month?', 'planners last-month'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(MARCH_END)(question)).toBe(expected);
  });
});

describe('with a period and no report, which report is asked, whatever the courtesy around it', () => {
  it.each([
    ['sorry, what were our numbers for last week?', 'clarify bookings|referrals|signups|stories'],
    // August is ahead: the stays on the books are offered first.
    ['would you mind sending me the numbers for august please :)', 'clarify occupancy|bookings|referrals|signups'],
    ['how are we getting on?', 'clarify digest|bookings|referrals|signups'],
    ['how r we doing', 'clarify digest|bookings|referrals|signups'],
    ['anything notable yesterday?', 'clarify digest|bookings|referrals|signups'],
    // "lately" is the last 30 days; a property asks which of its reports.
    ['anything new with seaside grand lately?', 'clarify signups|stories|optouts'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(MARCH_END)(question)).toBe(expected);
  });

  it('"lately" is the last 30 days to yesterday, said back; days said beside it are meant instead', () => {
    const lately = at(MARCH_END)('how are referrals doing lately');
    expect(compactReading(lately.result)).toBe('referrals 2027-03-01..2027-03-30');
    expect(lately.notes).toContain('Read "lately" as Mar 1–30, 2027.');
    expect(reading(MARCH_END)('where are our signups coming from lately? like which countries, last 14 days')).toBe(
      'signups last-14-days by country',
    );
  });
});

describe('what a report counts is its breakdown only right after a ranking word', () => {
  it.each([
    ['top 2 trip planners for the last 30 days', 'planners last-30-days by discovery top 2'],
    ['trip planners by discovery this month', 'planners this-month by discovery'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(MARCH_END)(question)).toBe(expected);
  });

  it('"trip planners by property" asks a breakdown the planners cannot make, and says which', () => {
    const result = at(MARCH_END)('trip planners by property last week').result;
    expect(result.kind === 'error' && result.error.message).toBe('Trip planners can be broken down by discovery, not by property.');
  });
});

/** Tuesday, Feb 20, 2029; Valentine's Day was last Wednesday, Presidents' Day yesterday. */
const FEBRUARY = '2029-02-20T10:00:00Z';

describe("marketers' words", () => {
  it.each([
    ['lead gen numbers for last month', 'signups last-month'],
    // Presidents' Day was Feb 19, 2029 and Feb 21, 2028: each long weekend from its Friday.
    ['how many creators sent in photos over presidents day weekend?', 'stories 2029-02-16..2029-02-19 vs 2028-02-18..2028-02-21'],
    // Valentine's is no day off: "over" it is the day itself (Feb 14, 2029, a Wednesday).
    ["ugc count for seaside grand over valentine's day", 'stories 2029-02-14..2029-02-14 vs 2028-02-14..2028-02-14 property seaside-grand-resort'],
    ['last-click revenue from the sponsor campaign last month', 'referrals last-month'],
    // Kinds of channel set against each other are the channels side by side.
    ["paid search vs display vs social for the sponsor's valentine's campaign (feb 1-14)", 'referrals 2029-02-01..2029-02-14 by channel'],
    // "the partner review" is a meeting, not the stories' reviews.
    ['signups for seaside grand in january for the partner review', 'signups 2029-01 property seaside-grand-resort'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(FEBRUARY)(question)).toBe(expected);
  });

  it.each(['how do we stack up against the other hotels in town?', 'can you send a thank you email to everyone who joined the list this week'])(
    '%s is refused',
    (question) => {
      expect(at(FEBRUARY)(question).result.kind).toBe('error');
    },
  );
});

describe('a report asked, then something the service cannot answer: the report, and what was left out said', () => {
  it.each([
    [
      "hey bot, what's occupancy for this weekend? and also, between us, do you think we should raise rates lol",
      'occupancy 2027-10-01..2027-10-02',
      'between us, do you think we should raise rates lol',
    ],
    [
      "could you pull referrals by channel for last month? and also, like, what's the weather gonna be for columbus day weekend",
      'referrals last-month by channel',
      "what's the weather gonna be for columbus day weekend",
    ],
    ['stories last week, and can you draft a thank you note to those guests', 'stories last-week', 'can you draft a thank you note to those guests'],
  ])('%s', (question, expected, leftOut) => {
    const read = at(MONDAY_SEPTEMBER)(question);
    expect(compactReading(read.result)).toBe(expected);
    expect(read.notes).toContain(`Answered the report asked, not "${leftOut}": that is nothing the reporting service holds.`);
  });

  it('a second part that asks more of the report is read with it', () => {
    expect(reading(MONDAY_SEPTEMBER)('referrals last month? and by channel?')).toBe('referrals last-month by channel');
  });

  it('a question that is all about what the service does not hold is refused whole', () => {
    expect(at(MONDAY_SEPTEMBER)('who are the people on the coastal escapes planner from last week? need names and emails').result.kind).toBe('error');
  });

  it('contact details typed in a question are never quoted back', () => {
    const result = at(MONDAY_SEPTEMBER)('referrals last month, and can you email bob.smith@example.com the numbers').result;
    expect(result.kind === 'error' && result.error.message).not.toContain('example.com');
  });
});

describe('a fiscal year the deployment does not know', () => {
  it('is asked back: the calendar year to date, or the last 12 months', () => {
    const result = at(SUNDAY_JULY)('bookings fiscal year to date').result;
    expect(result.kind === 'clarify' && result.question).toBe("I don't know when your fiscal year starts. Which year do you mean?");
    expect(result.kind === 'clarify' && result.options.map((o) => o.command)).toEqual(['bookings this-year', 'bookings last-12-months']);
  });

  it('is read from the day it starts, where the question says it', () => {
    // Wednesday, May 31, 2028: the fiscal year began on April 1; to date is through yesterday.
    expect(reading('2028-05-31T16:20:00Z')('fiscal ytd revpar - our FY starts April 1')).toBe('occupancy 2028-04-01..2028-05-30 focus revpar');
    // Begun last July, the year's July not yet come.
    expect(reading('2028-05-31T16:20:00Z')('bookings fiscal year to date, our fiscal year starts in july')).toBe('bookings 2027-07-01..2028-05-30');
  });
});

describe('a season read back that is months gone, with the coming one near, is the coming one', () => {
  it('"the holidays" in mid-November are the coming ones', () => {
    expect(reading(NOVEMBER_TUESDAY)('how are we looking over the christmas holidays?')).toBe(
      'occupancy 2028-12-24..2029-01-01 vs 2027-12-24..2028-01-01',
    );
  });
});

/** Friday, Jun 30, 2028, late evening: the last day of the first half and of Q2. */
const HALF_END = '2028-06-30T23:00:00Z';

describe("analysts' compact periods", () => {
  it.each([
    ['occ L7D', 'occupancy last-7-days'],
    ['ADR N30D vs LY', 'occupancy next-30-days vs last-year focus adr'],
    ['occ N90D weekly', 'occupancy next-90-days by week'],
    ['booking rev T12M by month', 'bookings last-12-months by month'],
    ['RevPAR 1H28 by month', 'occupancy 2028-01-01..2028-06-30 by month focus revpar'],
    ['ADR 2H28', 'occupancy 2028-07-01..2028-12-31 focus adr'],
    ["referrals Q1'28 by region", 'referrals 2028-q1 by geo'],
    ['signups L30D by wk', 'signups last-30-days by week'],
    ['opt-outs by discovery L90D', 'optouts last-90-days by discovery'],
    // Days of the month said without one: this month's, gone by.
    ['bookings made the 15th-20th', 'bookings 2028-06-15..2028-06-20'],
    ['bookings BOM to date vs LY', 'bookings this-month vs last-year'],
    ['avg booking value YTD vs LYTD', 'bookings this-year vs last-year focus avgRevenue'],
    ['referrals MTD vs LMTD', 'referrals this-month vs previous'],
    // A period said with two years: that period in the later one, against the earlier (the half under way is cut at
    // yesterday when it is reported).
    ["Jun '27 vs '28 ADR", 'occupancy 2028-06 vs last-year focus adr'],
    ["maple st signups H1 '27 vs '28", 'signups 2028-01-01..2028-06-30 vs last-year property maple-street-suites'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(HALF_END)(question)).toBe(expected);
  });

  it('a fiscal year by its number says no more than the year: which is asked', () => {
    expect(reading(HALF_END)('Q3 FY28 occ')).toBe('clarify occupancy|occupancy');
  });
});

/** Tuesday, Mar 12, 2030; this week began on Sunday, Mar 10. */
const MARCH_TUESDAY = '2030-03-12T15:00:00Z';

describe('what is left out: days at either end, names of a report that filters by several', () => {
  it.each([
    // Of stays, tonight left out of the rest of March; "the next 7 days, excluding today" are seven from tomorrow.
    ['RevPAR for the rest of March, not including tonight.', 'occupancy 2030-03-13..2030-03-31 focus revpar'],
    ['Occupancy for the next 7 days, excluding today.', 'occupancy 2030-03-13..2030-03-19'],
    ["Referral transactions 2/1 to 2/14, excluding Valentine's Day itself.", 'referrals 2030-02-01..2030-02-13 focus referralTransactions'],
    ['Signups by week since January 1, not including this week.', 'signups 2030-01-01..2030-03-09 by week'],
    // What has happened has no today anyway: the negation is of today, not of the type after it.
    ['Bookings made this week, excluding today, only condotels.', 'bookings this-week type Condotel'],
    [
      'Signups for everything except Harbor View, last month.',
      'signups last-month property seaside-grand-resort property maple-street-suites property dune-crest-condotel property pine-hollow-cottages property lakeshore-rv-resort',
    ],
    [
      'signups except harbor view and seaside grand last month',
      'signups last-month property maple-street-suites property dune-crest-condotel property pine-hollow-cottages property lakeshore-rv-resort',
    ],
    // Weekdays said beside a holiday weekend are those days of it (Presidents' Day was Feb 18, 2030).
    ["Bookings made over Presidents' Day weekend, Saturday through Monday only.", 'bookings 2030-02-16..2030-02-18 vs 2029-02-17..2029-02-19'],
    ['Which properties had more than 50 signups last month?', 'signups last-month by property'],
    ['Did occupancy top 90% on any night next week? Full service only.', 'occupancy next-week by day type FullServiceHotel'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(MARCH_TUESDAY)(question)).toBe(expected);
  });

  it.each([
    ["Signups for February excluding Presidents' Day itself.", 'from the middle of a period'],
    ['Bookings made last month, all but the condotels.', 'I can\'t leave out "Condotel"'],
  ])('%s is refused, saying why', (question, why) => {
    const result = at(MARCH_TUESDAY)(question).result;
    expect(result.kind === 'error' && result.error.message).toContain(why);
  });

  it('a yardstick is said back', () => {
    expect(at(MARCH_TUESDAY)('Which properties had more than 50 signups last month?').notes).toContain(
      'The report shows every figure; read "more than 50" against them.',
    );
  });

  it('the summary of one property is asked as its reports', () => {
    expect(reading(MARCH_TUESDAY)('Numbers for Harbor View last week, just the headline figure.')).toBe('clarify signups|stories|optouts');
  });
});

/** Tuesday, Dec 18, 2029. */
const DECEMBER = '2029-12-18T12:00:00Z';

describe('holidays said with their years, their weekends and "the one before"', () => {
  it.each([
    // Labor Day 2030 is Monday, Sep 2: its weekend from Friday, Aug 30; against Labor Day weekend 2029 (Aug 31 - Sep 3).
    ['labor day weekend occupancy 2030', 'occupancy 2030-08-30..2030-09-02 vs 2029-08-31..2029-09-03'],
    // Thanksgiving 2029 is Nov 22; the one before, Nov 23, 2028.
    ['referrals this past thanksgiving vs the one before', 'referrals 2029-11-22..2029-11-22 vs 2028-11-23..2028-11-23'],
    // Easter 2029 is Apr 1: last Easter weekend is its Friday to Sunday.
    ['referrals last easter weekend', 'referrals 2029-03-30..2029-04-01'],
    ["bookings made between christmas and new year's last year", 'bookings 2028-12-25..2029-01-01'],
    ['which markets sent the most referral revenue over the 2028 holidays?', 'referrals 2028-12-24..2029-01-01 vs 2027-12-24..2028-01-01 by geo'],
    ['room revenue on the books for winter break', 'occupancy 2029-12-24..2030-01-01 vs 2028-12-24..2029-01-01 focus roomRevenue'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(DECEMBER)(question)).toBe(expected);
  });

  it('an e-mail to everyone who signed up is an act, refused', () => {
    expect(at(DECEMBER)('send a happy holidays email to everyone who signed up this year').result.kind).toBe('error');
  });
});

/** Monday, Aug 5, 2030. */
const AUGUST_MONDAY = '2030-08-05T17:30:00Z';

describe('fast typing: letters left out, three-letter shorthand, a value word after "by"', () => {
  it.each([
    // "bookd" is as near to "book" as to "booked": the word it is with a letter left out.
    ['room nights bookd nxt 2 wks for the condos', 'occupancy next-2-weeks type Condotel focus bookedNights'],
    ['occupancy 8/15 to 8/25 condotell', 'occupancy 2030-08-15..2030-08-25 type Condotel'],
    ['revpar nxt month by property tyep', 'occupancy next-month by property-type focus revpar'],
    ['adr daily for teh nxt 14 days', 'occupancy next-14-days by day focus adr'],
    ['signups by cty lastmonth', 'signups last-month by city'],
    ['referrals on junteenth', 'referrals 2030-06-19..2030-06-19 vs 2029-06-19..2029-06-19'],
    ['how did the co-op campaign referrals do last month?', 'referrals last-month'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(AUGUST_MONDAY)(question)).toBe(expected);
  });

  it('says each word it read otherwise', () => {
    expect(at(AUGUST_MONDAY)('room nights bookd nxt 2 wks for the condos').notes).toContain('Read "bookd" as booked.');
  });
});

/** Monday, Nov 8, 2027. */
const NOVEMBER_MONDAY = '2027-11-08T08:00:00Z';

describe("one property's staff", () => {
  it.each([
    // Who asks is no filter of a report kept by type: the type asked, said so.
    ['Dune Crest here - how are condotels pacing for December?', 'occupancy 2027-12 type Condotel'],
    ['Lakeshore GM - what does RV resort occupancy look like for next summer?', 'occupancy 2028-06-01..2028-08-31 type RVResort'],
    // A property's initials in capitals.
    ['signups at HVI in october vs october last year', 'signups 2027-10 vs last-year property harbor-view-inn'],
    ['signups for the Grand and HVI side by side, last week', 'signups last-week by property property seaside-grand-resort property harbor-view-inn'],
    ['biggest single booking in the select-service segment last month?', 'bookings last-month type SelectServiceHotel focus maxRevenue'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(NOVEMBER_MONDAY)(question)).toBe(expected);
  });

  it('says the property was read as its type', () => {
    expect(at(NOVEMBER_MONDAY)('Dune Crest here - how are condotels pacing for December?').notes).toContain(
      'Read for the property type as a whole: the service reports occupancy by type, not for "Dune Crest".',
    );
  });

  it('a property alone is still no filter of occupancy: refused, saying why', () => {
    expect(at(NOVEMBER_MONDAY)('occupancy for harbor view next month').result.kind).toBe('error');
  });
});

/** Tuesday, May 8, 2029: the first four months of the year are over. */
const MAY_TUESDAY = '2029-05-08T13:00:00Z';
/** Wednesday, Mar 22, 2028. */
const MARCH_WEDNESDAY = '2028-03-22T10:15:00Z';

describe("a board's periods, and what the service does not hold", () => {
  it.each([
    ['Occupancy for the first four months of the year against the same months last year', 'occupancy 2029-01-01..2029-04-30 vs last-year'],
    ['Signups by region for the first four months, against last year', 'signups 2029-01-01..2029-04-30 vs last-year by region'],
    ['bookings the first 4 months of 2028', 'bookings 2028-01-01..2028-04-30'],
    ['signups the last 2 months of 2028', 'signups 2028-11-01..2028-12-31'],
    // "the last 3 months" is still the three whole months before this one.
    ['referral revenue for the last three months, by country', 'referrals last-3-months by geo'],
    ['Occupancy by month from January 2027 through December 2028', 'occupancy 2027-01-01..2028-12-31 by month'],
    ['Reservations generated by the trip planners in 2028 vs 2027', 'planners 2028 vs last-year'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(MAY_TUESDAY)(question)).toBe(expected);
  });

  it.each([
    'What is the economic impact of visitors to the region this year?',
    'Lodging tax revenue for Q1 2029 vs Q1 2028?',
    'Airport arrivals at the Portland Jetport this spring compared with last spring',
    'What will visitor spending look like next year?',
  ])('%s is refused as nothing the service holds', (question) => {
    const result = at(MAY_TUESDAY)(question).result;
    expect(result.kind === 'error' && result.error.message).toContain('holds nothing on');
  });
});

describe("a place's events, whose dates no calendar holds", () => {
  it.each(["what's occupancy looking like for graduation weekend?", "how's the fall festival looking?", 'revenue for marathon weekend?'])(
    '%s asks for the dates, never answers this weekend or the season',
    (question) => {
      const result = at(MARCH_WEDNESDAY)(question).result;
      expect(result.kind === 'clarify' && result.question).toMatch(/^Which dates do you mean by "[^"]+"\? Ask again with them/);
    },
  );

  it.each([
    ['destination RevPAR for the weekend of the Carter wedding, June 23-25', 'occupancy 2028-06-23..2028-06-25 focus revpar'],
    ['occupancy for the food festival week, may 8-12', 'occupancy 2028-05-08..2028-05-12'],
    // An event named beside a period of its own is only what the campaign is called.
    ['how much revenue did our marathon campaign referrals drive last month?', 'referrals last-month'],
  ])('with its dates typed beside it, those dates: %s', (question, expected) => {
    expect(reading(MARCH_WEDNESDAY)(question)).toBe(expected);
  });
});

/** Tuesday, Jan 1, 2030, 2:30 in the morning (UTC): yesterday was New Year's Eve. */
const NEW_YEAR_NIGHT = '2030-01-01T02:30:00Z';

describe('the night shift', () => {
  it.each([
    ['occupancy next week night by night', 'occupancy next-week by day'],
    ['bookings since midnight', 'bookings today'],
    // "the last 24 hours" is yesterday: today so far is left to "today".
    ['largest booking in the last 24 hours', 'bookings yesterday focus maxRevenue'],
    ['bookings the past 48 hours', 'bookings last-2-days'],
    ['occupancy for the year we just finished broken out by property type', 'occupancy last-year by property-type'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(NEW_YEAR_NIGHT)(question)).toBe(expected);
  });
});

describe('"since" an event and the day it happened', () => {
  it.each([
    ['bookings made since marathon registration opened feb 1', 'bookings 2028-02-01..2028-03-21'],
    ['referral revenue by channel since we launched the food festival promo on 3/1', 'referrals 2028-03-01..2028-03-21 by channel'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(MARCH_WEDNESDAY)(question)).toBe(expected);
  });
});

/** Saturday, Apr 3, 2027; May is ahead. */
const APRIL_SATURDAY = '2027-04-03T09:20:00Z';
/** Tuesday, Oct 17, 2028. */
const OCTOBER_TUESDAY = '2028-10-17T12:00:00Z';

describe('rankings and finance words', () => {
  it.each([
    ['number one property type for booking revenue in 2027', 'bookings 2027 by property-type top 1'],
    ['number one source of referral revenue in Q3', 'referrals 2028-q3 by channel top 1'],
    // "the most trip planners" counts them: no ranking by discovery, and planners have no channel.
    ['which discovery had the most planners last week', 'planners last-week by discovery'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(OCTOBER_TUESDAY)(question)).toBe(expected);
  });

  it('a ranking by what a report cannot break down by is refused', () => {
    const result = at(OCTOBER_TUESDAY)('which channel sends the most trip planners').result;
    expect(result.kind === 'error' && result.error.message).toBe('Trip planners can be broken down by discovery, not by channel.');
  });

  it.each([
    // "May" opening a question is the month; "may I" the verb.
    ['May OTB vs same time last year', 'occupancy 2027-05 vs last-year'],
    ['may I see occupancy for june', 'occupancy 2027-06'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(APRIL_SATURDAY)(question)).toBe(expected);
  });

  it.each(['net room revenue after taxes for March', 'what accrual do we need to book for March referral revenue?'])('%s is refused', (question) => {
    const result = at(APRIL_SATURDAY)(question).result;
    expect(result.kind === 'error' && result.error.message).toContain('holds nothing on');
  });
});

/** Thursday, Apr 25, 2030; the last weekend was Apr 19-21. */
const APRIL_THURSDAY = '2030-04-25T11:00:00Z';

describe('periods placed relative to others', () => {
  it.each([
    // June 2030 begins on a Saturday: its first weekend is May 31 - Jun 1, its second Jun 7-8.
    ['lowest nightly rate on the books for the 2nd weekend of june', 'occupancy 2030-06-07..2030-06-08 focus minRate'],
    ["how's the last weekend of may pacing for the condotels?", 'occupancy 2030-05-24..2030-05-25 type Condotel'],
    // Of what happens on days, a weekend runs to Sunday: the previous three are Apr 5-21.
    ['bookings made over the previous 3 weekends', 'bookings 2030-04-05..2030-04-21 by week'],
    ['bookings the last weekend of march', 'bookings 2030-03-29..2030-03-31'],
    // "This time last year", asked as the period: today, a year ago.
    ['what did occupancy look like this time last year?', 'occupancy 2029-04-25..2029-04-25'],
    ['bookings this month vs this time last year', 'bookings this-month vs last-year'],
    ['bookings this month vs. this time last year', 'bookings this-month vs last-year'],
    // What the period set against held, said of it: that period ("where we were last year" is last year's May); kept,
    // "how we did", "what we had".
    ['may occupancy compared to where we were last year', 'occupancy 2030-05 vs last-year'],
    ['signups this month vs how we did last year', 'signups this-month vs last-year'],
    ['referrals last month compared with what we had last year', 'referrals last-month vs last-year'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(APRIL_THURSDAY)(question)).toBe(expected);
  });

  it('"this time last year" against a period in the next year is the same period a year before (Dec 22, 2031: next month is January 2032)', () => {
    expect(reading('2031-12-22T15:30:00Z')('occ next month compared to this time last year')).toBe('occupancy next-month vs last-year');
  });
});
