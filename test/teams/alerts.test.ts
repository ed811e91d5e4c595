/**
 * Alerts in a Teams channel through the real Agents SDK stack and the fake Bot Framework
 * connector (which checks every card with the `adaptivecards` parser): `alert`, `alerts`, a
 * crossing posted proactively with its sentence and Action.Submit buttons, Snooze clicked, a
 * tampered snooze refused, `unsubscribe`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueFiring } from '../../jobs/queue.js';
import { STALE_ACTION_MESSAGE } from '../../src/render/actions.js';
import { OCTOBER } from '../helpers/fixtures.js';
import { jobWhen } from '../jobs/harness.js';
import { cardOf, cardText, type ConnectorCall } from './fake-connector.js';
import { capturingLogger, commandInChannel, messageId, startTeamsHarness, type TeamsHarness } from './harness.js';

const log = capturingLogger();
let h: TeamsHarness;

beforeAll(async () => {
  h = await startTeamsHarness({ logger: log.logger });
});
afterAll(() => h?.close());

const CHANNEL = '19:alert-channel@thread.tacv2';

/** Types a command in a new thread of the channel; resolves with the bot's text reply. */
const command = (text: string) => commandInChannel(h, CHANNEL, text);

/** Clicks a card button; resolves with the bot's text reply to the click. */
async function click(card: ConnectorCall, data: unknown): Promise<string> {
  const id = messageId();
  await h.post(h.activity({ id, value: data, replyToId: card.id, conversationId: CHANNEL, conversationType: 'channel' }));
  const reply = h.fake.calls.find((c) => c.activityId === id && typeof c.activity.text === 'string');
  if (!reply) throw new Error('no reply to the click');
  return String(reply.activity.text);
}

describe('alerts in a Teams channel', () => {
  let id = '';
  let post: ConnectorCall;

  it('alert: confirms with the condition in words and the first check', async () => {
    const text = await command('alert referrals revenue below $5,000 last-month');
    id = /unsubscribe ([a-z0-9-]+)/i.exec(text)![1]!;
    expect(text).toContain('Alert set: revenue below $5,000 on Referrals · last month, checked every weekday at 08:00 (UTC).');
    expect(text).toContain('First check Monday, Nov 23 at 08:00 (UTC).');
    expect(await command('alerts')).toContain(`${id}\` revenue below $5,000 on Referrals · last month`);
  });

  it('a crossing posts the sentence first, the report, and Open report / Snooze buttons', async () => {
    await enqueueFiring(h.jobs.queue!, id, new Date('2026-11-23T08:00:00Z'));
    post = await h.fake.waitFor(
      (c) => c.kind === 'post' && c.conversationId === CHANNEL && c.status === 201 && Array.isArray(c.activity.attachments),
      10_000,
      'the alert post',
    );
    const card = cardOf(post);
    // October by hand: $1,234.56 of referral revenue, below $5,000.
    expect(card.body[0]).toMatchObject({
      type: 'TextBlock',
      weight: 'Bolder',
      text: `Referral revenue for last month is ${OCTOBER.referralRevenueText}, below your alert of $5,000.`,
    });
    expect(cardText(card)).toContain(OCTOBER.periodLabel);
    expect(cardText(card)).toContain(`unsubscribe ${id}`);
    expect(card.actions!.map((a) => a.title).slice(0, 3)).toEqual(['Open report', 'Snooze 1 day', 'Snooze 1 week']);
    // Still holding the next weekday: nothing more is posted.
    const job = await enqueueFiring(h.jobs.queue!, id, new Date('2026-11-24T08:00:00Z'));
    expect((await jobWhen(h.jobs.queue!, job, 'completed')).returnvalue).toMatchObject({ status: 'skipped', reason: 'not_crossed' });
    expect(h.fake.calls.filter((c) => c.kind === 'post' && c.conversationId === CHANNEL)).toHaveLength(1);
  });

  it('Snooze 1 day: says until when; a tampered value gets one sentence', async () => {
    const snooze = cardOf(post).actions!.find((a) => a.title === 'Snooze 1 day')!;
    // The harness clock is Saturday Nov 21 10:00 UTC.
    expect(await click(post, snooze.data)).toBe(
      `Snoozed alert \`${id}\` (revenue below $5,000 on Referrals · last month) until Sunday, Nov 22 at 10:00 (UTC); it is not checked before then.`,
    );
    expect(await click(post, { action: 'report', value: JSON.stringify({ a: 'snooze_day', s: id, until: 'forever' }) })).toBe(STALE_ACTION_MESSAGE);
    expect(await command('alerts')).toContain('snoozed until Sunday, Nov 22 at 10:00 (UTC).');
  });

  it('unsubscribe removes it', async () => {
    expect(await command(`unsubscribe ${id}`)).toBe(`Removed alert \`${id}\` (revenue below $5,000 on Referrals · last month).`);
    expect(await command('alerts')).toContain('This conversation has no alerts.');
  });
});
