/**
 * Slack's assistant pane (issue 50), through the real Bolt app and its `Assistant` against the
 * fake Slack, judged by what the bot calls and posts: a new thread gets four suggested prompts;
 * a question gets the thread titled, a status while it is read and made, and the report in the
 * thread; a follow-up there changes it; the channel the person views chooses the access policy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STARTER_QUESTIONS } from '../../src/query/index.js';
import { OCTOBER, OCTOBER_BY_CHANNEL } from '../helpers/fixtures.js';
import type { RecordedCall } from './fake-slack.js';
import { startSlackHarness, type SlackHarness } from './harness.js';
import { blockText, capturingLogger, commandBody, eventBody, postSigned } from './helpers.js';

const { logger } = capturingLogger();
let h: SlackHarness;

beforeAll(async () => {
  h = await startSlackHarness({ logger, followUps: true });
});
afterAll(() => h?.close());

let n = 0;
async function event(inner: Record<string, unknown>): Promise<void> {
  n += 1;
  expect((await postSigned(h.eventsUrl, eventBody(`Ev0PANE${n}`, inner), { contentType: 'application/json' })).status).toBe(200);
}

/** Slack's `assistant_thread_started`: the person opened the pane beside `viewing`. */
const started = (dm: string, thread: string, viewing: string) =>
  event({
    type: 'assistant_thread_started',
    assistant_thread: {
      user_id: 'U0ANA',
      channel_id: dm,
      thread_ts: thread,
      context: { channel_id: viewing, team_id: 'T0FAKE', enterprise_id: null },
    },
    event_ts: thread,
  });

/** A question typed in the pane's thread: a `message.im` in that thread. */
const ask = (dm: string, thread: string, text: string) => {
  const ts = `1700000700.${String(++n).padStart(6, '0')}`;
  return event({ type: 'message', channel: dm, channel_type: 'im', user: 'U0ANA', text, ts, thread_ts: thread, event_ts: ts });
};

const calls = (method: string, thread: string) => h.fake.callsOf(method).filter((c) => c.params.thread_ts === thread);
async function posts(dm: string, thread: string, k: number): Promise<RecordedCall[]> {
  await h.fake.waitFor(() => h.fake.callsOf('chat.postMessage', dm).filter((c) => c.ok && c.params.thread_ts === thread).length >= k);
  return h.fake.callsOf('chat.postMessage', dm).filter((c) => c.ok && c.params.thread_ts === thread);
}

describe("Slack's assistant pane", () => {
  it('a new thread gets four suggested prompts from help', async () => {
    await started('D0PANE', '1700000700.100000', 'C0VIEW');
    const [prompts] = await h.fake
      .waitFor(() => calls('assistant.threads.setSuggestedPrompts', '1700000700.100000').length >= 1)
      .then(() => calls('assistant.threads.setSuggestedPrompts', '1700000700.100000'));
    expect(prompts!.ok).toBe(true);
    expect(prompts!.params.channel_id).toBe('D0PANE');
    const asked = (prompts!.params.prompts as { message: string }[]).map((p) => p.message);
    expect(asked).toEqual(STARTER_QUESTIONS.slice(0, 4));
  });

  it('a question: the thread is titled, a status shows while it is read and made, and the report comes in the thread; a follow-up changes it', async () => {
    const thread = '1700000700.200000';
    await started('D0PANE', thread, 'C0VIEW');
    await ask('D0PANE', thread, 'how did referrals do last month?');
    const [report] = await posts('D0PANE', thread, 1);
    expect(blockText(report!)).toContain(OCTOBER.referralRevenueText);
    await h.drained();
    expect(calls('assistant.threads.setTitle', thread).map((c) => c.params.title)).toEqual(['how did referrals do last month?']);
    expect(calls('assistant.threads.setStatus', thread).map((c) => c.params.status)).toEqual([
      'Reading your question…',
      'Working on Referrals · last month…',
    ]);
    // Nothing else was said in the thread: the status stood for "Working on…", and the report cleared it.
    expect(h.fake.callsOf('chat.postMessage', 'D0PANE').filter((c) => c.params.thread_ts === thread)).toHaveLength(1);

    await ask('D0PANE', thread, 'and by channel?');
    const changed = (await posts('D0PANE', thread, 2))[1]!;
    expect(blockText(changed)).toContain(OCTOBER_BY_CHANNEL.title);
    expect(blockText(changed)).toContain(OCTOBER.periodLabel);
  });

  it('a question it cannot read is answered in the thread, in one sentence', async () => {
    const thread = '1700000700.300000';
    await started('D0PANE', thread, 'C0VIEW');
    await ask('D0PANE', thread, 'what is the weather tomorrow?');
    const [said] = await posts('D0PANE', thread, 1);
    expect(String(said!.params.text)).toMatch(/^The reporting service holds nothing on the weather/);
  });

  it("the channel being viewed chooses the access policy: a report outside that channel's scope is refused there", async () => {
    h.fake.admins.add('U0BOSS');
    await postSigned(
      h.eventsUrl,
      commandBody({ text: 'access grant reports signups', channel: 'C0SIGNUPSONLY', user: 'U0BOSS', responseUrl: h.fake.responseUrl('grant') }),
    );
    await h.fake.waitFor((c) => c.method === 'response_url' && c.params.response_id === 'grant');
    const thread = '1700000700.400000';
    await started('D0PANE', thread, 'C0SIGNUPSONLY');
    const before = await h.jobCount();
    await ask('D0PANE', thread, 'referrals last month');
    const [said] = await posts('D0PANE', thread, 1);
    expect(String(said!.params.text)).toContain('This channel can see signups, not referrals');
    expect(await h.jobCount()).toBe(before);
    // Beside a channel with no limits, the same question is answered.
    const open = '1700000700.500000';
    await started('D0PANE', open, 'C0VIEW');
    await ask('D0PANE', open, 'referrals last month');
    expect(blockText((await posts('D0PANE', open, 1))[0]!)).toContain(OCTOBER.referralRevenueText);
  });
});
