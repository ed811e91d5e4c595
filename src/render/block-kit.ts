/**
 * Slack Block Kit as Slack itself types it. The blocks we build are the `@slack/types`
 * interfaces that `@slack/web-api` takes in `chat.postMessage`, so `tsc` rejects a block,
 * field or element Slack does not know, with no schema of our own to keep in step with
 * Slack's. `@slack/types` is a types-only package (no client, no I/O, nothing at run time):
 * the pure core imports it with `import type` and stays free of Slack's SDK.
 *
 * What types cannot say (Slack's size limits) the builders keep by construction, reading
 * `RENDER_LIMITS.slack`; the tests check every message against the documented numbers.
 */
import type {
  ActionsBlock,
  Button,
  ContextBlock,
  DividerBlock,
  HeaderBlock,
  ImageBlock,
  ImageElement,
  KnownBlock,
  MrkdwnElement,
  PlainTextElement,
  SectionBlock,
  TextObject,
} from '@slack/types';

export type { ActionsBlock, Button, ContextBlock, DividerBlock, HeaderBlock, ImageBlock, ImageElement, MrkdwnElement, PlainTextElement, SectionBlock, TextObject };

/** Any block Slack accepts; ours are headers, sections, context, images, dividers and buttons. */
export type SlackBlock = KnownBlock;

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
