/**
 * Putting text into Slack mrkdwn safely. Slack reads `<…>` as links and mentions
 * (`<!channel>`, `<@U123>`, `<https://x|label>`) and `&` as the start of an entity, so every
 * string that comes from data (captions, quotes, names, notes, table cells) goes through
 * `escapeMrkdwn` before it is placed in a mrkdwn object. Together with `verbatim: true` on
 * every mrkdwn object (Slack then adds no links or mentions of its own), data can show up
 * only as the text it is.
 */
import type { MrkdwnElement, PlainTextElement } from './block-kit.js';
import { clip, oneLine } from './limits.js';

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
