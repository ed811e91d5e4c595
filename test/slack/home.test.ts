/**
 * The App Home and the subscription form through the real Bolt app against the fake Slack Web
 * API: the Home published for the person who opens it with the subscriptions of their own
 * channels (`users.conversations` on the fake), its buttons going through the front door with
 * the channel's access and the person's membership checked, and the modal from
 * `/report subscribe`: a bad field answered on the field, a good form previewed and saved.
 */
import type { ActionsBlock, HomeView, ModalView } from '@slack/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_IN_CHANNEL } from '../../adapters/slack/home.js';
import { CANNOT_POST_HERE } from '../../adapters/slack/message.js';
import { OCTOBER } from '../helpers/fixtures.js';
import { eventually } from '../jobs/harness.js';
import { startSlackHarness, type SlackHarness } from './harness.js';
import { actionBody, blockText, capturingLogger, commandBody, postSigned } from './helpers.js';
import type { RecordedCall } from './fake-slack.js';

const { logger } = capturingLogger();
let h: SlackHarness;

beforeAll(async () => {
  h = await startSlackHarness({ logger });
  // Ana is in both channels; Ben only in a third.
  h.fake.memberships.set('U0ANA', ['C0HOME', 'C0LIMITED']);
  h.fake.memberships.set('U0BEN', ['C0ELSE']);
  h.fake.admins.add('U0BOSS');
});
afterAll(() => h?.close());

const command = (text: string, channel: string, responseId: string, user = 'U0ANA') =>
  postSigned(h.eventsUrl, commandBody({ text, channel, user, responseUrl: h.fake.responseUrl(responseId) }));

let eventSeq = 0;
const openHome = (user: string, tab: 'home' | 'messages' = 'home') =>
  postSigned(
    h.eventsUrl,
    JSON.stringify({
      type: 'event_callback',
      team_id: 'T0FAKE',
      api_app_id: 'A0REPORT',
      event_id: `Ev0HOME${++eventSeq}`,
      event_time: 1700000000,
      event: { type: 'app_home_opened', user, channel: `D${user}`, tab, event_ts: `1700000000.00${eventSeq}` },
    }),
    { contentType: 'application/json' },
  );

const press = (user: string, action: string, value: string) =>
  postSigned(
    h.eventsUrl,
    actionBody({
      type: 'block_actions',
      team: { id: 'T0FAKE', domain: 'fake' },
      user: { id: user, username: user.toLowerCase(), team_id: 'T0FAKE' },
      api_app_id: 'A0REPORT',
      trigger_id: '123.456.home',
      container: { type: 'view', view_id: 'V0HOME' },
      view: { id: 'V0HOME', type: 'home' },
      actions: [{ type: 'button', action_id: `home_${action}`, block_id: 'b', value, action_ts: '1700000001.000001' }],
    }),
  );

/** The next `views.publish` for `user` after `since` calls, and its view. */
async function publishedHome(user: string, since: number): Promise<{ view: HomeView; text: string }> {
  const call = await h.fake.waitFor((c) => c.method === 'views.publish' && c.params.user_id === user && h.fake.calls.indexOf(c) >= since);
  const view = call.params.view as HomeView;
  return { view, text: JSON.stringify(view.blocks) };
}

const buttonsOf = (view: HomeView) =>
  view.blocks
    .flatMap((b) => (b.type === 'actions' ? (b as ActionsBlock).elements : []))
    .flatMap((e) => (e.type === 'button' ? [{ id: e.action_id, value: e.value ?? '' }] : []));

const idIn = (confirm: RecordedCall) => /unsubscribe ([a-z0-9-]+)/i.exec(String(confirm.params.text))![1]!;

