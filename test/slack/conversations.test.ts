/**
 * Where a conversation with the bot goes on, through the real Bolt app against the fake Slack.
 * Direct messages (its Messages tab): a `message.im` event is answered in the DM, a follow-up
 * there changes the DM's last report (and only that DM's), a question back has its buttons there
 * too, and edits, other subtypes, bots and messages outside DMs are not answered. A thread in a
 * channel: a mention that only changes something changes the thread's last report, and so does a
 * reply without a mention (`message.channels`, `message.groups`) in a thread the bot answered;
 * chat there, and every other message of the channel, is left alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OCTOBER, OCTOBER_BY_CHANNEL, SIGNUPS_LAST_WEEK } from '../helpers/fixtures.js';
import { FAKE_BOT_USER, type RecordedCall } from './fake-slack.js';
import { startSlackHarness, type SlackHarness } from './harness.js';
import { actionBody, blockText, buttonPress, capturingLogger, commandBody, postSigned } from './helpers.js';

const { logger } = capturingLogger();
let h: SlackHarness;

beforeAll(async () => {
  h = await startSlackHarness({ logger, followUps: true });
});
afterAll(() => h?.close());

let seq = 0;
/** A `message` event as Slack sends it for a message in a DM with the bot (`message.im`). */
async function dm(channel: string, text: string, extra: Record<string, unknown> = {}, user = 'U0ANA'): Promise<void> {
  seq += 1;
  const ts = `1700000300.${String(seq).padStart(6, '0')}`;
  const body = JSON.stringify({
    token: 'legacy',
    team_id: 'T0FAKE',
    api_app_id: 'A0REPORT',
    type: 'event_callback',
    event_id: `Ev0DM${seq}`,
    event_time: 1700000300,
    authorizations: [{ team_id: 'T0FAKE', user_id: FAKE_BOT_USER, is_bot: true }],
    event: { type: 'message', channel, channel_type: 'im', user, text, ts, event_ts: ts, ...extra },
  });
  const res = await postSigned(h.eventsUrl, body, { contentType: 'application/json' });
  expect(res.status).toBe(200);
}

/** The `n`-th message the bot posted in a channel (1-based), once it is there. */
const nthPost = async (channel: string, n: number): Promise<RecordedCall> => {
  await h.fake.waitFor(() => h.fake.callsOf('chat.postMessage', channel).filter((c) => c.ok).length >= n);
  return h.fake.callsOf('chat.postMessage', channel).filter((c) => c.ok)[n - 1]!;
};

describe('a direct message to the bot', () => {
  it('is answered in the DM: "Working on…", then the report', async () => {
    await dm('D0ANA', 'referrals last month');
    const working = await nthPost('D0ANA', 1);
    expect(working.params).toMatchObject({ channel: 'D0ANA', text: 'Working on *Referrals · last month*…' });
    expect(working.params.thread_ts).toBeUndefined();
    const report = await nthPost('D0ANA', 2);
    expect(blockText(report)).toContain(OCTOBER.periodLabel);
    expect(blockText(report)).toContain(OCTOBER.referralRevenueText);
  });

  it('a follow-up changes the last report of that DM', async () => {
    await h.drained();
    await dm('D0ANA', 'and by channel?');
    expect((await nthPost('D0ANA', 3)).params.text).toBe('Working on *Referrals by channel · last month*…');
    const report = await nthPost('D0ANA', 4);
    expect(blockText(report)).toContain(OCTOBER_BY_CHANNEL.title);
    expect(blockText(report)).toContain(OCTOBER.periodLabel);
  });

  it("another person's DM has no last report: the same words are read on their own", async () => {
    await dm('D0BEN', 'and by channel?', {}, 'U0BEN');
    const reply = await nthPost('D0BEN', 1);
    expect(String(reply.params.text)).toMatch(/Did you mean Referrals\?/);
    await h.drained();
    expect(h.fake.callsOf('chat.postMessage', 'D0BEN')).toHaveLength(1);
  });

  it('a question with two readings is asked there with buttons; a press posts the report in the DM', async () => {
    await dm('D0CARLA', 'signups and stories last week', {}, 'U0CARLA');
    const question = await nthPost('D0CARLA', 1);
    expect(blockText(question)).toContain('Which did you mean: Signups or Guest photo stories?');
    const actions = (question.params.blocks as { type: string; elements?: { action_id: string; value: string }[] }[]).find(
      (b) => b.type === 'actions',
    )!;
    expect(actions.elements!.map((e) => e.value)).toEqual([
      '{"a":"reading","v":1,"c":"signups last week"}',
      '{"a":"reading","v":1,"c":"stories last week"}',
    ]);
    const payload = buttonPress({
      message: question,
      ts: h.fake.tsOf(question),
      channel: 'D0CARLA',
      actionId: 'report_reading_1',
      value: actions.elements![0]!.value,
      responseUrl: h.fake.responseUrl('dm-reading'),
    });
    await postSigned(h.eventsUrl, actionBody({ ...payload, user: { id: 'U0CARLA', username: 'carla', team_id: 'T0FAKE' } }));
    const working = await h.fake.waitFor((c) => c.method === 'response_url' && c.params.response_id === 'dm-reading');
    expect(working.params).toMatchObject({ replace_original: true, text: 'Working on *Signups · last week*…' });
    const report = await nthPost('D0CARLA', 2);
    expect(blockText(report)).toContain(SIGNUPS_LAST_WEEK.periodLabel);
  });

  it('edits, other subtypes, bots and messages outside a DM are not answered', async () => {
    await dm('D0QUIET', 'referrals last month', { subtype: 'message_changed' });
    await dm('D0QUIET', 'referrals last month', { edited: { user: 'U0ANA', ts: '1700000300.000001' } });
    await dm('D0QUIET', 'referrals last month', { bot_id: 'B0OTHER' });
    await dm('D0QUIET', 'referrals last month', { channel_type: 'channel' });
    await dm('D0QUIET', 'help');
    const help = await nthPost('D0QUIET', 1);
    expect(String(help.params.text)).toContain('Usage:');
    await h.drained();
    expect(h.fake.callsOf('chat.postMessage', 'D0QUIET')).toHaveLength(1);
  });
});

