/**
 * The two collaborative lodging reports, aggregated from the transactions of lodging-model.
 *
 * Consistency the figures keep (tests rely on it):
 * - bookedNights <= availableBookNights (= rooms x nights of the group): a night beyond a
 *   property's capacity is not counted (the rare overbooking is walked, as hotels say);
 * - min <= avg <= max for rates, revenue and stay length;
 * - totalTransactionRevenue is the exact cent sum of the transactions, and avg = total / count;
 * - when a group has no transaction (or no booked night) its min, max and avg are 0, not null:
 *   the spec types them as numbers.
 * Look-ahead groups stay nights (occupancy, daily rate) by night and transactions (revenue,
 * stay length) by arrival day; bookings groups transactions by the day they were booked.
 */
import { formatDate, formatDateTime, DAY_TICKS } from './calendar.js';
import { DATA_START, SANDBOX_PROPERTIES } from './catalog.js';
import { forEachArrival, MAX_LEAD_DAYS, MAX_STAY_NIGHTS, type Transaction } from './lodging-model.js';
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

/** Per-group accumulators of the transactions. */
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

/** Look-ahead report: stay nights of [start, end] grouped by `periods`, as booked by now. */
export function lookahead(env: GenEnv, start: number, end: number, propertyIndexes: readonly number[], periods: readonly Period[]) {
  const span = end - start + 1;
  const periodOf = periodIndexByDay(periods, start, span);
  const rates = periods.map(() => new Stat());
  const txs = periods.map(() => new TxStats());
  const firstArrival = Math.max(start - MAX_STAY_NIGHTS + 1, DATA_START);
  const lastArrival = Math.min(end, env.today + MAX_LEAD_DAYS);
  for (const p of propertyIndexes) {
    const rooms = SANDBOX_PROPERTIES[p]?.rooms ?? 0;
    const sold = new Int32Array(span);
    for (let arrival = firstArrival; arrival <= lastArrival; arrival++) {
      forEachArrival(env.seed, env, p, arrival, (tx) => {
        if (arrival >= start) txs[periodOf[arrival - start] ?? 0]?.add(tx);
        const from = Math.max(arrival, start);
        const to = Math.min(arrival + tx.nights - 1, end);
        for (let night = from; night <= to; night++) {
          const offset = night - start;
          if ((sold[offset] ?? 0) >= rooms) continue;
          sold[offset] = (sold[offset] ?? 0) + 1;
          rates[periodOf[offset] ?? 0]?.add(tx.rateCents);
        }
      });
    }
  }
  const rooms = envelope(propertyIndexes, []).totalRooms;
  return envelope(
    propertyIndexes,
    periods.map((period, i) => {
      const rate = rates[i] ?? new Stat();
      const tx = txs[i] ?? new TxStats();
      return {
        startDate: formatDate(period.start),
        endDate: formatDate(period.end),
        occupancy: { availableBookNights: rooms * (period.end - period.start + 1), bookedNights: rate.count },
        dailyRate: { minDailyRate: edge(rate.min, 100), maxDailyRate: edge(rate.max, 100), avgDailyRate: avg(rate.sum, rate.count, 100) },
        stayLength: tx.stayJson(),
        revenue: tx.revenueJson(),
      };
    }),
  );
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
