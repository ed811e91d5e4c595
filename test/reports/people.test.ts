import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rankedTable, Tally } from '../../src/reports/common.js';
import { runReport } from '../../src/reports/index.js';
import { discoveryNames } from '../../src/reports/planners.js';
import { cancelledAtOnce, FIRST_OF_MONTH, FixtureHarness, metricOf, NOW, person, query, rowsOf, tableOf, useFixtures } from './harness.js';

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
  photo: {
    id: `photo-${first}`,
    contestName: 'Fall',
    finalistDate: null,
    internalRating: '2026-11-05T00:00:00',
    score,
    caption,
    captionInternalRating: 1,
    url: `https://photos.example.com/${first}.jpg`,
  },
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
  planner(1, '2026-11-01T09:00:00', 'Coastal Escapes', true, [
    { currency: 'USD', amount: 100.1 },
    { currency: 'USD', amount: 200.2 },
  ]),
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
    expect(metricOf(r, 'signupsPerDay').value).toBeCloseTo(4 / 3, 10);
    expect(r.series[0]).toMatchObject({ key: 'signupsTrend', kind: 'trend', labels: ['Nov 1', 'Nov 2', 'Nov 3'] });
    expect(r.series[0]!.datasets.map((d) => d.values)).toEqual([[2, 1, 1]]);
    // Not asked `by day`: no per-period table for signups.
    expect(r.tables.map((t) => t.key)).toEqual(['topProperties', 'categories', 'layerTypes', 'countries']);
    const table = (key: string) => r.tables.find((t) => t.key === key)!.rows.map((row) => [row.name, row.count, row.share]);
    expect(table('topProperties')).toEqual([
      ['Harbor View Inn', 2, 0.5],
      ['Seaside Grand', 2, 0.5],
    ]);
    expect(table('categories')).toEqual([
      ['Family', 3, 0.75],
      ['Couple', 1, 0.25],
    ]);
    expect(table('countries')).toEqual([
      ['US', 3, 0.75],
      ['CA', 1, 0.25],
    ]);
    expect(r.notes).toEqual(['Excludes privacy-restricted leads.', 'Excludes leads who opted out.']);
  });

  it('includes privacy-restricted leads when the operator turns them on', async () => {
    const r = await h.run('signups 2026-11-01..2026-11-03 no-compare', { includeRestricted: true });
    expect(metricOf(r, 'signups').value).toBe(5);
    expect(r.notes).toEqual(['Excludes leads who opted out.']);
  });

  it('says nothing of opted-out leads when the operator includes them', async () => {
    const r = await runReport(query('signups 2026-11-01..2026-11-03 no-compare'), {
      api: h.api,
      now: NOW,
      currency: 'USD',
      includeRestricted: false,
      includeOptout: true,
    });
    expect(r.notes).toEqual(['Excludes privacy-restricted leads.']);
  });

  it('compares with the previous period day by day', async () => {
    // Previous three days: Oct 29–31, no signups.
    const r = await h.run('signups 2026-11-01..2026-11-03');
    expect(r.comparison).toMatchObject({ start: '2026-10-29', end: '2026-10-31', kind: 'previous', shift: 'days' });
    expect(metricOf(r, 'signups')).toMatchObject({ value: 4, previous: 0, change: { absolute: 4, relative: null, direction: 'up' } });
    expect(r.series[0]!.datasets[1]).toMatchObject({ comparison: true, label: 'Oct 29–31, 2026', values: [0, 0, 0] });
  });

  it('an empty week is a sentence, not a crash or NaN', async () => {
    const r = await h.run('signups 2026-10-04..2026-10-10');
    expect(r.emptyMessage).toBe('No signups in this period.');
    expect(metricOf(r, 'signups').value).toBe(0);
    expect(metricOf(r, 'signupsPerDay').value).toBe(0);
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
    expect(r.highlights[0]).toMatchObject({
      property: 'Harbor View Inn',
      quote: 'Bo loved it',
      photoUrl: 'https://photos.example.com/Bo.jpg',
      submittedOn: '2026-11-02',
    });
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
    expect(r.notes).toContain('Also €50.00 in reservations made in EUR.');
    expect(r.tables.find((t) => t.key === 'byDiscovery')!.rows.map((row) => [row.name, row.count])).toEqual([
      ['Coastal Escapes', 2],
      ['Lakes & Pines', 1],
    ]);
    expect(r.tables.find((t) => t.key === 'languages')!.rows.map((row) => [row.name, row.count])).toEqual([
      ['en', 2],
      ['fr', 1],
    ]);
  });

  it('a period without planners says so, with no chart or table', async () => {
    const r = await h.run('planners 2026-11-10..2026-11-14');
    expect(metricOf(r, 'planners').value).toBe(0);
    expect(r.emptyMessage).toBe('No new trip planners in this period.');
    expect(r.series).toEqual([]);
    expect(r.tables).toEqual([]);
  });

  it('this month runs to yesterday (planners are never ahead), and on its first day is today so far', async () => {
    // Seen on Sat Nov 21: Nov 1–20, all three planners in it.
    const r = await h.run('planners this-month');
    expect(r.period).toMatchObject({ start: '2026-11-01', end: '2026-11-20', days: 20 });
    expect(metricOf(r, 'planners').value).toBe(3);
    h.sandbox.stats.reset();
    const first = await h.run('planners this-month', { now: FIRST_OF_MONTH });
    expect(first.period).toMatchObject({ start: '2026-11-01', end: '2026-11-01', days: 1, status: 'today' });
    expect(first.emptyMessage).toBeNull();
    expect(h.sandbox.stats.requests).toBeGreaterThan(0);
  });

  it('names a discovery asked for by id only when its planners carry one name', () => {
    const one = query('planners last-week discovery 3F2A9C1E');
    expect([...discoveryNames(one, new Set(['Coastal Escapes']))]).toEqual([['3f2a9c1e', 'Coastal Escapes']]);
    expect([...discoveryNames(one, new Set(['Coastal Escapes', 'Lakes & Pines']))]).toEqual([]);
    expect([...discoveryNames(query('planners last-week discovery 3f2a9c1e discovery 77aa00bb'), new Set(['Coastal Escapes']))]).toEqual([]);
  });

  it('aborting the report cancels its requests for both periods', async () => {
    // The first page of each period is asked for at once.
    const { error, outcomes } = await cancelledAtOnce(h.sandbox, 'planners 2026-11-01..2026-11-07', 2);
    expect(error).toMatchObject({ code: 'aborted' });
    expect(outcomes).toEqual(Array(2).fill('discoveryPlanners error aborted'));
  });
});

