/**
 * The checks of the later options, word by word: how a week start, a delay or top count and a
 * time zone are spelled, which neighbouring words they take with them, and the sentence that
 * refuses a value out of range. Each command's expected option or refusal is written by hand.
 */
import { describe, expect, it } from 'vitest';
import { understand } from '../../src/query/index.js';
import { NOW, failure, query } from './helpers.js';
import { sandboxNames } from '../../src/sandbox/names.js';

/** The sample data's names, as local mode reads questions with them. */
const NAMES = sandboxNames();

describe('comparison: a refusal read as a question', () => {
  it('quotes every word of "compare to <word>" back, the "to" included', () => {
    // The question reader copies the words a refused option took and reads the rest on its own;
    // all three must travel together for the refusal to quote them as typed.
    expect(understand('bookings compare to lunch', { now: NOW, timeZone: 'UTC', names: NAMES }).result).toEqual({
      kind: 'error',
      error: {
        code: 'bad_option',
        message: '"compare to lunch" is not a comparison I know.',
        suggestion: 'Try "vs previous", "vs last-year" or "no-compare".',
      },
    });
  });
});

describe('week-starts: the spellings of the keyword', () => {
  it.each([
    // The hyphen and the plural "s" are both optional in the keyword.
    ['bookings weekstarts monday', 'Monday'],
    ['bookings week-start monday', 'Monday'],
    ['bookings weekstart tuesday', 'Tuesday'],
    ['bookings week starts on friday', 'Friday'],
  ])('"%s" starts the week on %s', (text, day) => {
    expect(query(text).weekStartsOn).toBe(day);
  });

  it('does not read a day glued onto the keyword in one word', () => {
    expect(failure('bookings week-starts-monday')).toEqual({ code: 'unknown_word', message: 'I don\'t understand "week-starts-monday".' });
  });

  it('does not read a week start that begins after a stray "week"', () => {
    // "week" alone is no option; the week start after it is read on its own, so "week" is the unknown word.
    expect(failure('bookings week weekstarts monday')).toMatchObject({ code: 'unknown_word', message: 'I don\'t understand "week" there.' });
  });

  it('asks for a day when the command ends at the keyword', () => {
    expect(failure('bookings week-starts')).toEqual({
      code: 'bad_option',
      message: '"week-starts" needs a day of the week.',
      suggestion: 'Try "week-starts monday".',
    });
  });
});

describe('delay and top: numbers, glued numbers and the word "days"', () => {
  it.each([
    ['referrals delay-20', 20],
    ['referrals delay20', 20],
    ['referrals delay 20d', 20],
    ['referrals delay 20day', 20],
    ['referrals delay 20days', 20],
    ['referrals delay 20 day', 20],
    ['referrals delay 20 days', 20],
  ])('"%s" is a delay of %i days', (text, delay) => {
    expect(query(text).delay).toBe(delay);
  });

  it('takes only the number, so a range after a delay or a top is still the range', () => {
    expect(query('referrals delay 20 last-week')).toMatchObject({ delay: 20, range: 'last-week' });
    expect(query('referrals top 5 last-week')).toMatchObject({ top: 5, range: 'last-week' });
  });

  it('takes "days" after a delay but not after a top', () => {
    expect(failure('referrals top 5 days')).toMatchObject({ code: 'unknown_word', message: 'I don\'t understand "days" there.' });
  });

  it.each([
    ['referrals delay 20 daysx', 'I don\'t understand "daysx".'],
    ['referrals delay 20 xdays', 'I don\'t understand "xdays".'],
  ])('does not take a word that only contains "days": "%s"', (text, sentence) => {
    expect(failure(text)).toMatchObject({ code: 'unknown_word', message: sentence });
  });

  it.each([
    ['referrals delay x20', '"delay" takes a number of days from 0 to 365.', 'Try "delay 15".'],
    ['referrals delay 20x', '"delay" takes a number of days from 0 to 365.', 'Try "delay 15".'],
    ['referrals delay 400', '"delay" takes a number of days from 0 to 365.', 'Try "delay 15".'],
    ['referrals top 0', '"top" takes a number of rows from 1 to 25.', 'Try "top 10".'],
    ['referrals top 26', '"top" takes a number of rows from 1 to 25.', 'Try "top 10".'],
  ])('refuses "%s"', (text, sentence, suggestion) => {
    expect(failure(text)).toEqual({ code: 'bad_option', message: sentence, suggestion });
  });
});

describe('time zone: the keyword spellings', () => {
  it.each([
    ['bookings tz Europe/Berlin', 'Europe/Berlin'],
    ['bookings timezone Europe/Berlin', 'Europe/Berlin'],
    ['bookings time-zone America/New_York', 'America/New_York'],
    ['bookings zone Asia/Tokyo', 'Asia/Tokyo'],
  ])('"%s" is in %s', (text, zone) => {
    expect(query(text).timeZone).toBe(zone);
  });

  it('asks for a zone when the command ends at the keyword', () => {
    expect(failure('bookings tz')).toEqual({
      code: 'bad_timezone',
      message: '"tz" needs a time zone name.',
      suggestion: 'Try "tz Europe/Berlin".',
    });
  });
});