describe('Slack App Home', () => {
  let id = '';
  let limitedId = '';
  const value = (channel: string, sub: string) => JSON.stringify({ c: channel, s: sub });

  it('a subscription typed with /report refreshes its creator Home', async () => {
    const since = h.fake.calls.length;
    await command('subscribe referrals last-month by channel every monday at 9am tz Europe/Berlin', 'C0HOME', 'sub');
    id = idIn(await h.fake.waitFor((c) => c.method === 'chat.postEphemeral' && c.params.channel === 'C0HOME'));
    const { text } = await publishedHome('U0ANA', since);
    expect(text).toContain(id);
  });

  it('opening the Home publishes the subscriptions of the channels the person is in, with next run, last result and buttons', async () => {
    await command('subscribe referrals last-month by channel every day at 8am tz UTC', 'C0LIMITED', 'sub2');
    limitedId = idIn(await h.fake.waitFor((c) => c.method === 'chat.postEphemeral' && c.params.channel === 'C0LIMITED'));
    const since = h.fake.calls.length;
    expect((await openHome('U0ANA')).status).toBe(200);
    const { view, text } = await publishedHome('U0ANA', since);
    expect(view.type).toBe('home');
    expect(text).toContain('<#C0HOME>');
    expect(text).toContain('<#C0LIMITED>');
    expect(text).toContain('Referrals by channel · last month');
    expect(text).toContain('every Monday at 09:00 (Europe/Berlin)');
    expect(text).toContain('Next run');
    expect(text).toContain('not posted yet');
    const buttons = buttonsOf(view);
    for (const action of ['home_pause', 'home_run', 'home_remove']) expect(buttons).toContainEqual({ id: action, value: value('C0HOME', id) });
    expect(buttons.filter((b) => b.id === 'home_quick').map((b) => b.value)).toContain('digest');
  });

  it('someone in none of those channels sees none of them', async () => {
    const since = h.fake.calls.length;
    await openHome('U0BEN');
    const { text } = await publishedHome('U0BEN', since);
    expect(text).not.toContain(id);
    expect(text).toContain('None of your channels has a subscription yet');
  });

  it('Pause stops the schedule, and the Home shows Resume and what happened', async () => {
    const since = h.fake.calls.length;
    await press('U0ANA', 'pause', value('C0HOME', id));
    const { view, text } = await publishedHome('U0ANA', since);
    expect(text).toContain(`Paused \`${id}\``);
    expect(buttonsOf(view)).toContainEqual({ id: 'home_resume', value: value('C0HOME', id) });
    expect((await h.jobs.subscriptions!.get(id))?.paused).not.toBeNull();
    expect(await h.jobs.queue!.getJobScheduler(id)).toBeUndefined();
  });

  it('refuses Resume and Run now to someone who is not in the channel, and changes nothing', async () => {
    const since = h.fake.calls.length;
    await press('U0BEN', 'resume', value('C0HOME', id));
    expect((await publishedHome('U0BEN', since)).text).toContain(NOT_IN_CHANNEL);
    expect((await h.jobs.subscriptions!.get(id))?.paused).not.toBeNull();
    const before = await h.jobCount();
    const since2 = h.fake.calls.length;
    await press('U0BEN', 'run', value('C0HOME', id));
    await publishedHome('U0BEN', since2);
    expect(await h.jobCount()).toBe(before);
  });

  it('Resume starts the schedule again', async () => {
    const since = h.fake.calls.length;
    await press('U0ANA', 'resume', value('C0HOME', id));
    expect((await publishedHome('U0ANA', since)).text).toContain(`Resumed \`${id}\``);
    expect((await h.jobs.subscriptions!.get(id))?.paused).toBeNull();
    expect((await h.jobs.queue!.getJobScheduler(id))?.pattern).toBe('0 9 * * 1');
  });

  it('refuses Pause to someone who is not in the channel, and it keeps running', async () => {
    const since = h.fake.calls.length;
    await press('U0BEN', 'pause', value('C0HOME', id));
    expect((await publishedHome('U0BEN', since)).text).toContain(NOT_IN_CHANNEL);
    expect((await h.jobs.subscriptions!.get(id))?.paused).toBeNull();
    expect((await h.jobs.queue!.getJobScheduler(id))?.pattern).toBe('0 9 * * 1');
  });

  it('Run now posts the report in the subscription channel', async () => {
    const since = h.fake.calls.length;
    await press('U0ANA', 'run', value('C0HOME', id));
    expect((await publishedHome('U0ANA', since)).text).toContain('Running Referrals by channel · last month in <#C0HOME> now.');
    const post = await h.fake.waitFor((c) => c.method === 'chat.postMessage' && c.ok && c.params.channel === 'C0HOME');
    const text = blockText(post);
    expect(text).toContain(OCTOBER.periodLabel);
    expect(text).toContain(OCTOBER.referralRevenueText);
  });

  it("refuses Run now and Resume when the channel's access no longer allows the report", async () => {
    await command('access grant reports signups', 'C0LIMITED', 'limit', 'U0BOSS');
    await h.fake.waitFor((c) => c.method === 'response_url' && c.params.response_id === 'limit');
    const before = await h.jobCount();
    const since = h.fake.calls.length;
    await press('U0ANA', 'run', value('C0LIMITED', limitedId));
    expect((await publishedHome('U0ANA', since)).text).toContain('This channel can see signups, not referrals');
    expect(await h.jobCount()).toBe(before);

    const since2 = h.fake.calls.length;
    await press('U0ANA', 'pause', value('C0LIMITED', limitedId));
    await publishedHome('U0ANA', since2);
    const since3 = h.fake.calls.length;
    await press('U0ANA', 'resume', value('C0LIMITED', limitedId));
    expect((await publishedHome('U0ANA', since3)).text).toContain('This channel can see signups, not referrals');
    expect((await h.jobs.subscriptions!.get(limitedId))?.paused).not.toBeNull();
  });

  it('a quick report is answered in the person direct messages with the bot', async () => {
    const since = h.fake.calls.length;
    await press('U0ANA', 'quick', 'referrals last-month by channel');
    expect((await publishedHome('U0ANA', since)).text).toContain('The report is on its way to the Messages tab.');
    // The fake's conversations.open names Ana's DM D0ANA.
    const post = await h.fake.waitFor((c) => c.method === 'chat.postMessage' && c.ok && c.params.channel === 'D0ANA');
    expect(blockText(post)).toContain(OCTOBER.referralRevenueText);
  });

  it('Remove removes it through unsubscribe', async () => {
    const since = h.fake.calls.length;
    await press('U0ANA', 'remove', value('C0HOME', id));
    expect((await publishedHome('U0ANA', since)).text).toContain(`Removed subscription`);
    expect(await h.jobs.subscriptions!.get(id)).toBeNull();
  });
});

