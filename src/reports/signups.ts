import type { Signup } from '../api/schemas.js';
import { COMING_FROM } from '../query/words.js';
import type { Breakdown, ReportQuery, ResolvedRange } from '../query/types.js';
import { DEFAULT_TOP, Tally, baseReport, countTable, countTrend, fetchBoth, groupingOf, periodsOf, privacyNotes, rankedTable } from './common.js';
import { catalogueMetrics, metric } from './figures.js';
import { breakdownInsights, dimension, unusualDays } from './insights.js';
import { propertyName } from '../query/names.js';
import { countBreakdown, placeName, rankingOf, reportTitle } from './breakdown.js';
import { message } from '../messages/index.js';
import type { Report, ReportContext, ReportDefinition } from '../catalogue/types.js';
import { emptyWord, made } from '../catalogue/words.js';

const KIND = 'signups';

/** The figures; their words are the catalogue's `metric.signups.<key>`. */
const FIGURES = catalogueMetrics(KIND, {
  signups: { unit: 'count', better: 'up' },
  signupsPerDay: { unit: 'count', better: 'up' },
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
  const { current, previous } = await fetchBoth(periods.period, periods.comparison, (r) => fold(ctx, query, r));
  const report = baseReport(query, ctx, reportTitle(KIND, query), periods, current.names);
  const { period, comparison } = periods;
  report.metrics = [
    metric(FIGURES.signups, current.total, previous?.total ?? null),
    metric(FIGURES.signupsPerDay, current.total / period.days, previous && comparison ? previous.total / comparison.days : null),
  ];
  report.notes.push(...privacyNotes(ctx, 'leads'));
  if (current.total === 0) {
    report.emptyMessage = made(emptyWord(KIND));
    return report;
  }
  const top = query.top ?? DEFAULT_TOP;
  const grouping = groupingOf(query, periods, false);
  report.series.push(countTrend(KIND, 'signupsTrend', grouping, periods, current.perDay, previous?.perDay ?? null));
  if (grouping.table) report.tables.push(countTable(KIND, grouping, current.perDay));
  const overview = [
    dimension('property', current.properties, previous?.properties),
    dimension('category', current.categories, previous?.categories),
    dimension('country', current.countries, previous?.countries),
  ];
  const asked = query.breakdown && BREAKDOWNS[query.breakdown as keyof typeof BREAKDOWNS];
  // The breakdown asked for is the report's one ranked table and chart, and what its insights speak of first.
  const first = asked ? dimension(asked.name, asked.of(current), previous && asked.of(previous)) : null;
  const dimensions = first ? [first, ...overview.filter((d) => d.one !== first.one)] : overview;
  if (asked) {
    const table = countBreakdown(KIND, asked.key, report.title, asked.of(current).entries(), first?.before ?? null, top);
    report.tables.unshift(table);
    report.series.push(rankingOf(KIND, table, 'count', 'count'));
  } else {
    report.tables.push(
      rankedTable(KIND, 'topProperties', current.properties, top),
      rankedTable(KIND, 'categories', current.categories, top),
      rankedTable(KIND, 'layerTypes', current.layers, top),
      rankedTable(KIND, 'countries', current.countries, top),
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
  country: { key: 'byCountry', name: 'country', of: (f: SignupFold) => f.countries },
  region: { key: 'byRegion', name: 'region', of: (f: SignupFold) => f.regions },
  city: { key: 'byCity', name: 'city', of: (f: SignupFold) => f.cities },
  property: { key: 'byProperty', name: 'property', of: (f: SignupFold) => f.properties },
  category: { key: 'byCategory', name: 'category', of: (f: SignupFold) => f.categories },
  layer: { key: 'byLayer', name: 'layer', of: (f: SignupFold) => f.layers },
} as const satisfies Partial<Record<Breakdown, unknown>>;

export const signupsReport: ReportDefinition = {
  kind: 'signups',
  aliases: ['signup', 'sign-ups', 'leads'],
  title: reportTitle(KIND, { range: '' }),
  titleFor: (query) => reportTitle(KIND, query),
  subject: message('subject.signups'),
  blurb: message('blurb.signups'),
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
  words: {
    report: [
      'advocacy',
      'advocacy lead',
      'lead',
      'new lead',
      'registration',
      'sign up layer',
      'advocate',
      'ambassador',
      'new member',
      'new subscriber',
      'lead gen',
      'lead generation',
      // What the list gained: its new members.
      'newsletter growth',
      'list growth',
      'email list growth',
      'subscriber growth',
      ...['list grow', 'list grew', 'list grown', 'list growing', 'newsletter grow', 'newsletter grew'],
      // A contest or a giveaway is entered through the sign-up forms.
      'contest entry',
      'contest signup',
      'contest sign ups',
      'giveaway entry',
      'sweepstakes entry',
    ],
    figures: {
      signups: ['signups', 'sign ups', 'new signups', 'new leads', 'leads', 'lead count', 'registrations'],
      // "signups per day" alone asks for them day by day; the average is asked as one.
      signupsPerDay: ['average signups per day', 'avg signups per day', 'average leads per day', 'average daily signups', 'daily signups rate'],
    },
    // "how many subscribers did we get": a verb's weight, so "lost subscribers" stays the opt-outs'.
    verbs: [
      ...['signed up', 'sign up', 'signing up', 'joined', 'join', 'joining', 'registered', 'subscribed', 'subscriber'],
      // Their e-mail given is a signup; asked for, it is a contact list (not-held.ts).
      ...['gave us their email', 'give us their email', 'given us their email', 'left their email', 'shared their email'],
    ],
    dimensions: {
      country: ['country', 'market', ...COMING_FROM],
      region: ['region', 'regional', 'state', 'province'],
      city: ['city', 'town', 'metro', 'metro area'],
      property: ['property', 'hotel', 'resort', 'inn'],
      category: ['category', 'lead category', 'kind of lead'],
      layer: ['layer', 'sign up layer', 'layer type', 'form', 'popup', 'pop up', 'sign up popup'],
    },
    // Kinds of place people name ("international leads", "out of state"): shown by country, or by state.
    members: {
      country: ['international', 'domestic', 'overseas', 'foreign', 'abroad', 'outside the us', 'from abroad'],
      region: ['out of state', 'in state'],
    },
  },
  metrics: Object.values(FIGURES),
  alerts: [{ word: 'signups', metric: FIGURES.signups.key }],
  run,
};
