/**
 * Slack Block Kit: the helpers every Slack builder shares. The blocks are our own types of
 * Slack's (block-kit-types.ts), checked against Slack's `@slack/types` in the tests and where
 * the Slack adapter hands them to `@slack/web-api`.
 *
 * What types cannot say (Slack's size limits) the builders keep by construction, reading
 * `RENDER_LIMITS.slack`; the tests check every message against the documented numbers.
 *
 * Text into Slack mrkdwn, safely. Slack reads `<…>` as links and mentions (`<!channel>`,
 * `<@U123>`, `<https://x|label>`) and `&` as the start of an entity, so every string that
 * comes from data (captions, quotes, names, notes, table cells) goes through `escapeMrkdwn`
 * before it is placed in a mrkdwn object. Together with `verbatim: true` on every mrkdwn
 * object (Slack then adds no links or mentions of its own), data can show up only as the text
 * it is.
 */
import type {
  ActionsBlock,
  Button,
  ContextBlock,
  DataTableBlock,
  DividerBlock,
  HeaderBlock,
  ImageBlock,
  ImageElement,
  InputBlock,
  MrkdwnElement,
  PlainTextElement,
  RawNumberElement,
  RawTextElement,
  SectionBlock,
  SlackBlock,
  TableBlock,
  TextObject,
} from './block-kit-types.js';
import { clip, oneLine } from './limits.js';

export type {
  ActionsBlock,
  Button,
  ContextBlock,
  DataTableBlock,
  DividerBlock,
  HeaderBlock,
  ImageBlock,
  ImageElement,
  InputBlock,
  MrkdwnElement,
  PlainTextElement,
  RawNumberElement,
  RawTextElement,
  SectionBlock,
  SlackBlock,
  TableBlock,
  TextObject,
};

/**
 * A message as `chat.postMessage` takes it: `blocks` for the client, `text` for
 * notifications, screen readers and clients that cannot show blocks.
 */
export interface SlackMessage {
  text: string;
  blocks: SlackBlock[];
}

/**
 * Every piece of text a reader sees in a message, fallback included, in characters: each
 * string Slack shows as text (`text` of the message and of every text object) or reads out
 * (`alt_text`). Ids, URLs and button values are not counted.
 */
export function slackTextLength(message: SlackMessage): number {
  const count = (node: unknown, key?: string): number => {
    if (typeof node === 'string') return key === 'text' || key === 'alt_text' ? node.length : 0;
    if (Array.isArray(node)) return node.reduce((n: number, item) => n + count(item), 0);
    if (node === null || typeof node !== 'object') return 0;
    return Object.entries(node).reduce((n, [k, v]) => n + count(v, k), 0);
  };
  return count(message);
}

/** `&`, `<`, `>` as Slack's three entities; everything else is left as typed. */
export function escapeMrkdwn(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Data text for one line of mrkdwn: escaped, and with line breaks folded into spaces, because
 * a line break would let a caption start its own `>` quote, list or code block in our layout.
 * `*bold*` and `_italic_` typed by a guest stay: they can only style the guest's own words.
 * Cut to `max` characters before escaping, so the cut never lands inside an entity.
 */
export function inlineText(text: string, max = 500): string {
  return escapeMrkdwn(oneLine(text, max));
}

/**
 * A line inside a ``` code block: escaped (Slack decodes entities there too), and with
 * backticks swapped for a look-alike so a cell can never close the block early. One
 * character for one, so aligned columns stay aligned.
 */
export function codeLine(text: string): string {
  return escapeMrkdwn(text.replace(/`/g, '\u02CB'));
}

/** A mrkdwn object; `verbatim` stops Slack from linking or mentioning on its own. */
export function mrkdwn(text: string): MrkdwnElement {
  return { type: 'mrkdwn', text, verbatim: true };
}

/** A plain_text object; needs no escaping (Slack shows it as is). */
export function plainText(text: string, max: number): PlainTextElement {
  return { type: 'plain_text', text: clip(text, max), emoji: true };
}

/**
 * Cuts already-escaped mrkdwn to `max` characters without leaving half an entity
 * (`&am…`) behind. A last guard: builders keep their text within limits by showing less.
 */
export function clipMrkdwn(text: string, max: number): string {
  if (text.length <= max) return text;
  return clip(text, max).replace(/&[a-z]{0,3}…$/, '…');
}

/**
 * Makes one block of room in a message at Slack's block limit: removes the last section,
 * image or divider before index `end`. The header, context lines (the period, what was left
 * out, who sent it) and buttons stay: each says something the reader needs.
 */
export function dropBodyBlock(blocks: SlackBlock[], end: number): void {
  for (let i = Math.min(end, blocks.length) - 1; i > 0; i--) {
    const type = blocks[i]?.type;
    if (type === 'section' || type === 'image' || type === 'divider') {
      blocks.splice(i, 1);
      return;
    }
  }
}
