import { afterAll, beforeAll } from 'vitest';
import { createReportingApi, type ReportingApi } from '../../src/api/index.js';
import { parseConfig } from '../../src/config.js';
import { parseCommand, type ReportQuery } from '../../src/query/index.js';
import { runReport, type Report } from '../../src/reports/index.js';
import { startSandbox, type Sandbox, type SandboxFixtures } from '../../src/sandbox/index.js';

/** Saturday 2026-11-21, 10:00 UTC. */
export const NOW = new Date('2026-11-21T10:00:00Z');
/** Sunday 2026-11-01, 10:00 UTC: `this-month` has no complete day yet. */
export const FIRST_OF_MONTH = new Date('2026-11-01T10:00:00Z');

export function query(command: string, timeZone = 'UTC'): ReportQuery {
  const parsed = parseCommand(command, { now: NOW, timeZone });
  if (parsed.kind !== 'report') throw new Error(`"${command}" did not parse: ${JSON.stringify(parsed)}`);
  return parsed.query;
}

/**
 * A sandbox service answering with hand-written fixtures over real HTTP, our real client
 * (small pages, so a handful of records spans several pages) and the real report code.
 */
export class FixtureHarness {
  private constructor(
    readonly sandbox: Sandbox,
    readonly api: ReportingApi,
    private readonly apiWithRestricted: ReportingApi,
  ) {}

  static async start(fixtures: SandboxFixtures, pageSize = 2): Promise<FixtureHarness> {
    const sandbox = await startSandbox({ now: NOW, fixtures });
    const api = (includeRestricted: boolean) => {
      const cfg = parseConfig({
        REPORTING_API_URL: sandbox.url,
        REPORTING_API_KEY: sandbox.apiKey,
        REPORTING_INCLUDE_RESTRICTED: String(includeRestricted),
      });
      return createReportingApi({ ...cfg.api, url: sandbox.url }, { pageSize });
    };
    return new FixtureHarness(sandbox, api(false), api(true));
  }

  /**
   * Runs a command (or a query as a question reads it); `includeRestricted` is the operator setting, which the client sends as a
   * flag; `timeZone` is the workspace's zone (ReportContext.timeZone), the one the command is
   * read in when it names none; `now` is when it runs (the command is read at NOW, as a
   * subscription stores it).
   */
  run(
    command: string | ReportQuery,
    overrides: { includeRestricted?: boolean; currency?: string; timeZone?: string; now?: Date } = {},
  ): Promise<Report> {
    return runReport(typeof command === 'string' ? query(command, overrides.timeZone) : command, {
      api: overrides.includeRestricted ? this.apiWithRestricted : this.api,
      now: overrides.now ?? NOW,
      ...(overrides.timeZone ? { timeZone: overrides.timeZone } : {}),
      currency: overrides.currency ?? 'USD',
      includeRestricted: overrides.includeRestricted ?? false,
      includeOptout: false,
    });
  }

  async close(): Promise<void> {
    await this.api.close();
    await this.apiWithRestricted.close();
    await this.sandbox.close();
  }
}

export const metricOf = (report: Report, key: string) => {
  const m = report.metrics.find((x) => x.key === key);
  if (!m) throw new Error(`no metric ${key} in ${report.metrics.map((x) => x.key).join(', ')}`);
  return m;
};

/** Base record fields every advocacy record carries, including the personal ones a real service sends. */
export function person(first: string, last: string) {
  return {
    first,
    last,
    email: `${first.toLowerCase()}.${last.toLowerCase()}@example.com`,
    phone: '+1 555 010 0199',
    phoneConsentMode: 'sms',
  };
}

export const tableOf = (report: Report, key: string) => {
  const t = report.tables.find((x) => x.key === key);
  if (!t) throw new Error(`no table ${key} in ${report.tables.map((x) => x.key).join(', ')}`);
  return t;
};

export const seriesOf = (report: Report, key: string) => {
  const s = report.series.find((x) => x.key === key);
  if (!s) throw new Error(`no series ${key} in ${report.series.map((x) => x.key).join(', ')}`);
  return s;
};

