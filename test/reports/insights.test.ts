/**
 * The insights and their sentences over hand-built members. Every expected amount, share and
 * sentence below was worked out by hand in the comments; none comes from the code under test.
 */
import { describe, expect, it } from 'vitest';
import { insightSentence } from '../../src/render/insights.js';
import { plusDays } from '../../src/query/calendar.js';
import type { Change, Metric } from '../../src/catalogue/types.js';
import { Tally } from '../../src/reports/common.js';
import { concentrationOf, driversOf, unusualDayOf, unusualDays, type Dimension } from '../../src/reports/insights.js';
import { sponsorRecord as rec, useFixtures } from './harness.js';

const money = (label: string, value: number, previous: number, change: Change): Metric => ({
  key: 'k',
  label,
  unit: 'currency',
  better: 'up',
  value,
  previous,
  change,
});
const count = (label: string, value: number, previous: number, change: Change): Metric => ({
  key: 'k',
  label,
  unit: 'count',
  better: 'up',
  value,
  previous,
  change,
});
const map = (o: Record<string, number>) => new Map(Object.entries(o));
const dim = (one: string, many: string, now: Record<string, number>, before: Record<string, number> | null): Dimension => ({
  one,
  many,
  now: map(now),
  before: before && map(before),
});
const say = (i: ReturnType<typeof driversOf>) => insightSentence(i!, 'USD');

describe('drivers of a change', () => {
  // In cents. Before: google 10,000.00, newsletter 5,000.00, tripadvisor 3,000.00, bing 2,000.00 = 20,000.00.
  // Now: google 13,100.00 (+3,100), newsletter 6,900.00 (+1,900), tripadvisor 2,200.00 (−800),
  // bing 3,440.00 (+1,440) = 25,640.00: +5,640.00, +28.2 %. Material: ≥ 10 % of 5,640 = 564.
  // Named: the two largest rises, google and newsletter; against: tripadvisor; the rest is bing's +1,440,
  // so +3,100 + 1,900 − 800 + 1,440 = +5,640.
  const channels = dim(
    'channel',
    'channels',
    { 'google / cpc': 1_310_000, 'newsletter / email': 690_000, 'tripadvisor / referral': 220_000, 'bing / cpc': 344_000 },
    { 'google / cpc': 1_000_000, 'newsletter / email': 500_000, 'tripadvisor / referral': 300_000, 'bing / cpc': 200_000 },
  );
  const revenue = money('Referral revenue', 25_640, 20_000, { absolute: 5_640, relative: 0.282, direction: 'up' });

  it('names the two largest contributors, the one that pulled the other way, and the rest, adding up to the change', () => {
    const insight = driversOf(revenue, [channels]);
    expect(insight).toEqual({
      kind: 'drivers',
      metric: 'Referral revenue',
      unit: 'currency',
      change: revenue.change,
      dimension: 'channels',
      drivers: [
        { name: 'google / cpc', delta: 3_100 },
        { name: 'newsletter / email', delta: 1_900 },
      ],
      against: { name: 'tripadvisor / referral', delta: -800 },
      rest: 1_440,
    });
    expect(say(insight)).toBe(
      'Referral revenue ▲ 28.2%: google / cpc +$3,100.00, newsletter / email +$1,900.00; tripadvisor / referral \u2212$800.00; other channels +$1,440.00.',
    );
  });

  it('adds up to the cent, and says no "other" when the named members explain it all', () => {
    // a 10.10 → 10.30 (+0.20), b 20.20 → 20.35 (+0.15): +0.35 in all (30.30 → 30.65).
    const m = money('Referral revenue', 30.65, 30.3, { absolute: 0.35, relative: 0.35 / 30.3, direction: 'up' });
    const insight = driversOf(m, [dim('channel', 'channels', { a: 1030, b: 2035 }, { a: 1010, b: 2020 })]);
    expect(insight).toMatchObject({
      drivers: [
        { name: 'a', delta: 0.2 },
        { name: 'b', delta: 0.15 },
      ],
      against: null,
      rest: 0,
    });
    expect(say(insight)).toBe('Referral revenue ▲ 1.2%: a +$0.20, b +$0.15.');
  });

  it('reads a fall the same way, largest fall first, and the rise against it', () => {
    // Harbor 10 → 4 (−6), Seaside 5 → 3 (−2), Maple 2 → 4 (+2): 17 → 11, −6, −35.3 %.
    // Material: ≥ 0.6. Rest: −6 − (−6 − 2 + 2) = 0.
    const m = count('New signups', 11, 17, { absolute: -6, relative: -6 / 17, direction: 'down' });
    const insight = driversOf(m, [dim('property', 'properties', { Harbor: 4, Seaside: 3, Maple: 4 }, { Harbor: 10, Seaside: 5, Maple: 2 })]);
    expect(say(insight)).toBe('New signups ▼ 35.3%: Harbor \u22126, Seaside \u22122; Maple +2.');
  });

  it('of several breakdowns, uses the one whose top member explains most of the change', () => {
    // +10 in all. By property the top rise is +6 (60 %); by country +9 (90 %): countries it is.
    const m = count('New signups', 30, 20, { absolute: 10, relative: 0.5, direction: 'up' });
    const insight = driversOf(m, [
      dim('property', 'properties', { A: 16, B: 14 }, { A: 10, B: 10 }),
      dim('country', 'countries', { US: 19, CA: 11 }, { US: 10, CA: 10 }),
    ]);
    expect(say(insight)).toBe('New signups ▲ 50.0%: US +9, CA +1.');
  });

  it('says nothing without a change, a comparison, two members or a material contributor', () => {
    const flat = count('New signups', 20, 20, { absolute: 0, relative: 0, direction: 'flat' });
    expect(driversOf(flat, [dim('property', 'properties', { A: 12, B: 8 }, { A: 10, B: 10 })])).toBeNull();
    const up = count('New signups', 30, 20, { absolute: 10, relative: 0.5, direction: 'up' });
    expect(driversOf(up, [dim('property', 'properties', { A: 16, B: 14 }, null)])).toBeNull();
    expect(driversOf(up, [dim('property', 'properties', { A: 30 }, { A: 20 })])).toBeNull();
    expect(driversOf({ ...up, change: null }, [dim('property', 'properties', { A: 16, B: 14 }, { A: 10, B: 10 })])).toBeNull();
    // +100 in all, spread over 20 members of +5 each (5 % of the change apiece): none is material.
    const many = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`m${i}`, 15]));
    const before = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`m${i}`, 10]));
    expect(
      driversOf(count('New signups', 300, 200, { absolute: 100, relative: 0.5, direction: 'up' }), [dim('property', 'properties', many, before)]),
    ).toBeNull();
  });
});

