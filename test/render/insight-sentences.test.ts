/**
 * The edges of the insight sentences (a zero, a ratio of exactly 1, amounts that round to
 * nothing) and the one-sentence answer to a question about one figure. Expected sentences are
 * written out from the English catalogue.
 */
import { describe, expect, it } from 'vitest';
import { answerSentence, insightSentence } from '../../src/render/insights.js';
import type { Insight, Report } from '../../src/catalogue/types.js';
import { handReport } from '../helpers/hand-report.js';

const pickup = (nights: number, revenue: number): Insight => ({
  kind: 'pickup',
  nights,
  revenue,
  since: '2026-11-16',
  start: '2026-11-23',
  end: '2026-12-19',
});

describe('insight sentences at their edges', () => {
  it('pickup: revenue alone, or nights alone, is still pickup, with +0 for the side that did not move', () => {
    expect(insightSentence(pickup(0, 40), 'USD')).toBe('+0 nights and +$40.00 picked up for stays Nov 23 – Dec 19 since Mon Nov 16.');
    expect(insightSentence(pickup(5, 0), 'USD')).toBe('+5 nights and +$0.00 picked up for stays Nov 23 – Dec 19 since Mon Nov 16.');
    // Half a cent rounds to nothing: the books are as they were.
    expect(insightSentence(pickup(0, 0.004), 'USD')).toBe(
      'Nothing picked up for stays Nov 23 – Dec 19 since Mon Nov 16: the books are as they were.',
    );
    expect(insightSentence(pickup(-3, -250), 'USD')).toBe(
      'Net cancellations for stays Nov 23 – Dec 19 since Mon Nov 16: \u22123 nights and \u2212$250.00.',
    );
  });

  it('drivers: a rest of half a dollar is named, a rest under half a cent is not', () => {
    const drivers = (rest: number): Insight => ({
      kind: 'drivers',
      metric: 'Referral revenue',
      unit: 'currency',
      change: { absolute: 100 + rest, relative: 0.201, direction: 'up' },
      dimension: 'channels',
      drivers: [{ name: 'google / cpc', delta: 100 }],
      against: null,
      rest,
    });
    expect(insightSentence(drivers(0.5), 'USD')).toBe('Referral revenue ▲ 20.1%: google / cpc +$100.00; other channels +$0.50.');
    expect(insightSentence(drivers(0.004), 'USD')).toBe('Referral revenue ▲ 20.1%: google / cpc +$100.00.');
  });

  it('unusual: a day exactly as usual reads as 1.0×, not "well below"', () => {
    const insight: Insight = { kind: 'unusual', metric: 'New signups', unit: 'count', day: '2026-11-17', value: 14, usual: 14 };
    expect(insightSentence(insight, 'USD')).toBe('New signups on Tue Nov 17: 14, 1.0× a usual Tuesday (14).');
  });
});

/** handReport asked about one of its figures; Referral transactions: 12 vs 10, +20%, up is better. */
function asked(focus: string | undefined, change: Partial<Report> = {}): Report {
  const report = handReport();
  return { ...report, query: { ...report.query, ...(focus === undefined ? {} : { focus }) }, ...change } as Report;
}

describe('the answer to a question about one figure', () => {
  it('says the figure asked about, its change and what it is compared with', () => {
    expect(answerSentence(asked('referralTransactions'))).toBe('Referral transactions for Oct 1–31, 2026: 12, ▲ 20.0% (better) vs Sep 1–30, 2026.');
  });

  it('says "on the books" for a period ahead, compared with past stays', () => {
    const report = asked('referralTransactions');
    report.period = { ...report.period, status: 'ahead' };
    expect(answerSentence(report)).toBe(
      'Referral transactions for Oct 1–31, 2026 on the books: 12, ▲ 20.0% (better) vs Sep 1–30, 2026 (past stays).',
    );
  });

  it('is null for no question, or a figure the report did not make', () => {
    expect(answerSentence(asked(undefined))).toBeNull();
    expect(answerSentence(asked('occupancy'))).toBeNull();
  });

  it('says "no data" for a figure with no value, or a report with no data', () => {
    const report = asked('referralTransactions');
    report.metrics[1] = { ...report.metrics[1]!, value: null };
    expect(answerSentence(report)).toBe('Referral transactions for Oct 1–31, 2026: no data.');
    expect(answerSentence(asked('referralTransactions', { emptyMessage: 'No referrals in October.' }))).toBe(
      'Referral transactions for Oct 1–31, 2026: no data.',
    );
  });

  it('gives the figure alone when there is no change or no comparison', () => {
    const report = asked('referralTransactions');
    report.metrics[1] = { ...report.metrics[1]!, change: null };
    expect(answerSentence(report)).toBe('Referral transactions for Oct 1–31, 2026: 12.');
    expect(answerSentence(asked('referralTransactions', { comparison: null }))).toBe('Referral transactions for Oct 1–31, 2026: 12.');
  });
});
