/**
 * Each Block Kit type of ours (src/render/block-kit-types.ts) beside its twin in Slack's own
 * `@slack/types`. Compiled by block-kit-types.test.ts: every line must hold, so a value Slack
 * does not take (a block type, a style) or a field it does not know fails to compile.
 */
import type * as Slack from '@slack/types';
import type * as Ours from '../../src/render/block-kit-types.js';

/** Ours fits Slack's, and names no field Slack's does not have. */
type Twin<O, S> = [O] extends [S]
  ? [Exclude<keyof O, keyof S>] extends [never]
    ? true
    : { unknownFields: Exclude<keyof O, keyof S> }
  : 'not assignable';
type Holds<T extends true> = T;

export type Twins = [
  Holds<Twin<Ours.PlainTextElement, Slack.PlainTextElement>>,
  Holds<Twin<Ours.MrkdwnElement, Slack.MrkdwnElement>>,
  Holds<Twin<Ours.ImageElement, Slack.ImageElement>>,
  Holds<Twin<Ours.ConfirmationDialog, Slack.ConfirmationDialog>>,
  Holds<Twin<Ours.Button, Slack.Button>>,
  Holds<Twin<Ours.PlainTextOption, Slack.PlainTextOption>>,
  Holds<Twin<Ours.StaticSelect, Slack.StaticSelect>>,
  Holds<Twin<Ours.ConversationsSelect, Slack.ConversationsSelect>>,
  Holds<Twin<Ours.PlainTextInput, Slack.PlainTextInput>>,
  Holds<Twin<Ours.Timepicker, Slack.Timepicker>>,
  Holds<Twin<Ours.RawTextElement, Slack.RawTextElement>>,
  Holds<Twin<Ours.RawNumberElement, Slack.RawNumberElement>>,
  Holds<Twin<Ours.HeaderBlock, Slack.HeaderBlock>>,
  Holds<Twin<Ours.SectionBlock, Slack.SectionBlock>>,
  Holds<Twin<Ours.ContextBlock, Slack.ContextBlock>>,
  Holds<Twin<Ours.ImageBlock, Slack.ImageBlock>>,
  Holds<Twin<Ours.DividerBlock, Slack.DividerBlock>>,
  Holds<Twin<Ours.ActionsBlock, Slack.ActionsBlock>>,
  Holds<Twin<Ours.InputBlock, Slack.InputBlock>>,
  Holds<Twin<Ours.TableBlock, Slack.TableBlock>>,
  Holds<Twin<Ours.DataTableBlock, Slack.DataTableBlock>>,
  Holds<Twin<Ours.SlackBlock, Slack.KnownBlock>>,
  Holds<Twin<Ours.ModalView, Slack.ModalView>>,
  Holds<Twin<Ours.HomeView, Slack.HomeView>>,
];
