import { beforeAll, describe, expect, it } from 'vitest';
import { chartConfigs, createLocalChartRenderer } from '../../src/render/charts.js';
import type { Report } from '../../src/reports/index.js';
import { DeliveryError } from '../../jobs/deliverer.js';
import type { Chart } from '../../src/render/charts.js';
import { createPlatforms } from '../../jobs/platforms.js';
import { slackAddressing } from '../../adapters/slack/target.js';
import { PreviewDeliverer } from '../../adapters/web/deliverer.js';
import { previewAddressing } from '../../adapters/web/target.js';
import { RecordingDeliverer } from '../helpers/recording-deliverer.js';
import { HAND_REPORT_TEXT, handReport } from '../helpers/hand-report.js';
import { slackTarget } from './harness.js';

/** A report typed by hand (October referrals by channel), so its figures can be looked for. */
let report: Report;
let charts: Chart[];

beforeAll(async () => {
  report = handReport();
  const renderer = createLocalChartRenderer();
  charts = await Promise.all(chartConfigs(report).map(async (s) => ({ key: s.key, title: s.title, alt: s.alt, image: await renderer.render(s) })));
});

const preview = (sessionId: string) => ({ platform: 'preview' as const, sessionId });

describe('preview deliverer', () => {
  it('keeps what Slack and Teams would get, and the HTML with the chart inline', async () => {
    const deliverer = new PreviewDeliverer();
    const seen: string[] = [];
    const stop = deliverer.watch('s1', (m) => seen.push(m.id));
    const { messageId } = await deliverer.deliver(preview('s1'), { kind: 'report', report, charts, chartError: false, correlationId: 'r-1' });
    const [m] = deliverer.messages('s1');
    expect(m!.id).toBe(messageId);
    expect(m!.text).toContain(HAND_REPORT_TEXT.title);
    expect(m!.text).toContain(HAND_REPORT_TEXT.referralRevenue);
    expect(m!.html).toContain(HAND_REPORT_TEXT.referralRevenue);
    expect(JSON.stringify(m!.slack.blocks)).toContain(HAND_REPORT_TEXT.referralRevenueChange);
    expect(JSON.stringify(m!.teams)).toContain(HAND_REPORT_TEXT.referralRevenueChange);
    const chartId = m!.charts[0]!.id;
    expect(deliverer.chart(chartId)!.png!.subarray(1, 4).toString()).toBe('PNG');
    expect(JSON.stringify(m!.slack.blocks)).toContain(`"slack_file":{"id":"${chartId}"}`);
    expect(JSON.stringify(m!.teams)).toContain('data:image/png;base64,');
    expect(m!.html).toContain('<img class="rb-image-img" src="data:image/png;base64,');
    expect(seen).toEqual([messageId]);
    stop();

    await deliverer.deliver(preview('s1'), {
      kind: 'notice',
      text: 'Referrals could not be made. (ref r-2)',
      correlationId: 'r-2',
      audience: 'requester',
    });
    expect(deliverer.messages('s1').map((x) => x.kind)).toEqual(['report', 'notice']);
    expect(deliverer.messages('s1')[1]!.html).toContain('Referrals could not be made. (ref r-2)');
    expect(seen).toHaveLength(1);
  });

  it('replaces a message in place and serves charts from a URL when told', async () => {
    const deliverer = new PreviewDeliverer({ chartUrl: (id) => `charts/${id}.png` });
    const { messageId } = await deliverer.deliver(preview('s1'), { kind: 'report', report, charts, chartError: false, correlationId: 'r-1' });
    await deliverer.deliver(preview('s1'), { kind: 'report', report, charts, chartError: false, correlationId: 'r-3', replaceMessageId: messageId });
    const list = deliverer.messages('s1');
    expect(list).toHaveLength(1);
    expect(list[0]!.correlationId).toBe('r-3');
    expect(list[0]!.html).toContain(`src="charts/${list[0]!.charts[0]!.id}.png"`);
    expect(deliverer.chart(list[0]!.charts[0]!.id)).toBeDefined();
  });

  it('is bounded: the last N messages of the most recent sessions', async () => {
    const deliverer = new PreviewDeliverer({ maxMessages: 2, maxSessions: 2 });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await deliverer.deliver(preview('a'), { kind: 'report', report, charts, chartError: false, correlationId: `r-${i}` })).messageId);
    expect(deliverer.messages('a').map((m) => m.id)).toEqual(ids.slice(1));
    expect(deliverer.chart(`${ids[0]}-0-${charts[0]!.key}`)).toBeUndefined();
    await deliverer.deliver(preview('b'), { kind: 'notice', text: 'x', correlationId: 'r-9', audience: 'channel' });
    await deliverer.deliver(preview('a'), { kind: 'notice', text: 'y', correlationId: 'r-9', audience: 'channel' });
    await deliverer.deliver(preview('c'), { kind: 'notice', text: 'z', correlationId: 'r-9', audience: 'channel' });
    expect(deliverer.messages('b')).toEqual([]);
    expect(deliverer.messages('a')).toHaveLength(2);
    expect(deliverer.messages('c')).toHaveLength(1);
  });

  it('refuses targets that are not preview sessions', async () => {
    const err = await new PreviewDeliverer()
      .deliver(slackTarget(), { kind: 'notice', text: 'x', correlationId: 'r-1', audience: 'channel' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DeliveryError);
    expect(err).toMatchObject({ code: 'rejected', permanent: false, retryable: false });
  });
});

describe("the platforms' deliverer", () => {
  it('hands each target to its platform and refuses platforms that are not set up', async () => {
    const slack = new RecordingDeliverer();
    const previews = new PreviewDeliverer();
    const route = createPlatforms([
      { ...slackAddressing, deliverer: slack },
      { ...previewAddressing, deliverer: previews },
    ]).deliverer;
    await route.deliver(slackTarget(), { kind: 'notice', text: 'a', correlationId: 'r-1', audience: 'channel' });
    await route.deliver(preview('p'), { kind: 'notice', text: 'b', correlationId: 'r-2', audience: 'channel' });
    expect(slack.deliveries).toHaveLength(1);
    expect(previews.messages('p')).toHaveLength(1);
    const teams = { platform: 'teams' as const, conversationReference: { conversation: { id: 'x' } } };
    await expect(route.deliver(teams, { kind: 'notice', text: 'c', correlationId: 'r-3', audience: 'channel' })).rejects.toMatchObject({
      code: 'rejected',
      userMessage: 'This bot is not set up to post to teams.',
    });
  });
});
