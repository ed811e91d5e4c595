/**
 * A warm start (issue 33). The first command after start used to take three to four times as
 * long to reach the service as the rest: the connection to the service was still to be
 * opened, the answer schemas and the report code still to be run for the first time, the
 * chart code and its font still to be loaded. Before the bot says it is ready, it does once
 * what that command would do: the headline report (referrals of last week against the week
 * before, its one wave of requests, through the real client, which keeps the connections
 * open) and a tiny chart drawn by the real renderer.
 *
 * Readiness waits for it, bounded by `boundMs`. The service being down never fails start-up:
 * the warm-up says so in the log and the bot goes ready anyway, so Slack's requests are
 * acknowledged and each command is answered with what went wrong.
 */
import type { ReportingApi } from '../../src/api/index.js';
import type { Logger } from '../../src/log.js';
import type { ChartRenderer, ChartSpec } from '../../src/render/charts.js';
import { runReport } from '../../src/reports/index.js';
import type { ReadinessCheck } from '../http/server.js';

/** How long readiness waits for the warm-up at most. */
export const WARM_UP_BOUND_MS = 3_000;

export interface WarmUpDeps {
  api: ReportingApi;
  charts: ChartRenderer;
  logger: Logger;
  /** The report settings (currency, time zone, include flags), as the worker runs reports with them. */
  settings: { currency: string; timeZone: string; includeRestricted: boolean; includeOptout: boolean };
  boundMs?: number;
  now?: () => Date;
}

export interface WarmUp {
  /** For /readyz: fails, saying so, until the warm-up finished or its bound passed. */
  check: ReadinessCheck;
  /** Resolves when the warm-up finished or its bound passed; never rejects. */
  done: Promise<void>;
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

/** Starts the warm-up now; its parts run at once. */
export function startWarmUp(deps: WarmUpDeps): WarmUp {
  const boundMs = deps.boundMs ?? WARM_UP_BOUND_MS;
  const started = performance.now();
  const controller = new AbortController();
  let finished = false;

  const service = async () => {
    const now = deps.now?.() ?? new Date();
    // The query `/report referrals last-week` makes, written out: adapters do not read the grammar.
    const query = {
      report: 'referrals',
      range: 'last-week',
      timeZone: deps.settings.timeZone,
      weekStartsOn: 'Sunday' as const,
      properties: [],
      discoveries: [],
    };
    await runReport(query, { api: deps.api, now, ...deps.settings, signal: controller.signal });
  };
  const parts = Promise.allSettled([service(), deps.charts.render(TINY_CHART)]);
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<'bound'>((resolve) => {
    timer = setTimeout(() => resolve('bound'), boundMs);
  });

  const done = Promise.race([parts, bound]).then((outcome) => {
    clearTimeout(timer);
    finished = true;
    const ms = Math.round(performance.now() - started);
    if (outcome === 'bound') {
      controller.abort();
      deps.logger.warn(
        { event: 'warm_up_bounded', boundMs },
        `the warm-up did not finish within ${boundMs} ms (is the reporting service slow or down?); ready anyway`,
      );
      return;
    }
    const [report, chart] = outcome;
    if (report.status === 'rejected') {
      deps.logger.warn(
        { event: 'warm_up_service_failed', ms, reason: reasonOf(report.reason) },
        'the reporting service did not answer the warm-up; ready anyway: commands are acknowledged and told what went wrong until it answers',
      );
    }
    if (chart.status === 'rejected')
      deps.logger.warn({ event: 'warm_up_chart_failed', ms, reason: reasonOf(chart.reason) }, 'the warm-up chart could not be drawn; ready anyway');
    if (report.status === 'fulfilled' && chart.status === 'fulfilled')
      deps.logger.info({ event: 'warm_up', ms }, `warmed up in ${ms} ms: service connections open, report and chart code loaded`);
  });

  return {
    done,
    check: async () => {
      if (!finished) throw new Error('warming up: the service connection, the report and chart code');
    },
  };
}

/** A failure in one line: the error's message, never its stack. */
function reasonOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
