import type { AdvocacyOptout, DiscoveryOptout } from '../api/schemas.js';
import type { Breakdown, ReportQuery, ResolvedRange } from '../query/types.js';
import { countBreakdown, rankingOf, reportTitle } from './breakdown.js';
import { DEFAULT_TOP, Tally, baseReport, countTable, countTrend, fetchBoth, groupingOf, labelled, periodsOf, rankedTable } from './common.js';
import { catalogueMetrics, metric } from './figures.js';
import { breakdownInsights, membersOf, unusualDays } from './insights.js';
import { propertyName } from '../query/names.js';
import { discoveryNames } from './planners.js';
import type { Report, ReportContext, ReportDefinition } from '../catalogue/types.js';
import { emptyWord, made, messageWord } from '../catalogue/words.js';
import { message } from '../messages/index.js';

const KIND = 'optouts';

/** The figures; their words are the catalogue's `metric.optouts.<key>`. */
const FIGURES = catalogueMetrics(KIND, {
  optouts: { unit: 'count', better: 'down' },
  discoveryOptouts: { unit: 'count', better: 'down' },
  advocacyOptouts: { unit: 'count', better: 'down' },
});

/** The overview's tables count both kinds: "Opt-outs", not the one kind a breakdown's `byProperty.count` names. */
const BOTH_KINDS = messageWord('column.optouts.count');

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
  const { current, previous } = await fetchBoth(periods.period, periods.comparison, (r) => fold(ctx, query, r));
  const names = new Map([...current.names, ...discoveryNames(query, current.discoveryNames)]);
  const report = baseReport(query, ctx, reportTitle(KIND, query), periods, names);
  const total = (f: OptoutFold) => f.discovery + f.advocacy;
  const kinds = kindsOf(query);
  // A kind the filters leave out has no figure, not a zero.
  const only = (covered: boolean, value: number | null) => (covered ? value : null);
  report.metrics = [
    metric(FIGURES.optouts, total(current), previous && total(previous)),
    metric(FIGURES.discoveryOptouts, only(kinds.discovery, current.discovery), only(kinds.discovery, previous?.discovery ?? null)),
    metric(FIGURES.advocacyOptouts, only(kinds.advocacy, current.advocacy), only(kinds.advocacy, previous?.advocacy ?? null)),
  ];
  if (!kinds.discovery) report.notes.push(message('note.optouts.noPlanners'));
  if (!kinds.advocacy) report.notes.push(message('note.optouts.noAdvocacy'));
  if (total(current) === 0) {
    report.emptyMessage = made(emptyWord(KIND));
    return report;
  }
  const top = query.top ?? DEFAULT_TOP;
  const grouping = groupingOf(query, periods, false);
  report.series.push(countTrend(KIND, 'optoutsTrend', grouping, periods, current.perDay, previous?.perDay ?? null));
  if (grouping.table) {
    const planners = grouping.table.counts(current.discoveryPerDay.entries());
    const advocacy = grouping.table.counts(current.advocacyPerDay.entries());
    const byPeriod = countTable(KIND, grouping, current.perDay);
    byPeriod.columns.push(
      ...labelled(KIND, byPeriod.key, [
        { key: 'planners', unit: 'count' },
        { key: 'advocacy', unit: 'count' },
      ]),
    );
    byPeriod.rows.forEach((row, i) => Object.assign(row, { planners: planners[i], advocacy: advocacy[i] }));
    report.tables.push(byPeriod);
  }
  const asked = query.breakdown && BREAKDOWNS[query.breakdown as keyof typeof BREAKDOWNS];
  if (asked) {
    // Asked for: the one kind of opt-out that has the field, ranked with its change, and charted.
    const before = previous ? asked.of(previous).entries() : null;
    const table = countBreakdown(KIND, asked.key, report.title, asked.of(current).entries(), before, top);
    report.tables.unshift(table);
    report.series.push(rankingOf(KIND, table, 'count', 'count'));
    report.notes.push(message(asked.note));
  } else {
    if (current.discovery > 0) report.tables.push(rankedTable(KIND, 'byDiscovery', current.byDiscovery, top, BOTH_KINDS));
    if (current.advocacy > 0) report.tables.push(rankedTable(KIND, 'byProperty', current.byProperty, top, BOTH_KINDS));
  }
  // Advocacy opt-outs belong to properties and planner opt-outs to discoveries: only both
  // together add up to all opt-outs, so they are one breakdown here.
  const where = (f: OptoutFold) => {
    const all = new Tally();
    for (const [name, n] of [...f.byProperty.entries(), ...f.byDiscovery.entries()]) all.add(name, n);
    return all.entries();
  };
  report.insights.push(
    ...breakdownInsights(report.metrics[0], [membersOf('place', where(current), previous && where(previous))]),
    ...unusualDays(FIGURES.optouts, periods, current.perDay, previous?.perDay),
  );
  return report;
}

