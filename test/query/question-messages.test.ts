/**
 * Questions in the voices of held-out sets BS to BW: messages formatted as Slack and Teams
 * deliver them (markup, emoji codes, quotes, bullets, forwarded mail, signatures), analysts'
 * week numbers and "as of" cuts, and managers asking about change. Every expected reading is
 * worked out by hand from the instant each test fixes (weeks from Sunday, UTC).
 */
import { describe, expect, it } from 'vitest';
import { readingAt, understandAt } from './helpers.js';
import { compactReading } from './question-corpus.js';

/** Friday, Nov 23, 2029, the day after Thanksgiving; last week is Nov 11-17. */
const BLACK_FRIDAY = '2029-11-23T15:00:00Z';
/** Sunday, Dec 31, 2028: yesterday is Saturday Dec 30; 2028 began on a Saturday. */
const NEW_YEARS_EVE = '2028-12-31T18:00:00Z';

describe('a message is read without its markup, emoji codes, quotes, bullets, mail headers and signature', () => {
  it.each([
    // Friday and Saturday nights, the coming weekend's.
    ['What does **occupancy** look like for _this weekend_? :turkey:', 'occupancy 2029-11-23..2029-11-24'],
    ['What _was_ our occupancy in October?', 'occupancy 2029-10'],
    ['occupancy yoy for this month pls :chart_with_upwards_trend:', 'occupancy this-month vs last-year'],
    ['> how did referrals do in october', 'referrals 2029-10'],
    ['`signups last-week`', 'signups last-week'],
    ['Could you pull:\n- signups\n- last week\n- by country', 'signups last-week by country'],
    ['1. booking revenue\n2. last month', 'bookings last-month'],
    // The name and the region of a signature are no filter and no place.
    ['Hi bot,\n\nCan you pull **average booking value** for October?\n\nThanks,\nJen', 'bookings 2029-10 focus avgRevenue'],
    ['Hey,\n\nWhat was booking revenue last week?\n\nCheers,\nJess\nRegional Director, Greater Portland', 'bookings last-week'],
    ['How many **trip planners** were started last week?\n\n-- Director, Coastal Region', 'planners last-week'],
    // A forwarded e-mail: its headers are not the question, the question in it is.
    [
      'FW: numbers\n\n---------- Forwarded message ---------\nFrom: Tom Reyes\nDate: Wed, Nov 21, 2029\nSubject: numbers\n\nCan we see signups for last week?',
      'signups last-week',
    ],
  ])('%j -> %s', (question, expected) => {
    expect(readingAt(BLACK_FRIDAY)(question)).toBe(expected);
  });

  it('keeps a line after a sign-off that is more than a signature', () => {
    // Four lines after "Thanks," are a message, not a name and a title: the region in them is still read.
    const text = 'signups last week\nThanks,\nbut also\nsplit them\nby region\nif you can';
    expect(readingAt(BLACK_FRIDAY)(text)).toBe('signups last-week by region');
  });
});

describe('"help" in a sentence asks for what follows it', () => {
  it.each([
    ['can you help me with referrals last month', 'referrals last-month'],
    ['I need help with occupancy for next month', 'occupancy next-month'],
    ['help', 'help'],
    ['help referrals', 'help'],
    ['can you help me?', 'help'],
    ['how do I set up an alert? help', 'help'],
  ])('%s -> %s', (question, expected) => {
    expect(readingAt(BLACK_FRIDAY)(question)).toBe(expected);
  });

  it('refuses a comparison with another business, asked with help', () => {
    const result = understandAt(BLACK_FRIDAY)('can you help me see how our occupancy compares to theirs for last month?').result;
    expect(result.kind === 'error' && result.error.message).toMatch(/competitors/);
  });
});

