/**
 * A question with two readings in Slack, through the real Bolt app against the fake Slack:
 * the bot asks back with a button per reading (before any call to the service), a press runs
 * that reading as if typed (its report posted as a new message, access checks included), and a
 * changed value gets one sentence.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUPS_LAST_WEEK } from '../helpers/fixtures.js';
import { FAKE_BOT_USER } from './fake-slack.js';
import { startSlackHarness, type SlackHarness } from './harness.js';
import { actionBody, blockText, capturingLogger, commandBody, postSigned } from './helpers.js';

const { logger, lines } = capturingLogger();
let h: SlackHarness;

beforeAll(async () => {
  h = await startSlackHarness({ logger, followUps: true });
});
afterAll(() => h?.close());

const SIGNUPS_VALUE = '{"a":"reading","v":1,"c":"signups last week"}';
const STORIES_VALUE = '{"a":"reading","v":1,"c":"stories last week"}';
/** The question as Slack shows it: the question, and a button per reading. */
const QUESTION_BLOCKS = [
  { type: 'section', text: { type: 'mrkdwn', text: 'Which did you mean: Signups or Guest photo stories?', verbatim: true } },
  {
    type: 'actions',
    elements: [
      { type: 'button', text: { type: 'plain_text', text: 'Signups', emoji: true }, action_id: 'report_reading_1', value: SIGNUPS_VALUE },
      { type: 'button', text: { type: 'plain_text', text: 'Guest photo stories', emoji: true }, action_id: 'report_reading_2', value: STORIES_VALUE },
    ],
  },
];
/** The same, for notifications and screen readers. */
const QUESTION_TEXT =
  'Which did you mean: Signups or Guest photo stories?\n1. Signups: `/report signups last week`\n2. Guest photo stories: `/report stories last week`';

const command = (text: string, channel: string, user = 'U0ANA') =>
  postSigned(h.eventsUrl, commandBody({ text, channel, user, responseUrl: h.fake.responseUrl() }));

/**
 * Slack's `block_actions` payload for a press on an ephemeral message (the question back): it
 * has no `message`, only its container (with the thread it is in).
 */
function ephemeralPress(p: { channel: string; value: string; actionId: string; responseUrl: string; threadTs?: string; user?: string }) {
  return {
    type: 'block_actions',
    team: { id: 'T0FAKE', domain: 'fake' },
    user: { id: p.user ?? 'U0ANA', username: 'ana', team_id: 'T0FAKE' },
    api_app_id: 'A0REPORT',
    token: 'legacy',
    trigger_id: '1.2.3',
    container: {
      type: 'message',
      message_ts: '1700000100.000001',
      channel_id: p.channel,
      is_ephemeral: true,
      ...(p.threadTs ? { thread_ts: p.threadTs } : {}),
    },
    channel: { id: p.channel, name: 'reports' },
    response_url: p.responseUrl,
    actions: [
      {
        type: 'button',
        action_id: p.actionId,
        block_id: 'b',
        value: p.value,
        text: { type: 'plain_text', text: 'x' },
        action_ts: '1700000101.000001',
      },
    ],
  };
}
const press = (p: Parameters<typeof ephemeralPress>[0]) => postSigned(h.eventsUrl, actionBody(ephemeralPress(p)));
const responded = (id: string) => h.fake.waitFor((c) => c.method === 'response_url' && c.params.response_id === id);

