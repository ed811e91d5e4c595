import type { LookaheadReport } from '../api/schemas.js';
import { formatDay, plusDays, todayIn } from '../query/calendar.js';
import { phraseList } from '../query/words.js';
import { PROPERTY_TYPES, type PropertyType, type ReportQuery, type ResolvedRange } from '../query/types.js';
import { baseReport, fetchBoth, groupingOf, periodTable, periodsOf, catalogueTrend } from './common.js';
import { catalogueMetrics, fromCents, metric, moneyWords, percentOf, ratio, toCents } from './figures.js';
import { SNAPSHOT_STAY_DAYS, type BooksDay, type BooksFilter, type BooksSnapshot } from '../catalogue/books-history.js';
import { askEveryType, oncePerType, PROPERTY_TYPE_WORDS, rankedBy, startTypeLookup, typeDrivers, typeTable, wantsTypeLookup } from './by-type.js';
import { reportTitle } from './breakdown.js';
import { pickupBaseDay, pickupOf, sinceWords, type PickupHistory } from './pickup.js';
import { booksThenOf, nearEnough, SAME_TIME_WITHIN_DAYS, sameTimeLastYear, sameTimeNote, stillToPickUpNote } from './pace.js';
import type { Grain, Timeline } from './timeline.js';
import { averageStayOf } from './stay-length.js';
import type { Dataset, MetricInfo, Report, ReportContext, ReportDefinition } from '../catalogue/types.js';
import { message } from '../messages/index.js';
import { emptyWord, made } from '../catalogue/words.js';

type Group = LookaheadReport['data'][number];

const KIND = 'occupancy';

/** The figures; their words are the catalogue's `metric.occupancy.<key>`. */
const FIGURES = catalogueMetrics(KIND, {
  occupancy: { unit: 'percent', better: 'up' },
  adr: { unit: 'currency', better: 'up' },
  revpar: { unit: 'currency', better: 'up' },
  roomRevenue: { unit: 'currency', better: 'up' },
  bookedNights: { unit: 'nights', better: 'up' },
  availableNights: { unit: 'nights', better: null },
  minRate: { unit: 'currency', better: null },
  maxRate: { unit: 'currency', better: null },
  avgStay: { unit: 'nights', better: null },
});

/**
 * Look-ahead figures of a stretch of stay dates. Every rate is derived from the same three
 * sums, so the industry's identities hold exactly in every row and total:
 * occupancy = booked ÷ available, ADR = room revenue ÷ booked, RevPAR = room revenue ÷
 * available = ADR × occupancy. Room revenue is the service's revenue of each period.
 */
interface Summary {
  available: number;
  booked: number;
  revenueCents: number;
  minRate: number | null;
  maxRate: number | null;
  /** The service's own average daily rate × nights, to notice when it disagrees with ours. */
  serviceRateNights: number;
  serviceRate: number;
}

const zero = (): Summary => ({ available: 0, booked: 0, revenueCents: 0, minRate: null, maxRate: null, serviceRateNights: 0, serviceRate: 0 });
const minOf = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));
const maxOf = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));

function add(s: Summary, g: Group): void {
  s.available += g.occupancy.availableBookNights;
  s.booked += g.occupancy.bookedNights;
  s.revenueCents += toCents(g.revenue.totalTransactionRevenue);
  // A period with no night sold has no rate, whatever the service fills in.
  if (g.occupancy.bookedNights > 0) {
    s.minRate = minOf(s.minRate, g.dailyRate.minDailyRate);
    s.maxRate = maxOf(s.maxRate, g.dailyRate.maxDailyRate);
    if (g.dailyRate.avgDailyRate !== null) {
      s.serviceRate += g.dailyRate.avgDailyRate * g.occupancy.bookedNights;
      s.serviceRateNights += g.occupancy.bookedNights;
    }
  }
}

export function summarise(r: LookaheadReport): Summary {
  const s = zero();
  for (const g of r.data) add(s, g);
  return s;
}

const occupancyOf = (s: Summary) => ratio(s.booked, s.available);
const adrOf = (s: Summary) => (s.booked > 0 ? s.revenueCents / s.booked / 100 : null);
const revparOf = (s: Summary) => (s.available > 0 ? s.revenueCents / s.available / 100 : null);

