import type { AdvocacyOptout, DiscoveryOptout } from '../api/schemas.js';
import type { ReportQuery, ResolvedRange } from '../query/index.js';
import { DEFAULT_TOP, Tally, baseReport, fetchBoth, metric, perDaySeries, periodsOf, rankedTable } from './common.js';
import { propertyName } from './names.js';
import type { Report, ReportContext, ReportDefinition } from './types.js';

interface OptoutFold {
  discovery: number;
  advocacy: number;
  discoveryPerDay: Tally;
  advocacyPerDay: Tally;
  byDiscovery: Tally;
  byProperty: Tally;
}

async function fold(ctx: ReportContext, query: ReportQuery, range: ResolvedRange): Promise<OptoutFold> {
  const f: OptoutFold = { discovery: 0, advocacy: 0, discoveryPerDay: new Tally(), advocacyPerDay: new Tally(), byDiscovery: new Tally(), byProperty: new Tally() };
  const o = { signal: ctx.signal };
  const discovery = (async () => {
    for await (const page of ctx.api.discoveryOptouts({ start: range.start, end: range.end, discoveries: query.discoveries }, o)) {
      f.discovery = page.total;
      for (const r of page.records as DiscoveryOptout[]) {
        f.discoveryPerDay.add(r.optoutDate.slice(0, 10));
        f.byDiscovery.add(r.discoveryName);
      }
    }
  })();
  const advocacy = (async () => {
    for await (const page of ctx.api.advocacyOptouts({ start: range.start, end: range.end, properties: query.properties }, o)) {
      f.advocacy = page.total;
      for (const r of page.records as AdvocacyOptout[]) {
        f.advocacyPerDay.add(r.optoutDate.slice(0, 10));
        f.byProperty.add(propertyName(r.propertySlug, r.propertyId));
      }
    }
  })();
  await Promise.all([discovery, advocacy]);
  return f;
}

async function run(query: ReportQuery, ctx: ReportContext): Promise<Report> {
  const periods = periodsOf(query, ctx.now);
  const { current, previous } = await fetchBoth(periods.period, periods.comparison, (r) => fold(ctx, query, r));
  const report = baseReport(query, ctx, 'Opt-outs', periods);
  const total = (f: OptoutFold) => f.discovery + f.advocacy;
  report.metrics = [
    metric('optouts', 'All opt-outs', 'count', total(current), previous && total(previous)),
    metric('discoveryOptouts', 'Trip planner opt-outs', 'count', current.discovery, previous?.discovery ?? null),
    metric('advocacyOptouts', 'Advocacy opt-outs', 'count', current.advocacy, previous?.advocacy ?? null),
  ];
  if (total(current) === 0) {
    report.emptyMessage = 'No opt-outs in this period.';
    return report;
  }
  const top = query.top ?? DEFAULT_TOP;
  if (current.discovery > 0) report.tables.push(rankedTable('byDiscovery', 'By discovery', 'Discovery', current.byDiscovery, top, 'Opt-outs'));
  if (current.advocacy > 0) report.tables.push(rankedTable('byProperty', 'By property', 'Property', current.byProperty, top, 'Opt-outs'));
  report.series.push(
    perDaySeries('optoutsPerDay', 'Opt-outs per day', periods.period, [
      { label: 'Trip planners', tally: current.discoveryPerDay },
      { label: 'Advocacy', tally: current.advocacyPerDay },
    ]),
  );
  return report;
}

export const optoutsReport: ReportDefinition = { kind: 'optouts', run };
