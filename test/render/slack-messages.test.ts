/**
 * The Slack message's smaller pieces, each pinned on the edge where it changes: a digest
 * section's heading with and without figures, which URLs Slack is given as images and links,
 * how a table is cut to a section's 3,000 characters, a story without stars, caption or quote,
 * the caveats line, and the buttons (Download CSV as a request or as a link, none at all).
 *
 * Every message is made inside its test, not when the file is collected, so each test is the
 * one that reaches the code it pins. Expected texts and lengths are written out by hand from
 * the fixtures' raw values.
 */
import { describe, expect, it } from 'vitest';
import type { Report, ReportDefinition, Table } from '../../src/catalogue/types.js';
import { registerReport } from '../../src/reports/index.js';
import type { Button, SectionBlock, SlackBlock, SlackMessage } from '../../src/render/block-kit.js';
import { toSlackMessage } from './owners.js';
import { channelTable, countMetrics, highlight, makeReport, QUERY } from './slack-fixtures.js';

const sections = (m: SlackMessage) => m.blocks.filter((b): b is SectionBlock => b.type === 'section');
const ofType = <T extends SlackBlock['type']>(m: SlackMessage, type: T) => m.blocks.filter((b) => b.type === type);
const buttonsOf = (m: SlackMessage): Button[] => {
  const last = m.blocks.at(-1);
  return last?.type === 'actions' ? last.elements.filter((e): e is Button => e.type === 'button') : [];
};
/** The text of the section that starts with a table's bold title. */
const tableText = (m: SlackMessage, title: string) => sections(m).find((s) => s.text?.text.startsWith(`*${title}*\n`))?.text?.text;

describe('a digest section heading', () => {
  it('sits on the figures of its section, and stands alone over a section without figures', () => {
    const digest = makeReport({
      kind: 'digest',
      title: 'Weekly digest',
      query: { ...QUERY, report: 'digest', range: 'last-week' },
      metrics: [],
      sections: [
        makeReport({ kind: 'signups', title: 'Signups', metrics: countMetrics(2) }),
        makeReport({ kind: 'stories', title: 'Stories', metrics: [] }),
      ],
    });
    const message = toSlackMessage(digest);
    const period = 'Last month · Oct 1–31, 2026  ·  vs Sep 1–30, 2026';
    expect(message.blocks.slice(2, 5)).toEqual([
      {
        type: 'section',
        text: { type: 'mrkdwn', text: `*Signups*  ·  ${period}`, verbatim: true },
        fields: [
          { type: 'mrkdwn', text: '*Metric 1*\n100', verbatim: true },
          { type: 'mrkdwn', text: '*Metric 2*\n200', verbatim: true },
        ],
      },
      { type: 'divider' },
      // No figures and no empty sentence: the heading still says which report this part is.
      { type: 'section', text: { type: 'mrkdwn', text: `*Stories*  ·  ${period}`, verbatim: true } },
    ]);
    expect(message.blocks[5]?.type).toBe('actions');
  });
});

describe('the URLs Slack is given as images', () => {
  const chartWith = (url: string) => ({
    key: 'referralsTrend',
    title: 'Referral revenue',
    alt: 'Referral revenue per day.',
    image: { kind: 'url' as const, url },
  });
  const base = 'https://charts.example.com/';

  it("a chart URL of exactly Slack's 3,000 characters is shown", () => {
    const url = `${base}${'c'.repeat(3000 - base.length - 4)}.png`;
    expect(url).toHaveLength(3000);
    const message = toSlackMessage(makeReport(), { charts: [chartWith(url)] });
    expect(ofType(message, 'image')).toEqual([{ type: 'image', image_url: url, alt_text: 'Referral revenue per day.' }]);
  });

  it('a chart URL one character longer is not sent: the message says the chart could not be attached', () => {
    const url = `${base}${'c'.repeat(3001 - base.length - 4)}.png`;
    expect(url).toHaveLength(3001);
    const message = toSlackMessage(makeReport(), { charts: [chartWith(url)] });
    expect(ofType(message, 'image')).toEqual([]);
    expect(message.blocks[3]).toEqual({
      type: 'context',
      elements: [{ type: 'mrkdwn', text: 'The chart could not be attached this time.', verbatim: true }],
    });
  });

  it('a story without a photo, or with one Slack cannot load (not http), has no image beside it', () => {
    for (const photoUrl of [null, 'ftp://photos.example.com/photos/1.jpg']) {
      const message = toSlackMessage(makeReport({ highlights: [highlight({ photoUrl })] }));
      const story = sections(message).find((s) => s.text?.text.startsWith('*Ana L.*'));
      expect(story?.text?.text).toBe('*Ana L.* · Harbor View Inn  ★★★★★\n>Sunset from the balcony\n>“Lovely stay.”');
      expect(story && 'accessory' in story).toBe(false);
    }
  });
});

