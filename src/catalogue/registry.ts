/**
 * The registry of reports: every report the bot can make, by name and by every word that
 * names it. The grammar, help, completions and buttons read it, so a report exists for all of
 * them once it is registered here. Nothing registers on import: the composition roots (serve.ts,
 * worker-thread.ts, src/cli.ts, bench and scripts entry points, test/helpers/register-reports.ts)
 * call `registerBuiltInReports` (src/reports/built-in.ts), so the grammar, which reads this
 * registry, imports no report. Tests may register a report of their own and remove it.
 */
import type { ReportDefinition } from './types.js';
import { checkQuery, factsOf, type AccessCheck, type AccessScope } from '../access/scope.js';
import type { ReportQuery } from '../query/types.js';

const byKind = new Map<string, ReportDefinition>();
const byWord = new Map<string, ReportDefinition>();

function wordsOf(definition: ReportDefinition): string[] {
  return [definition.kind, ...definition.aliases].map((w) => w.toLowerCase());
}

/**
 * Adds a report; returns what removes it again. A name or word another report already has is
 * refused: the grammar must never have to guess which report a word means.
 */
export function registerReport(definition: ReportDefinition): () => void {
  const taken = wordsOf(definition).filter((w) => byWord.has(w));
  if (byKind.has(definition.kind) || taken.length > 0) {
    throw new Error(`report "${definition.kind}" clashes with a registered report (${[definition.kind, ...taken].join(', ')})`);
  }
  byKind.set(definition.kind, definition);
  for (const word of wordsOf(definition)) byWord.set(word, definition);
  words = undefined;
  return () => {
    if (byKind.get(definition.kind) !== definition) return;
    words = undefined;
    byKind.delete(definition.kind);
    for (const word of wordsOf(definition)) byWord.delete(word);
  };
}

/** The report of that canonical name. */
export function reportDefinition(kind: string): ReportDefinition | undefined {
  return byKind.get(kind);
}

/** The report a lower-case word names (`sponsor` -> referrals). */
export function reportByWord(word: string): ReportDefinition | undefined {
  return byWord.get(word);
}

/** Every report, in the order help lists them. */
export function reportDefinitions(): ReportDefinition[] {
  return [...byKind.values()];
}

/** The words of the reports registered now, kept until one is added or removed: the reader asks for them at each word. */
let words: readonly string[] | undefined;

/** Every word that names a report, canonical names first. */
export function reportWords(): readonly string[] {
  const definitions = reportDefinitions();
  return (words ??= [...definitions.map((d) => d.kind), ...definitions.flatMap((d) => d.aliases)]);
}

/** `checkQuery` (src/access) with the facts of the query's report. */
export function checkReportAccess(scope: AccessScope | null, query: ReportQuery): AccessCheck {
  const definition = reportDefinition(query.report);
  // An unknown report never validated this far; refuse rather than guess.
  if (!definition) return { ok: false, reason: 'report', message: `There is no report called ${query.report}.` };
  return checkQuery(scope, query, factsOf(definition));
}

/** The people-level reports, for "People-level reports (stories and planners)". */
export function peopleReportKinds(): string[] {
  return reportDefinitions()
    .filter((d) => d.people === true)
    .map((d) => d.kind);
}

/** Every report kind, for a revoke from "all reports". */
export function allReportKinds(): string[] {
  return reportDefinitions().map((d) => d.kind);
}
