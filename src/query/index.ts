/**
 * The command grammar and date ranges of the report bot: pure functions, no I/O, no SDKs.
 * Entry points turn text into a ReportQuery with `parseCommand`; jobs resolve the query's
 * range at run time with `resolveRange`.
 */
export * from './types.js';
export { parseCommand } from './parse.js';
export { resolveRange, comparisonOf, shiftRange, rangeBounds, settleBounds, type Bounds, type ComparisonRange } from './ranges.js';
export { describeQuery, spanLabel } from './labels.js';
export { helpText, REPORT_EXAMPLES } from './help.js';
export { formatSchedule, scheduleToCron, type CronSchedule } from './cron.js';
export { parseCanonicalRange, isCanonicalRange, formatRangeSpec, type RangeSpec } from './canonical.js';
export { DEFAULT_RANGE, REPORT_WORDS, REPORT_TITLES, OPTION_REPORTS, isPastOnly } from './reports.js';
export { DEFAULT_TIME, DEFAULT_WEEKLY_DAY } from './schedule.js';
export { editDistance } from './suggest.js';
export { todayIn, canonicalTimeZone, daysInMonth, formatDay, plusDays } from './calendar.js';