function perBucket(timeline: Timeline, r: LookaheadReport): Summary[] {
  return timeline.fold(r.data, (g) => g.startDate, zero, add);
}

/** Where the service's average daily rate and ours (room revenue ÷ nights) part by a cent or more, say which is shown. */
function rateNote(s: Summary, currency: string): string | null {
  const ours = adrOf(s);
  if (ours === null || s.serviceRateNights === 0) return null;
  const theirs = s.serviceRate / s.serviceRateNights;
  if (Math.abs(Math.round(theirs * 100) - Math.round(ours * 100)) < 1) return null;
  return message('note.occupancy.rate', { ours: moneyWords(ours, currency), theirs: moneyWords(theirs, currency) });
}

async function run(query: ReportQuery, ctx: ReportContext): Promise<Report> {
  const periods = periodsOf(query, ctx.now, true);
  const grouping = groupingOf(query, periods, true);
  // With a history of the books, the stretch ahead is asked for by day (what a snapshot
  // keeps) and summed here into the grain shown: pickup then costs no extra request.
  const today = todayIn(ctx.now, ctx.timeZone ?? 'UTC');
  const byDay = ctx.books !== undefined && periods.period.end >= today && periods.period.days <= SNAPSHOT_STAY_DAYS;
  const params = (r: ResolvedRange, grain: Grain) => ({
    start: r.start,
    end: r.end,
    grouping: grain,
    startWeekDay: query.weekStartsOn,
    type: query.propertyType,
  });
  // Sent with the report's own requests: whether the drivers are said is known only from their answer.
  const byType = oncePerType((r: ResolvedRange, type: PropertyType) =>
    ctx.api.lodgingLookahead({ ...params(r, grouping.grain), type }, { signal: ctx.signal }),
  );
  // A top N ranks the property types, the one thing the books are broken down by.
  const types = query.breakdown === 'property-type' || query.top !== undefined ? askEveryType(periods, byType) : null;
  const lookup = startTypeLookup(query, periods, todayIn(ctx.now, query.timeZone), async (r, type) => summarise(await byType(r, type)).booked);
  // Pace: books ahead against last year's as they stood a year ago, where a snapshot of then is kept.
  const pace = periods.period.status === 'ahead' && periods.comparison?.kind === 'last-year';
  const yearAgo = pace && byDay ? await yearAgoBooks(ctx, query, today, periods.period, periods.comparison!) : null;
  const { current, previous: final } = await fetchBoth(periods.period, periods.comparison, (r) =>
    ctx.api.lodgingLookahead(params(r, (byDay && r === periods.period) || (yearAgo && r === periods.comparison) ? 'Day' : grouping.grain), {
      signal: ctx.signal,
    }),
  );
  const report = baseReport(query, ctx, reportTitle(KIND, query), periods);
  const history = byDay ? await booksHistory(ctx, query, today, current) : null;
  const lastYearThen = final && yearAgo ? booksThenOf(final, yearAgo) : null;
  const previous = lastYearThen ?? final;
  const now = summarise(current);
  const before = previous && summarise(previous);
  // No room night on offer means the service has no figures for these dates: no data, not zeros.
  if (now.available === 0) {
    report.metrics = Object.values(FIGURES).map((info) => metric(info, null));
    report.emptyMessage = made(emptyWord(KIND));
    return report;
  }
  const compared = before && before.available > 0 ? before : null;
  // Unfinished books against finished ones are neither better nor worse: no verdict, and the gap said in words.
  const finalOnly = pace && compared !== null && !lastYearThen;
  const judged = (info: MetricInfo): MetricInfo => (finalOnly ? { ...info, better: null } : info);
  if (pace && compared) {
    const said = message('report.comparedLastYear');
    report.notes = report.notes.filter((n) => n !== said);
    report.notes.push(lastYearThen ? sameTimeNote(yearAgo!) : stillToPickUpNote(now, { booked: compared.booked, occupancy: occupancyOf(compared) }));
  }

  // Most important first: a digest shows only the first few.
  report.metrics = [
    metric(judged(FIGURES.occupancy), occupancyOf(now), compared && occupancyOf(compared)),
    metric(judged(FIGURES.adr), adrOf(now), compared && adrOf(compared)),
    metric(judged(FIGURES.revpar), revparOf(now), compared && revparOf(compared)),
    metric(judged(FIGURES.roomRevenue), fromCents(now.revenueCents), compared && fromCents(compared.revenueCents)),
    metric(judged(FIGURES.bookedNights), now.booked, compared?.booked ?? null),
    metric(FIGURES.availableNights, now.available, compared?.available ?? null),
    metric(FIGURES.minRate, now.minRate, compared?.minRate ?? null),
    metric(FIGURES.maxRate, now.maxRate, compared?.maxRate ?? null),
  ];
  // "average length of stay for june arrivals": asked for, from the books by month (stay-length.ts).
  if (query.focus === 'avgStay') {
    const byMonth = await fetchBoth(periods.period, periods.comparison, (r) => ctx.api.lodgingLookahead(params(r, 'Month'), { signal: ctx.signal }));
    report.metrics.push(metric(FIGURES.avgStay, averageStayOf(byMonth.current), byMonth.previous && averageStayOf(byMonth.previous)));
  }
  if (before && !compared) report.notes.push(message('note.occupancy.noComparison', { period: periods.comparison!.label }));
  // Nights, not occupancy, are what property types add up to.
  const nights = report.metrics[4];
  if (lookup && compared && wantsTypeLookup(query, periods, todayIn(ctx.now, query.timeZone), nights)) {
    const found = await typeDrivers(nights!, { now: now.booked, before: compared.booked }, lookup, ctx.signal);
    if (found.insight) report.insights.push(found.insight);
    if (found.note) report.notes.push(found.note);
  }

  if (types) {
    const found = typeTable(await types, {
      kind: KIND,
      key: 'byPropertyType',
      title: report.title,
      // "top 3 property types by revpar": ranked by the figure asked (occupancy where none is), the top ones shown.
      columns: rankedBy(
        [
          { key: 'booked', unit: 'nights' },
          { key: 'occupancy', unit: 'percent' },
          { key: 'adr', unit: 'currency' },
          { key: 'revpar', unit: 'currency' },
          { key: 'revenue', unit: 'currency' },
        ],
        { bookedNights: 'booked', roomRevenue: 'revenue' }[query.focus ?? ''] ?? query.focus ?? (query.top ? 'occupancy' : undefined),
      ),
      figures: (answer) => {
        const t = summarise(answer);
        return { booked: t.booked, occupancy: occupancyOf(t), adr: adrOf(t), revpar: revparOf(t), revenue: fromCents(t.revenueCents) };
      },
      // Nights, not occupancy, are what property types add up to.
      part: (answer) => summarise(answer).booked,
      whole: now.booked,
      share: false,
      top: query.top ?? PROPERTY_TYPES.length,
    });
    if (found.table) report.tables.push(found.table);
    if (found.note) report.notes.push(found.note);
  }

  const occupancies = (buckets: Summary[]) => buckets.map(occupancyOf);
  const trendBefore = previous && compared && grouping.previous ? occupancies(perBucket(grouping.previous, previous)) : null;
  const nowBuckets = perBucket(grouping.current, current);
  const trend = catalogueTrend(KIND, 'occupancyTrend', 'percent', grouping, periods, occupancies(nowBuckets), trendBefore);
  report.series.push(trend);
  if (history && 'failed' in history) report.notes.push(history.failed);
  else if (history) {
    const pickup = pickupOf(periods.period, today, booksOf(current), history);
    if (pickup) report.insights.push(pickup);
    // The chart shows the books a week ago beside the books now, stay date for stay date.
    if (pickup?.kind === 'pickup') trend.datasets.push(booksThen(grouping.current, nowBuckets, history.snapshot!));
  }

  if (grouping.table) {
    const buckets = perBucket(grouping.table, current);
    const rows = buckets.map((b) => ({
      occupancy: occupancyOf(b),
      adr: adrOf(b),
      revpar: revparOf(b),
      revenue: fromCents(b.revenueCents),
      booked: b.booked,
    }));
    report.tables.push(
      periodTable(
        KIND,
        grouping,
        [
          { key: 'occupancy', unit: 'percent' },
          { key: 'adr', unit: 'currency' },
          { key: 'revpar', unit: 'currency' },
          { key: 'revenue', unit: 'currency' },
          { key: 'booked', unit: 'nights' },
        ],
        rows,
      ),
    );
    const note = busiestNote(grouping.table, buckets);
    if (note) report.notes.push(note);
  }
  const rate = rateNote(now, ctx.currency);
  if (rate) report.notes.push(rate);
  report.notes.push(
    message('report.figuresFor', { properties: String(current.totalProperties), count: current.totalProperties, rooms: String(current.totalRooms) }),
  );
  return report;
}

