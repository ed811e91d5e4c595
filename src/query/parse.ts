/**
 * `parseCommand`: the text after `/report` (or a Teams message, or a CLI argument) to a
 * ParseResult. It never throws: every input gets either a result or one clear sentence
 * saying what is wrong, usually with what to type instead.
 */
import { parseAlert } from './alert.js';
import { canonicalTimeZone } from './calendar.js';
import { parseAccess } from './access-command.js';
import { finishCommand, readDraft, weekStartOf } from './report-command.js';
import { readRange } from './range-words.js';
import { reportByWord } from './catalog.js';
import { LIMITS } from './limits.js';
import { message } from '../messages/index.js';
import { commandError, tokenize, type Token } from './tokens.js';
import { SubscriptionIdSchema, type ParseContext, type ParseResult } from './types.js';

const LIST_WORDS = new Set(['list', 'ls', 'show']);
/** A tag other than a chat mention (`<@U1>`, `<#C1>`, `<!here>`, Teams' `<at>…</at>`). */
const MARKUP_ONLY = /<(?![@#!]|\/?at>)[^<>]*>/i;
const REMOVE_WORDS = new Set(['remove', 'delete', 'cancel', 'rm', 'stop']);
const LIST_HINT = message('grammar.listHint');

/**
 * Parse a command.
 *
 * Grammar (case-insensitive, any order, spaces or hyphens):
 * - `help [report]`, `?`, or nothing: help.
 * - `subscriptions` / `subscription list`: list subscriptions.
 * - `unsubscribe <id>` / `subscription remove <id>`: remove one (ids are lower-cased,
 *   because phones capitalise the first letter).
 * - `access`, `access grant|revoke <part> …`, `access reset`: who may see what (access-command.ts).
 * - `[subscribe] <report> [range] [options] [every … [at …]] [tz <zone>]`.
 * - `alert <report> <metric> below|above <value> | changes-by <percent> [range] [options]
 *   [every … [at …]] [tz <zone>]` (alert.ts); `alerts` lists a conversation's alerts, and
 *   `unsubscribe <id>` removes one as it removes a subscription.
 *
 * `ctx.now` and `ctx.timeZone` decide "today"; a `tz` in the command overrides the zone
 * for both the range and the schedule.
 */
export function parseCommand(text: string, ctx: ParseContext): ParseResult {
  try {
    return parse(text, ctx);
  } catch {
    // A bug must not cost the user an answer; the result still says something went wrong.
    return { kind: 'error', error: commandError('internal', message('grammar.internal')) };
  }
}

function parse(text: string, ctx: ParseContext): ParseResult {
  const timeZone = canonicalTimeZone(ctx?.timeZone);
  if (!(ctx?.now instanceof Date) || Number.isNaN(ctx.now.getTime()) || timeZone === null) {
    return { kind: 'error', error: commandError('internal', message('grammar.noClock')) };
  }
  if (typeof text === 'string' && text.length > LIMITS.maxCommandChars) {
    return {
      kind: 'error',
      error: commandError('too_long', message('grammar.tooLong', { length: text.length, max: LIMITS.maxCommandChars }), message('grammar.tryShort')),
    };
  }
  const tokens = tokenize(text, ctx.botName);
  // Nothing but markup that is not a mention (`<img src=x onerror=…>`) is not a request for help.
  if (tokens.length === 0 && typeof text === 'string' && MARKUP_ONLY.test(text)) {
    return { kind: 'error', error: commandError('unknown_word', message('grammar.noCommand'), message('grammar.tryReferrals')) };
  }
  if (tokens.length === 0) return { kind: 'help' };
  // "help", "help referrals", "?" or "referrals ?": help. A question mark ending a question is not one.
  const asked = tokens.filter((t) => t.text !== '?');
  if (
    tokens.some((t) => t.text === 'help') ||
    (asked.length < tokens.length && asked.length <= 1 && (asked.length === 0 || reportByWord(asked[0]!.text)))
  )
    return help(tokens);

  const first = tokens[0]!.text;
  if (first === 'subscriptions' || first === 'subscription' || (first === 'list' && /^subscriptions?$/.test(tokens[1]?.text ?? ''))) {
    return subscriptions(tokens, first === 'list' ? 2 : 1);
  }
  if (first === 'unsubscribe' || first === 'unsub') return unsubscribe(tokens, 1);
  if (first === 'alerts' || (first === 'list' && tokens[1]?.text === 'alerts')) {
    const extra = tokens[first === 'list' ? 2 : 1];
    if (extra === undefined || (first === 'alerts' && LIST_WORDS.has(extra.text) && tokens.length === 2)) return { kind: 'alerts' };
    return {
      kind: 'error',
      error: commandError('unknown_word', message('grammar.notUnderstood', { words: extra.raw }), message('grammar.tryAlerts')),
    };
  }
  if (first === 'alert') {
    // `$5,000`: the thousands comma would otherwise split the value into two words.
    const alertTokens = tokenize(text.replace(/(\d),(?=\d{3}(?!\d))/g, '$1'), ctx.botName);
    return parseAlert(alertTokens.slice(1), { now: ctx.now, timeZone, weekStartsOn: weekStartOf(ctx.weekStartsOn) });
  }
  if (first === 'access') return parseAccess(tokens, 1);

  const at = tokens.findIndex((t) => t.text === 'subscribe');
  const subscribe = at >= 0;
  const body = subscribe ? tokens.filter((_, i) => i !== at) : tokens;
  const draft = readDraft(body);
  if ('code' in draft) return { kind: 'error', error: draft };
  return finishCommand(body, draft, { now: ctx.now, timeZone, weekStartsOn: weekStartOf(ctx.weekStartsOn) }, subscribe);
}

/** Help, with the first report named anywhere in the command as its topic. */
function help(tokens: readonly Token[]): ParseResult {
  for (const token of tokens) {
    const topic = reportByWord(token.text);
    if (topic) return { kind: 'help', topic: topic.kind };
  }
  return { kind: 'help' };
}

function subscriptions(tokens: readonly Token[], from: number): ParseResult {
  const next = tokens[from];
  if (next === undefined || (LIST_WORDS.has(next.text) && tokens.length === from + 1)) return { kind: 'subscriptions' };
  if (REMOVE_WORDS.has(next.text)) return unsubscribe(tokens, from + 1);
  const extra = LIST_WORDS.has(next.text) ? tokens[from + 1]! : next;
  return {
    kind: 'error',
    error: commandError('unknown_word', message('grammar.notUnderstood', { words: extra.raw }), message('grammar.trySubscriptions')),
  };
}

function unsubscribe(tokens: readonly Token[], from: number): ParseResult {
  const id = tokens[from];
  if (id === undefined) {
    return { kind: 'error', error: commandError('bad_id', message('grammar.whichSubscription'), LIST_HINT) };
  }
  if (reportByWord(id.text) !== undefined || readRange(id.text) !== null) {
    return {
      kind: 'error',
      error: commandError('bad_id', message('grammar.notAnId', { id: id.raw }), message('grammar.listHintOptouts', { hint: LIST_HINT })),
    };
  }
  if (!SubscriptionIdSchema.safeParse(id.raw).success) {
    return { kind: 'error', error: commandError('bad_id', message('grammar.notAnId', { id: id.raw }), LIST_HINT) };
  }
  const extra = tokens[from + 1];
  if (extra) {
    return {
      kind: 'error',
      error: commandError('unknown_word', message('grammar.notUnderstood', { words: extra.raw }), message('grammar.oneAtATime')),
    };
  }
  return { kind: 'unsubscribe', id: id.text };
}
