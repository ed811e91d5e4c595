/**
 * What the insights cost. (1) Extra requests: 20 weekly digests on the sample data (one per
 * Monday from Jul 6 to Nov 16, 2026), with a history of the books (pickup), counting the
 * channel breakdown requests of the referrals section and the per-property-type requests of
 * the lodging reports. Since issue 33 both go out with the report's own requests (one wave),
 * before anyone knows whether revenue moved 15% or more, so they are made wherever they could
 * be needed: 2 a digest, 10 a lodging report of past dates without a type filter. Target
 * (issue 14): at most one extra request per report (section) on average. (1b) The same for `bookings last-week`,
 * `occupancy last-week` and `bookings yesterday` on those Mondays, which may ask per property type. (2) CPU: the
 * insight functions on the largest input a report gives them (a year of days against the
 * year before, three breakdowns of 50 members, five property types, pickup over 400 stay
 * dates), median of 200 runs after a warm-up; target: under 20 ms per report.
 */
import { createMemoryBooksHistory } from '../jobs/books-history.js';
import { createReportingApi, type ReportingApi } from '../src/api/index.js';
import { parseConfig } from '../src/config.js';
import { parseCommand } from '../src/query/index.js';
import { plusDays } from '../src/query/calendar.js';
import { runReport } from '../src/reports/index.js';
import { breakdownInsights, driversOf, unusualDayOf, type Dimension } from '../src/reports/insights.js';
import { pickupOf } from '../src/reports/pickup.js';
import type { Metric } from '../src/catalogue/types.js';
import { startSandbox } from '../src/sandbox/index.js';

const DIGESTS = 20;
const SECTIONS = 4;
const CHANNELS_PATH = '/v1/collaborative/report/sponsor/referrals/channels/impact';
const REQUESTS_TARGET = 1;
const CPU_TARGET_MS = 20;

/** Counts the lodging requests made per property type: only the drivers lookup makes them in these runs. */
function countingTypeLookups(api: ReportingApi): { api: ReportingApi; count: () => number } {
  let n = 0;
  const counted: ReportingApi = {
    ...api,
    lodgingLookahead: (q, o) => ((n += q.type ? 1 : 0), api.lodgingLookahead(q, o)),
    lodgingBookings: (q, o) => ((n += q.type ? 1 : 0), api.lodgingBookings(q, o)),
  };
  return { api: counted, count: () => n };
}

const mondays = () => Array.from({ length: DIGESTS }, (_, i) => new Date(Date.parse('2026-07-06T08:00:00Z') + i * 7 * 86_400_000));

async function extraRequests() {
  const sandbox = await startSandbox({ seed: 42, now: new Date('2026-11-16T08:00:00Z') });
  const config = parseConfig({ REPORTING_API_URL: sandbox.url, REPORTING_API_KEY: sandbox.apiKey });
  const plain = createReportingApi({ ...config.api, url: sandbox.url });
  const { api, count } = countingTypeLookups(plain);
  // Pickup reads and writes the history; its look-ahead by day replaces the grouped request.
  const books = createMemoryBooksHistory();
  const ctx = (now: Date) => ({ api, books, now, currency: 'USD', timeZone: 'UTC', includeRestricted: false, includeOptout: false });
  const run = async (command: string, now: Date) => {
    const parsed = parseCommand(command, { now, timeZone: 'UTC' });
    if (parsed.kind !== 'report') throw new Error(`${command} did not parse`);
    sandbox.stats.reset();
    const before = count();
    await runReport(parsed.query, ctx(now));
    const types = count() - before;
    const channels = command.startsWith('digest') ? (sandbox.stats.byPath[CHANNELS_PATH] ?? 0) : 0;
    return { all: sandbox.stats.requests, extra: types + channels };
  };
  let base = 0;
  let extra = 0;
  let moved = 0;
  const lodging = { reports: 0, moved: 0, base: 0, extra: 0 };
  try {
    for (const now of mondays()) {
      const digest = await run('digest last-week', now);
      if (digest.extra > 0) moved++;
      extra += digest.extra;
      base += digest.all - digest.extra;
      for (const command of ['bookings last-week', 'occupancy last-week', 'bookings yesterday']) {
        const r = await run(command, now);
        lodging.reports++;
        if (r.extra > 0) lodging.moved++;
        lodging.extra += r.extra;
        lodging.base += r.all - r.extra;
      }
    }
  } finally {
    await plain.close();
    await sandbox.close();
  }
  return {
    digests: DIGESTS,
    moved,
    baseRequests: base / DIGESTS,
    extraRequests: extra / DIGESTS,
    extraPerSection: extra / DIGESTS / SECTIONS,
    lodgingReports: lodging.reports,
    lodgingMoved: lodging.moved,
    lodgingBaseRequests: lodging.base / lodging.reports,
    lodgingExtraPerReport: lodging.extra / lodging.reports,
  };
}

