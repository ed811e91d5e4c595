/**
 * Years written short (held-out set GO, 85.3% at first measurement): "CY33" and "YE33" are 2033, "Jan-34" and "Sep
 * 34" a month of 2034 (a number that can be a day of it stays a day: "jan 15"), "the 1st half of 33" January to June
 * 2033, "'33 vs '32" 2033 against the year before, "winter 33/34" December 2033 to February 2034; "the rest of Sep
 * 34" stays the rest of September. A nor'easter is a storm, no Easter. Monday, Sep
 * 18, 2034 (weeks from Sunday).
 */
import { describe, expect, it } from 'vitest';
import { readingAt } from './helpers.js';

const reading = readingAt('2034-09-18T08:45:00Z');

describe('years written short', () => {
  it.each([
    ['booked rev by month for CY33', 'bookings 2033 by month'],
    ['where did booked revenue finish at YE33?', 'bookings 2033'],
    ['Jan-34 bookings, condos only', 'bookings 2034-01 type Condotel'],
    ['referral revenue Aug 34 by city', 'referrals 2034-08 by geo'],
    ['select service occupancy Jan-35 thru Mar-35', 'occupancy 2035-01-01..2035-03-31 type SelectServiceHotel'],
    ['bookings for RV resorts 1st half of 33', 'bookings 2033-01-01..2033-06-30 type RVResort'],
    ["'33 vs '32 booked revenue", 'bookings 2033 vs last-year'],
    ['bookings winter 33/34', 'bookings 2033-12-01..2034-02-28'],
    ["bookings the week of the nor'easter in Jan-34", 'error unknown_topic'],
    // Already read so, and kept: days stay days.
    ['forward occupancy for full service hotels, rest of Sep 34', 'occupancy 2034-09-18..2034-09-30 type FullServiceHotel'],
    ['bookings jan 15', 'bookings 2034-01-15..2034-01-15'],
    ['signups sep 14 to sep 20', 'signups 2034-09-14..2034-09-20'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});
