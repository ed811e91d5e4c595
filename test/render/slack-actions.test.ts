import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ReportQuery } from '../../src/query/index.js';
import { decodeActionValue, encodeActionValue, reportActions, type ReportAction } from '../../src/render/actions.js';
import { makeReport, QUERY } from './slack-fixtures.js';
import { propertyRuns } from '../helpers/property-runs.js';

const NOW = new Date('2026-11-21T10:00:00Z');
const STALE = { ok: false, message: 'That button is out of date or was changed. Run the command again.' };

describe('the buttons of a report', () => {
  it('referrals overview: refresh, previous period, by channel, by geo', () => {
    const actions = reportActions(makeReport(), NOW);
    expect(actions.map((a) => [a.id, a.label])).toEqual([
      ['refresh', 'Refresh'],
      ['previous', 'Previous period'],
      ['by_channel', 'By channel'],
      ['by_geo', 'By location'],
    ]);
    expect(actions[0]!.query).toEqual(QUERY);
    // Last month at Nov 21, 2026 is October; the period before it is September.
    expect(actions[1]!.query).toEqual({ ...QUERY, range: '2026-09-01..2026-09-30' });
    expect(actions[2]!.query).toEqual({ ...QUERY, breakdown: 'channel' });
    expect(actions[3]!.query).toEqual({ ...QUERY, breakdown: 'geo' });
  });

  it('referrals by channel: overview drops the breakdown, by geo switches it', () => {
    const actions = reportActions(makeReport({ query: { ...QUERY, breakdown: 'channel', delay: 30 } }), NOW);
    expect(actions.map((a) => a.id)).toEqual(['refresh', 'previous', 'overview', 'by_geo']);
    expect(actions[2]!.query).toEqual({ ...QUERY, delay: 30 });
    expect('breakdown' in actions[2]!.query).toBe(false);
    expect(actions[3]!.query).toEqual({ ...QUERY, delay: 30, breakdown: 'geo' });
  });

  it('referrals by geo: overview drops the breakdown, by channel switches it, and no button opens the report shown', () => {
    const actions = reportActions(makeReport({ query: { ...QUERY, breakdown: 'geo' } }), NOW);
    expect(actions.map((a) => a.id)).toEqual(['refresh', 'previous', 'overview', 'by_channel']);
    expect(actions[2]!.query).toEqual(QUERY);
    expect(actions[3]!.query).toEqual({ ...QUERY, breakdown: 'channel' });
  });

  it('other reports: refresh and previous period only', () => {
    const query: ReportQuery = { ...QUERY, report: 'stories', range: 'last-week', top: 3 };
    const actions = reportActions(makeReport({ kind: 'stories', query }), NOW);
    expect(actions.map((a) => a.id)).toEqual(['refresh', 'previous']);
    // Last week (Sunday start) at Saturday Nov 21 is Nov 8–14; the week before is Nov 1–7.
    expect(actions[1]!.query.range).toBe('2026-11-01..2026-11-07');
  });
});

describe('button values', () => {
  const action = (query: ReportQuery, id: ReportAction['id'] = 'refresh'): ReportAction => ({ id, label: 'x', query });

  it('are compact JSON without default or empty fields', () => {
    expect(encodeActionValue(action(QUERY))).toBe('{"a":"refresh","q":{"report":"referrals","range":"last-month","timeZone":"UTC"}}');
    const custom: ReportQuery = { ...QUERY, report: 'signups', weekStartsOn: 'Monday', compare: 'last-year', properties: ['harbor-view-inn'] };
    expect(encodeActionValue(action(custom, 'previous'))).toBe(
      '{"a":"previous","q":{"report":"signups","range":"last-month","timeZone":"UTC","weekStartsOn":"Monday","properties":["harbor-view-inn"],"compare":"last-year"}}',
    );
  });

  it('keep a compare the user typed, even "previous": an absent compare is the report\'s default, which is not always previous', () => {
    // Occupancy of dates ahead defaults to last year; a user who typed `vs previous` must get previous back.
    const typed: ReportQuery = { ...QUERY, report: 'occupancy', range: 'next-4-weeks', compare: 'previous' };
    expect(encodeActionValue(action(typed))).toBe(
      '{"a":"refresh","q":{"report":"occupancy","range":"next-4-weeks","timeZone":"UTC","compare":"previous"}}',
    );
    expect(decodeActionValue(encodeActionValue(action(typed)))).toEqual({ ok: true, action: 'refresh', query: typed });
    const untyped = decodeActionValue(encodeActionValue(action({ ...typed, compare: undefined })));
    expect(untyped.ok && 'query' in untyped && 'compare' in untyped.query && untyped.query.compare !== undefined).toBe(false);
  });

  it('decode to the same query', () => {
    const queries: ReportQuery[] = [
      QUERY,
      { ...QUERY, breakdown: 'geo', delay: 30, top: 10, grouping: 'Week' },
      {
        ...QUERY,
        report: 'optouts',
        range: '2026-03-01..2026-03-31',
        timeZone: 'America/New_York',
        weekStartsOn: 'Monday',
        compare: 'none',
        properties: ['a1'],
        discoveries: ['d-2'],
      },
    ];
    for (const query of queries) {
      // by_geo is a referrals button; every report has Refresh.
      const id = query.report === 'referrals' ? 'by_geo' : 'refresh';
      expect(decodeActionValue(encodeActionValue(action(query, id)))).toEqual({ ok: true, action: id, query });
    }
  });

  it.each([
    ['not JSON', 'hello'],
    ['empty', ''],
    ['JSON null', 'null'],
    ['an array', '[]'],
    ['an unknown report', '{"a":"refresh","q":{"report":"hotels","range":"last-month","timeZone":"UTC"}}'],
    ['an unknown action', '{"a":"delete","q":{"report":"referrals","range":"last-month","timeZone":"UTC"}}'],
    ['an unknown field', '{"a":"refresh","q":{"report":"referrals","range":"last-month","timeZone":"UTC","admin":true}}'],
    ['an extra envelope field', '{"a":"refresh","q":{"report":"referrals","range":"last-month","timeZone":"UTC"},"x":1}'],
    ['a bad range', '{"a":"refresh","q":{"report":"referrals","range":"forever","timeZone":"UTC"}}'],
    ['a bad time zone', '{"a":"refresh","q":{"report":"referrals","range":"last-month","timeZone":"Mars/Olympus"}}'],
    ['an option the report cannot honour', '{"a":"refresh","q":{"report":"bookings","range":"last-month","timeZone":"UTC","breakdown":"geo"}}'],
    ['a missing query', '{"a":"refresh"}'],
    ['a prototype key', '{"a":"refresh","q":{"report":"referrals","range":"last-month","timeZone":"UTC","__proto__":{"top":1}}}'],
  ])('%s is refused with one sentence', (_name, value) => {
    expect(decodeActionValue(value)).toEqual(STALE);
  });

  it('a value over 2,000 characters is refused before parsing', () => {
    const padded = '{"a":"refresh","q":{"report":"referrals","range":"last-month","timeZone":"UTC"}}'.padEnd(5000);
    expect(padded).toHaveLength(5000);
    expect(decodeActionValue(padded)).toEqual(STALE);
  });

  it('anything that is not a string is refused', () => {
    for (const value of [undefined, null, 42, { a: 'refresh' }]) expect(decodeActionValue(value)).toEqual(STALE);
  });

  it('never throws, whatever the string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (value) => {
        const decoded = decodeActionValue(value);
        expect(typeof decoded.ok).toBe('boolean');
      }),
      { numRuns: propertyRuns() },
    );
  });
});
