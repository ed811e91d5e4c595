/**
 * Questions as people type them, and what each must be read as. Written from how revenue and
 * marketing managers talk, not from the grammar's word lists; every expectation is worked by
 * hand for the fixed instant below (Tuesday, Nov 24, 2026, UTC, weeks from Sunday):
 *   yesterday Nov 23 · last week Nov 15–21 · this week Nov 22– · last month Oct 1–31
 *   a month name: the latest started for past data ("december" is Dec 2025), the coming one
 *   for the look-ahead ("december" is Dec 2026, "october" Oct 2027)
 *   this weekend (past data): Fri–Sat Nov 20–21; ahead: Nov 27–28 · Thanksgiving 2026: Nov 26,
 *   2025: Nov 27 · Easter 2026: Apr 5, 2027: Mar 28.
 *
 * Expected readings are written compactly: `report range [vs compare] [by breakdown|grouping]
 * [top N] [focus metric]`, the range in the grammar's canonical spelling.
 */
import { describe, expect, it } from 'vitest';
import { STARTER_QUESTIONS, helpText, reportDefinitions, understand, type ParseResult } from '../../src/query/index.js';

const NOW = new Date('2026-11-24T15:00:00Z');

function reading(text: string): string {
  const { result } = understand(text, { now: NOW, timeZone: 'UTC' });
  return compact(result);
}