/** The look-ahead by day as the history keeps it. */
function booksOf(r: LookaheadReport): Map<string, BooksDay> {
  return new Map(r.data.map((g) => [g.startDate, { nights: g.occupancy.bookedNights, revenueCents: toCents(g.revenue.totalTransactionRevenue) }]));
}

/**
 * Records today's books and reads what pickup compares them with. The history failing (Redis
 * away) costs the pickup sentence, not the report: a note says so instead.
 */
async function booksHistory(
  ctx: ReportContext,
  query: ReportQuery,
  today: string,
  current: LookaheadReport,
): Promise<PickupHistory | { failed: string }> {
  const books = ctx.books!;
  const filter: BooksFilter = query.propertyType ?? 'all';
  try {
    await books.record(filter, today, booksOf(current));
    const [snapshot, oldestDay] = await Promise.all([books.latestOnOrBefore(filter, pickupBaseDay(today)), books.oldestDay(filter)]);
    return { snapshot, oldestDay };
  } catch {
    return { failed: message('note.occupancy.booksFailed') };
  }
}

/** The snapshot that stands for the books a year ago at today's lead time, or null (none kept yet, or Redis away: the final figures then). */
async function yearAgoBooks(
  ctx: ReportContext,
  query: ReportQuery,
  today: string,
  period: ResolvedRange,
  comparison: ResolvedRange,
): Promise<BooksSnapshot | null> {
  const day = sameTimeLastYear(today, period, comparison);
  const found = await ctx.books!.latestOnOrBefore(query.propertyType ?? 'all', plusDays(day, SAME_TIME_WITHIN_DAYS)).catch(() => null);
  return nearEnough(found, day) ? found : null;
}

