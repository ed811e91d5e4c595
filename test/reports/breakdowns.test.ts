/**
 * Reports broken down by a field of their records (issue 26, item 3), from hand-written service
 * answers over HTTP (the sandbox's fixture mode). Every expected row is summed by hand from
 * the fixtures beside it; the clock is Saturday Nov 21, 2026 (harness.ts), so `last-month` is
 * October compared with September, `last-week` Nov 8–14 compared with Nov 1–7.
 */
import { describe, expect, it } from 'vitest';
import type { Table } from '../../src/catalogue/types.js';
import { breakdownTable, placeName, rankingOf } from '../../src/reports/breakdown.js';
import { ADVOCACY_OPTOUTS, DISCOVERY_OPTOUTS, privateWordsIn } from '../helpers/fixtures.js';
import { bookingsGroup, lodgingGroup, person, rowsOf, seriesOf, tableOf, useFixtures } from './harness.js';

const HARBOR = { propertyId: '11111111-1111-4111-8111-111111111111', propertySlug: 'harbor-view-inn' };
const MAPLE = { propertyId: '22222222-2222-4222-8222-222222222222', propertySlug: 'maple-street-suites' };
const DUNE = { propertyId: '33333333-3333-4333-8333-333333333333', propertySlug: 'dune-crest-condotel' };
const PINE = { propertyId: '44444444-4444-4444-8444-444444444444', propertySlug: 'pine-hollow-cottages' };
const flags = { languageCode: 'en', isOptout: false, isPrivacyRestricted: false };

let n = 0;
const signup = (createDate: string, property: typeof HARBOR, place: [string, string, string], category: string, layerType: string) => ({
  id: `sg-${++n}`,
  createDate: `${createDate}T10:00:00`,
  ...property,
  ...person('Ana', 'Lindqvist'),
  ...flags,
  country: place[0],
  region: place[1],
  city: place[2],
  category,
  layerType,
});
const PORTLAND: [string, string, string] = ['United States', 'Maine', 'Portland'];
const BANGOR: [string, string, string] = ['United States', 'Maine', 'Bangor'];
const BOSTON: [string, string, string] = ['United States', 'Massachusetts', 'Boston'];
const MONTREAL: [string, string, string] = ['Canada', 'Quebec', 'Montreal'];
const TORONTO: [string, string, string] = ['Canada', 'Ontario', 'Toronto'];
const MUNICH: [string, string, string] = ['Germany', 'Bavaria', 'Munich'];

/**
 * October (7): Harbor ×3, Maple ×2, Dune, Pine; United States ×4 (Maine ×3: Portland ×2,
 * Bangor; Massachusetts: Boston), Canada ×2 (Quebec: Montreal; Ontario: Toronto), Germany
 * (Bavaria: Munich); Family ×4, Couple ×2, Solo; Popup ×4, Footer ×2, Exit intent.
 * September (3): Harbor, Dune, Maple; United States ×2, Canada.
 */
const SIGNUPS = [
  signup('2026-10-02', HARBOR, PORTLAND, 'Family', 'Popup'),
  signup('2026-10-05', HARBOR, BANGOR, 'Couple', 'Popup'),
  signup('2026-10-09', MAPLE, BOSTON, 'Family', 'Footer'),
  signup('2026-10-15', DUNE, MONTREAL, 'Solo', 'Popup'),
  signup('2026-10-20', HARBOR, PORTLAND, 'Family', 'Exit intent'),
  signup('2026-10-28', PINE, TORONTO, 'Family', 'Footer'),
  signup('2026-10-30', MAPLE, MUNICH, 'Couple', 'Popup'),
  signup('2026-09-03', HARBOR, PORTLAND, 'Family', 'Popup'),
  signup('2026-09-10', DUNE, MONTREAL, 'Solo', 'Footer'),
  signup('2026-09-21', MAPLE, BOSTON, 'Couple', 'Popup'),
];

