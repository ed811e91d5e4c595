import { describe, expect, it } from 'vitest';
import { ReportQuerySchema, describeQuery, editDistance, parseCommand } from '../../src/query/index.js';
import { CTX, days, failure, parse, query } from './helpers.js';

describe('reports, aliases and default ranges', () => {
  const table: [string, string, string, string][] = [
    // word, report, default range, its days on Sat 2026-11-21 (UTC, Sunday start)
    ['occupancy', 'occupancy', 'next-4-weeks', '2026-11-21..2026-12-18'],
    ['lookahead', 'occupancy', 'next-4-weeks', '2026-11-21..2026-12-18'],
    ['pace', 'occupancy', 'next-4-weeks', '2026-11-21..2026-12-18'],
    ['bookings', 'bookings', 'last-week', '2026-11-08..2026-11-14'],
    ['transactions', 'bookings', 'last-week', '2026-11-08..2026-11-14'],
    ['revenue', 'bookings', 'last-week', '2026-11-08..2026-11-14'],
    ['referrals', 'referrals', 'last-month', '2026-10-01..2026-10-31'],
    ['referral', 'referrals', 'last-month', '2026-10-01..2026-10-31'],
    ['sponsor', 'referrals', 'last-month', '2026-10-01..2026-10-31'],
    ['signups', 'signups', 'last-week', '2026-11-08..2026-11-14'],
    ['leads', 'signups', 'last-week', '2026-11-08..2026-11-14'],
    ['stories', 'stories', 'last-week', '2026-11-08..2026-11-14'],
    ['photos', 'stories', 'last-week', '2026-11-08..2026-11-14'],
    ['highlights', 'stories', 'last-week', '2026-11-08..2026-11-14'],
    ['planners', 'planners', 'last-week', '2026-11-08..2026-11-14'],
    ['discovery', 'planners', 'last-week', '2026-11-08..2026-11-14'],
    ['optouts', 'optouts', 'last-week', '2026-11-08..2026-11-14'],
    ['opt-outs', 'optouts', 'last-week', '2026-11-08..2026-11-14'],
    ['unsubscribes', 'optouts', 'last-week', '2026-11-08..2026-11-14'],
    ['digest', 'digest', 'last-week', '2026-11-08..2026-11-14'],
  ];
  it.each(table)('%s -> %s, %s (%s)', (word, report, range, expected) => {
    const q = query(word);
    // No `compare`: the report's own default applies (previous, or last year for look-ahead dates).
    expect(q).toEqual({
      report,
      range,
      timeZone: 'UTC',
      weekStartsOn: 'Sunday',
      properties: [],
      discoveries: [],
    });
    expect(days(word)).toBe(expected);
    expect(ReportQuerySchema.safeParse(q).success).toBe(true);
  });

  it('is case-insensitive and order-tolerant', () => {
    expect(query('REFERRALS Last-Month')).toEqual(query('last month referrals'));
    expect(query('by channel last-month referrals')).toEqual(query('referrals last-month by channel'));
  });
});

describe('normalisation', () => {
  const same: [string, string][] = [
    ['  referrals   last   month  ', 'referrals last-month'],
    ['referrals, last-month.', 'referrals last-month'],
    ['"referrals last-month"', 'referrals last-month'],
    ['\u201Creferrals last-month\u201D', 'referrals last-month'],
    ['\u2018referrals\u2019 \u2018last month\u2019', 'referrals last-month'],
    ['`referrals last-month`', 'referrals last-month'],
    ['/report referrals last-month', 'referrals last-month'],
    ['<@U012ABC> referrals last-month', 'referrals last-month'],
    ['<at>ReportBot</at> referrals last-month', 'referrals last-month'],
    ['@ReportBot referrals last-month', 'referrals last-month'],
    ['referrals\u00A0last-month', 'referrals last-month'],
    ['referrals last-month!', 'referrals last-month'],
    ['referrals by channel, vs. last year', 'referrals by channel vs last-year'],
    ['show me referrals for the last month please', 'referrals last-month'],
    ['bookings in march', 'bookings 2026-03'],
  ];
  it.each(same)('%j reads like %j', (typed, plain) => {
    expect(query(typed)).toEqual(query(plain));
  });

  it('strips the configured bot name', () => {
    expect(query('Report Bot referrals', { botName: 'Report Bot' })).toEqual(query('referrals'));
  });
});

