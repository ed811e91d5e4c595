/**
 * A report's charts on the way to its message, sequenced here so the adapters only do I/O.
 *
 * A platform that can rewrite a message it posted (its deliverer has `addCharts`) gets a
 * request's report in two steps when its charts are PNGs drawn here: the figures go out at
 * once with a line holding the charts' place, while the charts are drawn and readied
 * (`prepareCharts`: a platform that uploads them does so meanwhile); then, unless a button has since written a
 * newer report into that message (message-versions.ts), the charts are written into it. Any
 * other report (a firing, a chart service's URLs, a platform that posts once) is posted
 * whole, its charts drawn first.
 */
import type { Target } from '../src/commands/index.js';
import type { Logger } from '../src/log.js';
import { chartConfigs, type Chart, type ChartRenderer, type ChartSpec } from '../src/render/charts.js';
import type { Report } from '../src/reports/index.js';
import type { ChartsMade, Deliverer, DeliveryReceipt, PreparedCharts, ReportMessage } from './deliverer.js';
import type { MessageVersions } from './message-versions.js';
import type { Platforms } from './platforms.js';

/** What the charts' part of a report job needs. */
export interface ChartDeps {
  /** Null: reports go out without charts (and without a chart error). */
  charts: ChartRenderer | null;
  deliverer: Deliverer;
  platforms: Pick<Platforms, 'addsCharts' | 'abilities'>;
  logger: Logger;
  /** Which report each rewritten message shows last. Absent: not checked. */
  messages?: MessageVersions;
  /** False: every report is posted whole (the benchmark's side-by-side path). Default true. */
  chartsFollow?: boolean;
}

/** The report's chart specs, or none when charts are off or cannot be planned (`failed`: said once it is posted). */
export interface ChartPlan {
  specs: ChartSpec[];
  failed: boolean;
}

export function planCharts(deps: Pick<ChartDeps, 'charts' | 'logger'>, report: Report, correlationId: string): ChartPlan {
  if (!deps.charts) return { specs: [], failed: false };
  try {
    return { specs: chartConfigs(report), failed: false };
  } catch (err) {
    deps.logger.warn({ event: 'chart_failed', correlationId, err: String(err) }, 'charts could not be made');
    return { specs: [], failed: true };
  }
}

/** Draws every planned chart; one that fails is left out and said (`chartError`), never failing the job. */
export async function drawCharts(deps: Pick<ChartDeps, 'charts' | 'logger'>, specs: ChartSpec[], correlationId: string): Promise<ChartsMade> {
  const renderer = deps.charts;
  if (!renderer || specs.length === 0) return { charts: [], chartError: false };
  // Each caught on its own: a renderer that throws or rejects fails its chart, not the job.
  const drawn = await Promise.all(
    specs.map(async (spec) => {
      try {
        return { spec, image: await renderer.render(spec) };
      } catch (err) {
        deps.logger.warn({ event: 'chart_failed', correlationId, chart: spec.key, err: String(err) }, 'chart could not be made');
        return { spec, image: null };
      }
    }),
  );
  const charts: Chart[] = drawn.flatMap(({ spec, image }) => (image ? [{ key: spec.key, title: spec.title, alt: spec.alt, image }] : []));
  return { charts, chartError: charts.length < specs.length };
}

/**
 * Whether this report goes out figures first: charts that take time to draw here, a report
 * whose charts may follow (`mayFollow`: not a firing's, which posts once, complete, so a
 * channel's digest or alert never changes under its readers), and a platform that can write
 * them into its message afterwards.
 */
export function chartsFollow(deps: ChartDeps, target: Target, plan: ChartPlan, mayFollow: boolean): boolean {
  return mayFollow && deps.chartsFollow !== false && deps.charts?.output === 'png' && plan.specs.length > 0 && deps.platforms.addsCharts(target);
}

/**
 * Posts `message` (without charts) at once with a line holding their place, and resolves once
 * its charts are in it too. Throws only what posting the figures throws: after that the
 * figures are out, and a retry would post them twice.
 */
export async function deliverFiguresFirst(deps: ChartDeps, target: Target, message: ReportMessage, specs: ChartSpec[]): Promise<DeliveryReceipt> {
  // Drawn (in the chart thread) and readied while the figures are on their way.
  const readying = drawCharts(deps, specs, message.correlationId).then(async (made) => {
    const complete: ReportMessage = { ...message, ...made };
    return { complete, prepared: await deps.platforms.abilities.prepareCharts(target, complete) };
  });
  readying.catch(() => undefined);
  const posted = await deps.deliverer.deliver(target, { ...message, charts: [], chartError: false, chartsPending: true });
  await addCharts(deps, target, posted, message, readying);
  return posted;
}

/** Writes the charts into the posted message, if it is still this report's; never throws. */
async function addCharts(
  deps: ChartDeps,
  target: Target,
  posted: DeliveryReceipt,
  message: ReportMessage,
  readying: Promise<{ complete: ReportMessage; prepared?: PreparedCharts }>,
): Promise<void> {
  const { correlationId } = message;
  if (posted.editable === false || !deps.platforms.addsCharts(target)) return;
  const ready = await readying.catch((err: unknown) => {
    deps.logger.warn({ event: 'chart_failed', correlationId, err: String(err) }, 'charts could not be readied');
    return { complete: { ...message, charts: [], chartError: true }, prepared: undefined };
  });
  try {
    const latest = deps.messages ? await deps.messages.isLatest(posted.messageId, correlationId).catch(() => true) : true;
    if (!latest) {
      deps.logger.info(
        { event: `${target.platform}_chart_superseded`, correlationId },
        'a newer report is in this message; its chart is not written over it',
      );
      return;
    }
    await deps.platforms.abilities.addCharts(target, posted, ready.complete, ready.prepared);
  } catch (err) {
    deps.logger.warn({ event: 'chart_follow_failed', correlationId, err: String(err) }, 'could not add the charts to the posted report');
  }
}
