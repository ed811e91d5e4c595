/**
 * The Teams card as a whole: its preview in the message extension's list, its buttons, the line
 * under a table that could not show every figure column, the answer to a question, a digest's
 * section, and how the card keeps to Teams' budget (exactly at it, and when even the smallest
 * card is too big). Each card is made inside its test and checked by Microsoft's own parser
 * (`toTeamsCard` of owners.ts); every expected string is written out by hand.
 */
import { describe, expect, it } from 'vitest';
import type { Report, Table } from '../../src/catalogue/types.js';
import { cardBytes, type AdaptiveCard, type CardElement } from '../../src/render/adaptive-card.js';
import { toTeamsPreview } from '../../src/render/teams.js';
import { toTeamsCard } from './owners.js';
import { channelTable, countMetrics, highlight, makeReport, QUERY } from './slack-fixtures.js';

/** Every text of a card (TextBlocks and the runs of RichTextBlocks), depth first. */
function textsOf(elements: CardElement[]): string[] {
  return elements.flatMap((e): string[] => {
    if (e.type === 'Container') return textsOf(e.items);
    if (e.type === 'ColumnSet') return textsOf(e.columns.flatMap((c) => c.items));
    if (e.type === 'Table') return textsOf(e.rows.flatMap((r) => r.cells.flatMap((c) => c.items)));
    if (e.type === 'TextBlock') return [e.text];
    if (e.type === 'RichTextBlock') return e.inlines.map((r) => r.text);
    return [];
  });
}
const texts = (card: AdaptiveCard) => textsOf(card.body);

describe("the preview in the message extension's result list", () => {
  it('shows the title, the period alone, and the headline figure with its change', () => {
    // $912,383.94 against $982,592.58: −7.14 %, and down is worse for revenue.
    expect(toTeamsPreview(makeReport())).toEqual({
      contentType: 'application/vnd.microsoft.card.thumbnail',
      content: { title: 'Referrals', subtitle: 'Last month · Oct 1–31, 2026', text: 'Referral revenue: $912,383.94  ▼ 7.1% (worse)' },
    });
  });

  it("shows an empty period's sentence instead of its figure", () => {
    expect(toTeamsPreview(makeReport({ emptyMessage: 'No referrals in this period.' })).content).toEqual({
      title: 'Referrals',
      subtitle: 'Last month · Oct 1–31, 2026',
      text: 'No referrals in this period.',
    });
  });

  it('has no text line when there is neither a figure nor a sentence', () => {
    expect(toTeamsPreview(makeReport({ metrics: [] })).content).toEqual({ title: 'Referrals', subtitle: 'Last month · Oct 1–31, 2026' });
  });
});

describe('the buttons of a card', () => {
  it('are left out entirely when the caller asks for none', () => {
    const card = toTeamsCard(makeReport(), { actions: false });
    expect('actions' in card).toBe(false);
  });

  it('leave no empty action list when no button value fits (the parser would drop an empty list)', () => {
    // One 2,000-character property makes every encoded button value longer than 2,000 characters.
    const card = toTeamsCard(makeReport({ query: { ...QUERY, properties: ['p'.repeat(2000)] } }));
    expect('actions' in card).toBe(false);
  });
});

