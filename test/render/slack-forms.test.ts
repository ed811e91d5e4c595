/**
 * The forms' pure parts: "Subscribe to this" under a report (its value carries the report's
 * query and is validated on the way back like every report button's, and it cannot be passed
 * off as a button that runs a report), and the subscription form opened from a report, filled
 * in with it. Then the form's views compared whole with Block Kit written out by hand
 * (slack-form-fixtures.ts), the command its values make, and the button's edges (a value too
 * long, a message already at Slack's 50 blocks).
 */
import type { Button, InputBlock, ModalView, StaticSelect } from '@slack/types';
import { describe, expect, it } from 'vitest';
import { decodeActionValue, decodeSubscribeValue, STALE_ACTION_MESSAGE } from '../../src/render/actions.js';
import type { SlackBlock, SlackMessage } from '../../src/render/block-kit.js';
import {
  everyWords,
  formCommandText,
  formPrefill,
  optionsText,
  scheduleInputs,
  subscriptionFormView,
  subscriptionPreviewView,
  subscriptionRefusedView,
  withSubscribeButton,
  type FormValues,
} from '../../src/render/slack-forms.js';
import type { ReportQuery } from '../../src/query/index.js';
import { md, opt, OPTIONS_BLOCK, pt, rangeBlock, scheduleBlocks, select } from './slack-form-fixtures.js';

const QUERY: ReportQuery = {
  report: 'referrals',
  range: 'last-month',
  timeZone: 'UTC',
  weekStartsOn: 'Sunday',
  breakdown: 'channel',
  properties: [],
  discoveries: [],
};

const refresh: Button = { type: 'button', action_id: 'report_refresh', text: { type: 'plain_text', text: 'Refresh' }, value: '{}' };
const message = (buttons: number): SlackMessage => ({
  text: 'Referrals',
  blocks: [
    { type: 'header', text: { type: 'plain_text', text: 'Referrals' } },
    { type: 'actions', elements: Array.from({ length: buttons }, () => refresh) },
  ],
});

const lastButton = (m: SlackMessage): Button => {
  const last = m.blocks.at(-1);
  if (last?.type !== 'actions') throw new Error('no actions block');
  return last.elements.at(-1) as Button;
};

describe('Subscribe to this', () => {
  it("comes after the report's own buttons and carries its query", () => {
    const button = lastButton(withSubscribeButton(message(3), QUERY));
    expect(button).toMatchObject({ type: 'button', action_id: 'form_subscribe', text: { type: 'plain_text', text: 'Subscribe to this' } });
    expect(button.value).toBe('{"a":"subscribe","q":{"report":"referrals","range":"last-month","timeZone":"UTC","breakdown":"channel"}}');
    expect(decodeSubscribeValue(button.value)).toEqual({ ok: true, query: QUERY });
  });

  it('leaves a message whose buttons are full as it was', () => {
    const full = message(25);
    expect(withSubscribeButton(full, QUERY)).toBe(full);
  });

  it.each([
    ['a Refresh value', '{"a":"refresh","q":{"report":"referrals","range":"last-month","timeZone":"UTC"}}'],
    ['an unknown field', '{"a":"subscribe","q":{"report":"referrals","range":"last-month","timeZone":"UTC","admin":true}}'],
    ['an option the report cannot honour', '{"a":"subscribe","q":{"report":"bookings","range":"last-month","timeZone":"UTC","breakdown":"geo"}}'],
    ['a pinned instant', '{"a":"subscribe","q":{"report":"referrals","range":"last-month","timeZone":"UTC"},"t":0}'],
    ['not JSON', 'subscribe referrals'],
  ])('refuses %s', (_what, value) => {
    expect(decodeSubscribeValue(value)).toEqual({ ok: false, message: STALE_ACTION_MESSAGE });
  });

  it('is not a button that runs a report', () => {
    expect(decodeActionValue('{"a":"subscribe","q":{"report":"referrals","range":"last-month","timeZone":"UTC"}}')).toEqual({
      ok: false,
      message: STALE_ACTION_MESSAGE,
    });
  });
});

