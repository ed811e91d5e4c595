import { describe, expect, it } from 'vitest';
import { ScheduleSchema, formatSchedule, resolveRange, scheduleToCron, type Schedule } from '../../src/query/index.js';
import { failure, parse } from './helpers.js';

function subscribe(text: string, ctx = {}) {
  const result = parse(text, ctx);
  if (result.kind !== 'subscribe') expect.fail(`expected a subscription for ${JSON.stringify(text)}, got ${JSON.stringify(result)}`);
  expect(ScheduleSchema.safeParse(result.schedule).success).toBe(true);
  return result;
}

describe('subscribe', () => {
  const schedules: [string, Schedule][] = [
    ['subscribe digest every day', { every: 'day', time: '09:00', timeZone: 'UTC' }],
    ['subscribe digest daily', { every: 'day', time: '09:00', timeZone: 'UTC' }],
    ['subscribe digest every weekday', { every: 'weekday', time: '09:00', timeZone: 'UTC' }],
    ['subscribe digest every week on monday', { every: 'week', day: 'Monday', time: '09:00', timeZone: 'UTC' }],
    ['subscribe digest every week on Friday', { every: 'week', day: 'Friday', time: '09:00', timeZone: 'UTC' }],
    ['subscribe digest every monday', { every: 'week', day: 'Monday', time: '09:00', timeZone: 'UTC' }],
    ['subscribe digest every sunday', { every: 'week', day: 'Sunday', time: '09:00', timeZone: 'UTC' }],
    ['subscribe digest every week', { every: 'week', day: 'Monday', time: '09:00', timeZone: 'UTC' }],
    ['subscribe digest weekly on thursday', { every: 'week', day: 'Thursday', time: '09:00', timeZone: 'UTC' }],
    ['subscribe digest every month on 1st', { every: 'month', dayOfMonth: 1, time: '09:00', timeZone: 'UTC' }],
    ['subscribe digest every month on 15', { every: 'month', dayOfMonth: 15, time: '09:00', timeZone: 'UTC' }],
    ['subscribe digest every month on the 2nd', { every: 'month', dayOfMonth: 2, time: '09:00', timeZone: 'UTC' }],
    ['subscribe digest every month on 28th', { every: 'month', dayOfMonth: 28, time: '09:00', timeZone: 'UTC' }],
    ['subscribe digest every month on last day', { every: 'month', dayOfMonth: 'last', time: '09:00', timeZone: 'UTC' }],
    ['subscribe digest every month', { every: 'month', dayOfMonth: 1, time: '09:00', timeZone: 'UTC' }],
    ['subscribe digest every monday at 09:00', { every: 'week', day: 'Monday', time: '09:00', timeZone: 'UTC' }],
    ['subscribe digest every monday at 9am', { every: 'week', day: 'Monday', time: '09:00', timeZone: 'UTC' }],
    ['subscribe digest every monday at 9 am', { every: 'week', day: 'Monday', time: '09:00', timeZone: 'UTC' }],
    ['subscribe digest every monday at 17:30', { every: 'week', day: 'Monday', time: '17:30', timeZone: 'UTC' }],
    ['subscribe digest every monday at 5:30pm', { every: 'week', day: 'Monday', time: '17:30', timeZone: 'UTC' }],
    ['subscribe digest every monday at 12am', { every: 'week', day: 'Monday', time: '00:00', timeZone: 'UTC' }],
    ['subscribe digest every monday at 12pm', { every: 'week', day: 'Monday', time: '12:00', timeZone: 'UTC' }],
    ['subscribe digest every monday at 7', { every: 'week', day: 'Monday', time: '07:00', timeZone: 'UTC' }],
    ['subscribe digest every monday at noon', { every: 'week', day: 'Monday', time: '12:00', timeZone: 'UTC' }],
    ['subscribe digest every monday at 9am tz Europe/Berlin', { every: 'week', day: 'Monday', time: '09:00', timeZone: 'Europe/Berlin' }],
    ['tz America/New_York every weekday subscribe digest at 08:15', { every: 'weekday', time: '08:15', timeZone: 'America/New_York' }],
  ];
  it.each(schedules)('%s', (text, schedule) => {
    expect(subscribe(text).schedule).toEqual(schedule);
  });

  it('keeps the report, range and options, and the zone for both schedule and range', () => {
    const result = subscribe('subscribe referrals last-month by channel every month on 1st at 8am tz Europe/Berlin');
    expect(result.query).toEqual({
      report: 'referrals',
      range: 'last-month',
      timeZone: 'Europe/Berlin',
      weekStartsOn: 'Sunday',
      breakdown: 'channel',
      properties: [],
      discoveries: [],
    });
    expect(result.schedule).toEqual({ every: 'month', dayOfMonth: 1, time: '08:00', timeZone: 'Europe/Berlin' });
  });

  it('defaults the schedule zone to the context zone', () => {
    expect(subscribe('subscribe digest every monday', { timeZone: 'Asia/Tokyo' }).schedule.timeZone).toBe('Asia/Tokyo');
  });

  it('a weekly digest resolves at fire time to the week before, in its zone', () => {
    const { query } = subscribe('subscribe digest every monday at 9am tz Europe/Berlin week-starts monday');
    expect(query.range).toBe('last-week');
    // Monday 2026-11-23 09:00 CET (+1) = 08:00 UTC.
    expect(resolveRange(query, new Date('2026-11-23T08:00:00Z'))).toMatchObject({ start: '2026-11-16', end: '2026-11-22' });
  });

  it('without a range, past-only reports cover the period since the last delivery', () => {
    expect(subscribe('subscribe signups every day').query.range).toBe('yesterday');
    expect(subscribe('subscribe signups every weekday').query.range).toBe('yesterday');
    expect(subscribe('subscribe signups every monday').query.range).toBe('last-week');
    expect(subscribe('subscribe referrals every friday').query.range).toBe('last-week');
    expect(subscribe('subscribe signups every month on 1st').query.range).toBe('last-month');
    expect(subscribe('subscribe occupancy every monday').query.range).toBe('next-4-weeks');
    expect(subscribe('subscribe stories last-7-days every day').query.range).toBe('last-7-days');
  });

  const errors: [string, string, string, string][] = [
    [
      'subscribe referrals',
      'bad_schedule',
      'A subscription needs a schedule.',
      'Add when to send it, e.g. "/report subscribe referrals every monday at 09:00".',
    ],
    [
      'subscribe referrals last-month',
      'bad_schedule',
      'A subscription needs a schedule.',
      'Add when to send it, e.g. "/report subscribe referrals last-month every monday at 09:00".',
    ],
    ['subscribe digest every month on 31', 'bad_schedule', 'Day 31 is not in every month.', 'Use a day from 1 to 28, or "every month on last day".'],
    [
      'subscribe digest every fortnight',
      'bad_schedule',
      '"every fortnight" is not a schedule I know.',
      'Try "every day", "every weekday", "every monday" or "every month on 1st".',
    ],
    [
      'subscribe digest every',
      'bad_schedule',
      '"every" needs how often.',
      'Try "every day", "every weekday", "every monday" or "every month on 1st".',
    ],
    ['subscribe digest every week on', 'bad_schedule', '"every week on" needs a day of the week.', 'Try "every week on monday".'],
    ['subscribe digest every day at 25:00', 'bad_schedule', '"25:00" is not a time.', 'Use a time like "at 09:00", "at 9am" or "at 17:30".'],
    ['subscribe digest every day at 13pm', 'bad_schedule', '"13pm" is not a time.', 'Use a time like "at 09:00", "at 9am" or "at 17:30".'],
    ['subscribe digest every day at lunch', 'bad_schedule', '"lunch" is not a time.', 'Use a time like "at 09:00", "at 9am" or "at 17:30".'],
    ['subscribe digest every day every monday', 'conflict', 'Pick one schedule: "every day" or "every monday".', ''],
    ['subscribe digest every day tz Europe/Berln', 'bad_timezone', '"Europe/Berln" is not a time zone I know.', 'Did you mean "Europe/Berlin"?'],
    [
      'subscribe every day',
      'missing_report',
      'Name a report: occupancy, bookings, referrals, signups, stories, planners, optouts or digest.',
      'Try "/report bookings last-week".',
    ],
    [
      'subscribe bookings 2026-03 every day',
      'past_range',
      '"2026-03" is already over, so every delivery would repeat the same report.',
      'Use a relative range such as "last-month".',
    ],
    ['subscribe signups next-week every day', 'future_range', '"next-week" is in the future and signups have only past data.', 'Try "last-week".'],
  ];
  it.each(errors)('%s -> %s', (text, code, message, suggestion) => {
    expect(failure(text)).toEqual(suggestion ? { code, message, suggestion } : { code, message });
  });
});