function cpuPerReport(): number {
  const days = 365;
  const start = '2025-11-21';
  const before = '2024-11-22';
  // Deterministic, lumpy data: weekly rhythm plus a slow wave.
  const series = (from: string, k: number) =>
    new Map(Array.from({ length: days }, (_, i) => [plusDays(from, i), 20 + ((i * 7 + k) % 11) + (i % 7 === 2 ? 9 : 0)]));
  const members = (k: number) => new Map(Array.from({ length: 50 }, (_, i) => [`member ${i}`, 100 + ((i * 37 + k) % 90)]));
  const dims: Dimension[] = [0, 1, 2].map((d) => ({ one: 'm', many: 'ms', now: members(d + 5), before: members(d) }));
  const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  const now = total(members(5));
  const prev = total(members(0));
  const headline: Metric = {
    key: 'k',
    label: 'New signups',
    unit: 'count',
    better: 'up',
    value: now,
    previous: prev,
    change: { absolute: now - prev, relative: (now - prev) / prev, direction: now > prev ? 'up' : 'down' },
  };
  const current = series(start, 3);
  const previous = series(before, 0);
  // Five property types, and the books of 400 stay dates now and a week ago.
  const types: Dimension = { one: 'property type', many: 'property types', now: members(7), before: members(2) };
  const stays = (k: number) =>
    new Map(
      Array.from({ length: 400 }, (_, i) => [plusDays(start, 365 + i), { nights: 40 + ((i * 13 + k) % 30), revenueCents: 400_000 + i * 97 + k }]),
    );
  const booksNow = stays(9);
  const booksThen = { day: plusDays(start, 358), books: stays(0) };
  const today = plusDays(start, 365);
  const once = () => {
    breakdownInsights(headline, dims);
    driversOf(headline, [types]);
    unusualDayOf(headline, { start, end: plusDays(start, days - 1) }, { start: before, end: plusDays(before, days - 1) }, current, previous);
    pickupOf({ start: today, end: plusDays(today, 399) }, today, booksNow, { snapshot: booksThen, oldestDay: booksThen.day });
  };
  for (let i = 0; i < 20; i++) once();
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t = performance.now();
    once();
    times.push(performance.now() - t);
  }
  return Math.round([...times].sort((a, b) => a - b)[100]! * 100) / 100;
}

export async function runInsightsBench(): Promise<Record<string, unknown>> {
  const requests = await extraRequests();
  const cpuMs = cpuPerReport();
  console.log('\nInsights: what saying why costs');
  console.log(`digests (last week, 20 Mondays)           ${requests.digests}; referral revenue moved ≥ 15% in ${requests.moved}`);
  console.log(`requests per digest without insights      ${requests.baseRequests}`);
  console.log(
    `extra requests per digest                 ${requests.extraRequests}  (${requests.extraPerSection} per section; ≤ ${REQUESTS_TARGET} ${requests.extraPerSection <= REQUESTS_TARGET ? 'ok' : 'MISSED'})`,
  );
  console.log(`bookings, occupancy last wk, bookings yday   ${requests.lodgingReports} reports; asked per property type in ${requests.lodgingMoved}`);
  console.log(`requests per lodging report without       ${requests.lodgingBaseRequests}`);
  console.log(`extra requests per lodging report         ${requests.lodgingExtraPerReport.toFixed(2)}  (10 when asked)`);
  console.log(`CPU per report, a year of days, p50       ${cpuMs} ms  (< ${CPU_TARGET_MS} ms ${cpuMs < CPU_TARGET_MS ? 'ok' : 'MISSED'})`);
  return { ...requests, cpuPerReportMs: cpuMs };
}