describe('signups by country, region, city, property, category and sign-up layer', () => {
  const h = useFixtures({ signups: SIGNUPS });
  const COLUMNS = ['name', 'count', 'share', 'change'] as const;

  it('by country: counts, share of the 7, change against September; one table and its chart', async () => {
    const r = await h().run('signups last-month by country');
    expect(r.title).toBe('Signups by country');
    expect(r.tables.map((t) => t.key)).toEqual(['byCountry']);
    // United States 4 (Sep 2: +100%), Canada 2 (Sep 1: +100%), Germany 1 (none in Sep: no percentage).
    expect(rowsOf(r, 'byCountry', COLUMNS)).toEqual([
      ['United States', 4, 4 / 7, 1],
      ['Canada', 2, 2 / 7, 1],
      ['Germany', 1, 1 / 7, null],
    ]);
    expect(tableOf(r, 'byCountry').moreRows).toBe(0);
    expect(seriesOf(r, 'byCountry')).toMatchObject({ kind: 'ranking', labels: ['United States', 'Canada', 'Germany'] });
    expect(seriesOf(r, 'byCountry').datasets[0]!.values).toEqual([4, 2, 1]);
    // What the insights say is about the breakdown asked for: the United States hold 4 of 7.
    expect(r.insights.find((i) => i.kind === 'concentration')).toMatchObject({ dimension: 'country', member: 'United States' });
  });

  it('by region, top 2: regions named with their country, the rest counted as more rows', async () => {
    const r = await h().run('signups last-month by region top 2');
    // Maine 3; then four with 1, by name: Bavaria, Massachusetts, Ontario, Quebec.
    expect(rowsOf(r, 'byRegion', ['name', 'count'])).toEqual([
      ['Maine, United States', 3],
      ['Bavaria, Germany', 1],
    ]);
    expect(tableOf(r, 'byRegion').moreRows).toBe(3);
  });

  it('by city: Portland twice, then one each by name, Toronto left out of the top 5', async () => {
    const r = await h().run('signups last-month by city');
    expect(rowsOf(r, 'byCity', ['name', 'count'])).toEqual([
      ['Portland, Maine, United States', 2],
      ['Bangor, Maine, United States', 1],
      ['Boston, Massachusetts, United States', 1],
      ['Montreal, Quebec, Canada', 1],
      ['Munich, Bavaria, Germany', 1],
    ]);
    expect(tableOf(r, 'byCity').moreRows).toBe(1);
  });

  it('by property, category and sign-up layer', async () => {
    const byProperty = await h().run('signups last-month by property');
    // Harbor 3 (Sep 1: +200%), Maple 2 (Sep 1: +100%), Dune 1 (Sep 1: 0%), Pine 1 (new).
    expect(rowsOf(byProperty, 'byProperty', ['name', 'count', 'change'])).toEqual([
      ['Harbor View Inn', 3, 2],
      ['Maple Street Suites', 2, 1],
      ['Dune Crest Condotel', 1, 0],
      ['Pine Hollow Cottages', 1, null],
    ]);
    const byCategory = await h().run('signups last-month by category');
    expect(rowsOf(byCategory, 'byCategory', ['name', 'count'])).toEqual([
      ['Family', 4],
      ['Couple', 2],
      ['Solo', 1],
    ]);
    const byLayer = await h().run('signups last-month by layer');
    expect(byLayer.title).toBe('Signups by sign-up layer');
    expect(rowsOf(byLayer, 'byLayer', ['name', 'count'])).toEqual([
      ['Popup', 4],
      ['Footer', 2],
      ['Exit intent', 1],
    ]);
  });

  it('names no person in any breakdown', async () => {
    for (const by of ['country', 'region', 'city', 'property', 'category', 'layer']) {
      const r = await h().run(`signups last-month by ${by}`);
      expect(privateWordsIn(JSON.stringify(r))).toEqual([]);
      expect(JSON.stringify(r.tables)).not.toContain('Ana');
    }
  });
});

const story = (submissionDate: string, property: typeof HARBOR, score: number) => ({
  ...property,
  ...person('Seán', "O'Brien"),
  ...flags,
  category: 'Family',
  startDate: submissionDate,
  endDate: submissionDate,
  submissionDate: `${submissionDate}T12:00:00`,
  photo: {
    id: `ph-${score}`,
    contestName: 'Fall',
    finalistDate: null,
    internalRating: null,
    score,
    caption: 'Pier',
    captionInternalRating: 1,
    url: `https://photos.example.com/${score}.jpg`,
  },
  review: { rating: 5, quote: 'Lovely', internalRating: 2 },
});
const planner = (i: number, createDate: string, discoveryName: string) => ({
  discoveryName,
  plannerId: `p-${i}`,
  createDate: `${createDate}T09:00:00`,
  email: 'eve.evans@example.com',
  first: 'Eve',
  languageCode: 'en',
  isBooked: false,
  isUninterested: false,
  isPrivacyRestricted: false,
  isOptout: false,
  activePlan: null,
  reservations: [],
});