describe('options', () => {
  const table: [string, Record<string, unknown>][] = [
    ['referrals by channel', { breakdown: 'channel' }],
    ['referrals by geo', { breakdown: 'geo' }],
    ['referrals by geolocation', { breakdown: 'geo' }],
    ['referrals by country', { breakdown: 'geo' }],
    ['bookings by day', { grouping: 'Day' }],
    ['bookings by week', { grouping: 'Week' }],
    ['bookings by month', { grouping: 'Month' }],
    ['signups by week', { grouping: 'Week' }],
    ['referrals by channel by month', { breakdown: 'channel', grouping: 'Month' }],
    ['occupancy type FullServiceHotel', { propertyType: 'FullServiceHotel' }],
    ['occupancy type SelectServiceHotel', { propertyType: 'SelectServiceHotel' }],
    ['occupancy type Condotel', { propertyType: 'Condotel' }],
    ['occupancy type VacationRental', { propertyType: 'VacationRental' }],
    ['occupancy type RVResort', { propertyType: 'RVResort' }],
    ['occupancy type vacation-rental', { propertyType: 'VacationRental' }],
    ['occupancy type vacation rental', { propertyType: 'VacationRental' }],
    ['occupancy type vacation rentals', { propertyType: 'VacationRental' }],
    ['occupancy type full-service', { propertyType: 'FullServiceHotel' }],
    ['occupancy type select-service', { propertyType: 'SelectServiceHotel' }],
    ['occupancy type condo', { propertyType: 'Condotel' }],
    ['occupancy type condotel', { propertyType: 'Condotel' }],
    ['occupancy type rv', { propertyType: 'RVResort' }],
    ['occupancy type rv-resort', { propertyType: 'RVResort' }],
    ['bookings TYPE RVRESORT', { propertyType: 'RVResort' }],
    ['bookings property type condo', { propertyType: 'Condotel' }],
    ['signups property grand-hotel', { properties: ['grand-hotel'] }],
    [
      'signups property grand-hotel property 6F9619FF-8B86-D011-B42D-00C04FC964FF',
      { properties: ['grand-hotel', '6F9619FF-8B86-D011-B42D-00C04FC964FF'] },
    ],
    ['stories property a1 property a1', { properties: ['a1'] }],
    ['planners discovery 3f2a9c1e', { discoveries: ['3f2a9c1e'] }],
    ['planners discovery d-1 discovery d-2', { discoveries: ['d-1', 'd-2'] }],
    ['optouts discovery d-1 property p-1', { discoveries: ['d-1'], properties: ['p-1'] }],
    ['bookings vs previous', { compare: 'previous' }],
    ['bookings vs last-year', { compare: 'last-year' }],
    ['bookings vs last year', { compare: 'last-year' }],
    ['bookings yoy', { compare: 'last-year' }],
    ['bookings no-compare', { compare: 'none' }],
    ['bookings no compare', { compare: 'none' }],
    ['bookings week-starts monday', { weekStartsOn: 'Monday' }],
    ['bookings week-starts tuesday', { weekStartsOn: 'Tuesday' }],
    ['bookings week starts wednesday', { weekStartsOn: 'Wednesday' }],
    ['bookings week-starts thu', { weekStartsOn: 'Thursday' }],
    ['bookings week-starts friday', { weekStartsOn: 'Friday' }],
    ['bookings week-starts saturday', { weekStartsOn: 'Saturday' }],
    ['bookings week-starts sunday', { weekStartsOn: 'Sunday' }],
    ['referrals delay 20', { delay: 20 }],
    ['referrals delay 0', { delay: 0 }],
    ['referrals delay 365 days', { delay: 365 }],
    ['referrals top 5', { top: 5 }],
    ['stories top 25', { top: 25 }],
    ['signups top 1', { top: 1 }],
    ['bookings tz Europe/Berlin', { timeZone: 'Europe/Berlin' }],
    ['bookings tz europe/berlin', { timeZone: 'Europe/Berlin' }],
  ];
  it.each(table)('%s', (text, expected) => {
    const q = query(text);
    expect(q).toMatchObject(expected);
    expect(ReportQuerySchema.safeParse(q).success).toBe(true);
  });

  it('a "discovery <id>" alone means the planners report for that discovery', () => {
    expect(query('discovery 3f2a9c1e')).toMatchObject({ report: 'planners', discoveries: ['3f2a9c1e'] });
  });

  it('leaves unset options out of the query, compare included', () => {
    expect(Object.keys(query('referrals'))).toEqual(['report', 'range', 'timeZone', 'weekStartsOn', 'properties', 'discoveries']);
    expect(Object.keys(query('occupancy next-month'))).not.toContain('compare');
  });

  it('sets compare only when it is typed', () => {
    expect(query('occupancy vs previous').compare).toBe('previous');
    expect(query('referrals last-month vs previous').compare).toBe('previous');
    expect(query('signups yoy').compare).toBe('last-year');
    expect(query('stories no-compare').compare).toBe('none');
  });
});

