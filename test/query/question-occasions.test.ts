/**
 * The asker's own occasions said beside a question (the voice of held-out set ER): a meeting's, a call's or a
 * deadline's day is when the answer is needed, not what it is about. Wednesday, Apr 13, 2033: last week Sunday Apr 3
 * to Saturday Apr 9, last month March, next month May.
 */
import { describe, expect, it } from 'vitest';
import { readingAt } from './helpers.js';

const reading = readingAt('2033-04-13T15:10:00Z');

describe("an occasion's day is not the period", () => {
  it.each([
    // The day before the occasion ("tomorrow's board meeting", "Friday's call") and the day after it.
    ["need Q1 referrals before tomorrow's board meeting", 'referrals 2033-q1'],
    ["for Friday's call with the owners, how did signups do last week?", 'signups last-week'],
    ['stories last week, deck is due friday', 'stories last-week'],
    ['occupancy next month - owners meeting on the 28th', 'occupancy next-month'],
    ['sponsor referrals YTD vs last year — renewal call with the sponsor on the 21st', 'referrals this-year vs last-year'],
    ['deadline is the 15th: signups last month vs the month before, by property', 'signups last-month vs previous by property'],
    ["board pre-read is due tomorrow — give me last week's overview", 'digest last-week'],
    ['send me the digest for Q1, quarterly business review is next Wednesday', 'digest 2033-q1'],
    // Said alone, the occasion's day leaves the report's own period.
    ["signups for tomorrow's meeting", 'signups last-week'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});

describe('what the figures are for is no topic asked', () => {
  it.each([
    ['occupancy next month for staffing', 'occupancy next-month'],
    ['occupancy Dec 20 – Jan 2 please, for our holiday staffing plans', 'occupancy 2033-12-20..2034-01-02'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});

describe('guards: days that are asked about', () => {
  it.each([
    // Tuesday Apr 12 was yesterday; the webinar and the conference are what the question is about.
    ['signups from the webinar on tuesday', 'signups 2033-04-12..2033-04-12'],
    ['ADR over the conference, 6/10 to 6/14', 'occupancy 2033-06-10..2033-06-14 focus adr'],
    ['how many reviews came in on the 4th', 'stories 2033-04-04..2033-04-04 focus avgRating'],
    ['signups due to the campaign last week', 'signups last-week'],
    ["who's on the housekeeping schedule tomorrow", 'error unknown_topic'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});
