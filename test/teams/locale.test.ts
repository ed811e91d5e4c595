/**
 * Each person's formats in Teams (issue 29, item 4), through the real bot with authentication
 * on: an activity's `locale` is the sender's, their report card writes its figures and dates in
 * it, and a subscription keeps its creator's locale for every firing, whoever reads the channel.
 * The expected strings are written by hand from the fixture's figures (see OCTOBER in
 * test/helpers/fixtures.ts): French groups digits with a narrow no-break space (U+202F) and
 * puts a no-break space (U+00A0) before `$US` and `%`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueFiring } from '../../jobs/queue.js';
import { cardOf, type ConnectorCall } from './fake-connector.js';
import { capturingLogger, messageId, startTeamsHarness, type TeamsHarness } from './harness.js';

const log = capturingLogger();
let h: TeamsHarness;

beforeAll(async () => {
  h = await startTeamsHarness({ logger: log.logger });
});
afterAll(() => h?.close());

const PERSONAL = 'a:1personal-chat-with-ana-in-paris';
const CHANNEL = '19:paris-digest@thread.tacv2';

/** October's headline figures as fr-FR writes them. */
const OCTOBER_FR = [
  'Referral revenue: 1\u202f234,56\u00a0$US ▼ 10,0\u00a0% (worse)',
  'Referral transactions: 12 ▲ 20,0\u00a0% (better)',
  'Influenced revenue: 2\u202f500,00\u00a0$US ▲ 25,0\u00a0% (better)',
  'Influenced transactions: 30 ▲ 25,0\u00a0% (better)',
  'Revenue per referral: 102,88\u00a0$US ▼ 25,0\u00a0% (worse)',
];
/** The period line: dates as fr-FR writes them, and its weeks start on Monday, as in France. */
const PERIOD_FR = 'Last month · 1–31 oct. 2026  ·  vs 1–30 sept. 2026  ·  weeks start Monday';

/** The card's facts as `title: value` lines, and its period line (the TextBlock under the title). */
function figuresOf(call: ConnectorCall): { facts: string[]; period: unknown } {
  const card = cardOf(call) as { body: { type: string; text?: string; facts?: { title: string; value: string }[] }[] };
  const facts = card.body.find((e) => e.type === 'FactSet')?.facts ?? [];
  return { facts: facts.map((f) => `${f.title}: ${f.value}`), period: card.body[1]?.text };
}

describe("a Teams user's locale", () => {
  it("an activity in fr-FR gets its report's figures and dates in fr-FR", async () => {
    const id = messageId();
    const res = await h.post({ ...h.activity({ id, text: 'referrals last-month', conversationId: PERSONAL }), locale: 'fr-FR' });
    expect(res.status).toBe(200);
    const card = await h.fake.waitFor(
      (c) => c.kind === 'reply' && c.status === 201 && c.conversationId === PERSONAL && c.activityId === id && Array.isArray(c.activity.attachments),
      10_000,
      'the report card',
    );
    expect(figuresOf(card)).toEqual({ facts: OCTOBER_FR, period: PERIOD_FR });
  });

  it('a subscription made in fr-FR fires in fr-FR', async () => {
    const id = messageId();
    const text = 'subscribe referrals last-month every monday at 9am tz Europe/Paris';
    const res = await h.post({
      ...h.activity({ id, text: `<at>Report bot</at> ${text}`, conversationId: `${CHANNEL};messageid=${id}`, conversationType: 'channel' }),
      locale: 'fr-FR',
    });
    expect(res.status).toBe(200);
    const reply = h.fake.calls.find((c) => c.activityId === id && typeof c.activity.text === 'string');
    const subscriptionId = /unsubscribe ([a-z0-9-]+)/i.exec(String(reply?.activity.text))?.[1];
    expect(subscriptionId).toBeDefined();
    expect((await h.jobs.subscriptions!.get(subscriptionId!))?.creator.locale).toBe('fr-FR');

    await enqueueFiring(h.jobs.queue!, subscriptionId!, new Date('2026-11-23T08:00:00Z'));
    const post = await h.fake.waitFor((c) => c.kind === 'post' && c.conversationId === CHANNEL && c.status === 201, 10_000, 'the firing');
    expect(figuresOf(post)).toEqual({ facts: OCTOBER_FR, period: `${PERIOD_FR}  ·  dates in Europe/Paris` });
  });

  it("the message extension's preview and card are in the locale of the person searching (de-DE)", async () => {
    const res = await h.post({
      ...h.activity({ conversationId: '19:extension-in-berlin@thread.v2', conversationType: 'groupChat' }),
      type: 'invoke',
      name: 'composeExtension/query',
      locale: 'de-DE',
      value: { commandId: 'report', parameters: [{ name: 'query', value: 'referrals last-month' }], queryOptions: { skip: 0, count: 25 } },
    });
    expect(res.status).toBe(200);
    const answer = JSON.parse(res.text) as { composeExtension: { attachments: { preview: { content: { subtitle: string; text: string } } }[] } };
    const preview = answer.composeExtension.attachments[0]?.preview.content;
    expect(preview?.text).toBe('Referral revenue: 1.234,56\u00a0$  ▼ 10,0\u00a0% (worse)');
    expect(JSON.stringify(answer.composeExtension.attachments[0])).toContain('"value":"1.234,56\u00a0$ ▼ 10,0\u00a0% (worse)"');
    // One line in the list: the period; the comparison and the week's start are in the card.
    expect(preview?.subtitle).toBe('Last month · 1.–31. Okt. 2026');
    const card = JSON.stringify(answer.composeExtension.attachments[0]);
    expect(card).toContain('vs 1.–30. Sept. 2026');
    expect(card).toContain('weeks start Monday');
    // The card's per-week rows in the reader's locale too.
    expect(card).toContain('"text":"5.–11. Okt."');
  });

  it('an activity without a locale, or with one Intl does not know, is written in en-US', async () => {
    for (const locale of [undefined, 'xx-not-a-locale-at-all']) {
      const id = messageId();
      await h.post({ ...h.activity({ id, text: 'referrals last-month', conversationId: PERSONAL }), ...(locale ? { locale } : {}) });
      const card = await h.fake.waitFor(
        (c) => c.kind === 'reply' && c.status === 201 && c.activityId === id && Array.isArray(c.activity.attachments),
        10_000,
        'the report card',
      );
      expect(figuresOf(card).facts[0]).toBe('Referral revenue: $1,234.56 ▼ 10.0% (worse)');
    }
  });
});
