import { describe, expect, it } from 'vitest';
import { csvFileName, reportCsv, UTF8_BOM } from '../../src/render/csv.js';
import type { Report, Table } from '../../src/catalogue/types.js';
import { handReport } from '../helpers/hand-report.js';

/**
 * The CSV of one hand-built table at a time: per-period tables (which days the date columns
 * hold), figures of every unit (plain numbers, nothing that is not a number), and file names
 * of odd titles and periods. Every expected field is typed out here, worked out by hand.
 */

/** `handReport()` with `table` as its only table. */
function withTable(table: Omit<Table, 'key' | 'title' | 'moreRows'>): Report {
  return { ...handReport(), tables: [{ key: 'trend', title: 'Trend', moreRows: 0, ...table }] };
}

/** The file's CRLF lines, without the byte-order mark and the final line end. */
function linesOf(report: Report): string[] {
  const file = reportCsv(report);
  if (!file) throw new Error('no CSV');
  expect(file.text.startsWith(UTF8_BOM)).toBe(true);
  expect(file.text.endsWith('\r\n')).toBe(true);
  expect(file.text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  return file.text.slice(1, -2).split('\r\n');
}

const SIGNUPS = { key: 'signups', label: 'Signups', unit: 'count' } as const;

describe('a per-period table as CSV', () => {
  it('rows of one day each: one ISO date column under the first column’s label', () => {
    const r = withTable({
      columns: [{ key: 'day', label: 'Day' }, SIGNUPS],
      rows: [
        { day: 'Mon, Nov 2', signups: 3 },
        { day: 'Tue, Nov 3', signups: 0 },
      ],
      periods: [
        { start: '2026-11-02', end: '2026-11-02' },
        { start: '2026-11-03', end: '2026-11-03' },
      ],
    });
    expect(linesOf(r)).toEqual(['Day,Signups', '2026-11-02,3', '2026-11-03,0']);
  });

  it('a one-day row among weeks (a month starting on a Sunday) still gets from and to columns', () => {
    const r = withTable({
      columns: [{ key: 'week', label: 'Week' }, SIGNUPS],
      rows: [
        { week: 'Nov 1', signups: 3 },
        { week: 'Week of Nov 2', signups: 5 },
      ],
      periods: [
        { start: '2026-11-01', end: '2026-11-01' },
        { start: '2026-11-02', end: '2026-11-08' },
      ],
    });
    expect(linesOf(r)).toEqual(['Week from,Week to,Signups', '2026-11-01,2026-11-01,3', '2026-11-02,2026-11-08,5']);
  });

  it('periods that do not match the rows one to one are not used: the first column as the message shows it', () => {
    const r = withTable({
      columns: [{ key: 'week', label: 'Week' }, SIGNUPS],
      rows: [
        { week: 'Week of Nov 1', signups: 3 },
        { week: 'Week of Nov 8', signups: 5 },
      ],
      periods: [{ start: '2026-11-01', end: '2026-11-07' }],
    });
    expect(linesOf(r)).toEqual(['Week,Signups', 'Week of Nov 1,3', 'Week of Nov 8,5']);
  });

  it('a first column that is a figure is kept as a figure, not replaced by dates', () => {
    const r = withTable({
      columns: [SIGNUPS, { key: 'nights', label: 'Nights', unit: 'nights' }],
      rows: [
        { signups: 3, nights: 4 },
        { signups: 5, nights: 6 },
      ],
      periods: [
        { start: '2026-11-01', end: '2026-11-07' },
        { start: '2026-11-08', end: '2026-11-14' },
      ],
    });
    expect(linesOf(r)).toEqual(['Signups,Nights', '3,4', '5,6']);
  });
});

describe('figures as CSV fields', () => {
  const columns = [
    { key: 'name', label: 'Name' },
    { key: 'revenue', label: 'Revenue', unit: 'currency' },
    { key: 'share', label: 'Share', unit: 'percent' },
    { key: 'count', label: 'Count', unit: 'count' },
    { key: 'stars', label: 'Stars', unit: 'rating' },
  ] as Table['columns'];

  it('a figure that is not a number (NaN, ±Infinity) is an empty field in every unit', () => {
    const r = withTable({
      columns,
      rows: [
        { name: 'nan', revenue: NaN, share: NaN, count: NaN, stars: NaN },
        { name: 'inf', revenue: Infinity, share: -Infinity, count: Infinity, stars: -Infinity },
      ],
    });
    expect(linesOf(r)).toEqual(['Name,Revenue (USD),Share (%),Count,Stars', 'nan,,,,', 'inf,,,,']);
  });

  it('figures to at most two decimals with trailing zeros dropped, and never "-0"', () => {
    const r = withTable({
      columns,
      rows: [
        // 0.125 = 12.5 %; 1.5 and 4.25 keep their decimals, 4.5 drops its trailing zero.
        { name: 'a', revenue: 1.5, share: 0.125, count: 1.5, stars: 4.25 },
        { name: 'b', revenue: 10, share: 0.1, count: 10, stars: 4.5 },
        // -0.004 is -0.00 to two decimals: zero, written 0, not -0.
        { name: 'c', revenue: -0.004, share: -0.000_01, count: -0.004, stars: -0.004 },
      ],
    });
    expect(linesOf(r)).toEqual(['Name,Revenue (USD),Share (%),Count,Stars', 'a,1.50,12.5,1.5,4.25', 'b,10.00,10,10,4.5', 'c,0.00,0,0,0']);
  });

  it('a number in a text column is written as JavaScript writes it, not rounded as a figure', () => {
    const r = withTable({ columns: [{ key: 'code', label: 'Code' }, SIGNUPS], rows: [{ code: 1.125, signups: 2 }] });
    expect(linesOf(r)).toEqual(['Code,Signups', '1.125,2']);
  });

  it('a negative number in a text column is a number, not a formula: no apostrophe', () => {
    // Only text typed by someone can start a formula; a number written by JavaScript is one.
    const r = withTable({
      columns: [{ key: 'code', label: 'Code' }, SIGNUPS],
      rows: [
        { code: -5, signups: 2 },
        { code: '-5', signups: 1 },
      ],
    });
    expect(linesOf(r)).toEqual(['Code,Signups', '-5,2', "'-5,1"]);
  });
});

describe('the file name', () => {
  const name = (title: string, start: string, end: string) => csvFileName({ title, period: { ...handReport().period, start, end } });

  it('a title with nothing a file name can hold is "report"; edges of the title leave no dash', () => {
    expect(name('★ ★', '2026-10-01', '2026-10-31')).toBe('report-2026-10.csv');
    expect(name('¿Qué? (Señal)', '2026-10-01', '2026-10-31')).toBe('que-senal-2026-10.csv');
  });

  it('a month in the name only for the whole of one month', () => {
    // Starts on the 1st but ends mid-month; ends on the last day but starts on the 5th.
    expect(name('Signups', '2026-10-01', '2026-10-15')).toBe('signups-2026-10-01_2026-10-15.csv');
    expect(name('Signups', '2026-10-05', '2026-10-31')).toBe('signups-2026-10-05_2026-10-31.csv');
    // Two whole months: September ends on the 30th, not the 31st.
    expect(name('Signups', '2026-09-01', '2026-10-31')).toBe('signups-2026-09-01_2026-10-31.csv');
    // February of a common year has 28 days.
    expect(name('Signups', '2026-02-01', '2026-02-28')).toBe('signups-2026-02.csv');
  });
});
