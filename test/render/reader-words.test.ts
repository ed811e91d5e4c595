/**
 * What issue 11 asks a reader to be told, in every renderer (Slack, Teams, text, and HTML,
 * which draws the Slack message): whether each change is better or worse, what the figures are
 * limited to, what the period is compared with, and the options that change the figures'
 * meaning. Every report here is made by hand; every expected string is written out.
 */
import { describe, expect, it } from 'vitest';
import type { ComparisonRange, ResolvedRange } from '../../src/query/index.js';
import type { Report } from '../../src/catalogue/types.js';
import type { AdaptiveCard, CardElement } from '../../src/render/adaptive-card.js';
import type { SlackMessage } from '../../src/render/block-kit.js';
import { toHtml } from '../../src/render/html.js';
import { toText } from '../../src/render/text.js';
import { slackProblems, teamsProblems, toSlackMessage, toTeamsCard } from './owners.js';
import { highlight, makeReport, metric, NOVEMBER_TO_DATE, OCTOBER, OCTOBER_TO_DATE, QUERY } from './slack-fixtures.js';

// ---------------------------------------------------------------------------------------------
// Reading each rendering back as plain lines, without the renderers' own helpers.

/** `a  b` and `a b` read the same: Slack and text put two spaces before a change, Teams one. */
const squeeze = (s: string) => s.replace(/ {2,}/g, ' ');

/** Slack: each field `*Label*\nvalue  change` as `Label: value change`. */
function slackFigures(m: SlackMessage): string[] {
  return m.blocks.flatMap((b) => (b.type === 'section' ? (b.fields ?? []) : [])).map((f) => squeeze(f.text.replace(/^\*(.*)\*\n/, '$1: ')));
}
/** Teams: each fact as `Label: value change`. */
function teamsFigures(card: AdaptiveCard): string[] {
  const walk = (els: CardElement[]): CardElement[] =>
    els.flatMap((e) => (e.type === 'Container' ? walk(e.items) : e.type === 'ColumnSet' ? walk(e.columns.flatMap((c) => c.items)) : [e]));
  return walk(card.body).flatMap((e) => (e.type === 'FactSet' ? e.facts.map((f) => squeeze(`${f.title}: ${f.value}`)) : []));
}
/** Text: the indented `Label: value  change` lines under the heading. */
function textFigures(text: string, labels: string[]): string[] {
  return text
    .split('\n')
    .filter((l) => labels.some((label) => l.startsWith(`  ${label}: `)))
    .map((l) => squeeze(l.trim()));
}
/** HTML: each `<strong>Label</strong><br>value  change` field. */
function htmlFigures(html: string): string[] {
  return [...html.matchAll(/<div class="rb-field"><div><strong>(.*?)<\/strong><br>(.*?)<\/div><\/div>/g)].map((m) => squeeze(`${m[1]}: ${m[2]}`));
}

/** The figures as each renderer shows them, `Label: value change`. */
function figuresEverywhere(report: Report): Record<'slack' | 'teams' | 'text' | 'html', string[]> {
  const slack = toSlackMessage(report);
  const card = toTeamsCard(report);
  expect(slackProblems(slack)).toEqual([]);
  expect(teamsProblems(card)).toEqual([]);
  return {
    slack: slackFigures(slack),
    teams: teamsFigures(card),
    text: textFigures(
      toText(report),
      report.metrics.map((m) => m.label),
    ),
    html: htmlFigures(toHtml(slack)),
  };
}

/** The title line of each renderer. */
function titles(report: Report): Record<'slack' | 'teams' | 'text' | 'html', string> {
  const slack = toSlackMessage(report);
  const header = slack.blocks[0];
  const title = toTeamsCard(report).body[0];
  return {
    slack: header?.type === 'header' ? header.text.text : '(no header block)',
    teams: title?.type === 'TextBlock' && title.style === 'heading' ? title.text : '(no heading TextBlock)',
    text: toText(report).split('\n')[0]!,
    html: /<h2 class="rb-header">(.*?)<\/h2>/.exec(toHtml(slack))?.[1] ?? '(no header)',
  };
}

