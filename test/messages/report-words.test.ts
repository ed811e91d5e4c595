/**
 * The reports' own words go through the message catalogue (issue 29, item 4): every built-in
 * report, made on the sandbox's data, shows only words the catalogue says by the ids its keys
 * name (src/catalogue/words.ts; the scheme is written out again here, by hand), and
 * `withLocale` says them again in a reader's language: German from a test's own catalogue
 * (the app's languages are a const), English for a language with no catalogue. The report
 * made once is never changed by it, as it may be shared between readers.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSampleReports, SAMPLE_NOW } from '../../scripts/sample-reports.js';
import type { Report } from '../../src/catalogue/types.js';
import { en } from '../../src/messages/en.js';
import { isMessageId, message, messageIds, messagesOf, type MessageCatalogue } from '../../src/messages/index.js';
import { withLocale } from '../../src/render/locale.js';
import { toText } from '../../src/render/text.js';

/** Every built-in report, overview and each breakdown, with settings that are not the defaults. */
const COMMANDS: Record<string, string> = {
  occupancy: 'occupancy next 4 weeks',
  'occupancy-weeks': 'occupancy next 3 months by week',
  'occupancy-by-type': 'occupancy by property type next 3 months by week',
  bookings: 'bookings last month',
  'bookings-by-type': 'bookings by property type last-quarter by week',
  referrals: 'referrals last-quarter by month',
  'referrals-days': 'referrals last week by day',
  'referrals-by-channel': 'referrals by channel last month',
  'referrals-by-geo': 'referrals by geo last month',
  'referrals-settings': 'referrals last month delay 30 week-starts monday',
  signups: 'signups last week',
  'signups-weeks': 'signups last-quarter by week',
  'signups-by-country': 'signups by country last month',
  'signups-by-region': 'signups by region last month',
  'signups-by-city': 'signups by city last month',
  'signups-by-property': 'signups by property last month',
  'signups-by-category': 'signups by category last month',
  'signups-by-layer': 'signups by layer last month',
  stories: 'stories last week top 3',
  'stories-by-property': 'stories by property last month',
  planners: 'planners last month',
  'planners-weeks': 'planners last-quarter by week',
  'planners-by-discovery': 'planners by discovery last month',
  optouts: 'optouts last-30-days',
  'optouts-weeks': 'optouts last-quarter by week',
  'optouts-by-property': 'optouts by property last month',
  'optouts-by-discovery': 'optouts by discovery last month',
  digest: 'digest',
  'digest-month': 'digest last month',
};

let reports: Record<string, Report>;
beforeAll(async () => {
  reports = await buildSampleReports(SAMPLE_NOW, COMMANDS);
}, 120_000);

/** A report and each of its digest sections. */
const allOf = (r: Report): Report[] => [r, ...r.sections.flatMap(allOf)];

/** The English of `id`, where the catalogue has it. */
const english = (id: string) => (isMessageId(id) ? message(id) : undefined);
/** The English of each of `ids` the catalogue has. */
const englishOf = (ids: string[]) => ids.map(english).filter((s): s is string => s !== undefined);

/** The catalogue's ids for each part, as the file header of src/messages/en/tables.ts names them. */
const columnIds = (kind: string, table: string, column: string) => [
  `column.${kind}.${table}.${column}`,
  `column.${kind}.${column}`,
  `column.${table}.${column}`,
  `column.${column}`,
];
const GRAINS = ['day', 'week', 'month'];
/** A trend's title: what it draws, ` per `, its grain. */
const trendTitles = (kind: string, key: string) => GRAINS.map((g) => `${english(`series.${kind}.${key}`)} per ${g}`);

