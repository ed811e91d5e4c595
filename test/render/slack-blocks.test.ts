/**
 * The blocks and the fallback text of a Slack message (src/render/slack.ts), read whole: the
 * answer to a question, a digest's sections (one with figures, one with an empty period, one
 * with no figures at all), the notification text, the 12,000-character budget at its exact
 * edge, and the last resort's notice. Every expected string is written out from the fixtures
 * (slack-fixtures.ts) and the English catalogue; each message is made inside its test, so a
 * mutation run credits the test that reads it.
 */
import type { KnownBlock } from '@slack/types';
import { describe, expect, it } from 'vitest';
import type { Insight, Report } from '../../src/catalogue/types.js';
import { slackTextLength, type SlackMessage } from '../../src/render/block-kit.js';
import { toSlackMessage } from './owners.js';
import { channelTable, countMetrics, highlight, makeReport, metric, QUERY } from './slack-fixtures.js';

const PERIOD = 'Last month · Oct 1–31, 2026';
const VS = 'vs Sep 1–30, 2026';
const mrkdwn = (text: string) => ({ type: 'mrkdwn' as const, text, verbatim: true });
const types = (m: SlackMessage) => m.blocks.map((b) => b.type);
const sectionTexts = (m: SlackMessage) => m.blocks.flatMap((b) => (b.type === 'section' && b.text ? [b.text.text] : []));

describe('a question about one figure', () => {
  it('answers in bold before the figures', () => {
    const message = toSlackMessage(makeReport({ query: { ...QUERY, focus: 'referralRevenue' } }), { actions: false });
    const blocks: KnownBlock[] = message.blocks;
    expect(blocks.slice(2)).toEqual([
      { type: 'section', text: mrkdwn(`*Referral revenue for Oct 1–31, 2026: $912,383.94, ▼ 7.1% (worse) ${VS}.*`) },
      { type: 'section', fields: [mrkdwn('*Referral revenue*\n$912,383.94  ▼ 7.1% (worse)')] },
    ]);
  });
});

/** A concentration insight: `<member> accounts for <share> of referral revenue.` */
const concentration = (member: string, share: number): Insight => ({
  kind: 'concentration',
  metric: 'Referral revenue',
  dimension: 'channels',
  member,
  share,
});

/**
 * Last week's digest of three sections: referrals with one figure, two insights and five
 * stories; signups with an empty period; planners with no figures at all.
 */
function weeklyDigest(): Report {
  const lastWeek = {
    start: '2026-11-08',
    end: '2026-11-14',
    fullEnd: '2026-11-14',
    label: 'Last week · Nov 8–14, 2026',
    days: 7,
    status: 'past' as const,
  };
  const referrals = makeReport({
    insights: [concentration('google / cpc', 0.81), concentration('bing / cpc', 0.12)],
    highlights: ['Ana L.', 'Ben K.', 'Cleo M.', 'Dev P.', 'Eva R.'].map((person) => highlight({ person })),
  });
  const signups = makeReport({
    kind: 'signups',
    title: 'Signups',
    metrics: [metric('signups', 'New signups', 'count', 'up', 0, 620, { absolute: -620, relative: -1, direction: 'down' })],
    emptyMessage: 'No signups last week.',
  });
  const planners = makeReport({ kind: 'planners', title: 'Planners', metrics: [] });
  return makeReport({
    kind: 'digest',
    title: 'Weekly digest',
    query: { ...QUERY, report: 'digest', range: 'last-week' },
    period: lastWeek,
    comparison: null,
    metrics: [],
    sections: [referrals, signups, planners],
  });
}

/** A story section as `highlight()` makes it, for `person`. */
const story = (person: string): KnownBlock => ({
  type: 'section',
  text: mrkdwn(`*${person}* · Harbor View Inn  ★★★★★\n>Sunset from the balcony\n>“Lovely stay.”`),
  accessory: { type: 'image', image_url: 'https://photos.example.com/photos/1.jpg', alt_text: `Photo by ${person} at Harbor View Inn` },
});

describe('a digest', () => {
  it('shows per section its heading, figures, most telling insight and first three stories, with a divider between sections', () => {
    const message = toSlackMessage(weeklyDigest(), { actions: false });
    const blocks: KnownBlock[] = message.blocks;
    const heading = (title: string) => `*${title}*  ·  ${PERIOD}  ·  ${VS}`;
    expect(blocks).toEqual([
      { type: 'header', text: { type: 'plain_text', text: 'Weekly digest', emoji: true } },
      { type: 'context', elements: [mrkdwn('Last week · Nov 8–14, 2026')] },
      { type: 'section', text: mrkdwn(heading('Referrals')), fields: [mrkdwn('*Referral revenue*\n$912,383.94  ▼ 7.1% (worse)')] },
      // One insight per section (the first), not both.
      { type: 'section', text: mrkdwn('google / cpc accounts for 81.0% of referral revenue.') },
      // Three stories of five, then how many more; no failure line, as no chart was asked for.
      story('Ana L.'),
      story('Ben K.'),
      story('Cleo M.'),
      { type: 'context', elements: [mrkdwn('and 2 more stories')] },
      { type: 'divider' },
      // An empty period: the heading, then its sentence on the next line.
      { type: 'section', text: mrkdwn(`${heading('Signups')}\nNo signups last week.`) },
      { type: 'divider' },
      { type: 'section', text: mrkdwn(heading('Planners')) },
    ]);
  });

  it('sums up each section in the notification text: its first figure, its empty sentence, or "no figures"', () => {
    const message = toSlackMessage(weeklyDigest(), { actions: false });
    expect(message.text).toBe(
      'Weekly digest · Last week · Nov 8–14, 2026: ' +
        'Referrals: Referral revenue $912,383.94 ▼ 7.1% (worse); Signups: No signups last week.; Planners: no figures',
    );
  });

  it('has no divider above its only section', () => {
    const digest = weeklyDigest();
    const message = toSlackMessage({ ...digest, sections: digest.sections.slice(2) }, { actions: false });
    expect(types(message)).toEqual(['header', 'context', 'section']);
    expect(message.text).toBe('Weekly digest · Last week · Nov 8–14, 2026: Planners: no figures');
  });
});

