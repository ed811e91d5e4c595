/**
 * Report -> Teams Adaptive Card 1.5. Pure: no botbuilder, no I/O; the Teams adapter wraps
 * the card with `toTeamsAttachment` and sends it.
 *
 * Same content and order as the Slack message (title, period, figures, chart, tables,
 * stories, notes, buttons), in Adaptive Card terms. Teams rejects an activity over 28 KB, so
 * the card is built with the most detail first and with less until it fits the budget in
 * `RENDER_LIMITS.teams` (images given as data URIs are not counted: they travel as images).
 *
 * Every element is typed by Microsoft's model of the schema (adaptive-card.ts); every string
 * from data goes through teams-parts.ts.
 */
import type { Column as TableColumn, Metric, Report, StoryHighlight, Table } from '../reports/types.js';
import { CSV_ACTION, encodedActions } from './actions.js';
import {
  CARD_SCHEMA,
  cardBytes,
  dataText,
  noLinks,
  rich,
  run,
  textBlock,
  type AdaptiveCard,
  type AdaptiveCardAttachment,
  type CardElement,
  type CardImage,
  type Column,
  type ColumnSet,
  type Container,
  type FactSet,
  type ReportOpenUrlAction,
  type ReportSubmitAction,
  type RichTextBlock,
  type TextBlock,
} from './adaptive-card.js';
import type { Chart, RenderOptions } from './chart-types.js';
import { TOP_STORIES, formatChange, formatValue, headerTitle, periodWords, stars } from './format.js';
import { answerSentence, insightSentences } from './insights.js';
import { andMore, chartAlt, chartElements, chartsBySection, isWebUrl, keepWhile, photoAlt, RENDER_LIMITS, shownTables, stepDown, topRows, type Caps } from './limits.js';

export type { AdaptiveCard, AdaptiveCardAttachment } from './adaptive-card.js';

const SHOWN = RENDER_LIMITS.shown;

/** Renders a report (or a digest) as an Adaptive Card within Teams' size limit. */
export function toTeamsCard(report: Report, options: RenderOptions = {}): AdaptiveCard {
  return stepDown((caps) => build(report, options, caps), fits, lastResort);
}

/** The card as a Bot Framework attachment (`activity.attachments[]`). */
export function toTeamsAttachment(card: AdaptiveCard): AdaptiveCardAttachment {
  return { contentType: 'application/vnd.microsoft.card.adaptive', content: card };
}

function fits(card: AdaptiveCard): boolean {
  return cardBytes(card) <= RENDER_LIMITS.teams.cardBudget;
}

function build(report: Report, options: RenderOptions, caps: Caps): AdaptiveCard {
  const body: CardElement[] = [textBlock(headerTitle(report), { size: 'Large', weight: 'Bolder', style: 'heading' }), periodBlock(report)];
  const charts = options.charts ?? [];
  const chartError = options.chartError ?? false;
  if (report.sections.length > 0) body.push(...digestBody(report, charts, chartError, caps));
  else body.push(...reportBody(report, charts, chartError, options.chartPending ?? false, caps));
  body.push(...noteBlocks(report.notes));
  const card: AdaptiveCard = { type: 'AdaptiveCard', $schema: CARD_SCHEMA, version: '1.5', msteams: { width: 'Full' }, body };
  if (options.actions !== false) {
    const actions = cardActions(encodedActions(report, options.now ?? new Date(report.generatedAt)), options.csvUrl);
    if (actions.length > 0) card.actions = actions;
  }
  return card;
}

function reportBody(report: Report, charts: Chart[], chartError: boolean, pending: boolean, caps: Caps): CardElement[] {
  // An empty period shows its sentence instead of zeros and an empty chart.
  if (report.emptyMessage) return [textBlock(report.emptyMessage, { spacing: 'Medium' })];
  const facts = metricsFactSet(report.metrics, report.currency);
  const answer = answerSentence(report);
  return [
    ...(answer ? [textBlock(answer, { weight: 'Bolder', spacing: 'Medium' })] : []),
    ...(facts ? [facts] : []),
    ...insightBlocks(insightSentences(report)),
    ...chartBlocks(charts, chartError, pending),
    ...shownTables(report).map((t) => tableContainer(t, report.currency, caps.tableRows)),
    ...highlightElements(report.highlights, caps.highlights, TOP_STORIES),
  ];
}

