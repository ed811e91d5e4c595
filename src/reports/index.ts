import type { ReportKind, ReportQuery } from '../query/index.js';
import { bookingsReport } from './bookings.js';
import { digestReport } from './digest.js';
import { occupancyReport } from './occupancy.js';
import { optoutsReport } from './optouts.js';
import { plannersReport } from './planners.js';
import { referralsReport } from './referrals.js';
import { signupsReport } from './signups.js';
import { storiesReport } from './stories.js';
import type { Report, ReportContext, ReportDefinition } from './types.js';

export type * from './types.js';

/** Every report the bot can make; a new report is one file plus one line here. */
export const REPORTS: Record<ReportKind, ReportDefinition> = {
  occupancy: occupancyReport,
  bookings: bookingsReport,
  referrals: referralsReport,
  signups: signupsReport,
  stories: storiesReport,
  planners: plannersReport,
  optouts: optoutsReport,
  digest: digestReport,
};

/** Fetches and aggregates the report a query asks for. */
export function runReport(query: ReportQuery, ctx: ReportContext): Promise<Report> {
  return REPORTS[query.report].run(query, ctx);
}
