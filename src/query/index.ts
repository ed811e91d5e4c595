/**
 * The command grammar and date ranges of the report bot: pure functions, no I/O, no SDKs.
 * Entry points turn text into a ReportQuery with `parseCommand`; jobs resolve the query's
 * range at run time with `resolveRange`. What the grammar knows of each report comes from
 * the report registry (`catalog.ts`). Report code imports the modules below the grammar
 * (types, calendar, canonical, ranges, labels) directly, never this index.
 */
export * from './types.js';
export { parseCommand } from './parse.js';
export { opensWithReport, understand, type Understanding } from './question.js';
export type { NameIndex, KnownName } from './reader/names.js';
export { comparisonOf, shiftRange, rangeBounds, resolvePeriod, settleBounds, type Bounds, type ComparisonRange } from './ranges.js';
export { spanLabel } from './labels.js';
export { helpText, STARTER_QUESTIONS } from './help.js';
export { formatSchedule, scheduleToCron, type CronSchedule } from './schedule.js';
export { parseCanonicalRange, isCanonicalRange, formatRangeSpec, type RangeSpec } from './canonical.js';
export {
  ReportQuerySchema,
  allowsOption,
  describeQuery,
  isPastOnly,
  reportByWord,
  reportDefinition,
  reportDefinitions,
  reportsAllowing,
  reportWords,
  resolveRange,
} from './catalog.js';
export { DEFAULT_TIME, DEFAULT_WEEKLY_DAY } from './schedule.js';
export { editDistance } from './tokens.js';
export { KEYWORDS, MONTH_BY_WORD, RANGE_WORDS } from './words.js';
export { todayIn, canonicalTimeZone, daysInMonth, formatDay, plusDays } from './calendar.js';
export { alertMetrics } from './alert.js';
export { optionWords } from './option-words.js';
