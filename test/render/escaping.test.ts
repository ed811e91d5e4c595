/**
 * One escaping function per platform, each checked with the characters that have bitten:
 * placeholders (`<id>`), `&`, markdown marks, backticks, emoji and non-Latin scripts.
 *
 * Slack's mrkdwn reads `&`, `<`, `>` as entities and links and nothing else needs escaping;
 * Teams escapes HTML characters itself and then shows entities inside code spans as typed,
 * so its text must carry no entities and no `<` `>` `&` inside code.
 */
import { describe, expect, it } from 'vitest';
import { escapeMrkdwn } from '../../src/render/block-kit.js';
import { teamsMarkdown } from '../../src/render/teams-markdown.js';
import { answer, helpReply, type Conversation } from '../../src/commands/index.js';
import { TEAMS_VOICE } from '../../adapters/teams/message.js';
import { SLACK_VOICE } from '../../adapters/slack/message.js';
import { toSlackMessage } from '../../src/render/slack.js';
import { textBlock } from '../../src/render/adaptive-card.js';
import { makeReport } from './slack-fixtures.js';

const ENTITY = /&(?:[a-z]+|#\d+|#x[0-9a-f]+);/i;

describe('Slack: escapeMrkdwn', () => {
  it.each([
    ['`/report unsubscribe <id>`', '`/report unsubscribe &lt;id&gt;`'],
    ['Fish & Chips', 'Fish &amp; Chips'],
    ['&lt; typed by a guest', '&amp;lt; typed by a guest'],
    ['*bold* _italic_ `code`', '*bold* _italic_ `code`'],
    ['Café 🏨 東京 Zürich Ελλάδα', 'Café 🏨 東京 Zürich Ελλάδα'],
  ])('%s', (text, shown) => {
    expect(escapeMrkdwn(text)).toBe(shown);
  });
});

/** Slack decodes its three entities and nothing else: what a Slack reader sees of a mrkdwn text. */
const slackShows = (mrkdwn: string) => mrkdwn.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
/** A raw `<` (a link or mention to Slack) or an `&` that does not start one of Slack's entities. */
const SLACK_UNSAFE = /<|&(?!amp;|lt;|gt;)/;

describe("Slack's voice: every reply through escapeMrkdwn, once", () => {
  const slack: Conversation = { target: { platform: 'slack' }, requester: { userId: 'U0ANA' }, voice: SLACK_VOICE };
  const clock = { now: new Date('2026-11-21T10:00:00Z'), timeZone: 'UTC' };

  it('help shows its placeholders as typed, not as links', () => {
    const help = helpReply(undefined, SLACK_VOICE);
    expect(help).toContain('`/report unsubscribe &lt;id&gt;`');
    expect(help).toContain('`tz &lt;zone&gt;`');
    expect(help).not.toMatch(SLACK_UNSAFE);
    expect(slackShows(help)).toContain('`/report unsubscribe <id>`');
    expect(help).not.toContain('&amp;lt;');
  });

  it.each([
    // As Slack sends typed text: its three characters as entities, which the grammar reads back.
    ['referrals last-month &lt;id&gt; &amp; _i_ `c` 🏨 東京', 'I don\'t understand "&lt;id&gt;".'],
    ['referrals 東京&amp;🏨', 'I don\'t understand "東京&amp;🏨".'],
  ])("a refusal quotes the person's words escaped once: %s", (typed, first) => {
    const said = answer(typed, slack, clock).say;
    expect(said).toBe(`${first}\nType \`/report help\` for the reports, ranges and options I know.`);
    expect(said).not.toMatch(SLACK_UNSAFE);
  });

  it("a report's header is plain text (shown as typed); its fallback and period line are escaped", () => {
    const message = toSlackMessage(makeReport({ title: 'R&D <id> *b* _i_ `c` 🏨 東京', settings: ['weeks <x> & 東京'] }));
    expect(message.blocks[0]).toEqual({ type: 'header', text: { type: 'plain_text', text: 'R&D <id> *b* _i_ `c` 🏨 東京', emoji: true } });
    expect(message.text.startsWith('R&amp;D &lt;id&gt; *b* _i_ `c` 🏨 東京 · Last month')).toBe(true);
    expect(JSON.stringify(message.blocks[1])).toContain('weeks &lt;x&gt; &amp; 東京');
  });
});

describe('Teams: teamsMarkdown', () => {
  it.each([
    // In a code span the look-alikes stand in, one character for one.
    ['`discovery <id>`: only this discovery', '`discovery \u2039id\u203A`: only this discovery'],
    ['`tz <zone>` and `unsubscribe <id>`', '`tz \u2039zone\u203A` and `unsubscribe \u2039id\u203A`'],
    ['`R&D`', '`R\uFF06D`'],
    ['``a <b> c``', '``a \u2039b\u203A c``'],
    // A span opened by two backticks closes on two: all of it is code, and what follows is not.
    ['``R&D``', '``R\uFF06D``'],
    ['``x`` & `<y>`', '``x`` & `\u2039y\u203A`'],
    // Outside code: a tag-like `<word>` only; `&`, a lone `<`, and markdown marks pass.
    ['Usage: <report> [range]', 'Usage: \u2039report\u203A [range]'],
    ['Fish & Chips, 3 < 5 > 2', 'Fish & Chips, 3 < 5 > 2'],
    ['*bold* _italic_ `code`', '*bold* _italic_ `code`'],
    ['Café 🏨 東京 Zürich Ελλάδα `東京 🏨`', 'Café 🏨 東京 Zürich Ελλάδα `東京 🏨`'],
    ['an unclosed ` backtick <id>', 'an unclosed ` backtick \u2039id\u203A'],
  ])('%s', (text, shown) => {
    expect(teamsMarkdown(text)).toBe(shown);
  });

  it('never writes an entity, and leaves no < > & inside a code span', () => {
    const out = teamsMarkdown('`a & b <c>` &amp; <d> `&lt;`');
    for (const span of out.match(/`[^`]*`/g) ?? []) expect(span).not.toMatch(/[<>&]/);
    expect(out.replace('&amp;', '')).not.toMatch(ENTITY);
  });

  it("a card's own text goes through it too", () => {
    expect(textBlock('Use `unsubscribe <id>` · R&D 🏨 東京').text).toBe('Use `unsubscribe \u2039id\u203A` · R&D 🏨 東京');
  });

  it("help in Teams' voice has no placeholder a Teams client would show as an entity", () => {
    const help = helpReply(undefined, TEAMS_VOICE);
    expect(help).toContain('`discovery \u2039id\u203A`');
    expect(help).toContain('`unsubscribe \u2039id\u203A`');
    for (const span of help.match(/`[^`]*`/g) ?? []) expect(span).not.toMatch(/[<>&]/);
    expect(help).not.toMatch(ENTITY);
  });
});