/** The period line of Slack, Teams and HTML (one line), and the text's lines under its title. */
function periodLines(report: Report): { slack: string; teams: string; html: string; text: string[] } {
  const slack = toSlackMessage(report);
  const context = slack.blocks[1];
  const line = toTeamsCard(report).body[1];
  const text = toText(report).split('\n');
  return {
    slack: context?.type === 'context' && context.elements[0]?.type === 'mrkdwn' ? context.elements[0].text : '(no context block)',
    teams: line?.type === 'TextBlock' ? line.text : '(no TextBlock)',
    html: /<div class="rb-context"><span><div>(.*?)<\/div><\/span><\/div>/.exec(toHtml(slack))?.[1] ?? '(no context)',
    text: text.slice(1, text.includes('') ? text.indexOf('') : text.length),
  };
}

// ---------------------------------------------------------------------------------------------
// Hand-made reports.

/**
 * `opt-outs last month`: all opt-outs 42 against 30 (+12, +40 %: more people left, worse);
 * trip planner opt-outs 24 against 30 (−6, −20 %: better); advocacy opt-outs 18 against 18.
 */
const optouts = makeReport({
  kind: 'optouts',
  title: 'Opt-outs',
  query: { ...QUERY, report: 'optouts' },
  metrics: [
    metric('optouts', 'All opt-outs', 'count', 'down', 42, 30, { absolute: 12, relative: 0.4, direction: 'up' }),
    metric('discoveryOptouts', 'Trip planner opt-outs', 'count', 'down', 24, 30, { absolute: -6, relative: -0.2, direction: 'down' }),
    metric('advocacyOptouts', 'Advocacy opt-outs', 'count', 'down', 18, 18, { absolute: 0, relative: 0, direction: 'flat' }),
  ],
});

/**
 * `bookings last month type condotel property harbor-view-inn`: revenue $45,000.00 against
 * $50,000.00 (−10 %, worse); 2.5 nights average stay against 2.0 (+25 %, no good direction);
 * the smallest booking $80.00 against $100.00 (−20 %, no good direction); revenue from $0.00 the
 * month before shows the amount.
 */
const bookings = makeReport({
  kind: 'bookings',
  title: 'Bookings',
  filters: ['Condotels', 'Harbor View Inn'],
  query: { ...QUERY, report: 'bookings', propertyType: 'Condotel', properties: ['harbor-view-inn'] },
  metrics: [
    metric('revenue', 'Revenue', 'currency', 'up', 45000, 50000, { absolute: -5000, relative: -0.1, direction: 'down' }),
    metric('avgStay', 'Average stay', 'nights', null, 2.5, 2, { absolute: 0.5, relative: 0.25, direction: 'up' }),
    metric('minRevenue', 'Smallest booking', 'currency', null, 80, 100, { absolute: -20, relative: -0.2, direction: 'down' }),
  ],
});

const RENDERERS = ['slack', 'teams', 'text', 'html'] as const;

describe('a change is worded as better or worse, in every renderer', () => {
  const optoutFigures = figuresEverywhere(optouts);
  const bookingFigures = figuresEverywhere(bookings);

  it.each(RENDERERS)('%s: more opt-outs are worse, fewer are better, none is no change', (renderer) => {
    expect(optoutFigures[renderer]).toEqual([
      'All opt-outs: 42 ▲ 40.0% (worse)',
      'Trip planner opt-outs: 24 ▼ 20.0% (better)',
      'Advocacy opt-outs: 18 = no change',
    ]);
  });

  it.each(RENDERERS)('%s: a revenue drop is worse; a figure with no good direction has no word', (renderer) => {
    expect(bookingFigures[renderer]).toEqual([
      'Revenue: $45,000.00 ▼ 10.0% (worse)',
      'Average stay: 2.5 nights ▲ 25.0%',
      'Smallest booking: $80.00 ▼ 20.0%',
    ]);
  });

  it.each(RENDERERS)('%s: from nothing the amount is shown, with its verdict', (renderer) => {
    const fromZero = makeReport({
      metrics: [
        metric('referralRevenue', 'Referral revenue', 'currency', 'up', 150, 0, { absolute: 150, relative: null, direction: 'up' }),
        metric('discoveryOptouts', 'Trip planner opt-outs', 'count', 'down', 5, 0, { absolute: 5, relative: null, direction: 'up' }),
      ],
    });
    expect(figuresEverywhere(fromZero)[renderer]).toEqual(['Referral revenue: $150.00 ▲ $150.00 (better)', 'Trip planner opt-outs: 5 ▲ 5 (worse)']);
  });

  it('the Slack notification text words them too', () => {
    expect(toSlackMessage(optouts).text).toBe(
      'Opt-outs · Last month · Oct 1–31, 2026 · vs Sep 1–30, 2026: All opt-outs 42 ▲ 40.0% (worse), Trip planner opt-outs 24 ▼ 20.0% (better), Advocacy opt-outs 18 = no change',
    );
  });
});

