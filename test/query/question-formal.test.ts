/**
 * Formal report-writing English, passive and nominal (the voice of held-out set EW). Wednesday, Mar 22, 2034: last
 * month February, yesterday Tuesday Mar 21.
 */
import { describe, expect, it } from 'vitest';
import { readingAt } from './helpers.js';

const reading = readingAt('2034-03-22T11:30:00Z');

describe('passive and nominal requests', () => {
  it.each([
    // The remainder (or balance) of a period is its rest: from today, for the books.
    ['How do the books look for the remainder of March?', 'occupancy 2034-03-22..2034-03-31'],
    ['occupancy for the balance of the month', 'occupancy 2034-03-22..2034-03-31'],
    // Names compared "between A and B" or "of A and B" are shown side by side.
    [
      'A comparison of signups between Harbor View Inn and Maple Street Suites for February is requested.',
      'signups 2034-02 by property property harbor-view-inn property maple-street-suites',
    ],
    ['A comparison of Coastal Escapes and Downtown Weekends planner numbers for last month is requested.', 'planners last-month by discovery'],
    // A regional breakdown is by region.
    ['A regional breakdown of new members acquired since 1 January would be appreciated.', 'signups 2034-01-01..2034-03-21 by region'],
    // Guards: two names without a comparison are both filtered; a regional manager is no breakdown.
    ['signups at harbor view inn and maple street suites last month', 'signups last-month property harbor-view-inn property maple-street-suites'],
    ['my regional manager wants signups last week', 'signups last-week'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});
