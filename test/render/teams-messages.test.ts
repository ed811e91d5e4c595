/**
 * The parts of a Teams card that show a report's detail, element by element: a table (its
 * columns, rows and the line under it), a guest story, the line of stories left out, an
 * insight, the notes, and a chart inline at the edge of its allowance. Every card is made by
 * owners.ts's `toTeamsCard`, which throws if Microsoft's `adaptivecards` parser finds a
 * problem; the expected elements are typed out by hand from the inputs.
 */
import { describe, expect, it } from 'vitest';
import type { Insight, StoryHighlight, Table } from '../../src/catalogue/types.js';
import type { AdaptiveCard, CardElement } from '../../src/render/adaptive-card.js';
import { teamsProblems, toTeamsCard } from './owners.js';
import { highlight, makeReport } from './slack-fixtures.js';

/** The card's first Container: a plain report's table. */
function firstContainer(card: AdaptiveCard): CardElement {
  const found = card.body.find((e) => e.type === 'Container');
  if (!found) throw new Error('no table container in the card');
  return found;
}

/** The card's ColumnSets at the top level: a plain report's stories. */
const stories = (card: AdaptiveCard) => card.body.filter((e) => e.type === 'ColumnSet');

/** A header cell: a small bold label (the column aligns it). */
const headerCell = (text: string) => ({ type: 'TableCell', items: [{ type: 'TextBlock', text, wrap: true, weight: 'Bolder', size: 'Small' }] });
/** A text cell: a plain run, never markdown. */
const textCell = (text: string) => ({ type: 'TableCell', items: [{ type: 'RichTextBlock', inlines: [{ type: 'TextRun', text }] }] });
/** A figure cell: compact, on one line (the column right-aligns it). */
const figureCell = (text: string) => ({ type: 'TableCell', items: [{ type: 'TextBlock', text, maxLines: 1 }] });
const row = (...cells: object[]) => ({ type: 'TableRow', cells });
/** The card's Table: the text column 2 parts wide and left-aligned, each figure 2.5 and right-aligned. */
const grid = (figures: number, ...rows: object[]) => ({
  type: 'Table',
  columns: [
    { width: 2, horizontalCellContentAlignment: 'Left' },
    ...Array.from({ length: figures }, () => ({ width: 2.5, horizontalCellContentAlignment: 'Right' })),
  ],
  rows,
  showGridLines: false,
  spacing: 'Small',
});
const titleBlock = { type: 'TextBlock', text: 'Top channels', wrap: true, weight: 'Bolder', spacing: 'Medium' };

/**
 * Channels with four figure columns, two rows shown and three more left out by the report.
 * The second channel's name is empty.
 */
function wideTable(): Table {
  return {
    key: 'channels',
    title: 'Top channels',
    columns: [
      { key: 'name', label: 'Channel' },
      { key: 'revenue', label: 'Revenue', unit: 'currency' },
      { key: 'bookings', label: 'Bookings', unit: 'count' },
      { key: 'nights', label: 'Room nights', unit: 'nights' },
      { key: 'share', label: 'Share of revenue', unit: 'percent' },
    ],
    rows: [
      { name: 'Direct', revenue: 1200, bookings: 12, nights: 30, share: 0.6 },
      { name: '', revenue: 800, bookings: 8, nights: 20, share: 0.4 },
    ],
    moreRows: 3,
  };
}

/** The wide table's header and rows: the text column, then the first two figure columns only. */
const wideGrid = grid(
  2,
  row(headerCell('Channel'), headerCell('Revenue'), headerCell('Bookings')),
  // $1,200 compact is $1.2k; under $1,000 no decimals: $800.
  row(textCell('Direct'), figureCell('$1.2k'), figureCell('12')),
  // An empty name shows a dash, not an empty cell.
  row(textCell('–'), figureCell('$800'), figureCell('8')),
);

