/**
 * The grammar's view of the registry (src/query/catalog.ts): the query schema that job
 * payloads, buttons and stored subscriptions are checked with, and the look-ups of a report's
 * options and period. The product reads only whether a query passed; a caller that asks why it
 * was refused gets the schema's issues, so each refusal is pinned as the field it names and the
 * sentence it gives. Every expectation is written by hand from the built-in reports' definitions
 * (bookings: breakdown by property type, property type and grouping only; its figures revenue,
 * transactions, nights, …).
 */
import { describe, expect, it } from 'vitest';
import { ReportQuerySchema, allowsOption, isPastOnly, resolveRange } from '../../src/query/index.js';

describe('the query schema against the registry', () => {
  it('takes a query of a registered report with only options it honours; an empty list of properties or discoveries is no option', () => {
    const parsed = ReportQuerySchema.safeParse({
      report: 'bookings',
      range: 'last-week',
      timeZone: 'UTC',
      weekStartsOn: 'Sunday',
      breakdown: 'property-type',
      grouping: 'Week',
      properties: [],
      discoveries: [],
      focus: 'nights',
    });
    expect(parsed.error?.issues).toBeUndefined();
    expect(parsed.success).toBe(true);
  });

  it('refuses a report nobody registered, on the report field', () => {
    const parsed = ReportQuerySchema.safeParse({
      report: 'weather',
      range: 'last-week',
      timeZone: 'UTC',
      weekStartsOn: 'Sunday',
      properties: [],
      discoveries: [],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toEqual([{ code: 'custom', path: ['report'], message: 'not a report: weather' }]);
  });

  it('refuses every option the report does not honour, one issue on each such field', () => {
    const parsed = ReportQuerySchema.safeParse({
      report: 'bookings',
      range: 'last-week',
      timeZone: 'UTC',
      weekStartsOn: 'Sunday',
      grouping: 'Day',
      delay: 7,
      properties: ['harbor-view-inn'],
      discoveries: ['9b1c'],
    });
    expect(parsed.success).toBe(false);
    // In the order the options are listed (breakdown, delay, propertyType, properties, discoveries, grouping, top).
    expect(parsed.error?.issues).toEqual([
      { code: 'custom', path: ['delay'], message: 'not available for bookings' },
      { code: 'custom', path: ['properties'], message: 'not available for bookings' },
      { code: 'custom', path: ['discoveries'], message: 'not available for bookings' },
    ]);
  });

  it('refuses a breakdown the report does not make, naming the report and the breakdown', () => {
    // Signups break down by country, region or city one at a time; `geo` is referrals' own.
    const parsed = ReportQuerySchema.safeParse({
      report: 'signups',
      range: 'last-week',
      timeZone: 'UTC',
      weekStartsOn: 'Sunday',
      breakdown: 'geo',
      properties: [],
      discoveries: [],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toEqual([{ code: 'custom', path: ['breakdown'], message: 'signups cannot be broken down by geo' }]);
  });

  it("refuses a focus that is not one of the report's figures (occupancy is a figure of occupancy, not of bookings)", () => {
    const parsed = ReportQuerySchema.safeParse({
      report: 'bookings',
      range: 'last-week',
      timeZone: 'UTC',
      weekStartsOn: 'Sunday',
      properties: [],
      discoveries: [],
      focus: 'occupancy',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toEqual([{ code: 'custom', path: ['focus'], message: 'not a figure of bookings' }]);
  });
});

describe("a report's options and period", () => {
  it('an option is allowed only where the report lists it; a report nobody registered allows none', () => {
    expect(allowsOption('bookings', 'grouping')).toBe(true);
    expect(allowsOption('bookings', 'delay')).toBe(false);
    expect(allowsOption('weather', 'grouping')).toBe(false);
  });

  it('a report nobody registered has no period: asking for one is an error that names it', () => {
    expect(() => isPastOnly('weather')).toThrow(RangeError);
    expect(() => isPastOnly('weather')).toThrow(/^no report "weather" is registered$/);
    expect(() =>
      resolveRange({ report: 'weather', range: 'last-week', timeZone: 'UTC', weekStartsOn: 'Sunday' }, new Date('2026-11-21T10:00:00Z')),
    ).toThrow(/^no report "weather" is registered$/);
  });
});
