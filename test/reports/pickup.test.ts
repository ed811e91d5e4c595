/**
 * Pickup on the books over hand-built snapshots. Every expected figure and sentence was
 * worked out by hand in the comments; none comes from the code under test.
 */
import { describe, expect, it } from 'vitest';
import { insightSentence } from '../../src/render/insights.js';
import type { Books } from '../../src/catalogue/books-history.js';
import { pickupOf, sinceWords } from '../../src/reports/pickup.js';

/** Stay date -> [nights, revenue in cents]. */
const books = (o: Record<string, [number, number]>): Books =>
  new Map(Object.entries(o).map(([d, [nights, revenueCents]]) => [d, { nights, revenueCents }]));
const say = (i: ReturnType<typeof pickupOf>) => insightSentence(i!, 'USD');

// Today is Mon Nov 23, 2026; the period is Sun Nov 22 – Sat Nov 28 (a week starting Sunday).
const TODAY = '2026-11-23';
const WEEK = { start: '2026-11-22', end: '2026-11-28' };

// The books now for every stay date of the week (Nov 22 is past; pickup counts Nov 23–28).
const NOW = books({
  '2026-11-22': [50, 500_000],
  '2026-11-23': [40, 400_000],
  '2026-11-24': [42, 410_000],
  '2026-11-25': [45, 450_000],
  '2026-11-26': [48, 500_000],
  '2026-11-27': [60, 720_000],
  '2026-11-28': [65, 800_000],
});
// Seen on Mon Nov 16: Nov 23–28 had 30+30+35+40+50+55 = 240 nights and
// 300,000+300,000+350,000+400,000+600,000+650,000 = 2,600,000 cents.
// Now Nov 23–28: 40+42+45+48+60+65 = 300 nights, 400,000+410,000+450,000+500,000+720,000+800,000 = 3,280,000 cents.
// Pickup: +60 nights and +680,000 cents = +$6,800.00.
const WEEK_AGO = books({
  '2026-11-16': [20, 200_000],
  '2026-11-22': [45, 450_000],
  '2026-11-23': [30, 300_000],
  '2026-11-24': [30, 300_000],
  '2026-11-25': [35, 350_000],
  '2026-11-26': [40, 400_000],
  '2026-11-27': [50, 600_000],
  '2026-11-28': [55, 650_000],
});

