/**
 * A report's table as Slack shows it: aligned monospace lines in a code block, none wider
 * than a phone shows on one line (`RENDER_LIMITS.slack.tableLineWidth`). Slack's phone apps
 * wrap a code block's long lines, which put half a figure under the other half, so the table
 * is laid out for that width as the Teams card is for its own: the text column and as many
 * figure columns as fit, in the report's order (its most telling first); money and large
 * counts compact (`$207.2k`), exact in the headline fields above and in the CSV; column labels
 * on two lines where that saves width, broken between words only; long names cut with `…`.
 *
 * Widths are display widths (`fast-string-width`): an emoji or a CJK character takes two
 * cells of a monospace line, so a property named in Japanese is padded and cut by what a
 * reader sees, not by UTF-16 units.
 */
import stringWidth from 'fast-string-width';
import type { Table, TableColumn } from '../catalogue/types.js';
import { formatCompact, formatValue } from './format.js';
import { DEFAULT_LOCALE } from './locale.js';
import { oneLine } from './limits.js';

/** Spaces between two columns. */
const GAP = 2;

/**
 * The narrowest a text column is made to let one more figure column in. A row is found by its
 * name: at 13 cells most channel and place names show whole or nearly (`google / organ…`,
 * `Boston, Massa…`), as does a week across two months (`Nov 29 – Dec…`); narrower, they stop
 * being readable, and the figure is better left to the CSV.
 */
const TEXT_MIN = 13;

/** A table laid out for a width: its lines (header first, not escaped) and the figure columns left out. */
export interface FittedTable {
  lines: string[];
  /** Figure columns that did not fit, in the report's order: the CSV has them. */
  left: TableColumn[];
}

/** One column as laid out: its cells' text, its natural width and the width it gets. */
interface Laid {
  column: TableColumn;
  cells: string[];
  /** Its widest cell, or its label's longest word (labels may take two lines). */
  natural: number;
  width: number;
}

/** The table's rows as `width`-wide lines: the text columns, then the figure columns that fit. */
export function fitTable(table: Table, currency: string, width: number, locale: string = DEFAULT_LOCALE): FittedTable {
  const laid = table.columns.map((column): Laid => {
    const cells = table.rows.map((row) =>
      column.unit
        ? formatCompact(row[column.key], column.unit, currency, locale)
        : oneLine(formatValue(row[column.key], undefined, currency, locale), 200) || '–',
    );
    const natural = Math.max(longestWord(column.label), ...cells.map((c) => stringWidth(c)));
    return { column, cells, natural, width: natural };
  });
  const text = laid.filter((c) => !c.column.unit);
  const shown = new Set(text);
  let used = text.reduce((n, c) => n + Math.min(c.natural, TEXT_MIN), 0) + GAP * Math.max(0, text.length - 1);
  for (const c of laid) {
    if (!c.column.unit) continue;
    // The first figure column is always shown: a table of names alone says nothing.
    const first = shown.size === text.length;
    if (first || used + GAP + c.natural <= width) {
      shown.add(c);
      used += GAP + c.natural;
    }
  }
  const columns = laid.filter((c) => shown.has(c));
  // Text columns share what the figures leave, each up to its natural width, the first first.
  let room = width - columns.filter((c) => c.column.unit).reduce((n, c) => n + c.natural, 0) - GAP * (columns.length - 1);
  text.forEach((c, i) => {
    const rest = text.slice(i + 1).reduce((n, d) => n + Math.min(d.natural, TEXT_MIN), 0);
    c.width = Math.max(1, Math.min(c.natural, room - rest));
    room -= c.width;
  });
  const line = (cellOf: (c: Laid) => string) =>
    columns
      .map((c) => {
        const cell = cutToWidth(cellOf(c), c.width);
        const pad = ' '.repeat(Math.max(0, c.width - stringWidth(cell)));
        return c.column.unit ? pad + cell : cell + pad;
      })
      .join(' '.repeat(GAP))
      .trimEnd();
  const labels = new Map(columns.map((c) => [c, wrapLabel(c.column.label, c.width)]));
  const height = Math.max(...[...labels.values()].map((l) => l.length));
  // Labels sit on the header's last line, so each stands right above its column.
  const header = Array.from({ length: height }, (_, k) =>
    line((c) => {
      const label = labels.get(c) ?? [];
      return label[k - (height - label.length)] ?? '';
    }),
  );
  return {
    lines: [...header, ...table.rows.map((_row, r) => line((c) => c.cells[r] ?? ''))],
    left: laid.filter((c) => !shown.has(c)).map((c) => c.column),
  };
}

function longestWord(label: string): number {
  return Math.max(0, ...label.split(/\s+/).map((w) => stringWidth(w)));
}

/** A label in lines of at most `width`, broken between words; a word wider than the column is cut. */
function wrapLabel(label: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of label.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && stringWidth(`${last} ${word}`) <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(cutToWidth(word, width));
  }
  return lines.length > 0 ? lines : [''];
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** `text` cut to `width` display cells, ending in `…` when cut; never inside a character or emoji. */
export function cutToWidth(text: string, width: number): string {
  if (stringWidth(text) <= width) return text;
  let out = '';
  let used = 0;
  for (const { segment } of graphemes.segment(text)) {
    const w = stringWidth(segment);
    if (used + w > width - 1) break;
    out += segment;
    used += w;
  }
  return `${out}…`;
}
