/**
 * An alert in words and an alert's message, from checks typed out by hand (not evaluated):
 * the threshold as typed, the crossing and Check now sentences in their edge cases (no period,
 * no figure, nothing to compare, no change at all), and the Slack message and Teams card an
 * alert posts. Blocks and cards are typed by their owners' types (`@slack/types`,
 * `@microsoft/teams.cards`, through block-kit.ts and adaptive-card.ts).
 */
import { describe, expect, it } from 'vitest';
import type { Metric } from '../../src/catalogue/types.js';
import type { AlertCondition } from '../../src/query/index.js';
import type { AlertCheck } from '../../src/reports/alerts.js';
import { CARD_SCHEMA, textBlock, type AdaptiveCard, type ReportSubmitAction } from '../../src/render/adaptive-card.js';
import { checkSentence, crossedSentence, slackAlertMessage, teamsAlertCard, thresholdWords } from '../../src/render/alerts.js';
import { mrkdwn, type SlackBlock } from '../../src/render/block-kit.js';
import { handReport } from '../helpers/hand-report.js';

/** Referral revenue $1,234.56, down 10.0% on $1,371.73 unless a test says otherwise. */
const revenue = (over: Partial<Metric> = {}): Metric => ({
  key: 'referralRevenue',
  label: 'Referral revenue',
  unit: 'currency',
  better: 'up',
  value: 1234.56,
  previous: 1371.73,
  change: { absolute: -137.17, relative: -0.1, direction: 'down' },
  ...over,
});
const notHolding = (metric: Metric | null, why: AlertCheck['why'] = 'ok'): AlertCheck => ({ holding: false, metric, why });
const lastMonth = { range: 'last-month' };
const below5000: AlertCondition = { op: 'below', metric: 'revenue', value: 5000 };
const changes20: AlertCondition = { op: 'changes-by', metric: 'revenue', fraction: 0.2 };

describe('thresholdWords', () => {
  it('drops only the cents of a money threshold, whatever the locale groups its digits by', () => {
    // en-IN groups lakhs by two: $1,00,000.00 is one hundred thousand dollars, not one thousand.
    expect(thresholdWords(100000, 'currency', 'USD', 'en-IN')).toBe('$1,00,000');
    expect(thresholdWords(1000, 'currency', 'USD', 'en-IN')).toBe('$1,000');
    expect(thresholdWords(5000, 'currency', 'USD', 'de-DE')).toBe('5.000\u00a0$');
    // Cents that are not whole stay.
    expect(thresholdWords(100000.5, 'currency', 'USD', 'en-IN')).toBe('$1,00,000.50');
  });

  it('drops whole cents from a money threshold only, never from a count', () => {
    expect(thresholdWords(5000, 'currency', 'USD')).toBe('$5,000');
    // en-IN groups by two: `,00,` in a count is digits, not cents.
    expect(thresholdWords(100000, 'count', 'USD', 'en-IN')).toBe('1,00,000');
  });
});

describe('crossedSentence', () => {
  it('names the period when the range has one', () => {
    expect(crossedSentence({ holding: true, metric: revenue(), why: 'ok' }, below5000, lastMonth, 'USD')).toBe(
      'Referral revenue for last month is $1,234.56, below your alert of $5,000.',
    );
  });

  it('leaves the period out when the range cannot be read as one', () => {
    expect(crossedSentence({ holding: true, metric: revenue(), why: 'ok' }, below5000, { range: 'not-a-range' }, 'USD')).toBe(
      'Referral revenue is $1,234.56, below your alert of $5,000.',
    );
  });
});

describe('checkSentence', () => {
  it('says there is no figure yet when the report shows the figure without a value', () => {
    expect(checkSentence(notHolding(revenue({ value: null, change: null }), 'no-data'), below5000, lastMonth, 'USD')).toBe(
      'Not crossed: there is no revenue for last month yet.',
    );
  });

  it('says there is no figure yet when the report does not show the figure at all', () => {
    expect(checkSentence(notHolding(null, 'no-data'), below5000, lastMonth, 'USD')).toBe('Not crossed: there is no revenue for last month yet.');
  });

  it('says a changes-by alert has nothing to compare with, rather than a change', () => {
    const check = notHolding(revenue({ previous: 0, change: { absolute: 1234.56, relative: null, direction: 'up' } }), 'no-comparison');
    expect(checkSentence(check, changes20, lastMonth, 'USD')).toBe(
      'Not crossed: revenue $1,234.56 for last month has no earlier figure to compare with.',
    );
  });

  it('says a fall as down and a rise as up', () => {
    expect(checkSentence(notHolding(revenue()), changes20, lastMonth, 'USD')).toBe(
      'Not crossed: revenue for last month moved down 10.0%, less than 20%.',
    );
    const rise = revenue({ change: { absolute: 123.46, relative: 0.1, direction: 'up' } });
    expect(checkSentence(notHolding(rise), changes20, lastMonth, 'USD')).toBe('Not crossed: revenue for last month moved up 10.0%, less than 20%.');
  });

  it('writes a whole threshold percentage without its .0 also where the locale marks the sign’s direction', () => {
    // ar writes a left-to-right mark after the number and after the sign: 20.0\u200e%\u200e.
    expect(checkSentence(notHolding(revenue()), changes20, lastMonth, 'USD', 'ar')).toBe(
      'Not crossed: revenue for last month moved down 10.0\u200e%\u200e, less than 20\u200e%\u200e.',
    );
  });

  it('says no change at all as up 0.0%', () => {
    const still = revenue({ previous: 1234.56, change: { absolute: 0, relative: 0, direction: 'flat' } });
    expect(checkSentence(notHolding(still), changes20, lastMonth, 'USD')).toBe('Not crossed: revenue for last month moved up 0.0%, less than 20%.');
  });

  it('says which side of the threshold the figure is on, and exactly only at the threshold', () => {
    expect(checkSentence(notHolding(revenue()), { op: 'below', metric: 'revenue', value: 1000 }, lastMonth, 'USD')).toBe(
      'Not crossed: revenue $1,234.56 is above $1,000.',
    );
    expect(checkSentence(notHolding(revenue()), { op: 'above', metric: 'revenue', value: 5000 }, lastMonth, 'USD')).toBe(
      'Not crossed: revenue $1,234.56 is below $5,000.',
    );
    expect(checkSentence(notHolding(revenue({ value: 5000 })), below5000, lastMonth, 'USD')).toBe(
      'Not crossed: revenue $5,000.00 is exactly $5,000.',
    );
  });
});

