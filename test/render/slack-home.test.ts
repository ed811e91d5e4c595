/**
 * The Slack App Home view (src/render/slack-home.ts): its blocks, words and buttons written out
 * by hand, and Slack's 100-block limit for a Home view worked block by block. The view's type is
 * checked against Slack's own `HomeView` (block-kit-types.test.ts); this checks what the type cannot say.
 */
import { describe, expect, it } from 'vitest';
import { parseCommand } from '../../src/query/index.js';
import {
  HOME_ACTION_PREFIX,
  QUICK_REPORTS,
  homeView,
  subscriptionButtonValue,
  type HomeChannel,
  type HomeSubscription,
} from '../../src/render/slack-home.js';

describe('App Home quick reports', () => {
  it.each(QUICK_REPORTS.map((q) => [q.label, q.text]))('%s (%s) is a report command', (_label, text) => {
    const parsed = parseCommand(text, { now: new Date('2026-11-21T10:00:00Z'), timeZone: 'UTC' });
    expect(parsed.kind).toBe('report');
  });
});

// Blocks are read as plain JSON here: the test compares them with literals written out by hand.
type Json = any;
const asJson = (b: unknown): Json => b;
/** The text of a block as the reader sees it: a section's or header's text, a context's first element. */
function textOf(block: unknown): string {
  const b = asJson(block);
  if (b.type === 'context') return b.elements[0].text;
  return b.text?.text ?? '';
}

const subscription = (over: Partial<HomeSubscription> = {}): HomeSubscription => ({
  id: 's1',
  kind: 'subscription',
  what: 'Digest · last week',
  schedule: 'every Monday at 09:00 (Europe/Berlin)',
  nextRun: 'Monday, Nov 30 at 09:00 (Europe/Berlin)',
  lastResult: 'last posted Nov 23',
  paused: false,
  ...over,
});

/** `n` channels C0…C(n-1), each with one subscription (three blocks: its channel line, its text, its buttons). */
const channels = (n: number, subsEach = 1): HomeChannel[] =>
  Array.from({ length: n }, (_, i) => ({
    channelId: `C${i}`,
    subscriptions: Array.from({ length: subsEach }, (_, j) => subscription({ id: `s${i}-${j}` })),
  }));

