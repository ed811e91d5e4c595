import { describe, expect, it } from 'vitest';
import { headerTitle, periodWords } from '../../src/render/format.js';
import { toText } from '../../src/render/text.js';
import { filterWords } from '../../src/reports/common.js';
import { bookingsGroup, metricOf, person, query, rowsOf, sponsorRecord as rec, useFixtures } from './harness.js';

/**
 * Filters and non-default options in words, so a report posted in a channel never reads as
 * the whole portfolio: `Report.filters` beside the title, `Report.settings` on the period line.
 * Property and discovery names come from the records the service sent.
 */

const HARBOR = { propertyId: '11111111-1111-4111-8111-111111111111', propertySlug: 'harbor-view-inn' };
const SEASIDE = { propertyId: '22222222-2222-4222-8222-222222222222', propertySlug: 'seaside-grand' };
const COASTAL_ID = '0d3e8a51-6f2c-4b97-8e1a-4a7c9b2d5f83'; // the sandbox catalog's "Coastal Escapes"

const flags = { languageCode: 'en', isOptout: false, isPrivacyRestricted: false };
const signup = (i: number, createDate: string, property: typeof HARBOR) => ({
  id: `s-${i}`,
  createDate,
  ...property,
  ...person('Ana', 'Lopez'),
  ...flags,
  layerType: 'popup',
  category: 'Family',
  country: 'US',
  region: 'CA',
  city: 'Monterey',
});
const planner = (i: number, createDate: string, discoveryName: string) => ({
  discoveryName,
  plannerId: `p-${i}`,
  createDate,
  email: 'eve@example.com',
  first: 'Eve',
  languageCode: 'en',
  isBooked: false,
  isUninterested: false,
  isPrivacyRestricted: false,
  isOptout: false,
  activePlan: null,
  reservations: [],
});
const story = (i: number, property: typeof HARBOR) => ({
  ...property,
  ...person('Bo', 'Berg'),
  ...flags,
  category: 'guest',
  startDate: '2026-10-30',
  endDate: '2026-11-01',
  submissionDate: '2026-11-02T10:00:00',
  photo: {
    id: `ph-${i}`,
    contestName: 'Fall',
    finalistDate: null,
    internalRating: null,
    score: 5,
    caption: 'Pier',
    captionInternalRating: 1,
    url: `https://photos.example.com/${i}.jpg`,
  },
  review: { rating: 4, quote: 'Lovely', internalRating: 1 },
});

const h = useFixtures({
  signups: [signup(1, '2026-11-01T09:00:00', HARBOR), signup(2, '2026-11-02T09:00:00', SEASIDE), signup(3, '2026-11-03T09:00:00', HARBOR)],
  stories: [story(1, HARBOR), story(2, SEASIDE)],
  advocacyOptouts: [{ ...SEASIDE, email: 'z@example.com', optoutDate: '2026-11-02T05:00:00' }],
  planners: [
    planner(1, '2026-11-01T09:00:00', 'Coastal Escapes'),
    planner(2, '2026-11-02T09:00:00', 'Lakes & Pines'),
    planner(3, '2026-11-03T09:00:00', 'Coastal Escapes'),
  ],
  bookings: {
    totalProperties: 1,
    totalRooms: 40,
    data: [bookingsGroup('2026-03-01', '2026-03-31', { transactions: 2, nights: 5, total: 500.5, min: 200, max: 300.5 })],
  },
  sponsor: [rec(2026, 274, 1, 10, 1, 10)], // Oct 1
});

