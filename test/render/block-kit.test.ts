/**
 * The small Block Kit helpers every Slack message goes through: what counts as text a reader
 * sees, the last-guard cut of escaped mrkdwn, and which block gives way at Slack's block limit.
 * Blocks are typed by Slack's own `@slack/types` (through block-kit.ts); expected values typed out.
 */
import { describe, expect, it } from 'vitest';
import { clipMrkdwn, dropBodyBlock, mrkdwn, plainText, slackTextLength, type SlackBlock } from '../../src/render/block-kit.js';

const header: SlackBlock = { type: 'header', text: { type: 'plain_text', text: 'Title' } };
const section = (id: string): SlackBlock => ({ type: 'section', block_id: id, text: mrkdwn(id) });
const image = (id: string): SlackBlock => ({ type: 'image', block_id: id, image_url: 'https://x.example/c.png', alt_text: id });
const divider = (id: string): SlackBlock => ({ type: 'divider', block_id: id });
const context = (id: string): SlackBlock => ({ type: 'context', block_id: id, elements: [mrkdwn(id)] });
const actions = (id: string): SlackBlock => ({
  type: 'actions',
  block_id: id,
  elements: [{ type: 'button', action_id: 'report_open', text: plainText('Open', 75), value: 'v' }],
});

/** The block ids left, in order (the header has none). */
const ids = (blocks: SlackBlock[]): (string | undefined)[] => blocks.map((b) => b.block_id);

describe('slackTextLength', () => {
  it("counts the fallback, every text object's text and an image's alt_text; not ids, URLs, types or button values", () => {
    const length = slackTextLength({
      text: 'ab',
      blocks: [
        { type: 'section', block_id: 'block-one', text: mrkdwn('cde') },
        { type: 'image', block_id: 'block-two', image_url: 'https://x.example/c.png', alt_text: 'fghi' },
        { type: 'actions', elements: [{ type: 'button', action_id: 'report_open', text: plainText('Open', 75), value: 'a-long-value' }] },
      ],
    });
    // 'ab' 2 + 'cde' 3 + 'fghi' 4 + 'Open' 4.
    expect(length).toBe(13);
  });

  it("counts an image's alt_text on its own", () => {
    expect(slackTextLength({ text: '', blocks: [{ type: 'image', image_url: 'https://x.example/c.png', alt_text: 'twelve chars' }] })).toBe(12);
  });
});

describe('clipMrkdwn', () => {
  // 'ab &amp; cd' is 11 characters: a cut to 5..8 lands inside the entity, a cut to 9 just after it.
  it.each([
    [5, 'ab …'],
    [6, 'ab …'],
    [7, 'ab …'],
    [8, 'ab …'],
    [9, 'ab &amp;…'],
  ])('a cut to %i never leaves half an entity: %s', (max, shown) => {
    expect(clipMrkdwn('ab &amp; cd', max)).toBe(shown);
  });

  it('cuts a text over the limit to the limit, ellipsis included', () => {
    expect(clipMrkdwn('abcdefgh', 5)).toBe('abcd…');
    expect(clipMrkdwn('abcdefgh', 7)).toBe('abcdef…');
  });

  it('returns a text within the limit untouched, even at exactly the limit and even if it ends like a cut entity', () => {
    expect(clipMrkdwn('abcdefgh', 8)).toBe('abcdefgh');
    expect(clipMrkdwn('ab &am…', 7)).toBe('ab &am…');
    expect(clipMrkdwn('ab &am…', 20)).toBe('ab &am…');
  });

  it('repairs only the end of the cut: text before it stays as it is', () => {
    expect(clipMrkdwn('a&b… and more words', 12)).toBe('a&b… and mo…');
  });
});

describe('dropBodyBlock', () => {
  it('removes the last section before `end`, leaving the blocks at and after `end`', () => {
    const blocks = [header, section('s1'), section('s2'), section('s3')];
    dropBodyBlock(blocks, 2);
    expect(ids(blocks)).toEqual([undefined, 's2', 's3']);
  });

  it('looks back past context lines and buttons, which stay', () => {
    const blocks = [header, section('s1'), context('c1'), actions('a1')];
    dropBodyBlock(blocks, 4);
    expect(ids(blocks)).toEqual([undefined, 'c1', 'a1']);
  });

  it('never looks at or past `end`, even when a removable block is there', () => {
    const blocks = [header, section('s1'), context('c1'), divider('d1')];
    dropBodyBlock(blocks, 3);
    expect(ids(blocks)).toEqual([undefined, 'c1', 'd1']);
  });

  it('takes an `end` past the last block as the end of the message', () => {
    const blocks = [header, section('s1'), section('s2')];
    dropBodyBlock(blocks, 10);
    expect(ids(blocks)).toEqual([undefined, 's1']);
  });

  it('removes an image, and a divider, as it removes a section', () => {
    const withImage = [header, image('i1'), context('c1')];
    dropBodyBlock(withImage, 3);
    expect(ids(withImage)).toEqual([undefined, 'c1']);
    const withDivider = [header, divider('d1'), context('c1')];
    dropBodyBlock(withDivider, 3);
    expect(ids(withDivider)).toEqual([undefined, 'c1']);
  });

  it('removes nothing when only the header, context lines and buttons are left', () => {
    const blocks = [header, context('c1'), actions('a1'), header];
    dropBodyBlock(blocks, 4);
    expect(blocks).toHaveLength(4);
  });

  it('never removes the first block, whatever its type', () => {
    const blocks = [section('s0'), context('c1')];
    dropBodyBlock(blocks, 2);
    expect(ids(blocks)).toEqual(['s0', 'c1']);
  });
});
