/**
 * A day set against the same weekday a year before (the voice of held-out set GC): "the same Saturday last year" is a
 * year's comparison, as "the same day last year" is. Saturday, May 18, 2030.
 */
import { describe, expect, it } from 'vitest';
import { readingAt } from './helpers.js';

const reading = readingAt('2030-05-18T11:00:00Z');

describe('the same weekday a year before', () => {
  it.each([
    ['occupancy Saturday June 22nd vs the same Saturday last year', 'occupancy 2030-06-22..2030-06-22 vs last-year'],
    ['signups last friday vs the same friday last year', 'signups 2030-05-17..2030-05-17 vs last-year'],
    ['occupancy saturday night vs the same night a year ago', 'occupancy 2030-05-25..2030-05-25 vs last-year'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});
