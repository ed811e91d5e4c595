/**
 * A question back, when the bot is unsure: "Which did you mean: Signups or Stories?" with one
 * button per reading, on every surface. Slack gets a section and an actions block, Teams a card
 * with an `Action.Submit` per reading, the preview page draws the Slack message (its buttons
 * post the same values), and a terminal gets a numbered list of the commands to type.
 *
 * A button carries its reading as the command it stands for (`encodeReadingValue`), and a
 * press comes back through `decodeActionValue` like every other button, so the front door runs
 * it exactly as if it had been typed, access checks included.
 */
import { message } from '../messages/index.js';
import { ACTION_ID_PREFIX, READING_ACTION, encodeReadingValue, fitsButton } from './actions.js';
import { CARD_SCHEMA, noLinks, type AdaptiveCard, type ReportSubmitAction } from './adaptive-card.js';
import { clipMrkdwn, escapeMrkdwn, mrkdwn, plainText, type ActionsBlock, type Button, type SlackMessage } from './block-kit.js';
import { RENDER_LIMITS } from './limits.js';

/** One way to read a question: its name (`Signups`) and the command it stands for (`signups last week`). */
export interface Reading {
  label: string;
  /** A whole command the grammar reads, without `/report`. */
  command: string;
}

/** A question the bot asks back, and the readings it offers. */
export interface Clarification {
  /** `Which did you mean: Signups or Stories?` */
  question: string;
  readings: readonly Reading[];
}

/** The most readings offered: Teams shows five actions on a card, and two to four readings are what the grammar asks about. */
const MAX_READINGS = 4;

/** Each reading with its button value; one whose value would not fit a button is left out rather than broken. */
export function readingButtons(clarification: Clarification): { reading: Reading; value: string }[] {
  return clarification.readings
    .slice(0, MAX_READINGS)
    .map((reading) => ({ reading, value: encodeReadingValue(reading.command) }))
    .filter(({ value }) => fitsButton(value));
}

/**
 * Slack: the question, then one button per reading (`report_reading_1`, `report_reading_2`, …:
 * action ids are unique in a block). `text` is what notifications and screen readers get:
 * the question with its commands, as typed.
 */
export function slackClarifyMessage(clarification: Clarification, text: string): SlackMessage {
  const L = RENDER_LIMITS.slack;
  const elements = readingButtons(clarification).map(({ reading, value }, i): Button => ({
    type: 'button',
    text: plainText(reading.label, L.buttonText),
    action_id: `${ACTION_ID_PREFIX}${READING_ACTION}_${i + 1}`,
    value,
  }));
  const question = { type: 'section' as const, text: mrkdwn(clipMrkdwn(escapeMrkdwn(clarification.question), L.sectionText)) };
  const buttons: ActionsBlock[] = elements.length > 0 ? [{ type: 'actions', elements }] : [];
  return { text: text.slice(0, L.fallbackText), blocks: [question, ...buttons] };
}

/** Teams: the question, then one `Action.Submit` per reading, posting the same values as Slack's buttons. */
export function teamsClarifyCard(clarification: Clarification): AdaptiveCard {
  const actions = readingButtons(clarification).map(({ reading, value }): ReportSubmitAction => ({
    type: 'Action.Submit',
    title: noLinks(reading.label),
    data: { action: 'report', value },
  }));
  return {
    type: 'AdaptiveCard',
    $schema: CARD_SCHEMA,
    version: '1.5',
    body: [{ type: 'TextBlock', text: noLinks(clarification.question), wrap: true }],
    ...(actions.length > 0 ? { actions } : {}),
  };
}

/**
 * Teams: the question's card once a reading was pressed, updated in place to say which reading
 * runs, with no buttons left to press twice, as Slack puts the same sentence in the question's
 * place. `said` is that sentence in Teams' voice ("Working on *Signups · last week*…", a
 * paragraph a line); its emphasis becomes the card's bold, since a card's markdown has no `*`.
 */
export function teamsReadingChosenCard(said: string): AdaptiveCard {
  const lines = said
    .split(/\n+/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  return {
    type: 'AdaptiveCard',
    $schema: CARD_SCHEMA,
    version: '1.5',
    body: lines.map((line) => ({ type: 'TextBlock', text: line.replace(/\*([^*\n]+)\*/g, '**$1**'), wrap: true })),
  };
}

/**
 * Where there are no buttons (a terminal, a notification): the question, then each reading as a
 * numbered line with the command to type, written `/report …` (the caller puts it in its voice).
 */
export function clarifyList(clarification: Clarification): string {
  const lines = clarification.readings.map((r, i) => message('clarify.reading', { number: i + 1, label: r.label, command: r.command }));
  return [clarification.question, ...lines].join('\n');
}
