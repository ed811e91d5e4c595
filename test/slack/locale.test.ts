/**
 * Each person's formats in Slack (issue 29, item 4), through the real Bolt app against the fake
 * Slack: the locale `users.info` gives with `include_locale` is the person's; the front door asks
 * for it after the command is acknowledged (the ack never waits for it), once per person for a
 * while, and a subscription keeps it for its firings. Expected strings written by hand from the fixture's
 * figures (OCTOBER in test/helpers/fixtures.ts); German puts a no-break space (U+00A0) before
 * `$` and `%`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSlackHarness, type SlackHarness } from './harness.js';
import { blocksOf, capturingLogger, commandBody, postSigned } from './helpers.js';

const { logger } = capturingLogger();
let h: SlackHarness;

beforeAll(async () => {
  // Longer than any test: a report that waited for the locale would not reach the service while it is held.
  h = await startSlackHarness({ logger, localeWaitMs: 60_000 });
  h.fake.locales.set('U0BERLIN', 'de-DE');
});
afterAll(() => h?.close());

const command = (text: string, channel: string, user: string) =>
  postSigned(h.eventsUrl, commandBody({ text, channel, user, responseUrl: h.fake.responseUrl() }));
const fieldsOf = (channel: string) =>
  h.fake
    .waitFor((c) => c.method === 'chat.postMessage' && c.ok && c.params.channel === channel)
    .then((post) => blocksOf(post).flatMap((b) => (b.fields ?? []).map((f) => f.text)));

const OCTOBER_DE = [
  '*Referral revenue*\n1.234,56\u00a0$  ▼ 10,0\u00a0% (worse)',
  '*Referral transactions*\n12  ▲ 20,0\u00a0% (better)',
  '*Influenced revenue*\n2.500,00\u00a0$  ▲ 25,0\u00a0% (better)',
  '*Influenced transactions*\n30  ▲ 25,0\u00a0% (better)',
  '*Revenue per referral*\n102,88\u00a0$  ▼ 25,0\u00a0% (worse)',
];

describe("a Slack user's locale", () => {
  it("acks before Slack is asked the person's locale, then makes the report in it (de-DE)", async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    h.fake.hooks.set('users.info', () => held);
    h.sandbox.stats.reset();
    const res = await command('referrals last-month', 'C0BERLIN', 'U0BERLIN');
    // The ack is back while users.info's answer is still held: the person never waits for Slack's lookup.
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ response_type: 'ephemeral', text: 'Working on *Referrals · last month*…' });
    await h.fake.waitFor((c) => c.method === 'users.info' && c.params.user === 'U0BERLIN');
    answer();
    expect(await fieldsOf('C0BERLIN')).toEqual(OCTOBER_DE);
    h.fake.hooks.delete('users.info');
  });

  it("asks once: the person's next report costs no users.info call", async () => {
    await command('referrals last-month', 'C0BERLIN2', 'U0BERLIN');
    expect(await fieldsOf('C0BERLIN2')).toEqual(OCTOBER_DE);
    expect(h.fake.callsOf('users.info').filter((c) => c.params.user === 'U0BERLIN')).toHaveLength(1);
  });

  it("a subscription keeps its creator's locale", async () => {
    await command('subscribe referrals last-month every monday at 9am', 'C0BERLIN', 'U0BERLIN');
    const confirmation = await h.fake.waitFor((c) => c.method === 'chat.postEphemeral' && c.params.channel === 'C0BERLIN');
    const id = /unsubscribe ([a-z0-9-]+)/i.exec(String(confirmation.params.text))?.[1];
    expect(id).toBeDefined();
    expect((await h.jobs.subscriptions!.get(id!))?.creator).toEqual({ userId: 'U0BERLIN', locale: 'de-DE' });
  });

  it('someone whose locale Slack gives as en-US gets the figures as before', async () => {
    await command('referrals last-month', 'C0NEWYORK', 'U0NEWYORK');
    expect((await fieldsOf('C0NEWYORK'))[0]).toBe('*Referral revenue*\n$1,234.56  ▼ 10.0% (worse)');
  });
});
