import { describe, expect, it } from 'vitest';
import { insightSentences } from '../../src/render/insights.js';
import { toText } from '../../src/render/text.js';
import { bookingsGroup, lodgingGroup, person, sponsorRecord as rec, useFixtures } from './harness.js';

/**
 * Golden text renderings, one per report kind, each from a fixture of a handful of records
 * kept right here, so a reviewer can check every figure of test/reports/golden/<name>.txt by
 * hand. The arithmetic is in the comment above each test. Today is Saturday Nov 21, 2026:
 * last week is Sun Nov 8 – Sat Nov 14, compared with Nov 1–7.
 *
 * A missing golden fails under CI (CI=true); locally vitest writes it, and it must be read
 * line by line before it is committed.
 *
 * Insight lines (src/reports/insights.ts) are worked out here too, and asserted on their own:
 * - drivers: each member's change in the first breakdown whose top driver explains most of the
 *   headline's change (on a tie the first breakdown), named when it moved at least 10% of it,
 *   two at most in the change's direction, one against; the rest as "other …" when not zero.
 * - concentration: in the first breakdown, a member holding more than half of the total;
 *   shares round half away from zero on the exact decimal (src/reports/figures.ts, percentOf).
 * - unusual day: never in these goldens: a week against a week leaves one other same weekday,
 *   fewer than the four it needs.
 */

const golden = (name: string) => `./golden/${name}.txt`;

const HARBOR = { propertyId: '11111111-1111-4111-8111-111111111111', propertySlug: 'harbor-view-inn' };
const SEASIDE = { propertyId: '22222222-2222-4222-8222-222222222222', propertySlug: 'seaside-grand' };
const flags = { languageCode: 'en', isOptout: false, isPrivacyRestricted: false };

describe('occupancy golden', () => {
  // occupancy 2026-12-06..2026-12-19 by week: stay dates ahead, compared with the same
  // weekdays last year, Dec 7–20, 2025 (364 days earlier).
  //              available  booked  revenue   service ADR
  // Dec 6–12         70       35    5,250.00     150
  // Dec 13–19        70       14    2,800.00     200
  // 2025 Dec 7–13    70       42    5,880.00     140
  // 2025 Dec 14–20   70       28    4,200.00     150
  //
  // Now:       49 / 140 = 35.0 %; ADR 8,050 / 49 = 164.2857 -> $164.29; RevPAR 8,050 / 140 = $57.50
  // Last year: 70 / 140 = 50.0 %; ADR 10,080 / 70 = $144.00;            RevPAR 10,080 / 140 = $72.00
  // Occupancy -15.0 pts; ADR +14.1 %; RevPAR and revenue -20.1 %; nights 49 vs 70 -30.0 %;
  // available 140 = 140; lowest rate 120 vs 100 +20.0 %; highest 250 vs 200 +25.0 %. No verdicts:
  // these books are unfinished and last year's are final (no snapshot of a year ago here), so the
  // note says last year finished at 50.0 % (70 nights) and 70 − 49 = 21 nights are still to pick up.
  // Rows: Dec 6–12 35/70 = 50.0 %, $150.00, 5,250/70 = $75.00; Dec 13–19 14/70 = 20.0 %, $200.00, 2,800/70 = $40.00.
  const h = useFixtures({
    lookahead: {
      totalProperties: 1,
      totalRooms: 10,
      data: [
        lodgingGroup(
          '2025-12-07',
          '2025-12-13',
          70,
          42,
          { min: 100, max: 180, avg: 140 },
          { transactions: 14, nights: 42, total: 5880, min: 200, max: 800 },
        ),
        lodgingGroup(
          '2025-12-14',
          '2025-12-20',
          70,
          28,
          { min: 120, max: 200, avg: 150 },
          { transactions: 10, nights: 28, total: 4200, min: 300, max: 600 },
        ),
        lodgingGroup(
          '2026-12-06',
          '2026-12-12',
          70,
          35,
          { min: 120, max: 180, avg: 150 },
          { transactions: 12, nights: 35, total: 5250, min: 240, max: 900 },
        ),
        lodgingGroup(
          '2026-12-13',
          '2026-12-19',
          70,
          14,
          { min: 150, max: 250, avg: 200 },
          { transactions: 5, nights: 14, total: 2800, min: 400, max: 750 },
        ),
      ],
    },
  });

  it('matches', async () => {
    const r = await h().run('occupancy 2026-12-06..2026-12-19 by week');
    await expect(toText(r)).toMatchFileSnapshot(golden('occupancy'));
  });
});

