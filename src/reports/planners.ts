import type { Planner } from '../api/schemas.js';
import type { ReportQuery, ResolvedRange } from '../query/index.js';
import {
  DEFAULT_TOP,
  Tally,
  baseReport,
  fetchBoth,
  fromCents,
  metric,
  perDaySeries,
  periodsOf,
  privacyNotes,
  rankedTable,
  ratio,
  toCents,
} from './common.js';
import type { Report, ReportContext, ReportDefinition } from './types.js';

interface PlannerFold {
  total: number;
  booked: number;
  perDay: Tally;
  discoveries: Tally;
  languages: Tally;
  reservations: number;
  /** Reservation amounts in cents, per currency: amounts in other currencies are never added together. */
  amountCents: Map<string, number>;
}

async function fold(ctx: ReportContext, query: ReportQuery, range: ResolvedRange): Promise<PlannerFold> {
  const f: PlannerFold = { total: 0, booked: 0, perDay: new Tally(), discoveries: new Tally(), languages: new Tally(), reservations: 0, amountCents: new Map() };
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

async function run(query: ReportQuery, ctx: ReportContext): Promise<Report> {
  const periods = periodsOf(query, ctx.now);
  const { current, previous } = await fetchBoth(periods.period, periods.comparison, (r) => fold(ctx, query, r));
  const report = baseReport(query, ctx, 'Trip planners', periods);
  const amount = (f: PlannerFold) => fromCents(f.amountCents.get(ctx.currency) ?? 0);
  report.metrics = [
    metric('planners', 'New planners', 'count', current.total, previous?.total ?? null),
    metric('bookedShare', 'Booked', 'percent', ratio(current.booked, current.total), previous && ratio(previous.booked, previous.total)),
    metric('reservations', 'Reservations', 'count', current.reservations, previous?.reservations ?? null),
    metric('reservationAmount', 'Reservation value', 'currency', amount(current), previous && amount(previous)),
  ];
  report.notes = privacyNotes(ctx, 'planners');
  for (const [currency, cents] of current.amountCents) {
    if (currency !== ctx.currency) report.notes.push(`Also ${fromCents(cents).toFixed(2)} ${currency} in reservations made in ${currency}.`);
  }
  if (current.total === 0) {
    report.emptyMessage = 'No new trip planners in this period.';
    return report;
  }
  const top = query.top ?? DEFAULT_TOP;
  report.tables.push(
    rankedTable('byDiscovery', 'By discovery', 'Discovery', current.discoveries, top, 'Planners'),
    rankedTable('languages', 'Languages', 'Language', current.languages, top, 'Planners'),
  );
  report.series.push(perDaySeries('plannersPerDay', 'New planners per day', periods.period, [{ label: 'Planners', tally: current.perDay }]));
  return report;
}

export const plannersReport: ReportDefinition = { kind: 'planners', run };