describe('the subscription form opened from a report', () => {
  const input = (view: ModalView, blockId: string) => (view.blocks.find((b) => b.block_id === blockId) as InputBlock).element;
  const reports: [string, string][] = [
    ['digest', 'Weekly digest'],
    ['referrals', 'Referrals'],
  ];

  it('starts at its report, range and options', () => {
    const view = subscriptionFormView(reports, 'Europe/Berlin', 'C0FORM', formPrefill({ ...QUERY, compare: 'last-year' }));
    expect((input(view, 'report') as StaticSelect).initial_option).toMatchObject({
      text: { type: 'plain_text', text: 'Referrals' },
      value: 'referrals',
    });
    expect((input(view, 'range') as StaticSelect).initial_option?.value).toBe('last-month');
    expect(input(view, 'options')).toMatchObject({ type: 'plain_text_input', initial_value: 'by channel vs last-year' });
  });

  it("offers a report's own range the list lacks, first", () => {
    const view = subscriptionFormView(reports, 'UTC', undefined, formPrefill({ ...QUERY, range: 'last-90-days' }));
    const range = input(view, 'range') as StaticSelect;
    expect(range.options?.[0]).toMatchObject({ text: { type: 'plain_text', text: 'Last 90 days' }, value: 'last-90-days' });
    expect(range.initial_option?.value).toBe('last-90-days');
  });

  it('leaves a range of fixed dates to the form (a subscription to it would post the same period each time)', () => {
    const view = subscriptionFormView(reports, 'UTC', undefined, formPrefill({ ...QUERY, range: '2026-09-01..2026-09-30' }));
    const range = input(view, 'range') as StaticSelect;
    expect(range.initial_option?.value).toBe('last-week');
    expect(range.options?.map((o) => o.value)).not.toContain('2026-09-01..2026-09-30');
  });

  it('without a report starts at the first report and last week, with no options', () => {
    const view = subscriptionFormView(reports, 'UTC');
    expect((input(view, 'report') as StaticSelect).initial_option?.value).toBe('digest');
    expect((input(view, 'range') as StaticSelect).initial_option?.value).toBe('last-week');
    expect(input(view, 'options')).not.toHaveProperty('initial_value');
  });
});

describe('the subscription form, whole', () => {
  const reports: [string, string][] = [
    ['digest', 'Weekly digest'],
    ['referrals', 'Referrals'],
  ];

  it('offers report, range, options and the schedule, starting at every week at 09:00 in the channel it was opened in', () => {
    const expected: ModalView = {
      type: 'modal',
      callback_id: 'subscription_form',
      private_metadata: '{"step":"form"}',
      title: pt('New subscription'),
      submit: pt('Preview'),
      close: pt('Cancel'),
      blocks: [
        select('report', 'Report', [opt('digest', 'Weekly digest'), opt('referrals', 'Referrals')], opt('digest', 'Weekly digest')),
        rangeBlock(opt('last-week', 'Last week')),
        OPTIONS_BLOCK,
        ...scheduleBlocks(opt('week', 'Every week, on the day below'), 'Time', '09:00', 'Europe/Berlin', 'C0FORM'),
      ],
    };
    expect(subscriptionFormView(reports, 'Europe/Berlin', 'C0FORM')).toEqual(expected);
  });

  it("keeps to Slack's 100 options and the Options field's 300 characters", () => {
    const many = Array.from({ length: 101 }, (_, i): [string, string] => [`r${i}`, `Report ${i}`]);
    const view = subscriptionFormView(many, 'UTC', undefined, { report: 'r0', options: 'by channel '.repeat(30) });
    const report = (view.blocks[0] as InputBlock).element as StaticSelect;
    expect(report.options).toHaveLength(100);
    expect(report.options?.at(-1)).toEqual(opt('r99', 'Report 99'));
    // 27 times "by channel " is 297 characters; the cut keeps three more.
    expect((view.blocks[2] as InputBlock).element).toEqual({
      type: 'plain_text_input',
      action_id: 'value',
      max_length: 300,
      initial_value: `${'by channel '.repeat(27)}by `,
    });
  });
});

describe('the schedule inputs', () => {
  // Post in starts at the channel the form was opened in, unless that was a direct message
  // (ids starting with D), which a subscription cannot post to: then at the current conversation.
  it.each([
    ['a public channel', 'C0FORM', 'C0FORM'],
    ['a channel whose id ends in D', 'C0FORMD', 'C0FORMD'],
    ['a private channel', 'G0PRIV', 'G0PRIV'],
    ['a direct message', 'D0DM1', undefined],
    ['nowhere', undefined, undefined],
  ])('opened from %s', (_where, channelId, initial) => {
    const blocks = scheduleInputs({ cadence: 'month', time: '07:30', timeZone: 'Asia/Tokyo', ...(channelId ? { channelId } : {}) });
    expect(blocks).toEqual(scheduleBlocks(opt('month', 'Every month, on the 1st'), 'Time', '07:30', 'Asia/Tokyo', initial));
  });

  it('starts How often at the given cadence, not the first', () => {
    const [cadence] = scheduleInputs({ cadence: 'weekday', time: '08:00', timeZone: 'UTC' });
    expect((cadence as InputBlock).element).toMatchObject({ initial_option: opt('weekday', 'Every weekday') });
  });
});