describe('bookings golden', () => {
  // bookings last-week, day groups.
  // Nov 9: 2 bookings, 5 nights, $450.35 (200.15 .. 250.20); Nov 13: 1 booking, 3 nights, $320.00.
  // Nov 2 (the week before): 2 bookings, 4 nights, $500.00 (200 .. 300). Nov 15 (today's week): out.
  // Revenue 770.35 vs 500 = +54.1 % (better); bookings 3 vs 2 = +50.0 %; nights 8 vs 4 = +100.0 %;
  // average 77,035 / 3 = 25,678.33 cents = $256.78 vs $250.00 = +2.7 %; stay 8 / 3 = 2.7 vs 2.0 = +33.3 %;
  // smallest 200.15 vs 200 = +0.075 % -> +0.1 %; largest 320 vs 300 = +6.7 %.
  // Table by day (7 rows): Nov 9 $450.35 2 5 2.5; Nov 13 $320.00 1 3 3; other days $0.00 0 0 –.
  const revenue = (transactions: number, nights: number, total: number, min: number, max: number) => ({ transactions, nights, total, min, max });
  const h = useFixtures({
    bookings: {
      totalProperties: 1,
      totalRooms: 10,
      data: [
        bookingsGroup('2026-11-02', '2026-11-02', revenue(2, 4, 500, 200, 300)),
        bookingsGroup('2026-11-09', '2026-11-09', revenue(2, 5, 450.35, 200.15, 250.2)),
        bookingsGroup('2026-11-13', '2026-11-13', revenue(1, 3, 320, 320, 320)),
        bookingsGroup('2026-11-15', '2026-11-15', revenue(9, 9, 9999, 1, 9000)),
      ],
    },
  });

  it('matches', async () => {
    const r = await h().run('bookings last-week');
    await expect(toText(r)).toMatchFileSnapshot(golden('bookings'));
  });
});

// Days of 2026: Nov 3 = 307, Nov 9 = 313, Nov 12 = 316, Nov 15 = 319.

describe('referrals golden', () => {
  // Nov 9: 2 referrals $300.30, influenced 3 $400.40; Nov 12: 1 referral $99.70, influenced 2 $150.00.
  // Nov 3: 1 referral $200.00, influenced 1 $200.00. Nov 15: out.
  // Referral revenue 400.00 vs 200.00 = +100.0 %; transactions 3 vs 1 = +200.0 %;
  // influenced 550.40 vs 200 = +175.2 %; influenced transactions 5 vs 1 = +400.0 %;
  // per referral 40,000 / 3 = $133.33 vs $200.00 = -33.3 % (worse).
  const h = useFixtures({
    sponsor: [rec(2026, 307, 1, 200, 1, 200), rec(2026, 313, 2, 300.3, 3, 400.4), rec(2026, 316, 1, 99.7, 2, 150), rec(2026, 319, 9, 999, 9, 999)],
  });

  it('matches', async () => {
    const r = await h().run('referrals last-week');
    await expect(toText(r)).toMatchFileSnapshot(golden('referrals'));
  });
});