describe('week numbers as analysts write them', () => {
  it.each([
    // Weeks from Sunday count from the one holding Jan 1 (a Monday in 2029): week 1 is Dec 31, 2028-Jan 6, week 2 Jan 7-13.
    ['OTB room nights for W02 2029', 'occupancy 2029-01-07..2029-01-13 focus bookedNights'],
    ['stories wk51', 'stories 2028-12-10..2028-12-16'],
    // 2028's week 1 is Dec 26, 2027-Jan 1, 2028, so its week 53 is Dec 24-30, 2028.
    ['bookings for W53', 'bookings 2028-12-24..2028-12-30'],
    // ISO 8601: weeks from Monday, week 1 holding Jan 4. 2029's week 1 is Jan 1-7, its week 3 Jan 15-21.
    ['ADR for ISO week 3 2029', 'occupancy 2029-01-15..2029-01-21 focus adr'],
    // 2028's ISO week 52 is Dec 25-31 (its report stops at yesterday when it is run).
    ['bookings ISO week 52', 'bookings 2028-12-25..2028-12-31'],
  ])('%s -> %s', (question, expected) => {
    expect(readingAt(NEW_YEARS_EVE)(question)).toBe(expected);
  });

  it('refuses a week the year does not have', () => {
    // 2028's ISO weeks end at 52: Dec 28, 2028 is a Thursday in week 52.
    const result = understandAt(NEW_YEARS_EVE)('bookings ISO week 53 2028').result;
    expect(result.kind === 'error' && result.error.message).toBe('2028 has no week 53.');
  });
});

describe('"as of yesterday", "calendar 2028" and "march vs march last year"', () => {
  it.each([
    ['bookings month to date as of yesterday', 'bookings this-month'],
    ['referral revenue calendar 2028 as of yesterday', 'referrals 2028'],
    ['bookings last calendar year', 'bookings last-year'],
    ['booking revenue calendar 2028 vs calendar 2027', 'bookings 2028 vs last-year'],
    // The second march is the first's a year before, whichever march the first is (the coming one, for stays).
    ['occ for march vs march last year', 'occupancy 2029-03 vs last-year'],
    ['signups november vs november last year', 'signups 2028-11 vs last-year'],
  ])('%s -> %s', (question, expected) => {
    expect(readingAt(NEW_YEARS_EVE)(question)).toBe(expected);
  });
});

describe("a period of the place's own, named without dates, has its dates asked", () => {
  /** Tuesday, Jun 10, 2031. */
  const JUNE = '2031-06-10T09:00:00Z';
  const asked = (text: string) => {
    const result = understandAt(JUNE)(text).result;
    return result.kind === 'clarify' ? `${result.question} [${result.options.length}]` : compactReading(result);
  };

  it.each([
    ['occupancy and ADR for peak season', 'Which dates do you mean by "peak season"? Ask again with them, as in "occupancy mar 8-15". [0]'],
    ["what's on the books for ski week", 'Which dates do you mean by "ski week"? Ask again with them, as in "occupancy mar 8-15". [0]'],
    ['mud season bookings', 'Which dates do you mean by "mud season"? Ask again with them, as in "bookings mar 8-15". [0]'],
    ['RevPAR for the season', 'Which dates do you mean by "season"? Ask again with them, as in "occupancy mar 8-15". [0]'],
    // "weekend" says only which days of the event: still its dates are asked.
    [
      'what is on the books for the tall ships weekend?',
      'Which dates do you mean by "tall ships weekend"? Ask again with them, as in "occupancy mar 8-15". [0]',
    ],
    // With no report said, the dates are asked first.
    ["how's the shoulder season looking", 'Which dates do you mean by "shoulder season"? Ask again with them, as in "occupancy mar 8-15". [0]'],
  ])('%s -> %s', (question, expected) => {
    expect(asked(question)).toBe(expected);
  });

  it.each([
    // Dates said beside the label are the period; a season of the calendar is read as one.
    ['ski season bookings jan 5-mar 20', 'bookings 2031-01-05..2031-03-20'],
    ['occupancy this summer season', 'occupancy 2031-06-01..2031-08-31'],
    // A period said with the event ("last week") is the period; what cannot be answered is refused before dates are asked.
    ['bookings made at maple street suites last week for the conference', 'error bad_option'],
    ["what's the weather looking like for the regatta weekend?", 'error unknown_topic'],
    ['how many rooms in the wedding block at seaside have been picked up?', 'error unknown_topic'],
  ])('%s -> %s', (question, expected) => {
    expect(asked(question)).toBe(expected);
  });
});

