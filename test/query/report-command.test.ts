/**
 * A report or subscribe command read and finished (src/query/report-command.ts), through
 * `parseCommand`: every filler word the strict grammar drops ("referrals for last-week"), the
 * name of each option in a "Pick one …" conflict, the "did you mean" guesses for a range typed in
 * pieces ("next mnth", "past wek", "bookings quarter", "bookings 12") and their edges (a window
 * of three words before two, numbers 1..366 only, "0x12" and "1e2" are not numbers), a property
 * type next to a breakdown that is not by type, and a subscription to a fixed range that ends
 * today (not over yet) or lies ahead.
 */
import { describe, expect, it } from 'vitest';
import { parseCommand, type ParseResult } from '../../src/query/index.js';

/** Tuesday, Nov 24, 2026, 15:00 UTC. */
function run(text: string): ParseResult {
  return parseCommand(text, { now: new Date('2026-11-24T15:00:00Z'), timeZone: 'UTC' });
}

describe('filler words', () => {
  it.each(['for', 'the', 'of', 'in', 'please', 'pls', 'show', 'me', 'my', 'give', 'get', 'a', 'an', 'over', 'during', 'and', 'with'])(
    '"referrals %s last-week" reads as if the filler word were not there',
    (word) => {
      expect(run(`referrals ${word} last-week`)).toEqual({
        kind: 'report',
        query: { report: 'referrals', range: 'last-week', timeZone: 'UTC', weekStartsOn: 'Sunday', properties: [], discoveries: [] },
      });
    },
  );

  it('drops several filler words in one sentence', () => {
    expect(run('please show me the referrals for last week')).toEqual({
      kind: 'report',
      query: { report: 'referrals', range: 'last-week', timeZone: 'UTC', weekStartsOn: 'Sunday', properties: [], discoveries: [] },
    });
  });
});

describe('conflicts name the option in dispute', () => {
  it.each([
    ['bookings referrals', 'Pick one report: "bookings" or "referrals".'],
    ['referrals last month 2026-10', 'Pick one range: "last month" or "2026-10".'],
    ['subscribe digest every day every monday', 'Pick one schedule: "every day" or "every monday".'],
    ['subscribe bookings every day at 9am at 10am', 'Pick one time: "at 9am" or "at 10am".'],
    ['referrals by channel by geo', 'Pick one breakdown: "by channel" or "by geo".'],
    ['bookings by day by week', 'Pick one grouping: "by day" or "by week".'],
    ['occupancy type condotel type rvresort', 'Pick one property type: "type condotel" or "type rvresort".'],
    ['bookings vs previous vs last-year', 'Pick one comparison: "vs previous" or "vs last-year".'],
    ['bookings week-starts monday week-starts sunday', 'Pick one week start: "week-starts monday" or "week-starts sunday".'],
    ['referrals delay 5 delay 10', 'Pick one delay: "delay 5" or "delay 10".'],
    ['referrals top 5 top 10', 'Pick one top: "top 5" or "top 10".'],
    ['bookings tz Europe/Berlin tz UTC', 'Pick one time zone: "tz europe/berlin" or "tz utc".'],
  ])('%s', (text, sentence) => {
    expect(run(text)).toEqual({ kind: 'error', error: { code: 'conflict', message: sentence } });
  });

  it('the same range typed twice is no conflict', () => {
    expect(run('bookings last-week last week')).toEqual({
      kind: 'report',
      query: { report: 'bookings', range: 'last-week', timeZone: 'UTC', weekStartsOn: 'Sunday', properties: [], discoveries: [] },
    });
  });

  it('the same time typed twice is no conflict', () => {
    expect(run('subscribe bookings every day at 9am at 9am')).toEqual({
      kind: 'subscribe',
      query: { report: 'bookings', range: 'yesterday', timeZone: 'UTC', weekStartsOn: 'Sunday', properties: [], discoveries: [] },
      schedule: { every: 'day', time: '09:00', timeZone: 'UTC' },
    });
  });
});

describe('a property type with a breakdown that is not by type', () => {
  it('is refused as an option the report lacks, not as a "pick one type" conflict', () => {
    expect(run('referrals by channel type condotel')).toEqual({
      kind: 'error',
      error: {
        code: 'bad_option',
        message: '"type condotel" works only with occupancy and bookings, not referrals.',
        suggestion: 'Try "/report occupancy type condotel".',
      },
    });
  });
});

describe('unknown words when a report was named', () => {
  it('a misspelt second report is an unknown word, not "is not a report"', () => {
    expect(run('bookings referals')).toEqual({
      kind: 'error',
      error: { code: 'unknown_word', message: 'I don\'t understand "referals".', suggestion: 'Did you mean "referrals"?' },
    });
  });
});

