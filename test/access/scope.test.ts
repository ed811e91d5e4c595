/**
 * The access check and changes as pure functions: which query may run in a conversation, as
 * what, and what a grant or revoke leaves. Expected queries and sentences are written by hand.
 */
import { describe, expect, it } from 'vitest';
import { CLOSED_SCOPE, OPEN_SCOPE, applyChange, describeScope, type AccessScope } from '../../src/access/index.js';
import { checkReportAccess as checkAccess } from '../../src/catalogue/registry.js';
import { query } from '../query/helpers.js';

const ALL_REPORTS = ['occupancy', 'bookings', 'referrals', 'signups', 'stories', 'planners', 'optouts', 'digest'];
const HARBOR: AccessScope = {
  reports: ['signups', 'stories', 'optouts', 'planners', 'referrals'],
  properties: ['harbor-view-inn'],
  discoveries: [],
  people: true,
};

describe('checkAccess', () => {
  it('lets everything through, unchanged, under the open scope', () => {
    const q = query('signups last-week');
    expect(checkAccess(OPEN_SCOPE, q)).toEqual({ ok: true, query: q });
  });

  it("gives a query without a property filter the scope's properties", () => {
    expect(checkAccess(HARBOR, query('signups last-week'))).toEqual({
      ok: true,
      query: { report: 'signups', range: 'last-week', timeZone: 'UTC', weekStartsOn: 'Sunday', properties: ['harbor-view-inn'], discoveries: [] },
    });
    // Opt-outs: the property side only, since this channel sees no discovery.
    expect(checkAccess(HARBOR, query('optouts last-week'))).toEqual({
      ok: true,
      query: { report: 'optouts', range: 'last-week', timeZone: 'UTC', weekStartsOn: 'Sunday', properties: ['harbor-view-inn'], discoveries: [] },
    });
  });

  it('keeps a query naming only properties in scope, whatever their case', () => {
    const q = query('signups last-week property Harbor-View-Inn');
    expect(checkAccess(HARBOR, q)).toEqual({ ok: true, query: q });
  });

  it('refuses a property outside the scope, naming what the channel can see', () => {
    expect(checkAccess(HARBOR, query('signups last-week property harbor-view-inn property seaside-grand-resort'))).toEqual({
      ok: false,
      reason: 'property',
      message: 'This channel can see Harbor View Inn only; ask an admin to widen it with `/report access grant properties seaside-grand-resort`.',
    });
  });

  it('refuses a report not granted, and a people-level one where people are not allowed', () => {
    expect(checkAccess(HARBOR, query('occupancy'))).toEqual({
      ok: false,
      reason: 'report',
      message:
        'This channel can see signups, stories, optouts, planners and referrals, not occupancy; ask an admin to widen it with `/report access grant reports occupancy`.',
    });
    expect(checkAccess({ ...HARBOR, people: false }, query('stories last-week'))).toEqual({
      ok: false,
      reason: 'people',
      message:
        'The stories report shows people, and this channel does not see people-level reports; ask an admin to run `/report access grant people`.',
    });
  });

  it('refuses a report of discoveries where the channel sees none', () => {
    expect(checkAccess(HARBOR, query('planners last-week'))).toEqual({
      ok: false,
      reason: 'discovery',
      message: 'This channel can see no discovery yet; ask an admin to run `/report access grant discoveries …`.',
    });
  });

  it('lets a collaborative report through unchanged: the service cannot narrow it to a property', () => {
    const q = query('referrals last-month');
    expect(checkAccess(HARBOR, q)).toEqual({ ok: true, query: q });
  });

  it('refuses everything when there is no scope at all (ACCESS_DEFAULT=none)', () => {
    expect(checkAccess(null, query('referrals'))).toEqual({
      ok: false,
      reason: 'no_access',
      message: 'This channel has no access yet; ask an admin to run `/report access grant …`.',
    });
  });
});

describe('applyChange', () => {
  it('starts a first grant from nothing, then widens', () => {
    const first = applyChange(null, OPEN_SCOPE, 'grant', { properties: ['harbor-view-inn'] }, ALL_REPORTS);
    expect(first).toEqual({ ok: true, scope: { reports: [], properties: ['harbor-view-inn'], discoveries: [], people: false } });
    if (!first.ok) return;
    expect(applyChange(first.scope, OPEN_SCOPE, 'grant', { reports: ['signups'], people: true }, ALL_REPORTS)).toEqual({
      ok: true,
      scope: { reports: ['signups'], properties: ['harbor-view-inn'], discoveries: [], people: true },
    });
  });

  it('revokes from what the channel sees now, the default included', () => {
    expect(applyChange(null, OPEN_SCOPE, 'revoke', { people: true }, ALL_REPORTS)).toEqual({
      ok: true,
      scope: { reports: 'all', properties: 'all', discoveries: 'all', people: false },
    });
    expect(applyChange(null, OPEN_SCOPE, 'revoke', { reports: ['planners'] }, ALL_REPORTS)).toEqual({
      ok: true,
      scope: {
        reports: ['occupancy', 'bookings', 'referrals', 'signups', 'stories', 'optouts', 'digest'],
        properties: 'all',
        discoveries: 'all',
        people: true,
      },
    });
    expect(applyChange(HARBOR, OPEN_SCOPE, 'revoke', { properties: ['harbor-view-inn'] }, ALL_REPORTS)).toEqual({
      ok: true,
      scope: { ...HARBOR, properties: [] },
    });
    expect(applyChange(HARBOR, OPEN_SCOPE, 'revoke', { all: true }, ALL_REPORTS)).toEqual({ ok: true, scope: CLOSED_SCOPE });
  });

  it('cannot take one property away from "every property"', () => {
    expect(applyChange(null, OPEN_SCOPE, 'revoke', { properties: ['harbor-view-inn'] }, ALL_REPORTS)).toEqual({
      ok: false,
      message: 'This channel sees every property; to limit it, grant the ones it may see with `/report access grant properties …`.',
    });
  });
});

describe('describeScope', () => {
  it('says the scope in plain words', () => {
    expect(describeScope(HARBOR, true, ['stories', 'planners'])).toBe(
      [
        'This channel can see:',
        '• Reports: signups, stories, optouts, planners and referrals',
        '• Properties: Harbor View Inn (harbor-view-inn)',
        '• Discoveries: none',
        '• People-level reports (stories and planners): yes',
      ].join('\n'),
    );
    expect(describeScope(OPEN_SCOPE, false, ['stories', 'planners'])).toContain('no access settings of its own, so it sees everything');
  });
});