describe('stories by property, opt-outs by property and discovery, planners by discovery', () => {
  const h = useFixtures({
    // October: Harbor ×2, Pine; September: Harbor.
    stories: [story('2026-10-03', HARBOR, 90), story('2026-10-17', PINE, 80), story('2026-10-25', HARBOR, 70), story('2026-09-12', HARBOR, 60)],
    advocacyOptouts: ADVOCACY_OPTOUTS,
    discoveryOptouts: DISCOVERY_OPTOUTS,
    // October: Coastal Escapes ×3, Lakes & Pines; September: Coastal Escapes, Lakes & Pines ×2.
    planners: [
      planner(1, '2026-10-01', 'Coastal Escapes'),
      planner(2, '2026-10-11', 'Lakes & Pines'),
      planner(3, '2026-10-12', 'Coastal Escapes'),
      planner(4, '2026-10-30', 'Coastal Escapes'),
      planner(5, '2026-09-02', 'Coastal Escapes'),
      planner(6, '2026-09-09', 'Lakes & Pines'),
      planner(7, '2026-09-19', 'Lakes & Pines'),
    ],
  });

  it('stories by property: Harbor 2 of 3 (+100%), Pine 1 (new); the stories are still shown', async () => {
    const r = await h().run('stories last-month by property');
    expect(r.title).toBe('Guest photo stories by property');
    expect(rowsOf(r, 'byProperty', ['name', 'count', 'share', 'change'])).toEqual([
      ['Harbor View Inn', 2, 2 / 3, 1],
      ['Pine Hollow Cottages', 1, 1 / 3, null],
    ]);
    expect(r.highlights.map((s) => s.person)).toEqual(['Seán O.', 'Seán O.', 'Seán O.']);
    // Charted too: the same counts, by property.
    expect(seriesOf(r, 'byProperty').datasets.map((d) => d.values)).toEqual([[2, 1]]);
  });

  it('opt-outs by property: advocacy opt-outs of Nov 8–14 against Nov 1–7, and a note on the other kind', async () => {
    const r = await h().run('optouts last-week by property');
    expect(r.title).toBe('Opt-outs by property');
    // Harbor 4 (1 before: +300%), then by name Lakeshore 1 (new) and Maple 1 (2 before: −50%).
    expect(rowsOf(r, 'byProperty', ['name', 'count', 'share', 'change'])).toEqual([
      ['Harbor View Inn', 4, 4 / 6, 3],
      ['Lakeshore RV Resort', 1, 1 / 6, null],
      ['Maple Street Suites', 1, 1 / 6, -0.5],
    ]);
    expect(tableOf(r, 'byProperty').columns.map((c) => c.label)).toEqual(['Property', 'Advocacy opt-outs', 'Share', 'Change']);
    // Charted too: the same counts, by property.
    expect(seriesOf(r, 'byProperty').datasets.map((d) => d.values)).toEqual([[4, 1, 1]]);
    expect(r.notes).toContain('By property: advocacy opt-outs only; trip planner opt-outs belong to discoveries.');
  });

  it('opt-outs by discovery: trip planner opt-outs', async () => {
    const r = await h().run('optouts last-week by discovery');
    // Coastal 3 (1 before: +200%), Lakes & Pines 2 (2 before: 0%), Downtown 1 (new).
    expect(rowsOf(r, 'byDiscovery', ['name', 'count', 'change'])).toEqual([
      ['Coastal Escapes', 3, 2],
      ['Lakes & Pines', 2, 0],
      ['Downtown Weekends', 1, null],
    ]);
  });

  it('planners by discovery: Coastal 3 of 4 (+200%), Lakes & Pines 1 (−50%)', async () => {
    const r = await h().run('planners last-month by discovery');
    expect(r.title).toBe('Trip planners by discovery');
    expect(rowsOf(r, 'byDiscovery', ['name', 'count', 'share', 'change'])).toEqual([
      ['Coastal Escapes', 3, 0.75, 2],
      ['Lakes & Pines', 1, 0.25, -0.5],
    ]);
    expect(r.tables.map((t) => t.key)).toEqual(['byDiscovery']);
    // Its ranking chart plots each discovery's count, in the table's order.
    expect(seriesOf(r, 'byDiscovery')).toMatchObject({ kind: 'ranking', labels: ['Coastal Escapes', 'Lakes & Pines'] });
    expect(seriesOf(r, 'byDiscovery').datasets[0]).toMatchObject({ unit: 'count', values: [3, 1] });
  });
});