describe('a thread in a channel', () => {
  let seqInThread = 0;
  /** `@Report bot <text>` in the thread under `threadTs` of C0THREADS. */
  async function mention(threadTs: string, text: string): Promise<void> {
    seqInThread += 1;
    const ts = `1700000400.${String(seqInThread).padStart(6, '0')}`;
    const body = JSON.stringify({
      token: 'legacy',
      team_id: 'T0FAKE',
      api_app_id: 'A0REPORT',
      type: 'event_callback',
      event_id: `Ev0THREAD${seqInThread}`,
      event_time: 1700000400,
      authorizations: [{ team_id: 'T0FAKE', user_id: FAKE_BOT_USER, is_bot: true }],
      event: { type: 'app_mention', user: 'U0ANA', text: `<@${FAKE_BOT_USER}> ${text}`, ts, thread_ts: threadTs, channel: 'C0THREADS', event_ts: ts },
    });
    expect((await postSigned(h.eventsUrl, body, { contentType: 'application/json' })).status).toBe(200);
  }
  const working = async (n: number) => {
    await h.fake.waitFor(() => h.fake.callsOf('chat.postEphemeral', 'C0THREADS').length >= n);
    return h.fake.callsOf('chat.postEphemeral', 'C0THREADS')[n - 1]!.params;
  };

  it('a mention that only changes something changes the last report of that thread, and only of that thread', async () => {
    await mention('1700000400.100000', 'referrals last month');
    expect(await working(1)).toMatchObject({ thread_ts: '1700000400.100000', text: 'Working on *Referrals · last month*…' });
    await mention('1700000400.100000', 'and by channel?');
    expect(await working(2)).toMatchObject({ thread_ts: '1700000400.100000', text: 'Working on *Referrals by channel · last month*…' });
    await mention('1700000400.200000', 'and by channel?');
    expect(String((await working(3)).text)).toMatch(/Did you mean Referrals\?/);
  });
});