/** Advocacy opt-outs carry a property and trip planner opt-outs a discovery: each breakdown is of one kind. */
const BREAKDOWNS = {
  property: { key: 'byProperty', of: (f: OptoutFold) => f.byProperty, note: 'note.optouts.byProperty' },
  discovery: { key: 'byDiscovery', of: (f: OptoutFold) => f.byDiscovery, note: 'note.optouts.byDiscovery' },
} as const satisfies Partial<Record<Breakdown, unknown>>;

/**
 * The people of a kind said leaving ("leads who unsubscribed", "planners opting out"): that kind's opt-outs, not the
 * signups or planners the people's own word names. (Not "unsubscribed leads" for every kind: a phrase ending in the
 * people's word lends its figure to the opt-outs wherever that word is said, "leads from coastal escapes" too.)
 */
function leaving(people: readonly string[]): string[] {
  const verbs = ['opted out', 'opting out', 'opt out', 'unsubscribed', 'unsubscribing', 'unsubscribe'];
  return people.flatMap((p) => verbs.flatMap((v) => [`${p} ${v}`, `${p} who ${v}`, `${p} that ${v}`]));
}

export const optoutsReport: ReportDefinition = {
  kind: 'optouts',
  aliases: ['opt-outs', 'optout', 'opt-out', 'unsubscribes'],
  title: reportTitle(KIND, { range: '' }),
  titleFor: (query) => reportTitle(KIND, query),
  subject: message('subject.optouts'),
  blurb: message('blurb.optouts'),
  defaultRange: 'last-week',
  lookAhead: false,
  options: ['breakdown', 'properties', 'discoveries', 'grouping', 'top'],
  breakdowns: ['property', 'discovery'],
  examples: ['/report optouts yesterday', '/report opt-outs last-4-weeks by week', '/report optouts last-month by property'],
  questions: ['how many people unsubscribed last month?', 'opt-outs this month vs last month', 'opt-outs by property last month'],
  words: {
    // "list attrition" is a mailing list's; "attrition" alone is a group block's (not-held.ts).
    report: ['opt out', 'unsubscribe', 'unsubscription', 'unsubscribed', 'opted out', 'churn', 'list attrition', 'subscriber attrition'],
    figures: {
      optouts: ['opt outs', 'optouts', 'unsubscribes', 'unsubscriptions', 'opt out rate'],
      discoveryOptouts: [
        'trip planner opt outs',
        'planner opt outs',
        'discovery opt outs',
        'unsubscribed planners',
        'unsubscribed planners',
        ...leaving(['planner', 'trip planner']),
      ],
      advocacyOptouts: ['advocacy opt outs', 'lead opt outs', ...leaving(['lead', 'member', 'advocate', 'subscriber'])],
    },
    verbs: [
      'opted out',
      'opting out',
      'opt out',
      'unsubscribed',
      'unsubscribe',
      'unsubscribing',
      // Not "left" alone: "rooms left", "left for a meeting".
      'left the list',
      'stop emailing',
      'stop sending',
      'stop getting',
      // "bailed on our emails".
      'bailed on',
      'bail on',
      'bailing on',
      'stop receiving',
      'dropped off the',
      'drop off the',
      'dropping off the',
      'stop mailing',
      'do not want to hear from us',
      'dont want to hear from us',
      'no longer want to hear from us',
      'left our list',
      'left the newsletter',
      'left us',
      'removed themselves',
      'removed themself',
      'removed from the list',
      'took themselves off',
      'take themselves off',
      'taken off the',
      'taken off our',
      'come off the',
      'came off the',
      'lost',
      'lose',
      'losing',
      // "lost the most subscribers": who is lost is the opt-outs', though "subscribers" alone are the signups'.
      ...['lost', 'lose', 'losing', 'loses'].flatMap((verb) =>
        ['', 'the most ', 'most ', 'more ', 'the fewest ', 'fewer ', 'any '].flatMap((how) =>
          ['subscriber', 'member', 'lead'].map((who) => `${verb} ${how}${who}`),
        ),
      ),
      'dropped off',
      'churned',
    ],
    dimensions: { property: ['property', 'hotel', 'resort', 'inn', 'place'], discovery: ['discovery', 'trip planner'] },
  },
  metrics: Object.values(FIGURES),
  alerts: [{ word: 'optouts', metric: FIGURES.optouts.key }],
  run,
};