describe('every built-in report on sandbox data', () => {
  it('shows only words the catalogue says by the ids of its keys', () => {
    let counted = 0;
    for (const [name, made] of Object.entries(reports)) {
      for (const r of allOf(made)) {
        const at = `${name} (${r.kind})`;
        for (const m of r.metrics) expect(m.label, `${at} metric ${m.key}`).toBe(english(`metric.${r.kind}.${m.key}`));
        for (const t of r.tables) {
          const titles = [r.title, english(`table.${r.kind}.${t.key}`), ...(t.key === 'byPeriod' ? ['By day', 'By week', 'By month'] : [])];
          expect(titles, `${at} table ${t.key}`).toContain(t.title);
          for (const c of t.columns) expect(englishOf(columnIds(r.kind, t.key, c.key)), `${at} ${t.key}.${c.key}`).toContain(c.label);
          counted += t.columns.length;
        }
        for (const s of r.series) {
          const titles = s.kind === 'trend' ? trendTitles(r.kind, s.key) : r.tables.filter((t) => t.key === s.key).map((t) => t.title);
          expect(titles, `${at} series ${s.key}`).toContain(s.title);
          for (const d of s.datasets) {
            const words = [s.title, ...englishOf([`dataset.${r.kind}.${s.key}`, `dataset.${r.kind}`])];
            // A dataset named by its dates (the period, the comparison, the books on a day) is not a word.
            if (!/\d/.test(d.label)) expect(words, `${at} dataset of ${s.key}`).toContain(d.label);
          }
        }
        if (r.emptyMessage !== null) expect(r.emptyMessage).toBe(english(`empty.${r.kind}`));
        counted += r.metrics.length + r.tables.length + r.series.length;
      }
    }
    // The sandbox's reports hold hundreds of words: the loop above read them.
    expect(counted).toBeGreaterThan(300);
  });

  it('are said again in German by a German catalogue, every word of them', () => {
    // A catalogue with every id, each said as its id in brackets: what is still English was not relabelled.
    const de: MessageCatalogue = Object.fromEntries(messageIds().map((id) => [id, `⟦${id}⟧`]));
    const say = messagesOf({ en, de });
    const marked = (s: string) => /^⟦[a-zA-Z0-9.]+⟧$/.test(s);
    for (const [name, made] of Object.entries(reports)) {
      for (const r of allOf(withLocale(made, 'de-DE', say))) {
        const at = `${name} (${r.kind})`;
        expect(r.title, at).toSatisfy(marked);
        for (const m of r.metrics) expect(m.label, `${at} ${m.key}`).toSatisfy(marked);
        for (const t of r.tables) {
          expect(t.title, `${at} ${t.key}`).toSatisfy(marked);
          for (const c of t.columns) expect(c.label, `${at} ${t.key}.${c.key}`).toSatisfy(marked);
        }
        for (const s of r.series) {
          expect(s.title, `${at} ${s.key}`).toSatisfy(marked);
          for (const d of s.datasets) if (!/\d/.test(d.label)) expect(d.label, `${at} ${s.key}`).toSatisfy(marked);
        }
        for (const setting of r.settings) expect(setting, at).toSatisfy(marked);
      }
    }
  });
});

