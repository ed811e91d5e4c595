/**
 * Every message the bot sends in Slack, held to Slack's rules (issue 27, item 6): Slack has
 * no official client to test in, so each message is checked against Slack's published limits
 * and its own types. Every report as usually asked and at its largest (most rows, longest
 * periods, from the sandbox), the digest, reports made too big on purpose, each as a request,
 * a subscription's post and an alert's, with its chart, a failed chart and a chart on its way;
 * and the notices a failed job sends.
 *
 * - Types: every message's blocks are assigned to `@slack/types`' `KnownBlock`, so `tsc` refuses
 *   anything Slack does not define.
 * - Limits: `slackProblems` (owners.ts), Slack's numbers written out by hand from its reference
 *   (50 blocks, 150 a header, 3,000 a text, 10 fields of 2,000, 25 buttons of 75 with values of
 *   2,000, alt text present and at most 2,000), plus our 1,000 fallback and 12,000 in all.
 * - Alt text: every chart image carries its chart's sentence, every story photo says whose.
 * - A message that shows less than the report says so: `Showing N of M rows`, the columns
 *   left out, and Download CSV (with the button) where the CSV holds what is missing; a
 *   report too long for any cut says so at its end.
 */
import type { KnownBlock } from '@slack/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { reportMessage } from '../../adapters/slack/message.js';
import type { SlackTarget } from '../../adapters/slack/target.js';
import { DeliveryError } from '../../jobs/deliverer.js';
import { failureAction } from '../../jobs/failure-action.js';
import type { Subscription } from '../../jobs/subscription-store.js';
import { ApiError } from '../../src/api/errors.js';
import type { Report } from '../../src/catalogue/types.js';
import { parseCommand } from '../../src/query/index.js';
import { escapeMrkdwn, type SectionBlock, type SlackMessage } from '../../src/render/block-kit.js';
import { chartConfigs, type Chart } from '../../src/render/charts.js';
import { toSlackMessage } from '../../src/render/slack.js';
import { LARGEST_COMMANDS, SAMPLE_COMMANDS, SAMPLE_NOW, buildSampleReports } from '../../scripts/sample-reports.js';
import { slackProblems } from './owners.js';
import { channelTable, countMetrics, highlight, makeReport } from './slack-fixtures.js';

const ALERT_SENTENCE = 'Crossed: Referral revenue for last month is $1,234.56, below your alert of $5,000.';
const TOO_LONG = 'This report is too long for one message; the rest was left out.';

/** Charts as the bot attaches them in Slack: one image URL per chart of the report and of its sections. */
function chartsOf(report: Report): Chart[] {
  return [report, ...report.sections]
    .flatMap((r) => chartConfigs(r))
    .map((s) => ({ key: s.key, title: s.title, alt: s.alt, image: { kind: 'url' as const, url: `https://charts.example.com/${s.key}.png` } }));
}

/** Every message a report is sent as. */
function messagesOf(report: Report): [string, SlackMessage][] {
  const charts = chartsOf(report);
  return [
    ['request', toSlackMessage(report, { charts })],
    ['request, Download CSV as a link', toSlackMessage(report, { charts, csvUrl: 'https://bot.example.com/csv?q=abc&sig=def' })],
    ['subscription', reportMessage(report, charts, false, { subscriptionId: 'abc234' })],
    ['alert', reportMessage(report, charts, false, { alert: { text: ALERT_SENTENCE, alertId: 'abc234' } })],
    ['chart failed', reportMessage(report, [], true)],
    ['chart on its way', reportMessage(report, [], false, {}, true)],
  ];
}

const sections = (m: SlackMessage) => m.blocks.filter((b): b is SectionBlock => b.type === 'section');
const allText = (m: SlackMessage) => JSON.stringify(m.blocks);
/** The texts a reader reads (sections and context lines), not the buttons' labels. */
const mrkdwnTexts = (m: SlackMessage) =>
  m.blocks.flatMap((b) =>
    b.type === 'section'
      ? [b.text?.text ?? '', ...(b.fields ?? []).map((f) => f.text)]
      : b.type === 'context'
        ? b.elements.map((e) => ('text' in e ? e.text : ''))
        : [],
  );
