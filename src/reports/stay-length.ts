/**
 * The average length of stay of the stays on the books in a period: the look-ahead's own
 * average of each group (the full lengths of the stays with a night in it), weighted by the
 * stays it counts. Asked of the books by month, it is the service's figure itself for a month
 * or less; over several months, a stay across a month's end counts in each month it has nights in.
 */
import type { LookaheadReport } from '../api/schemas.js';

/** Nights per stay, or null where no stay is on the books. */
export function averageStayOf(r: LookaheadReport): number | null {
  let nights = 0;
  let stays = 0;
  for (const g of r.data) {
    if (g.stayLength.avgStayNights === null || g.revenue.totalTransactions === 0) continue;
    nights += g.stayLength.avgStayNights * g.revenue.totalTransactions;
    stays += g.revenue.totalTransactions;
  }
  return stays > 0 ? nights / stays : null;
}
