/**
 * Report -> Teams Adaptive Card 1.5. Pure: no Teams SDK, no I/O; the Teams adapter wraps
 * the card with `toTeamsAttachment` and sends it.
 *
 * Same content and order as the Slack message (title, period, figures, chart, tables,
 * stories, notes, buttons), in Adaptive Card terms. Teams rejects an activity over 28 KB, so
 * the card is built with the most detail first and with less until it fits the budget in
 * `RENDER_LIMITS.teams` (images given as data URIs are not counted: they travel as images).
 *
 * Every element is typed by Microsoft's model of the schema (adaptive-card.ts); every string
 * from data goes through adaptive-card.ts's `noLinks`.
 */
import type { Metric, Report, StoryHighlight, Table, TableColumn } from '../catalogue/types.js';
import { message } from '../messages/index.js';
import { CSV_ACTION, CSV_LABEL, encodedActions } from './actions.js';
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
  type CardTable,
  type Column,
  type ColumnSet,
  type Container,
  type FactSet,
  type ReportOpenUrlAction,
  type ReportSubmitAction,
  type RichTextBlock,
  type TableCell,
  type TableRow,
  type TextBlock,
} from './adaptive-card.js';
import { chartConfigs } from './chart-configs.js';
import { CHART_ERROR_LINE, CHART_PENDING_LINE, CHART_UNATTACHED_LINE, type Chart, type RenderOptions } from './chart-types.js';
import { nativeChart } from './teams-charts.js';
import {
  TOP_STORIES,
  formatChange,
  formatCompact,
  formatMetric,
  formatValue,
  headerTitle,
  labelInSentence,
  localeOf,
  periodLabel,
  periodWords,
  stars,
} from './format.js';
import { answerSentence, insightSentences } from './insights.js';
import {
  andMore,
  chartAlt,
  chartElements,
  chartsBySection,
  isWebUrl,
  keepWhile,
  photoAlt,
  RENDER_LIMITS,
  shownTables,
  stepDown,
  topRows,
  type Caps,
} from './limits.js';

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

/** A report as one entry of the message extension's result list: a thumbnail card Teams shows before it is inserted. */
export interface ReportPreview {
  contentType: 'application/vnd.microsoft.card.thumbnail';
  content: { title: string; subtitle: string; text?: string };
}

/** Its title, its period, and its first figure (or why it has none). */
export function toTeamsPreview(report: Report): ReportPreview {
  const first = report.metrics[0];
  const text = report.emptyMessage ?? (first ? formatMetric(first, report.currency, localeOf(report)) : undefined);
  // One line each in the list: the period alone (the comparison made it wrap into the figure in
  // Agents Playground's list), the headline figure with its change.
  return {
    contentType: 'application/vnd.microsoft.card.thumbnail',
    content: { title: noLinks(headerTitle(report)), subtitle: periodLabel(report), ...(text ? { text: dataText(text) } : {}) },
  };
}

function fits(card: AdaptiveCard): boolean {
  return cardBytes(card) <= RENDER_LIMITS.teams.cardBudget;
}

function build(report: Report, options: RenderOptions, caps: Caps): AdaptiveCard {
  const body: CardElement[] = [textBlock(headerTitle(report), { size: 'Large', weight: 'Bolder', style: 'heading' }), periodBlock(report)];
  const charts = options.charts ?? [];
  const state: ChartState = {
    error: options.chartError ?? false,
    unattached: options.chartUnattached ?? false,
    inline: inlineAllowance(options.inlineImageBytes),
  };
  if (report.sections.length > 0) body.push(...digestBody(report, charts, state, caps));
  else
    body.push(...reportBody(report, charts, state, options.chartPending ?? false, caps, options.actions !== false && options.csvUrl !== undefined));
  body.push(...noteBlocks(report.notes));
  const card: AdaptiveCard = { type: 'AdaptiveCard', $schema: CARD_SCHEMA, version: '1.5', msteams: { width: 'Full' }, body };
  if (options.actions !== false) {
    const actions = cardActions(encodedActions(report, options.now ?? new Date(report.generatedAt)), options.csvUrl);
    if (actions.length > 0) card.actions = actions;
  }
  return card;
}

