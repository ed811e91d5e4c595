/**
 * Hand-written service answers for the chat, jobs and web tests, and the figures they give,
 * worked out BY HAND in the comments beside them (never by running the report code).
 *
 * The clock is Saturday 2026-11-21 10:00 UTC; weeks start on Sunday. So:
 * - `last-month` is Oct 1–31, 2026, compared with Sep 1–30; the "Previous period" button
 *   shows Sep 1–30 compared with Aug 1–31.
 * - `last-week` is Nov 8–14, compared with Nov 1–7.
 *
 * Sponsor records are labelled (year, timeGrouping). The reports ask for a month or a week
 * by Day, where timeGrouping is the day of the year (2026 is not a leap year):
 *   Jan 31, Feb 28, Mar 31, Apr 30, May 31, Jun 30, Jul 31, Aug 31, Sep 30, Oct 31 days, so
 *   Aug 18 = 212 + 18 = 230, Sep 7 = 243 + 7 = 250, Sep 17 = 260, Oct 7 = 273 + 7 = 280,
 *   Oct 17 = 290, Oct 27 = 300, Nov 3 = 304 + 3 = 307, Nov 10 = 314.
 *
 * People carry full last names (and e-mails, phones), as a real service sends them, so the
 * privacy scans can look for them: only "Ana L." may ever reach a chat or a log.
 */
import { startSandbox, type Sandbox, type SandboxFixtures } from '../../src/sandbox/index.js';

/** Saturday 2026-11-21, 10:00 UTC. */
export const NOW = new Date('2026-11-21T10:00:00Z');

// ---- people -------------------------------------------------------------------------------

/** The personal fields a real service sends with every advocacy record. */
function person(first: string, last: string) {
  return {
    first,
    last,
    email: `${first.toLowerCase().replace(/[^a-z]/g, '')}.${last.toLowerCase().replace(/[^a-z]/g, '')}@example.com`,
    phone: '+1 207 555 0142',
    phoneConsentMode: 'sms',
  };
}

/** Full last names in the fixtures: none may appear in a chat message or a log line. */
export const LAST_NAMES = ['Lindqvist', "O'Brien", 'Okonkwo-Hart', 'Fairweather'] as const;
/** The e-mail addresses and phone number in the fixtures. */
export const EMAILS = ['ana.lindqvist@example.com', 'sen.obrien@example.com', 'mia.okonkwohart@example.com', 'liam.fairweather@example.com'] as const;
export const PHONE_TEXT = '555 0142';

/** Every form a last name could take in a message: as is, HTML-escaped, JSON-escaped. */
export function lastNameForms(): string[] {
  return LAST_NAMES.flatMap((n) => [n, n.replace("'", '&#39;'), n.replace("'", '&#x27;'), n.replace("'", '\\u0027'), n.replace("'", '’')]);
}

/** What must never appear in `text`; returns the offending words (empty when clean). */
export function privateWordsIn(text: string): string[] {
  const words = [...lastNameForms(), ...EMAILS, PHONE_TEXT];
  const lower = text.toLowerCase();
  return [...new Set(words.filter((w) => lower.includes(w.toLowerCase())))];
}

// ---- catalog (the sandbox's fixed ids) ----------------------------------------------------

export const HARBOR = { id: '3f6c2a1e-8b4d-4c7a-9e21-5d0b7f3a9c11', slug: 'harbor-view-inn', name: 'Harbor View Inn' } as const;
export const MAPLE = { id: '5b7e1f09-3a6d-4e2c-8f14-9d2c6a8b0e47', slug: 'maple-street-suites', name: 'Maple Street Suites' } as const;
export const DUNE = { id: 'c8f03b62-7e1a-4d95-a3c7-2e6f9b1d4a50', slug: 'dune-crest-condotel', name: 'Dune Crest Condotel' } as const;
export const PINE = { id: '71e4d2a8-5c9f-4b36-9a0e-3f8d1c7b2e69', slug: 'pine-hollow-cottages', name: 'Pine Hollow Cottages' } as const;
export const LAKESHORE = { id: 'e95a7c34-2b8e-4f1d-b5a9-6c0e3d8f1a72', slug: 'lakeshore-rv-resort', name: 'Lakeshore RV Resort' } as const;
export const COASTAL = { id: '0d3e8a51-6f2c-4b97-8e1a-4a7c9b2d5f83', name: 'Coastal Escapes' } as const;
export const LAKES = { id: '9c2f6e14-3d7a-4a58-b1e9-8f5d2c0a7b94', name: 'Lakes & Pines' } as const;
export const DOWNTOWN = { id: '4e8b1d73-9a5c-4f26-8d3b-1c6e7f9a0d25', name: 'Downtown Weekends' } as const;

