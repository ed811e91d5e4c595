/**
 * The `GET /csv` route on its own, over real HTTP against the sandbox: a few downloads at a
 * time (the next is told to try again), a period with no table, and a reporting service that
 * does not answer, each a page of one sentence.
 */
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCsvLinks, createCsvRoute, NO_TABLE, TOO_BUSY, type CsvLinks } from '../../adapters/http/csv-download.js';
import { createHttpServer } from '../../adapters/http/server.js';
import { createReportingApi } from '../../src/api/index.js';
import { parseConfig } from '../../src/config.js';
import { createLogger } from '../../src/log.js';
import { runReport, type Report } from '../../src/reports/index.js';
import type { ReportQuery } from '../../src/query/index.js';
import { closeServer } from '../helpers/loopback.js';
import { sponsorRecord as rec, useFixtures } from '../reports/harness.js';

const SECRET = 'a-test-secret-of-at-least-32-characters';
const logger = createLogger({ level: 'silent' });
const h = useFixtures({ sponsor: [rec(2026, 274, 5, 600.1, 9, 900)] });

/** A route on its own server; `gate` holds every report until released. */
async function serve(makeReport: (query: ReportQuery, now: Date) => Promise<Report>, maxInFlight?: number) {
  const server = createHttpServer({ logger, checks: {}, routes: [createCsvRoute({ secret: SECRET, logger, makeReport, maxInFlight })] });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const links: CsvLinks = createCsvLinks({ publicUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, secret: SECRET });
  return { server, links };
}

const real = (query: ReportQuery, now: Date) =>
  runReport(query, { api: h().api, now, currency: 'USD', includeRestricted: false, includeOptout: false });

describe('GET /csv', () => {
  let report: Report;
  beforeAll(async () => {
    report = await h().run('referrals last month');
  });

  it('makes a few downloads at a time and tells the next one to try again (503)', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let entered!: () => void;
    const inside = new Promise<void>((r) => (entered = r));
    const { server, links } = await serve(async (query, now) => {
      entered();
      await held;
      return real(query, now);
    }, 1);
    try {
      const first = fetch(links.linkFor(report));
      await inside;
      const second = await fetch(links.linkFor(report));
      expect(second.status).toBe(503);
      expect(second.headers.get('retry-after')).toBe('60');
      expect(await second.text()).toContain(TOO_BUSY);
      release();
      const done = await first;
      expect(done.status).toBe(200);
      expect(await done.text()).toContain('2026-10-01,2026-10-03,600.10,5,900.00');
      // The slot is free again.
      expect((await fetch(links.linkFor(report))).status).toBe(200);
    } finally {
      release();
      await closeServer(server);
    }
  });

  it('a period with nothing in it has no table to download (404)', async () => {
    const empty = await h().run('referrals 2025-01');
    expect(empty.emptyMessage).not.toBeNull();
    const { server, links } = await serve(real);
    try {
      const res = await fetch(links.linkFor(empty));
      expect(res.status).toBe(404);
      expect(await res.text()).toContain(NO_TABLE);
    } finally {
      await closeServer(server);
    }
  });

  it('a reporting service that does not answer is its one sentence (503), never a stack', async () => {
    const cfg = parseConfig({
      REPORTING_API_URL: 'http://127.0.0.1:9',
      REPORTING_API_KEY: 'k',
      REPORTING_API_RETRIES: '0',
      REPORTING_API_CONNECT_TIMEOUT_MS: '500',
    });
    const down = createReportingApi({ ...cfg.api, url: 'http://127.0.0.1:9' });
    const { server, links } = await serve((query, now) =>
      runReport(query, { api: down, now, currency: 'USD', includeRestricted: false, includeOptout: false }),
    );
    try {
      const res = await fetch(links.linkFor(report));
      expect(res.status).toBe(503);
      const page = await res.text();
      expect(page).toMatch(/^<!doctype html><meta charset="utf-8"><title>Report bot<\/title><p>[^<]+<\/p>\n$/);
      expect(page).not.toMatch(/Error:|at .*\.(ts|js)/);
    } finally {
      await closeServer(server);
      await down.close();
    }
  });
});
