/**
 * Where a conversation with the bot goes on, through the real Bolt app against the fake Slack.
 * Direct messages (its Messages tab): a `message.im` event is answered in the DM, a follow-up
 * there changes the DM's last report (and only that DM's), a question back has its buttons there
 * too, and edits, other subtypes, bots and messages outside DMs are not answered. A thread in a
 * channel: a mention that only changes something changes the thread's last report.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OCTOBER, OCTOBER_BY_CHANNEL, SIGNUPS_LAST_WEEK } from '../helpers/fixtures.js';
import { FAKE_BOT_USER, type RecordedCall } from './fake-slack.js';
import { startSlackHarness, type SlackHarness } from './harness.js';
import { actionBody, blockText, buttonPress, capturingLogger, postSigned } from './helpers.js';

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
    expect(String(reply.params.text)).toMatch(/Name a report/);
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
    expect(String((await working(3)).text)).toMatch(/Name a report/);
  });
});