const EMPTY = { totalProperties: 0, totalRooms: 0, data: [] };
const envelope = (...data: unknown[]) => ({ totalProperties: 4, totalRooms: 100, data });
const booked = (day: string, transactions: number, nights: number, total: number) =>
  bookingsGroup(day, day, { transactions, nights, total, min: 50, max: 900 });

describe('bookings by property type', () => {
  // Oct 10: 10 bookings, 25 nights, $3,000.10; Sep 12: 6, 15, $1,500.00. By type, adding up to those.
  const h = useFixtures({
    bookings: envelope(booked('2026-10-10', 10, 25, 3000.1), booked('2026-09-12', 6, 15, 1500)),
    bookingsByType: {
      FullServiceHotel: envelope(booked('2026-10-10', 4, 10, 1500.05), booked('2026-09-12', 2, 5, 700)),
      SelectServiceHotel: envelope(booked('2026-10-10', 3, 8, 900.03), booked('2026-09-12', 3, 7, 600)),
      Condotel: envelope(booked('2026-10-10', 2, 5, 450.01), booked('2026-09-12', 1, 3, 200)),
      VacationRental: envelope(booked('2026-10-10', 1, 2, 150.01)),
      RVResort: EMPTY,
    },
  });

  it('each type to the cent, its share of revenue and change, from the requests the drivers use too', async () => {
    h().sandbox.stats.reset();
    const r = await h().run('bookings last-month by property type');
    expect(r.title).toBe('Bookings by property type');
    expect(r.tables[0]!.key).toBe('byPropertyType');
    // Shares: 1500.05 / 3000.10 = 0.5, 900.03 / 3000.10 = 0.3; changes: 800.05 / 700, 300.03 / 600, 250.01 / 200.
    expect(rowsOf(r, 'byPropertyType', ['name', 'revenue', 'transactions', 'nights'])).toEqual([
      ['Full-service hotels', 1500.05, 4, 10],
      ['Select-service hotels', 900.03, 3, 8],
      ['Condotels', 450.01, 2, 5],
      ['Vacation rentals', 150.01, 1, 2],
      ['RV resorts', 0, 0, 0],
    ]);
    const rows = tableOf(r, 'byPropertyType').rows;
    expect(rows[0]!.share).toBeCloseTo(0.5, 12);
    expect(rows[1]!.share).toBeCloseTo(0.3, 12);
    expect(rows[0]!.change).toBeCloseTo(800.05 / 700, 12);
    expect(rows[1]!.change).toBeCloseTo(300.03 / 600, 12);
    expect(rows[2]!.change).toBeCloseTo(250.01 / 200, 12);
    expect(rows[3]!.change).toBeNull();
    expect(rows[4]!.change).toBeNull();
    // Its ranking chart plots each type's revenue, in the table's order.
    expect(seriesOf(r, 'byPropertyType')).toMatchObject({ kind: 'ranking', labels: rows.map((row) => row.name) });
    expect(seriesOf(r, 'byPropertyType').datasets[0]).toMatchObject({ unit: 'currency', values: [1500.05, 900.03, 450.01, 150.01, 0] });
    // Two requests of the report, one per type and month: the drivers read the same answers.
    expect(h().sandbox.stats.requests).toBe(2 + 10);
    expect(r.insights.find((i) => i.kind === 'drivers')).toMatchObject({ dimension: 'property types' });
  });
});

