/**
 * Slack's tables at a phone's width (issue 27, item 4): Slack's phone apps wrap a code block's
 * long lines, which broke figures in two. Every line of every table stays within
 * `RENDER_LIMITS.slack.tableLineWidth` monospace cells, measured as a monospace line is shown
 * (`fast-string-width`: an emoji or a CJK character takes two cells); money is compact in the
 * table (exact in the fields above and in the CSV); columns that do not fit are named under
 * the table with Download CSV. Expected lines are written out by hand.
 */
import stringWidth from 'fast-string-width';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Report, Table } from '../../src/catalogue/types.js';
import type { SectionBlock, SlackMessage } from '../../src/render/block-kit.js';
import { RENDER_LIMITS } from '../../src/render/limits.js';
import { fitTable } from '../../src/render/slack-table.js';
import { LARGEST_COMMANDS, SAMPLE_COMMANDS, buildSampleReports } from '../../scripts/sample-reports.js';
import { toSlackMessage } from './owners.js';
import { makeReport } from './slack-fixtures.js';

const PHONE = 30;

/** Referrals by channel, two rows, as the report lays out its columns. */
const byChannel: Table = {
  key: 'channels',
  title: 'By channel',
  columns: [
    { key: 'name', label: 'Channel' },
    { key: 'referralRevenue', label: 'Referral revenue', unit: 'currency' },
    { key: 'referralTransactions', label: 'Transactions', unit: 'count' },
    { key: 'influencedRevenue', label: 'Influenced revenue', unit: 'currency' },
  ],
  rows: [
    { name: 'Instagram', referralRevenue: 207165.09, referralTransactions: 1234, influencedRevenue: 72379.87 },
    { name: 'Google Ads', referralRevenue: 9876.5, referralTransactions: 87, influencedRevenue: 1500 },
  ],
  moreRows: 0,
};

