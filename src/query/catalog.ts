/**
 * The grammar's view of the report registry: which words name a report, which options each
 * report honours, its default range, and whether it looks ahead. Everything the grammar, help
 * and the query schema know about particular reports comes through here from the reports' own
 * definitions, so none of it is written down twice. The registry (src/catalogue/registry.ts)
 * sits below both the grammar and the reports and is filled by the composition roots, so the
 * grammar imports no report: it reads whatever reports the process registered.
 *
 * This is the only file of the grammar that reads the registry; the date and range modules
 * below it (types, calendar, canonical, ranges, labels) know no report, so report code can use
 * them without a cycle.
 */
import { reportByWord, reportDefinition, reportDefinitions, reportWords } from '../catalogue/registry.js';
import type { ReportDefinition } from '../catalogue/types.js';
import { parseCanonicalRange } from './canonical.js';
import { PROPERTY_TYPE_WORDS, rangeWords } from './labels.js';
import { resolvePeriod } from './ranges.js';
import { REPORT_OPTIONS, ReportQueryShape, type ReportOption, type ReportQuery, type ResolvedRange } from './types.js';

export { reportByWord, reportDefinition, reportDefinitions, reportWords };

/** The registered report of that name; queries reaching here were validated against the registry. */
function definitionOf(report: string): ReportDefinition {
  const definition = reportDefinition(report);
  if (!definition) throw new RangeError(`no report "${report}" is registered`);
  return definition;
}

/** Whether `report` honours `option`. */
export function allowsOption(report: string, option: ReportOption): boolean {
  return reportDefinition(report)?.options.includes(option) ?? false;
}

/** Whether a report can be narrowed to properties or discoveries by name. */
export const filtersByName = (report: string): boolean => allowsOption(report, 'properties') || allowsOption(report, 'discoveries');

/** The one kind of name a report can be narrowed to ("planners": discoveries); none where it takes both or neither. */
export function nameKindOf(report: string): 'property' | 'discovery' | undefined {
  const [byProperty, byDiscovery] = [allowsOption(report, 'properties'), allowsOption(report, 'discoveries')];
  return byProperty === byDiscovery ? undefined : byProperty ? 'property' : 'discovery';
}

/** The reports that honour `option`, in registry order. */
export function reportsAllowing(option: ReportOption): string[] {
  return reportDefinitions()
    .filter((d) => d.options.includes(option))
    .map((d) => d.kind);
}

/** Whether the report has only past data (everything but a look-ahead). */
export function isPastOnly(report: string): boolean {
  return !definitionOf(report).lookAhead;
}

/** Which query field carries each option, and whether it is set. */
function present(query: ReportQuery, option: ReportOption): boolean {
  const value = query[option];
  return Array.isArray(value) ? value.length > 0 : value !== undefined;
}

/**
 * A report request as job payloads, buttons and stored subscriptions carry it: the shape of
 * `ReportQueryShape`, naming a registered report, with options only that report honours (a
 * `breakdown` on bookings is rejected, not ignored).
 */
export const ReportQuerySchema = ReportQueryShape.superRefine((query, issues) => {
  if (!reportDefinition(query.report)) {
    issues.addIssue({ code: 'custom', path: ['report'], message: `not a report: ${query.report}` });
    return;
  }
  for (const option of REPORT_OPTIONS) {
    if (present(query, option) && !allowsOption(query.report, option)) {
      issues.addIssue({ code: 'custom', path: [option], message: `not available for ${query.report}` });
    }
  }
  if (query.breakdown !== undefined && !(reportDefinition(query.report)?.breakdowns ?? []).includes(query.breakdown)) {
    issues.addIssue({ code: 'custom', path: ['breakdown'], message: `${query.report} cannot be broken down by ${query.breakdown}` });
  }
  if (query.focus !== undefined && !reportDefinition(query.report)!.metrics.some((m) => m.key === query.focus)) {
    issues.addIssue({ code: 'custom', path: ['focus'], message: `not a figure of ${query.report}` });
  }
});

/** A query's period at `now`, cut to date unless its report looks ahead (see ranges.ts). */
export function resolveRange(query: Pick<ReportQuery, 'report' | 'range' | 'timeZone' | 'weekStartsOn'>, now: Date): ResolvedRange {
  return resolvePeriod(query, now, definitionOf(query.report).lookAhead);
}

/**
 * A short title for a query, for "Working on *…*" messages, with the title its report will
 * have: `Referrals · last month`, `Referrals by location · Oct 2026`,
 * `Occupancy · next 4 weeks · vacation rentals`. Dates are
 * not resolved here, so the title of a subscription stays the same from one delivery to the next.
 */
export function describeQuery(query: Pick<ReportQuery, 'report' | 'range' | 'breakdown' | 'propertyType'>): string {
  const spec = parseCanonicalRange(query.range);
  const definition = reportDefinition(query.report);
  const title = definition ? (definition.titleFor?.(query as ReportQuery) ?? definition.title) : query.report;
  const parts = [title, spec ? rangeWords(spec) : query.range];
  if (query.propertyType) parts.push(PROPERTY_TYPE_WORDS[query.propertyType]);
  return parts.join(' \u00B7 ');
}