describe('referrals by channel golden', () => {
  // Nov 9 google / cpc: 2 referrals $300.60; Nov 12 newsletter / email: 1 referral $99.40
  // (influenced = referral). Nov 3 google / cpc: 1 referral $200.00.
  // Total 400.00 vs 200.00 = +100.0 %. google / cpc 300.60 vs 200 = +50.3 %; newsletter had none: –.
  // Drivers of +$200.00 (one breakdown, by channel): google / cpc 300.60 - 200.00 = +$100.60,
  // newsletter / email 99.40 - 0 = +$99.40; both over 10% of 200.00; 100.60 + 99.40 = 200.00, no other.
  // Concentration: google / cpc 30,060 / 40,000 cents = 0.7515 = 75.15% exactly -> 75.2% (half
  // away from zero; the binary 0.7515 is 0.75149999…, which rounded to 75.1%).
  const channel = (day: number, source: string, medium: string, tx: number, revenue: number) => ({
    ...rec(2026, day, tx, revenue, tx, revenue),
    source,
    medium,
    term: null,
  });
  const h = useFixtures({
    sponsorChannels: [channel(307, 'google', 'cpc', 1, 200), channel(313, 'google', 'cpc', 2, 300.6), channel(316, 'newsletter', 'email', 1, 99.4)],
  });

  it('matches', async () => {
    const r = await h().run('referrals by channel last-week');
    expect(insightSentences(r)).toEqual([
      'Referral revenue ▲ 100.0%: google / cpc +$100.60, newsletter / email +$99.40.',
      'google / cpc accounts for 75.2% of referral revenue.',
    ]);
    await expect(toText(r)).toMatchFileSnapshot(golden('referrals-by-channel'));
  });
});

describe('referrals by geo golden', () => {
  // Nov 9 Monterey, CA, US: 2 referrals $300.60; Nov 12 Vancouver, BC, CA: 1 referral $99.40.
  // Nov 3 Monterey, CA, US: 1 referral $200.00. US +50.3 %; CA had none: –.
  // Drivers of +$200.00 (by country): US 300.60 - 200.00 = +$100.60, CA 99.40 - 0 = +$99.40; no other.
  // Concentration: US 30,060 / 40,000 cents = 75.15% exactly -> 75.2%.
  const place = (day: number, country: string, region: string, city: string, tx: number, revenue: number) => ({
    ...rec(2026, day, tx, revenue, tx, revenue),
    country,
    region,
    city,
  });
  const h = useFixtures({
    sponsorGeo: [
      place(307, 'US', 'CA', 'Monterey', 1, 200),
      place(313, 'US', 'CA', 'Monterey', 2, 300.6),
      place(316, 'CA', 'BC', 'Vancouver', 1, 99.4),
    ],
  });

  it('matches', async () => {
    const r = await h().run('referrals by geo last-week');
    expect(insightSentences(r)).toEqual(['Referral revenue ▲ 100.0%: US +$100.60, CA +$99.40.', 'US accounts for 75.2% of referral revenue.']);
    await expect(toText(r)).toMatchFileSnapshot(golden('referrals-by-geo'));
  });
});

const signup = (i: number, createDate: string, property: typeof HARBOR, category: string, layerType: string, country: string) => ({
  id: `s-${i}`,
  createDate,
  ...property,
  ...person('Ana', 'Lopez'),
  ...flags,
  layerType,
  category,
  country,
  region: 'CA',
  city: 'Monterey',
});

