/**
 * Socket Mode, end to end: the bot started with SLACK_APP_TOKEN (and no signing secret) asks
 * the fake Web API's `apps.connections.open` for its URL, connects the real
 * `@slack/socket-mode` client inside Bolt to the local Socket Mode server
 * (test/helpers/socket-mode-server.ts), and answers the envelopes Slack would send: a slash
 * command that runs a report, a button on it, a subscription, an event and Slack's redelivery
 * of it, and a reconnect Slack asks for. Every envelope must be acked by its `envelope_id`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSlackPlatform } from '../../adapters/slack/index.js';
import { enqueueFiring } from '../../jobs/queue.js';
import { OCTOBER, OCTOBER_BY_CHANNEL, SEPTEMBER, SIGNUPS_LAST_WEEK } from '../helpers/fixtures.js';
import { FAKE_APP_TOKEN, FAKE_BOT_USER, type RecordedCall } from './fake-slack.js';
import { startSlackHarness, type SlackHarness } from './harness.js';
import { blockText, buttonPress, blocksOf, capturingLogger, commandBody } from './helpers.js';

const { logger, lines } = capturingLogger();
let h: SlackHarness;

beforeAll(async () => {
  h = await startSlackHarness({ logger, socketMode: true });
});
afterAll(() => h?.close());

/** A slash command envelope's payload: the same fields Slack posts over HTTP, as JSON. */
const command = (text: string, channel: string, responseId?: string) =>
  h.socket!.send(
    'slash_commands',
    Object.fromEntries(new URLSearchParams(commandBody({ text, channel, responseUrl: h.fake.responseUrl(responseId) }))),
  );
const posted = (channel: string) => h.fake.waitFor((c) => c.method === 'chat.postMessage' && c.ok && c.params.channel === channel);

describe('connecting', () => {
  it('opens the connection with the app-level token through SLACK_API_URL, and mounts no HTTP route', async () => {
    const opened = h.fake.callsOf('apps.connections.open');
    expect(opened.map((c) => c.ok)).toEqual([true]);
    expect(h.socket!.connections).toBe(1);
    expect(lines.some((l) => l.includes('"event":"slack_started"') && l.includes('"mode":"socket"'))).toBe(true);
    expect(h.slack.receive).toBeDefined();
    // Nothing listens for Slack over HTTP: the socket is the only way in.
    const res = await fetch(h.eventsUrl, { method: 'POST', body: 'x' });
    expect(res.status).toBe(404);
  });
});

describe('start-up', () => {
  it('refuses an app-level token Slack does not accept, in one sentence, without retrying forever', async () => {
    // Its own log: the SDK's error line about the refused token belongs to this test alone.
    const wrong = createSlackPlatform({
      config: { ...h.config.slack!, appToken: 'xapp-1-wrong' },
      logger: capturingLogger().logger,
      retryConfig: { retries: 0 },
    });
    const receiver = wrong.receive({ door: h.door, jobs: h.jobs });
    await expect(receiver.start()).rejects.toThrow(
      /^Slack did not open a Socket Mode connection for SLACK_APP_TOKEN at .* \(invalid_auth\)\. Check the app-level token/,
    );
    await receiver.stop().catch(() => undefined);
    expect(
      h.fake
        .callsOf('apps.connections.open')
        .filter((c) => !c.ok)
        .map((c) => c.error),
    ).toEqual(['invalid_auth']);
  });
});

