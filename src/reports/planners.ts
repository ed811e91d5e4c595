import type { Planner } from '../api/schemas.js';
import type { ReportQuery, ResolvedRange } from '../query/types.js';
import { phraseList } from '../query/words.js';
import { DEFAULT_TOP, Tally, baseReport, countTable, countTrend, fetchBoth, groupingOf, periodsOf, privacyNotes, rankedTable } from './common.js';
import { countBreakdown, rankingOf, reportTitle } from './breakdown.js';
import { catalogueMetrics, fromCents, metric, moneyWords, ratio, toCents } from './figures.js';
import { breakdownInsights, dimension, unusualDays } from './insights.js';
import type { Report, ReportContext, ReportDefinition } from '../catalogue/types.js';
import { emptyWord, made } from '../catalogue/words.js';
import { message } from '../messages/index.js';

const KIND = 'planners';

/** The figures; their words are the catalogue's `metric.planners.<key>`. */
const FIGURES = catalogueMetrics(KIND, {
  planners: { unit: 'count', better: 'up' },
  bookedShare: { unit: 'percent', better: 'up' },
  reservations: { unit: 'count', better: 'up' },
  reservationAmount: { unit: 'currency', better: 'up' },
});

interface PlannerFold {
  total: number;
  booked: number;
  perDay: Tally;
  discoveries: Tally;
  languages: Tally;
  reservations: number;
  /** Reservation amounts in cents, per currency: amounts in other currencies are never added together. */
  amountCents: Map<string, number>;
  /** Discovery names seen; with one discovery asked for, its name. */
  discoveryNames: Set<string>;
}

async function fold(ctx: ReportContext, query: ReportQuery, range: ResolvedRange): Promise<PlannerFold> {
  const f: PlannerFold = {
    total: 0,
    booked: 0,
    perDay: new Tally(),
    discoveries: new Tally(),
    languages: new Tally(),
    reservations: 0,
    amountCents: new Map(),
    discoveryNames: new Set(),
  };
  const pages = ctx.api.discoveryPlanners(
    { start: range.start, end: range.end, discoveries: query.discoveries, includeReservations: true },
    { signal: ctx.signal },
  );
  for await (const page of pages) {
    f.total = page.total;
    for (const p of page.records as Planner[]) {
      if (p.isBooked) f.booked++;
      f.perDay.add(p.createDate.slice(0, 10));
      f.discoveries.add(p.discoveryName);
      if (p.discoveryName) f.discoveryNames.add(p.discoveryName);
      f.languages.add(p.languageCode?.toLowerCase());
      for (const r of p.reservations) {
        f.reservations++;
        const currency = r.currency.toUpperCase();
        f.amountCents.set(currency, (f.amountCents.get(currency) ?? 0) + toCents(r.amount));
      }
    }
  }
  return f;
}

/** Records carry a discovery's name but not its id: with one discovery asked for and one name seen, that is its name. */
export function discoveryNames(query: ReportQuery, seen: ReadonlySet<string>): Map<string, string> {
  const names = new Map<string, string>();
  if (query.discoveries.length === 1 && seen.size === 1) names.set(query.discoveries[0]!.toLowerCase(), [...seen][0]!);
  return names;
}