describe('slackAlertMessage', () => {
  const report = handReport();
  const alert = { text: 'Revenue < $5,000 & falling', alertId: 'al-1' };
  /** A report's message of `n` blocks: a header, sections s1…, and the context line saying what was cut. */
  const reportMessage = (n: number) => ({
    text: 'Referrals by channel',
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: 'Referrals by channel' } } as SlackBlock,
      ...Array.from({ length: n - 2 }, (_, i): SlackBlock => ({ type: 'section', block_id: `s${i + 1}`, text: mrkdwn(`s${i + 1}`) })),
      { type: 'context', block_id: 'cut', elements: [mrkdwn('Some rows were left out.')] } as SlackBlock,
    ],
  });

  it('puts the escaped sentence first, in bold, and the Open report / Snooze buttons last', () => {
    const { text, blocks } = slackAlertMessage(reportMessage(3), report, alert);
    expect(text).toBe('Revenue &lt; $5,000 &amp; falling Referrals by channel');
    expect(blocks[0]).toEqual({ type: 'section', text: { type: 'mrkdwn', text: '*Revenue &lt; $5,000 &amp; falling*', verbatim: true } });
    expect(blocks.map((b) => b.block_id ?? b.type)).toEqual(['section', 'header', 's1', 'cut', 'actions']);
    const buttons = blocks[4]!.type === 'actions' ? blocks[4]!.elements : [];
    expect(buttons.map((b) => (b.type === 'button' ? [b.action_id, b.text.text] : []))).toEqual([
      ['report_open', 'Open report'],
      ['report_snooze_day', 'Snooze 1 day'],
      ['report_snooze_week', 'Snooze 1 week'],
    ]);
  });

  it('keeps all 50 blocks of a message exactly at Slack’s limit', () => {
    // 48 blocks of the report, the sentence and the buttons: 50.
    const { blocks } = slackAlertMessage(reportMessage(48), report, alert);
    expect(blocks).toHaveLength(50);
    expect(blocks.map((b) => b.block_id).slice(-4)).toEqual(['s45', 's46', 'cut', undefined]);
  });

  it('over the limit, drops the last section above the cut notice, keeping the notice and the buttons', () => {
    // 49 blocks of the report: 51 in all, one over; s47 goes, `cut` and the buttons stay.
    const { blocks } = slackAlertMessage(reportMessage(49), report, alert);
    expect(blocks).toHaveLength(50);
    expect(blocks.map((b) => b.block_id ?? b.type).slice(-4)).toEqual(['s45', 's46', 'cut', 'actions']);
  });
});

describe('teamsAlertCard', () => {
  const action = (title: string): ReportSubmitAction => ({ type: 'Action.Submit', title, data: { action: 'report', value: title } });
  const card: AdaptiveCard = {
    type: 'AdaptiveCard',
    $schema: CARD_SCHEMA,
    version: '1.5',
    body: [textBlock('Referrals by channel')],
    actions: [action('Previous period'), action('Next period'), action('By week'), action('Download CSV')],
  };

  it('puts the sentence first, in bold, above the whole report', () => {
    const { body } = teamsAlertCard(card, handReport(), { text: 'Revenue is down.', alertId: 'al-1' });
    expect(body).toEqual([
      { type: 'TextBlock', text: 'Revenue is down.', wrap: true, weight: 'Bolder' },
      { type: 'TextBlock', text: 'Referrals by channel', wrap: true },
    ]);
  });

  it("puts Open report and the Snooze buttons before the report's own, five in all", () => {
    const { actions } = teamsAlertCard(card, handReport(), { text: 'Revenue is down.', alertId: 'al-1' });
    expect(actions?.map((a) => a.title)).toEqual(['Open report', 'Snooze 1 day', 'Snooze 1 week', 'Previous period', 'Next period']);
    expect(actions?.[1]).toEqual({
      type: 'Action.Submit',
      title: 'Snooze 1 day',
      data: { action: 'report', value: '{"a":"snooze_day","s":"al-1"}' },
    });
  });

  it('gives a card without buttons of its own just the alert’s three', () => {
    const { actions } = teamsAlertCard({ ...card, actions: undefined }, handReport(), { text: 'Revenue is down.', alertId: 'al-1' });
    expect(actions?.map((a) => a.title)).toEqual(['Open report', 'Snooze 1 day', 'Snooze 1 week']);
  });
});
