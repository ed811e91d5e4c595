/**
 * Lengths of time said with a fraction or in two units (held-out set GN, 69.0% at first measurement): "a week and a
 * half", "two and a half months", "1.5 years", "half a month", "a quarter of a year", "3 weeks 2 days" are that many
 * days (a month 30, a year 365), counted back to yesterday or on from today as counted days are; a whole number of
 * units keeps its calendar reading. A count past the service's limit is refused, never read as the report's own
 * period. Tuesday, Nov 12, 2030 (weeks from Sunday); the counted days are
 * said in the grammar's words ("last-11-days"), whose days the range tests check.
 */
import { describe, expect, it } from 'vitest';
import { readingAt } from './helpers.js';

const reading = readingAt('2030-11-12T15:05:00Z');

describe('lengths of time with a fraction or in two units', () => {
  it.each([
    // 10.5 days, rounded to 11.
    ['how many bookings in the last week and a half', 'bookings last-11-days'],
    // 2.5 × 30 days.
    ['room nights booked over the last two and a half months', 'bookings last-75-days focus nights'],
    ['referral revenue for the past half month', 'referrals last-15-days'],
    // 91 days, said with no "last": the ones just past.
    ['referrals over a quarter of a year, by month', 'referrals last-91-days by month'],
    ['signups since a month and a half ago', 'signups 2030-09-28..2030-11-11'],
    ['dune crest signups, 3 weeks 2 days', 'signups last-23-days property dune-crest-condotel'],
    // 1.5 × 365 = 547.5, rounded to 548.
    ['booked revenue over the last 1.5 years', 'bookings last-548-days'],
    // Ahead, from today: 11 days, 91 days, 25 days.
    ['occ a week and a half out', 'occupancy next-11-days'],
    ['condotel occupancy for the next quarter of a year', 'occupancy next-91-days type Condotel'],
    ['RV resort occ for the next three and a half weeks', 'occupancy next-25-days type RVResort'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});

describe('counted days up to the service limit', () => {
  it.each([
    ['bookings last 400 days', 'bookings last-400-days'],
    // 1,278 days and 40 months are more than the 1,100 days the service answers.
    ['bookings for the last 3 and a half years', 'error bad_range'],
    ['signups last 40 months by month', 'error bad_range'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});

describe('whole units and other quarters keep their reading', () => {
  it.each([
    ['bookings the last 2 months', 'bookings last-2-months'],
    ['bookings the past half year', 'bookings 2030-01-01..2030-06-30'],
    ['Q4 2029 stories vs the same quarter a year earlier', 'stories 2029-q4 vs last-year'],
    ['occupancy for the first quarter month by month', 'occupancy 2031-q1 by month'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});