describe('names, types and forecasts, after set BU and BS', () => {
  /** Sunday, Aug 15, 2027: last week is Aug 8-14, last month July. */
  const AUGUST = '2027-08-15T12:00:00Z';
  /** Thursday, Mar 1, 2029, just after midnight: March has begun today. */
  const MARCH_FIRST = '2029-03-01T00:05:00Z';
  const said = (now: string, text: string) => {
    const result = understandAt(now)(text).result;
    return result.kind === 'error' ? result.error.message : compactReading(result);
  };

  it.each([
    // Where a name goes, a word no name holds is never read as one that says nothing ("bayside" is not "beside"):
    // question-unheld-names.test.ts.
    // A type in other words is the properties whose names say it, for a report that filters by property.
    ['optouts at the condos', 'optouts last-week property dune-crest-condotel'],
    ['dune crest condos signups for july vs july last year', 'signups 2027-07 vs last-year property dune-crest-condotel'],
    ['stories at the rv park', 'stories last-week property lakeshore-rv-resort'],
    ['what are our rack rates set at for july 4th week', expect.stringMatching(/nothing on prices you set/)],
  ])('%s -> %s', (question, expected) => {
    expect(said(AUGUST, question)).toEqual(expected);
  });

  it.each([
    ['will occupancy keep climbing into the summer?', expect.stringMatching(/nothing on forecasts/)],
    // March is under way: where it ends up is a forecast, where "last month" is over and read.
    ['where will referral revenue end up for march', expect.stringMatching(/nothing on forecasts/)],
    ['what will referrals be for last month', 'referrals last-month'],
    ['what will occupancy look like next week', 'occupancy next-week'],
  ])('%s -> %s', (question, expected) => {
    expect(said(MARCH_FIRST, question)).toEqual(expected);
  });
});

describe('a holiday months gone is, for stays asked in no tense, the coming one', () => {
  it.each([
    // Tuesday, Jun 10, 2031: Presidents' Day weekend 2031 ended Feb 17, 113 days ago; the coming one is Feb 14-16, 2032
    // (Presidents' Day is Monday Feb 16, 2032), read as the long weekend's nights Friday to Monday.
    ['2031-06-10T09:00:00Z', 'presidents day weekend occupancy', 'occupancy 2032-02-13..2032-02-16'],
    // Memorial Day weekend ended May 26, 2031, two weeks ago: that one, not next year's.
    ['2031-06-10T09:00:00Z', 'memorial day weekend occupancy', 'occupancy 2031-05-23..2031-05-26'],
  ])('on %s, %s -> %s', (now, question, expected) => {
    expect(understandAt(now)(question).result).toMatchObject({ kind: 'report' });
    const result = understandAt(now)(question).result;
    if (result.kind !== 'report') return;
    expect(`${result.query.report} ${result.query.range}`).toBe(expected);
  });
});

describe('names and types set against each other with "or" and "than" are shown side by side', () => {
  /** Labor Day, Monday Sep 3, 2029: last month is August. */
  const LABOR_DAY = '2029-09-03T10:00:00Z';
  it.each([
    [
      'which got more signups last month, dune crest or pine hollow',
      'signups last-month by property property dune-crest-condotel property pine-hollow-cottages',
    ],
    // Types said to a report that filters by property are the properties their names say, side by side.
    [
      'did the cottages get more photo stories than the condotel in august?',
      'stories 2029-08 by property property pine-hollow-cottages property dune-crest-condotel',
    ],
    ['stories from the rv resort vs the inn in july', 'stories 2029-07 by property property harbor-view-inn property lakeshore-rv-resort'],
    // Two names with "and" are filters together, one total.
    ['signups for harbor view and seaside grand last month', 'signups last-month property harbor-view-inn property seaside-grand-resort'],
  ])('%s -> %s', (question, expected) => {
    expect(readingAt(LABOR_DAY)(question)).toBe(expected);
  });
});

