/**
 * A warm start (issue 33). The first command after start used to take three to four times as
 * long to reach the service as the rest: the connection to the service was still to be
 * opened, the answer schemas and the report code still to be run for the first time, the
 * chart code and its font still to be loaded. Before the bot says it is ready, it does once
 * what that command would do: the headline report (referrals of last month against the month
 * before, its one wave of requests, through the real client, which keeps the connections
 * open) and a tiny chart drawn by the real renderer.
 *
 * What the headline report does not reach is done without the service: a made-up answer of
 * every operation parsed through its schema (src/api/samples.ts), and a small report of fixed
 * figures (`WARM_UP_REPORT`, nobody's data) rendered once by each platform's renderer, which
 * measured 6-20 ms on its first report against 1 ms later. Each platform's deliverer opens
 * its connection with a call that posts nothing (`Deliverer.warm`: Slack's `auth.test`), so
 * the first post does not pay for it or for its client's code (11-15 ms on loopback).
 *
 * Readiness waits for it, bounded by `boundMs`. The service being down never fails start-up:
 * the warm-up says so in the log and the bot goes ready anyway, so Slack's requests are
 * acknowledged and each command is answered with what went wrong.
 *
 * The receiving side warms too (`warmReceivers`), once the server listens: the grammar reads the
 * headline command once and each receiver takes one harmless request of its platform through its
 * own route (Slack: a signed `url_verification`), so the first person's command does not pay for
 * the code of the request path being compiled (measured: its ack took 23-35 ms against 6-9 warm).
 */
import { parseSampleAnswers, type ReportingApi } from '../../src/api/index.js';
import type { Report } from '../../src/catalogue/types.js';
import type { Logger } from '../../src/log.js';
import { message } from '../../src/messages/index.js';
import type { ChartRenderer, ChartSpec } from '../../src/render/charts.js';
import { runReport } from '../../src/reports/index.js';
import type { FrontDoor } from '../../src/commands/index.js';
import type { ReadinessCheck } from '../http/server.js';
import type { PlatformPlugin, Receiver } from '../platform.js';

/** How long readiness waits for the warm-up at most. */
export const WARM_UP_BOUND_MS = 3_000;

export interface WarmUpDeps {
  api: ReportingApi;
  /** Null with `CHARTS=off`. */
  charts: ChartRenderer | null;
  logger: Logger;
  /** The report settings (currency, time zone, include flags), as the worker runs reports with them. */
  settings: { currency: string; timeZone: string; includeRestricted: boolean; includeOptout: boolean };
  /**
   * The platforms this process posts reports to: each one's renderer renders `WARM_UP_REPORT`
   * once (the result is dropped) and each one's deliverer opens its connection (`warm`).
   */
  platforms?: readonly WarmPlatform[];
  boundMs?: number;
  now?: () => Date;
}

/** What the warm-up uses of a platform plug-in (its deliverer's `deliver` is never called; it only makes any deliverer fit). */
export type WarmPlatform = Pick<PlatformPlugin, 'name' | 'renderer'> & { deliverer: Pick<PlatformPlugin['deliverer'], 'deliver' | 'warm'> };

export interface WarmUp {
  /** For /readyz: fails, saying so, until the warm-up finished or its bound passed. */
  check: ReadinessCheck;
  /** Resolves when the warm-up finished or its bound passed; never rejects. */
  done: Promise<void>;
  /**
   * At shutdown: what is still warming is dropped and says nothing (a warm-up cut short by a
   * stop asked for is no failure to report), and the service's requests are aborted.
   */
  stop(): void;
}

/** Two points of a line: enough for the chart code, its font and its canvas to be loaded and used once. */
const TINY_CHART: ChartSpec = {
  key: 'warmUp',
  title: 'Warm-up',
  alt: 'Warm-up: 1, then 2.',
  config: { type: 'line', data: { labels: ['a', 'b'], datasets: [{ label: 'Warm-up', data: [1, 2] }] } },
  axisUnits: { y: 'count' },
  currency: 'USD',
};

/**
 * A report of fixed figures for the renderers' first run: every part a report message has (headline
 * figures of each unit, a comparison, a table, a trend, a drivers insight, a note), made up and
 * labelled as such. Rendered at start-up and dropped; never posted, never stored.
 */
