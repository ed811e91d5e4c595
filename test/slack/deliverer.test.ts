/**
 * The Slack deliverer with the real WebClient against the fake Slack on loopback: charts
 * uploaded and referenced, the fallbacks (response_url, chart in the thread, DM), retries
 * and how failures map onto the jobs layer's DeliveryError.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OutgoingMessage } from '../../jobs/deliverer.js';
import { DeliveryError } from '../../jobs/deliverer.js';
import type { SlackTarget } from '../../adapters/slack/target.js';
import { createSlackClient } from '../../adapters/slack/client.js';
import { createSlackDeliverer } from '../../adapters/slack/deliverer.js';
import { CHART_IN_THREAD_LINE, INVITE_LINE } from '../../adapters/slack/message.js';
import { ChannelPacer } from '../../adapters/slack/pacer.js';
import { CHART_ERROR_LINE, type Chart } from '../../src/render/charts.js';
import type { Report } from '../../src/catalogue/types.js';
import { HAND_REPORT_TEXT, handReport } from '../helpers/hand-report.js';
import { FakeSlack, FAKE_TOKEN } from './fake-slack.js';
import { blockText, blocksOf, capturingLogger, imagesOf, pngCharts } from './helpers.js';

const fake = new FakeSlack();
const { logger, lines } = capturingLogger();
let deliverer: ReturnType<typeof createSlackDeliverer>;
let report: Report;
let charts: Chart[];

const target = (over: Partial<SlackTarget> = {}): SlackTarget => ({
  platform: 'slack',
  teamId: 'T0FAKE',
  channelId: 'C0REPORTS',
  userId: 'U0ANA',
  ...over,
});
const reportMessage = (over: Partial<Extract<OutgoingMessage, { kind: 'report' }>> = {}): OutgoingMessage => ({
  kind: 'report',
  report,
  charts,
  chartError: false,
  correlationId: 'r-test0001',
  ...over,
});

beforeAll(async () => {
  await fake.start();
  // Channels are spaced by 1 ms here; the pacer and the limiter have their own tests.
  const client = createSlackClient(
    FAKE_TOKEN,
    fake.apiUrl,
    { logger, channelPosting: [{ limit: 1, ms: 1 }] },
    { retries: 2, factor: 1, minTimeout: 50, maxTimeout: 100 },
  );
  deliverer = createSlackDeliverer({ client, logger, pacer: new ChannelPacer(1) });
  report = handReport();
  charts = await pngCharts(report);
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

describe('reports', () => {
  it('uploads the PNG privately, references it as a slack_file image and posts the figures', async () => {
    const receipt = await deliverer.deliver(target(), reportMessage());
    const [getUrl] = fake.callsOf('files.getUploadURLExternal');
    const [upload] = fake.callsOf('upload');
    const [complete] = fake.callsOf('files.completeUploadExternal');
    const [post] = fake.callsOf('chat.postMessage');
    // The first chart: the hand report's trend (referralsTrend).
    expect(getUrl!.params.filename).toBe('referrals-trend.png');
    expect(upload!.bytes!.includes(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBe(true);
    // Private upload: not shared into the channel as a loose file.
    expect(complete!.params.channel_id).toBeUndefined();
    expect(post!.params.channel).toBe('C0REPORTS');
    // Both charts of the hand report (its trend, then its ranking), in that order.
    expect(fake.callsOf('files.getUploadURLExternal').map((c) => c.params.filename)).toEqual(['referrals-trend.png', 'top-channels.png']);
    expect(imagesOf(post!).map((b) => b.slack_file?.id)).toEqual(fake.callsOf('upload').map((u) => u.params.file_id));
    expect(imagesOf(post!)[0]!.slack_file?.id).toBe(upload!.params.file_id);
    expect(blockText(post!)).toContain(HAND_REPORT_TEXT.referralRevenue);
    expect(receipt.messageId).toMatch(/^\d+\.\d+$/);
  });

  it('shows a QuickChart URL without uploading anything', async () => {
    const url = 'https://quickchart.io/chart?c=%7B%7D';
    await deliverer.deliver(target(), reportMessage({ charts: [{ ...charts[0]!, image: { kind: 'url', url, width: 800, height: 400 } }] }));
    expect(fake.callsOf('files.getUploadURLExternal')).toHaveLength(0);
    expect(imagesOf(fake.callsOf('chat.postMessage')[0]!).map((b) => b.image_url)).toEqual([url]);
  });

  it('when Slack refuses the fresh file in the message, posts without it and puts the chart in the thread', async () => {
    fake.fail('chat.postMessage', 'invalid_blocks');
    const receipt = await deliverer.deliver(target(), reportMessage());
    const posts = fake.callsOf('chat.postMessage');
    expect(posts.map((p) => p.ok)).toEqual([false, true]);
    expect(imagesOf(posts[1]!)).toHaveLength(0);
    expect(blockText(posts[1]!)).toContain(CHART_IN_THREAD_LINE);
    const completes = fake.callsOf('files.completeUploadExternal');
    expect(completes.at(-1)!.params).toMatchObject({ channel_id: 'C0REPORTS', thread_ts: receipt.messageId });
  });

  it('says the chart could not be made when the upload fails, and still posts the figures', async () => {
    fake.fail('files.getUploadURLExternal', 'internal_error', { times: 10 });
    await deliverer.deliver(target(), reportMessage());
    const post = fake.callsOf('chat.postMessage')[0]!;
    expect(imagesOf(post)).toHaveLength(0);
    expect(blockText(post)).toContain(CHART_ERROR_LINE);
    expect(blockText(post)).toContain(HAND_REPORT_TEXT.referralRevenue);
    expect(lines.some((l) => l.includes('"event":"slack_chart_upload_failed"'))).toBe(true);
  });

  it('answers through response_url with an invitation when the bot is not in the channel', async () => {
    fake.notMember.add('C0OUTSIDE');
    const responseUrl = fake.responseUrl();
    await deliverer.deliver(target({ channelId: 'C0OUTSIDE', responseUrl }), reportMessage());
    const [reply] = fake.callsOf('response_url');
    expect(reply!.params).toMatchObject({ response_type: 'in_channel', replace_original: false });
    expect(blockText(reply!)).toContain(INVITE_LINE);
    expect(blockText(reply!)).toContain(HAND_REPORT_TEXT.referralRevenue);
    expect(imagesOf(reply!).filter((b) => b.slack_file)).toHaveLength(0);
  });

  it('reports a channel it cannot reach without response_url as permanent', async () => {
    fake.fail('chat.postMessage', 'channel_not_found', { times: 5 });
    const err = await deliverer.deliver(target(), reportMessage()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DeliveryError);
    expect(err).toMatchObject({ code: 'target_gone', permanent: true, retryable: false, platformCode: 'channel_not_found' });
  });

  it('waits out a 429 (Retry-After) and posts exactly once', async () => {
    fake.fail('chat.postMessage', 'ratelimited');
    await deliverer.deliver(target(), reportMessage({ charts: [] }));
    const posts = fake.callsOf('chat.postMessage');
    expect(posts.map((p) => p.error ?? 'ok')).toEqual(['ratelimited', 'ok']);
  });

  it('maps failures: 5xx retryable, revoked token permanent, bad token neither', async () => {
    fake.fail('chat.postMessage', 'server_error', { times: 10 });
    await expect(deliverer.deliver(target(), reportMessage({ charts: [] }))).rejects.toMatchObject({
      code: 'unavailable',
      retryable: true,
      permanent: false,
    });
    fake.reset();
    fake.fail('chat.postMessage', 'token_revoked');
    await expect(deliverer.deliver(target(), reportMessage({ charts: [] }))).rejects.toMatchObject({ code: 'target_gone', permanent: true });
    fake.fail('chat.postMessage', 'invalid_auth');
    await expect(deliverer.deliver(target(), reportMessage({ charts: [] }))).rejects.toMatchObject({
      code: 'rejected',
      permanent: false,
      retryable: false,
    });
  });

  it('updates the message in place, and answers in its thread when it cannot be updated', async () => {
    await deliverer.deliver(target(), reportMessage({ charts: [], replaceMessageId: '1700000000.000100' }));
    expect(fake.callsOf('chat.update')[0]!.params).toMatchObject({ channel: 'C0REPORTS', ts: '1700000000.000100' });
    expect(fake.callsOf('chat.postMessage')).toHaveLength(0);
    fake.fail('chat.update', 'cant_update_message');
    await deliverer.deliver(target(), reportMessage({ charts: [], replaceMessageId: '1700000000.000100' }));
    expect(fake.callsOf('chat.postMessage')[0]!.params.thread_ts).toBe('1700000000.000100');
  });

  it('names the subscription under a scheduled report', async () => {
    await deliverer.deliver(target(), reportMessage({ charts: [], subscriptionId: 'wk-digest' }));
    expect(blockText(fake.callsOf('chat.postMessage')[0]!)).toContain('/report unsubscribe wk-digest');
  });

  it('posts threads and keeps blocks within what the fake (our Block Kit schema) accepts', async () => {
    await deliverer.deliver(target({ threadTs: '1700000000.000200' }), reportMessage());
    const post = fake.callsOf('chat.postMessage')[0]!;
    expect(post.ok).toBe(true);
    expect(post.params.thread_ts).toBe('1700000000.000200');
    expect(blocksOf(post).at(-1)!.type).toBe('actions');
  });
});

describe('notices', () => {
  const notice = (audience: 'requester' | 'channel', text = 'The report failed <@channel> & more (ref r-1)'): OutgoingMessage => ({
    kind: 'notice',
    text,
    audience,
    correlationId: 'r-notice01',
  });

  it('shows a requester notice only to them, escaped', async () => {
    await deliverer.deliver(target(), notice('requester'));
    const [call] = fake.callsOf('chat.postEphemeral');
    expect(call!.params).toMatchObject({ channel: 'C0REPORTS', user: 'U0ANA' });
    expect(call!.params.text).toBe('The report failed &lt;@channel&gt; &amp; more (ref r-1)');
  });

  it('sends a requester notice by DM when the channel is gone and there is no response_url', async () => {
    fake.fail('chat.postEphemeral', 'channel_not_found');
    await deliverer.deliver(target(), notice('requester'));
    expect(fake.callsOf('conversations.open')[0]!.params.users).toBe('U0ANA');
    expect(fake.callsOf('chat.postMessage')[0]!.params.channel).toBe('D0ANA');
  });

  it('opens the DM for a direct target (a user id as the channel)', async () => {
    await deliverer.deliver(target({ channelId: 'U0ANA' }), notice('requester'));
    expect(fake.callsOf('chat.postMessage')[0]!.params.channel).toBe('D0ANA');
  });

  it('posts a channel notice for everyone', async () => {
    await deliverer.deliver(target({ threadTs: '1700000000.000300' }), notice('channel', 'Digest is late today.'));
    expect(fake.callsOf('chat.postMessage')[0]!.params).toMatchObject({
      channel: 'C0REPORTS',
      thread_ts: '1700000000.000300',
      text: 'Digest is late today.',
    });
  });
});

describe('logs', () => {
  it('name their events and never carry the token or a response_url', () => {
    expect(lines.some((l) => l.includes('"event":"slack_delivered"'))).toBe(true);
    expect(lines.some((l) => l.includes('"event":"slack_delivery_failed"'))).toBe(true);
    for (const line of lines) {
      expect(line).not.toContain(FAKE_TOKEN);
      expect(line).not.toContain('/response/');
    }
  });
});

describe('a firing found again after a crash', () => {
  it('tags the post with the firing id and finds it in the channel history, and nothing else', async () => {
    const since = Date.now() - 1_000;
    const receipt = await deliverer.deliver(target(), reportMessage({ subscriptionId: 'sub234', firingId: 'sub234-mhzx4000' }));
    // A report that is not a firing carries no tag.
    await deliverer.deliver(target(), reportMessage());
    const [firingPost, plainPost] = fake.callsOf('chat.postMessage');
    expect(firingPost!.params.metadata).toEqual({ event_type: 'report_bot_firing', event_payload: { firing: 'sub234-mhzx4000' } });
    expect(plainPost!.params.metadata).toBeUndefined();

    expect(await deliverer.findPosted!(target(), 'sub234-mhzx4000', since)).toBe(receipt.messageId);
    const [history] = fake.callsOf('conversations.history');
    expect(history!.params.include_all_metadata).toBe('true');
    expect(history!.params.oldest).toBe((since / 1000).toFixed(6));
    // Another firing of the same subscription, another channel, or posted before `since`: not found.
    expect(await deliverer.findPosted!(target(), 'sub234-mhzx5000', since)).toBeNull();
    expect(await deliverer.findPosted!(target({ channelId: 'C0OTHER' }), 'sub234-mhzx4000', since)).toBeNull();
    expect(await deliverer.findPosted!(target(), 'sub234-mhzx4000', Date.now() + 60_000)).toBeNull();
  });

  it('reads at most three pages of 200 messages, newest first', async () => {
    const since = Date.now() - 1_000;
    await deliverer.deliver(target(), reportMessage({ firingId: 'sub234-old' }));
    for (let i = 0; i < 600; i++)
      fake.posted.push({ channel: 'C0REPORTS', ts: `${Math.floor(Date.now() / 1000) + 1}.${String(i).padStart(6, '0')}`, text: 'chatter' });
    expect(await deliverer.findPosted!(target(), 'sub234-old', since)).toBeNull();
    expect(fake.callsOf('conversations.history')).toHaveLength(3);
    expect(lines.some((l) => l.includes('slack_firing_search_truncated'))).toBe(true);
  });

  it('a refused search is a DeliveryError the jobs layer understands', async () => {
    fake.fail('conversations.history', 'missing_scope');
    const err = await deliverer.findPosted!(target(), 'sub234-x', Date.now()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DeliveryError);
    expect((err as DeliveryError).retryable).toBe(false);
  });
});