describe('a question with two readings, by slash command', () => {
  it('is asked back in the ack with a button per reading; nothing is queued and the service is not called', async () => {
    const jobs = await h.jobCount();
    const requests = h.sandbox.stats.requests;
    const res = await command('signups and stories last week', 'C0ASK');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ response_type: 'ephemeral', text: QUESTION_TEXT, blocks: QUESTION_BLOCKS });
    expect(await h.jobCount()).toBe(jobs);
    expect(h.sandbox.stats.requests).toBe(requests);
  });

  it('a press runs that reading as if typed: "Working on…" takes the question\'s place, and the report is posted in the channel', async () => {
    const res = await press({ channel: 'C0ASK', value: SIGNUPS_VALUE, actionId: 'report_reading_1', responseUrl: h.fake.responseUrl('reading') });
    expect(res.status).toBe(200);
    const working = await responded('reading');
    expect(working.params).toEqual({
      response_type: 'ephemeral',
      replace_original: true,
      text: 'Working on *Signups · last week*…',
      response_id: 'reading',
    });
    const report = await h.fake.waitFor((c) => c.method === 'chat.postMessage' && c.ok && c.params.channel === 'C0ASK');
    expect(report.params.thread_ts).toBeUndefined();
    // Three sign-ups on Nov 9, 10 and 12, against one on Nov 3 (test/helpers/fixtures.ts).
    expect(blockText(report)).toContain(SIGNUPS_LAST_WEEK.periodLabel);
    expect(blockText(report)).toContain(SIGNUPS_LAST_WEEK.signupsChange);
    // The question's message is not updated as a report would be.
    expect(h.fake.callsOf('chat.update', 'C0ASK').filter((c) => c.params.ts === '1700000100.000001')).toEqual([]);
  });

  it('a changed value gets one sentence and nothing is queued', async () => {
    await h.drained();
    const jobs = await h.jobCount();
    for (const [id, value] of [
      ['changed-report', SIGNUPS_VALUE.replace('signups', 'payroll')],
      ['changed-shape', SIGNUPS_VALUE.replace('"v":1', '"v":1,"q":{}')],
    ] as const) {
      await press({ channel: 'C0ASK', value, actionId: 'report_reading_1', responseUrl: h.fake.responseUrl(id) });
      expect((await responded(id)).params).toEqual({
        response_type: 'ephemeral',
        replace_original: false,
        text: 'That button is out of date; type the question again.',
        response_id: id,
      });
    }
    expect(await h.jobCount()).toBe(jobs);
    expect(lines.filter((l) => l.includes('"event":"slack_action_rejected"'))).toHaveLength(2);
  });

  it("is checked against the channel's access like typed text: a reading it may not see is refused", async () => {
    h.fake.admins.add('U0BOSS');
    await command('access grant reports signups', 'C0LIMITED', 'U0BOSS');
    await h.fake.waitFor((c) => c.method === 'response_url' && String(c.params.text).startsWith('Done.'));
    const jobs = await h.jobCount();
    await press({ channel: 'C0LIMITED', value: STORIES_VALUE, actionId: 'report_reading_2', responseUrl: h.fake.responseUrl('limited') });
    expect((await responded('limited')).params).toMatchObject({
      replace_original: false,
      text: 'This channel can see signups, not stories; ask an admin to widen it with `/report access grant reports stories`.',
    });
    expect(await h.jobCount()).toBe(jobs);
  });
});

describe('a question with two readings, by mention in a thread', () => {
  it('is asked back in the thread, and a press posts the report in that thread', async () => {
    const body = JSON.stringify({
      token: 'legacy',
      team_id: 'T0FAKE',
      api_app_id: 'A0REPORT',
      type: 'event_callback',
      event_id: 'Ev0ASKTHREAD',
      event_time: 1700000000,
      authorizations: [{ team_id: 'T0FAKE', user_id: FAKE_BOT_USER, is_bot: true }],
      event: {
        type: 'app_mention',
        user: 'U0ANA',
        text: `<@${FAKE_BOT_USER}> signups and stories last week`,
        ts: '1700000200.000200',
        thread_ts: '1700000200.000100',
        channel: 'C0THREAD',
        event_ts: '1700000200.000200',
      },
    });
    expect((await postSigned(h.eventsUrl, body, { contentType: 'application/json' })).status).toBe(200);
    const question = await h.fake.waitFor((c) => c.method === 'chat.postEphemeral' && c.params.channel === 'C0THREAD');
    expect(question.params).toMatchObject({ user: 'U0ANA', thread_ts: '1700000200.000100', text: QUESTION_TEXT, blocks: QUESTION_BLOCKS });
    expect(question.ok).toBe(true);

    await press({
      channel: 'C0THREAD',
      value: SIGNUPS_VALUE,
      actionId: 'report_reading_1',
      responseUrl: h.fake.responseUrl('thread'),
      threadTs: '1700000200.000100',
    });
    const report = await h.fake.waitFor((c) => c.method === 'chat.postMessage' && c.ok && c.params.channel === 'C0THREAD');
    expect(report.params.thread_ts).toBe('1700000200.000100');
    expect(blockText(report)).toContain(SIGNUPS_LAST_WEEK.periodLabel);
  });
});
