/**
 * Figures quoted from an earlier report while asking the next question (the voice of held-out set EY): a number after
 * "had", "saw", "said" is a figure already seen, not a count asked for. Wednesday, Nov 20, 2030: last week Sunday
 * Nov 10 to Saturday Nov 16; November so far Nov 1 to 19.
 */
import { describe, expect, it } from 'vitest';
import { readingAt } from './helpers.js';

const reading = readingAt('2030-11-20T16:20:00Z');

describe('a figure quoted before the question', () => {
  it.each([
    // The period quoted is set against the one asked, the earlier as the comparison.
    ['we got 96 signups the week before last — how many last week?', 'signups last-week vs previous'],
    ['Harbor View had 38 signups in October, how many has it had this month?', 'signups this-month vs previous property harbor-view-inn'],
    ["we saw 57 unsubscribes in October — what's November so far?", 'optouts 2030-11-01..2030-11-19 vs previous'],
    // A figure with a thousands separator is one figure.
    ['the digest said 1,880 planners in October. can I see that by discovery?', 'planners 2030-10 by discovery'],
    ['did we cross 1,000 trip planners ytd?', 'planners this-year'],
    // A sentence quoting a figure, before a dash or a full stop, is the story; what follows is asked. Thanksgiving 2030
    // is Thursday Nov 28 (2029's, Nov 22); February is the coming one on the books.
    ["we were 91% full on July 4th — what's on the books for Thanksgiving night?", 'occupancy 2030-11-28..2030-11-28 vs 2029-11-22..2029-11-22'],
    ["occupancy was 58% in Feb this year — what's February looking like on the books?", 'occupancy 2031-02'],
    ['the summary email said signups were up 12% — can I get the full digest vs the prior week?', 'digest last-week vs previous'],
    // Guards: a number before what it counts, quoting nothing, is still no count the bot can give; a dash after words
    // with no figure in them joins the question (Thanksgiving week 2030, Sunday Nov 24 to Saturday Nov 30).
    ['26 guest stories', 'error unknown_word'],
    [
      "thanks! and what about Thanksgiving week — how's occupancy shaping up for the condotels?",
      'occupancy 2030-11-24..2030-11-30 vs 2029-11-18..2029-11-24 type Condotel',
    ],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});