describe('concentration', () => {
  it('says when one member holds more than half of the total', () => {
    // 6 of 10 = 60.0 %.
    const insight = concentrationOf({ label: 'New signups' }, dim('property', 'properties', { 'Seaside Grand': 6, Harbor: 3, Maple: 1 }, null));
    expect(insight).toEqual({ kind: 'concentration', metric: 'New signups', dimension: 'property', member: 'Seaside Grand', share: 0.6 });
    expect(insightSentence(insight!, 'USD')).toBe('Seaside Grand accounts for 60.0% of new signups.');
  });

  it('says nothing at half or below, or with one member only', () => {
    expect(concentrationOf({ label: 'New signups' }, dim('property', 'properties', { A: 5, B: 5 }, null))).toBeNull();
    expect(concentrationOf({ label: 'New signups' }, dim('property', 'properties', { A: 10 }, null))).toBeNull();
    expect(concentrationOf({ label: 'New signups' }, dim('property', 'properties', { A: 10, B: 0 }, null))).toBeNull();
  });
});

describe('an unusual day', () => {
  // Four weeks, Sun Nov 1 – Sat Nov 28, 2026, against Sun Oct 4 – Sat Oct 31: the same weekdays.
  const period = { start: '2026-11-01', end: '2026-11-28' };
  const comparison = { start: '2026-10-04', end: '2026-10-31' };
  const days = (start: string, n: number, value: (day: string, i: number) => number) =>
    new Map(Array.from({ length: n }, (_, i) => [plusDays(start, i), value(plusDays(start, i), i)]));
  const signups = { label: 'New signups', unit: 'count' as const };

  it('is the day far above its usual weekday, said once', () => {
    // Every day 10, but Tue Nov 17 = 41. Other Tuesdays: Nov 3, 10, 24 and Oct 6, 13, 20, 27, all 10:
    // median 10, no spread (MAD 0, so a tenth of the usual, 1, is the scale): 31 away, 4.1× usual.
    const now = days(period.start, 28, (d) => (d === '2026-11-17' ? 41 : 10));
    const insight = unusualDayOf(
      signups,
      period,
      comparison,
      now,
      days(comparison.start, 28, () => 10),
    );
    expect(insight).toEqual({ kind: 'unusual', metric: 'New signups', unit: 'count', day: '2026-11-17', value: 41, usual: 10 });
    expect(insightSentence(insight!, 'USD')).toBe('New signups on Tue Nov 17: 41, 4.1× a usual Tuesday (10).');
  });

  it('is the day far below its usual weekday', () => {
    // Every day 12, Sat Nov 14 = 2: 10 below a usual 12, and under half of it.
    const now = days(period.start, 28, (d) => (d === '2026-11-14' ? 2 : 12));
    const insight = unusualDayOf(
      signups,
      period,
      comparison,
      now,
      days(comparison.start, 28, () => 12),
    );
    expect(insightSentence(insight!, 'USD')).toBe('New signups on Sat Nov 14: 2, well below a usual Saturday (12).');
  });

  it('judges against a noisy usual with the median absolute deviation', () => {
    // Tuesdays other than Nov 17: Nov 3, 10, 24 = 8, 12, 9; Oct 6, 13, 20, 27 = 11, 10, 14, 6.
    // Median 10; deviations 2, 2, 1, 1, 0, 4, 4 → MAD 2; scale 1.4826 × 2 = 2.9652.
    // 21: 11 / 2.9652 = 3.7 ≥ 3.5 and ≥ 2 × 10: said. 19: under twice the usual: not said.
    const tuesdays: Record<string, number> = {
      '2026-11-03': 8,
      '2026-11-10': 12,
      '2026-11-24': 9,
      '2026-10-06': 11,
      '2026-10-13': 10,
      '2026-10-20': 14,
      '2026-10-27': 6,
    };
    const before = days(comparison.start, 28, (d) => tuesdays[d] ?? 10);
    const at = (v: number) =>
      unusualDayOf(
        signups,
        period,
        comparison,
        days(period.start, 28, (d) => (d === '2026-11-17' ? v : (tuesdays[d] ?? 10))),
        before,
      );
    expect(at(21)).toMatchObject({ day: '2026-11-17', value: 21, usual: 10 });
    expect(at(19)).toBeNull();
    // 20 is twice the usual, but only 10 / 2.9652 = 3.37 deviations out: the spread keeps it unsaid.
    expect(at(20)).toBeNull();
  });

  it('counts the lowest other day in the spread like any other', () => {
    // Tuesdays other than Nov 17: Nov 3 = 9, Nov 10, 24 and Oct 6 = 10, Oct 13, 20, 27 = 15, 16, 17.
    // Sorted 9, 10, 10, 10, 15, 16, 17: median 10; deviations 0, 0, 0, 1, 5, 6, 7 → MAD 1, scale 1.4826.
    // 30: 20 / 1.4826 = 13.5 and 3× usual: said. (Without the 9's deviation of 1 the MAD would be 5:
    // 20 / 7.413 = 2.7, unsaid.)
    const tuesdays: Record<string, number> = { '2026-11-03': 9, '2026-11-17': 30, '2026-10-13': 15, '2026-10-20': 16, '2026-10-27': 17 };
    const insight = unusualDayOf(
      signups,
      period,
      comparison,
      days(period.start, 28, (d) => tuesdays[d] ?? 10),
      days(comparison.start, 28, (d) => tuesdays[d] ?? 10),
    );
    expect(insight).toEqual({ kind: 'unusual', metric: 'New signups', unit: 'count', day: '2026-11-17', value: 30, usual: 10 });
  });

  it('says a day exactly 3.5 robust deviations out, not a cent less', () => {
    // In cents. Tuesdays other than Nov 17: $250, $550, $350 (Nov 3, 10, 24), $300, $400, $450, $500
    // (Oct 6 – 27); every other day $400. Median $400; deviations 0, 50, 50, 100, 100, 150, 150 → MAD
    // $100.00 = 10,000; scale 1.4826 × 10,000 = 14,826. 3.5 × 14,826 = 51,891: $400.00 + $518.91 = $918.91
    // is exactly 3.5 out (and over twice $400): said; $918.90 is 51,890 / 14,826 = 3.49993 out: not.
    const tuesdays: Record<string, number> = {
      '2026-11-03': 25_000,
      '2026-11-10': 55_000,
      '2026-11-24': 35_000,
      '2026-10-06': 30_000,
      '2026-10-13': 40_000,
      '2026-10-20': 45_000,
      '2026-10-27': 50_000,
    };
    const revenue = { label: 'Referral revenue', unit: 'currency' as const };
    const before = days(comparison.start, 28, (d) => tuesdays[d] ?? 40_000);
    const at = (cents: number) =>
      unusualDayOf(
        revenue,
        period,
        comparison,
        days(period.start, 28, (d) => (d === '2026-11-17' ? cents : (tuesdays[d] ?? 40_000))),
        before,
      );
    expect(at(91_891)).toEqual({ kind: 'unusual', metric: 'Referral revenue', unit: 'currency', day: '2026-11-17', value: 918.91, usual: 400 });
    expect(at(91_890)).toBeNull();
  });

  // Every day `usual`, both periods, but `day` = `value`: no spread, so a tenth of the usual is the scale.
  const spike = (day: string, value: number, usual: number) =>
    [days(period.start, 28, (d) => (d === day ? value : usual)), days(comparison.start, 28, () => usual)] as const;

  it('says a day exactly twice or half its usual, not one and a half times it', () => {
    // 20 against 10: 10 / 1 = 10 out, exactly 2×. 6 against 12: 6 / 1.2 = 5 out, exactly half.
    // 15 against 10: 5 / 1 = 5 out, but only 1.5×: not said.
    expect(unusualDayOf(signups, period, comparison, ...spike('2026-11-17', 20, 10))).toMatchObject({ day: '2026-11-17', value: 20, usual: 10 });
    expect(unusualDayOf(signups, period, comparison, ...spike('2026-11-14', 6, 12))).toMatchObject({ day: '2026-11-14', value: 6, usual: 12 });
    expect(unusualDayOf(signups, period, comparison, ...spike('2026-11-17', 15, 10))).toBeNull();
  });

  it('judges a day once its usual reaches 3 for a count, or a cent for money', () => {
    // 9 signups against a usual 3: 6 / 0.3 = 20 out, 3×.
    expect(unusualDayOf(signups, period, comparison, ...spike('2026-11-17', 9, 3))).toEqual({
      kind: 'unusual',
      metric: 'New signups',
      unit: 'count',
      day: '2026-11-17',
      value: 9,
      usual: 3,
    });
    // $0.10 against a usual $0.02 (cents 10 and 2): 8 / 0.2 = 40 out, 5×; a usual of 2 signups would not do.
    expect(unusualDayOf({ label: 'Referral revenue', unit: 'currency' }, period, comparison, ...spike('2026-11-17', 10, 2))).toMatchObject({
      day: '2026-11-17',
      value: 0.1,
      usual: 0.02,
    });
  });

  it('judges against as few as four other days, by the middle two of an even count', () => {
    // The week Sun Nov 22 – Sat Nov 28 against the four before it (Oct 25 – Nov 21): four other days a weekday.
    // Tuesdays before Nov 24: Oct 27 = 13, Nov 3 = 9, Nov 10 = 12, Nov 17 = 10; sorted 9, 10, 12, 13:
    // median (10 + 12) / 2 = 11; deviations 2, 1, 1, 2 → MAD 1.5, scale 2.2239. 40: 29 / 2.2239 = 13.0 out, ≥ 22.
    const tuesdays: Record<string, number> = { '2026-10-27': 13, '2026-11-03': 9, '2026-11-10': 12, '2026-11-17': 10, '2026-11-24': 40 };
    const insight = unusualDayOf(
      signups,
      { start: '2026-11-22', end: '2026-11-28' },
      { start: '2026-10-25', end: '2026-11-21' },
      days('2026-11-22', 7, (d) => tuesdays[d] ?? 10),
      days('2026-10-25', 28, (d) => tuesdays[d] ?? 10),
    );
    expect(insight).toEqual({ kind: 'unusual', metric: 'New signups', unit: 'count', day: '2026-11-24', value: 40, usual: 11 });
  });

  it('of several unusual days, says the one farthest out for its weekday, the earlier on a tie', () => {
    // Every day 10 but Wednesdays 20, both periods (Nov 8 is a Sunday, Nov 9 a Monday, Nov 11 a Wednesday).
    const at = (odd: Record<string, number>) => {
      const value = (d: string) => odd[d] ?? (new Date(`${d}T00:00:00Z`).getUTCDay() === 3 ? 20 : 10);
      const insight = unusualDayOf(signups, period, comparison, days(period.start, 28, value), days(comparison.start, 28, value));
      return insight?.kind === 'unusual' ? insight.day : null;
    };
    // Sun 50: 40 / 1 = 40 out; Wed 60: 40 / 2 = 20 out. The Sunday, though the Wednesday comes later.
    expect(at({ '2026-11-08': 50, '2026-11-11': 60 })).toBe('2026-11-08');
    // Sun 30: 20 / 1 = 20 out; Wed 120: 100 / 2 = 50 out. The later Wednesday.
    expect(at({ '2026-11-08': 30, '2026-11-11': 120 })).toBe('2026-11-11');
    // Sun 41 and Mon 41: 31 / 1 = 31 out each. The Sunday, first.
    expect(at({ '2026-11-08': 41, '2026-11-09': 41 })).toBe('2026-11-08');
  });

  it('comes as a list for the report from counts kept per day: the day, or nothing', () => {
    // Every day 10 signups, Tue Nov 17 41 (as in the first case above).
    const now = new Tally();
    const before = new Tally();
    for (let i = 0; i < 28; i++) {
      now.add(plusDays(period.start, i), plusDays(period.start, i) === '2026-11-17' ? 41 : 10);
      before.add(plusDays(comparison.start, i), 10);
    }
    expect(unusualDays(signups, { period, comparison }, now, before)).toEqual([
      { kind: 'unusual', metric: 'New signups', unit: 'count', day: '2026-11-17', value: 41, usual: 10 },
    ]);
    // Without a comparison, each weekday has three other days: too few to judge.
    expect(unusualDays(signups, { period, comparison: null }, now, null)).toEqual([]);
  });

  it('says nothing with too little history, too small a usual, or no day out of line', () => {
    // One week against one week: each weekday has one other day to go by.
    const week = { start: '2026-11-08', end: '2026-11-14' };
    const spike = days(week.start, 7, (d) => (d === '2026-11-10' ? 50 : 10));
    expect(
      unusualDayOf(
        signups,
        week,
        { start: '2026-11-01', end: '2026-11-07' },
        spike,
        days('2026-11-01', 7, () => 10),
      ),
    ).toBeNull();
    // A usual of 2 signups a day: 10 on one day is not worth a sentence.
    expect(
      unusualDayOf(
        signups,
        period,
        comparison,
        days(period.start, 28, (d) => (d === '2026-11-17' ? 10 : 2)),
        days(comparison.start, 28, () => 2),
      ),
    ).toBeNull();
    expect(
      unusualDayOf(
        signups,
        period,
        comparison,
        days(period.start, 28, () => 10),
        days(comparison.start, 28, () => 10),
      ),
    ).toBeNull();
  });

  it('reads money in cents and says it in the currency', () => {
    // Every day $1,000.00, Tue Nov 17 $3,170.00: 3,170 / 1,000 = 3.17 → "3.2×".
    const now = days(period.start, 28, (d) => (d === '2026-11-17' ? 317_000 : 100_000));
    const insight = unusualDayOf(
      { label: 'Referral revenue', unit: 'currency' },
      period,
      comparison,
      now,
      days(comparison.start, 28, () => 100_000),
    );
    expect(insight).toMatchObject({ value: 3_170, usual: 1_000 });
    expect(insightSentence(insight!, 'USD')).toBe('Referral revenue on Tue Nov 17: $3,170.00, 3.2× a usual Tuesday ($1,000.00).');
  });
});