async function run(query: ReportQuery, ctx: ReportContext): Promise<Report> {
  const periods = periodsOf(query, ctx.now, false);
  const { current, previous } = await fetchBoth(periods.period, periods.comparison, (r) => fold(ctx, query, r));
  const report = baseReport(query, ctx, reportTitle(KIND, query), periods, discoveryNames(query, current.discoveryNames));
  const amount = (f: PlannerFold) => fromCents(f.amountCents.get(ctx.currency) ?? 0);
  report.metrics = [
    metric(FIGURES.planners, current.total, previous?.total ?? null),
    metric(FIGURES.bookedShare, ratio(current.booked, current.total), previous && ratio(previous.booked, previous.total)),
    metric(FIGURES.reservations, current.reservations, previous?.reservations ?? null),
    metric(FIGURES.reservationAmount, amount(current), previous && amount(previous)),
  ];
  report.notes.push(...privacyNotes(ctx, 'planners'));
  for (const [currency, cents] of current.amountCents) {
    if (currency !== ctx.currency)
      report.notes.push(message('note.planners.otherCurrency', { amount: moneyWords(fromCents(cents), currency), currency }));
  }
  if (current.total === 0) {
    report.emptyMessage = made(emptyWord(KIND));
    return report;
  }
  const top = query.top ?? DEFAULT_TOP;
  const grouping = groupingOf(query, periods, false);
  report.series.push(countTrend(KIND, 'plannersTrend', grouping, periods, current.perDay, previous?.perDay ?? null));
  if (grouping.table) report.tables.push(countTable(KIND, grouping, current.perDay));
  if (query.breakdown === 'discovery') {
    // Asked for: every discovery ranked with its change, and charted.
    const before = previous ? previous.discoveries.entries() : null;
    const table = countBreakdown(KIND, 'byDiscovery', report.title, current.discoveries.entries(), before, top);
    report.tables.unshift(table);
    report.series.push(rankingOf(KIND, table, 'count', 'count'));
  } else {
    report.tables.push(rankedTable(KIND, 'byDiscovery', current.discoveries, top), rankedTable(KIND, 'languages', current.languages, top));
  }
  report.insights.push(
    ...breakdownInsights(report.metrics[0], [dimension('discovery', current.discoveries, previous?.discoveries)]),
    ...unusualDays(FIGURES.planners, periods, current.perDay, previous?.perDay),
  );
  return report;
}

export const plannersReport: ReportDefinition = {
  kind: 'planners',
  aliases: ['planner', 'discovery'],
  title: reportTitle(KIND, { range: '' }),
  titleFor: (query) => reportTitle(KIND, query),
  subject: message('subject.planners'),
  blurb: message('blurb.planners'),
  defaultRange: 'last-week',
  lookAhead: false,
  options: ['breakdown', 'discoveries', 'grouping', 'top'],
  breakdowns: ['discovery'],
  people: true,
  examples: ['/report planners last-week', '/report planners march discovery 3f2a9c1e', '/report planners last-week by discovery'],
  questions: ['how many trip planners started last week?', 'booked share of planners last month', 'trip planners by discovery last week'],
  words: {
    report: ['trip planner', 'trip plan', 'planning', 'itinerary', 'discovery', 'trip planning', 'trip board', 'saved trip', 'itinerary builder'],
    figures: {
      planners: ['planners', 'trip planners', 'new planners', 'planner starts', 'started planning'],
      bookedShare: [
        'booked share',
        'planner conversion',
        'planner conversion rate',
        'conversion',
        'conversion rate',
        'how many booked',
        'ended up booking',
        'went on to book',
        'share booked',
      ],
      reservations: phraseList(
        'planner reservations, trip planner reservations, reservations from planners, reservations from trip planners, planner bookings, trip planner bookings, bookings from planners',
      ),
      reservationAmount: ['reservation value', 'planner reservation value', 'planner revenue', 'value of reservations'],
    },
    // The service's only conversion is a planner's booking; people asking for one may mean their website's.
    vague: ['conversion', 'conversion rate'],
    verbs: [
      'planned',
      'started planning',
      'plan',
      'began to plan',
      'begin to plan',
      'started to plan',
      'start to plan',
      'began planning',
      'begin planning',
      // "how many people built a trip", "built itineraries".
      ...['built', 'build', 'building'].flatMap((verb) =>
        ['a trip', 'trips', 'an itinerary', 'itineraries', 'a plan', 'plans', 'their trip'].map((what) => `${verb} ${what}`),
      ),
    ],
    dimensions: { discovery: ['discovery', 'trip planning experience', 'experience', 'trip planner'] },
  },
  metrics: Object.values(FIGURES),
  alerts: [
    { word: 'planners', metric: FIGURES.planners.key },
    { word: 'reservations', metric: FIGURES.reservations.key },
  ],
  run,
};
