/**
 * The two collaborative lodging reports, aggregated from the transactions of lodging-model.
 *
 * Look-ahead is an overnight snapshot: it counts every transaction booked BEFORE today
 * (booking day < today, in the sandbox's UTC days), whatever the time of day, so the same
 * request gives the same figures at 00:01 and at 23:59 and changes only when the day turns.
 * Transactions booked today (up to now) appear in the bookings report ("today so far") and
 * join the look-ahead tomorrow.
 *
 * Look-ahead groups describe the room nights that fall inside each group:
 * - occupancy.bookedNights: stay nights in the group (a night beyond a property's capacity is
 *   not counted anywhere: the rare overbooking is walked, as hotels say), so
 *   bookedNights <= availableBookNights (= rooms x nights of the group);
 * - revenue.totalTransactionRevenue: exact cent sum of the nightly rate paid for those nights,
 *   and revenue.totalTransactionNights = bookedNights; so revenue / bookedNights is the average
 *   daily rate, and daily groups add up exactly to the week or month that holds them;
 * - revenue.totalTransactions: transactions with at least one counted night in the group (a
 *   stay across two groups counts in both); min/max/avg transaction revenue are per
 *   transaction, over its counted nights in the group;
 * - stayLength: the full stay lengths of those transactions (nights outside the group included);
 * - dailyRate: avg = totalTransactionRevenue / bookedNights, min/max the lowest and highest
 *   nightly rate among the counted nights.
 *
 * Bookings groups whole transactions by the day they were booked (up to now): revenue is the
 * exact cent sum of their whole stays, and totalTransactionNights the sum of their stay lengths.
 *
 * Both reports keep min <= avg <= max, exact cents in every total, and 0 (not null) for the
 * min, max and avg of a group without transactions: the spec types them as numbers.
 */
import { formatDate, formatDateTime, DAY_TICKS } from './calendar.js';
import { DATA_START, SANDBOX_PROPERTIES } from './catalog.js';
import { forEachArrival, MAX_LEAD_DAYS, MAX_STAY_NIGHTS, overnight, type Transaction } from './lodging-model.js';
import type { GenEnv } from './paging.js';
import { periodIndexByDay, type Period } from './periods.js';

/** Running min/max/sum/count of one measure. */
class Stat {
  min = Infinity;
  max = -Infinity;
  sum = 0;
  count = 0;

  add(value: number): void {
    if (value < this.min) this.min = value;
    if (value > this.max) this.max = value;
    this.sum += value;
    this.count++;
  }
}

/** Averages may carry more than two decimals, as aggregated figures from a database do. */
const avg = (sum: number, count: number, scale: number): number => (count === 0 ? 0 : Math.round((sum / count / scale) * 1e6) / 1e6);
const edge = (value: number, scale: number): number => (Number.isFinite(value) ? value / scale : 0);

/** Per-group accumulators of whole transactions (bookings report). */
class TxStats {
  revenue = new Stat();
  stay = new Stat();

  add(tx: Transaction): void {
    this.revenue.add(tx.revenueCents);
    this.stay.add(tx.nights);
  }

  revenueJson() {
    const r = this.revenue;
    return {
      totalTransactions: r.count,
      totalTransactionNights: this.stay.sum,
      minTransactionRevenue: edge(r.min, 100),
      maxTransactionRevenue: edge(r.max, 100),
      totalTransactionRevenue: r.sum / 100,
      avgTransactionRevenue: avg(r.sum, r.count, 100),
    };
  }

  stayJson() {
    const s = this.stay;
    return { minStayNights: edge(s.min, 1), maxStayNights: edge(s.max, 1), avgStayNights: avg(s.sum, s.count, 1) };
  }
}

/** The lodging report envelope. */
export interface LodgingEnvelope<T> {
  totalProperties: number;
  totalRooms: number;
  data: T[];
}

function envelope<T>(propertyIndexes: readonly number[], data: T[]): LodgingEnvelope<T> {
  const rooms = propertyIndexes.reduce((sum, i) => sum + (SANDBOX_PROPERTIES[i]?.rooms ?? 0), 0);
  return { totalProperties: propertyIndexes.length, totalRooms: rooms, data };
}

/** Per-group accumulators of the look-ahead: counted nights and the transactions they belong to. */
class NightStats {
  /** One entry per counted night, valued at the nightly rate paid (count = bookedNights). */
  rate = new Stat();
  /** One entry per transaction: the revenue of its counted nights in the group. */
  txRevenue = new Stat();
  /** One entry per transaction: its full stay length. */
  stay = new Stat();