/** A table's rows as arrays of the given columns, in order. */
export const rowsOf = (report: Report, key: string, columns: readonly string[]) =>
  tableOf(report, key).rows.map((row) => columns.map((c) => row[c] ?? null));

/** Starts a fixture harness for the enclosing describe block and closes it after; call `h()` in tests. */
export function useFixtures(fixtures: SandboxFixtures, pageSize = 2): () => FixtureHarness {
  let h: FixtureHarness | undefined;
  beforeAll(async () => {
    h = await FixtureHarness.start(fixtures, pageSize);
  });
  afterAll(async () => {
    await h?.close();
  });
  return () => {
    if (!h) throw new Error('harness not started');
    return h;
  };
}

/** A lodging group as the service sends it; `rate` is the service's own min/max/avg daily rate. */
export function lodgingGroup(
  startDate: string,
  endDate: string,
  available: number,
  booked: number,
  rate: { min: number | null; max: number | null; avg: number | null },
  revenue: { transactions: number; nights: number; total: number; min: number | null; max: number | null },
) {
  return {
    startDate,
    endDate,
    occupancy: { availableBookNights: available, bookedNights: booked },
    dailyRate: { minDailyRate: rate.min, maxDailyRate: rate.max, avgDailyRate: rate.avg },
    stayLength: { minStayNights: 1, maxStayNights: 7, avgStayNights: revenue.transactions ? revenue.nights / revenue.transactions : null },
    revenue: {
      totalTransactions: revenue.transactions,
      totalTransactionNights: revenue.nights,
      minTransactionRevenue: revenue.min,
      maxTransactionRevenue: revenue.max,
      totalTransactionRevenue: revenue.total,
      avgTransactionRevenue: revenue.transactions ? revenue.total / revenue.transactions : null,
    },
  };
}

/** A bookings group: a lodging group without occupancy and daily rate. */
export function bookingsGroup(
  startDate: string,
  endDate: string,
  revenue: { transactions: number; nights: number; total: number; min: number | null; max: number | null },
) {
  const { occupancy: _o, dailyRate: _d, ...group } = lodgingGroup(startDate, endDate, 0, 0, { min: null, max: null, avg: null }, revenue);
  return group;
}

/** A sponsor record; `timeGrouping` is the day of the year when asked by Day, the month number when asked by Month. */
export function sponsorRecord(
  year: number,
  timeGrouping: number,
  referralTransactions: number,
  referralRevenue: number,
  influencedTransactions: number,
  influencedRevenue: number,
) {
  return { year, timeGrouping, referralTransactions, referralRevenue, influencedTransactions, influencedRevenue };
}

/**
 * Runs `command` and cancels it at once, while its first requests are out; resolves with what
 * the report rejected with and how each of the first `attempts` request attempts ended, as the
 * transport's metrics observer hears them: `lodgingBookings error aborted`, where `… ok` would
 * be a request left running to an answer nobody reads.
 */
export async function cancelledAtOnce(sandbox: Sandbox, command: string, attempts: number): Promise<{ error: unknown; outcomes: string[] }> {
  const outcomes: string[] = [];
  let allEnded!: () => void;
  const ended = new Promise<void>((resolve) => (allEnded = resolve));
  const config = parseConfig({ REPORTING_API_URL: sandbox.url, REPORTING_API_KEY: sandbox.apiKey });
  const observer = {
    request: (operation: string, outcome: string, code?: string) => {
      outcomes.push(`${operation} ${outcome} ${code ?? ''}`);
      if (outcomes.length === attempts) allEnded();
    },
  };
  const api = createReportingApi({ ...config.api, url: sandbox.url }, { observer });
  try {
    const controller = new AbortController();
    const report = runReport(query(command), {
      api,
      now: NOW,
      currency: 'USD',
      includeRestricted: false,
      includeOptout: false,
      signal: controller.signal,
    });
    controller.abort();
    const error = await report.then(
      () => null,
      (err: unknown) => err,
    );
    await ended;
    return { error, outcomes };
  } finally {
    await api.close();
  }
}
