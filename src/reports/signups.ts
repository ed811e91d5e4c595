import type { Signup } from '../api/schemas.js';
import type { ReportQuery, ResolvedRange } from '../query/types.js';
import {
  DEFAULT_TOP,
  Tally,
  baseReport,
  countTable,
  countTrend,
  fetchBoth,
  groupingOf,
  isEmptyPeriod,
  periodsOf,
  privacyNotes,
  rankedTable,
} from './common.js';
import { defineMetrics, metric } from './figures.js';
import { breakdownInsights, dimension, unusualDays } from './insights.js';
import { propertyName } from '../query/names.js';
import type { Report, ReportContext, ReportDefinition } from '../catalogue/types.js';

const TITLE = 'Signups';

const FIGURES = defineMetrics({
  signups: { label: 'New signups', unit: 'count', better: 'up', means: 'Advocacy leads who signed up in the period.' },
  signupsPerDay: { label: 'Signups per day', unit: 'count', better: 'up', means: 'New signups ÷ days in the period.' },
});

/** Everything the signups report needs, folded in page by page so memory stays flat. */
interface SignupFold {
  total: number;
  perDay: Tally;
  properties: Tally;
  categories: Tally;
  layers: Tally;
  countries: Tally;
  /** Lower-case property id and slug -> name, for the filter words. */
  names: Map<string, string>;
}

async function fold(ctx: ReportContext, query: ReportQuery, range: ResolvedRange): Promise<SignupFold> {
  const f: SignupFold = {
    total: 0,
    perDay: new Tally(),
    properties: new Tally(),
    categories: new Tally(),
    layers: new Tally(),
    countries: new Tally(),
    names: new Map(),
  };
  const pages = ctx.api.advocacySignups({ start: range.start, end: range.end, properties: query.properties }, { signal: ctx.signal });
  for await (const page of pages) {
    // The envelope's total is the service's own count; records are tallied as they come.
    f.total = page.total;
    for (const s of page.records as Signup[]) {
      const property = propertyName(s.propertySlug, s.propertyId);
      f.perDay.add(s.createDate.slice(0, 10));
      f.properties.add(property);
      f.categories.add(s.category);
      f.layers.add(s.layerType);
      f.countries.add(s.country);
      f.names.set(s.propertyId.toLowerCase(), property);
      if (s.propertySlug) f.names.set(s.propertySlug.toLowerCase(), property);
    }
  }
  return f;
}

async function run(query: ReportQuery, ctx: ReportContext): Promise<Report> {
  const periods = periodsOf(query, ctx.now, false);
  if (isEmptyPeriod(periods)) return baseReport(query, ctx, TITLE, periods);
  const { current, previous } = await fetchBoth(periods.period, periods.comparison, (r) => fold(ctx, query, r));
  const report = baseReport(query, ctx, TITLE, periods, current.names);
  const { period, comparison } = periods;
  report.metrics = [
    metric(FIGURES.signups, current.total, previous?.total ?? null),
    metric(FIGURES.signupsPerDay, current.total / period.days, previous && comparison ? previous.total / comparison.days : null),
  ];
  report.notes.push(...privacyNotes(ctx, 'leads'));
  if (current.total === 0) {
    report.emptyMessage = 'No signups in this period.';
    return report;
  }
  const top = query.top ?? DEFAULT_TOP;
  const grouping = groupingOf(query, periods, false);
  report.series.push(countTrend('signupsTrend', 'Signups', grouping, periods, current.perDay, previous?.perDay ?? null));
  if (grouping.table) report.tables.push(countTable(grouping, 'Signed up', 'Signups', current.perDay));
  report.tables.push(
    rankedTable('topProperties', 'Top properties', 'Property', current.properties, top, 'Signups'),
    rankedTable('categories', 'Categories', 'Category', current.categories, top, 'Signups'),
    rankedTable('layerTypes', 'Sign-up layers', 'Layer', current.layers, top, 'Signups'),
    rankedTable('countries', 'Countries', 'Country', current.countries, top, 'Signups'),
  );
  report.insights.push(
    ...breakdownInsights(report.metrics[0], [
      dimension('property', 'properties', current.properties, previous?.properties),
      dimension('category', 'categories', current.categories, previous?.categories),
      dimension('country', 'countries', current.countries, previous?.countries),
    ]),
    ...unusualDays(FIGURES.signups, periods, current.perDay, previous?.perDay),
  );
  return report;
}

export const signupsReport: ReportDefinition = {
  kind: 'signups',
  aliases: ['signup', 'sign-ups', 'leads'],
  title: TITLE,
  subject: 'signups have',
  blurb: 'advocacy leads who signed up',
  defaultRange: 'last-week',
  lookAhead: false,
  options: ['properties', 'grouping', 'top'],
  examples: ['/report signups last-7-days', '/report leads last-month property grand-hotel'],
  questions: ['how many new signups yesterday?', 'signups between march 1 and march 31', 'weekly signups for the last 3 months'],
  metrics: Object.values(FIGURES),
  alerts: [{ word: 'signups', metric: FIGURES.signups.key }],
  run,
};
