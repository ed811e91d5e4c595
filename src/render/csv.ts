/**
 * Report -> CSV file: the tables a report shows, as a spreadsheet opens them. Pure: no I/O.
 *
 * - RFC 4180: CRLF line ends, every field that holds a comma, quote or line break quoted,
 *   quotes doubled, the same number of fields on every line (short lines padded).
 * - Figures are plain numbers: money exact to the cent with the currency in the header
 *   (`Referral revenue (USD)`), shares and changes in percent (`Share (%)`), no thousands
 *   separators, no symbols. Dates are ISO (`2026-10-01`).
 * - UTF-8 with a byte-order mark: Excel, the program most people open a CSV with, reads a
 *   file without one in the machine's legacy code page and mangles `São Paulo` or `€`; every
 *   CSV library we know skips the mark.
 * - Spreadsheet formula injection is neutralised: a text cell starting with `=`, `+`, `-`,
 *   `@`, a tab or a carriage return gets a leading apostrophe, so `=HYPERLINK(…)` typed into
 *   a property name shows as text. Number cells are never touched (`-12.50` is a number).
 * - Privacy: a report never holds an e-mail, phone number or last name (see `Report`), and
 *   this reads the report and nothing else.
 *
 * A report with one table is that table, header row first. With several (signups: properties,
 * categories, layers, countries) they follow each other, each under its title on a line of
 * its own and separated by an empty line, so one file holds what the message shows.
 */
import { percentOf } from '../reports/figures.js';
import type { TableColumn, Report, Table } from '../catalogue/types.js';
import { shownTables } from './limits.js';

/** A CSV file ready to upload or serve. */
export interface CsvFile {
  /** `referrals-by-channel-2026-10.csv`: the report's title and period, safe in any file system. */
  filename: string;
  /** The file's text, starting with the byte-order mark. */
  text: string;
}

/** The byte-order mark that tells Excel the file is UTF-8. */
export const UTF8_BOM = '\uFEFF';

/** Whether a report has a table to download: a Download CSV button shows only then. */
export function hasCsv(report: Report): boolean {
  return report.sections.length === 0 && report.emptyMessage === null && shownTables(report).length > 0;
}

/** The report's tables as one CSV file, or null when it has none (an empty period, a digest). */
export function reportCsv(report: Report): CsvFile | null {
  if (!hasCsv(report)) return null;
  const tables = shownTables(report);
  const blocks = tables.map((t) => tableRecords(t, report.currency));
  const several = blocks.length > 1;
  const records: string[][] = [];
  blocks.forEach((block, i) => {
    if (i > 0) records.push([]);
    if (several) records.push([tables[i]!.title]);
    records.push(...block);
  });
  const width = Math.max(...records.map((r) => r.length));
  const lines = records.map((r) => [...r, ...Array<string>(width - r.length).fill('')].map(quoteField).join(','));
  return { filename: csvFileName(report), text: `${UTF8_BOM}${lines.join('\r\n')}\r\n` };
}

/** `Referrals by channel` over Oct 2026 -> `referrals-by-channel-2026-10.csv`. */
export function csvFileName(report: Pick<Report, 'title' | 'period'>): string {
  const slug =
    report.title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'report';
  return `${slug}-${periodPart(report.period)}.csv`;
}

/** `2026-10` for a whole month, `2026-10-05` for one day, else `2026-10-05_2026-10-11`. */
function periodPart({ start, end }: { start: string; end: string }): string {
  if (start === end) return start;
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (d === 1 && end === `${start.slice(0, 8)}${String(lastDay).padStart(2, '0')}`) return start.slice(0, 7);
  return `${start}_${end}`;
}

/** Header row and rows of one table, as raw field texts (quoted later). */
function tableRecords(table: Table, currency: string): string[][] {
  const periods = table.periods && table.periods.length === table.rows.length ? table.periods : null;
  // A per-period table's first column is its dates: ISO days instead of `Week of Nov 8`.
  const [first, ...rest] = table.columns;
  const dated = periods !== null && first !== undefined && first.unit === undefined;
  const oneDay = dated && periods.every((p) => p.start === p.end);
  const columns = dated ? rest : table.columns;
  const dateHeader = dated ? (oneDay ? [first.label] : [`${first.label} from`, `${first.label} to`]) : [];
  const header = [...dateHeader, ...columns.map((c) => headerOf(c, currency))].map(neutralise);
  const rows = table.rows.map((row, i) => {
    const dates = dated ? (oneDay ? [periods[i]!.start] : [periods[i]!.start, periods[i]!.end]) : [];
    return [...dates, ...columns.map((c) => cellOf(row[c.key], c))];
  });
  return [header, ...rows];
}

/** `Referral revenue (USD)`, `Share (%)`; a label as is for counts, nights and stars. */
function headerOf(column: TableColumn, currency: string): string {
  switch (column.unit) {
    case 'currency':
      return `${column.label} (${currency})`;
    case 'percent':
    case 'ratio':
      return `${column.label} (%)`;
    default:
      return column.label;
  }
}

/** A cell's field text: numbers plain (money to the cent, fractions in percent), text neutralised, no value empty. */
function cellOf(value: string | number | null | undefined, column: TableColumn): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return neutralise(value);
  if (!Number.isFinite(value)) return '';
  switch (column.unit) {
    case 'currency':
      return cents(value);
    case 'percent':
    case 'ratio':
      return plainNumber(percentOf(value, 2), 2);
    case undefined:
      // A number in a text column: as JavaScript writes it, and a number is never a formula.
      return String(value);
    default:
      return plainNumber(value, 2);
  }
}

/** `1234.5` -> `1234.50`, from whole cents so binary fractions never show (`0.1 + 0.2`). */
function cents(value: number): string {
  const c = Math.round(value * 100);
  const abs = Math.abs(c);
  return `${c < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** At most `decimals` decimals, trailing zeros dropped, never an exponent or `-0`. */
function plainNumber(value: number, decimals: number): string {
  const text = value.toFixed(decimals).replace(/\.?0+$/, '');
  return text === '-0' ? '0' : text;
}

/** Characters that make a spreadsheet read a cell as a formula (or start one on the next line). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell a spreadsheet will show as text, never run as a formula. */
export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** RFC 4180: quoted when it holds a comma, a quote or a line break (or starts or ends with a space), quotes doubled. */
export function quoteField(field: string): string {
  return /[",\r\n]|^\s|\s$/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
}
