/**
 * What questions mean beyond their words, as held-out sets written by people who never saw the
 * reader taught it: a word several reports share is asked about, a forecast is refused, pickup
 * of days gone by is what was booked on them, a named period is the nearest one of its name, a
 * year said apart from a holiday places it, "wow" and "mom" compare the latest week or month.
 * Every expected reading is worked out by hand from the instant each test fixes.
 */
import { describe, expect, it } from 'vitest';
import { understand } from '../../src/query/index.js';
import { compactReading } from './question-corpus.js';
import { sandboxNames } from '../../src/sandbox/names.js';

const NAMES = sandboxNames();
/** Tuesday, Nov 24, 2026, mid-afternoon: the third day of a Sunday week, the 24th of 30 days. */
const TUESDAY = new Date('2026-11-24T15:00:00Z');

const reading = (text: string, now = TUESDAY): string => compactReading(understand(text, { now, timeZone: 'UTC', names: NAMES }).result);

describe('a word several reports share, or one that says less than it seems, is asked about', () => {
  it.each([
    // Made, stayed or referred: bookings, the books, referrals (and the planners' reservation value).
    ['revenue last month?', 'clarify occupancy|bookings|referrals|planners'],
    ['transactions in october', 'clarify bookings|referrals'],
    // A single-word period reads the same in a command and a question: still asked about.
    ['transactions yesterday', 'clarify bookings|referrals'],
    // The service's only conversion is a trip planner's booking: offered, not assumed.
    ['conversion rate last month', 'clarify planners'],
    ['how many conversions last week?', 'clarify planners'],
    // Named with it, the planners are meant.
    ['conversion rate by discovery last month', 'planners last-month by discovery focus bookedShare'],
    ['planner conversion last month', 'planners last-month focus bookedShare'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});

describe('what cannot be answered from the service is refused in one sentence', () => {
  it.each([
    // Where the books will end is a forecast; what is booked so far is not.
    'what will occupancy be next month',
    'what will Q1 occupancy finish at?',
    'where do you think july occ will end up',
    // Requests to act, with or without "the" before the object.
    'raise saturday rates at the condos by 10%',
    "email october's numbers to the board",
    're-subscribe everyone who opted out last week',
  ])('%s', (question) => {
    expect(reading(question)).toMatch(/^error unknown_topic$/);
  });

  it.each([
    // "How full will we be": the books, not a forecast.
    ['how full will we be next month', 'occupancy next-month'],
    // A noun after the verb is no request: "change in", "increase in".
    ['change in occupancy last month', 'occupancy last-month'],
    ['increase in signups last week', 'signups last-week'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});

describe('pickup and pace: of days gone by, the bookings made on them; ahead, the books', () => {
  it.each([
    ['pickup yesterday', 'bookings yesterday'],
    ['how much pickup did we get last week', 'bookings last-week'],
    ['booking pace by week for the past 6 weeks', 'bookings last-6-weeks by week'],
    ['pickup next month', 'occupancy next-month'],
    ['how is pace looking for december', 'occupancy 2026-12'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});

describe('the year of a period said without one', () => {
  it('a stay period under way is this one, not the next', () => {
    // Monday, Jul 5, 2027: Memorial Day was May 31, Labor Day is Sep 6.
    expect(reading('ADR by week from memorial day through labor day', new Date('2027-07-05T07:40:00Z'))).toBe(
      'occupancy 2027-05-31..2027-09-06 by week focus adr',
    );
  });

  it('a weekend just gone is that one: on Monday, Jul 5, 2027, Friday to Sunday are Jul 2-4', () => {
    expect(reading('adr fri thru sun', new Date('2027-07-05T07:40:00Z'))).toBe('occupancy 2027-07-02..2027-07-04 focus adr');
  });

  it('a year said before the holiday, or apart from it, places it', () => {
    // Easter 2025 was Apr 20. Memorial Day 2025 was Mon May 26: its long weekend ran Fri May 23 to Mon May 26, compared
    // as every holiday is with the same holiday a year before (Memorial Day 2024 was Mon May 27).
    expect(reading("last year's easter signups")).toBe('signups 2025-04-20..2025-04-20');
    expect(reading('how did memorial day weekend go last year for occupancy')).toBe('occupancy 2025-05-23..2025-05-26 vs 2024-05-24..2024-05-27');
    // Said as a comparison, it stays one.
    expect(reading('occupancy memorial day weekend vs last year')).toMatch(/^occupancy 2027-05-28\.\.2027-05-31 vs /);
  });

  it('days typed in figures beside a named period are the days meant', () => {
    expect(reading('referrals for the easter period, march 21 through april 3')).toBe('referrals 2026-03-21..2026-04-03');
  });

  it('leap day is the latest Feb 29, four years back where need be', () => {
    expect(reading('signups on leap day', new Date('2028-03-05T15:30:00Z'))).toBe('signups 2028-02-29..2028-02-29');
    expect(reading('signups on leap day', new Date('2027-03-05T15:30:00Z'))).toBe('signups 2024-02-29..2024-02-29');
  });

  it('"ytd" beside a year is that year, all of it where it is over', () => {
    expect(reading('ytd signups 2025')).toBe('signups 2025');
  });
});

describe('comparisons and spans people type', () => {
  it.each([
    // Two days into the week: the last whole week against the one before.
    ['bookings wow', 'bookings last-week vs previous'],
    // 23 of November's 30 days gone: this month so far against October.
    ['optouts mom', 'optouts this-month vs previous'],
    ['unsubscribes for august, month over month', 'optouts 2026-08 vs previous'],
    ['occupancy for the two weeks ahead', 'occupancy next-2-weeks'],
    ['occupancy 3 weeks out', 'occupancy next-3-weeks'],
    ['signups trailing 4 weeks', 'signups last-28-days'],
    ['ttm referrals by month', 'referrals last-12-months by month'],
    // Monday night, Nov 23.
    ['last nights occupancy', 'occupancy 2026-11-23..2026-11-23'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});

describe('names, places and rankings said in plain words', () => {
  it.each([
    // The one property whose name holds "rv": Lakeshore RV Resort.
    ['signups at the rv park last month', 'signups last-month property lakeshore-rv-resort'],
    ['where are our signups coming from last month', 'signups last-month by country'],
    ['where are our leads coming from last month? by city', 'signups last-month by city'],
    ['where did referral revenue come from last month', 'referrals last-month by geo'],
    ['which nights are busiest next month', 'occupancy next-month by day'],
    ['top 3 property types by revpar next month', 'occupancy next-month by property-type top 3 focus revpar'],
    ['what did the vacation rentals run at last week', 'occupancy last-week type VacationRental'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });

  it('a place breakdown a report cannot make is refused in words people use', () => {
    const { result } = understand('where do our stories come from', { now: TUESDAY, timeZone: 'UTC', names: NAMES });
    expect(result.kind === 'error' && result.error.message).toBe(
      'Guest photo stories can be broken down by property, not by where people come from.',
    );
  });
});

describe('spans, words beside names and channels that are also sites', () => {
  it.each([
    // Nov 2025 to Oct 2026: twelve whole months ending with October (of 2026, the latest).
    ['booking revenue for the 12 months ending october, by month', 'bookings 2025-11-01..2026-10-31 by month'],
    // 90 days back from Sep 30 (inclusive) start on Jul 3.
    ['referrals 90 days to sept 30', 'referrals 2026-07-03..2026-09-30'],
    // "All types" is every type together, no breakdown.
    ['occupancy last month, all types', 'occupancy last-month'],
    ['condotel occupancy last week compared to week before', 'occupancy last-week vs previous type Condotel'],
    // Nov 20-28 has begun on Nov 24: this year's, not last year's.
    ['optouts nov 20-28', 'optouts 2026-11-20..2026-11-28'],
    // A winter across New Year, by its January's year.
    ['referrals by country winter 2025/26', 'referrals 2025-12-01..2026-02-28 by geo'],
    // Tripadvisor is a referral channel; its reviews are elsewhere.
    ['referral revenue google vs tripadvisor last month', 'referrals last-month by channel'],
    ['which state sends the most referrals last month', 'referrals last-month by geo'],
    // A count and its unit typed as one word.
    ['optouts daily last 7d', 'optouts last-7-days by day'],
    // A verb said outweighs the tense a property type's reports were narrowed by.
    ['what did the rv sites run on saturday night', 'occupancy 2026-11-21..2026-11-21 type RVResort'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });

  it.each([
    'tripadvisor reviews last month',
    'where do we rank on tripadvisor',
    'what are guests saying about pine hollow on tripadvisor',
    'book 3 rv sites for july 4th weekend',
    'drop the rate at the condos by $20',
    'set BAR at maple street to $189 for jan 15',
    // A report's own verb before people is a request too (held-out set HY).
    'unsubscribe everyone who bounced from the BF email',
    'unsubscribe them from the advocacy list',
    'bump the rates for the condos next week',
  ])('%s is refused', (question) => {
    expect(reading(question)).toBe('error unknown_topic');
  });

  it('a bump had is a change asked about, no request (held-out sets ER, HZ)', () => {
    expect(reading('did we get a bump in signups last week?')).toBe('signups last-week');
  });

  it('a request about one person is refused without saying their address back', () => {
    const { result } = understand('can you unsubscribe jane.doe@example.com from the advocacy list?', {
      now: TUESDAY,
      timeZone: 'UTC',
      names: NAMES,
    });
    expect(result.kind).toBe('error');
    expect(JSON.stringify(result)).not.toMatch(/jane|example\.com/);
  });
});

describe('after set Z', () => {
  // Wednesday, May 31, 2028: the month's last day; Memorial Day was Monday, May 29.
  const MAY_31 = new Date('2028-05-31T16:20:00Z');

  it.each([
    // "May" opening the message, against April: this May against this April, never April a year on.
    ['May occupancy vs April', 'occupancy 2028-05 vs previous'],
    // Over five months, month over month is month by month.
    ['month over month occupancy, jan through may', 'occupancy 2028-01-01..2028-05-31 by month'],
    ['memorial day to labor day occupancy', 'occupancy 2028-05-29..2028-09-04'],
    ['how much did facebook bring in for may vs last may', 'referrals 2028-05 vs last-year by channel'],
    // A channel named says more than the properties it sent them to (held-out set HY).
    ['how much did paid social send the hotels in may', 'referrals 2028-05 by channel'],
    // So far, of past data: through yesterday.
    ['channel mix q2 so far', 'referrals 2028-04-01..2028-05-30 by channel'],
    // Booked this month so far: the bookings made since May 1.
    ['pickup this month so far', 'bookings this-month'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question, MAY_31)).toBe(expected);
  });

  it.each([
    "what's our group pace for september",
    'are we staffed ok for next weekend',
    'post the best story from last week to instagram',
    'how many likes did our memorial day facebook post get',
  ])('%s is refused', (question) => {
    expect(reading(question, MAY_31)).toBe('error unknown_topic');
  });

  it('what is booked now for a holiday ahead is the books, even where the holiday also reads back', () => {
    // Tuesday, Feb 16, 2027: Memorial Day 2027 is Mon May 31, its long weekend Fri May 28 to Mon May 31.
    expect(reading('memorial day weekend - what have we got booked so far', new Date('2027-02-16T09:30:00Z'))).toMatch(
      /^occupancy 2027-05-28\.\.2027-05-31/,
    );
  });
});

describe('after sets AA and AB', () => {
  it.each([
    // A property type with no measure and no period has no tense to choose between its stays and its bookings.
    ['how are the cottages doing', 'clarify occupancy|bookings'],
    ['stats for the rv park', 'clarify occupancy|bookings'],
    // Bookings called by their own name have no channels; referral bookings do.
    ['bookings by channel last week', 'error bad_option'],
    ['which channel drove the most bookings last week', 'referrals last-week by channel'],
    // Posting or sharing where the question is asked is showing; to anyone else, a request.
    ['post the digest here pls', 'digest last-week'],
    ['can u post the weekly summary for this channel', 'digest last-week'],
    ['share the digest to this channel', 'digest last-week'],
    ["share last week's signups with the board", 'error unknown_topic'],
    // A channel typed by its name says where, not what.
    ['summary of everything for #marketing', 'digest last-week'],
    // A summary of several reports is the summary; of one, that report.
    ["what's the overall rundown - occupancy, signups, stories, referrals all in one", 'digest last-week'],
    ['a summary of signups for 2025', 'signups 2025'],
    // The week that ended yesterday (Monday, Nov 23): Sunday to Saturday before today, against the week before it.
    ['planners wow for the week that ended yesterday', 'planners 2026-11-17..2026-11-23 vs previous'],
    ['signups for the week ending nov 14', 'signups 2026-11-08..2026-11-14'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });

  it('Easter, said without its Sunday, is its weekend of stays ahead; its Sunday, the one night', () => {
    // Easter 2027 is Sunday, Mar 28: its weekend Friday Mar 26 to Sunday Mar 28. Last year's Sunday Apr 5, 2026.
    expect(reading('how full is the rv park for easter')).toMatch(/^occupancy 2027-03-26\.\.2027-03-28 .*type RVResort/);
    expect(reading('easter sunday occupancy')).toMatch(/^occupancy 2027-03-28\.\.2027-03-28/);
    // A date of the calendar that is a Sunday this year (Jul 4, 2027) is still its own night.
    expect(reading('occ on the 4th of july')).toMatch(/^occupancy 2027-07-04\.\.2027-07-04/);
  });

  it('bookings "for" a holiday ask: the stays booked for the coming one, or what was booked on the last', () => {
    const result = understand('bookings for christmas', { now: TUESDAY, timeZone: 'UTC', names: NAMES }).result;
    expect(result.kind).toBe('clarify');
    const commands = result.kind === 'clarify' ? result.options.map((o) => o.command) : [];
    // Tuesday, Nov 24, 2026: this Christmas is a month ahead (the books); the last one was Dec 25, 2025.
    expect(commands[0]).toMatch(/^occupancy 2026-12-25\.\.2026-12-25/);
    expect(commands[1]).toMatch(/^bookings 2025-12-25\.\.2025-12-25/);
    // Said with a verb or over it, what was booked then.
    expect(reading('how many bookings did we get over christmas last year')).toMatch(/^bookings 2025-12-24\.\.2025-12-26/);
  });
});

describe('after sets AC and AD', () => {
  it.each([
    // A short word one letter off, after words of a name written out, is the name's next word.
    ['signups at seaside grnd in october', 'signups 2026-10 property seaside-grand-resort'],
    // "trans": transactions, of the bookings where nothing says referrals.
    ['referral trans last week', 'referrals last-week focus referralTransactions'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });

  it.each([
    // A decision asked for, an action on the inventory, the hotels around: none is a report.
    'what rate should we set for presidents day weekend',
    'close out availability for NYE please',
    'which hotels near us are charging less than we are this wknd',
  ])('%s is refused', (question) => {
    expect(reading(question)).toBe('error unknown_topic');
  });

  it('a pronoun fills no slot: "how many of them booked"', () => {
    const { result } = understand('coastal escapes planners and how many of them booked, october', { now: TUESDAY, timeZone: 'UTC', names: NAMES });
    expect(result.kind === 'report' && [result.query.report, result.query.discoveries]).toEqual([
      'planners',
      ['0d3e8a51-6f2c-4b97-8e1a-4a7c9b2d5f83'],
    ]);
  });

  it('the same holiday last year, said after "compare with", is last year\'s by its own rule', () => {
    // Tuesday, Dec 26, 2028. Thanksgiving 2028 was Thursday, Nov 23: its weekend Thursday to Sunday, Nov 23-26;
    // 2027's, Nov 25-28 (two days later in the calendar, so not "a year before" by dates alone).
    const now = new Date('2028-12-26T17:40:00Z');
    expect(reading('how did bookings made over thanksgiving weekend compare with thanksgiving weekend last year?', now)).toBe(
      'bookings 2028-11-23..2028-11-26 vs 2027-11-25..2027-11-28',
    );
  });

  it('"need it tmrw" after the period asked about is when it is needed, not what', () => {
    // On Tuesday, Nov 24, 2026 October is over: the month asked about, against October 2025.
    expect(reading('what did occupancy end up at for october compared to the same time last year? need it for the owners call tmrw')).toBe(
      'occupancy 2026-10 vs last-year',
    );
  });

  it('"close out" of a month gone is how it ended, not an action', () => {
    expect(reading("How'd October close out? occ / adr / revpar")).toMatch(/^occupancy 2026-10\b/);
  });
});

describe('after sets AE, AF and AG', () => {
  it.each([
    // Tuesday, Nov 24, 2026: this week is Sun Nov 22 - Sat Nov 28, next week Nov 29 - Dec 5, last week Nov 15-21.
    ['occ mon-wed next week', 'occupancy 2026-11-30..2026-12-02'],
    ['bookings tue thru thu last week', 'bookings 2026-11-17..2026-11-19'],
    ['signups monday of last week', 'signups 2026-11-16..2026-11-16'],
    ['occ fri and sat next week', 'occupancy 2026-12-04..2026-12-05'],
  ])('days of a week said after them: %s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });

  it.each([
    // "rn": room nights, as hotels write them; tomorrow is Wednesday, Nov 25.
    ['rn on the books tmrw', 'occupancy 2026-11-25..2026-11-25 focus bookedNights'],
    ['rn booked last week', 'bookings last-week focus nights'],
    ['referral traffic by month last quarter', 'referrals last-quarter by month focus referralTransactions'],
    // Memorial Day 2027 is Monday, May 31 (its weekend Fri May 28 - Mon); 2026's was May 25.
    ['pace for mem day wknd', 'occupancy 2027-05-28..2027-05-31 vs 2026-05-22..2026-05-25'],
    ['so hows it all lookin', 'clarify digest|bookings|referrals|signups'],
  ])('shorthand: %s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});

describe('figures, forecasts and topics, after sets AE, AF and AG', () => {
  it.each([
    // A figure only the planners have, beside "revenue" that four reports have: the planners' reservation value.
    ['how much revenue did trip planner reservations bring in during october?', 'planners 2026-10 focus reservationAmount'],
    // Two figures the books and the bookings share: still one of those two, asked.
    ['revenue and room nights last month', 'clarify occupancy|bookings'],
    // "revenue" beside "referral revenue" is another revenue, not the referrals' twice.
    ['revenue and referral revenue', 'clarify occupancy|bookings|referrals|planners'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });

  it.each(["what's revpar going to end up at for 2027", 'how many signups are we going to get in december'])(
    '"going to" is the future tense: %s is a forecast, refused',
    (question) => {
      const { result } = understand(question, { now: TUESDAY, timeZone: 'UTC', names: NAMES });
      expect(result.kind === 'error' ? result.error.message : result.kind).toMatch(/^The reporting service holds nothing on forecasts;/);
    },
  );

  it('housekeepers are staffing, which the service does not hold', () => {
    const { result } = understand('do we need more housekeepers next weekend', { now: TUESDAY, timeZone: 'UTC', names: NAMES });
    expect(result.kind === 'error' ? result.error.message : result.kind).toMatch(/^The reporting service holds nothing on staffing;/);
  });

  it.each([
    // The destination site is where referrals come from; planner bookings are the planners' reservations.
    ['how much revenue did the destination site send us in october', 'referrals 2026-10'],
    ['planner bookings by week, last 6 weeks', 'planners last-6-weeks by week focus reservations'],
    ['how many people unsubbed at harbor view ytd', 'optouts this-year property harbor-view-inn'],
    // A place alone, with words of the sentence around it: which report is asked.
    ['anything from maine?', 'clarify referrals|signups'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });

  it.each([
    ['whats the capital of maine', 'nothing on "capital"'],
    ['cxl rate yoy', 'nothing on cancellations'],
    ['how far out are guests booking for december? booking window pls', 'nothing on booking lead time'],
  ])('%s is refused: the service holds %s', (question, topic) => {
    const { result } = understand(question, { now: TUESDAY, timeZone: 'UTC', names: NAMES });
    expect(result.kind === 'error' ? result.error.message : result.kind).toContain(`The reporting service holds ${topic};`);
  });

  it('a period after "discovery" is the period, not an id ("the lakes and pines discovery 2 weeks ago")', () => {
    // Monday, Nov 30, 2026: this week began Sunday, Nov 29; two weeks ago is Sunday, Nov 15 to Saturday, Nov 21.
    const { result } = understand('planners for the lakes and pines discovery 2 weeks ago', {
      now: new Date('2026-11-30T06:10:00Z'),
      timeZone: 'UTC',
      names: NAMES,
    });
    expect(result.kind === 'report' ? [result.query.range, result.query.discoveries] : result.kind).toEqual([
      '2026-11-15..2026-11-21',
      ['9c2f6e14-3d7a-4a58-b1e9-8f5d2c0a7b94'],
    ]);
  });

  it('today said "so far" is what was booked today, not the stays of today', () => {
    // Cyber Monday 2026 is Monday, Nov 30 (Thanksgiving Nov 26); 2025's was Monday, Dec 1.
    const monday = new Date('2026-11-30T06:10:00Z');
    expect(reading('cyber monday bookings so far today', monday)).toBe('bookings 2026-11-30..2026-11-30 vs 2025-12-01..2025-12-01');
    // Stays ahead booked so far are still the books.
    expect(reading("what's booked so far for this weekend", monday)).toBe('occupancy 2026-12-04..2026-12-05');
  });

  it.each([
    // Sunday, Dec 20, 2026; Christmas is Friday, Dec 25 (2025's a Thursday); Thanksgiving 2025 was Thursday, Nov 27.
    // The week before a holiday whose days have begun is this year's, the seven days up to it.
    ['signups the week before christmas', 'signups 2026-12-18..2026-12-24'],
    // The day after it has not come: last year's.
    ['signups the day after christmas', 'signups 2025-12-26..2025-12-26'],
    // "over" a holiday's week is that week, Sunday to Saturday.
    ['stories over christmas week', 'stories 2026-12-20..2026-12-26 vs 2025-12-21..2025-12-27'],
    ['planners over thanksgiving week last year', 'planners 2025-11-23..2025-11-29'],
  ])('beside and over a holiday: %s -> %s', (question, expected) => {
    expect(reading(question, new Date('2026-12-20T10:00:00Z'))).toBe(expected);
  });

  it.each([
    // Thanksgiving 2026 is Thursday, Nov 26: its weekend Thursday to Sunday; 2025's, Nov 27-30.
    [
      'pace for thanksgiving weekend - condos vs hotels vs everything else',
      'occupancy 2026-11-26..2026-11-29 vs 2025-11-27..2025-11-30 by property-type',
    ],
    ['occupancy hotels vs rentals next month', 'occupancy next-month by property-type'],
    // With no figure, still the types side by side, of stays ahead ("hotels" is not the properties one by one here).
    ['condos vs hotels vs everything else next month', 'occupancy next-month by property-type'],
    ['rentals vs the rest, bookings last month', 'bookings last-month by property-type'],
    // Without a type set against them, hotels are the members, and a named hotel type is that type.
    ['hotel occupancy next month', 'occupancy next-month'],
    ['limited service hotels occupancy next month', 'occupancy next-month type SelectServiceHotel'],
  ])('a type set against the others is every type side by side: %s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });

  it.each([
    // Tuesday, Nov 24, 2026: the present perfect counts to now, so December is the coming one, its stays on the books.
    ['how much pickup have we had for december', 'occupancy 2026-12'],
    ['how many signups have we had this month', 'signups this-month'],
    // In the past tense, pickup of a December gone by is what was booked in it.
    ['how much pickup did we have for december', 'bookings 2025-12'],
  ])('the present perfect is no past tense: %s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });

  it.each([
    // "Over the 4th" is July's in any month; July 4, 2026 was a Saturday: Friday to Sunday, against 2025's (a Friday too).
    ['how many trip plans were started over the 4th', 'planners 2026-07-03..2026-07-05 vs 2025-07-03..2025-07-05'],
    // Names joined by "and" are filters together, also where periods are set against each other; set against each
    // other themselves, they are side by side.
    [
      'stories for harbor view and maple street, october vs september',
      'stories 2026-10 vs previous property harbor-view-inn property maple-street-suites',
    ],
    [
      'stories harbor view vs maple street, october vs september',
      'stories 2026-10 vs previous by property property harbor-view-inn property maple-street-suites',
    ],
    // December 2026 begins on a Tuesday: its second week is the 8th to the 14th. "a sec" is a word of the sentence.
    ['when you get a sec could you tell me occupancy for the second week of december', 'occupancy 2026-12-08..2026-12-14'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });

  it.each([
    // Tuesday, Nov 24, 2026. A message of several sentences is read for the sentences that ask: the story around the
    // question (the revenue person out this week, a call on Thursday) and the thanks are not what is asked.
    [
      "Hi there! I'm the owner of one of the inns and our revenue person is out this week. Our lender has a call with me Thursday and wants to know how full we are looking for December. Would you be able to pull that for me? Thanks so much!",
      'occupancy 2026-12',
    ],
    [
      'Hello, front desk manager at a select service hotel here. Could you show me signups by property for last month? Top 3 is plenty. Thanks and happy Monday.',
      'signups last-month by property top 3',
    ],
    // A short sentence after the question adds to it: Halloween (Oct 31) to yesterday.
    ['Which cities do our referred visitors come from? Since Halloween', 'referrals 2026-10-31..2026-11-23 by geo'],
    // A day said just after an event of the asker's is when it is, not what is asked.
    ['need occ next month for the meeting on monday', 'occupancy next-month'],
    // Contractions not in the table: the ending spelled out or left out.
    ["I'll be honest, I need referrals for last month", 'referrals last-month'],
    // The one just over; last week is Sun Nov 15 - Sat Nov 21, its hotel weekend's days Fri Nov 20 - Sun Nov 22.
    ['overview for the week that just ended', 'digest last-week'],
    ['bookings over the weekend that just passed', 'bookings 2026-11-20..2026-11-22'],
    // "of last year" moves the month said, as "last year" after it does.
    ['referral revenue for october versus october of last year', 'referrals 2026-10 vs last-year'],
    // "the Fourth", capitalised or with a year, is July's.
    ['occupancy for the Fourth next year', 'occupancy 2027-07-04..2027-07-04'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });

  it.each([
    // Tuesday, Nov 24, 2026. Dictated: abbreviations a letter at a time, days' ordinals in words.
    ['room nights booked y t d versus last year', 'bookings this-year vs last-year focus nights'],
    ['pull the bookings report for march first to march fifteenth', 'bookings 2026-03-01..2026-03-15'],
    // The coming 10th, for stays: Thursday, Dec 10, in the week of Sunday, Dec 6.
    ['occupancy for the week of the tenth please', 'occupancy 2026-12-06..2026-12-12'],
    ['occupancy december twenty first', 'occupancy 2026-12-21..2026-12-21'],
    // Ordinals of a unit or "of the year" are words still.
    ['signups since the first of the year', 'signups 2026-01-01..2026-11-23'],
    // Of no month said: which dates are asked.
    ["how's the second week looking?", 'clarify '],
    // A day and the month the span runs to, typed as one word.
    ['signups dec 26-jan 2', 'signups 2025-12-26..2026-01-02'],
    ['give me the referrals for every week of this month', 'referrals this-month by week'],
    ['planner rez value ytd', 'planners this-year focus reservationAmount'],
    // "the past year" is the twelve months to now, not the calendar year before ("last year").
    ['signups in the past year', 'signups last-12-months'],
    ['signups last year', 'signups last-year'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });

  it("a day of the asker's own is not said back as read", () => {
    const { notes } = understand('our lender has a call with me Thursday and wants occupancy for January', {
      now: TUESDAY,
      timeZone: 'UTC',
      names: NAMES,
    });
    expect(notes.join(' ')).not.toContain('Thursday');
    expect(notes.join(' ')).toContain('"January"');
  });
});
