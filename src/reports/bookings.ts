import type { BookingsReport } from '../api/schemas.js';
import { todayIn } from '../query/calendar.js';
import { phraseList } from '../query/words.js';
import { PROPERTY_TYPES, type PropertyType, type ReportQuery, type ResolvedRange } from '../query/types.js';
import { rankingOf, reportTitle } from './breakdown.js';
import { askEveryType, oncePerType, PROPERTY_TYPE_WORDS, rankedBy, startTypeLookup, typeDrivers, typeTable, wantsTypeLookup } from './by-type.js';
import { baseReport, fetchBoth, groupingOf, periodTable, periodsOf, catalogueTrend, type Timelines } from './common.js';
import { catalogueMetrics, centsPer, fromCents, metric, ratio, toCents } from './figures.js';
import type { Timeline } from './timeline.js';
import type { Report, ReportContext, ReportDefinition } from '../catalogue/types.js';
import { message } from '../messages/index.js';
import { emptyWord, made } from '../catalogue/words.js';

const KIND = 'bookings';

/** The figures; their words are the catalogue's `metric.bookings.<key>`. */
const FIGURES = catalogueMetrics(KIND, {
  revenue: { unit: 'currency', better: 'up' },
  transactions: { unit: 'count', better: 'up' },
  nights: { unit: 'nights', better: 'up' },
  avgRevenue: { unit: 'currency', better: 'up' },
  avgStay: { unit: 'nights', better: null },
  minRevenue: { unit: 'currency', better: null },
  maxRevenue: { unit: 'currency', better: null },
  adrBooked: { unit: 'currency', better: 'up' },
});

/** Bookings made in a stretch of days; each group of the service is added in whole. */
interface Summary {
  transactions: number;
  nights: number;
  revenueCents: number;
  min: number | null;
  max: number | null;
}

const zero = (): Summary => ({ transactions: 0, nights: 0, revenueCents: 0, min: null, max: null });

