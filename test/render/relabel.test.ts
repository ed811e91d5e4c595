/**
 * The parts of a report relabel.ts says again that the sandbox's reports in
 * test/messages/report-words.test.ts do not show: notes, settings that follow from the query's
 * delay, a breakdown by property type (its rows and its chart's labels are our words, a
 * ranking's are the service's names), insights, and the sentence of an empty period. The German
 * is a test's own catalogue, written by hand, so a word said again is told from one kept in
 * English; the English each part is made with is written out by hand too.
 */
import { describe, expect, it } from 'vitest';
import type { Insight, Report, Series, Table } from '../../src/catalogue/types.js';
import { en } from '../../src/messages/en.js';
import { messagesOf, type MessageCatalogue } from '../../src/messages/index.js';
import { relabelled } from '../../src/render/relabel.js';
import { makeReport, metric, QUERY, REFERRAL_REVENUE } from './slack-fixtures.js';

const de: MessageCatalogue = {
  'report.onTheBooks': 'Aufenthalte ab heute zeigen den aktuellen Buchungsstand.',
  'report.excludesRestricted': 'Ohne gesperrte {who, select, planners {Reiseplaner} leads {Interessenten} other {Gäste}}.',
  'report.excludesOptedOut': 'Ohne abgemeldete {who, select, planners {Reiseplaner} leads {Interessenten} other {Gäste}}.',
  'empty.referrals': 'Keine Empfehlungen in diesem Zeitraum.',
  'note.referrals.attribution': 'Die Zuordnung reicht {days} Tage zurück.',
  'setting.attribution': 'Attributionsfenster {days} Tage',
  'type.VacationRental': 'ferienwohnungen',
  'dimension.channel': '{count, plural, one {Kanal} other {Kanäle}}',
  'metric.referrals.referralRevenue': 'Empfehlungsumsatz',
};
const say = messagesOf({ en, de });
const german = (report: Report) => relabelled(report, 'de-DE', say);

describe('relabelled notes and settings', () => {
  it('says the fixed notes and the privacy notes for planners again', () => {
    const r = german(
      makeReport({
        notes: [
          'Stay dates from today on show what is on the books now; more bookings will come.',
          'Excludes privacy-restricted planners.',
          'Excludes planners who opted out.',
          'Excludes leads who opted out.',
        ],
      }),
    );
    expect(r.notes).toEqual([
      'Aufenthalte ab heute zeigen den aktuellen Buchungsstand.',
      'Ohne gesperrte Reiseplaner.',
      'Ohne abgemeldete Reiseplaner.',
      'Ohne abgemeldete Interessenten.',
    ]);
  });

  it('says the attribution note with the default delay when the query names none, and with the query’s own', () => {
    const byDefault = german(makeReport({ notes: ['Attribution looks back 15 days from each transaction.'] }));
    expect(byDefault.notes).toEqual(['Die Zuordnung reicht 15 Tage zurück.']);
    const own = german(makeReport({ query: { ...QUERY, delay: 30 }, notes: ['Attribution looks back 30 days from each transaction.'] }));
    expect(own.notes).toEqual(['Die Zuordnung reicht 30 Tage zurück.']);
  });

  it('says the attribution setting with the query’s delay', () => {
    const r = german(makeReport({ query: { ...QUERY, delay: 30 }, settings: ['attribution window 30 days', 'not compared'] }));
    expect(r.settings).toEqual(['Attributionsfenster 30 Tage', 'not compared']);
  });

  it('keeps a note of the service’s answers as it was made', () => {
    const r = german(makeReport({ notes: ['Figures for 1 property with 40 rooms.'] }));
    expect(r.notes).toEqual(['Figures for 1 property with 40 rooms.']);
  });
});

const TYPE_COLUMNS = [{ key: 'name', label: 'Type' }];
const table = (key: string, names: (string | null)[]): Table => ({
  key,
  title: 'Referrals',
  columns: TYPE_COLUMNS,
  rows: names.map((name) => ({ name })),
  moreRows: 0,
});
const ranking = (key: string, labels: string[]): Series => ({
  key,
  kind: 'ranking',
  title: 'Referrals',
  labels,
  datasets: [{ label: 'Referral revenue', unit: 'currency', values: labels.map(() => 1) }],
});

describe('relabelled property types', () => {
  it('says a breakdown by property type’s rows and chart labels again, and keeps a ranking’s names', () => {
    const r = german(
      makeReport({
        filters: ['Vacation rentals'],
        tables: [table('byPropertyType', ['Vacation rentals', null]), table('topChannels', ['Vacation rentals'])],
        series: [ranking('byPropertyType', ['Vacation rentals']), ranking('topChannels', ['Vacation rentals'])],
      }),
    );
    expect(r.filters).toEqual(['Ferienwohnungen']);
    // A row with no name reads as an empty one.
    expect(r.tables[0]!.rows).toEqual([{ name: 'Ferienwohnungen' }, { name: '' }]);
    // A channel may be named like a property type: it is the service's name, kept.
    expect(r.tables[1]!.rows).toEqual([{ name: 'Vacation rentals' }]);
    expect(r.series.map((s) => s.labels)).toEqual([['Ferienwohnungen'], ['Vacation rentals']]);
  });
});

describe('relabelled insights', () => {
  it('says a concentration’s metric, dimension and member, and an unusual day’s metric', () => {
    const insights: Insight[] = [
      { kind: 'concentration', metric: 'Referral revenue', dimension: 'channels', member: 'Vacation rentals', share: 0.6 },
      { kind: 'unusual', metric: 'Referral revenue', unit: 'currency', day: '2026-10-12', value: 900, usual: 300 },
    ];
    const r = german(makeReport({ insights }));
    expect(r.insights).toEqual([
      { kind: 'concentration', metric: 'Empfehlungsumsatz', dimension: 'Kanäle', member: 'Ferienwohnungen', share: 0.6 },
      { kind: 'unusual', metric: 'Empfehlungsumsatz', unit: 'currency', day: '2026-10-12', value: 900, usual: 300 },
    ]);
  });
});

describe('relabelled empty period and metrics', () => {
  it('says the sentence of a period with no data', () => {
    const none = german(makeReport({ emptyMessage: 'No referral or influenced transactions in this period.' }));
    expect(none.emptyMessage).toBe('Keine Empfehlungen in diesem Zeitraum.');
  });

  it('keeps a metric whose label does not change as the same object, and copies one that does', () => {
    const transactions = metric('referralTransactions', 'Referral transactions', 'count', 'up', 12, null, null);
    const made = makeReport({ metrics: [REFERRAL_REVENUE, transactions] });
    const r = german(made);
    expect(r.metrics[0]!.label).toBe('Empfehlungsumsatz');
    expect(made.metrics[0]!.label).toBe('Referral revenue');
    expect(r.metrics[1]).toBe(transactions);
  });
});
