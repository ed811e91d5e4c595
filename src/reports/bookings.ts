import type { BookingsReport } from '../api/schemas.js';
import type { ReportQuery, ResolvedRange } from '../query/index.js';
import { baseReport, fetchBoth, fromCents, groupLabel, metric, periodsOf, ratio, toCents } from './common.js';
import type { Report, ReportContext, ReportDefinition } from './types.js';

interface Summary {
  transactions: number;
  nights: number;
  revenueCents: number;
  min: number | null;
  max: number | null;
}

export function summariseBookings(r: BookingsReport): Summary {
  const s: Summary = { transactions: 0, nights: 0, revenueCents: 0, min: null, max: null };
  for (const g of r.data) {
    s.transactions += g.revenue.totalTransactions;
    s.nights += g.revenue.totalTransactionNights;
    s.revenueCents += toCents(g.revenue.totalTransactionRevenue);
    // A group without transactions has no meaningful minimum, whatever the service fills in.
    if (g.revenue.totalTransactions > 0) {
      const { minTransactionRevenue: lo, maxTransactionRevenue: hi } = g.revenue;
      if (lo !== null) s.min = s.min === null ? lo : Math.min(s.min, lo);
      if (hi !== null) s.max = s.max === null ? hi : Math.max(s.max, hi);
    }
  }
  return s;
}

const average = (s: Summary) => (s.transactions > 0 ? Math.round(s.revenueCents / s.transactions) / 100 : null);

async function run(query: ReportQuery, ctx: ReportContext): Promise<Report> {
  const periods = periodsOf(query, ctx.now);
  const params = (r: ResolvedRange) => ({
    start: r.start,
    end: r.end,
    grouping: query.grouping ?? (periods.period.days > 62 ? 'Month' : periods.period.days > 14 ? 'Week' : 'Day'),
    startWeekDay: query.weekStartsOn,
    type: query.propertyType,
  });
  const { current, previous } = await fetchBoth(periods.period, periods.comparison, (r) =>
    ctx.api.lodgingBookings(params(r), { signal: ctx.signal }),
  );
  const report = baseReport(query, ctx, 'Bookings', periods);
  const now = summariseBookings(current);
  const before = previous && summariseBookings(previous);
  report.metrics = [
    metric('revenue', 'Revenue', 'currency', fromCents(now.revenueCents), before && fromCents(before.revenueCents)),
    metric('transactions', 'Bookings', 'count', now.transactions, before?.transactions ?? null),
    metric('nights', 'Nights', 'nights', now.nights, before?.nights ?? null),
    metric('avgRevenue', 'Average booking value', 'currency', average(now), before && average(before)),
    metric('minRevenue', 'Smallest booking', 'currency', now.min, before?.min ?? null),
    metric('maxRevenue', 'Largest booking', 'currency', now.max, before?.max ?? null),
    metric('avgStay', 'Average stay', 'nights', ratio(now.nights, now.transactions), before && ratio(before.nights, before.transactions)),
  ];
  if (now.transactions === 0) {
    report.emptyMessage = 'No bookings in this period.';
    return report;
  }
  const groups = current.data.map((g) => ({
    name: groupLabel(g.startDate, g.endDate),
    revenue: g.revenue.totalTransactionRevenue,
    transactions: g.revenue.totalTransactions,
    nights: g.revenue.totalTransactionNights,
    avgStay: g.stayLength.avgStayNights,
  }));
  report.series.push({
    key: 'revenueByGroup',
    title: 'Booking revenue',
    labels: groups.map((g) => g.name),
    datasets: [{ label: 'Revenue', unit: 'currency', values: groups.map((g) => g.revenue) }],
  });
  report.tables.push({
    key: 'byGroup',
    title: 'By period',
    columns: [
      { key: 'name', label: 'Booked' },
      { key: 'revenue', label: 'Revenue', unit: 'currency' },
      { key: 'transactions', label: 'Bookings', unit: 'count' },
      { key: 'nights', label: 'Nights', unit: 'nights' },
      { key: 'avgStay', label: 'Avg stay', unit: 'nights' },
    ],
    rows: groups,
    moreRows: 0,
  });
  report.notes.push(`Figures for ${current.totalProperties} ${current.totalProperties === 1 ? 'property' : 'properties'} with ${current.totalRooms} rooms.`);
  return report;
}

export const bookingsReport: ReportDefinition = { kind: 'bookings', run };
