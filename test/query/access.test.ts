/**
 * The grammar's access words: `access`, `access grant|revoke <parts>`, `access reset`. Every
 * expected result is written by hand.
 */
import { describe, expect, it } from 'vitest';
import { failure, parse } from './helpers.js';

describe('access commands', () => {
  it("show this conversation's scope", () => {
    expect(parse('access')).toEqual({ kind: 'access', action: 'show' });
    expect(parse('/report access show')).toEqual({ kind: 'access', action: 'show' });
    expect(parse('Access')).toEqual({ kind: 'access', action: 'show' });
  });

  it('grant properties, discoveries, reports and people, several parts in one command', () => {
    expect(parse('access grant properties harbor-view-inn desert-bloom')).toEqual({
      kind: 'access',
      action: 'grant',
      change: { properties: ['harbor-view-inn', 'desert-bloom'] },
    });
    expect(parse('access grant reports referrals occupancy')).toEqual({
      kind: 'access',
      action: 'grant',
      change: { reports: ['referrals', 'occupancy'] },
    });
    // Aliases name their report; the same report twice is kept once.
    expect(parse('access grant reports sponsor referrals leads')).toEqual({
      kind: 'access',
      action: 'grant',
      change: { reports: ['referrals', 'signups'] },
    });
    expect(parse('access grant people')).toEqual({ kind: 'access', action: 'grant', change: { people: true } });
    expect(parse('access grant reports signups stories property Harbor-View-Inn people discovery 9B1C')).toEqual({
      kind: 'access',
      action: 'grant',
      change: { reports: ['signups', 'stories'], properties: ['harbor-view-inn'], people: true, discoveries: ['9b1c'] },
    });
  });

  it('"all" after a part is that part\'s all; alone it is every part', () => {
    expect(parse('access grant reports all')).toEqual({ kind: 'access', action: 'grant', change: { reports: 'all' } });
    expect(parse('access grant properties all discoveries all')).toEqual({
      kind: 'access',
      action: 'grant',
      change: { properties: 'all', discoveries: 'all' },
    });
    expect(parse('access grant all')).toEqual({ kind: 'access', action: 'grant', change: { all: true } });
    expect(parse('access revoke all')).toEqual({ kind: 'access', action: 'revoke', change: { all: true } });
  });

  it('"all" after a part that already names some is every part, the named ones kept', () => {
    expect(parse('access grant reports bookings all')).toEqual({ kind: 'access', action: 'grant', change: { reports: ['bookings'], all: true } });
    expect(parse('access grant reports all all')).toEqual({ kind: 'access', action: 'grant', change: { reports: 'all', all: true } });
  });

  it('a part named with nothing after it is refused even when another part came first', () => {
    expect(failure('access grant people reports')).toMatchObject({ code: 'missing_report', message: 'Name the reports to grant, or "all".' });
    expect(failure('access revoke properties harbor-view-inn discoveries')).toMatchObject({
      code: 'missing_report',
      message: 'Name the discoveries to revoke, or "all".',
    });
  });

  it('revoke and reset', () => {
    expect(parse('access revoke people')).toEqual({ kind: 'access', action: 'revoke', change: { people: true } });
    expect(parse('access revoke reports planners')).toEqual({ kind: 'access', action: 'revoke', change: { reports: ['planners'] } });
    expect(parse('access revoke properties harbor-view-inn')).toEqual({
      kind: 'access',
      action: 'revoke',
      change: { properties: ['harbor-view-inn'] },
    });
    expect(parse('access reset')).toEqual({ kind: 'access', action: 'reset' });
  });

  it('refuse what they do not understand, in one sentence', () => {
    expect(failure('access constructor')).toEqual({
      code: 'unknown_word',
      message: 'I don\'t understand "constructor".',
      suggestion: 'Try "/report access", "/report access grant …", "/report access revoke …" or "/report access reset".',
    });
    expect(failure('access grant constructor').message).toBe('I don\'t understand "constructor".');
    expect(failure('access grant __proto__').message).toBe('I don\'t understand "__proto__".');
    expect(failure('access grant toString').message).toBe('I don\'t understand "toString".');
    expect(failure('access grant reports constructor')).toEqual({ code: 'unknown_report', message: '"constructor" is not a report.' });
    expect(failure('access grant reports referals')).toEqual({
      code: 'unknown_report',
      message: '"referals" is not a report.',
      suggestion: 'Did you mean "referrals"?',
    });
    expect(failure('access grant')).toMatchObject({ code: 'missing_report', message: 'Say what to grant.' });
    expect(failure('access revoke properties')).toMatchObject({ code: 'missing_report', message: 'Name the properties to revoke, or "all".' });
    expect(failure('access grant properties $harbor')).toMatchObject({ code: 'bad_id', message: '"$harbor" is not a property or discovery id.' });
    expect(failure('access reset now').message).toBe('I don\'t understand "now".');
    expect(failure('access grant reports all referrals').message).toBe('"reports all" already names every one; "referrals" is not needed.');
  });
});
