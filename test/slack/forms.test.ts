/**
 * The alert form, "Subscribe to this" and the App Home's admin section through the real Bolt
 * app against the fake Slack Web API: `/report alert` alone opens the modal (`views.open` as
 * the fake recorded it), a bad value comes back on its field (`response_action: errors` in
 * the HTTP answer), a good form is previewed and saved through the front door with the
 * channel's access (the alert stored, the Home refreshed through `views.publish`); a report's
 * "Subscribe to this" opens the subscription form filled in with that report; an admin's Home
 * says what each channel may see, and nobody else's does.
 */
import type { ActionsBlock, Button, HomeView, InputBlock, ModalView, StaticSelect } from '@slack/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_ACTION_MESSAGE } from '../../src/render/actions.js';
import { eventually } from '../jobs/harness.js';
import { startSlackHarness, type SlackHarness } from './harness.js';
import { actionBody, blocksOf, buttonPress, capturingLogger, commandBody, postSigned } from './helpers.js';
import type { RecordedCall } from './fake-slack.js';

const { logger } = capturingLogger();
let h: SlackHarness;

beforeAll(async () => {
  h = await startSlackHarness({ logger });
  h.fake.memberships.set('U0ANA', ['C0FORM', 'C0NARROW']);
  h.fake.memberships.set('U0BOSS', ['C0FORM', 'C0NARROW']);
  h.fake.admins.add('U0BOSS');
});
afterAll(() => h?.close());

const command = (text: string, channel: string, responseId: string, user = 'U0ANA') =>
  postSigned(h.eventsUrl, commandBody({ text, channel, user, responseUrl: h.fake.responseUrl(responseId) }));

/** The first call after `since` that `match` finds. */
const after = (since: number, match: (c: RecordedCall) => boolean) => h.fake.waitFor((c) => h.fake.calls.indexOf(c) >= since && match(c));

const submit = (callbackId: string, view: { private_metadata?: string }, values: Record<string, Record<string, unknown>>) =>
  postSigned(
    h.eventsUrl,
    actionBody({
      type: 'view_submission',
      team: { id: 'T0FAKE', domain: 'fake' },
      user: { id: 'U0ANA', username: 'ana', team_id: 'T0FAKE' },
      api_app_id: 'A0REPORT',
      trigger_id: '123.456.form',
      view: { id: 'V0FORM', type: 'modal', callback_id: callbackId, private_metadata: view.private_metadata ?? '', state: { values }, hash: 'h1' },
    }),
  );

const pick = (v: string) => ({ value: { type: 'static_select', selected_option: { text: { type: 'plain_text', text: v }, value: v } } });
const typed = (v: string) => ({ value: { type: 'plain_text_input', value: v } });

/** The alert form's state as Slack sends it: Ana's choices, `over` changed. */
const alertValues = (over: { value?: string; channel?: string; figure?: string } = {}) => ({
  figure: pick(over.figure ?? 'referrals revenue'),
  condition: pick('below'),
  threshold: typed(over.value ?? '$5,000'),
  range: pick('yesterday'),
  options: { value: { type: 'plain_text_input', value: null } },
  cadence: pick('weekday'),
  day: pick('monday'),
  time: { value: { type: 'timepicker', selected_time: '08:00' } },
  tz: typed('Europe/Berlin'),
  channel: { value: { type: 'conversations_select', selected_conversation: over.channel ?? 'C0FORM' } },
});

/** An input block of a modal, by block id. */
function inputOf(view: ModalView, blockId: string) {
  const block = view.blocks.find((b) => b.block_id === blockId);
  if (block?.type !== 'input') throw new Error(`no input block ${blockId}`);
  return (block as InputBlock).element;
}