describe('a story', () => {
  it('without a rating, a caption or a quote is its first line alone, with nothing after the property', () => {
    const message = toSlackMessage(makeReport({ highlights: [highlight({ rating: null, caption: '   ', quote: ' \n ' })] }));
    const story = sections(message).find((s) => s.text?.text.startsWith('*Ana L.*'));
    expect(story?.text?.text).toBe('*Ana L.* · Harbor View Inn');
  });
});

describe('the caveats line', () => {
  it('has one escaped line per note, line breaks folded, and empty notes left out', () => {
    const message = toSlackMessage(makeReport({ notes: ['Attribution looks back 15 days.', '', 'Excludes <test> bookings\nand refunds.'] }));
    expect(message.blocks.at(-2)).toEqual({
      type: 'context',
      elements: [{ type: 'mrkdwn', text: 'Attribution looks back 15 days.\nExcludes &lt;test&gt; bookings and refunds.', verbatim: true }],
    });
  });
});

describe('what a cut monospace table says under it', () => {
  // Slack draws a message's first table itself (slack-table-block.ts); these tables come second, as monospace text.
  const LEAD = channelTable(1, 'lead');
  it('offers the CSV for both the rows and the columns left out', () => {
    // Channel (10 wide at "Channel 10") and Referral revenue (8) fit a phone's 30 cells;
    // Transactions (12) and Influenced revenue (10) with their gaps would not.
    const table: Table = {
      key: 'channels',
      title: 'By channel',
      columns: [
        { key: 'name', label: 'Channel' },
        { key: 'referralRevenue', label: 'Referral revenue', unit: 'currency' },
        { key: 'referralTransactions', label: 'Transactions', unit: 'count' },
        { key: 'influencedRevenue', label: 'Influenced revenue', unit: 'currency' },
      ],
      rows: Array.from({ length: 27 }, (_, i) => ({
        name: `Channel ${i + 1}`,
        referralRevenue: 1000,
        referralTransactions: 10,
        influencedRevenue: 500,
      })),
      moreRows: 0,
    };
    const text = tableText(toSlackMessage(makeReport({ tables: [LEAD, table] })), 'By channel');
    expect(text?.split('\n').at(-1)).toBe('_Showing 25 of 27 rows · Download CSV for all 27 rows and transactions, influenced revenue_');
  });
});

describe("a monospace table cut to a section's 3,000 characters", () => {
  // The message's second table (its first is Slack's table block, which has no section to cut).
  const LEAD = channelTable(1, 'lead');
  // Each row's name is 21 ampersands: 21 cells on screen (the most a phone's 30 leave beside
  // "Revenue" and its gap), but 105 characters as sent, each one `&amp;`. A row's line is
  // then 105 + 2 + 7 = 114 characters, 115 with its line break; the header line is 30
  // ("Channel" padded to 21, the gap, "Revenue"). The 26th row is named "a": 30 characters.
  // With a title of t characters the text with n rows (of 26) shown is
  //   t + 3 (`*…*\n`) + 3 (the opening ```) + 30 + 115 n + 3 (the closing ```) + 55,
  // 55 being `\n_Showing n of 26 rows · Download CSV for all 26 rows_` (3 + 21 + 3 + 28):
  //   t + 2969 at 25 rows, t + 2854 at 24; all 26 rows would be t + 6 + 30 + 25 × 115 + 31 + 3 = t + 2945.
  const rowLine = `${'&amp;'.repeat(21)}      $1k`;
  const header = `Channel${' '.repeat(14)}  Revenue`;
  const ampersands = (title: string): Table => ({
    ...channelTable(26, 'channels', (i) => (i < 25 ? '&'.repeat(21) : 'a')),
    title,
    rows: Array.from({ length: 26 }, (_, i) => ({ name: i < 25 ? '&'.repeat(21) : 'a', revenue: 1000 + i })),
  });

  it('keeps every row the cap allows when the text is exactly 3,000 characters', () => {
    const title = 'T'.repeat(31);
    const text = tableText(toSlackMessage(makeReport({ tables: [LEAD, ampersands(title)] })), title);
    expect(text).toHaveLength(31 + 2969);
    expect(text).toBe(
      `*${title}*\n\`\`\`${header}\n${Array(25).fill(rowLine).join('\n')}\`\`\`\n_Showing 25 of 26 rows · Download CSV for all 26 rows_`,
    );
  });

  it('shows one row fewer, rather than cutting the text, when 25 rows pass 3,000 characters', () => {
    // 40 + 2969 = 3009 at 25 rows; 40 + 2854 = 2894 at 24.
    const title = 'T'.repeat(40);
    const text = tableText(toSlackMessage(makeReport({ tables: [LEAD, ampersands(title)] })), title);
    expect(text).toHaveLength(40 + 2854);
    expect(text).toBe(
      `*${title}*\n\`\`\`${header}\n${Array(24).fill(rowLine).join('\n')}\`\`\`\n_Showing 24 of 26 rows · Download CSV for all 26 rows_`,
    );
  });
  it('a table whose title and left-out column name alone pass 3,000 characters is shown without rows, cut to the limit', () => {
    // A 200-ampersand title is 1,000 characters as sent; a second figure column labelled with
    // 600 ampersands (600 cells: it cannot fit a phone) is named in the line under the table,
    // 3,000 characters more. No number of rows brings the text under 3,000: at none it stops.
    const table: Table = {
      key: 'wide',
      title: '&'.repeat(200),
      columns: [
        { key: 'name', label: 'Channel' },
        { key: 'revenue', label: 'Revenue', unit: 'currency' },
        { key: 'wide', label: '&'.repeat(600), unit: 'count' },
      ],
      rows: [{ name: 'Instagram', revenue: 1000, wide: 1 }],
      moreRows: 0,
    };
    const text = tableText(toSlackMessage(makeReport({ tables: [LEAD, table] })), '&amp;'.repeat(200));
    expect(text?.startsWith(`*${'&amp;'.repeat(200)}*\n\`\`\`Channel  Revenue\`\`\`\n_Showing 0 of 1 rows`)).toBe(true);
    expect(text).not.toContain('Instagram');
    expect(text?.length).toBeLessThanOrEqual(3000);
    expect(text?.endsWith('…')).toBe(true);
  });
});

