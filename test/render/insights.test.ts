/**
 * Insights reach every rendering, under the figures they explain, in the same words; names
 * from the data stay text (no mention, link or markup), and the payloads pass their owners' checks.
 */
import { describe, expect, it } from 'vitest';
import { toHtml } from '../../src/render/html.js';
import { toText } from '../../src/render/text.js';
import type { Insight, Report } from '../../src/catalogue/types.js';
import { handReport } from '../helpers/hand-report.js';
import { slackProblems, teamsProblems, toSlackMessage, toTeamsCard } from './owners.js';

// A channel named to ping a Slack channel and to bold itself in Teams markdown.
const insights: Insight[] = [
  {
    kind: 'drivers',
    metric: 'Referral revenue',
    unit: 'currency',
    change: { absolute: -137.17, relative: -0.1, direction: 'down' },
    dimension: 'channels',
    drivers: [{ name: '<!channel> **evil**', delta: -200 }],
    against: { name: 'newsletter / email', delta: 62.83 },
    rest: 0,
  },
  { kind: 'concentration', metric: 'Referral revenue', dimension: 'channel', member: 'google / cpc', share: 0.81 },
];
// -200 + 62.83 = -137.17: nothing left for "other channels".
const DRIVERS = 'Referral revenue ▼ 10.0%: <!channel> **evil** \u2212$200.00; newsletter / email +$62.83.';
const CONCENTRATION = 'google / cpc accounts for 81.0% of referral revenue.';

function withInsights(): Report {
  return { ...handReport(), insights };
}

describe('insights in each rendering', () => {
  it('Slack: one section under the figures, escaped, a valid message', () => {
    const message = toSlackMessage(withInsights());
    expect(slackProblems(message)).toEqual([]);
    const texts = message.blocks.map((b) => (b.type === 'section' && b.text ? b.text.text : ''));
    const at = texts.findIndex((t) => t.includes('accounts for'));
    // Slack's control characters escaped, so the name cannot ping the channel.
    expect(texts[at]).toBe(`${DRIVERS.replace('<!channel>', '&lt;!channel&gt;')}\n${CONCENTRATION}`);
    expect(texts[at]).not.toContain('<!channel>');
    // Under the headline figures (the first section holds them), before any table.
    expect(message.blocks[at - 1]!.type).toBe('section');
    expect(JSON.stringify(message.blocks.slice(0, at))).toContain('Referral revenue');
  });

  it('Teams: text runs, so markdown in a name is shown as typed; a valid card', () => {
    const card = toTeamsCard(withInsights());
    expect(teamsProblems(card)).toEqual([]);
    const runs = card.body
      .filter((e) => e.type === 'RichTextBlock')
      .flatMap((e) => (e as { inlines: { text: string }[] }).inlines.map((r) => r.text));
    expect(runs).toContain(DRIVERS);
    expect(runs).toContain(CONCENTRATION);
  });

  it('text and HTML say the same sentences', () => {
    const text = toText(withInsights());
    expect(text).toContain(`\n  ${DRIVERS}\n  ${CONCENTRATION}\n`);
    const html = toHtml(toSlackMessage(withInsights()));
    expect(html).toContain('google / cpc accounts for 81.0% of referral revenue.');
    expect(html).not.toContain('<!channel>');
  });

  it('a report without insights renders as before', () => {
    const plain = toSlackMessage(handReport());
    expect(JSON.stringify(plain)).not.toContain('accounts for');
  });
});
