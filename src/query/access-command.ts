/**
 * The `access` words of the grammar:
 *
 * - `access` (or `access show`): this conversation's scope, in plain words.
 * - `access grant <part> …` / `access revoke <part> …`, one or more parts in one command:
 *   `reports <report> …` (or `reports all`), `properties <id or slug> …` (or `all`),
 *   `discoveries <id> …` (or `all`), `people` (people-level reports), or `all` alone.
 * - `access reset`: drop this conversation's grant; the default (ACCESS_DEFAULT) applies again.
 *
 * Every lookup is a Map, so a word such as `constructor` or `__proto__` is a word like any
 * other: "I don't understand …".
 */
import { reportByWord, reportWords } from './catalog.js';
import { closest, commandError, type Token } from './tokens.js';
import { message } from '../messages/index.js';
import { EntityIdSchema, type AccessChange, type ParseResult } from './types.js';

type Part = 'reports' | 'properties' | 'discoveries' | 'people' | 'all';

/** The words that start a part, singular and plural. */
const PART_WORDS: ReadonlyMap<string, Part> = new Map([
  ['reports', 'reports'],
  ['report', 'reports'],
  ['properties', 'properties'],
  ['property', 'properties'],
  ['discoveries', 'discoveries'],
  ['discovery', 'discoveries'],
  ['people', 'people'],
  ['all', 'all'],
  ['everything', 'all'],
]);

const ACTIONS: ReadonlyMap<string, 'show' | 'grant' | 'revoke' | 'reset'> = new Map([
  ['show', 'show'],
  ['grant', 'grant'],
  ['allow', 'grant'],
  ['add', 'grant'],
  ['revoke', 'revoke'],
  ['remove', 'revoke'],
  ['deny', 'revoke'],
  ['reset', 'reset'],
]);

const EXAMPLE = message('grammar.accessExample');
const error = (said: string, suggestion?: string): ParseResult => ({ kind: 'error', error: commandError('unknown_word', said, suggestion) });

/** `access …`, from the token after `access`. */
export function parseAccess(tokens: readonly Token[], from: number): ParseResult {
  const word = tokens[from];
  if (word === undefined) return { kind: 'access', action: 'show' };
  const action = ACTIONS.get(word.text);
  if (action === undefined) return error(message('grammar.notUnderstood', { words: word.raw }), message('grammar.tryAccess'));
  if (action === 'show' || action === 'reset') {
    const extra = tokens[from + 1];
    return extra
      ? error(message('grammar.notUnderstood', { words: extra.raw }), message('grammar.accessTakesNothing', { action }))
      : { kind: 'access', action };
  }
  if (tokens.length === from + 1)
    return { kind: 'error', error: commandError('missing_report', message('grammar.accessSayWhat', { action }), EXAMPLE) };
  const change: AccessChange = {};
  let part: Part | undefined;
  for (let i = from + 1; i < tokens.length; i++) {
    const token = tokens[i]!;
    const next = PART_WORDS.get(token.text);
    if (next === 'all' && (part === 'reports' || part === 'properties' || part === 'discoveries') && change[part] === undefined) {
      // `reports all`: every report; `all` anywhere else: every part at once.
      change[part] = 'all';
      continue;
    }
    if (next !== undefined) {
      part = next;
      if (next === 'people') change.people = true;
      if (next === 'all') change.all = true;
      continue;
    }
    if (part === undefined || part === 'people' || part === 'all') {
      return error(message('grammar.notUnderstood', { words: token.raw }), EXAMPLE);
    }
    const current = change[part];
    if (current === 'all') return error(message('grammar.accessAllNamed', { part, word: token.raw }));
    if (part === 'reports') {
      const report = reportByWord(token.text);
      if (!report) {
        const guess = closest(token.text, reportWords());
        return {
          kind: 'error',
          error: commandError(
            'unknown_report',
            message('grammar.notAReport', { word: token.raw }),
            guess ? message('grammar.didYouMean', { guess }) : undefined,
          ),
        };
      }
      change.reports = [...new Set([...(current ?? []), report.kind])];
      continue;
    }
    if (!EntityIdSchema.safeParse(token.raw).success)
      return { kind: 'error', error: commandError('bad_id', message('grammar.notAnEntityId', { word: token.raw }), EXAMPLE) };
    change[part] = [...new Set([...(current ?? []), token.text])];
  }
  for (const p of ['reports', 'properties', 'discoveries'] as const) {
    if (Array.isArray(change[p]) || change[p] === 'all' || !wasNamed(tokens, from, p)) continue;
    return { kind: 'error', error: commandError('missing_report', message('grammar.accessNameThe', { part: p, action }), EXAMPLE) };
  }
  return { kind: 'access', action, change };
}

/** Whether a part word for `part` was typed (so an empty part is an error, not nothing). */
function wasNamed(tokens: readonly Token[], from: number, part: Part): boolean {
  return tokens.slice(from + 1).some((t) => PART_WORDS.get(t.text) === part);
}
