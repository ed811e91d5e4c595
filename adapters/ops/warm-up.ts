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
 *
 * The receiving side warms too (`warmReceivers`), once the server listens: the grammar reads the
 * headline command once and each receiver takes one harmless request of its platform through its
 * own route (Slack: a signed `url_verification`), so the first person's command does not pay for
 * the code of the request path being compiled (measured: its ack took 23-35 ms against 6-9 warm).
 */
import type { ReportingApi } from '../../src/api/index.js';
import type { Logger } from '../../src/log.js';
import type { ChartRenderer, ChartSpec } from '../../src/render/charts.js';
import { runReport } from '../../src/reports/index.js';
import type { FrontDoor } from '../../src/commands/index.js';
import type { ReadinessCheck } from '../http/server.js';
import type { Receiver } from '../platform.js';

/** How long readiness waits for the warm-up at most. */
export const WARM_UP_BOUND_MS = 3_000;

export interface WarmUpDeps {
  api: ReportingApi;
  /** Null with `CHARTS=off`. */
  charts: ChartRenderer | null;
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
  const controller = new AbortController();

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
  const parts = Promise.allSettled([service(), deps.charts?.render(TINY_CHART)]);
  return bounded(parts, boundMs, 'the service connection, the report and chart code', (outcome, ms) => {
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
  return bounded(parts, boundMs, "the grammar and the receivers' request paths", (outcome, ms) => {
    const failed = outcome === 'bound' ? [] : outcome.filter((o) => o.status === 'rejected').map((o) => reasonOf(o.reason));
    if (outcome === 'bound' || failed.length > 0)
      deps.logger.warn(
        { event: 'warm_up_receivers_incomplete', ms, reasons: failed },
        `the receivers' warm-up ${outcome === 'bound' ? `did not finish within ${boundMs} ms` : 'failed'}; ready anyway (the first command may be slower)`,
      );
    // Debug: it ends after the start-up lines, whose last says what a newcomer does next.
    else
      deps.logger.debug({ event: 'warm_up_receivers', ms }, `receivers warmed up in ${ms} ms: the grammar and each platform's request path run once`);
  });
}

/** Readiness before the receivers can warm: the server is not listening yet. */
export const NOT_LISTENING: WarmUp = {
  done: Promise.resolve(),
  check: async () => {
    throw new Error('warming up: the server is not listening yet');
  },
};

/** Readiness for `parts` (`what` they warm): finished when they settle or `boundMs` passes, whichever is first; `report` logs the outcome. */
function bounded<T>(parts: Promise<T>, boundMs: number, what: string, report: (outcome: T | 'bound', ms: number) => void): WarmUp {
  const started = performance.now();
  let finished = false;
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<'bound'>((resolve) => {
    timer = setTimeout(() => resolve('bound'), boundMs);
  });
  const done = Promise.race([parts, bound]).then((outcome) => {
    clearTimeout(timer);
    finished = true;
    report(outcome, Math.round(performance.now() - started));
  });
  return {
    done,
    check: async () => {
      if (!finished) throw new Error(`warming up: ${what}`);
    },
  };
}

/** A failure in one line: the error's message, never its stack. */
function reasonOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
