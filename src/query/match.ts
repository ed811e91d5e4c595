/**
 * The small vocabulary recognisers share: a recogniser looks at the tokens from a position
 * and either does not apply (null), consumes `len` tokens as a value, or consumes them as
 * an error, so the first mistake in a command is reported in the user's own words.
 */
import type { CommandError, ErrorCode } from './types.js';
import type { Token } from './tokens.js';

/** A recognised phrase: the value plus the words it came from (for conflict messages). */
export interface Found<T> {
  len: number;
  value: T;
  phrase: string;
}

/** A phrase that is clearly meant as something but is wrong. */
export interface Failed {
  len: number;
  error: CommandError;
}

export type Match<T> = Found<T> | Failed | null;

/** Build a CommandError; `suggestion` is left out when there is none. */
export function commandError(code: ErrorCode, message: string, suggestion?: string): CommandError {
  return suggestion === undefined ? { code, message } : { code, message, suggestion };
}

export function fail(len: number, code: ErrorCode, message: string, suggestion?: string): Failed {
  return { len, error: commandError(code, message, suggestion) };
}

export function found<T>(tokens: readonly Token[], i: number, len: number, value: T): Found<T> {
  return { len, value, phrase: phraseOf(tokens, i, len) };
}

/** The words tokens[i, i+len) as typed (lower-cased), for messages. */
export function phraseOf(tokens: readonly Token[], i: number, len: number): string {
  return tokens
    .slice(i, i + len)
    .map((t) => t.text)
    .join(' ');
}

/** tokens[i, i+len) joined with hyphens, so "last 7 days" and "last-7-days" look alike. */
export function joined(tokens: readonly Token[], i: number, len: number): string {
  return tokens
    .slice(i, i + len)
    .map((t) => t.text)
    .join('-');
}

/** The help pointer most errors end with. */
export const HELP_HINT = 'Type "/report help" for examples.';
