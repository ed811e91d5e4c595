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