describe('signups golden', () => {
  // Last week: Nov 8 Harbor Family popup US; Nov 10 Harbor Couple inline US; Nov 14 (23:59:59.9999999)
  // Seaside Family popup CA = 3. The week before: Nov 3, Nov 7 (23:59:59.9999999) = 2. Nov 15: out.
  // Signups 3 vs 2 = +50.0 %; per day 3 / 7 = 0.43 -> "0.4" vs 2 / 7 = 0.29 -> "0.3", +50.0 %.
  // Properties: Harbor View Inn 2 (66.7 %), Seaside Grand 1 (33.3 %); categories Family 2, Couple 1;
  // layers popup 2, inline 1; countries US 2, CA 1.
  // Drivers of +1: by property Harbor View Inn 2 vs 1 = +1, Seaside Grand 1 vs 1 = 0 (not named);
  // by category Couple +1 and by country CA +1 explain as much, and the first breakdown is kept.
  // Concentration (properties): Harbor View Inn 2 / 3 = 66.67% -> 66.7%.
  const h = useFixtures({
    signups: [
      signup(1, '2026-11-03T10:00:00', HARBOR, 'Family', 'popup', 'US'),
      signup(2, '2026-11-07T23:59:59.9999999', SEASIDE, 'Family', 'popup', 'US'),
      signup(3, '2026-11-08T00:00:00', HARBOR, 'Family', 'popup', 'US'),
      signup(4, '2026-11-10T12:00:00', HARBOR, 'Couple', 'inline', 'US'),
      signup(5, '2026-11-14T23:59:59.9999999', SEASIDE, 'Family', 'popup', 'CA'),
      signup(6, '2026-11-15T00:00:00', SEASIDE, 'Family', 'popup', 'CA'),
    ],
  });

  it('matches', async () => {
    const r = await h().run('signups last-week');
    expect(insightSentences(r)).toEqual(['New signups ▲ 50.0%: Harbor View Inn +1.', 'Harbor View Inn accounts for 66.7% of new signups.']);
    await expect(toText(r)).toMatchFileSnapshot(golden('signups'));
  });
});

const story = (
  first: string,
  last: string,
  property: typeof HARBOR,
  submissionDate: string,
  score: number | null,
  rating: number | null,
  caption: string,
  quote: string | null,
) => ({
  ...property,
  ...person(first, last),
  ...flags,
  category: 'guest',
  startDate: '2026-11-01',
  endDate: '2026-11-03',
  submissionDate,
  photo: {
    id: `photo-${first}`,
    contestName: 'Fall',
    finalistDate: null,
    internalRating: null,
    score,
    caption,
    captionInternalRating: 1,
    url: `https://photos.example.com/${first.toLowerCase()}.jpg`,
  },
  review: rating === null ? null : { rating, quote, internalRating: 1 },
});

describe('stories golden', () => {
  // Last week: Hal (score 7, 4 stars, Nov 8), Ivy (score 8, 5 stars, Nov 14, Seaside), Jo (score 9,
  // no review, Nov 14) = 3; the week before: Fay (3 stars), Gus (5 stars) = 2: +50.0 %.
  // Average review (4 + 5) / 2 = 4.5 vs (3 + 5) / 2 = 4.0: +12.5 %. Top 2 by photo score: Jo, Ivy.
  // By property: Harbor View Inn 2 (66.7 %), Seaside Grand 1 (33.3 %).
  // Drivers of +1: Seaside Grand 1 vs 0 = +1; Harbor View Inn 2 (Hal, Jo) vs 2 (Fay, Gus) = 0.
  // Concentration: Harbor View Inn 2 / 3 = 66.7%.
  const h = useFixtures({
    stories: [
      story('Fay', 'Fox', HARBOR, '2026-11-01T09:00:00', 5, 3, 'Rainy pier', 'Fine, a bit damp.'),
      story('Gus', 'Gray', HARBOR, '2026-11-07T18:00:00', 6, 5, 'Sunset deck', 'Perfect evening.'),
      story('Hal', 'Hart', HARBOR, '2026-11-08T00:00:00', 7, 4, 'Harbor boats', 'Good stay.'),
      story('Ivy', 'Ince', SEASIDE, '2026-11-14T12:00:00', 8, 5, 'Beach at dawn', 'We will be back.'),
      story('Jo', 'Jones', HARBOR, '2026-11-14T23:59:59.9999999', 9, null, 'First snow on the pier', null),
    ],
  });

  it('matches', async () => {
    const r = await h().run('stories last-week top 2');
    expect(insightSentences(r)).toEqual([
      'Stories with photos ▲ 50.0%: Seaside Grand +1.',
      'Harbor View Inn accounts for 66.7% of stories with photos.',
    ]);
    await expect(toText(r)).toMatchFileSnapshot(golden('stories'));
  });
});

