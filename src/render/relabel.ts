/**
 * A made report's words said again in its reader's language (issue 29, item 4). A report is
 * made once, in the default locale, and may be shared between readers (a firing's report goes
 * to every channel that asked for it); each reader's copy is relabelled here, from the keys the
 * report carries (its kind and query, each metric's, table's, column's and chart's key) through
 * the message catalogue in the reader's locale. src/catalogue/words.ts says which message each
 * key names, and why a label no key's English matches is kept as it is.
 *
 * What is relabelled: the title, filters (a property type), settings, metric labels, table
 * titles, column labels and the rows of a breakdown by property type, chart titles and dataset
 * labels, insights' metric and breakdown words, the period's name, the empty period's sentence,
 * and the notes whose words follow from the report's keys. Notes made of the service's answers
 * (how many properties, a rate) and of other sentences (a section that failed) stay as made.
 */
import type { Insight, Report, Series, Table } from '../catalogue/types.js';
import {
  GRAIN_WORDS,
  capitalizedWord,
  columnWords,
  datasetWords,
  dimensionWords,
  emptyWord,
  messageWord,
  metricWord,
  propertyTypeWord,
  relabel,
  settingWord,
  tableWords,
  titleWord,
  trendWord,
  type Word,
} from '../catalogue/words.js';
import { message, type MessageId, type SayMessage } from '../messages/index.js';
import { parseCanonicalRange } from '../query/canonical.js';
import { rangeLabel } from '../query/labels.js';
import { PROPERTY_TYPES, WEEK_DAYS } from '../query/types.js';
import { DEFAULT_DELAY } from '../reports/common.js';

/** Notes that say the same whatever the figures: said again by id. */
const FIXED_NOTES: readonly MessageId[] = [
  'report.onTheBooks',
  'report.comparedBefore',
  'report.comparedLastYear',
  'note.occupancy.booksFailed',
  'note.optouts.noPlanners',
  'note.optouts.noAdvocacy',
  'note.optouts.byProperty',
  'note.optouts.byDiscovery',
  'note.byType.overlap',
  'note.byType.untyped',
];

/** A property type as a row or a filter reads it: `Condotels`. */
const TYPE_NAMES: readonly Word[] = PROPERTY_TYPES.map((t) => capitalizedWord(propertyTypeWord(t)));

/** The notes a report of `query` may carry whose words follow from its keys. */
function noteWords(report: Report): Word[] {
  const privacy = (['planners', 'leads', 'guests'] as const).flatMap((who) => [
    messageWord('report.excludesRestricted', { who }),
    messageWord('report.excludesOptedOut', { who }),
  ]);
  return [
    ...FIXED_NOTES.map((id) => messageWord(id)),
    ...privacy,
    messageWord('note.referrals.attribution', { days: String(report.query.delay ?? DEFAULT_DELAY) }),
  ];
}

/** The settings a report of `query` may show, whichever time zone was the default where it was made. */
function settingWords(report: Report): Word[] {
  const { query } = report;
  return [
    settingWord('attribution', query.delay ?? DEFAULT_DELAY),
    settingWord('notCompared'),
    ...WEEK_DAYS.map((day) => settingWord('weekStarts', day)),
    settingWord('timeZone', query.timeZone),
  ];
}

/**
 * `report` with its words said in `locale` through `say` (the app's catalogue unless a test
 * brings its own). Figures, rows and dates are the same objects; a part whose words do not
 * change is the same object too.
 */
export function relabelled(report: Report, locale: string, say: SayMessage = message): Report {
  const again = (label: string, candidates: readonly Word[]) => relabel(label, candidates, locale, say);
  const kind = report.kind;
  const title = titleWord(kind, report.query);
  const metricLabels = new Map(report.metrics.map((m) => [m.label, again(m.label, [metricWord(kind, m.key)])]));
  const dimensions = dimensionWords();

  const table = (t: Table): Table => ({
    ...t,
    title: again(t.title, tableWords(kind, t.key, title)),
    columns: t.columns.map((c) => ({ ...c, label: again(c.label, columnWords(kind, t.key, c.key)) })),
    // A breakdown by property type is of our own words, not of the service's names.
    ...(t.key === 'byPropertyType' ? { rows: t.rows.map((row) => ({ ...row, name: again(String(row.name ?? ''), TYPE_NAMES) })) } : {}),
  });

  const series = (s: Series): Series => {
    const titles = s.kind === 'trend' ? GRAIN_WORDS.map((g) => trendWord(kind, s.key, g)) : tableWords(kind, s.key, title);
    return {
      ...s,
      title: again(s.title, titles),
      ...(s.key === 'byPropertyType' ? { labels: s.labels.map((l) => again(l, TYPE_NAMES)) } : {}),
      // A comparison's dataset is named by its dates, which the renderers write.
      datasets: s.datasets.map((d) => (d.comparison ? d : { ...d, label: again(d.label, datasetWords(kind, s.key, titles)) })),
    };
  };

  const insight = (i: Insight): Insight => {
    const metricOf = (label: string) => metricLabels.get(label) ?? label;
    switch (i.kind) {
      case 'drivers': {
        const named = (c: { name: string; delta: number }) => ({ ...c, name: again(c.name, TYPE_NAMES) });
        return {
          ...i,
          metric: metricOf(i.metric),
          dimension: again(i.dimension, dimensions),
          drivers: i.drivers.map(named),
          against: i.against && named(i.against),
        };
      }
      case 'concentration':
        return { ...i, metric: metricOf(i.metric), dimension: again(i.dimension, dimensions), member: again(i.member, TYPE_NAMES) };
      case 'unusual':
        return { ...i, metric: metricOf(i.metric) };
      default:
        return i;
    }
  };

  const notes = noteWords(report);
  const settings = settingWords(report);
  const spec = parseCanonicalRange(report.query.range);
  const { period } = report;
  // The period's name (`Last month · Oct 1–31, 2026`); its dates are written in the reader's conventions by locale.ts.
  const periodName: Word[] = spec ? [(l, say) => rangeLabel(spec, period.start, period.end, period.status, l, say)] : [];
  return {
    ...report,
    title: again(report.title, [title]),
    period: { ...period, label: again(period.label, periodName) },
    filters: report.filters.map((f) => again(f, TYPE_NAMES)),
    settings: report.settings.map((s) => again(s, settings)),
    metrics: report.metrics.map((m) => {
      const label = metricLabels.get(m.label) ?? m.label;
      return label === m.label ? m : { ...m, label };
    }),
    tables: report.tables.map(table),
    series: report.series.map(series),
    insights: report.insights.map(insight),
    notes: report.notes.map((n) => again(n, notes)),
    emptyMessage: report.emptyMessage === null ? null : again(report.emptyMessage, [emptyWord(kind)]),
  };
}