describe('the alert form', () => {
  let opened: ModalView;

  it('/report alert alone opens it, in the person own zone, posting where it was opened', async () => {
    const since = h.fake.calls.length;
    const res = await command('alert', 'C0FORM', 'open');
    expect(res.status).toBe(200);
    const call = await after(since, (c) => c.method === 'views.open');
    expect(call.params.trigger_id).toBe('123.456.abc');
    opened = call.params.view as ModalView;
    expect(opened.callback_id).toBe('alert_form');
    expect(opened.title.text).toBe('New alert');
    // The figures by report: Referrals offers its revenue and its transactions.
    const figures = inputOf(opened, 'figure') as StaticSelect;
    const referrals = figures.option_groups?.find((g) => g.label.text === 'Referrals');
    expect(referrals?.options.map((o) => [o.value, o.text.text])).toEqual([
      ['referrals revenue', 'Referral revenue'],
      ['referrals transactions', 'Referral transactions'],
    ]);
    expect((inputOf(opened, 'condition') as StaticSelect).options?.map((o) => o.value)).toEqual(['below', 'above', 'changes-by']);
    // The fake's users.info says Ana is in Europe/Berlin.
    expect(inputOf(opened, 'tz')).toMatchObject({ type: 'plain_text_input', initial_value: 'Europe/Berlin' });
    expect(inputOf(opened, 'channel')).toMatchObject({ type: 'conversations_select', initial_conversation: 'C0FORM' });
    // Nothing was said in the channel: the form is the answer.
    expect(h.fake.calls.filter((c) => c.method === 'response_url' && c.params.response_id === 'open')).toEqual([]);
  });

  it('a value that does not fit the figure comes back on the value field, and nothing is saved', async () => {
    const res = await submit('alert_form', opened, alertValues({ value: '72%' }));
    expect(res.json).toEqual({
      response_action: 'errors',
      errors: {
        threshold:
          'Referral revenue is not a percentage, so "72%" does not fit it. Give referral revenue as a number, or use "changes-by 72%" for a change.',
      },
    });
    expect(await h.jobs.subscriptions!.list('slack:T0FAKE:C0FORM')).toEqual([]);
  });

  it('a good form is previewed with its next three checks, and Set alert saves it and refreshes Home', async () => {
    const res = await submit('alert_form', opened, alertValues());
    const answer = res.json as { response_action: string; view: ModalView };
    expect(answer.response_action).toBe('update');
    const text = JSON.stringify(answer.view.blocks);
    expect(text).toContain('revenue below $5,000 on Referrals · yesterday, checked every weekday at 08:00 (Europe/Berlin)');
    const checks = [...text.matchAll(/• (Monday|Tuesday|Wednesday|Thursday|Friday), [A-Z][a-z]{2} \d{1,2}(?:, \d{4})? at 08:00 \(Europe\/Berlin\)/g)];
    expect(checks).toHaveLength(3);

    // The preview asked Slack for Ana's locale (issue 29), so saving finds it known.
    await h.fake.waitFor((c) => c.method === 'users.info' && c.params.include_locale !== undefined && c.params.user === 'U0ANA');
    const since = h.fake.calls.length;
    const saved = await submit('alert_form', answer.view, {});
    expect(saved.status).toBe(200);
    expect(saved.json ?? null).toBeNull();
    const [made] = await h.jobs.subscriptions!.list('slack:T0FAKE:C0FORM');
    expect(made?.alert).toEqual({ op: 'below', metric: 'revenue', value: 5000 });
    expect(made?.creator).toEqual({ userId: 'U0ANA', locale: 'en-US' });
    expect(made?.schedule).toMatchObject({ every: 'weekday', time: '08:00', timeZone: 'Europe/Berlin' });
    expect(made?.query).toMatchObject({ report: 'referrals', range: 'yesterday' });
    // Confirmed in the channel, as the typed command is.
    const confirm = await after(since, (c) => c.method === 'chat.postEphemeral' && c.params.channel === 'C0FORM');
    expect(String(confirm.params.text)).toContain(`Alert set: revenue below $5,000 on Referrals · yesterday`);
    await eventually(
      () =>
        h.fake.calls.find(
          (c) =>
            c.method === 'views.publish' &&
            c.params.user_id === 'U0ANA' &&
            h.fake.calls.indexOf(c) >= since &&
            JSON.stringify(c.params.view).includes(made!.id),
        ),
      10_000,
      'the Home refreshed with the alert',
    );
  });

  it("is refused, in the modal, where the channel's access does not allow the report", async () => {
    await command('access grant reports signups', 'C0NARROW', 'narrow', 'U0BOSS');
    await h.fake.waitFor((c) => c.method === 'response_url' && c.params.response_id === 'narrow');
    const preview = (await submit('alert_form', opened, alertValues({ channel: 'C0NARROW' }))).json as { view: ModalView };
    const res = await submit('alert_form', preview.view, {});
    const answer = res.json as { response_action: string; view: ModalView };
    expect(answer.response_action).toBe('update');
    expect(JSON.stringify(answer.view.blocks)).toContain('This channel can see signups, not referrals');
    expect(await h.jobs.subscriptions!.list('slack:T0FAKE:C0NARROW')).toEqual([]);
  });
});

