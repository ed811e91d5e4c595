/**
 * The part of Slack Block Kit this bot builds, as plain types of our own: text objects, the
 * blocks of a message, the inputs of a form, and the modal and Home views. Names and fields are
 * Slack's own (https://docs.slack.dev/reference/block-kit), so a block reads the same here as in
 * Slack's documentation; only what we build is declared, which keeps the core free of any
 * `@slack/*` import (DESIGN.md: the core knows no SDK).
 *
 * That each type is one Slack accepts is checked against Slack's own `@slack/types` where the
 * two meet: the Slack adapter hands these blocks to `@slack/web-api`, and
 * test/render/block-kit-types.test.ts compiles every type here against its Slack twin, so a
 * field Slack does not know, or a value it does not take, fails there.
 */

export interface PlainTextElement {
  type: 'plain_text';
  text: string;
  emoji?: boolean;
}

export interface MrkdwnElement {
  type: 'mrkdwn';
  text: string;
  verbatim?: boolean;
}

export type TextObject = PlainTextElement | MrkdwnElement;

/** Where a picture comes from: a public URL, or a file uploaded to Slack. */
type ImageSource = { image_url: string } | { slack_file: { id: string } | { url: string } };

/** A picture inside a section or a context line. */
export type ImageElement = { type: 'image'; alt_text: string } & ImageSource;

export interface ConfirmationDialog {
  title?: PlainTextElement;
  text: PlainTextElement | MrkdwnElement;
  confirm?: PlainTextElement;
  deny?: PlainTextElement;
  style?: 'primary' | 'danger';
}

export interface Button {
  type: 'button';
  text: PlainTextElement;
  action_id?: string;
  value?: string;
  url?: string;
  style?: 'primary' | 'danger';
  confirm?: ConfirmationDialog;
  accessibility_label?: string;
}

export interface PlainTextOption {
  text: PlainTextElement;
  value?: string;
  description?: PlainTextElement;
}

export interface StaticSelect {
  type: 'static_select';
  action_id?: string;
  placeholder?: PlainTextElement;
  initial_option?: PlainTextOption;
  options?: PlainTextOption[];
  option_groups?: { label: PlainTextElement; options: PlainTextOption[] }[];
}

export interface ConversationsSelect {
  type: 'conversations_select';
  action_id?: string;
  placeholder?: PlainTextElement;
  initial_conversation?: string;
  default_to_current_conversation?: boolean;
  filter?: {
    include?: ('im' | 'mpim' | 'private' | 'public')[];
    exclude_external_shared_channels?: boolean;
    exclude_bot_users?: boolean;
  };
}

export interface PlainTextInput {
  type: 'plain_text_input';
  action_id?: string;
  placeholder?: PlainTextElement;
  initial_value?: string;
  multiline?: boolean;
  min_length?: number;
  max_length?: number;
}

export interface Timepicker {
  type: 'timepicker';
  action_id?: string;
  placeholder?: PlainTextElement;
  initial_time?: string;
  timezone?: string;
}

/** A table cell: text, or a number Slack may align and sort as one. */
export interface RawTextElement {
  type: 'raw_text';
  text: string;
}

export interface RawNumberElement {
  type: 'raw_number';
  value: number;
  text: string;
}

interface Block {
  block_id?: string;
}

export interface HeaderBlock extends Block {
  type: 'header';
  text: PlainTextElement;
}

export interface SectionBlock extends Block {
  type: 'section';
  text?: TextObject;
  fields?: TextObject[];
  accessory?: ImageElement | Button;
  expand?: boolean;
}

export interface ContextBlock extends Block {
  type: 'context';
  elements: (ImageElement | TextObject)[];
}

export type ImageBlock = Block & { type: 'image'; alt_text: string; title?: PlainTextElement } & ImageSource;

export interface DividerBlock extends Block {
  type: 'divider';
}

export interface ActionsBlock extends Block {
  type: 'actions';
  elements: Button[];
}

export interface InputBlock extends Block {
  type: 'input';
  label: PlainTextElement;
  element: StaticSelect | ConversationsSelect | PlainTextInput | Timepicker;
  hint?: PlainTextElement;
  optional?: boolean;
  dispatch_action?: boolean;
}

export interface TableBlock extends Block {
  type: 'table';
  rows: (RawTextElement | RawNumberElement)[][];
  column_settings?: { align?: 'left' | 'center' | 'right'; is_wrapped?: boolean }[];
}

/** Slack's paged table, with a caption. */
export interface DataTableBlock extends Block {
  type: 'data_table';
  rows: (RawTextElement | RawNumberElement)[][];
  caption: string;
  page_size?: number;
  row_header_column_index?: number;
}

/** Every block the bot puts in a message, a form or the Home tab. */
export type SlackBlock =
  HeaderBlock | SectionBlock | ContextBlock | ImageBlock | DividerBlock | ActionsBlock | InputBlock | TableBlock | DataTableBlock;

interface View {
  blocks: SlackBlock[];
  private_metadata?: string;
  callback_id?: string;
  external_id?: string;
}

export interface ModalView extends View {
  type: 'modal';
  title: PlainTextElement;
  close?: PlainTextElement;
  submit?: PlainTextElement;
  clear_on_close?: boolean;
  notify_on_close?: boolean;
}

export interface HomeView extends View {
  type: 'home';
}