describe('a range typed in pieces', () => {
  it.each([
    ['bookings next mnth', 'next mnth', 'next-month'],
    ['bookings this mnth', 'this mnth', 'this-month'],
    ['bookings past wek', 'past wek', 'last-week'],
    // The two-word window is tried when the three-word one ("last mnth xyz") is no range.
    ['bookings last mnth xyz', 'last mnth', 'last-month'],
  ])('%s: the pair is the typo', (text, words, guess) => {
    expect(run(text)).toEqual({
      kind: 'error',
      error: { code: 'unknown_word', message: `I don't understand "${words}".`, suggestion: `Did you mean "${guess}"?` },
    });
  });

  it('a word that does not start a range is corrected on its own, not with the next word', () => {
    expect(run('bookings lst mnth')).toEqual({
      kind: 'error',
      error: { code: 'unknown_word', message: 'I don\'t understand "lst".', suggestion: 'Did you mean "last"?' },
    });
  });

  it('"last xyzzy" near no range word is "last" out of place, with no guess', () => {
    expect(run('referrals last xyzzy')).toEqual({ kind: 'error', error: { code: 'unknown_word', message: 'I don\'t understand "last" there.' } });
  });

  // "referrals last 7" said only that "last" was out of place, and "past 30" offered "last".
  it.each([
    ['referrals last 7', 'last 7', 'last-7-days'],
    ['referrals past 30', 'past 30', 'last-30-days'],
    ['bookings last 1', 'last 1', 'last-1-day'],
    ['occupancy next 14', 'next 14', 'next-14-days'],
    ['occupancy coming 366', 'coming 366', 'next-366-days'],
  ])('"%s" is guessed as days', (text, words, guess) => {
    expect(run(text)).toEqual({
      kind: 'error',
      error: { code: 'unknown_word', message: `I don't understand "${words}".`, suggestion: `Did you mean "${guess}"?` },
    });
  });

  it('"last 12000" is past the days a range may span: "last" out of place, with no guess', () => {
    expect(run('referrals last 12000')).toEqual({ kind: 'error', error: { code: 'unknown_word', message: 'I don\'t understand "last" there.' } });
  });
});

describe('a grammar word out of place', () => {
  it.each([
    ['bookings quarter', 'quarter', 'Did you mean "last-quarter"?'],
    ['bookings year', 'year', 'Did you mean "last-year"?'],
    ['bookings day', 'day', 'Did you mean "yesterday" or "by day"?'],
    ['bookings days', 'days', 'Did you mean "yesterday" or "by day"?'],
    ['bookings month', 'month', 'Did you mean "last-month" or "by month"?'],
    ['bookings weeks', 'weeks', 'Did you mean "last-week" or "by week"?'],
  ])('%s', (text, word, suggestion) => {
    expect(run(text)).toEqual({ kind: 'error', error: { code: 'unknown_word', message: `I don't understand "${word}" there.`, suggestion } });
  });

  it('"weekday" is no unit, though it starts with "week" and ends with "day"', () => {
    expect(run('bookings weekday')).toEqual({ kind: 'error', error: { code: 'unknown_word', message: 'I don\'t understand "weekday" there.' } });
  });
});

describe('a bare number', () => {
  it.each([
    // One day in the singular: it said "last-1-days".
    ['1', 'last-1-day'],
    ['12', 'last-12-days'],
    ['366', 'last-366-days'],
  ])('"bookings %s" is guessed as a number of days', (number, guess) => {
    expect(run(`bookings ${number}`)).toEqual({
      kind: 'error',
      error: { code: 'unknown_word', message: `I don't understand "${number}".`, suggestion: `Did you mean "${guess}"?` },
    });
  });

  it.each(['0', '12000', '0x12', '1e2'])('"bookings %s" gets no guess', (word) => {
    expect(run(`bookings ${word}`)).toEqual({ kind: 'error', error: { code: 'unknown_word', message: `I don't understand "${word}".` } });
  });
});

describe('subscriptions to a fixed range', () => {
  it('a day that is today is not over yet', () => {
    expect(run('subscribe bookings 2026-11-24 every day')).toEqual({
      kind: 'subscribe',
      query: { report: 'bookings', range: '2026-11-24..2026-11-24', timeZone: 'UTC', weekStartsOn: 'Sunday', properties: [], discoveries: [] },
      schedule: { every: 'day', time: '09:00', timeZone: 'UTC' },
    });
  });

  it('a month ahead is fine for the look-ahead report', () => {
    expect(run('subscribe occupancy 2026-12 every day')).toEqual({
      kind: 'subscribe',
      query: { report: 'occupancy', range: '2026-12', timeZone: 'UTC', weekStartsOn: 'Sunday', properties: [], discoveries: [] },
      schedule: { every: 'day', time: '09:00', timeZone: 'UTC' },
    });
  });

  it('yesterday is already over', () => {
    expect(run('subscribe bookings 2026-11-23 every day')).toEqual({
      kind: 'error',
      error: {
        code: 'past_range',
        message: '"2026-11-23" is already over, so every delivery would repeat the same report.',
        suggestion: 'Use a relative range such as "last-month".',
      },
    });
  });
});
