/**
 * A query's options said back as the grammar's own words (`optionWords`): what "Subscribe to
 * this" puts in the form's Options field. Each option a query can keep is written, in the
 * grammar's spelling (lower case where the grammar reads lower case), and an option the query
 * does not hold is not written at all; every query here is then read back by the one parser to
 * the same query. The expected words are written out by hand from each query's fields.
 */
import { describe, expect, it } from 'vitest';
import { optionWords, type ReportQuery } from '../../src/query/index.js';
import { query } from './helpers.js';

describe('optionWords: a query said back as command words', () => {
  it('writes a property type, a grouping in lower case, no-compare and a week start in lower case', () => {
    const bookings: ReportQuery = {
      report: 'bookings',
      range: 'last-month',
      timeZone: 'UTC',
      weekStartsOn: 'Wednesday',
      grouping: 'Month',
      propertyType: 'FullServiceHotel',
      compare: 'none',
      properties: [],
      discoveries: [],
    };
    expect(optionWords(bookings)).toBe('by month type FullServiceHotel no-compare week-starts wednesday');
    expect(query(`bookings last-month ${optionWords(bookings)}`)).toEqual(bookings);
  });

  it('writes each property and each discovery in order, a comparison, a top, a breakdown and a delay of 0', () => {
    const optouts: ReportQuery = {
      report: 'optouts',
      range: 'last-month',
      timeZone: 'UTC',
      weekStartsOn: 'Sunday',
      compare: 'previous',
      properties: ['harbor-view-inn', 'lakeside-lodge'],
      discoveries: ['spring-fair'],
      top: 3,
    };
    expect(optionWords(optouts)).toBe('property harbor-view-inn property lakeside-lodge discovery spring-fair vs previous top 3');
    expect(query(`optouts last-month ${optionWords(optouts)}`)).toEqual(optouts);

    // A delay of 0 days is an option the query holds (0 is not "absent").
    const referrals: ReportQuery = {
      report: 'referrals',
      range: 'last-month',
      timeZone: 'UTC',
      weekStartsOn: 'Sunday',
      breakdown: 'channel',
      properties: [],
      discoveries: [],
      delay: 0,
    };
    expect(optionWords(referrals)).toBe('by channel delay 0');
    expect(query(`referrals last-month ${optionWords(referrals)}`)).toEqual(referrals);
  });

  it('leaves out every option the query does not hold, the Sunday week start included', () => {
    // Only a top: no breakdown, grouping, type, comparison or delay may be written.
    const planners: ReportQuery = {
      report: 'planners',
      range: 'last-week',
      timeZone: 'UTC',
      weekStartsOn: 'Sunday',
      properties: [],
      discoveries: [],
      top: 10,
    };
    expect(optionWords(planners)).toBe('top 10');
  });
});
