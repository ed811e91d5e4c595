import { expect } from 'vitest';
import { parseCommand, resolveRange, understand, type ParseContext, type ParseResult, type ReportQuery } from '../../src/query/index.js';
import { sandboxNames } from '../../src/sandbox/names.js';
import { compactReading } from './question-corpus.js';

/** Saturday, Nov 21, 2026, 10:00 UTC: the reference instant of most tests. */
export const NOW = new Date('2026-11-21T10:00:00Z');
export const CTX: ParseContext = { now: NOW, timeZone: 'UTC' };

export function parse(text: string, ctx: Partial<ParseContext> = {}): ParseResult {
  return parseCommand(text, { ...CTX, ...ctx });
}

/** The query of a command that must parse to a report. */
export function query(text: string, ctx: Partial<ParseContext> = {}): ReportQuery {
  const result = parse(text, ctx);
  if (result.kind !== 'report') expect.fail(`expected a report for ${JSON.stringify(text)}, got ${JSON.stringify(result)}`);
  return result.query;
}

/** `start..end` of a command's resolved range at the context's instant. */
export function days(text: string, ctx: Partial<ParseContext> = {}): string {
  const q = query(text, ctx);
  const r = resolveRange(q, ctx.now ?? NOW);
  return `${r.start}..${r.end}`;
}

/** The error of a command that must fail. */
export function failure(text: string, ctx: Partial<ParseContext> = {}) {
  const result = parse(text, ctx);
  if (result.kind !== 'error') expect.fail(`expected an error for ${JSON.stringify(text)}, got ${JSON.stringify(result)}`);
  return result.error;
}

const SAMPLE_NAMES = sandboxNames();

/** A question understood at `now` (UTC, the sample data's names), as the reader's tests ask it. */
export const understandAt = (now: string | Date) => (text: string) => understand(text, { now: new Date(now), timeZone: 'UTC', names: SAMPLE_NAMES });

/** A question's reading at `now`, in the corpus's compact form. */
export const readingAt = (now: string | Date) => (text: string) => compactReading(understandAt(now)(text).result);
