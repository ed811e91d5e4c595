import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixtureHarness, metricOf, person } from './harness.js';

/** Reports on people, against hand-written records served two to a page. */

const HARBOR = { propertyId: '11111111-1111-4111-8111-111111111111', propertySlug: 'harbor-view-inn' };
const SEASIDE = { propertyId: '22222222-2222-4222-8222-222222222222', propertySlug: 'seaside-grand' };
const lead = { languageCode: 'en', isOptout: false, isPrivacyRestricted: false, region: 'CA', city: 'Monterey' };

const signup = (id: number, createDate: string, property: typeof HARBOR, category: string, layerType: string, country: string, extra = {}) => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  createDate,
  ...property,
  ...person('Ana', 'Lopez'),
  ...lead,
  category,
  layerType,
  country,
  ...extra,
});

const signups = [
  signup(1, '2026-11-01T08:00:00.1234567', HARBOR, 'Family', 'popup', 'US'),
  signup(2, '2026-11-01T23:59:59.9999999', HARBOR, 'Family', 'popup', 'US'),
  signup(3, '2026-11-02T12:00:00', SEASIDE, 'Couple', 'inline', 'CA'),
  signup(4, '2026-11-03T00:00:00', SEASIDE, 'Family', 'popup', 'US'),
  // Left out by default: privacy-restricted.
  signup(5, '2026-11-03T09:00:00', HARBOR, 'Family', 'popup', 'US', { isPrivacyRestricted: true }),
  // Outside the range by a ten-millionth of a second.
  signup(6, '2026-11-04T00:00:00.0000001', HARBOR, 'Family', 'popup', 'US'),
];

const story = (first: string, last: string, submissionDate: string, score: number | null, rating: number, caption: string) => ({
  ...HARBOR,
  ...person(first, last),
  ...lead,
  category: 'guest',
  startDate: '2026-10-30',
  endDate: '2026-11-01',
  submissionDate,
  photo: { id: `photo-${first}`, contestName: 'Fall', finalistDate: null, internalRating: '2026-11-05T00:00:00', score, caption, captionInternalRating: 1, url: `https://photos.example.com/${first}.jpg` },
  review: { rating, quote: `${first} loved it`, internalRating: 2 },
});

const stories = [
  story('ana', 'lópez', '2026-11-02T10:00:00', 9, 4, 'Sunset'),
  story('Bo', 'Berg', '2026-11-02T11:00:00', 9, 5, 'Pier'),
  story('Cy', 'Chu', '2026-11-03T12:00:00', 7, 5, 'Pool'),
  story('Di', 'Diaz', '2026-11-03T13:00:00', null, 3, 'Lobby'),
];

const planner = (id: number, createDate: string, discoveryName: string, isBooked: boolean, reservations: { currency: string; amount: number }[]) => ({
  discoveryName,
  plannerId: `p-${id}`,
  createDate,
  email: 'planner@example.com',
  first: 'Eve',
  languageCode: id % 2 ? 'en' : 'FR',
  isBooked,
  isUninterested: false,
  isPrivacyRestricted: false,
  isOptout: false,
  activePlan: null,
  reservations: reservations.map((r, i) => ({
    ...HARBOR,
    createDate,
    pmsNumber: `PMS-${id}-${i}`,
    crsNumber: `CRS-${id}-${i}`,
    ...person('Eve', 'Evans'),
    arrival: '2026-12-01',
    departure: '2026-12-03',
    ...r,
  })),
});

const planners = [
  planner(1, '2026-11-01T09:00:00', 'Coastal Escapes', true, [{ currency: 'USD', amount: 100.1 }, { currency: 'USD', amount: 200.2 }]),
  planner(2, '2026-11-02T09:00:00', 'Coastal Escapes', false, [{ currency: 'EUR', amount: 50 }]),
  planner(3, '2026-11-02T10:00:00', 'Lakes & Pines', false, []),
];

const discoveryOptouts = [
  { discoveryName: 'Coastal Escapes', email: 'x@example.com', optoutDate: '2026-11-01T01:00:00' },
  { discoveryName: 'Coastal Escapes', email: 'y@example.com', optoutDate: '2026-11-03T01:00:00' },
];
const advocacyOptouts = [{ ...SEASIDE, email: 'z@example.com', optoutDate: '2026-11-02T05:00:00.1234567' }];

let h: FixtureHarness;
beforeAll(async () => {
  h = await FixtureHarness.start({ signups, stories, planners, discoveryOptouts, advocacyOptouts });
});
afterAll(() => h.close());

