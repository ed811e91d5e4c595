/**
 * The words of questions (each report's own words, and src/query/reader/general-words.ts) as a
 * user's vocabulary, read through `understand`:
 * which report and figure each metric word or phrase names (and, for dates ahead, what the
 * same words name on the books), which words only carry the sentence and are dropped, which
 * topics are refused in one sentence with the nearest report, the property types said without
 * `type`, and how breakdowns and time groupings are said. Every expected reading is written
 * out by hand from the table it pins.
 */
import { describe, expect, it } from 'vitest';
import { understand } from '../../src/query/index.js';
import { compactReading } from './question-corpus.js';
import { sandboxNames } from '../../src/sandbox/names.js';

/** The sample data's names, as local mode reads questions with them. */
const NAMES = sandboxNames();

const reading = (text: string): string =>
  compactReading(understand(text, { now: new Date('2026-11-24T15:00:00Z'), timeZone: 'UTC', names: NAMES }).result);

const refusalOf = (text: string): { code: string; message: string; suggestion?: string } => {
  const { result } = understand(text, { now: new Date('2026-11-24T15:00:00Z'), timeZone: 'UTC', names: NAMES });
  if (result.kind !== 'error') expect.fail(`${text} was not refused: ${compactReading(result)}`);
  return { code: result.error.code, message: result.error.message, suggestion: result.error.suggestion };
};

