/**
 * Checks of our payloads against their owners' definitions.
 *
 * Slack: the project's zod schema (`SlackMessageSchema`) holds Slack's documented limits, and
 * `asKnownBlocks` hands every block to Slack's own TypeScript types (`@slack/types`, re-exported
 * by `@slack/bolt`), so `tsc` fails if a block we build has a field or shape Slack's types do
 * not know. Our zod types leave both image sources optional (a refinement requires exactly one),
 * so images are narrowed here, at run time, to Slack's `url` or `slack_file` variant.
 *
 * Teams: `AdaptiveCardSchema` (zod, Adaptive Cards 1.5 subset plus the 28 KB limit). The
 * `adaptivecards` package is not a dependency of the project (only a 1.2 copy comes in with
 * botbuilder, older than the 1.5 cards we send), so there is no owner's parser to call.
 */
import type { types } from '@slack/bolt';
import { AdaptiveCardSchema, type AdaptiveCard } from '../../src/render/adaptive-card.js';
import { SlackMessageSchema, slackTextLength, type ImageElement, type SlackBlock, type SlackMessage } from '../../src/render/block-kit.js';

function source(image: Pick<ImageElement, 'image_url' | 'slack_file'>): { image_url: string } | { slack_file: types.SlackFile } {
  const { image_url, slack_file } = image;
  if (image_url !== undefined && slack_file === undefined) return { image_url };
  if (slack_file !== undefined && image_url === undefined) return { slack_file };
  throw new Error('an image needs exactly one of image_url and slack_file');
}

function knownImage(image: ImageElement): types.ImageElement {
  return { type: 'image', alt_text: image.alt_text, ...source(image) };
}

/** One of our blocks as Slack's own `KnownBlock` type; throws on an image without exactly one source. */
export function asKnownBlock(block: SlackBlock): types.KnownBlock {
  switch (block.type) {
    case 'section': {
      const { accessory, ...rest } = block;
      return accessory ? { ...rest, accessory: knownImage(accessory) } : rest;
    }
    case 'context':
      return { ...block, elements: block.elements.map((e) => (e.type === 'image' ? knownImage(e) : e)) };
    case 'image': {
      const { image_url: _url, slack_file: _file, ...rest } = block;
      return { ...rest, ...source(block) };
    }
    default:
      return block;
  }
}

/**
 * Problems Slack would reject the message for, or our text budget; empty when none. Slack's
 * documented limits are written out here as numbers, apart from the schema, so a limit raised
 * by mistake in `RENDER_LIMITS` does not raise the test's limit with it.
 */
export function slackProblems(message: SlackMessage): string[] {
  const problems: string[] = [];
  const parsed = SlackMessageSchema.safeParse(message);
  if (!parsed.success) problems.push(...parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  try {
    message.blocks.map(asKnownBlock);
  } catch (e) {
    problems.push(String(e));
  }
  if (message.blocks.length > 50) problems.push(`${message.blocks.length} blocks (Slack allows 50)`);
  message.blocks.forEach((b, i) => {
    if (b.type === 'header' && b.text.text.length > 150) problems.push(`block ${i}: header over 150 characters`);
    if (b.type === 'section') {
      if ((b.text?.text.length ?? 0) > 3000) problems.push(`block ${i}: section text over 3,000 characters`);
      if ((b.fields?.length ?? 0) > 10) problems.push(`block ${i}: more than 10 fields`);
      if ((b.fields ?? []).some((f) => f.text.length > 2000)) problems.push(`block ${i}: a field over 2,000 characters`);
    }
  });
  if (slackTextLength(message) > 12_000) problems.push(`${slackTextLength(message)} characters of text`);
  return problems;
}

/** Problems Teams would reject the card for; empty when none. */
export function teamsProblems(card: AdaptiveCard): string[] {
  const problems: string[] = [];
  const parsed = AdaptiveCardSchema.safeParse(card);
  if (!parsed.success) problems.push(...parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  // Teams rejects an activity over 28 KB; an inline image travels apart and is measured apart.
  const json = JSON.stringify(card).replace(/"data:image\/[^"]*"/g, '""');
  const bytes = Buffer.byteLength(json, 'utf8');
  if (bytes >= 28 * 1024) problems.push(`${bytes} bytes (Teams allows 28 KB)`);
  return problems;
}