describe('signups', () => {
  it('counts per day, ranks properties, categories and countries across pages', async () => {
    h.sandbox.stats.reset();
    const r = await h.run('signups 2026-11-01..2026-11-03 no-compare');
    // Four signups in range (one restricted, one a tick too late): two pages of two.
    expect(h.sandbox.stats.requests).toBe(2);
    expect(metricOf(r, 'signups').value).toBe(4);
    expect(metricOf(r, 'perDay').value).toBeCloseTo(4 / 3, 10);
    expect(r.series[0]!.labels).toEqual(['Nov 1', 'Nov 2', 'Nov 3']);
    expect(r.series[0]!.datasets[0]!.values).toEqual([2, 1, 1]);
    const table = (key: string) => r.tables.find((t) => t.key === key)!.rows.map((row) => [row.name, row.count, row.share]);
    expect(table('topProperties')).toEqual([['Harbor View Inn', 2, 0.5], ['Seaside Grand', 2, 0.5]]);
    expect(table('categories')).toEqual([['Family', 3, 0.75], ['Couple', 1, 0.25]]);
    expect(table('countries')).toEqual([['US', 3, 0.75], ['CA', 1, 0.25]]);
    expect(r.notes).toEqual(['Excludes privacy-restricted leads.', 'Excludes leads who opted out.']);
  });

  it('includes privacy-restricted leads when the operator turns them on', async () => {
    const r = await h.run('signups 2026-11-01..2026-11-03 no-compare', { includeRestricted: true });
    expect(metricOf(r, 'signups').value).toBe(5);
    expect(r.notes).toEqual(['Excludes leads who opted out.']);
  });

  it('compares with the previous period day by day', async () => {
    // Previous three days: Oct 29–31, no signups.
    const r = await h.run('signups 2026-11-01..2026-11-03');
    expect(metricOf(r, 'signups')).toMatchObject({ value: 4, previous: 0, change: { relative: null, direction: 'up' } });
    expect(r.series[0]!.datasets[1]).toMatchObject({ comparison: true, values: [0, 0, 0] });
  });

  it('an empty week is a sentence, not a crash or NaN', async () => {
    const r = await h.run('signups 2026-10-04..2026-10-10');
    expect(r.emptyMessage).toBe('No signups in this period.');
    expect(metricOf(r, 'signups').value).toBe(0);
    expect(metricOf(r, 'perDay').value).toBe(0);
    expect(JSON.stringify(r)).not.toMatch(/NaN|Infinity/);
  });
});

describe('stories', () => {
  it('picks the best by photo score, then rating, and shows people as first name and initial', async () => {
    const r = await h.run('stories 2026-11-01..2026-11-07 top 2 no-compare');
    expect(metricOf(r, 'stories').value).toBe(4);
    // (4 + 5 + 5 + 3) / 4
    expect(metricOf(r, 'avgRating').value).toBe(4.25);
    expect(r.highlights.map((s) => [s.person, s.score, s.rating, s.caption])).toEqual([
      ['Bo B.', 9, 5, 'Pier'],
      ['Ana L.', 9, 4, 'Sunset'],
    ]);
    expect(r.highlights[0]).toMatchObject({ property: 'Harbor View Inn', quote: 'Bo loved it', photoUrl: 'https://photos.example.com/Bo.jpg', submittedOn: '2026-11-02' });
  });
});

describe('planners', () => {
  it('booked share, and reservation value in the report currency only', async () => {
    const r = await h.run('planners 2026-11-01..2026-11-07 no-compare');
    expect(metricOf(r, 'planners').value).toBe(3);
    expect(metricOf(r, 'bookedShare').value).toBeCloseTo(1 / 3, 10);
    expect(metricOf(r, 'reservations').value).toBe(3);
    // 100.10 + 200.20 USD; the 50 EUR are not added to dollars.
    expect(metricOf(r, 'reservationAmount').value).toBe(300.3);
    expect(r.notes).toContain('Also 50.00 EUR in reservations made in EUR.');
    expect(r.tables.find((t) => t.key === 'byDiscovery')!.rows.map((row) => [row.name, row.count])).toEqual([
      ['Coastal Escapes', 2],
      ['Lakes & Pines', 1],
    ]);
    expect(r.tables.find((t) => t.key === 'languages')!.rows.map((row) => [row.name, row.count])).toEqual([
      ['en', 2],
      ['fr', 1],
    ]);
  });
});

describe('opt-outs', () => {
  it('adds discovery and advocacy opt-outs, per day', async () => {
    const r = await h.run('optouts 2026-11-01..2026-11-03 no-compare');
    expect(metricOf(r, 'optouts').value).toBe(3);
    expect(metricOf(r, 'discoveryOptouts').value).toBe(2);
    expect(metricOf(r, 'advocacyOptouts').value).toBe(1);
    expect(r.series[0]!.datasets.map((d) => d.values)).toEqual([
      [1, 0, 1],
      [0, 1, 0],
    ]);
    expect(r.tables.find((t) => t.key === 'byProperty')!.rows[0]).toMatchObject({ name: 'Seaside Grand', count: 1 });
  });
});

describe('privacy', () => {
  it('no e-mail, phone, last name or person id reaches any report', async () => {
    const reports = await Promise.all([
      h.run('signups 2026-11-01..2026-11-03'),
      h.run('stories 2026-11-01..2026-11-07'),
      h.run('planners 2026-11-01..2026-11-07'),
      h.run('optouts 2026-11-01..2026-11-03'),
    ]);
    const text = JSON.stringify(reports);
    expect(text).not.toMatch(/@/);
    expect(text).not.toContain('555');
    for (const word of ['Lopez', 'lópez', 'Berg', 'Chu', 'Diaz', 'Evans', 'PMS-', 'CRS-', '00000000-0000-4000-8000', 'p-1']) expect(text).not.toContain(word);
  });
});