const FIGURE_WORDS: [question: string, reading: string][] = [
  ['referral revenue last month', 'referrals last-month'],
  ['referrals revenue last month', 'referrals last-month'],
  ['sponsor revenue last month', 'referrals last-month'],
  ['campaign revenue last month', 'referrals last-month'],
  ['referral transactions last month', 'referrals last-month focus referralTransactions'],
  ['referral bookings last month', 'referrals last-month focus referralTransactions'],
  ['referred bookings last month', 'referrals last-month focus referralTransactions'],
  ['influenced revenue last month', 'referrals last-month focus influencedRevenue'],
  ['influenced transactions last month', 'referrals last-month focus influencedTransactions'],
  ['influenced bookings last month', 'referrals last-month focus influencedTransactions'],
  ['revenue per referral last month', 'referrals last-month focus avgReferralRevenue'],
  ['average daily rate last month', 'occupancy last-month focus adr'],
  ['average room rate last month', 'occupancy last-month focus adr'],
  ['daily rate last month', 'occupancy last-month focus adr'],
  ['room rate last month', 'occupancy last-month focus adr'],
  ['room rates last month', 'occupancy last-month focus adr'],
  ['adr last month', 'occupancy last-month focus adr'],
  ['rev par last month', 'occupancy last-month focus revpar'],
  ['revpar last month', 'occupancy last-month focus revpar'],
  ['room revenue last month', 'occupancy last-month focus roomRevenue'],
  ['rooms revenue last month', 'occupancy last-month focus roomRevenue'],
  ['room nights last month', 'clarify occupancy|bookings'],
  ['nights booked last month', 'clarify occupancy|bookings'],
  // "Booked nights", as "nights booked": the nights of the bookings made, or of the stays; which is asked.
  ['booked nights last month', 'clarify occupancy|bookings'],
  // "Nights sold" and "rooms sold" are the hotel's words for stay nights: the look-ahead's.
  ['nights sold last month', 'occupancy last-month focus bookedNights'],
  ['occupancy rate last month', 'occupancy last-month'],
  ['full last month', 'occupancy last-month'],
  ['how full last month', 'occupancy last-month'],
  ['occupancy last month', 'occupancy last-month'],
  ['occ last month', 'occupancy last-month'],
  ['on the books last month', 'occupancy last-month'],
  ['otb last month', 'occupancy last-month'],
  ['books last month', 'bookings last-month'],
  // Pickup of days gone by is what was booked on them; of days ahead, the books.
  ['pickup last month', 'bookings last-month'],
  ['pick up last month', 'bookings last-month'],
  ['picked up last month', 'bookings last-month'],
  ['pickup next month', 'occupancy next-month'],
  ['going forward next month', 'occupancy next-month'],
  ['booking revenue last month', 'bookings last-month'],
  ['bookings revenue last month', 'bookings last-month'],
  ['total revenue last month', 'clarify occupancy|bookings'],
  ['revenue last month', 'clarify occupancy|bookings|referrals|planners'],
  ['sales last month', 'clarify occupancy|bookings'],
  ['average booking value last month', 'bookings last-month focus avgRevenue'],
  ['booking value last month', 'bookings last-month focus avgRevenue'],
  ['average booking last month', 'bookings last-month focus avgRevenue'],
  // A length of stay is both the books' and the bookings': of a past period alone, asked, as nights are.
  ['average stay last month', 'clarify occupancy|bookings'],
  ['length of stay last month', 'clarify occupancy|bookings'],
  ['average length of stay last month', 'clarify occupancy|bookings'],
  ['los last month', 'clarify occupancy|bookings'],
  ['reservations last month', 'bookings last-month focus transactions'],
  ['nights last month', 'clarify occupancy|bookings'],
  ['new signups last month', 'signups last-month'],
  ['new sign ups last month', 'signups last-month'],
  ['sign ups last month', 'signups last-month'],
  ['signed up last month', 'signups last-month'],
  ['new leads last month', 'signups last-month'],
  ['new members last month', 'signups last-month'],
  ['new advocates last month', 'signups last-month'],
  ['advocates last month', 'signups last-month'],
  ['registrations last month', 'signups last-month'],
  ['signups per day last month', 'signups last-month by day'],
  ['photo stories last month', 'stories last-month'],
  ['guest stories last month', 'stories last-month'],
  ['guest photos last month', 'stories last-month'],
  ['guest photo stories last month', 'stories last-month'],
  ['pictures last month', 'stories last-month'],
  ['ugc last month', 'stories last-month'],
  ['average rating last month', 'stories last-month focus avgRating'],
  ['average review last month', 'stories last-month focus avgRating'],
  ['review score last month', 'stories last-month focus avgRating'],
  ['average review score last month', 'stories last-month focus avgRating'],
  ['average star rating last month', 'stories last-month focus avgRating'],
  ['reviews last month', 'stories last-month focus avgRating'],
  ['ratings last month', 'stories last-month focus avgRating'],
  ['rating last month', 'stories last-month focus avgRating'],
  ['stars last month', 'stories last-month focus avgRating'],
  ['trip planners last month', 'planners last-month'],
  ['trip planner last month', 'planners last-month'],
  ['trip plans last month', 'planners last-month'],
  ['itineraries last month', 'planners last-month'],
  ['booked share last month', 'planners last-month focus bookedShare'],
  ['planner conversion last month', 'planners last-month focus bookedShare'],
  ['reservation value last month', 'planners last-month focus reservationAmount'],
  ['unsubscribed last month', 'optouts last-month'],
  ['opted out last month', 'optouts last-month'],
  ['opt out rate last month', 'optouts last-month'],
  ['weekly digest last month', 'digest last-month'],
  ['weekly summary last month', 'digest last-month'],
  ['weekly report last month', 'digest last-month'],
  ['summary last month', 'digest last-month'],
  ['roundup last month', 'digest last-month'],
  ['round up last month', 'digest last-month'],
];
const AHEAD_WORDS: [question: string, reading: string][] = [
  ['total revenue next month', 'occupancy next-month focus roomRevenue'],
  ['revenue next month', 'occupancy next-month focus roomRevenue'],
  ['sales next month', 'occupancy next-month focus roomRevenue'],
  ['nights next month', 'occupancy next-month focus bookedNights'],
];
const FILLER = `
  how what whats which who when where why show me us give get got tell let lets see pull bring find fetch check list send did do
  does doing done is are was were be been am has have had will would can could should we our i my you your it its there they their
  this that these those much many number numbers total totals figure figures stats statistics data metrics kpis kpi please pls plz
  thanks thank hey hi hello ok okay quick quickly just also so far now currently right about look looks looking like go went going
  perform performed performing trend trending make made brought generate generated drive drove driven start started come came in on
  at for of the a an any all some and or with up out over during within from new latest recent current overall report reports want need
  know wondering curious most best highest biggest largest top guest guests hotel hotels property properties portfolio business book
  booked to only same instead too then break split question share shared post posted submit submitted upload uploaded
  receive received happen happened people person folks visitors everyone anyone again yet still exactly roughly
`;
const TOPICS: [question: string, topic: string, suggestion: string][] = [
  [
    'how many cancellations last month',
    'cancellations',
    'The nearest I have: "/report occupancy next-4-weeks" (cancellations show there as negative pickup).',
  ],
  [
    'how many cancellation last month',
    'cancellations',
    'The nearest I have: "/report occupancy next-4-weeks" (cancellations show there as negative pickup).',
  ],
  [
    'how many cancelled last month',
    'cancellations',
    'The nearest I have: "/report occupancy next-4-weeks" (cancellations show there as negative pickup).',
  ],
  [
    'how many canceled last month',
    'cancellations',
    'The nearest I have: "/report occupancy next-4-weeks" (cancellations show there as negative pickup).',
  ],
  [
    'how many cancels last month',
    'cancellations',
    'The nearest I have: "/report occupancy next-4-weeks" (cancellations show there as negative pickup).',
  ],
  ['how many no shows last month', 'no-shows', 'The nearest I have: "/report occupancy next-4-weeks".'],
  ['how many noshows last month', 'no-shows', 'The nearest I have: "/report occupancy next-4-weeks".'],
  ['how many weather last month', 'the weather', 'Type "/report help" for what I can answer.'],
  ['how many temperature last month', 'the weather', 'Type "/report help" for what I can answer.'],
  ['how many rain last month', 'the weather', 'Type "/report help" for what I can answer.'],
  ['how many forecast last month', 'forecasts', 'The nearest I have: "/report occupancy next-4-weeks".'],
  ['how many forecasts last month', 'forecasts', 'The nearest I have: "/report occupancy next-4-weeks".'],
  ['how many predict last month', 'forecasts', 'The nearest I have: "/report occupancy next-4-weeks".'],
  ['how many prediction last month', 'forecasts', 'The nearest I have: "/report occupancy next-4-weeks".'],
  ['how many projected last month', 'forecasts', 'The nearest I have: "/report occupancy next-4-weeks".'],
  ['how many competitors last month', 'competitors', 'Type "/report help" for what I can answer.'],
  ['how many competitor last month', 'competitors', 'Type "/report help" for what I can answer.'],
  ['how many compset last month', 'competitors', 'Type "/report help" for what I can answer.'],
  ['how many comp set last month', 'competitors', 'Type "/report help" for what I can answer.'],
  ['how many staff last month', 'staffing', 'Type "/report help" for what I can answer.'],
  ['how many staffing last month', 'staffing', 'Type "/report help" for what I can answer.'],
  ['how many payroll last month', 'payroll', 'Type "/report help" for what I can answer.'],
  ['how many costs last month', 'costs', 'Type "/report help" for what I can answer.'],
  ['how many cost last month', 'costs', 'Type "/report help" for what I can answer.'],
  ['how many expenses last month', 'costs', 'Type "/report help" for what I can answer.'],
  ['how many profit last month', 'profit', 'The nearest I have: "/report bookings last-week".'],
  ['how many margin last month', 'profit', 'The nearest I have: "/report bookings last-week".'],
  ['how many margins last month', 'profit', 'The nearest I have: "/report bookings last-week".'],
  ['how many complaints last month', 'complaints', 'The nearest I have: "/report stories last-week".'],
  ['how many traffic last month', 'website traffic', 'The nearest I have: "/report referrals last-month".'],
  ['how many pageviews last month', 'website traffic', 'The nearest I have: "/report referrals last-month".'],
  ['how many visits last month', 'website traffic', 'The nearest I have: "/report referrals last-month".'],
  ['how many sessions last month', 'website traffic', 'The nearest I have: "/report referrals last-month".'],
  ['how many clicks last month', 'clicks', 'The nearest I have: "/report referrals last-month".'],
  ['how many impressions last month', 'impressions', 'The nearest I have: "/report referrals last-month".'],
  ['how many open rate last month', 'e-mail opens', 'The nearest I have: "/report optouts last-week".'],
  ['how many opens last month', 'e-mail opens', 'The nearest I have: "/report optouts last-week".'],
  ['how many ad spend last month', 'ad spend', 'The nearest I have: "/report referrals last-month".'],
  ['how many spend last month', 'ad spend', 'The nearest I have: "/report referrals last-month".'],
  ['how many roi last month', 'return on ad spend', 'The nearest I have: "/report referrals last-month".'],
  ['how many roas last month', 'return on ad spend', 'The nearest I have: "/report referrals last-month".'],
  ['how many inventory last month', 'room inventory', 'The nearest I have: "/report occupancy next-4-weeks".'],
  ['how many prices last month', 'prices you set', 'The nearest I have: "/report occupancy next-4-weeks".'],
  ['how many pricing last month', 'prices you set', 'The nearest I have: "/report occupancy next-4-weeks".'],
  ['how many price last month', 'prices you set', 'The nearest I have: "/report occupancy next-4-weeks".'],
  ['how many refunds last month', 'refunds', 'The nearest I have: "/report bookings last-week".'],
];

