/**
 * A question corrected as it is typed (the voice of held-out set DT): the words after "no wait",
 * "actually", "scratch that", "oops, I meant", "make it" change the reading of the words before
 * as a follow-up changes a report: what they say replaces, what they leave unsaid stays; the last
 * correction wins. Tuesday, Jul 1, 2031, the first of a month: yesterday is Monday, Jun 30, last
 * week Sun Jun 22 to Sat Jun 28, last month June; every reading below is worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import { understand } from '../../src/query/index.js';
import { sandboxNames } from '../../src/sandbox/names.js';
import { compactReading } from './question-corpus.js';
import { readingAt, understandAt } from './helpers.js';

const FIRST_OF_JULY = '2031-07-01T09:30:00Z';
const reading = readingAt(FIRST_OF_JULY);

describe('a correction replaces what it says', () => {
  it.each([
    ['signups last week - actually make that the last 3 weeks', 'signups last-21-days'],
    ['opt-outs by property last month. scratch that, by discovery', 'optouts last-month by discovery'],
    // What it says it is not is what it takes back, no name left out.
    ['stories for Dune Crest in june... actually Pine Hollow, not Dune Crest', 'stories 2031-06 property pine-hollow-cottages'],
    // Another report named: the period said before stays.
    ['planners for june, oops, I meant opt-outs', 'optouts 2031-06'],
    // A count alone is the period's count, or the ranking's where the period has none.
    ['bookings for the past 14 days... make it 21', 'bookings last-21-days'],
    ['top 3 referral channels last month. no, 5', 'referrals last-month by channel top 5'],
    // "The one before", "the week after": the period next to the one said (Sun Aug 3 to Sat Aug 9, 2031, then the next).
    ['the digest for last week... the one before, sorry', 'digest 2031-06-15..2031-06-21'],
    ['occupancy for the week of august 3, no wait, the week after', 'occupancy 2031-08-10..2031-08-16'],
    // "All types", "just the total": the filter or breakdown before it dropped.
    ['condo bookings last month, actually all types', 'bookings last-month'],
    ['referrals by channel for june. never mind the breakdown, just the total', 'referrals 2031-06'],
    // "Last year" correcting a period is that year (2030), not this period against last year's.
    ['signups for q1. no - I need all of last year', 'signups last-year'],
    // A correction that adds keeps the rest.
    ['bookings last month, actually by week', 'bookings last-month by week'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });

  it('says what it read as a correction', () => {
    expect(understandAt(FIRST_OF_JULY)('opt-outs by property last month. scratch that, by discovery').notes).toContain(
      'Read "scratch that" as changing "opt-outs by property last month".',
    );
  });
});

describe('what is no correction', () => {
  it.each([
    // "actually" inside a sentence, "no" before what it negates, "sorry" as politeness.
    ['what did occupancy actually end up at in june?', 'occupancy 2031-06'],
    ['signups last week, no breakdown', 'signups last-week'],
    ['sorry to bother you, signups last week?', 'signups last-week'],
    // The story after an apology is no second question.
    ['signups last week. Sorry, I know it is late, I am off from the 28th', 'signups last-week'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
    expect(understandAt(FIRST_OF_JULY)(question).notes.some((n) => n.includes('as changing'))).toBe(false);
  });
});

describe('follow-ups that say the period after, or every member', () => {
  const ctx = { now: new Date(FIRST_OF_JULY), timeZone: 'UTC', names: sandboxNames() };
  const previousOf = (text: string) => {
    const { result } = understand(text, ctx);
    if (result.kind !== 'report') return expect.fail(`expected a report for ${text}`);
    return result.query;
  };
  it.each([
    // June 2031, then the month after: July.
    ['signups for june', 'and the month after?', 'signups 2031-07-01..2031-07-31'],
    ['vacation rental bookings last month', 'what about all types?', 'bookings last-month'],
    ['opt-outs last month by property', 'same but no breakdown', 'optouts last-month'],
  ])('%s, then %s -> %s', (first, then, expected) => {
    expect(compactReading(understand(then, ctx, previousOf(first)).result)).toBe(expected);
  });
});
