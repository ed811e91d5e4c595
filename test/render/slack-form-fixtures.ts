/**
 * The Block Kit the Slack forms are expected to produce, written out by hand from the English
 * catalogue (src/messages/en/forms.ts) and Slack's own types, so the form tests compare whole
 * views rather than a field here and there: a dropped flag, label or initial value fails them.
 */
import type { ConversationsSelect, KnownBlock, MrkdwnElement, PlainTextElement, PlainTextOption } from '@slack/types';

/** A plain_text object as the builders make it (emoji on). */
export const pt = (text: string): PlainTextElement => ({ type: 'plain_text', text, emoji: true });

/** A mrkdwn object as the builders make it (verbatim: Slack adds no links of its own). */
export const md = (text: string): MrkdwnElement => ({ type: 'mrkdwn', text, verbatim: true });

/** One drop-down choice. */
export const opt = (value: string, label: string): PlainTextOption => ({ text: pt(label), value });

/** A drop-down input block; `optional` spelled out because the builders always send it. */
export function select(blockId: string, label: string, options: PlainTextOption[], initial: PlainTextOption, optional = false): KnownBlock {
  return {
    type: 'input',
    block_id: blockId,
    label: pt(label),
    optional,
    element: { type: 'static_select', action_id: 'value', options, initial_option: initial },
  };
}

export const RANGE_OPTIONS: PlainTextOption[] = [
  opt('yesterday', 'Yesterday'),
  opt('last-week', 'Last week'),
  opt('last-7-days', 'Last 7 days'),
  opt('last-month', 'Last month'),
  opt('last-30-days', 'Last 30 days'),
  opt('this-month', 'This month so far'),
  opt('next-30-days', 'Next 30 days (look-ahead reports)'),
];

export const CADENCE_OPTIONS: PlainTextOption[] = [
  opt('day', 'Every day'),
  opt('weekday', 'Every weekday'),
  opt('week', 'Every week, on the day below'),
  opt('month', 'Every month, on the 1st'),
];

export const DAY_OPTIONS: PlainTextOption[] = [
  opt('monday', 'Monday'),
  opt('tuesday', 'Tuesday'),
  opt('wednesday', 'Wednesday'),
  opt('thursday', 'Thursday'),
  opt('friday', 'Friday'),
  opt('saturday', 'Saturday'),
  opt('sunday', 'Sunday'),
];

/** The Range drop-down starting at `initial` (one of `RANGE_OPTIONS`). */
export const rangeBlock = (initial: PlainTextOption): KnownBlock => select('range', 'Range', RANGE_OPTIONS, initial);

/** The optional Options field, empty. */
export const OPTIONS_BLOCK: KnownBlock = {
  type: 'input',
  block_id: 'options',
  label: pt('Options'),
  optional: true,
  hint: pt('As you would type them after the report, e.g. "by channel" or "vs last-year".'),
  element: { type: 'plain_text_input', action_id: 'value', max_length: 300 },
};

/** Post in: only channels a person and the bot share, no DMs with bots, nothing shared from outside. */
export const CHANNEL_FILTER: ConversationsSelect['filter'] = {
  include: ['public', 'private'],
  exclude_bot_users: true,
  exclude_external_shared_channels: true,
};

/** How often … Post in, as every form ends; `channel` is the picker's start, absent: the current conversation. */
export function scheduleBlocks(cadence: PlainTextOption, timeLabel: string, time: string, zone: string, channel?: string): KnownBlock[] {
  return [
    select('cadence', 'How often', CADENCE_OPTIONS, cadence),
    select('day', 'Day of the week (weekly only)', DAY_OPTIONS, opt('monday', 'Monday'), true),
    { type: 'input', block_id: 'time', label: pt(timeLabel), element: { type: 'timepicker', action_id: 'value', initial_time: time } },
    {
      type: 'input',
      block_id: 'tz',
      label: pt('Time zone'),
      hint: pt('Yours by default; any IANA zone, e.g. America/New_York.'),
      element: { type: 'plain_text_input', action_id: 'value', initial_value: zone, max_length: 64 },
    },
    {
      type: 'input',
      block_id: 'channel',
      label: pt('Post in'),
      hint: pt('A channel I am in (invite me with /invite first).'),
      element: {
        type: 'conversations_select',
        action_id: 'value',
        filter: CHANNEL_FILTER,
        ...(channel ? { initial_conversation: channel } : { default_to_current_conversation: true }),
      },
    },
  ];
}
