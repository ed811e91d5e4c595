import { describe, expect, it } from 'vitest';
import { helpText, type ParseResult } from '../../src/query/index.js';
import { failure, parse } from './helpers.js';

function alert(text: string, ctx = {}): Extract<ParseResult, { kind: 'alert' }> {
  const result = parse(text, ctx);
  if (result.kind !== 'alert') expect.fail(`expected an alert for ${JSON.stringify(text)}, got ${JSON.stringify(result)}`);
  return result;
}

describe('alert grammar', () => {
  it("reads below / above with money, thousands and plain numbers in the figure's unit", () => {
    const cases: [string, unknown][] = [
      ['alert referrals revenue below $5,000 last-week', { op: 'below', metric: 'revenue', value: 5000 }],
      ['alert referrals revenue below 5000 last-week', { op: 'below', metric: 'revenue', value: 5000 }],
      ['alert referrals revenue under 5k last-week', { op: 'below', metric: 'revenue', value: 5000 }],
      ['alert referrals revenue above $1,250,000', { op: 'above', metric: 'revenue', value: 1_250_000 }],
      ['alert referrals revenue above 2.5k', { op: 'above', metric: 'revenue', value: 2500 }],
      ['alert referrals transactions below 40', { op: 'below', metric: 'transactions', value: 40 }],
      // A percentage figure: 72% and 72 both mean 0.72.
      ['alert occupancy occupancy below 72% next 4 weeks', { op: 'below', metric: 'occupancy', value: 0.72 }],
      ['alert occupancy below 72', { op: 'below', metric: 'occupancy', value: 0.72 }],
      ['alert occupancy nights above 1,500', { op: 'above', metric: 'nights', value: 1500 }],
      ['alert signups below 40', { op: 'below', metric: 'signups', value: 40 }],
      ['alert bookings bookings above 100 last-week', { op: 'above', metric: 'bookings', value: 100 }],
    ];
    for (const [text, condition] of cases) expect(alert(text).condition, text).toEqual(condition);
  });

  it('reads changes-by as a fraction either way, with or without %', () => {
    expect(alert('alert signups signups changes-by 25% yesterday').condition).toEqual({ op: 'changes-by', metric: 'signups', fraction: 0.25 });
    expect(alert('alert referrals revenue changes by 20').condition).toEqual({ op: 'changes-by', metric: 'revenue', fraction: 0.2 });
  });

  it("is checked every weekday at 08:00 in the conversation's zone unless it says when", () => {
    const a = alert('alert referrals revenue below $5,000 last-week', { timeZone: 'Europe/Berlin' });
    expect(a.schedule).toEqual({ every: 'weekday', time: '08:00', timeZone: 'Europe/Berlin' });
    expect(a.query).toMatchObject({ report: 'referrals', range: 'last-week', timeZone: 'Europe/Berlin' });
    expect(alert('alert referrals revenue below 5000 every monday at 9am tz America/New_York').schedule).toEqual({
      every: 'week',
      day: 'Monday',
      time: '09:00',
      timeZone: 'America/New_York',
    });
    // No range typed on a weekday schedule: the day before each check, as a subscription.
    expect(alert('alert signups below 40').query.range).toBe('yesterday');
    expect(alert('alert referrals revenue below 5000 by channel last-month').query).toMatchObject({ breakdown: 'channel', range: 'last-month' });
  });

  it('refuses what does not fit, in one sentence naming the words of the report', () => {
    const foo = failure('alert referrals foo below 5000');
    expect(foo.message).toBe('I don\'t understand "foo": referrals has no metric "foo".');
    expect(foo.suggestion).toBe('Try revenue or transactions.');
    for (const word of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const e = failure(`alert referrals ${word} below 5000`);
      expect(e.code, word).toBe('unknown_word');
      expect(e.message, word).toMatch(/^I don't understand "/);
    }
    expect(failure('alert referrals revenue 5000').message).toBe('An alert needs a condition: "below", "above" or "changes-by".');
    expect(failure('alert referrals revenue below').message).toBe('"below" needs a value.');
    expect(failure('alert referrals revenue below 5000%').message).toBe('Referral revenue is not a percentage, so "5000%" does not fit it.');
    expect(failure('alert occupancy occupancy below $70').message).toBe('Occupancy is a percentage, so "$70" does not fit it.');
    expect(failure('alert occupancy occupancy above 120%').message).toBe('Occupancy cannot be more than 100%.');
    expect(failure('alert signups below $40').message).toBe('New signups is not an amount of money, so "$40" does not fit it.');
    expect(failure('alert referrals revenue changes-by $5').message).toBe('"changes-by" takes a percentage, not "$5".');
    expect(failure('alert referrals revenue changes-by 0%').code).toBe('bad_alert');
    expect(failure('alert referrals revenue below lots').message).toBe('"lots" is not a number.');
    expect(failure('alert digest below 5').message).toBe('digest has no single figure to alert on.');
    expect(failure('alert referrals revenue changes-by 20% no-compare').code).toBe('conflict');
    expect(failure('alert referals revenue below 5').suggestion).toBe('Did you mean "referrals"?');
  });

  it('reads every spelling of the condition, the millions and the edges of each unit', () => {
    expect(alert('alert referrals revenue change-by 20%').condition).toEqual({ op: 'changes-by', metric: 'revenue', fraction: 0.2 });
    // "changes" without "by" is no condition.
    expect(failure('alert referrals revenue changes 20%').message).toBe('An alert needs a condition: "below", "above" or "changes-by".');
    expect(alert('alert referrals revenue above 1.5m').condition).toEqual({ op: 'above', metric: 'revenue', value: 1_500_000 });
    // changes-by: more than 0% and at most 1000% (a tenfold change).
    expect(alert('alert referrals revenue changes-by 1000%').condition).toEqual({ op: 'changes-by', metric: 'revenue', fraction: 10 });
    expect(failure('alert referrals revenue changes-by 1001%')).toEqual({
      code: 'bad_alert',
      message: '"changes-by 1001%" must be more than 0% and at most 1000%.',
      suggestion: 'Try "changes-by 20%".',
    });
    // A percentage figure takes 100% itself.
    expect(alert('alert occupancy occupancy above 100%').condition).toEqual({ op: 'above', metric: 'occupancy', value: 1 });
    // A rating is 1 to 5 stars, both ends included, and never takes k or m, even where 0.004k would be 4.
    expect(alert('alert stories rating below 1').condition).toEqual({ op: 'below', metric: 'rating', value: 1 });
    expect(alert('alert stories rating above 5').condition).toEqual({ op: 'above', metric: 'rating', value: 5 });
    for (const typed of ['0.5', '5.5', '4k', '0.004k']) {
      expect(failure(`alert stories rating below ${typed}`), typed).toEqual({
        code: 'bad_alert',
        message: `Average review is from 1 to 5 stars, so "${typed}" does not fit it.`,
        suggestion: 'Try a value like "4.2".',
      });
    }
  });

  it('says which reports and figures there are when the command names none', () => {
    expect(failure('alert digest below 5').suggestion).toBe(
      'Alerts work with occupancy, bookings, referrals, signups, stories, planners or optouts.',
    );
    expect(failure('alert below 5000 referrals')).toEqual({
      code: 'bad_alert',
      message: 'Name the figure to watch before "below".',
      suggestion: 'referrals has revenue or transactions.',
    });
    expect(failure('alert referrals revenue below lots').suggestion).toBe('Try a number such as "5000", "5k" or "$5,000".');
    expect(failure('alert referrals revenue changes-by lots').suggestion).toBe('Try "changes-by 20%".');
  });

  it('lists with `alerts`; help names the alert words of each report', () => {
    expect(parse('alerts')).toEqual({ kind: 'alerts' });
    expect(parse('list alerts')).toEqual({ kind: 'alerts' });
    expect(parse('alerts foo').kind).toBe('error');
    expect(helpText()).toContain('`/report alert referrals revenue below $5,000 last-week`');
    expect(helpText('referrals')).toContain('Alert on: `revenue`, `transactions`');
    expect(helpText('digest')).not.toContain('Alert on');
  });
});

describe('alert words: lists, lower-cased labels, examples and the figure a report word names', () => {
  it('lists a one-figure report\'s figure alone, and three or more with commas and one "or"', () => {
    expect(failure('alert signups foo below 40')).toEqual({
      code: 'unknown_word',
      message: 'I don\'t understand "foo": signups has no metric "foo".',
      suggestion: 'Try signups.',
    });
    expect(failure('alert below 40 signups').suggestion).toBe('signups has signups.');
    expect(failure('alert occupancy foo below 50').suggestion).toBe('Try occupancy, nights, revenue, adr or revpar.');
  });

  it('names the figure in lower case in a suggestion, and offers 72% for a percentage', () => {
    expect(failure('alert referrals revenue below 5000%').suggestion).toBe(
      'Give referral revenue as a number, or use "changes-by 5000%" for a change.',
    );
    expect(failure('alert signups below $40').suggestion).toBe('Give new signups as a number, such as "40".');
    expect(failure('alert occupancy occupancy below $70').suggestion).toBe('Try a value like "72%".');
    expect(failure('alert occupancy occupancy above 120%').suggestion).toBe('Try a value like "72%".');
  });

  it('quotes both words of "changes by" when the value is missing', () => {
    expect(failure('alert referrals revenue changes by')).toEqual({
      code: 'bad_alert',
      message: '"changes by" needs a value.',
      suggestion: 'Try "/report alert referrals revenue below $5,000 last-week".',
    });
  });

  it('takes the word before the condition as the report too only when it names one and nothing else does', () => {
    expect(alert('alert occupancy above 80%').query.report).toBe('occupancy');
    expect(alert('alert occupancy above 80%').condition).toEqual({ op: 'above', metric: 'occupancy', value: 0.8 });
    // "revenue" is a word of bookings, so alone it names the report and the figure.
    expect(alert('alert revenue below 5000').query.report).toBe('bookings');
    // "foo" names no report: it is the figure only, and the command has no report.
    expect(failure('alert foo below 5')).toEqual({
      code: 'missing_report',
      message: 'Name a report: occupancy, bookings, referrals, signups, stories, planners, optouts or digest.',
      suggestion: 'Try "/report bookings last-week".',
    });
  });

  it('takes no-compare with below and above; only changes-by refuses it', () => {
    const a = alert('alert referrals revenue below 5000 no-compare');
    expect(a.query.compare).toBe('none');
    expect(a.condition).toEqual({ op: 'below', metric: 'revenue', value: 5000 });
    expect(failure('alert referrals revenue changes-by 20% no-compare')).toEqual({
      code: 'conflict',
      message: '"changes-by" compares with an earlier period, so it cannot go with "no-compare".',
      suggestion: 'Leave out "no-compare".',
    });
  });
});
