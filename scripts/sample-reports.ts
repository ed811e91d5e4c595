/**
 * Every report the bot makes, computed from a sandbox service with a fixed seed and clock:
 * the shared input of rendering tests, `npm run render-samples` and the benchmarks.
 */
import { createReportingApi } from '../src/api/client.js';
import { parseConfig } from '../src/config.js';
import { parseCommand, type ReportQuery } from '../src/query/index.js';
import { runReport, type Report } from '../src/reports/index.js';
import { startSandbox } from '../src/sandbox/server.js';

/** Saturday 2026-11-21 10:00 UTC: the fixed "now" of every sample. */
export const SAMPLE_NOW = new Date('2026-11-21T10:00:00Z');

/** One command per report and variant; the key names the sample. */
export const SAMPLE_COMMANDS: Record<string, string> = {
  occupancy: 'occupancy next 4 weeks',
  bookings: 'bookings last month',
  referrals: 'referrals last-quarter by month',
  'referrals-by-channel': 'referrals by channel last month',
  'referrals-by-geo': 'referrals by geo last month',
  signups: 'signups last week',
  stories: 'stories last week top 3',
  planners: 'planners last month',
  optouts: 'optouts last-30-days',
  digest: 'digest',
};

export function sampleQuery(command: string, now = SAMPLE_NOW, timeZone = 'UTC'): ReportQuery {
  const parsed = parseCommand(command, { now, timeZone });
  if (parsed.kind !== 'report') throw new Error(`sample command "${command}" did not parse: ${JSON.stringify(parsed)}`);
  return parsed.query;
}

/**
 * The largest answer of each report and variant: most rows (`top 25`), longest periods, so a
 * size limit is checked against the worst a user can ask for.
 */
export const LARGEST_COMMANDS: Record<string, string> = {
  occupancy: 'occupancy next 3 months by week',
  bookings: 'bookings last-quarter by week',
  referrals: 'referrals last-year by month top 25',
  'referrals-by-channel': 'referrals by channel last-quarter by week top 25',
  'referrals-by-geo': 'referrals by geo last-quarter by week top 25',
  signups: 'signups last-quarter by week top 25',
  stories: 'stories last month top 25',
  planners: 'planners last-quarter by week top 25',
  optouts: 'optouts last-quarter by week top 25',
  // Breakdowns by a field of the records: the longest names (cities) and the widest tables (property types).
  'signups-by-city': 'signups by city last-quarter by week top 25',
  'stories-by-property': 'stories by property last month top 25',
  'bookings-by-property-type': 'bookings by property type last-quarter by week',
  'occupancy-by-property-type': 'occupancy by property type next 3 months by week',
  digest: 'digest',
};

/** Computes every sample report (or those of `commands`) against a fresh sandbox, then stops it. */
export async function buildSampleReports(now = SAMPLE_NOW, commands: Record<string, string> = SAMPLE_COMMANDS): Promise<Record<string, Report>> {
  const sandbox = await startSandbox({ seed: 42, now });
  const cfg = parseConfig({ REPORTING_API_URL: sandbox.url, REPORTING_API_KEY: sandbox.apiKey });
  const api = createReportingApi({ ...cfg.api, url: sandbox.url });
  try {
    const entries = await Promise.all(
      Object.entries(commands).map(async ([name, command]) => {
        const report = await runReport(sampleQuery(command, now), {
          api,
          now,
          currency: 'USD',
          includeRestricted: false,
          includeOptout: false,
        });
        return [name, report] as const;
      }),
    );
    return Object.fromEntries(entries);
  } finally {
    await api.close();
    await sandbox.close();
  }
}
