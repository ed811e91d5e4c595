/**
 * Each reader's formats (issue 29, item 4): the same report in en-US, en-GB, de-DE, fr-FR and
 * ja-JP, its key figures written by hand as each locale writes them. ICU separates groups and
 * currency signs with no-break spaces in German and French (U+00A0, and U+202F, the narrow
 * one, between French digit groups), and puts thin spaces (U+2009) around a date range's dash
 * where both sides have a month: the strings below spell them out.
 */
import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/catalogue/types.js';
import { formatMoney, formatPercent, formatNumber, formatValue } from '../../src/render/format.js';
import { answer, formatRunTime, PLAIN_VOICE } from '../../src/commands/index.js';
import { localeFromPosix, localeWeekStart, readerLocale, withLocale } from '../../src/render/locale.js';
import { toSlackMessage } from '../../src/render/slack.js';
import { toTeamsCard } from '../../src/render/teams.js';
import { toText } from '../../src/render/text.js';
import { chartSpec } from '../../src/render/chart-configs.js';
import { reportCsv } from '../../src/render/csv.js';
import { channelTable, makeReport, metric, QUERY, REFERRAL_REVENUE } from './slack-fixtures.js';

/** Referral revenue $1,234.56 ▼ 7.1 % (worse), 12,345 transactions, 73.5 % conversion; October vs September 2026. */
function report(locale?: string): Report {
  return makeReport({
    metrics: [
      { ...REFERRAL_REVENUE, value: 1234.56, previous: 1329.5 },
      metric('transactions', 'Transactions', 'count', 'up', 12345, null, null),
      metric('conversion', 'Conversion', 'percent', 'up', 0.735, null, null),
    ],
    ...(locale ? { locale } : {}),
  });
}

interface Expected {
  money: string;
  count: string;
  percent: string;
  change: string;
  period: string;
  comparison: string;
}

const EXPECTED: Record<string, Expected> = {
  'en-US': {
    money: '$1,234.56',
    count: '12,345',
    percent: '73.5%',
    change: '▼ 7.1% (worse)',
    period: 'Last month · Oct 1–31, 2026',
    comparison: 'vs Sep 1–30, 2026',
  },
  'en-GB': {
    money: 'US$1,234.56',
    count: '12,345',
    percent: '73.5%',
    change: '▼ 7.1% (worse)',
    period: 'Last month · 1\u2009–\u200931 Oct 2026',
    comparison: 'vs 1\u2009–\u200930 Sept 2026',
  },
  'de-DE': {
    money: '1.234,56\u00a0$',
    count: '12.345',
    percent: '73,5\u00a0%',
    change: '▼ 7,1\u00a0% (worse)',
    period: 'Last month · 1.–31. Okt. 2026',
    comparison: 'vs 1.–30. Sept. 2026',
  },
  'fr-FR': {
    money: '1\u202f234,56\u00a0$US',
    count: '12\u202f345',
    percent: '73,5\u00a0%',
    change: '▼ 7,1\u00a0% (worse)',
    period: 'Last month · 1–31 oct. 2026',
    comparison: 'vs 1–30 sept. 2026',
  },
  'ja-JP': {
    money: '$1,234.56',
    count: '12,345',
    percent: '73.5%',
    change: '▼ 7.1% (worse)',
    period: 'Last month · 2026/10/01～2026/10/31',
    comparison: 'vs 2026/09/01～2026/09/30',
  },
};