describe('pickup on the books', () => {
  it('adds up what was picked up for the stay dates from today on since the snapshot a week ago', () => {
    const found = pickupOf(WEEK, TODAY, NOW, { snapshot: { day: '2026-11-16', books: WEEK_AGO }, oldestDay: '2026-11-10' });
    expect(found).toEqual({ kind: 'pickup', nights: 60, revenue: 6_800, since: '2026-11-16', start: '2026-11-23', end: '2026-11-28' });
    expect(say(found)).toBe('+60 nights and +$6,800.00 picked up for stays Nov 23–28 since Mon Nov 16.');
  });

  it('uses the older snapshot it is given and says its day', () => {
    // The same books seen on Sat Nov 14 (no snapshot on Nov 15 or 16): the sentence names Sat Nov 14.
    const found = pickupOf(WEEK, TODAY, NOW, { snapshot: { day: '2026-11-14', books: WEEK_AGO }, oldestDay: '2026-11-01' });
    expect(say(found)).toBe('+60 nights and +$6,800.00 picked up for stays Nov 23–28 since Sat Nov 14.');
  });

  it('says when pickup will appear while there is less than a week of snapshots', () => {
    // Only snapshots from Fri Nov 20 on: a week later is Fri Nov 27.
    const found = pickupOf(WEEK, TODAY, NOW, { snapshot: null, oldestDay: '2026-11-20' });
    expect(found).toEqual({ kind: 'pickupPending', from: '2026-11-27' });
    expect(say(found)).toBe('Pickup appears from Fri Nov 27, once a week of snapshots is kept.');
    // The very first snapshot is today's: Mon Nov 23 + 7 = Mon Nov 30.
    expect(say(pickupOf(WEEK, TODAY, NOW, { snapshot: null, oldestDay: TODAY }))).toBe(
      'Pickup appears from Mon Nov 30, once a week of snapshots is kept.',
    );
    expect(say(pickupOf(WEEK, TODAY, NOW, { snapshot: null, oldestDay: null }))).toBe(
      'Pickup appears from Mon Nov 30, once a week of snapshots is kept.',
    );
    // A snapshot dated after today (kept in a zone ahead of the report's) counts from today: Mon Nov 30 again.
    expect(pickupOf(WEEK, TODAY, NOW, { snapshot: null, oldestDay: '2026-11-24' })).toEqual({ kind: 'pickupPending', from: '2026-11-30' });
    expect(sinceWords('2026-11-16')).toBe('Mon Nov 16');
  });

  it('a snapshot younger than a week is not compared with', () => {
    // Nov 18 is only 5 days ago: pending, from the oldest day Nov 18 + 7 = Nov 25.
    const found = pickupOf(WEEK, TODAY, NOW, { snapshot: { day: '2026-11-18', books: WEEK_AGO }, oldestDay: '2026-11-18' });
    expect(found).toEqual({ kind: 'pickupPending', from: '2026-11-25' });
  });

  it('net cancellations are said as such', () => {
    // Nov 27 alone: 60 nights now, 64 a week ago: −4 nights; 720,000 − 760,000 = −40,000 cents = −$400.00.
    const found = pickupOf({ start: '2026-11-27', end: '2026-11-27' }, TODAY, NOW, {
      snapshot: { day: '2026-11-16', books: books({ '2026-11-27': [64, 760_000] }) },
      oldestDay: '2026-11-16',
    });
    expect(say(found)).toBe('Net cancellations for stays Nov 27 since Mon Nov 16: \u22124 nights and \u2212$400.00.');
  });

  it('unchanged books say nothing was picked up', () => {
    const found = pickupOf({ start: '2026-11-24', end: '2026-11-24' }, TODAY, NOW, {
      snapshot: { day: '2026-11-16', books: books({ '2026-11-24': [42, 410_000] }) },
      oldestDay: null,
    });
    expect(say(found)).toBe('Nothing picked up for stays Nov 24 since Mon Nov 16: the books are as they were.');
  });

  it('says nothing for stay dates that are all past, even before any snapshot is kept', () => {
    expect(pickupOf({ start: '2026-11-01', end: '2026-11-22' }, TODAY, NOW, { snapshot: null, oldestDay: null })).toBeNull();
    expect(
      pickupOf({ start: '2026-11-01', end: '2026-11-22' }, TODAY, NOW, { snapshot: { day: '2026-11-16', books: WEEK_AGO }, oldestDay: '2026-11-01' }),
    ).toBeNull();
  });

  it('counts only the stay dates both the snapshot and the books now hold, from today on, and names them', () => {
    // The week-ago snapshot stops at Nov 28; the period runs to Nov 29: pickup for Nov 23–28 as above.
    const longer = { start: '2026-11-22', end: '2026-11-29' };
    const nowLonger = new Map([...NOW, ['2026-11-29', { nights: 10, revenueCents: 100_000 }]]);
    expect(say(pickupOf(longer, TODAY, nowLonger, { snapshot: { day: '2026-11-16', books: WEEK_AGO }, oldestDay: '2026-11-16' }))).toBe(
      '+60 nights and +$6,800.00 picked up for stays Nov 23–28 since Mon Nov 16.',
    );
    // A snapshot without today's stay date has nothing to compare with.
    const later = new Map([...WEEK_AGO].filter(([d]) => d !== '2026-11-23'));
    expect(pickupOf(WEEK, TODAY, NOW, { snapshot: { day: '2026-11-16', books: later }, oldestDay: null })).toBeNull();
  });
});
