/**
 * An analyst's operators and symbols (the voice of held-out set FN): "x" for by, "y/y", "wk/wk", "m/m" for the
 * comparisons, "Δ" for the difference, "w/" and "w/o", ">" before an amount, "# of"; a Slack channel's "#" and the
 * British "w/c" stay as they were. Tuesday, Oct 16, 2029 (weeks from Sunday): last week is Oct 7–13. With long spans
 * grouped (set FO): a dash between years, two years running shown over time, and "each month" before a period.
 */
import { describe, expect, it } from 'vitest';
import { readingAt } from './helpers.js';

const reading = readingAt('2029-10-16T15:25:00Z');

describe('operators and symbols', () => {
  it.each([
    ['signups x city last mo.', 'signups last-month by city'],
    ['occ x wk next 8 wks', 'occupancy next-8-weeks by week'],
    ['Q1 OTB x month', 'occupancy 2030-q1 by month'],
    ['signups x city @ Harbor View YTD', 'signups this-year by city property harbor-view-inn'],
    ['avg booking value Sep y/y', 'bookings 2029-09 vs last-year focus avgRevenue'],
    ['bookings wk/wk Δ', 'bookings last-week vs previous'],
    ['stories w/w', 'stories last-week vs previous'],
    ['referral rev m/m', 'referrals last-month vs previous'],
    ['Δ booking rev vs. LY, last 7 days', 'bookings last-7-days vs last-year'],
    ['days > 80% occ in Nov?', 'occupancy 2029-11 by day'],
    // Guards, read so before: "# of" and "w/", a Slack channel named, and the British week commencing.
    ['# of bookings last week', 'bookings last-week focus transactions'],
    ['occ next 4 wks w/ condos only', 'occupancy next-4-weeks type Condotel'],
    ['summary for #sales', 'digest last-week'],
    ['Occupancy for w/c 20th November please', 'occupancy 2029-11-20..2029-11-26'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});

describe('long spans grouped (held-out set FO)', () => {
  // Wednesday, Jun 7, 2028.
  const inJune = readingAt('2028-06-07T10:40:00Z');
  it.each([
    // A dash between years is from one through the other; "each month last year" groups last year, no schedule.
    ['referrals 2026-2027 by month', 'referrals 2026-01-01..2027-12-31 by month'],
    ['signups 2025–2027', 'signups 2025-01-01..2027-12-31'],
    ['how full were we each month last year?', 'occupancy last-year by month'],
    ['signups every month last year', 'signups last-year by month'],
    // Two years running joined by "and", shown over time, are one span; without a grain, one is set against the other.
    ['referrals by month for 2026 and 2027', 'referrals 2026-01-01..2027-12-31 by month'],
    ['quarterly lakes and pines planners across 2026 and 2027', 'planners 2026-01-01..2027-12-31'],
    ['referrals 2026 and 2027', 'referrals 2027 vs last-year'],
  ])('%s -> %s', (question, expected) => {
    expect(inJune(question)).toBe(expected);
  });
});