function compact(result: ParseResult): string {
  if (result.kind === 'error') return `error ${result.error.code}`;
  if (result.kind === 'clarify') return `clarify ${result.options.map((o) => o.command.split(' ')[0]).join('|')}`;
  if (result.kind !== 'report') return result.kind;
  const q = result.query;
  return [
    q.report,
    q.range,
    q.compare ? `vs ${q.compare}` : '',
    q.breakdown ? `by ${q.breakdown}` : '',
    q.grouping ? `by ${q.grouping.toLowerCase()}` : '',
    q.top ? `top ${q.top}` : '',
    q.propertyType ? `type ${q.propertyType}` : '',
    q.focus ? `focus ${q.focus}` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

const UNDERSTOOD: [question: string, reading: string][] = [
  // Referrals, asked every way
  ['how did referrals do last month?', 'referrals last-month'],
  ['How did referrals do last month', 'referrals last-month'],
  ['how are referrals doing this month', 'referrals this-month'],
  ['referral revenue last month', 'referrals last-month focus referralRevenue'],
  ['what was our referral revenue last month?', 'referrals last-month focus referralRevenue'],
  ['referral revenue in october vs last year', 'referrals 2026-10 vs last-year focus referralRevenue'],
  ['show me referral revenue for the last 7 days', 'referrals last-7-days focus referralRevenue'],
  ['which channel brought the most referral revenue last month', 'referrals last-month by channel focus referralRevenue'],
  ['which channels drove referrals in october', 'referrals 2026-10 by channel'],
  ['top channels for referrals last quarter', 'referrals last-quarter by channel'],
  ['referrals by source last month', 'referrals last-month by channel'],
  ['referrals by country last month', 'referrals last-month by geo'],
  ['which countries do our referrals come from', 'referrals last-month by geo'],
  ['referral revenue by country this year', 'referrals this-year by geo focus referralRevenue'],
  ['referrals broken down by channel for september', 'referrals 2026-09 by channel'],
  ['how many referral transactions did we get last week', 'referrals last-week focus referralTransactions'],
  ['influenced revenue last month', 'referrals last-month focus influencedRevenue'],
  ['revenue from referrals last month', 'referrals last-month focus referralRevenue'],
  ['referrals revenue ytd', 'referrals this-year focus referralRevenue'],
  ['sponsor revenue last quarter', 'referrals last-quarter focus referralRevenue'],
  ['referrals last month compared to the month before', 'referrals last-month vs previous'],
  ['referrals last month vs the previous month', 'referrals last-month vs previous'],
  ['referrals this year vs last year', 'referrals this-year vs last-year'],
  ['referrals year over year for october', 'referrals 2026-10 vs last-year'],
  ['referrals from the 1st to the 15th of last month', 'referrals 2026-10-01..2026-10-15'],
  ['referrals between oct 1 and oct 15', 'referrals 2026-10-01..2026-10-15'],
  ['referrals since march', 'referrals 2026-03-01..2026-11-23'],
  ['referrals over the past 90 days', 'referrals last-90-days'],
  ['referrals in q3', 'referrals 2026-q3'],
  ['referral revenue q2 vs last year', 'referrals 2026-q2 vs last-year focus referralRevenue'],
  ['referrals in the second quarter', 'referrals 2026-q2'],
  ['top 5 channels for referral revenue last month', 'referrals last-month by channel top 5 focus referralRevenue'],
  ['show me the 10 best channels last month for referrals', 'referrals last-month by channel top 10'],
  ['Referals last month', 'referrals last-month'],
  ['refferals last month', 'referrals last-month'],
  ['referals by chanel last month', 'referrals last-month by channel'],
  ['referrals weekly for the last 3 months', 'referrals last-3-months by week'],
  ['referral revenue month by month this year', 'referrals this-year by month focus referralRevenue'],
  ['referrals yesterday', 'referrals yesterday'],
  ['referrals last week please', 'referrals last-week'],
  ['can you show me referrals for last month', 'referrals last-month'],
  ['pls referrals last mnth', 'referrals last-month'],
  ['referrals for the week of nov 9', 'referrals 2026-11-08..2026-11-14'],
  ['referrals over christmas', 'referrals 2025-12-24..2025-12-26'],
  ['referrals over thanksgiving', 'referrals 2025-11-27..2025-11-30'],
  ['referral revenue last month compared to the same month last year', 'referrals last-month vs last-year focus referralRevenue'],
  ['referrals last month vs same period last year', 'referrals last-month vs last-year'],
  ['revenue per referral last month', 'referrals last-month focus avgReferralRevenue'],
  ['how much referral revenue did we make in september', 'referrals 2026-09 focus referralRevenue'],
  ['referrals in the first half of the year', 'referrals 2026-01-01..2026-06-30'],
  // The books ahead: occupancy, ADR, RevPAR, pickup
  ['occupancy for december', 'occupancy 2026-12'],
  ['what does occupancy look like for december', 'occupancy 2026-12'],
  ['occupancy next month', 'occupancy next-month'],
  ['what is our occupancy next week', 'occupancy next-week'],
  ['occupancy for the next 4 weeks', 'occupancy next-4-weeks'],
  ['occupancy over the next 30 days', 'occupancy next-30-days'],
  ['occupancy in october', 'occupancy 2027-10'],
  ['occupancy for march', 'occupancy 2027-03'],
  ['occupancy this weekend', 'occupancy 2026-11-27..2026-11-28'],
  ['occupancy next weekend', 'occupancy 2026-12-04..2026-12-05'],
  ['how full are we this weekend occupancy', 'occupancy 2026-11-27..2026-11-28 focus occupancy'],
  ['occupancy over christmas', 'occupancy 2026-12-24..2026-12-26'],
  ['occupancy on new years eve', 'occupancy 2026-12-31..2026-12-31'],
  ["occupancy for new year's eve", 'occupancy 2026-12-31..2026-12-31'],
  ['occupancy on christmas day', 'occupancy 2026-12-25..2026-12-25'],
  ['occupancy thanksgiving', 'occupancy 2026-11-26..2026-11-26'],
  ['occupancy over easter', 'occupancy 2027-03-26..2027-03-29'],
  ['occupancy tomorrow', 'occupancy 2026-11-25..2026-11-25'],
  ['occupancy tonight', 'occupancy 2026-11-24..2026-11-24'],
  ['occupancy on friday', 'occupancy 2026-11-27..2026-11-27'],
  ['occupancy in q1', 'occupancy 2027-q1'],
  ['occupancy next quarter', 'occupancy next-quarter'],
  ['occupancy for the first half of next year', 'occupancy 2027-01-01..2027-06-30'],
  ['occupancy from dec 20 to jan 5', 'occupancy 2026-12-20..2027-01-05'],
  ['occupancy between december 24 and december 31', 'occupancy 2026-12-24..2026-12-31'],
  ['occupancy for the week of dec 14', 'occupancy 2026-12-13..2026-12-19'],
  ['occupancy next month vs last year', 'occupancy next-month vs last-year'],
  ['occupancy next month by week', 'occupancy next-month by week'],
  ['occupancy for condos next month', 'occupancy next-month type Condotel'],
  ['occupancy next month type condo', 'occupancy next-month type Condotel'],
  ['what is our ADR next month', 'occupancy next-month focus adr'],
  ['whats the adr for december', 'occupancy 2026-12 focus adr'],
  ['ADR next week', 'occupancy next-week focus adr'],
  ['average daily rate for the next 4 weeks', 'occupancy next-4-weeks focus adr'],
  ['room rate for december vs last year', 'occupancy 2026-12 vs last-year focus adr'],
  ['revpar last week', 'occupancy last-week focus revpar'],
  ['RevPAR next month', 'occupancy next-month focus revpar'],
  ['what was revpar in october', 'occupancy 2026-10 focus revpar'],
  ['rev par this month', 'occupancy this-month focus revpar'],
  ['room revenue next month', 'occupancy next-month focus roomRevenue'],
  ['room revenue this month', 'occupancy this-month focus roomRevenue'],
  ['how many room nights are booked for december', 'occupancy 2026-12 focus bookedNights'],
  ['room nights next month', 'occupancy next-month focus bookedNights'],
  ['nights booked for next week', 'occupancy next-week focus bookedNights'],
  ['nights on the books for january', 'occupancy 2027-01 focus bookedNights'],
  ['what is on the books for december', 'occupancy 2026-12'],
  ['pickup for the next 4 weeks', 'occupancy next-4-weeks'],
  ['pace next month', 'occupancy next-month'],
  ['how is pace for december', 'occupancy 2026-12'],
  ['revenue next month', 'occupancy next-month focus roomRevenue'],
  ['revenue on the books for the coming month', 'occupancy next-month focus roomRevenue'],
  ['occupancy last month', 'occupancy last-month'],
  ['occupancy last week vs last year', 'occupancy last-week vs last-year'],
  ['occupency next month', 'occupancy next-month'],
  ['ocupancy for december', 'occupancy 2026-12'],
  ['occupancy rate next week', 'occupancy next-week focus occupancy'],
  ['ADR and occupancy next month', 'occupancy next-month focus adr'],
  ['look ahead for the next 8 weeks', 'occupancy next-8-weeks'],
  ['lookahead next 3 months by month', 'occupancy next-3-months by month'],
  ['occupancy daily for next week', 'occupancy next-week by day'],
  // Bookings made
  ['bookings last week', 'bookings last-week'],
  ['how many bookings did we get last week', 'bookings last-week'],
  ['how many bookings yesterday', 'bookings yesterday'],
  ['bookings this month so far', 'bookings this-month'],
  ['bookings month to date', 'bookings this-month'],
  ['bookings year to date', 'bookings this-year'],
  ['bookings last month vs last year', 'bookings last-month vs last-year'],
  ['bookings last month by week', 'bookings last-month by week'],
  ['weekly bookings for the last 3 months', 'bookings last-3-months by week'],
  ['bookings for vacation rentals last month', 'bookings last-month type VacationRental'],
  ['bookings last month type vacation rental', 'bookings last-month type VacationRental'],
  ['revenue last week', 'bookings last-week'],
  ['how much revenue did we make last month', 'bookings last-month'],
  ['total revenue last month', 'bookings last-month focus revenue'],
  ['sales last week', 'bookings last-week focus revenue'],
  ['booking revenue in october', 'bookings 2026-10 focus revenue'],
  ['average booking value last month', 'bookings last-month focus avgRevenue'],
  ['average length of stay last month', 'bookings last-month focus avgStay'],
  ['what was the average stay in october', 'bookings 2026-10 focus avgStay'],
  ['how many reservations last week', 'bookings last-week focus transactions'],
  ['nights sold last week', 'occupancy last-week focus bookedNights'],
  ['nights last week', 'bookings last-week focus nights'],
  ['bookings in march', 'bookings 2026-03'],
  ['bookings for december', 'bookings 2025-12'],
  ['bookings since the 1st', 'bookings 2026-11-01..2026-11-23'],
  ['bookings over the weekend', 'bookings 2026-11-20..2026-11-21'],
  ['bookings last weekend', 'bookings 2026-11-20..2026-11-21'],
  ['bookings this weekend', 'bookings 2026-11-20..2026-11-21'],
  ['bookings on monday', 'bookings 2026-11-23..2026-11-23'],
  ['bookings last friday', 'bookings 2026-11-20..2026-11-20'],
  ['bookings the day before yesterday', 'bookings 2026-11-22..2026-11-22'],
  ['bookings on nov 9', 'bookings 2026-11-09..2026-11-09'],
  ['bookings on march 3rd', 'bookings 2026-03-03..2026-03-03'],
  ['bookings from march 1 to 15', 'bookings 2026-03-01..2026-03-15'],
  ['bookings between 1 march and 31 march', 'bookings 2026-03-01..2026-03-31'],
  ['bookings from 2026-03-01 to 2026-03-31', 'bookings 2026-03-01..2026-03-31'],
  ['bookings over christmas last year', 'bookings 2025-12-24..2025-12-26'],
  ['bookings on halloween', 'bookings 2026-10-31..2026-10-31'],
  ['bookings over easter', 'bookings 2026-04-03..2026-04-06'],
  ['bookings last 30 days', 'bookings last-30-days'],
  ['bookings the last two weeks', 'bookings last-2-weeks'],
  ['bokings last month', 'bookings last-month'],
  ['bookngs yesterday', 'bookings yesterday'],
  ['bookings last quarter vs the quarter before', 'bookings last-quarter vs previous'],
  ['bookings q3 2025', 'bookings 2025-q3'],
  ['bookings in october 2025', 'bookings 2025-10'],
  ['bookings h1', 'bookings 2026-01-01..2026-06-30'],
  ['bookings daily last week', 'bookings last-week by day'],
  ['bookings from dec 20 to jan 5', 'bookings 2025-12-20..2026-01-05'],
  ['bookings since march', 'bookings 2026-03-01..2026-11-23'],
  // Signups
  ['how many signups did we get this week?', 'signups this-week'],
  ['how many signups this week', 'signups this-week'],
  ['new signups yesterday', 'signups yesterday focus signups'],
  ['signups last week', 'signups last-week'],
  ['signups last month compared to the same month last year', 'signups last-month vs last-year'],
  ['signups between march 1 and march 31', 'signups 2026-03-01..2026-03-31'],
  ['signups since nov 9', 'signups 2026-11-09..2026-11-23'],
  ['new leads last week', 'signups last-week focus signups'],
  ['leads this month', 'signups this-month'],
  ['how many people signed up last week', 'signups last-week focus signups'],
  ['sign ups in october', 'signups 2026-10'],
  ['new members last month', 'signups last-month focus signups'],
  ['registrations last week', 'signups last-week focus signups'],
  ['signups per day last week', 'signups last-week focus signupsPerDay'],
  ['signups by week this quarter', 'signups this-quarter by week'],
  ['daily signups for the last 2 weeks', 'signups last-2-weeks by day'],
  ['signups last week vs the week before', 'signups last-week vs previous'],
  ['signups this year vs last year', 'signups this-year vs last-year'],
  ['signups yoy last month', 'signups last-month vs last-year'],
  ['signups ytd', 'signups this-year'],
  ['signups in q2', 'signups 2026-q2'],
  ['signups last 90 days', 'signups last-90-days'],
  ['signups over the last 6 months by month', 'signups last-6-months by month'],
  ['signups for the week of nov 9', 'signups 2026-11-08..2026-11-14'],
  ['signups on monday', 'signups 2026-11-23..2026-11-23'],
  ['signups yesterday vs last year', 'signups yesterday vs last-year'],
  ['singups last week', 'signups last-week'],
  ['signpus last week', 'signups last-week'],
  ['top 5 properties for signups last month', 'signups last-month top 5'],
  ['signups over christmas', 'signups 2025-12-24..2025-12-26'],
  ['signups in december', 'signups 2025-12'],
  ['signups from the 1st to the 15th of this month', 'signups 2026-11-01..2026-11-15'],
  ['advocates last month', 'signups last-month focus signups'],
  ['how did signups do last week', 'signups last-week'],
  // Guest photo stories
  ['best photo stories last week', 'stories last-week focus stories'],
  ['top stories this month', 'stories this-month'],
  ['show me 5 guest stories from last month', 'stories last-month top 5 focus stories'],
  ['guest stories last week', 'stories last-week focus stories'],
  ['photo stories yesterday', 'stories yesterday focus stories'],
  ['show me the best guest photos from last week', 'stories last-week focus stories'],
  ['top 3 stories last month', 'stories last-month top 3'],
  ['3 best stories this week', 'stories this-week top 3'],
  ['stories last week', 'stories last-week'],
  ['highlights last 30 days', 'stories last-30-days'],
  ['photos from last weekend', 'stories 2026-11-20..2026-11-21'],
  ['average rating last month', 'stories last-month focus avgRating'],
  ['what was our average review score in october', 'stories 2026-10 focus avgRating'],
  ['reviews last week', 'stories last-week focus avgRating'],
  ['ratings this month vs last year', 'stories this-month vs last-year focus avgRating'],
  ['storys last week', 'stories last-week'],
  ['stories by week last month', 'stories last-month by week'],
  ['guest stories over thanksgiving', 'stories 2025-11-27..2025-11-30 focus stories'],
  ['stories in march', 'stories 2026-03'],
  ['stories since the 1st of this month', 'stories 2026-11-01..2026-11-23'],
  // Trip planners
  ['how many trip planners started last week', 'planners last-week focus planners'],
  ['trip planners last month', 'planners last-month focus planners'],
  ['planners last week', 'planners last-week'],
  ['new planners yesterday', 'planners yesterday'],
  ['how many trip plans this month', 'planners this-month focus planners'],
  ['trip planners by week this quarter', 'planners this-quarter by week focus planners'],
  ['planners last month vs last year', 'planners last-month vs last-year'],
  ['booked share of planners last month', 'planners last-month focus bookedShare'],
  ['planner conversion last quarter', 'planners last-quarter focus bookedShare'],
  ['trip planners in october', 'planners 2026-10 focus planners'],
  ['planers last week', 'planners last-week'],
  ['itineraries last month', 'planners last-month focus planners'],
  ['top 5 discoveries for planners last month', 'planners last-month top 5'],
  // Opt-outs
  ['unsubscribes last week', 'optouts last-week'],
  ['how many people unsubscribed last month', 'optouts last-month focus optouts'],
  ['opt outs last week', 'optouts last-week'],
  ['optouts yesterday', 'optouts yesterday'],
  ['opt-outs this month vs last month', 'optouts this-month vs previous'],
  ['unsubscribes by week last quarter', 'optouts last-quarter by week'],
  ['how many opted out in october', 'optouts 2026-10 focus optouts'],
  ['optouts since march', 'optouts 2026-03-01..2026-11-23'],
  ['unsubscibes last week', 'optouts last-week'],
  // The digest
  ['give me the weekly digest', 'digest last-week'],
  ['weekly digest', 'digest last-week'],
  ['show me the digest', 'digest last-week'],
  ['digest for last week', 'digest last-week'],
  ['digest last month', 'digest last-month'],
  ['the weekly summary please', 'digest last-week'],
  ['give me a summary of last week', 'digest last-week'],
  ['weekly roundup', 'digest last-week'],
  ['digets last week', 'digest last-week'],
  // More ways of asking
  ['hey, how many new signups did we get yesterday?', 'signups yesterday focus signups'],
  ['quick question: referral revenue this month so far?', 'referrals this-month focus referralRevenue'],
  ['can I get occupancy for next week please', 'occupancy next-week'],
  ['I need the ADR for the coming month', 'occupancy next-month focus adr'],
  ['what were bookings like in september', 'bookings 2026-09'],
  ['how many stories did guests share last week', 'stories last-week'],
  ['what was occupancy in october', 'occupancy 2026-10'],
  ['what did revpar look like last month', 'occupancy last-month focus revpar'],
  ['how are signups trending this month vs last month', 'signups this-month vs previous'],
  ['referrals for the past two weeks by channel', 'referrals last-2-weeks by channel'],
  ['show me trip planners for the last 30 days', 'planners last-30-days focus planners'],
  ['opt-outs in the last quarter', 'optouts last-quarter'],
  ['list the top 10 stories from october', 'stories 2026-10 top 10'],
  ['total bookings ytd vs last year', 'bookings this-year vs last-year'],
  // Commands keep reading as before
  ['referrals last-month', 'referrals last-month'],
  ['referrals last-month by channel', 'referrals last-month by channel'],
  ['occupancy', 'occupancy next-4-weeks'],
  ['bookings last-week', 'bookings last-week'],
  ['signups last-7-days', 'signups last-7-days'],
  ['stories this-week', 'stories this-week'],
  ['planners last-week', 'planners last-week'],
  ['optouts yesterday', 'optouts yesterday'],
  ['digest', 'digest last-week'],
  ['referrals q1 2026 by geo top 10 delay 30', 'referrals 2026-q1 by geo top 10'],
  ['revenue this-year by month type condo', 'bookings this-year by month type Condotel'],
  ['occupancy next 8 weeks by week', 'occupancy next-8-weeks by week'],
  ['signups 2026-03-01..2026-03-31', 'signups 2026-03-01..2026-03-31'],
  ['referrals 2026-10', 'referrals 2026-10'],
  ['bookings last-month vs last-year', 'bookings last-month vs last-year'],
  ['stories no-compare', 'stories last-week vs none'],
  ['signups last week no comparison', 'signups last-week vs none'],
];

const REFUSED: [question: string, reading: string][] = [
  ['how many cancellations did we have last month', 'error unknown_topic'],
  ['cancellations next month', 'error unknown_topic'],
  ['what will the weather be this weekend', 'error unknown_topic'],
  ['forecast occupancy for next year', 'error unknown_topic'],
  ['revenue forecast for december', 'error unknown_topic'],
  ['how are our competitors doing', 'error unknown_topic'],
  ['what is our compset occupancy', 'error unknown_topic'],
  ['staffing levels next week', 'error unknown_topic'],
  ['what was our profit last month', 'error unknown_topic'],
  ['website traffic last week', 'error unknown_topic'],
  ['how many no-shows last week', 'error unknown_topic'],
  ['what did we spend on ads last month', 'error unknown_topic'],
  ['payroll for october', 'error unknown_topic'],
  ['signups by region last month', 'error bad_option'],
  ['signups by city last week', 'error bad_option'],
  ['stories by category last month', 'error bad_option'],
  ['room revenue this month by property type', 'error bad_option'],
  ['bookings by channel last week', 'error bad_option'],
  ['signups next week', 'error future_range'],
  ['how many bookings will we get next month', 'error future_range'],
  ['referrals next quarter', 'error future_range'],
  ['stories tomorrow', 'error future_range'],
  ['signups and stories last week', 'clarify signups|stories'],
  ['bookings or referrals last month', 'clarify bookings|referrals'],
  ['planners and optouts yesterday', 'clarify planners|optouts'],
  ['referral revenue and new signups last month', 'clarify referrals|signups'],
  ['asdf qwerty', 'error unknown_report'],
  ['what about the thing', 'error unknown_report'],
  ['bookings blorf last week', 'error unknown_word'],
  ['referrals from the 1st to the 15th', 'error bad_date'],
  ['bookings from march 31 to march 1', 'error bad_range'],
  ['signups between feb 30 and march 3', 'error bad_date'],
];

describe('questions read as people ask them', () => {
  it('holds at least 300 phrasings, of which at least 30 are refused or asked about', () => {
    expect(UNDERSTOOD.length + REFUSED.length).toBeGreaterThanOrEqual(300);
    expect(REFUSED.length).toBeGreaterThanOrEqual(30);
  });

  it.each(UNDERSTOOD)('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });

  it.each(REFUSED)('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});

describe('help teaches by example', () => {
  it('leads with six questions, each read as a report', () => {
    const lines = helpText().split('\n');
    expect(lines[0]).toMatch(/^Ask in your own words/);
    expect(lines.slice(1, 7).map((l) => l.replace(/^\s*• /, ''))).toEqual([...STARTER_QUESTIONS]);
    for (const q of STARTER_QUESTIONS) expect(understand(q, { now: NOW, timeZone: 'UTC' }).result.kind, q).toBe('report');
  });

  it("lists under each report the questions it answers, each read as that report", () => {
    for (const d of reportDefinitions()) {
      expect(d.questions?.length ?? 0, d.kind).toBeGreaterThan(1);
      expect(helpText(d.kind)).toContain('Or ask in your own words:');
      for (const q of d.questions ?? []) {
        expect(helpText(d.kind)).toContain(`• ${q}`);
        const { result } = understand(q, { now: NOW, timeZone: 'UTC' });
        expect(result.kind === 'report' ? result.query.report : result.kind, q).toBe(d.kind);
      }
    }
  });
});
