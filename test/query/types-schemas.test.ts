/**
 * The zod schemas of the query vocabulary (src/query/types.ts), tested directly at their edges:
 * report kind slugs, entity ids, the focus metric key, subscription ids and alert metric words
 * (first character, a bad character before a good tail or after a good head, the shortest and
 * longest lengths and one past them), the report query's `delay` / `top` bounds, schedule times
 * `HH:mm` and `dayOfMonth` (1..28 or `last`), the `changes-by` fraction, access change lists,
 * and the messages of the time zone and range refinements. Job payloads and button values
 * cross a process boundary and are checked with these same schemas, so their bounds are pinned
 * here rather than only through the parser (which never produces a value outside them).
 */
import { describe, expect, it } from 'vitest';
import {
  AccessChangeSchema,
  AlertConditionSchema,
  AlertMetricWordSchema,
  EntityIdSchema,
  ReportKindSchema,
  ReportQueryShape,
  ScheduleSchema,
  SubscriptionIdSchema,
  TimeZoneSchema,
} from '../../src/query/types.js';

/** A valid query on a report with every option field left out, plus `extra`. */
function query(extra: Record<string, unknown>): Record<string, unknown> {
  return {
    report: 'referrals',
    range: 'last-week',
    timeZone: 'America/New_York',
    weekStartsOn: 'Sunday',
    properties: [],
    discoveries: [],
    ...extra,
  };
}

describe('ReportKindSchema: a lower-case slug of 2 to 32 characters', () => {
  it.each([
    ['referrals', true],
    ['property-type-mix', true],
    ['ab', true],
    ['a1', true],
    ['a-', true],
    ['a' + 'b'.repeat(31), true],
    ['a' + 'b'.repeat(32), false],
    ['a', false],
    ['', false],
    ['1referrals', false],
    ['-referrals', false],
    ['!referrals', false],
    ['referrals!', false],
    ['referrals ', false],
    ['Referrals', false],
    ['refer rals', false],
  ])('%j -> %s', (value, ok) => {
    expect(ReportKindSchema.safeParse(value).success).toBe(ok);
  });
});

describe('TimeZoneSchema: an IANA zone Intl knows', () => {
  it.each(['America/New_York', 'Europe/Berlin', 'UTC', 'Asia/Kolkata'])('accepts %s', (zone) => {
    expect(TimeZoneSchema.safeParse(zone).success).toBe(true);
  });

  it.each(['Mars/Olympus_Mons', 'Europe/Atlantis', '', 'not a zone'])('refuses %j with its own message', (zone) => {
    const result = TimeZoneSchema.safeParse(zone);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('not a known IANA time zone');
  });
});

describe('EntityIdSchema: a letter or digit, then up to 127 of letters, digits, ".", "_", "-"', () => {
  it.each([
    ['harbor-view', true],
    ['A', true],
    ['7', true],
    ['Ab', true],
    ['3f2b8c1e-9d4a-4b7e-8c2f-1a2b3c4d5e6f', true],
    ['inn.v2_east', true],
    ['a' + 'b'.repeat(127), true],
    ['a' + 'b'.repeat(128), false],
    ['', false],
    ['-harbor', false],
    ['.harbor', false],
    ['!harbor', false],
    ['harbor!', false],
    ['harbor view', false],
    ['harbor/view', false],
  ])('%j -> %s', (value, ok) => {
    expect(EntityIdSchema.safeParse(value).success).toBe(ok);
  });
});