const channelLines = (blocks: readonly unknown[]) => blocks.filter((b) => asJson(b).type === 'context' && /^<#C\d+>$/.test(textOf(b))).map(textOf);

const MORE_CHANNELS = 'More channels have subscriptions; type `/report subscriptions` in one to see its own.';
const MORE_ACCESS = 'More channels than fit here; type `/report access` in one to see its own.';

describe('homeView', () => {
  it('without subscriptions: the title, the quick reports and their buttons, and a line saying there are none', () => {
    const view = homeView([{ channelId: 'C1', subscriptions: [] }]);
    expect(view.type).toBe('home');
    const [title, intro, quick, divider, header, none, ...rest] = view.blocks.map(asJson);
    expect(rest).toEqual([]);
    expect(title).toEqual({ type: 'header', text: { type: 'plain_text', text: 'Report bot', emoji: true } });
    expect(intro.text.text).toBe('Quick reports: the answer comes in the *Messages* tab. Anything else: type `/report help`.');
    expect(quick.type).toBe('actions');
    expect(quick.block_id).toBe('quick');
    expect(quick.elements).toEqual([
      { type: 'button', action_id: 'home_quick', text: { type: 'plain_text', text: 'Digest', emoji: true }, value: 'digest' },
      {
        type: 'button',
        action_id: 'home_quick',
        text: { type: 'plain_text', text: 'Occupancy next 30 days', emoji: true },
        value: 'occupancy next-30-days',
      },
      {
        type: 'button',
        action_id: 'home_quick',
        text: { type: 'plain_text', text: 'Referrals last month', emoji: true },
        value: 'referrals last-month by channel',
      },
      { type: 'button', action_id: 'home_quick', text: { type: 'plain_text', text: 'Bookings last week', emoji: true }, value: 'bookings last-week' },
      {
        type: 'button',
        action_id: 'home_subscribe',
        text: { type: 'plain_text', text: 'New subscription…', emoji: true },
        value: 'new',
        style: 'primary',
      },
      { type: 'button', action_id: 'home_alert', text: { type: 'plain_text', text: 'New alert…', emoji: true }, value: 'new' },
    ]);
    expect(divider).toEqual({ type: 'divider' });
    expect(header.text.text).toBe('Subscriptions and alerts in your channels');
    expect(none.type).toBe('section');
    expect(none.text.text).toMatch(/^\S/);
    // The channel without subscriptions gets no line of its own.
    expect(channelLines(view.blocks)).toEqual([]);
  });

  it('offers at most four quick reports, with their labels cut to what a button holds', () => {
    const quick = Array.from({ length: 6 }, (_, i) => ({ label: `${i}`.repeat(80), text: `report ${i}` }));
    const row = asJson(homeView([], quick).blocks[2]);
    expect(row.elements.map((e: Json) => e.value)).toEqual(['report 0', 'report 1', 'report 2', 'report 3', 'new', 'new']);
    // 75 characters at most: 74 of the label and an ellipsis.
    expect(row.elements[0].text.text).toBe(`${'0'.repeat(74)}…`);
  });

  it('shows a running subscription and a paused alert with their words, state and buttons', () => {
    const view = homeView([
      {
        channelId: 'C0SALES',
        subscriptions: [
          subscription(),
          subscription({ id: 'a7', kind: 'alert', what: 'Occupancy below 60%', nextRun: null, paused: true, lastResult: 'paused from the App Home' }),
        ],
      },
    ]);
    const blocks = view.blocks.map(asJson);
    // Five blocks of the top, then the channel's line and two blocks per subscription; no "none" line.
    expect(blocks).toHaveLength(5 + 1 + 4);
    expect(blocks[5]).toEqual({ type: 'context', elements: [{ type: 'mrkdwn', text: '<#C0SALES>', verbatim: true }] });

    const [running, runningButtons, paused, pausedButtons] = blocks.slice(6);
    expect(running).toEqual({
      type: 'section',
      text: {
        type: 'mrkdwn',
        verbatim: true,
        text: '*Digest · last week* · subscription `s1`\nevery Monday at 09:00 (Europe/Berlin)\nNext run Monday, Nov 30 at 09:00 (Europe/Berlin) · last posted Nov 23',
      },
    });
    const value = '{"c":"C0SALES","s":"s1"}';
    expect(runningButtons).toEqual({
      type: 'actions',
      block_id: 'sub:C0SALES:s1',
      elements: [
        { type: 'button', action_id: 'home_pause', text: { type: 'plain_text', text: 'Pause', emoji: true }, value },
        { type: 'button', action_id: 'home_run', text: { type: 'plain_text', text: 'Run now', emoji: true }, value },
        {
          type: 'button',
          action_id: 'home_remove',
          text: { type: 'plain_text', text: 'Remove', emoji: true },
          value,
          style: 'danger',
          confirm: {
            title: { type: 'plain_text', text: 'Remove it?', emoji: true },
            text: { type: 'plain_text', text: 'Subscription s1 will stop posting in this channel.', emoji: true },
            confirm: { type: 'plain_text', text: 'Remove', emoji: true },
            deny: { type: 'plain_text', text: 'Keep it', emoji: true },
            style: 'danger',
          },
        },
      ],
    });

    expect(paused.text.text).toBe('*Occupancy below 60%* · alert `a7`\nevery Monday at 09:00 (Europe/Berlin)\n*Paused* · paused from the App Home');
    expect(pausedButtons.block_id).toBe('sub:C0SALES:a7');
    expect(pausedButtons.elements[0]).toEqual({
      type: 'button',
      action_id: 'home_resume',
      text: { type: 'plain_text', text: 'Resume', emoji: true },
      value: '{"c":"C0SALES","s":"a7"}',
      style: 'primary',
    });
    expect(pausedButtons.elements[2].confirm.text.text).toBe('Alert a7 will stop posting in this channel.');
    // Every button's action_id is the prefix and one of the Home's actions.
    for (const b of blocks.filter((x) => x.type === 'actions')) {
      for (const e of b.elements) expect(e.action_id.startsWith(HOME_ACTION_PREFIX)).toBe(true);
    }
  });

  it("escapes the service's and the user's words, so they cannot mention or link", () => {
    const view = homeView([
      {
        channelId: 'C1',
        subscriptions: [
          subscription({ id: 'x<1>', what: 'Stays & <!channel>', schedule: 'at <09:00>', nextRun: 'soon & <later>', lastResult: '<@U1>' }),
        ],
      },
    ]);
    expect(textOf(view.blocks[6])).toBe(
      '*Stays &amp; &lt;!channel&gt;* · subscription `x&lt;1&gt;`\nat &lt;09:00&gt;\nNext run soon &amp; &lt;later&gt; · &lt;@U1&gt;',
    );
  });

  it('cuts a long subscription to a section and a block_id Slack takes', () => {
    const id = 'i'.repeat(300);
    const view = homeView([{ channelId: 'C1', subscriptions: [subscription({ id, what: 'w'.repeat(4000) })] }]);
    const section = asJson(view.blocks[6]);
    expect(section.text.text).toHaveLength(3000);
    expect(section.text.text.endsWith('…')).toBe(true);
    const buttons = asJson(view.blocks[7]);
    expect(buttons.block_id).toBe(`sub:C1:${'i'.repeat(255 - 7 - 1)}…`);
    expect(buttons.elements[0].value).toBe(subscriptionButtonValue('C1', id));
  });

  it('a button value names the channel and the subscription', () => {
    expect(JSON.parse(subscriptionButtonValue('C9', 'k3x9'))).toEqual({ c: 'C9', s: 'k3x9' });
  });

  describe("Slack's 100 blocks a Home view", () => {
    // The top is five blocks; a channel with one subscription is three.
    it('31 channels fill 98 blocks and all show', () => {
      const view = homeView(channels(31));
      expect(view.blocks).toHaveLength(5 + 31 * 3);
      expect(channelLines(view.blocks)).toHaveLength(31);
      expect(view.blocks.map(textOf)).not.toContain(MORE_CHANNELS);
    });

    it('a 32nd channel would need 101 blocks with its "more" line: it is left out whole, and the line says so', () => {
      const view = homeView(channels(40));
      expect(view.blocks).toHaveLength(5 + 31 * 3 + 1);
      expect(channelLines(view.blocks)).toEqual(Array.from({ length: 31 }, (_, i) => `<#C${i}>`));
      expect(textOf(view.blocks.at(-1)!)).toBe(MORE_CHANNELS);
    });

    it('a channel is never cut between its subscriptions', () => {
      // 5 + 3 × 30 = 95 blocks; the next channel has 3 subscriptions (7 blocks) and would end at 102.
      const view = homeView([...channels(30), { channelId: 'CBIG', subscriptions: channels(1, 3)[0]!.subscriptions }, ...channels(1)]);
      expect(view.blocks).toHaveLength(96);
      expect(channelLines(view.blocks)).toHaveLength(30);
      expect(view.blocks.map(textOf)).not.toContain('<#CBIG>');
      expect(textOf(view.blocks[95]!)).toBe(MORE_CHANNELS);
    });

    const access = (n: number) => ({
      policy: 'A channel without settings of its own sees everything.',
      channels: Array.from({ length: n }, (_, i) => ({ channelId: `A${i}`, scope: `scope <${i}>` })),
    });

    it("an admin's access section follows, each channel with what it may see", () => {
      const view = homeView(channels(1), QUICK_REPORTS, access(2));
      const tail = view.blocks.slice(8).map(asJson);
      expect(tail).toEqual([
        { type: 'divider' },
        { type: 'header', text: { type: 'plain_text', text: 'What each of your channels may see (admins only)', emoji: true } },
        { type: 'context', elements: [{ type: 'mrkdwn', text: 'A channel without settings of its own sees everything.', verbatim: true }] },
        { type: 'section', text: { type: 'mrkdwn', text: '<#A0>\nscope &lt;0&gt;', verbatim: true } },
        { type: 'section', text: { type: 'mrkdwn', text: '<#A1>\nscope &lt;1&gt;', verbatim: true } },
      ]);
    });

    it("for an admin the subscriptions keep three blocks free: 30 channels, not 31, then the access section's top", () => {
      const view = homeView(channels(40), QUICK_REPORTS, access(0));
      // 5 + 30 × 3 = 95, the "more" line (96), then divider, header and policy: 99.
      expect(channelLines(view.blocks)).toHaveLength(30);
      expect(view.blocks).toHaveLength(99);
      expect(textOf(view.blocks[95]!)).toBe(MORE_CHANNELS);
      expect(view.blocks[96]!.type).toBe('divider');

      // 5 + one channel of two subscriptions (5) + 28 of one (84) = 94; the next would end at 97
      // with its "more" line still to come (98): over the 97 an admin's subscriptions may take.
      const edge = homeView([...channels(1, 2), ...channels(30).slice(1)], QUICK_REPORTS, access(0));
      expect(channelLines(edge.blocks)).toHaveLength(29);
      expect(textOf(edge.blocks[94]!)).toBe(MORE_CHANNELS);
      expect(edge.blocks).toHaveLength(98);
    });

    it('the access section fills what is left: 91 channels fit exactly after six blocks, 92 leave two out for the "more" line', () => {
      // No subscriptions: six blocks, three of the access top, so 91 channel sections make 100.
      const exact = homeView([], QUICK_REPORTS, access(91));
      expect(exact.blocks).toHaveLength(100);
      expect(textOf(exact.blocks[99]!)).toBe('<#A90>\nscope &lt;90&gt;');

      const over = homeView([], QUICK_REPORTS, access(92));
      expect(over.blocks).toHaveLength(100);
      expect(textOf(over.blocks[98]!)).toBe('<#A89>\nscope &lt;89&gt;');
      expect(textOf(over.blocks[99]!)).toBe(MORE_ACCESS);
    });

    it('with the subscriptions at their limit, the access section keeps its top and drops the "more" line before going over', () => {
      // 5 + two channels of two subscriptions (5 each) + 27 of one (3 each) = 96; the 28th would need 100 > 97.
      const subs = [...channels(2, 2), ...channels(29).slice(1)];
      const view = homeView(subs, QUICK_REPORTS, access(5));
      expect(view.blocks).toHaveLength(100);
      expect(textOf(view.blocks[96]!)).toBe(MORE_CHANNELS);
      expect(view.blocks.slice(97).map((b) => b.type)).toEqual(['divider', 'header', 'context']);
      expect(view.blocks.map(textOf)).not.toContain(MORE_ACCESS);
    });
  });
});