describe('the filters are in the title, in every renderer', () => {
  it.each(RENDERERS)('%s', (renderer) => {
    const expected = {
      slack: 'Bookings · Condotels · Harbor View Inn',
      teams: 'Bookings · Condotels · Harbor View Inn',
      text: 'BOOKINGS · CONDOTELS · HARBOR VIEW INN',
      html: 'Bookings · Condotels · Harbor View Inn',
    };
    expect(titles(bookings)[renderer]).toBe(expected[renderer]);
  });

  it('and in the notification text, and in a digest section heading', () => {
    expect(
      toSlackMessage(bookings).text.startsWith('Bookings · Condotels · Harbor View Inn · Last month · Oct 1–31, 2026 · vs Sep 1–30, 2026: '),
    ).toBe(true);
    const digest = makeReport({ kind: 'digest', title: 'Digest', comparison: null, metrics: [], sections: [bookings] });
    expect(JSON.stringify(toSlackMessage(digest))).toContain(
      '"*Bookings · Condotels · Harbor View Inn*  ·  Last month · Oct 1–31, 2026  ·  vs Sep 1–30, 2026"',
    );
    expect(JSON.stringify(toTeamsCard(digest))).toContain('"text":"Bookings · Condotels · Harbor View Inn"');
  });

  it('no filters, no extra words', () => {
    expect(titles(makeReport())).toEqual({ slack: 'Referrals', teams: 'Referrals', text: 'REFERRALS', html: 'Referrals' });
  });
});

