/**
 * The subset of Slack Block Kit the report bot sends, as zod schemas with Slack's limits
 * built in, and the TypeScript types inferred from them. Builders produce these plain
 * objects; tests (and the Slack adapter, if it wants) validate them before sending, so a
 * payload Slack would reject with `invalid_blocks` fails here first, with a path.
 */
import { z } from 'zod';
import { RENDER_LIMITS } from './limits.js';

const L = RENDER_LIMITS.slack;

/** An absolute http(s) URL with none of the characters a URL must percent-encode. */
export const HTTP_URL = /^https?:\/\/[^\s"<>\\^`{|}]+$/;

const httpUrl = (max: number) => z.string().max(max).regex(HTTP_URL, { message: 'not an http(s) URL' });
const blockId = z.string().min(1).max(L.actionId).optional();

/** Text shown as is; the only kind a header or button accepts. */
export const PlainTextSchema = z.strictObject({
  type: z.literal('plain_text'),
  text: z.string().min(1).max(L.sectionText),
  emoji: z.boolean().optional(),
});
/** Slack's markup. We always send `verbatim: true` so Slack adds no links or mentions of its own. */
export const MrkdwnSchema = z.strictObject({
  type: z.literal('mrkdwn'),
  text: z.string().min(1).max(L.sectionText),
  verbatim: z.boolean().optional(),
});
export const TextObjectSchema = z.discriminatedUnion('type', [PlainTextSchema, MrkdwnSchema]);
/** Either kind of text object. */
export type TextObject = z.infer<typeof TextObjectSchema>;
/** A plain_text object. */
export type PlainText = z.infer<typeof PlainTextSchema>;
/** A mrkdwn object. */
export type Mrkdwn = z.infer<typeof MrkdwnSchema>;

/** An image already uploaded to Slack, by file id or by its Slack URL. */
export const SlackFileSchema = z.union([z.strictObject({ id: z.string().min(1) }), z.strictObject({ url: httpUrl(L.imageUrl) })]);

/** Slack requires exactly one source for an image. */
function oneSource(image: { image_url?: string | undefined; slack_file?: unknown }): boolean {
  return (image.image_url === undefined) !== (image.slack_file === undefined);
}

/** An image inside a section (accessory) or a context block. */
export const ImageElementSchema = z
  .strictObject({
    type: z.literal('image'),
    image_url: httpUrl(L.imageUrl).optional(),
    slack_file: SlackFileSchema.optional(),
    alt_text: z.string().min(1).max(L.altText),
  })
  .refine(oneSource, { message: 'an image needs exactly one of image_url and slack_file' });
/** An image element. */
export type ImageElement = z.infer<typeof ImageElementSchema>;

/** The report title: large plain text, 150 characters at most. */
export const HeaderBlockSchema = z.strictObject({
  type: z.literal('header'),
  text: PlainTextSchema.extend({ text: z.string().min(1).max(L.headerText) }),
  block_id: blockId,
});

const FieldSchema = z.discriminatedUnion('type', [
  PlainTextSchema.extend({ text: z.string().min(1).max(L.fieldText) }),
  MrkdwnSchema.extend({ text: z.string().min(1).max(L.fieldText) }),
]);

/** Text, a two-column grid of up to 10 fields, or both; optionally a small image on the right. */
export const SectionBlockSchema = z
  .strictObject({
    type: z.literal('section'),
    text: TextObjectSchema.optional(),
    fields: z.array(FieldSchema).min(1).max(L.fieldsPerSection).optional(),
    accessory: ImageElementSchema.optional(),
    block_id: blockId,
  })
  .refine((s) => s.text !== undefined || s.fields !== undefined, { message: 'a section needs text or fields' });

/** Small grey text and icons. */
export const ContextBlockSchema = z.strictObject({
  type: z.literal('context'),
  elements: z.array(z.union([PlainTextSchema, MrkdwnSchema, ImageElementSchema])).min(1).max(L.contextElements),
  block_id: blockId,
});

/** A full-width picture: a chart. */
export const ImageBlockSchema = z
  .strictObject({
    type: z.literal('image'),
    image_url: httpUrl(L.imageUrl).optional(),
    slack_file: SlackFileSchema.optional(),
    alt_text: z.string().min(1).max(L.altText),
    title: PlainTextSchema.extend({ text: z.string().min(1).max(L.altText) }).optional(),
    block_id: blockId,
  })
  .refine(oneSource, { message: 'an image needs exactly one of image_url and slack_file' });

export const DividerBlockSchema = z.strictObject({ type: z.literal('divider'), block_id: blockId });

/** A button whose `value` the app receives back on click. */
export const ButtonSchema = z.strictObject({
  type: z.literal('button'),
  text: PlainTextSchema.extend({ text: z.string().min(1).max(L.buttonText) }),
  action_id: z.string().min(1).max(L.actionId),
  value: z.string().min(1).max(L.buttonValue),
  style: z.enum(['primary', 'danger']).optional(),
});
/** A button element. */
export type Button = z.infer<typeof ButtonSchema>;

export const ActionsBlockSchema = z.strictObject({
  type: z.literal('actions'),
  elements: z.array(ButtonSchema).min(1).max(L.actionsElements),
  block_id: blockId,
});

export const SlackBlockSchema = z.union([
  HeaderBlockSchema,
  SectionBlockSchema,
  ContextBlockSchema,
  ImageBlockSchema,
  DividerBlockSchema,
  ActionsBlockSchema,
]);
/** Any block the bot sends. */
export type SlackBlock = z.infer<typeof SlackBlockSchema>;
export type HeaderBlock = z.infer<typeof HeaderBlockSchema>;
export type SectionBlock = z.infer<typeof SectionBlockSchema>;
export type ContextBlock = z.infer<typeof ContextBlockSchema>;
export type ImageBlock = z.infer<typeof ImageBlockSchema>;
export type DividerBlock = z.infer<typeof DividerBlockSchema>;
export type ActionsBlock = z.infer<typeof ActionsBlockSchema>;

/**
 * A message as `chat.postMessage` takes it: `blocks` for the client, `text` for
 * notifications, screen readers and clients that cannot show blocks.
 */
export interface SlackMessage {
  text: string;
  blocks: SlackBlock[];
}

/** Every piece of text a reader sees in a message, fallback included, in characters. */
export function slackTextLength(message: SlackMessage): number {
  let total = message.text.length;
  const image = (i: { alt_text: string }) => i.alt_text.length;
  for (const block of message.blocks) {
    switch (block.type) {
      case 'header':
        total += block.text.text.length;
        break;
      case 'section':
        total += (block.text?.text.length ?? 0) + (block.fields ?? []).reduce((n, f) => n + f.text.length, 0);
        if (block.accessory) total += image(block.accessory);
        break;
      case 'context':
        total += block.elements.reduce((n, e) => n + (e.type === 'image' ? image(e) : e.text.length), 0);
        break;
      case 'image':
        total += image(block) + (block.title?.text.length ?? 0);
        break;
      case 'actions':
        total += block.elements.reduce((n, b) => n + b.text.text.length, 0);
        break;
      case 'divider':
        break;
    }
  }
  return total;
}

/** A whole message within Slack's limits and our text budget. */
export const SlackMessageSchema = z
  .strictObject({
    text: z.string().min(1).max(L.fallbackText),
    blocks: z.array(SlackBlockSchema).min(1).max(L.blocks),
  })
  .refine((m) => slackTextLength(m) <= L.payloadText, { message: `more than ${L.payloadText} characters of text` });