describe('parts of a period of months, a few, and times too loose to guess', () => {
  /** Friday, Feb 28, 2031 (not a leap year): yesterday is Feb 27. */
  const LAST_OF_FEBRUARY = '2031-02-28T16:00:00Z';
  it.each([
    // Of a year: early or late is its first or last quarter, its beginning or end its first or last month.
    ['what was occupancy like late last year?', 'occupancy 2030-10-01..2030-12-31'],
    ['stories at the beginning of the year', 'stories 2031-01-01..2031-01-31'],
    ['bookings the end of last year', 'bookings 2030-12-01..2030-12-31'],
    // Of a season of three months: its middle month; the summer ahead for stays, the last one for signups.
    ['what do we have on the books for mid-summer?', 'occupancy 2031-07-01..2031-07-31'],
    ['signups mid-summer', 'signups 2030-07-01..2030-07-31'],
    // Of a month, its thirds as before: the 21st to the end.
    ['signups late january', 'signups 2031-01-21..2031-01-31'],
    ['ADR for the first few days of march?', 'occupancy 2031-03-01..2031-03-03 focus adr'],
    ['stories from a couple months back', 'stories 2030-12-01..2030-12-31'],
  ])('%s -> %s', (question, expected) => {
    expect(readingAt(LAST_OF_FEBRUARY)(question)).toBe(expected);
  });

  it.each([
    'can you pull the bookings from the other day',
    'how were planner numbers a while back?',
    'how many opt-outs so far?',
    'is this time of year always this slow for bookings?',
  ])('%s asks for the dates', (question) => {
    const result = understandAt(LAST_OF_FEBRUARY)(question).result;
    expect(result.kind === 'clarify' && result.question).toMatch(
      /^Which dates do you mean by "(the other day|a while back|so far|this time of year)"\?/,
    );
  });
});

describe('command syntax from other tools is read as the words it stands for', () => {
  /** Thursday, Jun 15, 2028: last week is Jun 4-10, last month May. */
  const JUNE = '2028-06-15T12:00:00Z';
  it.each([
    ['signups last-month by:region', 'signups last-month by region'],
    ['signups -p seaside-grand-resort last-month', 'signups last-month property seaside-grand-resort'],
    ['referrals last-quarter top:5 by channel', 'referrals last-quarter by channel top 5'],
    ['referrals --by channel --last 30 days', 'referrals last-30-days by channel'],
    ['occupancy next-month type=condotel', 'occupancy next-month type Condotel'],
    ['occ q3 --type FullServiceHotel', 'occupancy 2028-q3 type FullServiceHotel'],
    ['bookings?period=last_month&type=SelectServiceHotel', 'bookings last-month type SelectServiceHotel'],
    ['occupancy range:2028-08-01..2028-08-31 by week', 'occupancy 2028-08-01..2028-08-31 by week'],
    ['referrals 2028-05-01:2028-05-31 daily', 'referrals 2028-05-01..2028-05-31 by day'],
    ['planners discovery=coastal-escapes,downtown-weekends last-week', 'planners last-week'],
    ['stories 2027-h2', 'stories 2027-07-01..2027-12-31'],
    // A count of a unit with no direction is the last ones; with "ago", as many back.
    ['signups weekly 8w', 'signups last-8-weeks by week'],
    ['occ% nxt 30d condotels', 'occupancy next-30-days type Condotel'],
    // SQL: days compared with (before Sep 1 is through Aug 31), "order by … desc" ranks as the reports do, "limit" counts.
    ["SELECT COUNT(*) FROM signups WHERE create_date >= '2028-03-01' AND create_date < '2028-05-01'", 'signups 2028-03-01..2028-04-30'],
    ["select planners where discovery = 'Lakes & Pines' and date >= 2028-05-01", 'planners 2028-05-01..2028-06-14'],
    ['referral revenue by channel order by revenue desc limit 5, last month', 'referrals last-month by channel top 5'],
    ['filter: type = condotel; metric: ADR; period: next 60 days', 'occupancy next-60-days type Condotel focus adr'],
  ])('%s -> %s', (question, expected) => {
    expect(readingAt(JUNE)(question)).toBe(expected);
  });

  it('keeps both discoveries of a list as filters', () => {
    const result = understandAt(JUNE)('planners discovery=coastal-escapes,downtown-weekends last-week').result;
    expect(result.kind === 'report' && result.query.discoveries.length).toBe(2);
  });
});

