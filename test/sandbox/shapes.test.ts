/**
 * Every operation answers with the spec's field names and types (reporting-api.md), checked
 * by hand-written assertions rather than by any schema of our own client.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';
import { allPages, call, DATE, DATE_TIME, expectKeys, GUID, isCents, NOW, ok, PATHS } from './helpers.js';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox({ seed: 11, now: NOW });
});
afterAll(() => sb.close());

const OCTOBER = { startdate: '2026-10-01', enddate: '2026-10-31' };
const PLANNER_KEYS = [
  'discoveryName',
  'plannerId',
  'createDate',
  'email',
  'first',
  'languageCode',
  'isBooked',
  'isUninterested',
  'isPrivacyRestricted',
  'isOptout',
  'activePlan',
  'reservations',
];
const PLAN_KEYS = ['propertyId', 'propertySlug', 'adults', 'children', 'beds', 'rooms', 'arrival', 'departure', 'promo'];
const RESERVATION_KEYS = [
  'propertyId',
  'propertySlug',
  'createDate',
  'pmsNumber',
  'crsNumber',
  'email',
  'first',
  'last',
  'phone',
  'phoneConsentMode',
  'arrival',
  'departure',
  'currency',
  'amount',
];
const SIGNUP_KEYS = [
  'id',
  'createDate',
  'propertyId',
  'propertySlug',
  'email',
  'first',
  'last',
  'phone',
  'phoneConsentMode',
  'languageCode',
  'isOptout',
  'isPrivacyRestricted',
  'layerType',
  'category',
  'country',
  'region',
  'city',
];
const STORY_KEYS = [
  'propertyId',
  'propertySlug',
  'email',
  'first',
  'last',
  'phone',
  'phoneConsentMode',
  'category',
  'startDate',
  'endDate',
  'languageCode',
  'isOptout',
  'isPrivacyRestricted',
  'submissionDate',
  'photo',
  'review',
];
const REVENUE_KEYS = [
  'totalTransactions',
  'totalTransactionNights',
  'minTransactionRevenue',
  'maxTransactionRevenue',
  'totalTransactionRevenue',
  'avgTransactionRevenue',
];
const STAY_KEYS = ['minStayNights', 'maxStayNights', 'avgStayNights'];
const FIGURES = ['referralTransactions', 'referralRevenue', 'influencedTransactions', 'influencedRevenue'];

const isInt = (v: unknown) => Number.isInteger(v);
const isText = (v: unknown) => typeof v === 'string' && v.length > 0;
const isEmail = (v: unknown) => typeof v === 'string' && /^[a-z_.0-9]+@[a-z.]+\.(com|net|org)$/.test(v);

describe('company data envelopes', () => {
  it('planners: paged envelope, every planner field, active plan and reservations', async () => {
    const json = await ok(sb, PATHS.planners, { ...OCTOBER, pagesize: 500 }, { isIncludeReservations: true });
    expectKeys(json, ['total', 'page', 'planners']);
    expect(json.page).toBe(1);
    expect(json.total).toBeGreaterThan(500);
    expect(json.planners).toHaveLength(500);
    for (const p of json.planners) {
      expectKeys(p, PLANNER_KEYS);
      expect(p.plannerId).toMatch(GUID);
      expect(p.createDate).toMatch(DATE_TIME);
      expect(isEmail(p.email)).toBe(true);
      expect(isText(p.first)).toBe(true); // guests are excluded by default
      expect(p.languageCode).toMatch(/^[a-z]{2}$/);
      for (const flag of ['isBooked', 'isUninterested', 'isPrivacyRestricted', 'isOptout']) expect(typeof p[flag]).toBe('boolean');
      expectKeys(p.activePlan, PLAN_KEYS);
      expect(p.activePlan.propertyId).toMatch(GUID);
      expect(p.activePlan.arrival).toMatch(DATE);
      expect(p.activePlan.departure > p.activePlan.arrival).toBe(true);
      expect(p.activePlan.beds === null || isInt(p.activePlan.beds)).toBe(true);
      expect(p.activePlan.promo === null || isText(p.activePlan.promo)).toBe(true);
      for (const k of ['adults', 'children', 'rooms']) expect(isInt(p.activePlan[k])).toBe(true);
      expect(Array.isArray(p.reservations)).toBe(true);
      for (const r of p.reservations) {
        expectKeys(r, RESERVATION_KEYS);
        expect(r.createDate).toMatch(DATE_TIME);
        expect(r.createDate >= p.createDate).toBe(true);
        expect(isText(r.last) && isText(r.phone) && isEmail(r.email)).toBe(true);
        expect(r.currency).toBe('USD');
        expect(isCents(r.amount) && r.amount > 0).toBe(true);
      }
    }
    const plans = json.planners.map((p: { activePlan: unknown }) => p.activePlan);
    expect(plans.some((a: { beds: unknown }) => a.beds === null)).toBe(true);
    expect(plans.some((a: { promo: unknown }) => a.promo === null)).toBe(true);
    expect(plans.some((a: { promo: unknown }) => typeof a.promo === 'string')).toBe(true);
    expect(json.planners.some((p: { reservations: unknown[] }) => p.reservations.length > 0)).toBe(true);
  });

  it('discovery opt-outs', async () => {
    const json = await ok(sb, PATHS.discoveryOptouts, OCTOBER, {});
    expectKeys(json, ['total', 'page', 'optouts']);
    expect(json.optouts.length).toBeGreaterThan(0);
    for (const o of json.optouts) {
      expectKeys(o, ['discoveryName', 'email', 'optoutDate']);
      expect(['Coastal Escapes', 'Lakes & Pines', 'Downtown Weekends']).toContain(o.discoveryName);
      expect(o.optoutDate).toMatch(DATE_TIME);
      expect(isEmail(o.email)).toBe(true);
    }
  });

  it('advocacy signups carry personal data as a real service would', async () => {
    const json = await ok(sb, PATHS.signups, { ...OCTOBER, pagesize: 200 }, {});
    expectKeys(json, ['total', 'page', 'signups']);
    for (const s of json.signups) {
      expectKeys(s, SIGNUP_KEYS);
      expect(s.id).toMatch(GUID);
      expect(s.propertyId).toMatch(GUID);
      expect(s.propertySlug).toMatch(/^[a-z]+(-[a-z]+)+$/);
      expect(isEmail(s.email) && isText(s.first) && isText(s.last)).toBe(true);
      expect(s.phone).toMatch(/^\+\d{1,2} [\d -]+$/);
      for (const k of ['phoneConsentMode', 'languageCode', 'layerType', 'category', 'country', 'region', 'city']) expect(isText(s[k])).toBe(true);
      expect(s.isOptout).toBe(false);
      expect(s.isPrivacyRestricted).toBe(false);
    }
  });

  it('advocacy stories always carry a photo (served by the sandbox) and a review', async () => {
    const json = await ok(sb, PATHS.stories, OCTOBER, {});
    expectKeys(json, ['total', 'page', 'stories']);
    expect(json.stories.length).toBeGreaterThan(0);
    for (const s of json.stories) {
      expectKeys(s, STORY_KEYS);
      expect(s.startDate).toMatch(DATE);
      expect(s.endDate).toMatch(DATE);
      expect(s.startDate < s.endDate).toBe(true);
      expect(s.endDate <= s.submissionDate.slice(0, 10)).toBe(true);
      expect(s.submissionDate).toMatch(DATE_TIME);
      expectKeys(s.photo, ['id', 'contestName', 'finalistDate', 'internalRating', 'score', 'caption', 'captionInternalRating', 'url']);
      expect(s.photo.id).toMatch(GUID);
      expect(s.photo.finalistDate).toMatch(DATE_TIME);
      expect(s.photo.internalRating).toMatch(DATE_TIME); // a date-time, as in the spec's sample
      expect(isInt(s.photo.score) && isInt(s.photo.captionInternalRating)).toBe(true);
      expect(s.photo.url).toBe(`${sb.url}/photos/${s.photo.id}.svg`);
      expectKeys(s.review, ['rating', 'quote', 'internalRating']);
      expect(s.review.rating >= 1 && s.review.rating <= 5 && isInt(s.review.rating)).toBe(true);
      expect(isText(s.review.quote) && isInt(s.review.internalRating)).toBe(true);
    }
    const photo = await fetch(json.stories[0].photo.url);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/svg+xml');
    expect(await photo.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*<\/svg>$/);
  });

  it('advocacy opt-outs', async () => {
    const json = await ok(sb, PATHS.advocacyOptouts, OCTOBER, {});
    expectKeys(json, ['total', 'page', 'optouts']);
    for (const o of json.optouts) {
      expectKeys(o, ['propertyId', 'propertySlug', 'optoutDate', 'email']);
      expect(o.optoutDate).toMatch(DATE_TIME);
    }
  });
});

describe('date-times as the service writes them', () => {
  it('mixes 0, 3 and 7 fraction digits and has records at the edges of midnight', async () => {
    const { records } = await allPages(sb, PATHS.signups, 'signups', { startdate: '2026-09-01', enddate: '2026-10-31' });
    const stamps = records.map((r) => String(r.createDate));
    const share = (re: RegExp) => stamps.filter((s) => re.test(s)).length / stamps.length;
    expect(share(/\.\d{7}$/)).toBeGreaterThan(0.25);
    expect(share(/\.\d{7}$/)).toBeLessThan(0.42);
    expect(share(/\.\d{3}$/)).toBeGreaterThan(0.2);
    expect(share(/:\d{2}$/)).toBeGreaterThan(0.2);
    expect(stamps.some((s) => s.endsWith('T23:59:59.9999999'))).toBe(true);
    expect(stamps.some((s) => s.endsWith('T00:00:00'))).toBe(true);
    for (const s of stamps) expect(s).toMatch(DATE_TIME);
  });
});

describe('lodging envelopes', () => {
  const query = { startdate: '2026-11-01', enddate: '2026-12-31', grouping: 'Month' };

  it('look-ahead: dates, occupancy, daily rate, stay length and revenue', async () => {
    const json = await ok(sb, PATHS.lookahead, query);
    expectKeys(json, ['totalProperties', 'totalRooms', 'data']);
    expect(json.totalProperties).toBe(6);
    expect(json.totalRooms).toBe(96 + 312 + 124 + 68 + 18 + 140);
    expect(json.data).toHaveLength(2);
    for (const g of json.data) {
      expectKeys(g, ['startDate', 'endDate', 'occupancy', 'dailyRate', 'stayLength', 'revenue']);
      expect(g.startDate).toMatch(DATE);
      expect(g.endDate).toMatch(DATE);
      expectKeys(g.occupancy, ['availableBookNights', 'bookedNights']);
      expectKeys(g.dailyRate, ['minDailyRate', 'maxDailyRate', 'avgDailyRate']);
      expectKeys(g.stayLength, STAY_KEYS);
      expectKeys(g.revenue, REVENUE_KEYS);
      expect(isInt(g.occupancy.availableBookNights) && isInt(g.occupancy.bookedNights)).toBe(true);
      expect(isCents(g.dailyRate.minDailyRate) && isCents(g.dailyRate.maxDailyRate)).toBe(true);
      expect(isCents(g.revenue.totalTransactionRevenue) && isCents(g.revenue.minTransactionRevenue)).toBe(true);
    }
  });

  it('bookings: date-time bounds, revenue and stay length, no occupancy or daily rate', async () => {
    const json = await ok(sb, PATHS.bookings, query, {});
    expectKeys(json, ['totalProperties', 'totalRooms', 'data']);
    for (const g of json.data) {
      expectKeys(g, ['startDate', 'endDate', 'revenue', 'stayLength']);
      expect(g.startDate).toMatch(DATE_TIME);
      expect(g.endDate).toMatch(DATE_TIME);
      expectKeys(g.revenue, REVENUE_KEYS);
      expectKeys(g.stayLength, STAY_KEYS);
    }
    expect(json.data[0].startDate).toBe('2026-11-01T00:00:00');
    expect(json.data[0].endDate).toBe('2026-11-30T23:59:59.9999999');
  });
});

describe('sponsor arrays', () => {
  const query = { startdate: '2026-07-01', enddate: '2026-09-30' };

  it('plain: a bare array of records per period', async () => {
    const json = await ok(sb, PATHS.sponsor, query);
    expect(Array.isArray(json)).toBe(true);
    expect(json).toHaveLength(3);
    for (const r of json) {
      expectKeys(r, ['year', 'timeGrouping', ...FIGURES]);
      expect(isInt(r.year) && isInt(r.timeGrouping)).toBe(true);
      expect(isInt(r.referralTransactions) && isInt(r.influencedTransactions)).toBe(true);
      expect(isCents(r.referralRevenue) && isCents(r.influencedRevenue)).toBe(true);
    }
  });

  it('by channel: source, medium and a term that may be null', async () => {
    const json = await ok(sb, PATHS.channels, query);
    for (const r of json) {
      expectKeys(r, ['year', 'timeGrouping', 'source', 'medium', 'term', ...FIGURES]);
      expect(isText(r.source) && isText(r.medium)).toBe(true);
      expect(r.term === null || isText(r.term)).toBe(true);
      expect(isCents(r.referralRevenue) && isCents(r.influencedRevenue)).toBe(true);
    }
    expect(json.some((r: { term: unknown }) => r.term === null)).toBe(true);
    expect(
      json.some((r: { source: string; medium: string; term: unknown }) => r.source === 'google' && r.medium === 'cpc' && r.term === 'beach hotel'),
    ).toBe(true);
  });

  it('by geolocation: country, region and city', async () => {
    const json = await ok(sb, PATHS.geo, query);
    for (const r of json) {
      expectKeys(r, ['year', 'timeGrouping', 'country', 'region', 'city', ...FIGURES]);
      expect(isText(r.country) && isText(r.region) && isText(r.city)).toBe(true);
    }
  });

  it('answers JSON with a JSON content type', async () => {
    const answer = await call(sb, PATHS.sponsor, query);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });
});