/** The code blocks' lines of a Slack message, as Slack shows them (its three entities decoded). */
function codeLines(message: SlackMessage): string[] {
  const texts = message.blocks.filter((b): b is SectionBlock => b.type === 'section').map((s) => s.text?.text ?? '');
  return texts
    .flatMap((t) => [...t.matchAll(/```([\s\S]*?)```/g)].flatMap((m) => m[1]!.split('\n')))
    .map((l) => l.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'));
}

describe('the phone width', () => {
  it('is 30 monospace cells', () => {
    expect(RENDER_LIMITS.slack.tableLineWidth).toBe(PHONE);
  });
});

describe('fitTable', () => {
  it('keeps the channel and the first figure that fits, money compact, the label on two lines above its figures', () => {
    // Channel 10 wide (Google Ads), Referral revenue 8 (its longest word): 20 cells; Transactions
    // (12) or Influenced revenue (10) with its gap would take it past 30.
    expect(fitTable(byChannel, 'USD', PHONE)).toEqual({
      lines: ['            Referral', 'Channel      revenue', 'Instagram    $207.2k', 'Google Ads     $9.9k'],
      left: [byChannel.columns[2], byChannel.columns[3]],
    });
  });

  it('shows every column where the width allows', () => {
    // 10 + 2 + 8 + 2 + 12 + 2 + 10 = 46 cells.
    expect(fitTable(byChannel, 'USD', 46)).toEqual({
      lines: [
        '            Referral                Influenced',
        'Channel      revenue  Transactions     revenue',
        'Instagram    $207.2k         1,234      $72.4k',
        'Google Ads     $9.9k            87       $1.5k',
      ],
      left: [],
    });
  });

  it('skips a figure that does not fit and takes a later one that does', () => {
    const table: Table = {
      key: 'channels',
      title: 'By channel',
      columns: [
        { key: 'name', label: 'Channel' },
        { key: 'revenue', label: 'Revenue', unit: 'currency' },
        { key: 'influenced', label: 'Influenced revenue', unit: 'currency' },
        { key: 'share', label: 'Share', unit: 'percent' },
      ],
      rows: [{ name: 'Instagram', revenue: 207165.09, influenced: 72379.87, share: 0.5 }],
      moreRows: 0,
    };
    // In 28 cells: Channel 9 + 2 + Revenue 7 = 18; Influenced (10) would make 30; Share (5) makes 25.
    expect(fitTable(table, 'USD', 28)).toEqual({
      lines: ['Channel    Revenue  Share', 'Instagram  $207.2k  50.0%'],
      left: [table.columns[2]],
    });
  });

  it('pads and cuts by display width: a CJK character and an emoji take two cells', () => {
    const table: Table = {
      key: 'properties',
      title: 'By property',
      columns: [
        { key: 'name', label: 'Property' },
        { key: 'revenue', label: 'Revenue', unit: 'currency' },
      ],
      rows: [
        { name: '東京ホテル 🏨', revenue: 1234.5 },
        { name: 'Harbor', revenue: 250 },
      ],
      moreRows: 0,
    };
    // 東京ホテル (10 cells), a space and 🏨 (2): 13 cells; Harbor is padded to 13 with 7 spaces.
    expect(fitTable(table, 'USD', PHONE).lines).toEqual(['Property       Revenue', '東京ホテル 🏨    $1.2k', 'Harbor            $250']);
    // 24 cells of name: cut to 21 (30 - 2 - 7), ten characters and the ellipsis.
    const long = { ...table, rows: [{ name: '東京ベイサイドホテル新館', revenue: 250 }] };
    expect(fitTable(long, 'USD', PHONE).lines).toEqual([`Property${' '.repeat(13)}  Revenue`, '東京ベイサイドホテル…     $250']);
  });

  it('shows the first figure even where it does not fit beside the name, the name cut to make room', () => {
    const table: Table = {
      key: 'properties',
      title: 'By property',
      columns: [
        { key: 'name', label: 'Property' },
        { key: 'revenue', label: 'Revenue', unit: 'currency' },
      ],
      rows: [{ name: 'South Lake Tahoe', revenue: 1234.5 }],
      moreRows: 0,
    };
    // The name is 16 wide (13 counted while choosing figures): 13 + 2 + Revenue 7 = 22 cells, past
    // 20, yet a table of names alone says nothing. The name gets what is left: 20 - 2 - 7 = 11.
    expect(fitTable(table, 'USD', 20)).toEqual({
      lines: [`Property${' '.repeat(3)}  Revenue`, 'South Lake…    $1.2k'],
      left: [],
    });
  });

  /** A table with two text columns: the property (20 cells at most) and its city (16). */
  const twoNames: Table = {
    key: 'properties',
    title: 'By property',
    columns: [
      { key: 'name', label: 'Property' },
      { key: 'city', label: 'City' },
      { key: 'revenue', label: 'Revenue', unit: 'currency' },
      { key: 'nights', label: 'Nights', unit: 'count' },
    ],
    rows: [
      { name: 'Harborview Grand Inn', city: 'South Lake Tahoe', revenue: 1234.5, nights: 12 },
      { name: 'Bayside', city: 'Boston', revenue: 250, nights: 3 },
    ],
    moreRows: 0,
  };

  it('counts each text column and the gap between them when choosing figures', () => {
    // Choosing: 13 + 2 + 13 for the two names (each counted at 13 at most), + 2 + Revenue 7 = 37;
    // Nights (6) with its gap makes 45, past 44, so it is left out. The names then share
    // 44 - 7 - 2 - 2 = 33: the property its whole 20, the city the 13 left (cut from 16).
    expect(fitTable(twoNames, 'USD', 44)).toEqual({
      lines: [
        `Property${' '.repeat(12)}  City${' '.repeat(9)}  Revenue`,
        'Harborview Grand Inn  South Lake T…    $1.2k',
        `Bayside${' '.repeat(13)}  Boston${' '.repeat(7)}     $250`,
      ],
      left: [twoNames.columns[3]],
    });
  });

  it('keeps 13 cells for a later text column and gives the first what is left', () => {
    // 34 cells: Revenue 7 and two gaps leave 34 - 7 - 4 = 23 for the names. The city keeps 13
    // (its 16 cut to 13), so the property gets 23 - 13 = 10 of its 20.
    expect(fitTable(twoNames, 'USD', 34)).toEqual({
      lines: [
        `Property${' '.repeat(2)}  City${' '.repeat(9)}  Revenue`,
        'Harborvie…  South Lake T…    $1.2k',
        `Bayside     Boston${' '.repeat(7)}     $250`,
      ],
      left: [twoNames.columns[3]],
    });
  });
});

describe('fitTable: labels and blank cells', () => {
  /** One channel's revenue, its name column labelled `name` and its figure `revenue`. */
  function channelTable(name: string, revenue: string, rows: Table['rows']): Table {
    return {
      key: 'channels',
      title: 'By channel',
      columns: [
        { key: 'name', label: name },
        { key: 'revenue', label: revenue, unit: 'currency' },
      ],
      rows,
      moreRows: 0,
    };
  }

  it('keeps a label on one line when it fits its column, also at exactly its width', () => {
    // The column is 12 wide (Instagram UK), as is "Channel name": one header line, not two.
    const table = channelTable('Channel name', 'Revenue', [{ name: 'Instagram UK', revenue: 1234.5 }]);
    expect(fitTable(table, 'USD', PHONE).lines).toEqual(['Channel name  Revenue', 'Instagram UK    $1.2k']);
  });

  it('takes no header line for the stray spaces around a label', () => {
    // A label said again from a translation may carry a space at either end: " Revenue " is
    // one word, on one line, right above its figures as "Revenue" would be.
    const table = channelTable('Channel', ' Revenue ', [{ name: 'Instagram', revenue: 1234.5 }]);
    expect(fitTable(table, 'USD', PHONE).lines).toEqual([`Channel${' '.repeat(2)}  Revenue`, 'Instagram    $1.2k']);
  });

  it('shows a dash for a blank name, so its figures still stand on a named line', () => {
    // Column 9 wide (Instagram): the dash and 8 spaces, the gap, then $250 padded to 7.
    const table = channelTable('Channel', 'Revenue', [
      { name: 'Instagram', revenue: 1234.5 },
      { name: '', revenue: 250 },
      { name: ' \n ', revenue: 250 },
    ]);
    expect(fitTable(table, 'USD', PHONE).lines).toEqual([
      `Channel${' '.repeat(2)}  Revenue`,
      'Instagram    $1.2k',
      `–${' '.repeat(8)}  ${' '.repeat(3)}$250`,
      `–${' '.repeat(8)}  ${' '.repeat(3)}$250`,
    ]);
  });

  it('leaves the header blank above a column without a label', () => {
    const table = channelTable('', 'Revenue', [{ name: 'Instagram', revenue: 1234.5 }]);
    expect(fitTable(table, 'USD', PHONE).lines).toEqual([`${' '.repeat(9)}  Revenue`, 'Instagram    $1.2k']);
  });

  it('keeps one header line, blank, when no column has a label', () => {
    // A table's lines are its header, at least one line, then its rows: here the header is empty.
    const table = channelTable('', '', [{ name: 'Instagram', revenue: 1234.5 }]);
    expect(fitTable(table, 'USD', PHONE).lines).toEqual(['', 'Instagram  $1.2k']);
  });
});

describe('a table in a Slack message', () => {
  // Slack draws the message's first table itself; a second is monospace, laid out for a phone.
  const lead: Table = { ...byChannel, key: 'lead', title: 'Lead', rows: byChannel.rows.slice(0, 1) };

  it('names the columns a monospace table leaves out and offers the CSV for them', () => {
    const message = toSlackMessage(makeReport({ tables: [lead, byChannel] }));
    const section = message.blocks.find((b): b is SectionBlock => b.type === 'section' && (b.text?.text.startsWith('*By channel*') ?? false));
    expect(section?.text?.text).toBe(
      '*By channel*\n```            Referral\nChannel      revenue\nInstagram    $207.2k\nGoogle Ads     $9.9k```\n_Download CSV for transactions, influenced revenue_',
    );
  });

  it('says what is left out without a CSV button to offer', () => {
    const message = toSlackMessage(makeReport({ tables: [lead, { ...byChannel, moreRows: 3 }] }), { actions: false });
    const section = message.blocks.find((b): b is SectionBlock => b.type === 'section' && (b.text?.text.startsWith('*By channel*') ?? false));
    expect(section?.text?.text.split('\n').at(-1)).toBe('_Showing 2 of 5 rows · Not shown here: transactions, influenced revenue_');
  });

  it('Slack’s own table holds every column, exact, and says only the rows left out', () => {
    const message = toSlackMessage(makeReport({ tables: [{ ...byChannel, moreRows: 3 }] }), { actions: false });
    const at = message.blocks.findIndex((b) => b.type === 'table');
    const table = message.blocks[at];
    expect(table?.type === 'table' && table.rows.map((r) => r.map((c) => ('text' in c ? c.text : '')))).toEqual([
      ['Channel', 'Referral revenue', 'Transactions', 'Influenced revenue'],
      ['Instagram', '$207,165.09', '1,234', '$72,379.87'],
      ['Google Ads', '$9,876.50', '87', '$1,500.00'],
    ]);
    expect(JSON.stringify(message.blocks[at + 1])).toContain('_Showing 2 of 5 rows_');
  });
});

describe('every report, as usually asked and at its largest', () => {
  let reports: Record<string, Report>;
  beforeAll(async () => {
    const commands = Object.fromEntries([
      ...Object.entries(SAMPLE_COMMANDS).map(([name, command]) => [name, command]),
      ...Object.entries(LARGEST_COMMANDS).map(([name, command]) => [`${name} (largest)`, command]),
    ]);
    reports = await buildSampleReports(undefined, commands);
  }, 60_000);

  it('has tables to check', () => {
    const withTables = Object.values(reports).filter((r) => r.tables.some((t) => t.rows.length > 0));
    expect(withTables.length).toBeGreaterThanOrEqual(12);
  });

  it.each([...Object.keys(SAMPLE_COMMANDS), ...Object.keys(LARGEST_COMMANDS).map((n) => `${n} (largest)`)])(
    '%s: every table line fits a phone, with no exact cents in it',
    (name) => {
      const lines = codeLines(toSlackMessage(reports[name]!));
      for (const line of lines) {
        expect(stringWidth(line), line).toBeLessThanOrEqual(PHONE);
        // Money in a table is compact ($207.2k, $189); to the cent it is in the fields and the CSV.
        expect(line).not.toMatch(/\$[\d,]+\.\d\d\b/);
      }
    },
  );
});