describe('filters beside the title', () => {
  it('`revenue this-year by month type condo` is Bookings · Condotels, year to date by month', async () => {
    const r = await h().run('revenue this-year by month type condo');
    expect(r.kind).toBe('bookings');
    expect(r.title).toBe('Bookings');
    expect(r.filters).toEqual(['Condotels']);
    expect(headerTitle(r)).toBe('Bookings · Condotels');
    expect(r.period.label).toBe('Year to date · Jan 1 – Nov 20, 2026');
    // Jan … Oct, then Nov 1–20: eleven rows, no December.
    expect(rowsOf(r, 'byPeriod', ['name', 'revenue'])).toEqual([
      ['Jan 2026', 0],
      ['Feb 2026', 0],
      ['Mar 2026', 500.5],
      ...['Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct'].map((m) => [`${m} 2026`, 0]),
      ['Nov 1–20', 0],
    ]);
    expect(toText(r).split('\n').slice(0, 3)).toEqual([
      'BOOKINGS · CONDOTELS',
      'Year to date · Jan 1 – Nov 20, 2026',
      'Compared with Jan 1 – Nov 20, 2025',
    ]);
  });

  it('a property given by slug is named from the records, and only its records count', async () => {
    const r = await h().run('signups 2026-11-01..2026-11-03 property harbor-view-inn no-compare');
    expect(r.filters).toEqual(['Harbor View Inn']);
    // Nov 1 and Nov 3 are Harbor View Inn's.
    expect(metricOf(r, 'signups').value).toBe(2);
    expect(headerTitle(r)).toBe('Signups · Harbor View Inn');
  });

  it('a property given by id is named from the records', async () => {
    const r = await h().run(`signups 2026-11-01..2026-11-03 property ${SEASIDE.propertyId} no-compare`);
    expect(r.filters).toEqual(['Seaside Grand']);
    expect(metricOf(r, 'signups').value).toBe(1);
  });

  it('two properties, in the order asked', async () => {
    const r = await h().run(`signups 2026-11-01..2026-11-03 property ${SEASIDE.propertyId} property harbor-view-inn no-compare`);
    expect(r.filters).toEqual(['Seaside Grand', 'Harbor View Inn']);
    expect(metricOf(r, 'signups').value).toBe(3);
  });

  it('an unknown property id is shown by the start of its id', async () => {
    const r = await h().run('signups 2026-11-01..2026-11-03 property 3f6c2a1e-0000-4000-8000-000000000000 no-compare');
    expect(r.filters).toEqual(['Property 3f6c2a1e']);
    expect(r.emptyMessage).toBe('No signups in this period.');
  });

  it('only an id that is a GUID from start to end is shown by its start; with more around it, it is a slug', () => {
    const properties = [COASTAL_ID, `old-${COASTAL_ID}`, `${COASTAL_ID}-annex`];
    expect(filterWords({ ...query('signups'), properties })).toEqual([
      'Property 0d3e8a51',
      'Old 0d3e8a51 6f2c 4b97 8e1a 4a7c9b2d5f83',
      '0d3e8a51 6f2c 4b97 8e1a 4a7c9b2d5f83 Annex',
    ]);
  });

  it('stories and opt-outs name their property filter too', async () => {
    const stories = await h().run(`stories 2026-11-01..2026-11-07 property ${HARBOR.propertyId} no-compare`);
    expect(stories.filters).toEqual(['Harbor View Inn']);
    expect(metricOf(stories, 'stories').value).toBe(1);
    const optouts = await h().run(`optouts 2026-11-01..2026-11-07 property ${SEASIDE.propertyId} no-compare`);
    expect(optouts.filters).toEqual(['Seaside Grand']);
    expect(metricOf(optouts, 'advocacyOptouts').value).toBe(1);
  });

  it('planners with one discovery get its name from the records', async () => {
    const r = await h().run(`planners 2026-11-01..2026-11-07 discovery ${COASTAL_ID} no-compare`);
    expect(r.filters).toEqual(['Coastal Escapes']);
    // Nov 1 and Nov 3 are Coastal Escapes planners.
    expect(metricOf(r, 'planners').value).toBe(2);
    expect(headerTitle(r)).toBe('Trip planners · Coastal Escapes');
  });

  it('an unknown discovery id is shown by the start of its id', async () => {
    const r = await h().run('planners 2026-11-01..2026-11-07 discovery 12345678-aaaa-4bbb-8ccc-000000000000 no-compare');
    expect(r.filters).toEqual(['Discovery 12345678']);
  });

  it('no filter, no words', async () => {
    const r = await h().run('signups 2026-11-01..2026-11-03');
    expect(r.filters).toEqual([]);
    expect(r.settings).toEqual([]);
    expect(headerTitle(r)).toBe('Signups');
  });
});

describe('non-default options on the period line', () => {
  it('each option in words, in a fixed order', async () => {
    const r = await h().run('referrals last-month delay 30 no-compare week-starts monday tz Europe/Berlin');
    expect(r.settings).toEqual(['attribution window 30 days', 'not compared', 'weeks start Monday', 'dates in Europe/Berlin']);
    expect(periodWords(r)).toEqual([
      'Last month · Oct 1–31, 2026',
      'attribution window 30 days',
      'not compared',
      'weeks start Monday',
      'dates in Europe/Berlin',
    ]);
    expect(r.notes).toContain('Attribution looks back 30 days from each transaction.');
    expect(toText(r).split('\n').slice(0, 3)).toEqual([
      'REFERRALS',
      'Last month · Oct 1–31, 2026',
      'Attribution window 30 days, not compared, weeks start Monday, dates in Europe/Berlin',
    ]);
  });

  it('the defaults say nothing: delay 15, weeks from Sunday, the workspace zone', async () => {
    const r = await h().run('referrals last-month delay 15 week-starts sunday');
    expect(r.settings).toEqual([]);
    expect(r.notes).toContain('Attribution looks back 15 days from each transaction.');
  });

  it('a zone is named only when it differs from the workspace zone (ReportContext.timeZone)', async () => {
    const same = await h().run('signups 2026-11-01..2026-11-03 tz Europe/Berlin', { timeZone: 'Europe/Berlin' });
    expect(same.settings).toEqual([]);
    const berlin = await h().run('signups 2026-11-01..2026-11-03', { timeZone: 'Europe/Berlin' });
    expect(berlin.settings).toEqual([]);
    const utc = await h().run('signups 2026-11-01..2026-11-03 tz UTC', { timeZone: 'Europe/Berlin' });
    expect(utc.settings).toEqual(['dates in UTC']);
    const other = await h().run('signups 2026-11-01..2026-11-03 tz America/New_York');
    expect(other.settings).toEqual(['dates in America/New_York']);
  });

  it('`vs last-year` is not a setting: the comparison line says it', async () => {
    const r = await h().run('signups 2026-11-01..2026-11-03 vs last-year');
    expect(r.settings).toEqual([]);
    // Not whole months: 364 days earlier, Nov 2–4, 2025 (the same weekdays).
    expect(periodWords(r)).toEqual(['Nov 1–3, 2026', 'vs Nov 2–4, 2025 (same weekdays last year)']);
  });
});
