/**
 * The schedule words of subscriptions, read through schedule.ts: how often (`weekdays`,
 * `every daily`, `every business-days`, `monthly on the first`, `every month on the end of
 * month`), the time of day (`at midday`, `at 9p.m.`, `at 9h15`, a bare `17:30`) with the
 * bounds of a typed time (0am, 1am, 9:59, 9:60, 23:00, 24:00), and the ordinals of
 * formatSchedule (11th-13th, 21st, 22nd). Pins how many words each phrase takes (also when it
 * does not start the command) and the exact words of each failure; subscriptions.test.ts
 * covers the common phrases through parseCommand.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME, formatSchedule, parseCommand, type Schedule } from '../../src/query/index.js';
import { recognizeEvery, recognizeTime } from '../../src/query/schedule.js';
import { tokenize } from '../../src/query/tokens.js';

const EVERY_HINT = 'Try "every day", "every weekday", "every monday" or "every month on 1st".';
const TIME_HINT = 'Use a time like "at 09:00", "at 9am" or "at 17:30".';

function every(text: string, i = 0) {
  return recognizeEvery(tokenize(text), i);
}

function time(text: string, i = 0) {
  return recognizeTime(tokenize(text), i);
}

function subscribe(text: string) {
  return parseCommand(text, { now: new Date('2026-11-24T15:00:00Z'), timeZone: 'UTC' });
}

describe('recognizeEvery: how often', () => {
  it.each([
    ['weekdays', { every: 'weekday' }],
    ['workdays', { every: 'weekday' }],
    ['daily', { every: 'day' }],
    ['monthly', { every: 'month', dayOfMonth: 1 }],
    ['weekly', { every: 'week', day: 'Monday' }],
  ])('"%s" is one word', (word, value) => {
    expect(every(`${word} at 9am`)).toEqual({ len: 1, value, phrase: word });
  });

  it.each(['day', 'daily'])('"every %s" is every day', (word) => {
    expect(every(`every ${word} at 9am`)).toEqual({ len: 2, value: { every: 'day' }, phrase: `every ${word}` });
  });

  it.each(['weekday', 'weekdays', 'workday', 'workdays', 'business-day', 'business-days'])('"each %s" is every weekday', (word) => {
    expect(every(`each ${word} at 9am`)).toEqual({ len: 2, value: { every: 'weekday' }, phrase: `each ${word}` });
  });

  it('reads the schedule where it stands in the command', () => {
    expect(every('digest weekdays', 1)).toEqual({ len: 1, value: { every: 'weekday' }, phrase: 'weekdays' });
    expect(every('digest each tues', 1)).toEqual({ len: 2, value: { every: 'week', day: 'Tuesday' }, phrase: 'each tues' });
  });

  it('a word that is not a schedule word is not a schedule', () => {
    expect(every('day')).toBeNull();
    expect(every('weekday')).toBeNull();
  });

  it('"each" alone and an unknown word after "every" fail in the user\'s words', () => {
    expect(every('each')).toEqual({ len: 1, error: { code: 'bad_schedule', message: '"each" needs how often.', suggestion: EVERY_HINT } });
    expect(every('every fortnight')).toEqual({
      len: 2,
      error: { code: 'bad_schedule', message: '"every fortnight" is not a schedule I know.', suggestion: EVERY_HINT },
    });
    expect(every('every business hour')).toEqual({
      len: 2,
      error: { code: 'bad_schedule', message: '"every business" is not a schedule I know.', suggestion: EVERY_HINT },
    });
  });

  // Two words were refused: '"every business" is not a schedule I know.'
  it.each(['every business day', 'each business days'])('"%s" is every weekday, three words', (text) => {
    expect(every(text)).toEqual({ len: 3, value: { every: 'weekday' }, phrase: text });
  });
});

describe('recognizeEvery: weeks', () => {
  it('"weekly on friday" and "every week friday" name the day', () => {
    expect(every('weekly on friday at 9am')).toEqual({ len: 3, value: { every: 'week', day: 'Friday' }, phrase: 'weekly on friday' });
    expect(every('every week friday')).toEqual({ len: 3, value: { every: 'week', day: 'Friday' }, phrase: 'every week friday' });
  });

  it('"on" without a weekday fails, taking the word after "on" too', () => {
    expect(every('every week on lunch')).toEqual({
      len: 4,
      error: { code: 'bad_schedule', message: '"every week on lunch" needs a day of the week.', suggestion: 'Try "every week on monday".' },
    });
    expect(every('weekly on')).toEqual({
      len: 3,
      error: { code: 'bad_schedule', message: '"weekly on" needs a day of the week.', suggestion: 'Try "every week on monday".' },
    });
  });
});

describe('recognizeEvery: months', () => {
  it.each([
    ['every month on last-day at 5pm', 4, 'last', 'every month on last-day'],
    ['every month on last day at 5pm', 5, 'last', 'every month on last day'],
    ['every month on the last at 5pm', 5, 'last', 'every month on the last'],
    ['monthly on the end at 5pm', 4, 'last', 'monthly on the end'],
    ['every month on the end of month at 5pm', 7, 'last', 'every month on the end of month'],
    ['monthly end of month', 4, 'last', 'monthly end of month'],
    // "of the month" was left over and refused ('I don't understand "month" there.').
    ['monthly on the end of the month', 7, 'last', 'monthly on the end of the month'],
    ['every month on the last day of the month', 9, 'last', 'every month on the last day of the month'],
    ['every month on last-day of month', 6, 'last', 'every month on last-day of month'],
    ['monthly on the first day of the month', 8, 1, 'monthly on the first day of the month'],
    ['every month on the 15th of the month', 8, 15, 'every month on the 15th of the month'],
    ['every month on the 15th of month', 7, 15, 'every month on the 15th of month'],
    // "of" not followed by the month is not taken.
    ['every month on the 15th of march', 5, 15, 'every month on the 15th'],
    ['every month on the last day of the year', 6, 'last', 'every month on the last day'],
    ['monthly on the end this month', 4, 'last', 'monthly on the end'],
    ['monthly on the end day', 4, 'last', 'monthly on the end'],
    ['every month on the first at 5pm', 5, 1, 'every month on the first'],
    ['monthly 3rd', 2, 3, 'monthly 3rd'],
    ['monthly on the 28th', 4, 28, 'monthly on the 28th'],
  ] as const)('"%s" takes %i words', (text, len, dayOfMonth, phrase) => {
    expect(every(text)).toEqual({ len, value: { every: 'month', dayOfMonth }, phrase });
  });

  it('counts the words from where the schedule starts', () => {
    expect(every('digest every month on last day', 1)).toEqual({
      len: 5,
      value: { every: 'month', dayOfMonth: 'last' },
      phrase: 'every month on last day',
    });
    expect(every('digest every month on the first', 1)).toEqual({
      len: 5,
      value: { every: 'month', dayOfMonth: 1 },
      phrase: 'every month on the first',
    });
    expect(every('digest monthly first', 1)).toEqual({ len: 2, value: { every: 'month', dayOfMonth: 1 }, phrase: 'monthly first' });
  });

  it.each([
    ['digest every month on 31st', 4, '31'],
    ['digest monthly on the 29th', 4, '29'],
    ['digest monthly 0', 2, '0'],
  ])('"%s" names a day not in every month', (text, len, day) => {
    expect(every(text, 1)).toEqual({
      len,
      error: {
        code: 'bad_schedule',
        message: `Day ${day} is not in every month.`,
        suggestion: 'Use a day from 1 to 28, or "every month on last day".',
      },
    });
  });

  it.each([
    ['digest every month on the lunch', 4, 'every month on the'],
    ['digest every month on 115', 3, 'every month on'],
    ['digest every month on 150', 3, 'every month on'],
    ['digest monthly the 5x', 2, 'monthly the'],
  ])('"%s" needs a day of the month', (text, len, phrase) => {
    expect(every(text, 1)).toEqual({
      len,
      error: { code: 'bad_schedule', message: `"${phrase}" needs a day of the month.`, suggestion: 'Try "every month on 1st".' },
    });
  });
});

describe('recognizeTime', () => {
  it.each([
    ['at midday', '12:00'],
    ['at noon', '12:00'],
    ['at midnight', '00:00'],
    ['at 9p.m.', '21:00'],
    ['at 9a.m.', '09:00'],
    ['at 9h15', '09:15'],
    ['at 9.15', '09:15'],
    ['at 9:59', '09:59'],
    ['at 1am', '01:00'],
    ['at 1pm', '13:00'],
    ['at 12pm', '12:00'],
    ['at 10am', '10:00'],
    ['at 0', '00:00'],
    ['at 23:00', '23:00'],
    ['at 17:30', '17:30'],
    ['at 9', '09:00'],
  ])('"%s" is %s', (text, value) => {
    expect(time(text)).toEqual({ len: 2, value, phrase: text.replace(/\.$/, '') });
  });

  it.each([
    ['at 9 p.m. tz UTC', 3, '21:00', 'at 9 p.m'],
    ['at 5:30 pm', 3, '17:30', 'at 5:30 pm'],
    ['at 11-pm', 2, '23:00', 'at 11-pm'],
    ['at 9 tomorrow', 2, '09:00', 'at 9'],
  ])('"%s" takes %i words', (text, len, value, phrase) => {
    expect(time(text)).toEqual({ len, value, phrase });
  });

  it('a bare time needs am/pm or minutes', () => {
    expect(time('17:30')).toEqual({ len: 1, value: '17:30', phrase: '17:30' });
    // "a.m."/"p.m." with the dots: these were refused as unknown words, while "9pm" was read.
    expect(time('9p.m.')).toEqual({ len: 1, value: '21:00', phrase: '9p.m' });
    expect(time('9:30 p.m.')).toEqual({ len: 2, value: '21:30', phrase: '9:30 p.m' });
    expect(time('9 a.m.')).toEqual({ len: 2, value: '09:00', phrase: '9 a.m' });
    expect(time('digest 7pm', 1)).toEqual({ len: 1, value: '19:00', phrase: '7pm' });
    expect(time('17')).toBeNull();
    expect(time('noon')).toBeNull();
  });

  it.each(['25:00', '24', '9:60', '0am', '13pm', '00:30am'])('"at %s" is not a time', (word) => {
    expect(time(`at ${word}`)).toEqual({ len: 2, error: { code: 'bad_schedule', message: `"${word}" is not a time.`, suggestion: TIME_HINT } });
  });

  it.each(['9x', '123', 'lunch'])('"at %s" is not time-shaped and still fails', (word) => {
    expect(time(`at ${word}`)).toEqual({ len: 2, error: { code: 'bad_schedule', message: `"${word}" is not a time.`, suggestion: TIME_HINT } });
  });

  it('quotes the word after "at" as typed, and "at" alone needs a time', () => {
    expect(time('at Lunch time')).toEqual({ len: 2, error: { code: 'bad_schedule', message: '"Lunch" is not a time.', suggestion: TIME_HINT } });
    expect(time('at')).toEqual({ len: 1, error: { code: 'bad_schedule', message: '"at" needs a time.', suggestion: TIME_HINT } });
    expect(time('digest at', 1)).toEqual({ len: 1, error: { code: 'bad_schedule', message: '"at" needs a time.', suggestion: TIME_HINT } });
  });
});

describe('schedules through parseCommand', () => {
  it('a subscription without a time is sent at 09:00', () => {
    expect(DEFAULT_TIME).toBe('09:00');
    expect(subscribe('subscribe digest weekdays')).toMatchObject({
      kind: 'subscribe',
      schedule: { every: 'weekday', time: '09:00', timeZone: 'UTC' },
    });
  });

  it.each([
    ['subscribe signups every month on the last day at 5pm', { every: 'month', dayOfMonth: 'last', time: '17:00', timeZone: 'UTC' }],
    ['subscribe digest monthly end of month at midnight', { every: 'month', dayOfMonth: 'last', time: '00:00', timeZone: 'UTC' }],
    ['subscribe digest every month on the first at 9 p.m.', { every: 'month', dayOfMonth: 1, time: '21:00', timeZone: 'UTC' }],
    ['subscribe digest workdays at 7:45am', { every: 'weekday', time: '07:45', timeZone: 'UTC' }],
    ['subscribe digest weekly on fri at midday', { every: 'week', day: 'Friday', time: '12:00', timeZone: 'UTC' }],
    // Each of these was refused before (see the tests of recognizeEvery and recognizeTime above).
    ['subscribe digest every day 9:30 p.m.', { every: 'day', time: '21:30', timeZone: 'UTC' }],
    ['subscribe digest every business day 7am', { every: 'weekday', time: '07:00', timeZone: 'UTC' }],
    ['subscribe digest every month on the last day of the month', { every: 'month', dayOfMonth: 'last', time: '09:00', timeZone: 'UTC' }],
  ])('%s', (text, schedule) => {
    expect(subscribe(text)).toMatchObject({ kind: 'subscribe', schedule });
  });

  it('the first wrong schedule word is the error', () => {
    expect(subscribe('subscribe digest every month on the 30th at 5pm')).toEqual({
      kind: 'error',
      error: { code: 'bad_schedule', message: 'Day 30 is not in every month.', suggestion: 'Use a day from 1 to 28, or "every month on last day".' },
    });
    expect(subscribe('subscribe digest daily at 9:75')).toEqual({
      kind: 'error',
      error: { code: 'bad_schedule', message: '"9:75" is not a time.', suggestion: TIME_HINT },
    });
  });
});

describe('formatSchedule ordinals', () => {
  it.each([
    [3, 'every month on the 3rd at 06:00 (UTC)'],
    [12, 'every month on the 12th at 06:00 (UTC)'],
    [13, 'every month on the 13th at 06:00 (UTC)'],
    [14, 'every month on the 14th at 06:00 (UTC)'],
    [21, 'every month on the 21st at 06:00 (UTC)'],
    [22, 'every month on the 22nd at 06:00 (UTC)'],
    [10, 'every month on the 10th at 06:00 (UTC)'],
  ])('day %i', (dayOfMonth, text) => {
    const schedule: Schedule = { every: 'month', dayOfMonth, time: '06:00', timeZone: 'UTC' };
    expect(formatSchedule(schedule)).toBe(text);
  });
});