describe('a table in a Teams card', () => {
  it('shows the text column and the first two figure columns, then says how many rows and which columns are not shown', () => {
    const card = toTeamsCard(makeReport({ tables: [wideTable()] }), { actions: false });
    expect(teamsProblems(card)).toEqual([]);
    expect(firstContainer(card)).toEqual({
      type: 'Container',
      spacing: 'Medium',
      items: [
        titleBlock,
        wideGrid,
        {
          type: 'TextBlock',
          // The labels of the columns left out, lower-cased inside the sentence, in table order.
          text: 'and 3 more · Not shown here: room nights, share of revenue',
          wrap: true,
          isSubtle: true,
          size: 'Small',
          spacing: 'Small',
        },
      ],
    });
  });

  it('points to the CSV for the columns left out when the card has its Download CSV button', () => {
    const card = toTeamsCard(makeReport({ tables: [wideTable()] }), { csvUrl: 'https://bot.example.com/csv/abc' });
    const table = firstContainer(card);
    expect(table.type === 'Container' && table.items.at(-1)).toEqual({
      type: 'TextBlock',
      text: 'and 3 more · Download CSV for room nights, share of revenue',
      wrap: true,
      isSubtle: true,
      size: 'Small',
      spacing: 'Small',
    });
  });

  it('adds no line under a table whose rows and columns are all shown', () => {
    const table: Table = {
      key: 'channels',
      title: 'Top channels',
      columns: [
        { key: 'name', label: 'Channel' },
        { key: 'revenue', label: 'Revenue', unit: 'currency' },
      ],
      rows: [{ name: 'Direct', revenue: 1200 }],
      moreRows: 0,
    };
    const card = toTeamsCard(makeReport({ tables: [table] }));
    expect(firstContainer(card)).toEqual({
      type: 'Container',
      spacing: 'Medium',
      items: [titleBlock, grid(1, row(headerCell('Channel'), headerCell('Revenue')), row(textCell('Direct'), figureCell('$1.2k')))],
    });
  });
});

describe('a guest story in a Teams card', () => {
  it('has its photo on the left and person (bold) · property and stars, caption and quote (italic, subtle) on the right', () => {
    const card = toTeamsCard(makeReport({ highlights: [highlight({ rating: 4 })] }));
    expect(stories(card)).toEqual([
      {
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
                  // Two spaces, then four full stars and one empty for a rating of 4.
                  { type: 'TextRun', text: ' · Harbor View Inn  ★★★★☆' },
                ],
              },
              { type: 'RichTextBlock', inlines: [{ type: 'TextRun', text: 'Sunset from the balcony' }], spacing: 'Small' },
              { type: 'RichTextBlock', inlines: [{ type: 'TextRun', text: '“Lovely stay.”', italic: true, isSubtle: true }], spacing: 'Small' },
            ],
          },
        ],
      },
    ]);
  });

  it('without a rating, photo, caption, quote or name: a dash for the person, the property alone, no photo column', () => {
    const bare: StoryHighlight = highlight({ person: '', rating: null, caption: '   ', quote: ' \n ', photoUrl: null });
    const card = toTeamsCard(makeReport({ highlights: [bare] }));
    expect(stories(card)).toEqual([
      {
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
                  { type: 'TextRun', text: '–', weight: 'Bolder' },
                  { type: 'TextRun', text: ' · Harbor View Inn' },
                ],
              },
            ],
          },
        ],
      },
    ]);
  });

  it('shows ten stories, then a small subtle line for the eleventh', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => highlight({ person: `Guest ${i + 1}` }));
    const card = toTeamsCard(makeReport({ highlights: eleven }));
    expect(stories(card)).toHaveLength(10);
    expect(card.body.at(-1)).toEqual({ type: 'TextBlock', text: 'and 1 more story', wrap: true, isSubtle: true, size: 'Small' });
  });
});

describe('insights and notes in a Teams card', () => {
  it('shows an insight as a plain run with small spacing, under the figures', () => {
    const insight: Insight = { kind: 'concentration', metric: 'Referral revenue', dimension: 'channels', member: 'google / cpc', share: 0.81 };
    const card = toTeamsCard(makeReport({ insights: [insight] }));
    expect(card.body[2]?.type).toBe('FactSet');
    expect(card.body[3]).toEqual({
      type: 'RichTextBlock',
      inlines: [{ type: 'TextRun', text: 'google / cpc accounts for 81.0% of referral revenue.' }],
      spacing: 'Small',
    });
  });

  it('puts each note on one line and leaves out a note that is only blanks', () => {
    const card = toTeamsCard(makeReport({ notes: ['Attribution looks back\n15 days.', '  \n '] }));
    const note = { type: 'TextBlock', text: 'Attribution looks back 15 days.', wrap: true, size: 'Small', isSubtle: true, spacing: 'Small' };
    // Title, period, the figure, then the one note: nothing after it.
    expect(card.body.slice(3)).toEqual([note]);
  });
});

describe('a chart inline in a Teams card', () => {
  it('goes inline when its PNG is exactly the 36 KB a card may carry', () => {
    // 36 × 1,024 = 36,864 bytes: the whole allowance, not over it.
    const png = Buffer.alloc(36_864, 7);
    const chart = { key: 'referralsTrend', title: 'Referral revenue', alt: 'Referral revenue fell 7.1%.' };
    const card = toTeamsCard(makeReport(), { charts: [{ ...chart, image: { kind: 'png', png, width: 800, height: 400 } }] });
    expect(card.body[3]).toEqual({
      type: 'Image',
      url: `data:image/png;base64,${png.toString('base64')}`,
      altText: 'Referral revenue fell 7.1%.',
      size: 'Stretch',
      spacing: 'Medium',
    });
    // Nothing says a chart is missing.
    expect(card.body).toHaveLength(4);
  });
});