  revenueJson() {
    const r = this.txRevenue;
    return {
      totalTransactions: r.count,
      totalTransactionNights: this.rate.count,
      minTransactionRevenue: edge(r.min, 100),
      maxTransactionRevenue: edge(r.max, 100),
      totalTransactionRevenue: this.rate.sum / 100,
      avgTransactionRevenue: avg(r.sum, r.count, 100),
    };
  }

  dailyRateJson() {
    const r = this.rate;
    return { minDailyRate: edge(r.min, 100), maxDailyRate: edge(r.max, 100), avgDailyRate: avg(r.sum, r.count, 100) };
  }

  stayJson() {
    const s = this.stay;
    return { minStayNights: edge(s.min, 1), maxStayNights: edge(s.max, 1), avgStayNights: avg(s.sum, s.count, 1) };
  }
}

/**
 * Look-ahead report: stay nights of [start, end] grouped by `periods`, as the books stood at
 * the end of yesterday (see the file header).
 */
export function lookahead(env: GenEnv, start: number, end: number, propertyIndexes: readonly number[], periods: readonly Period[]) {
  const span = end - start + 1;
  const periodOf = periodIndexByDay(periods, start, span);
  const groups = periods.map(() => new NightStats());
  const books = overnight(env);
  const firstArrival = Math.max(start - MAX_STAY_NIGHTS + 1, DATA_START);
  const lastArrival = Math.min(end, books.today + MAX_LEAD_DAYS);
  for (const p of propertyIndexes) {
    const rooms = SANDBOX_PROPERTIES[p]?.rooms ?? 0;
    const sold = new Int32Array(span);
    for (let arrival = firstArrival; arrival <= lastArrival; arrival++) {
      forEachArrival(env.seed, books, p, arrival, (tx) => {
        const from = Math.max(arrival, start);
        const to = Math.min(arrival + tx.nights - 1, end);
        // Nights run in date order and groups tile the range, so a transaction's counted
        // nights of one group are consecutive in this walk: add them up, then close the group.
        let group: NightStats | undefined;
        let cents = 0;
        for (let night = from; night <= to; night++) {
          const offset = night - start;
          if ((sold[offset] ?? 0) >= rooms) continue;
          sold[offset] = (sold[offset] ?? 0) + 1;
          const g = groups[periodOf[offset] ?? 0];
          if (g !== group) {
            if (group) closeStay(group, tx, cents);
            group = g;
            cents = 0;
          }
          g?.rate.add(tx.rateCents);
          cents += tx.rateCents;
        }
        if (group) closeStay(group, tx, cents);
      });
    }
  }
  const rooms = envelope(propertyIndexes, []).totalRooms;
  return envelope(
    propertyIndexes,
    periods.map((period, i) => {
      const g = groups[i] ?? new NightStats();
      return {
        startDate: formatDate(period.start),
        endDate: formatDate(period.end),
        occupancy: { availableBookNights: rooms * (period.end - period.start + 1), bookedNights: g.rate.count },
        dailyRate: g.dailyRateJson(),
        stayLength: g.stayJson(),
        revenue: g.revenueJson(),
      };
    }),
  );
}

/** Records a transaction in a look-ahead group once its counted nights there are summed. */
function closeStay(group: NightStats, tx: Transaction, cents: number): void {
  group.txRevenue.add(cents);
  group.stay.add(tx.nights);
}

/**
 * Transactions report: reservations booked in [start, end] grouped by booking day. Groups are
 * labelled with date-times spanning whole days, the end being the last tick of the last day
 * (`...T23:59:59.9999999`, as .NET's end-of-day idiom prints it).
 */
export function bookings(env: GenEnv, start: number, end: number, propertyIndexes: readonly number[], periods: readonly Period[]) {
  const span = end - start + 1;
  const periodOf = periodIndexByDay(periods, start, span);
  const txs = periods.map(() => new TxStats());
  const lastBooking = Math.min(end, env.today);
  const firstArrival = Math.max(start, DATA_START);
  const lastArrival = lastBooking < start ? firstArrival - 1 : lastBooking + MAX_LEAD_DAYS;
  for (const p of propertyIndexes) {
    for (let arrival = firstArrival; arrival <= lastArrival; arrival++) {
      forEachArrival(env.seed, env, p, arrival, (tx) => {
        if (tx.bookingDay < start || tx.bookingDay > end) return;
        txs[periodOf[tx.bookingDay - start] ?? 0]?.add(tx);
      });
    }
  }
  return envelope(
    propertyIndexes,
    periods.map((period, i) => {
      const tx = txs[i] ?? new TxStats();
      return {
        startDate: formatDateTime(period.start, 0, 0),
        endDate: formatDateTime(period.end, DAY_TICKS - 1, 7),
        revenue: tx.revenueJson(),
        stayLength: tx.stayJson(),
      };
    }),
  );
}