describe('opt-outs', () => {
  it('adds discovery and advocacy opt-outs, per day', async () => {
    const r = await h.run('optouts 2026-11-01..2026-11-03 no-compare');
    expect(metricOf(r, 'optouts').value).toBe(3);
    expect(metricOf(r, 'discoveryOptouts').value).toBe(2);
    expect(metricOf(r, 'advocacyOptouts').value).toBe(1);
    // Nov 1: one discovery opt-out; Nov 2: one advocacy; Nov 3: one discovery.
    expect(r.series[0]).toMatchObject({ key: 'optoutsTrend', labels: ['Nov 1', 'Nov 2', 'Nov 3'] });
    expect(r.series[0]!.datasets.map((d) => d.values)).toEqual([[1, 1, 1]]);
    for (const key of ['optouts', 'discoveryOptouts', 'advocacyOptouts']) expect(metricOf(r, key).better, key).toBe('down');
    expect(r.tables.find((t) => t.key === 'byProperty')!.rows[0]).toMatchObject({ name: 'Seaside Grand', count: 1 });
  });
});

describe('stories, last week against the week before', () => {
  // Last week = Sun Nov 8 – Sat Nov 14; the week before = Nov 1–7.
  const at = (first: string, last: string, submissionDate: string, score: number | null, rating: number | null) => ({
    ...story(first, last, submissionDate, score, rating ?? 0, `${first}'s photo`),
    review: rating === null ? null : { rating, quote: `${first} loved it`, internalRating: 2 },
  });
  const h = useFixtures({
    stories: [
      at('Out', 'Before', '2026-10-31T23:59:59.9999999', 10, 1),
      at('Fay', 'Fox', '2026-11-01T00:00:00', 5, 3),
      at('Gus', 'Gray', '2026-11-07T23:59:59.9999999', 6, 5),
      at('Hal', 'Hart', '2026-11-08T00:00:00', 7, 4),
      at('Ivy', 'Ince', '2026-11-14T12:00:00', 8, 5),
      // A story without a review counts as a story, not in the average rating.
      at('Jo', 'Jones', '2026-11-14T23:59:59.9999999', 9, null),
      at('Out', 'After', '2026-11-15T00:00:00', 10, 1),
    ],
  });

  it('counts stories and averages ratings in both weeks', async () => {
    const r = await h().run('stories last-week');
    expect(r.comparison).toMatchObject({ start: '2026-11-01', end: '2026-11-07', kind: 'previous' });
    // Hal, Ivy, Jo = 3 vs Fay, Gus = 2: +1, +50 %
    expect(metricOf(r, 'stories')).toMatchObject({ value: 3, previous: 2, change: { absolute: 1, relative: 0.5, direction: 'up' } });
    // (4 + 5) / 2 = 4.5 vs (3 + 5) / 2 = 4: +0.5, +12.5 %
    expect(metricOf(r, 'avgRating')).toMatchObject({ value: 4.5, previous: 4, change: { absolute: 0.5, relative: 0.125, direction: 'up' } });
    expect(r.highlights.map((x) => x.person)).toEqual(['Jo J.', 'Ivy I.', 'Hal H.']);
    expect(r.highlights[0]).toMatchObject({ rating: null, quote: null, score: 9 });
    // Sun Nov 8 … Sat Nov 14: Hal on the 8th, Ivy and Jo on the 14th.
    expect(r.series[0]).toMatchObject({ key: 'storiesTrend', labels: ['Nov 8', 'Nov 9', 'Nov 10', 'Nov 11', 'Nov 12', 'Nov 13', 'Nov 14'] });
    expect(r.series[0]!.datasets.map((d) => [d.label, d.values])).toEqual([
      ['Nov 8–14, 2026', [1, 0, 0, 0, 0, 0, 2]],
      ['Nov 1–7, 2026', [1, 0, 0, 0, 0, 0, 1]],
    ]);
  });
});

