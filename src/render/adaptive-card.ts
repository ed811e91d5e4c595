/**
 * The subset of Adaptive Cards 1.5 the report bot sends to Teams: our own small types and
 * zod schemas for them (the botbuilder SDK's card types are `any`-typed and belong to the
 * adapter, not to the pure core). Only properties we use are allowed; the schemas reject
 * anything else, so a typo fails in tests instead of being ignored by Teams.
 */
import { z } from 'zod';
import { RENDER_LIMITS } from './limits.js';

/** Spacing above an element. */
export type Spacing = 'None' | 'Small' | 'Default' | 'Medium' | 'Large' | 'ExtraLarge';
/** Text size. */
export type TextSize = 'Small' | 'Default' | 'Medium' | 'Large' | 'ExtraLarge';
/** Text weight. */
export type TextWeight = 'Lighter' | 'Default' | 'Bolder';
/** Horizontal alignment of text or an image. */
export type Alignment = 'Left' | 'Center' | 'Right';

/** Properties every element may carry. */
interface ElementBase {
  spacing?: Spacing;
  separator?: boolean;
}

/** Text with Teams' markdown subset (bold, italic, lists, links): only for our own words. */
export interface TextBlock extends ElementBase {
  type: 'TextBlock';
  text: string;
  size?: TextSize;
  weight?: TextWeight;
  isSubtle?: boolean;
  wrap?: boolean;
  horizontalAlignment?: Alignment;
  style?: 'default' | 'heading';
}

/** A run of text inside a RichTextBlock. Markdown is not processed here (schema 1.2+). */
export interface TextRun {
  type: 'TextRun';
  text: string;
  size?: TextSize;
  weight?: TextWeight;
  isSubtle?: boolean;
  italic?: boolean;
}

/** Text made of runs; where text from data goes, because runs show markdown literally. */
export interface RichTextBlock extends ElementBase {
  type: 'RichTextBlock';
  inlines: TextRun[];
  horizontalAlignment?: Alignment;
}

/** Label/value pairs: the headline figures. */
export interface FactSet extends ElementBase {
  type: 'FactSet';
  facts: { title: string; value: string }[];
}

/** A picture by URL or data URI. */
export interface CardImage extends ElementBase {
  type: 'Image';
  url: string;
  altText: string;
  size?: 'Auto' | 'Stretch' | 'Small' | 'Medium' | 'Large';
  horizontalAlignment?: Alignment;
}

/** One column of a ColumnSet; a number width is a weight relative to the other columns. */
export interface Column {
  type: 'Column';
  width?: 'auto' | 'stretch' | number;
  verticalContentAlignment?: 'Top' | 'Center' | 'Bottom';
  items: CardElement[];
}

/** Columns side by side: a table row, or a photo beside its story. */
export interface ColumnSet extends ElementBase {
  type: 'ColumnSet';
  columns: Column[];
}

/** A group of elements: a table, a digest section. */
export interface Container extends ElementBase {
  type: 'Container';
  items: CardElement[];
  style?: 'default' | 'emphasis';
}

/** A button that posts `data` back to the bot as the activity's `value`. */
export interface SubmitAction {
  type: 'Action.Submit';
  title: string;
  /** `value` is `encodeActionValue(action)`, decoded by the Teams adapter with `decodeActionValue`. */
  data: { action: 'report'; value: string };
}

/** Buttons placed in the body rather than at the bottom of the card. */
export interface ActionSet extends ElementBase {
  type: 'ActionSet';
  actions: SubmitAction[];
}

/** Any element of a card body. */
export type CardElement = TextBlock | RichTextBlock | FactSet | CardImage | ColumnSet | Container | ActionSet;

/** The card itself, as the `content` of a Teams attachment. */
export interface AdaptiveCard {
  type: 'AdaptiveCard';
  $schema: 'http://adaptivecards.io/schemas/adaptive-card.json';
  version: '1.5';
  /** Full width in Teams, so tables get room. */
  msteams?: { width: 'Full' };
  body: CardElement[];
  actions?: SubmitAction[];
}

/** A card wrapped as a Bot Framework attachment. */
export interface AdaptiveCardAttachment {
  contentType: 'application/vnd.microsoft.card.adaptive';
  content: AdaptiveCard;
}