// ---- sponsor referrals --------------------------------------------------------------------

const day = (
  timeGrouping: number,
  referralTransactions: number,
  referralRevenue: number,
  influencedTransactions: number,
  influencedRevenue: number,
) => ({
  year: 2026,
  timeGrouping,
  referralTransactions,
  referralRevenue,
  influencedTransactions,
  influencedRevenue,
});

/** Sponsor records by day of the year. */
export const SPONSOR = [
  day(230, 15, 1500.0, 20, 1800.0), // Aug 18
  day(250, 10, 1371.73, 24, 2000.0), // Sep 7
  day(280, 8, 1000.0, 20, 2000.0), // Oct 7
  day(300, 4, 234.56, 10, 500.0), // Oct 27
  day(307, 2, 200.0, 4, 400.0), // Nov 3
  day(314, 3, 300.0, 5, 450.0), // Nov 10
];

/**
 * `referrals last-month` (Oct 1–31 vs Sep 1–30), by hand:
 * - referral revenue 1,000.00 + 234.56 = $1,234.56 vs $1,371.73:
 *   -137.17 / 1,371.73 = -0.099998 → ▼ 10.0%, and less referral revenue is worse.
 * - referral transactions 8 + 4 = 12 vs 10 → ▲ 20.0% (better).
 * - influenced revenue 2,000.00 + 500.00 = $2,500.00 vs $2,000.00 → ▲ 25.0% (better).
 * - influenced transactions 20 + 10 = 30 vs 24 → ▲ 25.0% (better).
 * - revenue per referral 1,234.56 / 12 = $102.88 vs 1,371.73 / 10 = 137.173 → $137.17:
 *   -34.29 / 137.17 = -0.24998 → ▼ 25.0% (worse).
 */
export const OCTOBER = {
  periodLabel: 'Last month · Oct 1–31, 2026',
  comparisonLabel: 'Sep 1–30, 2026',
  referralRevenue: 1234.56,
  referralRevenueText: '$1,234.56',
  referralRevenueChange: '▼ 10.0% (worse)',
  previousReferralRevenue: 1371.73,
  referralTransactions: 12,
  referralTransactionsChange: '▲ 20.0% (better)',
  influencedRevenue: 2500,
  influencedRevenueText: '$2,500.00',
  influencedRevenueChange: '▲ 25.0% (better)',
  influencedTransactions: 30,
  avgReferralRevenue: 102.88,
  avgReferralRevenueText: '$102.88',
  avgReferralRevenueChange: '▼ 25.0% (worse)',
} as const;

/**
 * The "Previous period" of `referrals last-month`: September (Sep 1–30) vs August (Aug 1–31):
 * $1,371.73 vs $1,500.00: -128.27 / 1,500 = -0.0855 → ▼ 8.6% (worse).
 */
export const SEPTEMBER = {
  periodLabel: 'Sep 1–30, 2026',
  comparisonLabel: 'Aug 1–31, 2026',
  referralRevenueText: '$1,371.73',
  referralRevenueChange: '▼ 8.6% (worse)',
} as const;

/**
 * `referrals last-week` (the digest's section, Nov 8–14 vs Nov 1–7): $300.00 vs $200.00 →
 * ▲ 50.0%; 3 vs 2 referrals.
 */
export const REFERRALS_LAST_WEEK = { referralRevenueText: '$300.00', referralRevenueChange: '▲ 50.0% (better)' } as const;

const channel = (
  timeGrouping: number,
  source: string,
  medium: string,
  referralTransactions: number,
  referralRevenue: number,
  influencedTransactions: number,
  influencedRevenue: number,
) => ({ ...day(timeGrouping, referralTransactions, referralRevenue, influencedTransactions, influencedRevenue), source, medium, term: null });

/** The same months by channel; each month adds up to the sponsor totals above. */
export const SPONSOR_CHANNELS = [
  channel(250, 'google', 'cpc', 6, 800.0, 14, 1200.0), // Sep 7
  channel(260, 'newsletter', 'email', 4, 571.73, 10, 800.0), // Sep 17
  channel(280, 'google', 'cpc', 5, 600.0, 8, 800.0), // Oct 7
  channel(290, 'newsletter', 'email', 4, 400.0, 6, 900.0), // Oct 17
  channel(300, 'facebook', 'social', 3, 234.56, 16, 800.0), // Oct 27
];

