/**
 * The reports the bot ships with, in the order help lists them: a new report is its file plus
 * one line here. Importing this registers nothing; each composition root calls
 * `registerBuiltInReports` once it starts (src/catalogue/registry.ts says why).
 */
import { bookingsReport } from './bookings.js';
import { digestReport } from './digest.js';
import { occupancyReport } from './occupancy.js';
import { optoutsReport } from './optouts.js';
import { plannersReport } from './planners.js';
import { referralsReport } from './referrals.js';
import { signupsReport } from './signups.js';
import { storiesReport } from './stories.js';
import { registerReport, reportDefinition } from '../catalogue/registry.js';
import type { ReportDefinition } from '../catalogue/types.js';

export const BUILT_IN_REPORTS: readonly ReportDefinition[] = [
  occupancyReport,
  bookingsReport,
  referralsReport,
  signupsReport,
  storiesReport,
  plannersReport,
  optoutsReport,
  digestReport,
];

/**
 * Registers every built-in report not registered yet, so a root that loads another root (the
 * CLI inside main.ts, a bench that starts the server) may call it again without a clash.
 */
export function registerBuiltInReports(): void {
  for (const definition of BUILT_IN_REPORTS) {
    if (reportDefinition(definition.kind) !== definition) registerReport(definition);
  }
}
