/**
 * The question reader's loop and helpers (question.ts) at their edges, read whole through
 * `understand`: option ids that are only filler words ("discovery for planners"), comparisons
 * the grammar spells ("compared to year"), "the week before" in a follow-up with more after it,
 * property names after "only"/"just" and where they end, counts before what they count (1 to
 * 25), the help for a question of filler only, the focus a follow-up carries (and only then),
 * which words spelling may correct, how figure words of another report name a report's own
 * figure, the refusal sentence's nearest report, and the question asked back for two or more
 * reports. Every expected reading is worked by hand for Tuesday, Nov 24, 2026, UTC (last week
 * Nov 15-21, the week before Nov 8-14, last month October).
 */
import { describe, expect, it } from 'vitest';
import { understand, type Understanding } from '../../src/query/index.js';
import { compactReading } from './question-corpus.js';
import { sandboxNames } from '../../src/sandbox/names.js';

/** The sample data's names, as local mode reads questions with them. */
const NAMES = sandboxNames();

const NOW = new Date('2026-11-24T15:00:00Z');

const read = (text: string): Understanding => understand(text, { now: NOW, timeZone: 'UTC', names: NAMES });
const reading = (text: string): string => compactReading(read(text).result);

/** The first message read on its own, then the second as a reply in the same thread. */
function thread(first: string, then: string): Understanding {
  const before = read(first).result;
  if (before.kind !== 'report') expect.fail(`${first} did not read as a report`);
  return understand(then, { now: NOW, timeZone: 'UTC', names: NAMES }, before.query);
}

const plain = { timeZone: 'UTC', weekStartsOn: 'Sunday', properties: [], discoveries: [] };

describe('grammar options inside a question', () => {
  it('reads "discovery for" as words, not a discovery id "for"', () => {
    expect(read('discovery for planners last month').result).toStrictEqual({
      kind: 'report',
      query: { ...plain, report: 'planners', range: 'last-month' },
    });
  });

  it('keeps "compared to year" whole, its "to" part of the comparison', () => {
    expect(reading('how did referrals do last month compared to year')).toBe('referrals last-month vs last-year');
  });
});

describe('"the week before" in a follow-up', () => {
  it('moves the previous week back one, and reads what follows it', () => {
    expect(compactReading(thread('signups last week', 'and the week before by country').result)).toBe('signups 2026-11-08..2026-11-14 by country');
  });

  it("in a new question naming a report, is the week before the thread's last period", () => {
    expect(compactReading(thread('signups last week', 'how did referrals do the week before').result)).toBe('referrals 2026-11-08..2026-11-14');
  });

  it('with no thread to be before, is refused, saying what to name', () => {
    expect(read('how did referrals do the week before').result).toStrictEqual({
      kind: 'error',
      error: {
        code: 'unknown_word',
        message: '"the week before" needs a period to be before, and none was named.',
        suggestion: 'Name the period, as in "last week" or "2 weeks ago".',
      },
    });
  });
});

