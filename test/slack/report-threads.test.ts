/**
 * Every report the bot posts is a conversation (issue 50), through the real Bolt app against the
 * fake Slack: a reply in the thread of a report posted for `/report`, or of a subscription's post,
 * follows up on that report and is answered in that thread; chat there is left alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueFiring } from '../../jobs/queue.js';
import { eventually } from '../jobs/harness.js';
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
/** A person's message in a channel (`message.channels`), in a thread when `threadTs` is given. */
async function say(channel: string, text: string, threadTs?: string): Promise<void> {
  n += 1;
  const ts = `1700000600.${String(n).padStart(6, '0')}`;
  const event = {
    type: 'message',
    channel,
    channel_type: 'channel',
    user: 'U0BEN',
    text,
    ts,
    event_ts: ts,
    ...(threadTs ? { thread_ts: threadTs } : {}),
  };
  expect((await postSigned(h.eventsUrl, eventBody(`Ev0POSTED${n}`, event), { contentType: 'application/json' })).status).toBe(200);
}

/** The bot's `k`-th successful post in a channel (1-based), once it is there. */
async function post(channel: string, k: number): Promise<RecordedCall> {
  await h.fake.waitFor(() => h.fake.callsOf('chat.postMessage', channel).filter((c) => c.ok).length >= k);
  return h.fake.callsOf('chat.postMessage', channel).filter((c) => c.ok)[k - 1]!;
}

const tsOf = (call: RecordedCall): string => String((call.answer as { ts?: string }).ts);

/**
 * Subscribes `channel` with `command`, fires it for Monday Nov 23, and resolves with its post
 * once the firing has completed (the job keeps the post for replies before it completes; the
 * subscription's next firing stays queued).
 */
async function postedBySubscription(command: string, channel: string): Promise<RecordedCall> {
  const subscribed = await postSigned(h.eventsUrl, commandBody({ text: command, channel, responseUrl: h.fake.responseUrl(channel) }));
  expect(subscribed.status).toBe(200);
  const confirm = await h.fake.waitFor((c) => c.method === 'chat.postEphemeral' && c.params.channel === channel);
  const id = /unsubscribe ([a-z0-9-]+)/i.exec(String(confirm.params.text))![1]!;
  const firing = await enqueueFiring(h.jobs.queue!, id, new Date('2026-11-23T08:00:00Z'));
  const posted = await post(channel, 1);
  await eventually(async () => ((await h.jobs.queue!.getJobState(firing)) === 'completed' ? true : undefined), 10_000, 'the firing to complete');
  return posted;
}

describe('a reply in the thread of a report the bot posted', () => {
  it('after /report: "and by channel?" there is answered in that thread with the changed report', async () => {
    const res = await postSigned(
      h.eventsUrl,
      commandBody({ text: 'referrals last-month', channel: 'C0SLASH', responseUrl: h.fake.responseUrl('slash') }),
    );
    expect(res.status).toBe(200);
    const report = await post('C0SLASH', 1);
    // A slash command is never threaded: the report begins a thread of its own.
    expect(report.params.thread_ts).toBeUndefined();
    expect(blockText(report)).toContain(OCTOBER.referralRevenueText);
    const thread = tsOf(report);
    // The job keeps it for replies once it has posted it: a person replies later than that.
    await h.drained();

    // Someone else in the channel replies under it, without a mention.
    await say('C0SLASH', 'and by channel?', thread);
    const working = await h.fake.waitFor((c) => c.method === 'chat.postEphemeral' && c.params.channel === 'C0SLASH' && c.params.user === 'U0BEN');
    expect(working.params).toMatchObject({ thread_ts: thread, text: 'Working on *Referrals by channel · last month*…' });
    const changed = await post('C0SLASH', 2);
    expect(changed.params.thread_ts).toBe(thread);
    expect(blockText(changed)).toContain(OCTOBER_BY_CHANNEL.title);
    expect(blockText(changed)).toContain(OCTOBER.periodLabel);
  });

  it('chat in that thread, and the same words at the top level, get nothing', async () => {
    await postSigned(h.eventsUrl, commandBody({ text: 'referrals last-month', channel: 'C0SLASHCHAT', responseUrl: h.fake.responseUrl('chat') }));
    const thread = tsOf(await post('C0SLASHCHAT', 1));
    await h.drained();
    const before = await h.jobCount();
    await say('C0SLASHCHAT', 'nice, thanks!', thread);
    await say('C0SLASHCHAT', 'and by channel?');
    // Then one that is answered, so the ones before it have been read.
    await say('C0SLASHCHAT', 'what about last week?', thread);
    await post('C0SLASHCHAT', 2);
    await h.drained();
    expect(h.fake.callsOf('chat.postEphemeral', 'C0SLASHCHAT')).toHaveLength(1);
    expect(
      h.fake
        .callsOf('chat.postMessage', 'C0SLASHCHAT')
        .filter((c) => c.ok)
        .map((c) => c.params.thread_ts),
    ).toEqual([undefined, thread]);
    expect(await h.jobCount()).toBe(before + 1);
  });

  it("after a subscription's post: a follow-up under it is answered there, about that report", async () => {
    const posted = await postedBySubscription('subscribe referrals last-month every monday at 9am', 'C0WEEKLY');
    expect(blockText(posted)).toContain(OCTOBER.referralRevenueText);

    await say('C0WEEKLY', 'same by channel', tsOf(posted));
    const changed = await post('C0WEEKLY', 2);
    expect(changed.params.thread_ts).toBe(tsOf(posted));
    expect(blockText(changed)).toContain(OCTOBER_BY_CHANNEL.title);
  });

  it("after a digest's post: a follow-up naming one of its sections is answered there, about that section", async () => {
    const digest = await postedBySubscription('subscribe digest every monday at 9am', 'C0DIGESTREPLY');
    expect(blockText(digest)).toContain('Weekly digest');

    await say('C0DIGESTREPLY', 'signups by property', tsOf(digest));
    const working = await h.fake.waitFor(
      (c) => c.method === 'chat.postEphemeral' && c.params.channel === 'C0DIGESTREPLY' && c.params.user === 'U0BEN',
    );
    // The digest's own period (last week) carries over to the section asked about.
    expect(working.params).toMatchObject({ thread_ts: tsOf(digest), text: 'Working on *Signups by property · last week*…' });
    const changed = await post('C0DIGESTREPLY', 2);
    expect(changed.params.thread_ts).toBe(tsOf(digest));
    expect(blockText(changed)).toContain('Signups by property');
  });
});
