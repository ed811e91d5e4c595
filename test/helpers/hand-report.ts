/**
 * A report written out by hand, for tests of what happens AFTER a report is made (deliverers,
 * the preview, charts in messages): its figures are typed here, not computed by the report
 * code, so a test can look for them in what was posted. It is "Referrals by channel · last
 * month" on Saturday 2026-11-21 for the fixtures of ./fixtures.ts (OCTOBER, OCTOBER_BY_CHANNEL).
 */
import type { Metric, Report } from '../../src/catalogue/types.js';

const metric = (key: string, label: string, unit: Metric['unit'], value: number, previous: number, relative: number): Metric => ({
  key: key as Metric['key'],
  label,
  unit,
  better: 'up',
  value,
  previous,
  change: { absolute: Math.round((value - previous) * 100) / 100, relative, direction: value > previous ? 'up' : 'down' },
});

/** What a reader should find in any rendering of {@link handReport}. */
export const HAND_REPORT_TEXT = {
  title: 'Referrals by channel',
  period: 'Last month · Oct 1–31, 2026',
  referralRevenue: '$1,234.56',
  referralRevenueChange: '▼ 10.0% (worse)',
  topChannel: 'google / cpc',
} as const;

/** A fresh copy each call, so a test may change it. */
export function handReport(): Report {
  return {
    kind: 'referrals',
    title: 'Referrals by channel',
    filters: [],
    settings: [],
    query: {
      report: 'referrals',
      range: 'last-month',
      timeZone: 'UTC',
      weekStartsOn: 'Sunday',
      breakdown: 'channel',
      properties: [],
      discoveries: [],
    },
    period: { start: '2026-10-01', end: '2026-10-31', fullEnd: '2026-10-31', label: 'Last month · Oct 1–31, 2026', days: 31, status: 'past' },
    comparison: {
      start: '2026-09-01',
      end: '2026-09-30',
      fullEnd: '2026-09-30',
      label: 'Sep 1–30, 2026',
      days: 30,
      status: 'past',
      kind: 'previous',
      shift: 'months',
    },
    currency: 'USD',
    metrics: [
      // 1,234.56 vs 1,371.73: -137.17 / 1,371.73 = -0.099998.
      metric('referralRevenue', 'Referral revenue', 'currency', 1234.56, 1371.73, -0.099998),
      metric('referralTransactions', 'Referral transactions', 'count', 12, 10, 0.2),
      metric('influencedRevenue', 'Influenced revenue', 'currency', 2500, 2000, 0.25),
      metric('influencedTransactions', 'Influenced transactions', 'count', 30, 24, 0.25),
      metric('avgReferralRevenue', 'Revenue per referral', 'currency', 102.88, 137.17, -0.249982),
    ],
    tables: [
      {
        key: 'topChannels',
        title: 'Top channels',
        columns: [
          { key: 'name', label: 'Source / medium' },
          { key: 'referralRevenue', label: 'Referral revenue', unit: 'currency' },
          { key: 'referralTransactions', label: 'Transactions', unit: 'count' },
        ],
        rows: [
          { name: 'google / cpc', referralRevenue: 600, referralTransactions: 5 },
          { name: 'newsletter / email', referralRevenue: 400, referralTransactions: 4 },
          { name: 'facebook / social', referralRevenue: 234.56, referralTransactions: 3 },
        ],
        moreRows: 0,
      },
    ],
    series: [
      {
        key: 'referralsTrend',
        kind: 'trend',
        title: 'Referral revenue by week',
        labels: ['Oct 1–3', 'Oct 4–10', 'Oct 11–17', 'Oct 18–24', 'Oct 25–31'],
        datasets: [
          { label: 'Oct 1–31, 2026', unit: 'currency', values: [0, 600, 400, 0, 234.56] },
          { label: 'Sep 1–30, 2026', unit: 'currency', values: [0, 800, 571.73, 0, 0], comparison: true },
        ],
      },
      {
        key: 'topChannels',
        kind: 'ranking',
        title: 'Top channels',
        labels: ['google / cpc', 'newsletter / email', 'facebook / social'],
        datasets: [{ label: 'Referral revenue', unit: 'currency', values: [600, 400, 234.56] }],
      },
    ],
    highlights: [],
    insights: [],
    notes: ['Attribution looks back 15 days from each transaction.'],
    emptyMessage: null,
    sections: [],
    generatedAt: '2026-11-21T10:00:00.000Z',
  };
}