/** Occupancy per bucket as the books stood in `snapshot`; a gap where it lacks a stay date. */
function booksThen(timeline: Timeline, nowBuckets: Summary[], snapshot: BooksSnapshot): Dataset {
  const sums = timeline.fold(
    timeline.buckets.flatMap((b) => daysBetween(b.start, b.end)),
    (day) => day,
    () => ({ nights: 0, missing: false }),
    (acc, day) => {
      const d = snapshot.books.get(day);
      if (d) acc.nights += d.nights;
      else acc.missing = true;
    },
  );
  return {
    label: message('dataset.onTheBooks', { since: sinceWords(snapshot.day) }),
    unit: 'percent',
    values: sums.map((s, i) => (s.missing ? null : ratio(s.nights, nowBuckets[i]!.available))),
  };
}

function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  for (let d = start; d <= end; d = plusDays(d, 1)) days.push(d);
  return days;
}

/** `Busiest week: Nov 22–28 at 42.0%; slowest: Dec 13–19 at 25.8%.` */
function busiestNote(timeline: Timeline, buckets: Summary[]): string | null {
  const ranked = buckets
    .map((b, i) => ({ label: timeline.buckets[i]!.label, start: timeline.buckets[i]!.start, occupancy: occupancyOf(b) }))
    .filter((b): b is { label: string; start: string; occupancy: number } => b.occupancy !== null)
    .sort((a, b) => b.occupancy - a.occupancy);
  if (ranked.length < 2) return null;
  const pct = (v: number) => `${percentOf(v).toFixed(1)}%`;
  const name = (b: { label: string; start: string }) => (timeline.grain === 'Day' ? formatDay(b.start, 'EEE MMM d') : b.label);
  const [busiest, slowest] = [ranked[0]!, ranked.at(-1)!];
  return message('note.occupancy.busiest', {
    grain: timeline.grain.toLowerCase(),
    busiest: name(busiest),
    busiestShare: pct(busiest.occupancy),
    slowest: name(slowest),
    slowestShare: pct(slowest.occupancy),
  });
}