describe('ReportQueryShape', () => {
  it('accepts a plain query with no options', () => {
    expect(ReportQueryShape.safeParse(query({})).success).toBe(true);
  });

  it('refuses a range that is not canonical, saying so', () => {
    const result = ReportQueryShape.safeParse(query({ range: 'sometime soon' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]?.path).toEqual(['range']);
    expect(result.error?.issues[0]?.message).toBe('not a canonical range');
  });

  it('refuses an unknown time zone in the query, saying so', () => {
    const result = ReportQueryShape.safeParse(query({ timeZone: 'Mars/Olympus_Mons' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['timeZone']);
    expect(result.error?.issues[0]?.message).toBe('not a known IANA time zone');
  });

  it.each([
    [0, true],
    [1, true],
    [15, true],
    [364, true],
    [365, true],
    [366, false],
    [-1, false],
    [2.5, false],
  ])('delay %s -> %s (0..365 whole days)', (delay, ok) => {
    expect(ReportQueryShape.safeParse(query({ delay })).success).toBe(ok);
  });

  it.each([
    [1, true],
    [2, true],
    [10, true],
    [25, true],
    [26, false],
    [0, false],
    [-3, false],
    [1.5, false],
  ])('top %s -> %s (1..25)', (top, ok) => {
    expect(ReportQueryShape.safeParse(query({ top })).success).toBe(ok);
  });

  it.each([
    ['adr', true],
    ['a', true],
    ['A', true],
    ['revPar2', true],
    ['Ab', true],
    ['a' + 'B'.repeat(47), true],
    ['a' + 'B'.repeat(48), false],
    ['', false],
    ['2adr', false],
    ['-adr', false],
    ['!adr', false],
    ['adr!', false],
    ['adr-x', false],
    ['rev par', false],
  ])('focus %j -> %s', (focus, ok) => {
    expect(ReportQueryShape.safeParse(query({ focus })).success).toBe(ok);
  });
});

describe('ScheduleSchema', () => {
  it.each([
    ['00:00', true],
    ['09:30', true],
    ['10:05', true],
    ['19:59', true],
    ['20:00', true],
    ['23:59', true],
    ['24:00', false],
    ['29:00', false],
    ['30:00', false],
    ['09:60', false],
    ['09:5a', false],
    ['0a:30', false],
    ['9:30', false],
    ['09:3', false],
    ['109:30', false],
    [' 09:30', false],
    ['09:300', false],
    ['09:30 ', false],
    ['0930', false],
  ])('time %j -> %s', (time, ok) => {
    expect(ScheduleSchema.safeParse({ every: 'day', time, timeZone: 'Europe/Berlin' }).success).toBe(ok);
  });

  it('refuses an unknown zone for the schedule, saying so', () => {
    const result = ScheduleSchema.safeParse({ every: 'day', time: '09:00', timeZone: 'Europe/Atlantis' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('not a known IANA time zone');
  });

  it.each([
    [1, true],
    [2, true],
    [15, true],
    [27, true],
    [28, true],
    ['last', true],
    [29, false],
    [31, false],
    [0, false],
    [-1, false],
    [1.5, false],
    ['first', false],
    ['15', false],
  ])('dayOfMonth %j -> %s', (dayOfMonth, ok) => {
    expect(ScheduleSchema.safeParse({ every: 'month', dayOfMonth, time: '08:00', timeZone: 'UTC' }).success).toBe(ok);
  });

  it('keeps the day of the month it parsed', () => {
    expect(ScheduleSchema.parse({ every: 'month', dayOfMonth: 'last', time: '08:00', timeZone: 'UTC' })).toEqual({
      every: 'month',
      dayOfMonth: 'last',
      time: '08:00',
      timeZone: 'UTC',
    });
    expect(ScheduleSchema.parse({ every: 'month', dayOfMonth: 28, time: '08:00', timeZone: 'UTC' })).toEqual({
      every: 'month',
      dayOfMonth: 28,
      time: '08:00',
      timeZone: 'UTC',
    });
  });
});

describe('AlertMetricWordSchema: a lower-case word of 1 to 32 characters', () => {
  it.each([
    ['revenue', true],
    ['r', true],
    ['ab', true],
    ['room-nights', true],
    ['adr2', true],
    ['a' + 'b'.repeat(31), true],
    ['a' + 'b'.repeat(32), false],
    ['', false],
    ['1revenue', false],
    ['-revenue', false],
    ['!revenue', false],
    ['revenue!', false],
    ['Revenue', false],
    ['room nights', false],
  ])('%j -> %s', (value, ok) => {
    expect(AlertMetricWordSchema.safeParse(value).success).toBe(ok);
  });
});

describe('AlertConditionSchema', () => {
  it.each([
    [0.2, true],
    [0.01, true],
    [1, true],
    [99.5, true],
    [100, true],
    [100.5, false],
    [0, false],
    [-0.2, false],
  ])('changes-by fraction %s -> %s', (fraction, ok) => {
    expect(AlertConditionSchema.safeParse({ op: 'changes-by', metric: 'revenue', fraction }).success).toBe(ok);
  });

  it('checks the metric word of a threshold alert', () => {
    expect(AlertConditionSchema.safeParse({ op: 'below', metric: 'occupancy', value: 0.72 }).success).toBe(true);
    expect(AlertConditionSchema.safeParse({ op: 'above', metric: 'Occupancy', value: 0.72 }).success).toBe(false);
    expect(AlertConditionSchema.safeParse({ op: 'above', metric: 'occupancy!', value: 0.72 }).success).toBe(false);
  });
});

describe('AccessChangeSchema: `all`, or a list of names of 1 to 128 characters', () => {
  it.each([
    [['referrals'], true],
    [['a'], true],
    [['ab'], true],
    [['x'.repeat(127)], true],
    [['x'.repeat(128)], true],
    [['x'.repeat(129)], false],
    [[''], false],
    [['a', ''], false],
    [[], true],
    ['all', true],
    ['some', false],
  ])('reports %j -> %s', (reports, ok) => {
    expect(AccessChangeSchema.safeParse({ reports }).success).toBe(ok);
  });

  it('holds properties and discoveries to the same bounds', () => {
    expect(AccessChangeSchema.safeParse({ properties: ['h'], discoveries: ['d'.repeat(128)] }).success).toBe(true);
    expect(AccessChangeSchema.safeParse({ properties: [''] }).success).toBe(false);
    expect(AccessChangeSchema.safeParse({ discoveries: ['d'.repeat(129)] }).success).toBe(false);
  });
});

describe('SubscriptionIdSchema: 3 to 32 letters, digits or "-", either case', () => {
  it.each([
    ['abc', true],
    ['a1-', true],
    ['---', true],
    ['AB3-x9', true],
    ['k3x9q2', true],
    ['a'.repeat(31), true],
    ['a'.repeat(32), true],
    ['a'.repeat(33), false],
    ['ab', false],
    ['a', false],
    ['', false],
    ['!abc', false],
    [' abc', false],
    ['abc!', false],
    ['abc ', false],
    ['ab_c', false],
    ['ab c', false],
  ])('%j -> %s', (value, ok) => {
    expect(SubscriptionIdSchema.safeParse(value).success).toBe(ok);
  });
});