describe('the buttons', () => {
  const withTable = () => makeReport({ tables: [channelTable(3)] });
  const base = 'https://bot.example.com/csv?sig=';

  it('Download CSV opens a signed link of up to 3,000 characters; the other buttons stay requests', () => {
    const csvUrl = `${base}${'a'.repeat(3000 - base.length)}`;
    expect(csvUrl).toHaveLength(3000);
    const buttons = buttonsOf(toSlackMessage(withTable(), { csvUrl }));
    expect(buttons.map((b) => [b.action_id, b.url ?? null, typeof b.value])).toEqual([
      ['report_refresh', null, 'string'],
      ['report_previous', null, 'string'],
      ['report_by_channel', null, 'string'],
      ['report_by_geo', null, 'string'],
      ['link_csv', csvUrl, 'undefined'],
    ]);
  });

  it('a link one character too long for a button is not sent: Download CSV asks the bot instead', () => {
    const csvUrl = `${base}${'a'.repeat(3001 - base.length)}`;
    expect(csvUrl).toHaveLength(3001);
    const buttons = buttonsOf(toSlackMessage(withTable(), { csvUrl }));
    expect(buttons.at(-1)).toMatchObject({ action_id: 'report_csv', text: { text: 'Download CSV' } });
    expect(buttons.at(-1)?.url).toBeUndefined();
  });

  it('a report whose every button value is too long has no actions block at all', () => {
    // 200 property slugs of 12 or 13 characters make each button's query far past 2,000.
    const properties = Array.from({ length: 200 }, (_, i) => `property-${i + 1}`);
    const message = toSlackMessage(makeReport({ query: { ...QUERY, properties } }));
    expect(ofType(message, 'actions')).toEqual([]);
    expect(message.blocks.at(-1)?.type).toBe('section');
  });

  it('a report too long for any cut, with buttons but no table, does not point to a CSV it has not got', () => {
    // 600 figures at 10 a section are 60 sections: past 50 blocks however the tables and stories are cut.
    const report: Report = makeReport({ metrics: countMetrics(600) });
    const message = toSlackMessage(report);
    expect(message.blocks.at(-1)?.type).toBe('actions');
    expect(buttonsOf(message).map((b) => b.action_id)).toEqual(['report_refresh', 'report_previous', 'report_by_channel', 'report_by_geo']);
    expect(message.blocks.at(-2)).toEqual({
      type: 'context',
      elements: [
        { type: 'mrkdwn', text: 'This report is too long for one message; the rest was left out. Narrow the command to see more.', verbatim: true },
      ],
    });
  });

  it('at most 25 buttons, the first ones, where a report adds more than an actions block holds', () => {
    // A report registered for this test only, whose definition adds 30 buttons of its own.
    const ids = Array.from({ length: 30 }, (_, i) => `more_${String.fromCharCode(97 + Math.floor(i / 26), 97 + (i % 26))}`);
    const crowded: ReportDefinition = {
      kind: 'crowded',
      aliases: [],
      title: 'Crowded',
      subject: 'the crowded report has',
      blurb: 'a report with many buttons',
      defaultRange: 'last-month',
      lookAhead: false,
      options: [],
      examples: [],
      metrics: [],
      buttons: ids.map((id) => ({ id, label: id, target: (query) => query })),
      run: () => Promise.reject(new Error('never run: the report is made by hand')),
    };
    const unregister = registerReport(crowded);
    try {
      const message = toSlackMessage(makeReport({ kind: 'crowded', title: 'Crowded', query: { ...QUERY, report: 'crowded' } }));
      // Refresh and Previous period first, then the first 23 of the 30 (more_aa … more_aw); more_ax … more_bd are left out.
      expect(buttonsOf(message).map((b) => b.action_id)).toEqual([
        'report_refresh',
        'report_previous',
        ...ids.slice(0, 23).map((id) => `report_${id}`),
      ]);
    } finally {
      unregister();
    }
  });
});