describe('withLocale', () => {
  // A few words in German, written by hand; an id it leaves out is said in English.
  const de: MessageCatalogue = {
    'title.referrals': 'Empfehlungen',
    'title.byBreakdown': '{title} nach {breakdown}',
    'breakdown.channel': 'Kanal',
    'metric.referrals.referralRevenue': 'Empfehlungsumsatz',
    'table.referrals.topChannels': 'Top-Kanäle',
    'column.referrals.topChannels.name': 'Quelle / Medium',
    'column.change': 'Veränderung',
    'column.optouts.count': 'Abmeldungen',
    'column.optouts.byProperty.count': 'Advocacy-Abmeldungen',
    'report.byGrain': 'Nach {grain, select, day {Tag} week {Woche} other {Monat}}',
    'report.perGrain': '{what} pro {grain, select, day {Tag} week {Woche} other {Monat}}',
    'series.referrals.referralsTrend': 'Empfehlungsumsatz',
    'setting.attribution': 'Attributionsfenster {days} Tage',
    'range.period':
      '{rel, select, this {dieser} next {nächster} other {letzter}} {unit, select, week {Woche} month {Monat} quarter {Quartal} other {Jahr}}',
  };
  const say = messagesOf({ en, de });

  it('says a report’s words in the reader’s language, English where its catalogue has none', () => {
    const r = withLocale(reports['referrals-by-channel']!, 'de-DE', say);
    expect(r.title).toBe('Empfehlungen nach Kanal');
    // The period's name in German; its dates are written in the reader's conventions when rendered (localLabel).
    expect(r.period.label).toBe('Letzter Monat · Oct 1–31, 2026');
    expect(r.metrics.map((m) => m.label)).toEqual([
      'Empfehlungsumsatz',
      'Referral transactions',
      'Influenced revenue',
      'Influenced transactions',
      'Revenue per referral',
    ]);
    expect(r.tables.map((t) => t.title)).toEqual(['Top-Kanäle', 'Top sources']);
    expect(r.tables[0]!.columns.map((c) => c.label)).toEqual([
      'Quelle / Medium',
      'Referral revenue',
      'Transactions',
      'Influenced revenue',
      'Veränderung',
    ]);
    expect(r.tables[1]!.columns.map((c) => c.label)).toEqual(['Source', 'Referral revenue', 'Transactions', 'Influenced revenue', 'Veränderung']);
    // Last month (October) is drawn by day.
    expect(r.series.map((s) => s.title)).toEqual(['Empfehlungsumsatz pro Tag', 'Top-Kanäle']);
  });

  it('says the settings, the per-period table by week and the trend by day in German', () => {
    const r = withLocale(reports['referrals-settings']!, 'de-DE', say);
    expect(r.settings).toEqual(['Attributionsfenster 30 Tage', 'weeks start Monday']);
    expect(r.tables.map((t) => t.title)).toEqual(['Nach Woche']);
    expect(r.series[0]!.title).toBe('Empfehlungsumsatz pro Tag');
  });

  it('tells apart the words one key stands for: opt-outs by property in the overview and in its breakdown', () => {
    const overview = withLocale(reports.optouts!, 'de-DE', say).tables.find((t) => t.key === 'byProperty');
    const breakdown = withLocale(reports['optouts-by-property']!, 'de-DE', say).tables.find((t) => t.key === 'byProperty');
    expect(overview?.columns.map((c) => c.label)).toEqual(['Property', 'Abmeldungen', 'Share']);
    expect(breakdown?.columns.map((c) => c.label)).toEqual(['Property', 'Advocacy-Abmeldungen', 'Share', 'Veränderung']);
  });

  it('leaves the report it was given as it was made, for the next reader', () => {
    // Every test before this one relabelled these reports for German readers.
    const made = reports['referrals-by-channel']!;
    const before = JSON.stringify(made);
    withLocale(made, 'de-DE', say);
    expect(JSON.stringify(made)).toBe(before);
    expect(made.title).toBe('Referrals by channel');
    expect(made.metrics.map((m) => m.label)).toEqual([
      'Referral revenue',
      'Referral transactions',
      'Influenced revenue',
      'Influenced transactions',
      'Revenue per referral',
    ]);
    expect(made.tables[0]!.columns.map((c) => c.label)).toEqual([
      'Source / medium',
      'Referral revenue',
      'Transactions',
      'Influenced revenue',
      'Change',
    ]);
    expect(made.series.map((s) => s.title)).toEqual(['Referral revenue per day', 'Top channels']);
  });

  it('keeps English for a language with no catalogue, and a word the catalogue does not have', () => {
    for (const locale of ['ja-JP', 'fr-FR', 'en-GB']) {
      const r = withLocale(reports['referrals-by-channel']!, locale);
      expect(r.title).toBe('Referrals by channel');
      expect(r.metrics[0]!.label).toBe('Referral revenue');
      expect(r.tables[0]!.title).toBe('Top channels');
      expect(r.tables[0]!.columns.map((c) => c.label)).toEqual([
        'Source / medium',
        'Referral revenue',
        'Transactions',
        'Influenced revenue',
        'Change',
      ]);
    }
    // A plug-in's own words have no id: they stay as it made them.
    const plugIn: Report = {
      ...reports['referrals-by-channel']!,
      kind: 'widgets',
      title: 'Widgets',
      metrics: [{ ...reports['referrals-by-channel']!.metrics[0]!, key: 'widgets', label: 'Widgets sold' }],
    };
    const r = withLocale(plugIn, 'de-DE', say);
    expect(r.title).toBe('Widgets');
    expect(r.metrics[0]!.label).toBe('Widgets sold');
  });

  it('leaves the English rendering byte for byte as it was: en-US is the report as made', () => {
    const made = reports.referrals!;
    expect(withLocale(made, 'en-US', say)).toBe(made);
    expect(toText(withLocale(made, 'en-US'))).toBe(toText(made));
  });
});
