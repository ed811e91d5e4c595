/**
 * The reports: one file per report (its definition: names, options, help, figures, buttons
 * and how it is computed), listed in `built-in.ts` and registered by the composition roots in
 * the registry below both the grammar and the reports (src/catalogue/registry.ts). `runReport`
 * makes the report a query asks for.
 */
import { reportDefinition } from '../catalogue/registry.js';
import type { Report, ReportContext } from '../catalogue/types.js';
import type { ReportQuery } from '../query/types.js';

export type * from '../catalogue/types.js';
export { withPhotoUrls } from './common.js';
export { BUILT_IN_REPORTS, registerBuiltInReports } from './built-in.js';
export {
  allReportKinds,
  checkReportAccess,
  peopleReportKinds,
  registerReport,
  reportDefinition,
  reportDefinitions,
  reportByWord,
  reportWords,
} from '../catalogue/registry.js';

/** Fetches and aggregates the report a query asks for (a validated query names a registered report). */
export function runReport(query: ReportQuery, ctx: ReportContext): Promise<Report> {
  const definition = reportDefinition(query.report);
  if (!definition) return Promise.reject(new RangeError(`no report "${query.report}" is registered`));
  return definition.run(query, ctx).then((report) => focusFirst(report));
}

/** A question about one figure (`query.focus`) gets that figure first; the others keep their order. */
function focusFirst(report: Report): Report {
  const at = report.metrics.findIndex((m) => m.key === report.query.focus);
  if (at <= 0) return report;
  return { ...report, metrics: [report.metrics[at]!, ...report.metrics.filter((_, i) => i !== at)] };
}
