/**
 * What a rendering shows and how it shrinks to fit: every size limit the renderers respect,
 * the ever smaller renderings they step down through, and the choices the Slack and Teams
 * builders make alike (which charts go with which digest section, alt texts, which URLs a
 * chat client can load), so the two builders differ only where their formats do.
 */
import type { Report, StoryHighlight, Table } from '../catalogue/types.js';
import { message } from '../messages/index.js';
import { CHART_ERROR_LINE, CHART_PENDING_LINE, CHART_UNATTACHED_LINE, type Chart } from './chart-types.js';

/**
 * Every size limit the renderers respect, in one place, so the builders and the tests read
 * the same numbers. `slack` and `teams` are the platforms' own limits (a
 * payload over them is rejected, not truncated, by the platform); `shown` is how much of a
 * report we choose to show before saying "and N more".
 */
export const RENDER_LIMITS = {
  slack: {
    /** Blocks in one message. */
    blocks: 50,
    /** `text` of a section block (and of any mrkdwn/plain_text object). */
    sectionText: 3000,
    /** One entry of a section's `fields`. */
    fieldText: 2000,
    /** Entries in a section's `fields`. */
    fieldsPerSection: 10,
    /** `text` of a header block. */
    headerText: 150,
    /** `image_url` of an image block or image element. */
    imageUrl: 3000,
    /** `alt_text` of an image, and the `title` of an image block. */
    altText: 2000,
    /** `value` of a button. */
    buttonValue: 2000,
    /** `text` of a button. */
    buttonText: 75,
    /** `url` of a link button. */
    buttonUrl: 3000,
    /** `action_id` and `block_id`. */
    actionId: 255,
    /** Elements of a context block. */
    contextElements: 10,
    /** Elements of an actions block. */
    actionsElements: 25,
    /**
     * Our budget for all the text of a message (blocks plus fallback). Slack has no single
     * documented total, but very long messages get "see more" folds and are slow on mobile;
     * 12,000 characters is about two screens.
     */
    payloadText: 12_000,
    /** Our cap on the notification fallback `text`; notifications show only its start. */
    fallbackText: 1000,
    /**
     * Our widest line of a table's code block, in monospace cells (an emoji or CJK character
     * takes two). Slack's phone apps wrap a code block's long lines rather than scroll them.
     * Slack publishes no width, so this is worked out: a 360 px phone (the common Android
     * width; an iPhone is 375-430) keeps about 290 px for a message beside the avatar,
     * margins and the code block's padding, and Slack's mobile code font (about 15 px Menlo
     * or Roboto Mono, 0.6 em a character) takes 9 px a cell: 32 cells. 30 leaves room for a
     * larger text setting; the Teams card holds to 320 px the same way.
     */
    tableLineWidth: 30,
    /** Rows of a `table` or `data_table` block, its header row included; cells a row. One such block a message. */
    tableBlockRows: 100,
    tableBlockColumns: 20,
    /** Rows a `table` block shows; more are a `data_table` paged this many at a time. */
    tableRowsAtOnce: 10,
    /** Our cap on a text cell or a caption: a label whole, a pasted paragraph not. */
    tableCellText: 500,
  },
  teams: {
    /** Teams rejects a bot message whose activity is over 28 KB (images as URLs don't count). */
    cardBytes: 28 * 1024,
    /** What a card may use, leaving room for the activity envelope around it. */
    cardBudget: 26 * 1024,
    /**
     * Our ceiling for a whole message, data-URI images included: Microsoft refuses a bot
     * message over about 100 KB (413 MessageSizeTooBig) and says to keep under 80 KB.
     */
    messageBytes: 80 * 1024,
    /**
     * PNG bytes one card may carry inline as data URIs (without a link to the bot's chart
     * route): 36 KB of PNG is 48 KB of base64, which with the 26 KB card budget and the
     * activity around it stays under `messageBytes`. Our charts are 20-70 KB, so a card
     * without links carries its small charts only and says the others could not be attached.
     */
    inlineImageBytes: 36 * 1024,
  },
  shown: {
    /** Table rows shown before "and N more"; the query's `top` goes up to 25. */
    tableRows: 25,
    /** Story highlights of one report. */
    highlights: 10,
    /** Metrics per section of a digest. */
    digestMetrics: 4,
    /** Story highlights per section of a digest. */
    digestHighlights: 3,
    /** Insights per section of a digest (its most telling one). */
    digestInsights: 1,
  },
} as const;

/**
 * How much of a report one rendering attempt shows. Renderers start at the `shown` limits
 * and step down through `STEP_DOWN` until the result fits the platform.
 */
export interface Caps {
  tableRows: number;
  highlights: number;
}

/** Ever smaller renderings, tried in order until one fits. */
export const STEP_DOWN: readonly Caps[] = [
  { tableRows: RENDER_LIMITS.shown.tableRows, highlights: RENDER_LIMITS.shown.highlights },
  { tableRows: 15, highlights: 6 },
  { tableRows: 10, highlights: 4 },
  { tableRows: 5, highlights: 2 },
  { tableRows: 3, highlights: 1 },
  { tableRows: 1, highlights: 0 },
];

