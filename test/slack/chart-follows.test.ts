/**
 * Figures first, chart after (issue 18), through the real Bolt app, queue and Slack
 * deliverer to the fake Slack: a request's report is posted as soon as its figures are made,
 * and its chart is written into the same message once uploaded; where Slack will not take the
 * update, the chart goes in the thread; a button pressed before the chart arrives wins over
 * the late chart; scheduled posts and QuickChart charts take one call.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHART_IN_THREAD_LINE } from '../../adapters/slack/message.js';
import { CHART_PENDING_LINE } from '../../src/render/charts.js';
import { OCTOBER, SEPTEMBER } from '../helpers/fixtures.js';
import type { RecordedCall } from './fake-slack.js';
import { startSlackHarness, type SlackHarness } from './harness.js';
import { actionBody, blockText, buttonPress, buttonValue, capturingLogger, commandBody, imagesOf, periodOf, postSigned } from './helpers.js';

const { logger, lines } = capturingLogger();

/** The files a `files.completeUploadExternal` call completed. */
const completed = (c: RecordedCall) => (typeof c.params.files === 'string' ? JSON.parse(c.params.files) : c.params.files) as { id: string }[];

describe('a report with a local chart', () => {
  let h: SlackHarness;
  beforeAll(async () => {
    h = await startSlackHarness({ logger });
  });
  afterAll(() => h?.close());
  afterEach(() => h.fake.reset());

  const command = (text: string, channel: string) => postSigned(h.eventsUrl, commandBody({ text, channel, responseUrl: h.fake.responseUrl() }));
  const postIn = (channel: string) => h.fake.waitFor((c) => c.method === 'chat.postMessage' && c.ok && c.params.channel === channel && !c.params.thread_ts);

  it.each([
    ['cant_update_message', 'a refusal of any update'],
    ['invalid_blocks', 'a file Slack has not finished processing'],
  ])('when Slack refuses the update (%s: %s), the chart goes in the thread and the message says so', async (error) => {
    h.fake.fail('chat.update', error);
    await command('referrals last-month', 'C0THREAD');
    const post = await postIn('C0THREAD');
    const ts = h.fake.tsOf(post);
    expect(blockText(post)).toContain(OCTOBER.referralRevenueText);
    expect(blockText(post)).toContain(CHART_PENDING_LINE);

    const inThread = await h.fake.waitFor((c) => c.method === 'files.completeUploadExternal' && c.ok && c.params.channel_id === 'C0THREAD');
    expect(inThread.params.thread_ts).toBe(ts);
    expect(completed(inThread)).toHaveLength(1);
    await h.drained();

    const updates = h.fake.callsOf('chat.update').filter((c) => c.params.ts === ts);
    expect(updates.map((c) => c.error ?? 'ok')).toEqual([error, 'ok']);
    const last = updates.at(-1)!;
    expect(blockText(last)).toContain(CHART_IN_THREAD_LINE);
    expect(blockText(last)).not.toContain(CHART_PENDING_LINE);
    expect(blockText(last)).toContain(OCTOBER.referralRevenueText);
    expect(imagesOf(last)).toEqual([]);
    // One message in the channel: the chart is in its thread, not a second post.
    expect(h.fake.callsOf('chat.postMessage', 'C0THREAD')).toHaveLength(1);
  });

  it('a button pressed before the chart arrives works, and the late chart does not overwrite the newer report', async () => {
    // Hold every upload until the button's report has been written into the message.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    h.fake.hooks.set('upload', () => gate);

    await command('referrals last-month', 'C0RACE');
    const post = await postIn('C0RACE');
    const ts = h.fake.tsOf(post);
    expect(blockText(post)).toContain(CHART_PENDING_LINE);
    await h.fake.waitFor((c) => c.method === 'upload'); // October's chart is on its way, held

    await postSigned(
      h.eventsUrl,
      actionBody(buttonPress({ message: post, ts, channel: 'C0RACE', actionId: 'report_previous', value: buttonValue(post, 'report_previous'), responseUrl: h.fake.responseUrl() })),
    );
    const september = await h.fake.waitFor((c) => c.method === 'chat.update' && c.ok && c.params.ts === ts && periodOf(c).startsWith(SEPTEMBER.periodLabel));
    // September by hand: $1,371.73 against August's $1,500.00.
    expect(blockText(september)).toContain(SEPTEMBER.referralRevenueText);
    release();
    await h.drained();

    const updates = h.fake.callsOf('chat.update').filter((c) => c.params.ts === ts && c.ok);
    const after = updates.slice(updates.indexOf(september));
    // September's figures, then September's chart: October's late chart was not written over them.
    expect(after.map((c) => periodOf(c).startsWith(SEPTEMBER.periodLabel))).toEqual([true, true]);
    expect(imagesOf(after[1]!)).toHaveLength(1);
    expect(blockText(after[1]!)).not.toContain(OCTOBER.referralRevenueText);
    expect(lines.some((l) => l.includes('"event":"slack_chart_superseded"'))).toBe(true);
  });
});

describe('a report with a QuickChart chart', () => {
  let h: SlackHarness;
  beforeAll(async () => {
    h = await startSlackHarness({ logger, charts: 'quickchart' });
  });
  afterAll(() => h?.close());

  it('takes exactly one Slack call: the post, with the chart in it', async () => {
    await postSigned(h.eventsUrl, commandBody({ text: 'referrals last-month', channel: 'C0QUICK', responseUrl: h.fake.responseUrl() }));
    const post = await h.fake.waitFor((c) => c.method === 'chat.postMessage' && c.ok && c.params.channel === 'C0QUICK');
    await h.drained();
    expect(imagesOf(post).map((b) => new URL(b.image_url!).origin)).toEqual(['https://quickchart.io']);
    expect(blockText(post)).not.toContain(CHART_PENDING_LINE);
    expect(h.fake.calls.map((c) => c.method).filter((m) => m !== 'auth.test')).toEqual(['chat.postMessage']);
  });
});
