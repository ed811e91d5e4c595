/**
 * What the insights cost. (1) Extra requests: 20 weekly digests on the sample data (one per
 * Monday from Jul 6 to Nov 16, 2026), counting the channel breakdown requests the referrals
 * section makes only when revenue moved 15% or more; target: at most one extra request per
 * report (section) on average. (2) CPU: the three insight functions on the largest input a
 * report gives them (a year of days against the year before, three breakdowns of 50 members),
 * median of 200 runs after a warm-up; target: under 20 ms per report.
 */
import { createReportingApi } from '../src/api/index.js';
import { parseConfig } from '../src/config.js';
import { parseCommand } from '../src/query/index.js';
import { plusDays } from '../src/query/calendar.js';
import { runReport } from '../src/reports/index.js';
import { breakdownInsights, unusualDayOf, type Dimension } from '../src/reports/insights.js';
import type { Metric } from '../src/reports/types.js';
import { startSandbox } from '../src/sandbox/index.js';

const DIGESTS = 20;
const SECTIONS = 4;
const CHANNELS_PATH = '/v1/collaborative/report/sponsor/referrals/channels/impact';
const REQUESTS_TARGET = 1;
const CPU_TARGET_MS = 20;

async function extraRequests(): Promise<{ digests: number; moved: number; baseRequests: number; extraRequests: number; extraPerSection: number }> {
  const sandbox = await startSandbox({ seed: 42, now: new Date('2026-11-16T08:00:00Z') });
  const config = parseConfig({ REPORTING_API_URL: sandbox.url, REPORTING_API_KEY: sandbox.apiKey });
  const api = createReportingApi({ ...config.api, url: sandbox.url });
  let base = 0;
  let extra = 0;
  let moved = 0;
  try {
    for (let i = 0; i < DIGESTS; i++) {
      const now = new Date(Date.parse('2026-07-06T08:00:00Z') + i * 7 * 86_400_000);
      const parsed = parseCommand('digest last-week', { now, timeZone: 'UTC' });
      if (parsed.kind !== 'report') throw new Error('digest did not parse');
      sandbox.stats.reset();
      await runReport(parsed.query, { api, now, currency: 'USD', timeZone: 'UTC', includeRestricted: false, includeOptout: false });
      const lookups = sandbox.stats.byPath[CHANNELS_PATH] ?? 0;
      if (lookups > 0) moved++;
      extra += lookups;
      base += sandbox.stats.requests - lookups;
    }
  } finally {
    await api.close();
    await sandbox.close();
  }
  return { digests: DIGESTS, moved, baseRequests: base / DIGESTS, extraRequests: extra / DIGESTS, extraPerSection: extra / DIGESTS / SECTIONS };
}

function cpuPerReport(): number {
  const days = 365;
  const start = '2025-11-21';
  const before = '2024-11-22';
  // Deterministic, lumpy data: weekly rhythm plus a slow wave.
  const series = (from: string, k: number) => new Map(Array.from({ length: days }, (_, i) => [plusDays(from, i), 20 + ((i * 7 + k) % 11) + (i % 7 === 2 ? 9 : 0)]));
  const members = (k: number) => new Map(Array.from({ length: 50 }, (_, i) => [`member ${i}`, 100 + ((i * 37 + k) % 90)]));
  const dims: Dimension[] = [0, 1, 2].map((d) => ({ one: 'm', many: 'ms', now: members(d + 5), before: members(d) }));
  const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  const now = total(members(5));
  const prev = total(members(0));
  const headline: Metric = { key: 'k', label: 'New signups', unit: 'count', better: 'up', value: now, previous: prev, change: { absolute: now - prev, relative: (now - prev) / prev, direction: now > prev ? 'up' : 'down' } };
  const current = series(start, 3);
  const previous = series(before, 0);
  const once = () => {
    breakdownInsights(headline, dims);
    unusualDayOf(headline, { start, end: plusDays(start, days - 1) }, { start: before, end: plusDays(before, days - 1) }, current, previous);
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
  console.log(`extra requests per digest                 ${requests.extraRequests}  (${requests.extraPerSection} per section; ≤ ${REQUESTS_TARGET} ${requests.extraPerSection <= REQUESTS_TARGET ? 'ok' : 'MISSED'})`);
  console.log(`CPU per report, a year of days, p50       ${cpuMs} ms  (< ${CPU_TARGET_MS} ms ${cpuMs < CPU_TARGET_MS ? 'ok' : 'MISSED'})`);
  return { ...requests, cpuPerReportMs: cpuMs };
}
