/**
 * The subscription form in Teams through the real bot, authentication on: `subscribe` alone
 * answers with the form card in the person's zone and its next three runs; its buttons are
 * `adaptiveCard/action` invokes (Universal Actions) answered with the card that replaces it: a
 * bad time comes back on the same card under the field and saves nothing; a good one is saved
 * through the front door, as typed, and the card becomes the confirmation; a conversation whose
 * access does not allow the report gets the refusal on the report field. "Subscribe to this"
 * under a report opens the form with that report. Every card is checked by the official
 * `adaptivecards` parser.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adaptiveCardProblems } from '../render/owners.js';
import { cardOf, cardText } from './fake-connector.js';
import { ANA, capturingLogger, messageId, startTeamsHarness, type TeamsHarness } from './harness.js';

const log = capturingLogger();
const BOSS = { id: '29:boss', name: 'Bo Boss', aadObjectId: '00000000-0000-0000-0000-0000000000b0' };
let h: TeamsHarness;

beforeAll(async () => {
  h = await startTeamsHarness({ logger: log.logger, adminIds: [BOSS.aadObjectId] });
});
afterAll(() => h?.close());

const PERSONAL = 'a:1personal-chat-form';
const CHANNEL = '19:form-channel@thread.tacv2';
const LIMITED = '19:limited-form-chat@thread.v2';

type Card = { body: Record<string, unknown>[]; actions?: Record<string, unknown>[] };

/** Sends `text` (optionally from a client in `zone`); resolves with the card the bot replied with. */
async function formFor(fields: { text?: string; value?: unknown; conversationId: string; zone?: string; channel?: boolean }): Promise<Card> {
  const id = messageId();
  const conversationId = fields.channel ? `${fields.conversationId};messageid=${id}` : fields.conversationId;
  const activity = h.activity({
    id,
    text: fields.text,
    value: fields.value,
    conversationId,
    conversationType: fields.channel ? 'channel' : 'personal',
  });
  const res = await h.post(fields.zone ? { ...activity, localTimezone: fields.zone } : activity);
  expect(res.status).toBe(200);
  const reply = h.fake.calls.find((c) => c.activityId === id && Array.isArray(c.activity.attachments));
  if (!reply) throw new Error(`no card in reply to ${JSON.stringify(fields.text ?? fields.value)}`);
  expect(reply.status).toBe(201);
  return cardOf(reply) as unknown as Card;
}

/** Presses a form button: the `adaptiveCard/action` invoke Teams sends, with the inputs' values merged into its data. */
async function press(verb: 'preview' | 'save', inputs: Record<string, string>, conversationId = PERSONAL, from = ANA) {
  const activity = {
    ...h.activity({ conversationId }),
    from,
    type: 'invoke',
    name: 'adaptiveCard/action',
    value: { action: { type: 'Action.Execute', verb: `subscriptionForm.${verb}`, data: { form: 'subscription', ...inputs } }, trigger: 'manual' },
  };
  const res = await h.post(activity);
  expect(res.status).toBe(200);
  return JSON.parse(res.text) as { statusCode: number; type: string; value: Card };
}

const input = (card: Card, id: string) => card.body.find((e) => e.id === id);
/** The text right under an input: where a field's error goes. */
const under = (card: Card, id: string) => card.body[card.body.findIndex((e) => e.id === id) + 1];

const GOOD = { report: 'referrals', range: 'last-month', cadence: 'week', day: 'monday', time: '09:00', timeZone: 'Europe/Berlin' };