describe('the subscription form', () => {
  const submit = (view: { private_metadata?: string }, values: Record<string, Record<string, unknown>>) =>
    postSigned(
      h.eventsUrl,
      actionBody({
        type: 'view_submission',
        team: { id: 'T0FAKE', domain: 'fake' },
        user: { id: 'U0ANA', username: 'ana', team_id: 'T0FAKE' },
        api_app_id: 'A0REPORT',
        trigger_id: '123.456.form',
        view: {
          id: 'V0FORM',
          type: 'modal',
          callback_id: 'subscription_form',
          private_metadata: view.private_metadata ?? '',
          state: { values },
          hash: 'h1',
        },
      }),
    );
  const pick = (v: string) => ({ value: { type: 'static_select', selected_option: { text: { type: 'plain_text', text: v }, value: v } } });
  const form = (over: { time?: string; channel?: string } = {}) => ({
    report: pick('digest'),
    range: pick('last-week'),
    cadence: pick('week'),
    day: pick('monday'),
    time: { value: { type: 'timepicker', selected_time: over.time ?? '09:00' } },
    tz: { value: { type: 'plain_text_input', value: 'Europe/Berlin' } },
    channel: { value: { type: 'conversations_select', selected_conversation: over.channel ?? 'C0HOME' } },
  });
  let opened: ModalView;

  it('/report subscribe alone opens the form in the person own time zone', async () => {
    const res = await command('subscribe', 'C0HOME', 'form');
    expect(res.status).toBe(200);
    const call = await h.fake.waitFor((c) => c.method === 'views.open');
    expect(call.params.trigger_id).toBe('123.456.abc');
    opened = call.params.view as ModalView;
    expect(opened.callback_id).toBe('subscription_form');
    // The fake's users.info says Ana is in Europe/Berlin.
    expect(JSON.stringify(opened.blocks)).toContain('"initial_value":"Europe/Berlin"');
    expect(JSON.stringify(opened.blocks)).toContain('"initial_conversation":"C0HOME"');
  });

  it('a bad time and a channel the bot is not in come back as errors on their fields', async () => {
    h.fake.notMember.add('C0NOBOT');
    const res = await submit(opened, form({ time: '25:00', channel: 'C0NOBOT' }));
    expect(res.json).toEqual({ response_action: 'errors', errors: { time: 'Pick a time of day, like 09:00.', channel: CANNOT_POST_HERE } });
  });

  it('a good form is previewed with its next three runs, and Subscribe saves it and refreshes Home', async () => {
    const res = await submit(opened, form());
    const answer = res.json as { response_action: string; view: ModalView };
    expect(answer.response_action).toBe('update');
    const text = JSON.stringify(answer.view.blocks);
    expect(text).toContain('Weekly digest · last week, every Monday at 09:00 (Europe/Berlin)');
    // Three Mondays at 09:00 in Berlin, a week apart, whatever today is.
    const runs = [...text.matchAll(/• Monday, ([A-Z][a-z]{2} \d{1,2})(?:, \d{4})? at 09:00 \(Europe\/Berlin\)/g)].map((m) => m[1]);
    expect(runs).toHaveLength(3);
    expect(new Set(runs).size).toBe(3);

    const before = (await h.jobs.subscriptions!.list('slack:T0FAKE:C0HOME')).length;
    const since = h.fake.calls.length;
    const saved = await submit(answer.view, {});
    expect(saved.status).toBe(200);
    expect(saved.json ?? null).toBeNull();
    const subs = await h.jobs.subscriptions!.list('slack:T0FAKE:C0HOME');
    expect(subs).toHaveLength(before + 1);
    const made = subs.find((s) => s.query.report === 'digest')!;
    expect(made.schedule).toMatchObject({ every: 'week', day: 'Monday', time: '09:00', timeZone: 'Europe/Berlin' });
    await eventually(
      () =>
        h.fake.calls.find(
          (c) =>
            c.method === 'views.publish' &&
            c.params.user_id === 'U0ANA' &&
            h.fake.calls.indexOf(c) >= since &&
            JSON.stringify(c.params.view).includes(made.id),
        ),
      10_000,
      'the Home refreshed',
    );
  });
});
