/**
 * One builder per kind of thing a report shows in Slack. Each returns plain Block Kit
 * objects that are within Slack's limits by construction; `slack.ts` assembles them.
 */
import type { Metric, Report, StoryHighlight, Table } from '../reports/types.js';
import { encodeActionValue, fitsButton, ACTION_ID_PREFIX, type ReportAction } from './actions.js';
import { HTTP_URL, type ActionsBlock, type ContextBlock, type ImageBlock, type ImageElement, type SectionBlock, type SlackBlock } from './block-kit.js';
import { CHART_ERROR_LINE, type RenderedChart } from './chart-ref.js';
import { formatChange, formatValue, periodWords, stars } from './format.js';
import { andMore, clip, RENDER_LIMITS, topRows } from './limits.js';
import { clipMrkdwn, codeLine, escapeMrkdwn, inlineText, mrkdwn, plainText } from './slack-mrkdwn.js';
import { tableLines } from './text.js';

const L = RENDER_LIMITS.slack;

/** The period, what it is compared with and settings that change the figures, as one small grey line. */
export function periodContext(report: Report): ContextBlock {
  return { type: 'context', elements: [mrkdwn(escapeMrkdwn(periodWords(report).join('  ·  ')))] };
}

/** `*Referral revenue*\n$12,345.67  ▲ 12.0% (better)`. */
export function metricField(m: Metric, currency: string): string {
  const change = formatChange(m, currency);
  const figure = `${formatValue(m.value, m.unit, currency)}${change ? `  ${change}` : ''}`;
  return clipMrkdwn(`*${inlineText(m.label, 200)}*\n${escapeMrkdwn(figure)}`, L.fieldText);
}

/** Headline figures as two-column fields, 10 to a section. */
export function metricSections(metrics: Metric[], currency: string, heading?: string): SectionBlock[] {
  const sections: SectionBlock[] = [];
  for (let i = 0; i < metrics.length; i += L.fieldsPerSection) {
    const fields = metrics.slice(i, i + L.fieldsPerSection).map((m) => mrkdwn(metricField(m, currency)));
    sections.push(i === 0 && heading ? { type: 'section', text: mrkdwn(heading), fields } : { type: 'section', fields });
  }
  if (sections.length === 0 && heading) sections.push({ type: 'section', text: mrkdwn(heading) });
  return sections;
}

function isHttpUrl(url: string): boolean {
  return HTTP_URL.test(url) && url.length <= L.imageUrl;
}

/** A chart as an image block, or null when Slack cannot show it (a data URI, a bad URL). */
export function chartBlock(chart: RenderedChart): ImageBlock | null {
  // No block title: the chart draws its own, and Slack would show it twice.
  const common = { type: 'image' as const, alt_text: clip(chart.alt.trim() || chart.title.trim() || 'Chart', L.altText) };
  switch (chart.image.kind) {
    case 'url':
      return isHttpUrl(chart.image.url) ? { ...common, image_url: chart.image.url } : null;
    case 'slack_file':
      return chart.image.id ? { ...common, slack_file: { id: chart.image.id } } : null;
    case 'data_uri':
      return null;
  }
}

/**
 * The charts, then one grey line if a chart was wanted but is missing: it failed
 * (`chartError`) or came in a form Slack cannot show. A report never silently lacks its chart.
 */
export function chartBlocks(charts: RenderedChart[], chartError: boolean): SlackBlock[] {
  const blocks: SlackBlock[] = [];
  let missing = chartError;
  for (const chart of charts) {
    const block = chartBlock(chart);
    if (block) blocks.push(block);
    else missing = true;
  }
  if (missing) blocks.push({ type: 'context', elements: [mrkdwn(CHART_ERROR_LINE)] });
  return blocks;
}

/** Widest text cell in a Slack table; longer names are cut so the columns stay readable. */
const CELL_MAX = 48;

