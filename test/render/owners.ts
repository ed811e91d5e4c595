/**
 * Checks of our payloads against their owners' definitions, for every message and card the
 * tests make (and for the fakes of Slack and the Bot Framework, which refuse what the real
 * services would).
 *
 * Slack: blocks are our types of Slack's, checked against `@slack/types` (`KnownBlock`) by
 * block-kit-types.test.ts. Slack publishes no parser of Block Kit; what its types cannot say is checked here: the
 * documented size limits, and the few rules Slack enforces when a message arrives (a section
 * needs text or fields, an image exactly one source, an image URL must be http(s)). The numbers
 * are written out from Slack's reference, apart from `RENDER_LIMITS`, so a limit raised there by
 * mistake does not raise the test's limit with it.
 *
 * Teams: every card is parsed by the official `adaptivecards` package (Microsoft's Adaptive
 * Cards SDK for JavaScript), pinned to schema 1.5. A problem its parser logs (an unknown
 * element or action, a value not in the schema) or its validation reports fails the check, and
 * so does any property the parser did not keep when writing the card back out: the parser drops
 * what the schema does not define, so a misspelt property shows up as missing from its copy.
 * Its npm entry (`lib/`) is ES modules written for bundlers (import paths without extensions),
 * which Node cannot load; the package's own webpack build (`dist/adaptivecards.js`, UMD) is the
 * same code in one file and loads in Node as CommonJS. Parsing needs no DOM (only rendering
 * does), so no `document` shim is used.
 */
import { createRequire } from 'node:module';
import type * as AdaptiveCards from 'adaptivecards';
import { slackTextLength, type SlackMessage } from '../../src/render/block-kit.js';
import type { RenderOptions } from '../../src/render/charts.js';
import { toSlackMessage as renderSlack } from '../../src/render/slack.js';
import { toTeamsCard as renderTeams, type AdaptiveCard } from '../../src/render/teams.js';
import type { Report } from '../../src/catalogue/types.js';

// ---------------------------------------------------------------------------------------------
// The renderers as the render tests call them: each message and card they make is checked
// before the test sees it, so no test can forget to.

/** `toSlackMessage`, throwing if the message breaks a rule of Slack's (`slackProblems`). */
export function toSlackMessage(report: Report, options?: RenderOptions): SlackMessage {
  return checked(renderSlack(report, options), slackProblems, 'Slack message');
}

/** `toTeamsCard`, throwing if the official parser or Teams' limit finds a problem (`teamsProblems`). */
export function toTeamsCard(report: Report, options?: RenderOptions): AdaptiveCard {
  return checked(renderTeams(report, options), teamsProblems, 'Adaptive Card');
}

function checked<T>(payload: T, problems: (payload: T) => string[], what: string): T {
  const found = problems(payload);
  if (found.length > 0) throw new Error(`invalid ${what}:\n${found.join('\n')}`);
  return payload;
}

// ---------------------------------------------------------------------------------------------
// Slack

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const textOf = (v: unknown): string | undefined => (isObject(v) && typeof v.text === 'string' ? v.text : undefined);

/**
 * Problems Slack would refuse `blocks` for, each as Slack words an `invalid_blocks` error:
 * `<what> [json-pointer:/blocks/3/text/text]`. Empty when none.
 */
