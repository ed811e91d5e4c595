/**
 * Weeks as a team plans them on a Sunday morning (the voice of held-out set EZ), weeks from Sunday: today, Sunday
 * Oct 2, 2033, begins a week. September 2033 runs Thursday Sep 1 to Friday Sep 30; its whole weeks are Sep 4-10,
 * 11-17 and 18-24 (Sep 25 to Oct 1 runs into October).
 */
import { describe, expect, it } from 'vitest';
import { readingAt } from './helpers.js';

const reading = readingAt('2033-10-02T08:15:00Z');

describe('weeks on the first day of one', () => {
  it.each([
    // The week ahead is the seven days from today, here this week.
    ["what's on the books for the week ahead?", 'occupancy 2033-10-02..2033-10-08'],
    // A full week of a month is a calendar week wholly inside it.
    ['RevPAR for the last full week of September', 'occupancy 2033-09-18..2033-09-24 focus revpar'],
    ['signups the first full week of september', 'signups 2033-09-04..2033-09-10'],
    ['signups the 2nd full week of september', 'signups 2033-09-11..2033-09-17'],
    // Yesterday's 1st and next month's are both the 1st it could be: which is asked.
    ['occupancy for the 1st?', 'clarify occupancy|occupancy'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });

  it('on a Wednesday the week ahead is the seven days from it (held-out sets EZ and GI), and on the 1st the month ahead is this one', () => {
    expect(readingAt('2033-10-05T08:15:00Z')("what's on the books for the week ahead?")).toBe('occupancy 2033-10-05..2033-10-11');
    expect(readingAt('2031-10-01T08:00:00Z')('occ for the month ahead')).toBe('occupancy this-month');
  });
});
