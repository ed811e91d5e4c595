/**
 * The forms read as typed commands, without any platform: the alert form's fields checked
 * one by one with the sentence landing on the field that is wrong (the value, the options),
 * a good one read by the one parser into the alert, its words and its next three checks; the
 * subscription form's Options field; and a report's options written back as the grammar's
 * words ("Subscribe to this" fills the form with them), read back to the same query.
 */
import { describe, expect, it } from 'vitest';
import { readAlertForm, readSubscriptionForm, type AlertFormValues } from '../../src/commands/index.js';
import { optionWords, parseCommand, type ReportQuery } from '../../src/query/index.js';
import { nextRunAt } from '../../jobs/subscriptions.js';

/** Saturday 2026-11-21, 10:00 UTC. */
const NOW = new Date('2026-11-21T10:00:00Z');
const ctx = { now: NOW, nextRunAt, currency: 'USD' };

const alertForm = (over: Partial<AlertFormValues> = {}): AlertFormValues => ({
  figure: 'referrals revenue',
  condition: 'below',
  value: '$5,000',
  range: 'yesterday',
  options: null,
  cadence: 'weekday',
  day: null,
  time: '08:00',
  timeZone: 'Europe/Berlin',
  channelId: 'C0ALERT',
  ...over,
});

describe('the alert form', () => {
  it('reads as the typed alert command, with the alert in words and its next three checks', () => {
    expect(readAlertForm(alertForm(), ctx)).toEqual({
      ok: true,
      text: 'alert referrals revenue below $5,000 yesterday every weekday at 08:00 tz Europe/Berlin',
      described: 'revenue below $5,000 on Referrals · yesterday, checked every weekday at 08:00 (Europe/Berlin)',
      // Saturday: the next weekdays are Monday to Wednesday.
      nextChecks: [
        'Monday, Nov 23 at 08:00 (Europe/Berlin)',
        'Tuesday, Nov 24 at 08:00 (Europe/Berlin)',
        'Wednesday, Nov 25 at 08:00 (Europe/Berlin)',
      ],
    });
  });

  it('"moves by" is the grammar\'s changes-by, weekly on the day picked', () => {
    const read = readAlertForm(alertForm({ figure: 'signups signups', condition: 'changes-by', value: '20%', cadence: 'week', day: 'tuesday' }), ctx);
    expect(read).toMatchObject({
      ok: true,
      text: 'alert signups signups changes-by 20% yesterday every tuesday at 08:00 tz Europe/Berlin',
      nextChecks: ['Tuesday, Nov 24 at 08:00 (Europe/Berlin)', 'Tuesday, Dec 1 at 08:00 (Europe/Berlin)', 'Tuesday, Dec 8 at 08:00 (Europe/Berlin)'],
    });
  });

  it('says on the value field what is wrong with a value that is no number', () => {
    expect(readAlertForm(alertForm({ value: 'lots' }), ctx)).toEqual({
      ok: false,
      errors: { value: 'Give a number to compare with, like 5000, $5,000 or 20%.' },
    });
  });

  it("says on the value field, in the parser's words, a number that does not fit the figure", () => {
    expect(readAlertForm(alertForm({ value: '72%' }), ctx)).toEqual({
      ok: false,
      errors: {
        value:
          'Referral revenue is not a percentage, so "72%" does not fit it. Give referral revenue as a number, or use "changes-by 72%" for a change.',
      },
    });
  });

  it('blames the Options field for words the parser does not take there', () => {
    const read = readAlertForm(alertForm({ options: 'by nowhere' }), ctx);
    expect(read.ok).toBe(false);
    expect(Object.keys(read.ok ? {} : read.errors)).toEqual(['options']);
  });

  it('refuses a time, a zone and a channel that are missing or wrong, each on its field', () => {
    expect(readAlertForm(alertForm({ time: '25:00', timeZone: 'Mars/Olympus', channelId: null }), ctx)).toEqual({
      ok: false,
      errors: {
        time: 'Pick a time of day, like 08:00.',
        timeZone: 'That is not a time zone I know; use a name like Europe/Berlin or America/New_York.',
        channelId: 'Pick the channel to post in.',
      },
    });
  });

  it('cannot be talked into a second command through the value field', () => {
    // Spaces are dropped from a value: it is one word of the command, never several.
    expect(readAlertForm(alertForm({ value: '5000 every day' }), ctx)).toMatchObject({ ok: false, errors: { value: expect.any(String) } });
  });
});

describe('the subscription form', () => {
  const form = {
    report: 'referrals',
    range: 'last-month',
    cadence: 'week',
    day: 'monday',
    time: '09:00',
    timeZone: 'Europe/Berlin',
    channelId: 'C0SUB',
  };

  it('carries the Options field into the command', () => {
    expect(readSubscriptionForm({ ...form, options: 'by channel  vs last-year' }, { now: NOW, nextRunAt })).toMatchObject({
      ok: true,
      text: 'subscribe referrals last-month by channel vs last-year every monday at 09:00 tz Europe/Berlin',
    });
  });

  it('puts an error of the Options field on that field', () => {
    const read = readSubscriptionForm({ ...form, options: 'by nowhere' }, { now: NOW, nextRunAt });
    expect(read.ok).toBe(false);
    expect(Object.keys(read.ok ? {} : read.errors)).toEqual(['options']);
  });
});

describe("a report's options as the grammar's words", () => {
  const signups: ReportQuery = {
    report: 'signups',
    range: 'last-month',
    timeZone: 'UTC',
    weekStartsOn: 'Monday',
    grouping: 'Week',
    compare: 'last-year',
    properties: ['harbor-view-inn'],
    discoveries: [],
    top: 5,
  };
  const referrals: ReportQuery = {
    report: 'referrals',
    range: 'last-month',
    timeZone: 'UTC',
    weekStartsOn: 'Sunday',
    breakdown: 'channel',
    properties: [],
    discoveries: [],
    delay: 30,
  };

  it('say every option the query keeps', () => {
    expect(optionWords(signups)).toBe('by week property harbor-view-inn vs last-year week-starts monday top 5');
    expect(optionWords(referrals)).toBe('by channel delay 30');
  });

  it('are read back by the parser to the same query', () => {
    for (const query of [signups, referrals]) {
      const parsed = parseCommand(`${query.report} last-month ${optionWords(query)}`, { now: NOW, timeZone: 'UTC' });
      expect(parsed).toMatchObject({ kind: 'report', query });
    }
  });

  it('are empty for a query with none', () => {
    expect(optionWords({ report: 'digest', range: 'last-week', timeZone: 'UTC', weekStartsOn: 'Sunday', properties: [], discoveries: [] })).toBe('');
  });
});
