import { beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/catalogue/types.js';
import type { Button, SectionBlock, SlackBlock, SlackMessage } from '../../src/render/block-kit.js';
import { chartConfigs } from '../../src/render/charts.js';
import { slackProblems, toSlackMessage } from './owners.js';
import {
  channelTable,
  countMetrics,
  goldenReport,
  highlight,
  loadSamples,
  makeReport,
  metric,
  QUERY,
  REFERRAL_REVENUE,
  SAMPLE_NAMES,
} from './slack-fixtures.js';

let samples: Record<string, Report>;
beforeAll(async () => {
  samples = await loadSamples();
});

const json = (m: unknown) => `${JSON.stringify(m, null, 2)}\n`;
const sections = (m: SlackMessage) => m.blocks.filter((b): b is SectionBlock => b.type === 'section');
const allText = (m: SlackMessage) => JSON.stringify(m);
const ofType = <T extends SlackBlock['type']>(m: SlackMessage, type: T) => m.blocks.filter((b) => b.type === type);
/** Every mrkdwn field's bold label, in order. */
const fieldLabels = (m: SlackMessage) => sections(m).flatMap((s) => (s.fields ?? []).map((f) => f.text.split('\n')[0]));

// The sample reports come from the generated sandbox, whose data changes as it is made more
// believable: these tests check what holds for any data, not the figures themselves.
describe('Slack messages of the sample reports', () => {
  it.each(SAMPLE_NAMES)('%s is valid Block Kit within every limit, with and without its charts', (name) => {
    const report = samples[name]!;
    const plain = toSlackMessage(report);
    expect(slackProblems(plain)).toEqual([]);
    const specs = [report, ...report.sections].flatMap((r) => chartConfigs(r));
    const charts = specs.map((s) => ({
      key: s.key,
      title: s.title,
      alt: s.alt,
      image: { kind: 'url' as const, url: `https://charts.example.com/${s.key}.png` },
    }));
    const withCharts = toSlackMessage(report, { charts });
    expect(slackProblems(withCharts)).toEqual([]);
    expect(ofType(withCharts, 'image')).toHaveLength(charts.length);
  });

  it.each(SAMPLE_NAMES)('%s starts with its title and period line and shows every headline figure', (name) => {
    const report = samples[name]!;
    const message = toSlackMessage(report);
    expect(message.blocks[0]).toMatchObject({ type: 'header', text: { type: 'plain_text', text: [report.title, ...report.filters].join(' · ') } });
    expect(message.blocks[1]).toMatchObject({ type: 'context', elements: [{ type: 'mrkdwn' }] });
    const context = message.blocks[1];
    expect(context?.type === 'context' && context.elements[0]?.type === 'mrkdwn' && context.elements[0].text.startsWith(report.period.label)).toBe(
      true,
    );
    // An empty period shows its sentence instead of figures; a digest shows four per section.
    const shown = (r: Report) => (r.emptyMessage ? [] : r.metrics);
    const figures = report.sections.length > 0 ? report.sections.flatMap((s) => shown(s).slice(0, 4)) : shown(report);
    expect(fieldLabels(message)).toEqual(figures.map((m) => `*${m.label}*`));
  });
});

describe('a digest', () => {
  const nextFourWeeks = {
    start: '2026-11-22',
    end: '2026-12-19',
    fullEnd: '2026-12-19',
    label: 'Next 4 weeks · Nov 22 – Dec 19, 2026',
    days: 28,
    status: 'ahead' as const,
  };
  const lastWeek = {
    start: '2026-11-08',
    end: '2026-11-14',
    fullEnd: '2026-11-14',
    label: 'Last week · Nov 8–14, 2026',
    days: 7,
    status: 'past' as const,
  };
  const occupancy = makeReport({
    kind: 'occupancy',
    title: 'Occupancy',
    period: nextFourWeeks,
    comparison: {
      start: '2025-11-23',
      end: '2025-12-20',
      fullEnd: '2025-12-20',
      label: 'Nov 23 – Dec 20, 2025',
      days: 28,
      status: 'past',
      kind: 'last-year',
      shift: 'days',
    },
    metrics: [
      metric('occupancy', 'Occupancy', 'percent', 'up', 0.373, 0.435, { absolute: -0.062, relative: null, direction: 'down' }),
      metric('adr', 'ADR', 'currency', 'up', 228, 227, { absolute: 1, relative: 1 / 227, direction: 'up' }),
      metric('revpar', 'RevPAR', 'currency', 'up', 85.04, 98.75, { absolute: -13.71, relative: -13.71 / 98.75, direction: 'down' }),
      metric('roomRevenue', 'Room revenue', 'currency', 'up', 1000, 1100, { absolute: -100, relative: -100 / 1100, direction: 'down' }),
      metric('bookedNights', 'Nights booked', 'nights', 'up', 4, 5, { absolute: -1, relative: -0.2, direction: 'down' }),
    ],
    series: [
      {
        key: 'occupancyTrend',
        kind: 'trend',
        title: 'Occupancy per day',
        labels: ['Nov 22', 'Nov 23'],
        datasets: [{ label: 'Occupancy', unit: 'percent', values: [0.4, 0.35] }],
      },
    ],
  });
  const signups = makeReport({
    kind: 'signups',
    title: 'Signups',
    period: lastWeek,
    comparison: {
      start: '2026-11-01',
      end: '2026-11-07',
      fullEnd: '2026-11-07',
      label: 'Nov 1–7, 2026',
      days: 7,
      status: 'past',
      kind: 'previous',
      shift: 'days',
    },
    metrics: [metric('signups', 'New signups', 'count', 'up', 595, 620, { absolute: -25, relative: -25 / 620, direction: 'down' })],
    notes: ['Excludes leads who opted out.'],
  });
  const digest = makeReport({
    kind: 'digest',
    title: 'Weekly digest',
    query: { ...QUERY, report: 'digest', range: 'last-week' },
    period: lastWeek,
    comparison: null,
    metrics: [],
    sections: [occupancy, signups],
  });
  const chart = {
    key: 'occupancyTrend',
    title: 'Occupancy',
    alt: 'Occupancy per day.',
    image: { kind: 'url' as const, url: 'https://example.com/o.png' },
  };
  const message = toSlackMessage(digest, { charts: [chart] });

  it('has a header, then per section its title, period and comparison words, and its first four figures', () => {
    expect(slackProblems(message)).toEqual([]);
    expect(message.blocks[0]).toEqual({ type: 'header', text: { type: 'plain_text', text: 'Weekly digest', emoji: true } });
    expect(message.blocks[1]).toEqual({ type: 'context', elements: [{ type: 'mrkdwn', text: 'Last week · Nov 8–14, 2026', verbatim: true }] });
    expect(message.blocks[2]).toMatchObject({
      type: 'section',
      text: { text: '*Occupancy*  ·  Next 4 weeks · Nov 22 – Dec 19, 2026  ·  vs Nov 23 – Dec 20, 2025 (same weekdays last year)' },
    });
    expect(fieldLabels(message)).toEqual(['*Occupancy*', '*ADR*', '*RevPAR*', '*Room revenue*', '*New signups*']);
  });

  it('puts a chart under the section whose series it draws, and a divider between sections', () => {
    expect(message.blocks[3]).toEqual({ type: 'image', image_url: 'https://example.com/o.png', alt_text: 'Occupancy per day.' });
    expect(message.blocks[4]).toEqual({ type: 'divider' });
    expect(message.blocks[5]).toMatchObject({ type: 'section', text: { text: '*Signups*  ·  Last week · Nov 8–14, 2026  ·  vs Nov 1–7, 2026' } });
    expect(message.blocks[6]).toEqual({ type: 'context', elements: [{ type: 'mrkdwn', text: 'Excludes leads who opted out.', verbatim: true }] });
    expect(ofType(message, 'divider')).toHaveLength(1);
  });

  it("words each section's changes, better or worse", () => {
    expect(allText(message)).toContain('*Occupancy*\\n37.3%  ▼ 6.2 pts (worse)');
    expect(allText(message)).toContain('*New signups*\\n595  ▼ 4.0% (worse)');
  });
});

describe('the short golden', () => {
  // Read it end to end against goldenReport() in slack-fixtures.ts: every line is checkable by hand.
  it('a small bookings report with filters, a setting, three figures, a note and two buttons', async () => {
    const message = toSlackMessage(goldenReport());
    expect(slackProblems(message)).toEqual([]);
    await expect(json(message)).toMatchFileSnapshot('golden/bookings-small.slack.json');
  });
});

describe('layout of one report', () => {
  const report = makeReport({
    metrics: [
      REFERRAL_REVENUE,
      metric('occupancy', 'Occupancy', 'percent', 'up', 0.5, 0.531, { absolute: -0.031, relative: -0.058, direction: 'down' }),
    ],
    comparison: {
      start: '2025-10-01',
      end: '2025-10-31',
      fullEnd: '2025-10-31',
      label: 'Oct 1–31, 2025',
      days: 31,
      status: 'past',
      kind: 'last-year',
      shift: 'months',
    },
    tables: [channelTable(3)],
    highlights: [highlight()],
    notes: ['Attribution looks back 15 days from each transaction.'],
  });
  const message = toSlackMessage(report);

  it('starts with the title as a plain-text header and the period with its comparison', () => {
    expect(message.blocks[0]).toEqual({ type: 'header', text: { type: 'plain_text', text: 'Referrals', emoji: true } });
    expect(message.blocks[1]).toEqual({
      type: 'context',
      elements: [{ type: 'mrkdwn', text: 'Last month · Oct 1–31, 2026  ·  vs Oct 1–31, 2025 (last year)', verbatim: true }],
    });
  });

  it('shows headline figures as fields with their change, worded as better or worse', () => {
    expect(message.blocks[2]).toEqual({
      type: 'section',
      fields: [
        { type: 'mrkdwn', text: '*Referral revenue*\n$912,383.94  ▼ 7.1% (worse)', verbatim: true },
        { type: 'mrkdwn', text: '*Occupancy*\n50.0%  ▼ 3.1 pts (worse)', verbatim: true },
      ],
    });
  });

  it('shows the table as Slack draws tables: labels whole, figures exact and right-aligned', () => {
    expect(message.blocks[3]).toEqual({ type: 'section', text: { type: 'mrkdwn', text: '*Top channels*', verbatim: true } });
    const text = (t: string) => ({ type: 'raw_text', text: t });
    // Exact, where the monospace table could only say $1k for all three.
    const money = (value: number) => ({ type: 'raw_number', value, text: `$${value.toLocaleString('en-US')}.00` });
    expect(message.blocks[4]).toEqual({
      type: 'table',
      column_settings: [{ is_wrapped: true }, { align: 'right' }],
      rows: [
        [text('Channel'), text('Revenue')],
        [text('Channel 1'), money(1000)],
        [text('Channel 2'), money(1001)],
        [text('Channel 3'), money(1002)],
      ],
    });
  });

  it('shows a story with its photo, stars, caption and quote', () => {
    expect(message.blocks[6]).toEqual({
      type: 'section',
      text: { type: 'mrkdwn', text: '*Ana L.* · Harbor View Inn  ★★★★★\n>Sunset from the balcony\n>“Lovely stay.”', verbatim: true },
      accessory: { type: 'image', image_url: 'https://photos.example.com/photos/1.jpg', alt_text: 'Photo by Ana L. at Harbor View Inn' },
    });
  });

  it('ends with notes and the buttons', () => {
    expect(message.blocks.at(-2)).toEqual({
      type: 'context',
      elements: [{ type: 'mrkdwn', text: 'Attribution looks back 15 days from each transaction.', verbatim: true }],
    });
    const actions = message.blocks.at(-1);
    expect(actions?.type).toBe('actions');
    if (actions?.type !== 'actions') return;
    const buttons = actions.elements.filter((b): b is Button => b.type === 'button');
    expect(buttons).toHaveLength(actions.elements.length);
    expect(buttons.map((b) => [b.action_id, b.text.text])).toEqual([
      ['report_refresh', 'Refresh'],
      ['report_previous', 'Previous period'],
      ['report_by_channel', 'By channel'],
      ['report_by_geo', 'By location'],
      ['report_csv', 'Download CSV'],
    ]);
    expect(buttons[1]!.value).toBe('{"a":"previous","q":{"report":"referrals","range":"2026-09-01..2026-09-30","timeZone":"UTC"}}');
  });

  it('has a plain fallback text for notifications', () => {
    expect(message.text).toBe(
      'Referrals · Last month · Oct 1–31, 2026 · vs Oct 1–31, 2025 (last year): Referral revenue $912,383.94 ▼ 7.1% (worse), Occupancy 50.0% ▼ 3.1 pts (worse)',
    );
  });

  it('leaves the buttons out on request', () => {
    expect(ofType(toSlackMessage(report, { actions: false }), 'actions')).toHaveLength(0);
  });
});

describe('charts', () => {
  const chart = { key: 'referralsTrend', title: 'Referral revenue', alt: 'Bar chart: referral revenue fell 7.1% to $912,383.94.' };

  it('a chart URL becomes an image block with its alt text, after the figures', () => {
    const message = toSlackMessage(makeReport(), { charts: [{ ...chart, image: { kind: 'url', url: 'https://quickchart.io/chart/render/abc' } }] });
    expect(message.blocks[3]).toEqual({ type: 'image', image_url: 'https://quickchart.io/chart/render/abc', alt_text: chart.alt });
  });

  it('an uploaded chart is referenced as a slack_file', () => {
    const message = toSlackMessage(makeReport(), { charts: [{ ...chart, image: { kind: 'slack_file', id: 'F0123ABC' } }] });
    expect(message.blocks[3]).toEqual({ type: 'image', slack_file: { id: 'F0123ABC' }, alt_text: chart.alt });
  });

  it('a failed chart leaves the figures and says so in one line', () => {
    const message = toSlackMessage(makeReport(), { chartError: true });
    expect(message.blocks[2]?.type).toBe('section');
    expect(message.blocks[3]).toEqual({
      type: 'context',
      elements: [{ type: 'mrkdwn', text: 'The chart could not be made this time.', verbatim: true }],
    });
    expect(ofType(message, 'image')).toHaveLength(0);
  });

  it('PNG bytes, which Slack cannot show without an upload, count as a missing chart', () => {
    const message = toSlackMessage(makeReport(), {
      charts: [{ ...chart, image: { kind: 'png', png: Buffer.from('AAAA'), width: 800, height: 400 } }],
    });
    expect(ofType(message, 'image')).toHaveLength(0);
    // It was made, only not uploaded: the line says so, not that it failed.
    expect(allText(message)).toContain('The chart could not be attached this time.');
  });
});

describe('an empty period', () => {
  const empty = makeReport({
    title: 'Bookings',
    metrics: countMetrics(3).map((m) => ({ ...m, value: 0 })),
    series: [{ key: 'revenueTrend', kind: 'trend', title: 'Revenue', labels: [], datasets: [] }],
    emptyMessage: 'No bookings in this period.',
  });

  it('shows the sentence instead of zeros, with no tables or charts', () => {
    const chart = { key: 'revenueTrend', title: 'Revenue', alt: 'Revenue', image: { kind: 'url' as const, url: 'https://example.com/c.png' } };
    const message = toSlackMessage(empty, { charts: [chart] });
    expect(message.blocks[2]).toEqual({ type: 'section', text: { type: 'mrkdwn', text: 'No bookings in this period.', verbatim: true } });
    expect(sections(message).some((s) => s.fields)).toBe(false);
    expect(ofType(message, 'image')).toHaveLength(0);
    expect(allText(message)).not.toContain('```');
    expect(message.text).toBe('Bookings · Last month · Oct 1–31, 2026 · vs Sep 1–30, 2026: No bookings in this period.');
  });
});

describe('escaping data in mrkdwn', () => {
  // Slack's table block (the first table) takes raw text, shown as typed; the second is monospace mrkdwn.
  const report = makeReport({
    highlights: [highlight({ caption: '<!channel> <https://evil|click> & *bold*', quote: '<@U123>', property: 'B&B <Lakeside>' })],
    tables: [channelTable(1, 'first', () => '<!here> & co'), channelTable(1, 'channels', () => '<!here> `x` ```y```')],
    notes: ['Ask <!everyone> & co'],
  });
  const message = toSlackMessage(report);
  const payload = JSON.stringify(message.blocks.filter((b) => b.type !== 'table'));
  // Every string Slack parses as mrkdwn: the fallback and each mrkdwn object. (Plain text such
  // as the header and alt text is shown as is by Slack, so it needs no escaping.)
  const mrkdwnTexts = [
    message.text,
    ...[...payload.matchAll(/\{"type":"mrkdwn","text":("(?:[^"\\]|\\.)*")/g)].map((m) => JSON.parse(m[1]!) as string),
  ];

  it('turns <, > and & from data into entities, so nothing pings or links', () => {
    expect(mrkdwnTexts.length).toBeGreaterThan(5);
    expect(payload).toContain('&lt;!channel&gt; &lt;https://evil|click&gt; &amp; *bold*');
    expect(payload).toContain('&lt;@U123&gt;');
    expect(payload).toContain('B&amp;B &lt;Lakeside&gt;');
    expect(payload).toContain('Ask &lt;!everyone&gt; &amp; co');
    for (const raw of ['<!channel>', '<https://evil', '<@U123>', '<!here>', '<!everyone>']) expect(payload).not.toContain(raw);
    // No raw < at all, > only as our own quote marker at the start of a line, & only in entities.
    for (const text of mrkdwnTexts) expect(text).not.toMatch(/<|[^\n]>|&(?!amp;|lt;|gt;)/);
    // Raw text is not mrkdwn: Slack shows it as it is, so it is not escaped.
    const table = message.blocks.find((b) => b.type === 'table');
    expect(table?.type === 'table' && table.rows[1]![0]).toEqual({ type: 'raw_text', text: '<!here> & co' });
  });

  it('keeps backticks in a table cell from closing the code block', () => {
    const table = sections(toSlackMessage(report)).find((s) => s.text?.text.startsWith('*Top channels*\n```'));
    // The cell is 19 characters wide; "Revenue" (7) after a 2-space gap, with $1k right-aligned under it.
    const header = `Channel${' '.repeat(12)}  Revenue`;
    expect(table?.text?.text).toBe(`*Top channels*\n\`\`\`${header}\n&lt;!here&gt; ˋxˋ ˋˋˋyˋˋˋ      $1k\`\`\``);
  });

  it('folds line breaks in a caption so it cannot start its own quote or list', () => {
    const message = toSlackMessage(makeReport({ highlights: [highlight({ caption: 'line one\n> fake quote\n• fake item' })] }));
    expect(allText(message)).toContain('>line one &gt; fake quote • fake item');
  });
});

describe('staying within Slack limits', () => {
  // 15 metrics, a 200-row table, 30 stories: by hand, 25 rows (175 more) and 10 stories (20 more).
  const big = makeReport({ metrics: countMetrics(15), tables: [channelTable(200)], highlights: Array.from({ length: 30 }, () => highlight()) });
  const message = toSlackMessage(big);

  it('cuts rows and stories and says how many were left out', () => {
    expect(slackProblems(message)).toEqual([]);
    expect(message.blocks.length).toBeLessThanOrEqual(50);
    const fields = sections(message).map((s) => s.fields?.length ?? 0);
    expect(fields.filter((n) => n > 0)).toEqual([10, 5]);
    // More rows than read at once: Slack's paged data table, 10 a page, with its caption.
    const at = message.blocks.findIndex((b) => b.type === 'data_table');
    const table = message.blocks[at];
    expect(table).toMatchObject({ type: 'data_table', caption: 'Top channels', page_size: 10 });
    const rows = table?.type === 'data_table' ? table.rows : [];
    expect(rows).toHaveLength(26);
    expect(rows.at(-1)).toEqual([
      { type: 'raw_text', text: 'Channel 25' },
      { type: 'raw_number', value: 1024, text: '$1,024.00' },
    ]);
    // Issue 27: a cut table says how much it shows and offers the CSV, which has every row.
    expect(message.blocks[at + 1]).toEqual({
      type: 'context',
      elements: [{ type: 'mrkdwn', text: '_Showing 25 of 200 rows · Download CSV for all 200 rows_', verbatim: true }],
    });
    expect(sections(message).filter((s) => s.accessory)).toHaveLength(10);
    expect(allText(message)).toContain('"and 20 more stories"');
  });

  it('shows less when the text would pass the budget', () => {
    // 3 tables of 200 long-named rows (~880 characters each at 25 rows of a phone's 30 cells,
    // names cut) and 30 stories of ~1,030 characters: the first step (25 rows, 10 stories) is
    // ~13,600 characters, the second (15 rows, 6 stories) ~8,400, under 12,000.
    const long = (i: number) => `Campaign ${String(i + 1).padStart(3, '0')} ${'x'.repeat(48)}`;
    const heavy = makeReport({
      metrics: countMetrics(15),
      tables: [channelTable(200, 'a', long), channelTable(200, 'b', long), channelTable(200, 'c', long)],
      highlights: Array.from({ length: 30 }, () => highlight({ caption: 'c'.repeat(480), quote: 'q'.repeat(480) })),
    });
    const m = toSlackMessage(heavy);
    expect(slackProblems(m)).toEqual([]);
    // The first as Slack's table, the other two as monospace: each cut to 15 rows and saying so.
    const said = JSON.stringify(m.blocks).match(/Showing 15 of 200 rows · Download CSV for all 200 rows/g);
    expect(said).toHaveLength(3);
    expect(m.blocks.find((b) => b.type === 'data_table')?.rows).toHaveLength(16);
    expect(allText(m)).toContain('"and 24 more stories"');
  });

  it('keeps the top of a report too long for any cut, with a notice and the buttons', () => {
    const many = makeReport({ tables: Array.from({ length: 60 }, (_, i) => channelTable(1, `t${i}`)) });
    const m = toSlackMessage(many);
    expect(slackProblems(m)).toEqual([]);
    expect(m.blocks).toHaveLength(50);
    expect(m.blocks.at(-1)?.type).toBe('actions');
    expect(JSON.stringify(m.blocks.at(-2))).toContain('This report is too long for one message');
  });

  it('shows a long name whole in Slack’s table, cuts it in a monospace one, and leaves out a table without rows', () => {
    const long = () => 'N'.repeat(100);
    const m = toSlackMessage(makeReport({ tables: [channelTable(1, 'first', long), channelTable(1, 'long', long), channelTable(0, 'none')] }));
    const table = m.blocks.find((b) => b.type === 'table');
    expect(table?.type === 'table' && table.rows[1]![0]).toEqual({ type: 'raw_text', text: 'N'.repeat(100) });
    const monospace = sections(m).filter((s) => s.text?.text.startsWith('*Top channels*\n```'));
    expect(monospace).toHaveLength(1);
    // A phone's 30 cells: 7 for Revenue, 2 of gap, 21 for the name (20 and the ellipsis).
    expect(monospace[0]!.text!.text.split('\n')[2]).toBe(`${'N'.repeat(20)}…      $1k\`\`\``);
  });

  it('cuts a long title to the header limit', () => {
    const header = toSlackMessage(makeReport({ title: 'R'.repeat(400) })).blocks[0];
    expect(header?.type === 'header' && header.text.text.length).toBe(150);
  });
});
