import type { AdvocacyOptout, DiscoveryOptout } from '../api/schemas.js';
import type { Breakdown, ReportQuery, ResolvedRange } from '../query/types.js';
import { countBreakdown, rankingOf, titleWithBreakdown } from './breakdown.js';
import { DEFAULT_TOP, Tally, baseReport, countTable, countTrend, fetchBoth, groupingOf, isEmptyPeriod, periodsOf, rankedTable } from './common.js';
import { defineMetrics, metric } from './figures.js';
import { breakdownInsights, unusualDays } from './insights.js';
import { propertyName } from '../query/names.js';
import { discoveryNames } from './planners.js';
import type { Report, ReportContext, ReportDefinition } from '../catalogue/types.js';

const TITLE = 'Opt-outs';

const FIGURES = defineMetrics({
  optouts: { label: 'All opt-outs', unit: 'count', better: 'down', means: 'Trip planner and advocacy opt-outs together; fewer is better.' },
  discoveryOptouts: { label: 'Trip planner opt-outs', unit: 'count', better: 'down', means: "People who left a discovery's list in the period." },
  advocacyOptouts: { label: 'Advocacy opt-outs', unit: 'count', better: 'down', means: "Leads who left a property's list in the period." },
});

interface OptoutFold {
  discovery: number;
  advocacy: number;
  discoveryPerDay: Tally;
  advocacyPerDay: Tally;
  byDiscovery: Tally;
  byProperty: Tally;
  /** Both kinds per day, for the trend. */
  perDay: Tally;
  names: Map<string, string>;
  discoveryNames: Set<string>;
}

/**
 * Which kinds of opt-out a query covers. A property filter narrows advocacy opt-outs only
 * (trip planner opt-outs belong to discoveries, not properties), and a discovery filter the
 * other way round; counting the other kind in full beside a filter would read as that
 * property's or discovery's figure. With both filters, or none, both kinds are covered.
 */
function kindsOf(query: ReportQuery): { discovery: boolean; advocacy: boolean } {
  const byProperty = query.properties.length > 0;
  const byDiscovery = query.discoveries.length > 0;
  return { discovery: byDiscovery || !byProperty, advocacy: byProperty || !byDiscovery };
}

async function fold(ctx: ReportContext, query: ReportQuery, range: ResolvedRange): Promise<OptoutFold> {
  const f: OptoutFold = {
    discovery: 0,
    advocacy: 0,
    discoveryPerDay: new Tally(),
    advocacyPerDay: new Tally(),
    byDiscovery: new Tally(),
    byProperty: new Tally(),
    perDay: new Tally(),
    names: new Map(),
    discoveryNames: new Set(),
  };
  const o = { signal: ctx.signal };
  const kinds = kindsOf(query);
  const discovery = (async () => {
    if (!kinds.discovery) return;
    for await (const page of ctx.api.discoveryOptouts({ start: range.start, end: range.end, discoveries: query.discoveries }, o)) {
      f.discovery = page.total;
      for (const r of page.records as DiscoveryOptout[]) {
        f.discoveryPerDay.add(r.optoutDate.slice(0, 10));
        f.perDay.add(r.optoutDate.slice(0, 10));
        f.byDiscovery.add(r.discoveryName);
        if (r.discoveryName) f.discoveryNames.add(r.discoveryName);
      }
    }
  })();
  const advocacy = (async () => {
    if (!kinds.advocacy) return;
    for await (const page of ctx.api.advocacyOptouts({ start: range.start, end: range.end, properties: query.properties }, o)) {
      f.advocacy = page.total;
      for (const r of page.records as AdvocacyOptout[]) {
        const property = propertyName(r.propertySlug, r.propertyId);
        f.advocacyPerDay.add(r.optoutDate.slice(0, 10));
        f.perDay.add(r.optoutDate.slice(0, 10));
        f.byProperty.add(property);
        f.names.set(r.propertyId.toLowerCase(), property);
        if (r.propertySlug) f.names.set(r.propertySlug.toLowerCase(), property);
      }
    }
  })();
  await Promise.all([discovery, advocacy]);
  return f;
}

