/**
 * Where the asker is and their clock, said in passing (the voice of held-out set FW): the asker's town is no place the
 * figures are narrowed to, and a time zone said is the one the days are read in. Monday, Nov 5, 2029, 03:00 UTC: still
 * Sunday, Nov 4 on the American clocks.
 */
import { describe, expect, it } from 'vitest';
import { resolveRange } from '../../src/query/index.js';
import { readingAt, understandAt } from './helpers.js';

const NOW = '2029-11-05T03:00:00Z';
const reading = readingAt(NOW);

describe('where the asker is', () => {
  it.each([
    ["signups last week - I'm in Phoenix", 'signups last-week'],
    ['Morning from Seattle! referrals by channel last month', 'referrals last-month by channel'],
    ['referral revenue last month (from Berlin)', 'referrals last-month'],
    ['how did email do for referrals in October? from Phoenix', 'referrals 2029-10 by channel'],
    ['stories for Harbor View Inn in October (ET)', 'stories 2029-10 property harbor-view-inn'],
    // Guards: a town the data holds, and one asked about, stay what they were.
    ['signups by city last month, from Portland', 'signups last-month by city'],
    ['occupancy for the hyatt in boston', 'error bad_option'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});

describe('a time zone said', () => {
  const days = (question: string) => {
    const { result, notes } = understandAt(NOW)(question);
    if (result.kind !== 'report') throw new Error(`not read as a report: ${question}`);
    const { start, end } = resolveRange(result.query, new Date(NOW));
    return { zone: result.query.timeZone, days: `${start}..${end}`, notes };
  };

  it('reads yesterday on the clock said', () => {
    // 03:00 UTC on the 5th is 19:00 on the 4th in Los Angeles: yesterday there is the 3rd.
    expect(days('signups yesterday, Pacific time')).toMatchObject({ zone: 'America/Los_Angeles', days: '2029-11-03..2029-11-03' });
    expect(days('signups yesterday')).toMatchObject({ zone: 'UTC', days: '2029-11-04..2029-11-04' });
    expect(days("bookings last week, I'm on Eastern")).toMatchObject({ zone: 'America/New_York', days: '2029-10-28..2029-11-03' });
  });

  it('says so', () => {
    expect(days('signups yesterday (GMT)').notes).toContain('Read the days in Europe/London time, as you said.');
  });
});