export const occupancyReport: ReportDefinition = {
  kind: 'occupancy',
  aliases: ['lookahead', 'look-ahead', 'pace'],
  title: reportTitle(KIND, { range: '' }),
  titleFor: (query) => reportTitle(KIND, query),
  subject: message('subject.occupancy'),
  blurb: message('blurb.occupancy'),
  defaultRange: 'next-4-weeks',
  lookAhead: true,
  pastReport: 'bookings',
  options: ['breakdown', 'propertyType', 'grouping', 'top'],
  breakdowns: ['property-type'],
  examples: [
    '/report occupancy',
    '/report occupancy next 8 weeks by week',
    '/report pace next-3-months type vacation-rental vs last-year',
    '/report occupancy next-4-weeks by property type',
  ],
  questions: ['what is our ADR next month?', 'occupancy over christmas', 'how full are we this weekend?', 'occupancy next month by property type'],
  // Phrases as one comma-separated line each: lists long enough to fill a screen one per line otherwise.
  words: {
    report: phraseList(
      'on the books, the books, where are we sitting, how are we sitting, pace, pacing, pickup, going forward, looking forward, forward looking, how full, full, filled, fuller, fullest, busy, busiest, slammed, packed, booked up, sold out, filling up, booking up, fill up, fill, empty, emptier, stays, stay dates, arrivals',
    ),
    figures: {
      // "Occupation": the word in French, Spanish, Portuguese and Italian.
      occupancy: ['occupancy', 'occupancy rate', 'occ rate', 'occupied', 'percent occupied', 'occupation', 'occupation rate', 'heads in beds'],
      adr: phraseList(
        'adr, average daily rate, average room rate, daily rate, room rate, rate, nightly rate, price per night, average price per night, pay per night, paid per night, cost per night, rate per night, spend per night, nightly price, price per room, average price per room, average room price, room price',
      ),
      revpar: ['revpar', 'rev par', 'revenue per available room'],
      avgStay: ['average stay', 'length of stay', 'average length of stay', 'stay length', 'alos'],
      roomRevenue: [
        'room revenue',
        'rooms revenue',
        'revenue',
        'total revenue',
        'sales',
        'revenue recognized',
        'recognized revenue',
        'stayed revenue',
      ],
      // Sites: an RV resort's rooms.
      bookedNights: phraseList(
        'room nights, nights booked, booked nights, nights sold, rooms sold, room nights sold, nights, rooms booked, rooms, sites',
      ),
      availableNights: phraseList(
        'nights available, available nights, rooms available, available rooms, availability, inventory left, available, still available, unsold, still open, rooms open, open rooms, booked vs open, booked versus open, booked vs available',
      ),
      minRate: ['lowest rate', 'lowest nightly rate', 'minimum rate', 'cheapest rate'],
      maxRate: ['highest rate', 'highest nightly rate', 'maximum rate', 'top rate'],
    },
    // What is booked for dates is stays on them; what was booked in them is the bookings'.
    // "what did we run at last week", "we ran 85%": what a hotel's nights came to.
    verbs: ['pick up', 'picked up', 'picking up', 'booked for', 'reserved for', 'sold for', 'run at', 'ran at', 'run', 'ran'],
    // Pickup or pace of days gone by ("pickup yesterday", "booking pace for the past 6 weeks") is what was booked on them.
    activity: ['pickup', 'pick up', 'picked up', 'picking up', 'pace', 'pacing', 'booking pace'],
    dimensions: { 'property-type': PROPERTY_TYPE_WORDS },
  },
  metrics: Object.values(FIGURES),
  alerts: [
    { word: 'occupancy', metric: FIGURES.occupancy.key },
    { word: 'nights', metric: FIGURES.bookedNights.key },
    { word: 'revenue', metric: FIGURES.roomRevenue.key },
    { word: 'adr', metric: FIGURES.adr.key },
    { word: 'revpar', metric: FIGURES.revpar.key },
  ],
  run,
};
