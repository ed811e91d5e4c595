/**
 * Claims to check (the voice of held-out set EJ): a hunch about one member's standing is checked against the others
 * of its kind, shown whole. Wednesday, Oct 9, 2030: last week Sep 29–Oct 5, last quarter Q3.
 */
import { describe, expect, it } from 'vitest';
import { readingAt } from './helpers.js';

const reading = readingAt('2030-10-09T15:00:00Z');

describe('one member set against the rest', () => {
  it.each([
    ["Seaside Grand gets the most photo stories, I'm sure", 'stories last-week by property'],
    ["Seaside Grand is pulling in more signups than everyone else, I'd swear", 'signups last-week by property'],
    ["Seaside Grand had the most opt-outs last quarter, I'd bet", 'optouts last-quarter by property'],
    ['my gut says Coastal Escapes drives most of our planners', 'planners last-week by discovery'],
    ['I think the cottages lose more leads to opt-outs than anybody', 'optouts last-week by property'],
    // Two names, one said to beat the other: side by side.
    ['I think planner conversion on Downtown Weekends beats Coastal Escapes', 'planners last-week by discovery focus bookedShare'],
    // Guards: the best stories of one property are its own, best first; a ranking of its weeks is of its own weeks;
    // a name with a breakdown of its own is filtered.
    ['best 3 guest stories at seaside grand last month', 'stories last-month top 3 property seaside-grand-resort'],
    ['for seaside grand, which week had the most signups in september', 'signups 2030-09 by week property seaside-grand-resort'],
    ['signups at seaside grand by city', 'signups last-week by city property seaside-grand-resort'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});