describe('stories: top means best photo score, then rating, then newest', () => {
  // Served two to a page, the best last, so the order cannot come from the service.
  const h = useFixtures({
    stories: [
      story('Dee', 'Dunn', '2026-10-02T10:00:00', null, 5, 'No score'),
      story('Fin', 'Ford', '2026-10-03T10:00:00', 7, 5, 'Older seven'),
      story('Ada', 'Ames', '2026-10-04T10:00:00', 9, 4, 'Nine, four stars'),
      story('Eli', 'Eng', '2026-10-05T10:00:00', 7, 5, 'Newer seven'),
      story('Bea', 'Bell', '2026-10-06T10:00:00', 9, 5, 'Nine, five stars'),
      story('Cal', 'Cole', '2026-10-07T10:00:00', 10, 1, 'Ten, one star'),
    ],
  });

  it('orders the highlights and keeps the top N across pages', async () => {
    const r = await h().run('stories 2026-10-01..2026-10-10 top 5 no-compare');
    expect(metricOf(r, 'stories').value).toBe(6);
    // Score 10 first whatever its rating; then the 9s by rating; then the 7s, newest first; no score last (left out of 5).
    expect(r.highlights.map((x) => [x.person, x.score, x.rating])).toEqual([
      ['Cal C.', 10, 1],
      ['Bea B.', 9, 5],
      ['Ada A.', 9, 4],
      ['Eli E.', 7, 5],
      ['Fin F.', 7, 5],
    ]);
    const three = await h().run('stories 2026-10-01..2026-10-10 top 3 no-compare');
    expect(three.highlights.map((x) => x.person)).toEqual(['Cal C.', 'Bea B.', 'Ada A.']);
    expect(rowsOf(three, 'byProperty', ['name', 'count'])).toEqual([['Harbor View Inn', 6]]);
  });
});

