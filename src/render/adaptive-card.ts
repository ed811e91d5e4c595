/**
 * The Adaptive Cards (schema 1.5) the report bot sends to Teams, typed by Microsoft's own
 * model of the schema: `@microsoft/teams.cards` (the Teams SDK's cards package, generated from
 * the Adaptive Card schema, with its doc comments). We import its interfaces only
 * (`import type`: nothing of it runs, and the pure core stays free of Teams' SDK) and build
 * plain objects against them, so `tsc` rejects an element, property or value the schema does
 * not have. The package's builder classes are not used: they write every default out
 * (`isVisible`, `spacing`, `height`, …), which would take a large share of Teams' 28 KB.
 *
 * Our types narrow the model to what we send: the element kinds below, every `items` and
 * `columns` made of them, and text runs only as `TextRun` objects. Each still extends the
 * model's interface, so a card of ours is a card of the schema. The tests parse every card
 * with the official `adaptivecards` package.
 *
 * Text into a card, safely. A TextBlock (and a Fact) renders Teams' markdown subset, whose one
 * risky construct for us is the link `[text](url)`: a caption could show "click" and point
 * anywhere. So:
 * 1. Text from data (captions, quotes, people, properties, table cells) goes into
 *    RichTextBlock TextRuns (`rich`, `run`), which the Adaptive Card schema defines as plain
 *    text.
 * 2. Every string from a report, wherever it lands, also passes `noLinks`, which puts a
 *    zero-width space in `](` so no host can read a link in it even if it parsed markdown
 *    there. It is invisible, and plain `[…]` or `(…)` are left alone.
 * Backslash escapes are not used: hosts differ on them and would show the backslashes.
 */
import type {
  IActionSet,
  IAdaptiveCard,
  IColumn,
  IColumnSet,
  IContainer,
  IFactSet,
  IHorizontalBarChart,
  IImage,
  ILineChart,
  IOpenUrlAction,
  IRichTextBlock,
  ISubmitAction,
  ITable,
  ITableCell,
  ITableRow,
  ITextBlock,
  ITextRun,
} from '@microsoft/teams.cards';
import { oneLine } from './limits.js';
import { teamsMarkdown } from './teams-markdown.js';

/** Text with Teams' markdown subset (bold, italic, lists, links): only for our own words. */
export type TextBlock = ITextBlock;

/** A run of text inside a RichTextBlock. Markdown is not processed in runs (schema 1.2+). */
export type TextRun = ITextRun;

/** Text made of runs: where text from data goes, because runs show markdown literally. */
export interface RichTextBlock extends IRichTextBlock {
  inlines: TextRun[];
}

/** Label/value pairs: the headline figures. */
export type FactSet = IFactSet;

/** A picture by URL or data URI; ours always say what they show. */
export interface CardImage extends IImage {
  altText: string;
}

/** One column of a ColumnSet; a number width is a weight relative to the other columns. */
export interface Column extends IColumn {
  items: CardElement[];
}

/** Columns side by side: a table row, or a photo beside its story. */
export interface ColumnSet extends IColumnSet {
  columns: Column[];
}

/** A group of elements: a table, a digest section. */
export interface Container extends IContainer {
  items: CardElement[];
}

/**
 * Buttons inside the body: "Subscribe to this" at the end of a report, in a row of its own,
 * since the card's own row holds five buttons at most (the official parser's limit) and a
 * report may already have five.
 */
export interface ActionSet extends IActionSet {
  actions: SubscribeSubmitAction[];
}

/** A cell of a Table: one element. */
export interface TableCell extends ITableCell {
  items: CardElement[];
}

/** A row of a Table. */
export interface TableRow extends ITableRow {
  cells: TableCell[];
}

/** The schema's own table (1.5): columns with widths and alignment, then rows of cells, the first the header. */
export interface CardTable extends ITable {
  rows: TableRow[];
}

/** What a client that cannot draw a chart shows instead: its picture, or a line about it. */
export type ChartFallback = CardImage | TextBlock;

/** A chart Teams draws itself (teams-charts.ts), with the element shown where it cannot. */
export type NativeChart = (ILineChart | IHorizontalBarChart) & { fallback: ChartFallback };

/** Any element of a card body we send. */
export type CardElement = TextBlock | RichTextBlock | FactSet | CardImage | ColumnSet | Container | ActionSet | CardTable | NativeChart;

/** A button that posts `data` back to the bot as the activity's `value`. */
export interface ReportSubmitAction extends ISubmitAction {
  title: string;
  /** `value` is `encodeActionValue(action)`, decoded by the Teams adapter with `decodeActionValue`. */
  data: { action: 'report'; value: string };
}

/** "Subscribe to this" (src/render/teams-forms.ts): posts back the report and range the subscription form starts with. */
export interface SubscribeSubmitAction extends ISubmitAction {
  title: string;
  data: { action: 'subscribe'; report: string; range: string };
}

/** A button that opens a link: the signed Download CSV link. */
export interface ReportOpenUrlAction extends IOpenUrlAction {
  title: string;
  url: string;
}

/** The schema a card declares; hosts use it to pick their parser. */
export const CARD_SCHEMA = 'http://adaptivecards.io/schemas/adaptive-card.json';

/** The card itself, as the `content` of a Teams attachment. */
export interface AdaptiveCard extends Omit<IAdaptiveCard, 'msteams'> {
  $schema: typeof CARD_SCHEMA;
  version: '1.5';
  /**
   * Full width in Teams, so tables get room. Teams' documentation of the property spells the
   * value `Full`, as the bot has always sent it, where the teams.cards model spells it `full`:
   * to keep what Teams receives unchanged, this one property is typed here, not by the model.
   */
  msteams?: { width: 'Full' };
  body: CardElement[];
  actions?: (ReportSubmitAction | ReportOpenUrlAction)[];
}

/** A card wrapped as a Bot Framework attachment. */
export interface AdaptiveCardAttachment {
  contentType: 'application/vnd.microsoft.card.adaptive';
  content: AdaptiveCard;
}

/**
 * The card's size in UTF-8 bytes as Teams counts it against 28 KB, with data-URI images left
 * out (they are measured, and limited, separately as images).
 */
export function cardBytes(card: AdaptiveCard): number {
  const json = JSON.stringify(card, (_key, value: unknown) => (typeof value === 'string' && value.startsWith('data:') ? '' : value));
  return new TextEncoder().encode(json).length;
}

/** Breaks markdown link syntax without visibly changing the text. */
export function noLinks(text: string): string {
  return text.replace(/\]\s*\(/g, ']\u200B(');
}

/** Data text for one run: one line, cut to `max`, link syntax broken. */
export function dataText(text: string, max = 500): string {
  return noLinks(oneLine(text, max));
}

/**
 * A TextBlock for our own words (titles, labels, notes), wrapped. Its text is markdown, so it
 * goes through Teams' one escaping function (`teamsMarkdown`) as a text reply does.
 */
export function textBlock(text: string, extra: Omit<TextBlock, 'type' | 'text'> = {}): TextBlock {
  return { type: 'TextBlock', text: teamsMarkdown(noLinks(text)), wrap: true, ...extra };
}

/** A plain run of text: markdown in it is shown as typed. */
export function run(text: string, extra: Omit<TextRun, 'type' | 'text'> = {}): TextRun {
  return { type: 'TextRun', text, ...extra };
}

/** Runs as one block of text. */
export function rich(inlines: TextRun[], extra: Omit<RichTextBlock, 'type' | 'inlines'> = {}): RichTextBlock {
  return { type: 'RichTextBlock', inlines, ...extra };
}
