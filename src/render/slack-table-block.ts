/**
 * A report's table as Slack draws tables itself: a `table` block (rows of `raw_text` and
 * `raw_number` cells, figure columns right-aligned, text columns wrapped so every label shows
 * whole), or a `data_table` block (paged, with a caption for screen readers) where there are
 * more rows than read well at once. Figures are exact: money in full, the sign a real minus;
 * `raw_number` carries the number itself, so Slack can sort and align it.
 *
 * Slack allows one table a message (`only_one_table_allowed`), at most 100 rows of 20 cells:
 * the message's first table is drawn so, any other as monospace text (slack-table.ts), and
 * what does not fit is said under it ("Showing 60 of 120 rows · Download CSV …").
 */
import type { DataTableBlock, RawNumberElement, RawTextElement, TableBlock } from './block-kit.js';
import type { Table, TableColumn } from '../catalogue/types.js';
import { formatValue } from './format.js';
import { oneLine, RENDER_LIMITS } from './limits.js';

const L = RENDER_LIMITS.slack;

/** A table drawn by Slack, and the figure columns it could not hold (the CSV has them). */
export interface TableBlockOf {
  block: TableBlock | DataTableBlock;
  left: TableColumn[];
}

/** `-$1,234.50` as `−$1,234.50`: a minus, not a hyphen, before a figure. */
export function withMinus(text: string): string {
  return text.replace(/^-(?=[\p{Sc}\d])|(?<=\s)-(?=[\p{Sc}\d])/u, '−');
}

/** A cell as text: at least one character (Slack refuses an empty one). */
const rawText = (text: string): RawTextElement => ({ type: 'raw_text', text: text || '–' });

function cell(value: string | number | null | undefined, column: TableColumn, currency: string, locale: string): RawTextElement | RawNumberElement {
  const text = withMinus(formatValue(value, column.unit, currency, locale));
  if (column.unit && typeof value === 'number' && Number.isFinite(value)) return { type: 'raw_number', value, text };
  return rawText(column.unit ? text : oneLine(text, L.tableCellText));
}

/**
 * The table's first `rows` rows (the caller has cut them) as one block: a `table` up to
 * `L.tableRowsAtOnce` rows, a paged `data_table` beyond. Columns past Slack's 20 are left out,
 * the text columns first kept.
 */
export function tableBlock(table: Table, currency: string, locale: string): TableBlockOf {
  const text = table.columns.filter((c) => !c.unit);
  const figures = table.columns.filter((c) => c.unit);
  const kept = [...text, ...figures].slice(0, L.tableBlockColumns);
  const columns = table.columns.filter((c) => kept.includes(c));
  const header = columns.map((c) => rawText(c.label));
  const body = table.rows.slice(0, L.tableBlockRows - 1).map((row) => columns.map((c) => cell(row[c.key], c, currency, locale)));
  const left = figures.filter((c) => !kept.includes(c));
  if (body.length <= L.tableRowsAtOnce) {
    const column_settings = columns.map((c) => (c.unit ? { align: 'right' as const } : { is_wrapped: true }));
    return { block: { type: 'table', column_settings, rows: [header, ...body] }, left };
  }
  const caption = oneLine(table.title, L.tableCellText);
  return { block: { type: 'data_table', caption, page_size: L.tableRowsAtOnce, rows: [header, ...body] }, left };
}