describe('errors', () => {
  const table: [string, string, string, string | undefined][] = [
    ['referals', 'unknown_report', '"referals" is not a report.', 'Did you mean "referrals"?'],
    ['bokings last-month', 'unknown_report', '"bokings" is not a report.', 'Did you mean "bookings"?'],
    ['last-month occupncy', 'unknown_report', '"occupncy" is not a report.', 'Did you mean "occupancy"?'],
    ['xyz', 'unknown_report', '"xyz" is not a report.', 'Reports: occupancy, bookings, referrals, signups, stories, planners, optouts or digest.'],
    [
      'last-month',
      'missing_report',
      'Name a report: occupancy, bookings, referrals, signups, stories, planners, optouts or digest.',
      'Try "/report bookings last-month".',
    ],
    ['bookings 2026-02-30', 'bad_date', '"2026-02-30" is not a date.', 'Write dates as yyyy-MM-dd, e.g. "2026-03-01".'],
    ['bookings 2026-13-01', 'bad_date', '"2026-13-01" is not a date.', 'Write dates as yyyy-MM-dd, e.g. "2026-03-01".'],
    ['bookings 2026-02-01..2026-02-30', 'bad_date', '"2026-02-30" is not a date.', 'Write dates as yyyy-MM-dd, e.g. "2026-03-01".'],
    ['bookings 2026-13', 'bad_date', '"2026-13" is not a month.', 'Write months as yyyy-MM, e.g. "2026-03".'],
    ['bookings q5', 'bad_date', '"q5" is not a quarter.', 'Quarters are q1 to q4.'],
    ['bookings 2026-03-31..2026-03-01', 'bad_range', 'The range ends before it starts.', 'Try "2026-03-01..2026-03-31".'],
    ['signups next-4-weeks', 'future_range', '"next-4-weeks" is in the future and signups have only past data.', 'Try "last-4-weeks".'],
    ['signups next 4 weeks', 'future_range', '"next 4 weeks" is in the future and signups have only past data.', 'Try "last-4-weeks".'],
    ['bookings next-month', 'future_range', '"next-month" is in the future and bookings have only past data.', 'Try "last-month".'],
    ['referrals 2026-12', 'future_range', '"2026-12" is in the future and referrals have only past data.', 'Pick dates up to yesterday, 2026-11-20.'],
    [
      'digest 2026-11-22..2026-11-28',
      'future_range',
      '"2026-11-22..2026-11-28" is in the future and the digest has only past data.',
      'Pick dates up to yesterday, 2026-11-20.',
    ],
    ['bookings xyz', 'unknown_word', 'I don\'t understand "xyz".', undefined],
    ['bookings last mnth', 'unknown_word', 'I don\'t understand "last mnth".', 'Did you mean "last-month"?'],
    ['bookings yesterdy', 'unknown_word', 'I don\'t understand "yesterdy".', 'Did you mean "yesterday"?'],
    ['bookings week', 'unknown_word', 'I don\'t understand "week" there.', 'Did you mean "last-week" or "by week"?'],
    ['bookings since march', 'unknown_word', 'I don\'t understand "since".', undefined],
    ['bookings 7', 'unknown_word', 'I don\'t understand "7".', 'Did you mean "last-7-days"?'],
    ['bookings last-1101-days', 'bad_range', '"last-1101-days" is too long; the most is 1100 days.', 'Try "last-1100-days".'],
    ['bookings last-158-weeks', 'bad_range', '"last-158-weeks" is too long; the most is 157 weeks.', 'Try "last-157-weeks".'],
    ['bookings last-37-months', 'bad_range', '"last-37-months" is too long; the most is 36 months.', 'Try "last-36-months".'],
    ['occupancy next-37-months', 'bad_range', '"next-37-months" is too long; the most is 36 months.', 'Try "next-36-months".'],
    ['bookings last-0-days', 'bad_range', '"last-0-days" is empty; count at least 1 day.', 'Try "last-1-day".'],
    [
      'bookings 2023-01-01..2026-01-05',
      'range_too_long',
      'That range is 1,101 days; the limit is 1,100 days (about 3 years).',
      'Try a shorter range, e.g. "last-year".',
    ],
    ['bookings by channel', 'bad_option', '"by channel" works only with referrals, not bookings.', 'Try "/report referrals by channel".'],
    ['signups by geo', 'bad_option', '"by geo" works only with referrals, not signups.', 'Try "/report referrals by geo".'],
    ['bookings delay 20', 'bad_option', '"delay 20" works only with referrals, not bookings.', 'Try "/report referrals delay 20".'],
    ['signups type condo', 'bad_option', '"type condo" works only with occupancy and bookings, not signups.', 'Try "/report occupancy type condo".'],
    [
      'bookings property x1',
      'bad_option',
      // The lodging reports have no property filter: the nearest they come is a property type.
      'The service reports bookings for all member properties together, or for one property type, never for one property: "property x1" works only with signups, stories and optouts.',
      'Try "/report bookings by property-type".',
    ],
    [
      'digest top 5',
      'bad_option',
      '"top 5" works only with occupancy, bookings, referrals, signups, stories, planners and optouts, not digest.',
      'Try "/report occupancy top 5".',
    ],
    [
      'bookings type hostel',
      'bad_option',
      '"hostel" is not a property type.',
      'Use one of: FullServiceHotel, SelectServiceHotel, Condotel, VacationRental, RVResort.',
    ],
    [
      'bookings by colour',
      'bad_option',
      'I can\'t group or break down by "colour".',
      'Try "by day", "by week", "by month", "by channel" or "by geo".',
    ],
    ['bookings by wek', 'bad_option', 'I can\'t group or break down by "wek".', 'Did you mean "by week"?'],
    ['signups property', 'bad_option', '"property" needs an id or slug.', 'Try "property grand-hotel".'],
    ['bookings vs lunch', 'bad_option', '"vs lunch" is not a comparison I know.', 'Try "vs previous", "vs last-year" or "no-compare".'],
    ['bookings week-starts someday', 'bad_option', '"week-starts someday" needs a day of the week.', 'Try "week-starts monday".'],
    ['referrals delay 400', 'bad_option', '"delay" takes a number of days from 0 to 365.', 'Try "delay 15".'],
    ['referrals top 26', 'bad_option', '"top" takes a number of rows from 1 to 25.', 'Try "top 10".'],
    ['referrals top', 'bad_option', '"top" takes a number of rows from 1 to 25.', 'Try "top 10".'],
    ['bookings last-month last-week', 'conflict', 'Pick one range: "last-month" or "last-week".', undefined],
    ['bookings referrals', 'conflict', 'Pick one report: "bookings" or "referrals".', undefined],
    ['referrals by channel by geo', 'conflict', 'Pick one breakdown: "by channel" or "by geo".', undefined],
    [
      'bookings tz Mars/Olympus',
      'bad_timezone',
      '"Mars/Olympus" is not a time zone I know.',
      'Use an IANA name such as "Europe/Berlin" or "America/New_York".',
    ],
    ['bookings tz Europe/Berln', 'bad_timezone', '"Europe/Berln" is not a time zone I know.', 'Did you mean "Europe/Berlin"?'],
    ['bookings every monday', 'bad_schedule', '"every monday" is for subscriptions.', 'Try "/report subscribe bookings every monday".'],
    ['bookings at 9am', 'bad_schedule', '"at 9am" is for subscriptions.', 'Try "/report subscribe bookings at 9am every monday".'],
  ];
  it.each(table)('%s -> %s', (text, code, message, suggestion) => {
    const error = failure(text);
    expect(error).toEqual(suggestion === undefined ? { code, message } : { code, message, suggestion });
  });

  it('allows past-only ranges that began before today, cut to yesterday, and past ranges for occupancy', () => {
    expect(days('signups this-week')).toBe('2026-11-15..2026-11-20');
    expect(days('referrals 2026-11-15..2026-11-25')).toBe('2026-11-15..2026-11-20');
    expect(days('bookings today')).toBe('2026-11-21..2026-11-21');
    expect(days('bookings 2026-11-21')).toBe('2026-11-21..2026-11-21');
    // Beginning today and running on: today so far.
    expect(days('bookings 2026-11-21..2027-01-31')).toBe('2026-11-21..2026-11-21');
    expect(days('optouts 2026-11-21..2026-11-22')).toBe('2026-11-21..2026-11-21');
    expect(days('occupancy 2026-11-21..2027-01-31')).toBe('2026-11-21..2027-01-31');
    expect(days('occupancy last-month')).toBe('2026-10-01..2026-10-31');
    expect(days('occupancy 2025-q1')).toBe('2025-01-01..2025-03-31');
  });

  it('accepts exactly 1,100 days', () => {
    expect(days('bookings 2023-01-01..2026-01-04')).toBe('2023-01-01..2026-01-04');
  });

  it('never throws on a broken context', () => {
    expect(parseCommand('bookings', { now: new Date(Number.NaN), timeZone: 'UTC' })).toMatchObject({ kind: 'error', error: { code: 'internal' } });
    expect(parseCommand('bookings', { ...CTX, timeZone: 'Nowhere/Land' })).toMatchObject({ kind: 'error', error: { code: 'internal' } });
    expect(parseCommand(undefined as unknown as string, CTX)).toEqual({ kind: 'help' });
  });
});