describe('planners golden', () => {
  // Last week: Nov 8 Coastal Escapes, booked, en, $250.50; Nov 10 Lakes & Pines, en; Nov 14 Coastal
  // Escapes, fr, €80.00. The week before: Nov 2 Coastal Escapes, booked, $100.00.
  // Planners 3 vs 1 = +200.0 %; booked 1/3 = 33.3 % vs 100.0 % = -66.7 pts (worse);
  // reservations 2 vs 1 = +100.0 %; value (USD only) $250.50 vs $100.00 = +150.5 %; €80.00 noted apart.
  // By discovery Coastal Escapes 2 (66.7 %), Lakes & Pines 1 (33.3 %); languages en 2, fr 1.
  // Drivers of +2: Coastal Escapes 2 vs 1 = +1, Lakes & Pines 1 vs 0 = +1 (each half of it; equal, so
  // by name); 1 + 1 = 2, no other. Concentration: Coastal Escapes 2 / 3 = 66.7%.
  const planner = (
    id: number,
    createDate: string,
    discoveryName: string,
    languageCode: string,
    isBooked: boolean,
    reservations: { currency: string; amount: number }[],
  ) => ({
    discoveryName,
    plannerId: `p-${id}`,
    createDate,
    ...person('Eve', 'Evans'),
    languageCode,
    isBooked,
    isUninterested: false,
    isPrivacyRestricted: false,
    isOptout: false,
    activePlan: null,
    reservations: reservations.map((x) => ({
      ...HARBOR,
      createDate,
      ...person('Eve', 'Evans'),
      arrival: '2026-12-01',
      departure: '2026-12-03',
      ...x,
    })),
  });
  const h = useFixtures({
    planners: [
      planner(1, '2026-11-02T09:00:00', 'Coastal Escapes', 'en', true, [{ currency: 'USD', amount: 100 }]),
      planner(2, '2026-11-08T09:00:00', 'Coastal Escapes', 'en', true, [{ currency: 'USD', amount: 250.5 }]),
      planner(3, '2026-11-10T09:00:00', 'Lakes & Pines', 'en', false, []),
      planner(4, '2026-11-14T09:00:00', 'Coastal Escapes', 'fr', false, [{ currency: 'EUR', amount: 80 }]),
    ],
  });

  it('matches', async () => {
    const r = await h().run('planners last-week');
    expect(insightSentences(r)).toEqual([
      'New planners ▲ 200.0%: Coastal Escapes +1, Lakes & Pines +1.',
      'Coastal Escapes accounts for 66.7% of new planners.',
    ]);
    await expect(toText(r)).toMatchFileSnapshot(golden('planners'));
  });
});

describe('opt-outs golden', () => {
  // Last week: trip planner opt-outs Nov 8, Nov 14 (Coastal Escapes); advocacy Nov 10 (Seaside Grand) = 3.
  // The week before: trip planner Nov 1, advocacy Nov 7 = 2. Nov 15: out.
  // All 3 vs 2 = +50.0 % (worse); trip planner 2 vs 1 = +100.0 % (worse); advocacy 1 vs 1: no change.
  // Drivers of +1, over properties and discoveries together (only both add up to all opt-outs):
  // Coastal Escapes 2 vs 1 = +1, Seaside Grand 1 vs 0 = +1 (equal, so by name), against them
  // Harbor View Inn 0 vs 1 = -1; 1 + 1 - 1 = 1, no other. Concentration: Coastal Escapes 2 / 3 = 66.7%.
  const h = useFixtures({
    discoveryOptouts: ['2026-11-01T08:00:00', '2026-11-08T00:00:00', '2026-11-14T23:59:59.9999999', '2026-11-15T00:00:00'].map((optoutDate, i) => ({
      discoveryName: 'Coastal Escapes',
      email: `d${i}@example.com`,
      optoutDate,
    })),
    advocacyOptouts: [
      { ...HARBOR, email: 'a@example.com', optoutDate: '2026-11-07T12:00:00' },
      { ...SEASIDE, email: 'b@example.com', optoutDate: '2026-11-10T12:00:00' },
    ],
  });

  it('matches', async () => {
    const r = await h().run('optouts last-week');
    expect(insightSentences(r)).toEqual([
      'All opt-outs ▲ 50.0%: Coastal Escapes +1, Seaside Grand +1; Harbor View Inn \u22121.',
      'Coastal Escapes accounts for 66.7% of all opt-outs.',
    ]);
    await expect(toText(r)).toMatchFileSnapshot(golden('optouts'));
  });
});

