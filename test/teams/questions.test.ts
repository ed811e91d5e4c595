/**
 * Questions in Teams, through the real Agents SDK adapter against the fake connector (which
 * parses every card with the official `adaptivecards` package). A question with two readings
 * is asked back with a card holding an Action.Submit per reading (before any call to the
 * service), a press runs that reading as if typed (the question's card then says "Working on…"
 * in place of its buttons) and its report arrives as a new card, and a changed value gets one
 * sentence. A follow-up in a channel's reply chain changes the last
 * report of that chain, and only of that chain; a subscription's post begins a chain of its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueFiring } from '../../jobs/queue.js';
import { eventually } from '../jobs/harness.js';
import { OCTOBER, OCTOBER_BY_CHANNEL, SIGNUPS_LAST_WEEK } from '../helpers/fixtures.js';
import { cardOf, cardText, type ConnectorCall } from './fake-connector.js';
import { capturingLogger, messageId, startTeamsHarness, type TeamsHarness } from './harness.js';

const log = capturingLogger();
let h: TeamsHarness;

beforeAll(async () => {
  h = await startTeamsHarness({ logger: log.logger, followUps: true });
});
afterAll(() => h?.close());

const PERSONAL = 'a:1personal-chat-asking-back';
const CHANNEL = '19:questions-channel@thread.tacv2';
const SIGNUPS_VALUE = '{"a":"reading","v":1,"c":"signups last week"}';
const STORIES_VALUE = '{"a":"reading","v":1,"c":"stories last week"}';

const repliesTo = (id: string) => h.fake.calls.filter((c) => c.activityId === id && c.activity.type === 'message');
const textsTo = (id: string) => repliesTo(id).flatMap((c) => (typeof c.activity.text === 'string' ? [c.activity.text] : []));

describe('a question with two readings in Teams', () => {
  let question: ConnectorCall;

  it('is asked back with a card holding an Action.Submit per reading; nothing is queued and the service is not called', async () => {
    const jobs = await h.jobCount();
    const requests = h.sandbox.stats.requests;
    const id = messageId();
    expect((await h.post(h.activity({ id, text: 'signups and stories last week', conversationId: PERSONAL }))).status).toBe(200);
    const replies = repliesTo(id);
    expect(replies).toHaveLength(1);
    question = replies[0]!;
    // The connector took it: the official parser found nothing wrong with the card.
    expect(question.status).toBe(201);
    expect(question.activity.summary).toBe('Which did you mean: Signups or Guest photo stories?');
    expect(cardOf(question)).toEqual({
      type: 'AdaptiveCard',
      $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
      version: '1.5',
      body: [{ type: 'TextBlock', text: 'Which did you mean: Signups or Guest photo stories?', wrap: true }],
      actions: [
        { type: 'Action.Submit', title: 'Signups', data: { action: 'report', value: SIGNUPS_VALUE } },
        { type: 'Action.Submit', title: 'Guest photo stories', data: { action: 'report', value: STORIES_VALUE } },
      ],
    });
    expect(await h.jobCount()).toBe(jobs);
    expect(h.sandbox.stats.requests).toBe(requests);
  });

  it('a press runs that reading as if typed: the question\'s card says "Working on…" in place of its buttons, then its report comes as a new card', async () => {
    const click = messageId();
    const button = cardOf(question).actions![0]!;
    const res = await h.post(h.activity({ id: click, value: button.data, replyToId: question.id, conversationId: PERSONAL }));
    expect(res.status).toBe(200);
    // As in Slack, the sentence takes the question's place: the card is updated, nothing more is said.
    const updates = h.fake.calls.filter((c) => c.kind === 'update' && c.activityId === question.id);
    expect(updates).toHaveLength(1);
    expect(updates[0]!.status).toBe(200);
    expect(cardOf(updates[0]!)).toEqual({
      type: 'AdaptiveCard',
      $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
      version: '1.5',
      body: [{ type: 'TextBlock', text: 'Working on **Signups · last week**…', wrap: true }],
    });
    expect(textsTo(click)).toEqual([]);
    const report = await h.fake.waitFor(
      (c) => c.kind === 'reply' && c.status === 201 && c.activityId === click && Array.isArray(c.activity.attachments),
      10_000,
      'the report card',
    );
    // Three sign-ups on Nov 9, 10 and 12, against one on Nov 3 (test/helpers/fixtures.ts).
    expect(cardText(cardOf(report))).toContain(SIGNUPS_LAST_WEEK.periodLabel);
    expect(cardText(cardOf(report))).toContain(SIGNUPS_LAST_WEEK.signupsChange);
  });

  it('where Teams will not update the question\'s card, "Working on…" is said as a new message', async () => {
    const id = messageId();
    await h.post(h.activity({ id, text: 'signups and stories last week', conversationId: PERSONAL }));
    const asked = repliesTo(id)[0]!;
    h.fake.fail(403, { kind: 'update', conversationId: PERSONAL });
    const click = messageId();
    await h.post(h.activity({ id: click, value: cardOf(asked).actions![1]!.data, replyToId: asked.id, conversationId: PERSONAL }));
    expect(h.fake.calls.filter((c) => c.kind === 'update' && c.activityId === asked.id).map((c) => c.status)).toEqual([403]);
    expect(textsTo(click)).toEqual(['Working on *Guest photo stories · last week*…']);
  });

  it('a changed value gets one sentence and nothing is queued', async () => {
    await h.drained();
    const jobs = await h.jobCount();
    const click = messageId();
    const value = { action: 'report', value: SIGNUPS_VALUE.replace('signups', 'payroll') };
    await h.post(h.activity({ id: click, value, replyToId: question.id, conversationId: PERSONAL }));
    expect(textsTo(click)).toEqual(['That button is out of date; type the question again.']);
    expect(await h.jobCount()).toBe(jobs);
  });
});

describe('a follow-up in a reply chain of a channel', () => {
  /** Types `text` to the bot in the reply chain under `root`; resolves with the bot's text reply. */
  const inChain = async (root: string, text: string): Promise<string[]> => {
    const id = messageId();
    const conversationId = `${CHANNEL};messageid=${root}`;
    const res = await h.post(h.activity({ id, text: `<at>Report bot</at> ${text}`, conversationId, conversationType: 'channel' }));
    expect(res.status).toBe(200);
    return textsTo(id);
  };

  it('changes the last report of that chain, and only of that chain', async () => {
    const root = messageId();
    expect(await inChain(root, 'referrals last month')).toEqual(['Working on *Referrals · last month*…']);
    expect(await inChain(root, 'and by channel?')).toEqual(['Working on *Referrals by channel · last month*…']);
    // Another chain of the same channel asked nothing: the same words are read on their own, and asked back.
    const id = messageId();
    await h.post(
      h.activity({
        id,
        text: '<at>Report bot</at> and by channel?',
        conversationId: `${CHANNEL};messageid=${messageId()}`,
        conversationType: 'channel',
      }),
    );
    const [other] = repliesTo(id);
    expect(other?.activity.summary).toBe('Did you mean Referrals?');
  });
});

