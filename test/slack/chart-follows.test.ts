/**
 * Figures first, chart after (issue 18), through the real Bolt app, queue and Slack
 * deliverer to the fake Slack: a request's report is posted as soon as its figures are made,
 * and its chart is written into the same message once uploaded; where Slack will not take the
 * update, the chart goes in the thread; a button pressed before the chart arrives wins over
 * the late chart; scheduled posts and QuickChart charts take one call.
 */
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHART_IN_THREAD_LINE } from '../../adapters/slack/message.js';
import { enqueueFiring } from '../../jobs/queue.js';
import { eventually } from '../jobs/harness.js';
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
  const postIn = (channel: string) =>
    h.fake.waitFor((c) => c.method === 'chat.postMessage' && c.ok && c.params.channel === channel && !c.params.thread_ts);

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
      actionBody(
        buttonPress({
          message: post,
          ts,
          channel: 'C0RACE',
          actionId: 'report_previous',
          value: buttonValue(post, 'report_previous'),
          responseUrl: h.fake.responseUrl(),
        }),
      ),
    );
    const september = await h.fake.waitFor(
      (c) => c.method === 'chat.update' && c.ok && c.params.ts === ts && periodOf(c).startsWith(SEPTEMBER.periodLabel),
    );
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
    // users.info is the person's locale (issue 29), asked once per person after the ack, not a posting call.
    expect(h.fake.calls.map((c) => c.method).filter((m) => m !== 'auth.test' && m !== 'users.info')).toEqual(['chat.postMessage']);
  });
});

