/**
 * Breakdowns in the grammar (issue 26, item 3): every report × breakdown its records carry, as
 * a command and as a question; what a report cannot break down by, refused in one sentence;
 * the query schema and each report's help.
 */
import { describe, expect, it, vi } from 'vitest';
import { breakdownList } from '../../src/query/breakdowns.js';
import { ReportQuerySchema, helpText, understand } from '../../src/query/index.js';
import { CTX, failure, query } from './helpers.js';

describe('breakdowns in commands', () => {
  const table: [command: string, report: string, breakdown: string][] = [
    ['signups last-week by country', 'signups', 'country'],
    ['signups by countries', 'signups', 'country'],
    ['signups by-country', 'signups', 'country'],
    ['signups by region', 'signups', 'region'],
    ['signups by city', 'signups', 'city'],
    ['leads by property', 'signups', 'property'],
    ['signups by category', 'signups', 'category'],
    ['signups by layer', 'signups', 'layer'],
    ['stories by property', 'stories', 'property'],
    ['optouts by property', 'optouts', 'property'],
    ['opt-outs by discovery', 'optouts', 'discovery'],
    ['planners by discovery', 'planners', 'discovery'],
    ['bookings by property type', 'bookings', 'property-type'],
    ['revenue this-month by property-type', 'bookings', 'property-type'],
    ['occupancy by property type', 'occupancy', 'property-type'],
    ['pace next-3-months by-property-type', 'occupancy', 'property-type'],
    // Referrals: as before, a place is the geolocation breakdown, whichever part is named.
    ['referrals by channel', 'referrals', 'channel'],
    ['referrals by source', 'referrals', 'channel'],
    ['referrals by country', 'referrals', 'geo'],
    ['referrals by region', 'referrals', 'geo'],
    ['referrals by city', 'referrals', 'geo'],
  ];
  it.each(table)('%s -> %s by %s', (command, report, breakdown) => {
    const q = query(command);
    expect(q.report).toBe(report);
    expect(q.breakdown).toBe(breakdown);
    expect(ReportQuerySchema.safeParse(q).success).toBe(true);
  });

  it('keeps the other options beside a breakdown', () => {
    expect(query('signups last-month by country by week top 3 property harbor-view-inn')).toEqual({
      report: 'signups',
      range: 'last-month',
      timeZone: 'UTC',
      weekStartsOn: 'Sunday',
      breakdown: 'country',
      grouping: 'Week',
      top: 3,
      properties: ['harbor-view-inn'],
      discoveries: [],
    });
  });

  const refused: [command: string, code: string, message: string, suggestion: string][] = [
    ['stories by country', 'bad_option', '"by country" works only with referrals and signups, not stories.', 'Try "/report referrals by country".'],
    [
      'planners by property',
      'bad_option',
      '"by property" works only with signups, stories and optouts, not planners.',
      'Try "/report signups by property".',
    ],
    [
      'bookings by discovery',
      'bad_option',
      '"by discovery" works only with planners and optouts, not bookings.',
      'Try "/report planners by discovery".',
    ],
    [
      'signups by property type',
      'bad_option',
      '"by property type" works only with occupancy and bookings, not signups.',
      'Try "/report occupancy by property type".',
    ],
    ['digest by region', 'bad_option', '"by region" works only with referrals and signups, not digest.', 'Try "/report referrals by region".'],
    ['occupancy by layer', 'bad_option', '"by layer" works only with signups, not occupancy.', 'Try "/report signups by layer".'],
  ];
  it.each(refused)('%s -> %s', (command, code, message, suggestion) => {
    expect(failure(command)).toEqual({ code, message, suggestion });
  });

  it('refuses one property type broken down by property type', () => {
    expect(failure('occupancy type condo by property type')).toEqual({
      code: 'conflict',
      message: 'Pick one: "type condo" (one property type) or "by property type" (every type).',
    });
  });

  it('refuses a query a report cannot make, from a button or a stored subscription', () => {
    const base = { range: 'last-week', timeZone: 'UTC', weekStartsOn: 'Sunday', properties: [], discoveries: [] };
    expect(ReportQuerySchema.safeParse({ ...base, report: 'signups', breakdown: 'region' }).success).toBe(true);
    expect(ReportQuerySchema.safeParse({ ...base, report: 'signups', breakdown: 'geo' }).success).toBe(false);
    expect(ReportQuerySchema.safeParse({ ...base, report: 'stories', breakdown: 'country' }).success).toBe(false);
    expect(ReportQuerySchema.safeParse({ ...base, report: 'bookings', breakdown: 'channel' }).success).toBe(false);
    expect(ReportQuerySchema.safeParse({ ...base, report: 'digest', breakdown: 'property' }).success).toBe(false);
  });
});