describe('subscriptions and unsubscribe', () => {
  it('lists', () => {
    expect(parse('subscriptions')).toEqual({ kind: 'subscriptions' });
    expect(parse('subscription list')).toEqual({ kind: 'subscriptions' });
    expect(parse('Subscriptions.')).toEqual({ kind: 'subscriptions' });
    expect(parse('list subscriptions')).toEqual({ kind: 'subscriptions' });
  });

  it('unsubscribes by id, case-insensitively', () => {
    expect(parse('unsubscribe abc-123')).toEqual({ kind: 'unsubscribe', id: 'abc-123' });
    expect(parse('unsubscribe Wkly-Digest-7')).toEqual({ kind: 'unsubscribe', id: 'wkly-digest-7' });
    expect(parse('subscription remove abc-123')).toEqual({ kind: 'unsubscribe', id: 'abc-123' });
  });

  const errors: [string, string, string, string][] = [
    ['unsubscribe', 'bad_id', 'Say which subscription to remove.', 'Type "/report subscriptions" to see their ids.'],
    ['unsubscribe ab', 'bad_id', '"ab" is not a subscription id.', 'Type "/report subscriptions" to see their ids.'],
    ['unsubscribe abc_123', 'bad_id', '"abc_123" is not a subscription id.', 'Type "/report subscriptions" to see their ids.'],
    [
      'unsubscribe a-very-long-subscription-id-over-32',
      'bad_id',
      '"a-very-long-subscription-id-over-32" is not a subscription id.',
      'Type "/report subscriptions" to see their ids.',
    ],
    [
      'unsubscribe abc-123 def-456',
      'unknown_word',
      'I don\'t understand "def-456".',
      'Remove one subscription at a time: "/report unsubscribe <id>".',
    ],
    ['subscriptions please', 'unknown_word', 'I don\'t understand "please".', 'Try "/report subscriptions" or "/report unsubscribe <id>".'],
  ];
  it.each(errors)('%s -> %s', (text, code, message, suggestion) => {
    expect(failure(text)).toEqual({ code, message, suggestion });
  });
});

