/**
 * Report -> Slack message (Block Kit blocks plus a fallback `text`). Pure: no SDK, no I/O.
 *
 * A report is laid out as Slack users expect a bot report: title, period, headline figures
 * in a two-column grid, the chart, the first table as Slack's own table block
 * (slack-table-block.ts) and any other as aligned monospace text that fits a phone
 * (slack-table.ts), guest stories with their photo, caveats in small type, then buttons. A
 * long report is shown in part, saying so ("Showing 15 of 200 rows", "and 4 more stories",
 * with Download CSV for what the CSV holds), rather than rejected by Slack: the message is
 * built with the most detail first and with less and less until it fits `RENDER_LIMITS.slack`.
 *
 * Every block is one of Slack's own types (block-kit.ts); every builder keeps within Slack's
 * limits by construction, and every string from data goes through block-kit.ts's escaping
 * (`escapeMrkdwn`, `inlineText`).
 */
import type { Metric, Report, StoryHighlight, Table, TableColumn } from '../catalogue/types.js';
import { message } from '../messages/index.js';
import { ACTION_ID_PREFIX, CSV_ACTION, CSV_LABEL, encodedActions } from './actions.js';
import {
  clipMrkdwn,
  codeLine,
  escapeMrkdwn,
  inlineText,
  mrkdwn,
  plainText,
  slackTextLength,
  type ActionsBlock,
  type Button,
  type ContextBlock,
  type ImageBlock,
  type SectionBlock,
  type SlackBlock,
  type SlackMessage,
} from './block-kit.js';
import type { Chart, RenderOptions } from './chart-types.js';
import { TOP_STORIES, formatChange, formatValue, headerTitle, labelInSentence, localeOf, periodWords, stars } from './format.js';
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
import { answerSentence, insightSentences } from './insights.js';
import { fitTable } from './slack-table.js';
import { tableBlock } from './slack-table-block.js';

export type { SlackBlock, SlackMessage } from './block-kit.js';

const L = RENDER_LIMITS.slack;
const SHOWN = RENDER_LIMITS.shown;

/** Renders a report (or a digest) as a Slack message within Slack's limits. */
export function toSlackMessage(report: Report, options: RenderOptions = {}): SlackMessage {
  const fits = fitsIn(L.blocks - (options.reservedBlocks ?? 0));
  return stepDown(
    (caps) => build(report, options, caps),
    fits,
    (smallest) => lastResort(smallest, fits),
  );
}

/** Whether a message fits in `blocks` blocks and our text budget. */
function fitsIn(blocks: number): (message: SlackMessage) => boolean {
  return (message) => message.blocks.length <= blocks && slackTextLength(message) <= L.payloadText;
}

function build(report: Report, options: RenderOptions, caps: Caps): SlackMessage {
  const blocks: SlackBlock[] = [{ type: 'header', text: plainText(headerTitle(report), L.headerText) }, periodContext(report)];
  const charts = options.charts ?? [];
  const chartError = options.chartError ?? false;
  const pending = options.chartPending ?? false;
  const actions =
    options.actions === false ? null : actionsBlock(encodedActions(report, options.now ?? new Date(report.generatedAt)), options.csvUrl);
  const csv = actions !== null && actions.elements.some(isCsvButton);
  if (report.sections.length > 0) blocks.push(...digestBlocks(report, charts, chartError, pending, caps));
  else blocks.push(...reportBlocks(report, charts, chartError, pending, caps, csv));
  const notes = notesContext(report.notes);
  if (notes) blocks.push(notes);
  if (actions) blocks.push(actions);
  return { text: fallbackText(report), blocks };
}

/** The body of a single report: figures, chart, tables, stories; or the empty sentence. */
function reportBlocks(report: Report, charts: Chart[], chartError: boolean, pending: boolean, caps: Caps, csv: boolean): SlackBlock[] {
  // An empty period shows its sentence instead of a grid of zeros and an empty chart.
  if (report.emptyMessage) return [{ type: 'section', text: mrkdwn(inlineText(report.emptyMessage)) }];
  const answer = answerSentence(report);
  return [
    ...(answer ? [{ type: 'section' as const, text: mrkdwn(`*${inlineText(answer)}*`) }] : []),
    ...metricSections(report.metrics, report.currency, localeOf(report)),
    ...insightsSection(insightSentences(report)),
    ...chartBlocks(charts, chartError, pending),
    ...shownTables(report).flatMap((t, i) =>
      // Slack draws one table a message: the first; any other as monospace text.
      i === 0
        ? drawnTable(t, report.currency, localeOf(report), caps.tableRows, csv)
        : [tableSection(t, report.currency, localeOf(report), caps.tableRows, csv)],
    ),
    ...highlightBlocks(report.highlights, caps.highlights, `*${TOP_STORIES}*`),
  ];
}