describe('a report, its button and a subscription, over the socket', () => {
  let report: RecordedCall;

  it('a slash command is acked with the ephemeral "Working on…", then the report is posted with the figures worked out by hand', async () => {
    const ack = await command('referrals last-month', 'C0SOCKET');
    expect(ack.payload).toEqual({ response_type: 'ephemeral', text: 'Working on *Referrals · last month*…' });
    report = await posted('C0SOCKET');
    const fields = blocksOf(report).flatMap((b) => (b.fields ?? []).map((f) => f.text));
    // See OCTOBER in test/helpers/fixtures.ts for the arithmetic.
    expect(fields).toEqual(
      expect.arrayContaining([
        `*Referral revenue*\n${OCTOBER.referralRevenueText}  ${OCTOBER.referralRevenueChange}`,
        `*Referral transactions*\n12  ${OCTOBER.referralTransactionsChange}`,
      ]),
    );
    expect(blockText(report)).toContain(OCTOBER.periodLabel);
  });

  it('a button (Previous period) is acked and updates the report in place', async () => {
    const actions = blocksOf(report).find((b) => b.type === 'actions') as unknown as { elements: { action_id: string; value: string }[] };
    const value = actions.elements.find((e) => e.action_id === 'report_previous')!.value;
    const ts = h.fake.tsOf(report);
    const ack = await h.socket!.send(
      'interactive',
      buttonPress({ message: report, ts, channel: 'C0SOCKET', actionId: 'report_previous', value, responseUrl: h.fake.responseUrl() }),
    );
    expect(ack.payload ?? {}).toEqual({});
    const update = await h.fake.waitFor((c) => c.method === 'chat.update' && c.ok && c.params.channel === 'C0SOCKET');
    expect(update.params.ts).toBe(ts);
    // September by hand: $1,371.73 against August's $1,500.00.
    expect(blockText(update)).toContain(SEPTEMBER.referralRevenueText);
    expect(blockText(update)).toContain(SEPTEMBER.referralRevenueChange);
  });

  it('subscribe is acked, confirmed in the channel, listed, fires the report, and unsubscribe removes it', async () => {
    const ack = await command('subscribe referrals last-month by channel every monday at 9am tz Europe/Berlin', 'C0SOCKDIGEST', 'sub');
    expect(ack.envelope_id).toBeTruthy();
    const confirm = await h.fake.waitFor((c) => c.method === 'chat.postEphemeral' && c.params.channel === 'C0SOCKDIGEST');
    const text = String(confirm.params.text);
    expect(text).toContain('every Monday at 09:00 (Europe/Berlin)');
    const id = /unsubscribe ([a-z0-9-]+)/i.exec(text)![1]!;
    expect(await h.jobs.subscriptions!.get(id)).toMatchObject({ target: { platform: 'slack', channelId: 'C0SOCKDIGEST' } });

    await command('subscriptions', 'C0SOCKDIGEST', 'list');
    const list = await h.fake.waitFor((c) => c.method === 'response_url' && c.params.response_id === 'list');
    expect(String(list.params.text)).toContain(id);

    await enqueueFiring(h.jobs.queue!, id, new Date('2026-11-23T08:00:00Z'));
    const digest = await posted('C0SOCKDIGEST');
    // The table shows money compact (issue 27: Slack's tables at a phone's width).
    for (const [name, , compact] of OCTOBER_BY_CHANNEL.rows) {
      expect(blockText(digest)).toContain(name);
      expect(blockText(digest)).toContain(compact);
    }

    await command(`unsubscribe ${id}`, 'C0SOCKDIGEST', 'unsub');
    const removed = await h.fake.waitFor((c) => c.method === 'response_url' && c.params.response_id === 'unsub');
    expect(String(removed.params.text)).toContain(`Removed subscription \`${id}\``);
    expect(await h.jobs.subscriptions!.get(id)).toBeNull();
  });
});

describe('events, redeliveries and reconnects', () => {
  const mention = {
    token: 'legacy',
    team_id: 'T0FAKE',
    api_app_id: 'A0REPORT',
    type: 'event_callback',
    event_id: 'Ev0SOCKETMENTION',
    event_time: 1700000000,
    authorizations: [{ team_id: 'T0FAKE', user_id: FAKE_BOT_USER, is_bot: true }],
    event: {
      type: 'app_mention',
      user: 'U0ANA',
      text: `<@${FAKE_BOT_USER}> signups last week`,
      ts: '1700000000.000900',
      channel: 'C0SOCKMENTION',
      event_ts: '1700000000.000900',
    },
  };

  it('an app mention is acked and answered in its thread; Slack redelivering it (retry_attempt 1) is acked and posts nothing twice', async () => {
    await h.socket!.send('events_api', mention);
    const reply = await posted('C0SOCKMENTION');
    expect(reply.params.thread_ts).toBe('1700000000.000900');
    expect(blockText(reply)).toContain(SIGNUPS_LAST_WEEK.signupsChange);

    const redelivered = await h.socket!.send('events_api', mention, { retryAttempt: 1, retryReason: 'timeout' });
    expect(redelivered.envelope_id).toBeTruthy();
    // Once every job has finished for good, nothing more can still be on its way.
    await h.drained();
    expect(h.fake.callsOf('chat.postMessage', 'C0SOCKMENTION').filter((c) => c.ok)).toHaveLength(1);
  });

  it('reconnects when Slack asks (a fresh apps.connections.open), and the next command works on the new connection', async () => {
    h.socket!.askToReconnect();
    const deadline = Date.now() + 10_000;
    while (h.socket!.connections < 2) {
      if (Date.now() > deadline) throw new Error('the app did not reconnect');
      await new Promise((r) => setTimeout(r, 20));
    }
    await h.socket!.connected();
    expect(h.fake.callsOf('apps.connections.open').filter((c) => c.ok)).toHaveLength(2);
    const ack = await command('help', 'C0SOCKET');
    expect(String(ack.payload?.text)).toContain('/report');
  });

  it('acked every envelope, logged no errors and never the tokens', () => {
    expect(h.socket!.unacked).toEqual([]);
    expect(lines.filter((l) => l.includes('"level":50'))).toEqual([]);
    for (const line of lines) {
      expect(line).not.toContain('xoxb-');
      expect(line).not.toContain(FAKE_APP_TOKEN);
    }
  });
});