describe('the notification text of one report', () => {
  it('gives a figure without a change as label and value alone', () => {
    const message = toSlackMessage(makeReport({ metrics: countMetrics(2) }), { actions: false });
    expect(message.text).toBe(`Referrals · ${PERIOD} · ${VS}: Metric 1 100, Metric 2 200`);
  });

  it('ends at the period when the report has no figures', () => {
    const message = toSlackMessage(makeReport({ metrics: [] }), { actions: false });
    expect(message.text).toBe(`Referrals · ${PERIOD} · ${VS}`);
  });

  it('folds each line break, with the spaces around it, into one space', () => {
    const single = toSlackMessage(makeReport({ emptyMessage: 'No bookings\nin October.' }), { actions: false });
    expect(single.text).toBe(`Referrals · ${PERIOD} · ${VS}: No bookings in October.`);
    const padded = toSlackMessage(makeReport({ emptyMessage: 'No bookings  \r\n\n  in October.' }), { actions: false });
    expect(padded.text).toBe(`Referrals · ${PERIOD} · ${VS}: No bookings in October.`);
  });
});

describe('the 12,000-character budget at its edge (RENDER_LIMITS.slack.payloadText)', () => {
  // Ten stories without rating or photo, and five notes of 500 characters, no buttons. By hand:
  //   fallback  `Referrals · Last month · Oct 1–31, 2026 · vs Sep 1–30, 2026`   9 + 3 + 27 + 3 + 17 = 59
  //   header    `Referrals`                                                               9
  //   period    `Last month · Oct 1–31, 2026  ·  vs Sep 1–30, 2026`           27 + 5 + 17 = 49
  //   heading   `*Top stories, by photo score*`                                     27 + 2 = 29
  //   a story   `*Ana L.* · Harbor View Inn` 26, `\n>` + caption, `\n>“` + quote + `”`: 32 + caption + quote
  //   notes     5 × 500 + 4 line breaks = 2,504
  // Captions of 450 and quotes of 453: 59 + 9 + 49 + 29 + 10 × (32 + 450 + 453) + 2,504 = 12,000.
  const stories = (firstCaption: number) =>
    Array.from({ length: 10 }, (_, i) =>
      highlight({ caption: 'c'.repeat(i === 0 ? firstCaption : 450), quote: 'q'.repeat(453), rating: null, photoUrl: null }),
    );
  const notes = Array.from({ length: 5 }, () => 'n'.repeat(500));
  const storySections = (m: SlackMessage) => sectionTexts(m).filter((t) => t.startsWith('*Ana L.*'));

  it('keeps every story in a message of exactly 12,000 characters', () => {
    const message = toSlackMessage(makeReport({ metrics: [], highlights: stories(450), notes }), { actions: false });
    expect(slackTextLength(message)).toBe(12_000);
    expect(storySections(message)).toHaveLength(10);
    expect(JSON.stringify(message)).not.toContain('more stories');
  });

  it('shows six stories when one more character would pass it', () => {
    const message = toSlackMessage(makeReport({ metrics: [], highlights: stories(451), notes }), { actions: false });
    // The next step down (RENDER_LIMITS' STEP_DOWN): 6 stories, and a line for the other 4.
    expect(storySections(message)).toHaveLength(6);
    expect(message.blocks.at(-2)).toEqual({ type: 'context', elements: [mrkdwn('and 4 more stories')] });
  });
});

describe('a report too long for any cut', () => {
  const many = () => makeReport({ tables: Array.from({ length: 60 }, (_, i) => channelTable(1, `t${i}`)) });
  const notice = (m: SlackMessage) => {
    const block = m.blocks.find((b) => b.type === 'context' && b.elements[0]?.type === 'mrkdwn' && b.elements[0].text.startsWith('This report'));
    return block?.type === 'context' && block.elements[0]?.type === 'mrkdwn' ? block.elements[0].text : undefined;
  };

  it('points to Download CSV in its notice when the message has that button', () => {
    const message = toSlackMessage(many());
    expect(message.blocks.at(-1)?.type).toBe('actions');
    expect(notice(message)).toBe(
      'This report is too long for one message; the rest was left out. Narrow the command to see more, or use Download CSV for its tables.',
    );
  });

  it('ends with the notice alone when the message has no buttons', () => {
    const message = toSlackMessage(many(), { actions: false });
    expect(message.blocks).toHaveLength(50);
    expect(message.blocks.at(-1)).toEqual({
      type: 'context',
      elements: [mrkdwn('This report is too long for one message; the rest was left out. Narrow the command to see more.')],
    });
  });
});