describe('the period line says what is compared and which options change the figures', () => {
  const ahead: ResolvedRange = {
    start: '2026-11-22',
    end: '2026-12-19',
    fullEnd: '2026-12-19',
    label: 'Next 4 weeks · Nov 22 – Dec 19, 2026',
    days: 28,
    status: 'ahead',
  };
  const occupancy = (comparison: ComparisonRange) => makeReport({ kind: 'occupancy', title: 'Occupancy', period: ahead, comparison, metrics: [] });

  it('look-ahead dates against the same weekdays last year (364 days earlier)', () => {
    // Sunday Nov 22, 2026 − 364 days = Sunday Nov 23, 2025.
    const lines = periodLines(
      occupancy({
        start: '2025-11-23',
        end: '2025-12-20',
        fullEnd: '2025-12-20',
        label: 'Nov 23 – Dec 20, 2025',
        days: 28,
        status: 'past',
        kind: 'last-year',
        shift: 'days',
      }),
    );
    const line = 'Next 4 weeks · Nov 22 – Dec 19, 2026  ·  vs Nov 23 – Dec 20, 2025 (same weekdays last year)';
    expect(lines).toEqual({
      slack: line,
      teams: line,
      html: line,
      text: ['Next 4 weeks · Nov 22 – Dec 19, 2026', 'Compared with Nov 23 – Dec 20, 2025 (same weekdays last year)'],
    });
  });

  it('look-ahead dates against the stays just before, labelled as past stays', () => {
    const lines = periodLines(
      occupancy({
        start: '2026-10-25',
        end: '2026-11-21',
        fullEnd: '2026-11-21',
        label: 'Oct 25 – Nov 21, 2026',
        days: 28,
        status: 'past',
        kind: 'previous',
        shift: 'days',
      }),
    );
    const line = 'Next 4 weeks · Nov 22 – Dec 19, 2026  ·  vs Oct 25 – Nov 21, 2026 (past stays)';
    expect(lines).toEqual({
      slack: line,
      teams: line,
      html: line,
      text: ['Next 4 weeks · Nov 22 – Dec 19, 2026', 'Compared with Oct 25 – Nov 21, 2026 (past stays)'],
    });
  });

  it('a past period against the stays before it is not called past stays', () => {
    expect(periodLines(makeReport()).slack).toBe('Last month · Oct 1–31, 2026  ·  vs Sep 1–30, 2026');
  });

  it('month to date against the same days a year earlier', () => {
    const lines = periodLines(
      makeReport({
        period: NOVEMBER_TO_DATE,
        comparison: { ...OCTOBER_TO_DATE, start: '2025-11-01', end: '2025-11-20', fullEnd: '2025-11-30', label: 'Nov 1–20, 2025', kind: 'last-year' },
      }),
    );
    const line = 'Month to date · Nov 1–20, 2026  ·  vs Nov 1–20, 2025 (last year)';
    expect(lines).toEqual({
      slack: line,
      teams: line,
      html: line,
      text: ['Month to date · Nov 1–20, 2026', 'Compared with Nov 1–20, 2025 (last year)'],
    });
  });

  it('not compared, and dates read in another zone', () => {
    const lines = periodLines(makeReport({ period: OCTOBER, comparison: null, settings: ['not compared', 'dates in Europe/Berlin'], metrics: [] }));
    const line = 'Last month · Oct 1–31, 2026  ·  not compared  ·  dates in Europe/Berlin';
    expect(lines).toEqual({ slack: line, teams: line, html: line, text: ['Last month · Oct 1–31, 2026', 'Not compared, dates in Europe/Berlin'] });
  });

  it('an attribution window and week start beside the comparison', () => {
    const lines = periodLines(makeReport({ settings: ['attribution window 30 days', 'weeks start Monday'] }));
    const line = 'Last month · Oct 1–31, 2026  ·  vs Sep 1–30, 2026  ·  attribution window 30 days  ·  weeks start Monday';
    expect(lines).toEqual({
      slack: line,
      teams: line,
      html: line,
      text: ['Last month · Oct 1–31, 2026', 'Compared with Sep 1–30, 2026', 'Attribution window 30 days, weeks start Monday'],
    });
  });

  it('a digest section keeps its own comparison words and settings', () => {
    const section = makeReport({ settings: ['dates in Europe/Berlin'] });
    const digest = makeReport({ kind: 'digest', title: 'Digest', comparison: null, metrics: [], sections: [section] });
    const words = 'Last month · Oct 1–31, 2026  ·  vs Sep 1–30, 2026  ·  dates in Europe/Berlin';
    expect(JSON.stringify(toSlackMessage(digest))).toContain(`"*Referrals*  ·  ${words}"`);
    expect(JSON.stringify(toTeamsCard(digest))).toContain(`"text":"${words}"`);
    expect(toText(digest)).toContain('— Referrals · Last month · Oct 1–31, 2026 · vs Sep 1–30, 2026 · dates in Europe/Berlin');
  });
});

describe('story highlights say what "top" means', () => {
  // Two stories, best photo score first, as the report orders them.
  const stories = makeReport({
    kind: 'stories',
    title: 'Guest photo stories',
    metrics: [],
    highlights: [highlight({ person: 'Ana L.', score: 92, rating: 5 }), highlight({ person: 'Ben K.', score: 88, rating: 4, caption: 'Pool day' })],
  });

  it('in Slack, Teams, text and HTML, above the stories in their order', () => {
    const slack = toSlackMessage(stories);
    const heading = slack.blocks.findIndex((b) => b.type === 'section' && b.text?.text === '*Top stories, by photo score*');
    expect(heading).toBeGreaterThan(0);
    expect(slack.blocks.slice(heading + 1).map((b) => (b.type === 'section' ? b.text?.text.split('\n')[0] : b.type))).toEqual([
      '*Ana L.* · Harbor View Inn  ★★★★★',
      '*Ben K.* · Harbor View Inn  ★★★★☆',
      'actions',
    ]);
    const card = toTeamsCard(stories);
    expect(card.body.find((e) => e.type === 'TextBlock' && e.weight === 'Bolder' && e.text.startsWith('Top stories'))).toMatchObject({
      text: 'Top stories, by photo score',
    });
    const text = toText(stories).split('\n');
    expect(text.slice(text.indexOf('Top stories, by photo score') + 1).filter((l) => /^ {2}\d\./.test(l))).toEqual([
      '  1. Ana L. at Harbor View Inn ★★★★★',
      '  2. Ben K. at Harbor View Inn ★★★★☆',
    ]);
    expect(toHtml(slack)).toContain('<strong>Top stories, by photo score</strong>');
  });
});