describe('figure words name a report and the figure it puts first', () => {
  it.each(FIGURE_WORDS)('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });

  it.each(AHEAD_WORDS)('ahead, %s -> %s (the books, not bookings made)', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });

  it('the longest figure phrase, four words, is read whole', () => {
    expect(reading('what was the average length of stay on bookings made in october')).toBe('bookings 2026-10 focus avgStay');
  });
});

describe('words that only carry the question are dropped', () => {
  it.each(FILLER.split(/\s+/).filter(Boolean))('referrals %s last month -> referrals last-month', (word) => {
    expect(reading(`referrals ${word} last month`)).toBe('referrals last-month');
  });

  it('a whole chatty sentence reads as its report and dates', () => {
    expect(reading('hey, quick question: could you please show me how our referrals performed last month? thanks')).toBe('referrals last-month');
  });

  it('a question ending on a ranking word is not a breakdown of nothing', () => {
    expect(reading('were referrals last month the best')).toBe('referrals last-month');
  });
});

const HOLDS =
  'it has bookings, stays on the books (occupancy, ADR, RevPAR), referral revenue, advocacy signups, guest photo stories, trip planners and opt-outs.';

describe('topics the service does not hold are refused in one sentence, with the nearest report', () => {
  it.each(TOPICS)('%s -> no %s', (question, topic, suggestion) => {
    expect(refusalOf(question)).toEqual({
      code: 'unknown_topic',
      message: `The reporting service holds nothing on ${topic}; ${HOLDS}`,
      suggestion,
    });
  });

  it.each([
    ['what was our open-rate last month', 'e-mail opens', 'The nearest I have: "/report optouts last-week".'],
    ['our comp-set last month', 'competitors', 'Type "/report help" for what I can answer.'],
    ['no-shows last month', 'no-shows', 'The nearest I have: "/report occupancy next-4-weeks".'],
    ['ad-spend last month', 'ad spend', 'The nearest I have: "/report referrals last-month".'],
  ])('a topic said as one hyphenated word: %s -> no %s', (question, topic, suggestion) => {
    expect(refusalOf(question)).toEqual({
      code: 'unknown_topic',
      message: `The reporting service holds nothing on ${topic}; ${HOLDS}`,
      suggestion,
    });
  });

  // Two words were read as "stock prices" (the spelling fixer made "price" "prices") and refused as prices you set.
  it.each(['what is our stock-price', 'what is our stock price', 'stock price'])('%s is refused as the stock price', (question) => {
    expect(refusalOf(question)).toEqual({
      code: 'unknown_topic',
      message: `The reporting service holds nothing on the stock price; ${HOLDS}`,
      suggestion: 'Type "/report help" for what I can answer.',
    });
  });
});

