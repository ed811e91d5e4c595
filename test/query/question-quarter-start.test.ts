/**
 * A quarter's first days (the voice of held-out set FG): "the quarter" of what has happened is the one just closed while
 * the new one has barely begun, "the new quarter" and "this quarter" are the one begun, and "so far" keeps it so.
 * Monday, Jul 2, 2029 (weeks from Sunday): Q3 began yesterday; Q2 ran Apr 1 – Jun 30, its last week Jun 24–30.
 */
import { describe, expect, it } from 'vitest';
import { readingAt } from './helpers.js';

const reading = readingAt('2029-07-02T13:15:00Z');

describe("a quarter's first days", () => {
  it.each([
    // Of what has happened, "the quarter" a day into Q3 is Q2, its parts too.
    ['how many signups did we get for the quarter?', 'signups last-quarter'],
    ['signups for the quarter by month', 'signups last-quarter by month'],
    ['digest for the final week of the quarter', 'digest 2029-06-24..2029-06-30'],
    // Guards: "this quarter", "the new quarter", "so far", and the books ahead are the quarter begun.
    ['signups this quarter', 'signups this-quarter'],
    ['signups for the quarter so far', 'signups 2029-07-01..2029-07-01'],
    ['RevPAR for the new quarter by week', 'occupancy this-quarter by week focus revpar'],
    ['occupancy for the first week of the new quarter', 'occupancy 2029-07-01..2029-07-07'],
    ['occupancy for the quarter', 'occupancy this-quarter'],
    // A month two days in is no longer its first day: this month.
    ['signups for the month', 'signups this-month'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});