const hasCsvButton = (m: SlackMessage) =>
  m.blocks.some((b) => b.type === 'actions' && b.elements.some((e) => e.type === 'button' && e.text.text === 'Download CSV'));

/**
 * A table as the message shows it, Slack's table block (the first) or monospace lines: the rows
 * shown (a monospace table's, as its cut line says, else all `total`), its header lines and the line under it.
 */
function shownTable(message: SlackMessage, title: string, total: number): { shown: number; header: number; cut: string } | null {
  const heading = `*${escapeMrkdwn(title)}*`;
  const k = message.blocks.findIndex((b) => b.type === 'section' && (b.text?.text === heading || b.text?.text.startsWith(`${heading}\n\`\`\``)));
  if (k < 0) return null;
  const [section, next, after] = [message.blocks[k] as SectionBlock, message.blocks[k + 1], message.blocks[k + 2]];
  if (next && (next.type === 'table' || next.type === 'data_table')) {
    const cut = after?.type === 'context' ? after.elements.map((e) => ('text' in e ? e.text : '')).join('') : '';
    return { shown: next.rows.length - 1, header: 1, cut };
  }
  const body = section.text!.text;
  const lines = /```([\s\S]*)```/.exec(body)![1]!.split('\n');
  const showing = /Showing (\d+) of (\d+) rows/.exec(body);
  const shown = showing ? Number(showing[1]) : total;
  return { shown, header: lines.length - shown, cut: body.slice(body.lastIndexOf('```') + 3) };
}

/** What a message does wrong about showing less than its report; empty when nothing. */
function cutProblems(report: Report, message: SlackMessage): string[] {
  const problems: string[] = [];
  const text = allText(message);
  const tooLong = text.includes(TOO_LONG);
  for (const table of report.sections.length > 0 || report.emptyMessage ? [] : report.tables.filter((t) => t.rows.length > 0)) {
    const total = table.rows.length + table.moreRows;
    const found = shownTable(message, table.title, total);
    if (!found) {
      if (!tooLong) problems.push(`${table.title}: left out without saying so`);
      continue;
    }
    const showing = /Showing (\d+) of (\d+) rows/.exec(found.cut);
    if (showing && Number(showing[2]) !== total) problems.push(`${table.title}: says ${showing[2]} rows, has ${total}`);
    if (showing && Number(showing[1]) !== found.shown) problems.push(`${table.title}: says ${showing[1]} rows shown, shows ${found.shown}`);
    if (!showing && found.shown !== total) problems.push(`${table.title}: shows ${found.shown} of ${total} rows without saying so`);
    // Monospace: one or two header lines (labels broken between words), then one line per row shown.
    if (found.header < 1 || found.header > 2) problems.push(`${table.title}: ${found.header} header lines`);
    const columnsLeft = /Download CSV for|Not shown here:/.test(found.cut);
    if ((found.shown < table.rows.length || columnsLeft) && hasCsvButton(message) && !found.cut.includes('Download CSV for'))
      problems.push(`${table.title}: cut without offering the CSV`);
  }
  if (mrkdwnTexts(message).some((t) => t.includes('Download CSV')) && !hasCsvButton(message)) problems.push('offers a CSV it has no button for');
  return problems;
}