/**
 * `referrals last-month by channel`: the same headline as {@link OCTOBER} (600 + 400 + 234.56
 * = $1,234.56 vs 800 + 571.73 = $1,371.73). Top channels by October referral revenue:
 * google / cpc $600.00 (vs $800.00: -25.0%), newsletter / email $400.00 (vs $571.73:
 * -171.73 / 571.73 = -0.30037 → -30.0%), facebook / social $234.56 (nothing before). Each
 * row's third entry is its revenue as a phone-width table shows it: whole dollars under
 * $1,000 ($234.56 as $235).
 */
export const OCTOBER_BY_CHANNEL = {
  title: 'Referrals by channel',
  rows: [
    ['google / cpc', '$600.00', '$600'],
    ['newsletter / email', '$400.00', '$400'],
    ['facebook / social', '$234.56', '$235'],
  ],
} as const;

// ---- advocacy: signups and stories --------------------------------------------------------

const place = { country: 'United States', region: 'Maine', city: 'Portland' };
const signup = (id: string, createDate: string, property: { id: string; slug: string }, first: string, last: string) => ({
  id,
  createDate,
  propertyId: property.id,
  propertySlug: property.slug,
  ...person(first, last),
  languageCode: 'en',
  isOptout: false,
  isPrivacyRestricted: false,
  layerType: 'Popup',
  category: 'Family',
  ...place,
});

/**
 * Signups. `signups last week` (Nov 8–14 vs Nov 1–7): 3 vs 1 → ▲ 200.0% (better); per day
 * 3 / 7 = 0.43 → "0.4".
 */
export const SIGNUPS = [
  signup('b1f0c2d4-0001-4000-8000-000000000001', '2026-11-03T14:05:00', DUNE, 'Liam', 'Fairweather'),
  signup('b1f0c2d4-0001-4000-8000-000000000002', '2026-11-09T09:12:00', HARBOR, 'Ana', 'Lindqvist'),
  signup('b1f0c2d4-0001-4000-8000-000000000003', '2026-11-10T18:40:00', HARBOR, 'Seán', "O'Brien"),
  signup('b1f0c2d4-0001-4000-8000-000000000004', '2026-11-12T07:55:00', MAPLE, 'Mia', 'Okonkwo-Hart'),
];
export const SIGNUPS_LAST_WEEK = {
  periodLabel: 'Last week · Nov 8–14, 2026',
  comparisonLabel: 'Nov 1–7, 2026',
  signups: 3,
  signupsChange: '▲ 200.0% (better)',
} as const;

const story = (
  n: number,
  submissionDate: string,
  property: { id: string; slug: string },
  first: string,
  last: string,
  rating: number,
  score: number,
  caption: string,
  quote: string,
) => ({
  propertyId: property.id,
  propertySlug: property.slug,
  ...person(first, last),
  category: 'Family',
  startDate: submissionDate.slice(0, 10),
  endDate: submissionDate.slice(0, 10),
  languageCode: 'en',
  isOptout: false,
  isPrivacyRestricted: false,
  submissionDate,
  photo: {
    id: `5e0a7f3c-0000-4000-8000-00000000000${n}`,
    contestName: 'Autumn on the coast',
    finalistDate: null,
    score,
    caption,
    captionInternalRating: 4,
    // Filled in with the sandbox's own address once it listens (see startFixtureSandbox).
    url: '',
  },
  review: { rating, quote, internalRating: 4 },
});

/**
 * Stories. `stories last-month` (October): two stories, best photo score first:
 * "Ana L." at Harbor View Inn (score 92, ★★★★★), then "Seán O." at Pine Hollow Cottages
 * (score 80, ★★★★☆). Nov 11 is in the digest's week.
 */
export const STORY_RECORDS = [
  story(
    1,
    '2026-10-12T16:20:00',
    HARBOR,
    'Ana',
    'Lindqvist',
    5,
    92,
    'Sunrise over Casco Bay',
    'We watched the boats come in from the breakfast table.',
  ),
  story(2, '2026-10-20T11:00:00', PINE, 'Seán', "O'Brien", 4, 80, 'Maples turning by the lake', 'A quiet, warm cabin; the stove kept us cosy.'),
  story(3, '2026-11-11T15:30:00', DUNE, 'Mia', 'Okonkwo-Hart', 5, 88, 'Grey seas, warm lights', 'Long walks on an empty beach.'),
];
export const STORIES_LAST_MONTH = { people: ['Ana L.', 'Seán O.'], captions: ['Sunrise over Casco Bay', 'Maples turning by the lake'] } as const;