export const WARM_UP_REPORT: Report = {
  kind: 'referrals',
  title: 'Warm-up',
  filters: [],
  settings: [],
  query: { report: 'referrals', range: '2000-01-03..2000-01-09', timeZone: 'UTC', weekStartsOn: 'Sunday', properties: [], discoveries: [] },
  period: { start: '2000-01-03', end: '2000-01-09', fullEnd: '2000-01-09', label: 'Warm-up · Jan 3–9, 2000', days: 7, status: 'past' },
  comparison: {
    start: '1999-12-27',
    end: '2000-01-02',
    fullEnd: '2000-01-02',
    label: 'Dec 27, 1999–Jan 2, 2000',
    days: 7,
    status: 'past',
    kind: 'previous',
    shift: 'days',
  },
  currency: 'USD',
  metrics: [
    {
      key: 'referralRevenue',
      label: 'Revenue',
      unit: 'currency',
      better: 'up',
      value: 200,
      previous: 100,
      change: { absolute: 100, relative: 1, direction: 'up' },
    },
    {
      key: 'referralTransactions',
      label: 'Bookings',
      unit: 'count',
      better: 'up',
      value: 2,
      previous: 2,
      change: { absolute: 0, relative: 0, direction: 'flat' },
    },
    { key: 'share', label: 'Share', unit: 'percent', better: null, value: 0.5, previous: null, change: null },
  ],
  tables: [
    {
      key: 'days',
      title: 'By day',
      columns: [
        { key: 'day', label: 'Day' },
        { key: 'referralRevenue', label: 'Revenue', unit: 'currency' },
      ],
      rows: [
        { day: '2000-01-03', referralRevenue: 100 },
        { day: '2000-01-04', referralRevenue: 100 },
      ],
      moreRows: 0,
    },
  ],
  series: [
    {
      key: 'referralsTrend',
      kind: 'trend',
      title: 'Revenue by day',
      labels: ['2000-01-03', '2000-01-04'],
      datasets: [
        { label: 'Revenue', unit: 'currency', values: [100, 100] },
        { label: 'Before', unit: 'currency', values: [50, 50], comparison: true },
      ],
    },
  ],
  highlights: [],
  insights: [
    {
      kind: 'drivers',
      metric: 'Revenue',
      unit: 'currency',
      change: { absolute: 100, relative: 1, direction: 'up' },
      dimension: 'channel',
      drivers: [{ name: 'sample / sample', delta: 100 }],
      against: null,
      rest: 0,
    },
  ],
  notes: ['Made-up figures for the warm-up.'],
  emptyMessage: null,
  sections: [],
  generatedAt: '2000-01-10T00:00:00.000Z',
};

/** Starts the warm-up now; its parts run at once. */
export function startWarmUp(deps: WarmUpDeps): WarmUp {
  const boundMs = deps.boundMs ?? WARM_UP_BOUND_MS;
  const controller = new AbortController();
  const platforms = deps.platforms ?? [];

  const service = async () => {
    const now = deps.now?.() ?? new Date();
    // The query `/report referrals last-month` makes (the headline command, as the front door warms), written out: adapters do not read the grammar.
    const query = {
      report: 'referrals',
      range: 'last-month',
      timeZone: deps.settings.timeZone,
      weekStartsOn: 'Sunday' as const,
      properties: [],
      discoveries: [],
    };
    await runReport(query, { api: deps.api, now, ...deps.settings, signal: controller.signal });
  };
  // No service needed: every answer schema, every sentence, and each platform's renderer on figures of its own.
  const code = async () => {
    const answers = parseSampleAnswers().length;
    const messages = message.compileAll();
    const rendered = platforms.map((p) => ({
      format: p.renderer.format,
      chars: JSON.stringify(p.renderer.render(WARM_UP_REPORT, [], false)).length,
    }));
    return { answers, messages, rendered };
  };
  const connections = async () => {
    const warmed = platforms.filter((p) => p.deliverer.warm);
    const opened = await Promise.allSettled(warmed.map(async (p) => p.deliverer.warm?.()));
    return warmed.map((p, i) => ({ platform: p.name, outcome: opened[i] as PromiseSettledResult<void> }));
  };
  // The calls out first, so they are on their way while the code runs on this thread.
  const opened = connections();
  const parts = Promise.all([Promise.allSettled([service(), deps.charts?.render(TINY_CHART), code()]), opened]);
  return bounded(
    parts,
    boundMs,
    "the service connection, the report, renderer and chart code, the platforms' connections",
    () => controller.abort(),
    (outcome, ms) => {
      if (outcome === 'bound') {
        controller.abort();
        deps.logger.warn(
          { event: 'warm_up_bounded', boundMs },
          `the warm-up did not finish within ${boundMs} ms (is the reporting service or a chat platform slow or down?); ready anyway`,
        );
        return;
      }
      const [[report, chart, local], opened] = outcome;
      const closed = opened.filter((o) => o.outcome.status === 'rejected');
      // What was warmed, on whichever line is logged: the answer schemas parsed, each renderer's output, the connections opened.
      const warmed = {
        answers: local.status === 'fulfilled' ? local.value.answers : 0,
        messages: local.status === 'fulfilled' ? local.value.messages : 0,
        rendered: local.status === 'fulfilled' ? local.value.rendered : [],
        connections: opened.filter((o) => o.outcome.status === 'fulfilled').map((o) => o.platform),
      };
      if (report.status === 'rejected') {
        deps.logger.warn(
          { event: 'warm_up_service_failed', ms, reason: reasonOf(report.reason), ...warmed },
          'the reporting service did not answer the warm-up; ready anyway: commands are acknowledged and told what went wrong until it answers',
        );
      }
      if (chart.status === 'rejected')
        deps.logger.warn({ event: 'warm_up_chart_failed', ms, reason: reasonOf(chart.reason) }, 'the warm-up chart could not be drawn; ready anyway');
      if (local.status === 'rejected')
        deps.logger.warn(
          { event: 'warm_up_code_failed', ms, reason: reasonOf(local.reason) },
          'the warm-up could not run the answer schemas or a renderer; ready anyway',
        );
      for (const { platform, outcome: o } of closed)
        deps.logger.warn(
          { event: 'warm_up_platform_failed', ms, platform, reason: o.status === 'rejected' ? reasonOf(o.reason) : undefined },
          `${platform} did not answer the warm-up's call; ready anyway (its first post tries again, a little slower)`,
        );
      if (report.status === 'fulfilled' && chart.status === 'fulfilled' && local.status === 'fulfilled' && closed.length === 0)
        deps.logger.info(
          { event: 'warm_up', ms, ...warmed },
          `warmed up in ${ms} ms: service and platform connections open, report, renderer and chart code run`,
        );
    },
  );
}