/** A digest: one separated Container per section; charts go with the section they draw. */
function digestBody(report: Report, charts: Chart[], chartError: boolean, caps: Caps): CardElement[] {
  const { loose, perSection } = chartsBySection(report, charts);
  const body = chartBlocks(loose, chartError);
  report.sections.forEach((s, i) => {
    const items: CardElement[] = [textBlock(headerTitle(s), { size: 'Medium', weight: 'Bolder' }), periodBlock(s)];
    if (s.emptyMessage) items.push(textBlock(s.emptyMessage));
    else {
      const facts = metricsFactSet(s.metrics.slice(0, SHOWN.digestMetrics), s.currency);
      if (facts) items.push(facts);
      items.push(...insightBlocks(insightSentences(s).slice(0, SHOWN.digestInsights)));
      items.push(...chartBlocks(perSection[i] ?? [], false));
      items.push(...highlightElements(s.highlights, Math.min(SHOWN.digestHighlights, caps.highlights), null));
    }
    items.push(...noteBlocks(s.notes));
    body.push({ type: 'Container', separator: true, spacing: 'Large', items });
  });
  return body;
}

/** Even the smallest card is too big: keep body elements from the top while they fit. */
function lastResort(card: AdaptiveCard): AdaptiveCard {
  const notice = textBlock('This report is too long for one card; the rest was left out. Narrow the command to see more.', {
    isSubtle: true,
    size: 'Small',
  });
  const kept = keepWhile(card.body, (body) => fits({ ...card, body: [...body, notice] }));
  return { ...card, body: [...kept, notice] };
}

// ---------------------------------------------------------------------------------------------
// One builder per kind of thing a report shows.

/** `Last month · Oct 1–31, 2026 · vs Sep 1–30, 2026` under the title. */
function periodBlock(report: Report): TextBlock {
  return textBlock(periodWords(report).join('  ·  '), { isSubtle: true, spacing: 'None' });
}

/** Headline figures: `Referral revenue   $912,383.94 ▼ 7.1%`. */
function metricsFactSet(metrics: Metric[], currency: string): FactSet | null {
  if (metrics.length === 0) return null;
  return {
    type: 'FactSet',
    facts: metrics.map((m) => {
      const change = formatChange(m, currency);
      return { title: noLinks(m.label), value: `${formatValue(m.value, m.unit, currency)}${change ? ` ${change}` : ''}` };
    }),
  };
}

/** A chart as an image, PNG bytes inline as a data URI, or null when Teams cannot show it (an uploaded Slack file). */
function chartImage(chart: Chart): CardImage | null {
  const url =
    chart.image.kind === 'url' && isWebUrl(chart.image.url)
      ? chart.image.url
      : chart.image.kind === 'png'
        ? `data:image/png;base64,${chart.image.png.toString('base64')}`
        : null;
  // No title above it: the chart draws its own.
  return url === null ? null : { type: 'Image', url, altText: chartAlt(chart), size: 'Stretch', spacing: 'Medium' };
}

/** The charts Teams can show, then one subtle line if any is missing (or, `pending`, the line holding their place). */
function chartBlocks(charts: Chart[], chartError: boolean, pending = false): CardElement[] {
  return chartElements<CardElement>(charts, chartError, chartImage, (line) => textBlock(line, { isSubtle: true, size: 'Small' }), pending);
}

/** Text columns get more room than figures; weights keep columns aligned from row to row. */
function widthOf(col: TableColumn): number {
  return col.unit ? 2 : 3;
}

function cell(row: Table['rows'][number], col: TableColumn, currency: string): string {
  // As in text.ts' tableLines: the column label already says "Nights", cells show the number.
  return formatValue(row[col.key], col.unit === 'nights' ? 'count' : col.unit, currency);
}

function tableRow(cells: CardElement[], table: Table, header: boolean): ColumnSet {
  return {
    type: 'ColumnSet',
    spacing: header ? 'Small' : 'None',
    columns: table.columns.map((col, i): Column => ({ type: 'Column', width: widthOf(col), items: [cells[i]!] })),
  };
}

