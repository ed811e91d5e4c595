import { describe, expect, it } from 'vitest';
import { alertActions, decodeActionValue, encodedActions, fitsButton } from '../../src/render/actions.js';
import { makeReport, QUERY } from './slack-fixtures.js';

const NOW = new Date('2026-11-21T10:00:00Z');
const Q = '{"report":"referrals","range":"last-month","timeZone":"UTC"}';
const STALE = { ok: false, message: 'That button is out of date or was changed. Run the command again.' };

describe('the size of a button value', () => {
  it('fits at exactly 2,000 characters', () => {
    expect(fitsButton('x'.repeat(2000))).toBe(true);
  });

  it('does not fit at 2,001 characters', () => {
    expect(fitsButton('x'.repeat(2001))).toBe(false);
  });
});

describe('encoded buttons of a report', () => {
  it('encodes every button of a report whose values fit', () => {
    expect(encodedActions(makeReport(), NOW).map(({ action, value }) => [action.id, value])).toEqual([
      ['refresh', `{"a":"refresh","q":${Q}}`],
      ['previous', '{"a":"previous","q":{"report":"referrals","range":"2026-09-01..2026-09-30","timeZone":"UTC"}}'],
      ['by_channel', '{"a":"by_channel","q":{"report":"referrals","range":"last-month","timeZone":"UTC","breakdown":"channel"}}'],
      ['by_geo', '{"a":"by_geo","q":{"report":"referrals","range":"last-month","timeZone":"UTC","breakdown":"geo"}}'],
    ]);
  });

  it('leaves out every button whose value would not fit, rather than break it', () => {
    const report = makeReport({ query: { ...QUERY, properties: ['p'.repeat(2000)] } });
    expect(encodedActions(report, NOW)).toEqual([]);
  });
});

describe('the buttons under an alert', () => {
  it('are Open report with the query, then Snooze 1 day and Snooze 1 week with the alert id', () => {
    expect(alertActions(QUERY, 'abc-123')).toEqual([
      { action: { id: 'open', label: 'Open report' }, value: `{"a":"open","q":${Q}}` },
      { action: { id: 'snooze_day', label: 'Snooze 1 day' }, value: '{"a":"snooze_day","s":"abc-123"}' },
      { action: { id: 'snooze_week', label: 'Snooze 1 week' }, value: '{"a":"snooze_week","s":"abc-123"}' },
    ]);
  });

  it('leave out the snooze buttons when the alert id would not fit a button', () => {
    expect(alertActions(QUERY, 'a'.repeat(2000))).toEqual([{ action: { id: 'open', label: 'Open report' }, value: `{"a":"open","q":${Q}}` }]);
  });
});

describe('decoding a click', () => {
  it('a snooze button gives the alert id in lower case and its days', () => {
    expect(decodeActionValue('{"a":"snooze_week","s":"ABC-123"}')).toEqual({
      ok: true,
      action: 'snooze_week',
      snooze: { alertId: 'abc-123', days: 7 },
    });
  });

  it('JSON that is not an object is refused without throwing', () => {
    for (const value of ['null', '5', '"reading"', 'true']) expect(decodeActionValue(value)).toEqual(STALE);
  });
});