describe("revenue managers' shorthand and executives' comparisons, after sets BX and BY", () => {
  /** Saturday, Aug 31, 2030, near midnight: next week is Sep 1-7. */
  const AUGUST_END = '2030-08-31T23:55:00Z';
  /** Monday, Jan 4, 2027: Q4 2026 is the last quarter. */
  const NEW_YEAR = '2027-01-04T07:00:00Z';
  const said = (now: string, text: string) => {
    const result = understandAt(now)(text).result;
    return result.kind === 'error' ? result.error.message : compactReading(result);
  };
  it.each([
    [AUGUST_END, 'BOB for Q4', 'occupancy 2030-q4'],
    [AUGUST_END, "show me next week's occ by DOW", 'occupancy next-week by day'],
    [AUGUST_END, "what's OTB inside T-30? by day", 'occupancy next-30-days by day'],
    // "Full" before a summary is the whole of it, not how full the hotels are.
    [AUGUST_END, 'full recap for Q2 pls', 'digest 2030-q2'],
    [AUGUST_END, "what's the group wash looking like for October?", expect.stringMatching(/nothing on group blocks/)],
    [AUGUST_END, 'are we holding rate parity with the OTAs?', expect.stringMatching(/nothing on prices you set/)],
    [AUGUST_END, 'where do you think September ends up for occ?', expect.stringMatching(/nothing on forecasts/)],
    [NEW_YEAR, 'did we book more in Q4 than the same quarter the year before', 'bookings 2026-q4 vs last-year'],
    [NEW_YEAR, 'q4 bookings month by month with last year alongside', 'bookings 2026-q4 vs last-year by month'],
  ])('on %s, %s -> %s', (now, question, expected) => {
    expect(said(now, question)).toEqual(expected);
  });
});

describe('a season just over, and a holiday before "week by week"', () => {
  it.each([
    // Monday, Sep 3, 2029: summer ended three days ago; "this summer vs last summer" is 2029 against 2028.
    ['2029-09-03T10:00:00Z', 'cottages occupancy this summer vs last summer', 'occupancy 2029-06-01..2029-08-31 vs last-year type VacationRental'],
    // "since new year's, week by week" is since Jan 1, by week; not the week of New Year.
    ['2031-02-28T16:00:00Z', "bookings since new year's, week by week", 'bookings 2031-01-01..2031-02-27 by week'],
    ['2031-02-28T16:00:00Z', 'planners by discovery mid-summer last year', 'planners 2030-07-01..2030-07-31 by discovery'],
  ])('on %s, %s -> %s', (now, question, expected) => {
    expect(readingAt(now)(question)).toBe(expected);
  });
});

describe('amounts are yardsticks to read the figures against, after set CD', () => {
  /** Tuesday, Mar 19, 2030: last month is February, last week Mar 10-16. */
  const MARCH = '2030-03-19T09:00:00Z';
  const said = (text: string) => {
    const { result, notes } = understandAt(MARCH)(text);
    return result.kind === 'error' ? result.error.message : `${compactReading(result)} | ${notes.join(' ')}`;
  };
  it.each([
    [
      'which channels brought more than $1,000 last month',
      'referrals last-month by channel | The report shows every figure; read "more than $1000" against them.',
    ],
    ['did booking revenue top $2.5k yesterday?', 'bookings yesterday | The report shows every figure; read "top $2.5k" against them.'],
    [
      'channels that did under USD 750 in referrals in december',
      'referrals 2029-12 by channel | The report shows every figure; read "under $750" against them.',
    ],
    ['which cities gave us 25+ signups in february', 'signups 2030-02 by city | The report shows every figure; read "25+" against them.'],
    [
      'how many 5-star stories did dune crest get in january',
      'stories 2030-01 property dune-crest-condotel | The report shows every figure; read "5-star" against them.',
    ],
  ])('%s -> %s', (question, expected) => {
    const [reading, note] = expected.split(' | ');
    expect(said(question)).toContain(`${reading} | ${note}`);
  });

  it('refuses to narrow a report to what passes an amount, and to say who left a review', () => {
    expect(said('Only bookings over $1,000 made last week.')).toBe('No report can be narrowed to "over $1000": each shows its figures whole.');
    expect(said('which guest left the 1-star review at Seaside?')).toMatch(/nothing on individual guests/);
  });
});