describe('formatSchedule and scheduleToCron', () => {
  const table: [Schedule, string, string][] = [
    [{ every: 'day', time: '09:00', timeZone: 'UTC' }, 'every day at 09:00 (UTC)', '0 9 * * *'],
    [{ every: 'weekday', time: '09:00', timeZone: 'Europe/Berlin' }, 'every weekday at 09:00 (Europe/Berlin)', '0 9 * * 1-5'],
    [{ every: 'week', day: 'Monday', time: '09:00', timeZone: 'Europe/Berlin' }, 'every Monday at 09:00 (Europe/Berlin)', '0 9 * * 1'],
    [{ every: 'week', day: 'Sunday', time: '18:05', timeZone: 'UTC' }, 'every Sunday at 18:05 (UTC)', '5 18 * * 0'],
    [{ every: 'week', day: 'Saturday', time: '00:00', timeZone: 'UTC' }, 'every Saturday at 00:00 (UTC)', '0 0 * * 6'],
    [{ every: 'month', dayOfMonth: 1, time: '09:00', timeZone: 'UTC' }, 'every month on the 1st at 09:00 (UTC)', '0 9 1 * *'],
    [{ every: 'month', dayOfMonth: 2, time: '09:00', timeZone: 'UTC' }, 'every month on the 2nd at 09:00 (UTC)', '0 9 2 * *'],
    [{ every: 'month', dayOfMonth: 23, time: '09:00', timeZone: 'UTC' }, 'every month on the 23rd at 09:00 (UTC)', '0 9 23 * *'],
    [{ every: 'month', dayOfMonth: 11, time: '09:00', timeZone: 'UTC' }, 'every month on the 11th at 09:00 (UTC)', '0 9 11 * *'],
    [
      { every: 'month', dayOfMonth: 15, time: '17:30', timeZone: 'America/New_York' },
      'every month on the 15th at 17:30 (America/New_York)',
      '30 17 15 * *',
    ],
    [{ every: 'month', dayOfMonth: 'last', time: '09:00', timeZone: 'UTC' }, 'every month on the last day at 09:00 (UTC)', '0 9 L * *'],
  ];
  it.each(table)('%j', (schedule, text, pattern) => {
    expect(formatSchedule(schedule)).toBe(text);
    expect(scheduleToCron(schedule)).toEqual({ pattern, tz: schedule.timeZone });
  });
});