describe('every Slack message of every report', () => {
  const reports: Record<string, Report> = {};
  beforeAll(async () => {
    const commands = Object.fromEntries([
      ...Object.entries(SAMPLE_COMMANDS),
      ...Object.entries(LARGEST_COMMANDS).map(([name, command]) => [`${name} (largest)`, command]),
    ]);
    Object.assign(reports, await buildSampleReports(undefined, commands));
    // Bigger than the sandbox makes: 200 rows, 30 stories, 15 figures; and 60 tables, too many for any cut.
    reports['200 rows, 30 stories'] = makeReport({
      metrics: countMetrics(15),
      tables: [channelTable(200)],
      highlights: Array.from({ length: 30 }, () => highlight()),
    });
    reports['60 tables'] = makeReport({ tables: Array.from({ length: 60 }, (_, i) => channelTable(3, `t${i}`)) });
  }, 60_000);

  const names = [...Object.keys(SAMPLE_COMMANDS), ...Object.keys(LARGEST_COMMANDS).map((n) => `${n} (largest)`), '200 rows, 30 stories', '60 tables'];

  it('covers every report, the digest and the largest answers', () => {
    expect(Object.keys(reports).sort()).toEqual([...names].sort());
    expect(names).toContain('digest (largest)');
  });

  it.each(names)('%s: within Slack limits and types, alt text on every image, every cut said', (name) => {
    const report = reports[name]!;
    const charts = chartsOf(report);
    for (const [variant, message] of messagesOf(report)) {
      const blocks: KnownBlock[] = message.blocks; // ours, as Slack's own types
      expect(slackProblems(message), variant).toEqual([]);
      const images = blocks.flatMap((b) => (b.type === 'image' ? [b] : []));
      for (const image of images)
        expect(
          charts.map((c) => c.alt),
          variant,
        ).toContain(image.alt_text);
      for (const s of sections(message)) if (s.accessory?.type === 'image') expect(s.accessory.alt_text, variant).toMatch(/^Photo by .+ at .+/);
      expect(cutProblems(report, message), variant).toEqual([]);
    }
  });

  it('a report too big for any cut keeps its top, says so, and offers the CSV with its button', () => {
    const message = toSlackMessage(reports['60 tables']!);
    const notice = message.blocks.at(-2);
    expect(notice).toEqual({
      type: 'context',
      elements: [
        {
          type: 'mrkdwn',
          text: 'This report is too long for one message; the rest was left out. Narrow the command to see more, or use Download CSV for its tables.',
          verbatim: true,
        },
      ],
    });
    expect(hasCsvButton(message)).toBe(true);
  });

  it('an alert on a report at the block limit keeps the notice that it was cut', () => {
    const message = reportMessage(reports['60 tables']!, [], false, { alert: { text: ALERT_SENTENCE, alertId: 'abc234' } });
    // The renderer left room for the alert's sentence, its line and buttons, and one more line.
    expect(message.blocks).toHaveLength(49);
    expect(message.blocks.map((b) => b.type).slice(-4)).toEqual(['context', 'context', 'actions', 'actions']);
    expect(allText(message)).toContain(TOO_LONG);
    expect(message.text.startsWith('Crossed: Referral revenue for last month is $1,234.56, below your alert of $5,000. Referrals')).toBe(true);
  });
});

describe('notices', () => {
  const parsed = parseCommand('subscribe referrals last-month every monday at 9am', { now: SAMPLE_NOW, timeZone: 'UTC' });
  if (parsed.kind !== 'subscribe') throw new Error('the subscription did not parse');
  const slackTarget: SlackTarget = { platform: 'slack', teamId: 'T0001', channelId: 'C0DIGEST', userId: 'U0CREATOR' };
  const subscription: Subscription = {
    id: 'abc234',
    target: slackTarget,
    conversationKey: 'slack:T0001:C0DIGEST',
    query: parsed.query,
    schedule: parsed.schedule,
    creator: { userId: 'U0CREATOR' },
    createdAt: '2026-11-01T09:00:00.000Z',
    paused: null,
    lastDelivery: null,
  };
  const request = { query: parsed.query, correlationId: 'r-4kq2x9aa' };
  const firing = { ...request, firing: { subscription, scheduledAt: Date.parse('2026-11-23T09:00:00Z') } };
  const last = { attemptsMade: 2, attempts: 3 };
  const told = [
    failureAction(new ApiError('unavailable', { operation: 'sponsorReferrals' }), last, request),
    failureAction(new DeliveryError('target_gone', { platformCode: 'channel_not_found' }), last, request),
    failureAction(new DeliveryError('rejected', { platformCode: 'invalid_blocks' }), last, firing),
    failureAction(new DeliveryError('target_gone', { platformCode: 'is_archived' }), last, firing),
  ].map((decided) => (decided.action === 'retry' ? '' : decided.tell.text));

  it.each(told)('%s', (text) => {
    // As adapters/slack/notices.ts posts it: the sentence escaped, as the message's only text.
    const posted = escapeMrkdwn(text);
    expect(posted.length).toBeGreaterThan(0);
    // chat.postMessage: "limit the number of characters in the text field to 4,000".
    expect(posted.length).toBeLessThanOrEqual(4000);
    expect(posted).not.toMatch(/<|&(?!amp;|lt;|gt;)/);
    expect(posted).toMatch(/\(ref [a-z0-9-]+\)$/);
  });
});
