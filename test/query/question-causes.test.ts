/**
 * Questions that ask why a figure moved and who moved it (the voice of held-out set EH): the report of the figure,
 * its period, and the people said. Wednesday, May 19, 2032: yesterday is May 18, last month April.
 */
import { describe, expect, it } from 'vitest';
import { readingAt, understandAt } from './helpers.js';

/** The Coastal Escapes discovery of the sample data (src/sandbox/catalog.ts). */
const COASTAL_ESCAPES = '0d3e8a51-6f2c-4b97-8e1a-4a7c9b2d5f83';

const reading = readingAt('2032-05-19T16:30:00Z');

describe('"fall" as what a figure did', () => {
  it.each([
    // After a question's auxiliary and its subject, "fall" is the verb, not the season.
    ['did signups fall last month', 'signups last-month'],
    ['why did referral revenue fall in april', 'referrals 2032-04'],
    ['will occupancy fall below 60% in june', 'occupancy 2032-06'],
    // Guards: the season where a season is said.
    ['signups in the fall', 'signups 2031-09-01..2031-11-30'],
    ['fall signups', 'signups 2031-09-01..2031-11-30'],
    ['what did fall look like for signups', 'signups 2031-09-01..2031-11-30'],
    ['how did stories do in fall 2031', 'stories 2031-09-01..2031-11-30'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});

describe('the people of a kind leaving', () => {
  it.each([
    // Leads or planners said leaving are that kind's opt-outs, not the signups or planners their word names.
    ['how many leads unsubscribed at Seaside Grand Resort last month', 'optouts last-month property seaside-grand-resort focus advocacyOptouts'],
    [
      'why are Harbor View Inn leads unsubscribing more since March?',
      'optouts 2032-03-01..2032-05-18 property harbor-view-inn focus advocacyOptouts',
    ],
    ['members who opted out last week', 'optouts last-week focus advocacyOptouts'],
    // Guards: the people themselves, and two reports said together.
    ['new leads last week', 'signups last-week'],
    ['signups and opt-outs last week', 'clarify signups|optouts'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });

  it("a discovery's planners leaving are its opt-outs", () => {
    const { result } = understandAt('2032-05-19T16:30:00Z')('how many coastal escapes planners opted out last week');
    expect(result).toMatchObject({ kind: 'report', query: { report: 'optouts', range: 'last-week', discoveries: [COASTAL_ESCAPES] } });
  });
});

describe("the trade's shorthand (held-out sets EG, CA, DL)", () => {
  it.each([
    // ALOS is the average length of stay; new business, the bookings taken.
    ['what was ALOS on last month’s bookings', 'bookings last-month focus avgStay'],
    ['how much new business came in yesterday', 'bookings yesterday focus transactions'],
    // How the rooms filled, or look empty, is the books.
    ['the RV park looks empty for next weekend', 'occupancy 2032-05-28..2032-05-29 type RVResort'],
    ['how did the condos fill last weekend', 'occupancy 2032-05-14..2032-05-15 type Condotel'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});

describe('what drove a figure', () => {
  it.each([
    // "What drove" asks the cause of the figure said: revenue alone is asked about, a report's revenue is its report.
    ['what drove revenue in Q1?', 'clarify occupancy|bookings|referrals|planners'],
    ['what drove the jump in referral revenue in April', 'referrals 2032-04'],
    // Guard: a channel that drove bookings is the referrals'.
    ['which channel drove the most bookings last week', 'referrals last-week by channel'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});

describe('words of newcomers (held-out sets EP, EN)', () => {
  /** Saturday, Oct 30, 2032: last week Oct 17–23. */
  const saturday = readingAt('2032-10-30T20:00:00Z');
  it.each([
    // Asking to stop getting e-mails is opting out.
    ['how many folks asked to stop getting our emails last week', 'optouts last-week'],
    // A carnival is an event of the place: its dates are asked.
    ['stories during the winter carnival', 'clarify '],
  ])('%s -> %s', (question, expected) => {
    expect(saturday(question)).toBe(expected);
  });
});
