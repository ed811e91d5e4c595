/**
 * The plain-text rendering (the CLI's output, the notification fallback, what a screen reader
 * gets) line by line: what goes where, what is left out when a report does not have it, and
 * that no blank line or trailing space is left over. Reports are written out by hand, so each
 * expected line is typed here.
 */
import { describe, expect, it } from 'vitest';
import { tableLines, toText } from '../../src/render/text.js';
import type { Insight, Table } from '../../src/catalogue/types.js';
import { QUERY, highlight, makeReport } from './slack-fixtures.js';

/** The three header lines of every report made by makeReport (October against September). */
const HEADER = ['REFERRALS', 'Last month · Oct 1–31, 2026', 'Compared with Sep 1–30, 2026'];
/** REFERRAL_REVENUE: $912,383.94 against $982,592.58, a relative change of −0.0714 (up is better). */
const REVENUE_LINE = '  Referral revenue: $912,383.94  ▼ 7.1% (worse)';

describe('toText: a single report', () => {
  it('a report with nothing under its header ends at the header, with no blank line after it', () => {
    const text = toText(makeReport({ metrics: [], notes: [] }));
    expect(text).toBe(HEADER.join('\n'));
  });

  it('a question about one figure is answered first, in a paragraph of its own above the figures', () => {
    const text = toText(makeReport({ query: { ...QUERY, focus: 'referralRevenue' } }));
    expect(text.split('\n')).toEqual([
      ...HEADER,
      '',
      'Referral revenue for Oct 1–31, 2026: $912,383.94, ▼ 7.1% (worse) vs Sep 1–30, 2026.',
      '',
      REVENUE_LINE,
    ]);
  });

  it('an empty period says its sentence instead of its tables and stories; the notes still follow', () => {
    const text = toText(
      makeReport({
        emptyMessage: 'No referrals in October.',
        tables: [
          {
            key: 'channels',
            title: 'Top channels',
            columns: [{ key: 'name', label: 'Channel' }],
            rows: [{ name: 'google / cpc' }],
            moreRows: 0,
          },
        ],
        highlights: [highlight()],
        notes: ['Attribution looks back 15 days.'],
      }),
    );
    expect(text.split('\n')).toEqual([...HEADER, '', REVENUE_LINE, '', 'No referrals in October.', '', 'Note: Attribution looks back 15 days.']);
  });

  it('a story says only what it has: no caption, review or photo line when there is none', () => {
    const text = toText(
      makeReport({
        metrics: [],
        highlights: [
          highlight(),
          // A story with neither caption, review, photo nor rating is its name and place alone.
          highlight({ person: 'Bo B.', property: 'Seaside Grand', caption: null, quote: null, photoUrl: null, rating: null }),
          // A review without a caption or photo: only the review line under the name.
          highlight({ person: 'Cy D.', caption: null, photoUrl: null, rating: 4, quote: 'Quiet rooms.' }),
        ],
      }),
    );
    expect(text.split('\n')).toEqual([
      ...HEADER,
      '',
      'Top stories, by photo score',
      '  1. Ana L. at Harbor View Inn ★★★★★',
      '     "Sunset from the balcony"',
      '     Review: "Lovely stay."',
      '     Photo: https://photos.example.com/photos/1.jpg',
      '  2. Bo B. at Seaside Grand',
      '  3. Cy D. at Harbor View Inn ★★★★☆',
      '     Review: "Quiet rooms."',
    ]);
  });
});

describe('tableLines', () => {
  // A text column last: its cells are padded to the column's width like the others, but a line
  // must not end in those spaces.
  const table = (): Table => ({
    key: 'channels',
    title: 'Top channels',
    columns: [
      { key: 'name', label: 'Channel' },
      { key: 'revenue', label: 'Revenue', unit: 'currency' },
      { key: 'campaign', label: 'Campaign name' },
    ],
    rows: [
      { name: 'google / cpc', revenue: 1000, campaign: 'Autumn' },
      { name: 'email', revenue: 25.5, campaign: 'Newsletter' },
    ],
    moreRows: 12,
  });

  it('aligns text left and figures right, leaves no trailing space, and says how many rows are left out', () => {
    expect(tableLines(table(), 'USD')).toEqual([
      'Top channels',
      // Widths: 12 ("google / cpc"), 9 ("$1,000.00"), 13 ("Campaign name"); two spaces between.
      '  Channel         Revenue  Campaign name',
      '  google / cpc  $1,000.00  Autumn',
      '  email            $25.50  Newsletter',
      '  … and 12 more',
    ]);
  });

  it('says nothing of left-out rows when none are', () => {
    expect(tableLines({ ...table(), moreRows: 0 }, 'USD')).toEqual([
      'Top channels',
      '  Channel         Revenue  Campaign name',
      '  google / cpc  $1,000.00  Autumn',
      '  email            $25.50  Newsletter',
    ]);
  });
});

describe('toText: a digest', () => {
  // Two concentrations of one section: a digest section shows only its first insight.
  const insights: Insight[] = [
    { kind: 'concentration', metric: 'Referral revenue', dimension: 'channel', member: 'google / cpc', share: 0.58 },
    { kind: 'concentration', metric: 'Referral revenue', dimension: 'channel', member: 'newsletter / email', share: 0.3 },
  ];

  it('reads by its sections: their figures, first insight, empty sentence and stories, not figures of its own', () => {
    const digest = makeReport({
      kind: 'digest',
      title: 'Weekly digest',
      // Figures and an insight of the digest itself are not shown: Slack and Teams show a
      // digest by its sections alone, and the text says the same.
      insights: [insights[0]!],
      sections: [
        makeReport({ insights }),
        makeReport({
          title: 'Guest photo stories',
          metrics: [],
          emptyMessage: 'No stories in October.',
          highlights: [highlight(), highlight({ person: 'Bo B.', caption: null, rating: 4 })],
        }),
      ],
    });
    expect(toText(digest).split('\n')).toEqual([
      'WEEKLY DIGEST',
      'Last month · Oct 1–31, 2026',
      'Compared with Sep 1–30, 2026',
      '',
      '— Referrals · Last month · Oct 1–31, 2026 · vs Sep 1–30, 2026',
      REVENUE_LINE,
      '  google / cpc accounts for 58.0% of referral revenue.',
      '',
      '— Guest photo stories · Last month · Oct 1–31, 2026 · vs Sep 1–30, 2026',
      '  No stories in October.',
      '  • Ana L. at Harbor View Inn ★★★★★: "Sunset from the balcony"',
      '  • Bo B. at Harbor View Inn ★★★★☆',
    ]);
  });
});