describe('one report in five locales', () => {
  for (const [locale, x] of Object.entries(EXPECTED)) {
    it(`${locale}: Slack shows its money, count, percentage, change and dates`, () => {
      const message = toSlackMessage(report(locale), { actions: false });
      const fields = message.blocks.flatMap((b) => (b.type === 'section' && 'fields' in b && b.fields ? b.fields.map((f) => f.text) : []));
      expect(fields).toEqual([`*Referral revenue*\n${x.money}  ${x.change}`, `*Transactions*\n${x.count}`, `*Conversion*\n${x.percent}`]);
      const context = message.blocks.find((b) => b.type === 'context');
      expect(context).toEqual({ type: 'context', elements: [{ type: 'mrkdwn', text: `${x.period}  ·  ${x.comparison}`, verbatim: true }] });
      expect(message.text).toContain(`Referral revenue ${x.money} ${x.change}`);
    });

    it(`${locale}: Teams shows the same`, () => {
      const card = toTeamsCard(report(locale), { actions: false });
      const facts = card.body.find((e) => e.type === 'FactSet');
      expect(facts).toEqual({
        type: 'FactSet',
        facts: [
          { title: 'Referral revenue', value: `${x.money} ${x.change}` },
          { title: 'Transactions', value: x.count },
          { title: 'Conversion', value: x.percent },
        ],
      });
      expect(card.body[1]).toMatchObject({ type: 'TextBlock', text: `${x.period}  ·  ${x.comparison}` });
    });
  }

  it('no locale is en-US, byte for byte', () => {
    expect(toSlackMessage(report(), { actions: false })).toEqual(toSlackMessage(report('en-US'), { actions: false }));
    expect(toTeamsCard(report(), { actions: false })).toEqual(toTeamsCard(report('en-US'), { actions: false }));
  });

  it('the text the CLI prints writes its figures and dates in the locale too', () => {
    const text = toText(report('de-DE'));
    expect(text).toContain('Last month · 1.–31. Okt. 2026');
    expect(text).toContain('Referral revenue: 1.234,56\u00a0$  ▼ 7,1\u00a0% (worse)');
  });

  it('a table cell is in the locale (exact in Slack’s table, compact in a card), and the CSV stays machine-readable in every locale', () => {
    const table = channelTable(2);
    table.rows = [
      { name: 'Newsletter', revenue: 207200 },
      { name: 'Search', revenue: 1234.56 },
    ];
    const slack = toSlackMessage({ ...report('de-DE'), tables: [table] }, { actions: false });
    expect(JSON.stringify(slack)).toContain('{"type":"raw_number","value":207200,"text":"207.200,00\u00a0$"}');
    const withTable = toTeamsCard({ ...report('fr-FR'), tables: [table] }, { actions: false });
    expect(JSON.stringify(withTable)).toContain('207,2\u00a0k\u00a0$US');
    const csv = (r: Report) => reportCsv({ ...r, tables: [table] })?.text;
    expect(csv(report('de-DE'))).toBe(csv(report()));
    expect(csv(report('fr-FR'))).toContain('Newsletter,207200.00');
  });
});

describe('a digest in a locale', () => {
  it('writes every section in it: the sections are what a digest shows', () => {
    const digest = withLocale(
      makeReport({
        kind: 'digest',
        title: 'Weekly digest',
        query: { ...QUERY, report: 'digest', range: 'last-month' },
        metrics: [],
        sections: [report()],
      }),
      'de-DE',
    );
    const heading = '*Referrals*  ·  Last month · 1.–31. Okt. 2026  ·  vs 1.–30. Sept. 2026';
    const section = toSlackMessage(digest, { actions: false }).blocks.find((b) => b.type === 'section' && 'fields' in b);
    expect(section).toMatchObject({ text: { text: heading } });
    expect(section && 'fields' in section ? section.fields?.map((f) => f.text) : []).toEqual([
      '*Referral revenue*\n1.234,56\u00a0$  ▼ 7,1\u00a0% (worse)',
      '*Transactions*\n12.345',
      '*Conversion*\n73,5\u00a0%',
    ]);
    const facts = JSON.stringify(toTeamsCard(digest, { actions: false }));
    expect(facts).toContain('"value":"1.234,56\u00a0$ ▼ 7,1\u00a0% (worse)"');
  });
});

describe('a chart in a locale', () => {
  it('names its period and says its figures in the alt text as the reader writes them', () => {
    const series = {
      key: 'revenueTrend',
      kind: 'trend' as const,
      title: 'Referral revenue',
      labels: ['Oct 1', 'Oct 2'],
      datasets: [{ label: 'Referral revenue', unit: 'currency' as const, values: [1234.56, 100] }],
    };
    const spec = chartSpec(report('de-DE'), series);
    expect(spec.alt).toContain('1.234,56\u00a0$');
    expect(JSON.stringify(spec.config)).toContain('Last month · 1.–31. Okt. 2026');
  });
});