describe('Subscribe to this', () => {
  let report: RecordedCall;
  let button: Button;
  let jobsAfterReport = 0;

  it('is under a report someone asked for', async () => {
    const since = h.fake.calls.length;
    await command('referrals last-month by channel', 'C0FORM', 'report');
    report = await after(since, (c) => c.method === 'chat.postMessage' && c.ok && c.params.channel === 'C0FORM');
    const actions = blocksOf(report).filter((b) => b.type === 'actions') as unknown as ActionsBlock[];
    const found = actions.flatMap((a) => a.elements).find((e) => e.type === 'button' && e.action_id === 'form_subscribe');
    expect(found).toMatchObject({ type: 'button', text: { text: 'Subscribe to this' } });
    button = found as Button;
    jobsAfterReport = await h.jobCount();
  });

  it('opens the subscription form filled in with the report, its range and its options', async () => {
    const since = h.fake.calls.length;
    const press = buttonPress({
      message: report,
      ts: h.fake.tsOf(report),
      channel: 'C0FORM',
      actionId: 'form_subscribe',
      value: button.value!,
      responseUrl: h.fake.responseUrl('subscribe-this'),
    });
    expect((await postSigned(h.eventsUrl, actionBody(press))).status).toBe(200);
    const view = (await after(since, (c) => c.method === 'views.open')).params.view as ModalView;
    expect(view.callback_id).toBe('subscription_form');
    expect((inputOf(view, 'report') as StaticSelect).initial_option?.value).toBe('referrals');
    expect((inputOf(view, 'range') as StaticSelect).initial_option?.value).toBe('last-month');
    expect(inputOf(view, 'options')).toMatchObject({ type: 'plain_text_input', initial_value: 'by channel' });
    expect(inputOf(view, 'channel')).toMatchObject({ initial_conversation: 'C0FORM' });
    // Nothing ran: the button opens a form, it does not queue a report.
    expect(await h.jobCount()).toBe(jobsAfterReport);
  });

  it('a value that was changed opens nothing and says so', async () => {
    const since = h.fake.calls.length;
    const forged = JSON.stringify({ a: 'subscribe', q: { report: 'referrals', range: 'last-month', timeZone: 'UTC', admin: true } });
    const press = buttonPress({
      message: report,
      ts: h.fake.tsOf(report),
      channel: 'C0FORM',
      actionId: 'form_subscribe',
      value: forged,
      responseUrl: h.fake.responseUrl('forged'),
    });
    await postSigned(h.eventsUrl, actionBody(press));
    const said = await after(since, (c) => c.method === 'chat.postEphemeral' && c.params.channel === 'C0FORM');
    expect(said.params.text).toBe(STALE_ACTION_MESSAGE);
    expect(h.fake.calls.slice(since).filter((c) => c.method === 'views.open')).toEqual([]);
  });
});

describe("the App Home's access section", () => {
  let eventSeq = 0;
  const openHome = async (user: string): Promise<{ view: HomeView; text: string }> => {
    const since = h.fake.calls.length;
    await postSigned(
      h.eventsUrl,
      JSON.stringify({
        type: 'event_callback',
        team_id: 'T0FAKE',
        api_app_id: 'A0REPORT',
        event_id: `Ev0FORMHOME${++eventSeq}`,
        event_time: 1700000000,
        event: { type: 'app_home_opened', user, channel: `D${user}`, tab: 'home', event_ts: `1700000000.00${eventSeq}` },
      }),
      { contentType: 'application/json' },
    );
    const view = (await after(since, (c) => c.method === 'views.publish' && c.params.user_id === user)).params.view as HomeView;
    return { view, text: JSON.stringify(view.blocks) };
  };

  it('shows an admin what the policy lets each of their channels see', async () => {
    const { text } = await openHome('U0BOSS');
    expect(text).toContain('What each of your channels may see (admins only)');
    expect(text).toContain('A channel without settings of its own sees everything (`ACCESS_DEFAULT=all`).');
    expect(text).toContain('<#C0NARROW>\\nThis channel can see:\\n• Reports: signups');
    expect(text).toContain('<#C0FORM>\\nThis channel has no access settings of its own, so it sees everything (the default):');
  });

  it('shows it to nobody else', async () => {
    const { view, text } = await openHome('U0ANA');
    expect(text).not.toContain('admins only');
    expect(text).not.toContain('Reports: signups');
    // Ana still gets both forms from her Home.
    const buttons = view.blocks.flatMap((b) => (b.type === 'actions' ? (b as ActionsBlock).elements : []));
    expect(buttons.map((e) => (e.type === 'button' ? e.action_id : ''))).toEqual(expect.arrayContaining(['home_subscribe', 'home_alert']));
  });

  it('New alert… on the Home opens the alert form', async () => {
    const since = h.fake.calls.length;
    await postSigned(
      h.eventsUrl,
      actionBody({
        type: 'block_actions',
        team: { id: 'T0FAKE', domain: 'fake' },
        user: { id: 'U0ANA', username: 'ana', team_id: 'T0FAKE' },
        api_app_id: 'A0REPORT',
        trigger_id: '123.456.home',
        container: { type: 'view', view_id: 'V0HOME' },
        view: { id: 'V0HOME', type: 'home' },
        actions: [{ type: 'button', action_id: 'home_alert', block_id: 'quick', value: 'new', action_ts: '1700000001.000001' }],
      }),
    );
    const call = await after(since, (c) => c.method === 'views.open');
    expect(call.params.trigger_id).toBe('123.456.home');
    expect((call.params.view as ModalView).callback_id).toBe('alert_form');
  });
});
