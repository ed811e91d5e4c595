import type { Signup } from '../api/schemas.js';
import type { Breakdown, ReportQuery, ResolvedRange } from '../query/types.js';
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
import { countBreakdown, placeName, rankingOf, titleWithBreakdown } from './breakdown.js';
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
  /** `Maine, United States`, so that a region of one country is never added to another's. */
  regions: Tally;
  /** `Portland, Maine, United States`. */
  cities: Tally;
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
    regions: new Tally(),
    cities: new Tally(),
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
      f.regions.add(placeName(s.region, s.country));
      f.cities.add(placeName(s.city, s.region, s.country));
      f.names.set(s.propertyId.toLowerCase(), property);
      if (s.propertySlug) f.names.set(s.propertySlug.toLowerCase(), property);
    }
  }
  return f;
}

async function run(query: ReportQuery, ctx: ReportContext): Promise<Report> {
  const periods = periodsOf(query, ctx.now, false);
  if (isEmptyPeriod(periods)) return baseReport(query, ctx, titleWithBreakdown(TITLE, query), periods);
  const { current, previous } = await fetchBoth(periods.period, periods.comparison, (r) => fold(ctx, query, r));
  const report = baseReport(query, ctx, titleWithBreakdown(TITLE, query), periods, current.names);
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
  const overview = [
    dimension('property', 'properties', current.properties, previous?.properties),
    dimension('category', 'categories', current.categories, previous?.categories),
    dimension('country', 'countries', current.countries, previous?.countries),
  ];
  const asked = query.breakdown && BREAKDOWNS[query.breakdown as keyof typeof BREAKDOWNS];
  // The breakdown asked for is the report's one ranked table and chart, and what its insights speak of first.
  const first = asked ? dimension(asked.one, asked.many, asked.of(current), previous && asked.of(previous)) : null;
  const dimensions = first ? [first, ...overview.filter((d) => d.one !== first.one)] : overview;
  if (asked) {
    const table = countBreakdown(asked.key, report.title, asked.label, 'Signups', asked.of(current).entries(), first?.before ?? null, top);
    report.tables.unshift(table);
    report.series.push(rankingOf(table, 'count', 'Signups', 'count'));
  } else {
    report.tables.push(
      rankedTable('topProperties', 'Top properties', 'Property', current.properties, top, 'Signups'),
      rankedTable('categories', 'Categories', 'Category', current.categories, top, 'Signups'),
      rankedTable('layerTypes', 'Sign-up layers', 'Layer', current.layers, top, 'Signups'),
      rankedTable('countries', 'Countries', 'Country', current.countries, top, 'Signups'),
    );
  }
  report.insights.push(
    ...breakdownInsights(report.metrics[0], dimensions),
    ...unusualDays(FIGURES.signups, periods, current.perDay, previous?.perDay),
  );
  return report;
}

/** The fields a signup carries that the report breaks down by, and the tally of each. */
const BREAKDOWNS = {
  country: { key: 'byCountry', label: 'Country', one: 'country', many: 'countries', of: (f: SignupFold) => f.countries },
  region: { key: 'byRegion', label: 'Region', one: 'region', many: 'regions', of: (f: SignupFold) => f.regions },
  city: { key: 'byCity', label: 'City', one: 'city', many: 'cities', of: (f: SignupFold) => f.cities },
  property: { key: 'byProperty', label: 'Property', one: 'property', many: 'properties', of: (f: SignupFold) => f.properties },
  category: { key: 'byCategory', label: 'Category', one: 'category', many: 'categories', of: (f: SignupFold) => f.categories },
  layer: { key: 'byLayer', label: 'Sign-up layer', one: 'sign-up layer', many: 'sign-up layers', of: (f: SignupFold) => f.layers },
} as const satisfies Partial<Record<Breakdown, unknown>>;

export const signupsReport: ReportDefinition = {
  kind: 'signups',
  aliases: ['signup', 'sign-ups', 'leads'],
  title: TITLE,
  titleFor: (query) => titleWithBreakdown(TITLE, query),
  subject: 'signups have',
  blurb: 'advocacy leads who signed up',
  defaultRange: 'last-week',
  lookAhead: false,
  options: ['breakdown', 'properties', 'grouping', 'top'],
  breakdowns: ['country', 'region', 'city', 'property', 'category', 'layer'],
  examples: ['/report signups last-7-days', '/report leads last-month property grand-hotel', '/report signups last-week by country'],
  questions: [
    'how many new signups yesterday?',
    'signups between march 1 and march 31',
    'weekly signups for the last 3 months',
    'signups last month by region',
  ],
  metrics: Object.values(FIGURES),
  alerts: [{ word: 'signups', metric: FIGURES.signups.key }],
  run,
};