export interface WarmReceiversDeps {
  door: FrontDoor;
  receivers: Receiver[];
  /** Where the bot's own server listens (`http://127.0.0.1:3000`), for the receivers' requests to themselves. */
  origin: string;
  logger: Logger;
  boundMs?: number;
}

/** Starts warming the receiving side now (the server must be listening); never fails start-up. */
export function warmReceivers(deps: WarmReceiversDeps): WarmUp {
  const boundMs = deps.boundMs ?? WARM_UP_BOUND_MS;
  const parts = Promise.allSettled([deps.door.warm(), ...deps.receivers.map(async (r) => r.warm?.(deps.origin))]);
  return bounded(
    parts,
    boundMs,
    "the grammar and the receivers' request paths",
    () => undefined,
    (outcome, ms) => {
      const failed = outcome === 'bound' ? [] : outcome.filter((o) => o.status === 'rejected').map((o) => reasonOf(o.reason));
      if (outcome === 'bound' || failed.length > 0)
        deps.logger.warn(
          { event: 'warm_up_receivers_incomplete', ms, reasons: failed },
          `the receivers' warm-up ${outcome === 'bound' ? `did not finish within ${boundMs} ms` : 'failed'}; ready anyway (the first command may be slower)`,
        );
      // Debug: it ends after the start-up lines, whose last says what a newcomer does next.
      else
        deps.logger.debug(
          { event: 'warm_up_receivers', ms },
          `receivers warmed up in ${ms} ms: the grammar and each platform's request path run once`,
        );
    },
  );
}

/** Readiness before the receivers can warm: the server is not listening yet. */
export const NOT_LISTENING: WarmUp = {
  done: Promise.resolve(),
  stop: () => undefined,
  check: async () => {
    throw new Error('warming up: the server is not listening yet');
  },
};

/**
 * Readiness for `parts` (`what` they warm): finished when they settle or `boundMs` passes,
 * whichever is first; `report` logs the outcome, unless `stop` came first (it calls `abort`).
 */
function bounded<T>(parts: Promise<T>, boundMs: number, what: string, abort: () => void, report: (outcome: T | 'bound', ms: number) => void): WarmUp {
  const started = performance.now();
  let finished = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<'bound'>((resolve) => {
    timer = setTimeout(() => resolve('bound'), boundMs);
  });
  const done = Promise.race([parts, bound]).then((outcome) => {
    clearTimeout(timer);
    finished = true;
    if (!stopped) report(outcome, Math.round(performance.now() - started));
  });
  return {
    done,
    stop() {
      if (finished) return;
      stopped = true;
      abort();
    },
    check: async () => {
      if (!finished) throw new Error(`warming up: ${what}`);
    },
  };
}

/** A failure in one line: the error's message, never its stack. */
function reasonOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