describe('stories: a story without a photo score or a rating ranks below a zero score or a one-star rating', () => {
  // Each day holds two stories of which the better is known without the date (a score of 0
  // against none, one star against no review); the one without is always the newer, so the
  // date cannot make the better one win. Each pair is served once with the better first and
  // once with it second, and asked for `top 1`, so only the ranking keeps the right one.
  const at = (first: string, submissionDate: string, score: number | null, rating: number | null) => ({
    ...story(first, 'Test', submissionDate, score, rating ?? 0, `${first}'s photo`),
    review: rating === null ? null : { rating, quote: `${first} loved it`, internalRating: 2 },
  });
  const h = useFixtures({
    stories: [
      // Oct 1: no score (newer) served before a score of 0.
      at('Nia', '2026-10-01T12:00:00', null, 4),
      at('Oli', '2026-10-01T10:00:00', 0, 4),
      // Oct 2: a score of 0 served before no score (newer).
      at('Pam', '2026-10-02T10:00:00', 0, 4),
      at('Quin', '2026-10-02T12:00:00', null, 4),
      // Oct 3: equal scores; no review (newer) served before one star.
      at('Ray', '2026-10-03T12:00:00', 5, null),
      at('Sue', '2026-10-03T10:00:00', 5, 1),
      // Oct 4: equal scores; one star served before no review (newer).
      at('Tom', '2026-10-04T10:00:00', 5, 1),
      at('Uma', '2026-10-04T12:00:00', 5, null),
    ],
  });

  it('top 1 keeps the scored or rated story, whichever of the two the service sends first', async () => {
    const best = async (day: string) => (await h().run(`stories ${day}..${day} top 1 no-compare`)).highlights.map((x) => x.person);
    expect(await best('2026-10-01')).toEqual(['Oli T.']);
    expect(await best('2026-10-02')).toEqual(['Pam T.']);
    expect(await best('2026-10-03')).toEqual(['Sue T.']);
    expect(await best('2026-10-04')).toEqual(['Tom T.']);
  });

  it('all eight in order: score, then rating with no review last, then the newest', async () => {
    const r = await h().run('stories 2026-10-01..2026-10-04 top 8 no-compare');
    // Score 5: the one-star pair (Tom newer than Sue), then the unreviewed pair (Uma newer than
    // Ray); score 0: Pam (Oct 2) then Oli (Oct 1); no score: Quin (Oct 2) then Nia (Oct 1).
    expect(r.highlights.map((x) => [x.person, x.score, x.rating])).toEqual([
      ['Tom T.', 5, 1],
      ['Sue T.', 5, 1],
      ['Uma T.', 5, null],
      ['Ray T.', 5, null],
      ['Pam T.', 0, 4],
      ['Oli T.', 0, 4],
      ['Quin T.', null, 4],
      ['Nia T.', null, 4],
    ]);
  });
});

