/**
 * One builder per kind of thing a report shows in a Teams Adaptive Card.
 *
 * Markdown safety. A TextBlock (and a Fact) renders Teams' markdown subset, whose one risky
 * construct for us is the link `[text](url)`: a caption could show "click" and point anywhere.
 * So:
 * 1. Text from data (captions, quotes, people, properties, table cells) goes into
 *    RichTextBlock TextRuns, which the Adaptive Card schema defines as plain text.
 * 2. Every string from a report, wherever it lands, also passes `noLinks`, which puts a
 *    zero-width space in `](` so no host can read a link in it even if it parsed markdown
 *    there. It is invisible, and plain `[…]` or `(…)` are left alone.
 * Backslash escapes are not used: hosts differ on them and would show the backslashes.
 */
import type { Column as TableColumn, Metric, Report, StoryHighlight, Table } from '../reports/types.js';
import { encodeActionValue, fitsButton, type ReportAction } from './actions.js';
import {
  DATA_IMAGE,
  HTTP_URL,
  type CardElement,
  type CardImage,
  type Column,
  type ColumnSet,
  type Container,
  type FactSet,
  type RichTextBlock,
  type SubmitAction,
  type TextBlock,
  type TextRun,
} from './adaptive-card.js';
import { CHART_ERROR_LINE, type RenderedChart } from './chart-ref.js';
import { formatChange, formatValue, periodWords, stars } from './format.js';
import { andMore, clip, topRows } from './limits.js';

/** Breaks markdown link syntax without visibly changing the text. */
export function noLinks(text: string): string {
  return text.replace(/\]\s*\(/g, ']\u200B(');
}

/** Data text for one run: one line, cut to `max`, link syntax broken. */
function dataText(text: string, max = 500): string {
  return noLinks(clip(text.replace(/\s*[\r\n]+\s*/g, ' ').trim(), max));
}

/** A TextBlock for our own words (titles, labels, notes), wrapped. */
export function textBlock(text: string, extra: Omit<TextBlock, 'type' | 'text'> = {}): TextBlock {
  return { type: 'TextBlock', text: noLinks(text), wrap: true, ...extra };
}

function run(text: string, extra: Omit<TextRun, 'type' | 'text'> = {}): TextRun {
  return { type: 'TextRun', text, ...extra };
}

function rich(inlines: TextRun[], extra: Omit<RichTextBlock, 'type' | 'inlines'> = {}): RichTextBlock {
  return { type: 'RichTextBlock', inlines, ...extra };
}

/** `Last month · Oct 1–31, 2026 · vs Sep 1–30, 2026` under the title. */
export function periodBlock(report: Report): TextBlock {
  return textBlock(periodWords(report).join('  ·  '), { isSubtle: true, spacing: 'None' });
}

/** Headline figures: `Referral revenue   $912,383.94 ▼ 7.1%`. */
export function metricsFactSet(metrics: Metric[], currency: string): FactSet | null {
  if (metrics.length === 0) return null;
  return {
    type: 'FactSet',
    facts: metrics.map((m) => {
      const change = formatChange(m, currency);
      return { title: noLinks(m.label), value: `${formatValue(m.value, m.unit, currency)}${change ? ` ${change}` : ''}` };
    }),
  };
}

function isHttpUrl(url: string): boolean {
  return HTTP_URL.test(url);
}

/** A chart as a titled image, or null when Teams cannot show it (an uploaded Slack file). */
function chartElements(chart: RenderedChart): CardElement[] | null {
  const url =
    chart.image.kind === 'url' && isHttpUrl(chart.image.url)
      ? chart.image.url
      : chart.image.kind === 'data_uri' && DATA_IMAGE.test(chart.image.uri)
        ? chart.image.uri
        : null;
  if (url === null) return null;
  // No title above it: the chart draws its own.
  const image: CardImage = { type: 'Image', url, altText: clip(chart.alt.trim() || chart.title.trim() || 'Chart', 2000), size: 'Stretch', spacing: 'Medium' };
  return [image];
}

/** The charts, then one subtle line if a chart failed or cannot be shown in Teams. */
export function chartBlocks(charts: RenderedChart[], chartError: boolean): CardElement[] {
  const out: CardElement[] = [];
  let missing = chartError;
  for (const chart of charts) {
    const elements = chartElements(chart);
    if (elements) out.push(...elements);
    else missing = true;
  }
  if (missing) out.push(textBlock(CHART_ERROR_LINE, { isSubtle: true, size: 'Small' }));
  return out;
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
    columns: table.columns.map((col, i) => ({ type: 'Column', width: widthOf(col), items: [cells[i]!] }) satisfies Column),
  };
}

/**
 * A table as a header row of bold labels and one ColumnSet per row, figures right-aligned;
 * top `maxRows` rows, then `and N more`.
 */
export function tableContainer(table: Table, currency: string, maxRows: number): Container {
  const shown = topRows(table, maxRows);
  const align = (col: TableColumn) => (col.unit ? 'Right' : 'Left') as 'Right' | 'Left';
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

/** `Photo by Ana L. at Harbor View Inn`; alt text is not markdown, but is kept link-free too. */
function photoAlt(h: StoryHighlight): string {
  return noLinks(clip(`Photo by ${h.person} at ${h.property}`, 2000));
}

/** A guest story: photo on the left; person · property · stars, caption, quote on the right. */
export function highlightSet(h: StoryHighlight): ColumnSet {
  const text: CardElement[] = [
    rich([
      run(dataText(h.person, 100) || '–', { weight: 'Bolder' }),
      run(` · ${dataText(h.property, 200)}${h.rating !== null ? `  ${stars(h.rating)}` : ''}`),
    ]),
  ];
  if (h.caption?.trim()) text.push(rich([run(dataText(h.caption))], { spacing: 'Small' }));
  if (h.quote?.trim()) text.push(rich([run(`“${dataText(h.quote)}”`, { italic: true, isSubtle: true })], { spacing: 'Small' }));
  const columns: Column[] = [];
  if (isHttpUrl(h.photoUrl)) {
    columns.push({ type: 'Column', width: 'auto', items: [{ type: 'Image', url: h.photoUrl, altText: photoAlt(h), size: 'Medium' }] });
  }
  columns.push({ type: 'Column', width: 'stretch', items: text });
  return { type: 'ColumnSet', spacing: 'Medium', columns };
}

/** Highlights under an optional heading, then `and N more stories`. */
export function highlightElements(highlights: StoryHighlight[], max: number, heading: string | null): CardElement[] {
  const shown = highlights.slice(0, max);
  const out: CardElement[] = [];
  if (shown.length > 0 && heading) out.push(textBlock(heading, { weight: 'Bolder', spacing: 'Medium' }));
  out.push(...shown.map(highlightSet));
  const left = highlights.length - shown.length;
  if (left > 0) out.push(textBlock(andMore(left, 'story', 'stories'), { isSubtle: true, size: 'Small' }));
  return out;
}

/** Caveats, one small subtle line each. */
export function noteBlocks(notes: string[]): TextBlock[] {
  return notes.map((n) => dataText(n)).filter((n) => n.length > 0).map((n) => textBlock(n, { size: 'Small', isSubtle: true, spacing: 'Small' }));
}

/** The same buttons as Slack's, posting the same encoded value. */
export function submitActions(actions: ReportAction[]): SubmitAction[] {
  return actions
    .map((a) => ({ a, value: encodeActionValue(a) }))
    .filter(({ value }) => fitsButton(value))
    .map(({ a, value }) => ({ type: 'Action.Submit', title: a.label, data: { action: 'report', value } }));
}
