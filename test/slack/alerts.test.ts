/**
 * Alerts through the real Bolt app and the fake Slack: `/report alert`, `/report alerts`, a
 * crossing posted with its sentence and buttons (checked by the fake with Block Kit's own
 * types), Snooze and Open report clicked, a tampered snooze refused, `unsubscribe`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueFiring } from '../../jobs/queue.js';
import { STALE_ACTION_MESSAGE } from '../../src/render/actions.js';
import { OCTOBER } from '../helpers/fixtures.js';
import { jobWhen } from '../jobs/harness.js';
import type { RecordedCall } from './fake-slack.js';
import { startSlackHarness, type SlackHarness } from './harness.js';
import { actionBody, buttonPress, blockText, blocksOf, capturingLogger, commandBody, postSigned } from './helpers.js';

const { logger } = capturingLogger();
let h: SlackHarness;

beforeAll(async () => {
  h = await startSlackHarness({ logger });
});
afterAll(() => h?.close());

const CHANNEL = 'C0ALERTS';
const command = (text: string, responseId: string) =>
  postSigned(h.eventsUrl, commandBody({ text, channel: CHANNEL, responseUrl: h.fake.responseUrl(responseId) }));
const reply = (responseId: string) => h.fake.waitFor((c) => c.method === 'response_url' && c.params.response_id === responseId);

const click = (message: RecordedCall, actionId: string, value: string, responseId: string) =>
  postSigned(
    h.eventsUrl,
    actionBody(
      buttonPress({
        message,
        ts: h.fake.tsOf(message),
        channel: CHANNEL,
        channelName: 'alerts',
        actionId,
        value,
        blockId: 'alert',
        responseUrl: h.fake.responseUrl(responseId),
      }),
    ),
  );

function buttons(message: RecordedCall): Map<string, string> {
  const out = new Map<string, string>();
  for (const block of blocksOf(message)) {
    if (block.type !== 'actions') continue;
    for (const e of (block as unknown as { elements: { action_id: string; value: string }[] }).elements) out.set(e.action_id, e.value);
  }
  return out;
}

describe('alerts in Slack', () => {
  let id = '';
  let alertPost: RecordedCall;

  it('alert: confirms with the condition in words, the schedule and the first check', async () => {
    await command('alert referrals revenue below $5,000 last-month', 'set');
    const confirm = await h.fake.waitFor((c) => c.method === 'chat.postEphemeral' && c.params.channel === CHANNEL);
    const text = String(confirm.params.text);
    id = /unsubscribe ([a-z0-9-]+)/i.exec(text)![1]!;
    // Saturday Nov 21 10:00 UTC; every weekday at 08:00 in the workspace zone (UTC): Monday.
    expect(text).toBe(
      `Alert set: revenue below $5,000 on Referrals · last month, checked every weekday at 08:00 (UTC). I post here only when it starts to hold, once per crossing. First check Monday, Nov 23 at 08:00 (UTC). Id \`${id}\`; to stop it: \`/report unsubscribe ${id}\`.`,
    );
  });

  it('alerts: lists it, not yet checked', async () => {
    await command('alerts', 'list');
    expect(String((await reply('list')).params.text)).toContain(
      `\`${id}\` revenue below $5,000 on Referrals · last month, every weekday at 08:00 (UTC). Next check Monday, Nov 23 at 08:00 (UTC); not checked yet.`,
    );
  });

  it('a crossing posts the sentence above the report, with Open report and Snooze buttons', async () => {
    await enqueueFiring(h.jobs.queue!, id, new Date('2026-11-23T08:00:00Z'));
    alertPost = await h.fake.waitFor((c) => c.method === 'chat.postMessage' && c.ok && c.params.channel === CHANNEL);
    // October by hand: $1,234.56 of referral revenue, below $5,000.
    const sentence = `Referral revenue for last month is ${OCTOBER.referralRevenueText}, below your alert of $5,000.`;
    expect(blocksOf(alertPost)[0]).toMatchObject({ type: 'section', text: { type: 'mrkdwn', text: `*${sentence}*` } });
    expect(String(alertPost.params.text).startsWith(sentence)).toBe(true);
    expect(blockText(alertPost)).toContain(OCTOBER.periodLabel);
    expect(blockText(alertPost)).toContain(`/report unsubscribe ${id}`);
    expect([...buttons(alertPost).keys()]).toEqual(
      expect.arrayContaining(['report_refresh', 'report_open', 'report_snooze_day', 'report_snooze_week']),
    );
    // The next weekday it still holds: nothing is posted.
    const posts = h.fake.callsOf('chat.postMessage', CHANNEL).length;
    const job = await enqueueFiring(h.jobs.queue!, id, new Date('2026-11-24T08:00:00Z'));
    expect((await jobWhen(h.jobs.queue!, job, 'completed')).returnvalue).toMatchObject({ status: 'skipped', reason: 'not_crossed' });
    expect(h.fake.callsOf('chat.postMessage', CHANNEL)).toHaveLength(posts);
    await command('alerts', 'holding');
    expect(String((await reply('holding')).params.text)).toContain('; holding.');
  });

  it('Snooze 1 week: says until when, and the alert is not checked before then', async () => {
    await click(alertPost, 'report_snooze_week', buttons(alertPost).get('report_snooze_week')!, 'snooze');
    // The harness clock is Saturday Nov 21 10:00 UTC; a week later.
    expect(String((await reply('snooze')).params.text)).toBe(
      `Snoozed alert \`${id}\` (revenue below $5,000 on Referrals · last month) until Saturday, Nov 28 at 10:00 (UTC); it is not checked before then.`,
    );
    const job = await enqueueFiring(h.jobs.queue!, id, new Date('2026-11-25T08:00:00Z'));
    expect((await jobWhen(h.jobs.queue!, job, 'completed')).returnvalue).toMatchObject({ status: 'skipped', reason: 'snoozed' });
    await command('alerts', 'snoozed');
    expect(String((await reply('snoozed')).params.text)).toContain('; snoozed until Saturday, Nov 28 at 10:00 (UTC).');
  });

  it('a tampered snooze value gets one sentence and snoozes nothing', async () => {
    const value = buttons(alertPost).get('report_snooze_day')!.replace(id, 'zzzzzz').replace('snooze_day', 'snooze_year');
    await click(alertPost, 'report_snooze_day', value, 'tampered');
    expect((await reply('tampered')).params).toMatchObject({ response_type: 'ephemeral', text: STALE_ACTION_MESSAGE });
  });

  it('Open report posts the report as a new message and leaves the alert as it was', async () => {
    const alertTs = h.fake.tsOf(alertPost);
    const updatesOfAlert = () => h.fake.callsOf('chat.update').filter((c) => c.params.ts === alertTs).length;
    const updates = updatesOfAlert();
    const posts = h.fake.callsOf('chat.postMessage', CHANNEL).length;
    await click(alertPost, 'report_open', buttons(alertPost).get('report_open')!, 'open');
    const opened = await h.fake.waitFor(
      (c) =>
        c.method === 'chat.postMessage' && c.ok && c.params.channel === CHANNEL && h.fake.callsOf('chat.postMessage', CHANNEL).indexOf(c) >= posts,
    );
    expect(blockText(opened)).toContain(OCTOBER.referralRevenueText);
    expect(blockText(opened)).not.toContain('below your alert');
    // The new message gets its chart in an update of its own (the job's last call); the alert's message is not touched.
    await h.fake.waitFor((c) => c.method === 'chat.update' && c.params.ts === h.fake.tsOf(opened));
    expect(updatesOfAlert()).toBe(updates);
  });

  it('unsubscribe removes the alert', async () => {
    await command(`unsubscribe ${id}`, 'unsub');
    expect(String((await reply('unsub')).params.text)).toBe(`Removed alert \`${id}\` (revenue below $5,000 on Referrals · last month).`);
    await command('alerts', 'empty');
    expect(String((await reply('empty')).params.text)).toContain('This conversation has no alerts.');
  });
});
