/**
 * The checks every render test relies on (owners.ts) catch what Slack and Teams would refuse.
 * Each payload here is written by hand, and each expected problem is read off the owner's rule.
 */
import { describe, expect, it } from 'vitest';
import type { SlackBlock } from '../../src/render/block-kit.js';
import { slackBlockProblems, slackProblems, teamsProblems } from './owners.js';

describe('the Adaptive Card check (the official adaptivecards parser)', () => {
  const card = (body: unknown[], extra: Record<string, unknown> = {}) => ({
    type: 'AdaptiveCard',
    $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
    version: '1.5',
    msteams: { width: 'Full' },
    body,
    ...extra,
  });
  const text = { type: 'TextBlock', text: 'Referrals', wrap: true };

  it("passes a card made of elements of schema 1.5, with a Submit button and Teams' width", () => {
    const good = card(
      [
        text,
        { type: 'FactSet', facts: [{ title: 'Revenue', value: '$10.00' }] },
        {
          type: 'ColumnSet',
          columns: [{ type: 'Column', width: 2, items: [{ type: 'RichTextBlock', inlines: [{ type: 'TextRun', text: 'Ana L.', italic: true }] }] }],
        },
        { type: 'Image', url: 'data:image/png;base64,AAAA', altText: 'Chart', size: 'Stretch' },
      ],
      { actions: [{ type: 'Action.Submit', title: 'Refresh', data: { action: 'report', value: '{}' } }] },
    );
    expect(teamsProblems(good)).toEqual([]);
  });

  it('fails an element type the schema does not have, or one newer than 1.5', () => {
    expect(teamsProblems(card([text, { type: 'Paragraph', text: 'x' }]))).toContain(
      'UnknownElementType: Unknown element type "Paragraph". Fallback will be used if present.',
    );
    expect(teamsProblems(card([text, { type: 'Carousel', pages: [] }]))).toContain(
      'UnknownElementType: Unknown element type "Carousel". Fallback will be used if present.',
    );
    expect(teamsProblems(card([text], { actions: [{ type: 'Action.Sumbit', title: 'x' }] }))).toContain(
      'UnknownActionType: Unknown action type "Action.Sumbit". Fallback will be used if present.',
    );
  });

  it('fails a value outside the schema and a misspelt property', () => {
    expect(teamsProblems(card([{ ...text, size: 'Huge' }]))).toContain('InvalidPropertyValue: Invalid value "Huge" for property "size".');
    expect(teamsProblems(card([{ type: 'RichTextBlock', inlines: [{ type: 'TextRun', text: 'a', itallic: true }] }]))).toEqual([
      '/body/0/inlines/0/itallic: dropped by the parser (not in the 1.5 schema, a default, or empty)',
    ]);
  });

  it('fails an empty body or list, an image Teams cannot load, and a card of 28 KB or more', () => {
    expect(teamsProblems(card([]))).toEqual(['/body: dropped by the parser (not in the 1.5 schema, a default, or empty)']);
    expect(teamsProblems(card([{ type: 'FactSet', facts: [] }]))).toEqual([
      '/body/0/facts: dropped by the parser (not in the 1.5 schema, a default, or empty)',
    ]);
    expect(teamsProblems(card([text, { type: 'Image', url: 'javascript:alert(1)', altText: 'x' }]))).toEqual([
      'an image Teams cannot load: javascript:alert(1)',
    ]);
    // 29 blocks of 1,000 characters: 29,000 bytes of text alone, over 28 × 1,024 = 28,672.
    const big = teamsProblems(card(Array.from({ length: 29 }, () => ({ ...text, text: 'x'.repeat(1000) }))));
    expect(big).toHaveLength(1);
    expect(big[0]).toMatch(/^\d+ bytes \(Teams allows 28 KB\)$/);
  });
});

describe("the Slack check (Slack's documented limits)", () => {
  const header: SlackBlock = { type: 'header', text: { type: 'plain_text', text: 'Referrals' } };

  it('passes blocks within every limit', () => {
    expect(
      slackProblems({ text: 'Referrals', blocks: [header, { type: 'image', image_url: 'https://example.com/c.png', alt_text: 'Chart' }] }),
    ).toEqual([]);
  });

  it('names each problem as Slack does, with a JSON pointer', () => {
    const section = { type: 'section', text: { type: 'mrkdwn', text: 'x'.repeat(3001) } };
    expect(slackBlockProblems([header, section])).toEqual(['must be at most 3000 characters, not 3001 [json-pointer:/blocks/1/text/text]']);
    expect(slackBlockProblems([{ type: 'header', text: { type: 'plain_text', text: 'h'.repeat(151) } }])).toEqual([
      'must be at most 150 characters, not 151 [json-pointer:/blocks/0/text/text]',
    ]);
    expect(slackBlockProblems([{ type: 'section' }])).toEqual(['must have text or fields [json-pointer:/blocks/0]']);
    expect(slackBlockProblems([{ type: 'image', image_url: 'https://example.com/c.png', slack_file: { id: 'F1' }, alt_text: 'Chart' }])).toEqual([
      'must have exactly one of image_url and slack_file [json-pointer:/blocks/0]',
    ]);
    expect(slackBlockProblems([{ type: 'section', fields: Array.from({ length: 11 }, () => ({ type: 'mrkdwn', text: 'f' })) }])).toEqual([
      'must have 1 to 10 fields [json-pointer:/blocks/0/fields]',
    ]);
    expect(slackBlockProblems(Array.from({ length: 51 }, () => ({ type: 'divider' })))).toEqual([
      'must have at most 50 blocks, not 51 [json-pointer:/blocks]',
    ]);
  });

  it('holds a message to our own budget: a fallback text, and 12,000 characters in all', () => {
    expect(slackProblems({ text: '', blocks: [header] })).toEqual(['fallback text of 0 characters']);
    // Four sections of 2,999 characters plus the header (9) and the fallback (9): 12,014.
    const long = Array.from({ length: 4 }, (): SlackBlock => ({ type: 'section', text: { type: 'mrkdwn', text: 'x'.repeat(2999) } }));
    expect(slackProblems({ text: 'Referrals', blocks: [header, ...long] })).toEqual(['12014 characters of text']);
  });
});
