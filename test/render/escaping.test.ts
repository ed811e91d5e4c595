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
import { helpReply } from '../../src/commands/index.js';
import { TEAMS_VOICE } from '../../adapters/teams/message.js';

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

describe('Teams: teamsMarkdown', () => {
  it.each([
    // In a code span the look-alikes stand in, one character for one.
    ['`discovery <id>`: only this discovery', '`discovery \u2039id\u203A`: only this discovery'],
    ['`tz <zone>` and `unsubscribe <id>`', '`tz \u2039zone\u203A` and `unsubscribe \u2039id\u203A`'],
    ['`R&D`', '`R\uFF06D`'],
    ['``a <b> c``', '``a \u2039b\u203A c``'],
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

  it("help in Teams' voice has no placeholder a Teams client would show as an entity", () => {
    const help = helpReply(undefined, TEAMS_VOICE);
    expect(help).toContain('`discovery \u2039id\u203A`');
    expect(help).toContain('`unsubscribe \u2039id\u203A`');
    for (const span of help.match(/`[^`]*`/g) ?? []) expect(span).not.toMatch(/[<>&]/);
    expect(help).not.toMatch(ENTITY);
  });
});
