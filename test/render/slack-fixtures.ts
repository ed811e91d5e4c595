/**
 * Shared inputs of the Slack, Teams and HTML rendering tests: the sandbox sample reports with
 * their story photo URLs pinned (the sandbox listens on a random port), and a hand-made
 * report to vary.
 */
import { buildSampleReports } from '../../scripts/sample-reports.js';
import type { ComparisonRange, ReportQuery, ResolvedRange } from '../../src/query/index.js';
import { withPhotoUrls } from '../../src/reports/common.js';
import type { Better, Change, Metric, Report, StoryHighlight, Table, Unit } from '../../src/catalogue/types.js';

/** Where pinned photo URLs point; example.com is reserved for documentation. */
export const PHOTO_ORIGIN = 'https://photos.example.com';

/** The ten sample reports, deterministic once photo URLs are pinned. */
export async function loadSamples(): Promise<Record<string, Report>> {
  const reports = await buildSampleReports();
  return Object.fromEntries(
    Object.entries(reports).map(([name, r]) => [name, withPhotoUrls(r, (url) => url.replace(/^http:\/\/127\.0\.0\.1:\d+/, PHOTO_ORIGIN))]),
  );
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

/** `referrals last month`: no option typed, so no `compare` (absent = the report's default). */
export const QUERY: ReportQuery = {
  report: 'referrals',
  range: 'last-month',
  timeZone: 'UTC',
  weekStartsOn: 'Sunday',
  properties: [],
  discoveries: [],
};

/** October 2026, a finished month. */
export const OCTOBER: ResolvedRange = {
  start: '2026-10-01',
  end: '2026-10-31',
  fullEnd: '2026-10-31',
  label: 'Last month · Oct 1–31, 2026',
  days: 31,
  status: 'past',
};

/** September 2026: the month before October, shifted by whole months. */
export const SEPTEMBER: ComparisonRange = {
  start: '2026-09-01',
  end: '2026-09-30',
  fullEnd: '2026-09-30',
  label: 'Sep 1–30, 2026',
  days: 30,
  status: 'past',
  kind: 'previous',
  shift: 'months',
};

/**
 * A headline figure written out by hand: `change` is given, never computed, so a test reads
 * exactly what the renderer was handed.
 */
export function metric(
  key: Metric['key'],
  label: string,
  unit: Unit,
  better: Better,
  value: number | null,
  previous: number | null,
  change: Change | null,
): Metric {
  return { key, label, unit, better, value, previous, change };
}

/** Referral revenue $912,383.94 against $982,592.58: −$70,208.64, −7.14 %. Up is better. */
export const REFERRAL_REVENUE: Metric = metric('referralRevenue', 'Referral revenue', 'currency', 'up', 912383.94, 982592.58, {
  absolute: -70208.64,
  relative: -0.0714,
  direction: 'down',
});

/** A small referrals report for October 2026 compared with September, generated on 2026-11-21. */
export function makeReport(overrides: Partial<Report> = {}): Report {
  return {
    kind: 'referrals',
    title: 'Referrals',
    filters: [],
    settings: [],
    query: QUERY,
    period: OCTOBER,
    comparison: SEPTEMBER,
    currency: 'USD',
    metrics: [REFERRAL_REVENUE],
    tables: [],
    series: [],
    highlights: [],
    insights: [],
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

/** `n` plain counts `Metric 1` = 100, `Metric 2` = 200, …, with no comparison. */
export function countMetrics(n: number): Metric[] {
  return Array.from({ length: n }, (_, i) => metric('transactions', `Metric ${i + 1}`, 'count', null, (i + 1) * 100, null, null));
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

/** `Month to date · Nov 1–20, 2026`: November cut at yesterday, Saturday Nov 21 being today. */
export const NOVEMBER_TO_DATE: ResolvedRange = {
  start: '2026-11-01',
  end: '2026-11-20',
  fullEnd: '2026-11-30',
  label: 'Month to date · Nov 1–20, 2026',
  days: 20,
  status: 'to-date',
};

/** The same 20 elapsed days of October: like for like. */
export const OCTOBER_TO_DATE: ComparisonRange = {
  start: '2026-10-01',
  end: '2026-10-20',
  fullEnd: '2026-10-31',
  label: 'Oct 1–20, 2026',
  days: 20,
  status: 'past',
  kind: 'previous',
  shift: 'months',
};

/**
 * `bookings this-month type condotel property harbor-view-inn week-starts monday`, run on
 * Saturday 2026-11-21: the report of the short goldens. Revenue fell 550 from 13,000
 * (−4.23 %), bookings rose 5 from 25 (+20 %), the average stay did not move.
 */
export function goldenReport(): Report {
  return makeReport({
    kind: 'bookings',
    title: 'Bookings',
    filters: ['Condotels', 'Harbor View Inn'],
    settings: ['weeks start Monday'],
    query: {
      report: 'bookings',
      range: 'this-month',
      timeZone: 'UTC',
      weekStartsOn: 'Monday',
      propertyType: 'Condotel',
      properties: ['harbor-view-inn'],
      discoveries: [],
    },
    period: NOVEMBER_TO_DATE,
    comparison: OCTOBER_TO_DATE,
    metrics: [
      metric('revenue', 'Revenue', 'currency', 'up', 12450, 13000, { absolute: -550, relative: -550 / 13000, direction: 'down' }),
      metric('transactions', 'Bookings', 'count', 'up', 30, 25, { absolute: 5, relative: 0.2, direction: 'up' }),
      metric('avgStay', 'Average stay', 'nights', null, 2.5, 2.5, { absolute: 0, relative: 0, direction: 'flat' }),
    ],
    notes: ['Figures for 1 property with 40 rooms.'],
  });
}