describe('breakdowns in questions', () => {
  const error = (text: string) => {
    const { result } = understand(text, CTX);
    if (result.kind !== 'error') expect.fail(`expected a refusal of ${text}, got ${JSON.stringify(result)}`);
    return result.error;
  };

  it('is asked for with a pronoun too, in a sentence of its own ("Break it down by country.")', () => {
    for (const text of [
      'Where are our signups coming from? Break it down by country for the last 6 months.',
      'signups last quarter, split it by country',
      'signups in march, then break that down by country',
    ]) {
      const { result } = understand(text, CTX);
      expect(result.kind === 'report' ? [result.query.report, result.query.breakdown] : result).toEqual(['signups', 'country']);
    }
  });

  it('is said as an adverb too ("coming from geographically"), as "weekly" is a grouping', () => {
    const { result } = understand('where are referral bookings coming from geographically last month?', CTX);
    expect(result.kind === 'report' ? [result.query.report, result.query.breakdown] : result).toEqual(['referrals', 'geo']);
  });

  it('a breakdown a report cannot make is one sentence naming those it can', () => {
    expect(error('stories by category last month')).toEqual({
      code: 'bad_option',
      message: 'Guest photo stories can be broken down by property, not by category.',
      suggestion: 'Try "/report stories by property".',
    });
    expect(error('occupancy next month by country')).toEqual({
      code: 'bad_option',
      message: 'Occupancy can be broken down by property type, not by country.',
      suggestion: 'Try "/report occupancy by property type".',
    });
    expect(error('how many signups by device last week?')).toEqual({
      code: 'bad_option',
      message: 'Signups can be broken down by country, region, city, property, category or sign-up layer, not by device.',
      suggestion: 'Try "/report signups by country".',
    });
    expect(error('give me the weekly digest by region')).toEqual({
      code: 'bad_option',
      message: 'Digest cannot be broken down by region.',
      suggestion: 'Type "/report help" for what each report breaks down by.',
    });
    expect(error('referrals by property last month').message).toBe(
      'Referrals can be broken down by channel or location (country, region, city), not by property.',
    );
  });
});

describe('each report’s help lists its breakdowns', () => {
  const lists: [report: string, line: string][] = [
    [
      'signups',
      '`by country`, `by region`, `by city`, `by property`, `by category`, `by layer`: break the figures down by country, region, city, property, category or sign-up layer',
    ],
    ['stories', '`by property`: break the figures down by property'],
    ['optouts', '`by property`, `by discovery`: break the figures down by property or discovery'],
    ['planners', '`by discovery`: break the figures down by discovery'],
    ['bookings', '`by property type`: break the figures down by property type'],
    ['occupancy', '`by property type`: break the figures down by property type'],
    ['referrals', '`by channel`, `by geo`: break the figures down by channel or location (country, region, city)'],
  ];
  it.each(lists)('%s', (report, line) => {
    expect(helpText(report)).toContain(`  ${line}\n`);
  });

  it('the digest has none', () => {
    expect(helpText('digest')).not.toContain('break the figures down');
  });
});

describe('what a report breaks down by, in words', () => {
  it('lists a report\'s breakdowns with "or" before the last, and says nothing for a report with none or no report', () => {
    expect(breakdownList('signups')).toBe('country, region, city, property, category or sign-up layer');
    expect(breakdownList('referrals')).toBe('channel or location (country, region, city)');
    expect(breakdownList('bookings')).toBe('property type');
    expect(breakdownList('digest')).toBe('');
    expect(breakdownList('weather')).toBe('');
  });
});

describe('a breakdown no registered report makes', () => {
  it('is refused by naming what the report breaks down by, as in a question', async () => {
    // A bot with bookings alone (a fresh registry: the built-ins are registered in the test
    // graph of every file): no report makes "by channel", so there is nowhere else to send it.
    vi.resetModules();
    const { registerReport } = await import('../../src/catalogue/registry.js');
    const { bookingsReport } = await import('../../src/reports/bookings.js');
    const { parseCommand } = await import('../../src/query/index.js');
    const unregister = registerReport(bookingsReport);
    try {
      const result = parseCommand('bookings by channel', { now: new Date('2026-11-21T10:00:00Z'), timeZone: 'UTC' });
      expect(result).toEqual({
        kind: 'error',
        error: {
          code: 'bad_option',
          message: 'Bookings can be broken down by property type, not by channel.',
          suggestion: 'Try "/report bookings by property type".',
        },
      });
    } finally {
      unregister();
    }
  });
});
