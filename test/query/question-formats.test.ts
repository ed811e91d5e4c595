/**
 * How the answer is to be shown, and dates written every way (the voices of held-out sets DV and
 * DW): a csv, a chart or a table asks nothing every answer lacks; ISO's weeks, a quarter said
 * first, week 1 across New Year; a day of the month that could be the one gone or the next; an
 * event's days, which no calendar says. Every reading is worked out by hand from the instant given.
 */
import { describe, expect, it } from 'vitest';
import { readingAt, understandAt } from './helpers.js';

/** Sunday, Oct 13, 2030, evening: yesterday is Sat Oct 12, last week Oct 6-12, last month September. */
const SUNDAY = '2030-10-13T20:45:00Z';
/** Thursday, Jan 1, 2032, just after midnight. */
const NEW_YEAR = '2032-01-01T00:40:00Z';
/** Monday, Dec 31, 2029, late: yesterday is Sunday Dec 30, last Friday Dec 28. */
const NEW_YEARS_EVE = '2029-12-31T23:10:00Z';

describe('how the answer is shown asks nothing more', () => {
  it.each([
    ['csv of bookings last month by day', 'bookings last-month by day'],
    ['pie chart of occupancy by property type next month', 'occupancy next-month by property-type'],
    // This year so far: Jan 1 to yesterday.
    ['export signups by region for the year so far', 'signups 2030-01-01..2030-10-12 by region'],
    // "Per day" asks for the days; the average per day is asked as one.
    ['a table of signups per day for Dune Crest, last week', 'signups last-week by day property dune-crest-condotel'],
    ['average signups per day last week', 'signups last-week focus signupsPerDay'],
  ])('%s -> %s', (question, expected) => {
    expect(readingAt(SUNDAY)(question)).toBe(expected);
  });

  it('putting it somewhere is a request the bot cannot do', () => {
    const { result } = understandAt(SUNDAY)('export Q3 referrals to Excel and drop it on the shared drive');
    expect(result.kind === 'error' && result.error.code).toBe('unknown_topic');
  });
});

describe('words for what a report counts', () => {
  it.each([
    ['contest entries by region last month', 'signups last-month by region'],
    // A photo contest's entries are photo stories.
    ['photo contest entries last month', 'stories last-month'],
    ['guest highlights by property for september', 'stories 2030-09 by property'],
    ['what did we refer to partners last week?', 'referrals last-week'],
  ])('%s -> %s', (question, expected) => {
    expect(readingAt(SUNDAY)(question)).toBe(expected);
  });
});

describe('dates written every way', () => {
  it.each([
    // ISO week 50 of 2031: Monday Dec 8 to Sunday Dec 14.
    ['2031-W50 signups by layer', 'signups 2031-12-08..2031-12-14 by layer'],
    ['referrals 4Q31 vs 3Q31', 'referrals 2031-q4 vs previous'],
    // Weeks from Sunday, week 1 holding Jan 1: Sun Dec 28, 2031 to Sat Jan 3, 2032.
    ['occupancy for week 1', 'occupancy 2031-12-28..2032-01-03'],
  ])('%s -> %s', (question, expected) => {
    expect(readingAt(NEW_YEAR)(question)).toBe(expected);
  });

  it("the week that holds Jan 1 is the new year's first, no 53rd of the old", () => {
    const { result } = understandAt(NEW_YEAR)('signups for week 53 of 2031');
    expect(result.kind === 'error' && result.error.message).toBe('2031 has no week 53.');
  });
});

