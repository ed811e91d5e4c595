/**
 * Validation like a strict service: each rule answers the right status with a problem body.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';
import { call, NOW, PATHS } from './helpers.js';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox({ now: NOW });
});
afterAll(() => sb.close());

const RANGE = { startdate: '2026-10-01', enddate: '2026-10-31' };
type Case = [label: string, path: string, query: Record<string, string | number>, body: unknown, detail: RegExp];

const BAD_REQUESTS: Case[] = [
  ['missing startdate', PATHS.signups, { enddate: '2026-10-31' }, {}, /^startdate is required$/],
  ['missing enddate', PATHS.lookahead, { startdate: '2026-10-01' }, undefined, /^enddate is required$/],
  ['startdate not yyyy-MM-dd', PATHS.signups, { ...RANGE, startdate: '2026/10/01' }, {}, /^startdate must be a date in yyyy-MM-dd format$/],
  ['startdate with a time', PATHS.sponsor, { ...RANGE, startdate: '2026-10-01T00:00:00' }, undefined, /startdate/],
  ['one-digit month', PATHS.planners, { ...RANGE, startdate: '2026-1-01' }, {}, /startdate/],
  ['February 30', PATHS.bookings, { ...RANGE, startdate: '2026-02-30' }, undefined, /startdate/],
  ['February 29 of a common year', PATHS.stories, { ...RANGE, enddate: '2026-02-29' }, {}, /enddate/],
  ['month 13', PATHS.geo, { ...RANGE, enddate: '2026-13-01' }, undefined, /enddate/],
  ['empty date', PATHS.channels, { ...RANGE, enddate: '' }, undefined, /enddate/],
  [
    'enddate before startdate',
    PATHS.advocacyOptouts,
    { startdate: '2026-10-02', enddate: '2026-10-01' },
    {},
    /^enddate must not be before startdate$/,
  ],
  ['pagesize 501', PATHS.signups, { ...RANGE, pagesize: 501 }, {}, /^pagesize must be an integer from 1 to 500$/],
  ['pagesize 0', PATHS.signups, { ...RANGE, pagesize: 0 }, {}, /pagesize/],
  ['pagesize 2.5', PATHS.planners, { ...RANGE, pagesize: '2.5' }, {}, /pagesize/],
  ['pagesize abc', PATHS.discoveryOptouts, { ...RANGE, pagesize: 'abc' }, {}, /pagesize/],
  ['page 0', PATHS.signups, { ...RANGE, page: 0 }, {}, /^page must be a positive integer$/],
  ['page -1', PATHS.stories, { ...RANGE, page: -1 }, {}, /page/],
  ['page 1.5', PATHS.advocacyOptouts, { ...RANGE, page: '1.5' }, {}, /page/],
  ['unknown grouping', PATHS.lookahead, { ...RANGE, grouping: 'Year' }, undefined, /^grouping must be one of Month, Week, Day$/],
  ['grouping in the wrong case', PATHS.sponsor, { ...RANGE, grouping: 'month' }, undefined, /grouping/],
  ['unknown type', PATHS.bookings, { ...RANGE, type: 'Hostel' }, undefined, /^type must be one of FullServiceHotel, /],
  ['unknown startWeekDay', PATHS.lookahead, { ...RANGE, startWeekDay: 'Mon' }, undefined, /^startWeekDay must be one of /],
  ['negative delay', PATHS.geo, { ...RANGE, delay: -1 }, undefined, /^delay must be a non-negative integer$/],
  ['fractional delay', PATHS.channels, { ...RANGE, delay: '1.5' }, undefined, /delay/],
  ['textual delay', PATHS.sponsor, { ...RANGE, delay: 'undefined' }, undefined, /delay/],
  ['body not JSON', PATHS.signups, RANGE, '{"properties": [', /^request body is not valid JSON$/],
  ['body a JSON array', PATHS.planners, RANGE, '[]', /^request body must be a JSON object$/],
  ['body not JSON on a collaborative operation', PATHS.lookahead, RANGE, 'nope', /not valid JSON/],
  ['properties not an array', PATHS.signups, RANGE, { properties: 'harbor-view-inn' }, /^properties must be an array of strings$/],
  ['properties with a number', PATHS.stories, RANGE, { properties: ['harbor-view-inn', 7] }, /properties/],
  ['discoveries not an array', PATHS.planners, RANGE, { discoveries: { id: 'x' } }, /^discoveries must be an array of strings$/],
  ['flag as a string', PATHS.planners, RANGE, { isIncludeReservations: 'true' }, /^isIncludeReservations must be a boolean$/],
  ['flag as a number', PATHS.signups, RANGE, { isIncludeRestricted: 1 }, /isIncludeRestricted/],
];

describe('400 Bad Request', () => {
  it.each(BAD_REQUESTS)('%s', async (_label, path, query, body, detail) => {
    const answer = await call(sb, path, query, body);
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toBe('application/problem+json');
    expect(answer.json).toMatchObject({ type: 'about:blank', title: 'Bad Request', status: 400 });
    expect(answer.json.detail).toMatch(detail);
  });

  it('refuses a parameter given twice', async () => {
    const res = await fetch(`${sb.url}${PATHS.signups}?startdate=2026-10-01&startdate=2026-10-02&enddate=2026-10-31`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sb.apiKey}` },
    });
    expect(res.status).toBe(400);
  });

  it('parameter names are case-sensitive, as the spec spells them', async () => {
    const answer = await call(sb, PATHS.signups, { startDate: '2026-10-01', endDate: '2026-10-31' }, {});
    expect(answer.status).toBe(400);
    expect(answer.json.detail).toBe('startdate is required');
  });
});

describe('accepted edge cases', () => {
  it.each([
    ['a one-day range', PATHS.signups, { startdate: '2026-10-01', enddate: '2026-10-01' }, {}],
    ['pagesize 500 and 1', PATHS.signups, { ...RANGE, pagesize: 500 }, {}],
    ['February 29 of a leap year', PATHS.stories, { startdate: '2024-02-29', enddate: '2024-02-29' }, {}],
    ['no body at all on a company operation', PATHS.advocacyOptouts, RANGE, undefined],
    ['null filters and flags', PATHS.planners, RANGE, { discoveries: null, isIncludeReservations: null }],
    ['unknown body fields', PATHS.signups, RANGE, { somethingElse: [1, 2] }],
    ['an empty body on a collaborative operation', PATHS.bookings, RANGE, undefined],
    ['{} on a collaborative operation', PATHS.geo, RANGE, {}],
    ['delay 0', PATHS.sponsor, { ...RANGE, delay: 0 }, undefined],
    ['every grouping and week day', PATHS.lookahead, { ...RANGE, grouping: 'Day', startWeekDay: 'Saturday', type: 'RVResort' }, undefined],
    ['unknown query parameters', PATHS.channels, { ...RANGE, foo: 'bar' }, undefined],
  ] as const)('%s', async (_label, path, query, body) => {
    expect((await call(sb, path, query, body)).status).toBe(200);
  });
});

describe('401, 404 and 405', () => {
  it('401 without a key, with a wrong key, or with the key in another header', async () => {
    const attempts: Record<string, string>[] = [
      { authorization: '' },
      { authorization: 'Bearer wrong' },
      { authorization: 'sandbox-key' },
      { authorization: '', 'x-api-key': 'sandbox-key' },
    ];
    for (const headers of attempts) {
      const answer = await call(sb, PATHS.sponsor, RANGE, undefined, { headers });
      expect(answer.status).toBe(401);
      expect(answer.json).toMatchObject({ title: 'Unauthorized', status: 401 });
      expect(answer.text).not.toContain('sandbox-key');
    }
  });

  it('checks the key before validating the request', async () => {
    expect((await call(sb, PATHS.sponsor, {}, undefined, { headers: { authorization: 'Bearer nope' } })).status).toBe(401);
  });

  it('the auth scheme is case-insensitive, the key is not', async () => {
    expect((await call(sb, PATHS.sponsor, RANGE, undefined, { headers: { authorization: 'bearer sandbox-key' } })).status).toBe(200);
    expect((await call(sb, PATHS.sponsor, RANGE, undefined, { headers: { authorization: 'Bearer SANDBOX-KEY' } })).status).toBe(401);
  });

  it('a custom header and prefix', async () => {
    const custom = await startSandbox({ now: NOW, apiKey: 'k-1', keyHeader: 'X-Api-Key', keyPrefix: '' });
    try {
      expect((await call(custom, PATHS.sponsor, RANGE, undefined, { headers: { authorization: '', 'x-api-key': 'k-1' } })).status).toBe(200);
      expect((await call(custom, PATHS.sponsor, RANGE, undefined)).status).toBe(401);
    } finally {
      await custom.close();
    }
  });

  it('404 for unknown paths, including near misses', async () => {
    for (const path of [
      '/',
      '/v1/company/data/advocacy/signup',
      '/v1/company/data/advocacy/signups/',
      '/v2/collaborative/report/lodging/lookahead',
      '/photos/not-a-guid.svg',
    ]) {
      const answer = await call(sb, path, RANGE, {});
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('content-type')).toBe('application/problem+json');
    }
  });

  it('405 with Allow: POST for other methods on operation paths', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
      const answer = await call(sb, PATHS.lookahead, RANGE, method === 'GET' ? undefined : {}, { method });
      expect(answer.status).toBe(405);
      expect(answer.headers.get('allow')).toBe('POST');
      expect(answer.json).toMatchObject({ title: 'Method Not Allowed', status: 405 });
    }
  });
});