// ---- opt-outs: distinct figures for every property and discovery filter ------------------

const advocacyOptout = (date: string, p: { id: string; slug: string }) => ({
  propertyId: p.id,
  propertySlug: p.slug,
  optoutDate: `${date}T10:00:00`,
});
const discoveryOptout = (date: string, d: { name: string }) => ({ discoveryName: d.name, optoutDate: `${date}T10:00:00` });

/**
 * Nov 8–14 (last week): Harbor View Inn 4, Maple Street Suites 1, Lakeshore RV Resort 1 (6);
 * Nov 1–7: Harbor View Inn 1, Maple Street Suites 2 (3).
 */
export const ADVOCACY_OPTOUTS = [
  advocacyOptout('2026-11-02', HARBOR),
  advocacyOptout('2026-11-04', MAPLE),
  advocacyOptout('2026-11-06', MAPLE),
  advocacyOptout('2026-11-08', HARBOR),
  advocacyOptout('2026-11-09', HARBOR),
  advocacyOptout('2026-11-10', MAPLE),
  advocacyOptout('2026-11-11', HARBOR),
  advocacyOptout('2026-11-13', LAKESHORE),
  advocacyOptout('2026-11-14', HARBOR),
];
/**
 * Nov 8–14: Coastal Escapes 3, Lakes & Pines 2, Downtown Weekends 1 (6);
 * Nov 1–7: Coastal Escapes 1, Lakes & Pines 2 (3).
 */
export const DISCOVERY_OPTOUTS = [
  discoveryOptout('2026-11-01', LAKES),
  discoveryOptout('2026-11-03', LAKES),
  discoveryOptout('2026-11-05', COASTAL),
  discoveryOptout('2026-11-09', COASTAL),
  discoveryOptout('2026-11-10', LAKES),
  discoveryOptout('2026-11-11', DOWNTOWN),
  discoveryOptout('2026-11-12', COASTAL),
  discoveryOptout('2026-11-13', LAKES),
  discoveryOptout('2026-11-14', COASTAL),
];

// ---- bookings -----------------------------------------------------------------------------

export const bookingsGroup = (date: string, transactions: number, nights: number, total: number, min: number, max: number) => ({
  startDate: `${date}T00:00:00`,
  endDate: `${date}T23:59:59.9999999`,
  stayLength: { minStayNights: 1, maxStayNights: 7, avgStayNights: nights / transactions },
  revenue: {
    totalTransactions: transactions,
    totalTransactionNights: nights,
    minTransactionRevenue: min,
    maxTransactionRevenue: max,
    totalTransactionRevenue: total,
    avgTransactionRevenue: total / transactions,
  },
});
export const bookingsEnvelope = (...data: ReturnType<typeof bookingsGroup>[]) => ({ totalProperties: 6, totalRooms: 758, data });

/** All properties: Nov 10 $5,000.00 (20 bookings); Nov 3 $4,000.00 (16 bookings). */
export const BOOKINGS = bookingsEnvelope(bookingsGroup('2026-11-03', 16, 40, 4000.0, 90, 600), bookingsGroup('2026-11-10', 20, 50, 5000.0, 100, 700));

// ---- the whole set ------------------------------------------------------------------------

/** A fresh copy of every fixture (stories get their photo URLs when the sandbox listens). */
export function chatFixtures(): SandboxFixtures {
  return {
    sponsor: SPONSOR,
    sponsorChannels: SPONSOR_CHANNELS,
    signups: SIGNUPS,
    stories: [],
    advocacyOptouts: ADVOCACY_OPTOUTS,
    discoveryOptouts: DISCOVERY_OPTOUTS,
    bookings: BOOKINGS,
  };
}

/**
 * The sandbox in fixture mode with {@link chatFixtures}. Story photos point at the sandbox's
 * own photo route, which needs its port: the stories are added to the fixture list (read at
 * each request) once it listens.
 */
export async function startFixtureSandbox(fixtures: SandboxFixtures = chatFixtures()): Promise<Sandbox> {
  const stories: unknown[] = [];
  const sandbox = await startSandbox({ now: NOW, fixtures: { ...fixtures, stories: stories as SandboxFixtures['stories'] } });
  for (const s of STORY_RECORDS) stories.push({ ...s, photo: { ...s.photo, url: `${sandbox.url}/photos/${s.photo.id}.svg` } });
  return sandbox;
}