describe("a trend's and a per-period table's dates in a locale", () => {
  // Two weeks and a month's last days, labelled as the reports label them in English.
  const periods = [
    { start: '2026-11-22', end: '2026-11-28' },
    { start: '2026-11-29', end: '2026-12-05' },
    { start: '2026-12-06', end: '2026-12-06' },
  ];
  const english = ['Nov 22–28', 'Nov 29 – Dec 5', 'Sun Dec 6'];
  const dated = (locale?: string): Report =>
    withLocale(
      makeReport({
        series: [
          {
            key: 'signupsTrend',
            kind: 'trend',
            title: 'Signups per week',
            labels: english,
            datasets: [{ label: 'Signups', unit: 'count', values: [1, 2, 3] }],
            periods,
          },
        ],
        tables: [
          {
            key: 'byPeriod',
            title: 'By week',
            columns: [
              { key: 'name', label: 'Week' },
              { key: 'count', label: 'Signups', unit: 'count' },
            ],
            rows: english.map((name, i) => ({ name, count: i + 1 })),
            moreRows: 0,
            periods,
          },
        ],
      }),
      locale,
    );
  // By hand, from CLDR's date patterns: THIN is U+2009 around a range's dash.
  const THIN = '\u2009';
  const cases: [string, string[]][] = [
    ['en-US', english],
    ['en-GB', [`22${THIN}–${THIN}28 Nov`, `29 Nov${THIN}–${THIN}5 Dec`, 'Sun 6 Dec']],
    ['de-DE', ['22.–28. Nov.', `29. Nov.${THIN}–${THIN}5. Dez.`, 'So., 6. Dez.']],
    ['fr-FR', ['22–28 nov.', `29 nov.${THIN}–${THIN}5 déc.`, 'dim. 6 déc.']],
    ['ja-JP', ['11/22～11/28', '11/29～12/05', '12月6日(日)']],
  ];
  it.each(cases)('%s: the chart labels and the table rows', (locale, labels) => {
    const r = dated(locale);
    expect(r.series[0]!.labels).toEqual(labels);
    expect(r.tables[0]!.rows.map((row) => row.name)).toEqual(labels);
    // The figures are untouched.
    expect(r.tables[0]!.rows.map((row) => row.count)).toEqual([1, 2, 3]);
  });

  it('writes a whole month as the month', () => {
    const r = withLocale(
      makeReport({
        series: [
          {
            key: 't',
            kind: 'trend',
            title: 'Per month',
            labels: ['Oct 2026'],
            datasets: [{ label: 'x', unit: 'count', values: [1] }],
            periods: [{ start: '2026-10-01', end: '2026-10-31' }],
          },
        ],
      }),
      'de-DE',
    );
    expect(r.series[0]!.labels).toEqual(['Okt. 2026']);
  });

  it('leaves labels without their days as they are', () => {
    const r = withLocale(
      makeReport({
        series: [{ key: 't', kind: 'ranking', title: 'By channel', labels: ['email'], datasets: [{ label: 'x', unit: 'count', values: [1] }] }],
      }),
      'de-DE',
    );
    expect(r.series[0]!.labels).toEqual(['email']);
  });
});

describe("a subscription's run times in a locale", () => {
  // Monday 30 March 2026, 09:00 in Berlin (07:00 UTC, the day after the clocks went forward).
  const firing = new Date('2026-03-30T07:00:00Z');
  const now = new Date('2026-03-25T12:00:00Z');
  it.each([
    ['en-US', 'Monday, Mar 30 at 09:00 (Europe/Berlin)'],
    ['en-GB', 'Monday 30 Mar at 09:00 (Europe/Berlin)'],
    ['de-DE', 'Montag, 30. März at 09:00 (Europe/Berlin)'],
    ['fr-FR', 'lundi 30 mars at 09:00 (Europe/Berlin)'],
    ['ja-JP', '3月30日月曜日 at 09:00 (Europe/Berlin)'],
    ['xx-not-a-locale', 'Monday, Mar 30 at 09:00 (Europe/Berlin)'],
  ])('%s', (locale, expected) => {
    expect(formatRunTime(firing, 'Europe/Berlin', now, locale)).toBe(expected);
  });
});

