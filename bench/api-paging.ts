/**
 * One measurement of the paging benchmark, run in its own process so that its peak RSS is
 * its own: `tsx bench/api-paging.ts <client|raw|sequential> <sandboxUrl> <key> <start> <end>`.
 * Prints one JSON line: { mode, ms, records, pages, days, peakRssMb }.
 *
 * - client:     our ReportingApi, 4 pages in flight, counts per day aggregated as pages arrive.
 * - raw:        plain undici at the same concurrency, downloading the same pages, nothing else.
 * - sequential: our ReportingApi with one page in flight.
 */
import { Pool } from 'undici';
import { createReportingApi } from '../src/api/index.js';
import { parseConfig } from '../src/config.js';

const [mode, url, key, start, end] = process.argv.slice(2) as [string, string, string, string, string];
const CONCURRENCY = 4;
const PAGE_SIZE = 500;

async function viaClient(concurrency: number) {
  const cfg = parseConfig({ REPORTING_API_URL: url, REPORTING_API_KEY: key, REPORTING_API_PAGE_CONCURRENCY: String(concurrency) });
  const api = createReportingApi({ ...cfg.api, url });
  const perDay = new Map<string, number>();
  let records = 0;
  let pages = 0;
  for await (const page of api.advocacySignups({ start, end })) {
    pages++;
    for (const s of page.records) {
      const day = s.createDate.slice(0, 10);
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
      records++;
    }
  }
  await api.close();
  return { records, pages, days: perDay.size };
}

async function raw() {
  const base = new URL(url);
  const pool = new Pool(base.origin, { connections: CONCURRENCY + 2 });
  const fetchPage = async (page: number) => {
    const res = await pool.request({
      method: 'POST',
      path: `${base.pathname.replace(/\/$/, '')}/v1/company/data/advocacy/signups?startdate=${start}&enddate=${end}&page=${page}&pagesize=${PAGE_SIZE}`,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: '{"isIncludeRestricted":false,"isIncludeOptout":false}',
    });
    return res.body.text();
  };
  const first = JSON.parse(await fetchPage(1)) as { total: number };
  const pageCount = Math.ceil(first.total / PAGE_SIZE);
  let next = 2;
  const worker = async () => {
    while (next <= pageCount) await fetchPage(next++);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await pool.close();
  return { records: first.total, pages: pageCount, days: 0 };
}

const t0 = performance.now();
const result = mode === 'raw' ? await raw() : await viaClient(mode === 'sequential' ? 1 : CONCURRENCY);
const ms = performance.now() - t0;
const peakRssMb = process.resourceUsage().maxRSS / 1024;
process.stdout.write(`${JSON.stringify({ mode, ms: Math.round(ms), ...result, peakRssMb: Math.round(peakRssMb) })}\n`);