describe('words that name properties of every JavaScript object', () => {
  // Grammar tables are Maps: "constructor" or "__proto__" must read as words nobody knows.
  const words = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype', '__defineGetter__', 'isPrototypeOf'];
  const places = (w: string) => [
    `${w} stories`,
    `stories ${w}`,
    `stories by ${w}`,
    `stories type ${w}`,
    `stories vs ${w}`,
    `stories last ${w}`,
    `${w} pace`,
    `subscribe stories every ${w}`,
    `stories last two ${w}`,
    `stories week-starts ${w}`,
  ];
  it.each(words)('%s gets a sentence about that word, never an internal error or a report', (word) => {
    for (const text of places(word)) {
      const result = parse(text);
      expect(result.kind, text).toBe('error');
      if (result.kind !== 'error') continue;
      expect(result.error.code, `${text}: ${result.error.message}`).not.toBe('internal');
      // "stories last constructor" is answered about "last", the first word out of place, and
      // "week-starts __proto__" with "needs a day of the week".
      if (!/ last |week-starts/.test(text)) expect(result.error.message.toLowerCase(), text).toContain(word.toLowerCase());
    }
  });
});

describe('errors that depend on the clock', () => {
  it('a month without a year that would settle before 1970 is a bad date, not an internal error', () => {
    // On Jan 15, 1970, "march" is the latest March that has started: March 1969.
    expect(failure('bookings march', { now: new Date('1970-01-15T10:00:00Z') })).toEqual({
      code: 'bad_date',
      message: '"march" would be 1969-03, before 1970, the first year I report on.',
      suggestion: 'Name the year, e.g. "march 1970".',
    });
    expect(failure('bookings q2', { now: new Date('1970-01-15T10:00:00Z') }).code).toBe('bad_date');
    // A year later it is March 1970.
    expect(days('bookings march', { now: new Date('1971-01-15T10:00:00Z') })).toBe('1970-03-01..1970-03-31');
  });
});