describe('digest golden', () => {
  // Occupancy, next 4 weeks (Nov 15 – Dec 12) vs Nov 16 – Dec 13, 2025: one week group each.
  //   Nov 22–28, 2026: 35 of 70 nights, $5,250.00; Nov 23–29, 2025: 28 of 70, $3,920.00.
  //   Occupancy 50.0 % vs 40.0 % = +10.0 pts; ADR $150.00 vs $140.00 = +7.1 %;
  //   RevPAR 5,250 / 70 = $75.00 vs 3,920 / 70 = $56.00 = +33.9 %; room revenue +33.9 %.
  // Signups last week: Nov 9, Nov 12 = 2 vs Nov 4 = 1: +100.0 %; per day 2/7 = 0.3 vs 1/7 = 0.1, +100.0 %.
  //   Drivers of +1: Seaside Grand 1 vs 0 = +1, Harbor View Inn 1 vs 1 = 0 (by category Couple +1
  //   explains as much; the first breakdown is kept). No concentration: Harbor 1 of 2 is not more
  //   than half. The digest shows one insight per section.
  // Stories last week: Bo (score 8, 5 stars, "Pier at dusk") = 1 vs 0: ▲ 1; average 5.0, none before.
  // Referrals last week: Nov 10 (day 314) 1 referral $100.00, influenced 2 $150.00, vs nothing:
  //   ▲ $100.00, ▲ 1, ▲ $150.00, ▲ 2.
  const h = useFixtures({
    lookahead: {
      totalProperties: 1,
      totalRooms: 10,
      data: [
        lodgingGroup(
          '2025-11-23',
          '2025-11-29',
          70,
          28,
          { min: 120, max: 160, avg: 140 },
          { transactions: 10, nights: 28, total: 3920, min: 250, max: 600 },
        ),
        lodgingGroup(
          '2026-11-22',
          '2026-11-28',
          70,
          35,
          { min: 120, max: 180, avg: 150 },
          { transactions: 12, nights: 35, total: 5250, min: 240, max: 900 },
        ),
      ],
    },
    signups: [
      signup(1, '2026-11-04T10:00:00', HARBOR, 'Family', 'popup', 'US'),
      signup(2, '2026-11-09T10:00:00', HARBOR, 'Family', 'popup', 'US'),
      signup(3, '2026-11-12T10:00:00', SEASIDE, 'Couple', 'inline', 'US'),
    ],
    stories: [story('Bo', 'Berg', HARBOR, '2026-11-11T10:00:00', 8, 5, 'Pier at dusk', 'Lovely.')],
    sponsor: [rec(2026, 314, 1, 100, 2, 150)],
  });

  it('matches', async () => {
    const r = await h().run('digest');
    expect(r.sections.map((s) => insightSentences(s))).toEqual([[], ['New signups ▲ 100.0%: Seaside Grand +1.'], [], []]);
    await expect(toText(r)).toMatchFileSnapshot(golden('digest'));
  });
});
