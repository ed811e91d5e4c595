import { describe, expect, it } from 'vitest';
import { helpText, reportDefinition, type ReportKind } from '../../src/query/index.js';
import { parse } from './helpers.js';

/** The built-in reports, as README and help name them. */
const REPORT_KINDS = ['occupancy', 'bookings', 'referrals', 'signups', 'stories', 'planners', 'optouts', 'digest'];
const examplesOf = (report: string) => reportDefinition(report)!.examples;
/** A report's figure by key, as its definition gives it. */
const figure = (report: string, key: string) => reportDefinition(report)!.metrics.find((m) => m.key === key)!;

describe('help commands', () => {
  const table: [string, unknown][] = [
    ['', { kind: 'help' }],
    ['help', { kind: 'help' }],
    ['?', { kind: 'help' }],
    ['HELP.', { kind: 'help' }],
    ['help referrals', { kind: 'help', topic: 'referrals' }],
    ['help sponsor', { kind: 'help', topic: 'referrals' }],
    ['referrals help', { kind: 'help', topic: 'referrals' }],
    ['help discovery', { kind: 'help', topic: 'planners' }],
    ['help digest', { kind: 'help', topic: 'digest' }],
    ['help me please', { kind: 'help' }],
  ];
  it.each(table)('%j', (text, expected) => expect(parse(text)).toEqual(expected));
});

/** Every `/report …` command quoted in a help text, minus placeholders like `<id>`. */
function commandsIn(text: string): string[] {
  return [...text.matchAll(/`(\/report [^`]*)`/g)].map((m) => m[1]!).filter((c) => !c.includes('<'));
}

describe('helpText', () => {
  it('covers every report, ranges, options and subscriptions', () => {
    const text = helpText();
    for (const report of REPORT_KINDS) expect(text).toContain(`\`${report}\``);
    for (const word of ['last-7-days', 'next-4-weeks', 'q1 2026', '2026-03-01..2026-03-31', 'ytd', 'week-starts monday'])
      expect(text).toContain(word);
    for (const word of ['by channel', 'type condo', 'property <id or slug>', 'discovery <id>', 'vs last-year', 'no-compare', 'delay 15', 'top 10']) {
      expect(text).toContain(word);
    }
    for (const word of ['/report subscribe', 'every weekday', 'every month on last day', '/report subscriptions', '/report unsubscribe <id>']) {
      expect(text).toContain(word);
    }
    expect(text).not.toMatch(/[*_]{1}\w+[*_]{1}/);
  });

  it.each(REPORT_KINDS)('has a topic page for %s with its aliases and examples', (report) => {
    const text = helpText(report);
    expect(text.split('\n')[0]).toContain(`\`${report}\``);
    expect(examplesOf(report).length).toBeGreaterThan(0);
    for (const example of examplesOf(report)) expect(text).toContain(example);
  });

  it('mentions the aliases', () => {
    expect(helpText('referrals')).toContain('(also referral, sponsor)');
    expect(helpText('occupancy')).toContain('Default: next 4 weeks.');
    expect(helpText('bookings')).toContain('only past data');
  });

  it('every example command in the help parses', () => {
    const commands = [helpText(), ...REPORT_KINDS.map((r) => helpText(r))].flatMap(commandsIn);
    expect(commands.length).toBeGreaterThan(20);
    for (const command of commands) {
      const result = parse(command);
      expect(result.kind, `${command} -> ${JSON.stringify(result)}`).not.toBe('error');
    }
  });
});

describe('what the figures mean', () => {
  // The metric keys each report shows, as issue 11 lists them ("one definition per metric").
  const shown: [ReportKind, string[]][] = [
    ['occupancy', ['occupancy', 'adr', 'revpar', 'roomRevenue', 'bookedNights', 'availableNights', 'minRate', 'maxRate']],
    ['bookings', ['revenue', 'transactions', 'nights', 'avgRevenue', 'avgStay', 'minRevenue', 'maxRevenue']],
    ['referrals', ['referralRevenue', 'referralTransactions', 'influencedRevenue', 'influencedTransactions', 'avgReferralRevenue']],
    ['signups', ['signups', 'signupsPerDay']],
    ['stories', ['stories', 'avgRating']],
    ['planners', ['planners', 'bookedShare', 'reservations', 'reservationAmount']],
    ['optouts', ['optouts', 'discoveryOptouts', 'advocacyOptouts']],
  ];
  it.each(shown)('%s help defines each figure it shows', (report, keys) => {
    expect(reportDefinition(report)!.metrics.map((m) => m.key)).toEqual(keys);
    const text = helpText(report);
    const section = text.slice(text.indexOf('What the figures mean:'));
    expect(section.startsWith('What the figures mean:')).toBe(true);
    for (const key of keys) {
      const metric = figure(report, key);
      expect(section).toContain(`  ${metric.label}: ${metric.means}`);
    }
  });

  it("uses the hotel industry's definitions for occupancy, ADR and RevPAR", () => {
    const text = helpText('occupancy');
    expect(text).toContain('Occupancy: Nights booked \u00F7 nights available.');
    expect(text).toContain('ADR: Average daily rate = room revenue \u00F7 nights booked.');
    expect(text).toContain('RevPAR: Revenue per available room night = room revenue \u00F7 nights available = ADR \u00D7 occupancy.');
  });

  it('knows which way is better: opt-outs down, revenue and occupancy up, a stay length neither', () => {
    expect(['optouts', 'discoveryOptouts', 'advocacyOptouts'].map((k) => figure('optouts', k).better)).toEqual(['down', 'down', 'down']);
    expect(
      [figure('bookings', 'revenue'), figure('occupancy', 'occupancy'), figure('occupancy', 'revpar'), figure('signups', 'signups')].map(
        (m) => m.better,
      ),
    ).toEqual(['up', 'up', 'up', 'up']);
    expect(figure('bookings', 'avgStay').better).toBeNull();
    expect(['occupancy', 'adr', 'bookedNights'].map((k) => figure('occupancy', k).unit)).toEqual(['percent', 'currency', 'nights']);
  });
});

describe('help on periods', () => {
  it('says running periods are to date through yesterday, compared like for like, and today is not compared', () => {
    const text = helpText();
    expect(text).toContain('Periods still running (`this-month`, `ytd`, `mtd`, `qtd`, `wtd`) are reported to date, through yesterday');
    expect(text).toContain('(Nov 1\u201321 vs Oct 1\u201321)');
    expect(text).toContain('`today` is today so far and is not compared.');
    expect(text).toContain('`vs previous` (default; occupancy ahead: `vs last-year`)');
  });

  it('its by-week example is read as a weekly grouping (issue 11: it drew 28 daily bars)', () => {
    expect(examplesOf('optouts')).toContain('/report opt-outs last-4-weeks by week');
    expect(parse('opt-outs last-4-weeks by week')).toMatchObject({
      kind: 'report',
      query: { report: 'optouts', range: 'last-4-weeks', grouping: 'Week' },
    });
  });
});