function tableText(table: Table, currency: string, rows: number): string {
  const cut = topRows(table, rows);
  const shown = { ...cut, rows: cut.rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === 'string' ? clip(v, CELL_MAX) : v]))) };
  // tableLines gives [title, header, ...rows]; the title goes above the code block in bold.
  const lines = tableLines({ ...shown, moreRows: 0 }, currency).slice(1).map((l) => codeLine(l.replace(/^ {2}/, '')));
  const more = shown.moreRows > 0 ? `\n_${andMore(shown.moreRows)}_` : '';
  return `*${inlineText(table.title, 200)}*\n\`\`\`${lines.join('\n')}\`\`\`${more}`;
}

/**
 * A table as aligned monospace text in a code block, top `maxRows` rows, fewer if the
 * section would pass Slack's 3,000 characters; `and N more` counts every row not shown.
 */
export function tableSection(table: Table, currency: string, maxRows: number): SectionBlock {
  let rows = Math.min(maxRows, table.rows.length);
  let text = tableText(table, currency, rows);
  while (text.length > L.sectionText && rows > 0) text = tableText(table, currency, --rows);
  return { type: 'section', text: mrkdwn(clipMrkdwn(text, L.sectionText)) };
}

/** `Photo by Ana L. at Harbor View Inn`: alt text is plain, so it needs no escaping. */
export function photoAlt(h: StoryHighlight): string {
  return clip(`Photo by ${h.person} at ${h.property}`, L.altText);
}

/**
 * A guest story: who, where and the stars on the first line, the caption and the review
 * quoted below, the photo on the right. Every piece of it is guest or property data.
 */
export function highlightSection(h: StoryHighlight): SectionBlock {
  const lines = [`*${inlineText(h.person, 100)}* · ${inlineText(h.property, 200)}${h.rating !== null ? `  ${stars(h.rating)}` : ''}`];
  if (h.caption?.trim()) lines.push(`>${inlineText(h.caption)}`);
  if (h.quote?.trim()) lines.push(`>“${inlineText(h.quote)}”`);
  const section: SectionBlock = { type: 'section', text: mrkdwn(clipMrkdwn(lines.join('\n'), L.sectionText)) };
  if (isHttpUrl(h.photoUrl)) {
    const accessory: ImageElement = { type: 'image', image_url: h.photoUrl, alt_text: photoAlt(h) };
    section.accessory = accessory;
  }
  return section;
}

/** Highlights under a small heading, then `and N more stories` when some were left out. */
export function highlightBlocks(highlights: StoryHighlight[], max: number, heading: string | null): SlackBlock[] {
  const shown = highlights.slice(0, max);
  const blocks: SlackBlock[] = [];
  if (shown.length > 0 && heading) blocks.push({ type: 'section', text: mrkdwn(heading) });
  blocks.push(...shown.map(highlightSection));
  const left = highlights.length - shown.length;
  if (left > 0) blocks.push({ type: 'context', elements: [mrkdwn(andMore(left, 'story', 'stories'))] });
  return blocks;
}

/** Caveats in small grey type, one per line. */
export function notesContext(notes: string[]): ContextBlock | null {
  const text = notes.map((n) => inlineText(n)).filter((n) => n.length > 0).join('\n');
  return text ? { type: 'context', elements: [mrkdwn(clipMrkdwn(text, L.sectionText))] } : null;
}

/** The buttons; one whose value would not fit Slack's limit is left out rather than broken. */
export function actionsBlock(actions: ReportAction[]): ActionsBlock | null {
  const elements = actions
    .map((a) => ({ a, value: encodeActionValue(a) }))
    .filter(({ value }) => fitsButton(value))
    .slice(0, L.actionsElements)
    .map(({ a, value }) => ({
      type: 'button' as const,
      text: plainText(a.label, L.buttonText),
      action_id: `${ACTION_ID_PREFIX}${a.id}`,
      value,
    }));
  return elements.length > 0 ? { type: 'actions', elements } : null;
}
