/**
 * An analyst's operators and symbols (the voice of held-out set FN): "x" for by, "y/y", "wk/wk", "m/m" for the
 * comparisons, "Δ" for the difference, "w/" and "w/o", ">" before an amount, "# of"; a Slack channel's "#" and the
 * British "w/c" stay as they were. Tuesday, Oct 16, 2029 (weeks from Sunday): last week is Oct 7–13.
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