export function slackBlockProblems(blocks: unknown): string[] {
  const problems: string[] = [];
  const fail = (path: string, what: string) => problems.push(`${what} [json-pointer:/blocks${path}]`);
  if (!Array.isArray(blocks)) {
    fail('', 'must be an array');
    return problems;
  }
  if (blocks.length > 50) fail('', `must have at most 50 blocks, not ${blocks.length}`);

  const text = (v: unknown, path: string, max: number, plainOnly = false) => {
    if (!isObject(v) || (v.type !== 'plain_text' && (plainOnly || v.type !== 'mrkdwn')))
      return fail(path, plainOnly ? 'must be a plain_text object' : 'must be a text object');
    const t = textOf(v);
    if (!t) fail(`${path}/text`, 'must not be empty');
    else if (t.length > max) fail(`${path}/text`, `must be at most ${max} characters, not ${t.length}`);
  };
  const image = (v: Json, path: string) => {
    const alt = v.alt_text;
    if (typeof alt !== 'string' || alt.length === 0) fail(`${path}/alt_text`, 'must not be empty');
    else if (alt.length > 2000) fail(`${path}/alt_text`, `must be at most 2000 characters, not ${alt.length}`);
    const url = v.image_url;
    const file = v.slack_file;
    if ((url === undefined) === (file === undefined)) fail(path, 'must have exactly one of image_url and slack_file');
    if (url !== undefined && (typeof url !== 'string' || !/^https?:\/\/\S+$/.test(url) || url.length > 3000))
      fail(`${path}/image_url`, 'must be an http(s) URL of at most 3000 characters');
    if (file !== undefined && !(isObject(file) && (typeof file.id === 'string' || typeof file.url === 'string')))
      fail(`${path}/slack_file`, 'must have an id or a url');
  };
  const id = (v: unknown, path: string) => {
    if (v !== undefined && (typeof v !== 'string' || v.length === 0 || v.length > 255)) fail(path, 'must be 1 to 255 characters');
  };

  // Slack's table block reference: one table a message, at most 100 rows of at most 20 cells, each cell
  // raw_text (text of 1 character or more) or raw_number (a number and its text), at most 20 column settings.
  const tableRows = (rows: unknown, path: string) => {
    if (!Array.isArray(rows) || rows.length === 0 || rows.length > 100) return fail(path, 'must have 1 to 100 rows');
    rows.forEach((row: unknown, r) => {
      if (!Array.isArray(row) || row.length === 0 || row.length > 20) return fail(`${path}/${r}`, 'must have 1 to 20 cells');
      row.forEach((c: unknown, k) => {
        const cellAt = `${path}/${r}/${k}`;
        if (!isObject(c) || (c.type !== 'raw_text' && c.type !== 'raw_number')) return fail(cellAt, 'must be raw_text or raw_number');
        if (!textOf(c)) fail(`${cellAt}/text`, 'must not be empty');
        if (c.type === 'raw_number' && (typeof c.value !== 'number' || !Number.isFinite(c.value))) fail(`${cellAt}/value`, 'must be a number');
      });
    });
  };
  const tables = blocks.filter((b: unknown) => isObject(b) && (b.type === 'table' || b.type === 'data_table')).length;
  if (tables > 1) fail('', `only_one_table_allowed: ${tables} tables`);

  blocks.forEach((block: unknown, i) => {
    const at = `/${i}`;
    if (!isObject(block)) return fail(at, 'must be an object');
    id(block.block_id, `${at}/block_id`);
    switch (block.type) {
      case 'header':
        return text(block.text, `${at}/text`, 150, true);
      case 'section': {
        const fields = block.fields;
        if (block.text === undefined && fields === undefined) fail(at, 'must have text or fields');
        if (block.text !== undefined) text(block.text, `${at}/text`, 3000);
        if (fields !== undefined) {
          if (!Array.isArray(fields) || fields.length === 0 || fields.length > 10) fail(`${at}/fields`, 'must have 1 to 10 fields');
          else fields.forEach((f, j) => text(f, `${at}/fields/${j}`, 2000));
        }
        if (block.accessory !== undefined) {
          if (isObject(block.accessory) && block.accessory.type === 'image') image(block.accessory, `${at}/accessory`);
          else fail(`${at}/accessory`, 'must be an image (the only accessory the bot sends)');
        }
        return;
      }
      case 'context': {
        const elements = block.elements;
        if (!Array.isArray(elements) || elements.length === 0 || elements.length > 10) return fail(`${at}/elements`, 'must have 1 to 10 elements');
        return elements.forEach((e: unknown, j) =>
          isObject(e) && e.type === 'image' ? image(e, `${at}/elements/${j}`) : text(e, `${at}/elements/${j}`, 3000),
        );
      }
      case 'image':
        image(block, at);
        if (block.title !== undefined) text(block.title, `${at}/title`, 2000, true);
        return;
      case 'divider':
        return;
      case 'table': {
        tableRows(block.rows, `${at}/rows`);
        const settings = block.column_settings;
        if (settings !== undefined && (!Array.isArray(settings) || settings.length > 20)) fail(`${at}/column_settings`, 'must have at most 20 items');
        return;
      }
      case 'data_table': {
        tableRows(block.rows, `${at}/rows`);
        if (typeof block.caption !== 'string' || block.caption.length === 0) fail(`${at}/caption`, 'must not be empty');
        const size = block.page_size;
        if (size !== undefined && (typeof size !== 'number' || !Number.isInteger(size) || size < 1 || size > 100))
          fail(`${at}/page_size`, 'must be 1 to 100');
        return;
      }
      case 'actions': {
        const elements = block.elements;
        if (!Array.isArray(elements) || elements.length === 0 || elements.length > 25) return fail(`${at}/elements`, 'must have 1 to 25 elements');
        return elements.forEach((e: unknown, j) => {
          const path = `${at}/elements/${j}`;
          if (!isObject(e) || e.type !== 'button') return fail(path, 'must be a button (the only element the bot sends)');
          text(e.text, `${path}/text`, 75, true);
          id(e.action_id, `${path}/action_id`);
          if (e.value !== undefined && (typeof e.value !== 'string' || e.value.length > 2000))
            fail(`${path}/value`, 'must be at most 2000 characters');
          if (e.style !== undefined && e.style !== 'primary' && e.style !== 'danger') fail(`${path}/style`, 'must be primary or danger');
        });
      }
      default:
        return fail(`${at}/type`, `is not a block the bot sends: ${String(block.type)}`);
    }
  });
  return problems;
}

