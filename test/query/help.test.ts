import { describe, expect, it } from 'vitest';
import { helpText, reportDefinition, type ReportKind } from '../../src/query/index.js';
import { registerReport, type ReportDefinition } from '../../src/reports/index.js';
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
    ['occupancy', ['occupancy', 'adr', 'revpar', 'roomRevenue', 'bookedNights', 'availableNights', 'minRate', 'maxRate', 'avgStay']],
    ['bookings', ['revenue', 'transactions', 'nights', 'avgRevenue', 'avgStay', 'minRevenue', 'maxRevenue', 'adrBooked']],
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

/** The `count` lines of `text` from the one that is exactly `first`. */
function linesFrom(text: string, first: string, count: number): string[] {
  const lines = text.split('\n');
  return lines.slice(lines.indexOf(first), lines.indexOf(first) + count);
}

describe('how help is laid out', () => {
  // The first line of the ranges help and its last: the block between them is help.ranges as written.
  const RANGES_FIRST = 'Ranges: `today`, `yesterday`, `this-week`, `last-week`, `next-week`, `this-month`, `last-month`, `next-month`,';
  const RANGES_LAST = 'compared with the same stay dates last year); other reports have only past data.';

  it('the overview puts one blank line before each section, and ends with where to read more', () => {
    const text = helpText();
    expect(linesFrom(text, 'I say how I read a question, and every figure comes from the reporting service.', 5)).toEqual([
      'I say how I read a question, and every figure comes from the reporting service.',
      '',
      'Or type a command: `/report <report> [range] [options]`, in any order.',
      '',
      'Reports:',
    ]);
    // The digest is the last report listed; its second example is the one shown.
    expect(linesFrom(text, '  `digest`: a summary of everything, for a channel. Default: last week.', 4)).toEqual([
      '  `digest`: a summary of everything, for a channel. Default: last week.',
      '    e.g. `/report digest last-week week-starts monday`',
      '',
      RANGES_FIRST,
    ]);
    expect(linesFrom(text, RANGES_LAST, 3)).toEqual([RANGES_LAST, '', 'Options:']);
    expect(linesFrom(text, '  `tz Europe/Berlin`: compute dates in another time zone', 3)).toEqual([
      '  `tz Europe/Berlin`: compute dates in another time zone',
      '',
      'Subscriptions:',
    ]);
    expect(linesFrom(text, '  `/report subscriptions` lists them; `/report unsubscribe <id>` removes one.', 3)).toEqual([
      '  `/report subscriptions` lists them; `/report unsubscribe <id>` removes one.',
      '',
      'Alerts (a message only when a figure crosses a line; checked every weekday at 08:00 unless you say when):',
    ]);
    expect(text.endsWith('\n  goes back to the default.\n\nMore on one report: `/report help referrals`.')).toBe(true);
  });

  it('lists each report with its second example, the one that shows an option', () => {
    const text = helpText();
    expect(text).toContain(
      '  `referrals` (also referral, sponsor): transactions and revenue attributed to sponsor referrals. Default: last month.\n' +
        '    e.g. `/report sponsor q1 by geo top 10 delay 30`\n',
    );
  });

  it('a topic page: examples, own words, options (its breakdowns by name), figures, ranges, subscribing and alerting', () => {
    const lines = helpText('referrals').split('\n');
    expect(lines.slice(0, 22)).toEqual([
      '`referrals` (also referral, sponsor): transactions and revenue attributed to sponsor referrals. Default: last month.',
      'It has only past data.',
      '',
      'Examples:',
      '  `/report referrals last-month by channel`',
      '  `/report sponsor q1 by geo top 10 delay 30`',
      '',
      'Or ask in your own words:',
      '  • how did referrals do last month?',
      '  • which channel brought the most referral revenue in october?',
      '  • referral revenue year to date vs last year',
      '',
      'Options:',
      '  `by channel`, `by geo`: break the figures down by channel or location (country, region, city)',
      '  `delay 15`: days to look back when attributing a transaction',
      '  `by day`, `by week` or `by month`: the time grouping of the chart and the per-period table',
      '  `top 10`: how many rows a ranked list shows (1 to 25)',
      '  `vs previous` (default; occupancy ahead: `vs last-year`), `vs last-year` (or `yoy`), or `no-compare`',
      '  `week-starts monday`: the first day of the week',
      '  `tz Europe/Berlin`: compute dates in another time zone',
      '',
      'What the figures mean:',
    ]);
    // Five figures follow, then the ranges after a blank line.
    expect(lines.slice(27, 29)).toEqual(['', RANGES_FIRST]);
    expect(lines.slice(lines.indexOf(RANGES_LAST))).toEqual([
      RANGES_LAST,
      '',
      'Get it regularly: `/report subscribe referrals every monday at 9am`.',
      'Alert on: `revenue`, `transactions`, e.g. `/report alert referrals revenue below 100`.',
    ]);
  });

  it('a report with no other names, one example, no questions and no alerts says none of them', () => {
    const tides: ReportDefinition = {
      kind: 'tides',
      aliases: [],
      title: 'Tides',
      subject: 'tides have',
      blurb: 'high and low water at the harbour',
      defaultRange: 'last-week',
      lookAhead: false,
      options: ['grouping'],
      examples: ['/report tides last-month by week'],
      questions: [],
      metrics: [{ key: 'highWaters', label: 'High waters', unit: 'count', better: null, means: 'Times the tide was high.' }],
      run: () => Promise.reject(new Error('never run: help only reads the definition')),
    };
    const unregister = registerReport(tides);
    try {
      // Its only example, not the bare command; no "(also …)".
      expect(helpText()).toContain(
        '\n  `tides`: high and low water at the harbour. Default: last week.\n    e.g. `/report tides last-month by week`\n',
      );
      const lines = helpText('tides').split('\n');
      expect(lines.slice(0, 15)).toEqual([
        '`tides`: high and low water at the harbour. Default: last week.',
        'It has only past data.',
        '',
        'Examples:',
        '  `/report tides last-month by week`',
        '',
        'Options:',
        '  `by day`, `by week` or `by month`: the time grouping of the chart and the per-period table',
        '  `vs previous` (default; occupancy ahead: `vs last-year`), `vs last-year` (or `yoy`), or `no-compare`',
        '  `week-starts monday`: the first day of the week',
        '  `tz Europe/Berlin`: compute dates in another time zone',
        '',
        'What the figures mean:',
        '  High waters: Times the tide was high.',
        '',
      ]);
      // No alert line, not even an empty one: the page ends with how to subscribe.
      expect(lines.slice(lines.indexOf(RANGES_LAST))).toEqual([RANGES_LAST, '', 'Get it regularly: `/report subscribe tides every monday at 9am`.']);
    } finally {
      unregister();
    }
  });

  it('a report with no examples is listed with its bare command', () => {
    const moorings: ReportDefinition = {
      kind: 'moorings',
      aliases: [],
      title: 'Moorings',
      subject: 'moorings have',
      blurb: 'boats moored at the harbour',
      defaultRange: 'yesterday',
      lookAhead: false,
      options: [],
      examples: [],
      metrics: [],
      run: () => Promise.reject(new Error('never run: help only reads the definition')),
    };
    const unregister = registerReport(moorings);
    try {
      expect(helpText()).toContain('\n  `moorings`: boats moored at the harbour. Default: yesterday.\n    e.g. `/report moorings`\n');
    } finally {
      unregister();
    }
  });
});