describe('a property by its name after "only" or "just"', () => {
  it.each([
    ['signups last month only Harbor View Inn by country', 'signups last-month by country property harbor-view-inn'],
    ['signups only Harbor View Inn last month', 'signups last-month property harbor-view-inn'],
    ['signups last month just Harbor View Inn', 'signups last-month property harbor-view-inn'],
    ['signups last month only harbor-view-Inn', 'signups last-month property harbor-view-inn'],
    // Ends at a claimed figure word, a grammar word, a filler word.
    ['advocates only harbor-view-inn last month', 'signups last-month property harbor-view-inn'],
    ['signups only harbor-view-inn advocates last month', 'signups last-month property harbor-view-inn'],
    ['signups only harbor-view-inn by country last month', 'signups last-month by country property harbor-view-inn'],
    ['signups only harbor-view-inn for last month', 'signups last-month property harbor-view-inn'],
  ])('%s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });

  it.each([
    ['occupancy next month only Condos', 'occupancy next-month type Condotel'],
    ['occupancy only Condos next month', 'occupancy next-month type Condotel'],
    ['occupancy next month only Vacation Rentals', 'occupancy next-month type VacationRental'],
  ])('reads a property type after "only" as a type, not a name: %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });

  it('ends a capitalised name at the first word not capitalised', () => {
    // The name ends at "Inn": an English word after it fills nothing and is passed over; a word that is none is refused.
    expect(reading('signups last month only Harbor View Inn extra')).toBe('signups last-month property harbor-view-inn');
    expect(read('signups last month only Harbor View Inn Xtra').result).toStrictEqual({
      kind: 'error',
      error: { code: 'unknown_word', message: 'I don\'t understand "Xtra".' },
    });
  });
});

describe('a count before what it counts is a top N, from 1 to 25', () => {
  it.each([
    ['1 guest story last month', 'stories last-month top 1'],
    ['25 guest stories', 'stories last-week top 25'],
    ['05 guest stories', 'stories last-week top 5'],
  ])('%s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });

  it.each([
    ['0 guest stories', 'I don\'t understand "0".'],
    ['26 guest stories', 'I don\'t understand "26".'],
    ['30 guest stories', 'I don\'t understand "30".'],
    ['1.5 guest stories', 'I don\'t understand "1.5".'],
    ['1e1 guest stories', 'I don\'t understand "1e1".'],
    ['0x5 guest stories', 'I don\'t understand "0x5".'],
    ['100 guest stories', 'I don\'t understand "100".'],
  ])('%s is not a count', (question, message) => {
    const { result } = read(question);
    expect(result.kind === 'error' && result.error.code).toBe('unknown_word');
    expect(result.kind === 'error' && result.error.message).toBe(message);
  });
});

describe('what a reading carries', () => {
  it('answers a question of filler only with help', () => {
    expect(read('please show me').result).toStrictEqual({ kind: 'help' });
  });

  it('puts no notes and no focus on a reading with none', () => {
    expect(read('how did signups do last month').result).toStrictEqual({
      kind: 'report',
      query: { ...plain, report: 'signups', range: 'last-month' },
    });
  });

  it('reads "last year" of a follow-up as the year-on-year view of its period, keeping what follows it', () => {
    const u = thread('referrals last month', 'what about last year by channel');
    expect(u.result).toStrictEqual({
      kind: 'report',
      query: { ...plain, report: 'referrals', range: 'last-month', compare: 'last-year', breakdown: 'channel' },
      notes: ['Read "last year" as last month against the same period last year.'],
    });
  });

  it('reads a typed "last-year" the same way, keeping what follows it', () => {
    const u = thread('referrals last month', 'what about last-year by channel');
    expect(u.result).toStrictEqual({
      kind: 'report',
      query: { ...plain, report: 'referrals', range: 'last-month', compare: 'last-year', breakdown: 'channel' },
      notes: ['Read "last year" as last month against the same period last year.'],
    });
  });

  it('carries the figure asked about into a follow-up on the same report', () => {
    expect(compactReading(thread('referral transactions last month', 'and this month?').result)).toBe(
      'referrals this-month focus referralTransactions',
    );
  });

  it('does not carry the figure into a new question, nor to another report', () => {
    expect(compactReading(thread('referral transactions last month', 'how did referrals do this month').result)).toBe('referrals this-month');
    expect(compactReading(thread('referral transactions last month', 'same for the digest').result)).toBe('digest last-month');
  });
});

describe('spelling', () => {
  it('corrects a misspelt report name and says so', () => {
    const u = read('referals last month');
    expect(u.result).toStrictEqual({
      kind: 'report',
      query: { ...plain, report: 'referrals', range: 'last-month' },
      notes: ['Read "referals" as referrals.'],
    });
    expect(u.notes).toEqual(['Read "referals" as referrals.']);
  });

  it.each(['5referals', 'referals5'])('leaves a word with a digit as typed: %s', (word) => {
    const u = read(`${word} last month`);
    expect(u.result).toStrictEqual({
      kind: 'error',
      error: { code: 'unknown_report', message: `"${word}" is not a report.`, suggestion: 'Did you mean "referrals"?' },
    });
    expect(u.notes).toEqual([]);
  });

  it('leaves the value after "property" as typed', () => {
    expect(reading('signups last month property refferals')).toBe('signups last-month property refferals');
  });

  it('corrects towards single words only ("adspend" is "spend", not "ad-spend")', () => {
    const u = read('adspend last month');
    expect(u.notes).toEqual(['Read "adspend" as spend.']);
    expect(u.result.kind === 'error' && u.result.error.message).toBe(
      'The reporting service holds nothing on ad spend; it has bookings, stays on the books (occupancy, ADR, RevPAR), referral revenue, advocacy signups, guest photo stories, trip planners and opt-outs.',
    );
  });
});

describe('the figure asked about', () => {
  it.each([
    // Another report's name that is a figure word, with no such figure here: no focus.
    ['referrals occupancy last month', 'clarify referrals|occupancy'],
    // A figure of another report that the digest also shows is not read as the digest's.
    ['digest referral revenue last week', 'digest last-week'],
    // Another report's figure word, read as this report's own figure of that word.
    ['occupancy nights last month', 'occupancy last-month focus bookedNights'],
    ['planners reservations last week', 'planners last-week focus reservations'],
  ])('%s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});

describe('topics the service does not hold', () => {
  const holds =
    'it has bookings, stays on the books (occupancy, ADR, RevPAR), referral revenue, advocacy signups, guest photo stories, trip planners and opt-outs.';

  it('names the nearest report, with why only for cancellations', () => {
    expect(read('profit last month').result).toStrictEqual({
      kind: 'error',
      error: {
        code: 'unknown_topic',
        message: `The reporting service holds nothing on profit; ${holds}`,
        suggestion: 'The nearest I have: "/report bookings last-week".',
      },
    });
    expect(read('cancellations next month').result).toStrictEqual({
      kind: 'error',
      error: {
        code: 'unknown_topic',
        message: `The reporting service holds nothing on cancellations; ${holds}`,
        suggestion: 'The nearest I have: "/report occupancy next-4-weeks" (cancellations show there as negative pickup).',
      },
    });
  });
});

describe('two or more reports: one question back', () => {
  it('offers each report by itself when nothing else was said', () => {
    const u = read('referrals signups');
    expect(u.result).toStrictEqual({
      kind: 'clarify',
      question: 'Which did you mean: Referrals or Signups?',
      options: [
        { label: 'Referrals', command: 'referrals' },
        { label: 'Signups', command: 'signups' },
      ],
    });
    expect(u.notes).toEqual([]);
  });

  it('offers with each report the rest of the question where it reads ("by channel" only the referrals\')', () => {
    expect(read('referrals and signups by channel last month').result).toStrictEqual({
      kind: 'clarify',
      question: 'Which did you mean: Referrals or Signups?',
      options: [
        { label: 'Referrals', command: 'referrals last month by channel' },
        { label: 'Signups', command: 'signups last month' },
      ],
    });
  });

  it('asks about the first four of five, naming all but the last before "or"', () => {
    expect(read('referrals signups stories optouts planners last month').result).toStrictEqual({
      kind: 'clarify',
      question: 'Which did you mean: Referrals, Signups, Guest photo stories or Opt-outs?',
      options: [
        { label: 'Referrals', command: 'referrals last month' },
        { label: 'Signups', command: 'signups last month' },
        { label: 'Guest photo stories', command: 'stories last month' },
        { label: 'Opt-outs', command: 'optouts last month' },
      ],
    });
  });
});