/**
 * A digest: per section a bold title with its period, its first four figures, its top three
 * stories and its caveats, with a divider between sections. A chart goes under the section
 * whose series it draws; charts that match no section come first.
 */
function digestBlocks(report: Report, charts: Chart[], chartError: boolean, pending: boolean, caps: Caps): SlackBlock[] {
  const { loose, perSection } = chartsBySection(report, charts);
  const blocks = chartBlocks(loose, chartError, pending);
  report.sections.forEach((s, i) => {
    if (i > 0) blocks.push({ type: 'divider' });
    const heading = `*${inlineText(headerTitle(s), 150)}*  ·  ${escapeMrkdwn(periodWords(s).join('  ·  '))}`;
    if (s.emptyMessage) {
      blocks.push({ type: 'section', text: mrkdwn(`${heading}\n${inlineText(s.emptyMessage)}`) });
    } else {
      blocks.push(...metricSections(s.metrics.slice(0, SHOWN.digestMetrics), s.currency, localeOf(s), heading));
      blocks.push(...insightsSection(insightSentences(s).slice(0, SHOWN.digestInsights)));
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
function fallbackText(report: Report): string {
  const locale = localeOf(report);
  const figure = (m: Report['metrics'][number], currency: string) => {
    const change = formatChange(m, currency, locale);
    return `${m.label} ${formatValue(m.value, m.unit, currency, locale)}${change ? ` ${change}` : ''}`;
  };
  let body: string;
  if (report.emptyMessage) body = report.emptyMessage;
  else if (report.sections.length > 0) {
    body = report.sections
      .map((s) =>
        s.emptyMessage || !s.metrics[0] ? `${s.title}: ${s.emptyMessage ?? 'no figures'}` : `${s.title}: ${figure(s.metrics[0], s.currency)}`,
      )
      .join('; ');
  } else body = report.metrics.map((m) => figure(m, report.currency)).join(', ');
  const text = `${[headerTitle(report), ...periodWords(report)].join(' · ')}${body ? `: ${body}` : ''}`;
  return clipMrkdwn(escapeMrkdwn(text.replace(/\s*[\r\n]+\s*/g, ' ')), L.fallbackText);
}

/**
 * Even the smallest rendering is too big (dozens of tables, say): keep blocks from the top
 * while they fit, say that the rest did not, and keep the buttons.
 */
function lastResort(whole: SlackMessage, fits: (message: SlackMessage) => boolean): SlackMessage {
  const last = whole.blocks.at(-1);
  const actions = last?.type === 'actions' ? [last] : [];
  const body = actions.length ? whole.blocks.slice(0, -1) : whole.blocks;
  const csv = last?.type === 'actions' && last.elements.some(isCsvButton);
  const said = message('limits.tooLong', { where: 'message', csv: csv ? CSV_LABEL : 'none' });
  const notice: ContextBlock = { type: 'context', elements: [mrkdwn(said)] };
  const kept = keepWhile(body, (blocks) => fits({ text: whole.text, blocks: [...blocks, notice, ...actions] }));
  return { text: whole.text, blocks: [...kept, notice, ...actions] };
}

// ---------------------------------------------------------------------------------------------
// One builder per kind of thing a report shows.

/** The period, what it is compared with and settings that change the figures, as one small grey line. */
function periodContext(report: Report): ContextBlock {
  return { type: 'context', elements: [mrkdwn(escapeMrkdwn(periodWords(report).join('  ·  ')))] };
}

/** `*Referral revenue*\n$12,345.67  ▲ 12.0% (better)`. */
function metricField(m: Metric, currency: string, locale: string): string {
  const change = formatChange(m, currency, locale);
  const figure = `${formatValue(m.value, m.unit, currency, locale)}${change ? `  ${change}` : ''}`;
  return clipMrkdwn(`*${inlineText(m.label, 200)}*\n${escapeMrkdwn(figure)}`, L.fieldText);
}

/** Headline figures as two-column fields, 10 to a section. */
function metricSections(metrics: Metric[], currency: string, locale: string, heading?: string): SectionBlock[] {
  const sections: SectionBlock[] = [];
  for (let i = 0; i < metrics.length; i += L.fieldsPerSection) {
    const fields = metrics.slice(i, i + L.fieldsPerSection).map((m) => mrkdwn(metricField(m, currency, locale)));
    sections.push(i === 0 && heading ? { type: 'section', text: mrkdwn(heading), fields } : { type: 'section', fields });
  }
  if (sections.length === 0 && heading) sections.push({ type: 'section', text: mrkdwn(heading) });
  return sections;
}

/** A URL Slack will load as an image. */
function isImageUrl(url: string | null): url is string {
  return isWebUrl(url) && url.length <= L.imageUrl;
}

/** A chart as an image block, or null when Slack cannot show it (PNG bytes not uploaded, a bad URL). */
function chartBlock(chart: Chart): ImageBlock | null {
  // No block title: the chart draws its own, and Slack would show it twice.
  const alt_text = chartAlt(chart);
  switch (chart.image.kind) {
    case 'url':
      return isImageUrl(chart.image.url) ? { type: 'image', alt_text, image_url: chart.image.url } : null;
    case 'slack_file':
      return chart.image.id ? { type: 'image', alt_text, slack_file: { id: chart.image.id } } : null;
    case 'png':
      return null;
  }
}

/** The charts Slack can show, then one grey line if any is missing (or the line holding their place). */
function chartBlocks(charts: Chart[], chartError: boolean, pending = false): SlackBlock[] {
  return chartElements<SlackBlock>(charts, chartError, chartBlock, (line) => ({ type: 'context', elements: [mrkdwn(line)] }), pending);
}

/** A table Slack draws (slack-table-block.ts) under its title, then what it does not show. */
function drawnTable(table: Table, currency: string, locale: string, rows: number, csv: boolean): SlackBlock[] {
  const cut = topRows(table, rows);
  const { block, left } = tableBlock(cut, currency, locale);
  const shown = Math.min(cut.rows.length, block.rows.length - 1);
  const more = escapeMrkdwn(leftOutLine(table, shown, left, csv));
  return [
    { type: 'section', text: mrkdwn(`*${inlineText(table.title, 200)}*`) },
    block,
    ...(more ? [{ type: 'context' as const, elements: [mrkdwn(`_${more}_`)] }] : []),
  ];
}

/**
 * A table as aligned monospace text in a code block, each line fitting a phone
 * (slack-table.ts), then one line saying what is not shown: `Showing 10 of 25 rows`, the
 * figure columns left out, and Download CSV where the message has that button.
 */
function tableText(table: Table, currency: string, locale: string, rows: number, csv: boolean): string {
  const cut = topRows(table, rows);
  const fitted = fitTable(cut, currency, L.tableLineWidth, locale);
  const lines = fitted.lines.map(codeLine);
  const more = escapeMrkdwn(leftOutLine(table, cut.rows.length, fitted.left, csv));
  return `*${inlineText(table.title, 200)}*\n\`\`\`${lines.join('\n')}\`\`\`${more ? `\n_${more}_` : ''}`;
}

/**
 * `Showing 10 of 25 rows · Download CSV for all 25 rows and transactions, influenced revenue`;
 * empty when the whole table is shown. The CSV holds the report's rows (not those past its
 * `top`), so it is offered only for what it has.
 */
function leftOutLine(table: Table, shownRows: number, left: TableColumn[], csv: boolean): string {
  const total = table.rows.length + table.moreRows;
  const parts: string[] = [];
  if (shownRows < total) parts.push(message('limits.showingRows', { shown: shownRows, total }));
  const labels = left.map((c) => labelInSentence(c.label)).join(', ');
  const rowsInCsv = shownRows < table.rows.length ? message('limits.allRows', { count: table.rows.length }) : '';
  const inCsv = rowsInCsv && labels ? message('limits.both', { first: rowsInCsv, second: labels }) : rowsInCsv || labels;
  if (csv && inCsv) parts.push(message('limits.csvFor', { csv: CSV_LABEL, what: inCsv }));
  else if (labels) parts.push(message('limits.notShown', { columns: labels }));
  return parts.join(' · ');
}

/**
 * A table's section: top `maxRows` rows, fewer if the section would pass Slack's 3,000
 * characters; the line under it counts every row not shown.
 */
function tableSection(table: Table, currency: string, locale: string, maxRows: number, csv: boolean): SectionBlock {
  let rows = Math.min(maxRows, table.rows.length);
  let text = tableText(table, currency, locale, rows, csv);
  while (text.length > L.sectionText && rows > 0) text = tableText(table, currency, locale, --rows, csv);
  return { type: 'section', text: mrkdwn(clipMrkdwn(text, L.sectionText)) };
}

/**
 * A guest story: who, where and the stars on the first line, the caption and the review
 * quoted below, the photo on the right. Every piece of it is guest or property data.
 */
function highlightSection(h: StoryHighlight): SectionBlock {
  const lines = [`*${inlineText(h.person, 100)}* · ${inlineText(h.property, 200)}${h.rating !== null ? `  ${stars(h.rating)}` : ''}`];
  if (h.caption?.trim()) lines.push(`>${inlineText(h.caption)}`);
  if (h.quote?.trim()) lines.push(`>“${inlineText(h.quote)}”`);
  const section: SectionBlock = { type: 'section', text: mrkdwn(clipMrkdwn(lines.join('\n'), L.sectionText)) };
  // Alt text is plain text: Slack shows it as is, so it needs no escaping.
  if (isImageUrl(h.photoUrl)) section.accessory = { type: 'image', image_url: h.photoUrl, alt_text: photoAlt(h) };
  return section;
}

/** Highlights under a small heading, then `and N more stories` when some were left out. */
function highlightBlocks(highlights: StoryHighlight[], max: number, heading: string | null): SlackBlock[] {
  const shown = highlights.slice(0, max);
  const blocks: SlackBlock[] = [];
  if (shown.length > 0 && heading) blocks.push({ type: 'section', text: mrkdwn(heading) });
  blocks.push(...shown.map(highlightSection));
  const left = highlights.length - shown.length;
  if (left > 0) blocks.push({ type: 'context', elements: [mrkdwn(andMore(left, 'stories'))] });
  return blocks;
}

/** What the figures say, one sentence a line, under the figures they explain. */
function insightsSection(sentences: string[]): SectionBlock[] {
  const text = sentences.map((s) => inlineText(s)).join('\n');
  return text ? [{ type: 'section', text: mrkdwn(clipMrkdwn(text, L.sectionText)) }] : [];
}

/** Caveats in small grey type, one per line. */
function notesContext(notes: string[]): ContextBlock | null {
  const text = notes
    .map((n) => inlineText(n))
    .filter((n) => n.length > 0)
    .join('\n');
  return text ? { type: 'context', elements: [mrkdwn(clipMrkdwn(text, L.sectionText))] } : null;
}

/** Action id of a Download CSV button that is a link: not `report_…`, so no listener queues work for it. */
export const CSV_LINK_ACTION_ID = 'link_csv';

/** The Download CSV button, as a request to the bot or as a signed link. */
function isCsvButton(element: ActionsBlock['elements'][number]): boolean {
  return element.type === 'button' && (element.action_id === `${ACTION_ID_PREFIX}${CSV_ACTION}` || element.action_id === CSV_LINK_ACTION_ID);
}

/**
 * The buttons, at most as many as an actions block holds. Download CSV asks the bot for the
 * file, or, given a signed link (the preview page draws this message), opens that link.
 */
function actionsBlock(actions: ReturnType<typeof encodedActions>, csvUrl: string | undefined): ActionsBlock | null {
  const elements = actions
    .slice(0, L.actionsElements)
    .map(({ action, value }): Button =>
      action.id === CSV_ACTION && csvUrl && csvUrl.length <= L.buttonUrl
        ? { type: 'button', text: plainText(action.label, L.buttonText), action_id: CSV_LINK_ACTION_ID, url: csvUrl }
        : { type: 'button', text: plainText(action.label, L.buttonText), action_id: `${ACTION_ID_PREFIX}${action.id}`, value },
    );
  return elements.length > 0 ? { type: 'actions', elements } : null;
}
