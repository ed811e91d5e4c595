/**
 * Things pasted into a question for colleagues (the voice of held-out set FA): tickets, links and file names are
 * context, never what is asked; a hedge on the figure changes nothing; an event's year still leaves its days to ask.
 * Wednesday, May 14, 2031: Memorial Day Monday May 26 (2030's, May 27).
 */
import { describe, expect, it } from 'vitest';
import { readingAt, understandAt } from './helpers.js';

const reading = readingAt('2031-05-14T13:40:00Z');

describe('pasted context', () => {
  it.each([
    ['re MKT-482: what does occupancy look like for the next 4 weeks?', 'occupancy next-4-weeks'],
    ['occupancy for Memorial Day weekend pls, need it for board-deck-2031-05.pptx', 'occupancy 2031-05-23..2031-05-26 vs 2030-05-24..2030-05-27'],
    ['per ticket #1193 - pickup for next week', 'occupancy next-week'],
    [
      'see the dashboard at https://example.com/dash/occupancy?view=summer - can you pull occupancy June through August by month?',
      'occupancy 2031-06-01..2031-08-31 by month',
    ],
    ['for ticket #1207 - leads by city last 30 days', 'signups last-30-days by city'],
    // A hedge is no request to approve anything.
    ['approx ADR this month', 'occupancy this-month focus adr'],
    // Guards: a month's or a quarter's year joined by a hyphen is a period, not a ticket.
    ['signups Q1-2031', 'signups 2031-q1'],
    ['signups JAN-2031', 'signups 2031-01'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });

  it.each([
    ['signups over march break 2031', 'march break 2031'],
    ['bookings during the jazz festival last year', 'during the jazz festival'],
  ])('%s -> asks the days of "%s", its year said or not', (question, event) => {
    const { result } = understandAt('2032-01-20T10:10:00Z')(question);
    expect(result.kind === 'clarify' && result.question).toContain(`"${event}"`);
  });
});