describe('the subscription form in Teams', () => {
  it('subscribe alone answers with the form in the client’s zone, with the next three runs and Action.Execute buttons', async () => {
    const card = await formFor({ text: 'subscribe', conversationId: PERSONAL, zone: 'Europe/Berlin' });
    expect(adaptiveCardProblems(card)).toEqual([]);
    expect(card.body.filter((e) => typeof e.type === 'string' && e.type.startsWith('Input.')).map((e) => [e.type, e.id])).toEqual([
      ['Input.ChoiceSet', 'report'],
      ['Input.ChoiceSet', 'range'],
      ['Input.ChoiceSet', 'cadence'],
      ['Input.ChoiceSet', 'day'],
      ['Input.Time', 'time'],
      ['Input.Text', 'timeZone'],
    ]);
    expect(input(card, 'timeZone')?.value).toBe('Europe/Berlin');
    expect(input(card, 'time')?.value).toBe('09:00');
    expect(input(card, 'day')?.value).toBe('monday');
    // Saturday Nov 21, 2026: weekly on Monday at 09:00 Berlin time.
    const text = cardText(card);
    expect(text).toContain('Monday, Nov 23 at 09:00 (Europe/Berlin)');
    expect(text).toContain('Monday, Nov 30 at 09:00 (Europe/Berlin)');
    expect(text).toContain('Monday, Dec 7 at 09:00 (Europe/Berlin)');
    expect(card.actions?.map((a) => [a.type, a.title, a.verb])).toEqual([
      ['Action.Execute', 'Preview', 'subscriptionForm.preview'],
      ['Action.Execute', 'Subscribe', 'subscriptionForm.save'],
    ]);
  });

  it('in a channel, after the mention, without a zone from the client: REPORT_TIMEZONE (UTC here)', async () => {
    const card = await formFor({ text: '<at>Report bot</at> subscribe', conversationId: CHANNEL, channel: true });
    expect(adaptiveCardProblems(card)).toEqual([]);
    expect(input(card, 'timeZone')?.value).toBe('UTC');
    expect(cardText(card)).toContain('Monday, Nov 23 at 09:00 (UTC)');
  });

  it('a bad time comes back on the same card, under the time, and nothing is saved', async () => {
    const answer = await press('save', { ...GOOD, time: '25:00' });
    expect(answer.statusCode).toBe(200);
    expect(answer.type).toBe('application/vnd.microsoft.card.adaptive');
    expect(adaptiveCardProblems(answer.value)).toEqual([]);
    expect(under(answer.value, 'time')).toMatchObject({ type: 'TextBlock', text: 'Pick a time of day, like 09:00.', color: 'Attention' });
    // The other values are kept as they were.
    expect(input(answer.value, 'report')?.value).toBe('referrals');
    expect(input(answer.value, 'timeZone')?.value).toBe('Europe/Berlin');
    expect(await h.jobs.subscriptions!.list(`teams:${PERSONAL}`)).toEqual([]);
  });

  it('an unknown zone gets its own sentence under the zone', async () => {
    const answer = await press('preview', { ...GOOD, timeZone: 'Mars/Olympus' });
    expect(adaptiveCardProblems(answer.value)).toEqual([]);
    expect(under(answer.value, 'timeZone')).toMatchObject({
      text: 'That is not a time zone I know; use a name like Europe/Berlin or America/New_York.',
    });
  });

  it('Preview shows the runs of the new values and saves nothing', async () => {
    const answer = await press('preview', { ...GOOD, cadence: 'day', time: '07:30', timeZone: 'America/New_York' });
    expect(adaptiveCardProblems(answer.value)).toEqual([]);
    const text = cardText(answer.value);
    expect(text).toContain('Referrals · last month, every day at 07:30 (America/New_York)');
    // 10:00 UTC is 05:00 in New York: today's 07:30 is still to come.
    expect(text).toContain('Saturday, Nov 21 at 07:30 (America/New_York)');
    expect(text).toContain('Sunday, Nov 22 at 07:30 (America/New_York)');
    expect(text).toContain('Monday, Nov 23 at 07:30 (America/New_York)');
    expect(await h.jobs.subscriptions!.list(`teams:${PERSONAL}`)).toEqual([]);
  });

  it('Subscribe saves it as the typed command would, and the card becomes the confirmation', async () => {
    const answer = await press('save', GOOD);
    expect(answer.type).toBe('application/vnd.microsoft.card.adaptive');
    expect(adaptiveCardProblems(answer.value)).toEqual([]);
    const text = cardText(answer.value);
    expect(text).toContain('Subscribed: Referrals · last month, every Monday at 09:00 (Europe/Berlin)');
    expect(text).toContain('Next run Monday, Nov 23 at 09:00 (Europe/Berlin)');
    expect(answer.value.actions).toBeUndefined();
    const subs = await h.jobs.subscriptions!.list(`teams:${PERSONAL}`);
    expect(subs).toHaveLength(1);
    expect(subs[0]!.query).toMatchObject({ report: 'referrals', range: 'last-month', timeZone: 'Europe/Berlin' });
    expect(subs[0]!.schedule).toMatchObject({ time: '09:00', timeZone: 'Europe/Berlin' });
    // Written as one types it in Teams, without Slack's `/report`.
    expect(text).toContain(`to stop it: \`unsubscribe ${subs[0]!.id}\`.`);
    expect(text).not.toContain('/report');
  });

  it('a conversation whose access does not allow the report: the refusal on the report field, nothing saved', async () => {
    const id = messageId();
    await h.post({ ...h.activity({ id, text: 'access grant reports signups', conversationId: LIMITED, conversationType: 'groupChat' }), from: BOSS });
    const answer = await press('save', GOOD, LIMITED);
    expect(adaptiveCardProblems(answer.value)).toEqual([]);
    expect(under(answer.value, 'report')).toMatchObject({
      text: 'This channel can see signups, not referrals; ask an admin to widen it with `access grant reports referrals`.',
    });
    expect(await h.jobs.subscriptions!.list(`teams:${LIMITED}`)).toEqual([]);
  });

  it('"Subscribe to this" under a report opens the form with that report and range', async () => {
    const id = messageId();
    await h.post(h.activity({ id, text: 'referrals last-month', conversationId: PERSONAL }));
    const report = await h.fake.waitFor(
      (c) => c.activityId === id && c.status === 201 && Array.isArray(c.activity.attachments),
      10_000,
      'the report',
    );
    // Its own row at the end of the card: the card's row already has five buttons, the most it may.
    const row = cardOf(report).body.at(-1) as { type: string; actions: { type: string; title: string; data: unknown }[] };
    expect(row.type).toBe('ActionSet');
    expect(row.actions).toEqual([
      { type: 'Action.Submit', title: 'Subscribe to this', data: { action: 'subscribe', report: 'referrals', range: 'last-month' } },
    ]);
    const card = await formFor({ value: row.actions[0]!.data, conversationId: PERSONAL });
    expect(adaptiveCardProblems(card)).toEqual([]);
    expect(input(card, 'report')?.value).toBe('referrals');
    expect(input(card, 'range')?.value).toBe('last-month');
  });
});