describe("a report with a local chart shown from the bot's own link (SLACK_CHARTS=link)", () => {
  let h: SlackHarness;
  let redis: Redis;
  beforeAll(async () => {
    h = await startSlackHarness({ logger, chartLinks: true });
    redis = new Redis(h.config.redis.url, { lazyConnect: true });
  });
  afterAll(async () => {
    redis?.disconnect();
    await h?.close();
  });
  afterEach(() => h.fake.reset());

  const command = (text: string, channel: string) => postSigned(h.eventsUrl, commandBody({ text, channel, responseUrl: h.fake.responseUrl() }));
  /** A PNG's pixel size, read from its IHDR chunk (bytes 16–23). */
  const pngSize = (png: Buffer) => ({ signature: png.subarray(0, 8).toString('hex'), width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

  it('posts the figures, then one update naming the link Slack fetches the PNG from; no upload call at all', async () => {
    await command('referrals last-month', 'C0LINK');
    const post = await h.fake.waitFor((c) => c.method === 'chat.postMessage' && c.ok && c.params.channel === 'C0LINK');
    expect(blockText(post)).toContain(OCTOBER.referralRevenueText);
    expect(blockText(post)).toContain(CHART_PENDING_LINE);
    await h.drained();

    const updates = h.fake.callsOf('chat.update').filter((c) => c.params.ts === h.fake.tsOf(post));
    expect(updates.map((c) => c.error ?? 'ok')).toEqual(['ok']);
    const [image] = imagesOf(updates[0]!);
    const link = new URL(image!.image_url!);
    expect(`${link.origin}${link.pathname}`).toBe(`${h.baseUrl}/chart.png`);
    expect([...link.searchParams.keys()]).toEqual(['q', 'at', 'k', 'sig']);
    expect(blockText(updates[0]!)).toContain(OCTOBER.referralRevenueText);
    expect(blockText(updates[0]!)).not.toContain(CHART_PENDING_LINE);
    // What Slack fetched is the chart: a PNG of the local renderer's 800 × 400.
    expect(pngSize(h.fake.fetchedImages.get(link.toString())!)).toEqual({ signature: '89504e470d0a1a0a', width: 800, height: 400 });
    expect(h.fake.calls.map((c) => c.method).filter((m) => m.startsWith('files.') || m === 'upload')).toEqual([]);
  });

  it('a link that was changed is refused with a sentence; one whose PNG is no longer kept is drawn again, the same', async () => {
    await command('referrals last-month', 'C0LINK2');
    await h.drained();
    const update = h.fake.callsOf('chat.update').find((c) => c.ok && imagesOf(c).length === 1)!;
    const link = new URL(imagesOf(update)[0]!.image_url!);
    const first = h.fake.fetchedImages.get(link.toString())!;

    for (const [field, value] of [
      ['k', 'referralsByChannel'],
      ['at', String(Number(link.searchParams.get('at')) - 1)],
      ['sig', 'x'.repeat(43)],
    ]) {
      const changed = new URL(link);
      changed.searchParams.set(field!, value!);
      const res = await fetch(changed);
      expect(res.status).toBe(403);
      expect(await res.text()).toContain('This chart link is not valid: it was changed or not made by this bot.');
    }

    // Forget the kept PNG (only this test's prefix): the link still shows the chart, drawn again.
    const kept = await redis.keys(`${h.config.redis.prefix}:chart:*`);
    expect(kept.length).toBeGreaterThan(0);
    await redis.del(...kept);
    const res = await fetch(link);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(first)).toBe(true);
    expect(lines.some((l) => l.includes('"event":"chart_redrawn"'))).toBe(true);
  });

  it('when Slack cannot fetch the link, the chart goes in the thread and the message says so', async () => {
    h.fake.fail('image_fetch', 'unreachable');
    await command('referrals last-month', 'C0LINK3');
    const post = await h.fake.waitFor((c) => c.method === 'chat.postMessage' && c.ok && c.params.channel === 'C0LINK3' && !c.params.thread_ts);
    const ts = h.fake.tsOf(post);
    const inThread = await h.fake.waitFor((c) => c.method === 'files.completeUploadExternal' && c.ok && c.params.channel_id === 'C0LINK3');
    expect(inThread.params.thread_ts).toBe(ts);
    await h.drained();
    const updates = h.fake.callsOf('chat.update').filter((c) => c.params.ts === ts);
    expect(updates.map((c) => c.error ?? 'ok')).toEqual(['invalid_blocks', 'ok']);
    expect(blockText(updates[1]!)).toContain(CHART_IN_THREAD_LINE);
    expect(blockText(updates[1]!)).toContain(OCTOBER.referralRevenueText);
    expect(imagesOf(updates[1]!)).toEqual([]);
  });
  it('a firing, posted once, whose link Slack cannot fetch is posted without it, and its charts go in the thread', async () => {
    await command('subscribe referrals last-month by channel every monday at 9am', 'C0LINK4');
    const confirm = await h.fake.waitFor((c) => c.method === 'chat.postEphemeral' && c.params.channel === 'C0LINK4');
    const id = /unsubscribe ([a-z0-9-]+)/i.exec(String(confirm.params.text))![1]!;
    h.fake.fail('image_fetch', 'unreachable');
    await enqueueFiring(h.jobs.queue!, id, new Date('2026-11-23T08:00:00Z'));
    const inThread = await h.fake.waitFor((c) => c.method === 'files.completeUploadExternal' && c.ok && c.params.channel_id === 'C0LINK4');
    // The subscription's next firing stays queued: wait for this one's completion instead of an empty queue.
    await eventually(() => lines.find((l) => l.includes('"event":"job_completed"') && l.includes(id)), 10_000, 'the firing completed');
    const posts = h.fake.callsOf('chat.postMessage', 'C0LINK4');
    // The post naming both links is refused; the figures then go out once, the charts under them.
    expect(posts.map((c) => c.error ?? 'ok')).toEqual(['invalid_blocks', 'ok']);
    expect(imagesOf(posts[0]!).map((b) => new URL(b.image_url!).pathname)).toEqual(['/chart.png', '/chart.png']);
    expect(inThread.params.thread_ts).toBe(h.fake.tsOf(posts[1]!));
    expect(completed(inThread)).toHaveLength(2);
    expect(blockText(posts[1]!)).toContain(OCTOBER.referralRevenueText);
    expect(blockText(posts[1]!)).toContain(CHART_IN_THREAD_LINE);
    expect(imagesOf(posts[1]!)).toEqual([]);
  });
});