/**
 * Problems Slack would reject one of our messages for, or our own text budget; empty when none.
 * Beyond `slackBlockProblems`: at least one block, a fallback `text` of at most 1,000
 * characters (ours), and at most 12,000 characters of text in all (ours).
 */
export function slackProblems(message: SlackMessage): string[] {
  const problems = slackBlockProblems(message.blocks);
  if (message.blocks.length === 0) problems.push('no blocks');
  if (message.text.length === 0 || message.text.length > 1000) problems.push(`fallback text of ${message.text.length} characters`);
  const total = slackTextLength(message);
  if (total > 12_000) problems.push(`${total} characters of text`);
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Teams

const AC = createRequire(import.meta.url)('adaptivecards/dist/adaptivecards.js') as typeof AdaptiveCards;

/**
 * Properties the parser keeps no copy of that are nonetheless ours to send: `msteams` is
 * Teams' extension of the card (its width), read by Teams, not part of the card schema.
 */
const HOST_PROPERTIES = new Set(['/msteams']);

/** Where `ours` has something the parser's copy lacks or holds differently. */
function droppedBy(ours: unknown, theirs: unknown, path: string, out: string[]): void {
  if (HOST_PROPERTIES.has(path)) return;
  if (Array.isArray(ours)) {
    if (!Array.isArray(theirs) || theirs.length !== ours.length) {
      out.push(`${path}: the parser kept ${Array.isArray(theirs) ? theirs.length : 'none'} of ${ours.length} items`);
      return;
    }
    ours.forEach((item, i) => droppedBy(item, theirs[i], `${path}/${i}`, out));
  } else if (isObject(ours)) {
    if (!isObject(theirs)) {
      out.push(`${path}: not read as an object`);
      return;
    }
    for (const [key, value] of Object.entries(ours)) {
      // The parser writes back what the schema defines, leaving out defaults and empty lists;
      // we send neither, so anything it left out is a property the schema does not have.
      if (!(key in theirs) && !HOST_PROPERTIES.has(`${path}/${key}`))
        out.push(`${path}/${key}: dropped by the parser (not in the 1.5 schema, a default, or empty)`);
      else droppedBy(value, theirs[key], `${path}/${key}`, out);
    }
  } else if (ours !== theirs) {
    out.push(`${path}: ${JSON.stringify(ours)} read as ${JSON.stringify(theirs)}`);
  }
}

/**
 * What the official parser says about a card: everything it logged while parsing the card
 * as schema 1.5, what its validation found, and whatever it did not keep; Teams' charts are
 * checked apart and read as their fallbacks (`asFallbacks`). Empty when none.
 */
export function adaptiveCardProblems(ours: unknown): string[] {
  const problems: string[] = [];
  const content = asFallbacks(ours, problems);
  const context = new AC.SerializationContext(AC.Versions.v1_5);
  const card = new AC.AdaptiveCard();
  card.parse(content, context);
  for (let i = 0; i < context.eventCount; i++) {
    const e = context.getEventAt(i);
    problems.push(`${AC.ValidationEvent[e.event]}: ${e.message}`);
  }
  for (const e of card.validateProperties().validationEvents) problems.push(`${AC.ValidationEvent[e.event]}: ${e.message}`);
  droppedBy(content, card.toJSON(new AC.SerializationContext(AC.Versions.v1_5)), '', problems);
  return problems;
}

/**
 * The card as a client that cannot draw Teams' charts reads it: each `Chart.*` element (Teams'
 * extension, unknown to the schema's parser, typed by `@microsoft/teams.cards`) replaced by its
 * `fallback`, which the parser then checks like any element. What a chart itself must hold
 * (its data, finite values, a fallback) goes into `problems`.
 */
function asFallbacks(node: unknown, problems: string[], path = ''): unknown {
  if (Array.isArray(node)) return node.map((n, i) => asFallbacks(n, problems, `${path}/${i}`));
  if (!isObject(node)) return node;
  if (typeof node.type === 'string' && node.type.startsWith('Chart.')) {
    if (!['Chart.Line', 'Chart.HorizontalBar'].includes(node.type)) problems.push(`${path}: a chart the bot does not send: ${node.type}`);
    const data = node.data;
    const points = (values: unknown) =>
      Array.isArray(values) && values.length > 0 && values.every((v) => isObject(v) && typeof v.y === 'number' && Number.isFinite(v.y));
    const ok =
      Array.isArray(data) && data.length > 0 && (node.type === 'Chart.Line' ? data.every((d) => isObject(d) && points(d.values)) : points(data));
    if (!ok) problems.push(`${path}/data: must hold figures`);
    if (!isObject(node.fallback)) problems.push(`${path}/fallback: must be an element (the picture, or a line about it)`);
    return asFallbacks(node.fallback, problems, `${path}/fallback`);
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, asFallbacks(v, problems, `${path}/${k}`)]));
}

/**
 * Problems Teams would reject a card for; empty when none: the parser's, images Teams cannot
 * load, and Teams' 28 KB limit on an activity (an inline image travels apart and is measured
 * apart).
 */
export function teamsProblems(card: unknown): string[] {
  const problems = adaptiveCardProblems(card);
  // The schema takes any URI for an image; Teams loads only web URLs and inline pictures.
  const images = (node: unknown): unknown[] =>
    Array.isArray(node)
      ? node.flatMap(images)
      : isObject(node)
        ? [...(node.type === 'Image' ? [node.url] : []), ...Object.values(node).flatMap(images)]
        : [];
  for (const url of images(card)) {
    if (typeof url !== 'string' || !/^(https?:\/\/\S+|data:image\/(png|jpeg|gif);base64,[A-Za-z0-9+/=]+)$/.test(url))
      problems.push(`an image Teams cannot load: ${String(url).slice(0, 80)}`);
  }
  const json = JSON.stringify(card).replace(/"data:image\/[^"]*"/g, '""');
  const bytes = Buffer.byteLength(json, 'utf8');
  if (bytes >= 28 * 1024) problems.push(`${bytes} bytes (Teams allows 28 KB)`);
  return problems;
}