describe('a day of the month without its month, for the books', () => {
  it("gone a while this month, with next month's still to come: which is asked", () => {
    const { result } = understandAt(SUNDAY)('occupancy on the 4th');
    if (result.kind !== 'clarify') return expect.fail(JSON.stringify(result));
    expect(result.question).toBe('Which "the 4th": Oct 4, 2030, gone, or Nov 4, 2030, to come?');
    expect(result.options.map((o) => o.command)).toEqual(['occupancy 2030-10-04..2030-10-04', 'occupancy 2030-11-04..2030-11-04']);
  });

  it("gone four weeks, with next month's four days off: still asked, the nearer no surer", () => {
    // Friday, May 31, 2032: May 4 gone 27 days, June 4 four days ahead.
    const { result } = understandAt('2032-05-31T09:00:00Z')('occupancy on the 4th??');
    if (result.kind !== 'clarify') return expect.fail(JSON.stringify(result));
    expect(result.options.map((o) => o.command)).toEqual(['occupancy 2032-05-04..2032-05-04', 'occupancy 2032-06-04..2032-06-04']);
  });

  it("tomorrow's is the one meant", () => {
    expect(readingAt('2032-05-31T09:00:00Z')('occupancy on the 1st')).toBe('occupancy 2032-06-01..2032-06-01');
  });

  it("yesterday's, with next month's to come: asked too", () => {
    const { result } = understandAt(SUNDAY)('occupancy on the 12th');
    if (result.kind !== 'clarify') return expect.fail(JSON.stringify(result));
    expect(result.options.map((o) => o.command)).toEqual(['occupancy 2030-10-12..2030-10-12', 'occupancy 2030-11-12..2030-11-12']);
  });

  it.each([
    // One still to come this month, nearer than last month's gone, is that one; the past tense says which.
    ['occupancy for the 20th', 'occupancy 2030-10-20..2030-10-20'],
    ['what was occupancy on the 4th', 'occupancy 2030-10-04..2030-10-04'],
  ])('%s -> %s', (question, expected) => {
    expect(readingAt(SUNDAY)(question)).toBe(expected);
  });
});

describe("an event's days are asked", () => {
  it.each([
    ['bookings during the promo', 'during the promo'],
    // A season in its name is no season of the calendar; its weekend no weekend of the calendar.
    ['signups during the spring promo', 'during the spring promo'],
    ['signups over the festival weekend', 'over the festival weekend'],
    // Around it, as during it; a show, a race or a game held, and an event of the place (held-out sets DY, HO, HW).
    ['bookings around the boat show', 'around the boat show'],
    ['signups during the Boston travel show', 'during the Boston travel show'],
    ['referrals over the big game', 'over the big game'],
    ['optouts during the Portland Marathon', 'during the Portland Marathon'],
  ])('%s -> asks the days of "%s"', (question, event) => {
    const { result } = understandAt(SUNDAY)(question);
    expect(result.kind === 'clarify' && result.question).toContain(`"${event}"`);
  });
});

describe('where a period stops (held-out set DX)', () => {
  it.each([
    ['signups december up to and including the 15th', 'signups 2029-12-01..2029-12-15'],
    // Close of business on a day is that day; a day of the month, this month's; a weekday, the last one gone.
    ['opt-outs by discovery, MTD as of close of business on the 28th', 'optouts 2029-12-01..2029-12-28 by discovery'],
    ['referrals by region from Dec 1 up to last Friday', 'referrals 2029-12-01..2029-12-28 by geo'],
    ['signups this year through friday', 'signups 2029-01-01..2029-12-28'],
    ['daily referral revenue for the last two weeks through EOD yesterday', 'referrals 2029-12-17..2029-12-30 by day'],
    // To now: what is counted so far, to yesterday.
    ['signups dec 1 to now', 'signups 2029-12-01..2029-12-30'],
    // From a period's first day, with nothing it runs to: since then.
    ['signups from the start of the month', 'signups 2029-12-01..2029-12-30'],
    ['referral revenue since the 1st of the year by month', 'referrals 2029-01-01..2029-12-30 by month'],
    // "leading up to" is the days before, no period's end.
    ["occupancy for the 2 weeks leading up to new year's day", 'occupancy 2029-12-18..2029-12-31'],
  ])('%s -> %s', (question, expected) => {
    expect(readingAt(NEW_YEARS_EVE)(question)).toBe(expected);
  });
});

describe('typed in a hurry (held-out set EE)', () => {
  /** Monday, May 31, 2032, Memorial Day: last week is May 23-29. */
  const memorialDay = readingAt('2032-05-31T09:00:00Z');
  it.each([
    // A letter held for emphasis is the word it stretches; an interjection says nothing.
    ['sooo many signups this month!!! how many exactly', 'signups this-month'],
    ['pleeease signups last week', 'signups last-week'],
    ['goood signups last week?', 'signups last-week'],
    ['omg opt outs last week, how many', 'optouts last-week'],
    ['how many ppl built itineraries this month', 'planners this-month'],
    // Capitals alone are an abbreviation, never stretched.
    ['occupancy on the AAA rate last night', 'error unknown_word'],
  ])('%s -> %s', (question, expected) => {
    expect(memorialDay(question)).toBe(expected);
  });
});