describe('describeQuery', () => {
  it('gives short titles', () => {
    expect(describeQuery(query('referrals last-month'))).toBe('Referrals \u00B7 last month');
    expect(describeQuery(query('referrals 2026-10 by channel'))).toBe('Referrals by channel \u00B7 Oct 2026');
    expect(describeQuery(query('referrals by geo'))).toBe('Referrals by location \u00B7 last month');
    expect(describeQuery(query('occupancy type vacation-rental'))).toBe('Occupancy \u00B7 next 4 weeks \u00B7 vacation rentals');
    expect(describeQuery(query('bookings q1 2026'))).toBe('Bookings \u00B7 Q1 2026');
    expect(describeQuery(query('signups last 7 days'))).toBe('Signups \u00B7 last 7 days');
    expect(describeQuery(query('optouts 2026-03-01..2026-03-31'))).toBe('Opt-outs \u00B7 Mar 1\u201331, 2026');
    expect(describeQuery(query('digest 2025'))).toBe('Digest \u00B7 2025');
  });
});

describe('editDistance', () => {
  it('counts a swap as one edit', () => {
    expect(editDistance('referals', 'referrals')).toBe(1);
    expect(editDistance('bokoings', 'bookings')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });
});

describe('parse results', () => {
  it('returns help for empty input', () => {
    expect(parse('')).toEqual({ kind: 'help' });
    expect(parse('   ')).toEqual({ kind: 'help' });
  });
});
