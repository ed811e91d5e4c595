/**
 * The message extension through the real bot, authentication on: a `composeExtension/query`
 * invoke (what Teams sends as one types in the compose box's search) is answered with the
 * report as a result: a thumbnail preview and the full card, made from the fixtures and
 * checked by the official `adaptivecards` parser. Its buttons carry the same values as the
 * bot's own cards, and pressed on the inserted card (`composeExtension/onCardButtonClicked`)
 * they post the report they name. A report that cannot be made is one sentence; a conversation
 * whose access does not allow the report gets the refusal, and no report is made.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OCTOBER } from '../helpers/fixtures.js';
import { adaptiveCardProblems } from '../render/owners.js';
import { cardOf, cardText } from './fake-connector.js';
import { capturingLogger, messageId, startTeamsHarness, type TeamsHarness } from './harness.js';

const log = capturingLogger();
const BOSS = { id: '29:boss', name: 'Bo Boss', aadObjectId: '00000000-0000-0000-0000-0000000000b0' };
let h: TeamsHarness;

beforeAll(async () => {
  h = await startTeamsHarness({ logger: log.logger, adminIds: [BOSS.aadObjectId] });
});
afterAll(() => h?.close());

const CHAT = '19:extension-chat@thread.v2';
const LIMITED = '19:extension-limited@thread.v2';

interface Result {
  contentType: string;
  content: { body: Record<string, unknown>[]; actions?: { type: string; title: string; data?: { action: string; value?: string } }[] };
  preview: { contentType: string; content: { title: string; subtitle: string; text?: string } };
}
type ExtensionBody = { composeExtension: { type: 'result'; attachmentLayout: string; attachments: Result[] } | { type: 'message'; text: string } };

/** Types `text` into the extension's search box in `conversationId`; resolves with the invoke's answer. */
async function search(text: string, conversationId = CHAT): Promise<ExtensionBody['composeExtension']> {
  const res = await h.post({
    ...h.activity({ conversationId, conversationType: 'groupChat' }),
    type: 'invoke',
    name: 'composeExtension/query',
    value: { commandId: 'report', parameters: [{ name: 'query', value: text }], queryOptions: { skip: 0, count: 25 } },
  });
  expect(res.status).toBe(200);
  return (JSON.parse(res.text) as ExtensionBody).composeExtension;
}

describe('the message extension', () => {
  let result: Result;

  it('answers a command with the report: a thumbnail preview and the full card, clean in the official parser', async () => {
    const answer = await search('referrals last-month');
    expect(answer.type).toBe('result');
    if (answer.type !== 'result') return;
    expect(answer.attachmentLayout).toBe('list');
    expect(answer.attachments).toHaveLength(1);
    result = answer.attachments[0]!;
    expect(result.contentType).toBe('application/vnd.microsoft.card.adaptive');
    expect(adaptiveCardProblems(result.content)).toEqual([]);
    expect(cardText(result.content)).toContain(`${OCTOBER.referralRevenueText} ${OCTOBER.referralRevenueChange}`);
    expect(result.preview.contentType).toBe('application/vnd.microsoft.card.thumbnail');
    expect(result.preview.content.title).toBe('Referrals');
    // One line each in the list: the period alone, the headline figure with its change.
    expect(result.preview.content.subtitle).toBe(OCTOBER.periodLabel);
    expect(result.preview.content.text).toBe(`Referral revenue: ${OCTOBER.referralRevenueText}  ${OCTOBER.referralRevenueChange}`);
    // The same buttons as the bot's own card.
    expect(result.content.actions?.map((a) => a.title)).toEqual(['Refresh', 'Previous period', 'By channel', 'By location']);
    expect(result.content.body.at(-1)).toMatchObject({ type: 'ActionSet', actions: [{ title: 'Subscribe to this' }] });
  });

  it('answers a question the same way, through the grammar', async () => {
    const answer = await search('how did referrals do last month?');
    expect(answer.type).toBe('result');
    if (answer.type !== 'result') return;
    expect(cardText(answer.attachments[0]!.content)).toContain(OCTOBER.referralRevenueText);
  });

  it('a button on the inserted card posts the report it names, as on the bot’s own card', async () => {
    const byChannel = result.content.actions!.find((a) => a.title === 'By channel')!;
    expect(byChannel.type).toBe('Action.Submit');
    const before = h.fake.calls.length;
    const res = await h.post({
      ...h.activity({ id: messageId(), conversationId: CHAT, conversationType: 'groupChat' }),
      type: 'invoke',
      name: 'composeExtension/onCardButtonClicked',
      value: byChannel.data,
    });
    expect(res.status).toBe(200);
    const post = await h.fake.waitFor(
      (c) => h.fake.calls.indexOf(c) >= before && c.conversationId === CHAT && c.status === 201 && Array.isArray(c.activity.attachments),
      10_000,
      'the report by channel',
    );
    expect(cardText(cardOf(post))).toContain('Top channels');
  });

  it('says what is wrong with text the grammar cannot read, in one sentence', async () => {
    const answer = await search('referals lastmoth purple');
    expect(answer.type).toBe('message');
    if (answer.type === 'message') expect(answer.text).toContain('I don\'t understand "lastmoth". Did you mean "last-month"?');
  });

  it('a report that cannot be made is one sentence in the list, never a stack trace', async () => {
    h.sandbox.faults.malformedJson = true;
    try {
      expect(await search('signups last-week')).toEqual({
        type: 'message',
        text: 'The reporting service sent data we could not read; try again later, and tell an admin if it keeps happening.',
      });
    } finally {
      h.sandbox.faults.malformedJson = false;
    }
  });

  it('refuses a report the conversation’s access does not allow, and makes none', async () => {
    await h.post({
      ...h.activity({ id: messageId(), text: 'access grant reports signups', conversationId: LIMITED, conversationType: 'groupChat' }),
      from: BOSS,
    });
    await h.drained();
    // Counted by path: a request of an earlier test (the signups search that failed on its first
    // answer) may still arrive while this one runs.
    const referrals = () =>
      Object.entries(h.sandbox.stats.byPath)
        .filter(([path]) => path.startsWith('/v1/collaborative/report/sponsor/referrals/'))
        .reduce((sum, [, n]) => sum + n, 0);
    const before = referrals();
    const answer = await search('referrals last-month', LIMITED);
    expect(answer).toEqual({
      type: 'message',
      text: 'This channel can see signups, not referrals; ask an admin to widen it with `access grant reports referrals`.',
    });
    expect(referrals()).toBe(before);
  });

  it('a report card inserted from it and sent in a chat with the bot is not read as a command; a word beside it is', async () => {
    const conversationId = 'a:1inserted-card-chat';
    // What Teams (and Agents Playground) send for a message holding only an inserted card.
    const inserted = messageId();
    await h.post({
      ...h.activity({
        id: inserted,
        conversationId,
        text: '<span class="inline-compose-card" itemid="0" itemtype="http://schema.skype.com/InputExtension">&nbsp;</span>',
      }),
      attachments: [result],
    });
    // The turn has ended when the POST is answered: nothing was said to it.
    expect(h.fake.calls.filter((c) => c.activityId === inserted)).toEqual([]);
    const typed = messageId();
    await h.post({
      ...h.activity({
        id: typed,
        conversationId,
        text: '<span class="inline-compose-card" itemid="0" itemtype="http://schema.skype.com/InputExtension">&nbsp;</span> help',
      }),
      attachments: [result],
    });
    expect(h.fake.calls.filter((c) => c.activityId === typed).length).toBeGreaterThan(0);
  });
});
