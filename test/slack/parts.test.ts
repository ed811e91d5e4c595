/**
 * The Slack adapter's small parts: the per-channel pacer, the extra message lines, chart
 * file names, the SDK log bridge, and Socket Mode construction (there is no fake Socket
 * Mode server, so only the wiring is checked: no HTTP route, nothing connects until start).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chartFileName } from '../../adapters/slack/charts.js';
import { createSlackPlatform } from '../../adapters/slack/index.js';
import { createFrontDoor } from '../../src/commands/index.js';
import { withContextLine, INVITE_LINE } from '../../adapters/slack/message.js';
import { ChannelPacer } from '../../adapters/slack/pacer.js';
import { slackSdkLogger } from '../../adapters/slack/client.js';
import type { SlackBlock } from '../../src/render/block-kit.js';
import { capturingLogger } from './helpers.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('ChannelPacer', () => {
  it('lets one message a second into a channel and leaves other channels alone', async () => {
    vi.useFakeTimers({ now: 0 });
    const pacer = new ChannelPacer(1_000);
    const done: string[] = [];
    const track = (name: string, p: Promise<void>) => p.then(() => done.push(name));
    // Not awaited: the test moves the clock and watches the order in which they let go.
    void track('a1', pacer.wait('C1'));
    void track('a2', pacer.wait('C1'));
    void track('a3', pacer.wait('C1'));
    void track('b1', pacer.wait('C2'));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toEqual(['a1', 'b1']);
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toEqual(['a1', 'b1']);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toEqual(['a1', 'b1', 'a2']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(done).toEqual(['a1', 'b1', 'a2', 'a3']);
  });

  it('does not make a channel wait that has been quiet', async () => {
    vi.useFakeTimers({ now: 0 });
    const pacer = new ChannelPacer(1_000);
    await pacer.wait('C1');
    await vi.advanceTimersByTimeAsync(5_000);
    let passed = false;
    void pacer.wait('C1').then(() => (passed = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(passed).toBe(true);
  });
});

describe('ChannelPacer turns reserved for firings', () => {
  it("gives a free channel's turn to the first caller, at once, and the message it sends does not wait for a second slot", async () => {
    vi.useFakeTimers({ now: 0 });
    const pacer = new ChannelPacer(1_000);
    expect(pacer.reserve('C1', 'f1')).toBe(0);
    let sent = false;
    void pacer.wait('C1').then(() => (sent = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toBe(true);
    // The turn was used: another message waits its second.
    let next = false;
    void pacer.wait('C1').then(() => (next = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(next).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(next).toBe(true);
  });

  it('books later turns in the order asked, one second apart, and gives each caller its own when it comes back', async () => {
    vi.useFakeTimers({ now: 0 });
    // No lead: a caller starts on its turn.
    const pacer = new ChannelPacer(1_000, 0);
    expect(pacer.reserve('C1', 'f1')).toBe(0);
    expect(pacer.reserve('C1', 'f2')).toBe(1_000);
    expect(pacer.reserve('C1', 'f3')).toBe(2_000);
    // Another channel is not held by them.
    expect(pacer.reserve('C2', 'g1')).toBe(0);
    await vi.advanceTimersByTimeAsync(500);
    // Back too early: the same turn, not a new one behind f3.
    expect(pacer.reserve('C1', 'f2')).toBe(500);
    await vi.advanceTimersByTimeAsync(500);
    expect(pacer.reserve('C1', 'f2')).toBe(0);
    expect(pacer.reserve('C1', 'f3')).toBe(1_000);
    // A newcomer comes after everyone booked.
    expect(pacer.reserve('C1', 'f4')).toBe(2_000);
  });
});

describe('ChannelPacer lead: a firing starts before its turn and only its post waits for it', () => {
  it('sends a booked caller back until the lead before its turn, then lets it start while the post waits for the turn itself', async () => {
    vi.useFakeTimers({ now: 0 });
    const pacer = new ChannelPacer(1_000, 300);
    expect(pacer.reserve('C1', 'f1')).toBe(0);
    // Turns at 1,000 and 2,000 ms: come back 300 ms before each.
    expect(pacer.reserve('C1', 'f2')).toBe(700);
    expect(pacer.reserve('C1', 'f3')).toBe(1_700);
    let first = false;
    void pacer.wait('C1').then(() => (first = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(first).toBe(true);

    await vi.advanceTimersByTimeAsync(700);
    // f2 is back at 700 ms: it starts (makes its report), and its post is let go at 1,000 ms, not before.
    expect(pacer.reserve('C1', 'f2')).toBe(0);
    let second = false;
    void pacer.wait('C1').then(() => (second = true));
    await vi.advanceTimersByTimeAsync(299);
    expect(second).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(second).toBe(true);
    // f3 still has its own turn, one second after f2's.
    expect(pacer.reserve('C1', 'f3')).toBe(700);
  });

  it("lets a newcomer whose turn is within the lead start at once, its post waiting for the previous post's second", async () => {
    vi.useFakeTimers({ now: 0 });
    const pacer = new ChannelPacer(1_000, 300);
    await pacer.wait('C1');
    await vi.advanceTimersByTimeAsync(800);
    // The next turn is at 1,000 ms, 200 ms away: within the lead.
    expect(pacer.reserve('C1', 'f1')).toBe(0);
    let sent = false;
    void pacer.wait('C1').then(() => (sent = true));
    await vi.advanceTimersByTimeAsync(199);
    expect(sent).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toBe(true);
  });
});

describe('ChannelPacer after a 429', () => {
  it('holds the channel for Retry-After, then goes on one a second; other channels are not held', async () => {
    vi.useFakeTimers({ now: 0 });
    const pacer = new ChannelPacer(1_000);
    await pacer.wait('C1');
    pacer.holdFor('C1', 30_000);
    const done: string[] = [];
    void pacer.wait('C1').then(() => done.push('a2'));
    void pacer.wait('C1').then(() => done.push('a3'));
    void pacer.wait('C2').then(() => done.push('b1'));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(done).toEqual(['b1']);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toEqual(['b1', 'a2']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(done).toEqual(['b1', 'a2', 'a3']);
  });
});

describe('withContextLine', () => {
  const section = (i: number): SlackBlock => ({ type: 'section', text: { type: 'mrkdwn', text: `row ${i}` } });
  const actions: SlackBlock = {
    type: 'actions',
    elements: [{ type: 'button', action_id: 'report_refresh', text: { type: 'plain_text', text: 'Refresh' }, value: '{}' }],
  };

  it('puts the line above the buttons', () => {
    const m = withContextLine({ text: 't', blocks: [section(0), actions] }, INVITE_LINE);
    expect(m.blocks.map((b) => b.type)).toEqual(['section', 'context', 'actions']);
  });

  it('stays within 50 blocks, keeping the header, the line and the buttons', () => {
    const header: SlackBlock = { type: 'header', text: { type: 'plain_text', text: 'Report' } };
    const blocks = [header, ...Array.from({ length: 48 }, (_, i) => section(i)), actions];
    const m = withContextLine({ text: 't', blocks }, INVITE_LINE);
    expect(m.blocks).toHaveLength(50);
    expect(m.blocks[0]).toBe(header);
    expect(m.blocks.at(-1)).toBe(actions);
    expect(m.blocks.at(-2)!.type).toBe('context');
  });
});

describe('chartFileName', () => {
  it('turns a series key into a readable file name', () => {
    expect(chartFileName('referralsByPeriod')).toBe('referrals-by-period.png');
    expect(chartFileName('topChannels')).toBe('top-channels.png');
    expect(chartFileName('***')).toBe('chart.png');
  });
});

describe('slackSdkLogger', () => {
  it('keeps info and above as slack_sdk events and drops debug output', () => {
    const { logger, lines } = capturingLogger();
    const sdk = slackSdkLogger(logger);
    sdk.debug('request body {"text":"Ana Lopez"}');
    sdk.warn('Failed to verify', new Error('bad signature'));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ event: 'slack_sdk', level: 40, msg: 'Failed to verify bad signature' });
  });
});

describe('Socket Mode', () => {
  it('is chosen by SLACK_APP_TOKEN: no HTTP route, and nothing connects before start()', () => {
    const { logger } = capturingLogger();
    const platform = createSlackPlatform({
      config: { botToken: 'xoxb-x', appToken: 'xapp-1-x', apiUrl: 'http://127.0.0.1:9/api/', charts: 'upload' },
      logger,
    });
    const door = createFrontDoor({
      jobs: { enqueueReport: () => Promise.reject(new Error('not here')), subscriptions: null },
      logger,
      timeZone: 'UTC',
    });
    const receiver = platform.receive({ door, jobs: undefined as never });
    expect(receiver.status).toBe('socket');
    expect(receiver.routes).toEqual([]);
  });

  it('HTTP mode without a signing secret is refused at construction', () => {
    const { logger } = capturingLogger();
    expect(() => createSlackPlatform({ config: { botToken: 'xoxb-x', apiUrl: 'http://127.0.0.1:9/api/', charts: 'upload' }, logger })).toThrow(
      /SLACK_SIGNING_SECRET/,
    );
  });
});