/** An absolute http(s) URL with none of the characters a URL must percent-encode. */
export const HTTP_URL = /^https?:\/\/[^\s"<>\\^`{|}]+$/;
/** An inline PNG, JPEG or GIF. */
export const DATA_IMAGE = /^data:image\/(png|jpeg|gif);base64,[A-Za-z0-9+/=]+$/;

const base = {
  spacing: z.enum(['None', 'Small', 'Default', 'Medium', 'Large', 'ExtraLarge']).optional(),
  separator: z.boolean().optional(),
};
const size = z.enum(['Small', 'Default', 'Medium', 'Large', 'ExtraLarge']).optional();
const weight = z.enum(['Lighter', 'Default', 'Bolder']).optional();
const align = z.enum(['Left', 'Center', 'Right']).optional();
const text = z.string().min(1);

const TextBlockSchema = z.strictObject({
  type: z.literal('TextBlock'),
  text,
  size,
  weight,
  isSubtle: z.boolean().optional(),
  wrap: z.boolean().optional(),
  horizontalAlignment: align,
  style: z.enum(['default', 'heading']).optional(),
  ...base,
});
const TextRunSchema = z.strictObject({
  type: z.literal('TextRun'),
  text,
  size,
  weight,
  isSubtle: z.boolean().optional(),
  italic: z.boolean().optional(),
});
const RichTextBlockSchema = z.strictObject({
  type: z.literal('RichTextBlock'),
  inlines: z.array(TextRunSchema).min(1),
  horizontalAlignment: align,
  ...base,
});
const FactSetSchema = z.strictObject({
  type: z.literal('FactSet'),
  facts: z.array(z.strictObject({ title: text, value: text })).min(1),
  ...base,
});
const ImageSchema = z.strictObject({
  type: z.literal('Image'),
  url: z.string().refine((url) => HTTP_URL.test(url) || DATA_IMAGE.test(url), { message: 'not an http(s) or data:image URL' }),
  altText: text,
  size: z.enum(['Auto', 'Stretch', 'Small', 'Medium', 'Large']).optional(),
  horizontalAlignment: align,
  ...base,
});
export const SubmitActionSchema = z.strictObject({
  type: z.literal('Action.Submit'),
  title: text,
  data: z.strictObject({ action: z.literal('report'), value: text.max(RENDER_LIMITS.slack.buttonValue) }),
});
const ActionSetSchema = z.strictObject({ type: z.literal('ActionSet'), actions: z.array(SubmitActionSchema).min(1), ...base });

const ColumnSchema: z.ZodType<Column> = z.strictObject({
  type: z.literal('Column'),
  width: z.union([z.literal('auto'), z.literal('stretch'), z.number().positive()]).optional(),
  verticalContentAlignment: z.enum(['Top', 'Center', 'Bottom']).optional(),
  items: z.array(z.lazy(() => CardElementSchema)),
});
const ColumnSetSchema: z.ZodType<ColumnSet> = z.strictObject({
  type: z.literal('ColumnSet'),
  columns: z.array(ColumnSchema).min(1),
  ...base,
});
const ContainerSchema: z.ZodType<Container> = z.strictObject({
  type: z.literal('Container'),
  items: z.array(z.lazy(() => CardElementSchema)).min(1),
  style: z.enum(['default', 'emphasis']).optional(),
  ...base,
});

/** Any body element, recursively. */
export const CardElementSchema: z.ZodType<CardElement> = z.union([
  TextBlockSchema,
  RichTextBlockSchema,
  FactSetSchema,
  ImageSchema,
  ColumnSetSchema,
  ContainerSchema,
  ActionSetSchema,
]);

/** A whole card, including the Teams size limit (measured without embedded images). */
export const AdaptiveCardSchema: z.ZodType<AdaptiveCard> = z
  .strictObject({
    type: z.literal('AdaptiveCard'),
    $schema: z.literal('http://adaptivecards.io/schemas/adaptive-card.json'),
    version: z.literal('1.5'),
    msteams: z.strictObject({ width: z.literal('Full') }).optional(),
    body: z.array(CardElementSchema).min(1),
    actions: z.array(SubmitActionSchema).optional(),
  })
  .refine((card) => cardBytes(card) < RENDER_LIMITS.teams.cardBytes, { message: 'card over 28 KB' });

/**
 * The card's size in UTF-8 bytes as Teams counts it against 28 KB, with data-URI images left
 * out (they are measured, and limited, separately as images).
 */
export function cardBytes(card: AdaptiveCard): number {
  const json = JSON.stringify(card, (_key, value: unknown) => (typeof value === 'string' && value.startsWith('data:') ? '' : value));
  return new TextEncoder().encode(json).length;
}