/**
 * The most detailed rendering that `fits`: built with the `shown` limits first, then with
 * each step of `STEP_DOWN`; if even the smallest does not fit, `lastResort` cuts it.
 */
export function stepDown<T>(build: (caps: Caps) => T, fits: (rendering: T) => boolean, lastResort: (smallest: T) => T): T {
  let rendering = build(STEP_DOWN[0]!);
  for (const caps of STEP_DOWN.slice(1)) {
    if (fits(rendering)) return rendering;
    rendering = build(caps);
  }
  return fits(rendering) ? rendering : lastResort(rendering);
}

/** The longest run of `items` from the top that still `fits` (a last resort's cut). */
export function keepWhile<T>(items: readonly T[], fits: (kept: T[]) => boolean): T[] {
  const kept: T[] = [];
  for (const item of items) {
    if (!fits([...kept, item])) break;
    kept.push(item);
  }
  return kept;
}

/**
 * A digest's charts placed: each goes under the first section whose series it draws
 * (`perSection[i]` for `report.sections[i]`); charts that match no section are `loose` and
 * come first.
 */
export function chartsBySection(report: Report, charts: readonly Chart[]): { loose: Chart[]; perSection: Chart[][] } {
  const placed = new Set<Chart>();
  const perSection = report.sections.map((s) => {
    const keys = new Set(s.series.map((x) => x.key));
    const mine = charts.filter((c) => !placed.has(c) && keys.has(c.key));
    mine.forEach((c) => placed.add(c));
    return mine;
  });
  return { loose: charts.filter((c) => !placed.has(c)), perSection };
}

/**
 * The charts as a platform shows them (`toElement`, null for a form it cannot show), then one
 * line if a chart was wanted but is missing: `CHART_ERROR_LINE` if it failed (`chartError`),
 * `CHART_UNATTACHED_LINE` if it was made but this message cannot carry it (`unattached`, or a
 * chart `toElement` cannot show). A report never silently lacks its chart, and never says a
 * chart failed that did not. While the charts are still being drawn (`pending`), one line
 * holds their place.
 */
export function chartElements<E>(
  charts: readonly Chart[],
  chartError: boolean,
  toElement: (chart: Chart) => E | null,
  lineElement: (text: string) => E,
  pending = false,
  unattached = false,
): E[] {
  if (pending) return [lineElement(CHART_PENDING_LINE)];
  const shown = charts.map(toElement).filter((e): e is E => e !== null);
  if (chartError) shown.push(lineElement(CHART_ERROR_LINE));
  else if (unattached || shown.length < charts.length) shown.push(lineElement(CHART_UNATTACHED_LINE));
  return shown;
}

/** Tables worth a heading: one with no rows or no columns has nothing to show. */
export function shownTables(report: Report): Table[] {
  return report.tables.filter((t) => t.rows.length > 0 && t.columns.length > 0);
}

/** A chart's alt text: its sentence, else its title; never empty. */
export function chartAlt(chart: Chart): string {
  return clip(chart.alt.trim() || chart.title.trim() || message('chart.alt'), RENDER_LIMITS.slack.altText);
}

/** `Photo by Ana L. at Harbor View Inn`. */
export function photoAlt(h: StoryHighlight): string {
  return clip(message('story.photoAlt', { person: h.person, property: h.property }), RENDER_LIMITS.slack.altText);
}

/**
 * Data text for one line: line breaks folded into spaces (a break would let a caption start
 * its own quote, list or paragraph in our layout), trimmed, cut to `max`.
 */
export function oneLine(text: string, max: number): string {
  return clip(text.replace(/\s*[\r\n]+\s*/g, ' ').trim(), max);
}

/**
 * An absolute http(s) URL with none of the characters a URL must percent-encode: the kind of
 * link to a picture both chat clients load (Slack also caps its length).
 */
export function isWebUrl(url: string | null): url is string {
  return url !== null && /^https?:\/\/[^\s"<>\\^`{|}]+$/.test(url);
}

/** The first `rows` rows of a table, with `moreRows` counting every row left out. */
export function topRows(table: Table, rows: number): Table {
  const kept = Math.max(0, Math.min(rows, table.rows.length));
  return { ...table, rows: table.rows.slice(0, kept), moreRows: table.moreRows + table.rows.length - kept };
}

/** `text` cut to `max` characters, ending in `…` when cut. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  // Never split a surrogate pair (an emoji in a caption) in half.
  let cut = max - 1;
  const code = text.charCodeAt(cut - 1);
  if (code >= 0xd800 && code <= 0xdbff) cut -= 1;
  return `${text.slice(0, cut)}…`;
}

/** `and 3 more` (rows), `and 1 more story` / `and 2 more stories`: what a message left out, counted. */
export function andMore(n: number, what: 'rows' | 'stories' = 'rows', locale?: string): string {
  return message('limits.andMore', { what, count: n }, locale);
}