function reportBody(report: Report, charts: Chart[], state: ChartState, pending: boolean, caps: Caps, csvShown: boolean): CardElement[] {
  // An empty period shows its sentence instead of zeros and an empty chart.
  if (report.emptyMessage) return [textBlock(report.emptyMessage, { spacing: 'Medium' })];
  const facts = metricsFactSet(report.metrics, report.currency, localeOf(report));
  const answer = answerSentence(report);
  return [
    ...(answer ? [textBlock(answer, { weight: 'Bolder', spacing: 'Medium' })] : []),
    ...(facts ? [facts] : []),
    ...insightBlocks(insightSentences(report)),
    ...reportCharts(report, charts, state, pending),
    ...shownTables(report).map((t) => tableContainer(t, report.currency, localeOf(report), caps.tableRows, csvShown)),
    ...highlightElements(report.highlights, caps.highlights, TOP_STORIES),
  ];
}

/** A digest: one separated Container per section; charts go with the section they draw. */
function digestBody(report: Report, charts: Chart[], state: ChartState, caps: Caps): CardElement[] {
  const { loose, perSection } = chartsBySection(report, charts);
  const body = chartBlocks(loose, state);
  report.sections.forEach((s, i) => {
    const items: CardElement[] = [textBlock(headerTitle(s), { size: 'Medium', weight: 'Bolder' }), periodBlock(s)];
    if (s.emptyMessage) items.push(textBlock(s.emptyMessage));
    else {
      const facts = metricsFactSet(s.metrics.slice(0, SHOWN.digestMetrics), s.currency, localeOf(s));
      if (facts) items.push(facts);
      items.push(...insightBlocks(insightSentences(s).slice(0, SHOWN.digestInsights)));
      items.push(...chartBlocks(perSection[i] ?? [], { ...state, error: false, unattached: false }));
      items.push(...highlightElements(s.highlights, Math.min(SHOWN.digestHighlights, caps.highlights), null));
    }
    items.push(...noteBlocks(s.notes));
    body.push({ type: 'Container', separator: true, spacing: 'Large', items });
  });
  return body;
}

