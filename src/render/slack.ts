/**
 * Report -> Slack message (Block Kit blocks plus a fallback `text`). Pure: no SDK, no I/O.
 *
 * A report is laid out as Slack users expect a bot report: title, period, headline figures
 * in a two-column grid, the chart, tables as aligned monospace text, guest stories with their
 * photo, caveats in small type, then buttons. A long report is shown in part ("and N more")
 * rather than rejected by Slack: the message is built with the most detail first and with
 * less and less until it fits `RENDER_LIMITS.slack`.
 */
import type { Report } from '../reports/types.js';
import { reportActions } from './actions.js';
import { slackTextLength, type SlackBlock, type SlackMessage } from './block-kit.js';
import type { RenderedChart, RenderOptions } from './chart-ref.js';
import { TOP_STORIES, formatChange, formatValue, headerTitle, periodWords } from './format.js';
import { RENDER_LIMITS, STEP_DOWN, type Caps } from './limits.js';
import { clipMrkdwn, escapeMrkdwn, inlineText, mrkdwn, plainText } from './slack-mrkdwn.js';
import {
  actionsBlock,
  chartBlocks,
  highlightBlocks,
  metricSections,
  notesContext,
  periodContext,
  tableSection,
} from './slack-parts.js';

export type { SlackBlock, SlackMessage } from './block-kit.js';

const L = RENDER_LIMITS.slack;
const SHOWN = RENDER_LIMITS.shown;

/** Renders a report (or a digest) as a Slack message within Slack's limits. */
export function toSlackMessage(report: Report, options: RenderOptions = {}): SlackMessage {
  let message = build(report, options, STEP_DOWN[0]!);
  for (const caps of STEP_DOWN.slice(1)) {
    if (fits(message)) return message;
    message = build(report, options, caps);
  }
  return fits(message) ? message : lastResort(message);
}

function fits(message: SlackMessage): boolean {
  return message.blocks.length <= L.blocks && slackTextLength(message) <= L.payloadText;
}

function build(report: Report, options: RenderOptions, caps: Caps): SlackMessage {
  const blocks: SlackBlock[] = [
    { type: 'header', text: plainText(headerTitle(report), L.headerText) },
    periodContext(report),
  ];
  const charts = options.charts ?? [];
  if (report.sections.length > 0) blocks.push(...digestBlocks(report, charts, options.chartError ?? false, caps));
  else blocks.push(...reportBlocks(report, charts, options.chartError ?? false, caps));
  const notes = notesContext(report.notes);
  if (notes) blocks.push(notes);
  if (options.actions !== false) {
    const actions = actionsBlock(reportActions(report, options.now ?? new Date(report.generatedAt)));
    if (actions) blocks.push(actions);
  }
  return { text: fallbackText(report), blocks };
}

/** The body of a single report: figures, chart, tables, stories; or the empty sentence. */
function reportBlocks(report: Report, charts: RenderedChart[], chartError: boolean, caps: Caps): SlackBlock[] {
  // An empty period shows its sentence instead of a grid of zeros and an empty chart.
  if (report.emptyMessage) return [{ type: 'section', text: mrkdwn(inlineText(report.emptyMessage)) }];
  return [
    ...metricSections(report.metrics, report.currency),
    ...chartBlocks(charts, chartError),
    // A table with no rows or columns has nothing to show but its header.
    ...report.tables.filter((t) => t.rows.length > 0 && t.columns.length > 0).map((t) => tableSection(t, report.currency, caps.tableRows)),
    ...highlightBlocks(report.highlights, caps.highlights, `*${TOP_STORIES}*`),
  ];
}

/**
 * A digest: per section a bold title with its period, its first four figures, its top three
 * stories and its caveats, with a divider between sections. A chart goes under the section
 * whose series it draws; charts that match no section come first.
 */
function digestBlocks(report: Report, charts: RenderedChart[], chartError: boolean, caps: Caps): SlackBlock[] {
  const keysOf = (s: Report) => new Set(s.series.map((x) => x.key));
  const placed = new Set<RenderedChart>();
  const perSection = report.sections.map((s) => {
    const keys = keysOf(s);
    const mine = charts.filter((c) => !placed.has(c) && keys.has(c.key));
    mine.forEach((c) => placed.add(c));
    return mine;
  });
  const blocks: SlackBlock[] = chartBlocks(
    charts.filter((c) => !placed.has(c)),
    chartError,
  );
  report.sections.forEach((s, i) => {
    if (i > 0) blocks.push({ type: 'divider' });
    const heading = `*${inlineText(headerTitle(s), 150)}*  ·  ${escapeMrkdwn(periodWords(s).join('  ·  '))}`;
    if (s.emptyMessage) {
      blocks.push({ type: 'section', text: mrkdwn(`${heading}\n${inlineText(s.emptyMessage)}`) });
    } else {
      blocks.push(...metricSections(s.metrics.slice(0, SHOWN.digestMetrics), s.currency, heading));
      blocks.push(...chartBlocks(perSection[i] ?? [], false));
      blocks.push(...highlightBlocks(s.highlights, Math.min(SHOWN.digestHighlights, caps.highlights), null));
    }
    const notes = notesContext(s.notes);
    if (notes) blocks.push(notes);
  });
  return blocks;
}

/**
 * The notification and screen-reader text:
 * `Referrals · Last month · Oct 1–31, 2026 · vs Sep 1–30, 2026: Referral revenue $912,383.94 ▼ 7.1% (worse), …`.
 * Slack parses this like mrkdwn, so it is escaped too.
 */
export function fallbackText(report: Report): string {
  const figure = (m: Report['metrics'][number], currency: string) => {
    const change = formatChange(m, currency);
    return `${m.label} ${formatValue(m.value, m.unit, currency)}${change ? ` ${change}` : ''}`;
  };
  let body: string;
  if (report.emptyMessage) body = report.emptyMessage;
  else if (report.sections.length > 0) {
    body = report.sections
      .map((s) => (s.emptyMessage || !s.metrics[0] ? `${s.title}: ${s.emptyMessage ?? 'no figures'}` : `${s.title}: ${figure(s.metrics[0], s.currency)}`))
      .join('; ');
  } else body = report.metrics.map((m) => figure(m, report.currency)).join(', ');
  const text = `${[headerTitle(report), ...periodWords(report)].join(' · ')}${body ? `: ${body}` : ''}`;
  return clipMrkdwn(escapeMrkdwn(text.replace(/\s*[\r\n]+\s*/g, ' ')), L.fallbackText);
}

/**
 * Even the smallest rendering is too big (dozens of tables, say): keep blocks from the top
 * while they fit, say that the rest did not, and keep the buttons.
 */
function lastResort(message: SlackMessage): SlackMessage {
  const last = message.blocks.at(-1);
  const actions = last?.type === 'actions' ? [last] : [];
  const body = actions.length ? message.blocks.slice(0, -1) : message.blocks;
  const notice: SlackBlock = {
    type: 'context',
    elements: [mrkdwn('This report is too long for one message; the rest was left out. Narrow the command to see more.')],
  };
  const kept: SlackBlock[] = [];
  for (const block of body) {
    const candidate = { text: message.text, blocks: [...kept, block, notice, ...actions] };
    if (!fits(candidate)) break;
    kept.push(block);
  }
  return { text: message.text, blocks: [...kept, notice, ...actions] };
}