describe('figures to the cent, in any locale', () => {
  it('money is written from whole cents: no binary fraction shows', () => {
    expect(formatMoney(0.1 + 0.2, 'USD', 'de-DE')).toBe('0,30\u00a0$');
    expect(formatMoney(12345678901234.56, 'EUR', 'de-DE')).toBe('12.345.678.901.234,56\u00a0€');
    expect(formatMoney(-1.005, 'USD', 'en-US')).toBe('-$1.01');
    expect(formatMoney(1234.56, 'EUR', 'fr-FR')).toBe('1\u202f234,56\u00a0€');
    expect(formatMoney(1234.56, 'JPY', 'ja-JP')).toBe('￥1,235');
  });

  it('percentages round half away from zero on the exact decimal, then take the locale', () => {
    expect(formatPercent(0.7515, 'de-DE')).toBe('75,2\u00a0%');
    expect(formatPercent(-0.1235, 'fr-FR')).toBe('-12,4\u00a0%');
    expect(formatNumber(1234.45, 'de-DE')).toBe('1.234,5');
    expect(formatValue(4.25, 'rating', 'USD', 'fr-FR')).toBe('4,3 / 5');
    expect(formatValue(12345, 'nights', 'USD', 'de-DE')).toBe('12.345 nights');
  });
});

describe('where a locale is read from', () => {
  it('LANG names a POSIX locale: de_DE.UTF-8 is de-DE; C and POSIX are none', () => {
    expect(localeFromPosix('de_DE.UTF-8')).toBe('de-DE');
    expect(localeFromPosix('fr_FR@euro')).toBe('fr-FR');
    expect(localeFromPosix('ja_JP')).toBe('ja-JP');
    expect(localeFromPosix('C.UTF-8')).toBeNull();
    expect(localeFromPosix('POSIX')).toBeNull();
    expect(localeFromPosix(undefined)).toBeNull();
  });

  it('a tag is taken canonical, and one Intl does not take falls back to en-US', () => {
    expect(readerLocale('de-de')).toBe('de-DE');
    expect(readerLocale('not a locale')).toBe('en-US');
    expect(readerLocale(undefined)).toBe('en-US');
  });
});

describe("the week's first day, where the reader lives", () => {
  it('is Monday in en-GB, de-DE and fr-FR, Sunday in en-US and ja-JP, and unknown without a locale', () => {
    expect(localeWeekStart('en-US')).toBe('Sunday');
    expect(localeWeekStart('en-GB')).toBe('Monday');
    expect(localeWeekStart('de-DE')).toBe('Monday');
    expect(localeWeekStart('fr-FR')).toBe('Monday');
    expect(localeWeekStart('ja-JP')).toBe('Sunday');
    expect(localeWeekStart(undefined)).toBeUndefined();
  });

  it('starts the weeks of a command read for a reader in de-DE, unless the command says week-starts', () => {
    const read = (text: string, locale?: string) => {
      const a = answer(
        text,
        { target: { platform: 'test' }, requester: { userId: 'U1', ...(locale ? { locale } : {}) }, voice: PLAIN_VOICE },
        { now: new Date('2026-11-21T10:00:00Z'), timeZone: 'UTC' },
      );
      return a.then.kind === 'report' ? a.then.query.weekStartsOn : null;
    };
    expect(read('referrals last-week', 'de-DE')).toBe('Monday');
    expect(read('referrals last-week', 'en-US')).toBe('Sunday');
    expect(read('referrals last-week')).toBe('Sunday');
    expect(read('referrals last-week week-starts sunday', 'de-DE')).toBe('Sunday');
    expect(read('referrals last-week week-starts saturday', 'en-GB')).toBe('Saturday');
  });
});
