/**
 * What a sentence after the question adds to it (held-out set II, 95.6% at first measurement): the period said again,
 * with how it is shown ("June through August by month"), is the period restated, not another set against it; a
 * sentence setting the question against another period ("Compare to the prior December too") is the comparison; how
 * the figures are shown ends an event said in passing ("after the holiday emails? daily since dec 20"). Wednesday,
 * Jan 26, 2033: yesterday Jan 25; last year 2032; the coming summer June–August 2033.
 */
import { describe, expect, it } from 'vitest';
import { readingAt } from './helpers.js';

const reading = readingAt('2033-01-26T15:00:00Z');

describe('a sentence after the question', () => {
  it.each([
    ["What's on the books for summer? June through August by month", 'occupancy 2033-06-01..2033-08-31 by month'],
    // The same days said twice in one sentence, too, are one period, with no comparison made of them.
    ['summer occupancy june through august by month', 'occupancy 2033-06-01..2033-08-31 by month'],
    ['How did RevPAR finish in December? Compare to the prior December too', 'occupancy 2032-12 vs last-year focus revpar'],
    ['did opt-outs spike after the holiday emails? daily since dec 20', 'optouts 2032-12-20..2033-01-25 by day'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});

describe('words of the question’s occasion and of the list', () => {
  it.each([
    // A year-end ask is the asker's occasion, not the year's last days.
    ['year-end ask: room nights booked in 2032 for vacation rentals', 'bookings 2032 type VacationRental focus nights'],
    // What the newsletter's list gained is its signups, not referrals from the newsletter channel.
    ['how did newsletter growth look in 2032 vs 2031, monthly', 'signups 2032 vs last-year by month'],
    ['list growth last month', 'signups last-month'],
  ])('%s -> %s', (question, expected) => {
    expect(reading(question)).toBe(expected);
  });
});
