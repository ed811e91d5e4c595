import type { LookaheadReport } from '../api/schemas.js';
import type { ReportQuery, ResolvedRange } from '../query/index.js';
import { baseReport, fetchBoth, fromCents, groupLabel, metric, periodsOf, ratio, toCents } from './common.js';
import type { Report, ReportContext, ReportDefinition } from './types.js';

/** Look-ahead figures summed over every group of a range. */
interface Summary {
  available: number;
  booked: number;
  revenueCents: number;
  transactions: number;
  transactionNights: number;
  /** Sum of avgDailyRate × bookedNights, to weight the rate by nights sold. */
  rateWeighted: number;
  rateNights: number;
  minRate: number | null;
  maxRate: number | null;
  properties: number;
  rooms: number;
}

const minOf = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));
const maxOf = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));

export function summarise(r: LookaheadReport): Summary {
  const s: Summary = {
    available: 0, booked: 0, revenueCents: 0, transactions: 0, transactionNights: 0,
    rateWeighted: 0, rateNights: 0, minRate: null, maxRate: null,
    properties: r.totalProperties, rooms: r.totalRooms,
  };
  for (const g of r.data) {
    s.available += g.occupancy.availableBookNights;
    s.booked += g.occupancy.bookedNights;
    s.revenueCents += toCents(g.revenue.totalTransactionRevenue);
    s.transactions += g.revenue.totalTransactions;
    s.transactionNights += g.revenue.totalTransactionNights;
    if (g.dailyRate.avgDailyRate !== null && g.occupancy.bookedNights > 0) {
      s.rateWeighted += g.dailyRate.avgDailyRate * g.occupancy.bookedNights;
      s.rateNights += g.occupancy.bookedNights;
    }
    s.minRate = minOf(s.minRate, g.dailyRate.minDailyRate);
    s.maxRate = maxOf(s.maxRate, g.dailyRate.maxDailyRate);
  }
  return s;
}

/** Occupancy over the whole range is nights booked over nights available, not a mean of percentages. */
const occupancyOf = (s: Summary) => ratio(s.booked, s.available);
const adrOf = (s: Summary) => (s.rateNights > 0 ? Math.round((s.rateWeighted / s.rateNights) * 100) / 100 : null);
const revparOf = (s: Summary) => (s.available > 0 ? Math.round(s.revenueCents / s.available) / 100 : null);
const avgTransactionOf = (s: Summary) => (s.transactions > 0 ? Math.round(s.revenueCents / s.transactions) / 100 : null);
const avgStayOf = (s: Summary) => ratio(s.transactionNights, s.transactions);

async function run(query: ReportQuery, ctx: ReportContext): Promise<Report> {
  const periods = periodsOf(query, ctx.now);
  const params = (r: ResolvedRange) => ({
    start: r.start,
    end: r.end,
    grouping: query.grouping ?? 'Week',
    startWeekDay: query.weekStartsOn,
    type: query.propertyType,
  });
  const { current, previous } = await fetchBoth(periods.period, periods.comparison, (r) =>
    ctx.api.lodgingLookahead(params(r), { signal: ctx.signal }),
  );
  const report = baseReport(query, ctx, 'Occupancy', periods);
  const now = summarise(current);
  const before = previous && summarise(previous);

  // Most important first: a digest shows only the first few.
  report.metrics = [
    metric('occupancy', 'Occupancy', 'percent', occupancyOf(now), before && occupancyOf(before)),
    metric('adr', 'Average daily rate', 'currency', adrOf(now), before && adrOf(before)),
    metric('revpar', 'RevPAR', 'currency', revparOf(now), before && revparOf(before)),
    metric('revenue', 'Revenue on the books', 'currency', fromCents(now.revenueCents), before && fromCents(before.revenueCents)),
    metric('bookedNights', 'Nights booked', 'nights', now.booked, before?.booked ?? null),
    metric('avgTransactionRevenue', 'Average booking value', 'currency', avgTransactionOf(now), before && avgTransactionOf(before)),
    metric('avgStay', 'Average stay', 'nights', avgStayOf(now), before && avgStayOf(before)),
    metric('minRate', 'Lowest daily rate', 'currency', now.minRate, before?.minRate ?? null),
    metric('maxRate', 'Highest daily rate', 'currency', now.maxRate, before?.maxRate ?? null),
  ];
  if (now.available === 0) {
    report.emptyMessage = 'No lodging figures for this period.';
    return report;
  }

  const groups = current.data.map((g) => ({
    label: groupLabel(g.startDate, g.endDate),
    occupancy: ratio(g.occupancy.bookedNights, g.occupancy.availableBookNights),
    adr: g.dailyRate.avgDailyRate,
    revenue: g.revenue.totalTransactionRevenue,
    booked: g.occupancy.bookedNights,
  }));
  report.series.push({
    key: 'occupancyByGroup',
    title: 'Occupancy and average daily rate',
    labels: groups.map((g) => g.label),
    datasets: [
      { label: 'Occupancy', unit: 'percent', values: groups.map((g) => g.occupancy) },
      { label: 'Average daily rate', unit: 'currency', values: groups.map((g) => g.adr) },
    ],
  });
  report.tables.push({
    key: 'byGroup',
    title: 'By period',
    columns: [
      { key: 'name', label: 'Stay dates' },
      { key: 'occupancy', label: 'Occupancy', unit: 'percent' },
      { key: 'adr', label: 'ADR', unit: 'currency' },
      { key: 'revenue', label: 'Revenue', unit: 'currency' },
      { key: 'booked', label: 'Nights', unit: 'nights' },
    ],
    rows: groups.map((g) => ({ name: g.label, occupancy: g.occupancy, adr: g.adr, revenue: g.revenue, booked: g.booked })),
    moreRows: 0,
  });

  const ranked = groups.filter((g) => g.occupancy !== null).sort((a, b) => b.occupancy! - a.occupancy!);
  if (ranked.length > 1) {
    const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
    report.notes.push(
      `Busiest: ${ranked[0]!.label} at ${pct(ranked[0]!.occupancy!)}; slowest: ${ranked.at(-1)!.label} at ${pct(ranked.at(-1)!.occupancy!)}.`,
    );
  }
  report.notes.push(`Figures for ${now.properties} ${now.properties === 1 ? 'property' : 'properties'} with ${now.rooms} rooms.`);
  return report;
}

export const occupancyReport: ReportDefinition = { kind: 'occupancy', run };