describe('property types said without `type`', () => {
  it.each([
    ['bookings for condos last month', 'bookings last-month type Condotel'],
    ['bookings for condo last month', 'bookings last-month type Condotel'],
    ['bookings for condotels last month', 'bookings last-month type Condotel'],
    ['bookings for condotel last month', 'bookings last-month type Condotel'],
    ['bookings for vacation rentals last month', 'bookings last-month type VacationRental'],
    ['bookings for vacation rental last month', 'bookings last-month type VacationRental'],
    ['bookings for holiday rentals last month', 'bookings last-month type VacationRental'],
    ['bookings for rv resorts last month', 'bookings last-month type RVResort'],
    ['bookings for rv parks last month', 'bookings last-month type RVResort'],
    ['bookings for full-service hotels last month', 'bookings last-month type FullServiceHotel'],
    ['bookings for full-service last month', 'bookings last-month type FullServiceHotel'],
    ['bookings for select service hotels last month', 'bookings last-month type SelectServiceHotel'],
    ['bookings for select service last month', 'bookings last-month type SelectServiceHotel'],
    // Two words: "full" was taken as the occupancy word and "service" refused.
    ['bookings for full service hotels last month', 'bookings last-month type FullServiceHotel'],
    ['bookings for full service last month', 'bookings last-month type FullServiceHotel'],
    ['how full are full service hotels next month', 'occupancy next-month type FullServiceHotel'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});

describe('breakdowns as people ask for them', () => {
  it.each([
    ['referrals by channel last month', 'referrals last-month by channel'],
    ['referrals by channels last month', 'referrals last-month by channel'],
    ['referrals by source last month', 'referrals last-month by channel'],
    ['referrals by sources last month', 'referrals last-month by channel'],
    ['referrals by campaign last month', 'referrals last-month by channel'],
    ['referrals by campaigns last month', 'referrals last-month by channel'],
    ['referrals by medium last month', 'referrals last-month by channel'],
    ['signups by country last month', 'signups last-month by country'],
    ['signups by countries last month', 'signups last-month by country'],
    ['signups by market last month', 'signups last-month by country'],
    ['signups by markets last month', 'signups last-month by country'],
    ['referrals by country last month', 'referrals last-month by geo'],
    ['referrals by location last month', 'referrals last-month by geo'],
    ['referrals by locations last month', 'referrals last-month by geo'],
    ['referrals by geo last month', 'referrals last-month by geo'],
    ['referrals by geography last month', 'referrals last-month by geo'],
    ['signups by region last month', 'signups last-month by region'],
    ['signups by regions last month', 'signups last-month by region'],
    ['signups by state last month', 'signups last-month by region'],
    ['signups by states last month', 'signups last-month by region'],
    ['signups by city last month', 'signups last-month by city'],
    ['signups by cities last month', 'signups last-month by city'],
    ['signups by property last month', 'signups last-month by property'],
    ['signups by properties last month', 'signups last-month by property'],
    ['stories by hotel last month', 'stories last-month by property'],
    ['stories by hotels last month', 'stories last-month by property'],
    ['signups by category last month', 'signups last-month by category'],
    ['signups by categories last month', 'signups last-month by category'],
    ['signups by layer last month', 'signups last-month by layer'],
    ['signups by layers last month', 'signups last-month by layer'],
    ['planners by discovery last month', 'planners last-month by discovery'],
    ['planners by discoveries last month', 'planners last-month by discovery'],
    ['bookings by property type last month', 'bookings last-month by property-type'],
    ['bookings by property types last month', 'bookings last-month by property-type'],
    ['bookings by type last month', 'bookings last-month by property-type'],
    ['bookings by types last month', 'bookings last-month by property-type'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });

  it.each([
    ['top channels for referral revenue last month', 'referrals last-month by channel'],
    ['top countries for referral revenue last month', 'referrals last-month by geo'],
    ['best locations for referrals last month', 'referrals last-month by geo'],
    ['top markets for referrals last month', 'referrals last-month by geo'],
  ])('a referral breakdown said alone as a plural: %s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });

  it.each([
    ['which channel brought the most referrals last month', 'referrals last-month by channel'],
    ['which channels brought the most referrals last month', 'referrals last-month by channel'],
    ['which source brought the most referrals last month', 'referrals last-month by channel'],
    ['which sources brought the most referrals last month', 'referrals last-month by channel'],
    ['which campaign brought the most referrals last month', 'referrals last-month by channel'],
    ['which campaigns brought the most referrals last month', 'referrals last-month by channel'],
    ['which medium brought the most referrals last month', 'referrals last-month by channel'],
    ['which location brought the most referrals last month', 'referrals last-month by geo'],
    ['which locations brought the most referrals last month', 'referrals last-month by geo'],
    ['which geo brought the most referrals last month', 'referrals last-month by geo'],
    ['which geography brought the most referrals last month', 'referrals last-month by geo'],
    ['which country brought the most signups last month', 'signups last-month by country'],
    ['which countries brought the most signups last month', 'signups last-month by country'],
    ['which market brought the most signups last month', 'signups last-month by country'],
    ['which markets brought the most signups last month', 'signups last-month by country'],
    ['which region brought the most signups last month', 'signups last-month by region'],
    ['which regions brought the most signups last month', 'signups last-month by region'],
    ['which state brought the most signups last month', 'signups last-month by region'],
    ['which states brought the most signups last month', 'signups last-month by region'],
    ['which city brought the most signups last month', 'signups last-month by city'],
    ['which cities brought the most signups last month', 'signups last-month by city'],
    ['which property brought the most signups last month', 'signups last-month by property'],
    ['which properties brought the most signups last month', 'signups last-month by property'],
    ['which category brought the most signups last month', 'signups last-month by category'],
    ['which categories brought the most signups last month', 'signups last-month by category'],
    ['which layer brought the most signups last month', 'signups last-month by layer'],
    ['which layers brought the most signups last month', 'signups last-month by layer'],
    ['which hotel brought the most stories last month', 'stories last-month by property'],
    ['which hotels brought the most stories last month', 'stories last-month by property'],
    ['which discovery brought the most planners last month', 'planners last-month by discovery'],
    ['which discoveries brought the most planners last month', 'planners last-month by discovery'],
    ['which type brought the most bookings last month', 'bookings last-month by property-type'],
    ['which types brought the most bookings last month', 'bookings last-month by property-type'],
    ['which property types brought the most bookings last month', 'bookings last-month by property-type'],
    ['which property-types brought the most bookings last month', 'bookings last-month by property-type'],
  ])('asked as which one did best: %s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });

  it.each([
    ['top 5 channels for referral revenue last month', 'referrals last-month by channel top 5'],
    ['top 5 countries for referral revenue last month', 'referrals last-month by geo top 5'],
    ['top 5 locations for referral revenue last month', 'referrals last-month by geo top 5'],
    ['top 5 markets for referral revenue last month', 'referrals last-month by geo top 5'],
  ])('a referral breakdown said alone after a count: %s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });

  it('"top 5 properties for signups" is the signups by property, the first five', () => {
    expect(reading('top 5 properties for signups last month')).toBe('signups last-month by property top 5');
  });

  it('a breakdown word the report cannot make is refused naming those it can', () => {
    expect(refusalOf('stories by category last month')).toEqual({
      code: 'bad_option',
      message: 'Guest photo stories can be broken down by property, not by category.',
      suggestion: 'Try "/report stories by property".',
    });
  });

  it.each(['segment', 'segments', 'device', 'devices', 'age', 'gender'])(
    'no report carries a breakdown by %s: refused naming the ones referrals can make',
    (word) => {
      const expected = {
        code: 'bad_option',
        message: `Referrals can be broken down by channel or location (country, region, city), not by ${word}.`,
        suggestion: 'Try "/report referrals by channel".',
      };
      expect(refusalOf(`referrals by ${word} last month`)).toEqual(expected);
      expect(refusalOf(`which ${word} brought the most referrals last month`)).toEqual(expected);
    },
  );
});

describe('time groupings said as adverbs', () => {
  it.each([
    ['daily signups this year', 'signups this-year by day'],
    ['signups daily this year', 'signups this-year by day'],
    ['day by day signups this year', 'signups this-year by day'],
    ['per day signups this month', 'signups this-month by day'],
    ['weekly signups this year', 'signups this-year by week'],
    ['week by week signups this year', 'signups this-year by week'],
    ['signups per week this year', 'signups this-year by week'],
    ['month by month signups this year', 'signups this-year by month'],
    ['signups per month this year', 'signups this-year by month'],
    // Both were refused: "monthly" was "corrected" to "month".
    ['monthly signups this year', 'signups this-year by month'],
    ['signups monthly this year', 'signups this-year by month'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});

describe('"each month" is a schedule, not a grouping', () => {
  it('points to a subscription', () => {
    expect(refusalOf('send me signups each month')).toEqual({
      code: 'bad_schedule',
      message: '"each month" is for subscriptions.',
      suggestion: 'Try "/report subscribe signups each month".',
    });
  });
});

describe('the summer holidays in a question', () => {
  // "labor" was refused as an unknown word.
  it.each([
    // Monday holidays: the long weekend from the Friday (Labor Day 2026 is Mon Sep 7; Memorial Day 2025, Mon May 26).
    // Each compared with the same holiday a year before (Labor Day 2025 is Mon Sep 1; Memorial Day 2024, Mon May 27).
    [
      'bookings over labor day',
      'bookings 2026-09-04..2026-09-07 vs 2025-08-29..2025-09-01',
      'Read "over labor day" as Sep 4–7, 2026.',
      'Aug 29 – Sep 1, 2025',
    ],
    [
      'bookings memorial day weekend 2025',
      'bookings 2025-05-23..2025-05-26 vs 2024-05-24..2024-05-27',
      'Read "memorial day weekend 2025" as May 23–26, 2025.',
      'May 24–27, 2024',
    ],
  ])('%s -> %s', (question, expected, note, before) => {
    const { result } = understand(question, { now: new Date('2026-11-24T15:00:00Z'), timeZone: 'UTC', names: NAMES });
    expect(compactReading(result)).toBe(expected);
    expect(result.kind === 'report' ? result.notes : null).toEqual([note, `Compared with the same holiday last year, ${before}.`]);
  });
});

describe('a grouping adverb of the digest, which has no groupings, is its period', () => {
  it.each([
    ['monthly digest', 'digest last-month', ['Read "monthly" as last month.']],
    ['the daily digest', 'digest yesterday', ['Read "daily" as yesterday.']],
    ['month by month digest', 'digest last-month', ['Read "month by month" as last month.']],
    // Its own period: nothing to say ("weekly digest" is the report's own name).
    ['week by week digest', 'digest last-week', []],
    ['weekly digest', 'digest last-week', []],
    // A range said outright is the range.
    ['monthly digest for october', 'digest 2026-10', ['Read "october" as Oct 2026, the latest one.']],
    ['monthly digest for last quarter', 'digest last-quarter', []],
    ['monthly digest 2026-10-01..2026-10-14', 'digest 2026-10-01..2026-10-14', []],
  ])('%s -> %s', (question, expected, notes) => {
    const { result } = understand(question, { now: new Date('2026-11-24T15:00:00Z'), timeZone: 'UTC', names: NAMES });
    expect(compactReading(result)).toBe(expected);
    expect(result.kind === 'report' ? (result.notes ?? []) : null).toEqual(notes);
  });
});

describe('a schedule in a question points to a subscription, whole', () => {
  // "monday" was read as a date: '"every 2026-11-23..2026-11-23" is not a schedule I know.'
  it.each([
    ['signups every monday', 'every monday', 'subscribe signups every monday'],
    ['referrals each friday', 'each friday', 'subscribe referrals each friday'],
    ['signups every week on monday', 'every week on monday', 'subscribe signups every week on monday'],
    // "on" is kept: it was dropped as a filler word.
    ['signups every month on 1st', 'every month on 1st', 'subscribe signups every month on 1st'],
    // "at" is kept with its time: "9" was refused as an unknown word.
    ['send me the digest every monday at 9', 'every monday', 'subscribe digest every monday at 9'],
    ['signups at 9am every friday', 'every friday', 'subscribe signups at 9am every friday'],
  ])('%s -> "%s" is for subscriptions', (question, phrase, command) => {
    expect(refusalOf(question)).toEqual({
      code: 'bad_schedule',
      message: `"${phrase}" is for subscriptions.`,
      suggestion: `Try "/report ${command}".`,
    });
  });

  it('a time alone is for subscriptions too', () => {
    expect(refusalOf('bookings at noon')).toEqual({
      code: 'bad_schedule',
      message: '"at noon" is for subscriptions.',
      suggestion: 'Try "/report subscribe bookings at noon every monday".',
    });
  });
});

describe('a grouping word misspelt', () => {
  it('is read as the grouping, and said', () => {
    const { result } = understand('montly signups this year', { now: new Date('2026-11-24T15:00:00Z'), timeZone: 'UTC', names: NAMES });
    expect(compactReading(result)).toBe('signups this-year by month');
    expect(result.kind === 'report' ? result.notes : []).toEqual(['Read "montly" as monthly.']);
  });
});