describe('a reply in a channel thread, without a mention', () => {
  let n = 0;
  /** A message event as Slack sends it for `message.channels` (or `message.groups`). */
  async function send(channel: string, text: string, extra: Record<string, unknown> = {}, event: 'message' | 'app_mention' = 'message') {
    n += 1;
    const ts = `1700000500.${String(n).padStart(6, '0')}`;
    const body = JSON.stringify({
      token: 'legacy',
      team_id: 'T0FAKE',
      api_app_id: 'A0REPORT',
      type: 'event_callback',
      event_id: `Ev0REPLY${n}`,
      event_time: 1700000500,
      authorizations: [{ team_id: 'T0FAKE', user_id: FAKE_BOT_USER, is_bot: true }],
      event: { type: event, channel, user: 'U0ANA', text, ts, event_ts: ts, ...(event === 'message' ? { channel_type: 'channel' } : {}), ...extra },
    });
    expect((await postSigned(h.eventsUrl, body, { contentType: 'application/json' })).status).toBe(200);
  }
  const mention = (channel: string, threadTs: string, text: string) =>
    send(channel, `<@${FAKE_BOT_USER}> ${text}`, { thread_ts: threadTs }, 'app_mention');
  /** The `k`-th ephemeral message to the person in a channel (1-based), once it is there. */
  const nthEphemeral = async (channel: string, k: number) => {
    await h.fake.waitFor(() => h.fake.callsOf('chat.postEphemeral', channel).length >= k);
    return h.fake.callsOf('chat.postEphemeral', channel)[k - 1]!.params;
  };

  it('a follow-up in a thread the bot answered changes its report, posted in that thread', async () => {
    const thread = '1700000500.100000';
    await mention('C0REPLIES', thread, 'referrals last month');
    expect(await nthEphemeral('C0REPLIES', 1)).toMatchObject({ thread_ts: thread, text: 'Working on *Referrals · last month*…' });
    expect((await nthPost('C0REPLIES', 1)).params.thread_ts).toBe(thread);

    await send('C0REPLIES', 'and by channel?', { thread_ts: thread });
    expect(await nthEphemeral('C0REPLIES', 2)).toMatchObject({
      thread_ts: thread,
      user: 'U0ANA',
      text: 'Working on *Referrals by channel · last month*…',
    });
    const report = await nthPost('C0REPLIES', 2);
    expect(report.params.thread_ts).toBe(thread);
    expect(blockText(report)).toContain(OCTOBER_BY_CHANNEL.title);
    expect(blockText(report)).toContain(OCTOBER.periodLabel);
  });

  it('chat in that thread, other threads, top-level messages, edits, bots and mentions get nothing from it', async () => {
    const thread = '1700000500.200000';
    await mention('C0CHAT', thread, 'referrals last month');
    await nthPost('C0CHAT', 1);
    await h.drained();
    const before = await h.jobCount();
    // People talking about the report: nothing the grammar reads as another report.
    await send('C0CHAT', 'thanks, that is useful', { thread_ts: thread });
    await send('C0CHAT', 'ok thanks', { thread_ts: thread });
    await send('C0CHAT', 'is that right?', { thread_ts: thread });
    // A follow-up anywhere but a thread the bot answered.
    await send('C0CHAT', 'and by channel?', { thread_ts: '1700000500.299999' });
    await send('C0CHAT', 'and by channel?');
    await send('C0OTHER', 'and by channel?', { thread_ts: thread });
    // Not a person's new message.
    await send('C0CHAT', 'and by channel?', { thread_ts: thread, subtype: 'message_changed' });
    await send('C0CHAT', 'and by channel?', { thread_ts: thread, edited: { user: 'U0ANA', ts: '1700000500.200001' } });
    await send('C0CHAT', 'and by channel?', { thread_ts: thread, bot_id: 'B0OTHER' });
    await send('C0CHAT', 'and by channel?', { thread_ts: thread, subtype: 'thread_broadcast' });
    // A mention comes as app_mention too, and is answered there once (not sent here: so nothing).
    await send('C0CHAT', `<@${FAKE_BOT_USER}> and by channel?`, { thread_ts: thread });
    // Then one that is answered, so the ones before it have been read.
    await send('C0CHAT', 'what about last week?', { thread_ts: thread });
    expect(await nthEphemeral('C0CHAT', 2)).toMatchObject({ thread_ts: thread, text: 'Working on *Referrals · last week*…' });
    await h.drained();
    expect(h.fake.callsOf('chat.postEphemeral', 'C0CHAT')).toHaveLength(2);
    expect(h.fake.callsOf('chat.postMessage', 'C0CHAT').filter((c) => c.ok)).toHaveLength(2);
    expect(h.fake.callsOf('chat.postEphemeral', 'C0OTHER')).toHaveLength(0);
    expect(h.fake.callsOf('chat.postMessage', 'C0OTHER')).toHaveLength(0);
    expect(await h.jobCount()).toBe(before + 1);
  });

  it('a private channel (message.groups) works the same', async () => {
    const thread = '1700000500.300000';
    await mention('G0PRIVATE', thread, 'referrals last month');
    await nthEphemeral('G0PRIVATE', 1);
    await send('G0PRIVATE', 'same for signups last week', { thread_ts: thread, channel_type: 'group' });
    expect(await nthEphemeral('G0PRIVATE', 2)).toMatchObject({ thread_ts: thread, text: 'Working on *Signups · last week*…' });
  });

  it("is checked against the channel's access like any request: outside it, one sentence and nothing queued", async () => {
    h.fake.admins.add('U0BOSS');
    await postSigned(
      h.eventsUrl,
      commandBody({ text: 'access grant reports referrals', channel: 'C0LIMITED', user: 'U0BOSS', responseUrl: h.fake.responseUrl('limit') }),
    );
    await h.fake.waitFor((c) => c.method === 'response_url' && c.params.response_id === 'limit');
    const thread = '1700000500.400000';
    await mention('C0LIMITED', thread, 'referrals last month');
    expect(await nthEphemeral('C0LIMITED', 1)).toMatchObject({ text: 'Working on *Referrals · last month*…' });
    await nthPost('C0LIMITED', 1);
    await h.drained();
    const before = await h.jobCount();
    await send('C0LIMITED', 'same for signups', { thread_ts: thread });
    expect(await nthEphemeral('C0LIMITED', 2)).toMatchObject({
      thread_ts: thread,
      user: 'U0ANA',
      text: 'This channel can see referrals, not signups; ask an admin to widen it with `/report access grant reports signups`.',
    });
    await h.drained();
    expect(await h.jobCount()).toBe(before);
    expect(h.fake.callsOf('chat.postMessage', 'C0LIMITED').filter((c) => c.ok)).toHaveLength(1);
  });
});
