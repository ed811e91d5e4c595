/**
 * The alert form's views as Slack gets them (src/render/slack-alert-form.ts), compared whole
 * with Block Kit written out by hand: the figure drop-down grouped by report (empty reports left
 * out, Slack's 100 groups and 100 options kept), the condition and value, and the inputs it
 * shares with the subscription form starting where an alert usually starts (yesterday, every
 * weekday at 08:00); then the preview step and the refusal.
 */
import type { InputBlock, KnownBlock, ModalView, StaticSelect } from '@slack/types';
import { describe, expect, it } from 'vitest';
import { alertFormView, alertPreviewView, alertRefusedView, type AlertFigureGroup } from '../../src/render/slack-alert-form.js';
import { md, opt, OPTIONS_BLOCK, pt, rangeBlock, scheduleBlocks, select } from './slack-form-fixtures.js';

const CONDITIONS = [opt('below', 'Falls below'), opt('above', 'Rises above'), opt('changes-by', 'Moves by at least (vs the period before)')];

const VALUE_BLOCK: KnownBlock = {
  type: 'input',
  block_id: 'threshold',
  label: pt('Value'),
  hint: pt('In the figure\'s own unit: 5000 or $5,000 for money, 72% for a rate; a percentage such as 20% for "Moves by".'),
  element: { type: 'plain_text_input', action_id: 'value', max_length: 32, placeholder: pt('5000') },
};

/** The figure drop-down's element, from a view. */
const figureSelect = (view: ModalView): StaticSelect => (view.blocks[0] as InputBlock).element as StaticSelect;

describe('the alert form', () => {
  // A report with no figures comes first: it must not become an empty group, nor its absence
  // shift the starting figure away from the first real one.
  const groups: AlertFigureGroup[] = [
    { title: 'Stories', figures: [] },
    {
      title: 'Referrals',
      figures: [
        ['referrals revenue', 'Referral revenue'],
        ['referrals count', 'Referrals'],
      ],
    },
    { title: 'Bookings', figures: [['bookings nights', 'Nights']] },
  ];

  it('offers the figures by report, then condition, value, range, options and the schedule', () => {
    const expected: ModalView = {
      type: 'modal',
      callback_id: 'alert_form',
      private_metadata: '{"step":"form"}',
      title: pt('New alert'),
      submit: pt('Preview'),
      close: pt('Cancel'),
      blocks: [
        {
          type: 'input',
          block_id: 'figure',
          label: pt('Figure to watch'),
          element: {
            type: 'static_select',
            action_id: 'value',
            option_groups: [
              { label: pt('Referrals'), options: [opt('referrals revenue', 'Referral revenue'), opt('referrals count', 'Referrals')] },
              { label: pt('Bookings'), options: [opt('bookings nights', 'Nights')] },
            ],
            initial_option: opt('referrals revenue', 'Referral revenue'),
          },
        },
        select('condition', 'Condition', CONDITIONS, opt('below', 'Falls below')),
        VALUE_BLOCK,
        // Yesterday is also the list's first range, so this cannot tell the `'yesterday'` fallback from
        // no fallback at all (rangeInput starts at the first option): that Stryker mutant is equivalent.
        rangeBlock(opt('yesterday', 'Yesterday')),
        OPTIONS_BLOCK,
        ...scheduleBlocks(opt('weekday', 'Every weekday'), 'Check at', '08:00', 'Europe/Berlin', 'C0ALERT'),
      ],
    };
    expect(alertFormView(groups, 'Europe/Berlin', 'C0ALERT')).toEqual(expected);
  });

  it('opened outside a channel posts where it was opened', () => {
    const view = alertFormView(groups, 'UTC');
    expect(view.blocks.at(-1)).toEqual(scheduleBlocks(opt('weekday', 'Every weekday'), 'Check at', '08:00', 'UTC').at(-1));
    expect((view.blocks.at(-1) as InputBlock).element).not.toHaveProperty('initial_conversation');
  });

  it('with no report that has figures, offers no group and starts at none', () => {
    const figure = figureSelect(alertFormView([{ title: 'Stories', figures: [] }], 'UTC'));
    expect(figure.option_groups).toEqual([]);
    expect(figure).not.toHaveProperty('initial_option');
  });

  it("keeps to Slack's 100 groups and 100 options a group", () => {
    const many: AlertFigureGroup[] = Array.from({ length: 101 }, (_, i): AlertFigureGroup => ({
      title: `Report ${i}`,
      figures: [[`r${i} total`, 'Total']],
    }));
    const groupsShown = figureSelect(alertFormView(many, 'UTC')).option_groups ?? [];
    expect(groupsShown).toHaveLength(100);
    expect(groupsShown.at(-1)?.label).toEqual(pt('Report 99'));

    const wide: AlertFigureGroup = { title: 'Wide', figures: Array.from({ length: 101 }, (_, i): [string, string] => [`wide f${i}`, `F${i}`]) };
    const options = figureSelect(alertFormView([wide], 'UTC')).option_groups?.[0]?.options ?? [];
    expect(options).toHaveLength(100);
    expect(options.at(-1)).toEqual(opt('wide f99', 'F99'));
  });
});

describe('the alert preview', () => {
  it('says the alert, where it posts, its next checks and the command, escaped, with Set alert', () => {
    const text = 'alert referrals revenue below 5000 <x> every weekday at 08:00 tz UTC';
    const expected: ModalView = {
      type: 'modal',
      callback_id: 'alert_form',
      private_metadata: '{"step":"confirm","channelId":"C0ALERT","text":"alert referrals revenue below 5000 <x> every weekday at 08:00 tz UTC"}',
      title: pt('New alert'),
      submit: pt('Set alert'),
      close: pt('Cancel'),
      blocks: [
        {
          type: 'section',
          text: md('*Referral revenue &lt; 5,000 &amp; more* in <#C0ALERT>\nI post there only when it starts to hold, once per crossing.'),
        },
        { type: 'section', text: md('Next checks:\n• Mon 3 Nov, 08:00 &lt;b&gt;\n• Tue 4 Nov, 08:00') },
        {
          type: 'context',
          elements: [md('The same as typing `/report alert referrals revenue below 5000 &lt;x&gt; every weekday at 08:00 tz UTC` there.')],
        },
      ],
    };
    expect(alertPreviewView('C0ALERT', text, 'Referral revenue < 5,000 & more', ['Mon 3 Nov, 08:00 <b>', 'Tue 4 Nov, 08:00'])).toEqual(expected);
  });
});

describe('the alert refusal', () => {
  it('says the sentence under the alert title, with Close only', () => {
    const expected: ModalView = {
      type: 'modal',
      callback_id: 'alert_form',
      title: pt('New alert'),
      close: pt('Close'),
      blocks: [{ type: 'section', text: md('I may not post in <#C1>.') }],
    };
    expect(alertRefusedView('I may not post in <#C1>.')).toEqual(expected);
  });
});
