/**
 * The forms' pure parts: "Subscribe to this" under a report (its value carries the report's
 * query and is validated on the way back like every report button's, and it cannot be passed
 * off as a button that runs a report), and the subscription form opened from a report, filled
 * in with it.
 */
import type { Button, InputBlock, ModalView, StaticSelect } from '@slack/types';
import { describe, expect, it } from 'vitest';
import { decodeActionValue, decodeSubscribeValue, STALE_ACTION_MESSAGE } from '../../src/render/actions.js';
import type { SlackMessage } from '../../src/render/block-kit.js';
import { formPrefill, subscriptionFormView, withSubscribeButton } from '../../src/render/slack-forms.js';
import type { ReportQuery } from '../../src/query/index.js';

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