describe("a subscription's post in a channel", () => {
  const DIGESTS = '19:digests-with-replies@thread.tacv2';

  it('begins a reply chain: a follow-up there changes that report, answered in the chain', async () => {
    const subscribe = messageId();
    await h.post(
      h.activity({
        id: subscribe,
        text: '<at>Report bot</at> subscribe referrals last-month every monday at 9am',
        conversationId: `${DIGESTS};messageid=${subscribe}`,
        conversationType: 'channel',
      }),
    );
    const confirmation = textsTo(subscribe).join('\n');
    const id = /unsubscribe ([a-z0-9-]+)/i.exec(confirmation)![1]!;
    const firing = await enqueueFiring(h.jobs.queue!, id, new Date('2026-11-23T08:00:00Z'));
    const post = await h.fake.waitFor((c) => c.kind === 'post' && c.conversationId === DIGESTS && c.status === 201, 10_000, 'the digest post');
    expect(cardText(cardOf(post))).toContain(OCTOBER.referralRevenueText);
    // The job keeps it for replies once it has posted it (the subscription's next firing stays queued).
    await eventually(async () => ((await h.jobs.queue!.getJobState(firing)) === 'completed' ? true : undefined), 10_000, 'the firing to complete');

    // Teams sends a reply in the post's chain with the chain's own conversation id.
    const reply = messageId();
    const conversationId = `${DIGESTS};messageid=${post.id}`;
    await h.post(h.activity({ id: reply, text: '<at>Report bot</at> and by channel?', conversationId, conversationType: 'channel' }));
    expect(textsTo(reply)).toEqual(['Working on *Referrals by channel · last month*…']);
    const card = await h.fake.waitFor(
      (c) => c.kind === 'reply' && c.status === 201 && c.activityId === reply && Array.isArray(c.activity.attachments),
      10_000,
      'the changed report',
    );
    expect(card.conversationId).toBe(conversationId);
    expect(cardText(cardOf(card))).toContain(OCTOBER_BY_CHANNEL.title);
  });
});
