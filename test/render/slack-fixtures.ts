/**
 * Shared inputs of the Slack, Teams and HTML rendering tests: the sandbox sample reports with
 * their story photo URLs pinned (the sandbox listens on a random port), and a hand-made
 * report to vary.
 */
import { buildSampleReports } from '../../scripts/sample-reports.js';
import type { ReportQuery } from '../../src/query/index.js';
import type { Metric, Report, StoryHighlight, Table } from '../../src/reports/types.js';

/** Where pinned photo URLs point; example.com is reserved for documentation. */
export const PHOTO_ORIGIN = 'https://photos.example.com';

function pinPhotos(report: Report): Report {
  return {
    ...report,
    highlights: report.highlights.map((h) => ({ ...h, photoUrl: h.photoUrl.replace(/^http:\/\/127\.0\.0\.1:\d+/, PHOTO_ORIGIN) })),
    sections: report.sections.map(pinPhotos),
  };
}

/** The ten sample reports, deterministic once photo URLs are pinned. */
export async function loadSamples(): Promise<Record<string, Report>> {
  const reports = await buildSampleReports();
  return Object.fromEntries(Object.entries(reports).map(([name, r]) => [name, pinPhotos(r)]));
}

export const SAMPLE_NAMES = [
  'occupancy',
  'bookings',
  'referrals',
  'referrals-by-channel',
  'referrals-by-geo',
  'signups',
  'stories',
  'planners',
  'optouts',
  'digest',
] as const;

export const QUERY: ReportQuery = {
  report: 'referrals',
  range: 'last-month',
  timeZone: 'UTC',
  weekStartsOn: 'Sunday',
  compare: 'previous',
  properties: [],
  discoveries: [],
};

/** A small referrals report for October 2026, generated on 2026-11-21. */
export function makeReport(overrides: Partial<Report> = {}): Report {
  return {
    kind: 'referrals',
    title: 'Referrals',
    query: QUERY,
    period: { start: '2026-10-01', end: '2026-10-31', label: 'Last month · Oct 1–31, 2026', days: 31 },
    comparison: { start: '2026-09-01', end: '2026-09-30', label: 'Sep 1–30, 2026', days: 30, kind: 'previous' },
    currency: 'USD',
    metrics: [
      {
        key: 'referralRevenue',
        label: 'Referral revenue',
        unit: 'currency',
        value: 912383.94,
        previous: 982592.58,
        change: { absolute: -70208.64, relative: -0.0714, direction: 'down' },
      },
    ],
    tables: [],
    series: [],
    highlights: [],
    notes: [],
    emptyMessage: null,
    sections: [],
    generatedAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

export function highlight(overrides: Partial<StoryHighlight> = {}): StoryHighlight {
  return {
    property: 'Harbor View Inn',
    person: 'Ana L.',
    caption: 'Sunset from the balcony',
    quote: 'Lovely stay.',
    rating: 5,
    score: 90,
    photoUrl: `${PHOTO_ORIGIN}/photos/1.jpg`,
    submittedOn: '2026-10-12',
    ...overrides,
  };
}

export function countMetrics(n: number): Metric[] {
  return Array.from({ length: n }, (_, i) => ({
    key: `m${i + 1}`,
    label: `Metric ${i + 1}`,
    unit: 'count' as const,
    value: (i + 1) * 100,
    previous: null,
    change: null,
  }));
}

/** A channel table of `rows` rows named `name(i)`, revenue 1,000 + i. */
export function channelTable(rows: number, key = 'channels', name = (i: number) => `Channel ${i + 1}`): Table {
  return {
    key,
    title: 'Top channels',
    columns: [
      { key: 'name', label: 'Channel' },
      { key: 'revenue', label: 'Revenue', unit: 'currency' },
    ],
    rows: Array.from({ length: rows }, (_, i) => ({ name: name(i), revenue: 1000 + i })),
    moreRows: 0,
  };
}

/** E-mail addresses, and phone numbers however they are written (not money or dates). */
export const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/;
export const PHONE = /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{3}\)|\b\d{3})[\s.-]\d{3}[\s.-]\d{4}\b/;
