/**
 * Spans counted in hours (the voice of held-out set GB): whole days that cover them, back or ahead, and from a day.
 * Monday, Dec 29, 2031.
 */
import { describe, expect, it } from 'vitest';
import { readingAt } from './helpers.js';

const reading = readingAt('2031-12-29T20:00:00Z');

describe('hours', () => {
  it.each([
    ['what do we have on the books over the next 96 hours', 'occupancy next-4-days'],
    ['RV resort occupancy over the next 48 hrs', 'occupancy next-2-days type RVResort'],
    ['bookings over the last 8,760 hours by month', 'bookings last-365-days by month'],
    ['signups in the 72 hours from Christmas Eve, by country', 'signups 2031-12-24..2031-12-26 by country'],
    ['signups last 36 hrs', 'signups last-2-days'],
    // Guards, read so before: a day's worth is yesterday, two days' the last two.
    ['bookings the last 24 hours', 'bookings yesterday'],
    ['bookings past 48 hours', 'bookings last-2-days'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});