describe('a table with more figure columns than a card shows', () => {
  // Revenue, bookings and room nights: the first two figure columns are shown, room nights is not.
  const table = (): Table => ({
    key: 'channels',
    title: 'Top channels',
    columns: [
      { key: 'name', label: 'Channel' },
      { key: 'revenue', label: 'Revenue', unit: 'currency' },
      { key: 'bookings', label: 'Bookings', unit: 'count' },
      { key: 'nights', label: 'Room nights', unit: 'count' },
    ],
    rows: [
      { name: 'Channel 1', revenue: 1000, bookings: 10, nights: 30 },
      { name: 'Channel 2', revenue: 1001, bookings: 11, nights: 31 },
    ],
    moreRows: 0,
  });
  const lastLine = (card: AdaptiveCard) => {
    const container = card.body[3];
    return container?.type === 'Container' ? container.items.at(-1) : undefined;
  };
  const line = (text: string) => ({ type: 'TextBlock', text, wrap: true, isSubtle: true, size: 'Small', spacing: 'Small' });

  it('points to the Download CSV button for the column left out when the card has that button', () => {
    const card = toTeamsCard(makeReport({ tables: [table()] }), { csvUrl: 'https://bot.example.com/csv/abc' });
    expect(lastLine(card)).toEqual(line('Download CSV for room nights'));
    expect(card.actions?.at(-1)).toEqual({ type: 'Action.OpenUrl', title: 'Download CSV', url: 'https://bot.example.com/csv/abc' });
  });

  it('names the column left out when there is no CSV link to point to', () => {
    const card = toTeamsCard(makeReport({ tables: [table()] }));
    expect(lastLine(card)).toEqual(line('Not shown here: room nights'));
    expect(card.actions?.map((a) => a.title)).toEqual(['Refresh', 'Previous period', 'By channel', 'By location']);
  });

  it('names the column left out when the card has no buttons, even with a CSV link', () => {
    const card = toTeamsCard(makeReport({ tables: [table()] }), { actions: false, csvUrl: 'https://bot.example.com/csv/abc' });
    expect(lastLine(card)).toEqual(line('Not shown here: room nights'));
    expect('actions' in card).toBe(false);
  });
});

describe('a question about one figure', () => {
  it('is answered in one bold sentence above the figures', () => {
    const card = toTeamsCard(makeReport({ query: { ...QUERY, focus: 'referralRevenue' } }));
    expect(card.body.slice(2, 4)).toEqual([
      {
        type: 'TextBlock',
        text: 'Referral revenue for Oct 1–31, 2026: $912,383.94, ▼ 7.1% (worse) vs Sep 1–30, 2026.',
        wrap: true,
        weight: 'Bolder',
        spacing: 'Medium',
      },
      { type: 'FactSet', facts: [{ title: 'Referral revenue', value: '$912,383.94 ▼ 7.1% (worse)' }] },
    ]);
  });
});

describe("a digest's section", () => {
  it('shows its title, period, figures, its most telling insight and three stories, with no chart line when none was drawn', () => {
    const stories = Array.from({ length: 5 }, (_, i) =>
      highlight({ person: `Guest ${i + 1}`, caption: null, quote: null, rating: null, photoUrl: null }),
    );
    const section = makeReport({
      title: 'Stories',
      metrics: countMetrics(1),
      highlights: stories,
      insights: [
        { kind: 'concentration', metric: 'Referral revenue', dimension: 'channel', member: 'google / cpc', share: 0.58 },
        { kind: 'concentration', metric: 'Bookings', dimension: 'channel', member: 'direct', share: 0.25 },
      ],
    });
    const digest: Report = makeReport({
      kind: 'digest',
      title: 'Monthly digest',
      query: { ...QUERY, report: 'digest' },
      comparison: null,
      metrics: [],
      sections: [section],
    });
    const card = toTeamsCard(digest);
    const story = (person: string) => ({
      type: 'ColumnSet',
      spacing: 'Medium',
      columns: [
        {
          type: 'Column',
          width: 'stretch',
          items: [
            {
              type: 'RichTextBlock',
              inlines: [
                { type: 'TextRun', text: person, weight: 'Bolder' },
                { type: 'TextRun', text: ' · Harbor View Inn' },
              ],
            },
          ],
        },
      ],
    });
    expect(card.body.slice(2)).toEqual([
      {
        type: 'Container',
        separator: true,
        spacing: 'Large',
        items: [
          { type: 'TextBlock', text: 'Stories', wrap: true, size: 'Medium', weight: 'Bolder' },
          { type: 'TextBlock', text: 'Last month · Oct 1–31, 2026  ·  vs Sep 1–30, 2026', wrap: true, isSubtle: true, spacing: 'None' },
          { type: 'FactSet', facts: [{ title: 'Metric 1', value: '100' }] },
          // One insight per section: the second concentration is left out.
          {
            type: 'RichTextBlock',
            inlines: [{ type: 'TextRun', text: 'google / cpc accounts for 58.0% of referral revenue.' }],
            spacing: 'Small',
          },
          // Three stories per section of a digest, though a report shows ten: 5 − 3 = 2 more.
          story('Guest 1'),
          story('Guest 2'),
          story('Guest 3'),
          { type: 'TextBlock', text: 'and 2 more stories', wrap: true, isSubtle: true, size: 'Small' },
        ],
      },
    ]);
  });
});