async function run(query: ReportQuery, ctx: ReportContext): Promise<Report> {
  const periods = periodsOf(query, ctx.now, false);
  if (isEmptyPeriod(periods)) return baseReport(query, ctx, titleWithBreakdown(TITLE, query), periods);
  const { current, previous } = await fetchBoth(periods.period, periods.comparison, (r) => fold(ctx, query, r));
  const names = new Map([...current.names, ...discoveryNames(query, current.discoveryNames)]);
  const report = baseReport(query, ctx, titleWithBreakdown(TITLE, query), periods, names);
  const total = (f: OptoutFold) => f.discovery + f.advocacy;
  const kinds = kindsOf(query);
  // A kind the filters leave out has no figure, not a zero.
  const only = (covered: boolean, value: number | null) => (covered ? value : null);
  report.metrics = [
    metric(FIGURES.optouts, total(current), previous && total(previous)),
    metric(FIGURES.discoveryOptouts, only(kinds.discovery, current.discovery), only(kinds.discovery, previous?.discovery ?? null)),
    metric(FIGURES.advocacyOptouts, only(kinds.advocacy, current.advocacy), only(kinds.advocacy, previous?.advocacy ?? null)),
  ];
  if (!kinds.discovery) report.notes.push('Trip planner opt-outs belong to discoveries, not properties, so they are left out here.');
  if (!kinds.advocacy) report.notes.push('Advocacy opt-outs belong to properties, not discoveries, so they are left out here.');
  if (total(current) === 0) {
    report.emptyMessage = 'No opt-outs in this period.';
    return report;
  }
  const top = query.top ?? DEFAULT_TOP;
  const grouping = groupingOf(query, periods, false);
  report.series.push(countTrend('optoutsTrend', 'Opt-outs', grouping, periods, current.perDay, previous?.perDay ?? null));
  if (grouping.table) {
    const planners = grouping.table.counts(current.discoveryPerDay.entries());
    const advocacy = grouping.table.counts(current.advocacyPerDay.entries());
    const byPeriod = countTable(grouping, 'Opted out', 'All opt-outs', current.perDay);
    byPeriod.columns.push({ key: 'planners', label: 'Trip planners', unit: 'count' }, { key: 'advocacy', label: 'Advocacy', unit: 'count' });
    byPeriod.rows.forEach((row, i) => Object.assign(row, { planners: planners[i], advocacy: advocacy[i] }));
    report.tables.push(byPeriod);
  }
  const asked = query.breakdown && BREAKDOWNS[query.breakdown as keyof typeof BREAKDOWNS];
  if (asked) {
    // Asked for: the one kind of opt-out that has the field, ranked with its change, and charted.
    const before = previous ? asked.of(previous).entries() : null;
    const table = countBreakdown(asked.key, report.title, asked.label, asked.count, asked.of(current).entries(), before, top);
    report.tables.unshift(table);
    report.series.push(rankingOf(table, 'count', asked.count, 'count'));
    report.notes.push(asked.note);
  } else {
    if (current.discovery > 0) report.tables.push(rankedTable('byDiscovery', 'By discovery', 'Discovery', current.byDiscovery, top, 'Opt-outs'));
    if (current.advocacy > 0) report.tables.push(rankedTable('byProperty', 'By property', 'Property', current.byProperty, top, 'Opt-outs'));
  }
  // Advocacy opt-outs belong to properties and planner opt-outs to discoveries: only both
  // together add up to all opt-outs, so they are one breakdown here.
  const where = (f: OptoutFold) => {
    const all = new Tally();
    for (const [name, n] of [...f.byProperty.entries(), ...f.byDiscovery.entries()]) all.add(name, n);
    return all.entries();
  };
  report.insights.push(
    ...breakdownInsights(report.metrics[0], [
      { one: 'property or discovery', many: 'properties and discoveries', now: where(current), before: previous && where(previous) },
    ]),
    ...unusualDays(FIGURES.optouts, periods, current.perDay, previous?.perDay),
  );
  return report;
}

/** Advocacy opt-outs carry a property and trip planner opt-outs a discovery: each breakdown is of one kind. */
const BREAKDOWNS = {
  property: {
    key: 'byProperty',
    label: 'Property',
    count: 'Advocacy opt-outs',
    of: (f: OptoutFold) => f.byProperty,
    note: 'By property: advocacy opt-outs only; trip planner opt-outs belong to discoveries.',
  },
  discovery: {
    key: 'byDiscovery',
    label: 'Discovery',
    count: 'Trip planner opt-outs',
    of: (f: OptoutFold) => f.byDiscovery,
    note: 'By discovery: trip planner opt-outs only; advocacy opt-outs belong to properties.',
  },
} as const satisfies Partial<Record<Breakdown, unknown>>;

export const optoutsReport: ReportDefinition = {
  kind: 'optouts',
  aliases: ['opt-outs', 'optout', 'opt-out', 'unsubscribes'],
  title: TITLE,
  titleFor: (query) => titleWithBreakdown(TITLE, query),
  subject: 'opt-outs have',
  blurb: 'planners and leads who opted out',
  defaultRange: 'last-week',
  lookAhead: false,
  options: ['breakdown', 'properties', 'discoveries', 'grouping', 'top'],
  breakdowns: ['property', 'discovery'],
  examples: ['/report optouts yesterday', '/report opt-outs last-4-weeks by week', '/report optouts last-month by property'],
  questions: ['how many people unsubscribed last month?', 'opt-outs this month vs last month', 'opt-outs by property last month'],
  metrics: Object.values(FIGURES),
  alerts: [{ word: 'optouts', metric: FIGURES.optouts.key }],
  run,
};
