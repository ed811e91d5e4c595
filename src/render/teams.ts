/**
 * Report -> Teams Adaptive Card 1.5. Pure: no botbuilder, no I/O; the Teams adapter wraps
 * the card with `toTeamsAttachment` and sends it.
 *
 * Same content and order as the Slack message (title, period, figures, chart, tables,
 * stories, notes, buttons), in Adaptive Card terms. Teams rejects an activity over 28 KB, so
 * the card is built with the most detail first and with less until it fits the budget in
 * `RENDER_LIMITS.teams` (images given as data URIs are not counted: they travel as images).
 */
import type { Report } from '../reports/types.js';
import { reportActions } from './actions.js';
import { cardBytes, type AdaptiveCard, type AdaptiveCardAttachment, type CardElement } from './adaptive-card.js';
import type { RenderedChart, RenderOptions } from './chart-ref.js';
import { TOP_STORIES, headerTitle } from './format.js';
import { RENDER_LIMITS, STEP_DOWN, type Caps } from './limits.js';
import {
  chartBlocks,
  highlightElements,
  metricsFactSet,
  noteBlocks,
  periodBlock,
  submitActions,
  tableContainer,
  textBlock,
} from './teams-parts.js';

export type { AdaptiveCard, AdaptiveCardAttachment } from './adaptive-card.js';

const SHOWN = RENDER_LIMITS.shown;

/** Renders a report (or a digest) as an Adaptive Card within Teams' size limit. */
export function toTeamsCard(report: Report, options: RenderOptions = {}): AdaptiveCard {
  let card = build(report, options, STEP_DOWN[0]!);
  for (const caps of STEP_DOWN.slice(1)) {
    if (fits(card)) return card;
    card = build(report, options, caps);
  }
  return fits(card) ? card : lastResort(card);
}

/** The card as a Bot Framework attachment (`activity.attachments[]`). */
export function toTeamsAttachment(card: AdaptiveCard): AdaptiveCardAttachment {
  return { contentType: 'application/vnd.microsoft.card.adaptive', content: card };
}

function fits(card: AdaptiveCard): boolean {
  return cardBytes(card) <= RENDER_LIMITS.teams.cardBudget;
}

function build(report: Report, options: RenderOptions, caps: Caps): AdaptiveCard {
  const body: CardElement[] = [
    textBlock(headerTitle(report), { size: 'Large', weight: 'Bolder', style: 'heading' }),
    periodBlock(report),
  ];
  const charts = options.charts ?? [];
  const chartError = options.chartError ?? false;
  if (report.sections.length > 0) body.push(...digestBody(report, charts, chartError, caps));
  else body.push(...reportBody(report, charts, chartError, caps));
  body.push(...noteBlocks(report.notes));
  const card: AdaptiveCard = {
    type: 'AdaptiveCard',
    $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
    version: '1.5',
    msteams: { width: 'Full' },
    body,
  };
  if (options.actions !== false) {
    const actions = submitActions(reportActions(report, options.now ?? new Date(report.generatedAt)));
    if (actions.length > 0) card.actions = actions;
  }
  return card;
}

function reportBody(report: Report, charts: RenderedChart[], chartError: boolean, caps: Caps): CardElement[] {
  // An empty period shows its sentence instead of zeros and an empty chart.
  if (report.emptyMessage) return [textBlock(report.emptyMessage, { spacing: 'Medium' })];
  const facts = metricsFactSet(report.metrics, report.currency);
  return [
    ...(facts ? [facts] : []),
    ...chartBlocks(charts, chartError),
    // A table with no rows or columns has nothing to show but its header.
    ...report.tables.filter((t) => t.rows.length > 0 && t.columns.length > 0).map((t) => tableContainer(t, report.currency, caps.tableRows)),
    ...highlightElements(report.highlights, caps.highlights, TOP_STORIES),
  ];
}

/** A digest: one separated Container per section; charts go with the section they draw. */
function digestBody(report: Report, charts: RenderedChart[], chartError: boolean, caps: Caps): CardElement[] {
  const placed = new Set<RenderedChart>();
  const sections = report.sections.map((s) => {
    const keys = new Set(s.series.map((x) => x.key));
    const mine = charts.filter((c) => !placed.has(c) && keys.has(c.key));
    mine.forEach((c) => placed.add(c));
    return { s, mine };
  });
  const body = chartBlocks(
    charts.filter((c) => !placed.has(c)),
    chartError,
  );
  for (const { s, mine } of sections) {
    const items: CardElement[] = [
      textBlock(headerTitle(s), { size: 'Medium', weight: 'Bolder' }),
      periodBlock(s),
    ];
    if (s.emptyMessage) items.push(textBlock(s.emptyMessage));
    else {
      const facts = metricsFactSet(s.metrics.slice(0, SHOWN.digestMetrics), s.currency);
      if (facts) items.push(facts);
      items.push(...chartBlocks(mine, false));
      items.push(...highlightElements(s.highlights, Math.min(SHOWN.digestHighlights, caps.highlights), null));
    }
    items.push(...noteBlocks(s.notes));
    body.push({ type: 'Container', separator: true, spacing: 'Large', items });
  }
  return body;
}

/** Even the smallest card is too big: keep body elements from the top while they fit. */
function lastResort(card: AdaptiveCard): AdaptiveCard {
  const notice = textBlock('This report is too long for one card; the rest was left out. Narrow the command to see more.', {
    isSubtle: true,
    size: 'Small',
  });
  const kept: CardElement[] = [];
  for (const element of card.body) {
    if (!fits({ ...card, body: [...kept, element, notice] })) break;
    kept.push(element);
  }
  return { ...card, body: [...kept, notice] };
}