describe('stories: captions and quotes, filters typed in capitals, empty and to-date periods, cancelling', () => {
  // A GUID with letters, so its case matters; the names come from the slug.
  const CEDAR = { propertyId: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc', propertySlug: 'cedar-lodge' };
  const h = useFixtures({
    stories: [
      // Nov 2: one at Cedar with padded words, one at Harbor whose caption and quote are blank.
      {
        ...story('Kim', 'Kerr', '2026-11-02T09:00:00', 8, 5, '  Pier at dusk \n'),
        ...CEDAR,
        review: { rating: 5, quote: ' Lovely stay.  ', internalRating: 2 },
      },
      { ...story('Lou', 'Lamb', '2026-11-02T10:00:00', 6, 4, '   '), review: { rating: 4, quote: ' \t ', internalRating: 2 } },
      // Nov 10: one more, so this month to date has stories.
      story('Max', 'Moss', '2026-11-10T10:00:00', 7, 3, 'Garden'),
    ],
  });

  it('captions and quotes are shown trimmed, and a blank one as none', async () => {
    const r = await h().run('stories 2026-11-02..2026-11-02 no-compare');
    expect(r.highlights.map((x) => [x.person, x.caption, x.quote])).toEqual([
      ['Kim K.', 'Pier at dusk', 'Lovely stay.'],
      ['Lou L.', null, null],
    ]);
  });

  it('a property filter typed in capitals, by id or by slug, is named as the records name it', async () => {
    for (const command of [
      'stories 2026-11-02..2026-11-02 property CCCCCCCC-CCCC-4CCC-8CCC-CCCCCCCCCCCC no-compare',
      'stories 2026-11-02..2026-11-02 property CEDAR-LODGE no-compare',
    ]) {
      const r = await h().run(command);
      expect(metricOf(r, 'stories').value, command).toBe(1);
      // Not `Property cccccccc` nor `CEDAR LODGE`: the records' slug names it.
      expect(r.filters, command).toEqual(['Cedar Lodge']);
    }
  });

  it('a period without stories says so, with nothing charted or ranked', async () => {
    const r = await h().run('stories 2026-11-03..2026-11-09 no-compare');
    expect(metricOf(r, 'stories').value).toBe(0);
    expect(r.emptyMessage).toBe('No photo stories were submitted in this period.');
    expect(r.highlights).toEqual([]);
    expect(r.series).toEqual([]);
    expect(r.tables).toEqual([]);
  });

  it('this month runs to yesterday: stories are never ahead', async () => {
    const r = await h().run('stories this-month no-compare');
    // Today is Sat Nov 21: Nov 1–20, to date; Kim and Lou (Nov 2) and Max (Nov 10).
    expect(r.period).toMatchObject({ start: '2026-11-01', end: '2026-11-20', days: 20, status: 'to-date' });
    expect(metricOf(r, 'stories').value).toBe(3);
    expect(r.notes).not.toContain('Stay dates from today on show what is on the books now; more bookings will come.');
  });

  it('on a running month’s first day it is today so far, asked of the service and not compared', async () => {
    h().sandbox.stats.reset();
    const r = await h().run('stories this-month', { now: FIRST_OF_MONTH });
    expect(r.period).toMatchObject({ start: '2026-11-01', end: '2026-11-01', days: 1, status: 'today' });
    expect(r.period.label).toBe('Month to date \u00B7 Nov 1, 2026, today so far');
    expect(r.comparison).toBeNull();
    expect(r.emptyMessage).toBe('No photo stories were submitted in this period.');
    expect(h().sandbox.stats.requests).toBeGreaterThan(0);
  });

  it('aborting the report cancels its requests for both periods', async () => {
    // The first page of each period is asked for at once.
    const { error, outcomes } = await cancelledAtOnce(h().sandbox, 'stories 2026-11-02..2026-11-02', 2);
    expect(error).toMatchObject({ code: 'aborted' });
    expect(outcomes).toEqual(Array(2).fill('advocacyStories error aborted'));
  });
});

describe('planners, last month against the month before', () => {
  const h = useFixtures({
    planners: [
      planner(1, '2026-08-31T23:59:59.9999999', 'Coastal Escapes', true, [{ currency: 'USD', amount: 999 }]), // out
      planner(2, '2026-09-01T00:00:00', 'Coastal Escapes', true, [{ currency: 'USD', amount: 100.05 }]),
      planner(3, '2026-09-30T10:00:00', 'Lakes & Pines', false, []),
      planner(4, '2026-10-01T00:00:00', 'Coastal Escapes', true, [
        { currency: 'USD', amount: 0.1 },
        { currency: 'USD', amount: 0.2 },
      ]),
      planner(5, '2026-10-15T10:00:00', 'Lakes & Pines', true, []),
      planner(6, '2026-10-31T23:59:59.9999999', 'Lakes & Pines', false, [{ currency: 'EUR', amount: 1.005 }]),
      planner(7, '2026-11-01T00:00:00', 'Coastal Escapes', true, [{ currency: 'USD', amount: 888 }]), // out
    ],
  });

  it('counts, booked share in points, reservation value in cents', async () => {
    const r = await h().run('planners last-month');
    expect(r.title).toBe('Trip planners');
    expect(r.comparison).toMatchObject({ start: '2026-09-01', end: '2026-09-30' });
    // Oct: planners 4, 5, 6 = 3 vs Sep: 2, 3 = 2
    expect(metricOf(r, 'planners')).toMatchObject({ value: 3, previous: 2, change: { absolute: 1, relative: 0.5 } });
    // 2 of 3 booked vs 1 of 2: +16.7 pts
    expect(metricOf(r, 'bookedShare').value).toBeCloseTo(2 / 3, 12);
    expect(metricOf(r, 'bookedShare').previous).toBe(0.5);
    expect(metricOf(r, 'bookedShare').change!.absolute).toBeCloseTo(1 / 6, 12);
    // 3 reservations vs 1
    expect(metricOf(r, 'reservations')).toMatchObject({ value: 3, previous: 1 });
    // USD 0.10 + 0.20 = 0.30 vs 100.05: -99.75, down; the EUR is noted apart, 1.005 -> €1.01.
    expect(metricOf(r, 'reservationAmount')).toMatchObject({ value: 0.3, previous: 100.05, change: { direction: 'down' } });
    expect(metricOf(r, 'reservationAmount').change!.absolute).toBeCloseTo(-99.75, 9);
    expect(r.notes).toContain('Also €1.01 in reservations made in EUR.');
    // Oct 1: 1, Oct 15: 1, Oct 31: 1 per day; the trend is by day over 31 days.
    expect(r.series[0]).toMatchObject({ key: 'plannersTrend' });
    expect(r.series[0]!.datasets[0]!.values).toEqual([1, ...Array(13).fill(0), 1, ...Array(15).fill(0), 1]);
  });
});

describe('opt-outs, last week against the week before', () => {
  const h = useFixtures({
    discoveryOptouts: [
      { discoveryName: 'Coastal Escapes', email: 'a@example.com', optoutDate: '2026-10-31T23:59:59.9999999' }, // out
      { discoveryName: 'Coastal Escapes', email: 'b@example.com', optoutDate: '2026-11-01T00:00:00' },
      { discoveryName: 'Coastal Escapes', email: 'c@example.com', optoutDate: '2026-11-08T00:00:00' },
      { discoveryName: 'Lakes & Pines', email: 'd@example.com', optoutDate: '2026-11-14T23:59:59.9999999' },
      { discoveryName: 'Coastal Escapes', email: 'e@example.com', optoutDate: '2026-11-15T00:00:00' }, // out
    ],
    advocacyOptouts: [
      { ...SEASIDE, email: 'f@example.com', optoutDate: '2026-11-07T12:00:00' },
      { ...HARBOR, email: 'g@example.com', optoutDate: '2026-11-10T12:00:00' },
      { ...HARBOR, email: 'h@example.com', optoutDate: '2026-11-15T00:00:00.0000001' }, // out
    ],
  });

  it('more opt-outs is worse', async () => {
    const r = await h().run('optouts last-week');
    // Nov 8–14: 2 discovery + 1 advocacy = 3; Nov 1–7: 1 + 1 = 2.
    expect(metricOf(r, 'optouts')).toMatchObject({ value: 3, previous: 2, better: 'down', change: { absolute: 1, relative: 0.5, direction: 'up' } });
    expect(metricOf(r, 'discoveryOptouts')).toMatchObject({ value: 2, previous: 1, better: 'down', change: { direction: 'up' } });
    expect(metricOf(r, 'advocacyOptouts')).toMatchObject({ value: 1, previous: 1, better: 'down', change: { direction: 'flat' } });
    expect(rowsOf(r, 'byDiscovery', ['name', 'count'])).toEqual([
      ['Coastal Escapes', 1],
      ['Lakes & Pines', 1],
    ]);
    expect(rowsOf(r, 'byProperty', ['name', 'count'])).toEqual([['Harbor View Inn', 1]]);
    expect(r.series[0]!.datasets.map((d) => [d.label, d.values])).toEqual([
      ['Nov 8–14, 2026', [1, 0, 1, 0, 0, 0, 1]],
      ['Nov 1–7, 2026', [1, 0, 0, 0, 0, 0, 1]],
    ]);
  });

  it('a property filter counts that property’s advocacy opt-outs only, never every discovery’s', async () => {
    const r = await h().run('optouts last-week property harbor-view-inn');
    // Nov 8–14: Harbor's advocacy opt-out on Nov 10 = 1; Nov 1–7: none at Harbor (Seaside's is filtered out).
    expect(r.filters).toEqual(['Harbor View Inn']);
    expect(metricOf(r, 'optouts')).toMatchObject({ value: 1, previous: 0 });
    expect(metricOf(r, 'advocacyOptouts')).toMatchObject({ value: 1, previous: 0 });
    expect(metricOf(r, 'discoveryOptouts')).toMatchObject({ value: null, previous: null, change: null });
    expect(r.notes).toContain('Trip planner opt-outs belong to discoveries, not properties, so they are left out here.');
    expect(r.tables.map((t) => t.key)).toEqual(['byProperty']);
  });

  it('a discovery filter counts that discovery’s opt-outs only, never every property’s', async () => {
    const r = await h().run('optouts last-week discovery coastal-escapes');
    // Nov 8–14: Coastal Escapes on Nov 8 = 1 (Lakes & Pines on Nov 14 is filtered out); Nov 1–7: Nov 1 = 1.
    expect(metricOf(r, 'optouts')).toMatchObject({ value: 1, previous: 1 });
    expect(metricOf(r, 'discoveryOptouts')).toMatchObject({ value: 1, previous: 1 });
    expect(metricOf(r, 'advocacyOptouts')).toMatchObject({ value: null, previous: null, change: null });
    expect(r.notes).toContain('Advocacy opt-outs belong to properties, not discoveries, so they are left out here.');
    // No advocacy opt-outs are counted, so no empty table of properties beside the discoveries.
    expect(r.tables.map((t) => t.key)).toEqual(['byDiscovery']);
  });
});

describe('signups: filters typed in capitals, the breakdown asked for beside the others, cancelling', () => {
  // A GUID with letters, so its case matters; the names come from the slug.
  const CEDAR = { propertyId: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc', propertySlug: 'cedar-lodge' };
  const h = useFixtures({
    signups: [
      // Sun Nov 1: one each at Cedar (Family) and Harbor (Couple).
      signup(1, '2026-11-01T09:00:00', CEDAR, 'Family', 'popup', 'US'),
      signup(2, '2026-11-01T10:00:00', HARBOR, 'Couple', 'popup', 'US'),
      // Mon Nov 2: two at Cedar and one at Harbor (Family), one at Harbor (Couple).
      signup(3, '2026-11-02T09:00:00', CEDAR, 'Family', 'popup', 'US'),
      signup(4, '2026-11-02T10:00:00', CEDAR, 'Family', 'popup', 'US'),
      signup(5, '2026-11-02T11:00:00', HARBOR, 'Family', 'popup', 'US'),
      signup(6, '2026-11-02T12:00:00', HARBOR, 'Couple', 'popup', 'US'),
    ],
  });

  it('a property filter typed in capitals, by id or by slug, is named as the records name it', async () => {
    for (const command of [
      'signups 2026-11-02..2026-11-02 property CCCCCCCC-CCCC-4CCC-8CCC-CCCCCCCCCCCC',
      'signups 2026-11-02..2026-11-02 property CEDAR-LODGE',
    ]) {
      const r = await h().run(command);
      expect(metricOf(r, 'signups').value, command).toBe(2);
      // Not `Property cccccccc` nor `CEDAR LODGE`: the records' slug names it.
      expect(r.filters, command).toEqual(['Cedar Lodge']);
    }
  });

  it('by property, the drivers may still be a breakdown not asked for: here the categories', async () => {
    const r = await h().run('signups 2026-11-02..2026-11-02 by property');
    // 4 against 2: +2. By property, Cedar +1 and Harbor +1 (each half of it); by category, Family
    // +2 (all of it) and Couple 0: the categories explain more, so they are said.
    expect(metricOf(r, 'signups')).toMatchObject({ value: 4, previous: 2 });
    expect(r.insights.find((i) => i.kind === 'drivers')).toMatchObject({ dimension: 'categories', drivers: [{ name: 'Family', delta: 2 }] });
  });

  it('aborting the report cancels its requests for both periods', async () => {
    // The first page of each period is asked for at once.
    const { error, outcomes } = await cancelledAtOnce(h().sandbox, 'signups 2026-11-02..2026-11-02', 2);
    expect(error).toMatchObject({ code: 'aborted' });
    expect(outcomes).toEqual(Array(2).fill('advocacySignups error aborted'));
  });
});

describe('opt-outs: filters, empty periods, periods to date and cancelling', () => {
  // A GUID with letters, so its case matters; the names come from the slug.
  const CEDAR = { propertyId: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc', propertySlug: 'cedar-lodge' };
  const h = useFixtures({
    discoveryOptouts: [
      { discoveryName: 'Coastal Escapes', email: 'a@example.com', optoutDate: '2026-11-08T09:00:00' },
      { discoveryName: 'Coastal Escapes', email: 'b@example.com', optoutDate: '2026-11-10T09:00:00' },
    ],
    advocacyOptouts: [{ ...CEDAR, email: 'c@example.com', optoutDate: '2026-11-10T12:00:00' }],
  });

  it('a property filter typed in capitals, by id or by slug, is named as the records name it', async () => {
    const byId = await h().run('optouts last-week property CCCCCCCC-CCCC-4CCC-8CCC-CCCCCCCCCCCC');
    const bySlug = await h().run('optouts last-week property CEDAR-LODGE');
    for (const r of [byId, bySlug]) {
      // Cedar's one advocacy opt-out on Nov 10.
      expect(metricOf(r, 'advocacyOptouts').value).toBe(1);
      // Not `Property cccccccc` nor `CEDAR LODGE`: the records' slug names it.
      expect(r.filters).toEqual(['Cedar Lodge']);
    }
  });

  it('by day, each day counts both kinds, then trip planners and advocacy apart', async () => {
    const r = await h().run('optouts 2026-11-08..2026-11-10 by day no-compare');
    const table = tableOf(r, 'byPeriod');
    expect(table.columns.map((c) => c.key)).toEqual(['name', 'count', 'planners', 'advocacy']);
    expect(table.columns.map((c) => c.label)).toEqual(['Opted out', 'All opt-outs', 'Trip planners', 'Advocacy']);
    // Nov 8: one planner; Nov 9: none; Nov 10: one planner + one advocacy = 2.
    expect(rowsOf(r, 'byPeriod', ['count', 'planners', 'advocacy'])).toEqual([
      [1, 1, 0],
      [0, 0, 0],
      [2, 1, 1],
    ]);
  });

  it('a period without opt-outs says so, with zero figures and no tables or charts', async () => {
    const r = await h().run('optouts 2026-10-01..2026-10-07 no-compare');
    expect(metricOf(r, 'optouts').value).toBe(0);
    expect(r.emptyMessage).toBe('No opt-outs in this period.');
    expect(r.tables).toEqual([]);
    expect(r.series).toEqual([]);
  });

  it('this month runs to yesterday, against the same days of the month before', async () => {
    // NOW is Sat Nov 21: Nov 1–20, not the whole of November on the books.
    const r = await h().run('optouts this-month');
    expect(r.period).toMatchObject({ start: '2026-11-01', end: '2026-11-20', days: 20, status: 'to-date' });
    expect(r.comparison).toMatchObject({ start: '2026-10-01', end: '2026-10-20' });
    // Nov 8, Nov 10 planners + Nov 10 advocacy = 3; nothing in Oct 1–20.
    expect(metricOf(r, 'optouts')).toMatchObject({ value: 3, previous: 0 });
  });

  it('on a running month’s first day it is today so far, asked of the service and not compared', async () => {
    h().sandbox.stats.reset();
    const r = await h().run('optouts this-month', { now: FIRST_OF_MONTH });
    expect(r.period).toMatchObject({ start: '2026-11-01', end: '2026-11-01', days: 1, status: 'today' });
    expect(r.period.label).toBe('Month to date \u00B7 Nov 1, 2026, today so far');
    expect(r.comparison).toBeNull();
    expect(r.emptyMessage).toBe('No opt-outs in this period.');
    expect(h().sandbox.stats.requests).toBeGreaterThan(0);
  });

  it('a cancelled run stops instead of reporting', async () => {
    const run = runReport(query('optouts last-week'), {
      api: h().api,
      now: NOW,
      currency: 'USD',
      includeRestricted: false,
      includeOptout: false,
      signal: AbortSignal.abort(),
    });
    // Aborted before the first page: the client gives up rather than the report counting nothing.
    await expect(run).rejects.toMatchObject({ code: 'aborted', userMessage: 'The report was cancelled before it finished.' });
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
    for (const word of ['Lopez', 'lópez', 'Berg', 'Chu', 'Diaz', 'Evans', 'PMS-', 'CRS-', '00000000-0000-4000-8000', 'p-1'])
      expect(text).not.toContain(word);
  });
});

describe('ranked tables on their own', () => {
  // Inserted neither by count nor by name, so only the ranking can put them in order.
  const tally = new Tally();
  tally.add('Alpine Lodge');
  tally.add(' Harbor View Inn ');
  tally.add('Harbor View Inn');
  tally.add('   ');
  tally.add(null);
  tally.add('Cove Cabins', 3);
  tally.add('Beach House');

  it('a tally trims names, counts blank and missing ones as Unknown, and ranks largest first, ties by name', () => {
    expect(tally.sorted()).toEqual([
      ['Cove Cabins', 3],
      ['Harbor View Inn', 2],
      ['Unknown', 2],
      ['Alpine Lodge', 1],
      ['Beach House', 1],
    ]);
  });

  it('a ranked table keeps the top n, with each one’s share of all, and counts the rest as more rows', () => {
    const table = rankedTable('signups', 'topProperties', tally, 2);
    // 3 + 2 + 2 + 1 + 1 = 9 in all; 5 names, 2 shown, 3 more.
    expect(table.rows).toEqual([
      { name: 'Cove Cabins', count: 3, share: 3 / 9 },
      { name: 'Harbor View Inn', count: 2, share: 2 / 9 },
    ]);
    expect(table.moreRows).toBe(3);
  });
});