function add(s: Summary, g: BookingsReport['data'][number]): void {
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

export function summariseBookings(r: BookingsReport): Summary {
  const s = zero();
  for (const g of r.data) add(s, g);
  return s;
}

/** The service's groups summed into a timeline's buckets, by the day each group starts. */
function perBucket(timeline: Timeline, r: BookingsReport): Summary[] {
  return timeline.fold(r.data, (g) => g.startDate, zero, add);
}

function trend(grouping: Timelines, periods: ReturnType<typeof periodsOf>, current: BookingsReport, previous: BookingsReport | null) {
  const revenue = (buckets: Summary[]) => buckets.map((b) => fromCents(b.revenueCents));
  const before = previous && grouping.previous ? revenue(perBucket(grouping.previous, previous)) : null;
  return catalogueTrend(KIND, 'revenueTrend', 'currency', grouping, periods, revenue(perBucket(grouping.current, current)), before);
}

async function run(query: ReportQuery, ctx: ReportContext): Promise<Report> {
  const periods = periodsOf(query, ctx.now, false);
  const grouping = groupingOf(query, periods, true);
  const params = (r: ResolvedRange) => ({
    start: r.start,
    end: r.end,
    grouping: grouping.grain,
    startWeekDay: query.weekStartsOn,
    type: query.propertyType,
  });
  const today = todayIn(ctx.now, query.timeZone);
  // Sent with the report's own requests: whether the drivers are said is known only from their answer.
  // The report's own request with a type: a `type` report of the same dates shares its answer.
  const byType = oncePerType((r: ResolvedRange, type: PropertyType) => ctx.api.lodgingBookings({ ...params(r), type }, { signal: ctx.signal }));
  // A top N ranks the property types, the one thing bookings are broken down by.
  const types = query.breakdown === 'property-type' || query.top !== undefined ? askEveryType(periods, byType) : null;
  const lookup = startTypeLookup(query, periods, today, async (r, type) => summariseBookings(await byType(r, type)).revenueCents);
  const { current, previous } = await fetchBoth(periods.period, periods.comparison, (r) =>
    ctx.api.lodgingBookings(params(r), { signal: ctx.signal }),
  );
  const report = baseReport(query, ctx, reportTitle(KIND, query), periods);
  const now = summariseBookings(current);
  const before = previous && summariseBookings(previous);
  report.metrics = [
    metric(FIGURES.revenue, fromCents(now.revenueCents), before && fromCents(before.revenueCents)),
    metric(FIGURES.transactions, now.transactions, before?.transactions ?? null),
    metric(FIGURES.nights, now.nights, before?.nights ?? null),
    metric(FIGURES.avgRevenue, centsPer(now.revenueCents, now.transactions), before && centsPer(before.revenueCents, before.transactions)),
    metric(FIGURES.avgStay, ratio(now.nights, now.transactions), before && ratio(before.nights, before.transactions)),
    metric(FIGURES.minRevenue, now.min, before?.min ?? null),
    metric(FIGURES.maxRevenue, now.max, before?.max ?? null),
    metric(FIGURES.adrBooked, centsPer(now.revenueCents, now.nights), before && centsPer(before.revenueCents, before.nights)),
  ];
  if (now.transactions === 0) {
    report.emptyMessage = made(emptyWord(KIND));
    return report;
  }
  if (lookup && wantsTypeLookup(query, periods, today, report.metrics[0])) {
    const found = await typeDrivers(report.metrics[0]!, { now: now.revenueCents, before: before!.revenueCents }, lookup, ctx.signal);
    if (found.insight) report.insights.push(found.insight);
    if (found.note) report.notes.push(found.note);
  }
  report.series.push(trend(grouping, periods, current, previous));
  if (types) {
    const found = typeTable(await types, {
      kind: KIND,
      key: 'byPropertyType',
      title: report.title,
      columns: rankedBy(
        [
          { key: 'revenue', unit: 'currency' },
          { key: 'transactions', unit: 'count' },
          { key: 'nights', unit: 'nights' },
        ],
        query.focus,
      ),
      figures: (answer) => {
        const s = summariseBookings(answer);
        return { revenue: fromCents(s.revenueCents), transactions: s.transactions, nights: s.nights };
      },
      part: (answer) => summariseBookings(answer).revenueCents,
      whole: now.revenueCents,
      share: true,
      top: query.top ?? PROPERTY_TYPES.length,
    });
    if (found.table) report.tables.unshift(found.table);
    if (found.table) report.series.push(rankingOf(KIND, found.table, 'revenue', 'currency'));
    if (found.note) report.notes.push(found.note);
  }
  if (grouping.table) {
    const rows = perBucket(grouping.table, current).map((b) => ({
      revenue: fromCents(b.revenueCents),
      transactions: b.transactions,
      nights: b.nights,
      avgStay: ratio(b.nights, b.transactions),
    }));
    report.tables.push(
      periodTable(
        KIND,
        grouping,
        [
          { key: 'revenue', unit: 'currency' },
          { key: 'transactions', unit: 'count' },
          { key: 'nights', unit: 'nights' },
          { key: 'avgStay', unit: 'nights' },
        ],
        rows,
      ),
    );
  }
  report.notes.push(
    message('report.figuresFor', { properties: String(current.totalProperties), count: current.totalProperties, rooms: String(current.totalRooms) }),
  );
  return report;
}

export const bookingsReport: ReportDefinition = {
  kind: 'bookings',
  aliases: ['booking', 'transactions', 'revenue'],
  title: reportTitle(KIND, { range: '' }),
  titleFor: (query) => reportTitle(KIND, query),
  subject: message('subject.bookings'),
  blurb: message('blurb.bookings'),
  defaultRange: 'last-week',
  lookAhead: false,
  aheadReport: 'occupancy',
  options: ['breakdown', 'propertyType', 'grouping', 'top'],
  breakdowns: ['property-type'],
  examples: ['/report bookings last-month', '/report revenue this-year by month type condo', '/report bookings last-month by property type'],
  questions: [
    'how many bookings did we get last week?',
    'average length of stay of bookings made in october',
    'booking revenue last month vs last year',
    'booking revenue last month by property type',
  ],
  words: {
    report: ['reservation', 'sales'],
    figures: {
      revenue: ['revenue', 'booking revenue', 'total revenue', 'sales', 'gross bookings', 'lodging revenue'],
      transactions: ['bookings', 'reservations', 'transactions', 'number of bookings', 'new business'],
      // "Rooms sold" and "nights sold" are the hotel's words for stay nights, the look-ahead's.
      nights: ['nights', 'room nights', 'nights booked', 'booked nights', 'rooms', 'sites'],
      avgRevenue: phraseList(
        'average booking value, booking value, average booking, average reservation value, abv, spend per booking, spent per booking, amount per booking, revenue per booking, value per booking, average spend per booking',
      ),
      avgStay: ['average stay', 'length of stay', 'average length of stay', 'stay length', 'alos'],
      minRevenue: ['smallest booking', 'lowest booking', 'cheapest booking', 'smallest single booking'],
      maxRevenue: [
        'largest booking',
        'biggest booking',
        'highest booking',
        'most expensive booking',
        'largest single booking',
        'biggest single booking',
      ],
      // The rate of the nights booked in the period, as "ADR booked" says; the look-ahead's ADR is of the nights stayed.
      // Only those opened by "booked" end in "adr" or "rate": a bare "ADR" is the stays' (lexicon.ts); a "booked rate" may be planners'.
      adrBooked: phraseList(
        'adr booked, average daily rate booked, rate booked, adr on bookings, adr of bookings, adr for bookings, booked adr, booked average daily rate',
      ),
    },
    verbs: ['book', 'booked', 'sell', 'sold', 'reserve', 'reserved', 'made'],
    dimensions: { 'property-type': PROPERTY_TYPE_WORDS },
  },
  metrics: Object.values(FIGURES),
  alerts: [
    { word: 'bookings', metric: FIGURES.transactions.key },
    { word: 'revenue', metric: FIGURES.revenue.key },
    { word: 'nights', metric: FIGURES.nights.key },
  ],
  run,
};
