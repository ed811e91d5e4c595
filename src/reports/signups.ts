import type { Signup } from '../api/schemas.js';
import type { ReportQuery, ResolvedRange } from '../query/index.js';
import { DEFAULT_TOP, Tally, baseReport, fetchBoth, metric, perDaySeries, periodsOf, privacyNotes, rankedTable } from './common.js';
import { propertyName } from './names.js';
import type { Report, ReportContext, ReportDefinition } from './types.js';

/** Everything the signups report needs, folded in page by page so memory stays flat. */
interface SignupFold {
  total: number;
  perDay: Tally;
  properties: Tally;
  categories: Tally;
  layers: Tally;
  countries: Tally;
}

async function fold(ctx: ReportContext, query: ReportQuery, range: ResolvedRange): Promise<SignupFold> {
  const f: SignupFold = { total: 0, perDay: new Tally(), properties: new Tally(), categories: new Tally(), layers: new Tally(), countries: new Tally() };
  const pages = ctx.api.advocacySignups({ start: range.start, end: range.end, properties: query.properties }, { signal: ctx.signal });
  for await (const page of pages) {
    // The envelope's total is the service's own count; records are tallied as they come.
    f.total = page.total;
    for (const s of page.records as Signup[]) {
      f.perDay.add(s.createDate.slice(0, 10));
      f.properties.add(propertyName(s.propertySlug, s.propertyId));
      f.categories.add(s.category);
      f.layers.add(s.layerType);
      f.countries.add(s.country);
    }
  }
  return f;
}

async function run(query: ReportQuery, ctx: ReportContext): Promise<Report> {
  const periods = periodsOf(query, ctx.now);
  const { current, previous } = await fetchBoth(periods.period, periods.comparison, (r) => fold(ctx, query, r));
  const report = baseReport(query, ctx, 'Signups', periods);
  const days = periods.period.days;
  report.metrics = [
    metric('signups', 'New signups', 'count', current.total, previous?.total ?? null),
    metric('perDay', 'Per day', 'count', current.total / days, previous ? previous.total / (periods.comparison?.days ?? days) : null),
  ];
  report.notes = privacyNotes(ctx, 'leads');
  if (current.total === 0) {
    report.emptyMessage = 'No signups in this period.';
    return report;
  }
  const top = query.top ?? DEFAULT_TOP;
  report.tables.push(
    rankedTable('topProperties', 'Top properties', 'Property', current.properties, top, 'Signups'),
    rankedTable('categories', 'Categories', 'Category', current.categories, top, 'Signups'),
    rankedTable('layerTypes', 'Sign-up layers', 'Layer', current.layers, top, 'Signups'),
    rankedTable('countries', 'Countries', 'Country', current.countries, top, 'Signups'),
  );
  report.series.push(
    perDaySeries('signupsPerDay', 'Signups per day', periods.period, [
      { label: periods.period.label, tally: current.perDay },
      ...(previous && periods.comparison
        ? [{ label: periods.comparison.label, tally: previous.perDay, range: periods.comparison, comparison: true }]
        : []),
    ]),
  );
  return report;
}

export const signupsReport: ReportDefinition = { kind: 'signups', run };
