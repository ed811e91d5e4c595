import { beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/catalogue/types.js';
import { cardBytes, type AdaptiveCard, type CardElement } from '../../src/render/adaptive-card.js';
import { chartConfigs } from '../../src/render/charts.js';
import { toTeamsAttachment } from '../../src/render/teams.js';
import { teamsProblems, toTeamsCard } from './owners.js';
import { channelTable, countMetrics, goldenReport, highlight, loadSamples, makeReport, metric, QUERY, SAMPLE_NAMES } from './slack-fixtures.js';

let samples: Record<string, Report>;
beforeAll(async () => {
  samples = await loadSamples();
});

const json = (m: unknown) => `${JSON.stringify(m, null, 2)}\n`;

/** Every element of a card body, depth first. */
function walk(elements: CardElement[]): CardElement[] {
  return elements.flatMap((e) => {
    if (e.type === 'Container') return [e, ...walk(e.items)];
    if (e.type === 'ColumnSet') return [e, ...walk(e.columns.flatMap((c) => c.items))];
    if (e.type === 'Table') return [e, ...walk(e.rows.flatMap((r) => r.cells.flatMap((c) => c.items)))];
    // Teams' own chart, and what a client that cannot draw it shows.
    if (e.type === 'Chart.Line' || e.type === 'Chart.HorizontalBar') return [e, ...walk([e.fallback])];
    return [e];
  });
}
const all = (card: AdaptiveCard) => walk(card.body);
const texts = (card: AdaptiveCard) => all(card).flatMap((e) => (e.type === 'TextBlock' ? [e.text] : []));
const runs = (card: AdaptiveCard) => all(card).flatMap((e) => (e.type === 'RichTextBlock' ? e.inlines.map((r) => r.text) : []));
const facts = (card: AdaptiveCard) => all(card).flatMap((e) => (e.type === 'FactSet' ? e.facts : []));

// The sample reports come from the generated sandbox, whose data changes as it is made more
// believable: these tests check what holds for any data, not the figures themselves.
describe('Teams cards of the sample reports', () => {
  it.each(SAMPLE_NAMES)('%s is a valid Adaptive Card 1.5 under 28 KB, with and without its charts', (name) => {
    const report = samples[name]!;
    expect(teamsProblems(toTeamsCard(report))).toEqual([]);
    const specs = [report, ...report.sections].flatMap((r) => chartConfigs(r));
    const charts = specs.map((s) => ({
      key: s.key,
      title: s.title,
      alt: s.alt,
      image: { kind: 'url' as const, url: `https://charts.example.com/${s.key}.png` },
    }));
    const card = toTeamsCard(report, { charts });
    expect(teamsProblems(card)).toEqual([]);
    expect(all(card).filter((e) => e.type === 'Image' && e.url.startsWith('https://charts.example.com/'))).toHaveLength(charts.length);
    // A trend of a few dozen points or a ranking is drawn by Teams itself, its picture the fallback.
    const natives = all(card).flatMap((e) => (e.type === 'Chart.Line' || e.type === 'Chart.HorizontalBar' ? [e] : []));
    if (charts.length > 0 && report.sections.length === 0) expect(natives.length).toBeGreaterThan(0);
    for (const n of natives) expect(n.fallback.type).toBe('Image');
  });

  it.each(SAMPLE_NAMES)('%s starts with its title and period and shows every headline figure', (name) => {
    const report = samples[name]!;
    const card = toTeamsCard(report);
    expect(card.body[0]).toMatchObject({ type: 'TextBlock', text: [report.title, ...report.filters].join(' · '), style: 'heading' });
    expect(card.body[1]).toMatchObject({ type: 'TextBlock', isSubtle: true });
    expect(card.body[1]?.type === 'TextBlock' && card.body[1].text.startsWith(report.period.label)).toBe(true);
    // An empty period shows its sentence instead of figures; a digest shows four per section.
    const shown = (r: Report) => (r.emptyMessage ? [] : r.metrics);
    const figures = report.sections.length > 0 ? report.sections.flatMap((s) => shown(s).slice(0, 4)) : shown(report);
    expect(facts(card).map((f) => f.title)).toEqual(figures.map((m) => m.label));
  });
});

describe('a digest', () => {
  const lastWeek = {
    start: '2026-11-08',
    end: '2026-11-14',
    fullEnd: '2026-11-14',
    label: 'Last week · Nov 8–14, 2026',
    days: 7,
    status: 'past' as const,
  };
  const section = (title: string, better: 'up' | 'down') =>
    makeReport({
      title,
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
      metrics: [metric('signups', 'New signups', 'count', better, 110, 100, { absolute: 10, relative: 0.1, direction: 'up' })],
    });
  const digest = makeReport({
    kind: 'digest',
    title: 'Weekly digest',
    query: { ...QUERY, report: 'digest', range: 'last-week' },
    period: lastWeek,
    comparison: null,
    metrics: [],
    sections: [section('Signups', 'up'), section('Opt-outs', 'down')],
  });
  const card = toTeamsCard(digest);

  it('has one separated container per section, titled, with its period and comparison', () => {
    expect(teamsProblems(card)).toEqual([]);
    const containers = card.body.filter((e) => e.type === 'Container');
    expect(containers).toHaveLength(2);
    for (const c of containers) expect(c).toMatchObject({ separator: true });
    expect(containers.map((c) => (c.type === 'Container' ? c.items.slice(0, 2).map((i) => i.type === 'TextBlock' && i.text) : []))).toEqual([
      ['Signups', 'Last week · Nov 8–14, 2026  ·  vs Nov 1–7, 2026'],
      ['Opt-outs', 'Last week · Nov 8–14, 2026  ·  vs Nov 1–7, 2026'],
    ]);
  });

  it("words each section's change from its own metric", () => {
    expect(facts(card)).toEqual([
      { title: 'New signups', value: '110 ▲ 10.0% (better)' },
      { title: 'New signups', value: '110 ▲ 10.0% (worse)' },
    ]);
  });
});

describe('the short golden', () => {
  // Read it end to end against goldenReport() in slack-fixtures.ts: every line is checkable by hand.
  it('a small bookings report with filters, a setting, three figures, a note and two buttons', async () => {
    const card = toTeamsCard(goldenReport());
    expect(teamsProblems(card)).toEqual([]);
    await expect(json(card)).toMatchFileSnapshot('golden/bookings-small.teams.json');
  });
});

describe('layout of one report', () => {
  const report = makeReport({ tables: [channelTable(2)], highlights: [highlight()], notes: ['Attribution looks back 15 days.'] });
  const card = toTeamsCard(report);

  it('is an Adaptive Card 1.5 with a title, the period and the figures', () => {
    expect(card).toMatchObject({ type: 'AdaptiveCard', $schema: 'http://adaptivecards.io/schemas/adaptive-card.json', version: '1.5' });
    expect(card.body[0]).toEqual({ type: 'TextBlock', text: 'Referrals', size: 'Large', weight: 'Bolder', wrap: true, style: 'heading' });
    expect(card.body[1]).toEqual({
      type: 'TextBlock',
      text: 'Last month · Oct 1–31, 2026  ·  vs Sep 1–30, 2026',
      isSubtle: true,
      wrap: true,
      spacing: 'None',
    });
    expect(card.body[2]).toEqual({ type: 'FactSet', facts: [{ title: 'Referral revenue', value: '$912,383.94 ▼ 7.1% (worse)' }] });
  });

  it('shows a table as the card’s own Table: a bold header row, figures right-aligned, compact and on one line', () => {
    const table = card.body[3];
    expect(table?.type).toBe('Container');
    if (table?.type !== 'Container') return;
    expect(table.items[0]).toMatchObject({ type: 'TextBlock', text: 'Top channels', weight: 'Bolder' });
    const cell = (item: object) => ({ type: 'TableCell', items: [item] });
    expect(table.items[1]).toEqual({
      type: 'Table',
      columns: [
        { width: 2, horizontalCellContentAlignment: 'Left' },
        { width: 2.5, horizontalCellContentAlignment: 'Right' },
      ],
      rows: [
        {
          type: 'TableRow',
          cells: [
            cell({ type: 'TextBlock', text: 'Channel', wrap: true, weight: 'Bolder', size: 'Small' }),
            cell({ type: 'TextBlock', text: 'Revenue', wrap: true, weight: 'Bolder', size: 'Small' }),
          ],
        },
        {
          type: 'TableRow',
          cells: [
            cell({ type: 'RichTextBlock', inlines: [{ type: 'TextRun', text: 'Channel 1' }] }),
            // $1,000.00 in compact form; the exact figure is in the facts above and the CSV.
            cell({ type: 'TextBlock', text: '$1k', maxLines: 1 }),
          ],
        },
        expect.objectContaining({ type: 'TableRow' }),
      ],
      showGridLines: false,
      spacing: 'Small',
    });
    expect(table.items).toHaveLength(2);
  });

  it('shows a story as its photo beside person · property · stars, caption and quote', () => {
    const story = card.body.find((e) => e.type === 'ColumnSet');
    expect(story).toEqual({
      type: 'ColumnSet',
      spacing: 'Medium',
      columns: [
        {
          type: 'Column',
          width: 'auto',
          items: [{ type: 'Image', url: 'https://photos.example.com/photos/1.jpg', altText: 'Photo by Ana L. at Harbor View Inn', size: 'Medium' }],
        },
        {
          type: 'Column',
          width: 'stretch',
          items: [
            {
              type: 'RichTextBlock',
              inlines: [
                { type: 'TextRun', text: 'Ana L.', weight: 'Bolder' },
                { type: 'TextRun', text: ' · Harbor View Inn  ★★★★★' },
              ],
            },
            { type: 'RichTextBlock', inlines: [{ type: 'TextRun', text: 'Sunset from the balcony' }], spacing: 'Small' },
            { type: 'RichTextBlock', inlines: [{ type: 'TextRun', text: '“Lovely stay.”', italic: true, isSubtle: true }], spacing: 'Small' },
          ],
        },
      ],
    });
  });

  it('ends with a small subtle note, and the buttons post the same value as Slack', () => {
    expect(card.body.at(-1)).toEqual({
      type: 'TextBlock',
      text: 'Attribution looks back 15 days.',
      wrap: true,
      size: 'Small',
      isSubtle: true,
      spacing: 'Small',
    });
    expect(card.actions?.map((a) => a.title)).toEqual(['Refresh', 'Previous period', 'By channel', 'By location']);
    expect(card.actions?.[1]).toEqual({
      type: 'Action.Submit',
      title: 'Previous period',
      data: { action: 'report', value: '{"a":"previous","q":{"report":"referrals","range":"2026-09-01..2026-09-30","timeZone":"UTC"}}' },
    });
  });

  it('wraps as a Bot Framework attachment', () => {
    expect(toTeamsAttachment(card)).toEqual({ contentType: 'application/vnd.microsoft.card.adaptive', content: card });
  });
});

describe('charts', () => {
  const chart = { key: 'referralsTrend', title: 'Referral revenue', alt: 'Referral revenue fell 7.1%.' };

  it('shows a URL chart, or small PNG bytes inline as a data URI, as an Image with alt text', () => {
    const url = toTeamsCard(makeReport(), { charts: [{ ...chart, image: { kind: 'url', url: 'https://quickchart.io/chart/render/abc' } }] });
    expect(url.body[3]).toEqual({
      type: 'Image',
      url: 'https://quickchart.io/chart/render/abc',
      altText: chart.alt,
      size: 'Stretch',
      spacing: 'Medium',
    });
    // 30,000 bytes are 40,000 characters of base64.
    const bytes = Buffer.alloc(30_000, 7);
    const png = `data:image/png;base64,${bytes.toString('base64')}`;
    expect(png.length).toBe('data:image/png;base64,'.length + 40_000);
    const inline = toTeamsCard(makeReport(), { charts: [{ ...chart, image: { kind: 'png', png: bytes, width: 800, height: 400 } }] });
    expect(inline.body[3]).toMatchObject({ type: 'Image', url: png, altText: chart.alt });
    // The picture travels as an image: it does not count against the 28 KB of the card.
    expect(cardBytes(inline)).toBeLessThan(5_000);
    expect(teamsProblems(inline)).toEqual([]);
  });

  it('puts no more than 36 KB of PNG inline (48 KB of base64): a larger chart could not be attached, and says so', () => {
    const png = (n: number) => ({ ...chart, image: { kind: 'png' as const, png: Buffer.alloc(n, 7), width: 800, height: 400 } });
    // 75,000 bytes: 100,000 characters of base64, a message Microsoft would refuse (413).
    const big = toTeamsCard(makeReport(), { charts: [png(75_000)] });
    expect(all(big).some((e) => e.type === 'Image')).toBe(false);
    expect(big.body[3]).toEqual({ type: 'TextBlock', text: 'The chart could not be attached this time.', wrap: true, isSubtle: true, size: 'Small' });
    // Two charts of 20,000 bytes: the first fits the 36,864 bytes, the second does not.
    const two = toTeamsCard(makeReport(), { charts: [png(20_000), { ...png(20_000), key: 'second' }] });
    expect(all(two).filter((e) => e.type === 'Image')).toHaveLength(1);
    expect(JSON.stringify(two)).toContain('The chart could not be attached this time.');
  });

  it('says the chart could not be made when it failed, and could not be attached when it is a Slack-only upload', () => {
    const failed = toTeamsCard(makeReport(), { chartError: true });
    const slackOnly = toTeamsCard(makeReport(), { charts: [{ ...chart, image: { kind: 'slack_file', id: 'F1' } }] });
    for (const [card, text] of [
      [failed, 'The chart could not be made this time.'],
      [slackOnly, 'The chart could not be attached this time.'],
    ] as const) {
      expect(all(card).some((e) => e.type === 'Image')).toBe(false);
      expect(card.body[3]).toEqual({ type: 'TextBlock', text, wrap: true, isSubtle: true, size: 'Small' });
    }
  });
});

describe('an empty period', () => {
  it('shows the sentence instead of zeros, with no tables or charts', () => {
    const empty = makeReport({ metrics: countMetrics(3).map((m) => ({ ...m, value: 0 })), emptyMessage: 'No bookings in this period.' });
    const chart = { key: 'x', title: 'X', alt: 'X', image: { kind: 'url' as const, url: 'https://example.com/c.png' } };
    const card = toTeamsCard(empty, { charts: [chart] });
    expect(card.body[2]).toEqual({ type: 'TextBlock', text: 'No bookings in this period.', wrap: true, spacing: 'Medium' });
    expect(all(card).filter((e) => ['FactSet', 'Image', 'ColumnSet', 'Container'].includes(e.type))).toEqual([]);
  });
});

describe('markdown from data', () => {
  const report = makeReport({
    highlights: [highlight({ caption: '[click](https://evil) **bold**', quote: 'see [here]( https://evil)', person: '[Ana](https://evil) L.' })],
    tables: [channelTable(1, 'channels', () => '[site](https://evil)')],
    notes: ['Read [the terms](https://evil).'],
  });
  const card = toTeamsCard(report);

  it('puts guest and table text in plain TextRuns, never in markdown TextBlocks', () => {
    expect(runs(card)).toContain('[click]\u200B(https://evil) **bold**');
    expect(runs(card)).toContain('[site]\u200B(https://evil)');
    for (const text of texts(card)) expect(text).not.toMatch(/click|site|Ana/);
  });

  it('breaks link syntax wherever data lands, so no host can make a link of it', () => {
    const payload = JSON.stringify(card);
    expect(payload).not.toMatch(/\]\s*\(/);
    // Our own notes are TextBlocks (markdown); the zero-width space still keeps them link-free.
    expect(texts(card)).toContain('Read [the terms]\u200B(https://evil).');
  });
});

describe('staying within the Teams size limit', () => {
  it('cuts rows and stories and says how many were left out', () => {
    // 15 metrics, a 200-row table, 30 stories: by hand, 25 rows (175 more) and 10 stories (20 more),
    // about 17 KB, under the 26 KB budget.
    const big = makeReport({ metrics: countMetrics(15), tables: [channelTable(200)], highlights: Array.from({ length: 30 }, () => highlight()) });
    const card = toTeamsCard(big);
    expect(teamsProblems(card)).toEqual([]);
    expect(cardBytes(card)).toBeLessThan(28 * 1024);
    expect(runs(card)).toContain('Channel 25');
    expect(runs(card)).not.toContain('Channel 26');
    expect(texts(card)).toContain('and 175 more');
    expect(texts(card)).toContain('and 20 more stories');
  });

  it('steps down further when even that is too big', () => {
    // A table row is ~214 bytes of JSON. Five 200-row tables at 25 rows are ~27.5 KB, over the
    // 26 KB budget; at 15 rows ~20 KB, under it.
    const big = makeReport({ tables: ['a', 'b', 'c', 'd', 'e'].map((key) => channelTable(200, key)) });
    const card = toTeamsCard(big);
    expect(teamsProblems(card)).toEqual([]);
    expect(texts(card).filter((t) => t === 'and 185 more')).toHaveLength(5);
  });
});