describe('runs of one weekday, and weekdays between others, after set CC', () => {
  /** Wednesday, Nov 8, 2028: yesterday was Tuesday Nov 7; last week is Oct 29-Nov 4. */
  const WEDNESDAY = '2028-11-08T13:00:00Z';
  it.each([
    // The last three Fridays over: Oct 20, Oct 27, Nov 3, read day by day.
    ['bookings the past 3 fridays', 'bookings 2028-10-20..2028-11-03 by day'],
    ['bookings the last two mondays', 'bookings 2028-10-30..2028-11-06 by day'],
    // Ahead: Saturday Nov 11, 18 and 25.
    ['ADR for the next 3 saturdays', 'occupancy 2028-11-11..2028-11-25 by day focus adr'],
    // From one Friday to the next: the last such week over, or the coming one for stays.
    ['signups friday to friday', 'signups 2028-10-27..2028-11-03'],
    ['occupancy friday to friday', 'occupancy 2028-11-10..2028-11-17'],
    ['bookings yesterday and the day before', 'bookings last-2-days'],
    ['how many bookings between monday and thursday last week', 'bookings 2028-10-30..2028-11-02'],
    ['stories between tuesday and thursday of last week', 'stories 2028-10-31..2028-11-02'],
    ['occupancy this coming saturday', 'occupancy 2028-11-11..2028-11-11'],
  ])('%s -> %s', (question, expected) => {
    expect(readingAt(WEDNESDAY)(question)).toBe(expected);
  });

  it('refuses a coming day for a report of days gone by', () => {
    const result = understandAt(WEDNESDAY)('signups this coming saturday').result;
    expect(result.kind === 'error' && result.error.code).toBe('future_range');
  });
});

describe('kinds of channel and place named lead to their breakdown, after set CE', () => {
  /** Monday, Jul 12, 2027: last week is Jul 4-10, last month June. */
  const JULY = '2027-07-12T15:00:00Z';
  it.each([
    ['paid search referral revenue last week', 'referrals last-week by channel'],
    ['referral revenue from the visitor guide last month', 'referrals last-month by channel'],
    ['which search keywords drove referral revenue in june', 'referrals 2027-06 by channel'],
    ['international referral transactions last month', 'referrals last-month by geo focus referralTransactions'],
    // "half-term" is a school break, not a search term.
    ["How's February half-term looking?", 'occupancy 2028-02'],
  ])('%s -> %s', (question, expected) => {
    expect(readingAt(JULY)(question)).toBe(expected);
  });
});

describe('days and weeks that pass a yardstick, single rooms, and weekdays of a week', () => {
  /** Tuesday, Mar 19, 2030. */
  const MARCH = '2030-03-19T09:00:00Z';
  /** Wednesday, Nov 8, 2028: last week is Oct 29-Nov 4, next week Nov 12-18. */
  const WEDNESDAY = '2028-11-08T13:00:00Z';
  it.each([
    // The days (or weeks) that pass a yardstick are each a row: the report by day, the number no top count.
    [MARCH, 'days where signups topped 50 last month', 'signups last-month by day'],
    [MARCH, 'weeks in May where occupancy tops 75%', 'occupancy 2030-05 by week'],
    [MARCH, 'were there days in January when we booked fewer than 20 reservations?', 'bookings 2030-01 by day focus transactions'],
    // "past 65%" is over an amount, no tense: the coming June's stays.
    [MARCH, 'June on the books - are we past 65% yet?', 'occupancy 2030-06'],
    [MARCH, 'full-service ADR next month: above $300?', 'occupancy next-month type FullServiceHotel focus adr'],
    [WEDNESDAY, 'stories weekdays only last week', 'stories 2028-10-30..2028-11-03'],
    [WEDNESDAY, 'occupancy mid-week next week', 'occupancy 2028-11-14..2028-11-16'],
    [WEDNESDAY, 'occupancy last friday and saturday', 'occupancy 2028-11-03..2028-11-04'],
  ])('on %s, %s -> %s', (now, question, expected) => {
    expect(readingAt(now)(question)).toBe(expected);
  });

  it.each([
    ['how many nights did room 204 sell in April?', /nothing on single rooms and sites/],
    ['what revenue did the 20% off campaign bring in last week?', /nothing on promotions/],
  ])('refuses %s', (question, message) => {
    const result = understandAt(MARCH)(question).result;
    expect(result.kind === 'error' && result.error.message).toMatch(message);
  });
});