describe("keeping to Teams' card budget", () => {
  // Four 30-row tables (25 rows each shown, `and 5 more`) and a 5-row one make a card of
  // 26,336 bytes without buttons. A note adds its text plus 92 bytes:
  // {"type":"TextBlock","text":"","wrap":true,"size":"Small","isSubtle":true,"spacing":"Small"}
  // is 91 characters, and a comma parts it from the element before. 26,336 + 92 + 196 = 26,624,
  // the budget of 26 × 1,024 bytes exactly.
  const atBudget = (noteLength: number) =>
    makeReport({ tables: [...['a', 'b', 'c', 'd'].map((key) => channelTable(30, key)), channelTable(5, 'e')], notes: ['n'.repeat(noteLength)] });

  it('sends a card of exactly the budget as built, with every row it shows first', () => {
    const card = toTeamsCard(atBudget(196), { actions: false });
    expect(cardBytes(card)).toBe(26 * 1024);
    expect(texts(card).filter((t) => t === 'and 5 more')).toHaveLength(4);
    expect(texts(card).filter((t) => t === 'Channel 25')).toHaveLength(4);
  });

  it('steps down to 15 rows a table once the card is one byte over', () => {
    const card = toTeamsCard(atBudget(197), { actions: false });
    expect(texts(card).filter((t) => t === 'and 15 more')).toHaveLength(4);
    expect(texts(card)).not.toContain('Channel 16');
  });

  it('keeps the top of a card that is too big even at its smallest, then says the rest was left out', () => {
    // Sixty 500-character notes (592 bytes of JSON each) are about 35 KB whatever the caps: the
    // title, period, figures, the first 42 notes and the notice make 26,305 bytes with the
    // buttons; a 43rd note would make 26,897, over 26,624.
    const notes = Array.from({ length: 60 }, (_, i) => `Note ${String(i + 1).padStart(2, '0')}: ${'x'.repeat(491)}`);
    const card = toTeamsCard(makeReport({ notes }));
    expect(card.body).toHaveLength(3 + 42 + 1);
    expect(card.body[0]).toMatchObject({ type: 'TextBlock', text: 'Referrals' });
    expect(card.body[2]).toMatchObject({ type: 'FactSet' });
    expect(textsOf(card.body.slice(3, 45)).map((t) => t.slice(0, 7))).toEqual(
      Array.from({ length: 42 }, (_, i) => `Note ${String(i + 1).padStart(2, '0')}`),
    );
    expect(card.body.at(-1)).toEqual({
      type: 'TextBlock',
      text: 'This report is too long for one card; the rest was left out. Narrow the command to see more.',
      wrap: true,
      isSubtle: true,
      size: 'Small',
    });
    // Within the budget, and with no room for one more 592-byte note.
    expect(cardBytes(card)).toBeLessThanOrEqual(26 * 1024);
    expect(cardBytes(card) + 592).toBeGreaterThan(26 * 1024);
    expect(card.actions?.map((a) => a.title)).toEqual(['Refresh', 'Previous period', 'By channel', 'By location']);
  });
});