describe('occupancy by property type', () => {
  const stay = (day: string, available: number, bookedNights: number, total: number) =>
    lodgingGroup(
      day,
      day,
      available,
      bookedNights,
      { min: 80, max: 400, avg: null },
      {
        transactions: bookedNights,
        nights: bookedNights,
        total,
        min: 80,
        max: 400,
      },
    );
  // October: 1,000 nights available, 600 booked, $90,000.00; September: 1,000, 500, $70,000.00.
  const h = useFixtures({
    lookahead: envelope(stay('2026-10-10', 1000, 600, 90000), stay('2026-09-12', 1000, 500, 70000)),
    lookaheadByType: {
      FullServiceHotel: envelope(stay('2026-10-10', 400, 300, 50000), stay('2026-09-12', 400, 250, 40000)),
      SelectServiceHotel: envelope(stay('2026-10-10', 300, 200, 25000), stay('2026-09-12', 300, 150, 18000)),
      Condotel: envelope(stay('2026-10-10', 200, 80, 12000), stay('2026-09-12', 200, 80, 10000)),
      VacationRental: envelope(stay('2026-10-10', 100, 20, 3000), stay('2026-09-12', 100, 20, 2000)),
      RVResort: EMPTY,
    },
  });

  it('nights, occupancy, ADR, RevPAR and room revenue of each type, ranked by nights booked', async () => {
    const r = await h().run('occupancy 2026-10 by property type');
    expect(r.title).toBe('Occupancy by property type');
    // Full-service: 300 / 400 = 75%, $50,000 / 300 = $166.67 ADR, / 400 = $125.00 RevPAR; +50 nights on 250 = +20%.
    expect(rowsOf(r, 'byPropertyType', ['name', 'booked', 'occupancy', 'revenue'])).toEqual([
      ['Full-service hotels', 300, 0.75, 50000],
      ['Select-service hotels', 200, 200 / 300, 25000],
      ['Condotels', 80, 0.4, 12000],
      ['Vacation rentals', 20, 0.2, 3000],
      ['RV resorts', 0, null, 0],
    ]);
    const rows = tableOf(r, 'byPropertyType').rows;
    // Select-service: $25,000 / 200 = $125.00 ADR, / 300 = $83.33 RevPAR; the others exact.
    const near = (values: unknown[], expected: (number | null)[]) =>
      values.forEach((v, i) => (expected[i] === null ? expect(v).toBeNull() : expect(v).toBeCloseTo(expected[i]!, 9)));
    near(
      rows.map((row) => row.adr),
      [50000 / 300, 125, 150, 150, null],
    );
    near(
      rows.map((row) => row.revpar),
      [125, 25000 / 300, 60, 30, null],
    );
    expect(rows.map((row) => row.change)).toEqual([50 / 250, 50 / 150, 0, 0, null]);
    // Occupancy does not add up across types: no share column, only the change in nights.
    expect(tableOf(r, 'byPropertyType').columns.map((c) => c.key)).toEqual(['name', 'booked', 'occupancy', 'adr', 'revpar', 'revenue', 'change']);
  });
});

describe('a service that ignores the property type', () => {
  // Every type answered with the whole: the types would add up to five times it.
  const h = useFixtures({ bookings: envelope(booked('2026-10-10', 10, 25, 3000.1)) });

  it('shows no breakdown and says why', async () => {
    const r = await h().run('bookings last-month by property type');
    expect(r.tables.map((t) => t.key)).not.toContain('byPropertyType');
    expect(r.notes).toContain('The figures by property type add up to more than the whole, so they are not shown as a breakdown.');
  });
});

describe('the breakdown parts on their own: a member without a figure, a chart of what is not a number, a place without parts', () => {
  it('ranks a member without the measure last, and adds no share column when no whole is given', () => {
    const table = breakdownTable({
      kind: 'bookings',
      key: 'byPropertyType',
      title: 'Bookings by property type',
      columns: [{ key: 'revenue', unit: 'currency' }],
      now: [
        { name: 'Condotels', values: { revenue: null } },
        { name: 'Vacation rentals', values: { revenue: 10 } },
      ],
      before: null,
      top: 5,
    });
    // No figure sorts below any figure (10 first); no `shareOf`: no share column, no change column.
    expect(table.columns.map((c) => c.key)).toEqual(['name', 'revenue']);
    expect(table.rows).toEqual([
      { name: 'Vacation rentals', revenue: 10 },
      { name: 'Condotels', revenue: null },
    ]);
    expect(table.moreRows).toBe(0);
  });

  it('charts a row whose figure is missing or not a number as no value', () => {
    const rows: Table['rows'] = [{ name: 'Condotels', revenue: 450.01 }, { name: 'Vacation rentals' }, { name: 'RV resorts', revenue: 'n/a' }];
    const series = rankingOf(
      'bookings',
      { key: 'byPropertyType', title: 'Bookings by property type', columns: [], rows, moreRows: 0 },
      'revenue',
      'currency',
    );
    expect(series.labels).toEqual(['Condotels', 'Vacation rentals', 'RV resorts']);
    expect(series.datasets[0]!.values).toStrictEqual([450.01, null, null]);
  });

  it('names a place by its parts, trimmed, the blank and missing ones left out; with none, Unknown', () => {
    expect(placeName(' Portland ', null, '', '  ', undefined, 'United States')).toBe('Portland, United States');
    expect(placeName(null, ' ', undefined)).toBe('Unknown');
  });
});
