/**
 * Pickup reaches every rendering in the same words, and the payloads pass their owners' checks.
 * The sentences were worked out by hand from the insights below.
 */
import { describe, expect, it } from 'vitest';
import { toHtml } from '../../src/render/html.js';
import { toText } from '../../src/render/text.js';
import type { Insight, Report } from '../../src/catalogue/types.js';
import { handReport } from '../helpers/hand-report.js';
import { slackProblems, teamsProblems, toSlackMessage, toTeamsCard } from './owners.js';

const PICKUP: Insight = { kind: 'pickup', nights: 312, revenue: 68_400, since: '2026-11-16', start: '2026-11-23', end: '2026-12-19' };
const PICKUP_TEXT = '+312 nights and +$68,400.00 picked up for stays Nov 23 – Dec 19 since Mon Nov 16.';
const PENDING: Insight = { kind: 'pickupPending', from: '2026-11-30' };
const PENDING_TEXT = 'Pickup appears from Mon Nov 30, once a week of snapshots is kept.';

const withInsight = (insight: Insight): Report => ({ ...handReport(), insights: [insight] });

describe('pickup in each rendering', () => {
  for (const [insight, sentence] of [
    [PICKUP, PICKUP_TEXT],
    [PENDING, PENDING_TEXT],
  ] as const) {
    it(`says "${sentence.slice(0, 30)}…" in Slack, Teams, text and HTML`, () => {
      const report = withInsight(insight);
      const slack = toSlackMessage(report);
      expect(slackProblems(slack)).toEqual([]);
      expect(slack.blocks.some((b) => b.type === 'section' && b.text?.text === sentence)).toBe(true);
      const card = toTeamsCard(report);
      expect(teamsProblems(card)).toEqual([]);
      const runs = card.body
        .filter((e) => e.type === 'RichTextBlock')
        .flatMap((e) => (e as { inlines: { text: string }[] }).inlines.map((r) => r.text));
      expect(runs).toContain(sentence);
      expect(toText(report)).toContain(`\n  ${sentence}\n`);
      expect(toHtml(slack)).toContain(sentence);
    });
  }
});