/**
 * A table as a header row of bold labels and one ColumnSet per row, figures right-aligned;
 * top `maxRows` rows, then `and N more`.
 */
function tableContainer(table: Table, currency: string, maxRows: number): Container {
  const shown = topRows(table, maxRows);
  const align = (col: TableColumn) => (col.unit ? 'Right' : 'Left');
  const header = table.columns.map((col) => textBlock(col.label, { weight: 'Bolder', horizontalAlignment: align(col) }));
  const rows = shown.rows.map((row) =>
    tableRow(
      table.columns.map((col) => {
        const value = cell(row, col, currency);
        // Text cells are data (channel, property, city names): plain runs, never markdown.
        return col.unit ? textBlock(value, { horizontalAlignment: 'Right' }) : rich([run(dataText(value, 200) || '–')]);
      }),
      table,
      false,
    ),
  );
  const items: CardElement[] = [textBlock(table.title, { weight: 'Bolder', spacing: 'Medium' }), tableRow(header, table, true), ...rows];
  if (shown.moreRows > 0) items.push(textBlock(andMore(shown.moreRows), { isSubtle: true, size: 'Small', spacing: 'Small' }));
  return { type: 'Container', spacing: 'Medium', items };
}

/** A guest story: photo on the left; person · property · stars, caption, quote on the right. */
function highlightSet(h: StoryHighlight): ColumnSet {
  const text: CardElement[] = [
    rich([
      run(dataText(h.person, 100) || '–', { weight: 'Bolder' }),
      run(` · ${dataText(h.property, 200)}${h.rating !== null ? `  ${stars(h.rating)}` : ''}`),
    ]),
  ];
  if (h.caption?.trim()) text.push(rich([run(dataText(h.caption))], { spacing: 'Small' }));
  if (h.quote?.trim()) text.push(rich([run(`“${dataText(h.quote)}”`, { italic: true, isSubtle: true })], { spacing: 'Small' }));
  const columns: Column[] = [];
  if (isWebUrl(h.photoUrl)) {
    // Alt text is not markdown, but is kept link-free too.
    columns.push({ type: 'Column', width: 'auto', items: [{ type: 'Image', url: h.photoUrl, altText: noLinks(photoAlt(h)), size: 'Medium' }] });
  }
  columns.push({ type: 'Column', width: 'stretch', items: text });
  return { type: 'ColumnSet', spacing: 'Medium', columns };
}

/** Highlights under an optional heading, then `and N more stories`. */
function highlightElements(highlights: StoryHighlight[], max: number, heading: string | null): CardElement[] {
  const shown = highlights.slice(0, max);
  const out: CardElement[] = [];
  if (shown.length > 0 && heading) out.push(textBlock(heading, { weight: 'Bolder', spacing: 'Medium' }));
  out.push(...shown.map(highlightSet));
  const left = highlights.length - shown.length;
  if (left > 0) out.push(textBlock(andMore(left, 'story', 'stories'), { isSubtle: true, size: 'Small' }));
  return out;
}

/** Caveats, one small subtle line each. */
/** What the figures say, one sentence each; names from the data stay literal (text runs, not markdown). */
function insightBlocks(sentences: string[]): RichTextBlock[] {
  return sentences.map((s) => rich([run(dataText(s))], { spacing: 'Small' }));
}

function noteBlocks(notes: string[]): TextBlock[] {
  return notes
    .map((n) => dataText(n))
    .filter((n) => n.length > 0)
    .map((n) => textBlock(n, { size: 'Small', isSubtle: true, spacing: 'Small' }));
}

/**
 * The same buttons as Slack's, posting the same encoded value; Download CSV opens its signed
 * link instead (a bot cannot hand a file to a Teams channel), and is left out without one.
 */
function cardActions(actions: ReturnType<typeof encodedActions>, csvUrl: string | undefined): (ReportSubmitAction | ReportOpenUrlAction)[] {
  return actions.flatMap(({ action, value }): (ReportSubmitAction | ReportOpenUrlAction)[] => {
    if (action.id !== CSV_ACTION) return [{ type: 'Action.Submit', title: action.label, data: { action: 'report', value } }];
    return csvUrl ? [{ type: 'Action.OpenUrl', title: action.label, url: csvUrl }] : [];
  });
}
