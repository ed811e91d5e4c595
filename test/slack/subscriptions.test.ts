/**
 * `/report subscribe`, `subscriptions` and `unsubscribe` through the real app, with
 * subscriptions as BullMQ job schedulers on Redis, and a firing posting to the channel.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueFiring } from '../../jobs/queue.js';
import { eventually } from '../jobs/harness.js';
import { OCTOBER_BY_CHANNEL, OCTOBER } from '../helpers/fixtures.js';
import { startSlackHarness, type SlackHarness } from './harness.js';
import { blockText, capturingLogger, commandBody, imagesOf, postSigned } from './helpers.js';
import { CHART_PENDING_LINE } from '../../src/render/charts.js';

const { logger, lines } = capturingLogger();
let h: SlackHarness;

beforeAll(async () => {
  h = await startSlackHarness({ logger });
});
afterAll(() => h?.close());

const command = (text: string, channel: string, responseId: string) =>
  postSigned(h.eventsUrl, commandBody({ text, channel, responseUrl: h.fake.responseUrl(responseId) }));
const reply = (responseId: string) => h.fake.waitFor((c) => c.method === 'response_url' && c.params.response_id === responseId);

describe('subscriptions', () => {
  let id = '';

  it('subscribe: acks at once and confirms ephemerally with the schedule in words and the next run in its zone', async () => {
    const res = await command('subscribe referrals last-month by channel every monday at 9am tz Europe/Berlin', 'C0DIGEST', 'sub');
    expect(res.status).toBe(200);
    const confirm = await h.fake.waitFor((c) => c.method === 'chat.postEphemeral' && c.params.channel === 'C0DIGEST');
    const text = String(confirm.params.text);
    expect(confirm.params.user).toBe('U0ANA');
    expect(text).toContain('Referrals by channel · last month');
    expect(text).toContain('every Monday at 09:00 (Europe/Berlin)');
    // The clock is Saturday 2026-11-21 10:00 UTC: the next Monday 09:00 in Berlin.
    expect(text).toContain('Next run Monday, Nov 23 at 09:00 (Europe/Berlin)');
    id = /unsubscribe ([a-z0-9-]+)/i.exec(text)![1]!;
    expect(await h.jobs.subscriptions!.get(id)).toMatchObject({ target: { platform: 'slack', channelId: 'C0DIGEST' } });
  });

  it('subscriptions: lists it', async () => {
    await command('subscriptions', 'C0DIGEST', 'list');
    const text = String((await reply('list')).params.text);
    expect(text).toContain(id);
    expect(text).toContain('every Monday at 09:00 (Europe/Berlin)');
  });

  it('a firing posts the report to the channel, saying which subscription sent it', async () => {
    await enqueueFiring(h.jobs.queue!, id, new Date('2026-11-23T08:00:00Z'));
    const post = await h.fake.waitFor((c) => c.method === 'chat.postMessage' && c.ok && c.params.channel === 'C0DIGEST');
    const text = blockText(post);
    // Fired on Monday Nov 23: October by channel, the totals and channels worked out by hand.
    expect(text).toContain(OCTOBER.periodLabel);
    expect(text).toContain(OCTOBER.referralRevenueText);
    expect(text).toContain(OCTOBER.referralRevenueChange);
    // The table shows money compact (issue 27: Slack's tables at a phone's width).
    for (const [name, , compact] of OCTOBER_BY_CHANNEL.rows) {
      expect(text).toContain(name);
      expect(text).toContain(compact);
    }
    expect(text).toContain(`/report unsubscribe ${id}`);
    expect(post.params.thread_ts).toBeUndefined();
    // A scheduled post goes out once, complete: its chart is in it, and it is never updated.
    expect(
      imagesOf(post)
        .map((b) => b.slack_file?.id)
        .filter(Boolean),
    ).toHaveLength(2); // the trend and the channels
    expect(text).not.toContain(CHART_PENDING_LINE);
    await eventually(() => lines.find((l) => l.includes('"event":"job_completed"') && l.includes(id)), 10_000, 'the firing completed');
    expect(h.fake.callsOf('chat.update', 'C0DIGEST')).toEqual([]);
  });

  it('unsubscribe: removes it, and the list is empty', async () => {
    await command(`unsubscribe ${id}`, 'C0DIGEST', 'unsub');
    expect(String((await reply('unsub')).params.text)).toContain(`Removed subscription \`${id}\``);
    await command('subscriptions', 'C0DIGEST', 'empty');
    expect(String((await reply('empty')).params.text)).toContain('no subscriptions');
    expect(await h.jobs.subscriptions!.get(id)).toBeNull();
  });

  it('refuses to subscribe a channel the bot cannot post in, instead of failing silently later', async () => {
    h.fake.notMember.add('C0NOBOT');
    await command('subscribe digest every monday', 'C0NOBOT', 'nobot');
    const text = String((await reply('nobot')).params.text);
    expect(text).toContain('Invite @Report bot');
    expect(await h.jobs.subscriptions!.list('slack:T0FAKE:C0NOBOT')).toEqual([]);
  });

  it('a firing into a channel the bot was removed from pauses the subscription and tells its creator by DM', async () => {
    await command('subscribe signups every day at 08:00', 'C0LATER', 'later');
    const confirm = await h.fake.waitFor((c) => c.method === 'chat.postEphemeral' && c.params.channel === 'C0LATER');
    const laterId = /unsubscribe ([a-z0-9-]+)/i.exec(String(confirm.params.text))![1]!;
    h.fake.notMember.add('C0LATER');
    await enqueueFiring(h.jobs.queue!, laterId, new Date('2026-11-22T08:00:00Z'));
    const dm = await h.fake.waitFor(
      (c) => c.method === 'chat.postMessage' && c.ok && c.params.channel === 'D0ANA' && String(c.params.text).includes(laterId),
    );
    expect(String(dm.params.text)).toContain('I paused your subscription');
    expect((await h.jobs.subscriptions!.get(laterId))?.paused).toMatchObject({ code: 'target_gone', platformCode: 'not_in_channel' });
    await command('subscriptions', 'C0LATER', 'paused-list');
    expect(String((await reply('paused-list')).params.text)).toContain('PAUSED');
  });

  it('unsubscribe of an unknown id says so', async () => {
    await command('unsubscribe nope-123', 'C0DIGEST', 'unknown');
    expect(String((await reply('unknown')).params.text)).toContain('There is no subscription `nope-123`');
  });
});
