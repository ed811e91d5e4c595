import { beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/reports/types.js';
import { SlackMessageSchema, type SectionBlock, type SlackBlock, type SlackMessage } from '../../src/render/block-kit.js';
import { toSlackMessage } from '../../src/render/slack.js';
import { channelTable, countMetrics, highlight, loadSamples, makeReport, SAMPLE_NAMES } from './slack-fixtures.js';

let samples: Record<string, Report>;
beforeAll(async () => {
  samples = await loadSamples();
});

const json = (m: unknown) => `${JSON.stringify(m, null, 2)}\n`;
const sections = (m: SlackMessage) => m.blocks.filter((b): b is SectionBlock => b.type === 'section');
const allText = (m: SlackMessage) => JSON.stringify(m);
const ofType = <T extends SlackBlock['type']>(m: SlackMessage, type: T) => m.blocks.filter((b) => b.type === type);

describe('Slack messages of the sample reports', () => {
  it.each(SAMPLE_NAMES)('%s matches its golden file', async (name) => {
    await expect(json(toSlackMessage(samples[name]!))).toMatchFileSnapshot(`golden/${name}.slack.json`);
  });

  it.each(SAMPLE_NAMES)('%s is valid Block Kit within every limit', (name) => {
    const message = toSlackMessage(samples[name]!);
    const parsed = SlackMessageSchema.safeParse(message);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(message.blocks.length).toBeLessThanOrEqual(50);
    for (const s of sections(message)) {
      expect(s.text?.text.length ?? 0).toBeLessThanOrEqual(3000);
      expect(s.fields?.length ?? 0).toBeLessThanOrEqual(10);
    }
  });

  it('a digest puts a chart under the section whose series it draws', () => {
    const chart = { key: 'occupancyByGroup', title: 'Occupancy', alt: 'Occupancy by week.', image: { kind: 'url' as const, url: 'https://example.com/o.png' } };
    const message = toSlackMessage(samples.digest!, { charts: [chart] });
    expect(message.blocks[2]).toMatchObject({ type: 'section', text: { text: '*Occupancy*  ·  Next 4 weeks · Nov 15 – Dec 12, 2026' } });
    expect(message.blocks[3]).toEqual({ type: 'image', image_url: 'https://example.com/o.png', alt_text: 'Occupancy by week.' });
  });

  it('a digest has a header, one titled section per sub-report and dividers between them', () => {
    const message = toSlackMessage(samples.digest!);
    expect(message.blocks[0]).toMatchObject({ type: 'header', text: { text: 'Weekly digest' } });
    expect(ofType(message, 'divider')).toHaveLength(3);
    const titled = sections(message).filter((s) => s.text?.text.includes('*  ·  '));
    expect(titled.map((s) => s.text?.text.split('*')[1])).toEqual(['Occupancy', 'Signups', 'Guest photo stories', 'Referrals']);
    // First four metrics at most per section.
    expect(titled.map((s) => s.fields?.length)).toEqual([4, 2, 2, 4]);
  });
});

describe('layout of one report', () => {
  const report = makeReport({
    metrics: [
      ...makeReport().metrics,
      { key: 'occupancy', label: 'Occupancy', unit: 'percent', value: 0.5, previous: 0.531, change: { absolute: -0.031, relative: -0.058, direction: 'down' } },
    ],
    comparison: { start: '2025-10-01', end: '2025-10-31', label: 'Oct 1–31, 2025', days: 31, kind: 'last-year' },
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

  it('shows headline figures as fields with their change', () => {
    expect(message.blocks[2]).toEqual({
      type: 'section',
      fields: [
        { type: 'mrkdwn', text: '*Referral revenue*\n$912,383.94  ▼ 7.1%', verbatim: true },
        { type: 'mrkdwn', text: '*Occupancy*\n50.0%  ▼ 3.1 pts', verbatim: true },
      ],
    });
  });

  it('shows a table as aligned monospace text', () => {
    expect(message.blocks[3]).toEqual({
      type: 'section',
      text: {
        type: 'mrkdwn',
        // "Channel" padded to 9 ("Channel 1"), a 2-space gap, "Revenue" right-aligned in 9.
        text: '*Top channels*\n```Channel      Revenue\nChannel 1  $1,000.00\nChannel 2  $1,001.00\nChannel 3  $1,002.00```',
        verbatim: true,
      },
    });
  });

  it('shows a story with its photo, stars, caption and quote', () => {
    expect(message.blocks[5]).toEqual({
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
    expect(actions.elements.map((b) => [b.action_id, b.text.text])).toEqual([
      ['report_refresh', 'Refresh'],
      ['report_previous', 'Previous period'],
      ['report_by_channel', 'By channel'],
      ['report_by_geo', 'By geo'],
    ]);
    expect(actions.elements[1]!.value).toBe('{"a":"previous","q":{"report":"referrals","range":"2026-09-01..2026-09-30","timeZone":"UTC"}}');
  });

  it('has a plain fallback text for notifications', () => {
    expect(message.text).toBe('Referrals · Last month · Oct 1–31, 2026: Referral revenue $912,383.94 (▼ 7.1%), Occupancy 50.0% (▼ 3.1 pts)');
  });

  it('leaves the buttons out on request', () => {
    expect(ofType(toSlackMessage(report, { actions: false }), 'actions')).toHaveLength(0);
  });
});

describe('charts', () => {
  const chart = { key: 'referralsByPeriod', title: 'Referral revenue', alt: 'Bar chart: referral revenue fell 7.1% to $912,383.94.' };

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
    expect(message.blocks[3]).toEqual({ type: 'context', elements: [{ type: 'mrkdwn', text: 'The chart could not be made this time.', verbatim: true }] });
    expect(ofType(message, 'image')).toHaveLength(0);
  });

  it('a data URI, which Slack cannot show, counts as a missing chart', () => {
    const message = toSlackMessage(makeReport(), { charts: [{ ...chart, image: { kind: 'data_uri', uri: 'data:image/png;base64,AAAA' } }] });
    expect(ofType(message, 'image')).toHaveLength(0);
    expect(allText(message)).toContain('The chart could not be made this time.');
  });
});

describe('an empty period', () => {
  const empty = makeReport({
    title: 'Bookings',
    metrics: countMetrics(3).map((m) => ({ ...m, value: 0 })),
    series: [{ key: 'revenueByGroup', title: 'Revenue', labels: [], datasets: [] }],
    emptyMessage: 'No bookings in this period.',
  });

  it('shows the sentence instead of zeros, with no tables or charts', () => {
    const chart = { key: 'revenueByGroup', title: 'Revenue', alt: 'Revenue', image: { kind: 'url' as const, url: 'https://example.com/c.png' } };
    const message = toSlackMessage(empty, { charts: [chart] });
    expect(message.blocks[2]).toEqual({ type: 'section', text: { type: 'mrkdwn', text: 'No bookings in this period.', verbatim: true } });
    expect(sections(message).some((s) => s.fields)).toBe(false);
    expect(ofType(message, 'image')).toHaveLength(0);
    expect(allText(message)).not.toContain('```');
    expect(message.text).toBe('Bookings · Last month · Oct 1–31, 2026: No bookings in this period.');
  });
});

describe('escaping data in mrkdwn', () => {
  const report = makeReport({
    highlights: [highlight({ caption: '<!channel> <https://evil|click> & *bold*', quote: '<@U123>', property: 'B&B <Lakeside>' })],
    tables: [channelTable(1, 'channels', () => '<!here> `x` ```y```')],
    notes: ['Ask <!everyone> & co'],
  });
  const message = toSlackMessage(report);
  const payload = allText(message);
  // Every string Slack parses as mrkdwn: the fallback and each mrkdwn object. (Plain text such
  // as the header and alt text is shown as is by Slack, so it needs no escaping.)
  const mrkdwnTexts = [message.text, ...[...payload.matchAll(/\{"type":"mrkdwn","text":("(?:[^"\\]|\\.)*")/g)].map((m) => JSON.parse(m[1]!) as string)];

  it('turns <, > and & from data into entities, so nothing pings or links', () => {
    expect(mrkdwnTexts.length).toBeGreaterThan(5);
    expect(payload).toContain('&lt;!channel&gt; &lt;https://evil|click&gt; &amp; *bold*');
    expect(payload).toContain('&lt;@U123&gt;');
    expect(payload).toContain('B&amp;B &lt;Lakeside&gt;');
    expect(payload).toContain('Ask &lt;!everyone&gt; &amp; co');
    for (const raw of ['<!channel>', '<https://evil', '<@U123>', '<!here>', '<!everyone>']) expect(payload).not.toContain(raw);
    // No raw < at all, > only as our own quote marker at the start of a line, & only in entities.
    for (const text of mrkdwnTexts) expect(text).not.toMatch(/<|[^\n]>|&(?!amp;|lt;|gt;)/);
  });

  it('keeps backticks in a table cell from closing the code block', () => {
    const table = sections(toSlackMessage(report)).find((s) => s.text?.text.startsWith('*Top channels*'));
    // The cell is 19 characters wide; "Revenue" is right-aligned in 9 after a 2-space gap.
    const header = `Channel${' '.repeat(12)}  ${'  Revenue'}`;
    expect(table?.text?.text).toBe(`*Top channels*\n\`\`\`${header}\n&lt;!here&gt; ˋxˋ ˋˋˋyˋˋˋ  $1,000.00\`\`\``);
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
    expect(SlackMessageSchema.safeParse(message).success).toBe(true);
    expect(message.blocks.length).toBeLessThanOrEqual(50);
    const fields = sections(message).map((s) => s.fields?.length ?? 0);
    expect(fields.filter((n) => n > 0)).toEqual([10, 5]);
    const table = sections(message).find((s) => s.text?.text.startsWith('*Top channels*'))!.text!.text;
    expect(table).toContain('Channel 25  $1,024.00');
    expect(table).not.toContain('Channel 26 ');
    expect(table.endsWith('```\n_and 175 more_')).toBe(true);
    expect(sections(message).filter((s) => s.accessory)).toHaveLength(10);
    expect(allText(message)).toContain('"and 20 more stories"');
  });

  it('shows less when the text would pass the budget', () => {
    // 3 tables of 200 long-named rows (~1,900 characters each at 25 rows) and 30 stories of
    // ~1,000 characters: the first step (25 rows, 10 stories) is ~16,500 characters, the
    // second (15 rows, 6 stories) ~9,600, under 12,000.
    const long = (i: number) => `Campaign ${String(i + 1).padStart(3, '0')} ${'x'.repeat(48)}`;
    const heavy = makeReport({
      metrics: countMetrics(15),
      tables: [channelTable(200, 'a', long), channelTable(200, 'b', long), channelTable(200, 'c', long)],
      highlights: Array.from({ length: 30 }, () => highlight({ caption: 'c'.repeat(480), quote: 'q'.repeat(480) })),
    });
    const m = toSlackMessage(heavy);
    expect(SlackMessageSchema.safeParse(m).success).toBe(true);
    const tables = sections(m).filter((s) => s.text?.text.startsWith('*Top channels*'));
    expect(tables).toHaveLength(3);
    for (const t of tables) expect(t.text!.text.endsWith('_and 185 more_')).toBe(true);
    expect(allText(m)).toContain('"and 24 more stories"');
  });

  it('keeps the top of a report too long for any cut, with a notice and the buttons', () => {
    const many = makeReport({ tables: Array.from({ length: 60 }, (_, i) => channelTable(1, `t${i}`)) });
    const m = toSlackMessage(many);
    expect(SlackMessageSchema.safeParse(m).success).toBe(true);
    expect(m.blocks).toHaveLength(50);
    expect(m.blocks.at(-1)?.type).toBe('actions');
    expect(JSON.stringify(m.blocks.at(-2))).toContain('This report is too long for one message');
  });

  it('cuts long names in a table and leaves out a table without rows', () => {
    const m = toSlackMessage(makeReport({ tables: [channelTable(1, 'long', () => 'N'.repeat(100)), channelTable(0, 'none')] }));
    const tables = sections(m).filter((s) => s.text?.text.startsWith('*Top channels*'));
    expect(tables).toHaveLength(1);
    expect(tables[0]!.text!.text.split('\n')[2]).toBe(`${'N'.repeat(47)}…  $1,000.00\`\`\``);
  });

  it('cuts a long title to the header limit', () => {
    const header = toSlackMessage(makeReport({ title: 'R'.repeat(400) })).blocks[0];
    expect(header?.type === 'header' && header.text.text.length).toBe(150);
  });
});