describe('the subscription preview and refusal', () => {
  it('says the subscription, where it posts, its next runs and the command, escaped, with Subscribe', () => {
    const text = 'subscribe digest last-week by <x> every monday at 09:00 tz Europe/Berlin';
    const expected: ModalView = {
      type: 'modal',
      callback_id: 'subscription_form',
      private_metadata: '{"step":"confirm","channelId":"C0FORM","text":"subscribe digest last-week by <x> every monday at 09:00 tz Europe/Berlin"}',
      title: pt('New subscription'),
      submit: pt('Subscribe'),
      close: pt('Cancel'),
      blocks: [
        { type: 'section', text: md('*Digest &lt;last week&gt; &amp; co* in <#C0FORM>') },
        { type: 'section', text: md('Next runs:\n• Mon 3 Nov, 09:00\n• Mon &lt;10&gt;') },
        {
          type: 'context',
          elements: [md('The same as typing `/report subscribe digest last-week by &lt;x&gt; every monday at 09:00 tz Europe/Berlin` there.')],
        },
      ],
    };
    expect(subscriptionPreviewView('C0FORM', text, 'Digest <last week> & co', ['Mon 3 Nov, 09:00', 'Mon <10>'])).toEqual(expected);
  });

  it('refuses with the sentence under the form title, with Close only', () => {
    const expected: ModalView = {
      type: 'modal',
      callback_id: 'subscription_form',
      title: pt('New subscription'),
      close: pt('Close'),
      blocks: [{ type: 'section', text: md('I may not post in <#C1>.') }],
    };
    expect(subscriptionRefusedView('I may not post in <#C1>.')).toEqual(expected);
  });
});

describe('the command a form means', () => {
  it.each([
    ['week', 'friday', 'every friday'],
    ['week', null, 'every monday'],
    ['month', 'friday', 'every month on 1st'],
    ['weekday', null, 'every weekday'],
    ['day', 'friday', 'every day'],
    [null, null, 'every day'],
  ])('how often %s on %s is "%s"', (cadence, day, words) => {
    expect(everyWords(cadence, day)).toBe(words);
  });

  it.each([
    [' by  channel\n\tvs last-year ', 'by channel vs last-year'],
    [' \n ', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('reads the Options %j as %j', (typed, words) => {
    expect(optionsText(typed)).toBe(words);
  });

  it('says every field, in the order the grammar reads them', () => {
    const values: FormValues = {
      report: 'digest',
      range: 'last-week',
      options: 'by channel\nvs last-year',
      cadence: 'week',
      day: 'friday',
      time: '09:00',
      timeZone: 'Europe/Berlin',
      channelId: 'C0FORM',
    };
    expect(formCommandText(values)).toBe('subscribe digest last-week by channel vs last-year every friday at 09:00 tz Europe/Berlin');
  });

  it('leaves out what is empty, with no double spaces', () => {
    const values: FormValues = {
      report: 'digest',
      range: null,
      options: null,
      cadence: 'weekday',
      day: null,
      time: '08:00',
      timeZone: 'UTC',
      channelId: null,
    };
    expect(formCommandText(values)).toBe('subscribe digest every weekday at 08:00 tz UTC');
  });
});

describe('Subscribe to this, at the edges', () => {
  const section = (text: string): SlackBlock => ({ type: 'section', text: md(text) });

  it("joins the report's buttons when they are the last block, not an earlier one", () => {
    const m: SlackMessage = { text: 'Referrals', blocks: [section('Referrals'), section('Figures'), { type: 'actions', elements: [refresh] }] };
    const blocks = withSubscribeButton(m, QUERY).blocks;
    expect(blocks).toHaveLength(3);
    expect(blocks.slice(0, 2)).toEqual(m.blocks.slice(0, 2));
    expect(blocks[2]).toMatchObject({ type: 'actions', elements: [refresh, { type: 'button', action_id: 'form_subscribe' }] });
  });

  it("adds its own actions block under a message without buttons, but not past Slack's 50 blocks", () => {
    const fortyNine: SlackMessage = { text: 'Long', blocks: Array.from({ length: 49 }, (_, i) => section(`Line ${i}`)) };
    const added = withSubscribeButton(fortyNine, QUERY).blocks;
    expect(added).toHaveLength(50);
    expect(added[49]).toMatchObject({ type: 'actions', elements: [{ type: 'button', action_id: 'form_subscribe' }] });

    const fifty: SlackMessage = { text: 'Long', blocks: Array.from({ length: 50 }, (_, i) => section(`Line ${i}`)) };
    expect(withSubscribeButton(fifty, QUERY)).toBe(fifty);
  });

  it("leaves the message as it was when the query does not fit a button's 2,000 characters", () => {
    const long: ReportQuery = { ...QUERY, properties: Array.from({ length: 200 }, (_, i) => `property-number-${i}`) };
    const m = message(1);
    expect(withSubscribeButton(m, long)).toBe(m);
  });
});