describe('referrals without a breakdown', () => {
  const channel = (day: number, source: string, medium: string, revenue: number) => ({
    ...rec(2026, day, 1, revenue, 1, revenue),
    source,
    medium,
    term: null,
  });
  // Last week (Nov 8–14) against Nov 1–7. Days of 2026: 307 = Nov 3, 313 = Nov 9, 316 = Nov 12.
  // Overview: $200.00 → $400.00, +100.0 % (over the 15 % that is worth asking why).
  // By channel: google / cpc $200.00 → $300.00 (+$100.00), newsletter / email $0 → $100.00 (+$100.00).
  const moved = useFixtures({
    sponsor: [rec(2026, 307, 1, 200, 1, 200), rec(2026, 313, 1, 300, 1, 300), rec(2026, 316, 1, 100, 1, 100)],
    sponsorChannels: [channel(307, 'google', 'cpc', 200), channel(313, 'google', 'cpc', 300), channel(316, 'newsletter', 'email', 100)],
  });

  it('say what drove revenue when it moved by 15 % or more, from the channel breakdown asked for with the totals: two more requests', async () => {
    const h = moved();
    h.sandbox.stats.reset();
    const report = await h.run('referrals last-week');
    expect(report.insights.map((i) => insightSentence(i, 'USD'))).toEqual([
      // Tie at +$100.00: by name.
      'Referral revenue ▲ 100.0%: google / cpc +$100.00, newsletter / email +$100.00.',
      // $300.00 of $400.00.
      'google / cpc accounts for 75.0% of referral revenue.',
    ]);
    // One request per period for the figures, one per period for the breakdown.
    expect(h.sandbox.stats.requests).toBe(4);
  });

  // $200.00 → $230.00: +15.0 % exactly (30 / 200), just enough to ask why.
  // By channel: google / cpc $200.00 → $200.00, newsletter / email $0 → $30.00 (+$30.00).
  const atThreshold = useFixtures({
    sponsor: [rec(2026, 307, 1, 200, 1, 200), rec(2026, 313, 1, 200, 1, 200), rec(2026, 316, 1, 30, 1, 30)],
    sponsorChannels: [channel(307, 'google', 'cpc', 200), channel(313, 'google', 'cpc', 200), channel(316, 'newsletter', 'email', 30)],
  });

  it('say what drove revenue when it moved by exactly 15 %', async () => {
    const report = await atThreshold().run('referrals last-week');
    expect(report.insights.map((i) => insightSentence(i, 'USD'))).toEqual([
      'Referral revenue ▲ 15.0%: newsletter / email +$30.00.',
      // $200.00 of $230.00 is 86.96 %.
      'google / cpc accounts for 87.0% of referral revenue.',
    ]);
  });

  // $200.00 → $220.00: +10.0 %, not worth two more requests. Two channels, so that had the
  // breakdown been read there would be something to say: newsletter / email $0 → $20.00, and
  // google / cpc holding $200.00 of $220.00.
  const steady = useFixtures({
    sponsor: [rec(2026, 307, 1, 200, 1, 200), rec(2026, 313, 1, 200, 1, 200), rec(2026, 316, 1, 20, 1, 20)],
    sponsorChannels: [channel(307, 'google', 'cpc', 200), channel(313, 'google', 'cpc', 200), channel(316, 'newsletter', 'email', 20)],
  });

  // Issue 33: the breakdown goes out with the totals, before anyone knows whether revenue
  // moved, so it is asked for here too (4 requests) and its answer dropped unsaid.
  it('say nothing of drivers when revenue moved less, though the breakdown was asked for with the totals', async () => {
    const h = steady();
    h.sandbox.stats.reset();
    const report = await h.run('referrals last-week');
    expect(report.insights).toEqual([]);
    expect(h.sandbox.stats.byPath).toEqual({
      '/v1/collaborative/report/sponsor/referrals/impact': 2,
      '/v1/collaborative/report/sponsor/referrals/channels/impact': 2,
    });
  });
});

describe('referrals by day: the unusual day', () => {
  // October against September, $100.00 every day but Tuesday Oct 13 (day 286), $1,000.00.
  // Days of 2026: Sep 1 = 244 … Oct 31 = 304. The other Tuesdays (Sep 1, 8, 15, 22, 29, Oct 6,
  // 20, 27) are $100.00 each: usual $100.00, and $1,000.00 is 10× that.
  const h = useFixtures(
    {
      sponsor: Array.from({ length: 61 }, (_, i) => (244 + i === 286 ? rec(2026, 286, 1, 1000, 1, 1000) : rec(2026, 244 + i, 1, 100, 1, 100))),
    },
    100,
  );

  it('is said for a report asked by day', async () => {
    const report = await h().run('referrals last-month');
    // No channel breakdown was given, so the +33.3 % ($4,000.00 vs $3,000.00) has no drivers to name.
    expect(report.insights.map((i) => insightSentence(i, 'USD'))).toEqual([
      'Referral revenue on Tue Oct 13: $1,000.00, 10.0× a usual Tuesday ($100.00).',
    ]);
  });
});