/** Even the smallest card is too big: keep body elements from the top while they fit. */
function lastResort(card: AdaptiveCard): AdaptiveCard {
  const notice = textBlock(message('limits.tooLong', { where: 'card', csv: 'none' }), {
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
function metricsFactSet(metrics: Metric[], currency: string, locale: string): FactSet | null {
  if (metrics.length === 0) return null;
  return {
    type: 'FactSet',
    facts: metrics.map((m) => {
      const change = formatChange(m, currency, locale);
      return { title: noLinks(m.label), value: `${formatValue(m.value, m.unit, currency, locale)}${change ? ` ${change}` : ''}` };
    }),
  };
}

/**
 * A chart as an image: by URL (a chart service's, or the bot's own signed chart link), or PNG
 * bytes inline as a data URI while the card's `inline` allowance lasts; null when Teams cannot
 * show it (an uploaded Slack file, a PNG beyond the allowance).
 */
function chartImage(chart: Chart, inline: InlineAllowance): CardImage | null {
  let url: string | null = null;
  if (chart.image.kind === 'url' && isWebUrl(chart.image.url)) url = chart.image.url;
  else if (chart.image.kind === 'png' && inline.take(chart.image.png.length)) url = `data:image/png;base64,${chart.image.png.toString('base64')}`;
  // No title above it: the chart draws its own.
  return url === null ? null : { type: 'Image', url, altText: chartAlt(chart), size: 'Stretch', spacing: 'Medium' };
}

/** What is left of a card's `RENDER_LIMITS.teams.inlineImageBytes`. */
interface InlineAllowance {
  /** Whether `bytes` more of PNG may go inline; if so they are counted. */
  take(bytes: number): boolean;
}

function inlineAllowance(bytes: number = RENDER_LIMITS.teams.inlineImageBytes): InlineAllowance {
  let left = bytes;
  return {
    take(n) {
      if (n > left) return false;
      left -= n;
      return true;
    },
  };
}

/** The charts Teams can show, then one subtle line if any is missing (or, `pending`, the line holding their place). */
function chartBlocks(charts: Chart[], state: ChartState, pending = false): CardElement[] {
  const line = (text: string) => textBlock(text, { isSubtle: true, size: 'Small' });
  return chartElements<CardElement>(charts, state.error, (c) => chartImage(c, state.inline), line, pending, state.unattached);
}

/**
 * A report's charts as Teams draws them (teams-charts.ts), each with its picture as the fallback,
 * or the line saying where the picture is; a series Teams has no chart for stays a picture.
 */
function reportCharts(report: Report, charts: Chart[], state: ChartState, pending: boolean): CardElement[] {
  const line = (text: string) => textBlock(text, { isSubtle: true, size: 'Small' });
  const lineFor = pending ? CHART_PENDING_LINE : state.error ? CHART_ERROR_LINE : CHART_UNATTACHED_LINE;
  const specs = chartConfigs(report);
  const drawn = new Set<string>();
  const natives: CardElement[] = [];
  for (const spec of specs) {
    const series = report.series.find((s) => s.key === spec.key);
    const chart = charts.find((c) => c.key === spec.key);
    const image = chart && !pending ? chartImage(chart, state.inline) : null;
    const native = series ? nativeChart(series, image ?? line(lineFor)) : null;
    if (native) {
      natives.push(native);
      drawn.add(spec.key);
    }
  }
  if (natives.length === 0) return chartBlocks(charts, state, pending);
  // A chart Teams does not draw itself goes as its picture, with the line about it if missing.
  const undrawn = specs.some((s) => !drawn.has(s.key));
  return [
    ...natives,
    ...(undrawn
      ? chartBlocks(
          charts.filter((c) => !drawn.has(c.key)),
          state,
          pending,
        )
      : []),
  ];
}

/** How the charts of one card went: failed, made but not attached, and the inline allowance left. */
interface ChartState {
  error: boolean;
  unattached: boolean;
  inline: InlineAllowance;
}

/**
 * Figure columns a Teams table shows beside its text column: the report's first, most telling
 * ones. A card is as narrow as a phone (320 px) or Teams' chat column (about 450 px); three
 * figures or more there break money over two lines. The rest are in the CSV, and a line says so.
 */
export const TEAMS_TABLE_FIGURES = 2;

/** The text column takes 2 parts, each figure 2.5: figures get the room, names wrap between words. */
function widthOf(col: TableColumn): number {
  return col.unit ? 2.5 : 2;
}

/** One row of the card's Table: a cell per column, each holding one element. */
function tableRow(cells: CardElement[]): TableRow {
  return { type: 'TableRow', cells: cells.map((item): TableCell => ({ type: 'TableCell', items: [item] })) };
}

/** The columns shown: every text column, then the first `TEAMS_TABLE_FIGURES` figure columns. */
function shownColumns(table: Table): TableColumn[] {
  let figures = 0;
  return table.columns.filter((col) => !col.unit || ++figures <= TEAMS_TABLE_FIGURES);
}

/**
 * A table as the card's own Table element (Adaptive Cards 1.5): a header row of bold labels,
 * figures right-aligned, compact (`$207.2k`) and on one line (no wrap, `maxLines: 1`); top
 * `maxRows` rows, then `and N more`.
 */
function tableContainer(table: Table, currency: string, locale: string, maxRows: number, csv: boolean): Container {
  const shown = topRows(table, maxRows);
  const columns = shownColumns(table);
  // Headers wrap between words only: a figure column is wider than its longest label word.
  const header = columns.map((col) => textBlock(col.label, { weight: 'Bolder', size: 'Small' }));
  const rows = shown.rows.map((row) =>
    tableRow(
      columns.map((col) => {
        if (!col.unit) return rich([run(dataText(formatValue(row[col.key], undefined, currency, locale), 200) || '–')]);
        // Text cells are data (channel, property, city names): plain runs, never markdown.
        // One line: no `wrap` (false is its default, which the schema's parser drops) and at most one line.
        return { type: 'TextBlock', text: formatCompact(row[col.key], col.unit, currency, locale), maxLines: 1 };
      }),
    ),
  );
  const grid: CardTable = {
    type: 'Table',
    columns: columns.map((col) => ({ width: widthOf(col), horizontalCellContentAlignment: col.unit ? 'Right' : 'Left' })),
    rows: [tableRow(header), ...rows],
    showGridLines: false,
    spacing: 'Small',
  };
  const items: CardElement[] = [textBlock(table.title, { weight: 'Bolder', spacing: 'Medium' }), grid];
  const more: string[] = [];
  if (shown.moreRows > 0) more.push(andMore(shown.moreRows));
  if (columns.length < table.columns.length) {
    const left = table.columns.filter((c) => !columns.includes(c)).map((c) => labelInSentence(c.label));
    const labels = left.join(', ');
    more.push(csv ? message('limits.csvFor', { csv: CSV_LABEL, what: labels }) : message('limits.notShown', { columns: labels }));
  }
  if (more.length > 0) items.push(textBlock(more.join(' · '), { isSubtle: true, size: 'Small', spacing: 'Small' }));
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
  if (left > 0) out.push(textBlock(andMore(left, 'stories'), { isSubtle: true, size: 'Small' }));
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
